package clock

import (
	"errors"
	"testing"
	"time"
)

// TestSetUpPosition: a game from a set-up position starts the clock of the
// side to move and counts moves from the position's move number, for every
// kind of time control.
func TestSetUpPosition(t *testing.T) {
	tests := []struct {
		name    string
		control string
		first   Side
		moves   [2]int
		// times both clocks show before the start, in ms
		w0, b0 int64
		// after the first side thinks 10 s and presses: both times, in ms
		w1, b1 int64
		// moves completed after that press
		after [2]int
		// the first side's period after the press (1-based)
		period int
	}{
		{"sudden death, black first", "5", Black, [2]int{0, 0}, 300000, 300000, 300000, 290000, [2]int{0, 1}, 1},
		{"increment, black first", "5+3", Black, [2]int{0, 0}, 303000, 303000, 303000, 296000, [2]int{0, 1}, 1},
		{"simple delay, black first", "5d5", Black, [2]int{0, 0}, 300000, 300000, 300000, 295000, [2]int{0, 1}, 1},
		{"bronstein, black first", "5b5", Black, [2]int{0, 0}, 300000, 300000, 300000, 295000, [2]int{0, 1}, 1},
		{"hourglass, black first", "hourglass 5", Black, [2]int{0, 0}, 300000, 300000, 310000, 290000, [2]int{0, 1}, 1},
		{"white first at move 31", "40/90+30,30+30", White, [2]int{30, 30}, 5430000, 5430000, 5450000, 5430000, [2]int{31, 30}, 1},
		{"black completes move 40: control", "40/90+30,30+30", Black, [2]int{40, 39}, 1830000, 5430000, 1830000, 7250000, [2]int{40, 40}, 2},
		{"past the first control", "40/90,30", White, [2]int{45, 45}, 1800000, 1800000, 1790000, 1800000, [2]int{46, 45}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newClock(t, tt.control, Options{First: tt.first, Moves: tt.moves})
			if c.Turn() != tt.first {
				t.Fatalf("Turn before start = %v, want %v", c.Turn(), tt.first)
			}
			if got := c.Times(at(0)); got != [2]time.Duration{msd(tt.w0), msd(tt.b0)} {
				t.Fatalf("times before start = %v, want %v %v", got, msd(tt.w0), msd(tt.b0))
			}
			evs, err := c.Start(at(0))
			if err != nil {
				t.Fatal(err)
			}
			if evs[0].Side != tt.first {
				t.Errorf("start event side = %v, want %v", evs[0].Side, tt.first)
			}
			if _, err := c.Press(tt.first.Other(), at(1000)); !errors.Is(err, ErrNotYourClock) {
				t.Errorf("press by the side not to move: err = %v, want ErrNotYourClock", err)
			}
			if _, err := c.Press(tt.first, at(10000)); err != nil {
				t.Fatalf("press by the side to move: %v", err)
			}
			if got := c.Times(at(10000)); got != [2]time.Duration{msd(tt.w1), msd(tt.b1)} {
				t.Errorf("times after the press = %v, want %v %v", got, msd(tt.w1), msd(tt.b1))
			}
			if got := [2]int{c.Moves(White), c.Moves(Black)}; got != tt.after {
				t.Errorf("moves after the press = %v, want %v", got, tt.after)
			}
			if n, _, _ := c.Period(tt.first); n != tt.period {
				t.Errorf("period of %v = %d, want %d", tt.first, n, tt.period)
			}
			if c.Turn() != tt.first.Other() {
				t.Errorf("turn after the press = %v, want %v", c.Turn(), tt.first.Other())
			}
		})
	}
}

func TestSetUpOptionsRefused(t *testing.T) {
	tc, err := Parse("5+3")
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []Options{{First: Side(2)}, {Moves: [2]int{-1, 0}}} {
		if _, err := New(tc, o); err == nil {
			t.Errorf("New(%+v) = nil error, want a refusal", o)
		}
	}
}
