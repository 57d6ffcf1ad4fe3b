package dgt

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/eboardtest"
	"github.com/blindchess/blindchess/internal/rules"
)

var t0 = time.Unix(9000, 0)

func startCodes(o Orientation) [64]byte {
	p := eboard.StartPlacement()
	return CodesFromPlacement(&p, o)
}

func sq(name string) rules.Square {
	s, err := rules.ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

func TestDriverSession(t *testing.T) {
	r := &eboardtest.Recorder{}
	d := NewDriver(r, r.Emit, Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	d.Connected(t0)
	if got := r.Sent(); !bytes.Equal(got, InitSequence) {
		t.Fatalf("sent % X at connect, want % X", got, InitSequence)
	}
	codes := startCodes(Normal)
	var in []byte
	in = append(in, EncodeVersion(Version{1, 7})...)
	in = append(in, EncodeBoardDump(&codes)...)
	in = append(in, EncodeFieldUpdate(Normal.Field(sq("e2")), CodeEmpty)...)
	in = append(in, EncodeFieldUpdate(Normal.Field(sq("e4")), CodeWPawn)...)
	in = append(in, EncodeFieldUpdate(Normal.Field(sq("e4")), CodeWPawn)...) // redundant
	in = append(in, EncodeFieldUpdate(Normal.Field(sq("d7")), CodeEmpty)...)
	in = append(in, EncodeFieldUpdate(Normal.Field(sq("e4")), CodeBPawn)...) // "A on C4", the victim's removal unseen
	in = append(in, EncodeClockAck(ClockAck{Ack0: 0x10, Ack1: 0x88, Ack3: 0x33})...)
	in = append(in, EncodeClockAck(ClockAck{Ack0: 0x40, Ack1: 0x0A})...)
	in = append(in, Message(MsgBWTime, 0, 0, 0, 0, 0, 0, 0)...) // after an acknowledgement: nothing
	in = append(in, EncodeBWTime(eboard.ClockState{})...)
	in = append(in, EncodeBWTime(eboard.ClockState{Connected: true, Left: time.Minute, Right: 2 * time.Minute, Running: true, RightToMove: true})...)
	in = append(in, EncodeBWTime(eboard.ClockState{Connected: true, Left: time.Minute, Right: 2 * time.Minute, Running: true, RightToMove: true})...)
	in = append(in, EncodeBWTime(eboard.ClockState{})...)
	d.Data(in, t0.Add(time.Millisecond))
	want := []string{
		"connected: DGT board, firmware 1.07",
		"snapshot, 32 pieces",
		"lift e2 white pawn",
		"place e4 white pawn",
		"lift d7 black pawn",
		"place e4 black pawn, replaces white pawn",
		"button 3, clock button run",
		"error: the clock refused command 0x0A (is it in mode 23?)",
		"clock: left 0:01:00, right 0:02:00, right running",
		"clock: no clock connected",
	}
	if got := r.Lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if st := d.Stats(); st.Redundant != 1 || st.GarbageBytes != 0 {
		t.Errorf("stats %+v", st)
	}
	last := r.Events()[5]
	if !last.HasPieces || last.Pieces.FEN() != "rnbqkbnr/ppp1pppp/8/8/4p3/8/PPPP1PPP/RNBQKBNR" || last.Square != sq("e4") {
		t.Errorf("after the capture: %+v %s", last, last.Pieces.FEN())
	}
	if last.Occupied != last.Pieces.Occupancy() {
		t.Error("occupancy does not match pieces")
	}

	// A snapshot asked for is reported even if nothing changed; an
	// unasked dump that agrees is not; one that disagrees corrects.
	if err := d.RequestSnapshot(); err != nil {
		t.Fatal(err)
	}
	p := last.Pieces
	codes = CodesFromPlacement(&p, Normal)
	d.Data(EncodeBoardDump(&codes), t0.Add(2*time.Millisecond))
	d.Data(EncodeBoardDump(&codes), t0.Add(3*time.Millisecond))
	p[sq("a2")] = rules.NoPiece
	codes = CodesFromPlacement(&p, Normal)
	d.Data(EncodeBoardDump(&codes), t0.Add(4*time.Millisecond))
	got := r.Lines()[len(want):]
	want2 := []string{"snapshot, 31 pieces", "snapshot, 30 pieces, the board dump differs from the field updates; position corrected"}
	if strings.Join(got, "\n") != strings.Join(want2, "\n") {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want2, "\n"))
	}
	if s := r.Sent(); s[len(s)-1] != CmdSendBoard {
		t.Errorf("RequestSnapshot sent % X", s)
	}
	d.KeepAlive(t0)
	if s := r.Sent(); !bytes.HasSuffix(s, KeepAliveSequence) {
		t.Errorf("KeepAlive sent % X", s)
	}
}

