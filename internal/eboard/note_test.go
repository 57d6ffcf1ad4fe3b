package eboard

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestNoteSaidInEachLanguage: a driver's Note is said in German, English
// and Czech, word for word, its nested Notes and plural forms too.
func TestNoteSaidInEachLanguage(t *testing.T) {
	tests := []struct {
		name       string
		n          Note
		de, en, cs string
	}{
		{"noise, plural one", Say("eboard.noise", Say("eboard.skipped", 1, 1)),
			"Leitungsstörung: 1 Byte vom Brett übersprungen (bisher 1); wenn das anhält, Kabel und Stecker des Bretts prüfen",
			"line noise: 1 byte from the board skipped (1 so far); if it goes on, check the board's cable and plugs",
			"rušení na lince: 1 bajt ze šachovnice přeskočen (zatím 1); pokud to trvá, zkontrolujte kabel a konektory šachovnice"},
		{"noise, Czech few", Say("eboard.skipped", 3, 7),
			"Leitungsstörung: 3 Bytes vom Brett übersprungen (bisher 7)",
			"line noise: 3 bytes from the board skipped (7 so far)",
			"rušení na lince: 3 bajty ze šachovnice přeskočeny (zatím 7)"},
		{"noise, Czech many", Say("eboard.skipped", 12, 40),
			"Leitungsstörung: 12 Bytes vom Brett übersprungen (bisher 40)",
			"line noise: 12 bytes from the board skipped (40 so far)",
			"rušení na lince: 12 bajtů ze šachovnice přeskočeno (zatím 40)"},
		{"a square", Say("tactile.lift-empty", rules.SquareAt(4, 3)),
			"das Brett meldet ein Abheben vom leeren Feld e4",
			"the board reports a lift from the empty square e4",
			"šachovnice hlásí zvednutí z prázdného pole e4"},
		{"an error of the catalogs", DisconnectedNote(errNote(catalog.Errorf("eboard.not-connected"))),
			"das Brett ist nicht verbunden; Kabel und Stromversorgung des Bretts prüfen. Die Stellung wird neu gelesen, sobald das Brett wieder da ist",
			"the board is not connected; check the board's cable and power. The position is read again when the board is back",
			"šachovnice není připojena; zkontrolujte kabel a napájení šachovnice. Až bude šachovnice zpět, pozice se načte znovu"},
		{"another error as its text", errNote(errors.New("input/output error")),
			"input/output error", "input/output error", "input/output error"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, w := range []struct {
				lang catalog.Lang
				want string
			}{{catalog.German, tc.de}, {catalog.English, tc.en}, {catalog.Czech, tc.cs}} {
				if got := tc.n.SayIn(catalog.For(w.lang)); got != w.want {
					t.Errorf("%s: got %q, want %q", w.lang, got, w.want)
				}
			}
			if got := tc.n.Text(); got != tc.en {
				t.Errorf("Text(): got %q, want %q", got, tc.en)
			}
		})
	}
}

// TestNoteCodeForm: the code form a journal keeps, read back as the same
// Note, also after the journal's reader split the line into words and
// joined them with one space.
func TestNoteCodeForm(t *testing.T) {
	tests := []struct {
		n    Note
		code string
	}{
		{Say("dgt.no-answer"), "dgt.no-answer"},
		{Say("eboard.noise", Say("eboard.skipped", 3, 5)), "eboard.noise eboard.skipped(3 5)"},
		{Say("tactile.version", 2, 1), "tactile.version 2 1"},
		{Say("certabo.spare-chip", rules.SquareAt(4, 3)), `certabo.spare-chip "e4"`},
		{Say("tactile.board-reports", `overflow  "8 events"  lost`), `tactile.board-reports "overflow \x20\"8 events\" \x20lost"`},
		{Say("eboard.back", Say("dgt.board")), "eboard.back dgt.board()"},
		{Say("eboard.noise", Say("eboard.line-noise", Say("tactile.detail", Say("tactile.malformed"), "x\ny"))),
			`eboard.noise eboard.line-noise(tactile.detail(tactile.malformed() "x\ny"))`},
	}
	for _, tc := range tests {
		if got := tc.n.String(); got != tc.code {
			t.Errorf("String() = %s, want %s", got, tc.code)
		}
		back, ok := ParseNote(strings.Join(strings.Fields(tc.n.String()), " "))
		if !ok || back != tc.n {
			t.Errorf("ParseNote(%s) = %s, %v; want it back", tc.code, back, ok)
		}
		if back.Text() != tc.n.Text() {
			t.Errorf("%s read back says %q, want %q", tc.code, back.Text(), tc.n.Text())
		}
	}
}

