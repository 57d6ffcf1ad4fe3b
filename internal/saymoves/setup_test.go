package saymoves

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestSayPGNSaysASetUpPosition: a game of a PGN file that starts from a
// set-up position ([SetUp] and [FEN]: an ending, a study, an adjourned
// game) says where it starts after its header, the pieces as a diagram's
// caption lists them in the piece letters of the words' language, before its first
// move; without it the listener hears "move one, White, Eva four" and
// takes it for the standard start (walk10: a Czech player's ChessBase
// file). A game from the standard position says no such line.
func TestSayPGNSaysASetUpPosition(t *testing.T) {
	const file = `[Event "Přebor"]
[White "Kříž"]
[Black "Dvořák"]
[Result "1/2-1/2"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/3RP3/4K1N1 w - - 0 1"]

1. e4 Kf7 1/2-1/2

[Event "Přebor"]
[White "Kříž"]
[Black "Dvořák"]
[Result "*"]
[SetUp "1"]
[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]

1. e4 *
`
	path := filepath.Join(t.TempDir(), "games.pgn")
	if err := os.WriteFile(path, []byte(file), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		lang  catalog.Lang
		style phonetic.Style
		want  string
	}{
		{catalog.German, phonetic.AnnexD, "Kříž - Dvořák, Přebor\n" +
			"Die Partie beginnt in dieser Stellung: Weiß: Ke1 Td2 Sg1, Bauer e2; Schwarz: Ke8.\n" +
			"Zug eins, Weiß, Eva vier\nZug eins, Schwarz, König Felix sieben\nRemis\n" +
			"Kříž - Dvořák, Přebor\nZug eins, Weiß, Eva vier\n"},
		{catalog.English, phonetic.AnnexDEn, "Kříž - Dvořák, Přebor\n" +
			"The game starts from this position: White: Ke1 Rd2 Ng1, pawn e2; Black: Ke8.\n" +
			"Move one, White, Eva four\nMove one, Black, king Felix seven\nDraw\n" +
			"Kříž - Dvořák, Přebor\nMove one, White, Eva four\n"},
		{catalog.Czech, phonetic.CzechStyle, "Kříž - Dvořák, Přebor\n" +
			"Partie začíná z této pozice: Bílý: Ke1 Vd2 Jg1, pěšec e2; Černý: Ke8.\n" +
			"Tah jedna, bílý, Eva čtyři\nTah jedna, černý, král Felix sedm\nRemíza\n" +
			"Kříž - Dvořák, Přebor\nTah jedna, bílý, Eva čtyři\n"},
	} {
		var out, errs bytes.Buffer
		cfg := Config{Style: tc.style, Text: true, Context: context.Background(), Stdout: &out, Stderr: &errs, Catalog: catalog.For(tc.lang)}
		if err := PGN(cfg, path, 0, false, false); err != nil {
			t.Fatalf("%v: %v (%s)", tc.lang, err, errs.String())
		}
		if out.String() != tc.want {
			t.Errorf("%v:\n got %q\nwant %q", tc.lang, out.String(), tc.want)
		}
	}
}

// TestSayPGNSaysWhyAGameEnded: the result line of say --pgn says why the
// game ended where the file says it, as the table says a result: a
// checkmate or stalemate of the final position, a Lichess export's
// Termination "Time forfeit" (the game then ends after a move that is no
// mate), in the session's language; a game whose file does not say why
// (a resignation), or scores a mate the other way, keeps the bare result.
// Until walk10 the Lichess game was
// heard as "Černý vyhrává" after White's third move, with no reason.
func TestSayPGNSaysWhyAGameEnded(t *testing.T) {
	const file = `[White "A"]
[Black "B"]
[Result "0-1"]
[Termination "Time forfeit"]

1. e4 { [%clk 0:03:00] } 1... c5 { [%clk 0:03:00] } 0-1

[White "A"]
[Black "B"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[White "A"]
[Black "B"]
[Result "1-0"]
[Termination "Normal"]

1. e4 e5 1-0

[White "A"]
[Black "B"]
[Result "1-0"]

1. f3 e5 2. g4 Qh4# 1-0
`
	path := filepath.Join(t.TempDir(), "games.pgn")
	if err := os.WriteFile(path, []byte(file), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		lang  catalog.Lang
		style phonetic.Style
		want  []string
	}{
		{catalog.German, phonetic.AnnexD, []string{"Schwarz gewinnt: Zeitüberschreitung", "Weiß gewinnt: Matt", "Weiß gewinnt", "Weiß gewinnt"}},
		{catalog.English, phonetic.AnnexDEn, []string{"Black wins: time forfeit", "White wins: checkmate", "White wins", "White wins"}},
		{catalog.Czech, phonetic.CzechStyle, []string{"Černý vyhrává: překročení času", "Bílý vyhrává: mat", "Bílý vyhrává", "Bílý vyhrává"}},
	} {
		var out, errs bytes.Buffer
		cfg := Config{Style: tc.style, Text: true, Context: context.Background(), Stdout: &out, Stderr: &errs, Catalog: catalog.For(tc.lang)}
		if err := PGN(cfg, path, 0, false, false); err != nil {
			t.Fatalf("%v: %v (%s)", tc.lang, err, errs.String())
		}
		var got []string
		for _, l := range strings.Split(out.String(), "\n") {
			if strings.Contains(l, "gewinnt") || strings.Contains(l, "wins") || strings.Contains(l, "vyhrává") {
				got = append(got, l)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%v: result lines %q, want %q\n%s", tc.lang, got, tc.want, out.String())
		}
	}
}
