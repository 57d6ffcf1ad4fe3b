package dgt

import (
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/rules"
)

// Options tune a Driver. The zero value gives the defaults.
type Options struct {
	// Now is the clock that stamps events created by timers; default
	// time.Now. Events caused by bytes carry the arrival time given by the
	// transport.
	Now func() time.Time
	// SettleDelay is how long after the last field update the driver asks
	// for a full board dump, to confirm the position once the pieces stop
	// moving (a DGT board scans every ~250 ms and may report transient
	// states). Default 300 ms; negative disables.
	SettleDelay time.Duration
	// NoAnswerDelay is how long after opening the port the driver waits
	// for a first message before it reports that no board answers.
	// Default 3 s; negative disables.
	NoAnswerDelay time.Duration
}

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
// implements serialport.Driver; it can also be fed directly (Connected,
// Data, Disconnected) as the tests and the replay tools do.
type Driver struct {
	w    io.Writer
	emit func(eboard.Event)
	opts Options

	wantSnapshot atomic.Bool

	mu        sync.Mutex
	stopped   bool
	conn      eboard.ConnState
	framer    Framer
	orient    Orientation
	have      bool // a board dump has been seen
	place     eboard.Placement
	version   Version
	serial    string
	clock     eboard.ClockState
	haveClock bool
	invalid   uint64
	redundant uint64
	held      uint64
	// resync: noise came between the board's messages; field updates
	// wait for the next board dump (see doubt).
	resync      bool
	settle      *time.Timer
	noise       eboard.NoiseGate
	seenGarbage uint64
	// dumped: a board dump has arrived since the port opened; heard: any
	// message has; lastInit: when InitSequence was last sent.
	dumped, heard bool
	lastInit      time.Time
	// everUp: Connected was reported once; a later one is the board's
	// return.
	everUp bool
	// acked: the last clock message was an acknowledgement (see bwTime).
	acked bool
}

// ReinitInterval is the least time between two sendings of InitSequence
// while a board answers without having sent its position since the port
// opened: a board switched on (or plugged into its adapter) after the port
// opened lost the first one, and answers the keep-alive but was never put
// in update mode.
const ReinitInterval = time.Second

// NewDriver returns a driver that sends commands to w and reports events
// through emit. emit is called with the driver's lock held: it must not
// call back into the driver.
func NewDriver(w io.Writer, emit func(eboard.Event), opts Options) *Driver {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.SettleDelay == 0 {
		opts.SettleDelay = 300 * time.Millisecond
	}
	if opts.NoAnswerDelay == 0 {
		opts.NoAnswerDelay = 3 * time.Second
	}
	return &Driver{w: w, emit: emit, opts: opts}
}

// Open starts a driver for the DGT board at path (9600 8N1) with the
// default transport settings: keep-alive after 2 s of silence, reconnect
// with backoff.
func Open(path string, opts Options) *serialport.Board {
	return Start(serialport.Config{Path: path, KeepAlive: 2 * time.Second}, opts)
}

// Start runs a driver on the port of cfg. The baud rate is forced to 9600
// 8N1 unless cfg.Mode sets one.
func Start(cfg serialport.Config, opts Options) *serialport.Board {
	if cfg.Mode.BaudRate == 0 {
		cfg.Mode.BaudRate = 9600
	}
	return serialport.Start(cfg, 0, func(w io.Writer, emit func(eboard.Event)) serialport.Driver {
		return NewDriver(w, emit, opts)
	})
}

// Stats returns the driver's counters.
func (d *Driver) Stats() Stats {
	d.mu.Lock()
	defer d.mu.Unlock()
	return Stats{FramerStats: d.framer.Stats(), Invalid: d.invalid, Redundant: d.redundant, Held: d.held}
}

// Orientation returns the orientation the driver currently assumes.
func (d *Driver) Orientation() Orientation {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.orient
}

// Version returns the firmware version the board reported (zero if none).
func (d *Driver) Version() Version {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.version
}

func (d *Driver) send(p []byte) {
	if d.w == nil {
		return
	}
	_, _ = d.w.Write(p) // a failed write shows up as a read error too
}

// RequestSnapshot asks the board for a board dump; a Snapshot event
// follows.
func (d *Driver) RequestSnapshot() error {
	d.wantSnapshot.Store(true)
	if d.w == nil {
		return serialport.ErrNotConnected
	}
	if _, err := d.w.Write([]byte{CmdSendBoard}); err != nil {
		return fmt.Errorf("ask the DGT board for its position: %w", err)
	}
	return nil
}

