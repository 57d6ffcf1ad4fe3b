//go:build linux

package emulator

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
)

// TestEndToEndSwitchedOnLate opens the port of a board that is plugged in
// but switched off: what the driver sends first is lost, as with a real
// board switched on (or plugged into its USB adapter) late. A DGT board
// then answers the keep-alive but is in idle mode, so it reports no move
// until the driver sends its initialisation again; the driver must say
// the board connected only with the position, and then see the moves.
func TestEndToEndSwitchedOnLate(t *testing.T) {
	for _, kind := range []eboard.Kind{eboard.DGT, eboard.Tactile} {
		t.Run(kind.String(), func(t *testing.T) {
			p := newPair(t, kind, Options{SwitchedOff: true})
			time.Sleep(200 * time.Millisecond) // the driver's first commands go into the void
			p.do("move g1 f3", "on")
			p.expect(connectedPrefix(kind))
			p.checkBoard()
			p.expect("snapshot, 32 pieces")
			p.checkBoard()
			p.do("move e2 e4")
			p.expect(names(kind, "lift e2 white pawn", "place e4 white pawn")...)
			p.checkBoard()
		})
	}
}

// TestEndToEndSwitchedOffAndOn switches the board off while its port stays
// open (a DGT board pulled out of its adapter): the driver says it went
// away, and when it is back reads the position again, with the moves made
// meanwhile, before it says it is connected.
func TestEndToEndSwitchedOffAndOn(t *testing.T) {
	for _, kind := range []eboard.Kind{eboard.DGT, eboard.Tactile} {
		t.Run(kind.String(), func(t *testing.T) {
			p := newPair(t, kind, Options{})
			p.expect(connectedPrefix(kind), "snapshot, 32 pieces")
			p.do("off", "move d2 d4")
			p.expect("disconnected: *")
			p.skipMissing = true
			p.do("on")
			p.expect(connectedPrefix(kind))
			p.checkBoard()
			p.expect("snapshot, 32 pieces")
			p.checkBoard()
			p.do("move e7 e5")
			p.expect(names(kind, "lift e7 black pawn", "place e5 black pawn")...)
			p.checkBoard()
		})
	}
}
