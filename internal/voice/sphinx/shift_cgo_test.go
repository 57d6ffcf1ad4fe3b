//go:build cgo && !nopocketsphinx

package sphinx

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/rules"
)

// loudOutside returns the loud frames of levels (loudRise above the
// quietest) that lie outside every word of bounds once the words are
// moved on by shift frames.
func loudOutside(levels []float64, bounds [][2]int, shift int) int {
	floor := slices.Min(levels)
	n := 0
	for f, l := range levels {
		if l < floor+loudRise {
			continue
		}
		in := false
		for _, b := range bounds {
			if f >= b[0]+shift && f <= b[1]+shift {
				in = true
				break
			}
		}
		if !in {
			n++
		}
	}
	return n
}

// TestVerifierWordsStartHiddenShiftAfterLevels: English moves said by
// espeak-ng, heard right through the listener: the loud frames of the
// listener's levels fall inside the verifier's words once the words are
// moved on by hiddenShift frames (100 ms), and the move that leaves the
// fewest loud frames outside the words, summed over the moves, is
// hiddenShift give or take two frames; unmoved, many more lie outside.
// Measured 2026-11-27 (helper shift, session 15): 10 frames, 22 loud
// frames outside the words of the seven moves moved on by 10, 71
// unmoved.
func TestVerifierWordsStartHiddenShiftAfterLevels(t *testing.T) {
	start := rules.StartPosition()
	said := []string{"knight Anna three", "knight Felix three", "knight Cesar three", "knight Hector three", "Eva four", "Cesar four", "Bella three"}
	sums := make([]int, 21)
	for _, s := range said {
		r := englishRecognizer(t)
		r.SetVerify(true)
		l := NewListener(r, 0)
		l.SetState(start, false)
		pcm := spokenIn(t, "en", s)
		silence := make([]int16, capture.Rate/2)
		audio := append(append(append([]int16(nil), silence...), pcm...), silence...)
		t0 := time.Now()
		var out []Heard
		var levels []float64
		for i := 0; i < len(audio); i += capture.ChunkSamples {
			end := min(i+capture.ChunkSamples, len(audio))
			if err := l.Process(audio[i:end], t0.Add(time.Duration(end)*time.Second/capture.Rate), func(h Heard) {
				out = append(out, h)
				levels = slices.Clone(r.levels)
			}); err != nil {
				t.Fatal(err)
			}
		}
		if len(out) == 0 || len(levels) == 0 || len(out[0].Check.bounds) == 0 {
			t.Errorf("%q: nothing heard with levels and words (%d heard, %d levels)", s, len(out), len(levels))
			continue
		}
		if out[0].Words != strings.ToLower(s) {
			t.Errorf("%q heard %q: want it heard right", s, out[0].Words)
			continue
		}
		b := out[0].Check.bounds
		for shift := range sums {
			sums[shift] += loudOutside(levels, b, shift)
		}
		t.Logf("%q heard %q: loud frames outside the words unmoved %d, moved on by %d %d", s, out[0].Words, loudOutside(levels, b, 0), hiddenShift, loudOutside(levels, b, hiddenShift))
	}
	best := 0
	for shift, n := range sums {
		if n < sums[best] {
			best = shift
		}
	}
	t.Logf("loud frames outside the words per shift: %v", sums)
	if best < hiddenShift-2 || best > hiddenShift+2 {
		t.Errorf("fewest loud frames outside the words at a shift of %d frames; want hiddenShift %d ±2 (per shift %v)", best, hiddenShift, sums)
	}
	if sums[0] < 2*sums[hiddenShift] {
		t.Errorf("unmoved %d loud frames outside the words, moved on by hiddenShift %d: want the unmoved at least twice as many", sums[0], sums[hiddenShift])
	}
}
