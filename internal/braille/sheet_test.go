package braille

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/pgn"
)

func readGame(t *testing.T, path string) *pgn.Game {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gs, err := pgn.ReadAll(f)
	if err != nil || len(gs) == 0 {
		t.Fatalf("%s: %v", path, err)
	}
	return gs[0]
}

// TestSheetRealGame checks the BRF and PEF scoresheets of a real game cell
// by cell against the files in testdata (checked by hand: 1 E4 C5 …
// 5 G3 SD3>M, 0-1; a 40×25 page with its number).
func TestSheetRealGame(t *testing.T) {
	g := readGame(t, "testdata/molinari-bordais-1979.pgn")
	pages, err := Sheet(g, UK, DefaultLayout)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := os.ReadFile("testdata/molinari-bordais-1979.sheet.brf")
	if got := SheetBRF(pages); got != string(want) {
		t.Errorf("BRF:\n%q\nwant\n%q", got, want)
	}
	pef, err := SheetPEF(pages, DefaultLayout, "Molinari - Bordais, molinari-bordais-1979.pgn")
	if err != nil {
		t.Fatal(err)
	}
	want, _ = os.ReadFile("testdata/molinari-bordais-1979.sheet.pef")
	if pef != string(want) {
		t.Errorf("PEF differs from testdata:\n%s", pef)
	}
	// PEF rows hold braille cells only.
	for _, l := range strings.Split(pef, "\n") {
		if i := strings.Index(l, "<row>"); i >= 0 {
			for _, r := range strings.TrimSuffix(l[i+5:], "</row>") {
				if r < 0x2800 || r > 0x28FF {
					t.Fatalf("a PEF row holds %q: %s", r, l)
				}
			}
		}
	}
	if !strings.Contains(pef, `<pef xmlns="http://www.daisy.org/ns/2008/pef" version="2008-1">`) || !strings.Contains(pef, `<volume cols="40" rows="25"`) {
		t.Errorf("PEF head:\n%s", pef[:300])
	}
}

// TestSheetPagesAndWrap: a long game on small pages breaks into numbered
// pages of the asked size, and a line longer than the page is wrapped.
func TestSheetPagesAndWrap(t *testing.T) {
	g := readGame(t, "testdata/molinari-bordais-1979.pgn")
	pages, err := Sheet(g, ICCF, Layout{Cols: 12, Rows: 5})
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range pages {
		if len(p) != 5 {
			t.Fatalf("page %d has %d lines", i+1, len(p))
		}
		for _, l := range p {
			if n := len([]rune(l)); n > 12 {
				t.Fatalf("page %d: a line of %d cells: %s", i+1, n, l)
			}
		}
		if num := strings.TrimLeft(BRF(p[4]), " "); num != strings.TrimLeft(BRF(Number(i+1)), " ") {
			t.Errorf("page %d is numbered %q", i+1, num)
		}
	}
	// "1 5254 3735" is 11 cells and fits; wrapping shows on the header.
	if got := BRF(pages[0][0]); got != "MOLINARI -" {
		t.Errorf("first header line %q", got)
	}
	if _, err := Sheet(g, UK, Layout{Cols: 5, Rows: 2}); err == nil {
		t.Error("a 5×2 page was accepted")
	}
}

// TestSheetHeaderInTheLanguage: the header's word is the language's, whole
// on its line; an event the file does not name is left out rather than
// written "?".
func TestSheetHeaderInTheLanguage(t *testing.T) {
	g := &pgn.Game{Tags: []pgn.Tag{{Name: "White", Value: "A"}, {Name: "Black", Value: "B"}, {Name: "Event", Value: "?"}, {Name: "Date", Value: "2026.11.26"}}, Result: "*"}
	tests := []struct {
		lang catalog.Lang
		code Code
		want string // the result line, in BRF
	}{
		{catalog.English, UK, "RESULT"},
		{catalog.German, German, "ERGEBNIS"},
		{catalog.Czech, Czech, "V&SLEDEK"}, // ý is ⠯ in Czech braille, BRF &
	}
	for _, tc := range tests {
		pages, err := SheetIn(catalog.For(tc.lang), g, tc.code, Layout{Cols: 12, Rows: 25})
		if err != nil {
			t.Fatal(err)
		}
		brf := SheetBRF(pages)
		lines := strings.Split(brf, "\r\n")
		if lines[1] != "2026.11.26" {
			t.Errorf("%s: the event line is %q, want the date alone", tc.lang, lines[1])
		}
		if !strings.HasPrefix(lines[2], tc.want) {
			t.Errorf("%s: the result line is %q, want it to start with the whole word %s", tc.lang, lines[2], tc.want)
		}
	}
}

