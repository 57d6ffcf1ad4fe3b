//go:build linux

package main

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// simulator runs "blindchess simulate" in-process, fed through a pipe.
type simulator struct {
	in   *io.PipeWriter
	out  syncBuffer
	errs syncBuffer
	done chan int
}

func startSimulator(t *testing.T, args ...string) *simulator {
	t.Helper()
	pr, pw := io.Pipe()
	s := &simulator{in: pw, done: make(chan int, 1)}
	go func() {
		s.done <- execute(append([]string{"simulate"}, args...), pr, &s.out, &s.errs)
		pr.Close()
	}()
	t.Cleanup(func() {
		pw.Close()
		select {
		case <-s.done:
		case <-time.After(5 * time.Second):
			t.Error("simulate did not stop at the end of its input")
		}
	})
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(s.out.String(), "type help") {
		if time.Now().After(deadline) {
			t.Fatalf("simulate did not start: %q %q", s.out.String(), s.errs.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
	return s
}

func (s *simulator) send(t *testing.T, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if _, err := io.WriteString(s.in, l+"\n"); err != nil {
			t.Fatal(err)
		}
	}
}

// waitOut waits until the simulator's output contains want: it has
// carried out every line sent before the one that prints it. The deadline
// only bounds a hang.
func (s *simulator) waitOut(t *testing.T, want string) {
	t.Helper()
	for deadline := time.Now().Add(15 * time.Second); !strings.Contains(s.out.String(), want); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("simulate never said %q: %q %q", want, s.out.String(), s.errs.String())
		}
	}
}

// watcherRun is "blindchess board watch" running in-process.
type watcherRun struct {
	out  syncBuffer
	done chan string
}

// watch starts "blindchess board watch" in-process; it stops after the
// events given with --count.
func watch(t *testing.T, args ...string) *watcherRun {
	w := &watcherRun{done: make(chan string, 1)}
	go func() {
		var errOut syncBuffer
		code := execute(append([]string{"board", "watch"}, args...), strings.NewReader(""), &w.out, &errOut)
		if code != 0 {
			t.Errorf("board watch exit %d: %s", code, errOut.String())
		}
		w.done <- w.out.String()
	}()
	return w
}

