package dgt

import (
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
)

// protocol is the DGT side of the driver's Link (eboard.Protocol).
type protocol struct{ d *Driver }

func (p protocol) Opened(at time.Time)         { p.d.opened(at) }
func (p protocol) Feed(b []byte, at time.Time) { p.d.feed(b, at) }
func (p protocol) KeepAlive(time.Time)         { p.d.link.Send(KeepAliveSequence) }
func (p protocol) Closed(time.Time)            { p.d.stopSettle(); p.d.stopClock() }
func (p protocol) Stopped()                    { p.d.stopSettle(); p.d.stopClock() }
func (p protocol) SnapshotCommand() []byte     { return []byte{CmdSendBoard} }

func (p protocol) NoAnswer() eboard.Note {
	if p.d.heard {
		return eboard.Say("dgt.no-position")
	}
	return eboard.Say("dgt.no-answer")
}

// fill adds the position the driver knows to an event.
func (d *Driver) fill(e *eboard.Event) {
	if d.have {
		e.HasBoard = true
		e.HasPieces = true
		e.Pieces = d.place
		e.Occupied = d.place.Occupancy()
	}
}

// Open starts a driver for the DGT board at path (9600 8N1) with the
// default transport settings (serialport.DefaultConfig).
func Open(path string, opts Options) *serialport.Board {
	return Start(serialport.DefaultConfig(path), opts)
}

// Start runs a driver on the port of cfg, at 9600 bits per second unless
// cfg.Mode sets a rate.
func Start(cfg serialport.Config, opts Options) *serialport.Board {
	return serialport.StartDriver(cfg, 9600, opts, NewDriver)
}
