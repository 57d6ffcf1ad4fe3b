package twoboard

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// benchMoves cycles knights out and back: Nf3 Nf6 Ng1 Ng8.
var benchMoves = [][2]rules.Square{{rules.G1, 21}, {rules.G8, 45}, {21, rules.G1}, {45, rules.G8}}

// benchmarkEventToMove measures a board event to the move fact: the lift
// and the place of one move on a board, until the Tracker hands over the
// MoveMade (what the table then announces).
func benchmarkEventToMove(b *testing.B, kind eboard.Kind) {
	start := rules.StartPosition()
	var tr *Tracker
	var v *Virtual
	reset := func() {
		tr = New(start, Options{Settle: -1, Debounce: -1})
		v = NewVirtual(kind, PlacementOf(&start))
		s := v.Sensed()
		tr.Enable(Tactile, BoardConfig{Pieces: kind == eboard.DGT, Moves: [2]bool{true, true}}, &s)
	}
	reset()
	now := time.Unix(0, 0)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%400 == 0 && i > 0 {
			b.StopTimer()
			reset()
			b.StartTimer()
		}
		mv := benchMoves[i%4]
		now = now.Add(time.Second)
		e1, _ := v.Lift(mv[0], now)
		tr.Event(Tactile, e1)
		e2, _ := v.Place(mv[1], 0, now)
		fs := tr.Event(Tactile, e2)
		if len(fs) == 0 || fs[0].Kind != MoveMade {
			b.Fatalf("move %d: facts %v", i, fs)
		}
	}
}

func BenchmarkEventToMoveTactile(b *testing.B) { benchmarkEventToMove(b, eboard.Tactile) }
func BenchmarkEventToMoveDGT(b *testing.B)     { benchmarkEventToMove(b, eboard.DGT) }

// BenchmarkDiff measures the difference of a scrambled board.
func BenchmarkDiff(b *testing.B) {
	start := rules.StartPosition()
	exp := PlacementOf(&start)
	sensed := SensedPieces(eboard.Placement{})
	for i := 0; i < b.N; i++ {
		_ = Diff(exp, sensed)
	}
}
