//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestRankTailLost (sedm, session 16): a Czech move heard ending in šest
// or pět with minTailTrail frames of silence after it and minTailHidden
// hidden frames, both, has lost the end of a longer rank; either alone
// just under its limit, another last word, another style, a check not
// done and a whole recording have not. The frames are those of the
// tuning set's moves (see minTailTrail).
func TestRankTailLost(t *testing.T) {
	tests := []struct {
		name  string
		style phonetic.Style
		c     Check
		want  bool
	}{
		{"+iven2 vez anna sedm heard vez anna sest: 29 after, 16 hidden", phonetic.CzechStyle, Check{Done: true, Words: "vez anna sest", Peaks: 6, Trail: 29, Hidden: 16}, true},
		{"+Andrea jezdec david sedm heard jezdec david pet: 46 after, 17 hidden", phonetic.CzechStyle, Check{Done: true, Words: "jezdec david pet", Peaks: 7, Trail: 46, Hidden: 17}, true},
		{"both at their limits", phonetic.CzechStyle, Check{Done: true, Words: "eva pet", Peaks: 3, Trail: minTailTrail, Hidden: minTailHidden}, true},
		{"after just under", phonetic.CzechStyle, Check{Done: true, Words: "eva pet", Peaks: 3, Trail: minTailTrail - 1, Hidden: 30}, false},
		{"hidden just under", phonetic.CzechStyle, Check{Done: true, Words: "eva pet", Peaks: 3, Trail: 60, Hidden: minTailHidden - 1}, false},
		{"strelec bere david sest heard right: 23 after, 18 hidden", phonetic.CzechStyle, Check{Done: true, Words: "strelec bere david sest", Peaks: 8, Trail: 23, Hidden: 18}, false},
		{"eva sest sach heard right: the check word last", phonetic.CzechStyle, Check{Done: true, Words: "eva sest sach", Peaks: 4, Trail: 34, Hidden: 18}, false},
		{"sedm last", phonetic.CzechStyle, Check{Done: true, Words: "vez anna sedm", Peaks: 6, Trail: 40, Hidden: 20}, false},
		{"osm last", phonetic.CzechStyle, Check{Done: true, Words: "vez anna osm", Peaks: 6, Trail: 40, Hidden: 20}, false},
		{"German sechs", phonetic.AnnexD, Check{Done: true, Words: "turm anna sechs", Peaks: 5, Trail: 40, Hidden: 20}, false},
		{"English two", phonetic.AnnexDEn, Check{Done: true, Words: "rook gustav two", Peaks: 4, Trail: 40, Hidden: 20}, false},
		{"check not done", phonetic.CzechStyle, Check{Words: "vez anna sest", Peaks: 6, Trail: 40, Hidden: 20}, false},
		{"a whole recording: no levels", phonetic.CzechStyle, Check{Done: true, Words: "vez anna sest", Peaks: -1, Trail: 40, Hidden: 20}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := rankTailLost(tc.style, tc.c); got != tc.want {
				t.Errorf("rankTailLost = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestTailDoubtBecomesTheRunnerUp (sedm, session 16): a Czech move heard
// ending in šest with speech after it gives the sedm move as the
// runner-up, said back as the doubt; without the speech after it, with
// sedm not legal, or with a check of other words it gives none.
func TestTailDoubtBecomesTheRunnerUp(t *testing.T) {
	const (
		rook    = "7k/8/8/8/8/8/8/R3K3 w - - 0 1"
		blocked = "7k/N7/8/8/8/8/8/R3K3 w - - 0 1"
		heard   = "vez anna sest"
	)
	lost := Check{Done: true, Words: heard, Peaks: 6, Trail: 29, Hidden: 16}
	tests := []struct {
		name, fen, words string
		check            Check
		want             RunnerUp
	}{
		{"speech after šest", rook, heard, lost, RunnerUp{Words: "vez anna sedm", Weak: "sest"}},
		{"speech after pět", rook, "vez anna pet", Check{Done: true, Words: "vez anna pet", Peaks: 6, Trail: 46, Hidden: 17}, RunnerUp{Words: "vez anna sedm", Weak: "pet"}},
		{"no speech after it", rook, heard, Check{Done: true, Words: heard, Peaks: 6, Trail: 12, Hidden: 3}, RunnerUp{}},
		{"sedm not legal", blocked, heard, lost, RunnerUp{}},
		{"a check of other words", rook, "vez anna pet", lost, RunnerUp{}},
		{"speech after čtyři, šest alone legal", blocked, "vez anna ctyri", Check{Done: true, Words: "vez anna ctyri", Peaks: 6, Trail: 27, Hidden: 14}, RunnerUp{Words: "vez anna sest", Weak: "ctyri"}},
		{"speech after čtyři, šest and sedm legal", rook, "vez anna ctyri", Check{Done: true, Words: "vez anna ctyri", Peaks: 6, Trail: 27, Hidden: 14}, RunnerUp{}},
		{"čtyři, no speech after it", blocked, "vez anna ctyri", Check{Done: true, Words: "vez anna ctyri", Peaks: 6, Trail: 24, Hidden: 14}, RunnerUp{}},
	}
	r := czechRecognizer(t)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			checkedAt(t, r, tc.fen, tc.check)
			if got := r.tailDoubt(tc.words); got != tc.want {
				t.Errorf("runner-up %+v, want %+v", got, tc.want)
			}
		})
	}
}

// czechRecognizer is a recogniser of the Czech style, closed when the
// test ends; the test is skipped without the acoustic model.
func czechRecognizer(t *testing.T) *Recognizer {
	t.Helper()
	return recognizerFor(t, voice.Vocab{Style: phonetic.CzechStyle, Lang: voice.Czech})
}

// TestNamesRank (sedm, session 16): a runner-up of the list keeps its
// place before a tail doubt only when it names the longer rank itself.
func TestNamesRank(t *testing.T) {
	tests := []struct {
		words string
		ranks []string
		want  bool
	}{
		{"jezdec bella sedm", []string{"sedm"}, true},
		{"vez anna sedm sach", []string{"sedm"}, true},
		{"bella sest", []string{"sedm"}, false},
		{"strelec bella osm", []string{"sedm"}, false},
		{"", []string{"sedm"}, false},
		{"vez anna sest", []string{"sest", "sedm"}, true},
		{"vez anna sedm", []string{"sest", "sedm"}, true},
		{"vez anna tri", []string{"sest", "sedm"}, false},
		{"vez anna sest", nil, false},
	}
	for _, tc := range tests {
		if got := namesRank(tc.words, tc.ranks); got != tc.want {
			t.Errorf("namesRank(%q, %q) = %v, want %v", tc.words, tc.ranks, got, tc.want)
		}
	}
}
