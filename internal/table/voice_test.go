package table

import (
	"reflect"
	"testing"
	"time"
)

// step is one input of a voice scenario and what the table must say (the
// texts of announcements and errors, in order) and whether a move is made
// (its SAN and source).
type voiceStep struct {
	source, text string
	say          []string
	san, from    string
}

// weakPieceFEN: a rook on d1 and a knight on b3 can take on d4, and no
// other piece can ("Turm schlägt David vier" beside "Springer schlägt
// David vier").
const weakPieceFEN = "7k/8/8/8/3p4/1N6/8/3R3K w - - 0 1"

// afterE4FEN: black to move after 1.e4 ("Eva fünf" beside "Eva sechs").
const afterE4FEN = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"

// rookFileFEN has a rook on a1 that can go up the a-file (sedm, session
// 16: "Věž Anna šest" beside "Věž Anna sedm").
const rookFileFEN = "7k/8/8/8/8/8/8/R3K3 w - - 0 1"

func TestVoiceInput(t *testing.T) {
	const (
		v = SourceVoice
		k = SourceKeyboard
	)
	confirmDE := "Bestätigen mit ja (oder Enter), verwerfen mit nein."
	tests := []struct {
		name  string
		setup func(*Setup)
		steps []voiceStep
	}{
		{"said back, confirmed by voice", nil, []voiceStep{
			{v, "voice springer felix drei", []string{"Springer Felix drei?", confirmDE}, "", ""},
			{v, "voice ja", []string{"Springer Felix drei"}, "Nf3", "voice"},
		}},
		{"confirmed with Enter", nil, []voiceStep{
			{v, "voice eva vier", []string{"Eva vier?", "Eva wie der Buchstabe E.", confirmDE}, "", ""},
			{k, "", []string{"Eva vier"}, "e4", "voice"},
		}},
		{"confirmed by a typed yes", nil, []voiceStep{
			{v, "voice eva vier", []string{"Eva vier?", "Eva wie der Buchstabe E.", confirmDE}, "", ""},
			{k, "yes", []string{"Eva vier"}, "e4", "voice"},
		}},
		{"rejected by voice, then said again", nil, []voiceStep{
			{v, "voice david vier", []string{"David vier?", "David wie der Buchstabe D.", confirmDE}, "", ""},
			{v, "voice nein", []string{"Verworfen; bitte den Zug noch einmal sagen."}, "", ""},
			{v, "voice ja", []string{"Es wartet kein gehörter Zug auf Bestätigung."}, "", ""},
			{v, "voice eva vier", []string{"Eva vier?", "Eva wie der Buchstabe E.", confirmDE}, "", ""},
			{v, "voice ja", []string{"Eva vier"}, "e4", "voice"},
		}},
		{"rejected by a typed no", nil, []voiceStep{
			{v, "voice eva vier", []string{"Eva vier?", "Eva wie der Buchstabe E.", confirmDE}, "", ""},
			{k, "no", []string{"Verworfen; bitte den Zug noch einmal sagen."}, "", ""},
		}},
		{"a typed move makes the heard move stale", nil, []voiceStep{
			{v, "voice eva vier", []string{"Eva vier?", "Eva wie der Buchstabe E.", confirmDE}, "", ""},
			{k, "d4", []string{"David vier"}, "d4", "keyboard"},
			{v, "voice ja", []string{"Der gehörte Zug e4 gilt nicht mehr: die Stellung hat sich geändert. Bitte den Zug noch einmal sagen."}, "", ""},
		}},
		{"a request is answered at once and the move still waits", func(s *Setup) { s.Time = "90+30" }, []voiceStep{
			{v, "voice eva vier", []string{"Eva vier?", "Eva wie der Buchstabe E.", confirmDE}, "", ""},
			{v, "voice wiederholen", []string{"Eva vier?"}, "", ""},
			{v, "voice ja", []string{"Eva vier"}, "e4", "voice"},
		}},
		{"a later move replaces the first", nil, []voiceStep{
			{v, "voice eva vier", []string{"Eva vier?", "Eva wie der Buchstabe E.", confirmDE}, "", ""},
			{v, "voice david vier", []string{"David vier?", "David wie der Buchstabe D.", confirmDE}, "", ""},
			{v, "voice ja", []string{"David vier"}, "d4", "voice"},
		}},
		{"speech not understood after the read-back drops the move", nil, []voiceStep{
			{v, "voice eva vier", []string{"Eva vier?", "Eva wie der Buchstabe E.", confirmDE}, "", ""},
			{v, "voice", []string{"Nicht verstanden; der gehörte Zug ist verworfen. Bitte den Zug noch einmal sagen."}, "", ""},
			{v, "voice ja", []string{"Es wartet kein gehörter Zug auf Bestätigung."}, "", ""},
		}},
		{"a file name the recogniser confuses is named by its letter", nil, []voiceStep{
			{v, "voice cesar drei", []string{"Cesar drei?", "Cesar wie der Buchstabe C.", confirmDE}, "", ""},
			{v, "voice wiederholen", []string{"Cesar drei?"}, "", ""},
		}},
		{"the runner-up differs in the file only: the letter is named", nil, []voiceStep{
			{v, "voice hector drei | gustav drei", []string{"Hector drei?", "Hector wie der Buchstabe H.", confirmDE}, "", ""},
			{v, "voice ja", []string{"Hector drei"}, "h3", "voice"},
		}},
		{"the runner-up differs in more: it is named as a doubt", nil, []voiceStep{
			{v, "voice springer felix drei | springer hector drei", []string{"Springer Felix drei?", "Felix wie der Buchstabe F.", confirmDE}, "", ""},
			{v, "voice eva vier | eva drei", []string{"Eva vier?", "Eva wie der Buchstabe E.", "Oder vielleicht Eva drei?", confirmDE}, "", ""},
			{v, "voice nein", []string{"Verworfen; bitte den Zug noch einmal sagen."}, "", ""},
		}},
		// moves: the recogniser's doubt of a weak word (voice.WordDoubt)
		// travels as a runner-up and is said back as one, in each language.
		{"a weak piece's other move is named as a doubt", func(s *Setup) { s.FEN = weakPieceFEN }, []voiceStep{
			{v, "voice turm schlaegt david vier | springer schlaegt david vier", []string{"Turm schlägt David vier?", "Oder vielleicht Springer schlägt David vier?", confirmDE}, "", ""},
			{v, "voice nein", []string{"Verworfen; bitte den Zug noch einmal sagen."}, "", ""},
		}},
		{"a weak piece's other move, English", func(s *Setup) { s.FEN = weakPieceFEN; s.Style = "annexd-en" }, []voiceStep{
			{v, "voice rook takes david four | knight takes david four", []string{"Rook takes David four?", "Or was it Knight takes David four?", "Confirm with yes (or Enter), cancel with no."}, "", ""},
		}},
		{"a weak piece's other move, Czech", func(s *Setup) { s.FEN = weakPieceFEN; s.Style = "cs" }, []voiceStep{
			{v, "voice vez bere david ctyri | jezdec bere david ctyri", []string{"Věž bere David čtyři?", "Nebo to bylo Jezdec bere David čtyři?", "Potvrďte: ano (nebo Enter), zrušte: ne."}, "", ""},
		}},
		{"a weak rank's other move, Czech", func(s *Setup) { s.FEN = afterE4FEN; s.Style = "cs" }, []voiceStep{
			{v, "voice eva pet | eva sest", []string{"Eva pět?", "Eva jako písmeno E.", "Nebo to bylo Eva šest?", "Potvrďte: ano (nebo Enter), zrušte: ne."}, "", ""},
		}},
		// sedm, session 16: the Czech sedm whose end was lost
		// (voice.TailDoubt) travels as a runner-up and is said back as
		// one; the same line in German and English reads alike.
		{"a lost sedm's move is named as a doubt, Czech", func(s *Setup) { s.FEN = rookFileFEN; s.Style = "cs" }, []voiceStep{
			{v, "voice vez anna sest | vez anna sedm", []string{"Věž Anna šest?", "Nebo to bylo Věž Anna sedm?", "Potvrďte: ano (nebo Enter), zrušte: ne."}, "", ""},
			{v, "voice ne", []string{"Zrušeno; řekněte tah prosím znovu."}, "", ""},
		}},
		{"the same doubt, German", func(s *Setup) { s.FEN = rookFileFEN }, []voiceStep{
			{v, "voice turm anna sechs | turm anna sieben", []string{"Turm Anna sechs?", "Oder vielleicht Turm Anna sieben?", confirmDE}, "", ""},
		}},
		{"the same doubt, English", func(s *Setup) { s.FEN = rookFileFEN; s.Style = "annexd-en" }, []voiceStep{
			{v, "voice rook anna six | rook anna seven", []string{"Rook Anna six?", "Or was it Rook Anna seven?", "Confirm with yes (or Enter), cancel with no."}, "", ""},
		}},
		{"a runner-up that is no legal move, or the same move, is not named", nil, []voiceStep{
			{v, "voice hector drei | eva acht", []string{"Hector drei?", confirmDE}, "", ""},
			{v, "voice hector drei | hector drei", []string{"Hector drei?", confirmDE}, "", ""},
			{v, "voice hector drei |", []string{"Hector drei?", confirmDE}, "", ""},
		}},
		{"no other move sounds alike: no letter", nil, []voiceStep{
			{v, "voice hector drei", []string{"Hector drei?", confirmDE}, "", ""},
		}},
		{"nothing heard", nil, []voiceStep{
			{v, "voice", []string{"Nicht verstanden; bitte noch einmal sagen."}, "", ""},
		}},
		{"nothing heard, English", func(s *Setup) { s.Style = "annexd-en" }, []voiceStep{
			{v, "voice", []string{"Not understood; please say it again."}, "", ""},
		}},
		{"nothing heard, Czech", func(s *Setup) { s.Style = "cs" }, []voiceStep{
			{v, "voice", []string{"Nerozuměl jsem; řekněte to prosím znovu."}, "", ""},
		}},
		{"words that are no legal move", nil, []voiceStep{
			{v, "voice eva fuenf", []string{"Gehört: Eva fünf. Das ist hier kein möglicher Zug; bitte noch einmal sagen."}, "", ""},
		}},
		{"no move waiting: Enter and yes do nothing to the game", nil, []voiceStep{
			// Enter is a press where a move waits; here it says that none does.
			{k, "", []string{"Kein Zug wartet auf den Uhrdruck."}, "", ""},
			{k, "ja", []string{`Keine Frage wartet auf eine Antwort: ja ändert nichts. Zug oder Befehl eingeben, Hilfe mit hilfe.`}, "", ""},
		}},
		{"English words and requests", func(s *Setup) { s.Style = "annexd-en" }, []voiceStep{
			{v, "voice knight felix three", []string{"Knight Felix three?", "Confirm with yes (or Enter), cancel with no."}, "", ""},
			{v, "voice yes", []string{"Knight Felix three"}, "Nf3", "voice"},
			{v, "voice draw", nil, "", ""},
		}},
		{"Czech words", func(s *Setup) { s.Style = "cs" }, []voiceStep{
			{v, "voice jezdec felix tri", []string{"Jezdec Felix tři?", "Potvrďte: ano (nebo Enter), zrušte: ne."}, "", ""},
			{v, "voice ano", []string{"Jezdec Felix tři"}, "Nf3", "voice"},
		}},
		{"check said back in the long form", func(s *Setup) {
			s.FEN = "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
			s.Long = true
		}, []voiceStep{
			{v, "voice eva acht dame", []string{"Bauer Eva sieben Eva acht Dame Schach?", confirmDE}, "", ""},
			{v, "voice ja", []string{"Bauer Eva sieben Eva acht Dame Schach"}, "e8=Q+", "voice"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t, setup(tc.setup))
			for i, st := range tc.steps {
				outs := tb.Apply(Input{At: tb.Now() + time.Second, Source: st.source, Text: st.text})
				var said []string
				san, from := "", ""
				for _, o := range outs {
					switch o.Kind {
					case KindAnnounce, KindError:
						said = append(said, o.Say.Text)
					case KindMove:
						san, from = o.SAN, o.Source
					case KindOffer:
						said = append(said, "")
					}
				}
				if st.text == "voice draw" {
					// The offer's wording belongs to the draw tests
					// (TestSpokenDrawOfferAsksFirst: it asks first); here:
					// it was answered.
					if len(said) == 0 {
						t.Fatalf("step %d %q: no draw offer", i, st.text)
					}
					continue
				}
				if !reflect.DeepEqual(said, st.say) {
					t.Fatalf("step %d %q: said\n%q\nwant\n%q", i, st.text, said, st.say)
				}
				if san != st.san || from != st.from {
					t.Fatalf("step %d %q: move %q from %q, want %q from %q", i, st.text, san, from, st.san, st.from)
				}
			}
		})
	}
}

