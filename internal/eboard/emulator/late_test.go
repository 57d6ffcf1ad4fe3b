//go:build linux

package emulator

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
)

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
			// A DGT board comes back idle; the keep-alive (after a second
			// of silence here) puts it in update mode again.
			if kind == eboard.DGT {
				p.waitUpdateMode()
			}
			p.do("move e7 e5")
			p.expect(names(kind, "lift e7 black pawn", "place e5 black pawn")...)
			p.checkBoard()
			if kind != eboard.DGT {
				return
			}
			// Switched off and on again, and a move made before the
			// keep-alive put it back in update mode: the board reports
			// nothing, but the keep-alive's board dump corrects the
			// position.
			p.do("power off", "power on", "move d7 d5")
			p.expect("snapshot, 32 pieces, the board dump differs from the field updates; position corrected")
			p.checkBoard()
		})
	}
}

// waitUpdateMode waits until the emulated DGT board is in an update mode
// (the driver's keep-alive put it there).
func (p *pair) waitUpdateMode() {
	p.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		p.emu.mu.Lock()
		on := p.emu.proto.(*dgtProto).updating()
		p.emu.mu.Unlock()
		if on {
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatal("the DGT board is not in update mode after 5 s")
		}
		time.Sleep(10 * time.Millisecond)
	}
}
