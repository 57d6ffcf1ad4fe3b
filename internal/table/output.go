package table

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/twoboard"
)

// Audience is who an announcement is for.
type Audience uint8

// The audiences.
const (
	// All: everyone at the table hears it aloud (moves, results).
	All Audience = iota
	// Player: the visually impaired player alone, in his earphone (clock
	// facts, answers to his requests; Annex D.2.10.4, Article 12.6).
	Player
	// Arbiter: confirmations of arbiter commands.
	Arbiter
)

// String returns "all", "player" or "arbiter".
func (a Audience) String() string {
	switch a {
	case Player:
		return "player"
	case Arbiter:
		return "arbiter"
	}
	return "all"
}

// Announcement is one thing to say: Words when the phonetic vocabulary has
// them, and always the Text they render to in the table's style (or the
// sentence itself when there are no Words).
type Announcement struct {
	Words []phonetic.Word
	Text  string
	// Spoken, when set, is said instead of Text (a file path is written
	// but not read out).
	Spoken string
	// TextLang is the language of Text (or Spoken) when it is not the
	// language of the style the Words are said in: the sentences of
	// --lang en among German Annex D words. nil: the style's language.
	TextLang *phonetic.Lang
	Priority speech.Priority
	Audience Audience
	// Remaining is, for an automatic time announcement, the time left on
	// the VI player's running clock at the instant it was made. Speech that
	// has to wait says the time left when it is heard instead (Utterance).
	Remaining time.Duration
	// Mute: the announcement is written but not said (a line whose words
	// are said together with others in one utterance).
	Mute bool
	// MaxWait and Refresh are passed on to the speech.Utterance (how long
	// it may wait behind other speech; its words as they are when heard).
	// Refresh, when set, takes the place of Remaining.
	MaxWait time.Duration
	Refresh func(waited time.Duration) []phonetic.Word
	// Continues: the next line of the answer before it (speech.Utterance:
	// said after that answer's lines, not in their place).
	Continues bool
	// Question: the sentence asks a question that waits for an answer
	// (yes, or anything else to cancel); a braille display keeps it
	// until the answer.
	Question bool
}

// Silent reports whether there is nothing to say: no words, no text, or
// the announcement is muted.
func (a Announcement) Silent() bool {
	return a.Mute || len(a.Words) == 0 && a.Text == "" && a.Spoken == ""
}

// Utterance returns the announcement as the speech package takes it, on
// the channel for its audience: the VI player's earphone for Player, both
// ears otherwise.
func (a Announcement) Utterance(earphone speech.Channel) speech.Utterance {
	u := speech.Utterance{Words: a.Words, Priority: a.Priority, Channel: speech.Both, Continues: a.Continues}
	if len(a.Words) == 0 {
		u.Text = a.Text
		if a.Spoken != "" {
			u.Text = a.Spoken
		}
		u.TextLang = a.TextLang
	}
	if a.Audience == Player {
		u.Channel = earphone
	}
	u.MaxWait = a.MaxWait
	if a.Refresh != nil {
		u.Refresh = a.Refresh
		return u
	}
	if a.Remaining > 0 {
		rem := a.Remaining
		u.Refresh = func(waited time.Duration) []phonetic.Word {
			if waited < time.Second {
				return nil // still true as it stands
			}
			// The clock ran on while the announcement waited; never say
			// more time than is left.
			return phonetic.Duration(max(0, rem-waited))
		}
	}
	return u
}

// Kind is what an Output reports.
type Kind uint8

// The kinds of output. Their String values are the "event" names of the
// JSON lines.
const (
	KindAnnounce Kind = iota + 1 // something to say (Announcement)
	KindError                    // an input that was refused; Announcement says why
	KindMove                     // a move was made (SAN, By, Ply)
	KindUndo                     // a move was taken back (SAN, By, Ply)
	KindResult                   // the game ended (Result, Reason)
	KindClock                    // the clock changed (Clock)
	KindOffer                    // a draw offer (By)
	KindInput                    // an input was journaled (Seq, Source, Input); from the Loop
	KindInfo                     // a fact about the session (Announcement); from the Loop
	KindWarning                  // a problem that does not stop play (Announcement); from the Loop
	KindQuit                     // the user asked to leave
	KindSpeech                   // something said and not written (Announcement); no JSON line
	KindTouch                    // a piece was lifted on a board (Board, Square, Piece, By)
	KindMismatch                 // a board differs from the game (Board, Diff, Say)
	KindSynced                   // a board shows the game's position again (Board)
	KindRetrace                  // the arbiter took the game back to a position (Raw: ply, clocks, FEN)
	KindNote                     // for the arbiter only (kept in the arbiter log), never shown or said at the table (Announcement)
	KindStands                   // an illegal move stood (Annex A.4.2): the game goes on from a new position (By; Raw: clocks, FEN)
)

