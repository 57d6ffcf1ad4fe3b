package rules

import (
	"errors"
	"testing"
)

// fuzzPositions are the positions FuzzParseMove parses moves in: the start,
// promotions, castling both ways, en passant, Chess960, checkmate.
var fuzzPositions = []string{
	StartFEN,
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/4P3/8/8/8/8/k7/4K3 w - - 0 1",
	"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
	"nr1knbbr/pppqpp2/3p2p1/7p/4P1P1/1P1N4/P1PP1P1P/NRQK1BBR b HBhb - 0 5",
	"4k3/8/8/8/8/8/8/2B1KN2 w - - 0 1",
	"7k/5KQ1/8/8/8/8/8/8 b - - 0 1",
	"1k6/8/8/8/8/8/8/RK5R w HA - 0 1",
}

// FuzzParseMove checks that ParseMoveLang never panics, that every move it
// returns is legal and formats back (SAN, long, UCI, ICCF) to text that
// parses to the same move, and that every error is a *MoveError with a
// kind and a reason.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"e4", "Nf3", "O-O", "0-0-0", "exf6 e.p.", "e8=Q", "e8(D)", "e7e8q", "5254", "67682",
		"Ng1-f3", "Kxb8", "Sd2", "Jf3", "♘f3", "Qh4#", "", "--", "Z0", "Nbd2", "N1d2", "a7a8n", "e8/Q", "ed6ep"} {
		for i := range fuzzPositions {
			f.Add(uint8(i), uint8(3), s)
		}
	}
	positions := make([]Position, len(fuzzPositions))
	for i, fen := range fuzzPositions {
		p, err := ParseFEN(fen)
		if err != nil {
			f.Fatal(err)
		}
		positions[i] = p
	}
	f.Fuzz(func(t *testing.T, pi, li uint8, text string) {
		p := positions[int(pi)%len(positions)]
		l := Lang(li % 4)
		m, err := p.ParseMoveLang(text, l)
		if err != nil {
			var me *MoveError
			if !errors.As(err, &me) || me.Kind == 0 || me.Reason == "" || err.Error() == "" {
				t.Fatalf("%q in %s: error %#v is not a complete *MoveError", text, p.FEN(), err)
			}
			if me.Kind == AmbiguousMove && len(me.Candidates) < 2 {
				t.Fatalf("%q: ambiguous with %d candidates", text, len(me.Candidates))
			}
			return
		}
		if !p.IsLegal(m) {
			t.Fatalf("%q in %s parsed as the illegal move %v", text, p.FEN(), m)
		}
		out := l
		if out == AnyLang {
			out = English
		}
		for _, n := range []Notation{NotationSAN, NotationLong, NotationUCI, NotationICCF} {
			s := p.FormatMove(m, n, out)
			if got, err := p.ParseMoveLang(s, out); err != nil || got != m {
				t.Fatalf("%q -> %v -> %q -> %v, %v", text, p.UCI(m), s, p.UCI(got), err)
			}
		}
	})
}