// Stop stops the driver's timers; it emits nothing afterwards.
func (d *Driver) Stop() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.stopped = true
	d.stopTimers()
}

func (d *Driver) stopTimers() {
	if d.settle != nil {
		d.settle.Stop()
		d.settle = nil
	}
	d.conn.Stop()
}

func (d *Driver) event(at time.Time, t eboard.EventType) eboard.Event {
	e := eboard.Event{Time: at, Board: eboard.DGT, Type: t, Square: rules.NoSquare}
	if d.have {
		e.HasBoard = true
		e.HasPieces = true
		e.Pieces = d.place
		e.Occupied = d.place.Occupancy()
	}
	return e
}

func (d *Driver) fire(e eboard.Event) {
	if !d.stopped {
		d.emit(e)
	}
}

func (d *Driver) errorEvent(at time.Time, text string) {
	if !d.conn.Report(text) {
		return
	}
	e := d.event(at, eboard.Error)
	e.Text = text
	d.fire(e)
}

// Connected is called when the port opened: the driver resets its framer
// and sends InitSequence.
func (d *Driver) Connected(at time.Time) {
	d.mu.Lock()
	defer d.mu.Unlock()
	delay := d.opts.NoAnswerDelay
	if d.stopped {
		delay = 0
	}
	d.conn.Open(&d.mu, delay, func() {
		if d.stopped {
			return
		}
		if d.heard {
			d.errorEvent(d.opts.Now(), "the DGT board answers but has not sent its position; switch the board off and on again, or check the cable")
			return
		}
		d.errorEvent(d.opts.Now(), "the port is open but no DGT board answers; is the board switched on, and is this its port?")
	})
	d.framer.Reset()
	d.noise.Reset()
	d.seenGarbage = d.framer.Stats().GarbageBytes
	d.wantSnapshot.Store(true)
	d.dumped, d.heard = false, false
	d.resync = false
	d.lastInit = at
	d.send(InitSequence)
}

// reinit sends InitSequence again when a board answers without having sent
// its position since the port opened (see ReinitInterval).
func (d *Driver) reinit(at time.Time) {
	if d.dumped || at.Sub(d.lastInit) < ReinitInterval {
		return
	}
	d.lastInit = at
	d.wantSnapshot.Store(true)
	d.send(InitSequence)
}

// KeepAliveSequence is what the driver sends after a silence: update mode
// again (a board switched off and on while its adapter stayed plugged in
// comes back idle and would report no move), the version, which a board
// always answers, and a board dump, so that a move made while the board
// was idle is not lost: a dump that differs from what the driver knows is
// reported as a Snapshot that corrects the position.
var KeepAliveSequence = []byte{CmdSendUpdateNice, CmdSendVersion, CmdSendBoard}

// KeepAlive sends KeepAliveSequence.
func (d *Driver) KeepAlive(at time.Time) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.send(KeepAliveSequence)
}

// Disconnected is called when the port went away.
func (d *Driver) Disconnected(at time.Time, err error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.stopTimers()
	d.resync = false
	text, connected := d.conn.Close(err)
	if !connected {
		d.errorEvent(at, text)
		return
	}
	e := d.event(at, eboard.Disconnected)
	e.Text = DisconnectedText(text)
	d.fire(e)
}

// DisconnectedText is the Text of a Disconnected event: why (cause, in the
// transport's words) and what to do.
func DisconnectedText(cause string) string {
	return cause + "; check the board's cable and power. The position is read again when the board is back"
}

// OpenFailed is called when the port could not be opened.
func (d *Driver) OpenFailed(at time.Time, err error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.errorEvent(at, err.Error())
}

// Data feeds bytes read from the board, which arrived at time at.
func (d *Driver) Data(p []byte, at time.Time) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.framer.Feed(p, func(msg []byte) {
		d.noiseCheck(at)
		d.handle(msg, at)
	})
	d.noiseCheck(at)
}

// noiseCheck reports garbage the framer skipped since the last check,
// before the message that follows it: once for each episode of noise
// (see eboard.NoiseGate), with what to do.
func (d *Driver) noiseCheck(at time.Time) {
	g := d.framer.Stats().GarbageBytes
	if g == d.seenGarbage {
		return
	}
	n := g - d.seenGarbage
	d.seenGarbage = g
	if !d.have {
		return
	}
	// Noise may have eaten a field update: confirm the position.
	d.doubt(at, fmt.Sprintf("%d bytes of noise between the board's messages", n))
	if d.noise.Say(at) {
		e := d.event(at, eboard.Error)
		e.Text = fmt.Sprintf("line noise: %d bytes from the board skipped (%d so far); %s", n, g, eboard.NoiseAdvice)
		d.fire(e)
	}
}

