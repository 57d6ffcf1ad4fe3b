package pgn

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

// TestFastSANAgreesWithRules plays random games from the standard and from
// Chess960 start positions and checks, for every legal move of every
// position, that the fast path reads its SAN (with and without the check
// sign) as the same move as the rules core, and never as another move.
func TestFastSANAgreesWithRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	pl := &player{}
	checked, fast := 0, 0
	for game := 0; game < 60; game++ {
		var pos rules.Position
		if game%2 == 0 {
			pos = rules.StartPosition()
		} else {
			var err error
			if pos, err = rules.Chess960(rng.IntN(960)); err != nil {
				t.Fatal(err)
			}
		}
		for ply := 0; ply < 200; ply++ {
			legal := pos.Legal()
			if len(legal) == 0 {
				break
			}
			for _, m := range legal {
				san := pos.SAN(m)
				for _, text := range []string{san, strings.TrimRight(san, "+#")} {
					want, err := pos.ParseMoveLang(text, rules.English)
					if err != nil || want != m {
						t.Fatalf("%s: rules reads %q as %v, %v; want %v", pos.FEN(), text, want, err, m)
					}
					got, ok := pl.fastSAN(&pos, text)
					checked++
					if ok {
						fast++
						if got != m {
							t.Fatalf("%s: fast path reads %q as %s, want %s", pos.FEN(), text, pos.UCI(got), pos.UCI(m))
						}
					}
				}
			}
			pos = pos.Play(legal[rng.IntN(len(legal))])
		}
	}
	// Every strict SAN must take the fast path.
	if fast != checked {
		t.Errorf("fast path for %d of %d moves", fast, checked)
	}
}

func TestFastSANLeavesTheRestToTheRules(t *testing.T) {
	pos := rules.StartPosition()
	pl := &player{}
	for _, text := range []string{
		"g1f3", "Ng1-f3", "e2e4", "e2-e4", "5254", "Sf3", "Nf3!", "0-0", "e8Q", "e8=K", "Nxx3", "", "+", "Pe4",
		"e5", "Nf4", "Qd1", // well formed but no legal move fits
	} {
		if m, ok := pl.fastSAN(&pos, text); ok {
			t.Errorf("fast path took %q as %s", text, pos.UCI(m))
		}
	}
	// Ambiguous: both knights can reach d2.
	p, err := rules.ParseFEN("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if m, ok := pl.fastSAN(&p, "Nd2"); ok {
		t.Errorf("fast path took the ambiguous Nd2 as %s", p.UCI(m))
	}
	for _, text := range []string{"Nbd2", "Nb1d2"} {
		if m, ok := pl.fastSAN(&p, text); !ok || p.UCI(m) != "b1d2" {
			t.Errorf("%s: %v %v", text, m, ok)
		}
	}
	// A promotion must name its piece.
	p, err = rules.ParseFEN("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := pl.fastSAN(&p, "a8"); ok {
		t.Error("fast path took a8 without a promotion piece")
	}
	if m, ok := pl.fastSAN(&p, "a8=N+"); !ok || m.Promotion() != rules.Knight {
		t.Errorf("a8=N: %v %v", m, ok)
	}
	// A pawn capture names its file (Annex C.9.3): "d5" after 1.e4 d5 is
	// the pawn's move straight ahead, not exd5, in the fast path as in
	// the rules core.
	p, err = rules.ParseFEN("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2")
	if err != nil {
		t.Fatal(err)
	}
	if m, ok := pl.fastSAN(&p, "d5"); ok {
		t.Errorf("fast path took d5 as %s", p.UCI(m))
	}
	if m, ok := pl.fastSAN(&p, "exd5"); !ok || p.UCI(m) != "e4d5" {
		t.Errorf("exd5: %v %v", m, ok)
	}
	if _, err := p.ParseMoveLang("d5", rules.English); err == nil {
		t.Error("the rules core took d5 as a capture")
	}
}
