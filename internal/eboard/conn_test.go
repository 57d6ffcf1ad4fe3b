package eboard

import (
	"errors"
	"reflect"
	"sync"
	"testing"
	"time"
)

func TestConnState(t *testing.T) {
	var c ConnState
	var mu sync.Mutex
	var got []string
	report := func(text string) {
		if c.Report(Say("eboard.transport", text)) {
			got = append(got, "error: "+text)
		}
	}
	// A missing port, retried: said once.
	report("no such port")
	report("no such port")
	// Open, answered: connected once; then closed: disconnected.
	c.Open(&mu, -1, nil)
	if c.Gen() != 1 || !c.Up() {
		t.Fatalf("after Open: gen %d, up %v", c.Gen(), c.Up())
	}
	for range 2 {
		if c.Answer() {
			got = append(got, "connected")
		}
	}
	if cause, connected := c.Close(errors.New("cable pulled")); connected {
		got = append(got, "disconnected: "+cause.Text())
	}
	// While the board is away its port's troubles are the fault already
	// said: not said again.
	report("no such port")
	c.Open(&mu, -1, nil)
	if cause, connected := c.Close(nil); !connected {
		report(cause.Text())
	}
	// Back and gone again, twice, then a port that stays silent: the
	// silence while the board is away is not said either.
	c.Open(&mu, -1, nil)
	c.Answer()
	c.Close(errors.New("cable pulled"))
	c.Open(&mu, -1, nil)
	c.Answer()
	c.Close(nil)
	c.Open(&mu, -1, nil)
	if cause, connected := c.Close(errors.New("no answer")); !connected {
		report(cause.Text())
	}
	want := []string{"error: no such port", "connected", "disconnected: cable pulled"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("events %q, want %q", got, want)
	}
	if c.Gen() != 10 || c.Up() {
		t.Errorf("at the end: gen %d, up %v", c.Gen(), c.Up())
	}
	// A port that never had a board: each new fault said once.
	var d ConnState
	if !d.Report(Say("eboard.transport", "no such port")) || d.Report(Say("eboard.transport", "no such port")) || !d.Report(Say("eboard.transport", "permission denied")) {
		t.Error("a new fault before any connection must be said, a repeated one not")
	}
}

func TestConnStateNoAnswer(t *testing.T) {
	var c ConnState
	var mu sync.Mutex
	silent := make(chan uint64, 3)
	mu.Lock()
	c.Open(&mu, time.Millisecond, func() { silent <- c.Gen() })
	mu.Unlock()
	select {
	case gen := <-silent:
		if gen != 1 {
			t.Errorf("silent in generation %d", gen)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no report of a silent port")
	}
	// Answered, or closed, in time: nothing is reported. The lock is held
	// until then, so the timer cannot win.
	mu.Lock()
	c.Open(&mu, time.Millisecond, func() { silent <- 100 })
	time.Sleep(20 * time.Millisecond)
	c.Answer()
	c.Open(&mu, time.Millisecond, func() { silent <- 200 })
	time.Sleep(20 * time.Millisecond)
	c.Close(nil)
	mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	select {
	case gen := <-silent:
		t.Errorf("silent reported after an answer or a close (%d)", gen)
	default:
	}
}

func TestNoiseGate(t *testing.T) {
	t0 := time.Unix(1000, 0)
	at := func(s float64) time.Time { return t0.Add(time.Duration(s * float64(time.Second))) }
	tests := []struct {
		name  string
		times []float64
		reset int // Reset before this index (-1: never)
		want  []bool
	}{
		{"one burst", []float64{0, 0.1, 1, 5, 9.9}, -1, []bool{true, false, false, false, false}},
		{"every 9 s is one episode", []float64{0, 9, 18, 27}, -1, []bool{true, false, false, false}},
		{"quiet for NoiseQuiet", []float64{0, 10, 10.5, 25}, -1, []bool{true, true, false, true}},
		{"reset on a new connection", []float64{0, 1, 2}, 2, []bool{true, false, true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var g NoiseGate
			for i, s := range tt.times {
				if i == tt.reset {
					g.Reset()
				}
				if got := g.Say(at(s)); got != tt.want[i] {
					t.Errorf("noise at %.1f s: say %v, want %v", s, got, tt.want[i])
				}
			}
		})
	}
}
