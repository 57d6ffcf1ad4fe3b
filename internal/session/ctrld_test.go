package session

import (
	"testing"

	"github.com/blindchess/blindchess/internal/table"
)

// TestCtrlDKeyAsksOnEmptyLineAndDeletesOtherwise: Ctrl+D (as ctrlD) on an
// empty line sends the leave question once and changes no line; on a
// line being typed it deletes the character under the cursor (a whole
// UTF-8 character), and at the end of the line nothing; any other key is
// left to the editor.
func TestCtrlDKeyAsksOnEmptyLineAndDeletesOtherwise(t *testing.T) {
	for _, tc := range []struct {
		name     string
		line     string
		pos      int
		key      rune
		wantLine string
		wantPos  int
		wantOK   bool
		wantSent bool
	}{
		{"empty line asks", "", 0, ctrlD, "", 0, false, true},
		{"deletes under the cursor", "ex4", 0, ctrlD, "x4", 0, true, false},
		{"deletes in the middle", "e44", 1, ctrlD, "e4", 1, true, false},
		{"deletes a whole umlaut", "fünf", 1, ctrlD, "fnf", 1, true, false},
		{"at the end nothing", "e4", 2, ctrlD, "e4", 2, true, false},
		{"another key is the editor's", "e4", 1, 'x', "", 0, false, false},
		{"another key on an empty line", "", 0, 'e', "", 0, false, false},
	} {
		lines := make(chan string, 2)
		line, pos, ok := ctrlDKey(tc.line, tc.pos, tc.key, lines, nil)
		if line != tc.wantLine || pos != tc.wantPos || ok != tc.wantOK {
			t.Errorf("%s: ctrlDKey(%q, %d) = %q, %d, %v; want %q, %d, %v", tc.name, tc.line, tc.pos, line, pos, ok, tc.wantLine, tc.wantPos, tc.wantOK)
		}
		close(lines)
		var sent []string
		for l := range lines {
			sent = append(sent, l)
		}
		if tc.wantSent && (len(sent) != 1 || sent[0] != table.KeyCtrlD) {
			t.Errorf("%s: sent %q, want one %q", tc.name, sent, table.KeyCtrlD)
		}
		if !tc.wantSent && len(sent) != 0 {
			t.Errorf("%s: sent %q, want nothing", tc.name, sent)
		}
	}
}

// TestCtrlDKeyGivesUpWhenTheGameEnds: the question is not waited for
// once the game has ended (done closed): nothing blocks.
func TestCtrlDKeyGivesUpWhenTheGameEnds(t *testing.T) {
	done := make(chan struct{})
	close(done)
	if line, pos, ok := ctrlDKey("", 0, ctrlD, make(chan string), done); line != "" || pos != 0 || ok {
		t.Errorf("ctrlDKey after the end = %q, %d, %v; want \"\", 0, false", line, pos, ok)
	}
}
