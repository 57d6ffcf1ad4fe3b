//go:build linux

package emulator

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/certabo"
	"github.com/blindchess/blindchess/internal/eboard/chessnut"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/eboard/drivers"
	"github.com/blindchess/blindchess/internal/eboard/millennium"
	"github.com/blindchess/blindchess/internal/eboard/tactile"
	"github.com/blindchess/blindchess/internal/rules"
)

// conformance is the shared conformance test of the board drivers: one
// table of scenarios, each run against every protocol of the registry
// that the emulator speaks (TestConformance). A new protocol passes them
// all before it is registered.
var conformance = []struct {
	name string
	run  func(t *testing.T, kind eboard.Kind)
}{
	{"switched on late", switchedOnLate},
	{"unplug and replug", unplugReplugCycles},
	{"random bytes", randomBytesNoPhantom},
	{"stops answering", stopsAnswering},
}

// TestConformance runs every scenario of conformance against every
// emulated protocol of the registry: the serial boards through their
// emulator on a pseudo-terminal, the Chessnut board (Bluetooth LE) through
// its transport interface on an emulated BLE link (BLEBoard). For BLE, a
// pulled cable is the board going out of reach (the connection drops, and
// the driver connects again when it is back), a board switched off stops
// advertising (it cannot be connected at all), and garbage is malformed
// notifications.
func TestConformance(t *testing.T) {
	for _, d := range drivers.All() {
		if !d.Emulated && d.Kind != eboard.Chessnut {
			continue
		}
		for _, sc := range conformance {
			t.Run(d.Name+"/"+strings.ReplaceAll(sc.name, " ", "_"), func(t *testing.T) { sc.run(t, d.Kind) })
		}
	}
}

// switchedOnLate opens the port of a board that is switched off (its
// cable or adapter plugged in): the driver's first initialisation is
// lost, as with a real board. When the board is switched on, the driver
// must notice it (the keep-alive's answer), initialise it again, say it
// connected once the position is known, and then get every move: a DGT
// board reports moves only in update mode.
func switchedOnLate(t *testing.T, kind eboard.Kind) {
	p := newPair(t, kind, Options{Off: true})
	time.Sleep(300 * time.Millisecond) // the driver's initialisation goes into the void
	p.do("move g1 f3", "power on")     // moved while off
	if kind == eboard.Chessnut {
		// A BLE board switched off does not advertise: the driver
		// cannot connect (not "no answer" on an open port, as on a
		// cable) and says so once while it goes on scanning.
		p.expect("error: no Chessnut board any found; is it switched on and near?")
	}
	if kind == eboard.Certabo {
		// A driver that never saw the board has not learnt its chips: it
		// says how to calibrate, once, and waits for the start position.
		p.expect("error: " + certabo.CalibrationText)
		p.do("move f3 g1")
	}
	// Connected carries the position, read after the switch-on.
	p.expect(connectedPrefix(kind))
	p.checkBoard()
	p.expect("snapshot, 32 pieces")
	p.checkBoard()
	p.do("move e2 e4", "move c7 c5")
	p.expect(names(kind, "lift e2 white pawn", "place e4 white pawn", "lift c7 black pawn", "place c5 black pawn")...)
	p.checkBoard()
}

// unplugReplugCycles pulls the board's cable again and again, with moves
// before, during (the board is moved while unplugged) and after each cycle
// (every other cycle the cable is pulled between the lift and the place of
// a move): every move made while plugged in arrives as exactly its lift
// and place, the loss is said once a cycle, the position after each replug
// is the board's, and nothing else arrives (no phantom event). 10 cycles
// in make test, 50 in make test-long.
func unplugReplugCycles(t *testing.T, kind eboard.Kind) {
	cycles := 10
	if long() {
		cycles = 50
	}
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
			// Unplugged in the middle of the move: the knight is put down
			// while the cable is out.
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
	case e := <-p.events():
		if e.Type != eboard.Error {
			t.Fatalf("phantom event after the last cycle: %v", e)
		}
	case <-time.After(300 * time.Millisecond):
	}
	t.Logf("%s: %d unplug/replug cycles, %d moves, no event lost, none extra, %.1f s", kind, cycles, moves, time.Since(start).Seconds())
}

