package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/pgn"
)

// realGames reads the real games the crash suite plays: Kasparov–Deep Blue
// 1997 (six games), Nepomniachtchi–Ding 2023, game 1, and four Chess960
// games of a cutechess tournament (from their FEN, with castling).
func realGames(t *testing.T) []*pgn.Game {
	t.Helper()
	var games []*pgn.Game
	for _, name := range []string{"kasparov-deep-blue-1997.pgn", "nepomniachtchi-liren-game1.pgn", "cutechess-fischerrandom.pgn"} {
		f, err := os.Open(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		gs, err := pgn.ReadAll(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		games = append(games, gs...)
	}
	return games
}

// gameScript turns a game into script lines: each move typed, then the
// clock pressed, a few seconds apart, with a request now and then.
func gameScript(g *pgn.Game) []string {
	var lines []string
	at := 0
	for i, m := range g.Moves {
		lines = append(lines, fmt.Sprintf("%d %s", at, m.SAN), fmt.Sprintf("%d press", at+2))
		if i%7 == 3 {
			lines = append(lines, fmt.Sprintf("%d time", at+3))
		}
		at += 5
	}
	return lines
}

// sanLine returns the main line of the single game of a PGN text.
func sanLine(t *testing.T, text []byte) []string {
	t.Helper()
	gs, err := pgn.ReadAll(bytes.NewReader(text))
	if err != nil || len(gs) != 1 {
		t.Fatalf("PGN: %v, %d games:\n%s", err, len(gs), text)
	}
	var sans []string
	for _, m := range gs[0].Moves {
		sans = append(sans, m.SAN)
	}
	return sans
}

// TestPlayCrashResumeRealGames is the crash suite of the reliability
// checks: a real "blindchess play" plays a real game (one of eleven) and is
// killed with SIGKILL at a random moment, once or twice; each time it is
// resumed from its journal with the rest of the game (half of the time with
// the first command line repeated and --resume added), and at the end the
// PGN must be byte for byte the PGN of an uninterrupted run (clock times
// included), and its moves the moves of the real game. make test runs 8
// runs; make test-long (BLINDCHESS_LONG=1) runs 100.
func TestPlayCrashResumeRealGames(t *testing.T) {
	bin := buildPlayBinary(t)
	games := realGames(t)
	runs := 8
	if os.Getenv("BLINDCHESS_LONG") != "" {
		runs = 100
	}
	dir := t.TempDir()
	args := func(name string, g *pgn.Game) []string {
		a := []string{"play", "--casual", "--time", "90+30", "--script", "-", "--virtual", "--json",
			"--journal", filepath.Join(dir, name+".journal"), "--pgn", filepath.Join(dir, name+".pgn")}
		if fen := g.Tag("FEN"); fen != "" {
			a = append(a, "--fen", fen)
		}
		return a
	}
	// The uninterrupted run of each game, and its moves.
	want := make([][]byte, len(games))
	for i, g := range games {
		name := fmt.Sprintf("ref%d", i)
		runAll(t, bin, args(name, g), strings.Join(gameScript(g), "\n")+"\n")
		b, err := os.ReadFile(filepath.Join(dir, name+".pgn"))
		if err != nil {
			t.Fatal(err)
		}
		got, real := sanLine(t, b), games[i].Moves
		if len(got) != len(real) {
			t.Fatalf("game %d: the uninterrupted run played %d of the %d moves:\n%s", i+1, len(got), len(real), b)
		}
		for k := range real {
			if got[k] != real[k].SAN {
				t.Fatalf("game %d, ply %d: played %s, the game has %s", i+1, k+1, got[k], real[k].SAN)
			}
		}
		want[i] = b
	}
	seed := uint64(time.Now().UnixNano())
	rng := rand.New(rand.NewPCG(11, seed))
	start := time.Now()
	kills := 0
	for run := 0; run < runs; run++ {
		gi := rng.IntN(len(games))
		script := gameScript(games[gi])
		name := fmt.Sprintf("run%d", run)
		jpath := filepath.Join(dir, name+".journal")
		n := 1 + rng.IntN(2)
		resumed := false
		for k := 0; k <= n; k++ {
			runArgs := args(name, games[gi])
			consumed := 0
			var prefix []string
			if resumed {
				log, err := journal.Read(jpath)
				if err != nil {
					t.Fatalf("%s (seed %d): journal after SIGKILL: %v", name, seed, err)
				}
				consumed = scriptLinesIn(log)
				var last time.Duration
				if m := len(log.Records); m > 0 {
					last = log.Records[m-1].At
				}
				prefix = []string{secondsText(last) + " continue"}
				runArgs = []string{"play", "--resume", jpath, "--script", "-", "--virtual", "--json"}
				if rng.IntN(2) == 0 {
					// As people do: the first command line again, with
					// --resume added.
					runArgs = append(args(name, games[gi]), "--resume", jpath)
				}
			}
			lines := append(prefix, script[consumed:]...)
			if k == n {
				runAll(t, bin, runArgs, strings.Join(lines, "\n")+"\n")
				break
			}
			if !killDuringRun(t, bin, runArgs, lines, rng, jpath) && !resumed {
				os.Remove(jpath)
				continue
			}
			kills++
			resumed = true
		}
		got, err := os.ReadFile(filepath.Join(dir, name+".pgn"))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !bytes.Equal(got, want[gi]) {
			t.Errorf("%s (game %d, seed %d): PGN after SIGKILL and resume differs from the uninterrupted run:\n%s\nwant:\n%s", name, gi+1, seed, got, want[gi])
		}
	}
	t.Logf("%d runs, %d kills, all PGNs identical; %.1f s", runs, kills, time.Since(start).Seconds())
}