// waitFor waits until the output so far contains s.
func (w *watcherRun) waitFor(t *testing.T, s string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(w.out.String(), s) {
		if time.Now().After(deadline) {
			t.Fatalf("board watch never printed %q: %q", s, w.out.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func waitOutput(t *testing.T, w *watcherRun) string {
	t.Helper()
	select {
	case s := <-w.done:
		return s
	case <-time.After(10 * time.Second):
		t.Fatalf("board watch did not finish: %q", w.out.String())
		return ""
	}
}

func TestSimulateAndWatchDGT(t *testing.T) {
	link := filepath.Join(t.TempDir(), "dgt")
	sim := startSimulator(t, "dgt", "--link", link)
	if !strings.HasPrefix(sim.out.String(), "DGT board emulator on /dev/pts/") || !strings.Contains(sim.out.String(), "linked at "+link) {
		t.Fatalf("simulate said %q", sim.out.String())
	}
	w := watch(t, "--dgt", link, "--count", "6")
	w.waitFor(t, "snapshot") // the board is in update mode from here on
	sim.send(t, "move e2 e4", "capture d7 e4")
	out := waitOutput(t, w)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := []string{
		"connected: DGT board, firmware 1.07",
		"snapshot, 32 pieces; position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
		"lift e2 white pawn; position rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR",
		"place e4 white pawn; position rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
		"lift e4 white pawn; position rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR",
		"lift d7 black pawn; position rnbqkbnr/ppp1pppp/8/8/8/8/PPPP1PPP/RNBQKBNR",
	}
	if len(lines) != len(want) {
		t.Fatalf("output:\n%s", out)
	}
	for i, l := range lines {
		_, rest, ok := strings.Cut(l, " ")
		if !ok || rest != want[i] {
			t.Errorf("line %d %q, want time and %q", i+1, l, want[i])
		}
	}
	sim.send(t, "show", "frobnicate")
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(sim.out.String(), "unknown command") && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if got := sim.out.String(); !strings.Contains(got, "board rnbqkbnr/ppp1pppp/8/8/4p3/8/PPPP1PPP/RNBQKBNR") || !strings.Contains(got, `error: unknown command "frobnicate"; type help for the list`) {
		t.Errorf("simulate output %q", got)
	}
}

func TestSimulateAndWatchTactileJSON(t *testing.T) {
	link := filepath.Join(t.TempDir(), "tb")
	sim := startSimulator(t, "tactile", "--link", link, "--id", "TB-7")
	w := watch(t, "--tactile", link, "--json", "--count", "7")
	w.waitFor(t, `"snapshot"`)
	// Unplugging loses what is still on the wire, as with a real cable:
	// wait. While unplugged the watcher tries the port again, silently:
	// the disconnected event said what was wrong and what to do.
	sim.send(t, "move e2 e4", "button 2", "sleep 200", "unplug", "sleep 500", "replug")
	out := waitOutput(t, w)
	var got []map[string]any
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
		got = append(got, m)
	}
	start := "1111111111111111" + strings.Repeat("0", 32) + "1111111111111111"
	after := []byte(start)
	after[12], after[28] = '0', '1'
	want := []map[string]any{
		{"board": "tactile", "event": "connected", "code": `tactile.hello-firmware "TB-7" 1 "emulator"`, "text": "tactile board TB-7, protocol 1, firmware emulator"},
		{"board": "tactile", "event": "snapshot", "occupied": start},
		{"board": "tactile", "event": "lift", "square": "e2", "occupied": string(after[:12]) + "0" + start[13:]},
		{"board": "tactile", "event": "place", "square": "e4", "occupied": string(after)},
		{"board": "tactile", "event": "button", "text": "button 2"},
		{"board": "tactile", "event": "disconnected"},
		{"board": "tactile", "event": "connected", "code": `eboard.back tactile.hello-firmware("TB-7" 1 "emulator")`, "text": "tactile board TB-7, protocol 1, firmware emulator; back, position read again"},
	}
	if len(got) != len(want) {
		t.Fatalf("output:\n%s", out)
	}
	for i := range want {
		g := got[i]
		if _, ok := g["t"].(float64); !ok {
			t.Errorf("line %d has no time: %v", i+1, g)
		}
		delete(g, "t")
		if i == 5 {
			if txt, _ := g["text"].(string); !strings.Contains(txt, "went away") || !strings.Contains(txt, "check the board's cable and power") {
				t.Errorf("disconnected text %q", txt)
			}
			delete(g, "text")
			// The code names the port in the transport's sentence.
			if code, _ := g["code"].(string); code != `eboard.disconnected serialport.gone("`+link+`")` {
				t.Errorf("disconnected code %q", code)
			}
			delete(g, "code")
		}
		if len(g) != len(want[i]) {
			t.Errorf("line %d: %v, want %v", i+1, g, want[i])
			continue
		}
		for k, v := range want[i] {
			if g[k] != v {
				t.Errorf("line %d: %s = %v, want %v", i+1, k, g[k], v)
			}
		}
	}
}

func TestBoardUsage(t *testing.T) {
	tests := []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"board"}, 2, "board needs a subcommand"},
		{[]string{"board", "watch"}, 2, "give one board: --board NAME:PATH (NAME one of dgt, millennium, certabo, chessnut, tactile), --dgt PATH or --tactile PATH"},
		{[]string{"board", "watch", "--board", "novag:/dev/ttyUSB0"}, 2, `"novag:/dev/ttyUSB0": want NAME:PATH with NAME one of dgt, millennium, certabo, chessnut, tactile`},
		{[]string{"board", "watch", "--dgt", "a", "--tactile", "b"}, 2, "give one board"},
		{[]string{"board", "watch", "--dgt", "a", "--count", "-1"}, 2, "--count -1"},
		{[]string{"simulate"}, 2, "simulate needs the kind of board"},
		{[]string{"simulate", "chessnut"}, 2, `unknown board "chessnut"`},
		{[]string{"simulate", "tactile", "--rotated"}, 2, "--rotated is for the DGT board only"},
		{[]string{"simulate", "dgt", "--id", "X"}, 2, "--id is for the tactile board only"},
		{[]string{"simulate", "tactile", "--id", "a b"}, 2, `--id "a b"`},
		{[]string{"simulate", "tactile", "--garbage", "-1"}, 2, "--garbage -1: want a number of bytes from 0 to 10000"},
		{[]string{"simulate", "dgt", "--garbage", "12", "--garbage-one-in", "0"}, 2, "--garbage-one-in 0: want 1 or more"},
		{[]string{"ports", "--timeout", "0s"}, 2, "--timeout 0s"},
	}
	for _, tt := range tests {
		code, _, errOut := runCLI(t, "", tt.args...)
		if code != tt.code || !strings.Contains(errOut, tt.stderr) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", tt.args, code, errOut, tt.code, tt.stderr)
		}
	}
	// A link path that is a file is refused, and the file kept.
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runCLI(t, "", "simulate", "dgt", "--link", file)
	if want := "blindchess: --link " + file + ": it exists and is not a symbolic link; choose another path\n"; code != 2 || errOut != want {
		t.Errorf("link on a file: exit %d, %q; want 2 and %q", code, errOut, want)
	}
	if data, err := os.ReadFile(file); err != nil || string(data) != "x" {
		t.Errorf("the file was changed: %q, %v", data, err)
	}
	// A link in a folder that does not exist is refused with that reason.
	dir := filepath.Join(t.TempDir(), "no-such-folder")
	code, _, errOut = runCLI(t, "", "simulate", "tactile", "--link", filepath.Join(dir, "tb"))
	if want := "blindchess: --link " + filepath.Join(dir, "tb") + ": the folder " + dir + " does not exist; choose a path in an existing folder\n"; code != 2 || errOut != want {
		t.Errorf("link in a missing folder: exit %d, %q; want 2 and %q", code, errOut, want)
	}
}

