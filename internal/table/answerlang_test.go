package table

import (
	"slices"
	"testing"
)

// TestEveryLanguagesYesIsTakenTyped: one language per session, but the
// answers are read in every language (the issue "One language per
// session", point 2: sides, commands and answers in every language), on
// purpose: a Czech player's assistant who speaks German types "ja", a
// script or journal written in an English session replays in a Czech
// one, and no yes of one language means anything else in another (the
// one word that does, the Czech colloquial "no", is handled apart). So in
// a German, an English and a Czech session each of ja, j, yes, y and ano
// confirms a question (here leaving the game) and a move heard by voice,
// typed at the keyboard, which is the VI player's or his assistant's
// (Annex D.2.10); the question names the session's own word. (Spoken,
// the recogniser listens for the session's yes alone: see
// internal/voice TestGrammarListensForTheSessionsYesAlone.)
func TestEveryLanguagesYesIsTakenTyped(t *testing.T) {
	langs := []struct {
		lang, style      string
		ask, left, heard string
	}{
		{"de", "annexd", "Partie verlassen? Sie bleibt gespeichert und kann fortgesetzt werden. Mit ja bestätigen; alles andere bricht ab.", "Partie unterbrochen.", "Eva vier"},
		{"en", "annexd-en", "Leave the game? It stays saved and can be resumed. Answer yes to confirm; anything else cancels.", "Game interrupted.", "Eva four"},
		{"cs", "cs", "Opustit partii? Zůstane uložená a dá se v ní pokračovat. Potvrďte slovem ano; cokoli jiného zruší.", "Partie přerušena.", "Eva čtyři"},
	}
	for _, l := range langs {
		for _, yes := range []string{"ja", "j", "yes", "y", "ano"} {
			tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style = l.lang, l.style }))
			if got := texts(typed(tb, "quit")); !slices.Equal(got, []string{l.ask}) {
				t.Errorf("%s: quit asks %q, want %q", l.lang, got, l.ask)
			}
			if got := texts(typed(tb, yes)); !slices.Equal(got, []string{l.left}) || tb.Confirming() {
				t.Errorf("%s %q after quit: %q, want %q", l.lang, yes, got, l.left)
			}
			tb = newTable(t, setup(func(s *Setup) { s.Lang, s.Style = l.lang, l.style }))
			typed(tb, "voice e4")
			out := typed(tb, yes)
			var played []string
			for _, o := range out {
				if o.Kind == KindMove {
					played = append(played, o.SAN)
				}
			}
			if !slices.Equal(played, []string{"e4"}) || !slices.Equal(texts(out), []string{l.heard}) {
				t.Errorf("%s %q after a move heard: played %q, said %q", l.lang, yes, played, texts(out))
			}
		}
	}
}
