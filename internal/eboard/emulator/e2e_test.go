//go:build linux

package emulator

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/certabo"
	"github.com/blindchess/blindchess/internal/eboard/chessnut"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/eboard/millennium"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/eboard/tactile"
)

// pair is an emulated board and a driver reading it through a real
// pseudo-terminal, or, for a Chessnut board, through the emulated BLE
// transport (ble and cn instead of emu and drv).
type pair struct {
	t     *testing.T
	emu   *Board
	drv   *serialport.Board
	ble   *BLEBoard
	cn    *chessnut.Board
	last  eboard.Event
	noise int
	// skipMissing skips the errors of a driver retrying a port that is
	// not there.
	skipMissing bool
}

func linkConfig(path string) serialport.Config {
	return serialport.Config{Path: path, KeepAlive: time.Second, MinBackoff: 10 * time.Millisecond, MaxBackoff: 100 * time.Millisecond}
}

func startDriver(kind eboard.Kind, path string) *serialport.Board {
	switch kind {
	case eboard.DGT:
		return dgt.Start(linkConfig(path), dgt.Options{SettleDelay: 50 * time.Millisecond})
	case eboard.Millennium:
		return millennium.Start(linkConfig(path), millennium.Options{})
	case eboard.Certabo:
		return certabo.Start(linkConfig(path), certabo.Options{})
	}
	return tactile.Start(linkConfig(path), tactile.Options{})
}

func newPair(t *testing.T, kind eboard.Kind, opts Options) *pair {
	t.Helper()
	if kind == eboard.Chessnut {
		ble := NewBLEBoard(opts.Off, 42)
		p := &pair{t: t, ble: ble, cn: chessnut.Start(ble, "any", chessnut.Options{})}
		t.Cleanup(func() {
			p.cn.Close()
			ble.Close()
		})
		return p
	}
	opts.Link = filepath.Join(t.TempDir(), "board")
	opts.Seed = 42
	emu, err := New(kind, opts)
	if err != nil {
		t.Fatal(err)
	}
	p := &pair{t: t, emu: emu, drv: startDriver(kind, opts.Link)}
	t.Cleanup(func() {
		p.drv.Close()
		emu.Close()
	})
	return p
}

// next returns the next event that is not a clock tick or a line-noise
// report.
func (p *pair) next() eboard.Event {
	p.t.Helper()
	timeout := time.After(5 * time.Second)
	for {
		select {
		case e, ok := <-p.events():
			if !ok {
				p.t.Fatal("event channel closed")
			}
			if e.Type == eboard.Error && strings.HasPrefix(e.Text, "line noise") {
				p.noise++
				continue
			}
			if e.Type == eboard.Error && p.skipMissing {
				// The driver retrying while the board is unplugged: the port
				// is missing, or half gone (EIO) while it is being removed.
				continue
			}
			p.last = e
			return e
		case <-timeout:
			p.t.Fatalf("no event within 5 s (last: %v)", p.last)
			return eboard.Event{}
		}
	}
}

// expect checks the next events, by their String form (a prefix is
// enough for connected and disconnected, whose text names ports).
func (p *pair) expect(want ...string) {
	p.t.Helper()
	for _, w := range want {
		e := p.next()
		got := e.String()
		ok := got == w
		if strings.HasSuffix(w, "*") {
			ok = strings.HasPrefix(got, strings.TrimSuffix(w, "*"))
		}
		if !ok {
			p.t.Fatalf("event %q, want %q", got, w)
		}
		if e.Board != p.kind() || e.Time.IsZero() {
			p.t.Fatalf("event %+v: wrong board or no time", e)
		}
	}
}

func (p *pair) do(cmds ...string) {
	p.t.Helper()
	for _, c := range cmds {
		exec := p.emu.Exec
		if p.ble != nil {
			exec = p.ble.Exec
		}
		if _, err := exec(c); err != nil {
			p.t.Fatalf("%s: %v", c, err)
		}
	}
}

// pieces returns the pieces on the emulated board.
func (p *pair) pieces() eboard.Placement {
	if p.ble != nil {
		return p.ble.Pieces()
	}
	return p.emu.Pieces()
}