// TestWrapKeepsWordsWhole: a line breaks at the last blank that fits, even
// far left, rather than inside a word ("RES" / "ULT").
func TestWrapKeepsWordsWhole(t *testing.T) {
	b := string(rune(0x2800))
	got := wrap("AB"+b+"RESULTXY", 10)
	want := []string{"AB", b + b + "RESULTXY"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("wrap = %q, want %q", got, want)
	}
}

// TestSheetDrawOfferMark: a move with which a draw was offered carries
// the mark (=) on the braille scoresheet as on the PGN (Annex D.2.7).
func TestSheetDrawOfferMark(t *testing.T) {
	gs, err := pgn.ReadAll(strings.NewReader("[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 {(=)} 2. Nf3 *\n"))
	if err != nil || len(gs) != 1 {
		t.Fatal(err)
	}
	pages, err := Sheet(gs[0], UK, DefaultLayout)
	if err != nil {
		t.Fatal(err)
	}
	brf := SheetBRF(pages)
	if !strings.Contains(brf, "E4 E5(=)") {
		t.Errorf("BRF:\n%s\nwant the move line 1 E4 E5(=)", brf)
	}
	if strings.Count(brf, "(=)") != 1 {
		t.Errorf("BRF has the mark %d times:\n%s", strings.Count(brf, "(=)"), brf)
	}
}

// TestSheetNamesUnnamedPlayersBySide: a player the PGN leaves unnamed
// ("?" or no tag) is named by his side in the sheet's language in the
// header line ("WEISS - SCHWARZ", not "? - ?"); a named one keeps his
// name; the game's own tags keep PGN's "?".
func TestSheetNamesUnnamedPlayersBySide(t *testing.T) {
	tests := []struct {
		lang         catalog.Lang
		white, black string // the tags; "-" for none
		players      string // Players
		header       string // the first line, in BRF
	}{
		{catalog.German, "?", "?", "Weiß - Schwarz", "WEISS - SCHWARZ"},
		{catalog.English, "?", "?", "White - Black", "WHITE - BLACK"},
		{catalog.Czech, "?", "?", "Bílý - Černý", "BILY - CERNY"},
		{catalog.Czech, "Novák", "-", "Novák - Černý", "NOVAK - CERNY"},
		{catalog.English, " ", "Smith", "White - Smith", "WHITE - SMITH"},
	}
	for _, tc := range tests {
		g := &pgn.Game{Result: "*"}
		for _, tg := range []pgn.Tag{{Name: "White", Value: tc.white}, {Name: "Black", Value: tc.black}} {
			if tg.Value != "-" {
				g.Tags = append(g.Tags, tg)
			}
		}
		c := catalog.For(tc.lang)
		if got := Players(c, g); got != tc.players {
			t.Errorf("%s %q %q: Players %q, want %q", tc.lang, tc.white, tc.black, got, tc.players)
		}
		pages, err := SheetIn(c, g, UK, DefaultLayout)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Split(SheetBRF(pages), "\r\n")[0]; got != tc.header {
			t.Errorf("%s %q %q: header %q, want %q", tc.lang, tc.white, tc.black, got, tc.header)
		}
		if tc.white == "?" && g.Tag("White") != "?" {
			t.Errorf("%s: the game's White tag became %q", tc.lang, g.Tag("White"))
		}
	}
}

