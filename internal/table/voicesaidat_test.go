package table

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestVoiceLine: the recogniser's line carries the instant its words
// ended, to the millisecond, after "voice"; any other line is left as it
// is.
func TestVoiceLine(t *testing.T) {
	tests := []struct {
		line string
		said time.Duration
		want string
	}{
		{"voice ja", 12345 * time.Millisecond, "voice @12.345 ja"},
		{"voice", 2 * time.Second, "voice @2.000"},
		{"voice eva vier | eva drei", 61*time.Second + 5*time.Millisecond, "voice @61.005 eva vier | eva drei"},
		{"voice ano", -time.Second, "voice @0.000 ano"},
		{"voiced ja", time.Second, "voiced ja"},
		{"board tactile e2", time.Second, "board tactile e2"},
	}
	for _, tc := range tests {
		if got := VoiceLine(tc.line, tc.said); got != tc.want {
			t.Errorf("VoiceLine(%q, %v) = %q, want %q", tc.line, tc.said, got, tc.want)
		}
	}
}

// TestVoiceYesJudgedWhenSaid: in each language a spoken yes is judged by
// the instant its line says it was said (VoiceLine), not by when the
// table got it: a yes said 5 s after the read-back confirms the move
// though it reached the table 20 s after it (a recogniser far behind);
// one said 8.5 s after is too late however soon it comes; one said
// before the read-back (a recogniser far behind, which said the move
// back late: the player never heard it, the yes may be a bystander's) is
// refused and the move waits, so that a yes said after it plays it (until
// session 20 it was taken); an instant after the line's own (none a
// microphone gives) counts as the line's.
// A game set up before the instants existed (no VoiceSaidAt, an old
// journal) judges the yes by when the table got it, and takes a line
// with an instant as words, as it did.
func TestVoiceYesJudgedWhenSaid(t *testing.T) {
	type lang struct {
		lang, style, move, yes, played, late, notMove, early string
	}
	langs := []lang{
		{"de", "annexd", "voice eva vier", "ja", "Eva vier",
			"Das Ja kam zu spät (mehr als 8 Sekunden nach der Rückfrage); der gehörte Zug ist verworfen. Bitte den Zug noch einmal sagen.",
			"Gehört: @5.000 ja. Das ist hier kein möglicher Zug; bitte noch einmal sagen.",
			"Dieses Ja kam vor der Frage; bitte danach noch einmal Ja sagen."},
		{"en", "annexd-en", "voice eva four", "yes", "Eva four",
			"The yes came too late (more than 8 seconds after the question); the move heard is cancelled. Please say the move again.",
			"Heard: @5.000 yes. That is not a legal move here; please say it again.",
			"That yes came before the question; say yes again after it."},
		{"cs", "cs", "voice eva ctyri", "ano", "Eva čtyři",
			"Ano přišlo pozdě (víc než 8 sekund po otázce); slyšený tah je zrušen. Řekněte prosím tah znovu.",
			"Slyšel jsem: @5.000 ano. To tu není možný tah; řekněte to prosím znovu.",
			"To ano přišlo před otázkou; řekněte ano znovu až po ní."},
	}
	// The move is said back at 1 s.
	tests := []struct {
		name   string
		old    bool          // a game set up before VoiceSaidAt
		said   time.Duration // the instant the yes line carries; <0: none
		at     time.Duration // when the table gets it
		result func(l lang) (string, string)
	}{
		{"said in time, got late", false, 6 * time.Second, 21 * time.Second, func(l lang) (string, string) { return l.played, "e4" }},
		{"said late, got at once", false, 9500 * time.Millisecond, 9600 * time.Millisecond, func(l lang) (string, string) { return l.late, "" }},
		{"said at the window's end", false, 9 * time.Second, 30 * time.Second, func(l lang) (string, string) { return l.played, "e4" }},
		{"said before the read-back", false, 900 * time.Millisecond, 3 * time.Second, func(l lang) (string, string) { return l.early, "" }},
		{"said as the move was said back", false, time.Second, 3 * time.Second, func(l lang) (string, string) { return l.played, "e4" }},
		{"an instant after the line's", false, time.Hour, 3 * time.Second, func(l lang) (string, string) { return l.played, "e4" }},
		{"no instant, got late", false, -1, 21 * time.Second, func(l lang) (string, string) { return l.late, "" }},
		{"old game, words with an instant", true, 5 * time.Second, 6 * time.Second, func(l lang) (string, string) { return l.notMove, "" }},
	}
	for _, l := range langs {
		for _, tc := range tests {
			t.Run(l.lang+" "+tc.name, func(t *testing.T) {
				tb := newTable(t, setup(func(s *Setup) {
					s.Lang, s.Style = l.lang, l.style
					s.VoiceSaidAt = !tc.old
				}))
				tb.Apply(Input{At: time.Second, Source: SourceVoice, Text: l.move})
				yes := "voice " + l.yes
				if tc.said >= 0 {
					yes = VoiceLine(yes, tc.said)
				}
				var said []string
				san := ""
				for _, o := range tb.Apply(Input{At: tc.at, Source: SourceVoice, Text: yes}) {
					switch o.Kind {
					case KindAnnounce, KindError:
						said = append(said, o.Say.Text)
					case KindMove:
						san = o.SAN
					}
				}
				wantSay, wantSAN := tc.result(l)
				if !reflect.DeepEqual(said, []string{wantSay}) || san != wantSAN {
					t.Fatalf("%q at %v: said %q, move %q\nwant %q, move %q", yes, tc.at, said, san, wantSay, wantSAN)
				}
				if san == "" {
					// The move is dropped: no later yes plays it; or,
					// refused as said before the read-back, it waits,
					// and a yes said after the read-back plays it.
					// An old game's line with an instant is words,
					// and the move waits too; its second line is words.
					waits := wantSay == l.early
					if tb.VoicePending() != (waits || tc.old) {
						t.Fatalf("the move waits: %v, want %v", tb.VoicePending(), waits || tc.old)
					}
					played := ""
					for _, o := range tb.Apply(Input{At: tc.at + time.Second, Source: SourceVoice, Text: VoiceLine("voice "+l.yes, tc.at)}) {
						if o.Kind == KindMove {
							played = o.SAN
						}
					}
					if waits && played != "e4" || !waits && played != "" {
						t.Fatalf("a second yes said after the read-back played %q (the move waited: %v)", played, waits)
					}
				}
			})
		}
	}
}

