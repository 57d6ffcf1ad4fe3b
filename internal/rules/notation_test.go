package rules

import (
	"errors"
	"strings"
	"testing"
)

func mustFEN(t testing.TB, fen string) Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	return p
}

// annexCFEN has white knights on g1, d2, g5, h2 and d4 removed as needed by
// each Annex C.10 example; see TestAnnexCDisambiguation.
func TestAnnexCDisambiguation(t *testing.T) {
	tests := []struct {
		name     string
		fen      string
		from, to Square
		en, cs   string
	}{
		// C.10.3: knights on g1 and d2, both can go to f3: file.
		{"g1 d2 -> f3 from g1", "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1", G1, sq("f3"), "Ngf3", "Jgf3"},
		{"g1 d2 -> f3 from d2", "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1", sq("d2"), sq("f3"), "Ndf3", "Jdf3"},
		// Same file g5 and g1: rank.
		{"g5 g1 -> f3 from g5", "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1", sq("g5"), sq("f3"), "N5f3", "J5f3"},
		{"g5 g1 -> f3 from g1", "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1", G1, sq("f3"), "N1f3", "J1f3"},
		// Different files and ranks h2 and d4: file.
		{"h2 d4 -> f3 from h2", "4k3/8/8/8/3N4/8/7N/4K3 w - - 0 1", sq("h2"), sq("f3"), "Nhf3", "Jhf3"},
		{"h2 d4 -> f3 from d4", "4k3/8/8/8/3N4/8/7N/4K3 w - - 0 1", sq("d4"), sq("f3"), "Ndf3", "Jdf3"},
		// The same with a capture on f3.
		{"capture g1", "4k3/8/8/8/8/5p2/3N4/4K1N1 w - - 0 1", G1, sq("f3"), "Ngxf3", "Jgxf3"},
		{"capture d2", "4k3/8/8/8/8/5p2/3N4/4K1N1 w - - 0 1", sq("d2"), sq("f3"), "Ndxf3", "Jdxf3"},
		{"capture g5", "4k3/8/8/6N1/8/5p2/8/4K1N1 w - - 0 1", sq("g5"), sq("f3"), "N5xf3", "J5xf3"},
		{"capture g1 same file", "4k3/8/8/6N1/8/5p2/8/4K1N1 w - - 0 1", G1, sq("f3"), "N1xf3", "J1xf3"},
		{"capture h2", "4k3/8/8/8/3N4/5p2/7N/4K3 w - - 0 1", sq("h2"), sq("f3"), "Nhxf3", "Jhxf3"},
		{"capture d4", "4k3/8/8/8/3N4/5p2/7N/4K3 w - - 0 1", sq("d4"), sq("f3"), "Ndxf3", "Jdxf3"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := mustFEN(t, tc.fen)
			m := findMove(t, &p, tc.from, tc.to)
			if got := p.SAN(m); got != tc.en {
				t.Errorf("SAN = %q, want %q", got, tc.en)
			}
			if got := p.SANLang(m, Czech); got != tc.cs {
				t.Errorf("SANLang(Czech) = %q, want %q", got, tc.cs)
			}
			for _, text := range []string{tc.en, tc.cs} {
				got, err := p.ParseMove(text)
				if err != nil || got != m {
					t.Errorf("ParseMove(%q) = %v, %v; want %v", text, p.UCI(got), err, p.UCI(m))
				}
			}
		})
	}
}

func TestDisambiguationBySquare(t *testing.T) {
	// Queens on h4, e4 and h1 all reach e1: h4 shares its file with h1 and
	// its rank with e4, so it needs the whole square.
	p := mustFEN(t, "2k5/8/8/8/4Q2Q/8/8/K6Q w - - 0 1")
	m := findMove(t, &p, sq("h4"), sq("e1"))
	if got := p.SAN(m); got != "Qh4e1" {
		t.Errorf("SAN = %q, want Qh4e1", got)
	}
	if got := p.SANLang(m, German); got != "Dh4e1" {
		t.Errorf("German SAN = %q, want Dh4e1", got)
	}
	m = findMove(t, &p, sq("e4"), sq("e1"))
	if got := p.SAN(m); got != "Qee1" {
		t.Errorf("SAN = %q, want Qee1", got)
	}
	m = findMove(t, &p, sq("h1"), sq("e1"))
	if got := p.SAN(m); got != "Q1e1" {
		t.Errorf("SAN = %q, want Q1e1", got)
	}
}

