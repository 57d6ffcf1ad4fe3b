package table

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/twoboard"
)

// stoodPart is the part of the record played before an illegal move that
// stood (Annex A.4.2, arbiter stands): its start, its scoresheet, and the
// illegal move that ended it.
type stoodPart struct {
	start rules.Position
	sheet []entry
	// by is the side that made the illegal move; steps is the move as
	// written (illegalWritten: "d2-d5", "Qd1xd7").
	by    rules.Color
	steps string
}

// stoodNote is the PGN comment after the last move of a part that ended
// with an illegal move that stood, in English as the PGN's other comments
// are.
func (p stoodPart) stoodNote() string {
	return colorWord(p.by) + "'s illegal move " + p.steps + " stood (FIDE Laws A.4.2); the game goes on in the next game, from the position after it"
}

// continued is the PGN comment before the first move of the part that
// follows an illegal move that stood.
func (p stoodPart) continued() string {
	return "continued after " + colorWord(p.by) + "'s illegal move " + p.steps + ", which stood (FIDE Laws A.4.2); the moves before it are in the previous game"
}

// colorWord is "White" or "Black", as the PGN's comments write a side.
func colorWord(c rules.Color) string {
	if c == rules.Black {
		return "Black"
	}
	return "White"
}

// arbiterStands is arbiter stands: the illegal move completed on a board
// that waits for the arbiter stands, nobody having claimed it (Annex
// A.4.2, rapid and blitz): the game goes on from the position on that
// board, with the clocks as they are and no penalty, the illegal move
// counted as the completed move it was. A pawn made a queen (7.5.2)
// stands as it is. Refused in standard play (7.5.1 reinstates the
// position), and where the board's position cannot be known or cannot
// arise in a game (Article 3.10.3), with what to do.
func (t *Table) arbiterStands() []Output {
	if t.Over() {
		return []Output{t.overOut()}
	}
	w := t.illegalWaits
	if w == nil || t.b == nil {
		return []Output{t.errorOut(t.now, msgStandsNone)}
	}
	by := w.by
	if t.clk != nil && t.clk.Control().Category() == clock.Standard {
		return []Output{t.errorOut(t.now, msgStandsStandard, t.sideTyped(by))}
	}
	if w.promoted {
		// The move is made and completed already, the pawn a queen.
		t.illegalWaits = nil
		t.version++
		return []Output{t.logged(LogRuling, t.announce(All, speech.Alert, nil, t.withClockState(say(t.text, msgStandsPromoted, t.sideIn(by)))))}
	}
	before := twoboard.PlacementOf(t.game.pos())
	pos, d, refused := t.standingPosition(w)
	if refused != nil {
		return []Output{*refused}
	}
	t.illegalWaits = nil
	t.stood = append(t.stood, stoodPart{start: t.cfg.start, sheet: t.sheet, by: by, steps: illegalWritten(before, &pos, by, d)})
	t.cfg.start = pos
	t.sheet = nil
	t.game = newGame(pos)
	t.touch, t.castling, t.voice = nil, nil, nil
	t.version++
	out := t.standsClock(by)
	times := t.timesMS()
	raw, _ := json.Marshal(struct {
		T       seconds `json:"t"`
		Event   string  `json:"event"`
		By      string  `json:"by"`
		WhiteMS int64   `json:"white_ms"`
		BlackMS int64   `json:"black_ms"`
		FEN     string  `json:"fen"`
	}{seconds(t.now), KindStands.String(), colorName(by), times[0], times[1], pos.FEN()})
	out = append(out, Output{At: t.now, Kind: KindStands, By: by, FEN: pos.FEN(), Raw: raw})
	text := say(t.text, msgStands, t.sideIn(by), t.boardName(w.bd), t.stepsText(&d), t.sideIn(by.Other()))
	out = append(out, t.logged(LogRuling, t.announce(All, speech.Alert, nil, t.withClockState(text))))
	if t.b != nil {
		// Both boards are checked against the new position: the board
		// the move was made on shows it, the other is told its steps.
		if err := t.b.tr.Reset(pos, nil); err != nil {
			return append(out, t.failed(err))
		}
		out = append(out, t.boardFacts(t.b.tr.Refresh(instant(t.now)))...)
	}
	return out
}

