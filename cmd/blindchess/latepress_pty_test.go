//go:build linux

package main

import (
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestPlayEmulatedBoardsReplyBeforeThePress plays tournament play with
// both boards emulated on pseudo-terminals (the tactile board and a DGT
// board), in German, English and Czech: Black replies on the sighted
// board before White pressed; the reply is made and announced at once,
// the clock does not switch and no error is said; White's late press
// then switches the clock to Black, Black's press back to White, and the
// VI player's tactile board, shown the reply, is in step.
func TestPlayEmulatedBoardsReplyBeforeThePress(t *testing.T) {
	five := map[catalog.Lang]string{catalog.German: "Eva fünf", catalog.English: "Eva five", catalog.Czech: "Eva pět"}
	for _, l := range catalog.Langs() {
		t.Run(l.Code(), func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			tl, dl := filepath.Join(dir, "tb"), filepath.Join(dir, "dgt")
			tsim := startSimulator(t, "tactile", "--link", tl)
			dsim := startSimulator(t, "dgt", "--link", dl)
			pr, pw := io.Pipe()
			var out, errOut syncBuffer
			done := make(chan int, 1)
			go func() {
				done <- execute([]string{"play", "--lang", l.Code(), "--time", "5+3", "--tactile", tl, "--sighted", "dgt:" + dl, "--json",
					"--journal", filepath.Join(dir, "j"), "--pgn", filepath.Join(dir, "g.pgn")}, pr, &out, &errOut)
			}()
			t.Cleanup(func() {
				io.WriteString(pw, "quit\n")
				pw.Close()
				select {
				case <-done:
				case <-time.After(15 * time.Second):
					t.Errorf("play did not stop:\n%s", out.String())
				}
			})
			wait := func(s string) {
				t.Helper()
				for deadline := time.Now().Add(15 * time.Second); !strings.Contains(out.String(), s); time.Sleep(10 * time.Millisecond) {
					if time.Now().After(deadline) {
						t.Fatalf("play never wrote %q:\n%s\n%s", s, out.String(), errOut.String())
					}
				}
			}
			wait(`"text":"board tactile snapshot`)
			wait(`"text":"board sighted snapshot`)
			io.WriteString(pw, "start\n")
			wait(`"what":"start","side":"white"`)
			tsim.send(t, "move e2 e4")
			wait(`"event":"move","source":"tactile","san":"e4","by":"white","ply":1}`)
			dsim.send(t, "move e2 e4", "sleep 100", "move e7 e5")
			wait(`"event":"move","source":"sighted","san":"e5","by":"black","ply":2}`)
			wait(`"text":"` + five[l] + `","audience":"all"}`)
			if s := out.String(); strings.Contains(s, `"what":"press"`) || strings.Contains(s, `"event":"error"`) {
				t.Fatalf("the reply pressed or was refused:\n%s", s)
			}
			io.WriteString(pw, "press\n")
			wait(`"what":"press","side":"white"`)
			io.WriteString(pw, "press\n")
			wait(`"what":"press","side":"black"`)
			tsim.send(t, "move e7 e5")
			wait(`"event":"synced","board":"tactile"`)
			if s := out.String(); strings.Contains(s, `"event":"error"`) {
				t.Errorf("an error was said:\n%s", s)
			}
		})
	}
}
