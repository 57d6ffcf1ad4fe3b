package rules

import (
	"strings"
	"testing"
)

// TestRulesCorePitfalls covers the list in rules-core.md §7 ("Specific
// pitfalls these tests surfaced. Write a test for each"). Items tested at
// length elsewhere are named here with the test that covers them.
//
//   - threefold and legal e.p. only: TestThreefoldIgnoresImpossibleEnPassant,
//     TestThreefoldCountsLegalEnPassant, TestThreefoldPinnedEnPassantDoesNotCount
//   - KN v KN and KB v KN not dead; blocked pawns dead: TestDeadPositions
//   - mate on the 150th half-move wins: TestSeventyFiveMoveRule
//   - never panic on user input: FuzzParseFEN, FuzzParseMove
func TestRulesCorePitfalls(t *testing.T) {
	t.Run("castling is O-O in every notation and language", func(t *testing.T) {
		for _, fen := range []string{
			"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
			"1k6/8/8/8/8/8/8/RK5R w HA - 0 1", // Chess960, king b1
		} {
			p := mustFEN(t, fen)
			for _, m := range p.Legal() {
				if !m.IsCastle() {
					continue
				}
				want := "O-O"
				if !m.IsKingside() {
					want = "O-O-O"
				}
				for _, l := range []Lang{English, Czech, German} {
					if got := p.SANLang(m, l); got != want {
						t.Errorf("%s: SAN %v = %q, want %q", fen, l, got, want)
					}
					if got := p.LongLang(m, l); got != want {
						t.Errorf("%s: long %v = %q, want %q", fen, l, got, want)
					}
				}
			}
		}
	})
	t.Run("Chess960 king step and castling to the same square stay apart", func(t *testing.T) {
		// The chess-on-go bug: here both d8-c8 and O-O-O (king to c8) are
		// legal; the king step is "Kc8", not "Kd8c8".
		p := mustFEN(t, "nr1knbbr/pppqpp2/3p2p1/7p/4P1P1/1P1N4/P1PP1P1P/NRQK1BBR b HBhb - 0 5")
		if n := len(p.Legal()); n != 32 {
			t.Fatalf("%d legal moves, want 32", n)
		}
		var sans []string
		for _, m := range p.Legal() {
			if m.From() == sq("d8") {
				sans = append(sans, p.SAN(m))
			}
		}
		got := strings.Join(sans, " ")
		if !strings.Contains(got, "Kc8") || !strings.Contains(got, "O-O-O") || strings.Contains(got, "Kd8c8") {
			t.Errorf("king moves from d8: %s", got)
		}
	})
	t.Run("disambiguation considers legal moves only", func(t *testing.T) {
		// The knight on c3 is pinned: Ne2, not Nge2.
		p := mustFEN(t, "4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1")
		if got := p.SAN(findMove(t, &p, G1, sq("e2"))); got != "Ne2" {
			t.Errorf("SAN = %q, want Ne2", got)
		}
	})
	t.Run("lenient input", func(t *testing.T) {
		p := mustFEN(t, "r3k2r/1P6/8/8/8/8/8/R3K1NR w KQkq - 0 1")
		for text, uci := range map[string]string{"0-0-0": "e1c1", "b8Q": "b7b8q", "bxa8N": "b7a8n", "bxc8Q": "",
			"Ng1-f3": "g1f3", "Ng1f3": "g1f3", "g1f3": "g1f3", "Nf3": "g1f3", "b8=Q+": "b7b8q", "b7b8": "", "Kxe8": ""} {
			m, err := p.ParseMove(text)
			if uci == "" {
				if err == nil {
					t.Errorf("ParseMove(%q) = %s, want an error", text, p.UCI(m))
				}
				continue
			}
			if err != nil || p.UCI(m) != uci {
				t.Errorf("ParseMove(%q) = %s, %v; want %s", text, p.UCI(m), err, uci)
			}
		}
	})
}
