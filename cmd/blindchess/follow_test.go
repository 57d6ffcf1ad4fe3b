//go:build linux

package main

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestBoardFollowCapture(t *testing.T) {
	for _, c := range []struct{ file, want string }{
		{"johan.inbytes", "e4 e5 Nf3 f5 Nxe5 Qf6 Nc4 Bc5 Nc3 Ne7 d3 c6 Be3 Bxe3 Nxe3 O-O Qf3 b5 Ne2 Qxb2 Rc1 d6 g3 Be6 Bg2 Nd7 O-O Ne5 Qh5 g6 Qg5 a5 Qxe7 Rae8 Qxd6 Bf7 exf5 Rd8 Qc5 b4 d4 Nd7 Qxc6"},
		{"1.inbytes", "e4 e5 Nf3 Nc6 Bb5 Nf6 d3 Bc5 Bxc6 dxc6 Nc3 O-O Be3 Bd6 Bg5 Re8 h3 c5 Nd5 Be7 Nxe7+ Qxe7 O-O h6 Be3 Nd7 Nd2 Nb8 f4 exf4 Rxf4 Nc6 Qh5 b6 Raf1 Rf8 Nf3 Be6 Rh4 f6 Qg6 Qf7 Qg3 Nb4 Bxh6 Nxc2 Ne5 fxe5 Rxf7 Rxf7 Qg6 Bxa2 Bg5 Rff8 Rh7 Rf7 Bf6"},
	} {
		var out, errOut syncBuffer
		code := execute([]string{"board", "follow", "--capture", filepath.Join("..", "..", "internal", "twoboard", "testdata", c.file)}, strings.NewReader(""), &out, &errOut)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", c.file, code, errOut.String())
		}
		if got := strings.Join(strings.Fields(out.String()), " "); got != c.want {
			t.Errorf("%s:\n%s\nwant\n%s", c.file, got, c.want)
		}
	}
}

func TestBoardFollowUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "give one board: --dgt PATH, --tactile PATH or --capture FILE"},
		{[]string{"--dgt", "a", "--tactile", "b"}, "give one board"},
		{[]string{"--capture", "x", "--count", "-1"}, "--count -1: give a number of moves"},
		{[]string{"--capture", "x", "--fen", "nonsense"}, "--fen:"},
		{[]string{"--capture", "x", "--style", "klingon"}, `--style "klingon": give one of annexd, annexd-en, nato, cs`},
		{[]string{"--capture", filepath.Join(t.TempDir(), "missing")}, "--capture:"},
	} {
		var out, errOut syncBuffer
		code := execute(append([]string{"board", "follow"}, tc.args...), strings.NewReader(""), &out, &errOut)
		if code == 0 || !strings.Contains(errOut.String(), tc.want) {
			t.Errorf("%v: exit %d, %q; want an error with %q", tc.args, code, errOut.String(), tc.want)
		}
	}
}

// TestBoardFollowEmulators follows the emulated boards on pseudo-terminals.
func TestBoardFollowEmulators(t *testing.T) {
	for _, kind := range []string{"dgt", "tactile"} {
		t.Run(kind, func(t *testing.T) {
			link := filepath.Join(t.TempDir(), kind)
			sim := startSimulator(t, kind, "--link", link)
			var out, errOut syncBuffer
			done := make(chan int, 1)
			go func() {
				done <- execute([]string{"board", "follow", "--" + kind, link, "--count", "5"}, strings.NewReader(""), &out, &errOut)
			}()
			deadline := time.Now().Add(10 * time.Second)
			for !strings.Contains(errOut.String(), "board in step") {
				if time.Now().After(deadline) {
					t.Fatalf("follow never saw the board: %q", errOut.String())
				}
				time.Sleep(5 * time.Millisecond)
			}
			sim.send(t, "move e2 e4", "sleep 400", "move e7 e5", "sleep 400", "move g1 f3", "sleep 400", "move b8 c6", "sleep 400",
				"capture f3 e5", "sleep 400")
			select {
			case code := <-done:
				if code != 0 {
					t.Fatalf("exit %d: %s", code, errOut.String())
				}
			case <-time.After(15 * time.Second):
				t.Fatalf("follow did not finish: %q %q", out.String(), errOut.String())
			}
			if got := strings.Join(strings.Fields(out.String()), " "); got != "e4 e5 Nf3 Nc6 Nxe5" {
				t.Errorf("moves %q", got)
			}
		})
	}
}

// TestBoardFollowTactilePromotions follows two promotions on the emulated
// tactile board: each becomes a queen.
func TestBoardFollowTactilePromotions(t *testing.T) {
	link := filepath.Join(t.TempDir(), "tb")
	sim := startSimulator(t, "tactile", "--link", link)
	sim.send(t, "setup 8/P5k1/8/8/8/8/p5K1/8")
	for wait := time.Now().Add(10 * time.Second); !strings.Contains(sim.out.String(), "8/P5k1/8/8/8/8/p5K1/8"); {
		if time.Now().After(wait) {
			t.Fatalf("the emulator did not set up the position: %q %q", sim.out.String(), sim.errs.String())
		}
		sim.send(t, "show")
		time.Sleep(50 * time.Millisecond)
	}
	var out, errOut syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- execute([]string{"board", "follow", "--tactile", link, "--fen", "8/P5k1/8/8/8/8/p5K1/8 w - - 0 1", "--count", "2"}, strings.NewReader(""), &out, &errOut)
	}()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(errOut.String(), "board in step") {
		if time.Now().After(deadline) {
			t.Fatalf("follow never saw the board: %q", errOut.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
	sim.send(t, "move a7 a8", "sleep 400", "move a2 a1", "sleep 400")
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut.String())
		}
	case <-time.After(15 * time.Second):
		t.Fatalf("follow did not finish: %q %q", out.String(), errOut.String())
	}
	if got := strings.Join(strings.Fields(out.String()), " "); got != "a8=Q a1=Q" {
		t.Errorf("moves %q", got)
	}
}
