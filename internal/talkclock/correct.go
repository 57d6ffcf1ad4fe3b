package talkclock

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/table"
)

// The arbiter's correction of the clock (Config.Corrections): after a
// decision (an illegal move's penalty, 7.5.5; time added or taken, 12.9;
// the times or the move count set after a malfunction, 6.10) the clock
// must show what the arbiter decided. The key k asks for the correction;
// the keys typed then make its line (a raw terminal sends only ASCII, so
// the words have their forms without diacritics: weiss, zuege, cerny,
// pridat), and Enter carries it out. Where lines are read, the line after
// k is the correction, and "k add black 2m" on one line is the same.

// correctionWords begin a correction: the key k and its words.
var correctionWords = []string{"k", "korrektur", "correction", "correct", "oprava", "opravit"}

// maxEntry bounds the keys of one correction (a key held down).
const maxEntry = 80

// startCorrection begins a correction when text is k or one of its words;
// with the correction on the same line it is carried out at once. It
// reports false for any other input.
func (m *Machine) startCorrection(text string) ([]table.Output, bool) {
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 || !slices.Contains(correctionWords, f[0]) {
		return nil, false
	}
	if len(f) > 1 {
		return m.correct(strings.Join(f[1:], " ")), true
	}
	m.correcting = true
	m.entry.Reset()
	return []table.Output{m.tell(m.text("clock.correct-ask"), nil)}, true
}

// correctKey takes a key (or a line) while a correction is typed: a
// character adds to it, Backspace deletes the last one, Enter (an empty
// line) carries it out, Ctrl+C cancels it; a whole line is the
// correction.
func (m *Machine) correctKey(text string) []table.Output {
	switch {
	case text == table.KeyBackspace:
		return []table.Output{m.deleteKey()}
	case text == table.KeyCtrlC || text == table.KeyCtrlD:
		m.correcting = false
		return []table.Output{m.tell(m.text("clock.correct-cancelled"), nil)}
	case text == table.KeyEnter || strings.TrimSpace(text) == "":
		m.correcting = false
		return m.correct(m.entry.String())
	case text == table.KeySpace:
		text = " "
	case utf8.RuneCountInString(text) > 1:
		// A line: the whole correction.
		m.correcting = false
		m.entry.WriteString(text)
		return m.correct(m.entry.String())
	}
	if m.entry.Len() < maxEntry {
		m.entry.WriteString(text)
	}
	return nil
}

// deleteKey deletes the last character of the correction being typed
// and says which, once (the line is not written again: output is
// appended, and a screen reader reads the new line alone); a space and
// the signs a screen reader may pass over are named. With nothing typed
// it says so, and the correction still waits.
func (m *Machine) deleteKey() table.Output {
	typed := m.entry.String()
	if typed == "" {
		return m.tell(m.text("clock.correct-nothing-deleted"), nil)
	}
	r, size := utf8.DecodeLastRuneInString(typed)
	m.entry.Reset()
	m.entry.WriteString(typed[:len(typed)-size])
	name := string(r)
	if key, ok := signNames[r]; ok {
		name = m.text(key)
	}
	return m.tell(m.text("clock.correct-deleted", name), nil)
}

// signNames are the catalog keys of the names of the characters of a
// correction that a screen reader passes over or reads as a pause.
var signNames = map[rune]string{
	' ': "clock.sign-space",
	':': "clock.sign-colon",
	'-': "clock.sign-minus",
	'+': "clock.sign-plus",
	'.': "clock.sign-dot",
	',': "clock.sign-comma",
}

// correct carries out a correction line: [arbiter] OP SIDE [VALUE], OP
// one of play's arbiter commands time, add, moves or penalty in any
// language. Nothing typed cancels; a line not understood says how to
// write one.
func (m *Machine) correct(line string) []table.Output {
	f := strings.Fields(strings.ToLower(line))
	if len(f) > 0 && table.IsArbiterWord(f[0]) {
		f = f[1:]
	}
	if len(f) == 0 {
		return []table.Output{m.tell(m.text("clock.correct-cancelled"), nil)}
	}
	usage := []table.Output{m.tell(m.text("clock.correct-usage", table.Clip(strings.TrimSpace(line))), nil)}
	op := table.ArbiterCommand(f[0])
	want := 3
	if op == "penalty" {
		want = 2
	}
	if len(f) != want {
		return usage
	}
	c, ok := phonetic.ParseColor(f[1])
	if !ok {
		return usage
	}
	s := clock.Side(c)
	side := m.style.TextInside([]phonetic.Word{sideWord(s)})
	now := instant(m.now)
	var evs []clock.Event
	var err error
	var said string
	switch op {
	case "add":
		d, perr := table.ParseClockTime(f[2])
		if perr != nil || d == 0 {
			return usage
		}
		if left := m.c.Remaining(s, now); d < 0 && -d > left {
			// Said in words, not as the clock's error ("3h0m0s").
			return []table.Output{m.tell(m.text("clock.correct-too-much", side, m.style.Text(phonetic.Duration(left))), nil)}
		}
		evs, err = m.c.AddTime(s, d, now)
		key := "clock.corrected-add"
		if d < 0 {
			key = "clock.corrected-take"
		}
		said = m.text(key, side, m.style.Text(phonetic.Duration(d.Abs())))
	case "time":
		d, perr := table.ParseClockTime(f[2])
		if perr != nil || d <= 0 {
			return usage
		}
		evs, err = m.c.SetTime(s, d, now)
		said = m.text("clock.corrected-time", side)
	case "moves":
		n, perr := strconv.Atoi(f[2])
		if perr != nil || n < 0 {
			return usage
		}
		before, _, _ := m.c.Period(s)
		left := m.c.PeriodDef(s).Time // the time given on entering the period left
		evs, err = m.c.SetMoves(s, n, now)
		said = m.text("clock.corrected-moves", side, n)
		// A count across a time control changes no time (the arbiter
		// judges it, 6.10.2): said, with the correction that changes
		// it, in the words typed, so that a period's time is neither
		// lost nor given twice unknowingly.
		switch after, _, _ := m.c.Period(s); {
		case err != nil:
		case after > before:
			d := m.c.PeriodDef(s).Time
			said += " " + m.text("clock.corrected-moves-period", side, after, m.style.Text(phonetic.Duration(d)), f[1], table.ClockTimeArg(d))
		case after < before:
			said += " " + m.text("clock.corrected-moves-period-back", side, after, m.style.Text(phonetic.Duration(left)), f[1], table.ClockTimeArg(left))
		}
	case "penalty":
		gain := s.Other()
		d := m.control.Penalty()
		evs, err = m.c.AddPenalty(gain, now)
		said = m.text("clock.corrected-penalty", side, m.style.TextInside([]phonetic.Word{sideWord(gain)}), m.style.Text(phonetic.Duration(d)))
	default:
		return usage
	}
	if err != nil {
		return []table.Output{m.tell(m.refusal(err), refusalWords(err))}
	}
	out := []table.Output{m.tell(said, nil)}
	m.mine.set(m.c, m.me, m.now)
	m.emit(m.tk.Apply(evs), &out)
	return out
}
