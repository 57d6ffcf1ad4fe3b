package table

import (
	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
)

// arbiterIncrement is Guideline III.4 (a quickplay finish): the arbiter
// introduces an increment for both players, from the next completed move
// on ("arbiter increment 5s"). The opponent's two extra minutes (III.5)
// stay the arbiter's decision: arbiter add.
func (t *Table) arbiterIncrement(args []string) []Output {
	if o, ok := t.needClock(); !ok {
		return []Output{o}
	}
	if t.Over() {
		return []Output{t.overOut()}
	}
	if len(args) != 1 {
		return []Output{t.errorOut(t.now, msgIncrementUsage)}
	}
	d, err := parseClockTime(args[0])
	if err != nil || d <= 0 || d > maxIncrement || d%1e9 != 0 {
		return []Output{t.errorOut(t.now, msgIncrementBad, args[0])}
	}
	tc := t.clk.Control()
	if tc.Hourglass {
		return []Output{t.errorOut(t.now, msgIncrementHourglass)}
	}
	if t.cfg.setup.QuickplayChecked {
		// Guideline III.2.2: only standard and rapid games without
		// increment, never blitz.
		if tc.Category() == clock.Blitz {
			return []Output{t.errorOut(t.now, msgIncrementBlitz)}
		}
		for _, p := range tc.Periods {
			if p.Bonus != clock.NoBonus {
				return []Output{t.errorOut(t.now, msgIncrementHasBonus)}
			}
		}
	}
	for i := range tc.Periods {
		tc.Periods[i].Bonus, tc.Periods[i].BonusTime = clock.Increment, d
	}
	evs, err := t.clk.SetControl(tc, instant(t.now))
	out := t.clockOutputs(t.talker.Apply(evs))
	if err != nil {
		return append(out, t.failed(err))
	}
	t.version++
	return append(out, t.logged(LogIncrement, t.announce(All, speech.Alert, nil,
		say(t.text, msgIncrementSet, t.text.Text(phonetic.Duration(d))))))
}

// maxIncrement is the largest increment the arbiter can introduce.
const maxIncrement = 60 * 1e9