// TestParseNoteRefuses: the free text of an old journal and malformed
// code forms are no Note (the table shows such a line as it was).
func TestParseNoteRefuses(t *testing.T) {
	for _, s := range []string{
		"",
		"line noise: 3 bytes from the board skipped (3 so far); if it goes on, check the board's cable and plugs",
		"the port is open but no DGT board answers; is the board switched on, and is this its port?",
		"cable pulled",
		"eboard.no-such-key",
		"eboard.skipped",                    // a verb without its argument
		"dgt.no-answer 3",                   // an argument too many
		`eboard.skipped "3" "5"`,            // strings where numbers belong
		"eboard.noise eboard.skipped(3 5",   // unclosed
		"eboard.noise eboard.skipped(3  5)", // two spaces inside
		"eboard.noise nosuch.key(3)",
		"eboard.noise eboard.skipped(3 5)x",
		`eboard.noise "unterminated`,
		"tactile.version 02 1", // not the decimal form
		"eboard.noise " + strings.Repeat("eboard.noise(", 20) + `"x"` + strings.Repeat(")", 20),
	} {
		if n, ok := ParseNote(s); ok {
			t.Errorf("ParseNote(%q) = %s, want none", s, n)
		}
	}
}

// FuzzParseNote: whatever a journal line holds, ParseNote does not panic;
// a Note it reads writes itself back to the same code form, which reads
// back to the same Note, and is said in every language without a missing
// argument.
func FuzzParseNote(f *testing.F) {
	for _, s := range []string{
		"eboard.noise eboard.skipped(3 5)", `certabo.spare-chip "e4"`, "dgt.no-answer",
		"tactile.version 2 1", "line noise: x", `eboard.noise eboard.line-noise(tactile.detail(tactile.malformed() "x\ny"))`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, ok := ParseNote(s)
		if !ok {
			return
		}
		back, ok := ParseNote(n.String())
		if !ok || back != n {
			t.Fatalf("%q: read %s, which reads back as %s, %v", s, n, back, ok)
		}
		for _, l := range []catalog.Lang{catalog.German, catalog.English, catalog.Czech} {
			c := catalog.For(l)
			if said := n.SayIn(c); strings.Contains(said, "%!") {
				t.Fatalf("%q said in %s: %q", s, l, said)
			}
			// Every sentence of the Note is in the catalog: a missing
			// one would be said "[key]" (an argument may itself begin
			// with "[", such as a port's name).
			for _, key := range noteKeys(n) {
				if !c.Has(key) {
					t.Fatalf("%q: sentence %s missing in %s", s, key, l)
				}
			}
		}
	})
}

// noteKeys returns the keys of n and of every Note among its arguments,
// however deep.
func noteKeys(n Note) []string {
	keys := []string{n.Key()}
	for _, a := range n.Args() {
		if sub, ok := a.(Note); ok {
			keys = append(keys, noteKeys(sub)...)
		}
	}
	return keys
}

