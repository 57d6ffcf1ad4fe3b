package session

import (
	"bytes"
	"testing"
)

// TestParseVoiceKey: function keys and the free control keys are taken in
// any case and with + or -; keys the line editor uses, and others, are
// refused.
func TestParseVoiceKey(t *testing.T) {
	tests := []struct {
		name  string
		first string // the first byte sequence, "" when refused
	}{
		{"f5", "\x1b[15~"},
		{"F1", "\x1bOP"},
		{" f12 ", "\x1b[24~"},
		{"ctrl+v", "\x16"},
		{"Ctrl-V", "\x16"},
		{"ctrl+b", "\x02"},
		{"ctrl+c", ""}, // leaves the game
		{"ctrl+a", ""}, // the start of the line
		{"ctrl+m", ""}, // Enter
		{"f13", ""},
		{"space", ""},
		{"", ""},
	}
	for _, tc := range tests {
		seqs, err := parseVoiceKey(tc.name)
		switch {
		case tc.first == "" && err == nil:
			t.Errorf("parseVoiceKey(%q) = %q, want an error", tc.name, seqs)
		case tc.first != "" && (err != nil || string(seqs[0]) != tc.first):
			t.Errorf("parseVoiceKey(%q) = %q, %v; want %q first", tc.name, seqs, err, tc.first)
		}
	}
}

// TestTakeVoiceKey: each press of the key is taken out of what the
// terminal sends, wherever it is, and counted; other keys are left.
func TestTakeVoiceKey(t *testing.T) {
	f5, _ := parseVoiceKey("f5")
	f1, _ := parseVoiceKey("f1")
	ctrlV, _ := parseVoiceKey("ctrl+v")
	tests := []struct {
		name    string
		in      string
		key     [][]byte
		left    string
		presses int
	}{
		{"alone", "\x1b[15~", f5, "", 1},
		{"between typed letters", "e4\x1b[15~\r", f5, "e4\r", 1},
		{"twice", "\x1b[15~\x1b[15~", f5, "", 2},
		{"another function key stays", "\x1b[17~", f5, "\x1b[17~", 0},
		{"an arrow key stays", "\x1b[A", f5, "\x1b[A", 0},
		{"xterm's F1", "\x1bOP", f1, "", 1},
		{"the console's F1", "\x1b[[A", f1, "", 1},
		{"a control key", "ja\x16", ctrlV, "ja", 1},
		{"no key", "\x1b[15~", nil, "\x1b[15~", 0},
	}
	for _, tc := range tests {
		left, n := takeVoiceKey([]byte(tc.in), tc.key)
		if !bytes.Equal(left, []byte(tc.left)) || n != tc.presses {
			t.Errorf("%s: takeVoiceKey(%q) = %q, %d; want %q, %d", tc.name, tc.in, left, n, tc.left, tc.presses)
		}
	}
}
