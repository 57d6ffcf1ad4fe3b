package pgncheck

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/session"
)

// TestCheckSaysWarningsInTheSessionsLanguage: the warnings of pgn check
// (PlyCount, a checkmate scored wrongly, a null move), the disagreement that
// --strict makes the error and the final position's ending are said in
// German, Czech and English, exactly.
func TestCheckSaysWarningsInTheSessionsLanguage(t *testing.T) {
	pgnText, err := os.ReadFile("testdata/disagree.pgn")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		lang   catalog.Lang
		strict bool
		want   string
	}{
		{catalog.German, false, `-: Partie 1 (A - B): Warnung: der PlyCount-Tag sagt 3 Halbzüge, aber die Partie hat 4
-: Partie 1 (A - B): Warnung: Weiß ist matt, das Ergebnis muss also 0-1 sein, nicht 1-0
-: Partie 1 (A - B): in Ordnung, 1-0 (aber die Endstellung ist Matt) nach 4 Halbzügen, Endstellung rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
-: Partie 2 (C - D): Warnung: ein Nullzug in Zeile 20, Zug 1... --; ein Nullzug ist kein regelgemäßer Schachzug
-: Partie 2 (C - D): in Ordnung, * (kein Ergebnis) nach 3 Halbzügen, Endstellung rnbqkbnr/pppppppp/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 2
-: 2 Partien: 2 gültig, 0 ungültig
`},
		{catalog.German, true, `-: Partie 1 (A - B): Warnung: Weiß ist matt, das Ergebnis muss also 0-1 sein, nicht 1-0
-: Partie 1 (A - B): der PlyCount-Tag sagt 3 Halbzüge, aber die Partie hat 4
-: Partie 2 (C - D): Warnung: ein Nullzug in Zeile 20, Zug 1... --; ein Nullzug ist kein regelgemäßer Schachzug
-: Partie 2 (C - D): in Ordnung, * (kein Ergebnis) nach 3 Halbzügen, Endstellung rnbqkbnr/pppppppp/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 2
-: 2 Partien: 1 gültig, 1 ungültig
`},
		{catalog.Czech, false, `-: partie 1 (A - B): varování: tag PlyCount uvádí 3 půltahy, ale partie jich má 4
-: partie 1 (A - B): varování: bílý dostal mat, výsledek tedy musí být 0-1, ne 1-0
-: partie 1 (A - B): v pořádku, 1-0 (ale konečná pozice je mat) po 4 půltazích, konečná pozice rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
-: partie 2 (C - D): varování: nulový tah na řádku 20, tah 1... --; nulový tah není platný šachový tah
-: partie 2 (C - D): v pořádku, * (bez výsledku) po 3 půltazích, konečná pozice rnbqkbnr/pppppppp/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 2
-: 2 partie: 2 platné, 0 neplatných
`},
		{catalog.Czech, true, `-: partie 1 (A - B): varování: bílý dostal mat, výsledek tedy musí být 0-1, ne 1-0
-: partie 1 (A - B): tag PlyCount uvádí 3 půltahy, ale partie jich má 4
-: partie 2 (C - D): varování: nulový tah na řádku 20, tah 1... --; nulový tah není platný šachový tah
-: partie 2 (C - D): v pořádku, * (bez výsledku) po 3 půltazích, konečná pozice rnbqkbnr/pppppppp/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 2
-: 2 partie: 1 platná, 1 neplatná
`},
		{catalog.English, false, `-: game 1 (A - B): warning: the PlyCount tag says 3 half-moves but the game has 4
-: game 1 (A - B): warning: White is checkmated, so the result must be 0-1, not 1-0
-: game 1 (A - B): ok, 1-0 (but the final position is checkmate) after 4 half-moves, final position rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
-: game 2 (C - D): warning: a null move at line 20, move 1... --; a null move is not a legal chess move
-: game 2 (C - D): ok, * (no result) after 3 half-moves, final position rnbqkbnr/pppppppp/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 2
-: 2 games: 2 valid, 0 invalid
`},
		{catalog.English, true, `-: game 1 (A - B): warning: White is checkmated, so the result must be 0-1, not 1-0
-: game 1 (A - B): the PlyCount tag says 3 half-moves but the game has 4
-: game 2 (C - D): warning: a null move at line 20, move 1... --; a null move is not a legal chess move
-: game 2 (C - D): ok, * (no result) after 3 half-moves, final position rnbqkbnr/pppppppp/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 2
-: 2 games: 1 valid, 1 invalid
`},
	} {
		var out bytes.Buffer
		err := Run(bytes.NewReader(pgnText), &out, []string{"-"}, Options{Strict: tc.strict, Catalog: catalog.For(tc.lang)})
		if got := out.String(); got != tc.want {
			t.Errorf("%v strict=%v:\n got %s\nwant %s", tc.lang, tc.strict, got, tc.want)
		}
		var ee *session.ExitError
		switch {
		case tc.strict && (!errors.As(err, &ee) || ee.Code != 1):
			t.Errorf("%v strict: error %v, want exit code 1", tc.lang, err)
		case !tc.strict && err != nil:
			t.Errorf("%v: error %v, want none", tc.lang, err)
		}
	}
}

