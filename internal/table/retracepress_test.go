package table

import (
	"slices"
	"testing"
)

// TestPressAfterARetraceCarriesTheStepsOfTheBoard: after a retrace (Annex
// D.2.9) the VI player's tactile board, which senses only presence, still
// shows his move the retrace struck out (3. Bc4): it is told its steps
// with the retrace, and his press is refused with those steps, not as a
// move not yet made; once the board is set right, a press without a move
// is refused as before. In de, en and cs.
func TestPressAfterARetraceCarriesTheStepsOfTheBoard(t *testing.T) {
	tests := []struct {
		lang, style, yes, resume string
		told, refused, inStep    string
		notMade                  string
	}{
		{"de", "annexd", "ja", "weiter",
			"Steckbrett: Felix eins: weißer Läufer fehlt. Cesar vier: ein weißer Läufer zu viel. Läufer von Cesar vier nach Felix eins.",
			"Uhrdruck abgelehnt: das Steckbrett zeigt nicht die Stellung der Partie; erst das Brett richtig stellen (Anhang D.2.4). Läufer von Cesar vier nach Felix eins.",
			"Das Steckbrett stimmt wieder.",
			"Uhrdruck abgelehnt: der Zug ist auf dem Steckbrett noch nicht ausgeführt (Stein auf dem neuen Feld, geschlagener Stein entfernt)."},
		{"en", "annexd-en", "yes", "resume",
			"Tactile board: Felix one: white bishop missing. Cesar four: a white bishop too many. Bishop from Cesar four to Felix one.",
			"Press refused: the tactile board does not show the game's position; first set it right (Annex D.2.4). Bishop from Cesar four to Felix one.",
			"The tactile board is in step again.",
			"Press refused: the move is not yet made on the tactile board (the piece on its new square, the captured piece removed)."},
		{"cs", "cs", "ano", "pokračovat",
			"Hmatová šachovnice: Felix jedna: chybí bílý střelec. Cesar čtyři: navíc bílý střelec. Střelec z Cesar čtyři na Felix jedna.",
			"Stisk hodin odmítnut: hmatová šachovnice neukazuje pozici partie; nejprve šachovnici srovnejte podle partie (příloha D.2.4). Střelec z Cesar čtyři na Felix jedna.",
			"Hmatová šachovnice opět souhlasí s partií.",
			"Stisk hodin odmítnut: hmatová šachovnice ještě neukazuje provedený tah (kámen na novém poli, sebraný kámen odstraněn)."},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			tb := boardTable(t, func(s *Setup) { s.Lang, s.Style, s.Setting, s.Time = tt.lang, tt.style, SettingTournament, "90+30" })
			// 1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6, the tactile board one move
			// behind (Nf6 not copied), then a retrace to 2... Nc6.
			typed(tb, "start", "board tactile lift e2", "board tactile place e4", "press", "board sighted lift e2", "board sighted place e4",
				"board sighted lift e7", "board sighted place e5", "press", "board tactile lift e7", "board tactile place e5",
				"board tactile lift g1", "board tactile place f3", "press", "board sighted lift g1", "board sighted place f3", "board sighted lift b8", "board sighted place c6", "press",
				"board tactile lift b8", "board tactile place c6", "board tactile lift f1", "board tactile place c4", "press", "board sighted lift f1", "board sighted place c4", "board sighted lift g8", "board sighted place f6", "press",
				"arbiter retrace 2...")
			got := texts(typed(tb, tt.yes))
			if len(got) == 0 || got[len(got)-1] != tt.told {
				t.Errorf("retrace: the last line %q, want %q", got, tt.told)
			}
			typed(tb, tt.resume)
			if got := texts(typed(tb, "press")); !slices.Equal(got, []string{tt.refused}) {
				t.Errorf("press after the retrace:\n got %q\nwant %q", got, tt.refused)
			}
			if got := texts(typed(tb, "board tactile lift c4", "board tactile place f1")); !slices.Equal(got, []string{tt.inStep}) {
				t.Errorf("the board set right: %q, want %q", got, tt.inStep)
			}
			if got := texts(typed(tb, "press")); !slices.Equal(got, []string{tt.notMade}) {
				t.Errorf("press with the board set right:\n got %q\nwant %q", got, tt.notMade)
			}
		})
	}
}