// doubt handles noise between the board's messages, which may have eaten
// a field update: the driver asks for a board dump, which is reported
// whatever it shows, and drops field updates until it comes. The first
// time in such an episode it reports Resync, saying why; more noise while
// it waits asks again once the board has had SettleDelay to answer.
func (d *Driver) doubt(at time.Time, why string) {
	d.wantSnapshot.Store(true)
	if d.resync {
		d.armSettle()
		return
	}
	d.resync = true
	d.send([]byte{CmdSendBoard})
	if !d.conn.Answered() {
		return
	}
	e := d.event(at, eboard.Resync)
	e.Text = why + "; asking the board for its whole position"
	d.fire(e)
}

// markAnswered reports the board connected at its first board dump since
// the port opened, with the position (the dump is taken in first); on a
// return the text says that the position was read again.
func (d *Driver) markAnswered(at time.Time) {
	if !d.conn.Answer() {
		return
	}
	e := d.event(at, eboard.Connected)
	e.Text = "DGT board"
	if d.version != (Version{}) {
		e.Text += ", firmware " + d.version.String()
	}
	if d.everUp {
		e.Back = true
		e.Text += "; back, position read again"
	}
	d.everUp = true
	d.fire(e)
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
		if d.resync {
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

func orientationText(o Orientation) string {
	if o == Rotated {
		return "the board is turned round (connector on White's right); squares are mapped accordingly"
	}
	return "the board lies the normal way (connector on White's left)"
}

func (d *Driver) boardDump(codes *[64]byte, at time.Time) {
	text := ""
	if o, ok := orientationOf(codes); ok && o != d.orient {
		d.orient = o
		text = orientationText(o)
	} else if ok && !d.have && o == Rotated {
		text = orientationText(o)
	}
	p := PlacementFromCodes(codes, d.orient)
	d.resync = false
	want := d.wantSnapshot.Swap(false)
	changed := !d.have || p != d.place
	if !d.conn.Answered() {
		want = true // the first dump since the port opened is always reported
	}
	if !want && !changed && text == "" {
		return
	}
	if !want && changed && text == "" && d.have {
		text = "the board dump differs from the field updates; position corrected"
	}
	d.place = p
	d.have = true
	d.markAnswered(at)
	e := d.event(at, eboard.Snapshot)
	e.Text = text
	d.fire(e)
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
			e := d.event(at, eboard.Snapshot)
			e.Text = orientationText(o)
			d.fire(e)
			return
		}
	}
	var e eboard.Event
	if pc == rules.NoPiece {
		e = d.event(at, eboard.Lift)
		e.Piece = old
	} else {
		e = d.event(at, eboard.Place)
		e.Piece = pc
		if old != rules.NoPiece {
			e.Text = fmt.Sprintf("replaces %s %s", old.Color(), old.Type())
		}
	}
	e.Square = sq
	d.fire(e)
}

func (d *Driver) armSettle() {
	if d.opts.SettleDelay < 0 || d.stopped || !d.conn.Up() {
		return
	}
	if d.settle != nil {
		d.settle.Reset(d.opts.SettleDelay)
		return
	}
	gen := d.conn.Gen()
	d.settle = time.AfterFunc(d.opts.SettleDelay, func() { d.settleFired(gen) })
}

func (d *Driver) settleFired(gen uint64) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.stopped || gen != d.conn.Gen() {
		return
	}
	d.settle = nil
	d.send([]byte{CmdSendBoard})
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
		if n, ok := bw.Ack.Button(); ok {
			e := d.event(at, eboard.Button)
			e.Button = n
			e.Text = "clock button " + [...]string{"", "back", "minus", "run", "plus", "ok"}[n]
			d.fire(e)
			return
		}
		if bw.Ack.Ack0 == 0x40 {
			d.errorEvent(at, fmt.Sprintf("the clock refused command 0x%02X (is it in mode 23?)", bw.Ack.Ack1&0x7F))
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
	e := d.event(at, eboard.Clock)
	e.Clock = st
	d.fire(e)
}
