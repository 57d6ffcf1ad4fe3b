package talkclock

import (
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/table"
)

// TestTypedWordsInEveryLanguage: where the clock reads lines (standard
// input not a terminal), a word is read as play reads it, in every
// language: a Czech club types spustit, stisk, čas, tahy, soupeř, oba,
// pauza, konec; a German one starten, drücken, zeit, züge, gegner,
// beide, weiter, beenden. Before, only the English words and the keys
// were taken, and "čas" was "not a key of the clock". (Config.Words, set
// for every new session.) Both times (oba, beide, both) name both sides
// on one line, as play's "time both" does; before, the player's own
// time came without its side, on a line of its own.
func TestTypedWordsInEveryLanguage(t *testing.T) {
	tests := []struct {
		lang  string
		words []string
		want  []string
	}{
		{"cs", []string{"spustit", "stisk", "čas", "tahy", "soupeř", "oba", "pauza", "pokračovat", "opakovat", "konec"}, []string{
			"Hodiny spuštěny, bílý na tahu", "Černý na tahu", "Čtyři minuty padesát devět sekund", "Jeden tah",
			"Černý, čtyři minuty padesát sedm sekund", "Bílý, čtyři minuty padesát devět sekund, černý, čtyři minuty padesát šest sekund",
			"Hodiny zastaveny", "Hodiny znovu běží, černý na tahu", "Perioda jedna",
			"Ukončit hodiny? Klávesa a (ano) ukončí, jiná klávesa pokračuje."}},
		{"de", []string{"starten", "drücken", "zeit", "züge", "gegner", "beide", "anhalten", "weiter", "wiederholen", "beenden"}, []string{
			"Uhr gestartet, Weiß am Zug", "Schwarz am Zug", "Vier Minuten neunundfünfzig Sekunden", "Ein Zug",
			"Schwarz, vier Minuten siebenundfünfzig Sekunden", "Weiß, vier Minuten neunundfünfzig Sekunden, Schwarz, vier Minuten sechsundfünfzig Sekunden",
			"Uhr angehalten", "Uhr läuft weiter, Schwarz am Zug", "Periode eins",
			"Uhr beenden? j beendet, jede andere Taste macht weiter."}},
		{"en", []string{"start", "press", "time", "moves", "opponent", "both", "pause", "resume", "repeat", "quit"}, []string{
			"Clock started, White to move", "Black to move", "Four minutes fifty-nine seconds", "One move",
			"Black, four minutes fifty-seven seconds", "White, four minutes fifty-nine seconds, Black, four minutes fifty-six seconds",
			"Clock paused", "Clock resumed, Black to move", "Period one",
			"Quit the clock? Press y to quit, any other key to go on."}},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			m, err := New(Config{Control: "5", Me: "white", Lang: tc.lang, Alerts: "none", Words: true})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for i, w := range tc.words {
				outs := m.Apply(table.Input{At: time.Duration(i) * time.Second, Source: table.SourceKeyboard, Text: w})
				var said []string
				for _, o := range outs {
					if o.Say.Text != "" && o.Kind != table.KindSpeech {
						said = append(said, o.Say.Text)
					}
				}
				got = append(got, strings.Join(said, " | "))
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

// TestOldClockJournalKeepsItsWords: a clock journal written before the
// words of every language were read (no "words" in its setup) replays as
// it was played: "stisk" there was no key and does not press now.
func TestOldClockJournalKeepsItsWords(t *testing.T) {
	for _, words := range []bool{false, true} {
		m, err := New(Config{Control: "5", Me: "white", Lang: "cs", Alerts: "none", Words: words})
		if err != nil {
			t.Fatal(err)
		}
		m.Apply(table.Input{At: 0, Source: table.SourceKeyboard, Text: "s"})
		got := firstText(m.Apply(table.Input{At: time.Second, Source: table.SourceKeyboard, Text: "stisk"}))
		want := "\"stisk\" není klávesa hodin; h nápověda."
		if words {
			want = "Černý na tahu"
		}
		if got != want {
			t.Errorf("words %v: %q, want %q", words, got, want)
		}
	}
}
