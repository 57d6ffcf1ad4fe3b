package talkclock

import (
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"
	"github.com/blindchess/blindchess/internal/voice"

	"github.com/blindchess/blindchess/internal/catalog"
)

// origin is the clock instant of the session's time origin (t = 0). The
// date is arbitrary: only differences matter, and a fixed value keeps
// replays exact.
var origin = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

func instant(at time.Duration) time.Time { return origin.Add(at) }
func offset(t time.Time) time.Duration   { return t.Sub(origin) }

// ThresholdWait is how long an automatic time announcement may wait behind
// other speech before it is dropped.
const ThresholdWait = 5 * time.Second

// Machine is the talking clock as a table.Machine. Inputs from a script
// (table.SourceScript) are the script's actions and a refusal ends the
// run; typed lines and keys (table.SourceKeyboard) are the interactive
// keys, and a refusal is said; timer inputs bring the clock to their
// instant. A Machine is used by one goroutine; the speech refresh it hands
// out may be called from the speaker's.
type Machine struct {
	cfg     Config
	control clock.Control
	alerts  clock.Alerts
	me      clock.Side
	style   phonetic.Style
	c       *clock.Clock
	tk      *clock.Talker
	now     time.Duration
	flagged bool

	// Greet makes Intro greet the player (an interactive session).
	Greet bool
	// Lines: the clock reads typed lines, not single keys (standard
	// input not a terminal), so that where a sentence would say the
	// space key it says the empty line that presses instead.
	Lines bool
	// wasResumed: the clock was restored from its journal and said its
	// setting then (Intro says nothing more).
	wasResumed bool
	// RealNow, if set, tells the instant on the session's time line at
	// which speech is heard, so that an automatic announcement that had to
	// wait says the time left then. nil keeps its words.
	RealNow func() time.Duration

	// ended: an input ended the session (quit), at its instant.
	ended bool
	// delayUnknown: the clock was resumed from a session that ended
	// without a quit while it ran (a crash): the time between its last
	// input and the crash is unknown, so how much of the simple delay
	// the running move used is too, and the status does not say it
	// until the next press.
	delayUnknown bool
	confirmQuit  bool
	// correcting: the key k began the arbiter's correction, and the keys
	// typed since (entry) make its line until Enter.
	correcting bool
	entry      strings.Builder
	// interruptAt is the instant of the Ctrl+C that asked to quit (-1: the
	// question was not asked by Ctrl+C).
	interruptAt time.Duration
	scriptLines int // script inputs applied
	failedLine  int // the script input (1-based) the clock refused, 0 if none
	failure     error
	mine        myTime
}

// New sets up a clock. The error says what is wrong with the config.
func New(cfg Config) (*Machine, error) {
	m := &Machine{cfg: cfg}
	var err error
	if m.me, err = ParseSide(cfg.Me); err != nil {
		return nil, err
	}
	if m.style, err = LangStyle(cfg.Lang); err != nil {
		return nil, err
	}
	if m.alerts, err = clock.ParseAlerts(cfg.Alerts); err != nil {
		return nil, catalog.Errorf("flag.bad-announce", err)
	}
	if m.control, err = clock.Parse(cfg.Control); err != nil {
		return nil, catalog.Errorf("flag.bad-time", err)
	}
	if m.c, err = clock.New(m.control, clock.Options{Freeze: true}); err != nil {
		return nil, err
	}
	if m.tk, err = clock.NewTalker(clock.Policy{Me: m.me, Alerts: m.alerts}); err != nil {
		return nil, err
	}
	return m, nil
}

// Config returns the clock's config.
func (m *Machine) Config() Config { return m.cfg }

// Clock returns the clock; the caller must not change it.
func (m *Machine) Clock() *clock.Clock { return m.c }

// Now returns the instant of the latest input.
func (m *Machine) Now() time.Duration { return m.now }

// TextStyle returns the style of the announcements, whose language the
// table's warnings are written in.
func (m *Machine) TextStyle() phonetic.Style { return m.style }

// TextLang returns nil: the sentences are in the style's language.
func (m *Machine) TextLang() *phonetic.Lang { return nil }

