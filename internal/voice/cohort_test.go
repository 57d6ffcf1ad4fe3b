package voice

import (
	"slices"
	"testing"
)

func TestAloneWordsAreTheRequestsAndConfirmationWords(t *testing.T) {
	tests := []struct {
		lang Lang
		want []string
	}{
		{German, []string{"zeit", "zuege", "wiederholen", "remis", "druecken", "ja", "nein"}},
		{English, []string{"time", "moves", "repeat", "draw", "press", "yes", "no"}},
		{Czech, []string{"cas", "tahy", "opakovat", "remiza", "stisknout", "ano", "ne"}},
	}
	for _, tc := range tests {
		if got := AloneWords(tc.lang); !slices.Equal(got, tc.want) {
			t.Errorf("AloneWords(%v) = %q, want %q", tc.lang, got, tc.want)
		}
	}
}

func TestCohortGrammarHoldsTheOtherWordsAlone(t *testing.T) {
	const head = "#JSGF V1.0;\ngrammar cohort;\npublic <other> = "
	tests := []struct {
		name, heard string
		cohort      []string
		want        string
		ok          bool
	}{
		{"a request", "zuege", []string{"zeit", "zuege", "ja"}, head + "zeit | ja;\n", true},
		{"spaces around", " ja ", []string{"zeit", "zuege", "ja"}, head + "zeit | zuege;\n", true},
		{"a repeat kept once", "ja", []string{"zeit", "ja", "zeit"}, head + "zeit;\n", true},
		{"not a word alone", "anna drei", []string{"zeit", "ja"}, "", false},
		{"the only word", "ja", []string{"ja"}, "", false},
		{"empty", "", AloneWords(German), "", false},
		{"no cohort", "ja", nil, "", false},
	}
	for _, tc := range tests {
		got, ok := CohortGrammar(tc.heard, tc.cohort)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%s: CohortGrammar(%q, %q) = %q, %v; want %q, %v", tc.name, tc.heard, tc.cohort, got, ok, tc.want, tc.ok)
		}
	}
}