// stopsAnswering switches a board off for longer than the driver waits
// for an answer: the driver says the board went away, once and with what
// to do, says nothing while it stays away, and when it is switched on
// again reads the position (with the moves made meanwhile) before it says
// the board is back.
func stopsAnswering(t *testing.T, kind eboard.Kind) {
	p := newPair(t, kind, Options{})
	p.expect(connectedPrefix(kind), "snapshot, 32 pieces")
	if kind == eboard.Chessnut {
		// Over BLE a board switched off drops the connection (that is
		// "unplug and replug"); a board that stops answering is one
		// whose connection stays up while it sends nothing (its
		// firmware hung). The driver gives it Options.Silence (3 s),
		// then connects again and again until it reports.
		p.do("hang", "move d2 d4")
	} else {
		p.do("power off", "move d2 d4")
	}
	p.expect("disconnected: *")
	if kind == eboard.Chessnut && !strings.HasPrefix(p.last.Text, "the Chessnut board is connected but has sent no position for 3s (hung?)") {
		t.Fatalf("disconnected text %q: it should say the board sent nothing", p.last.Text)
	}
	if !strings.HasSuffix(p.last.Text, "; check the board's cable and power. The position is read again when the board is back") {
		t.Fatalf("disconnected text %q: it should say what to do", p.last.Text)
	}
	// The driver tries the port again and again while the board is off
	// (the link gives up on a silent port after 2 s here): the fault was
	// said once, and nothing more is said until the board is back.
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
}

// feeder is a driver of one protocol fed by hand, for randomBytesNoPhantom.
type feeder struct {
	// feed hands bytes to the driver.
	feed func([]byte)
	// afterNoise is what the board sends after the noise for the driver
	// to take moves again (nil: nothing); move the bytes of e2-e4, as a
	// lift and a place.
	afterNoise func() []byte
	move       func() (lift, place []byte)
}

