package main

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestPlayVoiceInputHelpNamesTheWordsHeard: play's help names the words
// the recogniser listens for in the session's language, so that a player
// who says what the help says is heard: --voice-input's option text names
// every request word (the Czech one said "stisk", which the recogniser
// does not hear: it hears "stisknout"), and the command's text says that
// a spoken yes is the session's own while a typed one may be any
// language's (it said "ano/ja/yes" for both, and a spoken "ja" confirms
// nothing in a Czech session). Exact in German, English and Czech.
func TestPlayVoiceInputHelpNamesTheWordsHeard(t *testing.T) {
	confirm := map[catalog.Lang]string{
		catalog.German:  "zählt erst, wenn er bestätigt ist: ja gesagt,\nja (yes, ano) getippt oder Enter.",
		catalog.English: "counts only when confirmed: yes said, yes (ja, ano) typed, or Enter.",
		catalog.Czech:   "ho potvrdíte: řečeným ano, napsaným ano (ja, yes) nebo klávesou Enter.",
	}
	for _, l := range catalog.Langs() {
		root := helpTree(l)
		play, _, err := root.Find([]string{"play"})
		if err != nil {
			t.Fatal(err)
		}
		usage := play.Flags().Lookup("voice-input").Usage
		vl, err := voice.ParseLang(l.Code())
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range voice.Requests {
			if w := voice.RequestText(vl, r); !strings.Contains(strings.ToLower(usage), strings.ToLower(w)+",") && !strings.Contains(strings.ToLower(usage), strings.ToLower(w)+")") {
				t.Errorf("%s: --voice-input's help does not name %q: %s", l.Code(), w, usage)
			}
		}
		if !strings.Contains(play.Long, confirm[l]) {
			t.Errorf("%s: play's help does not say %q:\n%s", l.Code(), confirm[l], play.Long)
		}
	}
}