func TestVoicePending(t *testing.T) {
	tb := newTable(t, setup(nil))
	if tb.VoicePending() {
		t.Fatal("pending at the start")
	}
	typedAs(tb, SourceVoice, "voice eva vier")
	if !tb.VoicePending() {
		t.Fatal("not pending after a move was heard")
	}
	typedAs(tb, SourceVoice, "voice zeit")
	if !tb.VoicePending() {
		t.Fatal("a request dropped the heard move")
	}
	typedAs(tb, SourceVoice, "voice ja")
	if tb.VoicePending() {
		t.Fatal("still pending after the confirmation")
	}
}

func typedAs(tb *Table, source, text string) []Output {
	return tb.Apply(Input{At: tb.Now() + time.Second, Source: source, Text: text})
}

func TestLineSource(t *testing.T) {
	tests := []struct{ line, def, want string }{
		{"voice springer felix drei", SourceKeyboard, SourceVoice},
		{"voice", SourceKeyboard, SourceVoice},
		{"board tactile lift e2", SourceKeyboard, SourceTactile},
		{"board sighted place e4 P", SourceScript, SourceSighted},
		{"board", SourceKeyboard, SourceKeyboard},
		{"board white", SourceKeyboard, SourceKeyboard},
		{"e4", SourceKeyboard, SourceKeyboard},
		{"voicemail", SourceScript, SourceScript},
		{"stimme springer felix drei", SourceKeyboard, SourceVoice},
		{"hlas jezdec felix tři", SourceKeyboard, SourceVoice},
		{"brett steckbrett heben e2", SourceKeyboard, SourceTactile},
		{"šachovnice vidící položit e4", SourceScript, SourceSighted},
		{"brett weiß", SourceKeyboard, SourceKeyboard},
		{"Brett steckbrett heben e2", SourceKeyboard, SourceKeyboard},
		{"/voice ja", SourceKeyboard, SourceKeyboard},
		{"", SourceKeyboard, SourceKeyboard},
	}
	for _, tc := range tests {
		if got := LineSource(tc.line, tc.def); got != tc.want {
			t.Errorf("LineSource(%q, %q) = %q, want %q", tc.line, tc.def, got, tc.want)
		}
	}
}

