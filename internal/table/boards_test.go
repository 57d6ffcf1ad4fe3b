package table

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/eboard"
)

// boardTable is a game with both virtual boards, the VI player White.
func boardTable(t *testing.T, f func(*Setup)) *Table {
	return newTable(t, setup(func(s *Setup) {
		s.Tactile, s.Sighted = BoardVirtual, BoardVirtual
		if f != nil {
			f(s)
		}
	}))
}

// jsonOf applies typed lines and returns the JSON of every output but the
// inputs.
func jsonOf(tb *Table, lines ...string) []string {
	var out []string
	for _, o := range typed(tb, lines...) {
		out = append(out, string(o.JSON()))
	}
	return out
}

func TestBoardsQuietMoveBothWays(t *testing.T) {
	tb := boardTable(t, nil)
	got := jsonOf(tb, "board tactile lift e2", "board tactile place e4")
	equalLines(t, got, []string{
		`{"t":1,"event":"touch","board":"tactile","square":"e2","piece":"P","by":"white"}`,
		`{"t":1,"event":"announce","text":"Bauer Eva zwei berührt","audience":"player"}`,
		`{"t":2,"event":"move","source":"tactile","san":"e4","by":"white","ply":1}`,
		`{"t":2,"event":"announce","text":"Eva vier","audience":"all"}`,
	})
	// The assistant reproduces it; Black answers on the sighted board.
	got = jsonOf(tb, "board sighted lift e2", "board sighted place e4", "board sighted lift e7", "board sighted place e5")
	equalLines(t, got, []string{
		`{"t":4,"event":"synced","board":"sighted"}`,
		`{"t":4,"event":"announce","text":"Das Brett des Sehenden stimmt wieder.","audience":"all"}`,
		`{"t":5,"event":"touch","board":"sighted","square":"e7","piece":"p","by":"black"}`,
		`{"t":6,"event":"move","source":"sighted","san":"e5","by":"black","ply":2}`,
		`{"t":6,"event":"announce","text":"Eva fünf","audience":"all"}`,
	})
	// The VI player reproduces it one square short, then sets it right.
	got = jsonOf(tb, "board tactile lift e7", "board tactile place e6")
	equalLines(t, got, []string{
		`{"t":8,"event":"mismatch","board":"tactile","text":"Steckbrett: Eva fünf: schwarzer Bauer fehlt. Eva sechs: ein schwarzer Bauer zu viel. Bauer von Eva sechs nach Eva fünf.","squares":[{"square":"e5","expected":"p","sensed":"-"},{"square":"e6","expected":"-","sensed":"?"}],"steps":["e6-e5"]}`,
		`{"t":8,"event":"announce","text":"Steckbrett: Eva fünf: schwarzer Bauer fehlt. Eva sechs: ein schwarzer Bauer zu viel. Bauer von Eva sechs nach Eva fünf.","audience":"player"}`,
	})
	got = jsonOf(tb, "board tactile lift e6", "board tactile place e5")
	equalLines(t, got, []string{
		`{"t":10,"event":"synced","board":"tactile"}`,
		`{"t":10,"event":"announce","text":"Das Steckbrett stimmt wieder.","audience":"player"}`,
	})
	// A typed move (the assistant) goes on alongside the boards.
	got = jsonOf(tb, "Sf3")
	equalLines(t, got, []string{
		`{"t":11,"event":"move","source":"keyboard","san":"Nf3","by":"white","ply":3}`,
		`{"t":11,"event":"announce","text":"Springer Felix drei","audience":"all"}`,
	})
	if p := pgnText(tb); !strings.Contains(p, "1. e4 e5 2. Nf3") {
		t.Errorf("PGN %s", p)
	}
}

func TestBoardsPressBeforeMoveMade(t *testing.T) {
	tb := boardTable(t, func(s *Setup) { s.Time = "90+30" })
	out := texts(typed(tb, "board tactile lift e2", "press"))
	if len(out) != 2 || !strings.HasPrefix(out[1], "Uhrdruck abgelehnt: der Zug ist auf dem Steckbrett noch nicht ausgeführt") {
		t.Fatalf("press before the move: %q", out)
	}
	out = texts(typed(tb, "board tactile place e4", "press"))
	if strings.Join(out, "|") != "Eva vier|Gedrückt" {
		t.Fatalf("after the move: %q", out)
	}
	if tb.Clock().Turn() != 1 {
		t.Errorf("the press did not start Black's clock")
	}
}

