package table

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

func TestBoardLine(t *testing.T) {
	start := eboard.StartPlacement()
	for _, tc := range []struct {
		name string
		e    eboard.Event
		want string
	}{
		{"tactile", eboard.Event{Type: eboard.Lift, Square: rules.E1 + 8}, "board tactile lift e2"},
		{"tactile", eboard.Event{Type: eboard.Place, Square: 28}, "board tactile place e4"},
		{"sighted", eboard.Event{Type: eboard.Place, Square: 36, Piece: rules.MakePiece(rules.Black, rules.Pawn)}, "board sighted place e5 p"},
		{"sighted", eboard.Event{Type: eboard.Snapshot, HasBoard: true, HasPieces: true, Pieces: start, Occupied: start.Occupancy()},
			"board sighted snapshot rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"},
		{"tactile", eboard.Event{Type: eboard.Snapshot, HasBoard: true, Occupied: eboard.StartOccupancy},
			"board tactile snapshot " + eboard.StartOccupancy.String()},
		{"tactile", eboard.Event{Type: eboard.Disconnected, Text: "port\n gone"}, "board tactile gone port gone"},
		{"tactile", eboard.Event{Type: eboard.Disconnected}, "board tactile gone"},
		{"sighted", eboard.Event{Type: eboard.Error, Text: "bad checksum"}, "board sighted fault bad checksum"},
		{"sighted", eboard.Event{Type: eboard.Snapshot}, ""},
		{"sighted", eboard.Event{Type: eboard.Clock}, ""},
		{"sighted", eboard.Event{Type: eboard.Connected}, ""},
		{"tactile", eboard.Event{Type: eboard.Button, Button: 2}, ""},
	} {
		got, ok := BoardLine(tc.name, tc.e)
		if got != tc.want || ok != (tc.want != "") {
			t.Errorf("%v: %q %v, want %q", tc.e, got, ok, tc.want)
		}
	}
	// Every line a board writes is a line the table reads.
	tb := newTable(t, setup(func(s *Setup) { s.Tactile, s.Sighted = BoardReal, BoardReal }))
	for _, l := range []string{"board sighted snapshot rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
		"board tactile snapshot " + eboard.StartOccupancy.String(), "board tactile lift e2", "board tactile place e4",
		"board sighted lift e2", "board sighted place e4 P", "board tactile gone"} {
		for _, o := range typed(tb, l) {
			if o.Kind == KindError {
				t.Errorf("%s: %s", l, o.Say.Text)
			}
		}
	}
	if tb.Plies() != 1 {
		t.Errorf("%d plies, want 1", tb.Plies())
	}
}

func TestReadBoardAndMerge(t *testing.T) {
	done := make(chan struct{})
	defer close(done)
	events := make(chan eboard.Event, 3)
	events <- eboard.Event{Type: eboard.Lift, Square: 12}
	events <- eboard.Event{Type: eboard.Clock}
	events <- eboard.Event{Type: eboard.Place, Square: 28}
	close(events)
	typedLines := make(chan string)
	merged := MergeLines(typedLines, done, ReadBoard("tactile", events, done))
	var got []string
	for len(got) < 2 {
		select {
		case l := <-merged:
			got = append(got, l)
		case <-time.After(5 * time.Second):
			t.Fatalf("lines %q", got)
		}
	}
	if got[0] != "board tactile lift e2" || got[1] != "board tactile place e4" {
		t.Errorf("lines %q", got)
	}
	close(typedLines)
	if _, ok := <-merged; ok {
		t.Error("the merged lines did not end with the typed ones")
	}
}
