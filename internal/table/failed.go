package table

import (
	"errors"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/rules"
)

// failed says why an operation of the clock or the game was refused, in the
// language of the table: every refusal a player can meet has its sentence,
// and an error nobody should meet is said as an internal error with its
// English details for the arbiter, never as a bare Go message.
func (t *Table) failed(err error) Output {
	switch {
	case errors.Is(err, clock.ErrNotStarted):
		return t.errorOut(t.now, msgClockNotStarted)
	case errors.Is(err, clock.ErrStarted):
		return t.errorOut(t.now, msgClockAlreadyStarted)
	case errors.Is(err, clock.ErrPaused):
		return t.errorOut(t.now, msgClockIsPaused)
	case errors.Is(err, clock.ErrNotPaused):
		return t.errorOut(t.now, msgClockNotPaused)
	case errors.Is(err, clock.ErrFrozen):
		return t.errorOut(t.now, msgClockFrozen)
	case errors.Is(err, clock.ErrNotYourClock):
		running := color(t.clk.Turn())
		return t.errorOut(t.now, msgClockNotYours,
			t.sideIn(running.Other()), t.sideIn(running))
	case errors.Is(err, clock.ErrBadValue):
		return t.errorOut(t.now, msgClockBadValue, err)
	case errors.Is(err, rules.ErrGameOver):
		return t.overOut()
	}
	return t.errorOut(t.now, msgInternal, err.Error())
}
