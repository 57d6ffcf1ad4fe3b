package millennium

import (
	"github.com/blindchess/blindchess/internal/catalog"
	"io"
	"time"

	"go.bug.st/serial"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/rules"
)

// Options tune a Driver: the connection layer's (the clock, the no-answer
// delay). The zero value gives the defaults.
type Options struct {
	eboard.LinkOptions
}

// Stats are the driver's counters.
type Stats struct {
	FramerStats
	// Invalid counts messages that were well framed but made no sense.
	Invalid uint64
}

// ReinitInterval is the least time between two sendings of the
// initialisation while a board answers without being set up: a board
// switched on after the port opened lost the first one.
const ReinitInterval = time.Second

// Driver turns the messages of a ChessLink board into eboard events. It
// implements serialport.Driver through its eboard.Port; the connection
// (open, close, faults said once, resync) is its eboard.Link, and the
// driver adds the ChessLink framing, the difference between statuses, and
// the LEDs that show a move to be made.
type Driver struct {
	eboard.Port
	link *eboard.Link

	framer      Framer
	seenGarbage uint64
	invalid     uint64
	have        bool
	place       eboard.Placement
	version     Version
	// statused: a status has come since the port opened; configured: the
	// board acknowledged the automatic reports on change.
	statused, configured bool
	lastInit             time.Time

	// show is the move the LEDs show (from, to), until the board shows it
	// made; showing is false when none is.
	show    [2]rules.Square
	showing bool
}

// NewDriver returns a driver that sends commands to w and reports events
// through emit (called with the driver's lock held: it must not call back
// into the driver).
func NewDriver(w io.Writer, emit func(eboard.Event), opts Options) *Driver {
	d := &Driver{}
	d.link, d.Port = eboard.NewLink(eboard.Millennium, w, emit, opts.LinkOptions, protocol{d}, d.fill)
	return d
}

// protocol is the ChessLink side of the driver's Link (eboard.Protocol).
type protocol struct{ d *Driver }

func (p protocol) Opened(at time.Time)         { p.d.opened(at) }
func (p protocol) Feed(b []byte, at time.Time) { p.d.feed(b, at) }
func (p protocol) KeepAlive(time.Time)         { p.d.link.Send(Encode(string(CmdStatus))) }
func (p protocol) Closed(time.Time)            {}
func (p protocol) Stopped()                    {}
func (p protocol) SnapshotCommand() []byte     { return Encode(string(CmdStatus)) }

func (p protocol) NoAnswer() eboard.Note {
	return eboard.Say("millennium.no-answer")
}

func (d *Driver) fill(e *eboard.Event) { d.place.Fill(e, d.have) }

// Stats returns the driver's counters.
func (d *Driver) Stats() Stats {
	d.link.Lock()
	defer d.link.Unlock()
	return Stats{FramerStats: d.framer.Stats(), Invalid: d.invalid}
}

// InitSequence is what the driver sends when the port opens: the version,
// automatic reports on every change, and the status.
func InitSequence() []byte {
	var out []byte
	out = append(out, Encode(string(CmdVersion))...)
	out = append(out, Encode(string(CmdWrite)+Hex2(AddrAutoReport)+Hex2(AutoReportOnChange))...)
	return append(out, Encode(string(CmdStatus))...)
}

func (d *Driver) opened(at time.Time) {
	d.framer.Reset()
	d.seenGarbage = d.framer.Stats().GarbageBytes
	d.statused, d.configured = false, false
	d.lastInit = at
	d.link.Send(InitSequence())
}

func (d *Driver) feed(p []byte, at time.Time) {
	eboard.Framed(p, d.framer.Feed, func() { d.noiseCheck(at) }, func(m []byte) { d.handle(m, at) })
}

// noiseCheck reports bytes the framer skipped since the last check: once
// for each episode of noise, and a resync (a status may have been lost;
// the next one is reported whatever it shows).
func (d *Driver) noiseCheck(at time.Time) {
	d.link.Skipped(at, &d.seenGarbage, d.framer.Stats().GarbageBytes, d.have, func(why eboard.Note) {
		if d.link.Doubt(at, why) {
			d.link.Send(Encode(string(CmdStatus)))
		}
	})
}

