package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/blindchess/blindchess/audio"
	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/textenc"
	"github.com/spf13/cobra"
	"golang.org/x/term"
)

// commonControls are offered by number when no --time is given.
var commonControls = []string{"90+30", "40/90+30,30+30", "60d5", "25+10", "15+10", "10+5", "5+3", "3+2"}

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
	virtual  bool
	json     bool
}

func newClockCmd() *cobra.Command {
	var o clockOptions
	cmd := &cobra.Command{
		Use:   "clock [--time CONTROL] [--me white|black] [--lang de|en|cs] [--announce LIST] [--json] [--script FILE [--virtual]]",
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

With --script FILE each line is "<seconds> <action>" (start, press, time,
opponent, both, moves, status, pause, resume, quit); --virtual runs it on
virtual time at once. The run ends at quit or when a flag falls. --json
writes every event as one JSON line.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runClock(cmd.Context(), o, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr())
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
	f.BoolVar(&o.virtual, "virtual", false, "with --script: run on virtual time, at once")
	f.BoolVar(&o.json, "json", false, "write every event as one JSON line")
	return cmd
}

// langStyle maps --lang to the phonetic style that speaks it.
func langStyle(lang string) (phonetic.Style, error) {
	switch strings.ToLower(lang) {
	case "de":
		return phonetic.AnnexD, nil
	case "en":
		return phonetic.AnnexDEn, nil
	case "cs":
		return phonetic.CzechStyle, nil
	}
	return 0, fmt.Errorf("--lang %q: use de, en or cs", lang)
}

func parseSide(s string) (clock.Side, error) {
	switch strings.ToLower(s) {
	case "white", "w":
		return clock.White, nil
	case "black", "b":
		return clock.Black, nil
	}
	return 0, fmt.Errorf("--me %q: use white or black", s)
}

func runClock(ctx context.Context, o clockOptions, stdin io.Reader, stdout, stderr io.Writer) error {
	if ctx == nil {
		ctx = context.Background()
	}
	me, err := parseSide(o.me)
	if err != nil {
		return usageErr("%v", err)
	}
	style, err := langStyle(o.lang)
	if err != nil {
		return usageErr("%v", err)
	}
	alerts, err := clock.ParseAlerts(o.announce)
	if err != nil {
		return usageErr("--announce %v", err)
	}
	channel, err := speech.ParseChannel(o.channel)
	if err != nil {
		return usageErr("--channel: %v", err)
	}
	if o.virtual && o.script == "" {
		return usageErr("--virtual needs --script FILE")
	}
	if o.wav != "" && (o.virtual || strings.EqualFold(o.voice, "text")) {
		return usageErr("--wav records the clock's own voice on real time: give --voice clips or espeak, without --virtual")
	}
	var script []scriptLine
	if o.script != "" {
		f, err := os.Open(o.script)
		if err != nil {
			return usageErr("--script: %v", err)
		}
		script, err = parseScript(textenc.NewDecoder(f)) // Windows-1252 or UTF-8, read as UTF-8
		f.Close()
		if err != nil {
			return usageErr("--script %s: %v", o.script, err)
		}
		if o.control == "" {
			return usageErr("--script needs --time, for example --time 90+30")
		}
	}
	var tc clock.Control
	if o.control != "" {
		if tc, err = clock.Parse(o.control); err != nil {
			return usageErr("--time %v; see docs/time-controls.md", err)
		}
	}

	// The speaker writes from its own goroutine: one lock for all output.
	var mu sync.Mutex
	stdout, stderr = &lockedWriter{mu: &mu, w: stdout}, &lockedWriter{mu: &mu, w: stderr}
	r := &clockRunner{me: me, style: style, json: o.json, channel: channel, out: stdout, ui: stdout}
	if o.json {
		// Standard output carries only the JSON lines.
		r.ui = stderr
	}
	if script != nil && o.virtual {
		r.epoch = time.Unix(0, 0)
		if err := r.newClock(tc, alerts); err != nil {
			return err
		}
		return r.runVirtual(script)
	}

	// A raw terminal gives single keys; its lines must end with CR LF.
	in := bufio.NewReader(stdin)
	raw := false
	if f, ok := stdin.(*os.File); ok && script == nil && term.IsTerminal(int(f.Fd())) {
		raw = true
		if isTerminal(stdout) {
			r.out = crlfWriter{r.out}
		}
		if isTerminal(r.ui) {
			r.ui = crlfWriter{r.ui}
		}
	}
	if r.voice, err = openVoice(o.voice, o.wav, style, r.ui); err != nil {
		if errors.Is(err, speech.ErrNoSoundCard) {
			return usageErr("--voice: %v; use --voice text (lines for your screen reader), or record the speech with --wav FILE", err)
		}
		return usageErr("--voice: %v", err)
	}
	if r.voice != nil {
		defer func() {
			// Let the last words (the final times) be heard.
			dctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			r.voice.Drain(dctx)
			cancel()
			r.voice.Close()
		}()
	}
	if o.control == "" {
		if tc, err = r.askControl(in); err != nil {
			return err
		}
	}
	if err := r.newClock(tc, alerts); err != nil {
		return err
	}

	r.epoch = time.Now()
	inputs := make(chan clockInput)
	done := make(chan struct{})
	defer close(done)
	if script != nil {
		go feedScript(script, r.epoch, inputs, done)
		return r.loop(ctx, inputs, true)
	}
	if raw {
		f := stdin.(*os.File)
		state, err := term.MakeRaw(int(f.Fd()))
		if err != nil {
			return failErr("cannot read single keys from the terminal: %v", err)
		}
		defer term.Restore(int(f.Fd()), state)
		go readKeys(in, inputs, done)
	} else {
		go readLines(in, inputs, done)
	}
	r.tell(fmt.Sprintf("Clock %s (%s). You are %s. Press space to start White's clock, h for help.",
		tc.String(), tc.Category(), sideName(me)), nil)
	return r.loop(ctx, inputs, false)
}

// newClock sets up the clock and its talking policy.
func (r *clockRunner) newClock(tc clock.Control, alerts clock.Alerts) error {
	c, err := clock.New(tc, clock.Options{Freeze: true})
	if err != nil {
		return usageErr("%v", err)
	}
	tk, err := clock.NewTalker(clock.Policy{Me: r.me, Alerts: alerts})
	if err != nil {
		return usageErr("%v", err)
	}
	r.c, r.tk = c, tk
	return nil
}

func sideName(s clock.Side) string {
	if s == clock.Black {
		return "Black"
	}
	return "White"
}

func isTerminal(w io.Writer) bool {
	if lw, ok := w.(*lockedWriter); ok {
		w = lw.w
	}
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// crlfWriter ends lines with CR LF, which a terminal in raw mode needs.
type crlfWriter struct{ w io.Writer }

func (c crlfWriter) Write(p []byte) (int, error) {
	if _, err := c.w.Write([]byte(strings.ReplaceAll(string(p), "\n", "\r\n"))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// lockedWriter serialises writes from the clock and from the speaker.
type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
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

// tell writes a message for the user and, with a voice, says it: words in
// the announcement language, or else the message itself, in English (the
// language the messages are written in; a German or Czech player must hear
// them too, or he would not know, say, that y confirms quitting).
func (r *clockRunner) tell(msg string, words []phonetic.Word) {
	if _, err := fmt.Fprintln(r.ui, msg); err != nil && r.werr == nil {
		r.werr = err
	}
	if r.voice == nil {
		return
	}
	u := speech.Utterance{Words: words, Priority: speech.OnRequest, Channel: r.channel}
	if words == nil {
		en := phonetic.English
		u.Text, u.TextLang = msg, &en
	}
	r.voice.Say(u)
}

// askControl asks for the time control, offering the common ones by
// number; the choices are said through the voice too.
func (r *clockRunner) askControl(in *bufio.Reader) (clock.Control, error) {
	// The question is said before the choices (both never dropped): in
	// English as written, else as the word for time control.
	const question = "Time control? Type a number or a time control such as 90+30, then Enter:"
	fmt.Fprintln(r.ui, question)
	if r.voice != nil {
		en := phonetic.English
		u := speech.Utterance{Text: question, TextLang: &en, Priority: speech.Move, Channel: r.channel}
		if r.style.Lang() != phonetic.English {
			u.Words = []phonetic.Word{phonetic.TimeControl}
		}
		r.voice.Say(u)
	}
	for i, s := range commonControls {
		tc, _ := clock.Parse(s)
		words := append([]phonetic.Word{phonetic.Number(i + 1), phonetic.Comma}, controlWords(tc)...)
		fmt.Fprintf(r.ui, "%d: %s, %s\n", i+1, s, r.style.Text(controlWords(tc)))
		if r.voice != nil {
			r.voice.Say(speech.Utterance{Words: words, Priority: speech.Move, Channel: r.channel})
		}
	}
	for {
		line, err := in.ReadString('\n')
		answer := strings.TrimSpace(line)
		if answer == "" && err != nil {
			return clock.Control{}, usageErr("no time control given: use --time, for example --time 90+30")
		}
		if n, nerr := strconv.Atoi(answer); nerr == nil {
			if n >= 1 && n <= len(commonControls) {
				tc, _ := clock.Parse(commonControls[n-1])
				return tc, nil
			}
			r.tell(fmt.Sprintf("There is no choice %d; type 1 to %d, or a time control such as 90+30.", n, len(commonControls)), nil)
			continue
		}
		tc, perr := clock.Parse(answer)
		if perr == nil {
			return tc, nil
		}
		r.tell(fmt.Sprintf("Not a time control: %v. Try again, e.g. 90+30 or 40/90+30,30+30.", perr), []phonetic.Word{phonetic.NotUnderstood})
		if err != nil {
			return clock.Control{}, usageErr("no time control given: use --time, for example --time 90+30")
		}
	}
}

// controlWords describes a time control in words: for each period the
// moves, the time and the bonus.
func controlWords(tc clock.Control) []phonetic.Word {
	var w []phonetic.Word
	for i, p := range tc.Periods {
		if i > 0 {
			w = append(w, phonetic.Comma)
		}
		if p.Moves > 0 {
			w = append(w, phonetic.Count(p.Moves, phonetic.Moves)...)
			w = append(w, phonetic.Comma)
		}
		w = append(w, phonetic.Duration(p.Time)...)
		switch p.Bonus {
		case clock.Increment:
			w = append(w, phonetic.Comma, phonetic.Increment)
			w = append(w, phonetic.Duration(p.BonusTime)...)
		case clock.SimpleDelay, clock.Bronstein:
			w = append(w, phonetic.Comma, phonetic.Delay)
			w = append(w, phonetic.Duration(p.BonusTime)...)
		}
	}
	return w
}

// action is one thing the user (or a script line) does.
type action uint8

const (
	actNone action = iota
	actStart
	actPress
	actTime
	actOpponent
	actBoth
	actMoves
	actStatus
	actPause
	actResume
	actQuit
	// Interactive only.
	actPressOrStart
	actPauseToggle
	actHelp
	actYes
	actNo
	actQuitNow
)

// scriptActions are the actions of a script, by name.
var scriptActions = map[string]action{
	"start": actStart, "press": actPress, "time": actTime, "opponent": actOpponent, "both": actBoth,
	"moves": actMoves, "status": actStatus, "pause": actPause, "resume": actResume, "quit": actQuit,
}

const scriptActionList = "start, press, time, opponent, both, moves, status, pause, resume, quit"

// scriptLine is one line of a --script file.
type scriptLine struct {
	line int
	at   time.Duration
	act  action
}

// maxScriptSeconds bounds the instants of a script (a week).
const maxScriptSeconds = 7 * 24 * 3600

// parseScript reads "<seconds> <action>" lines; blank lines and text after
// "#" are ignored. Seconds have at most three decimals and never decrease.
func parseScript(r io.Reader) ([]scriptLine, error) {
	var out []scriptLine
	sc := bufio.NewScanner(r)
	n := 0
	var last time.Duration
	for sc.Scan() {
		n++
		text := sc.Text()
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		fields := strings.Fields(text)
		if len(fields) == 0 {
			continue
		}
		if len(fields) != 2 {
			return nil, fmt.Errorf("line %d: %q: write \"<seconds> <action>\", e.g. \"12.5 press\"", n, strings.TrimSpace(text))
		}
		at, err := parseSeconds(fields[0])
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		if at < last {
			return nil, fmt.Errorf("line %d: %s s is before the previous line's %s s; times must not go back", n, fields[0], formatSeconds(last))
		}
		last = at
		act, ok := scriptActions[strings.ToLower(fields[1])]
		if !ok {
			return nil, fmt.Errorf("line %d: unknown action %q; use one of %s", n, fields[1], scriptActionList)
		}
		out = append(out, scriptLine{line: n, at: at, act: act})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("line %d: %w", n+1, err)
	}
	if len(out) == 0 {
		return nil, errors.New("the script has no action; write lines such as \"0 start\"")
	}
	return out, nil
}

// parseSeconds reads a non-negative number of seconds with at most three
// decimals, exactly (no floating point).
func parseSeconds(s string) (time.Duration, error) {
	whole, frac, hasFrac := strings.Cut(s, ".")
	bad := fmt.Errorf("%q is not a number of seconds such as 12 or 12.345", s)
	if whole == "" || len(whole) > 7 || (hasFrac && (frac == "" || len(frac) > 3)) {
		return 0, bad
	}
	for _, c := range whole + frac {
		if c < '0' || c > '9' {
			return 0, bad
		}
	}
	w, _ := strconv.Atoi(whole)
	if w > maxScriptSeconds {
		return 0, fmt.Errorf("%s s is more than a week", s)
	}
	ms := 0
	if hasFrac {
		f, _ := strconv.Atoi(frac + strings.Repeat("0", 3-len(frac)))
		ms = f
	}
	return time.Duration(w)*time.Second + time.Duration(ms)*time.Millisecond, nil
}

// formatSeconds writes d in seconds with up to three decimals ("12",
// "12.5", "0.001"), truncated to the millisecond.
func formatSeconds(d time.Duration) string {
	ms := d.Milliseconds()
	s := strconv.FormatInt(ms/1000, 10)
	if f := ms % 1000; f != 0 {
		s += "." + strings.TrimRight(fmt.Sprintf("%03d", f), "0")
	}
	return s
}

// clockRunner runs one clock: it applies actions, advances the clock and
// its talking policy, and reports events and announcements as text or
// JSON lines, and through the voice.
type clockRunner struct {
	c       *clock.Clock
	tk      *clock.Talker
	me      clock.Side
	style   phonetic.Style
	json    bool
	voice   *speech.Speaker
	channel speech.Channel
	out     io.Writer // events and announcements
	ui      io.Writer // messages (standard error with --json)
	epoch   time.Time // t = 0 of the JSON lines
	flagged bool      // a flag has fallen
	werr    error     // the first write error

	confirmQuit bool
	// onWake, if set, is told when a timer wake-up has been handled: the
	// instant it was set for and the instant its output was written.
	onWake func(scheduled, written time.Time)
	// now is the real time (nil: time.Now); mine is the player's time as
	// the speaker's goroutine may read it.
	now  func() time.Time
	mine myTime
}

// myTime is the visually impaired player's time at the last instant the
// runner saw, for the speaker's goroutine (which may not touch the clock).
type myTime struct {
	mu      sync.Mutex
	at      time.Time
	left    time.Duration
	running bool
}

// set records the player's time at now.
func (m *myTime) set(c *clock.Clock, me clock.Side, now time.Time) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.at, m.left = now, c.Remaining(me, now)
	m.running = c.Status() == clock.Running && c.Turn() == me && !c.Flagged(me)
}

// get returns the player's time at now: it runs down from the last
// instant seen while his clock ran then (never below zero). With a simple
// delay the delay is not counted: the time may be a little lower than the
// clock shows, never higher.
func (m *myTime) get(now time.Time) time.Duration {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.running || !now.After(m.at) {
		return m.left
	}
	return max(0, m.left-now.Sub(m.at))
}

// thresholdWait is how long an automatic time announcement may wait behind
// other speech before it is dropped.
const thresholdWait = 5 * time.Second

// realNow is the runner's real time.
func (r *clockRunner) realNow() time.Time {
	if r.now != nil {
		return r.now()
	}
	return time.Now()
}

// refreshTime makes the words of an automatic time announcement when it is
// heard: the threshold within a second of its instant, else the player's
// time then, rounded down.
func (r *clockRunner) refreshTime(a clock.Announcement) func(time.Duration) []phonetic.Word {
	return func(time.Duration) []phonetic.Word {
		now := r.realNow()
		if now.Sub(a.At) < time.Second {
			return nil
		}
		return phonetic.Duration(r.mine.get(now))
	}
}

// jsonEvent is one --json line.
type jsonEvent struct {
	T       jsonSeconds `json:"t"`
	Event   string      `json:"event"`
	WhiteMS int64       `json:"white_ms"`
	BlackMS int64       `json:"black_ms"`
	Moves   int         `json:"moves"`
	Side    string      `json:"side"`
	Text    string      `json:"text"`
}

// jsonSeconds is a duration written as seconds with up to three decimals.
type jsonSeconds time.Duration

// MarshalJSON writes the seconds exactly, e.g. 5400.25.
func (s jsonSeconds) MarshalJSON() ([]byte, error) {
	return []byte(formatSeconds(time.Duration(s))), nil
}

func (r *clockRunner) writeJSON(at time.Time, kind string, times [2]time.Duration, moves [2]int, side clock.Side, text string) {
	ev := jsonEvent{
		T:       jsonSeconds(max(0, at.Sub(r.epoch))),
		Event:   kind,
		WhiteMS: times[clock.White].Milliseconds(),
		BlackMS: times[clock.Black].Milliseconds(),
		Moves:   moves[side],
		Side:    side.String(),
		Text:    text,
	}
	enc := json.NewEncoder(r.out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(ev); err != nil && r.werr == nil {
		r.werr = err
	}
}

func (r *clockRunner) writeLine(text string) {
	if _, err := fmt.Fprintln(r.out, text); err != nil && r.werr == nil {
		r.werr = err
	}
}

// emit reports clock outputs in order.
func (r *clockRunner) emit(outs []clock.Output) {
	for _, o := range outs {
		if o.IsAnnouncement() {
			r.announce(o.Announcement)
		} else {
			r.event(o.Event)
		}
	}
}

// event reports one clock event. In text mode the events that an
// announcement also reports (a flag, the player's own period passage) are
// left to the announcement. With a voice the acknowledgements of actions
// are said too; the acknowledgement of a press is dropped when anything
// else is to be said.
func (r *clockRunner) event(ev clock.Event) {
	if ev.Kind == clock.EventFlag {
		r.flagged = true
	}
	words := eventWords(ev, r.c.Turn())
	text := r.style.Text(words)
	if r.json {
		r.writeJSON(ev.At, ev.Kind.String(), ev.Times, ev.Moves, ev.Side, text)
	}
	if ev.Kind == clock.EventFlag || (ev.Kind == clock.EventPeriod && ev.Side == r.me) {
		return
	}
	if !r.json {
		r.writeLine(text)
	}
	if r.voice != nil {
		u := speech.Utterance{Words: words, Priority: speech.OnRequest, Channel: r.channel}
		if ev.Kind == clock.EventPress {
			// Worthless later, and never in the way of anything else.
			u.Priority, u.MaxWait = speech.Periodic, speech.NoWait
		}
		r.voice.Say(u)
	}
}

// announceLine writes an announcement as a line (text or JSON) and
// returns its words.
func (r *clockRunner) announceLine(a clock.Announcement) []phonetic.Word {
	words := announcementWords(a, r.me)
	if r.json {
		r.writeJSON(a.At, "announce", a.Times, a.Moves, a.Side, r.style.Text(words))
	} else {
		r.writeLine(r.style.Text(words))
	}
	return words
}

// announce reports an announcement: as a line (text or JSON) and through
// the voice.
func (r *clockRunner) announce(a clock.Announcement) {
	words := r.announceLine(a)
	if r.voice != nil {
		u := speech.Utterance{Words: words, Priority: priority(a), Channel: r.channel}
		if a.Kind == clock.TimeLeft && a.Automatic {
			// Said as soon as nothing else is, with the time then.
			u.MaxWait, u.Refresh = thresholdWait, r.refreshTime(a)
		}
		r.voice.Say(u)
	}
}

// priority is how urgent an announcement is for the speech queue.
func priority(a clock.Announcement) speech.Priority {
	switch {
	case a.Kind == clock.Flag:
		return speech.Alert
	case a.Kind == clock.PeriodPassed:
		return speech.Move // never dropped
	case a.Automatic:
		return speech.Periodic
	}
	return speech.OnRequest
}

func sideWord(s clock.Side) phonetic.Word {
	if s == clock.Black {
		return phonetic.Black
	}
	return phonetic.White
}

// announcementWords says an announcement. Durations are rounded down.
func announcementWords(a clock.Announcement, me clock.Side) []phonetic.Word {
	var w []phonetic.Word
	switch a.Kind {
	case clock.TimeLeft:
		if a.Side != me {
			w = append(w, sideWord(a.Side), phonetic.Comma)
		}
		w = append(w, phonetic.Duration(a.Duration)...)
	case clock.PeriodPassed:
		w = append(w, phonetic.TimeControlReached, phonetic.Comma)
		w = append(w, phonetic.Duration(a.Added)...)
		w = append(w, phonetic.Added, phonetic.Comma)
		w = append(w, phonetic.Duration(a.Duration)...)
	case clock.Flag:
		w = append(w, sideWord(a.Side), phonetic.Comma, phonetic.FlagFell)
		if a.MovesLeft > 0 {
			// The check of Article 6.4: the moves of the period not made.
			w = append(w, phonetic.Comma)
			w = append(w, phonetic.Count(a.MovesLeft, phonetic.Moves)...)
			w = append(w, phonetic.ToTimeControl)
		}
		if a.Side != me {
			w = append(w, phonetic.Comma, phonetic.CallArbiter)
		}
	case clock.MoveCount:
		w = append(w, phonetic.Count(a.Count, phonetic.Moves)...)
		if a.MovesLeft > 0 {
			w = append(w, phonetic.Comma, phonetic.Number(a.MovesLeft), phonetic.ToTimeControl)
		}
	case clock.ControlStatus:
		w = append(w, phonetic.PeriodLabel, phonetic.Number(a.Period))
		if a.MovesLeft > 0 {
			w = append(w, phonetic.Comma)
			w = append(w, phonetic.Count(a.MovesLeft, phonetic.Moves)...)
			w = append(w, phonetic.ToTimeControl)
		}
		switch a.Bonus {
		case clock.Increment:
			w = append(w, phonetic.Comma, phonetic.Increment)
			w = append(w, phonetic.Duration(a.BonusTime)...)
		case clock.SimpleDelay, clock.Bronstein:
			w = append(w, phonetic.Comma, phonetic.Delay)
			w = append(w, phonetic.Duration(a.BonusTime)...)
		}
		if a.Bonus == clock.SimpleDelay && a.Moving {
			// How much of the delay his move has used, rounded up (never
			// overstate the time he has): all of it means that his main
			// time runs.
			used := max(0, a.BonusTime-a.Duration)
			used = min(a.BonusTime, (used+time.Second-1)/time.Second*time.Second)
			w = append(w, phonetic.Comma)
			w = append(w, phonetic.Duration(used)...)
			w = append(w, phonetic.Used)
		}
	}
	return w
}

// eventWords describes a clock event; turn is the side to move after it.
func eventWords(ev clock.Event, turn clock.Side) []phonetic.Word {
	switch ev.Kind {
	case clock.EventStart:
		return []phonetic.Word{phonetic.ClockStarted, phonetic.Comma, phonetic.White, phonetic.ToMove}
	case clock.EventPress:
		return []phonetic.Word{sideWord(ev.Side.Other()), phonetic.ToMove}
	case clock.EventPeriod:
		w := []phonetic.Word{sideWord(ev.Side), phonetic.Comma, phonetic.TimeControlReached, phonetic.Comma}
		w = append(w, phonetic.Duration(ev.Added)...)
		return append(w, phonetic.Added)
	case clock.EventFlag:
		return []phonetic.Word{sideWord(ev.Side), phonetic.Comma, phonetic.FlagFell}
	case clock.EventPause:
		return []phonetic.Word{phonetic.ClockPaused}
	case clock.EventResume:
		return []phonetic.Word{phonetic.ClockResumed, phonetic.Comma, sideWord(turn), phonetic.ToMove}
	case clock.EventAdjust:
		w := []phonetic.Word{sideWord(ev.Side), phonetic.Comma}
		return append(w, phonetic.Duration(ev.Times[ev.Side])...)
	}
	return nil
}

// step advances the clock and the policy to now, reporting what happened.
func (r *clockRunner) step(now time.Time) {
	outs := r.tk.Step(r.c, now)
	r.mine.set(r.c, r.me, now) // before anything is said
	r.emit(outs)
}

// do applies an action at now (after step). It returns the clock's refusal.
func (r *clockRunner) do(a action, now time.Time) error {
	var evs []clock.Event
	var err error
	switch a {
	case actStart:
		evs, err = r.c.Start(now)
	case actPress:
		evs, err = r.c.Press(r.c.Turn(), now)
	case actPause:
		evs, err = r.c.Pause(now)
	case actResume:
		evs, err = r.c.Resume(now)
	case actTime, actOpponent, actBoth, actMoves, actStatus:
		q := map[action]clock.Request{actTime: clock.AskOwnTime, actOpponent: clock.AskOpponentTime,
			actBoth: clock.AskBothTimes, actMoves: clock.AskMoves, actStatus: clock.AskStatus}[a]
		anns, aerr := r.tk.Answer(r.c, q, now)
		// One line per fact, one answer for the voice (a newer answer
		// would cut an older one off).
		var words []phonetic.Word
		for i, an := range anns {
			if i > 0 {
				words = append(words, phonetic.Comma)
			}
			words = append(words, r.announceLine(an)...)
		}
		if r.voice != nil && len(words) > 0 {
			r.voice.Say(speech.Utterance{Words: words, Priority: speech.OnRequest, Channel: r.channel})
		}
		return aerr
	}
	r.mine.set(r.c, r.me, now) // before anything is said
	r.emit(r.tk.Apply(evs))
	return err
}

// runVirtual runs a script on virtual time: every line at its instant, and
// between lines every flag and announcement at its own instant. After the
// last line the clock runs on until a flag falls (or nothing more can
// happen).
func (r *clockRunner) runVirtual(lines []scriptLine) error {
	for _, ln := range lines {
		now := r.epoch.Add(ln.at)
		r.step(now)
		if r.flagged || ln.act == actQuit {
			return r.werr
		}
		if err := r.do(ln.act, now); err != nil {
			return usageErr("script line %d (%s s): %v", ln.line, formatSeconds(ln.at), err)
		}
		if r.werr != nil {
			return r.werr
		}
	}
	for !r.flagged && r.werr == nil {
		at, ok := r.tk.Next(r.c)
		if !ok {
			break
		}
		r.step(at)
	}
	return r.werr
}

// clockInput is one input of the real-time loop.
type clockInput struct {
	act  action
	key  string // what was typed, for messages
	line int    // script line, for messages
	eof  bool   // the input ended
	err  error  // reading failed
}

// feedScript sends the script's actions at their real-time instants.
func feedScript(lines []scriptLine, epoch time.Time, inputs chan<- clockInput, done <-chan struct{}) {
	t := time.NewTimer(0)
	defer t.Stop()
	for _, ln := range lines {
		t.Reset(time.Until(epoch.Add(ln.at)))
		select {
		case <-t.C:
		case <-done:
			return
		}
		select {
		case inputs <- clockInput{act: ln.act, line: ln.line}:
		case <-done:
			return
		}
	}
	select {
	case inputs <- clockInput{eof: true}:
	case <-done:
	}
}

// keyAction maps a key or a typed word to an action.
func keyAction(key string) action {
	switch strings.ToLower(strings.TrimSpace(key)) {
	case "", "press", "space":
		return actPressOrStart
	case "t", "time":
		return actTime
	case "o", "opponent":
		return actOpponent
	case "b", "both":
		return actBoth
	case "m", "moves":
		return actMoves
	case "s", "status":
		return actStatus
	case "p", "pause", "resume":
		return actPauseToggle
	case "q", "quit":
		return actQuit
	case "h", "?", "help":
		return actHelp
	case "y", "yes":
		return actYes
	case "n", "no":
		return actNo
	}
	return actNone
}

// readKeys reads single keys from a raw terminal. Escape sequences (arrow
// and function keys) are skipped.
func readKeys(in io.Reader, inputs chan<- clockInput, done <-chan struct{}) {
	buf := make([]byte, 64)
	send := func(ci clockInput) bool {
		select {
		case inputs <- ci:
			return true
		case <-done:
			return false
		}
	}
	var esc escState
	for {
		n, err := in.Read(buf)
		for _, b := range buf[:n] {
			if esc.skip(b) {
				continue
			}
			var ci clockInput
			switch {
			case b == 3 || b == 4: // Ctrl-C, Ctrl-D
				ci = clockInput{act: actQuitNow}
			case b == ' ' || b == '\r' || b == '\n':
				ci = clockInput{act: actPressOrStart, key: "space"}
			case b < 0x20 || b >= 0x7f:
				continue
			default:
				ci = clockInput{act: keyAction(string(b)), key: string(b)}
			}
			if !send(ci) {
				return
			}
		}
		if err != nil {
			if err == io.EOF {
				send(clockInput{eof: true})
			} else {
				send(clockInput{err: err})
			}
			return
		}
	}
}

// escState follows a terminal escape sequence across reads: ESC, then
// either "[" with parameters up to a final byte (0x40–0x7e), or "O" and one
// byte, or any one byte.
type escState uint8

const (
	escNone escState = iota
	escStart
	escCSI
	escSS3
)

// skip reports whether b belongs to an escape sequence.
func (e *escState) skip(b byte) bool {
	switch *e {
	case escStart:
		switch b {
		case '[':
			*e = escCSI
		case 'O':
			*e = escSS3
		default:
			*e = escNone
		}
		return true
	case escCSI:
		if b >= 0x40 && b <= 0x7e {
			*e = escNone
		}
		return true
	case escSS3:
		*e = escNone
		return true
	}
	if b == 0x1b {
		*e = escStart
		return true
	}
	return false
}

// readLines reads one key or word per line (standard input is not a
// terminal); an empty line presses the clock.
func readLines(in *bufio.Reader, inputs chan<- clockInput, done <-chan struct{}) {
	for {
		line, err := in.ReadString('\n')
		if line != "" || err == nil {
			key := strings.TrimSpace(line)
			select {
			case inputs <- clockInput{act: keyAction(key), key: key}:
			case <-done:
				return
			}
		}
		if err != nil {
			ci := clockInput{eof: true}
			if err != io.EOF {
				ci = clockInput{err: err}
			}
			select {
			case inputs <- ci:
			case <-done:
			}
			return
		}
	}
}

const clockHelp = `Keys: space or Enter presses the clock (the first press starts White's clock).
t my time, o opponent's time, b both times, m move count, s time-control status.
p pause or resume, q quit, h this help.`

// loop is the real-time loop: one timer, set for the next instant at which
// something must be said or a flag falls, and the inputs. It never polls.
// A script run ends at quit or when a flag falls (after its last line the
// clock runs on until a flag falls or nothing can happen any more);
// an interactive run ends at a confirmed quit or the end of its input.
func (r *clockRunner) loop(ctx context.Context, inputs <-chan clockInput, script bool) error {
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	for {
		scheduled, ok := r.tk.Next(r.c)
		if ok {
			timer.Reset(time.Until(scheduled))
		} else {
			timer.Stop()
		}
		select {
		case <-ctx.Done():
			return nil
		case <-timer.C:
			r.step(time.Now())
			if r.onWake != nil {
				r.onWake(scheduled, time.Now())
			}
			if script && r.flagged {
				return r.werr
			}
		case in := <-inputs:
			now := time.Now()
			r.step(now)
			if script && r.flagged {
				return r.werr
			}
			if script && in.eof {
				// The script is over; the clock runs on until a flag falls.
				if _, running := r.tk.Next(r.c); running {
					inputs = nil
					continue
				}
			}
			quit, err := r.input(in, now, script)
			if err != nil || quit {
				if err == nil && !script && !r.json {
					r.finalTimes(now)
				}
				if err == nil {
					err = r.werr
				}
				return err
			}
		}
		if r.werr != nil {
			return fmt.Errorf("writing the clock's output: %w", r.werr)
		}
	}
}

// finalTimes says both times when the clock is left.
func (r *clockRunner) finalTimes(now time.Time) {
	w := []phonetic.Word{phonetic.White, phonetic.Comma}
	w = append(w, phonetic.Duration(r.c.Remaining(clock.White, now))...)
	w = append(w, phonetic.Comma, phonetic.Black, phonetic.Comma)
	w = append(w, phonetic.Duration(r.c.Remaining(clock.Black, now))...)
	r.writeLine(r.style.Text(w))
	if r.voice != nil {
		r.voice.Say(speech.Utterance{Words: w, Priority: speech.Move, Channel: r.channel})
	}
}

// input handles one input of the real-time loop; it reports whether to
// stop.
func (r *clockRunner) input(in clockInput, now time.Time, script bool) (bool, error) {
	switch {
	case in.err != nil:
		return true, failErr("reading the keys: %v", in.err)
	case in.eof:
		if !script {
			r.tell("Input ended; the clock is stopped.", nil)
		}
		return true, nil
	}
	if script {
		if in.act == actQuit {
			return true, nil
		}
		if err := r.do(in.act, now); err != nil {
			return true, usageErr("script line %d: %v", in.line, err)
		}
		return false, nil
	}
	act := in.act
	if r.confirmQuit {
		r.confirmQuit = false
		switch act {
		case actYes:
			return true, nil
		case actNo:
			r.tell("Not quitting; the clock goes on.", nil)
			return false, nil
		}
		r.tell("Not quitting.", nil)
	}
	switch act {
	case actQuitNow:
		return true, nil
	case actQuit:
		r.confirmQuit = true
		r.tell("Quit the clock? Press y to quit, any other key to go on.", nil)
		return false, nil
	case actHelp:
		r.tell(clockHelp, nil)
		return false, nil
	case actYes, actNo:
		return false, nil
	case actNone:
		r.tell(fmt.Sprintf("%q is not a key of the clock; press h for help.", in.key), []phonetic.Word{phonetic.NotUnderstood})
		return false, nil
	case actPressOrStart:
		act = actPress
		if r.c.Status() == clock.NotStarted {
			act = actStart
		}
	case actPauseToggle:
		act = actPause
		if r.c.Status() == clock.Paused {
			act = actResume
		}
	}
	if err := r.do(act, now); err != nil {
		r.tell(refusal(err), refusalWords(err))
	}
	return false, nil
}

// refusal tells the user why the clock did not do what he asked, and what
// to do.
func refusal(err error) string {
	switch {
	case errors.Is(err, clock.ErrNotStarted):
		return "The clock has not started; press space to start White's clock."
	case errors.Is(err, clock.ErrPaused):
		return "The clock is paused; press p to resume."
	case errors.Is(err, clock.ErrFrozen):
		return "The clock stopped when a flag fell; call the arbiter, or press q to quit."
	case errors.Is(err, clock.ErrNotPaused):
		return "The clock is not paused."
	}
	return "Not done: " + err.Error() + "."
}

// refusalWords says a refusal in the announcement language, where the
// vocabulary has the words.
func refusalWords(err error) []phonetic.Word {
	switch {
	case errors.Is(err, clock.ErrPaused):
		return []phonetic.Word{phonetic.ClockPaused}
	case errors.Is(err, clock.ErrFrozen):
		return []phonetic.Word{phonetic.FlagFell, phonetic.Comma, phonetic.CallArbiter}
	}
	return nil
}
