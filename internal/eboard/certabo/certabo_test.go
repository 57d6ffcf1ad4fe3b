package certabo

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/eboardtest"
	"github.com/blindchess/blindchess/internal/rules"
)

func sq(s string) rules.Square {
	q, err := rules.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return q
}

// chips gives every piece of the start position a chip of its own (as a
// real set has), and returns the scan of p with them: the chip of a
// piece is taken from its start square.
func scanOf(p eboard.Placement, chipOn map[rules.Square]ChipID) Scan {
	var s Scan
	for q := rules.Square(0); q < 64; q++ {
		if id, ok := chipOn[q]; ok {
			s[q] = id
		}
	}
	return s
}

func startChipsOnSquares() map[rules.Square]ChipID {
	m := map[rules.Square]ChipID{}
	start := eboard.StartPlacement()
	for q := rules.Square(0); q < 64; q++ {
		if start[q] != rules.NoPiece {
			m[q] = ChipID{byte(q), 1, 2, 3, 4}
		}
	}
	return m
}

// TestLineRoundTripAndSquareOrder checks that the first chip of a line is
// a8's and the last h1's, and that a line decodes to what was encoded.
func TestLineRoundTripAndSquareOrder(t *testing.T) {
	var s Scan
	s[sq("a8")] = ChipID{1, 2, 3, 4, 5}
	s[sq("h1")] = ChipID{250, 0, 0, 0, 9}
	line := EncodeLine(&s)
	if !bytes.HasPrefix(line, []byte(":1 2 3 4 5 0 0")) || !bytes.HasSuffix(line, []byte(" 250 0 0 0 9\r\n")) {
		t.Fatalf("line %q", line)
	}
	back, err := ParseLine(bytes.TrimSuffix(line, []byte("\n")))
	if err != nil || back != s {
		t.Fatalf("decoded %v %v", back == s, err)
	}
	for _, tc := range []struct{ in, err string }{
		{"", "want a colon"},
		{"1 2 3", "want a colon"},
		{":1 2 3", "want 320 numbers, got 3"},
		{":" + strings.Repeat("0 ", 319) + "256", "number 320 is \"256\""},
		{":" + strings.Repeat("0 ", 319) + "-1", "number 320 is \"-1\""},
		{":" + strings.Repeat("0 ", 319) + "0001", "number 320 is \"0001\""},
	} {
		if _, err := ParseLine([]byte(tc.in)); err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%.20q: error %v, want %q", tc.in, err, tc.err)
		}
	}
}

func TestLEDBytesLightTheSquares(t *testing.T) {
	got := LEDBytes(sq("a1"), sq("h8"), sq("e2"), rules.NoSquare)
	if want := []byte{0x80, 0, 0, 0, 0, 0, 0x10, 0x01}; !bytes.Equal(got, want) {
		t.Errorf("% X, want % X", got, want)
	}
}

// TestCalibrationSaidThenLearnt feeds a driver scans: a board not in the
// start position gets the calibration said once, in words; the start
// position, read twice, teaches the chips; a move then arrives as a lift
// and a place with its pieces; a chip not calibrated is said once.
func TestCalibrationSaidThenLearnt(t *testing.T) {
	r := &eboardtest.Recorder{}
	d := NewDriver(r, r.Emit, Options{LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	at := time.Unix(1000, 0)
	d.Connected(at)
	feed := func(s Scan) {
		l := EncodeLine(&s)
		at = at.Add(100 * time.Millisecond)
		d.Data(append(l, l...), at) // twice: steady
	}
	chips := startChipsOnSquares()
	moved := map[rules.Square]ChipID{}
	for k, v := range chips {
		moved[k] = v
	}
	moved[sq("f3")] = moved[sq("g1")]
	delete(moved, sq("g1"))
	feed(scanOf(eboard.Placement{}, moved))
	feed(scanOf(eboard.Placement{}, moved))
	feed(scanOf(eboard.Placement{}, chips))
	// e2-e4
	chips[sq("e4")] = chips[sq("e2")]
	delete(chips, sq("e2"))
	feed(scanOf(eboard.Placement{}, chips))
	// A spare queen nobody calibrated on d3.
	chips[sq("d3")] = ChipID{99, 99, 99, 99, 99}
	feed(scanOf(eboard.Placement{}, chips))
	feed(scanOf(eboard.Placement{}, chips))
	want := []string{
		"error: " + CalibrationText,
		"connected: Certabo board, 32 chips calibrated",
		"snapshot, 32 pieces",
		"lift e2 white pawn",
		"place e4 white pawn",
		"error: Certabo board: the piece on d3 has a chip that was not calibrated (a spare piece?); put a piece of the set there, or set up the start position with it to calibrate again",
	}
	got := r.Lines()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("events\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// FuzzParseLine checks that no line makes the parser fail, and that what
// it accepts encodes back to an equal scan.
func FuzzParseLine(f *testing.F) {
	var s Scan
	s[sq("e2")] = ChipID{1, 2, 3, 4, 5}
	f.Add(bytes.TrimSuffix(EncodeLine(&s), []byte("\n")))
	f.Add([]byte(":1 2 3"))
	f.Fuzz(func(t *testing.T, in []byte) {
		got, err := ParseLine(in)
		if err != nil {
			return
		}
		back, err := ParseLine(bytes.TrimSuffix(EncodeLine(&got), []byte("\n")))
		if err != nil || back != got {
			t.Fatalf("%q: round trip %v", in, err)
		}
	})
}

// FuzzDriver feeds arbitrary bytes after a calibration: nothing may fail,
// and no lift or place may name a square off the board.
func FuzzDriver(f *testing.F) {
	f.Add([]byte(":1 2\n\n\r\n"))
	f.Fuzz(func(t *testing.T, in []byte) {
		r := &eboardtest.Recorder{}
		d := NewDriver(nil, r.Emit, Options{LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
		at := time.Unix(1000, 0)
		d.Connected(at)
		s := scanOf(eboard.Placement{}, startChipsOnSquares())
		l := EncodeLine(&s)
		d.Data(append(l, l...), at)
		d.Data(in, at)
		for _, e := range r.Events() {
			if (e.Type == eboard.Lift || e.Type == eboard.Place) && !e.Square.Valid() {
				t.Fatalf("event %v", e)
			}
		}
	})
}