// events returns the driver's events.
func (p *pair) events() <-chan eboard.Event {
	if p.cn != nil {
		return p.cn.Events()
	}
	return p.drv.Events()
}

// kind returns the emulated board's protocol.
func (p *pair) kind() eboard.Kind {
	if p.ble != nil {
		return p.ble.Kind()
	}
	return p.emu.Kind()
}

// checkBoard compares the last event's board with the emulator's.
func (p *pair) checkBoard() {
	p.t.Helper()
	want := p.pieces()
	if !p.last.HasBoard || p.last.Occupied != want.Occupancy() {
		p.t.Fatalf("driver sees %s, board has %s", p.last.Occupied, want.Occupancy())
	}
	if p.kind() != eboard.Tactile && (!p.last.HasPieces || p.last.Pieces != want) {
		p.t.Fatalf("driver sees %s, board has %s", p.last.Pieces.FEN(), want.FEN())
	}
}

// names returns the event strings for a kind: DGT events name the piece.
func names(kind eboard.Kind, events ...string) []string {
	out := make([]string, len(events))
	for i, e := range events {
		if kind == eboard.Tactile {
			f := strings.Fields(e)
			if (f[0] == "lift" || f[0] == "place") && len(f) > 2 {
				e = f[0] + " " + f[1]
			}
		}
		out[i] = e
	}
	return out
}

// connectedPrefix is the Connected event of the emulated board; after a
// reconnect its text goes on ("; back, position read again").
func connectedPrefix(kind eboard.Kind) string {
	switch kind {
	case eboard.DGT:
		return "connected: DGT board, firmware 1.07*"
	case eboard.Millennium:
		return "connected: Millennium board*"
	case eboard.Certabo:
		return "connected: Certabo board, 12 chips calibrated*"
	case eboard.Chessnut:
		return "connected: Chessnut board*"
	}
	return "connected: tactile board SIM-0001, protocol 1, firmware emulator*"
}

func TestEndToEnd(t *testing.T) {
	for _, kind := range []eboard.Kind{eboard.DGT, eboard.Tactile} {
		t.Run(kind.String(), func(t *testing.T) {
			tests := []struct {
				name   string
				cmds   []string
				events []string
			}{
				{"normal moves", []string{"move e2 e4", "move g8 f6"},
					[]string{"lift e2 white pawn", "place e4 white pawn", "lift g8 black knight", "place f6 black knight"}},
				{"capture, captured piece first", []string{"move e2 e4", "move d7 d5", "capture e4 d5"},
					[]string{"lift e2 white pawn", "place e4 white pawn", "lift d7 black pawn", "place d5 black pawn",
						"lift d5 black pawn", "lift e4 white pawn", "place d5 white pawn"}},
				{"capture, capturing piece first", []string{"move e2 e4", "move d7 d5", "capture e4 d5 mover"},
					[]string{"lift e2 white pawn", "place e4 white pawn", "lift d7 black pawn", "place d5 black pawn",
						"lift e4 white pawn", "lift d5 black pawn", "place d5 white pawn"}},
				{"castling king first", []string{"remove f1", "remove g1", "move e1 g1", "move h1 f1"},
					[]string{"lift f1 white bishop", "lift g1 white knight", "lift e1 white king", "place g1 white king", "lift h1 white rook", "place f1 white rook"}},
				{"castling rook first, queen side", []string{"remove b8", "remove c8", "remove d8", "move a8 d8", "move e8 c8"},
					[]string{"lift b8 black knight", "lift c8 black bishop", "lift d8 black queen", "lift a8 black rook", "place d8 black rook", "lift e8 black king", "place c8 black king"}},
				{"en passant", []string{"move e2 e5", "move d7 d5", "move e5 d6", "remove d5"},
					[]string{"lift e2 white pawn", "place e5 white pawn", "lift d7 black pawn", "place d5 black pawn",
						"lift e5 white pawn", "place d6 white pawn", "lift d5 black pawn"}},
				{"promotion", []string{"remove a7", "remove a8", "move a2 a7", "lift a7", "place a8 Q"},
					[]string{"lift a7 black pawn", "lift a8 black rook", "lift a2 white pawn", "place a7 white pawn", "lift a7 white pawn", "place a8 white queen"}},
				{"knocked-over piece put back", []string{"move e2 e4", "lift e4", "sleep 120", "place e4"},
					[]string{"lift e2 white pawn", "place e4 white pawn", "lift e4 white pawn", "place e4 white pawn"}},
			}
			for _, tt := range tests {
				t.Run(tt.name, func(t *testing.T) {
					p := newPair(t, kind, Options{})
					p.expect(connectedPrefix(kind), "snapshot, 32 pieces")
					p.checkBoard()
					p.do(tt.cmds...)
					p.expect(names(kind, tt.events...)...)
					p.checkBoard()
				})
			}
		})
	}
}

