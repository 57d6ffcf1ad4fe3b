package table

import (
	"slices"
	"testing"
)

// TestSpokenDrawOfferAsksFirst: a draw offer said by voice asks first,
// as the typed draw does (the issue "Safe input at the table": a draw
// offer and its acceptance wait for ja, yes or ano, or the voice
// confirmation word), since an offer cannot be withdrawn (Article
// 9.1.2.1) and a word of the table's talk can be heard as "Remis" (the
// German "ne" was, in three of six German voices). It used to be made at
// once. The spoken yes makes it; no cancels it, and nothing is offered.
// A journal written before (no spokenDrawAsks in its header) replays as
// it was played: the offer made at once. In German, English and Czech.
func TestSpokenDrawOfferAsksFirst(t *testing.T) {
	cases := []struct {
		lang, style, draw, yes, no string
		ask, offered, cancelled    []string
	}{
		{"de", "annexd", "voice remis", "voice ja", "voice nein",
			[]string{"Remis anbieten? Mit ja bestätigen; alles andere bricht ab."},
			[]string{"Schwarz bietet Remis an."},
			[]string{"Abgebrochen, nichts geändert."}},
		{"en", "annexd-en", "voice draw", "voice yes", "voice no",
			[]string{"Offer a draw? Answer yes to confirm; anything else cancels."},
			[]string{"Black offers a draw."},
			[]string{"Cancelled, nothing changed."}},
		{"cs", "cs", "voice remiza", "voice ano", "voice ne",
			[]string{"Nabídnout remízu? Potvrďte slovem ano; cokoli jiného zruší."},
			[]string{"Černý nabízí remízu."},
			[]string{"Zrušeno, nic se nezměnilo."}},
	}
	for _, tc := range cases {
		tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style = tc.lang, tc.style }))
		typed(tb, "e4", "e5")
		if got := texts(typed(tb, tc.draw)); !slices.Equal(got, tc.ask) || !tb.Confirming() || tb.offer != nil {
			t.Errorf("%s %q: %q (asking %v, offer %v), want the question %q", tc.lang, tc.draw, got, tb.Confirming(), tb.offer, tc.ask)
		}
		if got := texts(typed(tb, tc.no)); !slices.Equal(got, tc.cancelled) || tb.offer != nil {
			t.Errorf("%s %q: %q (offer %v), want %q", tc.lang, tc.no, got, tb.offer, tc.cancelled)
		}
		typed(tb, tc.draw)
		if got := texts(typed(tb, tc.yes)); !slices.Equal(got, tc.offered) || tb.offer == nil {
			t.Errorf("%s %q: %q (offer %v), want %q", tc.lang, tc.yes, got, tb.offer, tc.offered)
		}
	}
	old, err := UnmarshalSetup([]byte(`{"me":"white","chess960":-1,"style":"annexd","lang":"de","setting":"casual","strayKeysRefused":true,"questionsStopClock":true}`))
	if err != nil || old.SpokenDrawAsks {
		t.Fatalf("an old header: %+v (%v)", old, err)
	}
	tb := newTable(t, old)
	typed(tb, "e4", "e5")
	if got := texts(typed(tb, "voice remis")); !slices.Equal(got, []string{"Schwarz bietet Remis an."}) || tb.Confirming() {
		t.Errorf("an old journal's spoken offer: %q, want it made at once", got)
	}
}