// TestSheetLeavesOutAnUnknownDate: the header leaves out a date the
// file does not know ("????.??.??", as play's virtual games and many
// databases write it) and keeps the known part of one known in part,
// as it leaves out an unnamed event: a braille reader reads "?" cells as
// a row of question marks. With neither, the result follows the players.
// In de, en and cs.
func TestSheetLeavesOutAnUnknownDate(t *testing.T) {
	tests := []struct {
		lang        catalog.Lang
		code        Code
		event, date string
		want        []string // the header's lines after the players, in BRF
	}{
		{catalog.English, UK, "IBCA Open", "????.??.??", []string{"IBCA OPEN", "RESULT 1-0"}},
		{catalog.German, German, "IBCA Open", "2026.??.??", []string{"IBCA OPEN 2026", "ERGEBNIS 1-0"}},
		{catalog.Czech, Czech, "?", "????.??.??", []string{"V&SLEDEK 1-0", ""}}, // ý ⠯
		{catalog.Czech, Czech, "?", "2026.11.27", []string{"2026.11.27", "V&SLEDEK 1-0"}},
		{catalog.German, German, "", "2026.11.??", []string{"2026.11", "ERGEBNIS 1-0"}},
	}
	for _, tc := range tests {
		g := &pgn.Game{Tags: []pgn.Tag{{Name: "White", Value: "A"}, {Name: "Black", Value: "B"}, {Name: "Event", Value: tc.event}, {Name: "Date", Value: tc.date}}, Result: "1-0"}
		pages, err := SheetIn(catalog.For(tc.lang), g, tc.code, DefaultLayout)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(SheetBRF(pages), "\r\n")
		if got := lines[1:3]; strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("%s %q %q: header %q, want %q", tc.lang, tc.event, tc.date, got, tc.want)
		}
	}
}

// TestSheetExceptionalResult: a game with an exceptional result (FIDE
// 11.7, 11.8, 12.9), which its PGN writes as Result "*" and the
// ExceptionalResult tag, has that result on the braille scoresheet, in
// the header and at the end, not "*".
func TestSheetExceptionalResult(t *testing.T) {
	for _, tc := range []struct{ tag, header, end string }{
		{"0-0", "RESULT 0-0", Result("0-0")},
		{"1/2-0", "RESULT 1/2-0", Result("1/2-0")},
		{"0-1/2", "RESULT 0-1/2", Result("0-1/2")},
		{"2-0", "RESULT *", Result("*")}, // not an exceptional result
	} {
		gs, err := pgn.ReadAll(strings.NewReader("[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[ExceptionalResult \"" + tc.tag + "\"]\n\n1. e4 e5 *\n"))
		if err != nil || len(gs) != 1 {
			t.Fatal(err)
		}
		pages, err := Sheet(gs[0], UK, DefaultLayout)
		if err != nil {
			t.Fatal(err)
		}
		brf := strings.Split(SheetBRF(pages), "\r\n")
		if brf[1] != tc.header {
			t.Errorf("%s: header %q, want %q", tc.tag, brf[1], tc.header)
		}
		if !slices.Contains(pages[0], tc.end) {
			t.Errorf("%s: no line %q; page:\n%s", tc.tag, tc.end, strings.Join(pages[0], "\n"))
		}
	}
}