func TestEndToEndUnplug(t *testing.T) {
	for _, kind := range []eboard.Kind{eboard.DGT, eboard.Tactile} {
		t.Run(kind.String(), func(t *testing.T) {
			p := newPair(t, kind, Options{})
			p.expect(connectedPrefix(kind), "snapshot, 32 pieces")
			// Unplugged in the middle of a move: the pawn is lifted, the
			// cable pulled, the pawn put down on e4, the cable put back.
			p.do("lift e2")
			p.expect(names(kind, "lift e2 white pawn")...)
			p.do("unplug")
			p.expect("disconnected: *")
			// Said in words, once, with what to do.
			if want := p.emu.Link() + ": the port went away (cable pulled or board switched off); check the board's cable and power. The position is read again when the board is back"; p.last.Text != want {
				t.Errorf("disconnected text %q, want %q", p.last.Text, want)
			}
			p.skipMissing = true
			p.do("place e4")
			time.Sleep(150 * time.Millisecond) // the driver retries meanwhile
			p.do("replug")
			p.expect(connectedPrefix(kind), "snapshot, 32 pieces")
			p.checkBoard()
			if !p.last.Occupied.Has(28) || p.last.Occupied.Has(12) {
				t.Fatalf("after replug the driver sees %s", p.last.Occupied)
			}
			// And it goes on working.
			p.do("move d7 d5")
			p.expect(names(kind, "lift d7 black pawn", "place d5 black pawn")...)
			p.checkBoard()
		})
	}
}

// TestEndToEndUnplugNoticedAtOnce pulls the cable while the host sends
// nothing (no keep-alive): the driver must see the port go away from the
// hangup itself, as with a real USB cable, not only when a ping finds the
// board silent.
func TestEndToEndUnplugNoticedAtOnce(t *testing.T) {
	for _, kind := range []eboard.Kind{eboard.DGT, eboard.Tactile} {
		t.Run(kind.String(), func(t *testing.T) {
			link := filepath.Join(t.TempDir(), "board")
			emu, err := New(kind, Options{Link: link, Seed: 42})
			if err != nil {
				t.Fatal(err)
			}
			cfg := linkConfig(link)
			cfg.KeepAlive = 0
			var drv *serialport.Board
			if kind == eboard.DGT {
				drv = dgt.Start(cfg, dgt.Options{SettleDelay: -1})
			} else {
				drv = tactile.Start(cfg, tactile.Options{})
			}
			p := &pair{t: t, emu: emu, drv: drv}
			t.Cleanup(func() {
				drv.Close()
				emu.Close()
			})
			p.expect(connectedPrefix(kind), "snapshot, 32 pieces")
			p.do("unplug")
			p.expect("disconnected: *")
			p.skipMissing = true
			p.do("replug")
			p.expect(connectedPrefix(kind), "snapshot, 32 pieces")
		})
	}
}

