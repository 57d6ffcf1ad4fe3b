package braille

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/pgn"
)

// TestSheetTextForTheArbiter: the print copy of the scoresheet, which the
// arbiter and the sighted opponent read and sign (Article 8.7), in de, en
// and cs: the header, the moves in the language's piece letters with the
// draw offer mark, the result, and the signature block (a line to write
// the result on while the game has none; a player the file leaves
// unnamed is named by his side alone).
func TestSheetTextForTheArbiter(t *testing.T) {
	const game = "[Event \"CR\"]\n[Date \"1979.??.??\"]\n[White \"Molinari\"]\n[Black \"Bordais\"]\n\n1. e4 c5 2. Nf3 {(=)} Nc6 3. Bb5 0-1\n"
	const open = "[White \"?\"]\n[Black \"Dvořák\"]\n\n1. e4 *\n"
	tests := []struct {
		lang catalog.Lang
		pgn  string
		want string
	}{
		{catalog.English, game, "Molinari - Bordais\nCR 1979\nResult 0-1\n\n1. e4 c5\n2. Nf3(=) Nc6\n3. Bb5\n0-1\n\n" +
			"Result 0-1\nSignature White Molinari\n" + signLine + "\n\nSignature Black Bordais\n" + signLine + "\n"},
		{catalog.German, game, "Molinari - Bordais\nCR 1979\nErgebnis 0-1\n\n1. e4 c5\n2. Sf3(=) Sc6\n3. Lb5\n0-1\n\n" +
			"Ergebnis 0-1\nUnterschrift Weiß Molinari\n" + signLine + "\n\nUnterschrift Schwarz Bordais\n" + signLine + "\n"},
		{catalog.Czech, game, "Molinari - Bordais\nCR 1979\nVýsledek 0-1\n\n1. e4 c5\n2. Jf3(=) Jc6\n3. Sb5\n0-1\n\n" +
			"Výsledek 0-1\nPodpis za bílé Molinari\n" + signLine + "\n\nPodpis za černé Bordais\n" + signLine + "\n"},
		{catalog.English, open, "White - Dvořák\nResult *\n\n1. e4\n*\n\n" +
			"Result " + signLine + "\nSignature White\n" + signLine + "\n\nSignature Black Dvořák\n" + signLine + "\n"},
		{catalog.German, open, "Weiß - Dvořák\nErgebnis *\n\n1. e4\n*\n\n" +
			"Ergebnis " + signLine + "\nUnterschrift Weiß\n" + signLine + "\n\nUnterschrift Schwarz Dvořák\n" + signLine + "\n"},
		{catalog.Czech, open, "Bílý - Dvořák\nVýsledek *\n\n1. e4\n*\n\n" +
			"Výsledek " + signLine + "\nPodpis za bílé\n" + signLine + "\n\nPodpis za černé Dvořák\n" + signLine + "\n"},
	}
	for _, tc := range tests {
		gs, err := pgn.ReadAll(strings.NewReader(tc.pgn))
		if err != nil || len(gs) != 1 {
			t.Fatal(err)
		}
		got, err := SheetText(catalog.For(tc.lang), gs[0])
		if err != nil {
			t.Fatal(err)
		}
		if got != tc.want {
			t.Errorf("%s:\n%s\nwant\n%s", tc.lang, got, tc.want)
		}
	}
}