// withClockState adds to text what the clock does when it is paused:
// "The clock is paused; type resume to go on."
func (t *Table) withClockState(text string) string {
	if t.clk != nil && t.clk.Status() == clock.Paused {
		return text + " " + t.clockState()
	}
	return text
}

// standsClock completes the illegal move of by on the clock: it was
// pressed (the clock stopped for the arbiter at that press), so it counts
// as his completed move, with its bonus, and the opponent's clock is the
// one to run; the clock stays paused. Only the press is reported.
func (t *Table) standsClock(by rules.Color) []Output {
	if t.clk == nil || t.clk.Turn() != side(by) {
		return nil
	}
	now := instant(t.now)
	if t.clk.Status() != clock.Paused {
		evs, _ := t.clk.SetTurn(side(by.Other()), now)
		return t.clockOutputs(t.talker.Apply(evs))
	}
	var evs []clock.Event
	if _, err := t.clk.Resume(now); err != nil {
		return []Output{t.failed(err)}
	}
	pressed, err := t.clk.Press(side(by), now)
	evs = append(evs, pressed...)
	if _, perr := t.clk.Pause(now); err == nil {
		err = perr
	}
	out := t.clockOutputs(t.talker.Apply(evs))
	if err != nil {
		out = append(out, t.failed(err))
	}
	return out
}

// standingPosition returns the position the game goes on from when the
// illegal move w stands: the pieces on its board (on the tactile board,
// which senses only presence, the pieces followed through the lifts and
// places), the opponent to move, the castling rights whose king and rook
// still stand on their squares, no en passant, and the move counters
// going on. d is the illegal move as the board's steps. A board whose
// pieces are not all known, a position no game can reach (Article 3.10.3,
// ParseFEN: nine pawns, a king left in check) and one with no legal move
// (an illegal move cannot end the game, 5.1.1, 5.2.1) are refused: the
// refusal says why and what to do.
func (t *Table) standingPosition(w *illegalCall) (rules.Position, twoboard.Difference, *Output) {
	before := t.game.pos()
	old := twoboard.PlacementOf(before)
	st, sensed := t.b.tr.Status(w.bd)
	if st == twoboard.Unknown {
		// Gone, or not read since: what it shows is not known.
		o := t.errorOut(t.now, msgStandsNoBoard, t.boardName(w.bd), t.sideTyped(w.by))
		return rules.Position{}, twoboard.Difference{}, &o
	}
	pl := sensed.Pieces
	if !sensed.HasPieces {
		if sq, ok := piecesFollowed(&pl, sensed, &old, w.by); !ok {
			o := t.errorOut(t.now, msgStandsUnknown, t.boardName(w.bd), t.text.Text(phonetic.SquareWords(sq)), t.sideTyped(w.by))
			return rules.Position{}, twoboard.Difference{}, &o
		}
	}
	board := [64]rules.Piece(pl)
	turn := "w"
	if w.by == rules.White {
		turn = "b"
	}
	half := before.HalfmoveClock() + 1
	if pieceCount(&pl) < pieceCount(&old) || pawnsMoved(&old, &pl) {
		half = 0
	}
	full := before.FullmoveNumber()
	if w.by == rules.Black {
		full++
	}
	fen := func(castling string) string {
		if castling == "" {
			castling = "-"
		}
		return rules.PlacementFEN(&board) + " " + turn + " " + castling + " - " + strconv.Itoa(half) + " " + strconv.Itoa(full)
	}
	pos, err := rules.ParseFEN(fen(""))
	if err != nil {
		detail := err.Error()
		var fe *rules.FENError
		if errors.As(err, &fe) {
			detail = fe.DetailIn(catalogOf(t.text))
		}
		o := t.errorOut(t.now, msgStandsImpossible, t.boardName(w.bd), detail, t.sideTyped(w.by))
		return rules.Position{}, twoboard.Difference{}, &o
	}
	// The castling rights of the position before, each kept where its
	// king and rook still stand where they stood (Shredder-FEN's file
	// letters say which rook, in Chess960 too).
	kept := ""
	if rights := strings.Fields(before.ShredderFEN())[2]; rights != "-" {
		for _, r := range rights {
			if _, err := rules.ParseFEN(fen(kept + string(r))); err == nil {
				kept += string(r)
			}
		}
	}
	if kept != "" {
		pos, _ = rules.ParseFEN(fen(kept))
	}
	var ml rules.MoveList
	if pos.LegalMoves(&ml); ml.Len() == 0 {
		o := t.errorOut(t.now, msgStandsOver, t.sideIn(w.by.Other()), t.sideTyped(w.by))
		return rules.Position{}, twoboard.Difference{}, &o
	}
	return pos, twoboard.Diff(pl, twoboard.SensedPieces(old)), nil
}