func TestDriverOrientation(t *testing.T) {
	t.Run("rotated dump", func(t *testing.T) {
		r := &eboardtest.Recorder{}
		d := NewDriver(r, r.Emit, Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
		codes := startCodes(Rotated)
		d.Data(EncodeBoardDump(&codes), t0)
		d.Data(EncodeFieldUpdate(Rotated.Field(sq("e2")), CodeEmpty), t0)
		want := []string{"connected: DGT board",
			"snapshot, 32 pieces, the board is turned round (connector on White's right); squares are mapped accordingly",
			"lift e2 white pawn"}
		if got := r.Lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		if d.Orientation() != Rotated || r.Events()[1].Pieces != eboard.StartPlacement() {
			t.Errorf("orientation %v, pieces %s", d.Orientation(), r.Events()[1].Pieces.FEN())
		}
	})
	t.Run("turned round while setting up", func(t *testing.T) {
		r := &eboardtest.Recorder{}
		d := NewDriver(r, r.Emit, Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
		// Start position, normal; then the players swap sides: the board
		// is emptied and set up the other way round.
		codes := startCodes(Normal)
		d.Data(EncodeBoardDump(&codes), t0)
		rot := startCodes(Rotated)
		for f := byte(0); f < 64; f++ {
			if codes[f] != CodeEmpty {
				d.Data(EncodeFieldUpdate(f, CodeEmpty), t0)
			}
		}
		for f := byte(0); f < 64; f++ {
			if rot[f] != CodeEmpty {
				d.Data(EncodeFieldUpdate(f, rot[f]), t0)
			}
		}
		got := r.Lines()
		lastEv := got[len(got)-1]
		if d.Orientation() != Rotated || !strings.Contains(lastEv, "turned round") {
			t.Fatalf("orientation %v, last event %q", d.Orientation(), lastEv)
		}
		if p := r.Events()[len(r.Events())-1].Pieces; p != eboard.StartPlacement() {
			t.Fatalf("pieces %s", p.FEN())
		}
	})
}

func TestDriverLink(t *testing.T) {
	r := &eboardtest.Recorder{}
	d := NewDriver(r, r.Emit, Options{SettleDelay: 10 * time.Millisecond, LinkOptions: eboard.LinkOptions{NoAnswerDelay: 20 * time.Millisecond}})
	d.OpenFailed(t0, errString("no such port"))
	d.OpenFailed(t0, errString("no such port"))
	d.Connected(t0)
	deadline := time.Now().Add(2 * time.Second)
	for len(r.Lines()) < 2 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	codes := startCodes(Normal)
	d.Data(append(EncodeBoardDump(&codes), EncodeFieldUpdate(52, 0)...), t0)
	for !bytes.HasSuffix(r.Sent(), []byte{CmdSendBoard}) && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	d.Disconnected(t0, errString("cable pulled"))
	d.Connected(t0)
	d.Disconnected(t0, errString("no answer"))
	d.Stop()
	want := []string{"error: no such port",
		"error: the port is open but no DGT board answers; is the board switched on, and is this its port?",
		"connected: DGT board", "snapshot, 32 pieces", "lift e2 white pawn", "disconnected: " + disconnectedText("cable pulled")} // the silence while away is not said again
	if got := r.Lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if s := r.Sent(); !bytes.Equal(s, append(append(bytes.Clone(InitSequence), CmdSendBoard), InitSequence...)) {
		t.Errorf("sent % X: want init, a settle dump request, init", s)
	}
}

// TestDriverSwitchedOnLate: the board was switched on after the port
// opened and lost the initialisation; it answers the keep-alive, but in
// idle mode it would never report a move. The driver sends the whole
// initialisation again whenever the board answers without a board dump
// since the port opened, and says the board connected only with the
// position.
func TestDriverSwitchedOnLate(t *testing.T) {
	r := &eboardtest.Recorder{}
	d := NewDriver(r, r.Emit, Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }
	d.Connected(at(0))
	// The keep-alive: update mode and a version request, lost or not.
	d.KeepAlive(at(2000))
	// Its answer, without a board dump since the port opened: the
	// initialisation was lost; it is sent again.
	d.Data(EncodeVersion(Version{Major: 1, Minor: 7}), at(2600))
	if got := r.Lines(); len(got) != 0 {
		t.Fatalf("events before a board dump: %q", got)
	}
	// The answer to the new initialisation: version (within
	// ReinitInterval: nothing sent again), then the dump.
	codes := startCodes(Normal)
	d.Data(EncodeVersion(Version{Major: 1, Minor: 7}), at(2650))
	d.Data(EncodeBoardDump(&codes), at(2700))
	d.Data(EncodeVersion(Version{Major: 1, Minor: 7}), at(5000)) // a keep-alive answer
	d.Data(EncodeFieldUpdate(52, 0), at(5100))
	want := []string{"connected: DGT board, firmware 1.07", "snapshot, 32 pieces", "lift e2 white pawn"}
	if got := r.Lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if e := r.Events()[0]; !e.HasPieces || e.Pieces != eboard.StartPlacement() {
		t.Errorf("connected without the position: %+v", e)
	}
	keepAlive := KeepAliveSequence
	sent := append(append(bytes.Clone(InitSequence), keepAlive...), InitSequence...)
	if s := r.Sent(); !bytes.Equal(s, sent) {
		t.Errorf("sent % X, want init, keep-alive, init", s)
	}
	d.KeepAlive(at(7000))
	if s := r.Sent(); !bytes.Equal(s, append(sent, keepAlive...)) {
		t.Errorf("sent % X, want init, keep-alive, init, keep-alive", s)
	}
	// Reconnected: the first board dump reports it back, with the position.
	d.Disconnected(at(8000), errString("cable pulled"))
	d.Connected(at(9000))
	d.Data(EncodeVersion(Version{Major: 1, Minor: 7}), at(9010))
	d.Data(EncodeBoardDump(&codes), at(9020))
	if got := r.Lines()[4]; got != "connected: DGT board, firmware 1.07; back, position read again" {
		t.Errorf("after the reconnect: %q", got)
	}
}

// TestDriverNoise shows that noise between messages makes the driver
// ask for a board dump and drop field updates until it comes (the noise
// may have eaten one), saying Resync once for each wait and the noise
// once for each episode: not again until the line was clean for
// eboard.NoiseQuiet.
func TestDriverNoise(t *testing.T) {
	r := &eboardtest.Recorder{}
	d := NewDriver(r, r.Emit, Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	d.Connected(t0)
	codes := startCodes(Normal)
	d.Data(EncodeBoardDump(&codes), t0)
	sentBefore := len(r.Sent())
	d.Data(append([]byte{0x01, 0x02, 0xFF, 0xFF}, EncodeFieldUpdate(52, 0)...), t0.Add(time.Millisecond))
	d.Data(append([]byte{0x05}, EncodeFieldUpdate(36, 1)...), t0.Add(2*time.Millisecond))
	if got := r.Sent()[sentBefore:]; !bytes.Equal(got, []byte{CmdSendBoard}) {
		t.Fatalf("sent % X after the noise, want one board request", got)
	}
	after := eboard.StartPlacement()
	after[sq("e2")] = rules.NoPiece
	after[sq("e4")] = rules.MakePiece(rules.White, rules.Pawn)
	codes = CodesFromPlacement(&after, Normal)
	d.Data(EncodeBoardDump(&codes), t0.Add(3*time.Millisecond))
	d.Data(EncodeFieldUpdate(12, 0), t0.Add(2*time.Second))
	d.Data(append([]byte{0x05, 0x06, 0x07}, EncodeFieldUpdate(11, 0)...), t0.Add(15*time.Second))
	const adv = "; if it goes on, check the board's cable and plugs"
	want := []string{"connected: DGT board", "snapshot, 32 pieces",
		"resync: 4 bytes of noise between the board's messages; asking the board for its whole position",
		"error: line noise: 4 bytes from the board skipped (4 so far)" + adv,
		"snapshot, 32 pieces", // the dump that ends the wait, reported whatever it shows
		"lift e7 black pawn",
		"resync: 3 bytes of noise between the board's messages; asking the board for its whole position",
		"error: line noise: 3 bytes from the board skipped (8 so far)" + adv}
	if got := r.Lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if st := d.Stats(); st.Held != 3 || st.GarbageBytes != 8 {
		t.Errorf("stats %+v, want 3 held and 8 garbage bytes", st)
	}
	if last := r.Events()[4]; last.Pieces != after {
		t.Errorf("the dump after the noise shows %s, want %s", last.Pieces.FEN(), after.FEN())
	}
}

type errString string

func (e errString) Error() string { return string(e) }

func FuzzDriver(f *testing.F) {
	codes := startCodes(Normal)
	f.Add(append(EncodeBoardDump(&codes), EncodeFieldUpdate(52, 0)...))
	f.Add(bytes.Join(readCapture(f, "1")[:40], nil))
	f.Fuzz(func(t *testing.T, data []byte) {
		r := &eboardtest.Recorder{}
		d := NewDriver(r, r.Emit, Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
		d.Data(data, t0)
		for _, e := range r.Events() {
			if (e.Type == eboard.Lift || e.Type == eboard.Place) != e.Square.Valid() {
				t.Fatalf("event %+v", e)
			}
			if e.HasPieces && e.Occupied != e.Pieces.Occupancy() {
				t.Fatalf("event %v: occupancy and pieces disagree", e)
			}
			if e.Type == eboard.Place && e.HasPieces && e.Pieces[e.Square] != e.Piece {
				t.Fatalf("place %v: pieces say %v", e, e.Pieces[e.Square])
			}
		}
	})
}

// TestDriverClockStoppedAtZero shows that a clock stopped at 0:00:00 on
// both sides, which encodes as the all-zero clock message, is reported,
// while the all-zero message that follows a clock acknowledgement (what a
// Bluetooth board sends after a clock command) is not.
func TestDriverClockStoppedAtZero(t *testing.T) {
	zero := eboard.ClockState{Connected: true}
	running := eboard.ClockState{Connected: true, Left: 5 * time.Second, Right: 3 * time.Second, Running: true, LeftToMove: true}
	if enc := EncodeBWTime(zero); !bytes.Equal(enc[3:], make([]byte, 7)) {
		t.Fatalf("EncodeBWTime(stopped at zero) = % X, want all-zero data", enc)
	}
	ack := EncodeClockAck(ClockAck{Ack0: 0x10, Ack1: 0x0B})
	tests := []struct {
		name string
		in   [][]byte
		want []string
	}{
		{"zero as first clock message", [][]byte{EncodeBWTime(zero)},
			[]string{"clock: left 0:00:00, right 0:00:00, stopped"}},
		{"running then stopped at zero", [][]byte{EncodeBWTime(running), EncodeBWTime(zero)},
			[]string{"clock: left 0:00:05, right 0:00:03, left running", "clock: left 0:00:00, right 0:00:00, stopped"}},
		{"zero after an acknowledgement means nothing", [][]byte{EncodeBWTime(running), ack, EncodeBWTime(zero)},
			[]string{"clock: left 0:00:05, right 0:00:03, left running"}},
		{"zero after an acknowledgement and a time", [][]byte{ack, EncodeBWTime(running), EncodeBWTime(zero)},
			[]string{"clock: left 0:00:05, right 0:00:03, left running", "clock: left 0:00:00, right 0:00:00, stopped"}},
		{"zero twice is one event", [][]byte{EncodeBWTime(zero), EncodeBWTime(zero)},
			[]string{"clock: left 0:00:00, right 0:00:00, stopped"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := &eboardtest.Recorder{}
			d := NewDriver(r, r.Emit, Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
			d.Connected(t0)
			codes := startCodes(Normal)
			d.Data(EncodeBoardDump(&codes), t0)
			for _, p := range tc.in {
				d.Data(p, t0)
			}
			got := r.Lines()[2:] // connected, snapshot
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("events after the dump:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

// TestReplacedPiecesAndClockButtonsSaid: the Notes of a piece replaced
// and of a clock button exist for every piece and button, in every
// language.
func TestReplacedPiecesAndClockButtonsSaid(t *testing.T) {
	var notes []eboard.Note
	for _, c := range []rules.Color{rules.White, rules.Black} {
		for _, pt := range []rules.PieceType{rules.Pawn, rules.Knight, rules.Bishop, rules.Rook, rules.Queen, rules.King} {
			notes = append(notes, eboard.Say("dgt.replaces-"+c.String()+"-"+pt.String()))
		}
	}
	for _, b := range []string{"back", "minus", "run", "plus", "ok"} {
		notes = append(notes, eboard.Say("dgt.clock-button", eboard.Say("dgt.button-"+b)))
	}
	for _, n := range notes {
		for _, l := range catalog.Langs() {
			if said := n.SayIn(catalog.For(l)); strings.Contains(said, "[") {
				t.Errorf("%s in %s: %q", n, l, said)
			}
		}
	}
	if got := eboard.Say("dgt.replaces-black-queen").SayIn(catalog.For(catalog.German)); got != "ersetzt schwarze Dame" {
		t.Errorf("got %q", got)
	}
	if got := eboard.Say("dgt.replaces-white-knight").SayIn(catalog.For(catalog.Czech)); got != "nahrazuje bílého jezdce" {
		t.Errorf("got %q", got)
	}
}

// disconnectedText is the English Text of a Disconnected event whose
// cause the transport said in English (see eboard.DisconnectedNote).
func disconnectedText(cause string) string {
	return eboard.DisconnectedNote(eboard.Say("eboard.transport", cause)).Text()
}
