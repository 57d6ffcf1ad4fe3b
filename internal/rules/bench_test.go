package rules

import "testing"

const kiwipeteFEN = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

func benchPerft(b *testing.B, fen string, depth int) {
	p, err := ParseFEN(fen)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		nodes += p.Perft(depth)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnps")
}

func BenchmarkPerftStart5(b *testing.B)    { benchPerft(b, StartFEN, 5) }
func BenchmarkPerftKiwipete4(b *testing.B) { benchPerft(b, kiwipeteFEN, 4) }

func BenchmarkLegalMoves(b *testing.B) {
	p, _ := ParseFEN(kiwipeteFEN)
	var ml MoveList
	b.ReportAllocs()
	for b.Loop() {
		p.LegalMoves(&ml)
	}
}

func BenchmarkPlay(b *testing.B) {
	p, _ := ParseFEN(kiwipeteFEN)
	var ml MoveList
	p.LegalMoves(&ml)
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range ml.Slice() {
			_ = p.Play(m)
		}
	}
}
