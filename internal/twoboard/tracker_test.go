package twoboard

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// harness drives a Tracker with two virtual boards: the tactile board of
// the VI player (White unless told) and the sighted DGT board.
type harness struct {
	t     *testing.T
	tr    *Tracker
	vb    [2]*Virtual
	now   time.Time
	out   []string
	style phonetic.Style
}

func newHarness(t *testing.T, fen string, me rules.Color) *harness {
	t.Helper()
	start := rules.StartPosition()
	if fen != "" {
		var err error
		if start, err = rules.ParseFEN(fen); err != nil {
			t.Fatal(err)
		}
	}
	h := &harness{t: t, tr: New(start, Options{}), now: time.Unix(1000, 0)}
	pl := PlacementOf(&start)
	h.vb[Tactile] = NewVirtual(eboard.Tactile, pl)
	h.vb[Sighted] = NewVirtual(eboard.DGT, pl)
	var mine, theirs [2]bool
	mine[me], theirs[me.Other()] = true, true
	ts, ss := h.vb[Tactile].Sensed(), h.vb[Sighted].Sensed()
	h.tr.Enable(Tactile, BoardConfig{Moves: mine, Owner: me, HasOwner: true, AllTouches: true}, &ts)
	h.tr.Enable(Sighted, BoardConfig{Pieces: true, Moves: theirs, Owner: me.Other(), HasOwner: true}, &ss)
	return h
}

func (h *harness) facts(fs []Fact) {
	for _, f := range fs {
		h.out = append(h.out, describe(f, h.style))
	}
}

func describe(f Fact, style phonetic.Style) string {
	s := f.Kind.String() + " " + f.Board.String()
	switch f.Kind {
	case Touch:
		s += fmt.Sprintf(" %s %c %s", f.Square, f.Piece.FENChar(), f.By)
		if !f.Own {
			s += " other"
		}
	case MoveMade:
		s += " " + f.SAN
		if f.TouchMove != nil {
			s += " touched " + f.TouchMove.Square.String()
			if f.TouchMove.Rook != rules.NoSquare {
				s += " then " + f.TouchMove.Rook.String()
			}
		}
	case NeedPromotion, Ambiguous:
		var c []string
		for _, m := range f.Candidates {
			c = append(c, f.Before.UCI(m))
		}
		s += " " + strings.Join(c, ",")
	case Lagging, Mismatch:
		if f.Kind == Lagging {
			s += fmt.Sprintf(" %d", f.Ply)
		}
		s += " " + strings.Join(f.Diff.StepStrings(), ",")
		if f.Kind == Mismatch {
			s += ": " + f.Diff.Text(style)
		}
	}
	return s
}

func sq(t testing.TB, s string) rules.Square {
	t.Helper()
	q, err := rules.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// do runs script lines: "t lift e2", "s place e8 q", "t snapshot FEN",
// "wait", "tick" (10 ms), "commit t", "push Nf3", "promote q", "flush",
// "announce" and "withdraw" (a castling announced, taken back), and
// "unfinished t" (the castling announced that a board shows half of).
func (h *harness) do(lines ...string) {
	t := h.t
	t.Helper()
	for _, line := range lines {
		f := strings.Fields(line)
		h.now = h.now.Add(100 * time.Millisecond)
		switch f[0] {
		case "wait":
			h.now = h.now.Add(time.Second)
			h.facts(h.tr.Advance(h.now))
			continue
		case "tick":
			h.now = h.now.Add(-90 * time.Millisecond)
			h.facts(h.tr.Advance(h.now))
			continue
		case "flush":
			h.facts(h.tr.Flush(h.now))
			continue
		case "commit":
			b := Tactile
			if f[1] == "s" {
				b = Sighted
			}
			fs, made := h.tr.Commit(b, h.now)
			h.facts(fs)
			if !made {
				h.out = append(h.out, "refused")
			}
			continue
		case "push":
			p := h.tr.Position()
			m, err := p.ParseMove(f[1])
			if err != nil {
				t.Fatal(err)
			}
			fs, err := h.tr.Push(m, h.now)
			if err != nil {
				t.Fatal(err)
			}
			h.out = append(h.out, "pushed "+f[1])
			h.facts(fs)
			continue
		case "announce":
			h.facts(h.tr.AnnounceCastling(h.now))
			continue
		case "withdraw":
			h.tr.WithdrawCastling()
			continue
		case "unfinished":
			b := Tactile
			if f[1] == "s" {
				b = Sighted
			}
			if c, d, ok := h.tr.Unfinished(b); ok {
				p := h.tr.Position()
				h.out = append(h.out, "unfinished "+p.SAN(c)+" "+strings.Join(d.StepStrings(), ","))
			}
			continue
		case "promote":
			pc, _ := eboard.PieceFromLetter(f[1][0] &^ 0x20)
			h.facts(h.tr.Promote(pc.Type(), h.now))
			continue
		}
		b := Tactile
		if f[0] == "s" {
			b = Sighted
		}
		v := h.vb[b]
		var e eboard.Event
		var err error
		switch f[1] {
		case "lift":
			e, err = v.Lift(sq(t, f[2]), h.now)
		case "place":
			promo := rules.NoPieceType
			if len(f) > 3 {
				pc, _ := eboard.PieceFromLetter(f[3][0] &^ 0x20)
				promo = pc.Type()
			}
			e, err = v.Place(sq(t, f[2]), promo, h.now)
		case "snapshot":
			p := mustPlacement(t, f[2])
			if b == Tactile {
				e = v.SnapshotOccupancy(p.Occupancy(), h.now)
			} else {
				e = v.Snapshot(p, h.now)
			}
		case "bounce": // a lift and a place within the debounce time
			e, err = v.Lift(sq(t, f[2]), h.now)
			if err == nil {
				h.facts(h.tr.Event(b, e))
				h.now = h.now.Add(5 * time.Millisecond)
				e, err = v.Place(sq(t, f[2]), 0, h.now)
			}
		case "gone":
			e = eboard.Event{Time: h.now, Type: eboard.Disconnected, Text: "cable pulled"}
		default:
			t.Fatalf("bad line %q", line)
		}
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		h.facts(h.tr.Event(b, e))
	}
}

func (h *harness) check(want ...string) {
	h.t.Helper()
	got := strings.Join(h.out, "\n")
	if w := strings.Join(want, "\n"); got != w {
		h.t.Errorf("facts:\n%s\nwant:\n%s", got, w)
	}
	h.out = nil
}
