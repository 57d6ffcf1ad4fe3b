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
		if c.Report(text) {
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
	if text, connected := c.Close(errors.New("cable pulled")); connected {
		got = append(got, "disconnected: "+text)
	}
	// While the board is away its port's troubles are the fault already
	// said: not said again.
	report("no such port")
	c.Open(&mu, -1, nil)
	if text, connected := c.Close(nil); !connected {
		report(text)
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
	if text, connected := c.Close(errors.New("no answer")); !connected {
		report(text)
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
	if !d.Report("no such port") || d.Report("no such port") || !d.Report("permission denied") {
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
