package voice_test

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// Speaker pitch for the bench's BLINDCHESS_VOICEBENCH_WARP=pitch (issue
// 25, point 1; helper czechf, session 18; docs/voice.md, "A warp chosen
// from the speaker's pitch"): a voice whose fundamental frequency lies
// clearly above the acoustic model's speakers is heard at a warp, the
// others at none. Test code only: the program does not choose a warp.

// pitchWarpAbove is the median pitch (Hz) above which the bench hears a
// voice at pitchWarp: every tuning, final10, final11 and final12 voice of
// a man (or a robot) measured 73-143 Hz, every woman's 162-302 Hz and
// final12's child +zac 340-356 Hz (docs/voice.md).
const pitchWarpAbove = 155

// pitchWarp is the warp of a voice above pitchWarpAbove.
const pitchWarp = 1.3

// warpForPitch gives the warp the bench hears a voice of median pitch f0
// at: pitchWarp above pitchWarpAbove, else 1 (none).
func warpForPitch(f0 float64) float64 {
	return pitchRule{warp: pitchWarp}.warpFor(f0)
}

// pitchRule is a warp chosen from a voice's median pitch: warp above
// pitchWarpAbove and, when below is not 0, under below (Hz); no warp
// elsewhere.
type pitchRule struct {
	warp, below float64
}

// warpFor gives the warp of a voice of median pitch f0 under r.
func (r pitchRule) warpFor(f0 float64) float64 {
	if f0 > pitchWarpAbove && (r.below == 0 || f0 < r.below) {
		return r.warp
	}
	return 1
}

// parsePitchRule reads BLINDCHESS_VOICEBENCH_WARP's pitch rules: "pitch"
// (pitchWarp above pitchWarpAbove), "pitch:W" (warp W there), and
// "pitch:W:HZ" (warp W from pitchWarpAbove up to HZ only, none above:
// the band of docs/voice.md, "High voices: which warp, and for which
// pitch"). ok is false for a text that is no pitch rule (a warp for
// every voice); err tells what is wrong with one that is.
func parsePitchRule(s string) (r pitchRule, ok bool, err error) {
	if s != "pitch" && !strings.HasPrefix(s, "pitch:") {
		return pitchRule{}, false, nil
	}
	r.warp = pitchWarp
	parts := strings.Split(s, ":")
	if len(parts) > 3 {
		return pitchRule{}, true, fmt.Errorf("%q: give pitch, pitch:W or pitch:W:HZ", s)
	}
	if len(parts) >= 2 {
		w, err := strconv.ParseFloat(parts[1], 64)
		if err != nil || w < sphinx.WarpMin || w > sphinx.WarpMax {
			return pitchRule{}, true, fmt.Errorf("%q: the warp W of pitch:W must be a number from %g to %g", s, sphinx.WarpMin, sphinx.WarpMax)
		}
		r.warp = w
	}
	if len(parts) == 3 {
		hz, err := strconv.ParseFloat(parts[2], 64)
		if err != nil || hz <= pitchWarpAbove {
			return pitchRule{}, true, fmt.Errorf("%q: the upper pitch HZ of pitch:W:HZ must be a number above %d", s, pitchWarpAbove)
		}
		r.below = hz
	}
	return r, true, nil
}

func TestParsePitchRule(t *testing.T) {
	for _, tc := range []struct {
		in     string
		ok     bool
		bad    bool
		rule   pitchRule
		warpAt map[float64]float64 // median pitch: warp
	}{
		{in: "1.2"},
		{in: ""},
		{in: "pitch", ok: true, rule: pitchRule{warp: 1.3}, warpAt: map[float64]float64{142: 1, 163: 1.3, 258: 1.3, 356: 1.3}},
		{in: "pitch:1.2", ok: true, rule: pitchRule{warp: 1.2}, warpAt: map[float64]float64{142: 1, 205: 1.2, 356: 1.2}},
		{in: "pitch:1.3:230", ok: true, rule: pitchRule{warp: 1.3, below: 230}, warpAt: map[float64]float64{142: 1, 162: 1.3, 208: 1.3, 242: 1, 356: 1}},
		{in: "pitch:1.6", ok: true, bad: true},
		{in: "pitch:x", ok: true, bad: true},
		{in: "pitch:1.3:150", ok: true, bad: true},
		{in: "pitch:1.3:230:1", ok: true, bad: true},
		{in: "pitchy", ok: false},
	} {
		t.Run(tc.in, func(t *testing.T) {
			r, ok, err := parsePitchRule(tc.in)
			if ok != tc.ok || (err != nil) != tc.bad {
				t.Fatalf("parsePitchRule(%q) = ok %v, err %v; want ok %v, error %v", tc.in, ok, err, tc.ok, tc.bad)
			}
			if r != tc.rule {
				t.Errorf("parsePitchRule(%q) = %+v, want %+v", tc.in, r, tc.rule)
			}
			for f0, want := range tc.warpAt {
				if got := r.warpFor(f0); got != want {
					t.Errorf("%q: warpFor(%g Hz) = %g, want %g", tc.in, f0, got, want)
				}
			}
		})
	}
}