// Failed returns the script input (1-based, counting script inputs only)
// that the clock refused, and why; 0 and nil when none was.
func (m *Machine) Failed() (int, error) { return m.failedLine, m.failure }

// NextTimer returns the next instant at which something is to be said or a
// flag falls.
func (m *Machine) NextTimer() (time.Duration, bool) {
	if m.flagged && m.cfg.StopAtFlag {
		return 0, false
	}
	at, ok := m.tk.Next(m.c)
	if !ok {
		return 0, false
	}
	return max(offset(at), m.now), true
}

// Intro greets the player of an interactive session (the control typed
// and in words, its category, his side) and says the session's setting; a script run hears the setting alone. A resumed
// clock said it with its restoring (resumed), and says nothing here.
func (m *Machine) Intro() []table.Output {
	if m.wasResumed {
		return nil
	}
	setting := m.tell(m.settingText(), nil)
	if !m.Greet {
		return []table.Output{setting}
	}
	// The control in words too, as the menu of common controls says it:
	// a control typed wrong (90/30 for 90+30) is heard for what it is.
	// Two short lines, each for itself on a braille display.
	return []table.Output{m.tell(m.text("clock.greeting",
		m.control.SayIn(m.cat()), m.style.Text(ControlWords(m.control)),
		m.text("clock.category-"+m.control.Category().String())), nil),
		m.tell(m.text(m.linesKey("clock.greeting-side"), m.sideName(m.me)), nil),
		setting}
}

// settingText says the session's setting and its automatic time
// announcements (the standing request in words). A script's request is
// the action time, a terminal's the key t.
func (m *Machine) settingText() string {
	none := len(m.alerts.Thresholds) == 0 && m.alerts.Every == 0
	switch {
	case !m.cfg.Casual() && none && m.cfg.StopAtFlag:
		return m.text("clock.setting-tournament-script")
	case !m.cfg.Casual() && none:
		return m.text("clock.setting-tournament")
	case !m.cfg.Casual():
		return m.text("clock.setting-tournament-announce", AlertsText(m.cat(), m.alerts))
	case none:
		return m.text("clock.setting-casual-none")
	}
	return m.text("clock.setting-casual", AlertsText(m.cat(), m.alerts))
}

// Ended is what is said when the input of an interactive session ends:
// the clock stops, and both times are told.
func (m *Machine) Ended() []table.Output {
	out := []table.Output{m.tell(m.text("clock.input-ended"), nil)}
	return append(out, m.finalTimes()...)
}

// Apply applies one input.
func (m *Machine) Apply(in table.Input) []table.Output {
	m.now = max(m.now, in.At)
	var out []table.Output
	m.step(&out)
	script := in.Source == table.SourceScript
	if script {
		m.scriptLines++
	}
	if m.flagged && m.cfg.StopAtFlag {
		return append(out, m.quit())
	}
	switch in.Source {
	case table.SourceTimer:
		return out
	case table.SourceSystem:
		switch in.Text {
		case table.InputResumed:
			return append(out, m.resumed()...)
		case InputScriptEnded:
			return append(out, m.scriptEnded()...)
		}
		return out
	}
	if script {
		word := strings.ToLower(strings.TrimSpace(in.Text))
		if m.confirmQuit {
			return append(out, m.scriptAnswer(word)...)
		}
		if line, ok := strings.CutPrefix(word, "k "); ok && m.cfg.Corrections {
			// The arbiter's correction on its line, as from a pipe.
			return append(out, m.correct(line)...)
		}
		act, ok := scriptActions[word]
		switch {
		case !ok && isAnswer(word):
			return append(out, m.fail(catalog.Errorf("clock.answer-without-question", table.Clip(in.Text)))...)
		case !ok:
			return append(out, m.fail(catalog.Errorf("clock.unknown-action", table.Clip(in.Text), scriptActionList))...)
		case act == actQuit:
			// Asked like the key q; the next script line answers.
			m.confirmQuit, m.interruptAt = true, -1
			return append(out, m.ask(m.text("clock.script-quit-question")))
		}
		if err := m.do(act, &out); err != nil {
			return append(out, m.fail(err)...)
		}
		return out
	}
	if in.Source == table.SourceVoice {
		return append(out, m.voiceKey(in.Text)...)
	}
	return append(out, m.key(in.Text)...)
}

