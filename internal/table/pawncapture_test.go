package table

import (
	"reflect"
	"strings"
	"testing"
)

// TestPawnMoveWithoutItsFileIsNoCapture: after 1.e4 d5, a pawn move typed
// or said without the file it leaves ("d5", "Pd5", "David fünf", "Bauer
// David fünf", "voice david fuenf") is the pawn's move straight ahead
// (Annex C.9.3: a pawn capture names the file, "exd5"), which no pawn can
// make: it is refused and nothing is played (it used to play exd5). In
// casual play the refusal says why and names the capture; in tournament
// play it says only that the move is illegal (no hint at the board). The
// capture written with its file is played. In German, English and Czech.
func TestPawnMoveWithoutItsFileIsNoCapture(t *testing.T) {
	type step struct {
		in  string
		say []string
	}
	cases := []struct {
		lang, style string
		casual      bool
		steps       []step
	}{
		{"de", "annexd", true, []step{
			{"d5", []string{"Unmöglicher Zug: d5. Ohne Linie ist das ein Bauernzug geradeaus, den hier kein Bauer machen kann; ein schlagender Bauer nennt die Linie, von der er kommt: Eva schlägt David fünf. Weiß am Zug."}},
			{"Pd5", []string{"Unmöglicher Zug: Pd5. Ohne Linie ist das ein Bauernzug geradeaus, den hier kein Bauer machen kann; ein schlagender Bauer nennt die Linie, von der er kommt: Eva schlägt David fünf. Weiß am Zug."}},
			{"Bauer David fünf", []string{"Unmöglicher Zug: Bauer David fünf. Gemeint: David drei oder David vier oder Eva fünf oder Eva schlägt David fünf? Weiß am Zug."}},
			{"voice david fuenf", []string{"Gehört: David fünf. Das ist hier kein möglicher Zug; bitte noch einmal sagen."}},
			{"ed5", []string{"Eva schlägt David fünf"}},
		}},
		{"en", "annexd-en", true, []step{
			{"d5", []string{"Illegal move: d5. Without a file it is a pawn's move straight ahead, which no pawn can make here; a pawn capture names the file it leaves: Eva takes David five. White to move."}},
			{"pawn David five", []string{"Illegal move: pawn David five. Did you mean David three or David four or Eva five or Eva takes David five? White to move."}},
			{"voice david five", []string{"Heard: David five. That is not a legal move here; please say it again."}},
			{"exd5", []string{"Eva takes David five"}},
		}},
		{"cs", "cs", true, []step{
			{"d5", []string{"Nemožný tah: d5. Bez sloupce je to tah pěšce rovně vpřed, který tu žádný pěšec udělat nemůže; braní pěšcem uvádí sloupec, ze kterého pěšec táhne: Eva bere David pět. Bílý na tahu."}},
			{"David pět", []string{"Nemožný tah: David pět. Myslíte David tři nebo David čtyři nebo Eva pět nebo Eva bere David pět? Bílý na tahu."}},
			{"voice david pet", []string{"Slyšel jsem: David pět. To tu není možný tah; řekněte to prosím znovu."}},
			{"Eva bere David pět", []string{"Eva bere David pět"}},
		}},
		{"de", "annexd", false, []step{
			{"d5", []string{"Unmöglicher Zug: d5. Weiß am Zug."}},
			{"David fünf", []string{"Unmöglicher Zug: David fünf. Weiß am Zug."}},
			{"exd5", []string{"Eva schlägt David fünf"}},
		}},
		{"en", "annexd-en", false, []step{
			{"d5", []string{"Illegal move: d5. White to move."}},
			{"David five", []string{"Illegal move: David five. White to move."}},
		}},
		{"cs", "cs", false, []step{
			{"d5", []string{"Nemožný tah: d5. Bílý na tahu."}},
			{"David pět", []string{"Nemožný tah: David pět. Bílý na tahu."}},
		}},
	}
	for _, tc := range cases {
		s := tournament(func(s *Setup) { s.Lang, s.Style = tc.lang, tc.style })
		if tc.casual {
			s = setup(func(s *Setup) { s.Lang, s.Style = tc.lang, tc.style })
		}
		tb := newTable(t, s)
		typed(tb, "e4", "press", "d5", "press")
		for _, st := range tc.steps {
			out := typed(tb, st.in)
			var said, played []string
			for _, o := range out {
				switch o.Kind {
				case KindAnnounce, KindError:
					said = append(said, o.Say.Text)
				case KindMove:
					played = append(played, o.SAN)
				}
			}
			// Only the capture written with its file is played.
			if want := []string{"exd5"}; !reflect.DeepEqual(played, want) && (len(played) > 0 || st.in == "exd5" || st.in == "ed5" || st.in == "Eva bere David pět") {
				t.Errorf("%s %q: played %q", tc.lang, st.in, played)
			}
			if !reflect.DeepEqual(said, st.say) {
				t.Errorf("%s casual=%v %q: said\n%q\nwant\n%q", tc.lang, tc.casual, st.in, said, st.say)
			}
		}
	}
}

// TestOldJournalReplaysAPawnCaptureWithoutItsFile: a journal written
// before a pawn capture had to name its file (its header has no
// pawnCaptureFile) replays as it was played: there "d5" after 1.e4 d5
// was exd5, typed or in words, so its later moves stay the game's. A new
// header says pawnCaptureFile, and such a game refuses it.
func TestOldJournalReplaysAPawnCaptureWithoutItsFile(t *testing.T) {
	old, err := UnmarshalSetup([]byte(`{"me":"white","chess960":-1,"style":"annexd","lang":"de","setting":"casual","strayKeysRefused":true,"questionsStopClock":true}`))
	if err != nil {
		t.Fatal(err)
	}
	if old.PawnCaptureFile {
		t.Fatal("an old header's setup makes a pawn capture name its file")
	}
	for _, line := range []string{"d5", "David fünf", "voice david fuenf"} {
		tb := newTable(t, old)
		typed(tb, "e4", "d5", line)
		if line == "voice david fuenf" {
			typed(tb, "ja")
		}
		if got := pgnText(tb); !strings.Contains(got, "1. e4 d5 2. exd5") {
			t.Errorf("%q in an old journal: %s, want 2. exd5", line, got)
		}
	}
	raw, err := MarshalSetup(DefaultSetup())
	if err != nil || !strings.Contains(string(raw), `"pawnCaptureFile":true`) {
		t.Errorf("a new header lacks pawnCaptureFile: %s (%v)", raw, err)
	}
	s, err := UnmarshalSetup(raw)
	if err != nil || !s.PawnCaptureFile {
		t.Fatalf("a new header read back: %+v (%v)", s, err)
	}
	s.Setting = SettingCasual
	tb := newTable(t, s)
	typed(tb, "e4", "d5", "d5")
	if got := pgnText(tb); strings.Contains(got, "exd5") {
		t.Errorf("d5 in a new game played exd5: %s", got)
	}
}