func TestBoardsPromotionAskedAndSaid(t *testing.T) {
	fen := "8/4P1k1/8/8/8/8/p5K1/8 w - - 0 1"
	tb := boardTable(t, func(s *Setup) { s.FEN = fen })
	out := texts(typed(tb, "board tactile lift e7", "board tactile place e8"))
	if out[len(out)-1] != "Umwandlung: in welche Figur? Dame, Turm, Läufer oder Springer." {
		t.Fatalf("no question: %q", out)
	}
	out = texts(typed(tb, "Springer"))
	if strings.Join(out, "|") != "Eva acht Springer Schach" {
		t.Fatalf("after the answer: %q", out)
	}
	// Said beforehand, with the place line's letter, or typed as =Q.
	for _, lines := range [][]string{
		{"=Q", "board tactile lift e7", "board tactile place e8"},
		{"board tactile lift e7", "board tactile place e8 q"},
	} {
		tb = boardTable(t, func(s *Setup) { s.FEN = fen })
		out = texts(typed(tb, lines...))
		if out[len(out)-1] != "Eva acht Dame" {
			t.Errorf("%v: %q", lines, out)
		}
	}
	// The sighted board knows the piece.
	tb = boardTable(t, func(s *Setup) { s.FEN = "8/8/8/8/8/6K1/4p3/7k b - - 0 1" })
	out = texts(typed(tb, "board sighted lift e2", "board sighted place e1 r"))
	if out[len(out)-1] != "Eva eins Turm" {
		t.Errorf("sighted promotion: %q", out)
	}
}

func TestBoardsTouchMoveNoteAndTouches(t *testing.T) {
	tb := boardTable(t, nil)
	out := typed(tb, "board tactile lift g1", "board tactile place g1", "board tactile lift e2", "board tactile place e4")
	var note string
	for _, o := range out {
		if o.Kind == KindAnnounce && o.Say.Audience == Arbiter {
			note = o.Say.Text
		}
	}
	if note != "Für den Schiedsrichter: zuerst Springer Gustav eins berührt, dann Eva vier gezogen (Artikel 4.3)." {
		t.Errorf("note %q", note)
	}
	typed(tb, "board sighted lift e2", "board sighted place e4", "board sighted lift d7", "board sighted place d7")
	got := texts(typed(tb, "touches"))
	want := []string{"Berührungen: 3.", "Nach 1 Sekunde Spielzeit, Steckbrett, Weiß: Springer Gustav eins.",
		"Nach 3 Sekunden Spielzeit, Steckbrett, Weiß: Bauer Eva zwei.", "Nach 7 Sekunden Spielzeit, Brett des Sehenden, Schwarz: Bauer David sieben."}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("touches %q\nwant %q", got, want)
	}
	// repeat says them all again, the count first.
	if got := texts(typed(tb, "repeat")); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("repeat %q\nwant %q", got, want)
	}
}

