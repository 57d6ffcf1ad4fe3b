//go:build linux

package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPlayWholeGameOnLEDBoards plays a whole game with the sighted
// player's board an emulated Millennium, then Certabo, board on a
// pseudo-terminal (play --sighted NAME:PATH): the visually impaired
// player types White's moves, the board's LEDs show each of them until
// the sighted player has made it on the board, and Black's moves are made
// on the board, up to mate.
func TestPlayWholeGameOnLEDBoards(t *testing.T) {
	for _, name := range []string{"millennium", "certabo"} {
		t.Run(name, func(t *testing.T) { playWholeGame(t, name) })
	}
}

func playWholeGame(t *testing.T, name string) {
	dir := t.TempDir()
	ml := filepath.Join(dir, name)
	sim := startSimulator(t, name, "--link", ml)
	pr, pw := io.Pipe()
	var out, errOut syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- execute([]string{"play", "--lang", "en", "--sighted", name + ":" + ml, "--json", "--journal", filepath.Join(dir, "j"), "--pgn", filepath.Join(dir, "g.pgn")}, pr, &out, &errOut)
	}()
	wait := func(s string) {
		t.Helper()
		deadline := time.Now().Add(15 * time.Second)
		for !strings.Contains(out.String(), s) {
			if time.Now().After(deadline) {
				t.Fatalf("play never wrote %q:\n%s\n%s", s, out.String(), errOut.String())
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	leds := func(want string) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for {
			n := strings.Count(sim.out.String(), "; LEDs ")
			sim.send(t, "show")
			for strings.Count(sim.out.String(), "; LEDs ") == n {
				if time.Now().After(deadline) {
					t.Fatalf("the simulator did not answer show:\n%s", sim.out.String())
				}
				time.Sleep(5 * time.Millisecond)
			}
			s := sim.out.String()
			last := s[strings.LastIndex(s, "; LEDs ")+len("; LEDs "):]
			last, _, _ = strings.Cut(last, "\n")
			if last == want {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("LEDs %q, want %q", last, want)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	wait(`"text":"board sighted snapshot`)
	for _, m := range []struct{ typed, from, to, lit, answer, san string }{
		{"f3", "f2", "f3", "f2 f3", "move e7 e5", "e5"},
		{"g4", "g2", "g4", "g2 g4", "move d8 h4", "Qh4#"},
	} {
		io.WriteString(pw, m.typed+"\n")
		wait(`"san":"` + m.typed + `"`)
		leds(m.lit)
		sim.send(t, "move "+m.from+" "+m.to)
		leds("off")
		sim.send(t, "sleep 100", m.answer)
		wait(`"source":"sighted","san":"` + m.san + `"`)
	}
	wait(`"result":"0-1"`)
	io.WriteString(pw, "quit\n")
	pw.Close()
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut.String())
		}
	case <-time.After(15 * time.Second):
		t.Fatalf("play did not stop:\n%s", out.String())
	}
	pgnData, _ := os.ReadFile(filepath.Join(dir, "g.pgn"))
	if !strings.Contains(string(pgnData), "1. f3 e5 2. g4 Qh4# {checkmate} 0-1") {
		t.Errorf("PGN %s", pgnData)
	}
}
