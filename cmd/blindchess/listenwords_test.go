package main

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestListenPrintsTheVocabularysSpelling: listen writes the recogniser's
// ASCII tokens as the vocabulary spells the words (Czech and German with
// their diacritics, pieces and files capitalised as the table says them);
// a token that is no word of the vocabulary stays as it is.
func TestListenPrintsTheVocabularysSpelling(t *testing.T) {
	cases := []struct {
		style string
		lang  voice.Lang
		heard string
		want  string
	}{
		{"cs", voice.Czech, "eva ctyri", "Eva čtyři"},
		{"cs", voice.Czech, "strelec bere cesar pet sach", "Střelec bere Cesar pět šach"},
		{"cs", voice.Czech, "vez hector osm mat", "Věž Hector osm mat"},
		{"cs", voice.Czech, "kratka rosada", "Krátká rošáda"},
		{"cs", voice.Czech, "cas", "čas"},
		{"cs", voice.Czech, "remiza", "remíza"},
		{"cs", voice.Czech, "ano", "ano"},
		{"cs", voice.Czech, "pesec eva sest mimochodem", "Pěšec Eva šest mimochodem"},
		{"annexd", voice.German, "laeufer felix fuenf", "Läufer Felix fünf"},
		{"annexd", voice.German, "zuege", "Züge"},
		{"annexd", voice.German, "druecken", "Drücken"},
		{"annexd", voice.German, "lange rochade", "Lange Rochade"},
		{"annexd-en", voice.English, "knight anna three", "Knight Anna three"},
		{"annexd-en", voice.English, "moves", "moves"},
		{"annexd", voice.German, "eva xyz", "Eva xyz"},
		{"annexd", voice.German, "", ""},
	}
	for _, c := range cases {
		st, err := phonetic.ParseStyle(c.style)
		if err != nil {
			t.Fatal(err)
		}
		if got := (voice.Vocab{Style: st, Lang: c.lang}).Spell(c.heard); got != c.want {
			t.Errorf("%s %q: %q, want %q", c.style, c.heard, got, c.want)
		}
	}
}
