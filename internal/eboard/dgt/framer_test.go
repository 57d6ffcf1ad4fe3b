package dgt

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

func hexFrames(t *testing.T, f *Framer, in []byte) [][]byte {
	t.Helper()
	var out [][]byte
	f.Feed(in, func(m []byte) { out = append(out, bytes.Clone(m)) })
	return out
}

func TestFramerTable(t *testing.T) {
	fu := EncodeFieldUpdate(0x34, 0x00)
	dump := make([]byte, 0, 67)
	dump = append(dump, MsgBoardDump, 0x00, 0x43)
	dump = append(dump, make([]byte, 64)...)
	tests := []struct {
		name     string
		in       []byte
		eeMoves  bool
		want     [][]byte
		garbage  uint64
		resyncs  uint64
		buffered int
	}{
		{"field update", fu, false, [][]byte{fu}, 0, 0, 0},
		{"two frames", append(bytes.Clone(fu), dump...), false, [][]byte{fu, dump}, 0, 0, 0},
		{"noise without message bit", append([]byte{0x01, 0x7F, 0x00}, fu...), false, [][]byte{fu}, 3, 1, 0},
		{"length byte with message bit", append([]byte{0x8E, 0x80, 0x05}, fu...), false, [][]byte{fu}, 3, 1, 0},
		{"second length byte with message bit", append([]byte{0x8E, 0x00, 0x85}, fu...), false, [][]byte{fu}, 3, 1, 0},
		{"wrong size for field update", append([]byte{0x8E, 0x00, 0x06, 0x01, 0x02, 0x03}, fu...), false, [][]byte{fu}, 6, 1, 0},
		{"size below header", append([]byte{0x9F, 0x00, 0x02}, fu...), false, [][]byte{fu}, 3, 1, 0},
		{"truncated board dump", append(bytes.Clone(dump[:20]), fu...), false, [][]byte{fu}, 20, 1, 0},
		{"truncated then garbage then frame", append(append(bytes.Clone(dump[:5]), 0x01, 0x02), fu...), false, [][]byte{fu}, 7, 1, 0},
		{"unknown id, sane size", []byte{0x9F, 0x00, 0x04, 0x11}, false, [][]byte{{0x9F, 0x00, 0x04, 0x11}}, 0, 0, 0},
		{"unknown id, too long", append([]byte{0x9F, 0x01, 0x00}, fu...), false, [][]byte{fu}, 3, 1, 0},
		{"none message", []byte{0x80, 0x00, 0x03}, false, [][]byte{{0x80, 0x00, 0x03}}, 0, 0, 0},
		{"ee moves refused", append([]byte{0x8F, 0x00, 0x05, 0x6A, 0x6B}, fu...), false, [][]byte{fu}, 5, 1, 0},
		{"ee moves allowed", []byte{0x8F, 0x00, 0x05, 0x6A, 0x6B}, true, [][]byte{{0x8F, 0x00, 0x05, 0x6A, 0x6B}}, 0, 0, 0},
		{"partial frame waits", fu[:3], false, nil, 0, 0, 3},
		{"partial header waits", []byte{0x01, 0x8E}, false, nil, 1, 1, 1},
		{"two garbage runs", append(append([]byte{0x01}, fu...), append([]byte{0x02, 0x03}, fu...)...), false, [][]byte{fu, fu}, 3, 2, 0},
		{"empty input", nil, false, nil, 0, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := Framer{AllowEEMoves: tt.eeMoves}
			got := hexFrames(t, &f, tt.in)
			if !equalFrames(got, tt.want) {
				t.Errorf("frames % X, want % X", got, tt.want)
			}
			st := f.Stats()
			if st.GarbageBytes != tt.garbage || st.Resyncs != tt.resyncs || st.Frames != uint64(len(tt.want)) {
				t.Errorf("stats %+v, want garbage %d resyncs %d frames %d", st, tt.garbage, tt.resyncs, len(tt.want))
			}
			if f.Buffered() != tt.buffered {
				t.Errorf("buffered %d, want %d", f.Buffered(), tt.buffered)
			}
		})
	}
}

func TestFramerResetCountsPartial(t *testing.T) {
	var f Framer
	f.Feed([]byte{0x86, 0x00, 0x43, 0x01, 0x02}, func([]byte) { t.Fatal("no frame expected") })
	f.Reset()
	if st := f.Stats(); st.GarbageBytes != 5 || f.Buffered() != 0 {
		t.Fatalf("after reset: %+v, buffered %d", st, f.Buffered())
	}
	fu := EncodeFieldUpdate(1, 2)
	if got := hexFrames(t, &f, fu); !equalFrames(got, [][]byte{fu}) {
		t.Fatalf("after reset: % X", got)
	}
}

