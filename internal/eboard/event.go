package eboard

import (
	"fmt"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/rules"
)

// Kind names the protocol family of a board.
type Kind uint8

// The board kinds.
const (
	UnknownKind Kind = iota
	DGT              // a DGT e-board (pieces per square)
	Tactile          // our pegged tactile board (presence per square)
	Millennium       // a Millennium ChessLink or eONE board (pieces per square)
	Certabo          // a Certabo board (RFID pieces per square)
	Chessnut         // a Chessnut Air or Pro board over Bluetooth (pieces per square)
)

// String returns "dgt", "tactile", "millennium", "certabo", "chessnut"
// or "unknown".
func (k Kind) String() string {
	switch k {
	case DGT:
		return "dgt"
	case Tactile:
		return "tactile"
	case Millennium:
		return "millennium"
	case Certabo:
		return "certabo"
	case Chessnut:
		return "chessnut"
	}
	return "unknown"
}

// EventType is what happened on a board.
type EventType uint8

// The event types. Their String forms are the "event" values of
// "blindchess board watch --json".
const (
	NoEvent  EventType = iota
	Lift               // a piece left a square (on a pegged board: a touch, Annex D.2.2)
	Place              // a piece was put on a square
	Snapshot           // the whole board as sensed now
	Button             // a button on the board (or on a clock relayed by it) was pressed
	Clock              // a clock connected through the board reported its state
	// Connected: the board answers on its port and its position is known
	// (HasBoard is set; a Snapshot with the same position follows). It
	// comes once per connection, also for a board switched on after the
	// port opened; Back is set when the board returns after Disconnected.
	// A tactile board that restarts without the port closing gives one
	// too, saying so in its Note; the driver asks for its position again.
	Connected
	// Disconnected: the port went away or fell silent (cable pulled, board
	// switched off). Its Note says why and what to do; the drivers say nothing
	// more about the port until the board is back (Connected with Back).
	Disconnected
	// Error: the board or the link reported a problem; its Note says what, and
	// what to do. Each fault is said once: a port that stays missing, and
	// line noise, once for each episode (see NoiseGate). Line noise is
	// the Note "eboard.noise" around what the noise was.
	Error
	// Resync: the driver dropped or missed something the board sent (a
	// line that failed its checksum or sequence number, bytes of noise
	// between DGT messages), so the lifts and places it reported may not
	// add up to the board. It has asked the board for its whole position;
	// until that Snapshot comes (it is reported whatever it shows), it
	// reports no lift and no place. One Resync for each such episode,
	// not gated like the noise Error; its Note says why.
	Resync
)

var eventNames = [...]string{"none", "lift", "place", "snapshot", "button", "clock", "connected", "disconnected", "error", "resync"}

// String returns the lower-case name of the event type, e.g. "lift".
func (t EventType) String() string {
	if int(t) < len(eventNames) {
		return eventNames[t]
	}
	return fmt.Sprintf("event(%d)", uint8(t))
}

// Event is one thing a board reported. Fields that do not apply to the
// Type are zero; Square is rules.NoSquare unless Type is Lift or Place.
type Event struct {
	// Time is when the bytes that caused the event arrived (or when the
	// link changed state). It comes from the driver's clock, normally
	// time.Now, and carries Go's monotonic reading: compare events with
	// Sub, never with wall-clock arithmetic.
	Time time.Time
	// Board is the protocol family of the board that sent the event.
	Board Kind
	// Type is what happened.
	Type EventType
	// Square is the square of a Lift or Place (a1 = 0 … h8 = 63).
	Square rules.Square
	// Piece is the piece placed (Place) or lifted (Lift) on a board that
	// identifies pieces; rules.NoPiece otherwise.
	Piece rules.Piece
	// HasBoard reports whether Occupied (and, with HasPieces, Pieces) hold
	// the board state after this event. It is false until the driver has
	// seen a first snapshot.
	HasBoard bool
	// Occupied is the presence of a piece on each square after the event.
	Occupied Occupancy
	// HasPieces reports whether Pieces is known (DGT boards).
	HasPieces bool
	// Pieces is the piece on each square after the event, when HasPieces.
	Pieces Placement
	// Button is the number of the button pressed (1 up), for Button events.
	Button int
	// Clock is the clock state, for Clock events.
	Clock ClockState
	// Back is set on a Connected event when the board returns after a
	// Disconnected one: its position was read again, and the moves made
	// while it was away show only in it.
	Back bool
	// Note is what the driver says about the event, as a code with its
	// arguments: the board's identity for Connected, the reason for
	// Disconnected, Error and Resync, a note on a Snapshot or a Place
	// (for example the piece a DGT board saw replaced). Whoever shows it
	// says it in the session's language (Note.SayIn); the table journals
	// its code form.
	Note Note
	// Text is Note said in English (SetNote keeps the two together), for
	// logs and tests; an event read back from an old journal may have a
	// Text and no Note.
	Text string
}

// SetNote sets the event's Note and its English Text.
func (e *Event) SetNote(n Note) {
	e.Note = n
	e.Text = n.Text()
}

// Said returns the event's detail in the language of c: its Note, or its
// Text when it has none.
func (e Event) Said(c catalog.Catalog) string {
	if !e.Note.IsZero() {
		return e.Note.SayIn(c)
	}
	return e.Text
}

// String returns the event as a short line in English, without the
// timestamp and the board kind, e.g. "lift e2", "place e4 white pawn",
// "snapshot, 32 pieces", "error: bad checksum" (SayIn says it in a
// language).
func (e Event) String() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn returns the event as a short line for people in the language of
// c, without the timestamp and the board kind: what happened, then the
// driver's Note (or Text).
func (e Event) SayIn(c catalog.Catalog) string {
	var s string
	switch e.Type {
	case Lift, Place:
		if e.Piece != rules.NoPiece {
			s = c.Say("eboard.ev-"+e.Type.String()+"-piece", e.Square, c.Say(PieceKey(e.Piece)))
		} else {
			s = c.Say("eboard.ev-"+e.Type.String(), e.Square)
		}
	case Snapshot:
		s = c.Say("eboard.ev-snapshot")
		if e.HasBoard {
			s = c.Say("eboard.ev-snapshot-pieces", c.Count("eboard.n-pieces", e.Occupied.Count()))
		}
	case Button:
		s = c.Say("eboard.ev-button", e.Button)
	case Clock:
		s = c.Say("eboard.ev-clock", e.Clock)
	case Connected, Disconnected, Error, Resync:
		s = c.Say("eboard.ev-" + e.Type.String())
	default:
		s = e.Type.String()
	}
	said := e.Said(c)
	switch {
	case said == "":
		return s
	case e.Type == Snapshot || e.Type == Lift || e.Type == Place || e.Type == Button:
		return s + ", " + said
	case e.Type == Clock:
		return s + "; " + said
	}
	return s + ": " + said
}

// PieceKey is the key of the catalogs that names piece pc, e.g.
// "eboard.piece-white-pawn".
func PieceKey(pc rules.Piece) string {
	return "eboard.piece-" + pc.Color().String() + "-" + pc.Type().String()
}
