package dgt

import (
	"fmt"
	"io"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// InitSequence is what the driver sends when the port opens: reset, ask for
// the version, the board and the clock, then enter UPDATE_NICE mode (field
// updates, and clock messages when the time changes).
var InitSequence = []byte{CmdReset, CmdSendVersion, CmdSendBoard, CmdSendClock, CmdSendUpdateNice}

// Stats are the driver's counters.
type Stats struct {
	FramerStats
	// Invalid counts messages that were well framed but made no sense
	// (impossible square, piece code or time).
	Invalid uint64
	// Redundant counts field updates that changed nothing.
	Redundant uint64
	// Held counts field updates dropped while the driver waited for a
	// board dump after line noise: the dump covers them.
	Held uint64
}

// Driver turns the byte stream of a DGT board into eboard events. It
// implements serialport.Driver through its eboard.Port (Connected, Data,
// KeepAlive, Disconnected, OpenFailed, RequestSnapshot, Stop); it can also
// be fed directly, as the tests and the replay tools do. The connection
// (open, close, faults said once, resync) is its eboard.Link; the driver
// adds the DGT framing and messages.
type Driver struct {
	eboard.Port
	link *eboard.Link
	opts Options

	framer      Framer
	orient      Orientation
	have        bool // a board dump has been seen
	place       eboard.Placement
	version     Version
	serial      string
	clock       eboard.ClockState
	haveClock   bool
	invalid     uint64
	redundant   uint64
	held        uint64
	settle      *time.Timer
	seenGarbage uint64
	// dumped: a board dump has arrived since the port opened; heard: any
	// message has; lastInit: when InitSequence was last sent.
	dumped, heard bool
	lastInit      time.Time
	// acked: the last clock message was an acknowledgement (see bwTime).
	acked bool
	// The clock commands sent through the board wait for the clock's
	// acknowledgement, one at a time: clockBusy while one is out (until
	// its acknowledgement or ClockAckWait), clockNext the latest waiting.
	clockBusy  bool
	clockNext  []byte
	clockTimer *time.Timer
}

// ClockAckWait is how long the driver waits for a clock's acknowledgement
// of a clock command before it sends the next one anyway (a clock that is
// not there, or not in mode 23, never acknowledges).
const ClockAckWait = 2 * time.Second

// ShowClock sets a DGT 3000 (or XL) connected to the board to show left
// and right and to run the side whose flag is set (neither: stopped), so
// that the sighted player sees both times of the program's clock, the game
// clock. Commands are sent one at a time, each after the clock's
// acknowledgement; a newer one replaces one still waiting.
func (d *Driver) ShowClock(left, right time.Duration, leftRuns, rightRuns bool) {
	var flags byte
	if leftRuns {
		flags |= 0x01
	}
	if rightRuns {
		flags |= 0x02
	}
	if !leftRuns && !rightRuns {
		flags |= 0x04 // paused
	}
	hms := func(t time.Duration) []byte {
		if t < 0 {
			t = 0
		}
		s := int(t / time.Second)
		return []byte{byte(min(s/3600, 9)), byte(s / 60 % 60), byte(s % 60)}
	}
	payload := append(hms(left), hms(right)...)
	cmd := ClockCommand(ClockCmdSetNRun, append(payload, flags)...)
	d.link.Lock()
	defer d.link.Unlock()
	d.clockNext = cmd
	d.sendClock()
}

// sendClock sends the waiting clock command unless one is out. Lock held.
func (d *Driver) sendClock() {
	if d.clockBusy || d.clockNext == nil || d.link.Stopped() {
		return
	}
	d.link.Send(d.clockNext)
	d.clockNext = nil
	d.clockBusy = true
	if d.clockTimer != nil {
		d.clockTimer.Stop()
	}
	d.clockTimer = time.AfterFunc(ClockAckWait, func() {
		d.link.Lock()
		defer d.link.Unlock()
		d.clockBusy = false
		d.sendClock()
	})
}

// clockAcked records the clock's acknowledgement of a command: the next
// may go. Lock held.
func (d *Driver) clockAcked() {
	if !d.clockBusy {
		return
	}
	d.clockBusy = false
	if d.clockTimer != nil {
		d.clockTimer.Stop()
		d.clockTimer = nil
	}
	d.sendClock()
}

// stopClock stops the clock command's timer. Lock held.
func (d *Driver) stopClock() {
	if d.clockTimer != nil {
		d.clockTimer.Stop()
		d.clockTimer = nil
	}
	d.clockBusy = false
}

// Options tune a Driver: the connection layer's and the protocol's own
// (eboard.DriverOptions). The zero value gives the defaults.
type Options = eboard.DriverOptions

// NewDriver returns a driver that sends commands to w and reports events
// through emit. emit is called with the driver's lock held: it must not
// call back into the driver.
func NewDriver(w io.Writer, emit func(eboard.Event), opts Options) *Driver {
	d := &Driver{opts: opts.WithDefaults()}
	d.link, d.Port = eboard.NewLink(eboard.DGT, w, emit, opts.LinkOptions, protocol{d}, d.fill)
	return d
}

// ReinitInterval is the least time between two sendings of InitSequence
// while a board answers without having sent its position since the port
// opened: a board switched on (or plugged into its adapter) after the port
// opened lost the first one, and answers the keep-alive but was never put
// in update mode.
const ReinitInterval = time.Second

// Stats returns the driver's counters.
func (d *Driver) Stats() Stats {
	d.link.Lock()
	defer d.link.Unlock()
	return Stats{FramerStats: d.framer.Stats(), Invalid: d.invalid, Redundant: d.redundant, Held: d.held}
}

// Orientation returns the orientation the driver currently assumes.
func (d *Driver) Orientation() Orientation {
	d.link.Lock()
	defer d.link.Unlock()
	return d.orient
}

// Version returns the firmware version the board reported (zero if none).
func (d *Driver) Version() Version {
	d.link.Lock()
	defer d.link.Unlock()
	return d.version
}

func (d *Driver) stopSettle() {
	if d.settle != nil {
		d.settle.Stop()
		d.settle = nil
	}
}

// opened resets the framer and sends InitSequence when the port opened.
func (d *Driver) opened(at time.Time) {
	d.framer.Reset()
	d.seenGarbage = d.framer.Stats().GarbageBytes
	d.dumped, d.heard = false, false
	d.lastInit = at
	d.link.Send(InitSequence)
}

// reinit sends InitSequence again when a board answers without having sent
// its position since the port opened (see ReinitInterval).
func (d *Driver) reinit(at time.Time) {
	if d.dumped || at.Sub(d.lastInit) < ReinitInterval {
		return
	}
	d.lastInit = at
	d.link.WantSnapshot()
	d.link.Send(InitSequence)
}

// KeepAliveSequence is what the driver sends after a silence: update mode
// again (a board switched off and on while its adapter stayed plugged in
// comes back idle and would report no move), the version, which a board
// always answers, and a board dump, so that a move made while the board
// was idle is not lost: a dump that differs from what the driver knows is
// reported as a Snapshot that corrects the position.
var KeepAliveSequence = []byte{CmdSendUpdateNice, CmdSendVersion, CmdSendBoard}

// feed feeds bytes read from the board, which arrived at time at.
func (d *Driver) feed(p []byte, at time.Time) {
	eboard.Framed(p, d.framer.Feed, func() { d.noiseCheck(at) }, func(m []byte) { d.handle(m, at) })
}

// noiseCheck reports garbage the framer skipped since the last check,
// before the message that follows it: once for each episode of noise
// (see eboard.NoiseGate), with what to do.
func (d *Driver) noiseCheck(at time.Time) {
	// Noise may have eaten a field update: confirm the position.
	d.link.Skipped(at, &d.seenGarbage, d.framer.Stats().GarbageBytes, d.have, func(why eboard.Note) { d.doubt(at, why) })
}

// doubt handles noise between the board's messages, which may have eaten
// a field update: the driver asks for a board dump, which is reported
// whatever it shows, and drops field updates until it comes. The first
// time in such an episode it reports Resync, saying why; more noise while
// it waits asks again once the board has had SettleDelay to answer.
func (d *Driver) doubt(at time.Time, why eboard.Note) {
	if !d.link.Doubt(at, why) {
		d.armSettle()
		return
	}
	d.link.Send([]byte{CmdSendBoard})
}

// markAnswered reports the board connected at its first board dump since
// the port opened, with the position (the dump is taken in first); on a
// return the text says that the position was read again.
func (d *Driver) markAnswered(at time.Time) {
	if !d.link.Answered() {
		return
	}
	n := eboard.Say("dgt.board")
	if d.version != (Version{}) {
		n = eboard.Say("dgt.board-firmware", d.version.String())
	}
	d.link.Up(at, n)
}

// handle handles one message. The board is said to be connected only when
// its position is known (its first board dump since the port opened); any
// other message before that makes the driver send its initialisation again.
func (d *Driver) handle(msg []byte, at time.Time) {
	d.heard = true
	if msg[0] != MsgBoardDump {
		d.reinit(at)
	}
	switch msg[0] {
	case MsgVersion:
		if v, err := DecodeVersion(msg); err == nil {
			d.version = v
		}
	case MsgBoardDump:
		codes, err := DecodeBoardDump(msg)
		if err != nil {
			d.invalid++
			d.reinit(at)
			return
		}
		d.dumped = true
		d.boardDump(&codes, at)
	case MsgFieldUpdate:
		if !d.dumped {
			// Before the position is known a field update cannot be
			// placed; the dump that follows the initialisation covers it.
			return
		}
		u, err := DecodeFieldUpdate(msg)
		if err != nil {
			d.invalid++
			return
		}
		if d.link.Resyncing() {
			d.held++
			return
		}
		d.fieldUpdate(u, at)
	case MsgBWTime:
		if !d.dumped {
			// Nothing is reported before "connected"; the clock message
			// that answers the initialisation comes after the dump.
			return
		}
		bw, err := DecodeBWTime(msg)
		if err != nil {
			d.invalid++
			return
		}
		d.bwTime(bw, at)
	case MsgSerialNr, MsgLongSerialNr:
		d.serial = DecodeText(msg)
	}
}

// orientationOf returns the orientation in which codes show the start
// position, if they do.
func orientationOf(codes *[64]byte) (Orientation, bool) {
	start := eboard.StartPlacement()
	for _, o := range []Orientation{Normal, Rotated} {
		if p := PlacementFromCodes(codes, o); p == start {
			return o, true
		}
	}
	return Normal, false
}

func orientationText(o Orientation) eboard.Note {
	if o == Rotated {
		return eboard.Say("dgt.rotated")
	}
	return eboard.Say("dgt.normal-way")
}

func (d *Driver) boardDump(codes *[64]byte, at time.Time) {
	var text eboard.Note
	if o, ok := orientationOf(codes); ok && o != d.orient {
		d.orient = o
		text = orientationText(o)
	} else if ok && !d.have && o == Rotated {
		text = orientationText(o)
	}
	p := PlacementFromCodes(codes, d.orient)
	want := d.link.TakeWant()
	changed := !d.have || p != d.place
	if !d.link.Shown() {
		want = true // the first dump since the port opened is always reported
	}
	if !want && !changed && text.IsZero() {
		return
	}
	if !want && changed && text.IsZero() && d.have {
		text = eboard.Say("dgt.corrected")
	}
	d.place = p
	d.have = true
	d.markAnswered(at)
	e := d.link.Event(at, eboard.Snapshot)
	e.SetNote(text)
	d.link.Fire(e)
}

func (d *Driver) fieldUpdate(u FieldUpdate, at time.Time) {
	sq := d.orient.Square(u.Field)
	pc, _ := PieceFromCode(u.Code)
	old := d.place[sq]
	if old == pc {
		d.redundant++
		return
	}
	d.place[sq] = pc
	d.armSettle()
	if d.have {
		// A board turned round shows itself when the start position is set
		// up on it.
		codes := CodesFromPlacement(&d.place, d.orient)
		if o, ok := orientationOf(&codes); ok && o != d.orient {
			d.orient = o
			d.place = PlacementFromCodes(&codes, o)
			e := d.link.Event(at, eboard.Snapshot)
			e.SetNote(orientationText(o))
			d.link.Fire(e)
			return
		}
	}
	var e eboard.Event
	if pc == rules.NoPiece {
		e = d.link.Event(at, eboard.Lift)
		e.Piece = old
	} else {
		e = d.link.Event(at, eboard.Place)
		e.Piece = pc
		if old != rules.NoPiece {
			e.SetNote(eboard.Say("dgt.replaces-" + old.Color().String() + "-" + old.Type().String()))
		}
	}
	e.Square = sq
	d.link.Fire(e)
}

func (d *Driver) armSettle() {
	if d.opts.SettleDelay < 0 || d.link.Stopped() || !d.link.Conn().Up() {
		return
	}
	if d.settle != nil {
		d.settle.Reset(d.opts.SettleDelay)
		return
	}
	gen := d.link.Conn().Gen()
	d.settle = time.AfterFunc(d.opts.SettleDelay, func() { d.settleFired(gen) })
}

func (d *Driver) settleFired(gen uint64) {
	d.link.Lock()
	defer d.link.Unlock()
	if d.link.Stopped() || gen != d.link.Conn().Gen() {
		return
	}
	d.settle = nil
	d.link.Send([]byte{CmdSendBoard})
}

func (d *Driver) bwTime(bw BWTime, at time.Time) {
	acked := d.acked
	d.acked = bw.Kind == BWAck
	switch bw.Kind {
	case BWEmpty:
		if acked {
			// The empty message a Bluetooth board sends after a clock
			// command's acknowledgement means nothing.
			return
		}
		// Otherwise it is a clock that shows 0:00:00 on both sides,
		// stopped, lever left, no flag: every bit of it is zero.
		bw.State = eboard.ClockState{Connected: true}
	case BWAck:
		n, isButton := bw.Ack.Button()
		if !isButton {
			d.clockAcked() // an answer to a command (taken or refused): the next may go
		}
		if isButton {
			e := d.link.Event(at, eboard.Button)
			e.Button = n
			e.SetNote(eboard.Say("dgt.clock-button", eboard.Say("dgt.button-"+[...]string{"", "back", "minus", "run", "plus", "ok"}[n])))
			d.link.Fire(e)
			return
		}
		if bw.Ack.Ack0 == 0x40 {
			d.link.Error(at, eboard.Say("dgt.clock-refused", fmt.Sprintf("%02X", bw.Ack.Ack1&0x7F)))
		}
		return
	}
	st := bw.State
	if !st.Connected && !d.haveClock {
		return
	}
	if d.haveClock && st == d.clock {
		return
	}
	d.haveClock = st.Connected
	d.clock = st
	e := d.link.Event(at, eboard.Clock)
	e.Clock = st
	d.link.Fire(e)
}
