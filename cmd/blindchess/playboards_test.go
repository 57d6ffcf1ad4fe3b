//go:build linux

package main

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestPlayVirtualBoardsAndResume plays on both virtual boards from a
// script, then resumes the journal: the board lines replay exactly and the
// game goes on on the boards.
func TestPlayVirtualBoardsAndResume(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	script := "0 board tactile lift e2\n1 board tactile place e4\n2 board sighted lift e2\n3 board sighted place e4\n" +
		"4 board sighted lift e7\n5 board sighted place e5\n6 board tactile lift e7\n7 board tactile place e6\n"
	out, errs, code := playRun(t, "", "--tactile", "virtual", "--sighted", "virtual", "--script", playScriptFile(t, script), "--virtual", "--journal", j, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var events []string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		switch m["event"] {
		case "move":
			events = append(events, "move "+m["san"].(string)+" "+m["source"].(string))
		case "touch", "synced":
			events = append(events, m["event"].(string)+" "+m["board"].(string))
		case "mismatch":
			steps, _ := json.Marshal(m["steps"])
			events = append(events, "mismatch "+m["board"].(string)+" "+string(steps))
		}
	}
	want := "touch tactile|move e4 tactile|synced sighted|touch sighted|move e5 sighted|mismatch tactile [\"e6-e5\"]"
	if got := strings.Join(events, "|"); got != want {
		t.Fatalf("events %s\nwant   %s\n%s", got, want, out)
	}
	out, errs, code = playRun(t, "", "--resume", j, "--script", playScriptFile(t, "8 board tactile lift e6\n9 board tactile place e5\n10 board tactile lift g1\n11 board tactile place f3\n"), "--virtual")
	if code != 0 {
		t.Fatalf("resume exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "Steckbrett stimmt wieder.\n") || !strings.Contains(out, "Springer Felix drei\n") {
		t.Errorf("resumed output:\n%s", out)
	}
	pgnData, err := os.ReadFile(filepath.Join(dir, "g.pgn"))
	if err != nil || !strings.Contains(string(pgnData), "1. e4 e5 2. Nf3") {
		t.Errorf("PGN %s %v", pgnData, err)
	}
	// On resume the boards must be those of the game.
	for _, tc := range []struct{ flag, want string }{
		{"--tactile=/dev/ttyACM0", "this game's tactile board is virtual"},
		{"--sighted=dgt:/dev/ttyUSB0", "this game's sighted board is virtual"},
	} {
		before, _ := os.ReadFile(j)
		if _, errs, code := playRun(t, "", tc.flag, "--resume", j, "--script", playScriptFile(t, "20 moves\n"), "--virtual"); code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%s: exit %d, %s", tc.flag, code, errs)
		}
		if after, _ := os.ReadFile(j); string(after) != string(before) {
			t.Errorf("%s: the refused resume changed the journal", tc.flag)
		}
	}
	// A malformed --sighted is refused.
	if _, errs, code := playRun(t, "", "--lang", "en", "--sighted", "dgt:"); code == 0 || !strings.Contains(errs, "write NAME:PATH") {
		t.Errorf("bad --sighted: %d %s", code, errs)
	}
}

// TestPlayEmulatedBoards drives play with both emulators on
// pseudo-terminals: the VI player's move on the tactile board, its
// reproduction on the DGT board, the answer on the DGT board.
func TestPlayEmulatedBoards(t *testing.T) {
	dir := t.TempDir()
	tl, dl := filepath.Join(dir, "tb"), filepath.Join(dir, "dgt")
	tsim := startSimulator(t, "tactile", "--link", tl)
	dsim := startSimulator(t, "dgt", "--link", dl)
	pr, pw := io.Pipe()
	var out, errOut syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- execute([]string{"play", "--lang", "de", "--tactile", tl, "--sighted", "dgt:" + dl, "--json", "--journal", filepath.Join(dir, "j"), "--pgn", filepath.Join(dir, "g.pgn")}, pr, &out, &errOut)
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
	wait(`"text":"board tactile snapshot`)
	wait(`"text":"board sighted snapshot`)
	tsim.send(t, "move e2 e4")
	wait(`"event":"move","source":"tactile","san":"e4"`)
	dsim.send(t, "move e2 e4", "sleep 100", "move e7 e5")
	wait(`"event":"synced","board":"sighted"`)
	wait(`"event":"move","source":"sighted","san":"e5"`)
	tsim.send(t, "move e7 e6")
	wait(`"event":"mismatch","board":"tactile","text":"Steckbrett: Eva fünf: schwarzer Bauer fehlt.`)
	tsim.send(t, "move e6 e5")
	wait(`"event":"synced","board":"tactile"`)
	// Unplugged: said once; plugged back: in step again.
	n := strings.Count(out.String(), `"event":"synced","board":"tactile"`)
	tsim.send(t, "sleep 200", "unplug")
	wait(`"text":"Steckbrett: Verbindung unterbrochen. Kabel und Strom prüfen; bis es zurück ist, die Züge eintippen (anhalten hält die Uhren an, um den Schiedsrichter zu rufen). Seine Stellung wird dann neu gelesen."`)
	tsim.send(t, "sleep 500", "replug")
	deadline := time.Now().Add(15 * time.Second)
	for strings.Count(out.String(), `"event":"synced","board":"tactile"`) == n {
		if time.Now().After(deadline) {
			t.Fatalf("the tactile board never came back in step:\n%s", out.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	if c := strings.Count(out.String(), `"text":"Steckbrett: Verbindung unterbrochen. Kabel und Strom prüfen; bis es zurück ist, die Züge eintippen (anhalten hält die Uhren an, um den Schiedsrichter zu rufen). Seine Stellung wird dann neu gelesen."`); c != 1 {
		t.Errorf("the fault was said %d times", c)
	}
	io.WriteString(pw, "quit\nja\n")
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
	if !strings.Contains(string(pgnData), "1. e4 e5") {
		t.Errorf("PGN %s", pgnData)
	}
}
