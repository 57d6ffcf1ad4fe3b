//go:build linux

package emulator

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
)

// TestBoardSwitchedOnLate opens the port of a board that is switched off
// (its cable or adapter plugged in): the driver's first initialisation is
// lost, as with a real board. When the board is switched on, the driver
// must notice it (the keep-alive's answer without a position), initialise
// it again, say it connected once the position is known, and then get
// every move: a DGT board reports moves only in update mode.
func TestBoardSwitchedOnLate(t *testing.T) {
	for _, kind := range []eboard.Kind{eboard.DGT, eboard.Tactile} {
		t.Run(kind.String(), func(t *testing.T) {
			p := newPair(t, kind, Options{Off: true})
			time.Sleep(300 * time.Millisecond) // the driver's initialisation goes into the void
			p.do("power on")
			p.expect(connectedPrefix(kind), "snapshot, 32 pieces")
			p.checkBoard()
			p.do("move e2 e4", "move c7 c5")
			p.expect(names(kind, "lift e2 white pawn", "place e4 white pawn", "lift c7 black pawn", "place c5 black pawn")...)
			p.checkBoard()
		})
	}
}

// TestBoardSwitchedOffAndOn switches a board off and on in the middle of a
// game, its cable staying plugged in (so the port never closes): the moves
// made after it is on again still reach the driver.
func TestBoardSwitchedOffAndOn(t *testing.T) {
	for _, kind := range []eboard.Kind{eboard.DGT, eboard.Tactile} {
		t.Run(kind.String(), func(t *testing.T) {
			p := newPair(t, kind, Options{})
			p.expect(connectedPrefix(kind), "snapshot, 32 pieces")
			p.do("move e2 e4")
			p.expect(names(kind, "lift e2 white pawn", "place e4 white pawn")...)
			p.do("power off")
			time.Sleep(200 * time.Millisecond)
			p.do("power on")
			if kind == eboard.Tactile {
				// A tactile board says hello and sends a snapshot when it
				// powers up; the driver sees it restarted (the snapshot
				// tells it nothing new).
				p.expect("connected: tactile board SIM-0001 restarted*")
			}
			// A DGT board comes back idle; the keep-alive (every second
			// here) puts it in update mode again.
			time.Sleep(1500 * time.Millisecond)
			p.do("move e7 e5")
			p.expect(names(kind, "lift e7 black pawn", "place e5 black pawn")...)
			p.checkBoard()
		})
	}
}