// medianPitch estimates the median fundamental frequency (Hz) of the
// voiced frames of pcm at capture.Rate: 40 ms frames every 10 ms, each
// frame louder than a twentieth of the loudest sample taken as voiced
// when its normalised autocorrelation peaks above 0.7 at a lag of 60 to
// 500 Hz, its pitch the shortest lag whose peak reaches nine tenths of
// the best. It gives 0 when no frame is voiced.
func medianPitch(pcm []int16) float64 {
	const rate = capture.Rate
	win, hop := rate*40/1000, rate*10/1000
	minLag, maxLag := rate/500, rate/60
	var peak float64
	for _, s := range pcm {
		peak = math.Max(peak, math.Abs(float64(s)))
	}
	var f0s []float64
	for at := 0; at+win+maxLag <= len(pcm); at += hop {
		var e float64
		for k := 0; k < win; k++ {
			x := float64(pcm[at+k])
			e += x * x
		}
		if peak == 0 || math.Sqrt(e/float64(win)) < peak/20 {
			continue
		}
		r := make([]float64, maxLag+2)
		best := 0.0
		for lag := minLag; lag <= maxLag+1; lag++ {
			var c, e2 float64
			for k := 0; k < win && at+k+lag < len(pcm); k++ {
				y := float64(pcm[at+k+lag])
				c += float64(pcm[at+k]) * y
				e2 += y * y
			}
			r[lag] = c / math.Sqrt(e*e2+1e-9)
			if lag <= maxLag {
				best = math.Max(best, r[lag])
			}
		}
		if best <= 0.7 {
			continue
		}
		// The shortest lag whose peak comes near the best one: a period
		// of two or three pitch periods correlates as well (an octave
		// too low).
		for lag := minLag + 1; lag <= maxLag; lag++ {
			if r[lag] >= 0.9*best && r[lag] >= r[lag-1] && r[lag] >= r[lag+1] {
				f0s = append(f0s, float64(rate)/float64(lag))
				break
			}
		}
	}
	if len(f0s) == 0 {
		return 0
	}
	sort.Float64s(f0s)
	return f0s[len(f0s)/2]
}

// pulses is half a second of a glottal-like pulse train at f0 Hz (a
// decaying 800 Hz ring every period) at capture.Rate, with 0.2 s of
// silence on each side.
func pulses(f0 float64) []int16 {
	const rate = capture.Rate
	pcm := make([]int16, rate*9/10)
	period := float64(rate) / f0
	for start := float64(rate) / 5; start < float64(rate)*7/10; start += period {
		for k := 0; k < int(period); k++ {
			i := int(start) + k
			pcm[i] = int16(8000 * math.Exp(-float64(k)/40) * math.Cos(2*math.Pi*800*float64(k)/rate))
		}
	}
	return pcm
}

func TestMedianPitch(t *testing.T) {
	for _, tc := range []struct {
		name string
		pcm  []int16
		lo   float64
		hi   float64
		warp float64
	}{
		{"silence", make([]int16, capture.Rate), 0, 0, 1},
		{"a man's 100 Hz", pulses(100), 99, 101, 1},
		{"a robot's 141 Hz", pulses(141), 139, 143, 1},
		{"a woman's 165 Hz", pulses(165), 163, 167, pitchWarp},
		{"a woman's 210 Hz", pulses(210), 207, 213, pitchWarp},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f0 := medianPitch(tc.pcm)
			if f0 < tc.lo || f0 > tc.hi {
				t.Errorf("medianPitch = %.1f Hz, want %g to %g", f0, tc.lo, tc.hi)
			}
			if w := warpForPitch(f0); w != tc.warp {
				t.Errorf("warpForPitch(%.1f) = %g, want %g", f0, w, tc.warp)
			}
		})
	}
}

// TestPitchWarpHearsTheWomenAtAWarp: of the voices the bench may tune on
// (the tuning set's, its more voices, and the spent final10's, final11's
// and final12's), warpForPitch of a move said in each language chooses
// pitchWarp for exactly the nine whose espeak-ng variant is a woman's or
// a child's (+f1, +Alicia, +Andrea, +linda, +steph, +steph2, +anika,
// +anikaRobot, and the child +zac at 340-356 Hz), and no warp for the
// men's and the robots', the high-pitched ones (pitch 60) among them,
// nor for final12's +Tweaky (a man's pitch, 106-110 Hz, with a raised
// third formant: pitch does not find it).
func TestPitchWarpHearsTheWomenAtAWarp(t *testing.T) {
	women := map[string]bool{"+f1": true, "+Alicia": true, "+Andrea": true, "+linda": true, "+steph": true, "+steph2": true,
		"+anika": true, "+anikaRobot": true, "+zac": true}
	phrases := map[string]string{
		"de": "Springer Felix drei. Dame schlägt Bella vier.",
		"en": "Knight Felix three. Queen takes Bella four.",
		"cs": "Střelec Anna šest. Dáma bere Bella tři.",
	}
	var voices []voiceSynth
	voices = append(voices, tuningSynths(t)...)
	voices = append(voices, tuningMoreSynths(t)...)
	voices = append(voices, final10Synths(t)...)
	voices = append(voices, final11Synths(t)...)
	voices = append(voices, final12Synths(t)...)
	for _, v := range voices {
		want := 1.0
		if women[v.variant] {
			want = pitchWarp
		}
		for _, lang := range []string{"de", "en", "cs"} {
			f0 := medianPitch(renderText(t, v, lang, phrases[lang]))
			t.Logf("%s, %s: median pitch %.0f Hz", v.name, lang, f0)
			if got := warpForPitch(f0); got != want {
				t.Errorf("%s, %s: median pitch %.0f Hz, warp %g, want %g", v.name, lang, f0, got, want)
			}
		}
	}
}