func TestEndToEndNoise(t *testing.T) {
	for _, kind := range []eboard.Kind{eboard.DGT, eboard.Tactile} {
		t.Run(kind.String(), func(t *testing.T) {
			p := newPair(t, kind, Options{})
			p.expect(connectedPrefix(kind), "snapshot, 32 pieces")
			p.do("noise 50", "move e2 e4", "noise 200", "noise 3", "move e7 e5", "noise 20")
			// A last event marks the end: all the noise has been read by then.
			if kind == eboard.DGT {
				p.do("clock 0:01:00 0:01:00")
			} else {
				p.do("button 1")
			}
			// A garbled line makes the tactile driver ask for a snapshot;
			// DGT noise makes the driver ask for the board and drop field
			// updates until it comes (the move then shows in the dump).
			// Snapshots and Resyncs may come in between; no lift or place
			// that did not happen may.
			events := names(kind, "lift e2 white pawn", "place e4 white pawn", "lift e7 black pawn", "place e5 black pawn")
			var got []string
			barrier := p.next()
			for barrier.Type != eboard.Clock && barrier.Type != eboard.Button {
				switch barrier.Type {
				case eboard.Lift, eboard.Place:
					got = append(got, barrier.String())
				case eboard.Snapshot, eboard.Resync:
				default:
					t.Fatalf("event %v, want lifts, places, snapshots, the clock or the button", barrier)
				}
				if barrier.HasBoard {
					p.last = barrier
				}
				barrier = p.next()
			}
			if !isSubsequence(got, events) || kind == eboard.Tactile && len(got) != len(events) {
				t.Fatalf("lifts and places %q, want (for DGT some of) %q", got, events)
			}
			if kind == eboard.DGT && p.last.Occupied != p.emu.Pieces().Occupancy() {
				// The dump asked for after the last noise is still on its
				// way: it must come.
				for e := p.next(); e.Type != eboard.Snapshot; e = p.next() {
				}
			}
			p.checkBoard()
			if p.noise == 0 {
				t.Errorf("the noise was not reported; last event %v", p.last)
			}
			st := p.drv.Driver()
			switch d := st.(type) {
			case *dgt.Driver:
				if s := d.Stats(); s.GarbageBytes < 200 || s.Invalid != 0 {
					t.Errorf("DGT stats %+v", s)
				}
			case *tactile.Driver:
				if s := d.Stats(); s.Garbled+s.TooLong != 4 {
					t.Errorf("tactile stats %+v", s)
				}
			}
		})
	}
}

// isSubsequence reports whether sub is want with some elements left out.
func isSubsequence(sub, want []string) bool {
	i := 0
	for _, w := range want {
		if i < len(sub) && sub[i] == w {
			i++
		}
	}
	return i == len(sub)
}

func TestEndToEndButtons(t *testing.T) {
	p := newPair(t, eboard.Tactile, Options{})
	p.expect(connectedPrefix(eboard.Tactile), "snapshot, 32 pieces")
	p.do("button 3", "snapshot") // an unasked snapshot that agrees is not reported
	if err := p.drv.RequestSnapshot(); err != nil {
		t.Fatal(err)
	}
	// The snapshot asked for may overtake the button (the board may still
	// be answering the driver's own requests from the connect).
	a, b := p.next().String(), p.next().String()
	if !(a == "button 3" && b == "snapshot, 32 pieces" || a == "snapshot, 32 pieces" && b == "button 3") {
		t.Fatalf("events %q, %q; want the button and a snapshot", a, b)
	}

	d := newPair(t, eboard.DGT, Options{})
	d.expect(connectedPrefix(eboard.DGT), "snapshot, 32 pieces")
	if _, err := d.emu.Exec("button 1"); err == nil {
		t.Error("a button without a clock worked")
	}
	d.do("clock 0:05:00 0:04:59 right", "button 5", "clock 0:05:00 0:04:58 right", "clock off")
	d.expect("clock: left 0:05:00, right 0:04:59, right running", "button 5, clock button ok",
		"clock: left 0:05:00, right 0:04:58, right running", "clock: no clock connected")
}

func TestEndToEndRotatedDGT(t *testing.T) {
	p := newPair(t, eboard.DGT, Options{Rotated: true})
	p.expect(connectedPrefix(eboard.DGT), "snapshot, 32 pieces, the board is turned round (connector on White's right); squares are mapped accordingly")
	p.checkBoard()
	p.do("move e2 e4", "capture g8 e7 mover")
	p.expect("lift e2 white pawn", "place e4 white pawn", "lift g8 black knight", "lift e7 black pawn", "place e7 black knight")
	p.checkBoard()
}