// InputScriptEnded is the system input (table.SourceSystem) that a run
// gives the clock when its script has no more lines. It is journaled like
// every input, so a replay ends as the run did.
const InputScriptEnded = "script ended"

// Confirming reports whether the clock waits for the answer to its quit
// question.
func (m *Machine) Confirming() bool { return m.confirmQuit }

// scriptAnswer takes a script line as the answer to the quit question:
// yes, ja, ano or y (any yes of phonetic.ParseYesNo) quits; any other line
// goes on and is not carried out, and an action is named as not done.
func (m *Machine) scriptAnswer(word string) []table.Output {
	m.confirmQuit, m.interruptAt = false, -1
	if keyAction(word) == actYes {
		return []table.Output{m.quit()}
	}
	if _, ok := scriptActions[word]; ok {
		return []table.Output{m.tell(m.text("clock.script-not-quitting-not-done", table.Clip(word)), nil)}
	}
	return []table.Output{m.tell(m.text("clock.not-quitting-goes-on"), nil)}
}

// scriptEnded ends the run when the script ended with its quit question
// unanswered: there is no line left to answer it, and the run ends with
// the script, which is said. Otherwise it does nothing (the clock runs on
// until a flag falls).
func (m *Machine) scriptEnded() []table.Output {
	if !m.confirmQuit {
		return nil
	}
	m.confirmQuit, m.interruptAt = false, -1
	return []table.Output{m.tell(m.text("clock.script-ended-unanswered"), nil), m.quit()}
}

// voiceKey answers a request heard by the recogniser ("voice zeit"): time,
// moves, and repeat (the whole state again). Nothing heard, or words that
// are no request of the clock, are said to be not understood; the clock
// takes no presses by voice (a press is the player's hand on the clock).
func (m *Machine) voiceKey(line string) []table.Output {
	f := strings.Fields(line)
	if len(f) > 0 && f[0] == "voice" {
		f = f[1:]
	}
	var out []table.Output
	if len(f) == 1 {
		if r, ok := voice.RequestOf(f[0]); ok {
			act := actNone
			switch r {
			case voice.ReqTime:
				act = actTime
			case voice.ReqMoves:
				act = actMoves
			case voice.ReqRepeat:
				act = actStatus
			}
			if act != actNone {
				if err := m.do(act, &out); err != nil {
					out = append(out, m.tell(m.refusal(err), refusalWords(err)))
				}
				return out
			}
		}
	}
	heard := strings.Join(f, " ")
	if heard == "" {
		return []table.Output{m.tell(m.text("clock.voice-not-understood"), []phonetic.Word{phonetic.NotUnderstood})}
	}
	return []table.Output{m.tell(m.text("clock.voice-heard", heard), []phonetic.Word{phonetic.NotUnderstood})}
}

// fail ends a script run at a refusal.
func (m *Machine) fail(err error) []table.Output {
	if m.failure == nil {
		m.failedLine, m.failure = m.scriptLines, err
	}
	return []table.Output{
		{At: m.now, Kind: table.KindError, Reason: m.cat().Error(err)},
		m.quit(),
	}
}

// interruptWindow is how soon a second Ctrl+C leaves without the answer
// to the question the first one asked.
const interruptWindow = 2 * time.Second

// quit ends the session; the clock's JSON has no line for it.
func (m *Machine) quit() table.Output {
	m.ended = true
	return table.Output{At: m.now, Kind: table.KindQuit, Raw: []byte{}}
}

