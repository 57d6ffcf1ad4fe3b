//go:build linux

package main

import (
	"strings"
	"testing"
	"time"
)

// TestPlayLeverRefusedWhileTheClockRunsShowsTheTrueSide plays on an
// emulated DGT board with a DGT 3000, in German, English and Czech: Black
// (the sighted player) is to move and his time runs; he presses the lever
// before making his move on the board. The press is refused with the
// sentence that says the move is not yet made, the program's clock goes on
// running Black's time, and the DGT 3000, which set White's side running
// at the lever, is shown Black's side running again.
func TestPlayLeverRefusedWhileTheClockRunsShowsTheTrueSide(t *testing.T) {
	for _, tc := range []struct{ lang, refused, yes string }{
		{"de", "Uhrdruck abgelehnt: der Zug ist auf dem Brett des Sehenden noch nicht ausgeführt (Stein auf dem neuen Feld, geschlagener Stein entfernt).", "ja"},
		{"en", "Press refused: the move is not yet made on the sighted board (the piece on its new square, the captured piece removed).", "yes"},
		{"cs", "Stisk hodin odmítnut: šachovnice vidícího ještě neukazuje provedený tah (kámen na novém poli, sebraný kámen odstraněn).", "ano"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			p := startLeverPlayIn(t, tc.lang)
			p.typeLines("start\ne4\npress\n")
			p.wait(`"what":"press"`)
			p.clock("right running")
			// The sighted player presses the lever with 1. e4 not yet
			// made on his board (nor his reply).
			p.sim.send(t, "lever")
			p.wait(`"source":"sighted","text":"board sighted press"`)
			p.wait(`"event":"error","text":"` + tc.refused + `"`)
			if n := strings.Count(p.out.String(), `"what":"press"`); n != 1 {
				t.Fatalf("%d presses, want only the key's (the lever's refused):\n%s", n, p.out.String())
			}
			// The DGT 3000 shows Black's time running again, as the
			// program's clock has it; that change, the program's own, is
			// no press.
			p.clock("right running")
			time.Sleep(300 * time.Millisecond)
			if n := strings.Count(p.out.String(), `"what":"press"`); n != 1 {
				t.Fatalf("%d presses after the clock was shown again, want the key's:\n%s", n, p.out.String())
			}
			p.quit("quit\n" + tc.yes + "\n")
		})
	}
}