// newFeeder returns a driver of kind, connected and told the start
// position, reporting through emit, on the clock now.
func newFeeder(kind eboard.Kind, emit func(eboard.Event), now *time.Time) feeder {
	clock := eboard.LinkOptions{NoAnswerDelay: -1, Now: func() time.Time { return *now }}
	start := eboard.StartPlacement()
	var f feeder
	switch kind {
	case eboard.DGT:
		d := dgt.NewDriver(nil, emit, dgt.Options{SettleDelay: -1, LinkOptions: clock})
		d.Connected(*now)
		f.feed = func(b []byte) { *now = now.Add(time.Millisecond); d.Data(b, *now) }
		codes := dgt.CodesFromPlacement(&start, dgt.Normal)
		f.feed(dgt.EncodeBoardDump(&codes))
		// The noise made the driver ask for the board; it waits for the
		// dump before it takes field updates again.
		f.afterNoise = func() []byte { return dgt.EncodeBoardDump(&codes) }
		f.move = func() ([]byte, []byte) {
			return dgt.EncodeFieldUpdate(dgt.Normal.Field(sq("e2")), 0),
				dgt.EncodeFieldUpdate(dgt.Normal.Field(sq("e4")), dgt.CodeFromPiece(rules.MakePiece(rules.White, rules.Pawn)))
		}
	case eboard.Millennium:
		d := millennium.NewDriver(nil, emit, millennium.Options{LinkOptions: clock})
		d.Connected(*now)
		f.feed = func(b []byte) { *now = now.Add(time.Millisecond); d.Data(b, *now) }
		f.feed(millennium.Encode(millennium.EncodeStatus(&start)))
		// The noise made the driver ask for the status, reported whole.
		f.afterNoise = func() []byte { return millennium.Encode(millennium.EncodeStatus(&start)) }
		f.move = func() ([]byte, []byte) {
			p := start
			p[sq("e2")] = rules.NoPiece
			lift := millennium.Encode(millennium.EncodeStatus(&p))
			p[sq("e4")] = rules.MakePiece(rules.White, rules.Pawn)
			return lift, millennium.Encode(millennium.EncodeStatus(&p))
		}
	case eboard.Chessnut:
		// Each call is one notification: the random bytes arrive as
		// malformed notifications of 1 to 64 bytes.
		d := chessnut.NewDriver(nil, emit, chessnut.Options{LinkOptions: clock})
		d.Connected(*now)
		f.feed = func(b []byte) { *now = now.Add(time.Millisecond); d.Data(b, *now) }
		f.feed(chessnut.EncodeFEN(&start))
		// The noise made the driver turn reporting on again: the board
		// notifies its whole position.
		f.afterNoise = func() []byte { return chessnut.EncodeFEN(&start) }
		f.move = func() ([]byte, []byte) {
			p := start
			p[sq("e2")] = rules.NoPiece
			lift := chessnut.EncodeFEN(&p)
			p[sq("e4")] = rules.MakePiece(rules.White, rules.Pawn)
			return lift, chessnut.EncodeFEN(&p)
		}
	case eboard.Certabo:
		d := certabo.NewDriver(nil, emit, certabo.Options{LinkOptions: clock})
		d.Connected(*now)
		f.feed = func(b []byte) { *now = now.Add(time.Millisecond); d.Data(b, *now) }
		scan := func(p eboard.Placement) []byte {
			var s certabo.Scan
			for sq := rules.Square(0); sq < 64; sq++ {
				s[sq] = chipOf(p[sq])
			}
			l := certabo.EncodeLine(&s)
			return append(l, l...) // twice: a steady scan
		}
		f.feed(scan(start))
		// End the last random line, then the whole board again.
		f.afterNoise = func() []byte { return append([]byte("\n"), scan(start)...) }
		f.move = func() ([]byte, []byte) {
			p := start
			p[sq("e2")] = rules.NoPiece
			lift := scan(p)
			p[sq("e4")] = rules.MakePiece(rules.White, rules.Pawn)
			return lift, scan(p)
		}
	default:
		d := tactile.NewDriver(nil, emit, tactile.Options{LinkOptions: clock})
		d.Connected(*now)
		f.feed = func(b []byte) { *now = now.Add(time.Millisecond); d.Data(b, *now) }
		f.feed(tactile.Message{Type: tactile.MsgHello, Version: tactile.ProtocolVersion, BoardID: "R-1", Seq: 0}.Encode())
		f.feed(tactile.Message{Type: tactile.MsgSnap, Occupied: start.Occupancy(), Seq: 1}.Encode())
		f.afterNoise = func() []byte { return []byte("\n") } // end the last random line
		// The sequence numbers go on after the noise.
		f.move = func() ([]byte, []byte) {
			return tactile.Message{Type: tactile.MsgLift, Square: sq("e2"), Seq: 2}.Encode(),
				tactile.Message{Type: tactile.MsgPlace, Square: sq("e4"), Seq: 3}.Encode()
		}
	}
	return f
}

// randomBytesNoPhantom feeds 10,000 random bytes (seeded, so a failure
// can be reproduced) into the driver between two real moves: line noise
// may be reported, but no lift, place, snapshot or move may come of it,
// and the real move after it arrives exactly. Three seeds in make test,
// 1000 in make test-long.
func randomBytesNoPhantom(t *testing.T, kind eboard.Kind) {
	const total = 10000
	seeds := 3
	if long() {
		seeds = 1000
	}
	begin := time.Now()
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		var events []eboard.Event
		now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		f := newFeeder(kind, func(e eboard.Event) { events = append(events, e) }, &now)
		before := len(events)
		rng := rand.New(rand.NewPCG(seed, 99))
		for sent := 0; sent < total; {
			n := min(total-sent, 1+rng.IntN(64))
			b := make([]byte, n)
			for i := range b {
				b[i] = byte(rng.UintN(256))
			}
			f.feed(b)
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
		f.feed(f.afterNoise())
		after := len(events)
		lift, place := f.move()
		f.feed(lift)
		f.feed(place)
		var got []string
		for _, e := range events[after:] {
			if e.Type == eboard.Lift || e.Type == eboard.Place {
				got = append(got, e.Type.String()+" "+e.Square.String())
			}
		}
		if len(got) != 2 || got[0] != "lift e2" || got[1] != "place e4" {
			t.Fatalf("seed %d: after the noise, the move e2-e4 gave %q", seed, got)
		}
	}
	t.Logf("%s: %d runs of %d random bytes, no phantom event, %.1f s", kind, seeds, total, time.Since(begin).Seconds())
}
