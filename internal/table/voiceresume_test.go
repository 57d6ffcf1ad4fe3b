package table

import (
	"reflect"
	"testing"
	"time"
)

// TestResumedGameAsksAgainForTheMoveHeardByVoice: a move heard by voice
// that waited for its yes when the program crashed is said back and asked
// again when the game is resumed, last, so that the player knows that a
// yes (or Enter) now plays it; a yes after that plays it, and the time
// for the yes counts from the question asked again. Until this version
// the resumed game said nothing of it, and the next yes or Enter played
// a move the player had not been asked about since the crash. In de, en
// and cs.
func TestResumedGameAsksAgainForTheMoveHeardByVoice(t *testing.T) {
	for _, tc := range []struct {
		lang, style, move, yes string
		asked                  []string
		played                 string
	}{
		{"de", "annexd", "voice springer felix sechs", "voice ja",
			[]string{"Partie wiederhergestellt. Uhr angehalten auf den letzten bekannten Zeiten; fortsetzen mit weiter.", "Zug eins Weiß, Springer Felix drei", "Weiß, fünfzehn Minuten achtzehn Sekunden, Schwarz, fünfzehn Minuten vier Sekunden", "Springer Felix sechs?", "Bestätigen mit ja (oder Enter), verwerfen mit nein."},
			"Springer Felix sechs"},
		{"en", "annexd-en", "voice knight felix six", "voice yes",
			[]string{"Game restored. Clock paused at its last known times; type resume to go on.", "Move one White, knight Felix three", "White, fifteen minutes eighteen seconds, Black, fifteen minutes four seconds", "Knight Felix six?", "Confirm with yes (or Enter), cancel with no."},
			"Knight Felix six"},
		{"cs", "cs", "voice jezdec felix sest", "voice ano",
			[]string{"Partie obnovena. Hodiny zastaveny na posledních známých časech; pokračujte příkazem pokračovat.", "Tah jedna bílý, jezdec Felix tři", "Bílý, patnáct minut osmnáct sekund, černý, patnáct minut čtyři sekundy", "Jezdec Felix šest?", "Potvrďte: ano (nebo Enter), zrušte: ne."},
			"Jezdec Felix šest"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			tb := newTable(t, tournament(func(s *Setup) { s.Lang, s.Style, s.Time = tc.lang, tc.style, "15+10" }))
			typed(tb, "start", "Nf3", "p")
			tb.Apply(Input{At: tb.Now() + time.Second, Source: SourceVoice, Text: tc.move})
			// The crash; the restart replays the journal and then
			// resumes a few seconds on.
			got := texts(tb.Apply(Input{At: tb.Now() + 5*time.Second, Source: SourceSystem, Text: InputResumed}))
			if !reflect.DeepEqual(got, tc.asked) {
				t.Fatalf("resumed:\n got %q\nwant %q", got, tc.asked)
			}
			// The yes comes 7 s after the question asked again: 13 s
			// after the first read-back, within the window of the
			// second.
			out := tb.Apply(Input{At: tb.Now() + 7*time.Second, Source: SourceVoice, Text: tc.yes})
			var san string
			for _, o := range out {
				if o.Kind == KindMove {
					san = o.SAN
				}
			}
			if got := texts(out); san != "Nf6" || !reflect.DeepEqual(got, []string{tc.played}) {
				t.Errorf("the yes after the question asked again: move %q, said %q; want Nf6, %q", san, got, tc.played)
			}
		})
	}
}

// TestResumedVoiceMoveOldJournalReplaysAsPlayed: a journal written before
// a move heard by voice was asked again on resume (no voiceAskedOnResume
// in its setup) replays as it was played: nothing is asked, and a yes 12 s
// after the first read-back is too late.
func TestResumedVoiceMoveOldJournalReplaysAsPlayed(t *testing.T) {
	s, err := UnmarshalSetup([]byte(`{"me":"white","time":"15+10","lang":"en","style":"annexd-en","setting":"tournament"}`))
	if err != nil {
		t.Fatal(err)
	}
	tb := newTable(t, s)
	typed(tb, "start", "Nf3", "p")
	tb.Apply(Input{At: tb.Now() + time.Second, Source: SourceVoice, Text: "voice knight felix six"})
	got := texts(tb.Apply(Input{At: tb.Now() + 5*time.Second, Source: SourceSystem, Text: InputResumed}))
	want := []string{"Game restored. Clock paused at its last known times; type resume to go on.", "Move one White, knight Felix three", "White, fifteen minutes eighteen seconds, Black, fifteen minutes four seconds"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("resumed:\n got %q\nwant %q", got, want)
	}
	got = texts(tb.Apply(Input{At: tb.Now() + 7*time.Second, Source: SourceVoice, Text: "voice yes"}))
	want = []string{"The yes came too late (more than 8 seconds after the question); the move heard is cancelled. Please say the move again."}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("the yes:\n got %q\nwant %q", got, want)
	}
}
