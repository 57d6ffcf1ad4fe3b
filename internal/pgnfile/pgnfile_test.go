package pgnfile

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/session"
)

// TestGameReadsUpToTheGameAskedFor: game 2 of the file is played, its
// warning (a null move) is written in the session's language, and its
// moves are there.
func TestGameReadsUpToTheGameAskedFor(t *testing.T) {
	var warn bytes.Buffer
	f, err := Open(catalog.For(catalog.German), "testdata/two.pgn", "--pgn", false, &warn)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := f.Game(2)
	if err != nil {
		t.Fatal(err)
	}
	if g.Game.Tag("White") != "C" || len(g.Replayed.Moves) != 3 || f.Games() != 2 {
		t.Errorf("game %q with %d moves after %d games", g.Game.Tag("White"), len(g.Replayed.Moves), f.Games())
	}
	want := "blindchess: testdata/two.pgn: Partie 2 (C - D): Warnung: ein Nullzug in Zeile 20, Zug 1... --; ein Nullzug ist kein regelgemäßer Schachzug\n"
	if warn.String() != want {
		t.Errorf("warnings %q, want %q", warn.String(), want)
	}
}

// TestBadRequestsAreUsageErrors: a missing file, a folder, a game number
// past the end and game 0 are usage errors (exit 2) that say what is
// wrong and what to give.
func TestBadRequestsAreUsageErrors(t *testing.T) {
	c := catalog.For(catalog.English)
	_, err := Open(c, "testdata/missing.pgn", "--pgn", false, io.Discard)
	wantUsage(t, err, "--pgn: testdata/missing.pgn: no such file or directory; give the PGN file of the game, such as --pgn game.pgn")
	// A folder is said as a folder, with the same advice.
	_, err = Open(c, "testdata", "--pgn", false, io.Discard)
	wantUsage(t, err, "--pgn: testdata: is a directory; give the PGN file of the game, such as --pgn game.pgn")
	for n, want := range map[int]string{
		3: "--game 3: testdata/two.pgn holds 2 games; give a number from 1 to 2",
		0: "--game 0: games are numbered from 1",
	} {
		f, err := Open(c, "testdata/two.pgn", "--pgn", false, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		_, err = f.Game(n)
		f.Close()
		wantUsage(t, err, want)
	}
	// Game 1 ends in a checkmate scored 1-0: with strict it is refused.
	_, err = GamePosition(c, "testdata/two.pgn", 1, true, io.Discard)
	var ee *session.ExitError
	if !errors.As(err, &ee) || ee.Code != 2 {
		t.Errorf("strict game 1: %v, want a usage error", err)
	}
}

func wantUsage(t *testing.T, err error, want string) {
	t.Helper()
	var ee *session.ExitError
	if !errors.As(err, &ee) || ee.Code != 2 {
		t.Fatalf("error %v, want a usage error", err)
	}
	if got := catalog.For(catalog.English).Error(ee.Err); got != want {
		t.Errorf("error %q, want %q", got, want)
	}
}

// TestGermanLettersSaidOnce: a file whose games are written with German
// piece letters is read with them, by Game (say --pgn, position --pgn) and
// by ReadLetters (braille --pgn, which reads the moves itself, so they
// are rewritten in English); the letters are said once, at the first
// game, in the session's language. In de, en and cs.
func TestGermanLettersSaidOnce(t *testing.T) {
	for _, tc := range []struct {
		lang catalog.Lang
		want string
	}{
		{catalog.German, "blindchess: testdata/german.pgn: Partie 1 (A - B): Warnung: die Züge werden mit deutschen Figurenbuchstaben gelesen (K D T L S: S ein Springer), nur mit ihnen ist die Partie regelgemäß; PGN und blindchess schreiben die englischen (K Q R B N) (für die anderen Partien der Datei nicht noch einmal gesagt)\n"},
		{catalog.English, "blindchess: testdata/german.pgn: game 1 (A - B): warning: the moves are read with German piece letters (K D T L S: S a knight), the only letters in which the game is legal; PGN and blindchess write the English ones (K Q R B N) (not said again for the other games of the file)\n"},
		{catalog.Czech, "blindchess: testdata/german.pgn: partie 1 (A - B): varování: tahy jsou čteny s německými písmeny figur (K D T L S: S je jezdec), jen s nimi je partie platná; PGN i blindchess píší anglická (K Q R B N) (u dalších partií souboru se to už neříká)\n"},
	} {
		var warn bytes.Buffer
		f, err := Open(catalog.For(tc.lang), "testdata/german.pgn", "--pgn", false, &warn)
		if err != nil {
			t.Fatal(err)
		}
		for n := 1; n <= 2; n++ {
			if _, err := f.Game(n); err != nil {
				t.Fatalf("%v: game %d: %v", tc.lang, n, err)
			}
		}
		f.Close()
		f, err = Open(catalog.For(tc.lang), "testdata/german.pgn", "--pgn", false, &warn)
		if err != nil {
			t.Fatal(err)
		}
		var sans []string
		for n := 1; n <= 2; n++ {
			g, err := f.Nth(n)
			if err != nil {
				t.Fatalf("%v: game %d: %v", tc.lang, n, err)
			}
			f.ReadLetters(g)
			for _, m := range g.Moves {
				sans = append(sans, m.SAN)
			}
		}
		f.Close()
		if got := warn.String(); got != tc.want+tc.want {
			t.Errorf("%v: said\n%s\nwant once a reading\n%s", tc.lang, got, tc.want)
		}
		if got, want := strings.Join(sans, " "), "d4 d5 Bf4 Nf6 e3 Bf5 Bd3 Bxd3 Qxd3 e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O Qd6 Re1"; got != want {
			t.Errorf("%v: moves %s\nwant %s", tc.lang, got, want)
		}
	}
}
