package voice

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestVerifiable: a single request or confirmation word of any language
// and two words or more can be verified; a move word alone, garbage and
// nothing cannot.
func TestVerifiable(t *testing.T) {
	tests := []struct {
		words string
		want  bool
	}{
		{"zeit", true},
		{"ja", true},
		{"nein", true},
		{"yes", true},
		{"ano", true},
		{"remiza", true},
		{"stisknout", true},
		{"anna drei", true},
		{"e4 e5", true},
		{"springer felix drei", true},
		{"bauer anna zwei anna drei", true},
		{"eva", false},
		{"", false},
		{"gbg_aa gbg_b", false},
		{"gbg_aa", false},
		{"  zeit  ", true},
	}
	for _, tc := range tests {
		if got := Verifiable(tc.words); got != tc.want {
			t.Errorf("Verifiable(%q) = %v, want %v", tc.words, got, tc.want)
		}
	}
}

// TestVerifyLimit: a yes word gets YesGap, a request or a no word
// OneWordGap, two words ShortMoveGap; three words or more and what is
// not verifiable are never verified.
func TestVerifyLimit(t *testing.T) {
	tests := []struct {
		words string
		limit float64
		ok    bool
	}{
		{"ja", YesGap, true},
		{"ano", YesGap, true},
		{"yes", YesGap, true},
		{"nein", OneWordGap, true},
		{"moves", OneWordGap, true},
		{"zuege", OneWordGap, true},
		{"anna drei", ShortMoveGap, true},
		{"dama anna drei", 0, false},
		{"bauer anna zwei anna drei", 0, false},
		{"", 0, false},
		{"gbg_aa", 0, false},
	}
	for _, tc := range tests {
		limit, ok := VerifyLimit(tc.words)
		if limit != tc.limit || ok != tc.ok {
			t.Errorf("VerifyLimit(%q) = %v, %v, want %v, %v", tc.words, limit, ok, tc.limit, tc.ok)
		}
	}
}

// TestVerifyGrammar: the grammar holds exactly the words, in order.
func TestVerifyGrammar(t *testing.T) {
	tests := []struct{ words, want string }{
		{"zeit", "#JSGF V1.0;\ngrammar verify;\npublic <words> = zeit;\n"},
		{" anna  drei ", "#JSGF V1.0;\ngrammar verify;\npublic <words> = anna drei;\n"},
	}
	for _, tc := range tests {
		if got := VerifyGrammar(tc.words); got != tc.want {
			t.Errorf("VerifyGrammar(%q) = %q, want %q", tc.words, got, tc.want)
		}
	}
}

// TestLoopGrammar: the loop holds every phone of the model once, as the
// garbage model's dictionary words, without weights and without the sink.
func TestLoopGrammar(t *testing.T) {
	g := LoopGrammar()
	if !strings.HasPrefix(g, "#JSGF V1.0;\ngrammar loop;\npublic <loop> = (gbg_aa | gbg_ae | ") || !strings.HasSuffix(g, " | gbg_zh)+;\n") {
		t.Errorf("LoopGrammar() = %q", g)
	}
	if n := strings.Count(g, garbagePrefix); n != len(garbagePhones) || len(garbagePhones) != 39 {
		t.Errorf("LoopGrammar() holds %d phones, want %d (39)", n, len(garbagePhones))
	}
	for _, bad := range []string{"sink", "/"} {
		if strings.Contains(g, bad) {
			t.Errorf("LoopGrammar() holds %q: %q", bad, g)
		}
	}
}

// TestWordVerified: a move of two words or more is checked word by word;
// one word, garbage and nothing are not.
func TestWordVerified(t *testing.T) {
	tests := []struct {
		words string
		want  bool
	}{
		{"anna drei", true},
		{"knight anna six", true},
		{"  springer  felix drei ", true},
		{"bauer anna zwei anna drei", true},
		{"zeit", false},
		{"ja", false},
		{"", false},
		{"gbg_aa gbg_b", false},
	}
	for _, tc := range tests {
		if got := WordVerified(tc.words); got != tc.want {
			t.Errorf("WordVerified(%q) = %v, want %v", tc.words, got, tc.want)
		}
	}
}

// TestTypicalWordGap: each style knows its own words' typical gaps (as
// measured on the tuning set), not another style's, nor a word never
// measured or a token with its pronunciation's number.
func TestTypicalWordGap(t *testing.T) {
	tests := []struct {
		style phonetic.Style
		token string
		want  float64
		ok    bool
	}{
		{phonetic.AnnexDEn, "three", -0.0002, true},
		{phonetic.AnnexDEn, "knight", 0.0019, true},
		{phonetic.AnnexD, "drei", 0.0026, true},
		{phonetic.CzechStyle, "tri", 0.0023, true},
		{phonetic.AnnexD, "anna", 0.0014, true},
		{phonetic.AnnexDEn, "anna", 0.0004, true},
		{phonetic.AnnexD, "three", 0, false},
		{phonetic.AnnexDEn, "drei", 0, false},
		{phonetic.AnnexDEn, "anna(2)", 0, false},
		{phonetic.AnnexDEn, "", 0, false},
		{phonetic.Style(99), "anna", 0, false},
	}
	for _, tc := range tests {
		got, ok := TypicalWordGap(tc.style, tc.token)
		if got != tc.want || ok != tc.ok {
			t.Errorf("TypicalWordGap(%v, %q) = %v, %v, want %v, %v", tc.style, tc.token, got, ok, tc.want, tc.ok)
		}
	}
}

