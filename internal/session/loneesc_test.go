package session

import (
	"io"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestLoneEscNeverSwallowsKeys: what the line editor is given when the Esc
// key is pressed alone (a screen reader's user stops speech with it):
// the Esc is dropped, Enter and the next move's letters reach the editor;
// cursor and function keys (Esc [, Esc O) and Alt+letter keep their Esc,
// also when the sequence is split across reads.
func TestLoneEscNeverSwallowsKeys(t *testing.T) {
	tests := []struct {
		name  string
		reads []string
		want  string
	}{
		{"Esc, later Enter", []string{"\x1b", "\r"}, "\r"},
		{"Esc, later e5", []string{"\x1b", "e5\r"}, "e5\r"},
		{"Esc and Enter in one read", []string{"\x1b\r"}, "\r"},
		{"Esc Esc, later space", []string{"\x1b\x1b", " "}, " "},
		{"an arrow in one read", []string{"\x1b[Ae4"}, "\x1b[Ae4"},
		{"an arrow split after Esc", []string{"\x1b", "[A", "e4"}, "\x1b[Ae4"},
		{"F1 split after Esc", []string{"\x1b", "OP"}, "\x1bOP"},
		{"Alt+x", []string{"\x1bx"}, "\x1bx"},
		{"Esc at the end of the input", []string{"e4\x1b"}, "e4"},
	}
	for _, tc := range tests {
		var rs []io.Reader
		for _, r := range tc.reads {
			rs = append(rs, strings.NewReader(r))
		}
		var ended atomic.Bool
		ir := interruptReader{r: io.MultiReader(rs...), keys: make(chan string, 4), done: make(chan struct{}), ended: &ended, heldEsc: new(bool)}
		got, err := io.ReadAll(ir)
		if err != nil || string(got) != tc.want {
			t.Errorf("%s: %q (%v), want %q", tc.name, got, err, tc.want)
		}
	}
}

// TestLoneEscHushesTheVoice: each Esc key pressed alone hushes the
// program's voice (table.Writer.Hush: a player who hears the game by
// speech alone stops a long sentence as he stops his screen reader's);
// the Esc of a cursor key, a function key or Alt+letter does not (unless
// the link splits the key's sequence right after its Esc).
func TestLoneEscHushesTheVoice(t *testing.T) {
	tests := []struct {
		name  string
		reads []string
		hush  int
	}{
		{"Esc, later Enter", []string{"\x1b", "\r"}, 1},
		{"Esc and Enter in one read", []string{"\x1b\r"}, 1},
		{"Esc Esc, later space", []string{"\x1b\x1b", " "}, 2},
		{"Esc at the end of the input", []string{"e4\x1b"}, 1},
		// An Esc ending a read hushes at once: a cursor key whose
		// sequence a slow link splits after its Esc hushes too.
		{"an arrow split after Esc", []string{"\x1b", "[A", "e4"}, 1},
		{"F1", []string{"\x1bOP"}, 0},
		{"Alt+x", []string{"\x1bx"}, 0},
		{"no Esc", []string{"e4\r"}, 0},
	}
	for _, tc := range tests {
		var rs []io.Reader
		for _, r := range tc.reads {
			rs = append(rs, strings.NewReader(r))
		}
		var ended atomic.Bool
		hushed := 0
		ir := interruptReader{r: io.MultiReader(rs...), keys: make(chan string, 4), done: make(chan struct{}), ended: &ended, heldEsc: new(bool), hush: func() { hushed++ }}
		if _, err := io.ReadAll(ir); err != nil {
			t.Fatal(err)
		}
		if hushed != tc.hush {
			t.Errorf("%s: hushed %d times, want %d", tc.name, hushed, tc.hush)
		}
	}
}

// TestLoneEscHushesAtOnce: the Esc key pressed alone comes in a read of
// its own, and the voice is hushed then, not when the next key comes (the
// player presses Esc to stop a long sentence and then listens).
func TestLoneEscHushesAtOnce(t *testing.T) {
	pr, pw := io.Pipe()
	var ended atomic.Bool
	hushed := make(chan struct{}, 4)
	ir := interruptReader{r: pr, keys: make(chan string, 4), done: make(chan struct{}), ended: &ended, heldEsc: new(bool), hush: func() { hushed <- struct{}{} }}
	read := make(chan string)
	go func() {
		b, _ := io.ReadAll(ir)
		read <- string(b)
	}()
	if _, err := pw.Write([]byte{0x1b}); err != nil {
		t.Fatal(err)
	}
	select {
	case <-hushed:
	case <-time.After(5 * time.Second):
		t.Fatal("a lone Esc did not hush before the next key")
	}
	pw.Write([]byte("e4\r"))
	pw.Close()
	if got := <-read; got != "e4\r" || len(hushed) != 0 {
		t.Errorf("read %q, %d more hushes; want %q and none", got, len(hushed), "e4\r")
	}
}