func TestBoardsUndoAndErrors(t *testing.T) {
	tb := boardTable(t, nil)
	typed(tb, "board tactile lift e2", "board tactile place e4")
	// Undo does not take back a move made on a board (Article 4.7); the
	// arbiter's take-back does, and the tactile board then shows a move
	// the game does not have.
	if got := texts(typed(tb, "undo")); len(got) != 1 || !strings.HasPrefix(got[0], "Der Zug Eva vier wurde auf dem Steckbrett ausgeführt") {
		t.Errorf("undo of a board move: %q", got)
	}
	got := texts(typedConfirmed(t, tb, "arbiter takeback"))
	if len(got) != 3 || !strings.HasPrefix(got[1], "Steckbrett: Eva zwei: weißer Bauer fehlt") || got[2] != "Das Brett des Sehenden stimmt wieder." {
		t.Errorf("undo: %q", got)
	}
	for _, tc := range []struct{ line, want string }{
		{"board tactile lift e5", "Auf e5 steht kein Stein"},
		{"board sighted place e5", "Auf e5 kann nichts gesetzt werden"},
		{"board tactile jump e2", "Brettzeile nicht verstanden; brett steckbrett oder brett sehend schreiben"},
		{"board sighted snapshot xyz", "Brettbild: Stellung \"xyz\": 8 Reihen"},
		{"board tactile snapshot 0101", "Brettbild: Belegung \"0101\": 64 Zeichen"},
		{"board sighted place e4 x", `Figur "x"`},
	} {
		got := texts(typed(tb, tc.line))
		if len(got) != 1 || !strings.HasPrefix(got[0], tc.want) {
			t.Errorf("%s: %q, want %q…", tc.line, got, tc.want)
		}
	}
	plain := newTable(t, DefaultSetup())
	if got := texts(typed(plain, "board tactile lift e2")); len(got) != 1 || !strings.HasPrefix(got[0], "Diese Partie hat keine Bretter") {
		t.Errorf("no boards: %q", got)
	}
	if _, err := New(setup(func(s *Setup) { s.Tactile = "wooden" })); err == nil || !strings.Contains(err.Error(), `tactile board "wooden"`) {
		t.Errorf("bad mode: %v", err)
	}
}

func TestBoardsSnapshotsAndFault(t *testing.T) {
	tb := boardTable(t, nil)
	got := texts(typed(tb, "board sighted gone cable", "board sighted gone cable", "e4"))
	if strings.Join(got, "|") != "Brett des Sehenden: Verbindung unterbrochen. Kabel und Strom prüfen; bis es zurück ist, die Züge eintippen (anhalten hält die Uhren an, um den Schiedsrichter zu rufen). Seine Stellung wird dann neu gelesen.|Eva vier" {
		t.Errorf("fault: %q", got)
	}
	got = texts(typed(tb, "board tactile fault bad checksum", "board tactile fault bad checksum"))
	if strings.Join(got, "|") != "Das Steckbrett meldet eine Störung; gespielt wird weiter, das Brett wird neu abgeglichen, sobald es wieder ein ganzes Bild schickt; die Meldung: bad checksum." {
		t.Errorf("noise: %q", got)
	}
	got = texts(typed(tb, "board sighted snapshot rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
		"board tactile snapshot "+strings.Repeat("1", 12)+"0111"+strings.Repeat("0", 12)+"1"+strings.Repeat("0", 19)+strings.Repeat("1", 16)))
	if strings.Join(got, "|") != "Das Brett des Sehenden stimmt wieder.|Das Steckbrett stimmt wieder." {
		t.Errorf("snapshots: %q", got)
	}
}

// TestBoardsBackAfterLostIsSaidOnceWhenItLags: a board that went away and
// comes back lagging by a move typed meanwhile is said to be back (its lag
// alone is normal and never said), once; a board that comes back in step
// says so as before.
func TestBoardsBackAfterLostIsSaidOnceWhenItLags(t *testing.T) {
	start := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
	tb := boardTable(t, nil)
	got := texts(typed(tb, "board sighted gone cable", "e4"))
	if len(got) != 2 || got[1] != "Eva vier" {
		t.Errorf("gone, typed move: %q", got)
	}
	got = texts(typed(tb, "board sighted snapshot "+start, "board sighted snapshot "+start))
	if strings.Join(got, "|") != "Das Brett des Sehenden ist wieder verbunden." {
		t.Errorf("back, lagging: %q", got)
	}
	typed(tb, "board sighted gone cable")
	got = texts(typed(tb, "board sighted snapshot rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"))
	if strings.Join(got, "|") != "Das Brett des Sehenden stimmt wieder." {
		t.Errorf("back, in step: %q", got)
	}
	// Lagging without having gone away says nothing.
	got = texts(typed(tb, "e5"))
	if strings.Join(got, "|") != "Eva fünf" {
		t.Errorf("lagging: %q", got)
	}
}

