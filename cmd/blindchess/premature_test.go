//go:build linux

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayBoardMoveRefusedBeforeThePressIsMadeAtItsPress: a reply made on
// a board before the opponent pressed is refused (Article 6.2, issue 23);
// the tracker keeps the pieces it saw lifted for it (the captured pawn
// taken off a board that senses only presence), so that once the
// opponent has pressed, the mover's own press makes the move standing on
// his board, instead of refusing the press as if nothing had been moved.
// Played through a script with board lines, on the tactile board (a
// capture) and on the sighted one.
func TestPlayBoardMoveRefusedBeforeThePressIsMadeAtItsPress(t *testing.T) {
	const opening = "0 start\n" +
		"1 board tactile lift e2\n2 board tactile place e4\n" +
		"4 board sighted lift e2\n5 board sighted place e4\n"
	tests := []struct {
		name, script, refused, moves, made string
	}{
		{"tactile board, a capture", opening + "5.5 press\n" +
			"6 board sighted lift d7\n7 board sighted place d5\n" +
			"8 board tactile lift d7\n9 board tactile place d5\n" +
			// White takes on d5 before Black pressed: the black pawn
			// off, the white pawn from e4 onto d5.
			"10 board tactile lift d5\n11 board tactile lift e4\n12 board tactile place d5\n" +
			"13 press\n" + // Black's press
			"14 press\n" + // White's own press: exd5 is made
			"15 board sighted lift d5\n16 board sighted lift e4\n17 board sighted place d5\n",
			"Black has not pressed the clock yet: press first (Article 6.2).", "e4 d5 exd5", "Eva takes David five"},
		{"sighted board", opening +
			// Black answers before White pressed.
			"6 board sighted lift e7\n7 board sighted place e5\n" +
			"8 press\n" + // White's press
			"9 press\n" + // Black's own press: e5 is made
			"10 board tactile lift e7\n11 board tactile place e5\n",
			"White has not pressed the clock yet: press first (Article 6.2).", "e4 e5", "Eva five"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			out, errs, code := playRun(t, "", "--lang", "en", "--time", "5+3", "--tactile", "virtual", "--sighted", "virtual",
				"--script", playScriptFile(t, tt.script), "--virtual", "--journal", filepath.Join(dir, "g.journal"))
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			if !strings.Contains(out, tt.refused+"\n") {
				t.Errorf("the early reply was not refused:\n%s", out)
			}
			if strings.Contains(out, "Press refused") {
				t.Errorf("the mover's press was refused:\n%s", out)
			}
			if !strings.Contains(out, "\n"+tt.made+"\n") {
				t.Errorf("the move %q was not announced:\n%s", tt.made, out)
			}
			if !strings.HasSuffix(strings.TrimSpace(out), "in step again.\nGame saved. PGN: "+filepath.Join(dir, "g.pgn")+". To go on: blindchess play --resume "+filepath.Join(dir, "g.journal")) {
				t.Errorf("the boards are not in step at the end:\n%s", out)
			}
			pgnData, err := os.ReadFile(filepath.Join(dir, "g.pgn"))
			if err != nil {
				t.Fatal(err)
			}
			var sans []string
			for _, f := range strings.Fields(string(pgnData[strings.Index(string(pgnData), "\n\n"):])) {
				if !strings.HasPrefix(f, "{") && !strings.HasSuffix(f, "}") && !strings.HasSuffix(f, ".") && f != "*" {
					sans = append(sans, f)
				}
			}
			if got := strings.Join(sans, " "); got != tt.moves {
				t.Errorf("PGN moves %q, want %q\n%s", got, tt.moves, pgnData)
			}
		})
	}
}

// TestPlayRefusedBoardMoveSurvivesAResume: the journal replays the
// refusal, so a game resumed between the refused reply and the presses
// still makes the move standing on the board at its mover's press.
func TestPlayRefusedBoardMoveSurvivesAResume(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	first := "0 start\n1 board tactile lift e2\n2 board tactile place e4\n4 board sighted lift e2\n5 board sighted place e4\n" +
		"6 board sighted lift e7\n7 board sighted place e5\n"
	out, errs, code := playRun(t, "", "--lang", "en", "--time", "5+3", "--tactile", "virtual", "--sighted", "virtual",
		"--script", playScriptFile(t, first), "--virtual", "--journal", j)
	if code != 0 || !strings.Contains(out, "White has not pressed the clock yet: press first (Article 6.2).\n") {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	out, errs, code = playRun(t, "", "--resume", j, "--script", playScriptFile(t, "8 resume\n8.5 press\n9 press\n10 board tactile lift e7\n11 board tactile place e5\n"), "--virtual")
	if code != 0 {
		t.Fatalf("resume: exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "\nEva five\nThe tactile board is in step again.\n") || strings.Contains(out, "Press refused") {
		t.Errorf("resumed output:\n%s", out)
	}
	pgnData, err := os.ReadFile(filepath.Join(dir, "g.pgn"))
	if err != nil || !strings.Contains(string(pgnData), "1. e4 {[%clk 0:04:58]} 1... e5 {[%clk 0:05:05]} *") {
		t.Errorf("PGN (%v):\n%s", err, pgnData)
	}
}