// TestVoiceConfirmWindow: a spoken yes counts within VoiceConfirmWindow
// of the read-back; later it drops the move, which no yes can then play.
// A typed confirmation counts at any time.
func TestVoiceConfirmWindow(t *testing.T) {
	tests := []struct {
		name, source, yes string
		after             time.Duration
		say               []string
		san               string
	}{
		{"spoken yes in time", SourceVoice, "voice ja", VoiceConfirmWindow, []string{"Eva vier"}, "e4"},
		{"spoken yes too late", SourceVoice, "voice ja", VoiceConfirmWindow + time.Second,
			[]string{"Das Ja kam zu spät (mehr als 8 Sekunden nach der Rückfrage); der gehörte Zug ist verworfen. Bitte den Zug noch einmal sagen."}, ""},
		{"typed yes late", SourceKeyboard, "ja", time.Minute, []string{"Eva vier"}, "e4"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tb := newTable(t, setup(nil))
			tb.Apply(Input{At: tb.Now() + time.Second, Source: SourceVoice, Text: "voice eva vier"})
			outs := tb.Apply(Input{At: tb.Now() + tc.after, Source: tc.source, Text: tc.yes})
			var said []string
			san := ""
			for _, o := range outs {
				switch o.Kind {
				case KindAnnounce, KindError:
					said = append(said, o.Say.Text)
				case KindMove:
					san = o.SAN
				}
			}
			if !reflect.DeepEqual(said, tc.say) || san != tc.san {
				t.Fatalf("said %q, move %q; want %q, %q", said, san, tc.say, tc.san)
			}
			if tc.san == "" {
				outs = tb.Apply(Input{At: tb.Now() + time.Second, Source: SourceVoice, Text: "voice ja"})
				for _, o := range outs {
					if o.Kind == KindMove {
						t.Fatalf("a late move was played by a second yes: %s", o.SAN)
					}
				}
			}
		})
	}
}

