//go:build linux

package emulator

import (
	"fmt"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/eboard/tactile"
	"github.com/blindchess/blindchess/internal/rules"
)

// long reports whether the full reliability counts are asked for (make
// test-long).
func long() bool { return os.Getenv("BLINDCHESS_LONG") != "" }

// TestUnplugReplugCycles pulls each emulated board's cable again and again,
// with moves before, during (the board is moved while unplugged) and after
// each cycle (every other cycle the cable is pulled between the lift and
// the place of a move): every move made while plugged in arrives as
// exactly its lift and place, the position after each replug is the board's, and nothing
// else arrives (no phantom event). 10 cycles per board in make test, 50 in
// make test-long.
func TestUnplugReplugCycles(t *testing.T) {
	cycles := 10
	if long() {
		cycles = 50
	}
	for _, kind := range []eboard.Kind{eboard.DGT, eboard.Tactile} {
		t.Run(kind.String(), func(t *testing.T) {
			start := time.Now()
			p := newPair(t, kind, Options{})
			p.expect(connectedPrefix(kind), "snapshot, 32 pieces")
			moves := 0
			for i := 0; i < cycles; i++ {
				if i%2 == 0 {
					p.do("move g1 f3")
					p.expect(names(kind, "lift g1 white knight", "place f3 white knight")...)
					p.do("unplug")
					p.expect("disconnected: *")
				} else {
					// Unplugged in the middle of the move: the knight is put
					// down while the cable is out.
					p.do("lift g1")
					p.expect(names(kind, "lift g1 white knight")...)
					p.do("unplug")
					p.expect("disconnected: *")
					p.do("place f3")
				}
				p.skipMissing = true
				p.do("move b8 c6") // moved while unplugged
				p.do("replug")
				// Connected comes with the position, read after the replug.
				p.expect(connectedPrefix(kind))
				if !p.last.Back {
					t.Fatalf("cycle %d: connected after a replug without Back: %+v", i+1, p.last)
				}
				p.checkBoard()
				p.expect("snapshot, 32 pieces")
				p.checkBoard()
				p.skipMissing = false
				p.do("move f3 g1", "move c6 b8")
				p.expect(names(kind, "lift f3 white knight", "place g1 white knight", "lift c6 black knight", "place b8 black knight")...)
				p.checkBoard()
				moves += 3
			}
			// Nothing more may come: no phantom event after the last move.
			select {
			case e := <-p.drv.Events():
				if e.Type != eboard.Error {
					t.Fatalf("phantom event after the last cycle: %v", e)
				}
			case <-time.After(300 * time.Millisecond):
			}
			t.Logf("%s: %d unplug/replug cycles, %d moves, no event lost, none extra, %.1f s", kind, cycles, moves, time.Since(start).Seconds())
		})
	}
}

// TestRandomBytesNoPhantom feeds 10,000 random bytes (seeded, so a failure
// can be reproduced) into each driver between two real moves: line noise
// may be reported, but no lift, place, snapshot or move may come of it,
// and the real moves after it arrive exactly. Three seeds in make test,
// 1000 in make test-long.
func TestRandomBytesNoPhantom(t *testing.T) {
	const total = 10000
	seeds := 3
	if long() {
		seeds = 1000
	}
	begin := time.Now()
	defer func() {
		t.Logf("%d runs of %d random bytes into each driver, no phantom event, %.1f s", seeds, total, time.Since(begin).Seconds())
	}()
	for _, kind := range []eboard.Kind{eboard.DGT, eboard.Tactile} {
		for seed := uint64(1); seed <= uint64(seeds); seed++ {
			t.Run(fmt.Sprintf("%s/seed%d", kind, seed), func(t *testing.T) {
				var events []eboard.Event
				emit := func(e eboard.Event) { events = append(events, e) }
				now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
				var feed func([]byte)
				var lift, place []byte
				switch kind {
				case eboard.DGT:
					d := dgt.NewDriver(nil, emit, dgt.Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1, Now: func() time.Time { return now }}})
					d.Connected(now)
					feed = func(b []byte) { now = now.Add(time.Millisecond); d.Data(b, now) }
					start := eboard.StartPlacement()
					codes := dgt.CodesFromPlacement(&start, dgt.Normal)
					feed(dgt.EncodeBoardDump(&codes))
					lift = dgt.EncodeFieldUpdate(dgt.Normal.Field(sq("e2")), 0)
					place = dgt.EncodeFieldUpdate(dgt.Normal.Field(sq("e4")), dgt.CodeFromPiece(rules.MakePiece(rules.White, rules.Pawn)))
				default:
					d := tactile.NewDriver(nil, emit, tactile.Options{LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1, Now: func() time.Time { return now }}})
					d.Connected(now)
					feed = func(b []byte) { now = now.Add(time.Millisecond); d.Data(b, now) }
					feed(tactile.Message{Type: tactile.MsgHello, Version: tactile.ProtocolVersion, BoardID: "R-1", Seq: 0}.Encode())
					feed(tactile.Message{Type: tactile.MsgSnap, Occupied: eboard.StartPlacement().Occupancy(), Seq: 1}.Encode())
					lift = nil // set after the noise: the sequence numbers go on
				}
				before := len(events)
				rng := rand.New(rand.NewPCG(seed, 99))
				for sent := 0; sent < total; {
					n := min(total-sent, 1+rng.IntN(64))
					b := make([]byte, n)
					for i := range b {
						b[i] = byte(rng.UintN(256))
					}
					feed(b)
					sent += n
				}
				noise := 0
				for _, e := range events[before:] {
					if e.Type != eboard.Error && e.Type != eboard.Resync {
						t.Fatalf("seed %d: phantom %v from random bytes", seed, e)
					}
					noise++
				}
				if noise == 0 {
					t.Fatalf("seed %d: 10,000 random bytes and no line noise reported", seed)
				}
				// The board goes on working: a real move arrives exactly.
				after := len(events)
				if kind == eboard.Tactile {
					feed([]byte("\n")) // end the last random line
					lift = tactile.Message{Type: tactile.MsgLift, Square: sq("e2"), Seq: 2}.Encode()
					place = tactile.Message{Type: tactile.MsgPlace, Square: sq("e4"), Seq: 3}.Encode()
				}
				if kind == eboard.DGT {
					// The noise made the driver ask for the board; it waits
					// for the dump before it takes field updates again.
					start := eboard.StartPlacement()
					codes := dgt.CodesFromPlacement(&start, dgt.Normal)
					feed(dgt.EncodeBoardDump(&codes))
				}
				feed(lift)
				feed(place)
				var got []string
				for _, e := range events[after:] {
					if e.Type == eboard.Lift || e.Type == eboard.Place {
						got = append(got, e.Type.String()+" "+e.Square.String())
					}
				}
				if len(got) != 2 || got[0] != "lift e2" || got[1] != "place e4" {
					t.Fatalf("seed %d: after the noise, the move e2-e4 gave %q", seed, got)
				}
			})
		}
	}
}

// sq parses a square of the tests.
func sq(s string) rules.Square {
	q, err := rules.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return q
}