// key handles a key or typed word of an interactive session.
func (m *Machine) key(text string) []table.Output {
	var out []table.Output
	if m.cfg.Corrections && m.correcting {
		return m.correctKey(text)
	}
	if text == table.KeyBackspace {
		// Nothing is being typed: the key does nothing, as before
		// the correction could be edited.
		return nil
	}
	act := keyAction(text)
	if act == actNone && m.cfg.Words {
		act = wordAction(text)
		if !m.cfg.ResumeFortsetzen && strings.EqualFold(strings.TrimSpace(text), "fortsetzen") {
			// A journal of before: the word was no key.
			act = actNone
		}
	}
	if m.cfg.Corrections && !m.confirmQuit {
		// k while the quit question waits answers it, as any key but
		// yes does: it begins no correction.
		if o, ok := m.startCorrection(text); ok {
			return o
		}
	}
	if m.confirmQuit {
		// y, yes, ja, ano or Enter (an empty line where lines are
		// read) quits; a second Ctrl+C within 2 s too. Any other key
		// goes on and is not carried out (space does not press, "x" is
		// not answered as an unknown key).
		m.confirmQuit = false
		asked := m.interruptAt
		m.interruptAt = -1
		switch {
		case act == actYes, text == table.KeyEnter, strings.TrimSpace(text) == "",
			act == actInterrupt && asked >= 0 && m.now-asked <= interruptWindow:
			return append(m.finalTimes(), m.quit())
		}
		return []table.Output{m.tell(m.text("clock.not-quitting-goes-on"), nil)}
	}
	switch act {
	case actInterrupt:
		m.confirmQuit, m.interruptAt = true, m.now
		return append(out, m.ask(m.text("clock.quit-question")))
	case actQuit:
		m.confirmQuit, m.interruptAt = true, -1
		return append(out, m.ask(m.text("clock.quit-question")))
	case actHelp:
		if m.cfg.Corrections {
			return append(out, m.tell(m.text("clock.help-k"), nil))
		}
		return append(out, m.tell(m.text("clock.help"), nil))
	case actYes, actNo:
		// Said, not silence: a screen reader's user hears that the key
		// was taken and did nothing.
		return append(out, m.tell(m.text("clock.answer-no-question", table.Clip(text)), nil))
	case actNone:
		said := table.Clip(text)
		if table.IsStrayKeys(text) {
			// Keys without a letter ("\x1b[A" read aloud is no help):
			// named, "Up arrow".
			said = table.KeyNames(m.cat(), text)
		}
		return append(out, m.tell(m.text("clock.unknown-key", said), []phonetic.Word{phonetic.NotUnderstood}))
	case actPressOrStart:
		act = actPress
		if m.c.Status() == clock.NotStarted {
			act = actStart
		}
	case actPauseToggle:
		act = actPause
		if m.c.Status() == clock.Paused {
			act = actResume
		}
	}
	if err := m.do(act, &out); err != nil {
		out = append(out, m.tell(m.refusal(err), refusalWords(err)))
	}
	return out
}

// resumed pauses a running clock after a resume: the time between the
// crash and the resume is unknown.
//
// The pause is said once, by the restored line ("Clock restored …,
// paused"): the pause event keeps its JSON line and its state for the
// sinks, but writes and says nothing of its own. An arbiter's correction
// typed without its Enter before the crash is dropped, and said to be.
func (m *Machine) resumed() []table.Output {
	var out []table.Output
	m.delayUnknown = m.c.Status() == clock.Running && !m.ended
	if m.c.Status() == clock.Running {
		_ = m.do(actPause, &out)
		for i := range out {
			if out[i].Clock.What == clock.EventPause.String() {
				out[i].Say = table.Announcement{}
			}
		}
	}
	m.wasResumed = true
	restored := "clock.restored"
	if m.cfg.StopAtFlag {
		restored = "clock.restored-script" // a script resumes with its action
	}
	// Both times after the setting: the player and the arbiter hear at
	// once what the journal kept, as play's resume says them (a power
	// cut's clock said only that it was restored).
	out = append(out, m.tell(m.text(restored), nil), m.tell(m.settingText(), nil))
	out = append(out, m.finalTimes()...)
	if m.correcting {
		// A correction typed without its Enter when the program
		// stopped: nobody knows it waits, and the next key would go
		// into its line. It is dropped, and said to be.
		m.correcting = false
		m.entry.Reset()
		out = append(out, m.tell(m.text("clock.correct-cancelled"), nil))
	}
	return out
}

