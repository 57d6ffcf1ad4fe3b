package table

import (
	"reflect"
	"testing"
	"time"
)

// TestVoiceConfirmOnlyAfterTheReadBack: in each language, a spoken yes
// before any move was said back confirms nothing (and cannot confirm the
// move heard next); a yes later than VoiceConfirmWindow after the
// read-back drops the move, which no later yes plays; a yes inside
// other words is no confirmation; speech not understood says so in the
// session's language. Every step is at the virtual time given.
func TestVoiceConfirmOnlyAfterTheReadBack(t *testing.T) {
	type step struct {
		at   time.Duration // after the previous step
		text string
		say  []string
	}
	tests := []struct {
		lang, style string
		steps       []step
	}{
		{"de", "annexd", []step{
			{time.Second, "voice", []string{"Nicht verstanden; bitte noch einmal sagen."}},
			{time.Second, "voice ja", []string{"Es wartet kein gehörter Zug auf Bestätigung."}},
			{time.Second, "voice hector drei", []string{"Hector drei?", "Bestätigen mit ja (oder Enter), verwerfen mit nein."}},
			{time.Second, "voice ja hector drei", []string{"Gehört: ja Hector drei. Das ist hier kein möglicher Zug; bitte noch einmal sagen."}},
			{VoiceConfirmWindow, "voice ja", []string{"Das Ja kam zu spät (mehr als 8 Sekunden nach der Rückfrage); der gehörte Zug ist verworfen. Bitte den Zug noch einmal sagen."}},
			{time.Second, "voice ja", []string{"Es wartet kein gehörter Zug auf Bestätigung."}},
		}},
		{"en", "annexd-en", []step{
			{time.Second, "voice", []string{"Not understood; please say it again."}},
			{time.Second, "voice yes", []string{"No move heard by voice is waiting to be confirmed."}},
			{time.Second, "voice hector three", []string{"Hector three?", "Confirm with yes (or Enter), cancel with no."}},
			{time.Second, "voice yes hector three", []string{"Heard: yes Hector three. That is not a legal move here; please say it again."}},
			{VoiceConfirmWindow, "voice yes", []string{"The yes came too late (more than 8 seconds after the question); the move heard is cancelled. Please say the move again."}},
			{time.Second, "voice yes", []string{"No move heard by voice is waiting to be confirmed."}},
		}},
		{"cs", "cs", []step{
			{time.Second, "voice", []string{"Nerozuměl jsem; řekněte to prosím znovu."}},
			{time.Second, "voice ano", []string{"Žádný slyšený tah nečeká na potvrzení."}},
			{time.Second, "voice hector tri", []string{"Hector tři?", "Potvrďte: ano (nebo Enter), zrušte: ne."}},
			{time.Second, "voice ano hector tri", []string{"Slyšel jsem: ano Hector tři. To tu není možný tah; řekněte to prosím znovu."}},
			{VoiceConfirmWindow, "voice ano", []string{"Ano přišlo pozdě (víc než 8 sekund po otázce); slyšený tah je zrušen. Řekněte prosím tah znovu."}},
			{time.Second, "voice ano", []string{"Žádný slyšený tah nečeká na potvrzení."}},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style = tc.lang, tc.style }))
			for i, st := range tc.steps {
				var said []string
				for _, o := range tb.Apply(Input{At: tb.Now() + st.at, Source: SourceVoice, Text: st.text}) {
					switch o.Kind {
					case KindAnnounce, KindError:
						said = append(said, o.Say.Text)
					case KindMove:
						t.Fatalf("step %d %q: the move %s was played", i, st.text, o.SAN)
					}
				}
				if !reflect.DeepEqual(said, st.say) {
					t.Fatalf("step %d %q: said\n%q\nwant\n%q", i, st.text, said, st.say)
				}
			}
		})
	}
}

// TestConfusableReadBackEveryLanguage: in each language a file name the
// recogniser confuses is named by its letter ("Cesar as in the letter
// C."), and the move it nearly heard instead is named as a doubt; the
// answer to a doubt is no and the move said again, which is then
// confirmed by yes.
func TestConfusableReadBackEveryLanguage(t *testing.T) {
	type step struct {
		text string
		say  []string
		san  string
	}
	tests := []struct {
		lang, style string
		steps       []step
	}{
		{"de", "annexd", []step{
			{"voice cesar drei", []string{"Cesar drei?", "Cesar wie der Buchstabe C.", "Bestätigen mit ja (oder Enter), verwerfen mit nein."}, ""},
			{"voice eva vier | eva drei", []string{"Eva vier?", "Eva wie der Buchstabe E.", "Oder vielleicht Eva drei?", "Bestätigen mit ja (oder Enter), verwerfen mit nein."}, ""},
			{"voice nein", []string{"Verworfen; bitte den Zug noch einmal sagen."}, ""},
			{"voice eva drei", []string{"Eva drei?", "Eva wie der Buchstabe E.", "Bestätigen mit ja (oder Enter), verwerfen mit nein."}, ""},
			{"voice ja", []string{"Eva drei"}, "e3"},
		}},
		{"en", "annexd-en", []step{
			{"voice cesar three", []string{"Cesar three?", "Cesar as in the letter C.", "Confirm with yes (or Enter), cancel with no."}, ""},
			{"voice eva four | eva three", []string{"Eva four?", "Eva as in the letter E.", "Or was it Eva three?", "Confirm with yes (or Enter), cancel with no."}, ""},
			{"voice no", []string{"Cancelled; please say the move again."}, ""},
			{"voice eva three", []string{"Eva three?", "Eva as in the letter E.", "Confirm with yes (or Enter), cancel with no."}, ""},
			{"voice yes", []string{"Eva three"}, "e3"},
		}},
		{"cs", "cs", []step{
			{"voice cesar tri", []string{"Cesar tři?", "Cesar jako písmeno C.", "Potvrďte: ano (nebo Enter), zrušte: ne."}, ""},
			{"voice eva ctyri | eva tri", []string{"Eva čtyři?", "Eva jako písmeno E.", "Nebo to bylo Eva tři?", "Potvrďte: ano (nebo Enter), zrušte: ne."}, ""},
			{"voice ne", []string{"Zrušeno; řekněte tah prosím znovu."}, ""},
			{"voice eva tri", []string{"Eva tři?", "Eva jako písmeno E.", "Potvrďte: ano (nebo Enter), zrušte: ne."}, ""},
			{"voice ano", []string{"Eva tři"}, "e3"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style = tc.lang, tc.style }))
			for i, st := range tc.steps {
				var said []string
				san := ""
				for _, o := range tb.Apply(Input{At: tb.Now() + time.Second, Source: SourceVoice, Text: st.text}) {
					switch o.Kind {
					case KindAnnounce, KindError:
						said = append(said, o.Say.Text)
					case KindMove:
						san = o.SAN
					}
				}
				if !reflect.DeepEqual(said, st.say) || san != st.san {
					t.Fatalf("step %d %q: said %q, move %q\nwant %q, move %q", i, st.text, said, san, st.say, st.san)
				}
			}
		})
	}
}
