package twoboard

import (
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// Virtual is a board without hardware, for tests and for trying the
// program: it starts with a placement and turns "lift e2", "place e4"
// into the events a real board would send. A tactile Virtual reports only
// presence; a DGT-like one also the pieces.
type Virtual struct {
	kind   eboard.Kind
	pieces eboard.Placement
	hand   []held
}

type held struct {
	from rules.Square
	pc   rules.Piece
}

// NewVirtual returns a virtual board of kind (eboard.Tactile or eboard.DGT)
// showing p.
func NewVirtual(kind eboard.Kind, p eboard.Placement) *Virtual {
	return &Virtual{kind: kind, pieces: p}
}

// Sensed returns what the board senses now.
func (v *Virtual) Sensed() Sensed {
	if v.kind == eboard.DGT {
		return SensedPieces(v.pieces)
	}
	return SensedOccupancy(v.pieces.Occupancy())
}

// Pieces returns the pieces on the board (what a person sees on it).
func (v *Virtual) Pieces() eboard.Placement { return v.pieces }

func (v *Virtual) event(t eboard.EventType, sq rules.Square, pc rules.Piece, now time.Time) eboard.Event {
	e := eboard.Event{Time: now, Board: v.kind, Type: t, Square: sq, Piece: rules.NoPiece,
		HasBoard: true, Occupied: v.pieces.Occupancy()}
	if v.kind == eboard.DGT {
		e.Piece, e.HasPieces, e.Pieces = pc, true, v.pieces
	}
	return e
}

// Lift takes the piece off sq into the hand.
func (v *Virtual) Lift(sq rules.Square, now time.Time) (eboard.Event, error) {
	if !sq.Valid() {
		return eboard.Event{}, catalog.Errorf("twoboard.lift-no-square")
	}
	pc := v.pieces[sq]
	if pc == rules.NoPiece {
		return eboard.Event{}, catalog.Errorf("twoboard.lift-empty", sq)
	}
	v.pieces[sq] = rules.NoPiece
	v.hand = append(v.hand, held{sq, pc})
	return v.event(eboard.Lift, sq, pc, now), nil
}

// Place puts a piece from the hand on sq: the last one lifted from another
// square (the mover, not the piece it took), else the last one lifted. A
// pawn placed with promo becomes that piece.
func (v *Virtual) Place(sq rules.Square, promo rules.PieceType, now time.Time) (eboard.Event, error) {
	if !sq.Valid() {
		return eboard.Event{}, catalog.Errorf("twoboard.place-no-square")
	}
	if v.pieces[sq] != rules.NoPiece {
		return eboard.Event{}, catalog.Errorf("twoboard.place-occupied", sq)
	}
	if len(v.hand) == 0 {
		return eboard.Event{}, catalog.Errorf("twoboard.place-nothing-lifted", sq)
	}
	i := len(v.hand) - 1
	for j := len(v.hand) - 1; j >= 0; j-- {
		if v.hand[j].from != sq {
			i = j
			break
		}
	}
	pc := v.hand[i].pc
	v.hand = append(v.hand[:i], v.hand[i+1:]...)
	if promo != rules.NoPieceType {
		if pc.Type() != rules.Pawn || promo == rules.Pawn || promo == rules.King {
			v.hand = append(v.hand, held{sq, pc})
			return eboard.Event{}, catalog.Errorf("twoboard.place-promotion", sq, pieceName(promo))
		}
		pc = rules.MakePiece(pc.Color(), promo)
	}
	v.pieces[sq] = pc
	return v.event(eboard.Place, sq, pc, now), nil
}

// Snapshot sets the whole board (the hand is emptied).
func (v *Virtual) Snapshot(p eboard.Placement, now time.Time) eboard.Event {
	v.pieces = p
	v.hand = nil
	return v.event(eboard.Snapshot, rules.NoSquare, rules.NoPiece, now)
}

// SnapshotOccupancy sets the presence of pieces on a tactile board: pieces
// stay where o is occupied, leave where it is empty, and a peg of unknown
// kind appears on a newly occupied square.
func (v *Virtual) SnapshotOccupancy(o eboard.Occupancy, now time.Time) eboard.Event {
	for sq := rules.Square(0); sq < 64; sq++ {
		switch {
		case !o.Has(sq):
			v.pieces[sq] = rules.NoPiece
		case v.pieces[sq] == rules.NoPiece:
			v.pieces[sq] = rules.MakePiece(rules.White, rules.Pawn)
		}
	}
	v.hand = nil
	return v.event(eboard.Snapshot, rules.NoSquare, rules.NoPiece, now)
}

// Put records what a real board reported: a piece put on sq (pc, or on a
// board that does not tell pieces the piece last lifted, else a peg of
// unknown kind), whatever the hand holds and whatever was on sq. A piece
// like it leaves the hand.
func (v *Virtual) Put(sq rules.Square, pc rules.Piece, now time.Time) (eboard.Event, error) {
	if !sq.Valid() {
		return eboard.Event{}, catalog.Errorf("twoboard.place-no-square")
	}
	idx := -1
	for j := len(v.hand) - 1; j >= 0; j-- {
		if pc == rules.NoPiece || v.hand[j].pc == pc {
			idx = j
			break
		}
	}
	if idx >= 0 {
		if pc == rules.NoPiece {
			pc = v.hand[idx].pc
		}
		v.hand = append(v.hand[:idx], v.hand[idx+1:]...)
	}
	if pc == rules.NoPiece {
		pc = rules.MakePiece(rules.White, rules.Pawn)
	}
	v.pieces[sq] = pc
	return v.event(eboard.Place, sq, pc, now), nil
}

// Held returns the piece lifted last and still in the hand.
func (v *Virtual) Held() (rules.Piece, bool) {
	if len(v.hand) == 0 {
		return rules.NoPiece, false
	}
	return v.hand[len(v.hand)-1].pc, true
}

// pieceName names a piece type in the language of whoever shows it
// (queen, Dame, dáma).
type pieceName rules.PieceType

// SayIn says the piece in the language of c.
func (pt pieceName) SayIn(c catalog.Catalog) string {
	return c.Say("rules.piece-noun-" + rules.PieceType(pt).String())
}
