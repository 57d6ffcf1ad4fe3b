package dgt

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

func placementOf(p *rules.Position) eboard.Placement {
	var pl eboard.Placement
	for sq := rules.Square(0); sq < 64; sq++ {
		pl[sq] = p.PieceAt(sq)
	}
	return pl
}

// inferMoves turns the positions a DGT board reports into moves the
// simplest way: a reported position that is the result of a legal move is
// that move; with one move of lookback, a piece that slid over a square (a
// transient legal position) is corrected when it lands. It stands in for
// the real move inference of internal/twoboard, to show that the driver's
// events carry the whole game.
func inferMoves(events []eboard.Event) (uci, san []string) {
	type step struct {
		before rules.Position
		move   rules.Move
	}
	var steps []step
	pos := rules.StartPosition()
	for _, e := range events {
		if !e.HasPieces || placementOf(&pos) == e.Pieces {
			continue
		}
		found := false
		for _, m := range pos.Legal() {
			next := pos.Play(m)
			if placementOf(&next) == e.Pieces {
				steps = append(steps, step{pos, m})
				pos, found = next, true
				break
			}
		}
		if found || len(steps) == 0 {
			continue
		}
		// Lookback: the last move's piece went on to another square.
		last := steps[len(steps)-1]
		for _, m := range last.before.Legal() {
			next := last.before.Play(m)
			if placementOf(&next) == e.Pieces {
				steps[len(steps)-1].move = m
				pos = next
				break
			}
		}
	}
	for _, s := range steps {
		uci = append(uci, s.before.UCI(s.move))
		san = append(san, strings.TrimRight(s.before.SAN(s.move), "+#"))
	}
	return uci, san
}

// TestCaptureInferMoves replays each recorded game through the driver and
// infers the moves from the positions it reports: they must be exactly the
// game's moves (testdata/*.uci), and for the third game exactly its SAN
// (testdata/johan.pgn).
func TestCaptureInferMoves(t *testing.T) {
	for _, c := range captures {
		t.Run(c.name, func(t *testing.T) {
			events, _ := replay(readCapture(t, c.name))
			uci, san := inferMoves(events)
			want := readUCI(t, c.name)
			if strings.Join(uci, " ") != strings.Join(want, " ") {
				for i := range want {
					if i >= len(uci) || uci[i] != want[i] {
						t.Fatalf("move %d: inferred %q, want %q (inferred %d moves, want %d)", i+1, uci[min(i, len(uci)-1)], want[i], len(uci), len(want))
					}
				}
				t.Fatalf("inferred %d moves, want %d", len(uci), len(want))
			}
			if c.name != "johan" {
				return
			}
			data, err := os.ReadFile(filepath.Join("testdata", "johan.pgn"))
			if err != nil {
				t.Fatal(err)
			}
			var wantSAN []string
			for _, f := range strings.Fields(string(data)) {
				if strings.HasSuffix(f, ".") || f == "1-0" {
					continue
				}
				wantSAN = append(wantSAN, strings.TrimRight(f, "+#"))
			}
			if strings.Join(san, " ") != strings.Join(wantSAN, " ") {
				t.Fatalf("SAN:\n%s\nwant:\n%s", strings.Join(san, " "), strings.Join(wantSAN, " "))
			}
		})
	}
}
