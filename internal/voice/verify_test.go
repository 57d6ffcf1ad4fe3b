package voice

import (
	"strings"
	"testing"
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