var kindNames = [...]string{"", "announce", "error", "move", "undo", "result", "clock", "offer", "input", "info", "warning", "quit", "speech", "touch", "mismatch", "synced", "retrace", "note", "stands"}

// String returns the event name ("move").
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// ClockState is the clock after a clock event.
type ClockState struct {
	// What happened: "start", "press", "period", "flag", "pause", "resume",
	// "adjust".
	What string
	// Side the event concerns (the side that pressed, flagged, was
	// adjusted).
	Side rules.Color
	// Times both clocks show after the event (White, Black).
	Times [2]time.Duration
	// Turn is the side whose clock runs (or would run).
	Turn rules.Color
	// Status is "running", "paused", "flagged" or "not started".
	Status string
}

// Output is one thing the table reports, in order.
type Output struct {
	// At is the instant on the game's time line (a flag carries the exact
	// instant it fell).
	At   time.Duration
	Kind Kind
	// Say is the announcement of KindAnnounce, KindError, KindInfo and
	// KindWarning.
	Say Announcement
	// SAN, By and Ply describe a move (KindMove, KindUndo; By also for
	// KindOffer). Ply counts half-moves from the start, 1 for the first.
	SAN string
	By  rules.Color
	Ply int
	// Result ("1-0", "0-1", "1/2-1/2", "*", or an exceptional result:
	// "0-0", "1/2-0", "0-1/2") and Reason of KindResult.
	Result string
	Reason string
	// Clock of KindClock.
	Clock ClockState
	// Seq, Source and Input of KindInput. Source is also where a move of
	// KindMove came from ("tactile", "sighted", "keyboard") when the game
	// has boards.
	Seq    uint64
	Source string
	Input  string
	// Raw, when set, is the output's JSON line as the machine that made it
	// encodes it (the talking clock's own event format); JSON returns it
	// as it is. Set but empty, the output has no JSON line.
	Raw []byte
	// Board, Square and Piece describe KindTouch, KindMismatch and
	// KindSynced: the board ("tactile", "sighted"), the square lifted and
	// the piece on it (FEN letter).
	Board  string
	Square string
	Piece  string
	// Diff is the difference of KindMismatch; Say holds its text.
	Diff twoboard.Difference
	// FEN is, for KindStands, the position the game goes on from after
	// the illegal move that stood; the moves that follow count their
	// Ply from it.
	FEN string
}

// seconds writes a duration as a JSON number of seconds, without trailing
// zeros (12.5, 300, 0.001).
type seconds time.Duration

func (s seconds) MarshalJSON() ([]byte, error) {
	return strconv.AppendFloat(nil, time.Duration(s).Seconds(), 'f', -1, 64), nil
}

// sideTyped is side c as it is typed in a command the session's sentence
// names ("arbiter illegal black", "schiedsrichter regelwidrig schwarz",
// "rozhodčí nemožný černý"); colorName is the English of the JSON.
func (t *Table) sideTyped(c rules.Color) string {
	return strings.ToLower(t.text.Word(phonetic.Color(c)))
}

// colorName is c in the JSON lines: "white" or "black".
func colorName(c rules.Color) string {
	if c == rules.Black {
		return "black"
	}
	return "white"
}

