//go:build linux

package emulator

import (
	"github.com/blindchess/blindchess/internal/catalog"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/millennium"
)

// TestMillenniumEndToEnd reads the emulated Millennium board through a
// pseudo-terminal: the driver sets it to report on every change, and a
// move, a capture (the captured piece off first, then the mover) and the
// capturing piece put down arrive as lifts and places with their pieces.
func TestMillenniumEndToEnd(t *testing.T) {
	p := newPair(t, eboard.Millennium, Options{})
	p.expect(connectedPrefix(eboard.Millennium), "snapshot, 32 pieces")
	p.checkBoard()
	p.do("move e2 e4", "move d7 d5", "capture e4 d5")
	p.expect("lift e2 white pawn", "place e4 white pawn", "lift d7 black pawn", "place d5 black pawn",
		"lift d5 black pawn", "lift e4 white pawn", "place d5 white pawn")
	p.checkBoard()
	// The driver's initialisation reaches the board beside the moves.
	deadline := time.Now().Add(5 * time.Second)
	for {
		p.emu.mu.Lock()
		mode := p.emu.proto.(*millProto).rom[millennium.AddrAutoReport]
		p.emu.mu.Unlock()
		if mode == millennium.AutoReportOnChange {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("automatic reports %d, want %d (on change)", mode, millennium.AutoReportOnChange)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestMillenniumLEDsShowTheMoveUntilMade lights the squares of a move on
// the emulated board's LEDs: they stay on while the move is not made (a
// wrong piece moved), and go off once the board shows it made.
func TestMillenniumLEDsShowTheMoveUntilMade(t *testing.T) {
	p := newPair(t, eboard.Millennium, Options{})
	p.expect(connectedPrefix(eboard.Millennium), "snapshot, 32 pieces")
	d := p.drv.Driver().(*millennium.Driver)
	if err := d.ShowMove(sq("e2"), sq("e4")); err != nil {
		t.Fatal(err)
	}
	p.waitLEDs("e2 e4")
	p.do("move d2 d4")
	p.expect("lift d2 white pawn", "place d4 white pawn")
	p.waitLEDs("e2 e4")
	p.do("move d4 d2", "move e2 e4")
	p.expect("lift d4 white pawn", "place d2 white pawn", "lift e2 white pawn", "place e4 white pawn")
	p.waitLEDs("off")
	if _, _, on := d.Showing(); on {
		t.Error("the driver still shows the move")
	}
	if err := d.ShowMove(sq("e2"), sq("e2")); err == nil {
		t.Error("a move from a square to itself was shown")
	}
	// A move shown while the board is unplugged is shown when it is back.
	p.do("unplug")
	p.expect("disconnected: *")
	if err := d.ShowMove(sq("g8"), sq("f6")); err != nil {
		t.Fatal(err)
	}
	p.skipMissing = true
	p.do("replug")
	p.expect(connectedPrefix(eboard.Millennium), "snapshot, 32 pieces")
	p.waitLEDs("f6 g8")
}

// waitLEDs waits until the emulated board's LEDs light the squares named
// (a1 … h8 order) or "off".
func (p *pair) waitLEDs(want string) {
	p.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		got := ledText(catalog.For(catalog.English), p.emu.LitSquares())
		if got == want {
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("LEDs %s, want %s", got, want)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestMillenniumHostCommands checks the emulator's answers byte for byte.
func TestMillenniumHostCommands(t *testing.T) {
	b, err := New(eboard.Millennium, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	p := b.proto.(*millProto)
	for _, tc := range []struct{ in, want string }{
		{"V", "v0201"},
		{"W0203", "w0203"},
		{"R02", "r0203"},
		{"X", "x"},
		{"T", ""},
	} {
		b.mu.Lock()
		got := p.host(b, millennium.Encode(tc.in))
		b.mu.Unlock()
		want := []byte(nil)
		if tc.want != "" {
			want = millennium.Encode(tc.want)
		}
		if string(got) != string(want) {
			t.Errorf("%s: answered % X, want % X", tc.in, got, want)
		}
	}
	// A command with a wrong block parity is ignored.
	bad := millennium.Encode("V")
	bad[2] = millennium.WithParity('0')
	b.mu.Lock()
	got := p.host(b, bad)
	b.mu.Unlock()
	if len(got) != 0 {
		t.Errorf("a garbled V was answered: % X", got)
	}
	if err := b.PressButton(1); err == nil {
		t.Error("a Millennium board pressed a button")
	}
}

// FuzzMillenniumHost feeds the emulated Millennium board arbitrary bytes
// from the host: it must never fail, and it answers only whole messages
// with a right block parity.
func FuzzMillenniumHost(f *testing.F) {
	f.Add(millennium.Encode("V"))
	f.Add(append(millennium.Encode("W0203"), millennium.Encode("R02")...))
	var l millennium.LEDs
	l.Light(sq("e2"), 0xFF)
	f.Add(millennium.Encode(millennium.EncodeLEDs(millennium.DefaultSlotTime, &l)))
	b, err := New(eboard.Millennium, Options{Seed: 1})
	if err != nil {
		f.Fatal(err)
	}
	defer b.Close()
	f.Fuzz(func(t *testing.T, in []byte) {
		b.mu.Lock()
		p := b.proto.(*millProto)
		out := p.host(b, in)
		p.in = nil
		b.mu.Unlock()
		var fr millennium.Framer
		n := 0
		fr.Feed(out, func([]byte) { n++ })
		if st := fr.Stats(); st.GarbageBytes != 0 || st.ParityErrors != 0 {
			t.Fatalf("the board answered bytes that are no message: % X (%+v)", out, st)
		}
	})
}
