package talkclock

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/table"

	"github.com/blindchess/blindchess/internal/catalog"
)

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
	actInterrupt // Ctrl+C, Ctrl+D: asks; a second one within 2 s leaves
)

// scriptActions are the actions of a script, by name.
var scriptActions = map[string]action{
	"start": actStart, "press": actPress, "time": actTime, "opponent": actOpponent, "both": actBoth,
	"moves": actMoves, "status": actStatus, "pause": actPause, "resume": actResume, "quit": actQuit,
}

const scriptActionList = "start, press, time, opponent, both, moves, status, pause, resume, quit, k add black 2m"

// keyAction maps a key or a typed word to an action. The keys are those
// of play's one-letter commands (README, "One key map"): space, Enter, p or
// "." press, s starts, z pauses and resumes, t my time, o the opponent's,
// b both, m the moves, r the whole state again, h or ? help, q quit, and
// their English words (press, time, …); wordAction reads the others.
func keyAction(key string) action {
	switch strings.ToLower(strings.TrimSpace(key)) {
	case "", "press", table.KeySpace, table.KeyEnter, "p", ".":
		return actPressOrStart
	case table.KeyCtrlC:
		return actInterrupt
	case "t", "time":
		return actTime
	case "o", "opponent":
		return actOpponent
	case "b", "both":
		return actBoth
	case "m", "moves":
		return actMoves
	case "s", "start":
		return actStart
	case "r", "status", "repeat":
		return actStatus
	case "z", "pause", "resume":
		return actPauseToggle
	case "q", "quit":
		return actQuit
	case "h", "?", "help":
		return actHelp
	}
	if yes, ok := phonetic.ParseYesNo(key); ok {
		if yes {
			return actYes
		}
		return actNo
	}
	return actNone
}

// wordAction reads a typed word as play reads it, in every language
// (zeit, čas, züge, tahy, stisk, spustit, konec, …; table.PlayerCommand),
// with play's words for the opponent and both (gegner, soupeř, beide,
// oba); actNone for any other.
func wordAction(key string) action {
	switch strings.ToLower(strings.TrimSpace(key)) {
	case "gegner", "soupeř", "soupere", "souper":
		return actOpponent
	case "beide", "oba":
		return actBoth
	}
	switch table.PlayerCommand(key) {
	case "press":
		return actPressOrStart
	case "time":
		return actTime
	case "moves":
		return actMoves
	case "start":
		return actStart
	case "repeat":
		return actStatus
	case "pause", "resume":
		return actPauseToggle
	case "quit":
		return actQuit
	case "help":
		return actHelp
	}
	return actNone
}

// isAnswer reports whether word answers a question (yes or no in any
// language) rather than naming an action.
func isAnswer(word string) bool {
	_, ok := phonetic.ParseYesNo(word)
	return ok
}

// maxScriptSeconds bounds the instants of a script (a week).
const maxScriptSeconds = 7 * 24 * 3600

// ParseScript reads a clock script: "<seconds> <action>" lines, the actions
// those of scriptActions or the arbiter's correction as k and its line
// ("12 k add black 2m"); blank lines and text after "#" are ignored.
// Seconds have at most three decimals and never decrease. The line after a
// quit answers its question with any one word (yes, ja, ano or y quit;
// anything else goes on and is not carried out); an answer word elsewhere
// is refused. Each line's Text is its word in lower case, as Machine takes
// it from table.SourceScript.
func ParseScript(r io.Reader) ([]table.ScriptLine, error) {
	var out []table.ScriptLine
	br := bufio.NewReader(r)
	n := 0
	var last time.Duration
	answered := false // the last line answered a quit question
	for {
		text, rerr := table.ReadBoundedLine(br, table.MaxScriptLine)
		if rerr == io.EOF && text == "" {
			break
		}
		if rerr != nil && rerr != io.EOF {
			return nil, catalog.Errorf("clock.script-line", n+1, rerr)
		}
		n++
		if n == 1 {
			// A byte order mark (Windows' Notepad) is no part of line 1,
			// as in play's scripts.
			text = strings.TrimPrefix(text, "\ufeff")
		}
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		fields := strings.Fields(text)
		if len(fields) == 0 {
			if rerr == io.EOF {
				break
			}
			continue
		}
		correction := len(fields) > 2 && strings.EqualFold(fields[1], "k")
		if len(fields) != 2 && !correction {
			return nil, catalog.Errorf("clock.script-form", n, table.Clip(strings.TrimSpace(text)))
		}
		at, err := parseSeconds(fields[0])
		if err != nil {
			return nil, catalog.Errorf("clock.script-line", n, err)
		}
		if at < last {
			return nil, catalog.Errorf("clock.script-backwards", n, fields[0], FormatSeconds(last))
		}
		last = at
		word := strings.ToLower(fields[1])
		if correction {
			// The arbiter's correction, as the key k and its line
			// ("k add black 2m"), read as the lines of a pipe are.
			word = strings.ToLower(strings.Join(fields[1:], " "))
		}
		answers := len(out) > 0 && out[len(out)-1].Text == "quit" && !answered
		answered = false
		switch _, ok := scriptActions[word]; {
		case answers:
			// The answer to the quit question: yes quits, any other
			// word goes on and is not carried out.
			answered = true
		case ok, correction:
		case isAnswer(word):
			return nil, catalog.Errorf("clock.script-answer-without-question", n, table.Clip(fields[1]))
		default:
			return nil, catalog.Errorf("clock.script-unknown-action", n, table.Clip(fields[1]), scriptActionList)
		}
		out = append(out, table.ScriptLine{Line: n, At: at, Text: word})
		if rerr == io.EOF {
			break
		}
	}
	if len(out) == 0 {
		return nil, catalog.Errorf("clock.script-empty")
	}
	return out, nil
}

// parseSeconds reads a non-negative number of seconds with at most three
// decimals, exactly (no floating point).
func parseSeconds(s string) (time.Duration, error) {
	whole, frac, hasFrac := strings.Cut(s, ".")
	bad := catalog.Errorf("clock.bad-seconds", table.Clip(s))
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
		return 0, catalog.Errorf("clock.seconds-too-long", s)
	}
	ms := 0
	if hasFrac {
		f, _ := strconv.Atoi(frac + strings.Repeat("0", 3-len(frac)))
		ms = f
	}
	return time.Duration(w)*time.Second + time.Duration(ms)*time.Millisecond, nil
}

// FormatSeconds writes d in seconds with up to three decimals ("12",
// "12.5", "0.001"), truncated to the millisecond.
func FormatSeconds(d time.Duration) string {
	ms := d.Milliseconds()
	s := strconv.FormatInt(ms/1000, 10)
	if f := ms % 1000; f != 0 {
		s += "." + strings.TrimRight(fmt.Sprintf("%03d", f), "0")
	}
	return s
}

// ControlWords describes a time control in words: for each period the
// moves, the time and the bonus (table.ControlWords, which play says at
// the start).
func ControlWords(tc clock.Control) []phonetic.Word { return table.ControlWords(tc) }

// bonusWords appends the words of a period's bonus: the increment or the
// delay and its time.
func bonusWords(w []phonetic.Word, b clock.Bonus, t time.Duration) []phonetic.Word {
	return table.BonusWords(w, b, t)
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
		w = bonusWords(w, a.Bonus, a.BonusTime)
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