// TestVoiceSaidAtInTheJournal: a new game's setup has VoiceSaidAt and
// the journal's header keeps it; a header written before it (none)
// replays without it, as the game was played.
func TestVoiceSaidAtInTheJournal(t *testing.T) {
	b, err := MarshalSetup(DefaultSetup())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"voiceSaidAt":true`) {
		t.Errorf("the header lacks voiceSaidAt: %s", b)
	}
	s, err := UnmarshalSetup(b)
	if err != nil || !s.VoiceSaidAt {
		t.Errorf("read back: VoiceSaidAt %v, %v", s.VoiceSaidAt, err)
	}
	s, err = UnmarshalSetup([]byte(`{"me":"white","chess960":-1,"style":"annexd","setting":"tournament","retraceInWords":true}`))
	if err != nil || s.VoiceSaidAt {
		t.Errorf("an older header: VoiceSaidAt %v, %v", s.VoiceSaidAt, err)
	}
}

// TestVoiceYesBeforeTheQuestion: a question of confirmStep (resign,
// asked at 10 s) is not answered by a spoken yes said before it (at
// 9.5 s, the line reaching the table at 11 s from a recogniser far
// behind): the yes is refused, the question waits, and a yes said after
// it carries it out. A yes without an instant is judged as before: the
// table got it after the question, so it answers it.
func TestVoiceYesBeforeTheQuestion(t *testing.T) {
	tests := []struct {
		lang, yes, early, resigned string
	}{
		{"de", "ja", "Dieses Ja kam vor der Frage; bitte danach noch einmal Ja sagen.", "Weiß gibt auf"},
		{"en", "yes", "That yes came before the question; say yes again after it.", "White resigns"},
		{"cs", "ano", "To ano přišlo před otázkou; řekněte ano znovu až po ní.", "Bílý se vzdává"},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Lang = tc.lang }))
			tb.Apply(Input{At: 10 * time.Second, Source: SourceKeyboard, Text: "resign white"})
			if !tb.Confirming() {
				t.Fatal("resign white asks no question")
			}
			got := texts(tb.Apply(Input{At: 11 * time.Second, Source: SourceVoice, Text: VoiceLine("voice "+tc.yes, 9500*time.Millisecond)}))
			if !reflect.DeepEqual(got, []string{tc.early}) || !tb.Confirming() || tb.Over() {
				t.Fatalf("a yes said before the question: %q, question waits %v, over %v; want %q, waiting", got, tb.Confirming(), tb.Over(), tc.early)
			}
			got = texts(tb.Apply(Input{At: 12 * time.Second, Source: SourceVoice, Text: VoiceLine("voice "+tc.yes, 11500*time.Millisecond)}))
			if len(got) == 0 || got[0] != tc.resigned || !tb.Over() {
				t.Fatalf("a yes said after the question: %q, over %v; want %q first", got, tb.Over(), tc.resigned)
			}
		})
	}
	// Without an instant the yes is judged by when the table got it.
	tb := newTable(t, setup(func(s *Setup) { s.Lang = "en" }))
	tb.Apply(Input{At: 10 * time.Second, Source: SourceKeyboard, Text: "resign white"})
	if got := texts(tb.Apply(Input{At: 11 * time.Second, Source: SourceVoice, Text: "voice yes"})); len(got) == 0 || got[0] != "White resigns" || !tb.Over() {
		t.Fatalf("a yes without an instant: %q, over %v", got, tb.Over())
	}
}
