package phonetic

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/rules"
)

func mustFEN(t testing.TB, fen string) rules.Position {
	t.Helper()
	p, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatalf("FEN %q: %v", fen, err)
	}
	return p
}

func mustMove(t testing.TB, p *rules.Position, san string) rules.Move {
	t.Helper()
	m, err := p.ParseMove(san)
	if err != nil {
		t.Fatalf("%s in %s: %v", san, p.FEN(), err)
	}
	return m
}

func text(t testing.TB, p *rules.Position, m rules.Move, f Form, s Style) string {
	t.Helper()
	got, err := MoveText(p, m, f, s)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// TestDesignExamples checks every example of the DESIGN.md table.
func TestDesignExamples(t *testing.T) {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	tests := []struct {
		fen, san, short, long string
	}{
		{start, "e4", "Eva vier", "Bauer Eva zwei Eva vier"},
		{start, "Nf3", "Springer Felix drei", "Springer Gustav eins Felix drei"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "exd5", "Eva schlägt David fünf", "Bauer Eva vier schlägt David fünf"},
		{"rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3", "Nbd2", "Springer Bella David zwei", "Springer Bella eins David zwei"},
		{"4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "R1a3", "Turm eins Anna drei", "Turm Anna eins Anna drei"},
		{"r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4", "O-O", "Kurze Rochade", "Kurze Rochade"},
		{"rnbqkbnr/ppp2ppp/4p3/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", "exd6", "Eva schlägt David sechs en passant", "Bauer Eva fünf schlägt David sechs en passant"},
		{"7k/4P3/8/8/8/8/8/K7 w - - 0 1", "e8=Q+", "Eva acht Dame Schach", "Bauer Eva sieben Eva acht Dame Schach"},
		{"r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "Qxf7#", "Dame schlägt Felix sieben Matt", "Dame Hector fünf schlägt Felix sieben Matt"},
		// Not in DESIGN.md, same rules.
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O-O", "Lange Rochade", "Lange Rochade"},
	}
	for _, tc := range tests {
		p := mustFEN(t, tc.fen)
		m := mustMove(t, &p, tc.san)
		if got := text(t, &p, m, Short, AnnexD); got != tc.short {
			t.Errorf("%s short: got %q, want %q", tc.san, got, tc.short)
		}
		if got := text(t, &p, m, Long, AnnexD); got != tc.long {
			t.Errorf("%s long: got %q, want %q", tc.san, got, tc.long)
		}
	}
}

func TestSquareDisambiguation(t *testing.T) {
	// Queens on h4, e4 and h1: Qh4-e1 needs the whole square.
	p := mustFEN(t, "8/k7/8/8/4Q2Q/8/8/K6Q w - - 0 1")
	m := mustMove(t, &p, "Qh4e1")
	if p.SAN(m) != "Qh4e1" {
		t.Fatalf("SAN %s", p.SAN(m))
	}
	if got := text(t, &p, m, Short, AnnexD); got != "Dame Hector vier Eva eins" {
		t.Errorf("got %q", got)
	}
	if got := text(t, &p, m, Short, NATO); got != "Queen Hotel four Echo one" {
		t.Errorf("got %q", got)
	}
}

// gamePly is the position before ply n (1-based) of a game in testdata,
// and the move played there.
func gamePly(t testing.TB, file string, game, ply int) (rules.Position, rules.Move) {
	t.Helper()
	games := readGames(t, file)
	if game > len(games) {
		t.Fatalf("%s has %d games", file, len(games))
	}
	rp, err := pgn.Replay(games[game-1])
	if err != nil {
		t.Fatal(err)
	}
	pos := rp.Start
	for i := 0; i < ply-1; i++ {
		pos = pos.Play(rp.Moves[i])
	}
	return pos, rp.Moves[ply-1]
}

func readGames(t testing.TB, file string) []*pgn.Game {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "pgn", file))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, err := pgn.ReadAll(f)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return games
}

// TestRealGameMoves checks the exact words of moves from real games.
func TestRealGameMoves(t *testing.T) {
	const kdb, nl, mb = "kasparov-deep-blue-1997.pgn", "nepomniachtchi-liren-game1.pgn", "molinari-bordais-1979.pgn"
	tests := []struct {
		file        string
		game, ply   int
		san         string
		short, long string // annexd
		en          string // annexd-en, short
	}{
		{kdb, 1, 1, "Nf3", "Springer Felix drei", "Springer Gustav eins Felix drei", "Knight Felix three"},
		{kdb, 1, 2, "d5", "David fünf", "Bauer David sieben David fünf", "David five"},
		{kdb, 1, 3, "g3", "Gustav drei", "Bauer Gustav zwei Gustav drei", "Gustav three"},
		{kdb, 1, 4, "Bg4", "Läufer Gustav vier", "Läufer Cesar acht Gustav vier", "Bishop Gustav four"},
		{kdb, 1, 7, "Bb2", "Läufer Bella zwei", "Läufer Cesar eins Bella zwei", "Bishop Bella two"},
		{kdb, 1, 10, "Ngf6", "Springer Gustav Felix sechs", "Springer Gustav acht Felix sechs", "Knight Gustav Felix six"},
		{kdb, 1, 11, "O-O", "Kurze Rochade", "Kurze Rochade", "Short castling"},
		{kdb, 1, 15, "Nbd2", "Springer Bella David zwei", "Springer Bella eins David zwei", "Knight Bella David two"},
		{kdb, 1, 16, "O-O", "Kurze Rochade", "Kurze Rochade", "Short castling"},
		{kdb, 1, 21, "Qe1", "Dame Eva eins", "Dame David eins Eva eins", "Queen Eva one"},
		{kdb, 1, 22, "Qa5", "Dame Anna fünf", "Dame David acht Anna fünf", "Queen Anna five"},
		{kdb, 1, 27, "Nhf3", "Springer Hector Felix drei", "Springer Hector vier Felix drei", "Knight Hector Felix three"},
		{kdb, 1, 30, "Rfe8", "Turm Felix Eva acht", "Turm Felix acht Eva acht", "Rook Felix Eva eight"},
		{kdb, 1, 37, "Ndf1", "Springer David Felix eins", "Springer David zwei Felix eins", "Knight David Felix one"},
		{kdb, 1, 38, "dxe4", "David schlägt Eva vier", "Bauer David fünf schlägt Eva vier", "David takes Eva four"},
		{kdb, 1, 39, "dxe4", "David schlägt Eva vier", "Bauer David drei schlägt Eva vier", "David takes Eva four"},
		{kdb, 1, 42, "Rad8", "Turm Anna David acht", "Turm Anna acht David acht", "Rook Anna David eight"},
		{kdb, 1, 45, "hxg4", "Hector schlägt Gustav vier", "Bauer Hector drei schlägt Gustav vier", "Hector takes Gustav four"},
		{kdb, 1, 46, "Nxg4", "Springer schlägt Gustav vier", "Springer Felix sechs schlägt Gustav vier", "Knight takes Gustav four"},
		{kdb, 1, 48, "Nxe3", "Springer schlägt Eva drei", "Springer Gustav vier schlägt Eva drei", "Knight takes Eva three"},
		{kdb, 1, 51, "Kh1", "König Hector eins", "König Gustav eins Hector eins", "King Hector one"},
		{kdb, 1, 68, "Qxf1+", "Dame schlägt Felix eins Schach", "Dame Bella fünf schlägt Felix eins Schach", "Queen takes Felix one check"},
		{kdb, 1, 69, "Rxf1", "Turm schlägt Felix eins", "Turm Anna eins schlägt Felix eins", "Rook takes Felix one"},
		{kdb, 1, 83, "Nxg4+", "Springer schlägt Gustav vier Schach", "Springer Eva drei schlägt Gustav vier Schach", "Knight takes Gustav four check"},
		{kdb, 1, 84, "Nxg4+", "Springer schlägt Gustav vier Schach", "Springer Eva fünf schlägt Gustav vier Schach", "Knight takes Gustav four check"},
		{kdb, 1, 85, "Rxg4", "Turm schlägt Gustav vier", "Turm Gustav eins schlägt Gustav vier", "Rook takes Gustav four"},
		{kdb, 1, 89, "g7", "Gustav sieben", "Bauer Gustav sechs Gustav sieben", "Gustav seven"},
		{kdb, 2, 5, "Bb5", "Läufer Bella fünf", "Läufer Felix eins Bella fünf", "Bishop Bella five"},
		{kdb, 2, 45, "Rec1", "Turm Eva Cesar eins", "Turm Eva eins Cesar eins", "Rook Eva Cesar one"},
		{kdb, 2, 48, "Rec8", "Turm Eva Cesar acht", "Turm Eva acht Cesar acht", "Rook Eva Cesar eight"},
		{kdb, 2, 49, "Rca1", "Turm Cesar Anna eins", "Turm Cesar eins Anna eins", "Rook Cesar Anna one"},
		{kdb, 2, 61, "R3a2", "Turm drei Anna zwei", "Turm Anna drei Anna zwei", "Rook three Anna two"},
		{kdb, 2, 74, "Rxa2", "Turm schlägt Anna zwei", "Turm Anna acht schlägt Anna zwei", "Rook takes Anna two"},
		{kdb, 2, 81, "Ra8+", "Turm Anna acht Schach", "Turm Anna eins Anna acht Schach", "Rook Anna eight check"},
		{kdb, 2, 86, "Qb6+", "Dame Bella sechs Schach", "Dame Cesar sieben Bella sechs Schach", "Queen Bella six check"},
		{mb, 1, 7, "Nbc3", "Springer Bella Cesar drei", "Springer Bella eins Cesar drei", "Knight Bella Cesar three"},
		{mb, 1, 10, "Nd3#", "Springer David drei Matt", "Springer Bella vier David drei Matt", "Knight David three mate"},
		{nl, 1, 11, "Bxc6", "Läufer schlägt Cesar sechs", "Läufer Anna vier schlägt Cesar sechs", "Bishop takes Cesar six"},
		{nl, 1, 12, "dxc6", "David schlägt Cesar sechs", "Bauer David sieben schlägt Cesar sechs", "David takes Cesar six"},
		{nl, 1, 26, "Rad8", "Turm Anna David acht", "Turm Anna acht David acht", "Rook Anna David eight"},
		{nl, 1, 29, "Nxe7+", "Springer schlägt Eva sieben Schach", "Springer Felix fünf schlägt Eva sieben Schach", "Knight takes Eva seven check"},
		{nl, 1, 51, "Rxd8+", "Turm schlägt David acht Schach", "Turm David drei schlägt David acht Schach", "Rook takes David eight check"},
		{nl, 1, 87, "e6+", "Eva sechs Schach", "Bauer Eva fünf Eva sechs Schach", "Eva six check"},
	}
	if len(tests) < 40 {
		t.Fatalf("only %d moves", len(tests))
	}
	for _, tc := range tests {
		p, m := gamePly(t, tc.file, tc.game, tc.ply)
		if san := p.SAN(m); san != tc.san {
			t.Fatalf("%s game %d ply %d is %s, want %s", tc.file, tc.game, tc.ply, san, tc.san)
		}
		if got := text(t, &p, m, Short, AnnexD); got != tc.short {
			t.Errorf("%s short: got %q, want %q", tc.san, got, tc.short)
		}
		if got := text(t, &p, m, Long, AnnexD); got != tc.long {
			t.Errorf("%s long: got %q, want %q", tc.san, got, tc.long)
		}
		if got := text(t, &p, m, Short, AnnexDEn); got != tc.en {
			t.Errorf("%s annexd-en: got %q, want %q", tc.san, got, tc.en)
		}
	}
}

// TestOtherStyles: the same moves in nato, cs, annexd-en long and ASCII.
func TestOtherStyles(t *testing.T) {
	const kdb = "kasparov-deep-blue-1997.pgn"
	tests := []struct {
		ply                             int
		san                             string
		natoShort, natoLong, cs, csLong string
		enLong, ascii                   string
	}{
		{1, "Nf3", "Knight Foxtrot three", "Knight Golf one Foxtrot three", "Jezdec Felix tři", "Jezdec Gustav jedna Felix tři",
			"Knight Gustav one Felix three", "Springer Felix drei"},
		{10, "Ngf6", "Knight Golf Foxtrot six", "Knight Golf eight Foxtrot six", "Jezdec Gustav Felix šest", "Jezdec Gustav osm Felix šest",
			"Knight Gustav eight Felix six", "Springer Gustav Felix sechs"},
		{11, "O-O", "Short castling", "Short castling", "Krátká rošáda", "Krátká rošáda", "Short castling", "Kurze Rochade"},
		{22, "Qa5", "Queen Alfa five", "Queen Delta eight Alfa five", "Dáma Anna pět", "Dáma David osm Anna pět",
			"Queen David eight Anna five", "Dame Anna fuenf"},
		{38, "dxe4", "Delta takes Echo four", "Pawn Delta five takes Echo four", "David bere Eva čtyři", "Pěšec David pět bere Eva čtyři",
			"Pawn David five takes Eva four", "David schlaegt Eva vier"},
		{68, "Qxf1+", "Queen takes Foxtrot one check", "Queen Bravo five takes Foxtrot one check", "Dáma bere Felix jedna šach",
			"Dáma Bella pět bere Felix jedna šach", "Queen Bella five takes Felix one check", "Dame schlaegt Felix eins Schach"},
		{4, "Bg4", "Bishop Golf four", "Bishop Charlie eight Golf four", "Střelec Gustav čtyři", "Střelec Cesar osm Gustav čtyři",
			"Bishop Cesar eight Gustav four", "Laeufer Gustav vier"},
		{51, "Kh1", "King Hotel one", "King Golf one Hotel one", "Král Hector jedna", "Král Gustav jedna Hector jedna",
			"King Gustav one Hector one", "Koenig Hector eins"},
		{30, "Rfe8", "Rook Foxtrot Echo eight", "Rook Foxtrot eight Echo eight", "Věž Felix Eva osm", "Věž Felix osm Eva osm",
			"Rook Felix eight Echo eight", "Turm Felix Eva acht"},
	}
	for _, tc := range tests {
		p, m := gamePly(t, kdb, 1, tc.ply)
		if san := p.SAN(m); san != tc.san {
			t.Fatalf("ply %d is %s, want %s", tc.ply, san, tc.san)
		}
		check := func(what string, f Form, s Style, want string) {
			if got := text(t, &p, m, f, s); got != want {
				t.Errorf("%s %s: got %q, want %q", tc.san, what, got, want)
			}
		}
		check("nato short", Short, NATO, tc.natoShort)
		check("nato long", Long, NATO, tc.natoLong)
		check("cs short", Short, CzechStyle, tc.cs)
		check("cs long", Long, CzechStyle, tc.csLong)
		if tc.san != "Rfe8" { // annexd-en keeps Anna…Hector
			check("annexd-en long", Long, AnnexDEn, tc.enLong)
		}
		check("ascii", Short, AnnexD.ASCII(), tc.ascii)
	}
}

func TestMoveWordsIllegal(t *testing.T) {
	p := rules.StartPosition()
	other := mustFEN(t, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1")
	m := mustMove(t, &other, "Ra8+")
	if _, err := MoveWords(&p, m, Short); err == nil || !strings.Contains(err.Error(), "not legal") {
		t.Errorf("illegal move: got %v", err)
	}
	if _, err := MoveWords(&p, rules.NoMove, Long); err == nil {
		t.Error("NoMove: want an error")
	}
}

// TestParseExamples reads typed phonetic moves.
func TestParseExamples(t *testing.T) {
	const (
		start   = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
		ruy     = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
		castle  = "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
		exd5    = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
		ep      = "rnbqkbnr/ppp2ppp/4p3/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
		promo   = "7k/4P3/8/8/8/8/8/K7 w - - 0 1"
		scholar = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
		long    = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
	)
	tests := []struct {
		fen   string
		style Style
		in    string
		san   string
	}{
		{start, AnnexD, "springer felix drei", "Nf3"},
		{start, AnnexD, "Springer Felix drei", "Nf3"},
		{start, AnnexD, "SPRINGER FELIX DREI", "Nf3"},
		{start, AnnexD, "s f drei", "Nf3"},
		{start, AnnexD, "S f3", "Nf3"},
		{start, AnnexD, "N f 3", "Nf3"},
		{start, AnnexD, "Springer Gustav eins Felix drei", "Nf3"},
		{start, AnnexD, "Springer von Gustav eins nach Felix drei", "Nf3"},
		{start, AnnexD, "eva vier", "e4"},
		{start, AnnexD, "Eva vier", "e4"},
		{start, AnnexD, "Bauer Eva zwei Eva vier", "e4"},
		{start, AnnexD, "e 4", "e4"},
		{start, AnnexD, "e4", "e4"},
		{start, AnnexD, "Felix drei", "f3"},
		{start, AnnexD, "Felix zwo", ""}, // no pawn move to f2: error below
		{start, AnnexDEn, "knight felix three", "Nf3"},
		{start, NATO, "knight foxtrot three", "Nf3"},
		{start, NATO, "Echo four", "e4"},
		{start, CzechStyle, "jezdec felix tři", "Nf3"},
		{start, CzechStyle, "jezdec felix tri", "Nf3"},
		{start, CzechStyle, "J f3", "Nf3"},
		{start, AnnexD, "jezdec felix tři", "Nf3"}, // any style's words
		{ruy, AnnexD, "Läufer Bella fünf", "Bb5"},
		{ruy, AnnexD, "Laeufer Bella fuenf", "Bb5"},
		{ruy, AnnexD, "laufer bella funf", "Bb5"},
		{ruy, AnnexD, "L b5", "Bb5"},
		{ruy, AnnexD, "B b5", "Bb5"},
		{castle, AnnexD, "kurze rochade", "O-O"},
		{castle, AnnexD, "Kurze Rochade", "O-O"},
		{castle, AnnexD, "O-O", "O-O"},
		{castle, AnnexD, "0-0", "O-O"},
		{castle, AnnexDEn, "short castling", "O-O"},
		{castle, AnnexDEn, "castles kingside", "O-O"},
		{castle, CzechStyle, "krátká rošáda", "O-O"},
		{castle, CzechStyle, "mala rosada", "O-O"},
		{long, AnnexD, "Lange Rochade", "O-O-O"},
		{long, AnnexD, "O-O-O", "O-O-O"},
		{exd5, AnnexD, "eva schlägt david fünf", "exd5"},
		{exd5, AnnexD, "Eva schlaegt David fuenf", "exd5"},
		{exd5, AnnexD, "eva schlagt david funf", "exd5"},
		{exd5, AnnexD, "e x d 5", "exd5"},
		{exd5, AnnexD, "Eva David fünf", "exd5"},
		{exd5, AnnexD, "Bauer Eva vier schlägt David fünf", "exd5"},
		{ep, AnnexD, "Eva schlägt David sechs en passant", "exd6"},
		{ep, AnnexD, "eva schlägt david sechs e.p.", "exd6"},
		{ep, AnnexD, "eva schlägt david sechs", "exd6"},
		{promo, AnnexD, "Eva acht Dame", "e8=Q+"},
		{promo, AnnexD, "Eva acht Dame Schach", "e8=Q+"},
		{promo, AnnexD, "e8=D", "e8=Q+"},
		{promo, AnnexD, "Eva acht Springer", "e8=N"},
		{promo, AnnexD, "Bauer Eva sieben Eva acht Turm Schach", "e8=R+"},
		{scholar, AnnexD, "Dame schlägt Felix sieben Matt", "Qxf7#"},
		{scholar, AnnexD, "Dame Felix sieben", "Qxf7#"},
		{scholar, AnnexD, "Dame schlägt Felix sieben Schach", "Qxf7#"},
		{scholar, AnnexD, "Dame Hector fünf schlägt Felix sieben Schach Matt", "Qxf7#"},
		{scholar, AnnexDEn, "queen takes foxtrot seven checkmate", "Qxf7#"},
	}
	for _, tc := range tests {
		p := mustFEN(t, tc.fen)
		m, err := ParseMove(&p, tc.in, tc.style)
		if tc.san == "" {
			if err == nil {
				t.Errorf("%q: got %s, want an error", tc.in, p.SAN(m))
			}
			continue
		}
		if err != nil {
			t.Errorf("%q (%s): %v", tc.in, tc.style, err)
			continue
		}
		if got := p.SAN(m); got != tc.san {
			t.Errorf("%q: got %s, want %s", tc.in, got, tc.san)
		}
	}
}

func TestParseErrors(t *testing.T) {
	const (
		start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
		nbd2  = "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3"
		promo = "7k/4P3/8/8/8/8/8/K7 w - - 0 1"
	)
	tests := []struct {
		fen      string
		style    Style
		in       string
		msg      string
		choices  []string // SAN of Choices
		suggests []string // SAN of Suggestions
	}{
		{nbd2, AnnexD, "Springer David zwei", `"Springer David zwei" is ambiguous: Springer Bella David zwei or Springer Felix David zwei`,
			[]string{"Nbd2", "Nfd2"}, nil},
		{nbd2, AnnexDEn, "knight david two", `"knight david two" is ambiguous: knight Bella David two or knight Felix David two`,
			[]string{"Nbd2", "Nfd2"}, nil},
		{start, AnnexD, "Springer Felix vier", `"Springer Felix vier" is not a legal move here; did you mean Springer Felix drei or Felix vier?`,
			nil, []string{"Nf3", "f4"}},
		{start, AnnexD, "Sprenger Felix drei", `"Sprenger Felix drei": unknown word "sprenger"; did you mean Springer Felix drei?`,
			nil, []string{"Nf3"}},
		{start, AnnexD, "Springer Felix drei Schach", `"Springer Felix drei Schach" is not a legal move here; did you mean Springer Felix drei?`,
			nil, []string{"Nf3"}},
		{start, AnnexD, "hallo welt", `"hallo welt": unknown words "hallo", "welt"`, nil, nil},
		{start, AnnexD, "  ", `"" is not a move: no chess words in it (for example "Springer Felix drei")`, nil, nil},
		{start, AnnexD, "Dame Anna acht", `"Dame Anna acht" is not a legal move here`, nil, nil},
		{promo, AnnexD, "Eva acht", `"Eva acht" is not a legal move here; did you mean Eva acht Läufer, Eva acht Springer, Eva acht Dame Schach or Eva acht Turm Schach?`,
			nil, []string{"e8=B", "e8=N", "e8=Q+", "e8=R+"}},
		{start, AnnexD, "Kurze Rochade", `"Kurze Rochade" is not a legal move here`, nil, nil},
	}
	for _, tc := range tests {
		p := mustFEN(t, tc.fen)
		_, err := ParseMove(&p, tc.in, tc.style)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%q: got %v, want a *ParseError", tc.in, err)
			continue
		}
		if pe.Error() != tc.msg {
			t.Errorf("%q:\n got  %s\n want %s", tc.in, pe.Error(), tc.msg)
		}
		if got := sans(&p, pe.Choices); strings.Join(got, ",") != strings.Join(tc.choices, ",") {
			t.Errorf("%q: choices %v, want %v", tc.in, got, tc.choices)
		}
		if got := sans(&p, pe.Suggestions); strings.Join(got, ",") != strings.Join(tc.suggests, ",") {
			t.Errorf("%q: suggestions %v, want %v", tc.in, got, tc.suggests)
		}
	}
}

func sans(p *rules.Position, ms []rules.Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, p.SAN(m))
	}
	return out
}

