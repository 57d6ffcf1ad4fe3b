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

// TestSpareQueenCalibration: the spare queens' chips are learnt from the
// start position with them on d3 (white) and d6 (black) as picochess has
// them, or anywhere on ranks 3-4 (white) and 5-6 (black) as certabo-lichess
// has them, either or both; a start position with a piece missing is
// none, spare queens or not; and a
// later calibration from the start position alone (a piece changed) keeps
// the spare queens known.
func TestSpareQueenCalibration(t *testing.T) {
	whiteSpare, blackSpare := ChipID{77, 1, 1, 1, 1}, ChipID{78, 1, 1, 1, 1}
	for _, tc := range []struct {
		name   string
		spares map[rules.Square]ChipID
		want   []string // after the calibration scan
		known  map[ChipID]rules.Piece
	}{
		{"both spare queens", map[rules.Square]ChipID{sq("d3"): whiteSpare, sq("d6"): blackSpare},
			[]string{"connected: Certabo board, 34 chips calibrated", "snapshot, 34 pieces"},
			map[ChipID]rules.Piece{whiteSpare: rules.MakePiece(rules.White, rules.Queen), blackSpare: rules.MakePiece(rules.Black, rules.Queen)}},
		{"the white one alone", map[rules.Square]ChipID{sq("d3"): whiteSpare},
			[]string{"connected: Certabo board, 33 chips calibrated", "snapshot, 33 pieces"},
			map[ChipID]rules.Piece{whiteSpare: rules.MakePiece(rules.White, rules.Queen)}},
		{"certabo-lichess's rows: white on rank 4, black on rank 5", map[rules.Square]ChipID{sq("a4"): whiteSpare, sq("h5"): blackSpare},
			[]string{"connected: Certabo board, 34 chips calibrated", "snapshot, 34 pieces"},
			map[ChipID]rules.Piece{whiteSpare: rules.MakePiece(rules.White, rules.Queen), blackSpare: rules.MakePiece(rules.Black, rules.Queen)}},
		{"a start position with a piece missing is no calibration, spare or not", map[rules.Square]ChipID{sq("d3"): whiteSpare, sq("a2"): {}},
			[]string{"error: " + CalibrationText}, nil},
		{"the spare queens swapped (d3 black's chip): taken by their squares", map[rules.Square]ChipID{sq("d3"): blackSpare, sq("d6"): whiteSpare},
			[]string{"connected: Certabo board, 34 chips calibrated", "snapshot, 34 pieces"},
			map[ChipID]rules.Piece{blackSpare: rules.MakePiece(rules.White, rules.Queen), whiteSpare: rules.MakePiece(rules.Black, rules.Queen)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &eboardtest.Recorder{}
			d := NewDriver(nil, r.Emit, Options{LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
			at := time.Unix(1000, 0)
			d.Connected(at)
			chips := startChipsOnSquares()
			for q, id := range tc.spares {
				chips[q] = id
			}
			s := scanOf(eboard.Placement{}, chips)
			l := EncodeLine(&s)
			d.Data(append(l, l...), at)
			if got := r.Lines(); strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Fatalf("events\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
			for id, pc := range tc.known {
				if d.calib[id] != pc {
					t.Errorf("chip %v is %v, want %v", id, d.calib[id], pc)
				}
			}
			if tc.known == nil {
				return
			}
			// A knight changed: the start position alone, with a new chip
			// on g1, calibrates again; the spare queens stay known.
			chips = startChipsOnSquares()
			chips[sq("g1")] = ChipID{200, 2, 2, 2, 2}
			s = scanOf(eboard.Placement{}, chips)
			l = EncodeLine(&s)
			d.Data(append(l, l...), at.Add(time.Second))
			for id, pc := range tc.known {
				if d.calib[id] != pc {
					t.Errorf("after the new calibration, chip %v is %v, want %v", id, d.calib[id], pc)
				}
			}
			if d.calib[ChipID{200, 2, 2, 2, 2}] != rules.MakePiece(rules.White, rules.Knight) {
				t.Errorf("the new knight's chip was not learnt")
			}
		})
	}
}
