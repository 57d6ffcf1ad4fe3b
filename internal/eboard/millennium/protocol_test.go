package millennium

import (
	"bytes"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestEncodeMatchesTheRecordedBytes checks the bytes of a command against
// a real exchange recorded by python-mchess: V with its block parity 56,
// each byte with its odd parity bit, is D6 B5 B6.
func TestEncodeMatchesTheRecordedBytes(t *testing.T) {
	if got, want := Encode("V"), []byte{0xD6, 0xB5, 0xB6}; !bytes.Equal(got, want) {
		t.Errorf("Encode(V) = % X, want % X", got, want)
	}
	// The board's answer of the same log: v 01 03 and block parity 74.
	var f Framer
	var got []string
	f.Feed([]byte{'v', 0xB0, '1', 0xB0, 0xB3, '7', '4'}, func(m []byte) { got = append(got, string(m)) })
	if len(got) != 1 || got[0] != "v0103" {
		t.Fatalf("framed %q, want [v0103]", got)
	}
	v, err := DecodeVersion([]byte(got[0]))
	if err != nil || v != (Version{1, 3}) {
		t.Errorf("version %v %v, want 1.3", v, err)
	}
}

func TestUnframeRejectsBadParity(t *testing.T) {
	for _, tc := range []struct{ in, err string }{
		{"x78", ""},
		{"x79", "block parity 79, want 78"},
		{"xZ8", "not two hexadecimal digits"},
		{"x7", "too short"},
	} {
		_, err := Unframe([]byte(tc.in))
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%q: %v", tc.in, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%q: error %v, want %q", tc.in, err, tc.err)
		}
	}
}

// TestStatusSquareOrder checks that a status is read h1, g1 … a1, h2 …
// a8 for a board lying the normal way, and written back the same.
func TestStatusSquareOrder(t *testing.T) {
	start := eboard.StartPlacement()
	s := EncodeStatus(&start)
	if want := "sRNBKQBNRPPPPPPPP................................pppppppprnbkqbnr"; s != want {
		t.Fatalf("status of the start position\n%s, want\n%s", s, want)
	}
	p, err := DecodeStatus([]byte(s))
	if err != nil || p != start {
		t.Fatalf("decoded %v %v", p.FEN(), err)
	}
	for _, bad := range []string{"s" + strings.Repeat(".", 63), "s" + strings.Repeat(".", 63) + "x", "v" + strings.Repeat(".", 64)} {
		if _, err := DecodeStatus([]byte(bad)); err == nil {
			t.Errorf("%q decoded", bad)
		}
	}
}

// TestLEDsLightTheFourCorners checks the LED grid: h1 is lit by LEDs 0, 1,
// 9 and 10, a8 by 70, 71, 79 and 80, and an encoded command decodes to
// the same LEDs.
func TestLEDsLightTheFourCorners(t *testing.T) {
	for _, tc := range []struct {
		sq   rules.Square
		leds []int
	}{
		{rules.SquareAt(7, 0), []int{0, 1, 9, 10}},
		{rules.SquareAt(0, 7), []int{70, 71, 79, 80}},
		{rules.SquareAt(4, 3), []int{30, 31, 39, 40}}, // e4
	} {
		var l LEDs
		l.Light(tc.sq, 0xFF)
		var on []int
		for i, v := range l {
			if v != 0 {
				on = append(on, i)
			}
		}
		if !equalInts(on, tc.leds) {
			t.Errorf("%s lights %v, want %v", tc.sq, on, tc.leds)
		}
		if got := l.LitSquares(); len(got) != 1 || got[0] != tc.sq {
			t.Errorf("%s: lit squares %v", tc.sq, got)
		}
		slot, back, err := DecodeLEDs([]byte(EncodeLEDs(DefaultSlotTime, &l)))
		if err != nil || slot != DefaultSlotTime || back != l {
			t.Errorf("%s: LED command round trip: %v", tc.sq, err)
		}
	}
	if _, _, err := DecodeLEDs([]byte("L20")); err == nil {
		t.Error("a short LED command decoded")
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestFramerFindsMessagesInNoise feeds messages split byte by byte, with
// noise, a wrong parity bit and a message cut short between them.
func TestFramerFindsMessagesInNoise(t *testing.T) {
	start := eboard.StartPlacement()
	status := Encode(EncodeStatus(&start))
	var in []byte
	in = append(in, 0x01, 0xFF, 's', 'K') // noise, a status cut short
	in = append(in, Encode("v0201")...)   // a version
	in = append(in, Encode("x")[:2]...)   // an acknowledgement cut short
	in = append(in, status...)            // the whole board
	bad := Encode("v0201")
	bad[0] ^= 0x80 // 'v' has odd weight: its parity bit is clear, set it wrongly
	in = append(in, bad...)
	in = append(in, Encode("l")...)
	var f Framer
	var got []string
	for _, c := range in {
		f.Feed([]byte{c}, func(m []byte) { got = append(got, string(m)) })
	}
	want := []string{"v0201", EncodeStatus(&start), "l"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("framed %q, want %q", got, want)
	}
	st := f.Stats()
	// 4 bytes before the version, 2 of the cut acknowledgement, 7 of the
	// version with the wrong parity bit (0xFF has a wrong one too).
	if st.Messages != 3 || st.ParityErrors != 2 || st.GarbageBytes != 13 {
		t.Errorf("stats %+v", st)
	}
}

// FuzzFramer checks that no input makes the framer fail or deliver a
// message with a wrong block parity or size.
func FuzzFramer(f *testing.F) {
	start := eboard.StartPlacement()
	f.Add(Encode(EncodeStatus(&start)))
	f.Add(append(Encode("v0103"), Encode("x")...))
	f.Add([]byte{0xD6, 0xB5, 0xB6, 's', 0})
	f.Fuzz(func(t *testing.T, in []byte) {
		var fr Framer
		fr.Feed(in, func(m []byte) {
			if n := messageSize(m[0]); n != len(m)+2 {
				t.Fatalf("message %q of %d bytes, want %d", m, len(m), n-2)
			}
			if m[0] == MsgStatus {
				if _, err := DecodeStatus(m); err != nil {
					t.Fatalf("status delivered that does not decode: %v", err)
				}
			}
		})
	})
}