// TestVoiceKeyAsksToSpeak: the push-to-talk key asks the player to speak,
// in his earphone and his language, counts the press, leaves a move heard
// waiting, and is not what repeat says again.
func TestVoiceKeyAsksToSpeak(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{{"de", "Bitte sprechen."}, {"en", "Speak now."}, {"cs", "Mluvte."}} {
		t.Run(tc.lang, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Lang = tc.lang }))
			tb.Apply(Input{At: time.Second, Source: SourceVoice, Text: "voice eva vier"})
			outs := tb.Apply(Input{At: 2 * time.Second, Source: SourceKeyboard, Text: KeyVoice})
			if len(outs) != 1 || outs[0].Kind != KindAnnounce || outs[0].Say.Text != tc.want || outs[0].Say.Audience != Player {
				t.Fatalf("outputs %+v, want one announcement %q to the player", outs, tc.want)
			}
			if tb.VoiceKeys() != 1 || !tb.VoicePending() {
				t.Fatalf("VoiceKeys %d, pending %v; want 1, true", tb.VoiceKeys(), tb.VoicePending())
			}
			for _, o := range tb.Apply(Input{At: 3 * time.Second, Source: SourceKeyboard, Text: "repeat"}) {
				if o.Say.Text == tc.want {
					t.Errorf("repeat says the key's prompt again")
				}
			}
			var san string
			for _, o := range tb.Apply(Input{At: 4 * time.Second, Source: SourceVoice, Text: "voice " + map[string]string{"de": "ja", "en": "yes", "cs": "ano"}[tc.lang]}) {
				if o.Kind == KindMove {
					san = o.SAN
				}
			}
			if san != "e4" {
				t.Errorf("the move heard before the key was not played on yes: %q", san)
			}
		})
	}
}

