package twoboard

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

type r246case struct {
	name, fen     string
	lines         []string
	without, with []string
}

var r246cases = []r246case{
	{"K d1, R a1: the king's move to c1 is Kc1 or the first half of O-O-O; pressed after it",
		"r2k3r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R w HAha - 0 1",
		[]string{"t lift d1", "t place c1", "wait", "commit t", "unfinished t", "t lift a1", "t place d1", "wait"},
		[]string{"touch tactile d1 K white", "move tactile Kc1", "lagging sighted 0 d1-c1", "touch tactile a1 R white", "mismatch tactile d1-a1: Anna eins: weißer Turm fehlt. David eins: ein weißer Turm zu viel. Turm von David eins nach Anna eins."},
		[]string{"touch tactile d1 K white", "refused", "unfinished O-O-O a1-d1", "touch tactile a1 R white", "move tactile O-O-O", "lagging sighted 0 d1-c1,a1-d1"}},
	{"K d1, R a1: the king on c1, then another piece lifted and put back, then the rook",
		"r2k3r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R w HAha - 0 1",
		[]string{"t lift d1", "t place c1", "wait", "t lift h1", "t place h1", "wait", "t lift a1", "t place d1", "wait"},
		[]string{"touch tactile d1 K white", "move tactile Kc1", "lagging sighted 0 d1-c1", "touch tactile h1 R white", "touch tactile a1 R white", "mismatch tactile d1-a1: Anna eins: weißer Turm fehlt. David eins: ein weißer Turm zu viel. Turm von David eins nach Anna eins."},
		[]string{"touch tactile d1 K white", "touch tactile h1 R white", "touch tactile a1 R white", "move tactile O-O-O touched d1 then h1", "lagging sighted 0 d1-c1,a1-d1"}},
	{"K b1, R a1: the king's move to c1 is Kc1 or the first half of O-O-O",
		"rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1",
		[]string{"t lift b1", "t place c1", "wait", "commit t"},
		[]string{"touch tactile b1 K white", "move tactile Kc1", "lagging sighted 0 b1-c1"},
		[]string{"touch tactile b1 K white", "refused"}},
	{"K f1, R h1: the king's move to g1 is Kg1 or the first half of O-O",
		"r4k1r/pppppppp/8/8/8/8/PPPPPPPP/R4K1R w HAha - 0 1",
		[]string{"t lift f1", "t place g1", "wait", "commit t", "t lift h1", "t place f1", "wait"},
		[]string{"touch tactile f1 K white", "move tactile Kg1", "lagging sighted 0 f1-g1", "touch tactile h1 R white", "mismatch tactile f1-h1: Felix eins: ein weißer Turm zu viel. Hector eins: weißer Turm fehlt. Turm von Felix eins nach Hector eins."},
		[]string{"touch tactile f1 K white", "refused", "touch tactile h1 R white", "move tactile O-O", "lagging sighted 0 f1-g1,h1-f1"}},
	{"K e1, R h1 (standard chess): the rook's move to f1 is Rf1 or the first half of O-O",
		"r3k2r/pppqbppp/2np1n2/4p3/4P3/2NP1N2/PPPQBPPP/R3K2R w KQkq - 4 8",
		[]string{"t lift h1", "t place f1", "wait", "commit t", "unfinished t", "t lift e1", "t place g1", "wait"},
		[]string{"touch tactile h1 R white", "move tactile Rf1", "lagging sighted 0 h1-f1", "touch tactile e1 K white", "mismatch tactile g1-e1: Eva eins: weißer König fehlt. Gustav eins: ein weißer König zu viel. König von Gustav eins nach Eva eins."},
		[]string{"touch tactile h1 R white", "refused", "unfinished O-O e1-g1", "touch tactile e1 K white", "move tactile O-O touched h1", "lagging sighted 0 h1-f1,e1-g1"}},
	{"K e1, R g1: the rook's move to f1 is Rf1 or the first half of O-O, the king then onto the rook's square",
		"r3k1r1/pppppppp/8/8/8/8/PPPPPPPP/R3K1R1 w GAga - 0 1",
		[]string{"t lift g1", "t place f1", "wait", "commit t", "t lift e1", "t place g1", "wait"},
		[]string{"touch tactile g1 R white", "move tactile Rf1", "lagging sighted 0 g1-f1", "touch tactile e1 K white", "mismatch tactile g1-e1: Eva eins: weißer König fehlt. Gustav eins: ein weißer König zu viel. König von Gustav eins nach Eva eins."},
		[]string{"touch tactile g1 R white", "refused", "touch tactile e1 K white", "move tactile O-O touched g1", "lagging sighted 0 g1-f1,e1-g1"}},
	{"K f1, R g1: O-O by transposition leaves every hole of the tactile board as it was",
		"r4kr1/pppppppp/8/8/8/8/PPPPPPPP/R4KR1 w GAga - 0 1",
		[]string{"t lift f1", "t lift g1", "t place f1", "t place g1", "wait", "commit t"},
		[]string{"touch tactile f1 K white", "touch tactile g1 R white", "refused"},
		[]string{"touch tactile f1 K white", "touch tactile g1 R white", "move tactile O-O", "lagging sighted 0 g1-f1,f1-g1", "refused"}},
	{"K d1, R c1: O-O-O by transposition, likewise",
		"2rk3r/pppppppp/8/8/8/8/PPPPPPPP/2RK3R w HChc - 0 1",
		[]string{"t lift d1", "t lift c1", "t place d1", "t place c1", "wait", "commit t"},
		[]string{"touch tactile d1 K white", "touch tactile c1 R white", "refused"},
		[]string{"touch tactile d1 K white", "touch tactile c1 R white", "move tactile O-O-O", "lagging sighted 0 d1-c1,c1-d1", "refused"}},
	{"K e1, R g1: O-O and Kf1 fill the same holes; the king taken off first (II.3.2.5.1)",
		"r3k1r1/pppppppp/8/8/8/8/PPPPPPPP/R3K1R1 w GAga - 0 1",
		[]string{"t lift e1", "t lift g1", "t place f1", "t place g1", "wait"},
		[]string{"touch tactile e1 K white", "touch tactile g1 R white", "move tactile O-O", "lagging sighted 0 g1-f1,e1-g1"},
		[]string{"touch tactile e1 K white", "touch tactile g1 R white", "move tactile O-O", "lagging sighted 0 g1-f1,e1-g1"}},
	{"K e1, R g1: Kf1 alone",
		"r3k1r1/pppppppp/8/8/8/8/PPPPPPPP/R3K1R1 w GAga - 0 1",
		[]string{"t lift e1", "t place f1", "wait"},
		[]string{"touch tactile e1 K white", "move tactile Kf1", "lagging sighted 0 e1-f1"},
		[]string{"touch tactile e1 K white", "move tactile Kf1", "lagging sighted 0 e1-f1"}},
	{"K d1, R a1: O-O-O and Rc1 fill the same holes; the king taken off first",
		"r2k3r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R w HAha - 0 1",
		[]string{"t lift d1", "t lift a1", "t place d1", "t place c1", "wait"},
		[]string{"touch tactile d1 K white", "touch tactile a1 R white", "move tactile O-O-O", "lagging sighted 0 d1-c1,a1-d1"},
		[]string{"touch tactile d1 K white", "touch tactile a1 R white", "move tactile O-O-O", "lagging sighted 0 d1-c1,a1-d1"}},
	{"K d1, R a1: Rc1 alone",
		"r2k3r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R w HAha - 0 1",
		[]string{"t lift a1", "t place c1", "wait"},
		[]string{"touch tactile a1 R white", "move tactile Rc1", "lagging sighted 0 a1-c1"},
		[]string{"touch tactile a1 R white", "move tactile Rc1", "lagging sighted 0 a1-c1"}},
	{"K e1, R f1: O-O is the king alone to g1, no ordinary move",
		"4k3/pppppppp/8/8/8/8/PPPPPPPP/4KR2 w F - 0 1",
		[]string{"t lift e1", "t place g1", "wait"},
		[]string{"touch tactile e1 K white", "move tactile O-O", "lagging sighted 0 e1-g1"},
		[]string{"touch tactile e1 K white", "move tactile O-O", "lagging sighted 0 e1-g1"}},
	{"K g1, R h1: O-O is the rook alone to f1, no ordinary move",
		"r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w HAha - 0 1",
		[]string{"t lift h1", "t place f1", "wait"},
		[]string{"touch tactile h1 R white", "move tactile O-O", "lagging sighted 0 h1-f1"},
		[]string{"touch tactile h1 R white", "move tactile O-O", "lagging sighted 0 h1-f1"}},
}