// piecesFollowed sets pl to the pieces on a board that senses only
// presence (the tactile board): those the tracker followed through the
// lifts and places (Sensed.Likely), and on the one square whose piece it
// could not follow (a capture: the hand held the capturing and the
// captured piece) the one piece of by's that is missing from the board,
// when exactly one is. It returns false and a square whose piece stays
// unknown otherwise.
func piecesFollowed(pl *eboard.Placement, sensed twoboard.Sensed, old *eboard.Placement, by rules.Color) (rules.Square, bool) {
	unknown := rules.NoSquare
	for sq := rules.Square(0); sq < 64; sq++ {
		pl[sq] = rules.NoPiece
		if !sensed.Occupied.Has(sq) {
			continue
		}
		if pl[sq] = sensed.Likely[sq]; pl[sq] == rules.NoPiece {
			if unknown != rules.NoSquare {
				return unknown, false
			}
			unknown = sq
		}
	}
	if unknown == rules.NoSquare {
		return 0, true
	}
	var had, has [16]int
	for sq := rules.Square(0); sq < 64; sq++ {
		had[old[sq]]++
		has[pl[sq]]++
	}
	missing := rules.NoPiece
	for pc := range had {
		p := rules.Piece(pc)
		if p == rules.NoPiece || p.Color() != by || had[pc] <= has[pc] {
			continue
		}
		if missing != rules.NoPiece || had[pc]-has[pc] > 1 {
			return unknown, false
		}
		missing = p
	}
	if missing == rules.NoPiece {
		return unknown, false
	}
	pl[unknown] = missing
	return 0, true
}

// pawnsMoved reports whether a pawn stands elsewhere in b than in a.
func pawnsMoved(a, b *eboard.Placement) bool {
	for sq := range a {
		if (a[sq].Type() == rules.Pawn) != (b[sq].Type() == rules.Pawn) || (a[sq].Type() == rules.Pawn && a[sq] != b[sq]) {
			return true
		}
	}
	return false
}

// illegalWritten writes the illegal move of by from the pieces before to
// the position after for the PGN's comment, in long algebraic notation
// with English letters: "d2-d5", "Qd1xd7" (one piece of his moved, a
// piece taken or not); anything else as the board's steps, "e1-e3,
// d1-d3".
func illegalWritten(before eboard.Placement, after *rules.Position, by rules.Color, d twoboard.Difference) string {
	pl := twoboard.PlacementOf(after)
	from, to := rules.NoSquare, rules.NoSquare
	for sq := rules.Square(0); sq < 64; sq++ {
		was, is := before[sq], pl[sq]
		if was == is {
			continue
		}
		switch {
		case was != rules.NoPiece && was.Color() == by && is == rules.NoPiece && from == rules.NoSquare:
			from = sq
		case is != rules.NoPiece && is.Color() == by && to == rules.NoSquare:
			to = sq
		default:
			return strings.Join(d.StepStrings(), ", ")
		}
	}
	if from == rules.NoSquare || to == rules.NoSquare || before[from] != pl[to] {
		return strings.Join(d.StepStrings(), ", ")
	}
	w := ""
	if pt := before[from].Type(); pt != rules.Pawn {
		w = strings.ToUpper(before[from].String())
	}
	sep := "-"
	if before[to] != rules.NoPiece {
		sep = "x"
	}
	return w + from.String() + sep + to.String()
}

// pieceCount returns how many pieces stand in p.
func pieceCount(p *eboard.Placement) int {
	n := 0
	for _, pc := range p {
		if pc != rules.NoPiece {
			n++
		}
	}
	return n
}