// TestSheetSignatureLines: the scoresheet ends with what Article 8.7
// asks for, both players signing it and indicating the result: after the
// moves and a blank line, the result (its word alone while the game has
// none, to be written in), then a line naming each player with a blank
// line to sign on, in the sheet's language (de, en, cs); a player the
// file leaves unnamed is named by his side alone. On a page too short to
// hold it after the moves, the block begins the next page whole.
func TestSheetSignatureLines(t *testing.T) {
	tests := []struct {
		name string
		lang catalog.Lang
		code Code
		pgn  string
		rows int
		want []string // the BRF lines, pages split by a form feed
	}{
		{"en", catalog.English, UK, "[White \"Molinari\"]\n[Black \"Bordais\"]\n\n1. e4 c5 0-1\n", 25, []string{
			"MOLINARI - BORDAIS", "RESULT 0-1", "", "1 E4 C5", "0-1", "",
			"RESULT 0-1", "SIGNATURE WHITE MOLINARI", "", "SIGNATURE BLACK BORDAIS", ""}},
		{"de", catalog.German, German, "[White \"?\"]\n[Black \"Mueller\"]\n\n1. e4 e5 1/2-1/2\n", 25, []string{
			// ß is ⠮ in German braille (BRF !).
			"WEI! - MUELLER", "ERGEBNIS 1/2-1/2", "", "1 E4 E5", "1/2-1/2", "",
			"ERGEBNIS 1/2-1/2", "UNTERSCHRIFT WEI!", "", "UNTERSCHRIFT SCHWARZ MUELLER", ""}},
		{"cs", catalog.Czech, Czech, "[White \"Novak\"]\n[Black \"?\"]\n\n1. e4 e5 *\n", 25, []string{
			// Czech braille: č ⠩ (BRF %), ý ⠯ (&), í ⠌ (/), é ⠜ (>).
			"NOVAK - %ERN&", "V&SLEDEK *", "", "1 E4 E5", "*", "",
			"V&SLEDEK", "PODPIS ZA B/L> NOVAK", "", "PODPIS ZA %ERN>", ""}},
		{"en, the next page", catalog.English, UK, "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n", 10, []string{
			"A - B", "RESULT 1-0", "", "1 E4 E5", "2 SF3 SC6", "1-0", "", "", "", "                                       1",
			"\fRESULT 1-0", "SIGNATURE WHITE A", "", "SIGNATURE BLACK B", "", "", "", "", "", "                                       2"}},
		{"en, the page in hand full", catalog.English, UK, "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0\n", 10, []string{
			"A - B", "RESULT 1-0", "", "1 E4 E5", "2 SF3 SC6", "3 LB5 A6", "4 LA4 SF6", "5 0-0 LE7", "1-0", "                                       1",
			"\fRESULT 1-0", "SIGNATURE WHITE A", "", "SIGNATURE BLACK B", "", "", "", "", "", "                                       2"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			gs, err := pgn.ReadAll(strings.NewReader(tc.pgn))
			if err != nil || len(gs) != 1 {
				t.Fatal(err)
			}
			pages, err := SheetIn(catalog.For(tc.lang), gs[0], tc.code, Layout{Cols: 40, Rows: tc.rows})
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Split(SheetBRF(pages), "\r\n")
			if tc.rows == 25 {
				got = got[:min(len(got), len(tc.want))]
			} else {
				got = got[:len(got)-1] // after the last CR LF
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("BRF\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
}

// TestSheetHeaderDiacritics: a name with diacritics ("Åsa Öberg",
// "Antonín Dvořák") is written in the header with the cells the code's
// language has for its letters: German braille's ö ⠪ and, for a letter
// it has no cell for, the accent sign ⠈ before the letter (å ⠈⠁, í ⠈⠊,
// ř ⠈⠗, á ⠈⠁); Czech braille's í ⠌, ř ⠺, á ⠡, and ö as oe, å as a,
// which it has no cell for; the UK and ICCF codes the letters without
// diacritics. So do the signature lines.
func TestSheetHeaderDiacritics(t *testing.T) {
	b := FromBRF
	tests := []struct {
		lang        catalog.Lang
		code        Code
		header, sig string // the first line and White's signature line, in cells
	}{
		{catalog.German, German,
			"⠈⠁" + b("SA ") + "⠪" + b("BERG - ANTON") + "⠈⠊" + b("N DVO") + "⠈⠗⠈⠁" + b("K"),
			b("UNTERSCHRIFT WEI") + "⠮" + b(" ") + "⠈⠁" + b("SA ") + "⠪" + b("BERG")},
		{catalog.Czech, Czech,
			b("ASA OEBERG - ANTON") + "⠌" + b("N DVO") + "⠺⠡" + b("K"),
			b("PODPIS ZA B") + "⠌" + b("L") + "⠜" + b(" ASA OEBERG")},
		{catalog.English, UK, b("ASA OEBERG - ANTONIN DVORAK"), b("SIGNATURE WHITE ASA OEBERG")},
		{catalog.English, ICCF, b("ASA OEBERG - ANTONIN DVORAK"), b("SIGNATURE WHITE ASA OEBERG")},
	}
	g := &pgn.Game{Tags: []pgn.Tag{{Name: "White", Value: "Åsa Öberg"}, {Name: "Black", Value: "Antonín Dvořák"}}, Result: "1-0"}
	for _, tc := range tests {
		pages, err := SheetIn(catalog.For(tc.lang), g, tc.code, DefaultLayout)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.TrimRight(pages[0][0], blank); got != tc.header {
			t.Errorf("%s: header\n%s (%s)\nwant\n%s (%s)", tc.code, got, BRF(got), tc.header, BRF(tc.header))
		}
		i := slices.Index(pages[0], tc.sig)
		if i < 0 {
			t.Errorf("%s: no signature line %s (%s) in\n%s", tc.code, tc.sig, BRF(tc.sig), strings.Join(pages[0], "\n"))
		}
	}
}