// TestR246EveryAmbiguityWithAndWithoutTheAnnouncement: each kind of
// set-up in which a board may show a castling and something else alike
// (R246 of fide-requirements.md; TestR246TheAmbiguitiesOfEverySetup finds
// them all), played on the tactile board without and with the castling
// announced (Guideline II.3.2.7.1, R240: AnnounceCastling).
func TestR246EveryAmbiguityWithAndWithoutTheAnnouncement(t *testing.T) {
	for _, tc := range r246cases {
		for _, announced := range []bool{false, true} {
			h := newHarness(t, tc.fen, rules.White)
			if announced {
				h.do("announce")
			}
			h.do(tc.lines...)
			want := tc.without
			if announced {
				want = tc.with
			}
			if got := strings.Join(h.out, "\n"); got != strings.Join(want, "\n") {
				t.Errorf("%s, announced %v:\n%s\nwant:\n%s", tc.name, announced, got, strings.Join(want, "\n"))
			}
		}
	}
}

// TestCastlingAnnouncedOnTheSightedBoardAndWithdrawn: the announcement
// holds for the side to move on its own board (here Black's on the DGT
// board), until a move is made; the end of the input (Flush) does not make
// its first half; taken back (WithdrawCastling), the press makes the
// king's move again.
func TestCastlingAnnouncedOnTheSightedBoardAndWithdrawn(t *testing.T) {
	const fen = "r2k3r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R w HAha - 0 1"
	h := newHarness(t, fen, rules.White)
	h.do("push a3", "t lift a2", "t place a3", "s lift a2", "s place a3")
	h.out = nil
	h.do("announce", "s lift d8", "s place c8", "wait", "commit s", "unfinished s", "s lift a8", "s place d8", "wait")
	h.check("touch sighted d8 k black", "refused", "unfinished O-O-O a8-d8", "touch sighted a8 r black", "move sighted O-O-O", "lagging tactile 1 d8-c8,a8-d8")
	// The announcement ends with the move: White's king's move to c1
	// is not announced, and the press makes it.
	h.do("t lift d8", "t place c8", "t lift a8", "t place d8", "t lift d1", "t place c1", "wait", "commit t")
	h.check("synced tactile", "touch tactile d1 K white", "move tactile Kc1", "lagging sighted 2 d1-c1")
	// The end of the input does not make the half either.
	h = newHarness(t, fen, rules.White)
	h.do("announce", "t lift d1", "t place c1", "flush")
	h.check("touch tactile d1 K white", "mismatch tactile c1-d1: Cesar eins: ein weißer König zu viel. David eins: weißer König fehlt. König von Cesar eins nach David eins.")
	h = newHarness(t, fen, rules.White)
	h.do("announce", "t lift d1", "t place c1", "wait", "commit t", "withdraw", "commit t")
	h.check("touch tactile d1 K white", "refused", "move tactile Kc1", "lagging sighted 0 d1-c1")
}

