package tactile

import (
	"io"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
)

// Options tune a Driver: the connection layer's (the clock, the
// no-answer delay) and the protocol's own. The zero value gives the
// defaults.
type Options struct {
	eboard.LinkOptions
	// BounceWindow is the host-side protection against contact bounce: a
	// lift followed by a place on the same square within this window is
	// taken for bounce and both are dropped (no hand pulls a peg out and
	// puts it back that fast). Lifts are therefore delivered this much
	// later, still stamped with their arrival time — except when another
	// piece is already lifted (a capture or castling in progress), where a
	// place on the square is the capturing piece. Default 50 ms; negative
	// disables (lifts are delivered at once).
	BounceWindow time.Duration
}

// NewDriver returns a driver that sends commands to w and reports events
// through emit. emit is called with the driver's lock held: it must not
// call back into the driver.
func NewDriver(w io.Writer, emit func(eboard.Event), opts Options) *Driver {
	if opts.BounceWindow == 0 {
		opts.BounceWindow = DefaultBounceWindow
	}
	d := &Driver{opts: opts, nextSeq: -1}
	d.link, d.Port = eboard.NewLink(eboard.Tactile, w, emit, opts.LinkOptions, protocol{d}, d.fill)
	return d
}

// protocol is the tactile side of the driver's Link (eboard.Protocol).
type protocol struct{ d *Driver }

func (p protocol) Opened(at time.Time)     { p.d.opened(at) }
func (p protocol) KeepAlive(at time.Time)  { p.d.keepAlive(at) }
func (p protocol) Closed(time.Time)        { p.d.closed() }
func (p protocol) Stopped()                { p.d.stopTimers() }
func (p protocol) SnapshotCommand() []byte { return lineSnap }

func (p protocol) Feed(b []byte, at time.Time) {
	p.d.lines.Feed(b, func(line []byte) { p.d.line(line, at) })
}

func (p protocol) NoAnswer() string {
	return "the port is open but no tactile board answers; is the board powered, and is this its port?"
}

// fill adds the occupancy the driver knows to an event.
func (d *Driver) fill(e *eboard.Event) {
	e.HasBoard, e.Occupied = d.have, d.occ
}

// Open starts a driver for the tactile board at path (115200 8N1) with the
// default transport settings (serialport.DefaultConfig).
func Open(path string, opts Options) *serialport.Board {
	return Start(serialport.DefaultConfig(path), opts)
}

// Start runs a driver on the port of cfg, at BaudRate bits per second unless
// cfg.Mode sets a rate.
func Start(cfg serialport.Config, opts Options) *serialport.Board {
	return serialport.StartDriver(cfg, BaudRate, opts, NewDriver)
}