func TestBoardWatchMissingPort(t *testing.T) {
	out := waitOutput(t, watch(t, "--tactile", filepath.Join(t.TempDir(), "none"), "--count", "1"))
	if !strings.Contains(out, "error: ") || !strings.Contains(out, "no such port; check the cable") {
		t.Errorf("output %q", out)
	}
}

func TestPortsCommand(t *testing.T) {
	link := filepath.Join(t.TempDir(), "tb")
	startSimulator(t, "tactile", "--link", link)
	code, out, errOut := runCLI(t, "", "ports", link, "--timeout", "300ms")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, link+": serial port; answers as a tactile board SIM-0001, protocol 1, firmware emulator\n") {
		t.Errorf("output %q", out)
	}
	code, out, _ = runCLI(t, "", "ports", "--no-probe", filepath.Join(t.TempDir(), "gone"))
	if code != 0 || !strings.Contains(out, "gone: serial port\n") {
		t.Errorf("no-probe: %d %q", code, out)
	}
	// A path named that is not there is no guessed "serial port".
	code, out, _ = runCLI(t, "", "ports", filepath.Join(t.TempDir(), "gone"))
	if code != 0 || !strings.Contains(out, "gone: no such port; check the cable") || strings.Contains(out, "gone: serial port") {
		t.Errorf("missing: %d %q", code, out)
	}
}

// TestSimulateOnAfterDGT runs a DGT board switched on after the watcher
// opened its port: the watcher's first initialisation is lost, and the
// board reports moves only once the driver has sent it again.
func TestSimulateOnAfterDGT(t *testing.T) {
	link := filepath.Join(t.TempDir(), "dgt")
	sim := startSimulator(t, "dgt", "--link", link, "--on-after", "300ms")
	if !strings.Contains(sim.out.String(), "switched off; it switches on in 300ms") {
		t.Fatalf("simulate said %q", sim.out.String())
	}
	w := watch(t, "--dgt", link, "--count", "4")
	w.waitFor(t, "snapshot")
	sim.send(t, "move e2 e4")
	out := waitOutput(t, w)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := []string{
		"connected: DGT board, firmware 1.07",
		"snapshot, 32 pieces; position rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
		"lift e2 white pawn; position rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR",
		"place e4 white pawn; position rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
	}
	if len(lines) != len(want) {
		t.Fatalf("output:\n%s", out)
	}
	for i, l := range lines {
		_, rest, ok := strings.Cut(l, " ")
		if !ok || rest != want[i] {
			t.Errorf("line %d %q, want time and %q", i+1, l, want[i])
		}
	}
	if !strings.Contains(sim.out.String(), "switched on") {
		t.Errorf("simulate output %q", sim.out.String())
	}
}
