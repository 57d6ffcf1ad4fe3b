package pgn

import (
	"errors"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestSyntaxErrorSaysItselfWithLineAndColumn: a syntax error names the
// game, the line and the column and says what is wrong in German,
// English and Czech; the English is its Error text and its Msg.
func TestSyntaxErrorSaysItselfWithLineAndColumn(t *testing.T) {
	cases := []struct {
		name, in   string
		en, de, cs string
	}{
		{"unknown suffix", "[White \"A\"]\n[Black \"B\"]\n\n1. e4 !!! *\n",
			`game 1 (A - B), line 4, column 7, after 1. e4: "!!!" is not a move annotation (use !, ?, !!, ??, !? or ?!)`,
			`Partie 1 (A - B), Zeile 4, Spalte 7, nach 1. e4: "!!!" ist keine Zuganmerkung (möglich sind !, ?, !!, ??, !? oder ?!)`,
			`partie 1 (A - B), řádek 4, sloupec 7, po 1. e4: "!!!" není poznámka k tahu (použijte !, ?, !!, ??, !? nebo ?!)`},
		{"tag at the end of the input", "[White \"W\"",
			`game 1 (White - Black), line 1, column 11: tag White: expected ] after the value, found the end of the input`,
			`Partie 1 (Weiß - Schwarz), Zeile 1, Spalte 11: Tag White: nach dem Wert fehlt ], gefunden: das Ende der Eingabe`,
			`partie 1 (bílý - černý), řádek 1, sloupec 11: tag White: za hodnotou chybí ], nalezeno: konec vstupu`},
		{"columns count characters", "{Café} 1. e4 ü *",
			`game 1 (White - Black), line 1, column 14, after 1. e4: unexpected "ü" in the movetext; put text in a {comment}`,
			`Partie 1 (Weiß - Schwarz), Zeile 1, Spalte 14, nach 1. e4: unerwartet in der Zugfolge: "ü"; Text gehört in einen {Kommentar}`,
			`partie 1 (bílý - černý), řádek 1, sloupec 14, po 1. e4: v zápisu tahů je neočekávaně "ü"; text patří do {komentáře}`},
		{"binary", "1. e4 \x01 *",
			`game 1 (White - Black), line 1, column 7, after 1. e4: byte 0x01 is not text; check that this is a PGN file (PGN is plain text)`,
			`Partie 1 (Weiß - Schwarz), Zeile 1, Spalte 7, nach 1. e4: Byte 0x01 ist kein Text; ist das eine PGN-Datei? (PGN ist reiner Text)`,
			`partie 1 (bílý - černý), řádek 1, sloupec 7, po 1. e4: bajt 0x01 není text; ověřte, že jde o soubor PGN (PGN je prostý text)`},
		// A line longer than the reader's buffer: the column still counts
		// from the start of the line.
		{"a line longer than the buffer", "1. e4" + strings.Repeat(" ", 70000) + "< *",
			`game 1 (White - Black), line 1, column 70006, after 1. e4: unexpected '<' in the movetext`,
			`Partie 1 (Weiß - Schwarz), Zeile 1, Spalte 70006, nach 1. e4: unerwartet in der Zugfolge: '<'`,
			`partie 1 (bílý - černý), řádek 1, sloupec 70006, po 1. e4: v zápisu tahů je neočekávaně '<'`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := NewReader(strings.NewReader(c.in)).Next()
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("%v, want a *SyntaxError", err)
			}
			for _, w := range []struct {
				l    catalog.Lang
				text string
			}{{catalog.English, c.en}, {catalog.German, c.de}, {catalog.Czech, c.cs}} {
				if got := catalog.For(w.l).Error(err); got != w.text {
					t.Errorf("%v:\n got %q\nwant %q", w.l, got, w.text)
				}
			}
			if err.Error() != c.en || !strings.HasSuffix(c.en, ": "+se.Msg) {
				t.Errorf("Error() %q, Msg %q; want the English %q", err.Error(), se.Msg, c.en)
			}
		})
	}
}

// TestTagErrorsSayThemselves: a tag that stops a game and one the reader
// tolerates are said in the language of the catalog, the English kept in
// Msg and Then.
func TestTagErrorsSayThemselves(t *testing.T) {
	read := func(in string) Report {
		t.Helper()
		g, err := NewReader(strings.NewReader(in)).Next()
		if err != nil {
			t.Fatal(err)
		}
		return Check(g)
	}
	tolerated := read("[White \"A\"]\n[Black \"B\"]\n[SetUp \"1\"]\n\n1. e4 *\n")
	badFEN := read("[White \"A\"]\n[Black \"B\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n")
	variant := read("[White \"A\"]\n[Black \"B\"]\n[Variant \"crazyhouse\"]\n\n1. e4 *\n")
	if len(tolerated.Notes) == 0 || badFEN.Err == nil || variant.Err == nil {
		t.Fatalf("notes %v, FEN error %v, variant error %v", tolerated.Notes, badFEN.Err, variant.Err)
	}
	cases := []struct {
		l                     catalog.Lang
		note, fen, variantErr string
	}{
		{catalog.English,
			`SetUp "1" says the game starts from a set-up position, but there is no FEN tag; the game is read from the standard starting position`,
			"game 1 (A - B): tag FEN: placement: no white king",
			`game 1 (A - B): tag Variant: "crazyhouse" is not a variant blindchess plays; it plays standard chess and Chess960`},
		{catalog.German,
			`SetUp "1" sagt, die Partie beginnt mit einer aufgebauten Stellung, aber es gibt kein FEN-Tag; die Partie wird ab der Grundstellung gelesen`,
			"Partie 1 (A - B): Tag FEN: " + catalog.For(catalog.German).Say("rules.fen-field-placement") + ": kein weißer König",
			`Partie 1 (A - B): Tag Variant: "crazyhouse" ist keine Variante, die blindchess spielt; es spielt Standardschach und Chess960`},
		{catalog.Czech,
			`SetUp "1" říká, že partie začíná od zadané pozice, ale tag FEN chybí; partie se čte od základního postavení`,
			"partie 1 (A - B): tag FEN: " + catalog.For(catalog.Czech).Say("rules.fen-field-placement") + ": chybí bílý král",
			`partie 1 (A - B): tag Variant: "crazyhouse" není varianta, kterou blindchess hraje; hraje standardní šachy a Chess960`},
	}
	for _, c := range cases {
		cat := catalog.For(c.l)
		if got := cat.Error(tolerated.Notes[len(tolerated.Notes)-1]); got != c.note {
			t.Errorf("%v note:\n got %q\nwant %q", c.l, got, c.note)
		}
		if got := cat.Error(badFEN.Err); got != c.fen {
			t.Errorf("%v FEN:\n got %q\nwant %q", c.l, got, c.fen)
		}
		if got := cat.Error(variant.Err); got != c.variantErr {
			t.Errorf("%v variant:\n got %q\nwant %q", c.l, got, c.variantErr)
		}
	}
}

// TestColumnAfterAByteOrderMark: a byte order mark between concatenated
// files is skipped, and a tag error after it on the same line points at
// the tag, not at the mark.
func TestColumnAfterAByteOrderMark(t *testing.T) {
	r := NewReader(strings.NewReader("1. e4 *\n\xEF\xBB\xBF[White W]\n1. d4 *\n"))
	if _, err := r.Next(); err != nil {
		t.Fatal(err)
	}
	_, err := r.Next()
	var se *SyntaxError
	if !errors.As(err, &se) || se.Line != 2 || se.Column != 9 {
		t.Fatalf("%v: want line 2, column 9 (the W after the mark and [White )", err)
	}
}