// TestEndToEndLateBoard starts the driver before the board exists: it
// reports that the port is missing, then connects when the board appears.
func TestEndToEndLateBoard(t *testing.T) {
	link := filepath.Join(t.TempDir(), "late")
	drv := startDriver(eboard.Tactile, link)
	defer drv.Close()
	select {
	case e := <-drv.Events():
		if e.Type != eboard.Error || !strings.Contains(e.Text, "no such port") {
			t.Fatalf("first event %v", e)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no error for a missing port")
	}
	emu, err := New(eboard.Tactile, Options{Link: link})
	if err != nil {
		t.Fatal(err)
	}
	defer emu.Close()
	p := &pair{t: t, emu: emu, drv: drv}
	p.expect(connectedPrefix(eboard.Tactile), "snapshot, 32 pieces")
}

// TestEndToEndHostCommands checks that the emulated DGT board answers the
// host's commands like a real one.
func TestEndToEndHostCommands(t *testing.T) {
	emu, err := New(eboard.DGT, Options{Link: filepath.Join(t.TempDir(), "b")})
	if err != nil {
		t.Fatal(err)
	}
	defer emu.Close()
	d := newDGT(false)
	codes := startCodes()
	tests := []struct {
		in   []byte
		want []byte
	}{
		{[]byte{dgt.CmdSendVersion}, dgt.EncodeVersion(EmulatedDGTVersion)},
		{[]byte{dgt.CmdSendBoard}, dgt.EncodeBoardDump(&codes)},
		{[]byte{dgt.CmdSendClock}, dgt.EncodeBWTime(eboard.ClockState{})},
		{[]byte{dgt.CmdReturnSerialNr}, dgt.EncodeText(dgt.MsgSerialNr, "00042")},
		{[]byte{dgt.CmdReset, 0x4E, 0x51, 0x99}, nil},
		{dgt.ClockCommand(dgt.ClockCmdVersion), nil}, // no clock: no ack
	}
	for _, tt := range tests {
		emu.mu.Lock()
		got := d.host(emu, tt.in)
		emu.mu.Unlock()
		if string(got) != string(tt.want) {
			t.Errorf("host % X: reply % X, want % X", tt.in, got, tt.want)
		}
	}
	// With a clock and in UPDATE_NICE mode, clock commands are acknowledged,
	// also when they arrive split.
	d.clock = eboard.ClockState{Connected: true}
	emu.mu.Lock()
	defer emu.mu.Unlock()
	d.host(emu, []byte{dgt.CmdSendUpdateNice})
	cmd := dgt.ClockCommand(dgt.ClockCmdSetNRun, 0, 5, 0, 0, 4, 30, 0x02)
	var got []byte
	for _, c := range cmd {
		got = append(got, d.host(emu, []byte{c})...)
	}
	want := append(dgt.EncodeClockAck(dgt.ClockAck{Ack0: 0x10, Ack1: dgt.ClockCmdSetNRun}),
		dgt.EncodeBWTime(eboard.ClockState{Connected: true, Left: 5 * time.Minute, Right: 4*time.Minute + 30*time.Second, Running: true, RightToMove: true})...)
	if string(got) != string(want) {
		t.Errorf("SetNRun: % X, want % X", got, want)
	}
	if r := d.host(emu, []byte{0x60, 0x04, 0x01, 0x10, 0x12, 0x00, dgt.CmdSendVersion}); string(r) != string(dgt.EncodeVersion(EmulatedDGTVersion)) {
		t.Errorf("after an LED command: % X", r)
	}
}

func startCodes() [64]byte {
	p := eboard.StartPlacement()
	return dgt.CodesFromPlacement(&p, dgt.Normal)
}

func TestExecErrors(t *testing.T) {
	emu, err := New(eboard.Tactile, Options{Link: filepath.Join(t.TempDir(), "b")})
	if err != nil {
		t.Fatal(err)
	}
	defer emu.Close()
	tests := []struct{ cmd, err string }{
		{"move e2", "usage: move A B"},
		{"move e2 e9", `square "e9"`},
		{"move e3 e4", "e3 is empty"},
		{"move e2 e7", "e7 is occupied; to take that piece use: capture e2 e7"},
		{"capture e2 e4", "e4 is empty: nothing to capture; use: move e2 e4"},
		{"capture e2 e7 first", `"first" is not "mover"`},
		{"lift e5", "e5 is empty"},
		{"place e4", "nothing in hand"},
		{"place e2", "e2 is occupied by a white pawn"},
		{"place e4 X", `piece "X"`},
		{"button 0", "buttons 1 to 9"},
		{"noise 0", "from 1 to 10000"},
		{"clock 1:00 1:00", "only a DGT board has a clock"},
		{"setup 8/8", "want 8 ranks"},
		{"sleep -1", "want milliseconds"},
		{"fly e2", `unknown command "fly"`},
		{"replug", "already plugged in"},
	}
	for _, tt := range tests {
		_, err := emu.Exec(tt.cmd)
		if err == nil || !strings.Contains(err.Error(), tt.err) {
			t.Errorf("%s: error %v, want %q", tt.cmd, err, tt.err)
		}
	}
	for _, c := range []string{"", "# a comment", "show", "help"} {
		if _, err := emu.Exec(c); err != nil {
			t.Errorf("%q: %v", c, err)
		}
	}
	if _, err := emu.Exec("quit"); err != ErrQuit {
		t.Errorf("quit: %v", err)
	}
	got, _ := emu.Exec("show")
	if got != "board rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR" {
		t.Errorf("show: %q", got)
	}
	if _, err := emu.Exec("unplug"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{"snapshot", "noise 5", "button 1", "unplug"} {
		if _, err := emu.Exec(c); err == nil {
			t.Errorf("%s worked while unplugged", c)
		}
	}
	if got, _ := emu.Exec("lift e2"); got != "lifted e2" {
		t.Errorf("lift while unplugged: %q", got)
	}
	if got, _ := emu.Exec("show"); got != "board rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR; in hand: white pawn; unplugged" {
		t.Errorf("show: %q", got)
	}
}

func TestParseClockTime(t *testing.T) {
	tests := []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"1:29:59", time.Hour + 29*time.Minute + 59*time.Second, true},
		{"5:00", 5 * time.Minute, true},
		{"0:00:00", 0, true},
		{"10:00:00", 0, false},
		{"1:60", 0, false},
		{"5", 0, false},
		{"a:00", 0, false},
	}
	for _, tt := range tests {
		got, err := ParseClockTime(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("%s: %v %v", tt.in, got, err)
		}
	}
}

