package eboardtest

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestRecorderKeepsEventsAndBytes shows that a Recorder returns the events
// and the bytes in the order they came, as copies the caller may keep.
func TestRecorderKeepsEventsAndBytes(t *testing.T) {
	var r Recorder
	if len(r.Events()) != 0 || len(r.Sent()) != 0 || len(r.Lines()) != 0 {
		t.Fatal("a new Recorder is not empty")
	}
	r.Emit(eboard.Event{Type: eboard.Lift, Square: rules.Square(12)})
	r.Emit(eboard.Event{Type: eboard.Place, Square: rules.Square(28)})
	if _, err := r.Write([]byte("snap?")); err != nil {
		t.Fatal(err)
	}
	_, _ = r.Write([]byte("*33\n"))
	if got := strings.Join(r.Lines(), ","); got != "lift e2,place e4" {
		t.Errorf("Lines() = %q", got)
	}
	sent := r.Sent()
	sent[0] = 'X'
	if got := string(r.Sent()); got != "snap?*33\n" {
		t.Errorf("Sent() = %q after changing a copy", got)
	}
}
