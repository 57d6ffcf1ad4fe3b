package tactile

import (
	"fmt"
	"io"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// DefaultBounceWindow is the default Options.BounceWindow.
const DefaultBounceWindow = eboard.DefaultBounceWindow

// Stats are the driver's counters.
type Stats struct {
	LineStats
	// Garbled counts lines that failed the checksum or the syntax.
	Garbled uint64
	// Lost counts lines the board sent that never arrived, from gaps in
	// the sequence numbers.
	Lost uint64
	// Redundant counts lifts of empty squares and places on occupied
	// squares, which the driver ignores.
	Redundant uint64
	// Bounces counts lift-place pairs dropped as contact bounce.
	Bounces uint64
	// Unknown counts lines with a keyword this version does not know,
	// from a board of a later protocol version (from a version 1 board
	// such a line is garbled: it counts in Garbled).
	Unknown uint64
	// Held counts lifts and places that passed their checks but came
	// while the driver waited for a snapshot after line trouble, and were
	// dropped: the snapshot covers them.
	Held uint64
}

// Driver turns the lines of a tactile board into eboard events. It
// implements serialport.Driver through its eboard.Port (Connected, Data,
// KeepAlive, Disconnected, OpenFailed, RequestSnapshot, Stop). The
// connection (open, close, faults said once, resync) is its eboard.Link;
// the driver adds the line protocol.
type Driver struct {
	eboard.Port
	link *eboard.Link
	opts Options

	lines       LineReader
	stats       Stats
	have        bool
	occ         eboard.Occupancy
	boardID     string
	nextSeq     int // -1: unknown
	pending     *pendingLift
	airborne    int // pieces lifted and not yet put back since the last snapshot
	helloSeen   bool
	helloText   eboard.Note // how Connected names the board, from its hello
	snapped     bool        // a snap has come since the port opened
	initAt      time.Time   // when hello? and snap? were last sent for it
	pingCounter int
	// snapAsked is when the driver last sent snap? itself and has had no
	// snap since (zero: none outstanding); snapAgain records a request
	// skipped meanwhile (see askSnapshot).
	snapAsked time.Time
	snapAgain bool
	// retry asks for the snapshot again while a resync lasts (see doubt).
	retry *time.Timer
	// version is the protocol version of the board's hello (0 before).
	version int
}

// Options tune a Driver: the connection layer's and the protocol's own
// (eboard.DriverOptions). The zero value gives the defaults.
type Options = eboard.DriverOptions

// NewDriver returns a driver that sends commands to w and reports events
// through emit. emit is called with the driver's lock held: it must not
// call back into the driver.
func NewDriver(w io.Writer, emit func(eboard.Event), opts Options) *Driver {
	d := &Driver{opts: opts.WithDefaults(), nextSeq: -1}
	d.link, d.Port = eboard.NewLink(eboard.Tactile, w, emit, opts.LinkOptions, protocol{d}, d.fill)
	return d
}

// answerTime is how long a board has to answer a command
// (docs/tactile-protocol.md, section 5).
const answerTime = 100 * time.Millisecond

// initAnswerTime is how long after hello? and snap? the driver waits for
// the snapshot before it takes a line without one for a sign that they
// were lost (the board powered up after them, or lost them while it
// started), and sends them again.
const initAnswerTime = 500 * time.Millisecond

type pendingLift struct {
	sq    rules.Square
	at    time.Time
	timer *time.Timer
}

// Stats returns the driver's counters.
func (d *Driver) Stats() Stats {
	d.link.Lock()
	defer d.link.Unlock()
	s := d.stats
	s.LineStats = d.lines.Stats()
	return s
}

// BoardID returns the id the board said hello with ("" before hello).
func (d *Driver) BoardID() string {
	d.link.Lock()
	defer d.link.Unlock()
	return d.boardID
}

var (
	lineSnap    = Message{Type: CmdSnap}.Encode()
	lineHello   = Message{Type: CmdHello}.Encode()
	lineConnect = append(append([]byte{'\n'}, lineHello...), lineSnap...)
)

// stopTimers stops the retry and the bounce window's timer.
func (d *Driver) stopTimers() {
	if d.retry != nil {
		d.retry.Stop()
		d.retry = nil
	}
	if d.pending != nil {
		d.pending.timer.Stop()
		d.pending = nil
	}
}

// opened asks the board for hello and a snapshot when the port opened.
func (d *Driver) opened(at time.Time) {
	d.nextSeq = -1
	d.lines.Reset()
	d.helloSeen = false
	d.helloText = eboard.Note{}
	d.snapped = false
	d.init(at)
}

// init sends hello? and snap? (after a line feed, which ends whatever junk
// the board may hold from before: a probe, a half-sent line).
func (d *Driver) init(at time.Time) {
	d.initAt = at
	d.snapAsked, d.snapAgain = at, false // lineConnect asks for one
	d.link.Send(lineConnect)
}

// keepAlive sends a ping; while no snapshot has come since the port
// opened it sends hello? and snap? again instead (the board answers them
// too).
func (d *Driver) keepAlive(at time.Time) {
	if !d.snapped {
		d.init(at)
		return
	}
	d.pingCounter++
	d.link.Send(Message{Type: CmdPing, Token: "k" + fmt.Sprint(d.pingCounter%1000)}.Encode())
}

// closed forgets the connection's state when the port went away; a lift
// held back by the bounce window is delivered first.
func (d *Driver) closed() {
	d.flushLift()
	d.snapAsked, d.snapAgain = time.Time{}, false
	d.snapped = false
}

func (d *Driver) line(line []byte, at time.Time) {
	if len(line) == 0 || len(line) == 1 && line[0] == '\r' {
		return
	}
	if (d.snapAgain || d.link.Resyncing()) && at.Sub(d.snapAsked) >= answerTime {
		d.askSnapshot(at)
	}
	m, err := ParseBoardLine(line)
	if err == nil && m.Type == NoMsg && d.version <= ProtocolVersion {
		// A board of this version sends no other keyword: noise in front
		// of a line whose bytes happened to cancel out in the checksum.
		err = catalog.Errorf("tactile.unknown-keyword", ErrSyntax, max(d.version, 1))
	}
	if err != nil {
		// The line is no event. If it was one of the board's, the next
		// line shows a gap in the sequence numbers (see checkSeq); the
		// snapshot asked for here already covers it.
		d.stats.Garbled++
		d.askSnapshot(at)
		d.link.Noise(at, eboard.Say("tactile.garbled", int(d.stats.Garbled)))
		return
	}
	d.markAnswered(m, at)
	expected := d.nextSeq
	if !d.checkSeq(m, at) {
		return // a line after a gap is no event: the snapshot asked for covers it
	}
	if m.Type == NoMsg {
		d.stats.Unknown++
		return
	}
	if d.link.Resyncing() && (m.Type == MsgLift || m.Type == MsgPlace) {
		d.stats.Held++
		return
	}
	if !d.snapped && (m.Type == MsgLift || m.Type == MsgPlace || m.Type == MsgButton) {
		// Nothing is reported before "connected": the snap that answers
		// hello? and snap? covers the change.
		return
	}
	switch m.Type {
	case MsgHello:
		d.hello(m, expected, at)
	case MsgSnap:
		d.snapshot(m.Occupied, at)
	case MsgLift:
		d.lift(m.Square, at)
	case MsgPlace:
		d.place(m.Square, at)
	case MsgButton:
		d.flushLift()
		e := d.link.Event(at, eboard.Button)
		e.Button = m.Button
		d.link.Fire(e)
	case MsgError:
		d.flushLift()
		if m.Code == ErrCodeChecksum {
			d.resend(at)
			return
		}
		said := m.Code
		if m.Text != "" {
			said += " " + m.Text
		}
		if m.Code == ErrCodeOverflow {
			d.doubt(at, eboard.Say("tactile.overflow"))
		}
		e := d.link.Event(at, eboard.Error)
		e.SetNote(eboard.Say("tactile.board-reports", said))
		d.link.Fire(e)
	case MsgPong:
	}
}

// markAnswered records that the board answered. A line other than hello
// or snap while no snap has come since the port opened, and later than the
// board's answer time, means that hello? and snap? were lost (the board
// powered up after them): they are sent again. A hello is followed by a
// snap both at power-up and in answer to hello? and snap?.
func (d *Driver) markAnswered(m Message, at time.Time) {
	d.link.Answered()
	if !d.snapped && m.Type != MsgHello && m.Type != MsgSnap && at.Sub(d.initAt) >= initAnswerTime {
		d.init(at)
	}
}

// markConnected reports the board connected at the first snap since the
// port opened, when its position is known.
func (d *Driver) markConnected(at time.Time) {
	d.snapped = true
	n := d.helloText
	if n.IsZero() {
		n = eboard.Say("tactile.board")
		if d.boardID != "" {
			n = eboard.Say("tactile.board-id", d.boardID)
		}
	}
	d.link.Up(at, n)
}

// hello handles a hello. expected is the sequence number the driver
// expected (-1 if none): a hello that answers our hello? continues the
// board's count; one that does not means the board restarted.
func (d *Driver) hello(m Message, expected int, at time.Time) {
	d.flushLift()
	first := !d.helloSeen
	d.helloSeen = true
	d.boardID = m.BoardID
	d.version = m.Version
	e := d.link.Event(at, eboard.Connected)
	switch {
	case first:
		// Connected is reported with the snap that follows.
		d.helloText = eboard.Say("tactile.hello", m.BoardID, m.Version)
		if m.Firmware != "" {
			d.helloText = eboard.Say("tactile.hello-firmware", m.BoardID, m.Version, m.Firmware)
		}
		if m.Version != ProtocolVersion {
			d.link.Error(at, eboard.Say("tactile.version", m.Version, ProtocolVersion))
		}
		return
	case !d.link.Shown():
		return
	case expected >= 0 && int(m.Seq) != expected:
		// The board restarted: what it knew is gone.
		d.askSnapshot(at)
		e.SetNote(eboard.Say("tactile.restarted", m.BoardID))
	default:
		return
	}
	d.link.Fire(e)
	if m.Version != ProtocolVersion {
		d.link.Error(at, eboard.Say("tactile.version", m.Version, ProtocolVersion))
	}
}

// askSnapshot sends snap? when the driver needs the whole board to be sure
// of it. While its last request is younger than answerTime and
// unanswered, it sends nothing: the answer comes after every line the
// board sent before it, so it covers whatever made the driver ask again,
// and a burst of line trouble makes one request instead of one per bad
// line (the host never has more than two commands waiting). The skipped
// request is remembered and sent with the first line that arrives after
// the answer time, so that a lost answer is asked for again (at the
// latest the keep-alive's pong brings such a line).
func (d *Driver) askSnapshot(at time.Time) {
	if !d.snapAsked.IsZero() {
		if age := at.Sub(d.snapAsked); age >= 0 && age < answerTime {
			d.snapAgain = true
			return
		}
	}
	d.snapAsked, d.snapAgain = at, false
	d.link.Send(lineSnap)
}

// retryInterval is how often the driver asks for the snapshot again while
// it waits for one after line trouble: the answer may be garbled too, and
// the board may send nothing else meanwhile.
const retryInterval = answerTime

// armRetry starts the timer that asks for the snapshot again while resync
// lasts on this connection.
func (d *Driver) armRetry() {
	if d.retry != nil || d.link.Stopped() {
		return
	}
	gen := d.link.Conn().Gen()
	d.retry = time.AfterFunc(retryInterval, func() {
		d.link.Lock()
		defer d.link.Unlock()
		d.retry = nil
		if d.link.Stopped() || !d.link.Resyncing() || gen != d.link.Conn().Gen() {
			return
		}
		if now := d.link.Now(); now.Sub(d.snapAsked) >= retryInterval/2 {
			// The last request has had its answer time, give or take the
			// timer's slack: ask again.
			d.snapAsked, d.snapAgain = now, false
			d.link.Send(lineSnap)
		}
		d.armRetry()
	})
}

// resend handles the board's error checksum: a command was garbled on its
// way to the board, which ignored it. Whatever is still unanswered (the
// hello, the snapshot) is asked for again; the trouble is reported as line
// noise.
func (d *Driver) resend(at time.Time) {
	again := false
	if !d.helloSeen {
		d.link.Send(lineHello)
		again = true
	}
	if !d.snapAsked.IsZero() {
		d.snapAsked = time.Time{}
		d.askSnapshot(at)
		again = true
	}
	n := eboard.Say("tactile.command-garbled")
	if again {
		n = eboard.Say("tactile.command-garbled-again")
	}
	d.link.Noise(at, n)
}

// checkSeq notices lines lost on the way: it reports whether m has the
// sequence number expected (a hello always has: the count starts afresh
// from it; a snap is taken after a gap too, as it covers what was lost).
// Any other line after a gap is not taken: the driver asks for a snapshot
// and waits for it (see doubt).
func (d *Driver) checkSeq(m Message, at time.Time) bool {
	seq := int(m.Seq)
	expected := d.nextSeq
	d.nextSeq = (seq + 1) % 256
	if expected < 0 || m.Type == MsgHello || seq == expected {
		return true
	}
	lost := (seq - expected + 256) % 256
	d.stats.Lost += uint64(lost)
	if m.Type == MsgSnap {
		// The whole board covers whatever was lost before it.
		d.link.Noise(at, eboard.Say("tactile.lost", lost, int(d.stats.Lost)))
		return true
	}
	d.doubt(at, eboard.Say("tactile.lost-why", lost))
	d.link.Noise(at, eboard.Say("tactile.asking-snapshot", eboard.Say("tactile.lost", lost, int(d.stats.Lost))))
	return false
}

// doubt handles a gap in the sequence numbers (a line lost, or dropped
// for its checksum), or a lift or place that cannot be true: what the driver holds may differ from the board.
// It asks for a snapshot, which is reported whatever it shows, and
// reports no lift or place until it comes; the first time in such an
// episode it reports Resync, saying why. A lift held back by the bounce
// window is dropped (its place may be the line lost): the snapshot shows
// whether the piece is out.
func (d *Driver) doubt(at time.Time, why eboard.Note) {
	if p := d.pending; p != nil {
		d.pending = nil
		p.timer.Stop()
		d.stats.Held++
	}
	d.link.WantSnapshot()
	d.askSnapshot(at)
	if d.link.Doubt(at, why) {
		d.armRetry()
	}
}

func (d *Driver) lift(sq rules.Square, at time.Time) {
	d.flushLift()
	if d.have && !d.occ.Has(sq) {
		d.stats.Redundant++
		d.doubt(at, eboard.Say("tactile.lift-empty", sq))
		return
	}
	if d.opts.BounceWindow < 0 || d.link.Stopped() || d.airborne > 0 {
		// With another piece already in the air this is a capture or a
		// castling in progress, not a bounce: no need to wait.
		d.emitLift(sq, at)
		return
	}
	p := &pendingLift{sq: sq, at: at}
	gen := d.link.Conn().Gen()
	p.timer = time.AfterFunc(d.opts.BounceWindow, func() {
		d.link.Lock()
		defer d.link.Unlock()
		if d.pending == p && gen == d.link.Conn().Gen() {
			d.flushLift()
		}
	})
	d.pending = p
}

func (d *Driver) emitLift(sq rules.Square, at time.Time) {
	d.airborne++
	if d.have {
		d.occ = d.occ.Without(sq)
	}
	e := d.link.Event(at, eboard.Lift)
	e.Square = sq
	d.link.Fire(e)
}

// flushLift delivers a lift held back by the bounce window.
func (d *Driver) flushLift() {
	p := d.pending
	if p == nil {
		return
	}
	d.pending = nil
	p.timer.Stop()
	d.emitLift(p.sq, p.at)
}

func (d *Driver) place(sq rules.Square, at time.Time) {
	if p := d.pending; p != nil && p.sq == sq && at.Sub(p.at) <= d.opts.BounceWindow {
		p.timer.Stop()
		d.pending = nil
		d.stats.Bounces++
		return
	}
	d.flushLift()
	if d.have && d.occ.Has(sq) {
		d.stats.Redundant++
		d.doubt(at, eboard.Say("tactile.place-occupied", sq))
		return
	}
	if d.airborne > 0 {
		d.airborne--
	}
	if d.have {
		d.occ = d.occ.With(sq)
	}
	e := d.link.Event(at, eboard.Place)
	e.Square = sq
	d.link.Fire(e)
}

// snapshot takes a snap as the truth. It is reported when it was asked for
// (at connect or by RequestSnapshot) or when it differs from what the
// lifts and places said; snapshots the driver asked for itself to check
// its state, and that agree, are not.
func (d *Driver) snapshot(occ eboard.Occupancy, at time.Time) {
	d.flushLift()
	d.snapAsked, d.snapAgain = time.Time{}, false
	want := d.link.TakeWant()
	changed := !d.have || occ != d.occ
	if !d.link.Shown() {
		want = true
	}
	if !want && !changed {
		return
	}
	var n eboard.Note
	if !want && d.have {
		n = eboard.Say("tactile.corrected")
	}
	d.occ = occ
	d.have = true
	d.airborne = 0
	d.markConnected(at)
	e := d.link.Event(at, eboard.Snapshot)
	e.SetNote(n)
	d.link.Fire(e)
}
