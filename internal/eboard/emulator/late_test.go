//go:build linux

package emulator

import (
	"strings"
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
			p.do("move g1 f3", "power on")     // moved while off
			// Connected carries the position, read after the switch-on.
			p.expect(connectedPrefix(kind))
			p.checkBoard()
			p.expect("snapshot, 32 pieces")
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

// TestBoardSwitchedOffLong switches a board off for longer than the
// driver waits for an answer: the driver says the board went away, and
// when it is switched on again reads the position (with the moves made
// meanwhile) before it says the board is back. The fault is said once:
// no error while the board stays away.
func TestBoardSwitchedOffLong(t *testing.T) {
	for _, kind := range []eboard.Kind{eboard.DGT, eboard.Tactile} {
		t.Run(kind.String(), func(t *testing.T) {
			p := newPair(t, kind, Options{})
			p.expect(connectedPrefix(kind), "snapshot, 32 pieces")
			p.do("power off", "move d2 d4")
			p.expect("disconnected: *")
			if !strings.HasSuffix(p.last.Text, "; check the board's cable and power. The position is read again when the board is back") {
				t.Fatalf("disconnected text %q: it should say what to do", p.last.Text)
			}
			// The driver tries the port again and again while the board is
			// off (the link gives up on a silent port after 2 s here): the
			// fault was said once, and nothing more is said until the board
			// is back.
			time.Sleep(2500 * time.Millisecond)
			p.do("power on")
			p.expect(connectedPrefix(kind))
			if !p.last.Back || !strings.HasSuffix(p.last.Text, "; back, position read again") {
				t.Fatalf("connected text %q: it should say the board is back", p.last.Text)
			}
			p.checkBoard()
			p.expect("snapshot, 32 pieces")
			p.checkBoard()
			p.do("move e7 e5")
			p.expect(names(kind, "lift e7 black pawn", "place e5 black pawn")...)
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
