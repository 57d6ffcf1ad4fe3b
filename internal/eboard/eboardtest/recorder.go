// Package eboardtest holds what the tests of the board drivers share: a
// Recorder that stands in for the board's port and the event consumer.
package eboardtest

import (
	"bytes"
	"sync"

	"github.com/blindchess/blindchess/internal/eboard"
)

// Recorder collects a driver's events (Emit) and what it wrote to the
// board (it is the io.Writer given to the driver). Its methods are safe
// for concurrent use: drivers emit from their timers too. The zero value
// is ready to use.
type Recorder struct {
	mu     sync.Mutex
	events []eboard.Event
	sent   bytes.Buffer
}

// Emit records an event; pass it to the driver as its emit function.
func (r *Recorder) Emit(e eboard.Event) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.events = append(r.events, e)
}

// Write records what the driver sends to the board.
func (r *Recorder) Write(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.sent.Write(p)
}

// Events returns a copy of the events so far.
func (r *Recorder) Events() []eboard.Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]eboard.Event(nil), r.events...)
}

// Lines returns the events so far as their String forms.
func (r *Recorder) Lines() []string {
	var out []string
	for _, e := range r.Events() {
		out = append(out, e.String())
	}
	return out
}

// Sent returns a copy of the bytes the driver wrote so far.
func (r *Recorder) Sent() []byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	return bytes.Clone(r.sent.Bytes())
}
