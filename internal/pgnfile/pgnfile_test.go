package pgnfile

import (
	"bytes"
	"errors"
	"io"
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
