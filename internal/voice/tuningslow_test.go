package voice_test

import (
	"os/exec"
	"slices"
	"testing"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// tuningSlowVoices and heldOutSlowVoices name the opt-in lists of slow
// voices of moves (issue 25, point 1; helper slow, session 16): no set
// had a voice slower than espeak-ng's rate 1 (175 words a minute), yet a
// player saying a move slowly and clearly is the common case. The bench
// measures them only with BLINDCHESS_VOICEBENCH_VOICES=slow and counts
// each on a summary line of its own, so that the other figures stay
// comparable.
const (
	tuningSlowVoices  = "tuning, slow voices"
	heldOutSlowVoices = "held-out, slow voices"
)

// tuningSlowSynths are the tuning set's slow voices: espeak-ng's default
// voice and +m1 (both tuning voices at rate 1) at rates 0.75 and 0.6
// (131 and 105 words a minute).
func tuningSlowSynths(t testing.TB) []voiceSynth {
	es := espeakVoice(t)
	return []voiceSynth{
		{name: "espeak-ng rate 0.75", synth: es, rate: 0.75},
		{name: "espeak-ng rate 0.6", synth: es, rate: 0.6},
		{name: "espeak-ng +m1 rate 0.75", synth: es, rate: 0.75, variant: "+m1"},
		{name: "espeak-ng +m1 rate 0.6", synth: es, rate: 0.6, variant: "+m1"},
	}
}

// heldOutSlowSynths are the held-out set's slow voices: two of its
// variants, +f2 and +klatt, at slow rates no tuning voice speaks at with
// them.
func heldOutSlowSynths(t testing.TB) []voiceSynth {
	es := espeakVoice(t)
	return []voiceSynth{
		{name: "espeak-ng +f2 rate 0.75", synth: es, rate: 0.75, variant: "+f2"},
		{name: "espeak-ng +klatt rate 0.6", synth: es, rate: 0.6, variant: "+klatt"},
	}
}

// slowSynths are the slow voices of set (nil for a set without them) and
// the name of their summary line.
func slowSynths(t testing.TB, set string) ([]voiceSynth, string) {
	switch set {
	case "tuning":
		return tuningSlowSynths(t), tuningSlowVoices
	case "held-out":
		return heldOutSlowSynths(t), heldOutSlowVoices
	}
	return nil, ""
}

// TestSlowVoicesAreApart: BLINDCHESS_VOICEBENCH_VOICES=slow adds four
// voices to the tuning moves and two to the held-out moves, all slower
// than rate 1; the tuning ones are voices of the tuning set at new
// rates, the held-out ones variants of the held-out set at new rates;
// none speaks the moves of any set or of the "more" list, and the two
// lists share none.
func TestSlowVoicesAreApart(t *testing.T) {
	synths := benchSynths(t)
	more := tuningMoreSynths(t)
	for _, tc := range []struct {
		set, label string
		want       []string
	}{
		{"tuning", tuningSlowVoices, []string{"espeak-ng pitch 0 rate 0.75", "espeak-ng pitch 0 rate 0.6", "espeak-ng+m1 pitch 0 rate 0.75", "espeak-ng+m1 pitch 0 rate 0.6"}},
		{"held-out", heldOutSlowVoices, []string{"espeak-ng+f2 pitch 0 rate 0.75", "espeak-ng+klatt pitch 0 rate 0.6"}},
		{"final9", "", nil},
	} {
		vs, label := slowSynths(t, tc.set)
		if label != tc.label {
			t.Errorf("slowSynths(%s) sums on %q, want %q", tc.set, label, tc.label)
		}
		var got []string
		for _, v := range vs {
			k := voiceKey(v)
			got = append(got, k)
			if v.rate >= 1 {
				t.Errorf("%s: %s is not slow", tc.set, k)
			}
			if !slices.ContainsFunc(synths[tc.set], func(o voiceSynth) bool { return o.variant == v.variant && o.pitch == v.pitch }) {
				t.Errorf("%s: %s is no voice of the set at another rate", tc.set, k)
			}
			for set, others := range synths {
				if slices.ContainsFunc(append(slices.Clip(others), more...), func(o voiceSynth) bool { return voiceKey(o) == k }) {
					t.Errorf("%s: %s speaks the moves of %s or the more voices", tc.set, k, set)
				}
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("slowSynths(%s) = %v, want %v", tc.set, got, tc.want)
		}
	}
	tuning, _ := slowSynths(t, "tuning")
	heldOut, _ := slowSynths(t, "held-out")
	for _, v := range tuning {
		if slices.ContainsFunc(heldOut, func(o voiceSynth) bool { return voiceKey(o) == voiceKey(v) || o.variant == v.variant }) {
			t.Errorf("the slow lists share the voice %s", voiceKey(v))
		}
	}
}

// TestSlowVoicesSpeakSlowly: the bench's audio of a move said by each
// slow voice (through render, as the bench says it, for the default
// voice and for a variant) is longer than the same voice's at rate 1,
// by about the rate: at least 1.15 times at rate 0.75 and 1.35 times at
// rate 0.6 (espeak-ng stretches the words, not the 600 ms of padding
// alone).
func TestSlowVoicesSpeakSlowly(t *testing.T) {
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng is not installed (make deps installs it)")
	}
	words := []phonetic.Word{phonetic.Knight, phonetic.File(5), phonetic.Rank(3)} // "Springer Friedrich drei"
	for _, v := range append(tuningSlowSynths(t), heldOutSlowSynths(t)...) {
		normal := v
		normal.rate = 1
		pad := capture.Rate * 6 / 10
		slow := len(render(t, v, phonetic.AnnexD, words)) - pad
		base := len(render(t, normal, phonetic.AnnexD, words)) - pad
		want := 1.15
		if v.rate < 0.7 {
			want = 1.35
		}
		if r := float64(slow) / float64(base); r < want {
			t.Errorf("%s: %d samples against %d at rate 1 (%.2f times), want at least %.2f times", v.name, slow, base, r, want)
		}
	}
}