// TestTactileHostCommands checks how the emulated tactile board answers
// each kind of host line, as docs/tactile-protocol.md sections 3 and 5
// say a board must.
func TestTactileHostCommands(t *testing.T) {
	emu, err := New(eboard.Tactile, Options{Link: filepath.Join(t.TempDir(), "b"), BoardID: "TB-9"})
	if err != nil {
		t.Fatal(err)
	}
	defer emu.Close()
	start := eboard.StartOccupancy.String()
	frame := func(body string) string { return string(tactile.Frame([]byte(body))) }
	// The board said hello 0 and snap 1 when it was plugged in.
	tests := []struct{ in, want string }{
		{"snap?*33\n", frame("snap 2 " + start)},
		{"hello?*5d\n", frame("hello 3 1 TB-9 emulator")},
		{"ping k1*6a\n", frame("pong 4 k1")},
		{"snap?*33\r\n", frame("snap 5 " + start)}, // CR LF
		{"snap?*3D\n", frame("error 6 checksum")},  // upper-case digits are accepted, but this checksum is wrong
		{"SNAP?*33\n", frame("error 7 unknown")},   // a good checksum, but keywords are lower case
		{"snap?\n", frame("error 8 checksum")},     // no checksum at all
		{"ping*" + fmt.Sprintf("%02x", tactile.Checksum([]byte("ping"))) + "\n", frame("error 9 unknown")},
		{strings.Repeat("x", 150) + "\n", frame("error 10 toolong")},
		{"\n", ""},   // an empty line, as the host sends when it opens the port
		{"\r\n", ""}, // the same with CR LF
		{"sn", ""},   // half a line: nothing yet
		{"ap?*33\n", frame("snap 11 " + start)},
	}
	for _, tt := range tests {
		emu.mu.Lock()
		got := string(emu.proto.host(emu, []byte(tt.in)))
		emu.mu.Unlock()
		if got != tt.want {
			t.Errorf("host sent %q: board answered %q, want %q", tt.in, got, tt.want)
		}
	}
}
