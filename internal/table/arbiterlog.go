package table

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
)

// The kinds of the arbiter log's entries.
const (
	LogTouch      = "touch"      // a piece lifted on a board (D.2.2)
	LogTouchMove  = "touch-move" // another piece moved than the one touched first (4.3)
	LogCorrection = "correction" // undo of an announcement (D.2.8)
	LogClaim      = "claim"      // a draw claim (9.2, 9.3)
	LogRuling     = "ruling"     // the arbiter's ruling on a claim (9.5)
	LogPenalty    = "penalty"    // a penalty: the offender's opponent gets time (7.5.4, 12.9)
	LogTimeSet    = "time-set"   // a clock's time set by the arbiter (6.10)
	LogTimeAdded  = "time-added" // time added to a clock by the arbiter (6.10)
	LogTimeTaken  = "time-taken" // time taken from a clock by the arbiter (6.10)
	LogMovesSet   = "moves-set"  // a move counter set by the arbiter (6.10)
	LogIncrement  = "increment"  // an increment introduced by the arbiter (III.4, quickplay finish)
	LogIllegal    = "illegal"    // an illegal move (7.5)
	LogTakeback   = "takeback"   // the arbiter's take-back (7.1, 7.5.1)
	LogRetrace    = "retrace"    // a retrace (D.2.9)
	LogAdjourn    = "adjournment"
	LogRefused    = "refused"  // a move refused in tournament play, with the reason the table was not told
	LogCastling   = "castling" // a castling announced (Guideline II.3.2.7.1)
	LogPress      = "press"    // a press without a move (7.5.3), for arbiter illegal SIDE press
)

// LogEntry is one entry of the arbiter log: what needs the arbiter's eye,
// when, at which move, with the clock times.
type LogEntry struct {
	At time.Duration
	// Move is the move in progress: "12." (White to move) or "12...".
	Move string
	// Number and Turn are the same in parts: the move number and the
	// side to move.
	Number int
	Turn   rules.Color
	// Times are the clocks' times then; HasTimes is false without a clock.
	Times    [2]time.Duration
	HasTimes bool
	Kind     string
	Text     string
}

// logged records an announcement in the arbiter log under kind and
// returns it unchanged.
func (t *Table) logged(kind string, o Output) Output {
	t.logText(kind, o.Say.Text)
	return o
}

// logText records a sentence in the arbiter log.
func (t *Table) logText(kind, text string) {
	pos := t.game.pos()
	move := fmt.Sprintf("%d.", pos.FullmoveNumber())
	if pos.Turn() == rules.Black {
		move += ".."
	}
	e := LogEntry{At: t.now, Move: move, Number: pos.FullmoveNumber(), Turn: pos.Turn(), Kind: kind, Text: text}
	if t.clk != nil && t.clk.Status() != clock.NotStarted {
		e.Times, e.HasTimes = t.clk.Times(instant(t.now)), true
	}
	t.log = append(t.log, e)
	t.version++
}

// ArbiterLog returns the arbiter log's entries, oldest first.
func (t *Table) ArbiterLog() []LogEntry { return append([]LogEntry(nil), t.log...) }

// ArbiterLogText is the arbiter log as text, one line per entry, in words
// a screen reader reads well, in the language of the sentences: "Move 12,
// Black to move, 42 seconds into the game. White 1 hour 20 minutes 5
// seconds, Black 1 hour 15 minutes. Penalty: Black penalised: White gets
// two minutes." (German "Zug 12, Schwarz am Zug, nach 42 Sekunden
// Spielzeit. Weiß 1 Stunde … Strafe: …", Czech "Tah 12, na tahu černý, …
// Trest: …"): no abbreviations, no "12..." and no times with colons, which
// a voice reads as symbols. The JSON lines keep the machine's form.
func (t *Table) ArbiterLogText() string {
	var b strings.Builder
	for _, e := range t.log {
		id := msgLogAtWhite
		if e.Turn == rules.Black {
			id = msgLogAtBlack
		}
		b.WriteString(say(t.text, id, e.Number, catalog.Span{D: e.At}))
		if e.HasTimes {
			b.WriteString(" " + say(t.text, msgLogTimes, catalog.Span{D: e.Times[clock.White]}, catalog.Span{D: e.Times[clock.Black]}))
		}
		kind := capitalize(say(t.text, msgID("table.log-kind-"+e.Kind)))
		if startsWithWord(e.Text, kind) {
			fmt.Fprintf(&b, " %s\n", e.Text) // "Claim by Black.", not "Claim: Claim by Black."
			continue
		}
		fmt.Fprintf(&b, " %s: %s\n", kind, e.Text)
	}
	return b.String()
}

// startsWithWord reports whether text begins with the words of w, in any
// case, followed by no letter: the entry's sentence already names its
// kind ("Claim by Black", "Reklamace: černý", "Illegal move completed").
func startsWithWord(text, w string) bool {
	lt, lw := strings.ToLower(text), strings.ToLower(w)
	if w == "" || !strings.HasPrefix(lt, lw) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(lt[len(lw):])
	return !unicode.IsLetter(next)
}

// logJSON is the JSON form of an entry.
type logJSON struct {
	T       seconds `json:"t"`
	Move    string  `json:"move"`
	WhiteMS *int64  `json:"white_ms,omitempty"`
	BlackMS *int64  `json:"black_ms,omitempty"`
	Kind    string  `json:"kind"`
	Text    string  `json:"text"`
}

// ArbiterLogJSON is the arbiter log as JSON lines, one object per entry.
func (t *Table) ArbiterLogJSON() string {
	var b strings.Builder
	for _, e := range t.log {
		j := logJSON{T: seconds(e.At), Move: e.Move, Kind: e.Kind, Text: e.Text}
		if e.HasTimes {
			w, bl := e.Times[clock.White].Milliseconds(), e.Times[clock.Black].Milliseconds()
			j.WhiteMS, j.BlackMS = &w, &bl
		}
		raw, _ := json.Marshal(j)
		b.Write(raw)
		b.WriteByte('\n')
	}
	return b.String()
}

// ArbiterLogPaths are the arbiter log's files beside a PGN file: text and
// JSON lines.
func ArbiterLogPaths(pgnPath string) (text, jsonl string) {
	base := strings.TrimSuffix(pgnPath, filepath.Ext(pgnPath))
	return base + ".arbiter.txt", base + ".arbiter.jsonl"
}

// arbiterLogCmd says the arbiter log to the arbiter, one line per entry.
func (t *Table) arbiterLogCmd() []Output {
	if len(t.log) == 0 {
		return []Output{t.announce(Arbiter, speech.OnRequest, nil, say(t.text, msgLogEmpty))}
	}
	var out []Output
	for _, l := range strings.Split(strings.TrimSuffix(t.ArbiterLogText(), "\n"), "\n") {
		out = append(out, t.announce(Arbiter, speech.Move, nil, l))
	}
	return out
}