// TestBoardsReadAgainAfterLostLinesIsSaidWhenItLags: a board whose driver
// lost some of its lines is checked ("no move is taken from it until
// then"); its whole position, lagging by a move typed meanwhile, ends the
// check, and the player hears that it did, once; the typed move alone
// does not end it.
func TestBoardsReadAgainAfterLostLinesIsSaidWhenItLags(t *testing.T) {
	tb := boardTable(t, nil)
	got := texts(typed(tb, "board tactile resync eboard.resync tactile.lost-why(2)", "e4"))
	if len(got) != 2 || !strings.HasPrefix(got[0], "Das Steckbrett wird geprüft") || got[1] != "Eva vier" {
		t.Errorf("resync, typed move: %q", got)
	}
	start := strings.Repeat("1", 16) + strings.Repeat("0", 32) + strings.Repeat("1", 16)
	got = texts(typed(tb, "board tactile snapshot "+start, "board tactile snapshot "+start))
	if strings.Join(got, "|") != "Das Steckbrett ist neu gelesen." {
		t.Errorf("read again, lagging: %q", got)
	}
}

func TestBoardsJournalReplay(t *testing.T) {
	// The board lines are inputs like any other: the same inputs give the
	// same game.
	lines := []string{"board tactile lift e2", "board tactile place e4", "board sighted lift e2", "board sighted place e4",
		"board sighted lift e7", "board sighted place e5", "board tactile lift e7", "board tactile place e5"}
	a, b := boardTable(t, nil), boardTable(t, nil)
	ja := jsonOf(a, lines...)
	jb := jsonOf(b, lines...)
	equalLines(t, ja, jb)
	if pgnText(a) != pgnText(b) || !strings.Contains(pgnText(a), "1. e4 e5") {
		t.Errorf("PGN %s", pgnText(a))
	}
}

// TestBoardsEveryCase plays each kind of move on the virtual boards at the
// table and checks the moves made, with their sources, and that no error
// or mismatch is said.
func TestBoardsEveryCase(t *testing.T) {
	for _, tc := range []struct {
		name, fen, me string
		lines         []string
		want          string // "SAN/source ..."
	}{
		{"capture, victim first", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "white",
			[]string{"board tactile lift d5", "board tactile lift e4", "board tactile place d5", "board sighted lift d5", "board sighted lift e4", "board sighted place d5"},
			"exd5/tactile"},
		{"capture, mover first", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "white",
			[]string{"board tactile lift e4", "board tactile lift d5", "board tactile place d5", "board sighted lift e4", "board sighted lift d5", "board sighted place d5"},
			"exd5/tactile"},
		{"en passant, victim last, sighted", "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3", "white",
			[]string{"board sighted lift d4", "board sighted place e3", "board sighted lift e4", "board tactile lift e4", "board tactile lift d4", "board tactile place e3"},
			"dxe3/sighted"},
		{"castling rook first", "r3k2r/pppqbppp/2np1n2/4p3/4P3/2NP1N2/PPPQBPPP/R3K2R w KQkq - 4 8", "white",
			[]string{"board tactile lift h1", "board tactile place f1", "board tactile lift e1", "board tactile place g1"},
			"O-O/tactile"},
		{"castling king first, black on the sighted board", "r3k2r/pppqbppp/2np1n2/4p3/4P3/2NP1N2/PPPQBPPP/R3K2R b KQkq - 4 8", "white",
			[]string{"board sighted lift e8", "board sighted place c8", "board sighted lift a8", "board sighted place d8"},
			"O-O-O/sighted"},
		{"Chess960 king move waits, the press makes it", "r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", "white",
			[]string{"board tactile lift d1", "board tactile place c1", "moves", "press"},
			"Kc1/tactile"},
		{"Chess960 castling with the rook after the king", "r2k3r/8/8/8/8/8/8/R2K3R w KQkq - 0 1", "white",
			[]string{"board tactile lift d1", "board tactile place c1", "board tactile lift a1", "board tactile place d1"},
			"O-O-O+/tactile"},
		{"VI player black", "", "black",
			[]string{"board sighted lift e2", "board sighted place e4", "board tactile lift e2", "board tactile place e4", "board tactile lift c7", "board tactile place c5"},
			"e4/sighted c5/tactile"},
		{"sighted adjustment is no move", "", "white",
			[]string{"e4", "board sighted lift e2", "board sighted place e4", "board sighted lift d7", "board sighted place d7", "board tactile lift e2", "board tactile place e4"},
			"e4/keyboard"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tb := boardTable(t, func(s *Setup) { s.FEN, s.Me = tc.fen, tc.me })
			var moves []string
			for _, o := range typed(tb, tc.lines...) {
				switch o.Kind {
				case KindMove:
					moves = append(moves, o.SAN+"/"+o.Source)
				case KindError, KindMismatch:
					t.Errorf("%s: %s", o.Kind, o.Say.Text)
				}
			}
			if got := strings.Join(moves, " "); got != tc.want {
				t.Errorf("moves %q, want %q", got, tc.want)
			}
		})
	}
}