func (d *Driver) handle(m []byte, at time.Time) {
	switch m[0] {
	case MsgVersion:
		if v, err := DecodeVersion(m); err == nil {
			d.version = v
		} else {
			d.invalid++
		}
		d.reinit(at)
	case MsgWrite:
		if string(m[1:3]) == Hex2(AddrAutoReport) {
			d.configured = true
		}
	case MsgStatus:
		p, err := DecodeStatus(m)
		if err != nil {
			d.invalid++
			return
		}
		d.status(p, at)
		d.reinit(at)
	}
}

// reinit sends the initialisation again when the board answers but has
// not taken it (switched on after the port opened).
func (d *Driver) reinit(at time.Time) {
	if d.configured || at.Sub(d.lastInit) < ReinitInterval {
		return
	}
	d.lastInit = at
	d.link.Send(InitSequence())
}

// status handles a status: the first one of a connection, one asked for
// and the first after line trouble are reported as a Snapshot; any other
// is compared with the last and reported as lifts (squares emptied or
// holding another piece) and then places.
func (d *Driver) status(p eboard.Placement, at time.Time) {
	first := !d.statused
	d.statused = true
	want := d.link.TakeWant() || !d.link.Shown() || !d.have
	if want {
		d.place, d.have = p, true
		if d.link.Answered() {
			n := eboard.Say("millennium.board")
			if d.version != (Version{}) {
				n = eboard.Say("millennium.board-firmware", d.version.String())
			}
			d.link.Up(at, n)
		}
		d.link.Fire(d.link.Event(at, eboard.Snapshot))
		if first && d.showing {
			d.sendLEDs() // a board back from a reset has forgotten them
		}
		d.checkShown()
		return
	}
	d.link.FireChanges(at, &d.place, p)
	d.checkShown()
}

// ShowMove lights the LEDs of the squares from and to until the board
// shows the move made (from empty, to occupied); a move shown before is
// forgotten. It helps the sighted player make the move of the visually
// impaired player on this board.
func (d *Driver) ShowMove(from, to rules.Square) error {
	if !from.Valid() || !to.Valid() || from == to {
		return catalog.Errorf("millennium.show-not-move", from, to)
	}
	d.link.Lock()
	defer d.link.Unlock()
	d.show, d.showing = [2]rules.Square{from, to}, true
	d.sendLEDs()
	d.checkShown()
	return nil
}

// ClearMove turns the LEDs off.
func (d *Driver) ClearMove() {
	d.link.Lock()
	defer d.link.Unlock()
	if d.showing {
		d.showing = false
		d.link.Send(Encode(string(CmdLEDsOff)))
	}
}

// Showing returns the move the LEDs show, if any.
func (d *Driver) Showing() (from, to rules.Square, ok bool) {
	d.link.Lock()
	defer d.link.Unlock()
	return d.show[0], d.show[1], d.showing
}

func (d *Driver) sendLEDs() {
	var l LEDs
	l.Light(d.show[0], 0xFF)
	l.Light(d.show[1], 0xFF)
	d.link.Send(Encode(EncodeLEDs(DefaultSlotTime, &l)))
}

// checkShown turns the LEDs off once the board shows the move made.
func (d *Driver) checkShown() {
	if d.showing && d.have && d.place[d.show[0]] == rules.NoPiece && d.place[d.show[1]] != rules.NoPiece {
		d.showing = false
		d.link.Send(Encode(string(CmdLEDsOff)))
	}
}

// Open starts a driver for the Millennium board at path (38400 7O1) with
// the default transport settings (serialport.DefaultConfig).
func Open(path string, opts Options) *serialport.Board {
	return Start(serialport.DefaultConfig(path), opts)
}

// Start runs a driver on the port of cfg: 38400 bits per second, 7 data
// bits, odd parity, one stop bit, unless cfg.Mode sets a rate. The driver
// adds and checks the parity bit itself too, so the same bytes are right
// on a pseudo-terminal.
func Start(cfg serialport.Config, opts Options) *serialport.Board {
	if cfg.Mode.BaudRate == 0 {
		cfg.Mode.BaudRate = BaudRate
		cfg.Mode.DataBits = 7
		cfg.Mode.Parity = serial.OddParity
		cfg.Mode.StopBits = serial.OneStopBit
	}
	return serialport.StartAt(cfg, BaudRate, func(w io.Writer, emit func(eboard.Event)) serialport.Driver {
		return NewDriver(w, emit, opts)
	})
}
