package table

import (
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// ControlWords describes a time control in words: for each period the
// moves, the time and the bonus, "then" before each next period, and
// "repeated" after a last period with a move count ("forty moves, one
// hour thirty minutes, increment thirty seconds, then thirty minutes,
// increment thirty seconds"; "forty moves, two hours, repeated"). The
// clock says it at its start and in its menu, play at the start.
func ControlWords(tc clock.Control) []phonetic.Word {
	var w []phonetic.Word
	for i, p := range tc.Periods {
		if i > 0 {
			// "then": a list of numbers alone does not say where a
			// period ends and the next begins.
			w = append(w, phonetic.Comma, phonetic.Then)
		}
		if p.Moves > 0 {
			w = append(w, phonetic.Count(p.Moves, phonetic.Moves)...)
			w = append(w, phonetic.Comma)
		}
		w = append(w, phonetic.Duration(p.Time)...)
		w = BonusWords(w, p.Bonus, p.BonusTime)
	}
	if n := len(tc.Periods); n > 0 && tc.Periods[n-1].Moves > 0 {
		// A last period with a move count repeats (40/120: forty more
		// moves in two more hours, and so on).
		w = append(w, phonetic.Comma, phonetic.Repeated)
	}
	return w
}

// BonusWords appends the words of a period's bonus: the increment or the
// delay and its time.
func BonusWords(w []phonetic.Word, b clock.Bonus, t time.Duration) []phonetic.Word {
	switch b {
	case clock.Increment:
		w = append(w, phonetic.Comma, phonetic.Increment)
		w = append(w, phonetic.Duration(t)...)
	case clock.SimpleDelay:
		w = append(w, phonetic.Comma, phonetic.Delay)
		w = append(w, phonetic.Duration(t)...)
	case clock.Bronstein:
		// Said apart from the simple delay: the two end a move with the
		// same time but run differently during it (docs/time-controls.md).
		w = append(w, phonetic.Comma, phonetic.BronsteinDelay)
		w = append(w, phonetic.Duration(t)...)
	}
	return w
}
