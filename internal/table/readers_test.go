package table

import "testing"

func TestEscapeSequencesSkipped(t *testing.T) {
	tests := map[string]string{
		"\x1b[Am":    "m",
		"\x1b[1;5Ct": "t",
		"\x1bOPq":    "q",
		"\x1bxo":     "o",
		"a\x1b[15~b": "ab",
		"\x1b":       "",
	}
	for in, want := range tests {
		var e escState
		var got []byte
		for _, b := range []byte(in) {
			if !e.skip(b) {
				got = append(got, b)
			}
		}
		if string(got) != want {
			t.Errorf("%q: kept %q, want %q", in, got, want)
		}
	}
}