// TestEventsSaidInEveryLanguage: every kind of event, every piece and
// every state of a clock is said in each language from the catalogs (the
// keys made up from names all exist), and in English as String says it.
func TestEventsSaidInEveryLanguage(t *testing.T) {
	var events []Event
	e4 := rules.SquareAt(4, 3)
	for _, c := range []rules.Color{rules.White, rules.Black} {
		for _, pt := range []rules.PieceType{rules.Pawn, rules.Knight, rules.Bishop, rules.Rook, rules.Queen, rules.King} {
			events = append(events, Event{Type: Lift, Square: e4, Piece: rules.MakePiece(c, pt)}, Event{Type: Place, Square: e4, Piece: rules.MakePiece(c, pt)})
		}
	}
	events = append(events, Event{Type: Lift, Square: e4}, Event{Type: Place, Square: e4},
		Event{Type: Snapshot}, Event{Type: Snapshot, HasBoard: true, Occupied: StartOccupancy}, Event{Type: Button, Button: 2},
		Event{Type: Connected}, Event{Type: Disconnected}, Event{Type: Error}, Event{Type: Resync})
	for _, st := range []ClockState{{}, {Connected: true}, {Connected: true, Running: true}, {Connected: true, Running: true, LeftToMove: true},
		{Connected: true, RightToMove: true, LeftFlag: true, RightFlag: true, BatteryLow: true}, {Connected: true, Running: true, RightToMove: true}, {Connected: true, LeftToMove: true}} {
		events = append(events, Event{Type: Clock, Clock: st})
	}
	for _, e := range events {
		for _, l := range catalog.Langs() {
			if said := e.SayIn(catalog.For(l)); strings.Contains(said, "[") || strings.Contains(said, "%!") {
				t.Errorf("%s in %s: %q", e.Type, l, said)
			}
		}
	}
	tests := []struct {
		e          Event
		de, en, cs string
	}{
		{Event{Type: Place, Square: e4, Piece: rules.MakePiece(rules.Black, rules.Queen)}, "Absetzen e4 schwarze Dame", "place e4 black queen", "položení e4 černá dáma"},
		{Event{Type: Snapshot, HasBoard: true, Occupied: StartOccupancy}, "Gesamtbild, 32 Figuren", "snapshot, 32 pieces", "snímek, 32 figur"},
		{Event{Type: Clock, Clock: ClockState{Connected: true, Left: 65e9, Right: 3e9, Running: true, RightToMove: true}},
			"Uhr: links 0:01:05, rechts 0:00:03, rechts läuft", "clock: left 0:01:05, right 0:00:03, right running", "hodiny: vlevo 0:01:05, vpravo 0:00:03, běží vpravo"},
		{func() Event { e := Event{Type: Error}; e.SetNote(Say("dgt.no-answer")); return e }(),
			"Fehler: der Anschluss ist offen, aber kein DGT-Brett antwortet; ist das Brett eingeschaltet, und ist das sein Anschluss?",
			"error: the port is open but no DGT board answers; is the board switched on, and is this its port?",
			"chyba: port je otevřený, ale žádná šachovnice DGT neodpovídá; je šachovnice zapnutá a je to její port?"},
	}
	for _, tc := range tests {
		for l, want := range map[catalog.Lang]string{catalog.German: tc.de, catalog.English: tc.en, catalog.Czech: tc.cs} {
			if got := tc.e.SayIn(catalog.For(l)); got != want {
				t.Errorf("%s: got %q, want %q", l, got, want)
			}
		}
		if got := tc.e.String(); got != tc.en {
			t.Errorf("String(): got %q, want %q", got, tc.en)
		}
	}
}

// TestNoteKeepsTheSystemsReasonAsAKey: a port the system cannot find or
// refuses is journaled with the reason's key, so a German or Czech session
// says it in its language, and the code reads back; a reason the catalogs
// do not know stays as the system's text.
func TestNoteKeepsTheSystemsReasonAsAKey(t *testing.T) {
	missing := &fs.PathError{Op: "open", Path: "/dev/ttyUSB9", Err: syscall.ENOENT}
	refused := fmt.Errorf("opening: %w", syscall.EACCES)
	other := fmt.Errorf("opening: %w", syscall.EXDEV)
	for _, tc := range []struct {
		note Note
		code string
		said map[catalog.Lang]string
	}{
		{Say("serialport.no-port", "/dev/ttyUSB9", missing), `serialport.no-port "/dev/ttyUSB9" os.no-such-file()`, map[catalog.Lang]string{
			catalog.German:  `/dev/ttyUSB9: keine solche Schnittstelle; das Kabel prüfen oder "blindchess ports" aufrufen, um die Schnittstellen zu sehen: Datei oder Ordner nicht gefunden`,
			catalog.Czech:   `/dev/ttyUSB9: takový port neexistuje; zkontrolujte kabel nebo spusťte "blindchess ports" pro výpis portů: soubor nebo složka neexistuje`,
			catalog.English: `/dev/ttyUSB9: no such port; check the cable, or run "blindchess ports" to see the ports: no such file or directory`,
		}},
		{Say("serialport.cannot-open", "/dev/ttyUSB9", refused), `serialport.cannot-open "/dev/ttyUSB9" os.permission()`, nil},
		{Say("serialport.cannot-open", "/dev/ttyUSB9", other), `serialport.cannot-open "/dev/ttyUSB9" "opening: invalid cross-device link"`, nil},
	} {
		if got := tc.note.String(); got != tc.code {
			t.Errorf("code %q, want %q", got, tc.code)
		}
		if back, ok := ParseNote(tc.note.String()); !ok || back != tc.note {
			t.Errorf("ParseNote(%q) = %q, %v", tc.note.String(), back.String(), ok)
		}
		for l, want := range tc.said {
			if got := tc.note.SayIn(catalog.For(l)); got != want {
				t.Errorf("%s: %q, want %q", l, got, want)
			}
		}
	}
}