// garbageFor returns garbage that cannot form a message and is cut off by
// the message that follows it: a run of bytes without the message bit, then
// maybe the start of a real message that never finishes.
func garbageFor(r *rand.Rand, frames [][]byte) []byte {
	var g []byte
	for n := r.IntN(6); n > 0; n-- {
		g = append(g, byte(r.IntN(0x80)))
	}
	if r.IntN(2) == 0 {
		f := frames[r.IntN(len(frames))]
		g = append(g, f[:1+r.IntN(len(f)-1)]...)
	}
	return g
}

// TestFramerCaptureWithGarbage puts garbage between every two messages of
// each recorded game and feeds the result in chunks of random size: every
// message must come out, and exactly the garbage must be counted.
func TestFramerCaptureWithGarbage(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range captures {
		t.Run(c.name, func(t *testing.T) {
			frames := allFrames(readCapture(t, c.name))
			var stream []byte
			var garbage uint64
			for _, f := range frames {
				g := garbageFor(r, frames)
				garbage += uint64(len(g))
				stream = append(stream, g...)
				stream = append(stream, f...)
			}
			for round := 0; round < 20; round++ {
				var fr Framer
				var got [][]byte
				for rest := stream; len(rest) > 0; {
					n := min(1+r.IntN(80), len(rest))
					fr.Feed(rest[:n], func(m []byte) { got = append(got, bytes.Clone(m)) })
					rest = rest[n:]
				}
				if !equalFrames(got, frames) {
					t.Fatalf("round %d: %d frames, want %d", round, len(got), len(frames))
				}
				if st := fr.Stats(); st.GarbageBytes != garbage {
					t.Fatalf("round %d: %d garbage bytes counted, %d inserted", round, st.GarbageBytes, garbage)
				}
			}
		})
	}
}

// TestFramerCaptureWithRandomNoise puts arbitrary bytes between messages.
// Noise may by chance look like a message, but no real message may be
// lost: they must all come out, in order.
func TestFramerCaptureWithRandomNoise(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	frames := allFrames(readCapture(t, "johan"))
	var stream []byte
	for _, f := range frames {
		for n := r.IntN(8); n > 0; n-- {
			stream = append(stream, byte(r.IntN(256)))
		}
		stream = append(stream, f...)
	}
	var fr Framer
	i := 0
	fr.Feed(stream, func(m []byte) {
		if i < len(frames) && bytes.Equal(m, frames[i]) {
			i++
		}
	})
	if i != len(frames) {
		t.Fatalf("only %d of %d messages came through the noise", i, len(frames))
	}
	if fr.Stats().GarbageBytes == 0 {
		t.Fatal("noise was not counted")
	}
}

func FuzzFramer(f *testing.F) {
	f.Add([]byte{0x8E, 0x00, 0x05, 0x34, 0x00}, uint8(2))
	f.Add([]byte{0x86, 0x00, 0x43, 0x01, 0x8E, 0x00}, uint8(4))
	f.Add([]byte{0x8D, 0x00, 0x0A, 0x20, 0x03, 0x02, 0x20, 0x03, 0x02, 0x08}, uint8(9))
	f.Add([]byte{0xFF, 0x7F, 0x7F, 0x00}, uint8(1))
	f.Fuzz(func(t *testing.T, data []byte, split uint8) {
		var whole, parts Framer
		var a, b [][]byte
		whole.Feed(data, func(m []byte) { a = append(a, bytes.Clone(m)) })
		k := int(split) % (len(data) + 1)
		parts.Feed(data[:k], func(m []byte) { b = append(b, bytes.Clone(m)) })
		parts.Feed(data[k:], func(m []byte) { b = append(b, bytes.Clone(m)) })
		if !equalFrames(a, b) {
			t.Fatalf("split at %d changes the frames: % X vs % X", k, a, b)
		}
		if whole.Stats() != parts.Stats() {
			t.Fatalf("split at %d changes the stats: %+v vs %+v", k, whole.Stats(), parts.Stats())
		}
		for _, m := range a {
			if m[0]&0x80 == 0 || Length(m) != len(m) || !whole.sizeOK(m[0], len(m)) {
				t.Fatalf("bad frame % X", m)
			}
			for _, c := range m[1:] {
				if c&0x80 != 0 {
					t.Fatalf("frame with message bit inside: % X", m)
				}
			}
		}
		// Whatever came before, a real message that follows is delivered.
		fu := EncodeFieldUpdate(12, 7)
		var last []byte
		whole.Feed(fu, func(m []byte) { last = bytes.Clone(m) })
		if !bytes.Equal(last, fu) {
			t.Fatalf("after % X the next message came out as % X", data, last)
		}
		// Bytes consumed = frames + garbage + what is still buffered.
		var total uint64
		for _, m := range a {
			total += uint64(len(m))
		}
		st := whole.Stats()
		if total+uint64(len(fu))+st.GarbageBytes+uint64(whole.Buffered()) != uint64(len(data)+len(fu)) {
			t.Fatalf("bytes unaccounted: frames %d + garbage %d + buffered %d != %d", total+uint64(len(fu)), st.GarbageBytes, whole.Buffered(), len(data)+len(fu))
		}
	})
}
