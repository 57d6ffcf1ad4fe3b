package session

import (
	"regexp"
	"slices"
	"testing"
)

var verb = regexp.MustCompile(`%[-+# 0-9.\[\]]*[a-zA-Z%]`)

// TestWordsHaveEveryLanguageWithTheSamePlaceholders checks each sentence
// of words in German, English and Czech: none empty, and all three with
// the same placeholders in the same order.
func TestWordsHaveEveryLanguageWithTheSamePlaceholders(t *testing.T) {
	for key, w := range words {
		en := verb.FindAllString(w[1], -1)
		for i, lang := range []string{"de", "en", "cs"} {
			if w[i] == "" {
				t.Errorf("%s: no %s sentence", key, lang)
			}
			if got := verb.FindAllString(w[i], -1); !slices.Equal(got, en) {
				t.Errorf("%s (%s): placeholders %q, English has %q", key, lang, got, en)
			}
		}
	}
}

func TestSaySpeaksTheLanguageAsked(t *testing.T) {
	tests := []struct {
		lang, key string
		args      []any
		want      string
	}{
		{"de", "game-folder", nil, "den Ordner der Partie"},
		{"en", "game-folder", nil, "the game folder"},
		{"cs", "game-folder", nil, "složku partie"},
		{"CS", "game-folder", nil, "složku partie"},
		{"fr", "game-folder", nil, "the game folder"},
		{"en", "resume-no-journal", []any{"/x"}, "--resume /x: this folder holds no journal of a clock; give the file the clock named when it started"},
		{"en", "no-such-key", nil, "[no-such-key]"},
	}
	for _, tt := range tests {
		if got := Say(tt.lang, tt.key, tt.args...); got != tt.want {
			t.Errorf("Say(%q, %q) = %q, want %q", tt.lang, tt.key, got, tt.want)
		}
	}
}

// TestLangFollowsTheFlagThenTheLocale checks the rule: --lang wins, then
// the first of LC_ALL, LC_MESSAGES and LANG that is set.
func TestLangFollowsTheFlagThenTheLocale(t *testing.T) {
	tests := []struct {
		flag, lcAll, lcMessages, lang string
		want                          string
	}{
		{"", "", "", "", "en"},
		{"", "", "", "de_DE.UTF-8", "de"},
		{"", "", "", "cs_CZ.UTF-8", "cs"},
		{"", "", "cs_CZ", "de_DE", "cs"},
		{"", "C", "cs_CZ", "de_DE", "en"},
		{"", "de", "", "", "de"},
		{"", "deu", "", "", "en"},
		{"", "fr_FR.UTF-8", "", "", "en"},
		{"cs", "de_DE", "", "", "cs"},
		{"DE", "", "", "", "de"},
	}
	for _, tt := range tests {
		t.Setenv("LC_ALL", tt.lcAll)
		t.Setenv("LC_MESSAGES", tt.lcMessages)
		t.Setenv("LANG", tt.lang)
		if got := Lang(tt.flag); got != tt.want {
			t.Errorf("Lang(%q) with LC_ALL=%q LC_MESSAGES=%q LANG=%q = %q, want %q", tt.flag, tt.lcAll, tt.lcMessages, tt.lang, got, tt.want)
		}
	}
}