// TestRepeatSkipsVoiceNotUnderstood: speech the recogniser did not
// understand is not what repeat says again; the request repeat, said
// after it, repeats the announcement before it (in a walk a German player
// asked "Zeit", then said something not understood, then "Wiederholen",
// and heard "Nicht verstanden" again, as if the repeat had not been
// understood).
func TestRepeatSkipsVoiceNotUnderstood(t *testing.T) {
	for _, tc := range []struct{ lang, time, repeat, want, notUnderstood string }{
		{"de", "zeit", "wiederholen", "Weiß, fünf Minuten", "Nicht verstanden; bitte noch einmal sagen."},
		{"en", "time", "repeat", "White, five minutes", "Not understood; please say it again."},
		{"cs", "čas", "opakovat", "Bílý, pět minut", "Nerozuměl jsem; řekněte to prosím znovu."},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Time = tc.lang, "5+0" }))
			var got []string
			for i, in := range []string{"voice " + tc.time, "voice", "voice " + tc.repeat} {
				for _, o := range tb.Apply(Input{At: time.Duration(i+1) * time.Second, Source: SourceVoice, Text: in}) {
					if o.Kind == KindAnnounce || o.Kind == KindError {
						got = append(got, o.Say.Text)
					}
				}
			}
			want := []string{tc.want, tc.notUnderstood, tc.want}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("said %q, want %q", got, want)
			}
		})
	}
}

