package tactile

import (
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
)

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

func (p protocol) NoAnswer() eboard.Note {
	return eboard.Say("tactile.no-answer")
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
