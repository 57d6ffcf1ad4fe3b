package serialport

import (
	"context"
	"io"
	"sync"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
)

// Driver is a board protocol driver that runs on a Link: it handles the
// Link's callbacks and reports eboard events through the emit function it
// was built with.
type Driver interface {
	Handler
	// RequestSnapshot asks the board for its whole state; a Snapshot event
	// follows when it answers.
	RequestSnapshot() error
	// Stop stops the driver's timers. After Stop returns the driver emits
	// nothing more.
	Stop()
}

// NewDriverFunc builds a driver that writes to w and reports through emit.
type NewDriverFunc func(w io.Writer, emit func(eboard.Event)) Driver

// Board is a running board: a Link, its driver, and the event channel.
type Board struct {
	link   *Link
	driver Driver
	events chan eboard.Event
	cancel context.CancelFunc
	done   chan struct{}
	once   sync.Once
}

// DefaultEventBuffer is the capacity of a Board's event channel.
const DefaultEventBuffer = 256

// Start opens the port of cfg in the background and runs the driver built
// by newDriver on it. Events arrive on Events() until Close. When the
// consumer falls behind by more than buffer events (DefaultEventBuffer if
// buffer <= 0), the reader waits for it: nothing is dropped.
func Start(cfg Config, buffer int, newDriver NewDriverFunc) *Board {
	if buffer <= 0 {
		buffer = DefaultEventBuffer
	}
	ctx, cancel := context.WithCancel(context.Background())
	b := &Board{
		link:   NewLink(cfg),
		events: make(chan eboard.Event, buffer),
		cancel: cancel,
		done:   make(chan struct{}),
	}
	emit := func(e eboard.Event) {
		select {
		case b.events <- e:
		case <-ctx.Done():
		}
	}
	b.driver = newDriver(b.link, emit)
	go func() {
		defer close(b.done)
		b.link.Run(ctx, b.driver)
	}()
	return b
}

// DefaultKeepAlive is how long a port may stay silent before the driver
// sends its keep-alive, in DefaultConfig.
const DefaultKeepAlive = 2 * time.Second

// DefaultConfig returns the transport settings for the board at path: a
// keep-alive after DefaultKeepAlive of silence, reconnect with backoff.
func DefaultConfig(path string) Config {
	return Config{Path: path, KeepAlive: DefaultKeepAlive}
}

// StartAt is Start at baud bits per second (8N1) unless cfg.Mode sets a
// rate, with the default event buffer: what a driver's Start does.
func StartAt(cfg Config, baud int, newDriver NewDriverFunc) *Board {
	if cfg.Mode.BaudRate == 0 {
		cfg.Mode.BaudRate = baud
	}
	return Start(cfg, 0, newDriver)
}

// StartDriver is StartAt for a driver built by newDriver with opts: the
// whole of what a driver package's Start does.
func StartDriver[O any, D Driver](cfg Config, baud int, opts O, newDriver func(io.Writer, func(eboard.Event), O) D) *Board {
	return StartAt(cfg, baud, func(w io.Writer, emit func(eboard.Event)) Driver {
		return newDriver(w, emit, opts)
	})
}

// Events returns the channel of the board's events. It is closed after
// Close.
func (b *Board) Events() <-chan eboard.Event { return b.events }

// Path returns the device path of the board.
func (b *Board) Path() string { return b.link.Path() }

// RequestSnapshot asks the board for its whole state.
func (b *Board) RequestSnapshot() error { return b.driver.RequestSnapshot() }

// Driver returns the protocol driver (for its statistics).
func (b *Board) Driver() Driver { return b.driver }

// Close closes the port, stops the driver and closes the event channel.
// Events already queued stay readable.
func (b *Board) Close() error {
	var err error
	b.once.Do(func() {
		b.cancel()
		err = b.link.Close()
		<-b.done
		b.driver.Stop()
		close(b.events)
	})
	return err
}