// jsonLine is the JSON form of every kind; fields that do not apply are
// left out.
type jsonLine struct {
	T     seconds `json:"t"`
	Event string  `json:"event"`
	// Board, Square and Piece of the board events (touch, mismatch, synced).
	Board    string  `json:"board,omitempty"`
	Square   string  `json:"square,omitempty"`
	Piece    string  `json:"piece,omitempty"`
	Seq      uint64  `json:"seq,omitempty"`
	Source   string  `json:"source,omitempty"`
	SAN      string  `json:"san,omitempty"`
	By       string  `json:"by,omitempty"`
	Ply      int     `json:"ply,omitempty"`
	Text     *string `json:"text,omitempty"`
	Audience string  `json:"audience,omitempty"`
	Result   string  `json:"result,omitempty"`
	Reason   string  `json:"reason,omitempty"`
	What     string  `json:"what,omitempty"`
	Side     string  `json:"side,omitempty"`
	// WhiteMS and BlackMS are the clock times in whole milliseconds, as
	// "blindchess clock --json" writes them.
	WhiteMS *int64 `json:"white_ms,omitempty"`
	BlackMS *int64 `json:"black_ms,omitempty"`
	Turn    string `json:"turn,omitempty"`
	Status  string `json:"status,omitempty"`
	// The board events.
	Squares []jsonSquare `json:"squares,omitempty"`
	Steps   []string     `json:"steps,omitempty"`
}

// jsonSquare is one square of a mismatch event: FEN letters, "-" for
// empty, "?" for a piece the tactile board cannot tell.
type jsonSquare struct {
	Square   string `json:"square"`
	Expected string `json:"expected"`
	Sensed   string `json:"sensed"`
}

// JSON returns the output as one line of JSON (without newline), e.g.
// {"t":12.5,"event":"move","source":"keyboard","san":"Nf3","by":"white","ply":1}.
func (o Output) JSON() []byte {
	if o.Raw != nil {
		if len(o.Raw) == 0 {
			return nil
		}
		return o.Raw
	}
	if o.Kind == KindSpeech || o.Kind == KindNote {
		// A note is for the arbiter alone (the arbiter log holds it):
		// not even the JSON lines at the table carry it.
		return nil
	}
	l := jsonLine{T: seconds(o.At), Event: o.Kind.String()}
	switch o.Kind {
	case KindAnnounce, KindInfo, KindWarning:
		l.Text = &o.Say.Text
		l.Audience = o.Say.Audience.String()
	case KindError:
		l.Text = &o.Say.Text
	case KindMove, KindUndo:
		l.SAN, l.By, l.Ply = o.SAN, colorName(o.By), o.Ply
		if o.Kind == KindMove {
			l.Source = o.Source
		}
	case KindTouch:
		l.Board, l.Square, l.Piece, l.By = o.Board, o.Square, o.Piece, colorName(o.By)
	case KindSynced:
		l.Board = o.Board
	case KindMismatch:
		l.Board, l.Text, l.Steps = o.Board, &o.Say.Text, o.Diff.StepStrings()
		for _, d := range o.Diff.Squares {
			l.Squares = append(l.Squares, jsonSquare{d.Square.String(), d.ExpectedLetter(), d.SensedLetter()})
		}
	case KindOffer:
		l.By = colorName(o.By)
	case KindResult:
		l.Result, l.Reason = o.Result, o.Reason
	case KindClock:
		w, b := o.Clock.Times[rules.White].Milliseconds(), o.Clock.Times[rules.Black].Milliseconds()
		l.What, l.Side, l.WhiteMS, l.BlackMS = o.Clock.What, colorName(o.Clock.Side), &w, &b
		l.Turn, l.Status = colorName(o.Clock.Turn), o.Clock.Status
	case KindInput:
		l.Seq, l.Source, l.Text = o.Seq, o.Source, &o.Input
	}
	b, err := json.Marshal(l)
	if err != nil {
		// Every field is a string, number or pointer to one: Marshal
		// cannot fail.
		return []byte(`{"event":"error","text":"internal: JSON encoding failed"}`)
	}
	return b
}

// Line returns the output as one line of text for a terminal and a screen
// reader, or "" for outputs that are only structured (moves, clock events,
// inputs: their words come as an announcement).
func (o Output) Line() string {
	switch o.Kind {
	case KindAnnounce, KindError, KindInfo, KindWarning:
		return o.Say.Text
	}
	return ""
}

// Message reports whether the output is a message about the session rather
// than an event of the game or clock: an info, a warning, or a refusal
// without a JSON form of its own.
func (o Output) Message() bool {
	switch o.Kind {
	case KindInfo, KindWarning:
		return true
	case KindError:
		return o.Raw == nil
	}
	return false
}
