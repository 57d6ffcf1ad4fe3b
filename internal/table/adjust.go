package table

import (
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// adjustment is time the arbiter gave or took (arbiter add, a penalty, an
// illegal move, a rejected claim). It punishes an act, not a position, so
// a take-back or a retrace keeps it unless the arbiter drops it.
type adjustment struct {
	at   time.Duration // when it was given
	side rules.Color   // who gained (or lost, d < 0)
	d    time.Duration
}

// DropAdjustments is the word after arbiter takeback or arbiter retrace N
// that drops the arbiter's later time adjustments instead of keeping them.
const DropAdjustments = "--drop-adjustments"

// noteAdjustment records time given to side c (or taken, d < 0).
func (t *Table) noteAdjustment(c rules.Color, d time.Duration) {
	t.adjusts = append(t.adjusts, adjustment{at: t.now, side: c, d: d})
}

// dropFlag removes DropAdjustments from args and reports whether it was
// there.
func dropFlag(args []string) ([]string, bool) {
	var rest []string
	drop := false
	for _, a := range args {
		if strings.EqualFold(a, DropAdjustments) || strings.EqualFold(a, "drop") {
			drop = true
			continue
		}
		rest = append(rest, a)
	}
	return rest, drop
}

// reapplyAdjustments runs after the clock went back to snap: the arbiter's
// adjustments given since then are given again (kept), or forgotten with
// drop; each is said, then the new times.
func (t *Table) reapplyAdjustments(snap clock.Snapshot, drop bool) ([]Output, string) {
	if t.clk == nil {
		return nil, ""
	}
	var out []Output
	var said []string
	kept := t.adjusts[:0:0]
	for _, a := range t.adjusts {
		if instant(a.at).Before(snap.At) {
			kept = append(kept, a)
			continue
		}
		what := t.adjustText(a)
		if drop {
			said = append(said, say(t.text, msgAdjustDropped, what))
			continue
		}
		evs, err := t.clk.AddTime(side(a.side), a.d, instant(t.now))
		out = append(out, t.clockOutputs(t.talker.Apply(evs))...)
		if err != nil {
			out = append(out, t.failed(err))
			continue
		}
		kept = append(kept, a)
		said = append(said, say(t.text, msgAdjustKept, what))
	}
	t.adjusts = kept
	if len(said) == 0 {
		return out, ""
	}
	ts := t.clk.Times(instant(t.now))
	said = append(said, say(t.text, msgAdjustTimes, t.text.Text(phonetic.Duration(ts[clock.White])), t.text.Text(phonetic.Duration(ts[clock.Black]))))
	return out, strings.Join(said, " ")
}

// adjustText says an adjustment: "White plus two minutes".
func (t *Table) adjustText(a adjustment) string {
	id := msgAdjustPlus
	if a.d < 0 {
		id = msgAdjustMinus
	}
	return say(t.text, id, t.text.Word(phonetic.Color(a.side)), t.text.Text(phonetic.Duration(a.d.Abs())))
}
