package table

import (
	"errors"
	"io"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"testing/iotest"
	"time"
)

// TestReadKeysFromLinuxAndWindowsTerminals: the bytes a raw terminal
// delivers become key names: a Linux terminal and a Windows console (in
// the raw mode of golang.org/x/term, which turns on virtual-terminal
// input, so arrows and function keys come as escape sequences) give the
// same keys; Backspace is one key whether the terminal sends DEL or BS;
// escape sequences, Tab and non-ASCII letters are no keys; a sequence
// split across reads is still skipped whole.
func TestReadKeysFromLinuxAndWindowsTerminals(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  []string
	}{
		{"space, Enter as CR and as LF", " \r\n", []string{KeySpace, KeyEnter, KeyEnter}},
		{"letters and digits", "tT1?", []string{"t", "T", "1", "?"}},
		{"Ctrl+C and Ctrl+D leave", "\x03\x04", []string{KeyCtrlC, KeyCtrlC}},
		{"arrows (CSI), then a key", "\x1b[A\x1b[B\x1b[C\x1b[Dt", []string{"t"}},
		{"Windows console function keys F1 (SS3) and F5 (CSI ~)", "\x1bOP\x1b[15~ ", []string{KeySpace}},
		{"Delete, Home with modifiers", "\x1b[3~\x1b[1;5Hs", []string{"s"}},
		{"Backspace as DEL and as BS; Tab is no key", "\x7f\x08\tp", []string{KeyBackspace, KeyBackspace, "p"}},
		{"non-ASCII letters are no keys", "äp", []string{"p"}},
		{"Esc, then space, Enter, Ctrl+C: each still a key (newuser3)", "\x1b \x1b\r\x1b\x03", []string{KeySpace, KeyEnter, KeyCtrlC}},
	}
	for _, tc := range tests {
		for _, reader := range []struct {
			kind string
			r    io.Reader
		}{{"whole", strings.NewReader(tc.input)}, {"byte by byte", iotest.OneByteReader(strings.NewReader(tc.input))}} {
			done := make(chan struct{})
			keys, readErr := ReadKeys(reader.r, done, nil)
			var got []string
			for k := range keys {
				got = append(got, k)
			}
			close(done)
			if !slices.Equal(got, tc.want) {
				t.Errorf("%s (%s): keys %q, want %q", tc.name, reader.kind, got, tc.want)
			}
			if err := readErr(); err != nil {
				t.Errorf("%s (%s): error %v at the end of the input", tc.name, reader.kind, err)
			}
		}
	}
}

// TestReadKeysEscAloneLosesNoKey: the Esc key pressed alone (a screen
// reader's user stops speech with it) arrives in a read of its own; the
// key typed after it, in a later read, is a key (t, the press), while Alt+x
// (Esc and x in one read) and a CSI sequence split across reads are still
// no keys.
func TestReadKeysEscAloneLosesNoKey(t *testing.T) {
	tests := []struct {
		name  string
		reads []string
		want  []string
	}{
		{"Esc, later t", []string{"\x1b", "t"}, []string{"t"}},
		{"Esc, later space", []string{"\x1b", " "}, []string{KeySpace}},
		{"Alt+x in one read", []string{"\x1bxy"}, []string{"y"}},
		{"an arrow split after Esc", []string{"\x1b", "[A", "t"}, []string{"t"}},
		{"F1 (SS3) split after Esc", []string{"\x1b", "OP", " "}, []string{KeySpace}},
		{"an arrow split inside", []string{"\x1b[", "1;5A", "m"}, []string{"m"}},
	}
	for _, tc := range tests {
		var rs []io.Reader
		for _, r := range tc.reads {
			rs = append(rs, strings.NewReader(r))
		}
		done := make(chan struct{})
		keys, readErr := ReadKeys(io.MultiReader(rs...), done, nil)
		var got []string
		for k := range keys {
			got = append(got, k)
		}
		close(done)
		if !slices.Equal(got, tc.want) || readErr() != nil {
			t.Errorf("%s: keys %q (%v), want %q", tc.name, got, readErr(), tc.want)
		}
	}
}

// TestReadKeysReportsAReadError: a terminal that fails is reported once
// the keys stop; the keys before it are delivered.
func TestReadKeysReportsAReadError(t *testing.T) {
	broken := errors.New("the console is gone")
	r := io.MultiReader(strings.NewReader("t "), iotest.ErrReader(broken))
	done := make(chan struct{})
	defer close(done)
	keys, readErr := ReadKeys(r, done, nil)
	var got []string
	for k := range keys {
		got = append(got, k)
	}
	if !slices.Equal(got, []string{"t", KeySpace}) || !errors.Is(readErr(), broken) {
		t.Errorf("keys %q, error %v; want [t space] and %v", got, readErr(), broken)
	}
}

// TestReadKeysEscAloneHushes: the talking clock's Esc key, pressed alone,
// hushes its voice (hush is Writer.Hush), as play's does, and at once:
// before any other key is pressed (the read after the Esc waits for the
// player). Alt+x and a whole CSI or SS3 sequence do not hush.
func TestReadKeysEscAloneHushes(t *testing.T) {
	tests := []struct {
		name  string
		reads []string
		hush  int
	}{
		{"Esc, later t", []string{"\x1b", "t"}, 1},
		{"Esc Esc in one read", []string{"\x1b\x1b"}, 2},
		{"Esc and space in one read", []string{"\x1b "}, 1},
		{"Alt+x", []string{"\x1bx"}, 0},
		{"an arrow", []string{"\x1b[A"}, 0},
		{"F1", []string{"\x1bOP"}, 0},
		{"no Esc", []string{"t "}, 0},
	}
	for _, tc := range tests {
		var rs []io.Reader
		for _, r := range tc.reads {
			rs = append(rs, strings.NewReader(r))
		}
		done := make(chan struct{})
		var hushed atomic.Int32
		keys, _ := ReadKeys(io.MultiReader(rs...), done, func() { hushed.Add(1) })
		for range keys {
		}
		close(done)
		if got := int(hushed.Load()); got != tc.hush {
			t.Errorf("%s: hushed %d times, want %d", tc.name, got, tc.hush)
		}
	}

	// At once: the Esc hushes while the next read still waits.
	pr, pw := io.Pipe()
	done := make(chan struct{})
	defer close(done)
	hushed := make(chan struct{}, 1)
	keys, _ := ReadKeys(pr, done, func() { hushed <- struct{}{} })
	if _, err := pw.Write([]byte{0x1b}); err != nil {
		t.Fatal(err)
	}
	select {
	case <-hushed:
	case <-time.After(5 * time.Second):
		t.Fatal("a lone Esc did not hush before the next key")
	}
	pw.Write([]byte(" "))
	if k := <-keys; k != KeySpace {
		t.Errorf("the key after Esc: %q, want space", k)
	}
	pw.Close()
}
