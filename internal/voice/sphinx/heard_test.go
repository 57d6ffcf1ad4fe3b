package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/voice"
)

// TestHeardLine: the table's input line of what was heard, with and
// without words, with the runner-up that came close and without the one
// that did not.
func TestHeardLine(t *testing.T) {
	tests := []struct {
		h    Heard
		want string
	}{
		{Heard{Words: "eva vier"}, "voice eva vier"},
		{Heard{}, "voice"},
		{Heard{Words: "cesar drei", RunnerUp: RunnerUp{Words: "eva drei", Gap: 0.1}}, "voice cesar drei | eva drei"},
		{Heard{Words: "cesar drei", RunnerUp: RunnerUp{Words: "eva drei", Gap: voice.CloseGap + 1}}, "voice cesar drei"},
		{Heard{RunnerUp: RunnerUp{Words: "eva drei"}}, "voice"},
	}
	for _, tc := range tests {
		if got := tc.h.Line(); got != tc.want {
			t.Errorf("%+v.Line() = %q, want %q", tc.h, got, tc.want)
		}
	}
}
