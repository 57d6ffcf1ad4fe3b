package table

import (
	"errors"

	"github.com/blindchess/blindchess/internal/rules"
)

// game is the rules.Game of the table with the few questions the table
// asks of it.
type game struct {
	g *rules.Game
}

func newGame(start rules.Position) *game {
	return &game{g: rules.NewGameFrom(start)}
}

// pos returns (a copy of) the current position.
func (g *game) pos() *rules.Position {
	p := g.g.Position()
	return &p
}

// play plays a legal move.
func (g *game) play(m rules.Move) error { return g.g.Push(m) }

// takeback takes back the last move.
func (g *game) takeback() { g.g.Pop() }

// automaticEnd returns the outcome when the last move ended the game by
// itself (checkmate, stalemate, dead position, fivefold, 75 moves).
func (g *game) automaticEnd() (rules.Outcome, bool) {
	o := g.g.Outcome()
	return o, o.Over() && o.Reason.Automatic()
}

// reopen rebuilds the game from its moves, dropping an outcome that was
// not automatic (resignation, agreement, claim, forfeit): the arbiter
// found it was set by mistake. It fails if the moves themselves end the
// game.
func (g *game) reopen() error {
	start := g.g.Start()
	ng := rules.NewGameFrom(start)
	for _, m := range g.g.Moves() {
		if err := ng.Push(m); err != nil {
			return err
		}
	}
	if ng.Over() {
		return errors.New(ng.Outcome().String())
	}
	g.g = ng
	return nil
}

// claimFacts returns what a claim is judged on: how many times the
// position has appeared (or will have appeared after intended) and how
// many half-moves were made without a pawn move or capture.
func (g *game) claimFacts(intended *rules.Move) (count, halfmoves int) {
	if intended == nil || g.g.Push(*intended) != nil {
		return g.g.RepetitionCount(), g.pos().HalfmoveClock()
	}
	count, halfmoves = g.g.RepetitionCount(), g.pos().HalfmoveClock()
	g.g.Pop()
	return count, halfmoves
}

// claim judges a draw claim by the player having the move, with the move
// he intends to make or about the current position. A correct claim ends
// the game; the rule tells which.
func (g *game) claim(intended *rules.Move) (bool, rules.ClaimRule) {
	var rs []rules.ClaimRule
	m := rules.NoMove
	if intended != nil {
		m = *intended
		rs = g.g.ClaimableWith(m)
	} else {
		rs = g.g.Claimable()
	}
	if len(rs) == 0 {
		return false, 0
	}
	if err := g.g.ClaimDraw(rs[0], m); err != nil {
		return false, 0
	}
	return true, rs[0]
}