// step brings the clock and the talking policy to now.
func (m *Machine) step(out *[]table.Output) {
	outs := m.tk.Step(m.c, instant(m.now))
	m.mine.set(m.c, m.me, m.now) // before anything is said
	m.emit(outs, out)
}

// do applies an action (after step). It returns the clock's refusal.
func (m *Machine) do(a action, out *[]table.Output) error {
	now := instant(m.now)
	var evs []clock.Event
	var err error
	switch a {
	case actStart:
		evs, err = m.c.Start(now)
	case actPress:
		evs, err = m.c.Press(m.c.Turn(), now)
	case actPause:
		evs, err = m.c.Pause(now)
	case actResume:
		evs, err = m.c.Resume(now)
	case actTime, actOpponent, actBoth, actMoves, actStatus:
		q := map[action]clock.Request{actTime: clock.AskOwnTime, actOpponent: clock.AskOpponentTime,
			actBoth: clock.AskBothTimes, actMoves: clock.AskMoves, actStatus: clock.AskStatus}[a]
		anns, aerr := m.tk.Answer(m.c, q, now)
		// One JSON line per fact, one answer for the voice (a newer
		// answer would cut an older one off). Both times name both
		// sides, on one line, as play's "time both" does: the first
		// fact's output carries the whole line, the others only their
		// JSON.
		var words []phonetic.Word
		first := len(*out)
		for i, an := range anns {
			if i > 0 {
				words = append(words, phonetic.Comma)
			}
			o, w := m.announceLine(an, a == actBoth)
			o.Say.Mute = true
			if i > 0 {
				o.Say.Text = ""
			}
			*out = append(*out, o)
			words = append(words, w...)
		}
		if len(words) > 0 {
			(*out)[first].Say.Text = m.line(words)
			*out = append(*out, table.Output{At: m.now, Kind: table.KindSpeech, Say: m.say(words, speech.OnRequest)})
		}
		return aerr
	}
	m.mine.set(m.c, m.me, m.now) // before anything is said
	m.emit(m.tk.Apply(evs), out)
	return err
}

// emit turns clock outputs into table outputs, in order.
func (m *Machine) emit(outs []clock.Output, out *[]table.Output) {
	for _, o := range outs {
		if o.IsAnnouncement() {
			*out = append(*out, m.announce(o.Announcement))
		} else {
			*out = append(*out, m.event(o.Event))
		}
	}
}

// say makes the announcement of words for the VI player's channel.
func (m *Machine) say(words []phonetic.Word, pr speech.Priority) table.Announcement {
	return table.Announcement{Words: words, Text: m.line(words), Priority: pr, Audience: table.Player}
}

// line writes words as a line of text, starting with a capital.
func (m *Machine) line(words []phonetic.Word) string { return Capitalize(m.style.Text(words)) }

// Capitalize returns s with its first letter in upper case (a line of
// words is a sentence: "Hodiny spuštěny, bílý na tahu").
func Capitalize(s string) string { return phonetic.UpperFirst(s) }

// cat is the catalog of the clock's language.
func (m *Machine) cat() catalog.Catalog { return catalog.For(catalog.Lang(m.style.Lang())) }

// text returns the catalog's sentence key in the clock's language.
func (m *Machine) text(key string, args ...any) string { return m.cat().Say(key, args...) }

// tell makes a message for the user: words in the announcement language,
// or else the message itself, said in the clock's language (a player must
// hear it too, or he would not know, say, that y confirms quitting).
func (m *Machine) tell(msg string, words []phonetic.Word) table.Output {
	a := table.Announcement{Words: words, Text: msg, Priority: speech.OnRequest, Audience: table.Player}
	if words == nil {
		l := m.style.Lang()
		a.Spoken, a.TextLang = msg, &l
	}
	return table.Output{At: m.now, Kind: table.KindInfo, Say: a}
}

// ask is tell of a question that waits for its answer (the quit
// question): a braille display keeps it until the answer, through the
// automatic time announcements.
func (m *Machine) ask(msg string) table.Output {
	o := m.tell(msg, nil)
	o.Say.Question = true
	return o
}

