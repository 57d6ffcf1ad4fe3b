package sphinx

import (
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// WarpMin and WarpMax bound the frequency warp of NewWarped: beyond them
// the warped model's filters leave the band the model was trained on.
const (
	WarpMin = 0.7
	WarpMax = 1.3
)

// checkWarp fails when warp is outside WarpMin..WarpMax, saying what is
// allowed.
func checkWarp(warp float64) error {
	if !(warp >= WarpMin && warp <= WarpMax) {
		return catalog.Errorf("voice.warp-range", warp, WarpMin, WarpMax)
	}
	return nil
}

// ParseWarp reads a frequency warp as a user gives it ("1.2"), failing
// with what is allowed when it is no number or out of range.
func ParseWarp(s string) (float64, error) {
	w, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil {
		return 0, catalog.Errorf("voice.warp-number", s, WarpMin, WarpMax)
	}
	if err := checkWarp(w); err != nil {
		return 0, err
	}
	return w, nil
}

// calibrationWarps are the warps Calibrate tries, no warp first. None
// below 1 gained a tuning voice a move (docs/voice.md, "Frequency warp").
var calibrationWarps = []float64{1, 1.1, 1.2, 1.3}

// CalibrationWords are the words of the calibration phrase: the eight
// squares of the long diagonal, Anna 1 to Hector 8, in the player's style.
func CalibrationWords() []phonetic.Word {
	var ws []phonetic.Word
	for f := range 8 {
		ws = append(ws, phonetic.File(f), phonetic.Rank(f))
	}
	return ws
}

// calibrationGrammar is the grammar Calibrate hears the phrase with:
// eight squares, each any file and any rank word, so that a word
// misheard counts.
func calibrationGrammar(v voice.Vocab) string {
	alt := func(word func(int) phonetic.Word) string {
		var alts []string
		for i := range 8 {
			alts = append(alts, "("+strings.Join(voice.Tokens(v.Style.Text([]phonetic.Word{word(i)})), " ")+")")
		}
		return strings.Join(alts, " | ")
	}
	return "#JSGF V1.0;\ngrammar calibration;\n<file> = " + alt(phonetic.File) + ";\n<rank> = " + alt(phonetic.Rank) +
		";\npublic <phrase> = " + strings.TrimSpace(strings.Repeat("<file> <rank> ", 8)) + ";\n"
}

// WarpHeard is what the calibration phrase was heard as at a warp, and
// how many words it got wrong (substituted, left out or added).
type WarpHeard struct {
	Warp   float64
	Heard  string
	Errors int
}

// Calibration is what Calibrate found: the warp that heard the phrase
// with the fewest errors (the one nearest no warp among equals), and
// what each warp heard.
type Calibration struct {
	Warp  float64
	Heard []WarpHeard
}

// choose returns the warp of the fewest errors, the first (nearest no
// warp) among equals.
func choose(heard []WarpHeard) float64 {
	best := 0
	for i, h := range heard {
		if h.Errors < heard[best].Errors {
			best = i
		}
	}
	return heard[best].Warp
}

// wordErrors is the edit distance between the words want and got.
func wordErrors(want, got []string) int {
	prev := make([]int, len(got)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(want); i++ {
		cur := make([]int, len(got)+1)
		cur[0] = i
		for j := 1; j <= len(got); j++ {
			sub := prev[j-1]
			if want[i-1] != got[j-1] {
				sub++
			}
			cur[j] = min(sub, prev[j]+1, cur[j-1]+1)
		}
		prev = cur
	}
	return prev[len(got)]
}

// Calibrate chooses the frequency warp for a speaker from a recording of
// the calibration phrase (CalibrationWords in the vocabulary's style, 16
// kHz mono): it hears the phrase at each of calibrationWarps and keeps
// the warp that got the fewest words wrong, no warp when none did better
// (a warp changes nothing where the voice is heard well already). dir is
// a folder for the pronunciation dictionary. It fails when no warp heard
// half of the phrase: the recording is not the phrase.
func Calibrate(v voice.Vocab, dir string, samples []int16) (Calibration, error) {
	if err := CheckModel(); err != nil {
		return Calibration{}, err
	}
	dict, err := writeDict(v, dir)
	if err != nil {
		return Calibration{}, err
	}
	want := voice.Tokens(v.Style.Text(CalibrationWords()))
	var cal Calibration
	for _, w := range calibrationWarps {
		heard, err := hearPhrase(dict, calibrationGrammar(v), w, samples)
		if err != nil {
			return Calibration{}, err
		}
		cal.Heard = append(cal.Heard, WarpHeard{w, heard, wordErrors(want, strings.Fields(heard))})
	}
	cal.Warp = choose(cal.Heard)
	for _, h := range cal.Heard {
		if h.Errors <= len(want)/2 {
			return cal, nil
		}
	}
	return cal, catalog.Errorf("voice.calibration-unaligned")
}