// TestVoiceReadBackAsksForTheKey: with push-to-talk (--voice-key) the
// microphone hears nothing until the key is pressed, so the question
// after a move said back asks for the key before the yes, written and
// spoken (it asked for a yes alone, and a yes said without the press was
// never heard: the move waited in silence). Without a key it is as
// before. Exact in German, English and Czech.
func TestVoiceReadBackAsksForTheKey(t *testing.T) {
	tests := []struct {
		lang, key, heard string
		text, spoken     string
	}{
		{"de", "f5", "voice eva vier", "Bestätigen: f5 drücken und ja sagen (oder Enter); verwerfen: f5 drücken und nein sagen.", "f5 drücken, dann ja oder nein?"},
		{"en", "f5", "voice eva four", "Confirm: press f5 and say yes (or press Enter); cancel: press f5 and say no.", "Press f5, then yes or no?"},
		{"cs", "ctrl+v", "voice eva ctyri", "Potvrďte: stiskněte ctrl+v a řekněte ano (nebo Enter); zrušte: stiskněte ctrl+v a řekněte ne.", "Stiskněte ctrl+v, pak ano, nebo ne?"},
		{"de", "", "voice eva vier", "Bestätigen mit ja (oder Enter), verwerfen mit nein.", "Ja oder nein?"},
		{"en", "", "voice eva four", "Confirm with yes (or Enter), cancel with no.", "Yes or no?"},
		{"cs", "", "voice eva ctyri", "Potvrďte: ano (nebo Enter), zrušte: ne.", "Ano, nebo ne?"},
	}
	for _, tt := range tests {
		tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style = tt.lang, lateStyles[tt.lang] }))
		tb.SetVoiceKey(tt.key)
		out := typedAs(tb, SourceVoice, tt.heard)
		if len(out) == 0 {
			t.Fatalf("%s %q: nothing said", tt.lang, tt.key)
		}
		last := out[len(out)-1].Say
		if last.Text != tt.text || last.Spoken != tt.spoken {
			t.Errorf("%s %q: asked %q, spoken %q; want %q, spoken %q", tt.lang, tt.key, last.Text, last.Spoken, tt.text, tt.spoken)
		}
		if !tb.VoicePending() {
			t.Errorf("%s %q: the move does not wait", tt.lang, tt.key)
		}
	}
}

// TestVoiceNoMoveSaysTheWordsAsWritten: a move heard that is not legal
// in the position is said back in the session's spelling ("Eva čtyři",
// "Springer Felix fünf"), not in the recogniser's ASCII ("eva ctyri",
// "fuenf"), which a screen reader reads wrongly. Exact in German, English
// and Czech.
func TestVoiceNoMoveSaysTheWordsAsWritten(t *testing.T) {
	for _, tc := range []struct{ lang, heard, want string }{
		{"de", "voice springer felix fuenf", "Gehört: Springer Felix fünf. Das ist hier kein möglicher Zug; bitte noch einmal sagen."},
		{"en", "voice knight felix five", "Heard: Knight Felix five. That is not a legal move here; please say it again."},
		{"cs", "voice eva ctyri", "Slyšel jsem: Eva čtyři. To tu není možný tah; řekněte to prosím znovu."},
	} {
		tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style = tc.lang, lateStyles[tc.lang] }))
		typed(tb, "e4")
		if got := texts(typedAs(tb, SourceVoice, tc.heard)); !reflect.DeepEqual(got, []string{tc.want}) {
			t.Errorf("%s: %q, want %q", tc.lang, got, tc.want)
		}
	}
}