// TestR246TheAmbiguitiesOfEverySetup goes through the 960 starting
// set-ups (White's king and rooks alone on the first rank, the pawns in
// front) and every castling legal there, and lists what a board may take
// for it: "prefix" an ordinary king's or rook's move that is also its
// first half (held while a castling is announced), "holes" an ordinary
// move that fills the same holes of the tactile board ("none": the
// castling leaves every hole as it was, a transposition). No ordinary
// move ever gives the same pieces as a castling. Each line is one kind of
// set-up, with how many set-ups have it; r246cases plays one of each
// kind that has a prefix or a hole.
func TestR246TheAmbiguitiesOfEverySetup(t *testing.T) {
	count := map[string]int{}
	for n := 0; n < 960; n++ {
		var rank, rooks strings.Builder
		empty := 0
		for i, c := range rules.Chess960BackRank(n) {
			if c != 'K' && c != 'R' {
				empty++
				continue
			}
			if empty > 0 {
				rank.WriteByte(byte('0' + empty))
				empty = 0
			}
			rank.WriteRune(c)
			if c == 'R' {
				rooks.WriteByte(byte('A' + i))
			}
		}
		if empty > 0 {
			rank.WriteByte(byte('0' + empty))
		}
		r, f := rank.String(), rooks.String()
		p, err := rules.ParseFEN(strings.ToLower(r) + "/pppppppp/8/8/8/8/PPPPPPPP/" + r + " w " + f + strings.ToLower(f) + " - 0 1")
		if err != nil {
			t.Fatal(err)
		}
		tr := New(p, Options{})
		start := PlacementOf(&p)
		for _, c := range p.Legal() {
			if !c.IsCastle() {
				continue
			}
			after := p.Play(c)
			pl := PlacementOf(&after)
			key := p.SAN(c) + " K" + c.From().String() + " R" + c.To().String()
			if pl.Occupancy() == start.Occupancy() {
				key += " holes:none"
			}
			for _, m := range p.Legal() {
				if m.IsCastle() {
					continue
				}
				a := p.Play(m)
				apl := PlacementOf(&a)
				if apl == pl {
					t.Errorf("%s: %s gives the same pieces as %s", p.FEN(), p.SAN(m), p.SAN(c))
				}
				if apl.Occupancy() == pl.Occupancy() {
					key += " holes:" + p.SAN(m)
				}
				if ok, cc, _ := tr.castlePrefix(m); ok && cc == c {
					key += " prefix:" + p.SAN(m)
				}
			}
			count[key]++
		}
	}
	var got []string
	for k, n := range count {
		if strings.Contains(k, ":") {
			got = append(got, k+" "+strconv.Itoa(n))
		}
	}
	slices.Sort(got)
	want := []string{
		"O-O Kb1 Rc1 prefix:Rf1 18",
		"O-O Kb1 Rd1 prefix:Rf1 18",
		"O-O Kb1 Re1 prefix:Rf1 18",
		"O-O Kb1 Rg1 prefix:Rf1 18",
		"O-O Kb1 Rh1 prefix:Rf1 18",
		"O-O Kc1 Rd1 prefix:Rf1 36",
		"O-O Kc1 Re1 prefix:Rf1 30",
		"O-O Kc1 Rg1 prefix:Rf1 30",
		"O-O Kc1 Rh1 prefix:Rf1 36",
		"O-O Kd1 Re1 prefix:Rf1 54",
		"O-O Kd1 Rg1 prefix:Rf1 54",
		"O-O Kd1 Rh1 prefix:Rf1 48",
		"O-O Ke1 Rg1 holes:Kf1 prefix:Rf1 60",
		"O-O Ke1 Rh1 prefix:Rf1 72",
		"O-O Kf1 Rg1 holes:none 90",
		"O-O Kf1 Rh1 prefix:Kg1 holes:Rg1 78",
		"O-O-O Kb1 Ra1 prefix:Kc1 72",
		"O-O-O Kd1 Ra1 prefix:Kc1 holes:Rc1 72",
		"O-O-O Kd1 Rb1 prefix:Kc1 holes:Rc1 60",
		"O-O-O Kd1 Rc1 holes:none 72",
		"O-O-O Ke1 Ra1 prefix:Rd1 48",
		"O-O-O Ke1 Rb1 prefix:Rd1 54",
		"O-O-O Ke1 Rc1 holes:Kd1 prefix:Rd1 48",
		"O-O-O Kf1 Ra1 prefix:Rd1 36",
		"O-O-O Kf1 Rb1 prefix:Rd1 30",
		"O-O-O Kf1 Rc1 prefix:Rd1 36",
		"O-O-O Kf1 Re1 prefix:Rd1 36",
		"O-O-O Kg1 Ra1 prefix:Rd1 18",
		"O-O-O Kg1 Rb1 prefix:Rd1 18",
		"O-O-O Kg1 Rc1 prefix:Rd1 18",
		"O-O-O Kg1 Re1 prefix:Rd1 18",
		"O-O-O Kg1 Rf1 prefix:Rd1 18",
	}
	if !slices.Equal(got, want) {
		t.Errorf("got:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
