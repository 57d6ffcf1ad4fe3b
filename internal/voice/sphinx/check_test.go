package sphinx

import (
	"math"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestWordGaps: each word's gap is the loop's score over the word's
// frames (a loop segment the word covers in part counting for that part)
// less the word's, per frame; silence and fillers are no words.
func TestWordGaps(t *testing.T) {
	tests := []struct {
		name        string
		words, loop []segment
		want        []WordGap
	}{
		{
			name:  "loop segments inside the word",
			words: []segment{{"eva", 0, 9, -100}},
			loop:  []segment{{"+e", 0, 4, -40}, {"+v", 5, 9, -30}},
			want:  []WordGap{{"eva", 10, 3}}, // (-70 - -100) / 10
		},
		{
			name: "loop segments cut at the word's edges",
			words: []segment{
				{"<sil>", 0, 3, -8},
				{"springer", 4, 13, -50},
				{"[NOISE]", 14, 15, -9},
				{"drei", 16, 19, -30},
			},
			// +a spans 0-7: 4 of its 8 frames are in springer (-20);
			// +b spans 8-17: 6 of 10 in springer (-30), 2 in drei (-10);
			// +c spans 18-19, all in drei (-6).
			loop: []segment{{"+a", 0, 7, -40}, {"+b", 8, 17, -50}, {"+c", 18, 19, -6}},
			want: []WordGap{{"springer", 10, 0}, {"drei", 4, 3.5}}, // (-50+50)/10, (-16+30)/4
		},
		{
			name:  "a pronunciation's number is left out",
			words: []segment{{"anna(2)", 0, 3, -10}, {"drei(3)", 4, 7, -10}},
			loop:  []segment{{"+a", 0, 7, -16}},
			want:  []WordGap{{"anna", 4, 0.5}, {"drei", 4, 0.5}},
		},
		{
			name:  "word fitted better than the loop",
			words: []segment{{"ja", 2, 5, -10}},
			loop:  []segment{{"<sil>", 0, 1, -2}, {"+j", 2, 5, -12}},
			want:  []WordGap{{"ja", 4, -0.5}},
		},
		{
			name:  "loop ended before the word",
			words: []segment{{"ja", 10, 13, -8}},
			loop:  []segment{{"+j", 0, 9, -20}},
			want:  []WordGap{{"ja", 4, 2}}, // nothing of the loop: (0 - -8) / 4
		},
		{
			name:  "an empty segment is skipped",
			words: []segment{{"ja", 5, 4, -1}, {"nein", 0, 1, -4}},
			loop:  []segment{{"+x", 3, 2, -100}, {"+n", 0, 1, -2}},
			want:  []WordGap{{"nein", 2, 1}},
		},
		{
			name:  "only silence",
			words: []segment{{"<sil>", 0, 9, -10}},
			loop:  []segment{{"<sil>", 0, 9, -10}},
			want:  nil,
		},
	}
	for _, tc := range tests {
		got := wordGaps(tc.words, tc.loop)
		if len(got) != len(tc.want) {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
			continue
		}
		for i := range got {
			if got[i].Word != tc.want[i].Word || got[i].Frames != tc.want[i].Frames || math.Abs(got[i].Gap-tc.want[i].Gap) > 1e-12 {
				t.Errorf("%s: word %d %+v, want %+v", tc.name, i, got[i], tc.want[i])
			}
		}
	}
}

// TestWordExcess: the largest gap of a word less its typical gap, words
// without a typical gap left out.
func TestWordExcess(t *testing.T) {
	three, _ := voice.TypicalWordGap(phonetic.AnnexDEn, "three")
	knight, _ := voice.TypicalWordGap(phonetic.AnnexDEn, "knight")
	tests := []struct {
		name   string
		gaps   []WordGap
		excess float64
		word   string
	}{
		{"the rank gaps most over its typical gap",
			[]WordGap{{"knight", 30, knight + 0.001}, {"hector", 20, 0.0019}, {"three", 20, three + 0.002}},
			0.002, "three"},
		{"the largest raw gap is not the largest excess",
			[]WordGap{{"knight", 30, knight + 0.0005}, {"three", 20, three + 0.0001}},
			0.0005, "knight"},
		{"all below their typical gaps",
			[]WordGap{{"knight", 30, knight - 0.001}, {"three", 20, three - 0.0005}},
			-0.0005, "three"},
		{"a word never measured is left out",
			[]WordGap{{"drei", 30, 0.5}, {"three", 20, three + 0.001}},
			0.001, "three"},
		{"no word measured", []WordGap{{"drei", 30, 0.5}}, 0, ""},
		{"no words", nil, 0, ""},
	}
	for _, tc := range tests {
		e, w := wordExcess(phonetic.AnnexDEn, tc.gaps)
		if w != tc.word || math.Abs(e-tc.excess) > 1e-12 {
			t.Errorf("%s: %v %q, want %v %q", tc.name, e, w, tc.excess, tc.word)
		}
	}
}

// TestCheckJudge: a short result is rejected on its whole gap, a move of
// two words or more on a word's excess over WordGapLimit (SquareGapLimit
// for a square alone, a file and a rank; a two-word move
// on either), a request or confirmation word alone also when its whole
// gap or its word's gap is more than AloneMargin above the highest of
// that word said alone; a check not done, a move of one word and words
// never measured are never rejected.
func TestCheckJudge(t *testing.T) {
	six, _ := voice.TypicalWordGap(phonetic.AnnexDEn, "six")
	anna, _ := voice.TypicalWordGap(phonetic.AnnexDEn, "anna")
	longGap, _ := voice.TypicalWordGap(phonetic.AnnexDEn, "long")
	castling, _ := voice.TypicalWordGap(phonetic.AnnexDEn, "castling")
	over, under := voice.WordGapLimit+0.0001, voice.WordGapLimit-0.0001
	zuege, _ := voice.AloneGapOf("zuege")
	nein, _ := voice.AloneGapOf("nein")
	tests := []struct {
		name   string
		c      Check
		reject bool
	}{
		{"three words, a word far above its typical gap",
			Check{Words: "knight anna six", Done: true, Gap: 0.0070, WordGaps: []WordGap{{"knight", 25, 0.0026}, {"anna", 9, anna + over}, {"six", 39, 0.0025}}},
			true},
		{"three words, every word near its typical gap",
			Check{Words: "knight anna six", Done: true, Gap: 0.0095, WordGaps: []WordGap{{"knight", 25, 0.0026}, {"anna", 9, anna + under}, {"six", 39, six}}},
			false},
		{"a square under its limits",
			Check{Words: "anna six", Done: true, Gap: voice.ShortMoveGap, WordGaps: []WordGap{{"anna", 9, anna}, {"six", 39, six + voice.SquareGapLimit - 0.0001}}},
			false},
		{"a square, a word over the square's limit, under the longer moves'",
			Check{Words: "anna six", Done: true, Gap: 0.0050, WordGaps: []WordGap{{"anna", 9, anna}, {"six", 39, six + voice.SquareGapLimit + 0.0001}}},
			true},
		{"castling, two words that are no square, a word under the longer moves' limit",
			Check{Words: "long castling", Done: true, Gap: 0.0050, WordGaps: []WordGap{{"long", 20, longGap}, {"castling", 40, castling + under}}},
			false},
		{"three words, a word over the square's limit, under the longer moves'",
			Check{Words: "knight anna six", Done: true, Gap: 0.0050, WordGaps: []WordGap{{"knight", 25, 0.0026}, {"anna", 9, anna}, {"six", 39, six + voice.SquareGapLimit + 0.0001}}},
			false},
		{"two words over the whole gap's limit",
			Check{Words: "anna six", Done: true, Gap: voice.ShortMoveGap + 0.0001, WordGaps: []WordGap{{"anna", 9, anna}, {"six", 39, six}}},
			true},
		{"two words, a word over its limit",
			Check{Words: "anna six", Done: true, Gap: 0.0050, WordGaps: []WordGap{{"anna", 9, anna}, {"six", 39, six + over}}},
			true},
		{"a request over its limit",
			Check{Words: "time", Done: true, Gap: voice.OneWordGap + 0.0001},
			true},
		{"a yes word under its limit, its word far above its highest said alone",
			Check{Words: "yes", Done: true, Gap: voice.YesGap, WordGaps: []WordGap{{"yes", 20, 0.9}}},
			true},
		{"a request whose word is just within its margin",
			Check{Words: "zuege", Done: true, Gap: zuege.Whole, WordGaps: []WordGap{{"zuege", 40, zuege.Word + voice.AloneMargin - 0.0001}}},
			false},
		{"a request whose word is just above its margin",
			Check{Words: "zuege", Done: true, Gap: zuege.Whole, WordGaps: []WordGap{{"zuege", 40, zuege.Word + voice.AloneMargin + 0.0001}}},
			true},
		{"a request whose whole gap is just above its margin, under OneWordGap",
			Check{Words: "zuege", Done: true, Gap: zuege.Whole + voice.AloneMargin + 0.0001, WordGaps: []WordGap{{"zuege", 40, zuege.Word}}},
			true},
		{"a no word whose word is just within its margin",
			Check{Words: "nein", Done: true, Gap: nein.Whole, WordGaps: []WordGap{{"nein", 28, nein.Word + voice.AloneMargin - 0.0001}}},
			false},
		{"a no word whose whole gap is within its margin but over OneWordGap",
			Check{Words: "nein", Done: true, Gap: nein.Whole + voice.AloneMargin - 0.0001, WordGaps: []WordGap{{"nein", 28, nein.Word}}},
			true},
		{"a request without its word's gap, under OneWordGap",
			Check{Words: "zuege", Done: true, Gap: zuege.Whole + voice.AloneMargin + 0.0001},
			false},
		{"words never measured",
			Check{Words: "knight anna six", Done: true, Gap: 0.0095, WordGaps: []WordGap{{"drei", 9, 0.9}}},
			false},
		{"words that could not be fitted at all, three of them",
			Check{Words: "knight anna six", Done: true, Gap: maxGap},
			false},
		{"a move word alone",
			Check{Words: "anna", Done: true, Gap: 0.9, WordGaps: []WordGap{{"anna", 9, anna + over}}},
			false},
		{"not done",
			Check{Words: "knight anna six", WordGaps: []WordGap{{"anna", 9, anna + over}}},
			false},
	}
	for _, tc := range tests {
		c := tc.c
		c.judge(phonetic.AnnexDEn)
		if c.Rejected != tc.reject {
			t.Errorf("%s: rejected %v (excess %v %q), want %v", tc.name, c.Rejected, c.Excess, c.ExcessWord, tc.reject)
		}
	}
}

// TestAloneExcess: a request or confirmation word alone is measured by
// the larger of its whole gap's and its word's rise above the highest
// of that word said alone; anything else is not measured so.
func TestAloneExcess(t *testing.T) {
	zuege, _ := voice.AloneGapOf("zuege")
	yes, _ := voice.AloneGapOf("yes")
	tests := []struct {
		name   string
		words  string
		whole  float64
		gaps   []WordGap
		excess float64
		word   string
	}{
		{"the word's gap rose more", "zuege", zuege.Whole + 0.001, []WordGap{{"zuege", 40, zuege.Word + 0.002}}, 0.002, "zuege"},
		{"the whole gap rose more", "zuege", zuege.Whole + 0.003, []WordGap{{"zuege", 40, zuege.Word + 0.002}}, 0.003, "zuege"},
		{"both below the highest said alone", "yes", yes.Whole - 0.001, []WordGap{{"yes", 25, yes.Word - 0.0005}}, -0.0005, "yes"},
		{"a move word alone is not measured", "anna", 0.009, []WordGap{{"anna", 9, 0.9}}, 0, ""},
		{"two words are not measured so", "anna drei", 0.009, []WordGap{{"anna", 9, 0.9}, {"drei", 20, 0.9}}, 0, ""},
		{"the word's gap is not the word heard", "zuege", 0.009, []WordGap{{"zeit", 30, 0.9}}, 0, ""},
		{"no word's gap", "zuege", 0.009, nil, 0, ""},
	}
	for _, tc := range tests {
		e, w := aloneExcess(tc.words, tc.whole, tc.gaps)
		if w != tc.word || math.Abs(e-tc.excess) > 1e-12 {
			t.Errorf("%s: %v %q, want %v %q", tc.name, e, w, tc.excess, tc.word)
		}
	}
}

// TestCheckJudgeSquareRank: the rank word of a Czech square alone is held
// to voice.CzechSquareRankLimit, its file word to voice.SquareGapLimit;
// a German or English square's rank, with the same excess between the
// two limits, is rejected as before (the looser limit is Czech alone).
func TestCheckJudgeSquareRank(t *testing.T) {
	between := (voice.SquareGapLimit + voice.CzechSquareRankLimit) / 2
	tests := []struct {
		name       string
		style      phonetic.Style
		file, rank string
		fileExcess float64
		rankExcess float64
		wantReject bool
	}{
		{"Czech, the rank between the limits", phonetic.CzechStyle, "felix", "tri", 0, between, false},
		{"Czech, the rank just under its limit", phonetic.CzechStyle, "david", "ctyri", 0, voice.CzechSquareRankLimit - 0.0001, false},
		{"Czech, the rank over its limit", phonetic.CzechStyle, "cesar", "sest", 0, voice.CzechSquareRankLimit + 0.0001, true},
		{"Czech, the file between the limits", phonetic.CzechStyle, "anna", "ctyri", between, 0, true},
		{"Czech, the file under the square's limit", phonetic.CzechStyle, "anna", "pet", voice.SquareGapLimit - 0.0001, 0, false},
		{"German, the rank between the limits", phonetic.AnnexD, "felix", "drei", 0, between, true},
		{"German, the rank under the square's limit", phonetic.AnnexD, "felix", "drei", 0, voice.SquareGapLimit - 0.0001, false},
		{"English, the rank between the limits", phonetic.AnnexDEn, "david", "four", 0, between, true},
		{"English, the file between the limits", phonetic.AnnexDEn, "anna", "six", between, 0, true},
	}
	for _, tc := range tests {
		ft, ok1 := voice.TypicalWordGap(tc.style, tc.file)
		rt, ok2 := voice.TypicalWordGap(tc.style, tc.rank)
		if !ok1 || !ok2 {
			t.Fatalf("%s: %q or %q has no typical gap", tc.name, tc.file, tc.rank)
		}
		c := Check{Words: tc.file + " " + tc.rank, Done: true, Gap: 0.0050,
			WordGaps: []WordGap{{tc.file, 20, ft + tc.fileExcess}, {tc.rank, 30, rt + tc.rankExcess}}}
		c.judge(tc.style)
		if c.Rejected != tc.wantReject {
			t.Errorf("%s: %q rejected %v (excess %.5f %s), want %v", tc.name, c.Words, c.Rejected, c.Excess, c.ExcessWord, tc.wantReject)
		}
	}
}

// TestCheckJudgeCzechWordLimit: a piece, file or check word of a Czech
// move of three words gapping between WordGapLimit and CzechWordGapLimit
// above its typical gap is taken, above CzechWordGapLimit rejected; a
// Czech rank word is held to WordGapLimit, and so is every word of the
// German and English moves; a Czech square alone is held to its own
// limits (SquareWordLimit).
func TestCheckJudgeCzechWordLimit(t *testing.T) {
	between := (voice.WordGapLimit + voice.CzechWordGapLimit) / 2
	above := voice.CzechWordGapLimit + 0.0001
	typical := func(style phonetic.Style, token string) float64 {
		g, ok := voice.TypicalWordGap(style, token)
		if !ok {
			t.Fatalf("no typical gap of %q in %v", token, style)
		}
		return g
	}
	// move gives the word at weak of words the excess (others typical);
	// a second weak word (weak2 >= 0) gets excess2.
	move := func(style phonetic.Style, words string, weak int, excess float64, weak2 int, excess2 float64) Check {
		c := Check{Words: words, Done: true, Gap: 0.0070}
		for i, w := range strings.Fields(words) {
			g := typical(style, w)
			switch i {
			case weak:
				g += excess
			case weak2:
				g += excess2
			}
			c.WordGaps = append(c.WordGaps, WordGap{w, 20, g})
		}
		return c
	}
	cs, de, en := phonetic.CzechStyle, phonetic.AnnexD, phonetic.AnnexDEn
	tests := []struct {
		name   string
		style  phonetic.Style
		c      Check
		reject bool
	}{
		{"Czech, a file between the limits", cs, move(cs, "jezdec eva sest", 1, between, -1, 0), false},
		{"Czech, a file above CzechWordGapLimit", cs, move(cs, "jezdec eva sest", 1, above, -1, 0), true},
		{"Czech, a piece between the limits", cs, move(cs, "kral felix pet", 0, between, -1, 0), false},
		{"Czech, the check word between the limits", cs, move(cs, "vez bella tri sach", 3, between, -1, 0), false},
		{"Czech, a rank between the limits", cs, move(cs, "strelec david pet", 2, between, -1, 0), true},
		{"Czech, a rank between the limits behind a weaker file", cs, move(cs, "strelec david pet", 1, voice.CzechWordGapLimit-0.0001, 2, between), true},
		{"Czech, a rank under WordGapLimit", cs, move(cs, "strelec david pet", 2, voice.WordGapLimit-0.0001, -1, 0), false},
		{"Czech, a square's file between the limits", cs, move(cs, "eva sest", 0, between, -1, 0), true},
		{"German, a file between the limits", de, move(de, "springer eva drei", 1, between, -1, 0), true},
		{"German, a file under WordGapLimit", de, move(de, "springer eva drei", 1, voice.WordGapLimit-0.0001, -1, 0), false},
		{"English, a file between the limits", en, move(en, "knight eva three", 1, between, -1, 0), true},
	}
	for _, tc := range tests {
		c := tc.c
		c.judge(tc.style)
		if c.Rejected != tc.reject {
			t.Errorf("%s: rejected %v (excess %.4f %q), want %v", tc.name, c.Rejected, c.Excess, c.ExcessWord, tc.reject)
		}
	}
}
