package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPlayWholeGameOnChessnutRecording plays a whole game with the
// sighted player's board a Chessnut board replayed from its recorded
// notifications (play --sighted chessnut:replay=FILE), the board falling
// asleep and waking in the middle and a garbled notification near the
// end: the visually impaired player types White's moves before the
// recording shows them made on the board, Black's moves come from the
// board, up to mate.
func TestPlayWholeGameOnChessnutRecording(t *testing.T) {
	dir := t.TempDir()
	rec, err := filepath.Abs("../../internal/eboard/chessnut/testdata/foolsmate.notify")
	if err != nil {
		t.Fatal(err)
	}
	pr, pw := io.Pipe()
	defer pw.Close()
	var out, errOut syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- execute([]string{"play", "--lang", "en", "--sighted", "chessnut:replay=" + rec, "--json", "--journal", filepath.Join(dir, "j"), "--pgn", filepath.Join(dir, "g.pgn")}, pr, &out, &errOut)
	}()
	wait := func(s string) {
		t.Helper()
		deadline := time.Now().Add(20 * time.Second)
		for !strings.Contains(out.String(), s) {
			if time.Now().After(deadline) {
				t.Fatalf("play never wrote %s:\n%s\n%s", s, out.String(), errOut.String())
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	wait(`"text":"board sighted snapshot`)
	io.WriteString(pw, "f3\n")
	wait(`"source":"sighted","san":"e5"`)
	io.WriteString(pw, "g4\n")
	wait(`"result":"0-1"`)
	for _, want := range []string{
		`"source":"keyboard","san":"f3"`, `"source":"sighted","san":"e5"`,
		`"source":"keyboard","san":"g4"`, `"source":"sighted","san":"Qh4#"`,
		`"text":"board sighted gone eboard.disconnected chessnut.lost()"`, `"text":"Sighted board: connection lost. Check its cable and power; until it is back, type the moves (pause stops the clocks to call the arbiter). Its position is read again when it returns."`,
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("play did not write %s:\n%s", want, out.String())
		}
	}
	io.WriteString(pw, "quit\n")
	pw.Close()
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut.String())
		}
	case <-time.After(15 * time.Second):
		t.Fatal("play did not stop")
	}
	pgnData, _ := os.ReadFile(filepath.Join(dir, "g.pgn"))
	if !strings.Contains(string(pgnData), "1. f3 e5 2. g4 Qh4# {checkmate} 0-1") {
		t.Errorf("PGN %s", pgnData)
	}
}
