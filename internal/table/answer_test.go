package table

import (
	"slices"
	"testing"
)

// TestAnswerWordsPerLanguage checks that an answer word is taken only in
// the sense it has in the session's language: "no" after "who resigns?"
// is not a draw decline, a word for no declines a pending offer, and the
// Czech "no" (colloquial "well, yes") neither confirms, cancels, rejects
// nor declines.
func TestAnswerWordsPerLanguage(t *testing.T) {
	offer := []string{"e4", "e5", "draw", "yes"}
	cases := []struct {
		name    string
		lang    string
		pre     []string
		in      string
		want    []string
		waiting bool // a command or a heard move still waits for its confirmation
	}{
		{"cs no after who resigns", "cs", []string{"resign"}, "no",
			[]string{"Žádná otázka nečeká na odpověď: no nic nemění. Zadejte tah nebo příkaz; nápověda je vypíše."}, false},
		{"cs ja after who resigns", "cs", []string{"resign"}, "ja",
			[]string{"Žádná otázka nečeká na odpověď: ja nic nemění. Zadejte tah nebo příkaz; nápověda je vypíše."}, false},
		{"en no after who resigns", "en", []string{"resign"}, "no",
			[]string{"No question waits for an answer: no changes nothing. Type a move or a command; help lists them."}, false},
		{"de nein after who resigns", "de", []string{"resign"}, "nein",
			[]string{"Keine Frage wartet auf eine Antwort: nein ändert nichts. Zug oder Befehl eingeben, Hilfe mit hilfe."}, false},
		{"de n without a question", "de", nil, "n",
			[]string{"Keine Frage wartet auf eine Antwort: n ändert nichts. Zug oder Befehl eingeben, Hilfe mit hilfe."}, false},
		{"decline typed without an offer", "en", nil, "decline", []string{"There is no draw offer."}, false},
		{"en no declines an offer", "en", offer, "no", []string{"Draw offer declined."}, false},
		{"de nein declines an offer", "de", offer, "nein", []string{"Remisangebot abgelehnt."}, false},
		{"de ne declines an offer", "de", offer, "ne", []string{"Remisangebot abgelehnt."}, false},
		{"cs ne declines an offer", "cs", offer, "ne", []string{"Nabídka remízy odmítnuta."}, false},
		{"cs no does not decline an offer", "cs", offer, "no",
			[]string{"Je tu nabídka remízy: přijmout ji přijme, odmítnout ji odmítne."}, false},
		{"en yes does not accept an offer", "en", offer, "yes",
			[]string{"A draw offer waits: accept accepts it, decline declines it."}, false},
		{"cs no leaves the question waiting", "cs", []string{"quit"}, "no",
			[]string{"Nejednoznačná odpověď: no. Napište ano, nebo ne."}, true},
		{"cs ja confirms the question", "cs", []string{"resign white"}, "ja",
			[]string{"Bílý se vzdává", "Konec partie. Černý vyhrává: vzdání."}, false},
		{"cs ne cancels the question", "cs", []string{"quit"}, "ne", []string{"Zrušeno, nic se nezměnilo."}, false},
		{"de no cancels the question", "de", []string{"quit"}, "no", []string{"Abgebrochen, nichts geändert."}, false},
		{"de ne cancels the question", "de", []string{"quit"}, "ne", []string{"Abgebrochen, nichts geändert."}, false},
		{"en no cancels the question", "en", []string{"quit"}, "no", []string{"Cancelled, nothing changed."}, false},
		{"cs no leaves a heard move waiting", "cs", []string{"voice e4"}, "no",
			[]string{"Nejednoznačná odpověď: no. Napište ano, nebo ne."}, true},
		{"cs no heard leaves a heard move waiting", "cs", []string{"voice e4"}, "voice no",
			[]string{"Nejednoznačná odpověď: no. Napište ano, nebo ne."}, true},
		{"cs no heard leaves the question waiting", "cs", []string{"quit"}, "voice no",
			[]string{"Nejednoznačná odpověď: no. Napište ano, nebo ne."}, true},
		{"en no heard rejects a heard move", "en", []string{"voice e4"}, "voice no",
			[]string{"Cancelled; please say the move again."}, false},
		{"cs ne rejects a heard move", "cs", []string{"voice e4"}, "ne",
			[]string{"Zrušeno; řekněte tah prosím znovu."}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Lang = c.lang }))
			typed(tb, c.pre...)
			got := texts(typed(tb, c.in))
			if !slices.Equal(got, c.want) {
				t.Errorf("%q\n got %q\nwant %q", c.in, got, c.want)
			}
			if tb.VoicePending() != c.waiting {
				t.Errorf("waiting for a confirmation: %v, want %v", tb.VoicePending(), c.waiting)
			}
		})
	}
}
