package table

import (
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// ControlWords describes a time control in words: for each period the
// moves, the time and the bonus ("forty moves, one hour thirty minutes,
// increment thirty seconds, thirty minutes, increment thirty seconds").
// The clock says it at its start and in its menu, play at the start.
func ControlWords(tc clock.Control) []phonetic.Word {
	var w []phonetic.Word
	for i, p := range tc.Periods {
		if i > 0 {
			w = append(w, phonetic.Comma)
		}
		if p.Moves > 0 {
			w = append(w, phonetic.Count(p.Moves, phonetic.Moves)...)
			w = append(w, phonetic.Comma)
		}
		w = append(w, phonetic.Duration(p.Time)...)
		w = BonusWords(w, p.Bonus, p.BonusTime)
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