// TestTypicalWordGapsKnowEveryMoveWord: every style's table holds only
// words of its vocabulary, and the words of the moves said most (files,
// ranks, pieces but the pawn, takes) are all in it.
func TestTypicalWordGapsKnowEveryMoveWord(t *testing.T) {
	for _, v := range []Vocab{{phonetic.AnnexD, German}, {phonetic.AnnexDEn, English}, {phonetic.CzechStyle, Czech}} {
		known := map[string]bool{}
		for _, tok := range Tokens(v.Style.Text(moveVocabulary())) {
			known[tok] = true
		}
		for tok := range typicalWordGaps[v.Style] {
			if !known[tok] {
				t.Errorf("%v: typical gap of %q, not a word of the style", v.Style, tok)
			}
		}
		var said []phonetic.Word
		for i := 0; i < 8; i++ {
			said = append(said, phonetic.File(i), phonetic.Rank(i))
		}
		said = append(said, phonetic.King, phonetic.Queen, phonetic.Rook, phonetic.Bishop, phonetic.Knight, phonetic.Takes)
		for _, tok := range Tokens(v.Style.Text(said)) {
			if _, ok := TypicalWordGap(v.Style, tok); !ok {
				t.Errorf("%v: no typical gap of %q", v.Style, tok)
			}
		}
	}
}

// TestAloneGapOf: the highest gaps of the requests and confirmation
// words said alone, as measured on the tuning set; a move word, a token
// with its pronunciation's number and nothing have none.
func TestAloneGapOf(t *testing.T) {
	tests := []struct {
		token string
		want  AloneGap
		ok    bool
	}{
		{"zuege", AloneGap{0.0018, 0.0077}, true},
		{"ja", AloneGap{0, 0.0054}, true},
		{"no", AloneGap{0.0017, 0.0099}, true},
		{"stisknout", AloneGap{0.0035, 0.0087}, true},
		{"anna", AloneGap{}, false},
		{"zuege(2)", AloneGap{}, false},
		{"Zuege", AloneGap{}, false},
		{"", AloneGap{}, false},
	}
	for _, tc := range tests {
		got, ok := AloneGapOf(tc.token)
		if got != tc.want || ok != tc.ok {
			t.Errorf("AloneGapOf(%q) = %v, %v, want %v, %v", tc.token, got, ok, tc.want, tc.ok)
		}
	}
}

// TestAloneGapsKnowEveryRequestAndConfirmationWord: the table holds the
// requests and confirmation words of every language, and nothing else;
// every highest whole gap is within the limit of its kind (VerifyLimit):
// the words measured were taken.
func TestAloneGapsKnowEveryRequestAndConfirmationWord(t *testing.T) {
	want := map[string]bool{}
	for _, l := range []Lang{German, English, Czech} {
		for _, r := range Requests {
			want[RequestWord(l, r)] = true
		}
		want[Yes(l)], want[No(l)] = true, true
	}
	for tok := range want {
		if _, ok := AloneGapOf(tok); !ok {
			t.Errorf("no highest gap said alone of %q", tok)
		}
	}
	for tok, g := range aloneGaps {
		if !want[tok] {
			t.Errorf("highest gap said alone of %q, not a request or confirmation word", tok)
		}
		if limit, _ := VerifyLimit(tok); g.Whole > limit {
			t.Errorf("%q: highest whole gap %.4f above its limit %.4f", tok, g.Whole, limit)
		}
	}
}

// TestMoveWordLimit: the Czech piece, file, capture and check words are
// held to CzechWordGapLimit, the Czech ranks and every German and English
// word (a Czech word in another style too) to WordGapLimit.
func TestMoveWordLimit(t *testing.T) {
	tests := []struct {
		style phonetic.Style
		token string
		want  float64
	}{
		{phonetic.CzechStyle, "eva", CzechWordGapLimit},
		{phonetic.CzechStyle, "anna", CzechWordGapLimit},
		{phonetic.CzechStyle, "kral", CzechWordGapLimit},
		{phonetic.CzechStyle, "jezdec", CzechWordGapLimit},
		{phonetic.CzechStyle, "bere", CzechWordGapLimit},
		{phonetic.CzechStyle, "sach", CzechWordGapLimit},
		{phonetic.CzechStyle, "jedna", WordGapLimit},
		{phonetic.CzechStyle, "pet", WordGapLimit},
		{phonetic.CzechStyle, "sedm", WordGapLimit},
		{phonetic.CzechStyle, "osm", WordGapLimit},
		{phonetic.AnnexD, "eva", WordGapLimit},
		{phonetic.AnnexD, "koenig", WordGapLimit},
		{phonetic.AnnexD, "fuenf", WordGapLimit},
		{phonetic.AnnexDEn, "eva", WordGapLimit},
		{phonetic.AnnexDEn, "king", WordGapLimit},
		{phonetic.AnnexD, "kral", WordGapLimit},   // a Czech word in the German style
		{phonetic.AnnexDEn, "bere", WordGapLimit}, // and in the English
	}
	for _, tc := range tests {
		if got := MoveWordLimit(tc.style, tc.token); got != tc.want {
			t.Errorf("MoveWordLimit(%v, %q) = %v, want %v", tc.style, tc.token, got, tc.want)
		}
	}
	if CzechWordGapLimit <= WordGapLimit {
		t.Errorf("CzechWordGapLimit %v is not looser than WordGapLimit %v", CzechWordGapLimit, WordGapLimit)
	}
}