// TestBoardsRetrace checks that the arbiter's retrace (D.2.9) gives each
// board its fix steps, and that the boards are in step once they are done.
func TestBoardsRetrace(t *testing.T) {
	tb := boardTable(t, nil)
	typed(tb, "board tactile lift e2", "board tactile place e4", "board sighted lift e2", "board sighted place e4",
		"board sighted lift e7", "board sighted place e5", "board tactile lift e7", "board tactile place e5")
	var steps []string
	for _, o := range typed(tb, "arbiter retrace 1", "ja") {
		if o.Kind == KindMismatch {
			steps = append(steps, o.Board+" "+strings.Join(o.Diff.StepStrings(), ","))
		}
	}
	if got := strings.Join(steps, "|"); got != "tactile e5-e7|sighted e5-e7" {
		t.Fatalf("fix steps %q", got)
	}
	got := texts(typed(tb, "board tactile lift e5", "board tactile place e7", "board sighted lift e5", "board sighted place e7"))
	if strings.Join(got, "|") != "Das Steckbrett stimmt wieder.|Das Brett des Sehenden stimmt wieder." {
		t.Errorf("after the fix: %q", got)
	}
	// Play goes on from there on the boards.
	got = texts(typed(tb, "board sighted lift c7", "board sighted place c5"))
	if strings.Join(got, "|") != "Cesar fünf" {
		t.Errorf("after the retrace: %q", got)
	}
}

// TestBoardsResync: a driver's Resync is journaled as "board … resync",
// said once for the episode in the session's language, and no move is
// made from that board until its whole position comes.
func TestBoardsResync(t *testing.T) {
	tb := boardTable(t, nil)
	got := texts(typed(tb, "board sighted resync 2 lines were lost", "board sighted resync 1 line was lost",
		"board sighted lift e2", "board sighted place e4", "board sighted lift e7", "board sighted place e5"))
	want := "Das Brett des Sehenden wird geprüft: ein Teil seiner Meldungen ging verloren, seine ganze Stellung wird neu gelesen; bis dahin wird kein Zug von ihm übernommen."
	if strings.Join(got, "|") != want {
		t.Errorf("resync: %q, want only %q", got, want)
	}
	if line, ok := BoardLine(SourceSighted, eboard.Event{Type: eboard.Resync, Text: "2 lines  were lost"}); !ok || line != "board sighted resync 2 lines were lost" {
		t.Errorf("BoardLine(resync) = %q, %v", line, ok)
	}
}

// TestBoardsPressBeforeMoveMadeReadsNaturally: the refusal of a press
// before the move is made on the tactile board, exactly, in German,
// English and Czech (the Czech sentence names the board in the
// nominative: "hmatová šachovnice ještě neukazuje provedený tah").
func TestBoardsPressBeforeMoveMadeReadsNaturally(t *testing.T) {
	for _, tc := range []struct{ style, want string }{
		{"annexd", "Uhrdruck abgelehnt: der Zug ist auf dem Steckbrett noch nicht ausgeführt (Stein auf dem neuen Feld, geschlagener Stein entfernt)."},
		{"annexd-en", "Press refused: the move is not yet made on the tactile board (the piece on its new square, the captured piece removed)."},
		{"cs", "Stisk hodin odmítnut: hmatová šachovnice ještě neukazuje provedený tah (kámen na novém poli, sebraný kámen odstraněn)."},
	} {
		tb := boardTable(t, func(s *Setup) { s.Time = "90+30"; s.Style = tc.style })
		out := texts(typed(tb, "board tactile lift e2", "press"))
		if len(out) != 2 || out[1] != tc.want {
			t.Errorf("%s: press before the move made: %q, want second %q", tc.style, out, tc.want)
		}
	}
}
