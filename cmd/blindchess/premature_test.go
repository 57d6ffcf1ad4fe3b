//go:build linux

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayBoardReplyBeforeThePressIsMade: a reply made on a board before
// the opponent pressed is made and announced at once (Article 6.2.2,
// D.2.3); the opponent's late press completes his move, the replier's
// press then the reply, and the PGN has both with the times the presses
// left. Nothing says that anyone has not pressed (12.6). Played through a
// script with board lines, on the tactile board (a capture) and on the
// sighted one.
func TestPlayBoardReplyBeforeThePressIsMade(t *testing.T) {
	const opening = "0 start\n" +
		"1 board tactile lift e2\n2 board tactile place e4\n" +
		"4 board sighted lift e2\n5 board sighted place e4\n"
	tests := []struct {
		name, script, moves, made string
	}{
		{"tactile board, a capture", opening + "5.5 press\n" +
			"6 board sighted lift d7\n7 board sighted place d5\n" +
			"8 board tactile lift d7\n9 board tactile place d5\n" +
			// White takes on d5 before Black pressed: the black pawn
			// off, the white pawn from e4 onto d5.
			"10 board tactile lift d5\n11 board tactile lift e4\n12 board tactile place d5\n" +
			"13 press\n" + // Black's late press
			"14 press\n" + // White's press: exd5 is completed
			"15 board sighted lift d5\n16 board sighted lift e4\n17 board sighted place d5\n",
			"e4 {[%clk 0:05:00]} d5 {[%clk 0:04:58]} exd5 {[%clk 0:05:02]}", "Eva takes David five"},
		{"sighted board", opening +
			// Black answers before White pressed.
			"6 board sighted lift e7\n7 board sighted place e5\n" +
			"8 press\n" + // White's late press
			"9 press\n" + // Black's press
			"10 board tactile lift e7\n11 board tactile place e5\n",
			"e4 {[%clk 0:04:58]} e5 {[%clk 0:05:05]}", "Eva five"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			out, errs, code := playRun(t, "", "--lang", "en", "--time", "5+3", "--tactile", "virtual", "--sighted", "virtual",
				"--script", playScriptFile(t, tt.script), "--virtual", "--journal", filepath.Join(dir, "g.journal"))
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			if strings.Contains(out, "pressed") || strings.Contains(out, "Press refused") {
				t.Errorf("a press was asked for or refused:\n%s", out)
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
				if !strings.HasSuffix(f, ".") && f != "*" {
					sans = append(sans, f)
				}
			}
			if got := strings.Join(sans, " "); got != tt.moves {
				t.Errorf("PGN moves %q, want %q\n%s", got, tt.moves, pgnData)
			}
		})
	}
}

// TestPlayBoardReplyBeforeThePressSurvivesAResume: the journal replays a
// reply made before the press exactly, so a game resumed between that
// reply and the presses has both moves, the resume says nothing of the
// missing press (Article 12.6), and the mover's late press and the
// replier's press complete them.
func TestPlayBoardReplyBeforeThePressSurvivesAResume(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	first := "0 start\n1 board tactile lift e2\n2 board tactile place e4\n4 board sighted lift e2\n5 board sighted place e4\n" +
		"6 board sighted lift e7\n7 board sighted place e5\n"
	out, errs, code := playRun(t, "", "--lang", "en", "--time", "5+3", "--tactile", "virtual", "--sighted", "virtual",
		"--script", playScriptFile(t, first), "--virtual", "--journal", j)
	if code != 0 || !strings.Contains(out, "\nEva four\nThe sighted board is in step again.\nEva five\n") {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	out, errs, code = playRun(t, "", "--resume", j, "--script", playScriptFile(t, "8 resume\n8.5 press\n9 press\n10 board tactile lift e7\n11 board tactile place e5\n"), "--virtual")
	if code != 0 {
		t.Fatalf("resume: exit %d: %s", code, errs)
	}
	// Tournament play: nobody is told that a press is missing (Article
	// 12.6); the last move is followed by the times at once.
	if !strings.Contains(out, "\nMove one Black, Eva five\nWhite, ") || strings.Contains(out, "waiting for the press") || !strings.Contains(out, "\nThe tactile board is in step again.\n") || strings.Contains(out, "Press refused") {
		t.Errorf("resumed output:\n%s", out)
	}
	pgnData, err := os.ReadFile(filepath.Join(dir, "g.pgn"))
	if err != nil || !strings.Contains(string(pgnData), "1. e4 {[%clk 0:04:58]} 1... e5 {[%clk 0:05:05]} *") {
		t.Errorf("PGN (%v):\n%s", err, pgnData)
	}
}