// TestCheckJSONKeepsEnglishWarnings: the JSON report is for programs, its
// warnings stay English whatever the session's language.
func TestCheckJSONKeepsEnglishWarnings(t *testing.T) {
	pgnText, err := os.ReadFile("testdata/disagree.pgn")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := Run(bytes.NewReader(pgnText), &out, []string{"-"}, Options{JSON: true, Catalog: catalog.For(catalog.German)}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"the PlyCount tag says 3 half-moves but the game has 4"`, `"White is checkmated, so the result must be 0-1, not 1-0"`} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("JSON lacks %s:\n%s", want, out.String())
		}
	}
}

// TestTotalsAgreeWithTheirNumbers: the totals of a check use the plural
// form of each number (Czech one, few, many).
func TestTotalsAgreeWithTheirNumbers(t *testing.T) {
	tests := []struct {
		lang           catalog.Lang
		valid, invalid int
		want, failure  string
	}{
		{catalog.Czech, 1, 0, "-: 1 partie: 1 platná, 0 neplatných", ""},
		{catalog.Czech, 3, 2, "-: 5 partií: 3 platné, 2 neplatné", "neplatné partie: 2 z 5 partií"},
		{catalog.Czech, 0, 5, "-: 5 partií: 0 platných, 5 neplatných", "neplatné partie: 5 z 5 partií"},
		{catalog.Czech, 0, 1, "-: 1 partie: 0 platných, 1 neplatná", "neplatné partie: 1 z 1 partie"},
		{catalog.German, 1, 1, "-: 2 Partien: 1 gültig, 1 ungültig", "1 von 2 Partien ungültig"},
		{catalog.English, 1, 0, "-: 1 game: 1 valid, 0 invalid", ""},
		{catalog.English, 0, 1, "-: 1 game: 0 valid, 1 invalid", "1 of 1 game invalid"},
	}
	for _, tc := range tests {
		var pgnText bytes.Buffer
		for i := 0; i < tc.valid; i++ {
			pgnText.WriteString("[Result \"*\"]\n\n1. e4 *\n\n")
		}
		for i := 0; i < tc.invalid; i++ {
			pgnText.WriteString("[Result \"*\"]\n\n1. e5 *\n\n")
		}
		var out bytes.Buffer
		err := Run(&pgnText, &out, []string{"-"}, Options{Catalog: catalog.For(tc.lang)})
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if got := lines[len(lines)-1]; got != tc.want {
			t.Errorf("%v %d/%d: total %q, want %q", tc.lang, tc.valid, tc.invalid, got, tc.want)
		}
		var ee *session.ExitError
		switch {
		case tc.failure == "" && err != nil:
			t.Errorf("%v %d/%d: %v", tc.lang, tc.valid, tc.invalid, err)
		case tc.failure != "" && (!errors.As(err, &ee) || catalog.For(tc.lang).Error(ee.Err) != tc.failure):
			t.Errorf("%v %d/%d: error %v, want %q", tc.lang, tc.valid, tc.invalid, err, tc.failure)
		}
	}
}

// TestCheckReadsGermanAndCzechLetters: pgn check reads a file written
// with Czech piece letters (Jf3, Sb5, Vd1, Dd8) where the games are legal
// only in those, and says once, at the first such game, which letters it
// read; before, every game was refused with a message naming the English
// letters. --json gives the letters of each game. In de, en and cs.
func TestCheckReadsGermanAndCzechLetters(t *testing.T) {
	head := "[Event \"E\"]\n[Site \"S\"]\n[Date \"2026.11.28\"]\n[Round \"%d\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
	text := strings.Replace(head, "%d", "1", 1) + "1. e4 e5 2. Jf3 Jc6 3. Sb5 a6 4. Sa4 Jf6 5. O-O Se7 *\n\n" +
		strings.Replace(head, "%d", "2", 1) + "1. d4 d5 2. c4 e6 3. Jc3 Jf6 4. Sg5 Se7 5. Dc2 O-O 6. Vd1 *\n"
	fen1 := "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 4 6"
	fen2 := "rnbq1rk1/ppp1bppp/4pn2/3p2B1/2PP4/2N5/PPQ1PPPP/3RKBNR b K - 7 6"
	for _, tc := range []struct {
		lang catalog.Lang
		want string
	}{
		{catalog.German, `-: Partie 1 (A - B): Warnung: die Züge werden mit tschechischen Figurenbuchstaben gelesen (K D V S J: S ein Läufer), nur mit ihnen ist die Partie regelgemäß; PGN und blindchess schreiben die englischen (K Q R B N) (für die anderen Partien der Datei nicht noch einmal gesagt)
-: Partie 1 (A - B): in Ordnung, * (kein Ergebnis) nach 10 Halbzügen, Endstellung ` + fen1 + `
-: Partie 2 (A - B): in Ordnung, * (kein Ergebnis) nach 11 Halbzügen, Endstellung ` + fen2 + `
-: 2 Partien: 2 gültig, 0 ungültig
`},
		{catalog.English, `-: game 1 (A - B): warning: the moves are read with Czech piece letters (K D V S J: S a bishop), the only letters in which the game is legal; PGN and blindchess write the English ones (K Q R B N) (not said again for the other games of the file)
-: game 1 (A - B): ok, * (no result) after 10 half-moves, final position ` + fen1 + `
-: game 2 (A - B): ok, * (no result) after 11 half-moves, final position ` + fen2 + `
-: 2 games: 2 valid, 0 invalid
`},
		{catalog.Czech, `-: partie 1 (A - B): varování: tahy jsou čteny s českými písmeny figur (K D V S J: S je střelec), jen s nimi je partie platná; PGN i blindchess píší anglická (K Q R B N) (u dalších partií souboru se to už neříká)
-: partie 1 (A - B): v pořádku, * (bez výsledku) po 10 půltazích, konečná pozice ` + fen1 + `
-: partie 2 (A - B): v pořádku, * (bez výsledku) po 11 půltazích, konečná pozice ` + fen2 + `
-: 2 partie: 2 platné, 0 neplatných
`},
	} {
		var out bytes.Buffer
		if err := Run(strings.NewReader(text), &out, []string{"-"}, Options{Catalog: catalog.For(tc.lang)}); err != nil {
			t.Errorf("%v: %v", tc.lang, err)
		}
		if out.String() != tc.want {
			t.Errorf("%v:\n%s\nwant\n%s", tc.lang, out.String(), tc.want)
		}
	}
	var out bytes.Buffer
	if err := Run(strings.NewReader(text), &out, []string{"-"}, Options{JSON: true, Catalog: catalog.For(catalog.English)}); err != nil || strings.Count(out.String(), `"letters":"cs"`) != 2 {
		t.Errorf("--json: %v\n%s\nwant letters cs for both games", err, out.String())
	}
}