// TestRoundTripAllGames: for every legal move of every position of every
// game in testdata, in every style and form, parse(render(m)) == m.
func TestRoundTripAllGames(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "pgn", "*.pgn"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no PGN files: %v", err)
	}
	var parsers []*Parser
	styles := append(Styles(), AnnexD.ASCII(), CzechStyle.ASCII())
	for _, s := range styles {
		parsers = append(parsers, NewParser(s))
	}
	positions, moves := 0, 0
	for _, file := range files {
		for gi, g := range readGames(t, filepath.Base(file)) {
			rp, err := pgn.Replay(g)
			if err != nil {
				continue // a game the rules core rejects is not ours to test
			}
			pos := rp.Start
			for ply := 0; ply <= len(rp.Moves); ply++ {
				positions++
				prepared := make([]*Prepared, len(parsers))
				for i, ps := range parsers {
					prepared[i] = ps.Prepare(&pos)
				}
				for _, m := range pos.Legal() {
					moves++
					for i, s := range styles {
						for _, f := range []Form{Short, Long} {
							said, err := MoveText(&pos, m, f, s)
							if err != nil {
								t.Fatal(err)
							}
							got, err := prepared[i].Parse(said)
							if err != nil || got != m {
								t.Fatalf("%s game %d ply %d (%s): %q (%s) read back as %v, %v; want %s",
									filepath.Base(file), gi+1, ply, pos.FEN(), said, s, got, err, pos.SAN(m))
							}
						}
					}
				}
				if ply < len(rp.Moves) {
					if rp.Moves[ply] == rules.NoMove {
						break
					}
					pos = pos.Play(rp.Moves[ply])
				}
			}
		}
	}
	t.Logf("%d positions, %d legal moves, each in %d styles and 2 forms", positions, moves, len(styles))
	if positions < 500 {
		t.Errorf("only %d positions", positions)
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"springer felix drei", "s f drei", "Eva schlägt David fünf", "kurze rochade", "e8=D+", "x", "++ #", "Läufer Bella fünf e.p.", "0-0-0"} {
		f.Add(s)
	}
	p := rules.StartPosition()
	q := mustFEN(f, "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")
	ps := NewParser(AnnexD)
	f.Fuzz(func(t *testing.T, in string) {
		for _, pos := range []*rules.Position{&p, &q} {
			m, err := ps.Parse(pos, in)
			if err == nil && !pos.IsLegal(m) {
				t.Fatalf("%q gave an illegal move %v", in, m)
			}
			if err != nil && err.Error() == "" {
				t.Fatalf("%q: empty error", in)
			}
		}
	})
}
