package eboard

import (
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/rules"
)

func TestOccupancy(t *testing.T) {
	o := StartOccupancy
	if o.Count() != 32 || !o.Has(0) || !o.Has(63) || o.Has(16) || o.Has(rules.NoSquare) {
		t.Fatalf("start occupancy wrong: %s", o)
	}
	want := "1111111111111111" + strings.Repeat("0", 32) + "1111111111111111"
	if o.String() != want {
		t.Errorf("String %s", o)
	}
	e4 := o.Without(12).With(28)
	if s := e4.String(); s[12] != '0' || s[28] != '1' || e4.Count() != 32 {
		t.Errorf("after e2-e4: %s", s)
	}
	if o.With(rules.NoSquare) != o || o.Without(64) != o {
		t.Error("invalid squares change the occupancy")
	}
	if o.Rotated() != o {
		t.Error("the start occupancy is symmetric")
	}
	if got := Occupancy(1).Rotated(); got != 1<<63 {
		t.Errorf("a1 rotated = %x", uint64(got))
	}
	sqs := Occupancy(1 | 1<<12 | 1<<63).Squares()
	if len(sqs) != 3 || sqs[0] != 0 || sqs[1] != 12 || sqs[2] != 63 {
		t.Errorf("squares %v", sqs)
	}
	back, err := ParseOccupancy(e4.String())
	if err != nil || back != e4 {
		t.Errorf("parse: %v %v", back, err)
	}
	for _, bad := range []string{"", strings.Repeat("1", 63), strings.Repeat("1", 63) + "x", strings.Repeat("1", 65)} {
		if _, err := ParseOccupancy(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestPlacement(t *testing.T) {
	start := StartPlacement()
	const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
	if start.FEN() != startFEN {
		t.Errorf("start FEN %s", start.FEN())
	}
	if start.Occupancy() != StartOccupancy {
		t.Error("start occupancy")
	}
	if r := start.Rotated(); r.FEN() != "RNBKQBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbkqbnr" || r.Rotated() != start {
		t.Errorf("rotated %s", r.FEN())
	}
	tests := []string{startFEN, "8/8/8/8/8/8/8/8", "r3k2r/8/8/3pP3/8/8/8/R3K2R", "7k/8/8/8/8/8/8/K7"}
	for _, fen := range tests {
		p, err := ParsePlacement(fen)
		if err != nil || p.FEN() != fen {
			t.Errorf("%s: %s %v", fen, p.FEN(), err)
		}
	}
	if p, err := ParsePlacement(startFEN + " w KQkq - 0 1"); err != nil || p != start {
		t.Errorf("whole FEN: %v", err)
	}
	for _, bad := range []string{"", "8/8/8/8/8/8/8", "9/8/8/8/8/8/8/8", "7/8/8/8/8/8/8/8", "8/8/8/8/8/8/8/8/8", "rnbqkbnrr/8/8/8/8/8/8/8", "x7/8/8/8/8/8/8/8", "44/8/8/8/8/8/8/8/", "71/8/8/8/8/8/8/8"} {
		if _, err := ParsePlacement(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestEventString(t *testing.T) {
	wp := rules.MakePiece(rules.White, rules.Pawn)
	tests := []struct {
		e    Event
		want string
	}{
		{Event{Type: Lift, Square: 12}, "lift e2"},
		{Event{Type: Place, Square: 28, Piece: wp}, "place e4 white pawn"},
		{Event{Type: Place, Square: 28, Piece: wp, Text: "replaces black pawn"}, "place e4 white pawn, replaces black pawn"},
		{Event{Type: Snapshot, HasBoard: true, Occupied: StartOccupancy}, "snapshot, 32 pieces"},
		{Event{Type: Snapshot}, "snapshot"},
		{Event{Type: Button, Button: 3}, "button 3"},
		{Event{Type: Clock, Clock: ClockState{Connected: true, Left: 90 * time.Second, Right: time.Hour, Running: true, LeftToMove: true}}, "clock: left 0:01:30, right 1:00:00, left running"},
		{Event{Type: Clock, Clock: ClockState{}}, "clock: no clock connected"},
		{Event{Type: Connected, Text: "DGT board"}, "connected: DGT board"},
		{Event{Type: Disconnected}, "disconnected"},
		{Event{Type: Error, Text: "bad"}, "error: bad"},
		{Event{Type: EventType(99)}, "event(99)"},
	}
	for _, tt := range tests {
		if got := tt.e.String(); got != tt.want {
			t.Errorf("%q, want %q", got, tt.want)
		}
	}
	if DGT.String() != "dgt" || Tactile.String() != "tactile" || UnknownKind.String() != "unknown" {
		t.Error("kind names")
	}
}

func TestClockString(t *testing.T) {
	tests := []struct {
		c    ClockState
		want string
	}{
		{ClockState{Connected: true, Left: 5 * time.Minute, Right: 5 * time.Minute}, "left 0:05:00, right 0:05:00, stopped"},
		{ClockState{Connected: true, RightToMove: true}, "left 0:00:00, right 0:00:00, stopped, right to move"},
		{ClockState{Connected: true, Running: true}, "left 0:00:00, right 0:00:00, running"},
		{ClockState{Connected: true, LeftFlag: true, RightFlag: true, BatteryLow: true}, "left 0:00:00, right 0:00:00, stopped, left flag fallen, right flag fallen, clock battery low"},
	}
	for _, tt := range tests {
		if got := tt.c.String(); got != tt.want {
			t.Errorf("%q, want %q", got, tt.want)
		}
	}
	if FormatClock(-time.Second) != "0:00:00" || FormatClock(9*time.Hour+59*time.Minute+59*time.Second+999*time.Millisecond) != "9:59:59" {
		t.Error("FormatClock")
	}
}

func FuzzParsePlacement(f *testing.F) {
	f.Add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
	f.Add("8/8/8/8/8/8/8/8 w - - 0 1")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePlacement(s)
		if err != nil {
			return
		}
		again, err := ParsePlacement(p.FEN())
		if err != nil || again != p {
			t.Fatalf("%q -> %s does not round-trip: %v", s, p.FEN(), err)
		}
	})
}

func FuzzParseOccupancy(f *testing.F) {
	f.Add(StartOccupancy.String())
	f.Fuzz(func(t *testing.T, s string) {
		o, err := ParseOccupancy(s)
		if err == nil && o.String() != s {
			t.Fatalf("%q -> %s", s, o)
		}
	})
}