// event reports one clock event. In text mode the events that an
// announcement also reports (a flag, the player's own period passage) are
// left to the announcement. The acknowledgement of a press is said only
// when nothing else is to be said.
func (m *Machine) event(ev clock.Event) table.Output {
	if ev.Kind == clock.EventFlag {
		m.flagged = true
	}
	if ev.Kind == clock.EventPress {
		m.delayUnknown = false // a new move: its delay is known from its start
	}
	words := eventWords(ev, m.c.Turn())
	o := table.Output{At: offset(ev.At), Kind: table.KindAnnounce,
		Raw: m.jsonLine(offset(ev.At), ev.Kind.String(), ev.Times, ev.Moves, ev.Side, m.line(words)),
		// For the sinks (a braille display shows the times).
		Clock: table.ClockState{What: ev.Kind.String(), Side: rules.Color(ev.Side), Times: ev.Times,
			Turn: rules.Color(m.c.Turn()), Status: m.c.Status().String()}}
	if ev.Kind == clock.EventFlag || (ev.Kind == clock.EventPeriod && ev.Side == m.me) {
		return o
	}
	o.Say = m.say(words, speech.OnRequest)
	if ev.Kind == clock.EventPress {
		// Worthless later, and never in the way of anything else.
		o.Say.Priority, o.Say.MaxWait = speech.Periodic, speech.NoWait
	}
	return o
}

// announceLine makes the output of an announcement and returns its words;
// named names the side of the player's own time too (both times).
func (m *Machine) announceLine(a clock.Announcement, named bool) (table.Output, []phonetic.Word) {
	if a.Kind == clock.ControlStatus && m.delayUnknown {
		a.Moving = false // the delay used is not known (delayUnknown): not said
	}
	words := announcementWords(a, m.me)
	if named && a.Kind == clock.TimeLeft && a.Side == m.me {
		// Both times: the player's own side is named too.
		words = append([]phonetic.Word{sideWord(a.Side), phonetic.Comma}, words...)
	}
	text := m.line(words) // the line as text mode writes it, JSON too
	return table.Output{At: offset(a.At), Kind: table.KindAnnounce, Say: m.say(words, priority(a)),
		Raw: m.jsonLine(offset(a.At), "announce", a.Times, a.Moves, a.Side, text)}, words
}

// announce makes the output of an announcement, to be written and said.
func (m *Machine) announce(a clock.Announcement) table.Output {
	o, _ := m.announceLine(a, false)
	if a.Kind == clock.TimeLeft && a.Automatic {
		// Said as soon as nothing else is, with the time then.
		o.Say.MaxWait, o.Say.Refresh = ThresholdWait, m.refreshTime(offset(a.At))
	}
	return o
}

// refreshTime makes the words of an automatic time announcement when it is
// heard: the threshold within a second of its instant, else the player's
// time then, rounded down.
func (m *Machine) refreshTime(at time.Duration) func(time.Duration) []phonetic.Word {
	realNow, mine := m.RealNow, &m.mine
	return func(time.Duration) []phonetic.Word {
		if realNow == nil {
			return nil
		}
		now := realNow()
		if now-at < time.Second {
			return nil
		}
		return phonetic.Duration(mine.get(now))
	}
}

// finalTimes says both times when the clock is left, or restored from
// its journal (not in JSON mode).
func (m *Machine) finalTimes() []table.Output {
	if m.cfg.JSON {
		return nil
	}
	now := instant(m.now)
	w := []phonetic.Word{phonetic.White, phonetic.Comma}
	w = append(w, phonetic.Duration(m.c.Remaining(clock.White, now))...)
	w = append(w, phonetic.Comma, phonetic.Black, phonetic.Comma)
	w = append(w, phonetic.Duration(m.c.Remaining(clock.Black, now))...)
	return []table.Output{{At: m.now, Kind: table.KindAnnounce, Say: m.say(w, speech.Move)}}
}

// jsonEvent is one JSON line of the clock.
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
	return []byte(FormatSeconds(time.Duration(s))), nil
}

