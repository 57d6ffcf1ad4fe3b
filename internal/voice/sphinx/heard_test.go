package sphinx

import "testing"

// TestHeardLine: the table's input line of what was heard, with and
// without words.
func TestHeardLine(t *testing.T) {
	tests := []struct {
		h    Heard
		want string
	}{
		{Heard{Words: "eva vier"}, "voice eva vier"},
		{Heard{}, "voice"},
	}
	for _, tc := range tests {
		if got := tc.h.Line(); got != tc.want {
			t.Errorf("%+v.Line() = %q, want %q", tc.h, got, tc.want)
		}
	}
}
