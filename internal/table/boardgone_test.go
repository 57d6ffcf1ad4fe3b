package table

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestBoardGoneMidMoveIsNoIllegalMove: the VI player lifts a pawn, the
// tactile board's cable is pulled, he puts the pawn on e4 and the board
// comes back. Its snapshot is compared with what it showed before it went
// away, so e4 is the move (D.2.3) and the press completes it. Until this
// version the board came back as new: the snapshot differed from the game,
// and the press stopped the clocks for an illegal move completed on the
// board (Article 7.5), a penalty for a cable. A press while the board is
// away is refused with that reason, in the game's language. A journal
// written before (no boardGoneKept in its header) replays as it was.
func TestBoardGoneMidMoveIsNoIllegalMove(t *testing.T) {
	afterE4 := strings.Repeat("1", 12) + "0111" + strings.Repeat("0", 12) + "1" + strings.Repeat("0", 19) + strings.Repeat("1", 16)
	lines := []string{"start", "board tactile lift e2", "board tactile gone eboard.disconnected", "press",
		"board tactile snapshot " + afterE4, "press"}
	tests := []struct {
		lang, style string
		kept        bool
		want        []string
	}{
		{"en", "annexd-en", true, []string{
			"Clock started",
			"Pawn Eva two touched",
			"Tactile board: connection lost. Check its cable and power; until it is back, type the moves (pause stops the clocks to call the arbiter). Its position is read again when it returns.",
			"Press refused: the tactile board is not connected, so the move made on it cannot be read; type the move, or press again once the board is back.",
			"Eva four",
			"Pressed",
		}},
		{"de", "annexd", true, []string{
			"Uhr gestartet",
			"Bauer Eva zwei berührt",
			"Steckbrett: Verbindung unterbrochen. Kabel und Strom prüfen; bis es zurück ist, die Züge eintippen (anhalten hält die Uhren an, um den Schiedsrichter zu rufen). Seine Stellung wird dann neu gelesen.",
			"Uhrdruck abgelehnt: das Steckbrett ist nicht verbunden, der Zug darauf kann nicht gelesen werden; den Zug eintippen oder erneut drücken, sobald das Brett zurück ist.",
			"Eva vier",
			"Gedrückt",
		}},
		{"cs", "cs", true, []string{
			"Hodiny spuštěny",
			"Pěšec Eva dva dotknut",
			"Hmatová šachovnice: spojení přerušeno. Zkontrolujte kabel a napájení; než se vrátí, zapisujte tahy z klávesnice (zastavit zastaví hodiny kvůli rozhodčímu). Její postavení se pak přečte znovu.",
			"Stisk hodin odmítnut: hmatová šachovnice není připojena, tah na ní nelze přečíst; tah napište, nebo stiskněte znovu, až bude šachovnice zpět.",
			"Eva čtyři",
			"Stisknuto",
		}},
		{"en", "annexd-en", false, []string{
			"Clock started",
			"Pawn Eva two touched",
			"Tactile board: connection lost. Check its cable and power; until it is back, type the moves (pause stops the clocks to call the arbiter). Its position is read again when it returns.",
			"Press refused: the move is not yet made on the tactile board (the piece on its new square, the captured piece removed).",
			"Tactile board: Eva two: white pawn missing. Eva four: a piece too many. Remove piece from Eva four. Put white pawn on Eva two.",
			"Illegal move completed by White on the tactile board: clocks stopped (Article 7.5). The arbiter is called: arbiter illegal white restores the position before it and gives the penalty.",
		}},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s/kept=%v", tc.lang, tc.kept), func(t *testing.T) {
			tb := newTable(t, tournament(func(s *Setup) {
				s.Tactile, s.Lang, s.Style, s.Time = BoardVirtual, tc.lang, tc.style, "90+30"
				s.BoardGoneKept = tc.kept
			}))
			got := texts(typed(tb, lines...))
			equalLines(t, got, tc.want)
			moves := tb.game.g.Moves()
			if tc.kept && len(moves) != 1 {
				t.Errorf("moves %v, want e4", moves)
			}
		})
	}
}

