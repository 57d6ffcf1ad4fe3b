package chessnut

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/eboardtest"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestStartPositionNotification checks the nibble order against the
// documented start frame: h8's rook in the low nibble of byte 2, g8's
// knight in its high nibble, and so on to a1.
func TestStartPositionNotification(t *testing.T) {
	start := eboard.StartPlacement()
	n := EncodeFEN(&start)
	want := []byte{0x01, 0x24, 0x58, 0x23, 0x31, 0x85, 0x44, 0x44, 0x44, 0x44}
	if !bytes.Equal(n[:10], want) || n[33] != 0x6a || len(n) != FENSize {
		t.Fatalf("start frame % X", n)
	}
	p, err := DecodeFEN(n)
	if err != nil || p != start {
		t.Fatalf("decoded %s %v", p.FEN(), err)
	}
	for _, bad := range [][]byte{nil, n[:35], append([]byte{0x02}, n[1:]...), append(append([]byte{}, n[:2]...), append([]byte{0xDD}, n[3:]...)...)} {
		if _, err := DecodeFEN(bad); err == nil {
			t.Errorf("% X decoded", bad)
		}
	}
}

// TestRecordedGameThroughTheDriver plays the recorded notifications of a
// game (with the board falling asleep and a garbled notification) through
// a Board on the Replay transport: the driver turns reporting on at each
// connection, every lift and place arrives with its piece, the sleep is
// said once and the board is back with its position.
func TestRecordedGameThroughTheDriver(t *testing.T) {
	data, err := os.ReadFile("testdata/foolsmate.notify")
	if err != nil {
		t.Fatal(err)
	}
	steps, err := ParseRecording(string(data))
	if err != nil {
		t.Fatal(err)
	}
	r := NewReplay(steps)
	b := Start(r, "any", Options{})
	defer b.Close()
	var got []string
	timeout := time.After(15 * time.Second)
	for len(got) < 15 {
		select {
		case e := <-b.Events():
			if e.Board != eboard.Chessnut {
				t.Fatalf("event of board %s", e.Board)
			}
			got = append(got, e.String())
		case <-timeout:
			t.Fatalf("events so far:\n%s", strings.Join(got, "\n"))
		}
	}
	want := []string{
		"connected: Chessnut board", "snapshot, 32 pieces",
		"lift f2 white pawn", "place f3 white pawn",
		"lift e7 black pawn", "place e5 black pawn",
		"disconnected: the Chessnut board went away (asleep, switched off or out of reach); check the board's cable and power. The position is read again when the board is back",
		"connected: Chessnut board; back, position read again", "snapshot, 32 pieces",
		"lift g2 white pawn", "place g4 white pawn",
		// The garbled notification: the position is asked again, and the
		// next one (the queen lifted) is taken whole.
		"resync: a notification from the board was garbled; asking the board for its whole position",
		"error: line noise: chessnut notification 01 24 58 23: want 01 24 and 38 bytes in all; if it goes on, check the board's cable and plugs",
		"snapshot, 31 pieces",
		"place h4 black queen",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("events\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Reporting was turned on at both connections, and asked again after
	// the garbled notification.
	n := 0
	for _, w := range r.Written() {
		if bytes.Equal(w, EnableReporting) {
			n++
		}
	}
	if n < 3 {
		t.Errorf("21 01 00 written %d times, want at least 3", n)
	}
}

// TestBluetoothAdapter says whether this machine has a Bluetooth adapter
// to try a real board with; without one the BLE transport is not tried.
func TestBluetoothAdapter(t *testing.T) {
	if err := BLEAvailable(); err != nil {
		t.Skipf("no Bluetooth adapter on this machine, the BLE transport is not tried here: %v (see docs/boards.md to try it on a machine with one)", err)
	}
	t.Log("a Bluetooth adapter is usable here: try a board with blindchess board watch --board chessnut:any")
}

// FuzzDecodeFEN checks that no notification makes the decoder fail, and
// that what it accepts encodes back to the same bytes but for the last two.
func FuzzDecodeFEN(f *testing.F) {
	start := eboard.StartPlacement()
	f.Add(EncodeFEN(&start))
	f.Add([]byte{0x01, 0x24, 0xFF})
	f.Fuzz(func(t *testing.T, n []byte) {
		p, err := DecodeFEN(n)
		if err != nil {
			return
		}
		if back := EncodeFEN(&p); !bytes.Equal(back[:34], n[:34]) {
			t.Fatalf("% X encodes back as % X", n, back)
		}
	})
}

// FuzzDriver feeds arbitrary notifications after the start position: no
// lift or place may come from one that is no position.
func FuzzDriver(f *testing.F) {
	f.Add([]byte{0x01, 0x24, 0x58})
	f.Fuzz(func(t *testing.T, n []byte) {
		r := &eboardtest.Recorder{}
		d := NewDriver(nil, r.Emit, Options{LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
		at := time.Unix(100, 0)
		d.Connected(at)
		start := eboard.StartPlacement()
		d.Data(EncodeFEN(&start), at)
		before := len(r.Events())
		d.Data(n, at)
		if _, err := DecodeFEN(n); err != nil {
			for _, e := range r.Events()[before:] {
				if e.Type != eboard.Error && e.Type != eboard.Resync {
					t.Fatalf("phantom %v from % X", e, n)
				}
			}
		}
	})
}

// TestRecordedAirNotifications plays notifications recorded from a real
// Chessnut Air (testdata/air-e4.notify, see testdata/README.md): 38-byte
// frames with the board's running counter after the squares. The empty
// board is the first snapshot, setting up the pieces places each of them,
// and e2-e4 is one lift and one place; the repeats the board streams (the
// same position, another counter) add nothing.
func TestRecordedAirNotifications(t *testing.T) {
	r, err := OpenReplay("testdata/air-e4.notify")
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range r.steps {
		if s.Notify != nil && len(s.Notify) != FENSize {
			t.Fatalf("step %d: a recorded frame of %d bytes, want %d", i+1, len(s.Notify), FENSize)
		}
	}
	b := Start(r, "any", Options{})
	defer b.Close()
	start := eboard.StartPlacement()
	want := []string{"connected: Chessnut board", "snapshot, 0 pieces"}
	for sq := rules.Square(0); sq < 64; sq++ {
		if pc := start[sq]; pc != rules.NoPiece {
			want = append(want, "place "+sq.String()+" "+pc.Color().String()+" "+pc.Type().String())
		}
	}
	want = append(want, "lift e2 white pawn", "place e4 white pawn")
	var got []string
	timeout := time.After(15 * time.Second)
	for len(got) < len(want) {
		select {
		case e := <-b.Events():
			got = append(got, e.String())
		case <-timeout:
			t.Fatalf("events so far:\n%s", strings.Join(got, "\n"))
		}
	}
	// Nothing more: the repeated frames are no change.
	select {
	case e := <-b.Events():
		got = append(got, e.String())
	case <-time.After(300 * time.Millisecond):
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("events\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if !bytes.Equal(r.Written()[0], EnableReporting) {
		t.Errorf("first command written % X, want 21 01 00", r.Written()[0])
	}
}

// TestRecordedFramesDecode checks the recorded frames square by square:
// the counter after the squares is ignored, a frame of the short form
// (36 bytes) reads the same, and other lengths are refused.
func TestRecordedFramesDecode(t *testing.T) {
	r, err := OpenReplay("testdata/air-e4.notify")
	if err != nil {
		t.Fatal(err)
	}
	var frames [][]byte
	for _, s := range r.steps {
		if s.Notify != nil {
			frames = append(frames, s.Notify)
		}
	}
	wantFEN := []string{
		"8/8/8/8/8/8/8/8",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR", "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR",
		"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
	}
	if len(frames) != len(wantFEN) {
		t.Fatalf("%d frames, want %d", len(frames), len(wantFEN))
	}
	for i, f := range frames {
		p, err := DecodeFEN(f)
		if err != nil || p.FEN() != wantFEN[i] {
			t.Errorf("frame %d: %s %v, want %s", i+1, p.FEN(), err, wantFEN[i])
		}
		short, err := DecodeFEN(f[:ShortFENSize])
		if err != nil || short != p {
			t.Errorf("frame %d cut to 36 bytes: %s %v", i+1, short.FEN(), err)
		}
		if back := EncodeFEN(&p); !bytes.Equal(back[:34], f[:34]) {
			t.Errorf("frame %d encodes back as % X", i+1, back)
		}
		for _, n := range []int{34, 35, 37, 39} {
			b := append(append([]byte(nil), f...), 0, 0)[:n]
			if _, err := DecodeFEN(b); err == nil {
				t.Errorf("frame %d of %d bytes decoded", i+1, n)
			}
		}
	}
}
