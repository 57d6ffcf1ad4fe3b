package table

import (
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/journal"
)

// typeLines applies lines typed at the keyboard, one second apart from
// second 1, and returns the outputs of the last one.
func typeLines(tb *Table, lines ...string) []Output {
	var out []Output
	for i, l := range lines {
		out = tb.Apply(Input{At: time.Duration(i+1) * time.Second, Source: SourceKeyboard, Text: l})
	}
	return out
}

// TestStrayKeyIsNotUnderstood: a typed line of only control bytes (Esc,
// Ctrl+A, an arrow key's bytes, a byte that is no UTF-8) is answered in
// the session's language with the keys typed and what to do, and does not
// press the clock; the empty line after it still presses.
func TestStrayKeyIsNotUnderstood(t *testing.T) {
	style := map[string]string{"de": "annexd", "en": "annexd-en", "cs": "cs"}
	cases := []struct{ lang, line, want string }{
		{"en", "\x1b", "Only a control key was typed (Esc); nothing was done. Type a move or a command (help lists them); Enter alone presses the clock."},
		{"en", "\x1b[A", "Only a control key was typed (Up arrow); nothing was done. Type a move or a command (help lists them); Enter alone presses the clock."},
		{"en", "\x01", "Only a control key was typed (Ctrl+A); nothing was done. Type a move or a command (help lists them); Enter alone presses the clock."},
		{"en", " \x1bOP\x00 ", "Only a control key was typed (F1, Ctrl+@); nothing was done. Type a move or a command (help lists them); Enter alone presses the clock."},
		{"en", "\xff\x7f", "Only a control key was typed (0xFF, U+007F); nothing was done. Type a move or a command (help lists them); Enter alone presses the clock."},
		{"de", "\x01\x1b", "Nur eine Steuertaste getippt (Strg+A, Esc); nichts geschehen. Zug oder Befehl eingeben, Hilfe mit hilfe; Enter allein drückt die Uhr."},
		{"cs", "\x1b[B", "Zadána jen řídicí klávesa (šipka dolů); nic se nestalo. Zadejte tah nebo příkaz (nápověda je vypíše); samotný Enter stiskne hodiny."},
	}
	for _, c := range cases {
		tb := newTable(t, setup(func(s *Setup) { s.Time = "5+3"; s.Lang = c.lang; s.Style = style[c.lang] }))
		typeLines(tb, "e4", "")
		out := tb.Apply(Input{At: 3 * time.Second, Source: SourceKeyboard, Text: "e5"})
		if tb.Clock().Turn() != clock.Black {
			t.Fatalf("%s: after e4 and Enter Black's clock does not run (%v)", c.lang, out)
		}
		version := tb.Version()
		out = tb.Apply(Input{At: 4 * time.Second, Source: SourceKeyboard, Text: c.line})
		if len(out) != 1 || out[0].Kind != KindError || out[0].Say.Text != c.want {
			t.Errorf("%s %q: %+v\nwant the error %q", c.lang, c.line, out, c.want)
		}
		if tb.Clock().Turn() != clock.Black || tb.Version() != version {
			t.Errorf("%s %q: the stray key changed the game (turn %v, version %d, was %d)", c.lang, c.line, tb.Clock().Turn(), tb.Version(), version)
		}
		tb.Apply(Input{At: 5 * time.Second, Source: SourceKeyboard, Text: ""})
		if tb.Clock().Turn() != clock.White {
			t.Errorf("%s: Enter after the stray key did not press", c.lang)
		}
	}
}

// TestSpacesAloneAreAnEmptyLine: spaces and tabs are no stray key; the
// line is empty and presses.
func TestSpacesAloneAreAnEmptyLine(t *testing.T) {
	for _, line := range []string{"", " ", "\t", " \t "} {
		tb := newTable(t, setup(func(s *Setup) { s.Time = "5+3" }))
		typeLines(tb, "e4", line)
		if tb.Clock().Turn() != clock.Black {
			t.Errorf("%q after e4 did not press", line)
		}
	}
}

// TestStrayKeyOldJournalReplaysAsPlayed replays a journal written by the
// version before stray keys were refused (made by typing e4, Esc, e5 and
// an arrow key into blindchess play --casual --time 5+3): its header has
// no strayKeysRefused, so each stray key replays as the press it was, and
// the game has both moves pressed. The same inputs in a game of this
// version leave e5 waiting for its press.
func TestStrayKeyOldJournalReplaysAsPlayed(t *testing.T) {
	log, err := journal.Read("testdata/straykeys-old.journal")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(log.Header.Setup), "strayKeys") {
		t.Fatalf("the old journal's header names stray keys: %s", log.Header.Setup)
	}
	old, err := Replay(log)
	if err != nil {
		t.Fatal(err)
	}
	if old.Setup().StrayKeysRefused {
		t.Error("an old journal's setup refuses stray keys")
	}
	if old.Plies() != 2 || old.Clock().Turn() != clock.White || old.Clock().Moves(clock.Black) != 1 {
		t.Errorf("old journal replayed: %d plies, %v to move, Black's moves %d; want 2, White, 1 (both pressed)",
			old.Plies(), old.Clock().Turn(), old.Clock().Moves(clock.Black))
	}
	s, err := UnmarshalSetup(log.Header.Setup)
	if err != nil {
		t.Fatal(err)
	}
	s.StrayKeysRefused = true
	raw, err := MarshalSetup(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), `"strayKeysRefused":true`) {
		t.Errorf("a new header lacks strayKeysRefused: %s", raw)
	}
	log.Header.Setup = raw
	now, err := Replay(log)
	if err != nil {
		t.Fatal(err)
	}
	// Casual play: e5 entered presses for White; e5 itself waits.
	if now.Plies() != 2 || now.Clock().Turn() != clock.Black || now.Clock().Moves(clock.Black) != 0 {
		t.Errorf("the same keys in a new game: %d plies, %v to move, Black's moves %d; want 2, Black, 0 (e5 waiting for its press)",
			now.Plies(), now.Clock().Turn(), now.Clock().Moves(clock.Black))
	}
}

// TestKeyNamesNameCursorAndFunctionKeys: the cursor, editing and function
// keys a terminal sends as escape sequences are named as a screen reader
// reads them well, in the session's language (both cursor modes); an
// unknown sequence is Esc and its text, and keys in a row are listed.
func TestKeyNamesNameCursorAndFunctionKeys(t *testing.T) {
	for _, c := range []struct{ lang, line, want string }{
		{"en", "\x1b[A", "Up arrow"},
		{"en", "\x1bOD", "Left arrow"},
		{"de", "\x1b[C", "Pfeil nach rechts"},
		{"cs", "\x1b[B", "šipka dolů"},
		{"de", "\x1b[3~", "Entf"},
		{"en", "\x1b[5~\x1b[6~", "Page Up, Page Down"},
		{"de", "\x1b[H\x1bOF", "Pos1, Ende"},
		{"cs", "\x1bOQ", "F2"},
		{"en", "\x1b[24~", "F12"},
		{"en", "\x1b[9~", "Esc [9~"},
		{"en", "\x1b[A\x01", "Up arrow, Ctrl+A"},
		{"de", "\x1b[D\x1b", "Pfeil nach links, Esc"},
	} {
		l, err := catalog.Parse(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := KeyNames(catalog.For(l), c.line); got != c.want {
			t.Errorf("%s %q: got %q, want %q", c.lang, c.line, got, c.want)
		}
	}
}