// TestBoardGoneAfterLineNoiseIsSaid: a failing cable garbles a line
// (the driver's fault, said once), then drops. Until this version the
// fault of the episode hid the going away: nothing said the board was
// gone, a press meanwhile was refused as a move not made (and logged as a
// press without a move), and its return was not said. Now the board's
// going away is said after a fault too, with what to do, and the press is
// refused as made on a board that cannot be read. A journal written
// before (no goneAfterFault in its header) replays as it was.
func TestBoardGoneAfterLineNoiseIsSaid(t *testing.T) {
	afterE4 := strings.Repeat("1", 12) + "0111" + strings.Repeat("0", 12) + "1" + strings.Repeat("0", 19) + strings.Repeat("1", 16)
	lines := []string{"start", "board tactile lift e2", "board tactile fault eboard.noise tactile.garbled(1)",
		"board tactile gone eboard.disconnected", "press", "board tactile snapshot " + afterE4, "press"}
	tests := []struct {
		lang, style string
		gone        bool
		want        []string
	}{
		{"en", "annexd-en", true, []string{
			"Clock started",
			"Pawn Eva two touched",
			"The tactile board reports a fault; play goes on, and the board is checked again when it sends a whole picture; the report: line noise: a garbled line from the board was dropped (1 so far); asking for a snapshot; if it goes on, check the board's cable and plugs.",
			"Tactile board: connection lost. Check its cable and power; until it is back, type the moves (pause stops the clocks to call the arbiter). Its position is read again when it returns.",
			"Press refused: the tactile board is not connected, so the move made on it cannot be read; type the move, or press again once the board is back.",
			"Eva four",
			"Pressed",
		}},
		{"de", "annexd", true, []string{
			"Uhr gestartet",
			"Bauer Eva zwei berührt",
			"Das Steckbrett meldet eine Störung; gespielt wird weiter, das Brett wird neu abgeglichen, sobald es wieder ein ganzes Bild schickt; die Meldung: Leitungsstörung: eine verstümmelte Zeile vom Brett wurde verworfen (bisher 1); das Brett wird nach seiner Stellung gefragt; wenn das anhält, Kabel und Stecker des Bretts prüfen.",
			"Steckbrett: Verbindung unterbrochen. Kabel und Strom prüfen; bis es zurück ist, die Züge eintippen (anhalten hält die Uhren an, um den Schiedsrichter zu rufen). Seine Stellung wird dann neu gelesen.",
			"Uhrdruck abgelehnt: das Steckbrett ist nicht verbunden, der Zug darauf kann nicht gelesen werden; den Zug eintippen oder erneut drücken, sobald das Brett zurück ist.",
			"Eva vier",
			"Gedrückt",
		}},
		{"cs", "cs", true, []string{
			"Hodiny spuštěny",
			"Pěšec Eva dva dotknut",
			"Poruchu hlásí hmatová šachovnice; hraje se dál, šachovnice se znovu porovná, jakmile pošle celý obraz; hlášení: rušení na lince: poškozený řádek ze šachovnice byl zahozen (zatím 1); šachovnice je požádána o pozici; pokud to trvá, zkontrolujte kabel a konektory šachovnice.",
			"Hmatová šachovnice: spojení přerušeno. Zkontrolujte kabel a napájení; než se vrátí, zapisujte tahy z klávesnice (zastavit zastaví hodiny kvůli rozhodčímu). Její postavení se pak přečte znovu.",
			"Stisk hodin odmítnut: hmatová šachovnice není připojena, tah na ní nelze přečíst; tah napište, nebo stiskněte znovu, až bude šachovnice zpět.",
			"Eva čtyři",
			"Stisknuto",
		}},
		{"en", "annexd-en", false, []string{
			"Clock started",
			"Pawn Eva two touched",
			"The tactile board reports a fault; play goes on, and the board is checked again when it sends a whole picture; the report: line noise: a garbled line from the board was dropped (1 so far); asking for a snapshot; if it goes on, check the board's cable and plugs.",
			"Press refused: the move is not yet made on the tactile board (the piece on its new square, the captured piece removed).",
			"Eva four",
			"Pressed",
		}},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s/gone=%v", tc.lang, tc.gone), func(t *testing.T) {
			tb := newTable(t, tournament(func(s *Setup) {
				s.Tactile, s.Lang, s.Style, s.Time = BoardVirtual, tc.lang, tc.style, "90+30"
				s.GoneAfterFault = tc.gone
			}))
			got := texts(typed(tb, lines...))
			equalLines(t, got, tc.want)
			if moves := tb.game.g.Moves(); len(moves) != 1 {
				t.Errorf("moves %v, want e4", moves)
			}
		})
	}
}

// TestResumedBoardIsSaid: after a crash the game is resumed, the board's
// driver opens its port again and the board sends its whole position.
// Until this version nothing was said when it showed what it showed
// before the crash (the game knew it already): the assistant could not
// tell whether the board was there and in step. Now its first whole
// position after the resume is said as board says it, in step or the
// steps; only the first.
func TestResumedBoardIsSaid(t *testing.T) {
	start := strings.Repeat("1", 16) + strings.Repeat("0", 32) + strings.Repeat("1", 16)
	afterE4 := strings.Repeat("1", 12) + "0111" + strings.Repeat("0", 12) + "1" + strings.Repeat("0", 19) + strings.Repeat("1", 16)
	tests := []struct {
		lang, style, snapshot string
		want                  []string
	}{
		{"en", "annexd-en", afterE4, []string{"The tactile board shows the game's position."}},
		{"de", "annexd", afterE4, []string{"Das Steckbrett stimmt mit der Partie überein."}},
		{"cs", "cs", afterE4, []string{"Hmatová šachovnice ukazuje pozici partie."}},
		{"en", "annexd-en", start, []string{"Tactile board: Eva two: a white pawn too many. Eva four: white pawn missing. Pawn from Eva two to Eva four."}},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			tb := newTable(t, tournament(func(s *Setup) {
				s.Tactile, s.Lang, s.Style, s.Time = BoardVirtual, tc.lang, tc.style, "90+30"
			}))
			typed(tb, "start", "board tactile snapshot "+start, "board tactile lift e2", "board tactile place e4", "press")
			tb.Apply(Input{At: tb.Now() + time.Second, Source: SourceSystem, Text: InputResumed})
			got := texts(typed(tb, "board tactile snapshot "+tc.snapshot))
			equalLines(t, got, tc.want)
			if got := texts(typed(tb, "board tactile snapshot "+tc.snapshot)); tc.snapshot == afterE4 && len(got) != 0 {
				t.Errorf("second snapshot said %q, want nothing", got)
			}
		})
	}
}
