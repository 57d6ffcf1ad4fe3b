package table

import (
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/pgn"
)

// newTable makes a table or fails the test.
func newTable(t *testing.T, s Setup) *Table {
	t.Helper()
	tb, err := New(s)
	if err != nil {
		t.Fatalf("New(%+v): %v", s, err)
	}
	return tb
}

// setup returns the default setup in casual play, changed by f. Most
// tests show something else than the press and start rules of tournament
// play (a move pressing for the mover, the first move starting the
// clock), so they run casual; the tests of those rules use tournament.
func setup(f func(*Setup)) Setup {
	s := DefaultSetup()
	s.Setting = SettingCasual
	if f != nil {
		f(&s)
	}
	return s
}

// tournament returns the default setup (tournament play) changed by f.
func tournament(f func(*Setup)) Setup {
	s := DefaultSetup()
	if f != nil {
		f(&s)
	}
	return s
}

// run applies the lines of a script ("<seconds> <text>") and returns the
// JSON lines of every output, in order.
func run(t *testing.T, tb *Table, script string) []string {
	t.Helper()
	lines, err := ParseScript(strings.NewReader(script))
	if err != nil {
		t.Fatalf("script: %v", err)
	}
	var out []string
	for _, l := range lines {
		for _, o := range tb.Apply(Input{At: l.At, Source: SourceScript, Text: l.Text}) {
			out = append(out, string(o.JSON()))
		}
	}
	return out
}

// typed applies lines typed one second apart and returns the outputs.
func typed(tb *Table, lines ...string) []Output {
	var out []Output
	for _, l := range lines {
		out = append(out, tb.Apply(Input{At: tb.Now() + time.Second, Source: SourceKeyboard, Text: l})...)
	}
	return out
}

// texts returns the texts of the announcements and errors among outputs.
func texts(outs []Output) []string {
	var s []string
	for _, o := range outs {
		if o.Kind == KindAnnounce || o.Kind == KindError {
			s = append(s, o.Say.Text)
		}
	}
	return s
}

// equalLines compares output lines and reports the first difference.
func equalLines(t *testing.T, got, want []string) {
	t.Helper()
	for i := 0; i < len(got) || i < len(want); i++ {
		var g, w string
		if i < len(got) {
			g = got[i]
		}
		if i < len(want) {
			w = want[i]
		}
		if g != w {
			t.Fatalf("line %d:\n got %s\nwant %s\nall output:\n%s", i+1, g, w, strings.Join(got, "\n"))
		}
	}
}

// pgnText is the PGN of the table's scoresheet.
func pgnText(tb *Table) string { return pgn.Format(tb.PGN()) }

// typedConfirmed types a line that asks for a confirmation one second
// after the last input, checks that it asked, and confirms it with "ja" at
// the same instant; it returns the outputs of the confirmation.
func typedConfirmed(t *testing.T, tb *Table, line string) []Output {
	t.Helper()
	typed(tb, line)
	if !tb.Confirming() {
		t.Fatalf("%q did not ask for a confirmation", line)
	}
	return tb.Apply(Input{At: tb.Now(), Source: SourceKeyboard, Text: "ja"})
}

// jsonConfirmed is typedConfirmed with the JSON lines of the question and
// of the confirmation's outputs.
func jsonConfirmed(t *testing.T, tb *Table, line string) []string {
	t.Helper()
	var out []string
	for _, o := range typed(tb, line) {
		out = append(out, string(o.JSON()))
	}
	if !tb.Confirming() {
		t.Fatalf("%q did not ask for a confirmation", line)
	}
	for _, o := range tb.Apply(Input{At: tb.Now(), Source: SourceKeyboard, Text: "ja"}) {
		out = append(out, string(o.JSON()))
	}
	return out
}
