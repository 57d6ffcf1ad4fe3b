package rules

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkSANFormat formats every legal move of Kiwipete (48 moves) in SAN.
func BenchmarkSANFormat(b *testing.B) {
	p := mustFEN(b, kiwipeteFEN)
	moves := p.Legal()
	b.ReportMetric(float64(len(moves)), "moves/op")
	for b.Loop() {
		for _, m := range moves {
			_ = p.SAN(m)
		}
	}
}

// BenchmarkSANParse parses every legal move of Kiwipete from SAN.
func BenchmarkSANParse(b *testing.B) {
	p := mustFEN(b, kiwipeteFEN)
	var texts []string
	for _, m := range p.Legal() {
		texts = append(texts, p.SAN(m))
	}
	for b.Loop() {
		for _, s := range texts {
			if _, err := p.ParseMoveLang(s, English); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkGameReplay plays the main lines of testdata/pgn through Game
// (SAN parse, legality, status with dead-position check, repetition) and
// reports the cost per half-move.
func BenchmarkGameReplay(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join("testdata", "pgn", "*.pgn"))
	type game struct {
		start Position
		moves []string
	}
	var games []game
	plies := 0
	t := &testing.T{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		for _, rg := range extractGames(t, data) {
			start := StartPosition()
			if fen, ok := rg.tags["FEN"]; ok {
				start = mustFEN(b, fen).WithChess960(true)
			}
			var ms []string
			for _, s := range rg.moves {
				if s == "Z0" {
					break
				}
				ms = append(ms, s)
			}
			games = append(games, game{start, ms})
			plies += len(ms)
		}
	}
	b.ResetTimer()
	for b.Loop() {
		for _, g := range games {
			gm := NewGameFrom(g.start)
			for _, s := range g.moves {
				p := gm.Position()
				m, err := p.ParseMoveLang(s, English)
				if err != nil {
					b.Fatal(err)
				}
				if err := gm.PushAfterEnd(m); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(plies), "ns/ply")
}
