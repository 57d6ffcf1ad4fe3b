package voice_test

import (
	"fmt"
	"os"
	"slices"
	"testing"
)

// tuningMoreVoices names the second, opt-in list of tuning voices of
// moves (issue 25, point 1; helper czech, session 14): the human-like hard
// voices of the spent final6 and final7 (spentVoicesReused), exactly as
// they spoke there. The bench measures them only with
// BLINDCHESS_VOICEBENCH_VOICES=more, on the tuning set's moves, and counts
// them on a summary line of their own ("tuning, more voices"), so that
// the eight tuning voices' figures stay comparable with earlier rounds.
const tuningMoreVoices = "tuning, more voices"

// tuningMoreSynths are the voices of tuningMoreVoices, in the order of
// spentVoicesReused, each taken from the voices of the spent set it was
// measured in (not copied): the voice that set measured.
func tuningMoreSynths(t testing.TB) []voiceSynth {
	t.Helper()
	synths := benchSynths(t)
	var out []voiceSynth
	for _, r := range spentVoicesReused {
		if r.list != tuningMoreVoices {
			continue
		}
		i := slices.IndexFunc(synths[r.set], func(v voiceSynth) bool { return voiceKey(v) == r.voice })
		if i < 0 {
			t.Fatalf("%s: no voice %s among the moves of %s", tuningMoreVoices, r.voice, r.set)
		}
		out = append(out, synths[r.set][i])
	}
	return out
}

// extraVoices reads BLINDCHESS_VOICEBENCH_VOICES: "more" adds the voices
// of tuningMoreVoices to the tuning set's moves, "slow" the slow voices
// (slowSynths) to the tuning and held-out moves, nothing leaves them out.
func extraVoices(s string) (more, slow bool, err error) {
	switch s {
	case "":
		return false, false, nil
	case "more":
		return true, false, nil
	case "slow":
		return false, true, nil
	}
	return false, false, fmt.Errorf("BLINDCHESS_VOICEBENCH_VOICES=%q: give more (the tuning set's second list of voices), slow (the slow voices) or nothing", s)
}

// benchExtraVoices is extraVoices of the environment; a bad value fails
// the bench.
func benchExtraVoices(t testing.TB) (more, slow bool) {
	t.Helper()
	more, slow, err := extraVoices(os.Getenv("BLINDCHESS_VOICEBENCH_VOICES"))
	if err != nil {
		t.Fatal(err)
	}
	return more, slow
}

// TestExtraVoicesReadsOnlyMoreOrSlow: BLINDCHESS_VOICEBENCH_VOICES takes
// "more", "slow" or nothing; any other value is an error, not a silent
// leaving out.
func TestExtraVoicesReadsOnlyMoreOrSlow(t *testing.T) {
	for _, tc := range []struct {
		in              string
		more, slow, bad bool
	}{
		{"", false, false, false},
		{"more", true, false, false},
		{"slow", false, true, false},
		{"More", false, false, true},
		{"more ", false, false, true},
		{"Slow", false, false, true},
		{"more,slow", false, false, true},
		{"tuning-more", false, false, true},
		{"1", false, false, true},
	} {
		more, slow, err := extraVoices(tc.in)
		if more != tc.more || slow != tc.slow || (err != nil) != tc.bad {
			t.Errorf("extraVoices(%q) = %v, %v, %v; want %v, %v, error %v", tc.in, more, slow, err, tc.more, tc.slow, tc.bad)
		}
	}
}

// TestTuningMoreVoicesAreFourHardVoicesApart: the second list of tuning
// voices is the four voices spentVoicesReused gives it, in that order,
// each spoken as its spent set spoke it (variant, pitch and rate), all at
// rates 1.25-1.5 (summed on the bench's rate 1.25-1.5 side), none among
// the eight tuning voices or the held-out voices.
func TestTuningMoreVoicesAreFourHardVoicesApart(t *testing.T) {
	espeakVariants(t)
	var want []string
	for _, r := range spentVoicesReused {
		if r.list == tuningMoreVoices {
			want = append(want, r.voice)
		}
	}
	if len(want) != 4 {
		t.Fatalf("%s has %d voices in spentVoicesReused, want 4: %v", tuningMoreVoices, len(want), want)
	}
	synths := benchSynths(t)
	var got []string
	for _, v := range tuningMoreSynths(t) {
		k := voiceKey(v)
		got = append(got, k)
		if v.rate < 1.25 || v.rate > 1.5 {
			t.Errorf("%s speaks at rate %g, outside 1.25-1.5", k, v.rate)
		}
		for _, set := range []string{"tuning", "held-out"} {
			if slices.ContainsFunc(synths[set], func(o voiceSynth) bool { return voiceKey(o) == k }) {
				t.Errorf("%s is among the voices of %s", k, set)
			}
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("tuningMoreSynths = %v, want %v", got, want)
	}
}
