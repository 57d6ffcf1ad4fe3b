package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/blindchess/blindchess/audio"
	"github.com/blindchess/blindchess/internal/braille"
	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"
	"github.com/blindchess/blindchess/internal/talkclock"
	"github.com/blindchess/blindchess/internal/voice"
)

// clockOptions are the flags of the clock command.
type clockOptions struct {
	control  string
	me       string
	lang     string
	voice    string
	wav      string
	channel  string
	announce string
	script   string
	journal  string
	resume   string
	virtual  bool
	json     bool
	braille  bool
	code     string
	audio    audioOptions // --voice-input, --microphone
}

func newClockCmd() *cobra.Command {
	var o clockOptions
	cmd := &cobra.Command{
		Use:   "clock [--time CONTROL] [--me white|black] [--lang de|en|cs] [--announce LIST] [--json] [--script FILE [--virtual]] [--journal FILE | --resume FILE] [--voice-input [--microphone NAME|FILE.wav]]",
		Short: "A talking chess clock for the visually impaired player (FIDE Annex D.2.6.1)",
		Long: `clock is a chess clock that tells the visually impaired player, privately,
his own and his opponent's time and the move count on request, and announces
his time automatically at set thresholds, when he passes a time control and
when a flag falls. It follows FIDE Article 6 and Annexes A and B; see
docs/time-controls.md for the time-control grammar.

Keys: space (or Enter) presses the clock (the first press starts White's
clock); t my time; o opponent's time; b both times; m move count; s
time-control status; p pause or resume; q quit (asks to confirm); h help.
When standard input is not a terminal, each line is one key or word
(an empty line presses the clock).

Every key is journaled before it takes effect (on a terminal in the user's
data folder, or in --journal FILE); after a crash --resume FILE brings the
clock back, paused at its last known times.

With --script FILE each line is "<seconds> <action>" (start, press, time,
opponent, both, moves, status, pause, resume, quit); --virtual runs it on
virtual time at once. The run ends at quit or when a flag falls. --json
writes every event as one JSON line.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runClock(cmd.Context(), o, cmd, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.control, "time", "", "time control, e.g. 90+30, 40/90+30,30+30, 60d5, hourglass 5 (asked for when missing)")
	f.StringVar(&o.me, "me", "white", "the visually impaired player's side: white or black")
	f.StringVar(&o.lang, "lang", "en", "language of the announcements: de, en or cs")
	f.StringVar(&o.voice, "voice", "text", "text: lines your screen reader speaks; or the clock's own voice: "+strings.Join(speech.Voices(), ", "))
	f.StringVar(&o.wav, "wav", "", "with --voice clips or espeak: write the speech into `FILE` instead of playing it")
	f.StringVar(&o.channel, "channel", "both", "audio channel of the spoken announcements: both, left or right")
	f.StringVar(&o.announce, "announce", clock.DefaultAlerts().String(), `automatic time announcements, e.g. "10m,5m,2m,1m,30s,every 10s", or none`)
	f.StringVar(&o.script, "script", "", "run the lines \"<seconds> <action>\" of `FILE` instead of reading keys")
	f.StringVar(&o.journal, "journal", "", "journal every key into `FILE` (a new file), to resume the clock after a crash")
	f.StringVar(&o.resume, "resume", "", "continue the clock session of journal `FILE`")
	f.BoolVar(&o.virtual, "virtual", false, "with --script: run on virtual time, at once")
	f.BoolVar(&o.json, "json", false, "write every event as one JSON line")
	f.BoolVar(&o.braille, "braille", false, "show both clock times on the braille display (BRLTTY; BRLAPI_HOST, BRLAPI_AUTH)")
	f.StringVar(&o.code, "braille-code", "", "braille code of the digits: uk, de, cs or iccf (default: the language's)")
	addAudioFlags(f, &o.audio, false)
	return cmd
}

// clockSessionFlags define a clock session; with --resume they must agree
// with the journal.
var clockSessionFlags = []string{"time", "me", "lang", "announce"}

func runClock(ctx context.Context, o clockOptions, cmd *cobra.Command, stdin io.Reader, stdout, stderr io.Writer) error {
	if ctx == nil {
		ctx = context.Background()
	}
	if _, err := talkclock.ParseSide(o.me); err != nil {
		return usageErr("%v", err)
	}
	style, err := talkclock.LangStyle(o.lang)
	if err != nil {
		return usageErr("%v", err)
	}
	if _, err := clock.ParseAlerts(o.announce); err != nil {
		return usageErr("--announce %v", err)
	}
	channel, err := speech.ParseChannel(o.channel)
	if err != nil {
		return usageErr("--channel: %v", err)
	}
	if o.virtual && o.script == "" {
		return usageErr("--virtual needs --script FILE")
	}
	if err := o.audio.check(); err != nil {
		return err
	}
	if o.virtual && o.audio.voiceInput {
		return usageErr("--voice-input listens in real time: leave out --virtual")
	}
	if o.wav != "" && (o.virtual || strings.EqualFold(o.voice, "text")) {
		return usageErr("--wav records the clock's own voice on real time: give --voice clips or espeak, without --virtual")
	}
	if o.journal != "" && o.resume != "" {
		if !samePath(o.journal, o.resume) {
			return usageErr("--journal %s differs from --resume %s: a resumed clock goes on in the journal it resumes; leave --journal out", o.journal, o.resume)
		}
		// The first command line repeated with --resume added.
		o.journal = ""
	}
	var script []table.ScriptLine
	if o.script != "" {
		f, err := os.Open(o.script)
		if err != nil {
			return usageErr("--script: %v", err)
		}
		script, err = talkclock.ParseScript(f)
		f.Close()
		if err != nil {
			return usageErr("--script %s: %v", o.script, err)
		}
		if o.control == "" && o.resume == "" {
			return usageErr("--script needs --time, for example --time 90+30")
		}
	}
	if o.control != "" {
		if _, err := clock.Parse(o.control); err != nil {
			return usageErr("--time %v; see docs/time-controls.md", err)
		}
	}
	cfg := talkclock.Config{Control: o.control, Me: o.me, Lang: o.lang, Alerts: o.announce, StopAtFlag: script != nil, JSON: o.json}

	// The speaker writes from its own goroutine: one lock for all output.
	var mu sync.Mutex
	stdout, stderr = &table.LockedWriter{Mu: &mu, W: stdout}, &table.LockedWriter{Mu: &mu, W: stderr}
	w := &table.Writer{Out: stdout, UI: stdout, JSON: o.json, NoInputs: true, Earphone: channel}
	if o.json {
		// Standard output carries only the JSON lines.
		w.UI = stderr
	}

	// A raw terminal gives single keys; its lines must end with CR LF.
	in := bufio.NewReader(stdin)
	tty, raw := stdin.(*os.File)
	raw = raw && script == nil && term.IsTerminal(int(tty.Fd()))
	if raw {
		if isTerminal(stdout) {
			w.Out = table.CRLFWriter{W: w.Out}
		}
		if isTerminal(w.UI) {
			w.UI = table.CRLFWriter{W: w.UI}
		}
	}
	if !o.virtual {
		sp, err := openVoice(o.voice, o.wav, style, w.UI)
		if err != nil {
			if errors.Is(err, speech.ErrNoSoundCard) {
				return usageErr("--voice: %v; use --voice text (lines for your screen reader), or record the speech with --wav FILE", err)
			}
			return usageErr("--voice: %v", err)
		}
		if sp != nil {
			w.Speaker = sp
			defer func() {
				// Let the last words (the final times) be heard.
				dctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				sp.Drain(dctx)
				cancel()
				sp.Close()
			}()
		}
	}

	loop := &table.Loop{Emit: w.Emit}
	var m *talkclock.Machine
	var base time.Duration
	if o.resume != "" {
		if m, base, err = resumeClock(o, cmd, cfg, loop, w); err != nil {
			return err
		}
	} else {
		if cfg.Control == "" {
			asker := talkclock.Asker{UI: w.UI, Voice: w.Speaker, Channel: channel, Style: style}
			tc, err := asker.AskControl(in)
			if err != nil {
				return usageErr("%v", err)
			}
			cfg.Control = tc.String()
		}
		if m, err = talkclock.New(cfg); err != nil {
			return usageErr("%v", err)
		}
		loop.Machine = m // the journal's warnings are said in its words
		if err := newClockJournal(o, raw, cfg, loop, w, stderr); err != nil {
			return err
		}
	}
	defer func() {
		if loop.Journal != nil {
			loop.Journal.Close()
		}
	}()
	loop.Machine = m

	if script != nil && o.virtual {
		loop.Source = table.SourceScript
		loop.Start()
		for _, l := range script {
			if l.At < base {
				return usageErr("script line %d (%s s): the resumed clock is at %s s already; go on from there", l.Line, talkclock.FormatSeconds(l.At), talkclock.FormatSeconds(base))
			}
			if loop.HandleScript(table.Input{At: l.At, Source: table.SourceScript, Text: l.Text}) {
				break
			}
		}
		if !loop.Quit() {
			loop.Settle()
		}
		if n, err := m.Failed(); err != nil {
			l := script[n-1]
			return usageErr("script line %d (%s s): %v", l.Line, talkclock.FormatSeconds(l.At), err)
		}
		return w.Err()
	}

	src := table.NewRealTime(base)
	m.RealNow = src.Now
	if o.braille {
		d, closeDisplay, err := openBrailleDisplay(o.code, o.lang, nil, src.Now)
		var ee *exitError
		switch {
		case errors.As(err, &ee):
			return err
		case err != nil:
			fmt.Fprintln(w.UI, braille.NoDisplay(err, "clock"))
		default:
			defer closeDisplay()
			w.Sinks = append(w.Sinks, d.Sink)
		}
	}
	loop.Wall = time.Now
	done := make(chan struct{})
	defer close(done)
	audio := startAudio(o.audio, audioSetup{
		out: w, at: base, text: m.TextStyle(), lang: m.TextLang(),
		vocab: voice.Vocab{Style: m.TextStyle(), Lang: voice.LangOf(m.TextStyle().Lang())}, now: time.Now,
	})
	var heard []<-chan string
	if audio != nil {
		defer audio.Stop()
		loop.Notices = audio.Notices
		heard = append(heard, audio.Lines)
	}
	var runErr error
	switch {
	case script != nil:
		loop.Source = table.SourceScript
		loop.Start()
		runErr = loop.Run(ctx, src, table.MergeLines(table.FeedLines(script, src, done), done, heard...))
		if runErr == nil && !loop.Quit() {
			// The script is over; the clock runs on until a flag falls.
			runErr = loop.Run(ctx, src, nil)
		}
		if n, err := m.Failed(); err != nil {
			return usageErr("script line %d: %v", script[n-1].Line, err)
		}
	default:
		m.Greet = true
		var keys <-chan string
		var readErr func() error
		if raw {
			state, err := term.MakeRaw(int(tty.Fd()))
			if err != nil {
				return failErr("cannot read single keys from the terminal: %v", err)
			}
			defer term.Restore(int(tty.Fd()), state)
			keys, readErr = table.ReadKeys(in, done)
		} else {
			keys, readErr = table.ReadLines(in, done)
		}
		if o.resume == "" {
			loop.Start()
		}
		runErr = loop.Run(ctx, src, table.MergeLines(keys, done, heard...))
		if runErr == nil && !loop.Quit() {
			if err := readErr(); err != nil {
				return failErr("reading the keys: %v", err)
			}
			for _, out := range m.Ended() {
				w.Emit(out)
			}
		}
	}
	if runErr != nil && !errors.Is(runErr, context.Canceled) {
		return failErr("%v", runErr)
	}
	if err := w.Err(); err != nil {
		return failErr("writing the clock's output: %v", err)
	}
	return nil
}

// newClockJournal creates the journal of a new clock session: --journal
// FILE, or on a terminal a file in the user's data folder; a script or a
// pipe keeps none unless asked.
func newClockJournal(o clockOptions, raw bool, cfg talkclock.Config, loop *table.Loop, w *table.Writer, stderr io.Writer) error {
	path := o.journal
	if path == "" && raw {
		dir, err := dataDir()
		if err != nil {
			return nil // no data folder: the clock runs without a journal
		}
		dir = filepath.Join(dir, "blindchess", "clocks")
		if err := os.MkdirAll(dir, 0o700); err != nil {
			fmt.Fprintln(stderr, talkclock.NoJournalNote(err))
			return nil
		}
		path = filepath.Join(dir, time.Now().Format("2006-01-02-150405")+".journal")
	}
	if path == "" {
		return nil
	}
	raw2, err := talkclock.MarshalConfig(cfg)
	if err != nil {
		return failErr("%v", err)
	}
	j, err := journal.Create(path, journal.Header{Setup: raw2, Created: time.Now()})
	if errors.Is(err, fs.ErrExist) {
		return usageErr("--journal %s holds an earlier session: continue it with --resume %s, or give a new file", path, path)
	}
	if j == nil {
		return failErr("%v", err)
	}
	loop.Journal = j
	if err != nil {
		loop.ReportDisk(0, err, path)
		return nil
	}
	fmt.Fprintln(stderr, talkclock.JournalNote(path))
	return nil
}

// resumeClock rebuilds the clock of the journal --resume names.
func resumeClock(o clockOptions, cmd *cobra.Command, cfg talkclock.Config, loop *table.Loop, w *table.Writer) (*talkclock.Machine, time.Duration, error) {
	j, log, rec, err := journal.OpenRecover(o.resume)
	var ce *journal.CorruptError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, 0, usageErr("--resume %s: no such file; give the journal the clock named when it started", o.resume)
	case errors.Is(err, journal.ErrNoHeader), errors.As(err, &ce):
		return nil, 0, failErr("cannot resume: %v", err)
	case err != nil && j == nil:
		return nil, 0, failErr("cannot resume: %v", err)
	}
	saved, cerr := talkclock.UnmarshalConfig(log.Header.Setup)
	if cerr != nil {
		if j != nil {
			j.Close()
		}
		return nil, 0, usageErr("--resume %s: %v", o.resume, cerr)
	}
	for _, name := range clockSessionFlags {
		if cmd.Flags().Changed(name) {
			if msg := talkclock.CheckResume(saved, name, cmd.Flags().Lookup(name).Value.String()); msg != "" {
				j.Close()
				return nil, 0, usageErr("%s", msg)
			}
		}
	}
	saved.StopAtFlag, saved.JSON = cfg.StopAtFlag, cfg.JSON
	m, merr := talkclock.New(saved)
	if merr != nil {
		j.Close()
		return nil, 0, failErr("cannot resume %s: %v", o.resume, merr)
	}
	for _, r := range log.Records {
		m.Apply(table.Input{At: r.At, Source: r.Source, Text: r.Input})
	}
	var base time.Duration
	if n := len(log.Records); n > 0 {
		base = log.Records[n-1].At
	}
	loop.Journal = j
	loop.Machine = m
	if log.Torn > 0 {
		w.Info(base, talkclock.TornNote(log.Torn), "")
	}
	if rec != nil {
		w.Warn(base, talkclock.RecoveredNote(rec), "")
	}
	if err != nil {
		loop.ReportDisk(base, err, o.resume)
	}
	loop.Handle(table.Input{At: base, Source: table.SourceSystem, Text: table.InputResumed})
	return m, base, nil
}

func isTerminal(w io.Writer) bool {
	if lw, ok := w.(*table.LockedWriter); ok {
		w = lw.W
	}
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// openVoice opens the speech of --voice (see speech.Voices). "text" needs
// no speaker: every line is printed, and the screen reader (or braille
// display) picks it up. When "auto" finds no voice it falls back to text
// the same way. With wav the speech is written into that WAV file. text
// receives what a voice cannot say.
func openVoice(name, wav string, style phonetic.Style, text io.Writer) (*speech.Speaker, error) {
	if v := strings.ToLower(strings.TrimSpace(name)); v == "text" {
		return nil, nil
	}
	opened, err := speech.Open(speech.Config{Voice: name, WAV: wav, Clips: audio.Clips(), Text: text})
	if err != nil {
		return nil, err
	}
	fmt.Fprintln(text, opened.Note) // which voice, and why (auto)
	if opened.Voice == "text" {
		opened.Backend.Close()
		return nil, nil
	}
	return speech.NewSpeaker(opened.Backend, speech.Options{Style: style, Notify: text, TextOut: io.Discard}), nil
}
