package session

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/term"

	"github.com/blindchess/blindchess/internal/braille"
	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"
	"github.com/blindchess/blindchess/internal/talkclock"
	"github.com/blindchess/blindchess/internal/textenc"
	"github.com/blindchess/blindchess/internal/voice"
)

// ClockOptions are the settings of the talking clock ("blindchess
// clock"): the command's flags.
type ClockOptions struct {
	Time        string // the time control; asked for when missing
	Me          string
	Lang        string
	Voice       string
	WAV         string
	Rate        float64 // the speech rate of --voice: 1 normal, speech.MinRate to MaxRate; 0 is 1
	Channel     string
	Announce    string // "" for the setting's default
	Casual      bool   // casual play: automatic announcements by default
	Script      string
	Journal     string
	Resume      string
	Virtual     bool
	JSON        bool
	Braille     bool
	BrailleCode string
	Audio       AudioOptions // --voice-input, --microphone
	// Given holds the flags given on the command line, by name, with
	// their values: with --resume they are checked against the journal.
	Given map[string]string
}

// ClockResumeFlags are the flags that define a clock session; given with
// --resume they must agree with the journal.
var ClockResumeFlags = []string{"time", "me", "lang", "announce", "casual"}

// Clock runs the talking clock on the streams of std until quit, a flag
// fall in a script, the end of the input or ctx is done, and returns an
// *ExitError for what the user must change.
func Clock(ctx context.Context, o ClockOptions, std IO) error {
	stdin, stdout, stderr := std.In, std.Out, std.Err
	if ctx == nil {
		ctx = context.Background()
	}
	style, channel, script, err := o.check()
	if err != nil {
		return err
	}
	setting := talkclock.SettingTournament
	if o.Casual {
		setting = talkclock.SettingCasual
	}
	cfg := talkclock.Config{Control: o.Time, Me: o.Me, Lang: o.Lang, Alerts: o.Announce, Setting: setting, Words: true, Corrections: true, ResumeFortsetzen: true, StopAtFlag: script != nil, JSON: o.JSON}

	// The speaker writes from its own goroutine: one lock for all output.
	var mu sync.Mutex
	stdout, stderr = &table.LockedWriter{Mu: &mu, W: stdout}, &table.LockedWriter{Mu: &mu, W: stderr}
	w := &table.Writer{Out: stdout, UI: stdout, JSON: o.JSON, NoInputs: true, Earphone: channel}
	if o.JSON {
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
	if !o.Virtual {
		sp, err := openVoice(o.Voice, o.WAV, style, w.UI)
		if err != nil {
			if errors.Is(err, speech.ErrNoSoundCard) {
				return UsageErr("%v", speech.WithDetail(catalog.Errorf("run.clock-voice-use-voice-text", err), err))
			}
			return UsageErr("--voice: %v", err)
		}
		if sp != nil {
			if o.Rate != 0 {
				sp.SetRate(o.Rate)
			}
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
	if o.Resume != "" {
		if m, base, err = resumeClock(o, cfg, loop, w); err != nil {
			return err
		}
	} else {
		if cfg.Control == "" {
			asker := talkclock.Asker{UI: w.UI, Voice: w.Speaker, Channel: channel, Style: style}
			tc, err := asker.AskControl(in)
			if errors.Is(err, talkclock.ErrLeft) {
				return nil // the asker said so
			}
			if err != nil {
				return UsageErr("%v", err)
			}
			cfg.Control = tc.String()
		}
		if m, err = talkclock.New(cfg); err != nil {
			return UsageErr("%v", err)
		}
		loop.Machine = m // the journal's warnings are said in its words
		if err := newClockJournal(o, raw, cfg, loop, w, stderr); err != nil {
			return err
		}
	}
	loop.Machine = m
	defer func() {
		// A journal the disk did not take is saved where there is room.
		if text := loop.CloseJournal(time.Now()); text != "" {
			fmt.Fprintln(w.UI, text)
		}
	}()

	if script != nil && o.Virtual {
		return clockVirtualScript(loop, m, script, base, w)
	}

	src := table.NewRealTime(base)
	m.RealNow = src.Now
	var dev devices
	if o.Braille {
		opt := braille.Options{Style: m.TextStyle(), Notify: w.Notify, Now: src.Now}
		err := dev.openDisplay(w, o.BrailleCode, o.Lang, nil, opt, func(err error) {
			text, _ := braille.NoDisplay(m.TextStyle(), err)
			fmt.Fprintln(w.UI, text)
		})
		if err != nil {
			return err
		}
	}
	loop.Wall = time.Now
	done := make(chan struct{})
	defer close(done)
	defer dev.closeAll()
	dev.openMicrophone(o.Audio, audioSetup{
		out: w, at: base, text: m.TextStyle(), lang: m.TextLang(),
		vocab: voice.Vocab{Style: m.TextStyle(), Lang: voice.LangOf(m.TextStyle().Lang())}, now: time.Now,
	}, loop)
	rt := realTime{ctx: ctx, src: src, done: done, lines: dev.lines}
	var runErr error
	if script != nil {
		runErr = clockRealScript(rt, loop, m, script)
	} else {
		runErr = clockKeys(rt, loop, m, w, in, tty, raw, o.Resume != "")
	}
	var ee *ExitError
	if errors.As(runErr, &ee) {
		return runErr
	}
	if runErr != nil && !errors.Is(runErr, context.Canceled) {
		return FailErr("%v", runErr)
	}
	if err := w.Err(); err != nil {
		return FailErr("run.clock-writing-the-clock-s", err)
	}
	return nil
}

// check refuses flags that make no sense together and returns the style
// and the channel of the announcements and the script (nil without
// --script). The first command line repeated with --resume (and so with
// --journal naming the same file) drops --journal.
func (o *ClockOptions) check() (style phonetic.Style, channel speech.Channel, script []table.ScriptLine, err error) {
	fail := func(err error) (phonetic.Style, speech.Channel, []table.ScriptLine, error) {
		return 0, 0, nil, err
	}
	if _, err := talkclock.ParseSide(o.Me); err != nil {
		return fail(UsageErr("%v", err))
	}
	style, err = talkclock.LangStyle(o.Lang)
	if err != nil {
		return fail(UsageErr("%v", err))
	}
	if o.Announce == "" {
		// Tournament play announces nothing unasked (issue 24).
		o.Announce = "none"
		if o.Casual {
			o.Announce = clock.DefaultAlerts().String()
		}
	}
	if _, err := clock.ParseAlerts(o.Announce); err != nil {
		return fail(UsageErr("flag.bad-announce", err))
	}
	if v := strings.ToLower(strings.TrimSpace(o.Voice)); v != "" && !slices.Contains(speech.Voices(), v) {
		return fail(UsageErr("flag.bad-voice", o.Voice, strings.Join(speech.Voices(), ", ")))
	}
	if r := o.Rate; r != 0 && (r < speech.MinRate || r > speech.MaxRate || r != r) {
		return fail(UsageErr("cmd.say-rate-is-out-of", r, speech.MinRate, speech.MaxRate))
	}
	if o.BrailleCode != "" {
		if _, err := braille.ParseCode(o.BrailleCode); err != nil {
			return fail(UsageErr("flag.bad-braille-code", o.BrailleCode))
		}
	}
	channel, err = speech.ParseChannel(o.Channel)
	if err != nil {
		return fail(UsageErr("flag.bad-channel", "--channel", o.Channel))
	}
	if o.Virtual && o.Script == "" {
		return fail(UsageErr("run.clock-virtual-needs-script-file"))
	}
	if err := o.Audio.check(); err != nil {
		return fail(err)
	}
	if o.Virtual && o.Audio.VoiceInput {
		return fail(UsageErr("run.clock-voice-input-listens-in"))
	}
	if o.WAV != "" && (o.Virtual || strings.EqualFold(o.Voice, "text")) {
		return fail(UsageErr("run.clock-wav-records-the-clock"))
	}
	if o.Resume != "" {
		if o.Resume, err = clockJournal(o.Resume, o.Lang); err != nil {
			return fail(err)
		}
	}
	if o.Journal != "" && o.Resume != "" {
		if !samePath(o.Journal, o.Resume) {
			return fail(UsageErr("run.clock-journal-differs-from-resume", o.Journal, o.Resume))
		}
		// The first command line repeated with --resume added.
		o.Journal = ""
	}
	if o.Script != "" {
		f, err := os.Open(o.Script)
		if err != nil {
			return fail(UsageErr("run.clock-script-unreadable", err))
		}
		if fi, err := f.Stat(); err == nil && fi.IsDir() {
			// A folder opens but cannot be read: said as a folder, not
			// as a bad line 1.
			f.Close()
			return fail(UsageErr("run.clock-script-unreadable", &fs.PathError{Op: "read", Path: o.Script, Err: syscall.EISDIR}))
		}
		// Decoded as play's scripts are: a file of zero bytes
		// (/dev/zero) ends as no text instead of being read for ever.
		script, err = talkclock.ParseScript(textenc.NewDecoder(f))
		if err != nil {
			// A PGN file given by mistake is named as one, with the
			// commands that read it.
			if _, serr := f.Seek(0, io.SeekStart); serr == nil && table.LooksLikePGN(f) {
				f.Close()
				return fail(UsageErr("run.script-is-pgn", o.Script))
			}
			f.Close()
			return fail(UsageErr("--script %s: %v", o.Script, err))
		}
		f.Close()
		if o.Time == "" && o.Resume == "" {
			return fail(UsageErr("run.clock-script-needs-time-for"))
		}
	}
	if o.Time != "" {
		if _, err := clock.Parse(o.Time); err != nil {
			return fail(UsageErr("flag.bad-time", err))
		}
	}
	return style, channel, script, nil
}

// clockJournal returns the journal --resume path means: path itself, or
// the one journal of a clock in the folder path (such as the clocks
// folder in the user's data folder). A folder with none or with several
// is refused in words, naming the newest.
func clockJournal(path, lang string) (string, error) {
	fi, err := os.Stat(path)
	if err != nil || !fi.IsDir() {
		return path, nil
	}
	entries, err := os.ReadDir(path)
	if err != nil {
		return "", UsageErr("--resume %s: %v", path, err)
	}
	var newest string
	var newestAt time.Time
	n := 0
	for _, e := range entries {
		if e.IsDir() || filepath.Ext(e.Name()) != ".journal" {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		n++
		if newest == "" || info.ModTime().After(newestAt) {
			newest, newestAt = filepath.Join(path, e.Name()), info.ModTime()
		}
	}
	switch n {
	case 0:
		return "", UsageErr("%s", sentence(lang, "session.resume-no-journal", path))
	case 1:
		return newest, nil
	}
	return "", UsageErr("%s", sentence(lang, "session.resume-many-journals", path, n, newest))
}

// newClockJournal creates the journal of a new clock session: --journal
// FILE, or on a terminal a file in the user's data folder; a script or a
// pipe keeps none unless asked.
func newClockJournal(o ClockOptions, raw bool, cfg talkclock.Config, loop *table.Loop, w *table.Writer, stderr io.Writer) error {
	path := o.Journal
	if path == "" && raw {
		dir, temp, err := dataDirOrTemp()
		if err != nil {
			return nil // no data folder: the clock runs without a journal
		}
		dir = filepath.Join(dir, "blindchess", "clocks")
		if temp {
			// No home folder: the journal is kept, where the system
			// may empty it.
			fmt.Fprintln(stderr, sentence(cfg.Lang, "session.no-home-temp-clock", dir))
		}
		if err := os.MkdirAll(dir, 0o700); err != nil {
			style, _ := talkclock.LangStyle(cfg.Lang)
			tmp := filepath.Join(os.TempDir(), "blindchess-data", "blindchess", "clocks")
			if temp || os.MkdirAll(tmp, 0o700) != nil {
				fmt.Fprintln(stderr, talkclock.NoJournalNote(style, err))
				return nil
			}
			// A read-only clocks folder: the journal goes to the
			// temporary folder rather than nowhere.
			fmt.Fprintln(stderr, sentence(cfg.Lang, "session.clocks-folder-moved", dir, langCatalog(cfg.Lang).Error(err), tmp))
			dir = tmp
		}
		path = freshJournalPath(dir, time.Now().Format("2006-01-02-150405"))
	}
	if path == "" {
		return nil
	}
	raw2, err := talkclock.MarshalConfig(cfg)
	if err != nil {
		return FailErr("%v", err)
	}
	j, err := journal.Create(path, journal.Header{Setup: raw2, Created: time.Now()})
	if errors.Is(err, fs.ErrExist) {
		return UsageErr("run.clock-journal-holds-an-earlier", path, path)
	}
	if j == nil {
		return FailErr("%v", err)
	}
	loop.Journal = j
	if err != nil {
		loop.ReportDisk(0, err, path)
		return nil
	}
	style, _ := talkclock.LangStyle(cfg.Lang)
	fmt.Fprintln(stderr, talkclock.JournalNote(style, path))
	return nil
}

// resumeClock rebuilds the clock of the journal --resume names.
func resumeClock(o ClockOptions, cfg talkclock.Config, loop *table.Loop, w *table.Writer) (*talkclock.Machine, time.Duration, error) {
	j, log, rec, err := journal.OpenRecover(o.Resume)
	var ce *journal.CorruptError
	switch {
	case errors.Is(err, journal.ErrNotAFile):
		return nil, 0, UsageErr("run.clock-resume-not-a-file", o.Resume)
	case errors.Is(err, fs.ErrNotExist):
		return nil, 0, UsageErr("run.clock-resume-no-such-file", o.Resume)
	case errors.As(err, &ce) && ce.Line == 1 && !journal.IsJournal(o.Resume):
		return nil, 0, UsageErr("%s", sentence(o.Lang, "session.resume-not-clock-journal", o.Resume, ce.Why))
	case errors.Is(err, journal.ErrNoHeader), errors.As(err, &ce):
		return nil, 0, FailErr("run.clock-cannot-resume", err)
	case err != nil && j == nil:
		return nil, 0, FailErr("run.clock-cannot-resume", err)
	}
	saved, cerr := talkclock.UnmarshalConfig(log.Header.Setup)
	if cerr != nil {
		if j != nil {
			j.Close()
		}
		return nil, 0, UsageErr("--resume %s: %v", o.Resume, cerr)
	}
	for _, name := range ClockResumeFlags {
		if value, ok := o.Given[name]; ok {
			if err := talkclock.CheckResume(saved, name, value); err != nil {
				j.Close()
				return nil, 0, UsageErr("%v", err)
			}
		}
	}
	if rec == nil {
		// A session whose disk stayed full was saved whole elsewhere at
		// its end: going on from this shorter journal would lose presses.
		if newer, n := table.NewerRescue(o.Resume, log.Size, len(log.Records)); newer != "" {
			j.Close()
			return nil, 0, UsageErr("%s", sentence(saved.Lang, "session.clock-rescue-newer", catalog.Counted{Key: "session.n-more-inputs", N: n}, newer, newer))
		}
	}
	saved.StopAtFlag, saved.JSON = cfg.StopAtFlag, cfg.JSON
	m, merr := talkclock.New(saved)
	if merr != nil {
		j.Close()
		return nil, 0, FailErr("run.clock-cannot-resume2", o.Resume, merr)
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
		w.Info(base, talkclock.TornNote(m.TextStyle(), log.Torn), "")
	}
	if rec != nil {
		w.Warn(base, talkclock.RecoveredNote(m.TextStyle(), rec), "")
	}
	if err != nil {
		loop.ReportDisk(base, err, o.Resume)
	}
	loop.Handle(table.Input{At: base, Source: table.SourceSystem, Text: table.InputResumed})
	return m, base, nil
}
