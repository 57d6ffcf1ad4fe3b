package table

import (
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
)

// scoresheetCmd reads the VI player's scoresheet back to him (Annex D.2.7,
// Appendix A.2): "moves N" the last N moves, "moves from M" (ab, od) from
// move M on; one line per move number, a draw offer marked (=) as on the
// PGN.
func (t *Table) scoresheetCmd(args []string) []Output {
	if len(t.sheet) == 0 {
		return []Output{t.announce(Player, speech.OnRequest, nil, say(t.text, msgNoMoveYet))}
	}
	first, last := t.sheet[0].num, t.sheet[len(t.sheet)-1].num
	from := first
	switch w := strings.ToLower(args[0]); {
	case (w == "from" || w == "ab" || w == "od") && len(args) == 2:
		m, err := strconv.Atoi(args[1])
		if err != nil || m < first || m > last {
			return []Output{t.errorOut(t.now, msgMovesRange, args[1], first, last)}
		}
		from = m
	case len(args) == 1:
		n, err := strconv.Atoi(w)
		if err != nil || n < 1 {
			return []Output{t.errorOut(t.now, msgMovesUsage)}
		}
		from = max(first, last-n+1)
	default:
		return []Output{t.errorOut(t.now, msgMovesUsage)}
	}
	var out []Output
	var line []string
	num := -1
	flush := func() {
		if len(line) > 0 {
			out = append(out, t.announce(Player, speech.Move, nil, strconv.Itoa(num)+". "+strings.Join(line, ", ")))
		}
		line = nil
	}
	for _, e := range t.sheet {
		if e.num < from {
			continue
		}
		if e.num != num {
			flush()
			num = e.num
			if e.by == rules.Black {
				line = append(line, "…")
			}
		}
		text := t.style.Text(e.words)
		if e.offer {
			text += " (=)"
		}
		line = append(line, text)
	}
	flush()
	return out
}