func TestDisambiguationIgnoresPinnedPiece(t *testing.T) {
	// The knight on c3 is pinned by the bishop on b4 (white king e1), so
	// only the g1 knight can go to e2... e2 is also reachable by c3; SAN
	// must be plain "Ne2".
	p := mustFEN(t, "4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1")
	m := findMove(t, &p, G1, sq("e2"))
	if got := p.SAN(m); got != "Ne2" {
		t.Errorf("SAN = %q, want Ne2", got)
	}
	_, err := p.ParseMove("Nce2")
	wantMoveErr(t, err, KingInCheck, "it leaves the white king in check (the knight on c3 is pinned)")
}

func sq(name string) Square {
	s, err := ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

func findMove(t testing.TB, p *Position, from, to Square) Move {
	t.Helper()
	for _, m := range p.Legal() {
		if m.From() == from && m.To() == to && (m.Promotion() == NoPieceType || m.Promotion() == Queen) {
			return m
		}
	}
	t.Fatalf("no legal move %s%s in %s", from, to, p.FEN())
	return NoMove
}

func wantMoveErr(t *testing.T, err error, kind MoveErrorKind, msg string) {
	t.Helper()
	var me *MoveError
	if !errors.As(err, &me) {
		t.Fatalf("error = %v, want a *MoveError", err)
	}
	if me.Kind != kind {
		t.Errorf("kind = %v, want %v (%v)", me.Kind, kind, err)
	}
	if !strings.Contains(err.Error(), msg) {
		t.Errorf("error = %q, want it to contain %q", err.Error(), msg)
	}
}

func TestParseMoveAccepted(t *testing.T) {
	const start = StartFEN
	tests := []struct {
		fen  string
		text string
		uci  string
	}{
		{start, "e4", "e2e4"},
		{start, "  e4  ", "e2e4"},
		{start, "e2-e4", "e2e4"},
		{start, "e2e4", "e2e4"},
		{start, "5254", "e2e4"},
		{start, "Nf3", "g1f3"},
		{start, "Jf3", "g1f3"},
		{start, "Sf3", "g1f3"}, // German knight; no Czech bishop can reach f3
		{start, "♘f3", "g1f3"},
		{start, "Ng1-f3", "g1f3"},
		{start, "Ng1f3", "g1f3"},
		{start, "g1f3", "g1f3"},
		{start, "7163", "g1f3"},
		{start, "Nf3!?", "g1f3"},
		{start, "Nf3+", "g1f3"}, // a wrong check mark is tolerated
		// Captures, with and without x, and the short pawn form.
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "exd5", "e4d5"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "ed5", "e4d5"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e:d5", "e4d5"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4xd5", "e4d5"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "Bb5+", "f1b5"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "Lb5", "f1b5"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "Qh5", "d1h5"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "Dh5", "d1h5"},
		// En passant, with every spelling of the mark.
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exf6", "e5f6"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exf6 e.p.", "e5f6"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exf6e.p.", "e5f6"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "ef6 ep", "e5f6"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6", "e5f6"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "5566", "e5f6"},
		// Promotion in every spelling.
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8=Q", "e7e8q"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8Q", "e7e8q"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8(Q)", "e7e8q"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8/Q", "e7e8q"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8=D", "e7e8q"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8N", "e7e8n"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8J", "e7e8n"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8=V", "e7e8r"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8T", "e7e8r"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8L", "e7e8b"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8q", "e7e8q"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8Q", "e7e8q"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7-e8=Q", "e7e8q"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8n", "e7e8n"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "57581", "e7e8q"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "57582", "e7e8r"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "57583", "e7e8b"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "57584", "e7e8n"},
		{"8/5P2/8/8/8/8/k7/4K3 w - - 0 1", "67682", "f7f8r"},
		// Castling in standard chess.
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", "e1g1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0", "e1g1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O", "e1c1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0+", "e1c1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "e1g1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Ke1-g1", "e1g1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1h1", "e1g1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "5171", "e1g1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "5131", "e1c1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "5878", "e8g8"},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "5838", "e8c8"},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "o-o-o", "e8c8"},
		// Chess960: O-O-O puts the king from d8 on c8, and so does the
		// king step Kc8 (the chess-on-go bug): both must stay apart.
		{"nr1knbbr/pppqpp2/3p2p1/7p/4P1P1/1P1N4/P1PP1P1P/NRQK1BBR b HBhb - 0 5", "Kc8", "d8c8"},
		{"nr1knbbr/pppqpp2/3p2p1/7p/4P1P1/1P1N4/P1PP1P1P/NRQK1BBR b HBhb - 0 5", "d8c8", "d8c8"},
		{"nr1knbbr/pppqpp2/3p2p1/7p/4P1P1/1P1N4/P1PP1P1P/NRQK1BBR b HBhb - 0 5", "O-O-O", "d8b8"},
		{"nr1knbbr/pppqpp2/3p2p1/7p/4P1P1/1P1N4/P1PP1P1P/NRQK1BBR b HBhb - 0 5", "d8b8", "d8b8"},
		{"nr1knbbr/pppqpp2/3p2p1/7p/4P1P1/1P1N4/P1PP1P1P/NRQK1BBR b HBhb - 0 5", "Kd8xb8", "d8b8"},
	}
	for _, tc := range tests {
		p := mustFEN(t, tc.fen)
		m, err := p.ParseMove(tc.text)
		if err != nil {
			t.Errorf("%s: ParseMove(%q): %v", tc.fen, tc.text, err)
			continue
		}
		if got := p.UCI(m); got != tc.uci {
			t.Errorf("%s: ParseMove(%q) = %s, want %s", tc.fen, tc.text, got, tc.uci)
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	const start = StartFEN
	tests := []struct {
		fen  string
		text string
		kind MoveErrorKind
		msg  string
	}{
		{start, "", MalformedMove, "the move is empty"},
		{start, "   ", MalformedMove, "the move is empty"},
		{start, "--", MalformedMove, "null move"},
		{start, "Zf3", MalformedMove, `"Z" is not a piece letter`},
		{start, "Pe4", MalformedMove, `"P" is not a piece letter`},
		{start, "e9", MalformedMove, "no destination square"},
		{start, "Nf", MalformedMove, "no destination square"},
		{start, "Nxyf3", MalformedMove, `cannot read "xy"`},
		{start, "e4é", MalformedMove, "unexpected character"},
		{start, "e8=K", MalformedMove, "is not a piece a pawn can promote to"},
		{start, "Nf3=Q", MalformedMove, "only a pawn can promote"},
		{start, "525", MalformedMove, "ICCF numeric moves have 4 digits"},
		{start, "5954", MalformedMove, "digit 9 is not a file or rank"},
		{start, "52545", MalformedMove, "promotion digit 5"},
		{start, "Nf3", 0, ""},
		{start, "Nd4", IllegalMove, `illegal move "Nd4": no knight can reach d4`},
		{start, "Bc4", IllegalMove, "no bishop can reach c4"},
		{start, "e5", IllegalMove, "no pawn can reach e5"},
		{start, "exd5", IllegalMove, "no pawn on the e-file can reach d5"},
		{start, "Nd2", IllegalMove, "no knight can reach d2 (a white pawn stands there)"},
		{start, "Ke2", IllegalMove, "the white king cannot reach e2"},
		{start, "e4=Q", IllegalMove, "a pawn promotes only on rank 8, not on e4"},
		{start, "e3e4", IllegalMove, "there is no piece on e3"},
		{start, "e7e5", IllegalMove, "the pawn on e7 is black, and it is white's move"},
		{start, "Ne2e4", IllegalMove, "there is no knight on e2 (a pawn stands there)"},
		{start, "O-O", IllegalMove, "the squares between king and rook must be empty, but f1 and g1 are occupied"},
		{"4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1", "O-O-O", IllegalMove, "the squares between king and rook must be empty, but b1 is occupied"},
		{"4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O", IllegalMove, "white has no right to castle kingside (O-O)"},
		{"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O+", 0, ""},
		{"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "O-O", IllegalMove, "white has no right to castle kingside"},
		{"4k3/8/8/8/8/8/8/R3K2r w Q - 0 1", "O-O-O", IllegalMove, "white may not castle while in check"},
		{"4kr2/8/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O", 0, ""},
		{"4kr2/8/8/8/8/8/8/R3K3 w Q - 0 1", "Kf2", KingInCheck, "the white king would be in check on f2"},
		{"4kr2/8/8/8/8/8/8/R3K3 w Q - 0 1", "Kd1", 0, ""},
		{"2r1k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O", IllegalMove, "the king may not castle through or into check, and c1 is attacked"},
		{"1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O", 0, ""}, // b1 may be attacked
		// Ambiguity lists the choices.
		{"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2", AmbiguousMove, "Nd2 is ambiguous: Nbd2 or Nfd2"},
		{"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Jd2", AmbiguousMove, "Jd2 is ambiguous: Nbd2 or Nfd2"},
		{"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nbd2", 0, ""},
		{"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "N1d2", AmbiguousMove, "N1d2 is ambiguous: Nbd2 or Nfd2"},
		{"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Ncd2", IllegalMove, "no knight on the c-file can reach d2"},
		{"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "N2d2", IllegalMove, "no knight on rank 2 can reach d2"},
		{"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nb1d2", 0, ""},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8", AmbiguousMove, "e8 needs the piece the pawn promotes to: e8=Q, e8=R, e8=B or e8=N"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8", AmbiguousMove, "e7e8 needs the piece the pawn promotes to: e7-e8=Q, e7-e8=R, e7-e8=B or e7-e8=N"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "5758", AmbiguousMove, "5758 needs the piece the pawn promotes to: 57581, 57582, 57583 or 57584"},
		// S: a Czech bishop or a German knight.
		{"4k3/8/8/8/8/8/8/2B1KN2 w - - 0 1", "Sd2", AmbiguousMove, "Sd2 is ambiguous: Nd2 or Bd2 (S is a bishop in Czech and a knight in German"},
		// Leaving the king in check.
		{"4k3/8/8/8/1b6/8/8/1N2K3 w - - 0 1", "Nc3", 0, ""},
		{"4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1", "Nf3", KingInCheck, "it leaves the white king in check (the knight on d2 is pinned)"},
		{"4k3/8/8/8/8/8/8/4K1N1 b - - 0 1", "Kf1", IllegalMove, "the black king cannot reach f1"},
		{"4k3/8/8/8/8/8/4r3/4K1N1 w - - 0 1", "Nh3", KingInCheck, "it leaves the white king in check (the knight on g1 does not stop the check)"},
		{"4k3/8/8/8/8/8/4r3/4K1N1 w - - 0 1", "Nxe2", 0, ""},
		// No legal move at all.
		{"7k/5KQ1/8/8/8/8/8/8 b - - 0 1", "Kg8", IllegalMove, "black is checkmated and has no legal move"},
		{"7k/5K2/6Q1/8/8/8/8/8 b - - 0 1", "Kg8", IllegalMove, "black is stalemated and has no legal move"},
	}
	for _, tc := range tests {
		p := mustFEN(t, tc.fen)
		_, err := p.ParseMove(tc.text)
		if tc.kind == 0 {
			if err != nil {
				t.Errorf("%s: ParseMove(%q): %v", tc.fen, tc.text, err)
			}
			continue
		}
		t.Run(tc.text, func(t *testing.T) { wantMoveErr(t, err, tc.kind, tc.msg) })
	}
}

func TestParseMoveLangRestricts(t *testing.T) {
	p := StartPosition()
	if _, err := p.ParseMoveLang("Nf3", Czech); err == nil {
		t.Error(`ParseMoveLang("Nf3", Czech) succeeded; N is not a Czech letter`)
	} else {
		wantMoveErr(t, err, MalformedMove, `"N" is not a piece letter (Czech letters are K D V S J; a pawn has no letter)`)
	}
	m, err := p.ParseMoveLang("Sf3", German)
	if err != nil || p.UCI(m) != "g1f3" {
		t.Errorf(`German "Sf3" = %s, %v; want g1f3`, p.UCI(m), err)
	}
	_, err = p.ParseMoveLang("Sf3", Czech)
	wantMoveErr(t, err, IllegalMove, "no bishop can reach f3")
	m, err = p.ParseMoveLang("Jf3", Czech)
	if err != nil || p.UCI(m) != "g1f3" {
		t.Errorf(`Czech "Jf3" = %s, %v; want g1f3`, p.UCI(m), err)
	}
	q := mustFEN(t, "4k3/8/8/8/8/8/8/2B1KN2 w - - 0 1")
	for lang, want := range map[Lang]string{Czech: "c1d2", German: "f1d2"} {
		m, err := q.ParseMoveLang("Sd2", lang)
		if err != nil || q.UCI(m) != want {
			t.Errorf("%v Sd2 = %s, %v; want %s", lang, q.UCI(m), err, want)
		}
	}
}

func TestParseLang(t *testing.T) {
	for code, want := range map[string]Lang{"en": English, "EN": English, "cs": Czech, "cz": Czech, "de": German, "german": German, "any": AnyLang} {
		got, err := ParseLang(code)
		if err != nil || got != want {
			t.Errorf("ParseLang(%q) = %v, %v; want %v", code, got, err, want)
		}
	}
	if _, err := ParseLang("fr"); err == nil || !strings.Contains(err.Error(), "want en (K Q R B N), cs (K D V S J) or de (K D T L S)") {
		t.Errorf("ParseLang(fr) error = %v", err)
	}
	if got := Czech.Letters(); got != "K D V S J" {
		t.Errorf("Czech.Letters() = %q", got)
	}
	if got := German.Letter(Bishop); got != "L" {
		t.Errorf("German bishop = %q", got)
	}
}

func TestFormats(t *testing.T) {
	tests := []struct {
		fen           string
		uci           string
		san, cs, de   string
		long, iccf    string
		longCs, longD string
	}{
		{StartFEN, "g1f3", "Nf3", "Jf3", "Sf3", "Ng1-f3", "7163", "Jg1-f3", "Sg1-f3"},
		{StartFEN, "e2e4", "e4", "e4", "e4", "e2-e4", "5254", "e2-e4", "e2-e4"},
		{"4k3/8/8/8/8/3r4/8/3RK3 w - - 0 1", "d1d3", "Rxd3", "Vxd3", "Txd3", "Rd1xd3", "4143", "Vd1xd3", "Td1xd3"},
		{"7k/8/8/8/8/3R4/8/3qK3 w - - 0 1", "d3d1", "Rxd1", "Vxd1", "Txd1", "Rd3xd1", "4341", "Vd3xd1", "Td3xd1"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8q", "e8=Q", "e8=D", "e8=D", "e7-e8=Q", "57581", "e7-e8=D", "e7-e8=D"},
		{"8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8n", "e8=N", "e8=J", "e8=S", "e7-e8=N", "57584", "e7-e8=J", "e7-e8=S"},
		{"3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7d8b", "exd8=B", "exd8=S", "exd8=L", "e7xd8=B", "57483", "e7xd8=S", "e7xd8=L"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6", "exf6", "exf6", "exf6", "e5xf6", "5566", "e5xf6", "e5xf6"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "O-O", "O-O", "O-O", "O-O", "5171", "O-O", "O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "O-O-O", "O-O-O", "O-O-O", "O-O-O", "5131", "O-O-O", "O-O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8g8", "O-O", "O-O", "O-O", "O-O", "5878", "O-O", "O-O"},
		{"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", "Ra8#", "Va8#", "Ta8#", "Ra1-a8#", "1118", "Va1-a8#", "Ta1-a8#"},
		{"6k1/5pp1/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", "Ra8+", "Va8+", "Ta8+", "Ra1-a8+", "1118", "Va1-a8+", "Ta1-a8+"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1d2", "Kd2", "Kd2", "Kd2", "Ke1-d2", "5142", "Ke1-d2", "Ke1-d2"},
	}
	for _, tc := range tests {
		p := mustFEN(t, tc.fen)
		m, err := p.ParseMove(tc.uci)
		if err != nil {
			t.Fatalf("%s %s: %v", tc.fen, tc.uci, err)
		}
		checks := []struct{ name, got, want string }{
			{"SAN", p.SAN(m), tc.san},
			{"SAN cs", p.SANLang(m, Czech), tc.cs},
			{"SAN de", p.SANLang(m, German), tc.de},
			{"Long", p.Long(m), tc.long},
			{"Long cs", p.LongLang(m, Czech), tc.longCs},
			{"Long de", p.LongLang(m, German), tc.longD},
			{"ICCF", p.ICCF(m), tc.iccf},
			{"FormatMove SAN", p.FormatMove(m, NotationSAN, English), tc.san},
			{"FormatMove Long de", p.FormatMove(m, NotationLong, German), tc.longD},
			{"FormatMove ICCF", p.FormatMove(m, NotationICCF, Czech), tc.iccf},
			{"FormatMove UCI", p.FormatMove(m, NotationUCI, Czech), p.UCI(m)},
		}
		for _, c := range checks {
			if c.got != c.want {
				t.Errorf("%s %s: %s = %q, want %q", tc.fen, tc.uci, c.name, c.got, c.want)
			}
		}
	}
}

func TestChess960CastlingNotation(t *testing.T) {
	// King b1, rook a1: O-O-O moves the king one square to c1 and the rook
	// to d1; the king step b1-c1 is a different move.
	p := mustFEN(t, "1k6/8/8/8/8/8/8/RK5R w HA - 0 1")
	var castle, step Move
	for _, m := range p.Legal() {
		if m.IsCastle() && !m.IsKingside() {
			castle = m
		}
		if !m.IsCastle() && m.From() == B1 && m.To() == C1 {
			step = m
		}
	}
	if castle == NoMove || step == NoMove {
		t.Fatalf("want both O-O-O and Kc1 legal in %s", p.FEN())
	}
	for _, tc := range []struct {
		m                    Move
		san, long, uci, iccf string
	}{
		{castle, "O-O-O", "O-O-O", "b1a1", "2111"},
		{step, "Kc1", "Kb1-c1", "b1c1", "2131"},
	} {
		if got := p.SAN(tc.m); got != tc.san {
			t.Errorf("SAN = %q, want %q", got, tc.san)
		}
		if got := p.Long(tc.m); got != tc.long {
			t.Errorf("Long = %q, want %q", got, tc.long)
		}
		if got := p.UCI(tc.m); got != tc.uci {
			t.Errorf("UCI = %q, want %q", got, tc.uci)
		}
		if got := p.ICCF(tc.m); got != tc.iccf {
			t.Errorf("ICCF = %q, want %q", got, tc.iccf)
		}
	}
	// b1c1 and Kc1 are the king step; castling needs O-O-O or b1a1.
	for text, want := range map[string]Move{"b1c1": step, "Kc1": step, "Kb1-c1": step, "O-O-O": castle, "b1a1": castle, "Kxa1": castle, "0-0-0": castle} {
		got, err := p.ParseMove(text)
		if err != nil || got != want {
			t.Errorf("ParseMove(%q) = %v, %v; want %v", text, p.UCI(got), err, p.UCI(want))
		}
	}
	// King-only castling: king g1 already, rook h1: O-O leaves the king.
	q := mustFEN(t, "6k1/8/8/8/8/8/8/R5KR w HA - 0 1")
	m, err := q.ParseMove("O-O")
	if err != nil {
		t.Fatal(err)
	}
	if got := q.ICCF(m); got != "7181" {
		t.Errorf("ICCF of king-only castling = %q, want 7181 (king takes rook)", got)
	}
	if got, err := q.ParseMove("7181"); err != nil || got != m {
		t.Errorf("ParseMove(7181) = %v, %v", q.UCI(got), err)
	}
}

// TestNotationRoundTrip formats every legal move of every position of the
// perft suites in every notation and language and parses it back.
func TestNotationRoundTrip(t *testing.T) {
	var positions []Position
	for _, name := range []string{"Ethereal__standard.epd", "chessprogramming_positions_1-6.epd", "Ethereal__fischer.epd"} {
		cases := loadEPD(t, name)
		if name == "Ethereal__fischer.epd" {
			cases = cases[:60]
		}
		for _, c := range cases {
			positions = append(positions, mustFEN(t, c.fen))
		}
	}
	n := 0
	for _, p := range positions {
		// Also the positions one ply deeper, for more promotions and checks.
		all := []Position{p}
		for _, m := range p.Legal() {
			all = append(all, p.Play(m))
		}
		for _, q := range all {
			for _, m := range q.Legal() {
				for _, l := range []Lang{English, Czech, German} {
					for _, nt := range []Notation{NotationSAN, NotationLong, NotationUCI, NotationICCF} {
						text := q.FormatMove(m, nt, l)
						got, err := q.ParseMoveLang(text, l)
						if err != nil || got != m {
							t.Fatalf("%s: %v %v %q parsed as %v, %v; want %v", q.FEN(), l, nt, text, q.UCI(got), err, q.UCI(m))
						}
						n++
					}
				}
				// English SAN must also parse in AnyLang.
				if got, err := q.ParseMove(q.SAN(m)); err != nil || got != m {
					t.Fatalf("%s: ParseMove(%q) = %v, %v", q.FEN(), q.SAN(m), q.UCI(got), err)
				}
			}
		}
	}
	t.Logf("%d texts round-tripped", n)
}
