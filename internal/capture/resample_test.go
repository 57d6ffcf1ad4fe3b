package capture

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// resampleReference is the conversion written out for whole buffers (a
// 3-tap low-pass going down, clamped at the ends, then linear
// interpolation): what the Resampler must give, in any chunks.
func resampleReference(in []int16, from, to int) []int16 {
	src := in
	if to < from {
		src = make([]int16, len(in))
		for i := range in {
			a, b, c := int32(in[max(i-1, 0)]), int32(in[i]), int32(in[min(i+1, len(in)-1)])
			src[i] = int16((a + 2*b + c) / 4)
		}
	}
	out := make([]int16, int(int64(len(src))*int64(to)/int64(from)))
	for i := range out {
		pos := float64(i) * float64(from) / float64(to)
		j := int(pos)
		frac := pos - float64(j)
		a := float64(src[min(j, len(src)-1)])
		b := float64(src[min(j+1, len(src)-1)])
		out[i] = int16(a + (b-a)*frac)
	}
	return out
}

// TestResamplerChunks: fed in chunks of any size (a microphone's reads),
// the Resampler gives sample for sample what the whole-buffer conversion
// gives, at the rates devices use.
func TestResamplerChunks(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	in := make([]int16, 48000)
	for i := range in {
		in[i] = int16(r.IntN(65536) - 32768)
	}
	for _, rates := range [][2]int{{48000, 16000}, {44100, 16000}, {22050, 16000}, {32000, 16000}, {8000, 16000}, {11025, 16000}, {16000, 16000}} {
		for _, chunk := range []int{1, 7, 320, 960, 4096, 48000} {
			n := len(in)
			if chunk == 1 {
				n = 3000 // sample by sample: a shorter stream
			}
			want := resampleReference(in[:n], rates[0], rates[1])
			rs := NewResampler(rates[0], rates[1])
			var got []int16
			for i := 0; i < n; i += chunk {
				got = append(got, rs.Push(in[i:min(i+chunk, n)])...)
			}
			got = append(got, rs.Flush()...)
			if !slices.Equal(got, want) {
				t.Errorf("%d → %d Hz in chunks of %d: %d samples, want %d (first difference at %d)", rates[0], rates[1], chunk, len(got), len(want), firstDiff(got, want))
			}
			if whole := Resample(in[:n], rates[0], rates[1]); !slices.Equal(whole, want) {
				t.Errorf("Resample %d → %d Hz differs from the reference", rates[0], rates[1])
			}
		}
	}
}

// TestResamplerKeepsLittle: a resampler that runs for hours keeps only the
// few samples the interpolation needs.
func TestResamplerKeepsLittle(t *testing.T) {
	rs := NewResampler(44100, 16000)
	chunk := make([]int16, 882)
	for i := 0; i < 10000; i++ {
		rs.Push(chunk)
	}
	if len(rs.win) > 4 {
		t.Errorf("the resampler holds %d samples after 200 s", len(rs.win))
	}
}

func firstDiff(a, b []int16) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// BenchmarkResampler48k converts a 48 kHz microphone's 20 ms reads to
// 16 kHz (the cost per read, which must stay far below 20 ms).
func BenchmarkResampler48k(b *testing.B) {
	chunk := make([]int16, 960)
	for i := range chunk {
		chunk[i] = int16(i * 31)
	}
	rs := NewResampler(48000, 16000)
	b.SetBytes(2 * int64(len(chunk)))
	for b.Loop() {
		rs.Push(chunk)
	}
}