// jsonLine encodes one JSON line (without its newline).
func (m *Machine) jsonLine(at time.Duration, kind string, times [2]time.Duration, moves [2]int, side clock.Side, text string) []byte {
	ev := jsonEvent{
		T:       jsonSeconds(max(0, at)),
		Event:   kind,
		WhiteMS: times[clock.White].Milliseconds(),
		BlackMS: times[clock.Black].Milliseconds(),
		Moves:   moves[side],
		Side:    side.String(),
		Text:    text,
	}
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(ev); err != nil {
		// Every field is a number or a string: Encode cannot fail.
		return []byte(`{"event":"error","text":"internal: JSON encoding failed"}`)
	}
	return []byte(strings.TrimSuffix(b.String(), "\n"))
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

// myTime is the visually impaired player's time at the last instant the
// machine saw, for the speaker's goroutine (which may not touch the clock).
type myTime struct {
	mu      sync.Mutex
	at      time.Duration
	left    time.Duration
	running bool
}

// set records the player's time at now.
func (t *myTime) set(c *clock.Clock, me clock.Side, now time.Duration) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.at, t.left = now, c.Remaining(me, instant(now))
	t.running = c.Status() == clock.Running && c.Turn() == me && !c.Flagged(me)
}

// get returns the player's time at now: it runs down from the last
// instant seen while his clock ran then (never below zero). With a simple
// delay the delay is not counted: the time may be a little lower than the
// clock shows, never higher.
func (t *myTime) get(now time.Duration) time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.running || now <= t.at {
		return t.left
	}
	return max(0, t.left-(now-t.at))
}

// sideName names a side in the clock's language, as a sentence names it
// ("You are White").
func (m *Machine) sideName(s clock.Side) string {
	if s == clock.Black {
		return m.text("clock.side-black")
	}
	return m.text("clock.side-white")
}

// linesKey returns the catalog key of a sentence that names the space
// key: its "-lines" form, which names the empty line, when the clock
// reads lines.
func (m *Machine) linesKey(key string) string {
	if m.Lines {
		return key + "-lines"
	}
	return key
}

// refusal tells the user why the clock did not do what he asked, and what
// to do.
func (m *Machine) refusal(err error) string {
	switch {
	case errors.Is(err, clock.ErrNotStarted):
		return m.text(m.linesKey("clock.refused-not-started"))
	case errors.Is(err, clock.ErrPaused):
		return m.text("clock.refused-paused")
	case errors.Is(err, clock.ErrFrozen):
		return m.text("clock.refused-frozen")
	case errors.Is(err, clock.ErrNotPaused):
		return m.text("clock.refused-not-paused")
	}
	return m.text("clock.refused", m.cat().Error(err))
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

// TornNote says in the language of style that the last, incomplete entry
// of the journal (n bytes, cut by a crash while it was written, so never
// acknowledged) was dropped.
func TornNote(style phonetic.Style, n int64) string {
	return catalogOf(style).Say("session.torn", catalog.Counted{Key: "session.n-bytes", N: int(n)})
}

// RecoveredNote says in the language of style what a damaged journal lost
// when it was recovered.
func RecoveredNote(style phonetic.Style, rec *journal.Recovery) string {
	c := catalogOf(style)
	s := c.Say("session.recovered", rec.Damage.Line, rec.Damage.Reason, catalog.Counted{Key: "session.n-entries", N: rec.Kept},
		catalog.Counted{Key: "cmd.n-lines", N: rec.Lines}, catalog.Counted{Key: "session.n-bytes", N: int(rec.Bytes)})
	if rec.Records > 0 {
		s += c.Say("session.recovered-lost", catalog.Counted{Key: "session.n-intact", N: rec.Records})
	}
	if rec.SavedAs == "" {
		return s + c.Say("session.recovered-copy-later")
	}
	return s + c.Say("session.recovered-copy", rec.SavedAs)
}

// catalogOf is the catalog of the style's language.
func catalogOf(style phonetic.Style) catalog.Catalog {
	return catalog.For(catalog.Lang(style.Lang()))
}
