package tactile

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
	// BounceWindow is the host-side protection against contact bounce: a
	// lift followed by a place on the same square within this window is
	// taken for bounce and both are dropped (no hand pulls a peg out and
	// puts it back that fast). Lifts are therefore delivered this much
	// later, still stamped with their arrival time — except when another
	// piece is already lifted (a capture or castling in progress), where a
	// place on the square is the capturing piece. Default 50 ms; negative
	// disables (lifts are delivered at once).
	BounceWindow time.Duration
	// NoAnswerDelay is how long after opening the port the driver waits
	// for a first line before it reports that no board answers. Default
	// 3 s; negative disables.
	NoAnswerDelay time.Duration
}

// DefaultBounceWindow is the default Options.BounceWindow.
const DefaultBounceWindow = 50 * time.Millisecond

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
// implements serialport.Driver.
type Driver struct {
	w    io.Writer
	emit func(eboard.Event)
	opts Options

	wantSnapshot atomic.Bool

	mu          sync.Mutex
	stopped     bool
	conn        eboard.ConnState
	lines       LineReader
	stats       Stats
	have        bool
	occ         eboard.Occupancy
	boardID     string
	nextSeq     int // -1: unknown
	pending     *pendingLift
	airborne    int // pieces lifted and not yet put back since the last snapshot
	noiseGate   eboard.NoiseGate
	helloSeen   bool
	helloText   string    // how Connected names the board, from its hello
	snapped     bool      // a snap has come since the port opened
	initAt      time.Time // when hello? and snap? were last sent for it
	reported    bool      // Connected was reported since the port opened
	everUp      bool      // Connected was reported once (a later one is a return)
	pingCounter int
	// snapAsked is when the driver last sent snap? itself and has had no
	// snap since (zero: none outstanding); snapAgain records a request
	// skipped meanwhile (see askSnapshot).
	snapAsked time.Time
	snapAgain bool
	// resync: a line failed its checksum or sequence number (or could not
	// be true); no lift or place is reported until a snap comes.
	resync bool
	// retry asks for the snapshot again while resync lasts (see doubt).
	retry *time.Timer
	// version is the protocol version of the board's hello (0 before).
	version int
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

// NewDriver returns a driver that sends commands to w and reports events
// through emit. emit is called with the driver's lock held: it must not
// call back into the driver.
func NewDriver(w io.Writer, emit func(eboard.Event), opts Options) *Driver {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.BounceWindow == 0 {
		opts.BounceWindow = DefaultBounceWindow
	}
	if opts.NoAnswerDelay == 0 {
		opts.NoAnswerDelay = 3 * time.Second
	}
	return &Driver{w: w, emit: emit, opts: opts, nextSeq: -1}
}

// Open starts a driver for the tactile board at path (115200 8N1) with the
// default transport settings: a ping after 2 s of silence, reconnect with
// backoff.
func Open(path string, opts Options) *serialport.Board {
	return Start(serialport.Config{Path: path, KeepAlive: 2 * time.Second}, opts)
}

// Start runs a driver on the port of cfg. The baud rate is BaudRate unless
// cfg.Mode sets one.
func Start(cfg serialport.Config, opts Options) *serialport.Board {
	if cfg.Mode.BaudRate == 0 {
		cfg.Mode.BaudRate = BaudRate
	}
	return serialport.Start(cfg, 0, func(w io.Writer, emit func(eboard.Event)) serialport.Driver {
		return NewDriver(w, emit, opts)
	})
}

// Stats returns the driver's counters.
func (d *Driver) Stats() Stats {
	d.mu.Lock()
	defer d.mu.Unlock()
	s := d.stats
	s.LineStats = d.lines.Stats()
	return s
}

// BoardID returns the id the board said hello with ("" before hello).
func (d *Driver) BoardID() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.boardID
}

var (
	lineSnap    = Message{Type: CmdSnap}.Encode()
	lineHello   = Message{Type: CmdHello}.Encode()
	lineConnect = append(append([]byte{'\n'}, lineHello...), lineSnap...)
)

func (d *Driver) send(line []byte) {
	if d.w != nil {
		_, _ = d.w.Write(line) // a failed write shows up as a read error too
	}
}

// RequestSnapshot sends snap?; a Snapshot event follows.
func (d *Driver) RequestSnapshot() error {
	d.wantSnapshot.Store(true)
	if d.w == nil {
		return serialport.ErrNotConnected
	}
	if _, err := d.w.Write(lineSnap); err != nil {
		return fmt.Errorf("ask the tactile board for a snapshot: %w", err)
	}
	return nil
}

// Stop stops the driver's timers; it emits nothing afterwards.
func (d *Driver) Stop() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.stopped = true
	d.conn.Stop()
	if d.retry != nil {
		d.retry.Stop()
		d.retry = nil
	}
	if d.pending != nil {
		d.pending.timer.Stop()
		d.pending = nil
	}
}

func (d *Driver) event(at time.Time, t eboard.EventType) eboard.Event {
	return eboard.Event{Time: at, Board: eboard.Tactile, Type: t, Square: rules.NoSquare, HasBoard: d.have, Occupied: d.occ}
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

// noise reports line trouble once for each episode (see
// eboard.NoiseGate), with what to do.
func (d *Driver) noise(at time.Time, text string) {
	if !d.noiseGate.Say(at) {
		return
	}
	e := d.event(at, eboard.Error)
	e.Text = text + "; " + eboard.NoiseAdvice
	d.fire(e)
}

// Connected is called when the port opened: the driver asks the board for
// hello and a snapshot.
func (d *Driver) Connected(at time.Time) {
	d.mu.Lock()
	defer d.mu.Unlock()
	delay := d.opts.NoAnswerDelay
	if d.stopped {
		delay = 0
	}
	d.conn.Open(&d.mu, delay, func() {
		if !d.stopped {
			d.errorEvent(d.opts.Now(), "the port is open but no tactile board answers; is the board powered, and is this its port?")
		}
	})
	d.nextSeq = -1
	d.lines.Reset()
	d.noiseGate.Reset()
	d.wantSnapshot.Store(true)
	d.helloSeen = false
	d.helloText = ""
	d.snapped, d.reported = false, false
	d.resync = false
	d.init(at)
}

// init sends hello? and snap? (after a line feed, which ends whatever junk
// the board may hold from before: a probe, a half-sent line).
func (d *Driver) init(at time.Time) {
	d.initAt = at
	d.snapAsked, d.snapAgain = at, false // lineConnect asks for one
	d.send(lineConnect)
}

// KeepAlive sends a ping; while no snapshot has come since the port
// opened it sends hello? and snap? again instead (the board answers them
// too).
func (d *Driver) KeepAlive(at time.Time) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.snapped {
		d.init(at)
		return
	}
	d.pingCounter++
	d.send(Message{Type: CmdPing, Token: "k" + fmt.Sprint(d.pingCounter%1000)}.Encode())
}

// Disconnected is called when the port went away.
func (d *Driver) Disconnected(at time.Time, err error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.flushLift()
	d.snapAsked, d.snapAgain = time.Time{}, false
	d.resync = false
	text, _ := d.conn.Close(err)
	reported := d.reported
	d.snapped, d.reported = false, false
	if !reported {
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
	d.lines.Feed(p, func(line []byte) { d.line(line, at) })
}

func (d *Driver) line(line []byte, at time.Time) {
	if len(line) == 0 || len(line) == 1 && line[0] == '\r' {
		return
	}
	if (d.snapAgain || d.resync) && at.Sub(d.snapAsked) >= answerTime {
		d.askSnapshot(at)
	}
	m, err := ParseBoardLine(line)
	if err == nil && m.Type == NoMsg && d.version <= ProtocolVersion {
		// A board of this version sends no other keyword: noise in front
		// of a line whose bytes happened to cancel out in the checksum.
		err = fmt.Errorf("%w: unknown keyword from a version %d board", ErrSyntax, max(d.version, 1))
	}
	if err != nil {
		// The line is no event. If it was one of the board's, the next
		// line shows a gap in the sequence numbers (see checkSeq); the
		// snapshot asked for here already covers it.
		d.stats.Garbled++
		d.askSnapshot(at)
		d.noise(at, fmt.Sprintf("line noise: a garbled line from the board was dropped (%d so far); asking for a snapshot", d.stats.Garbled))
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
	if d.resync && (m.Type == MsgLift || m.Type == MsgPlace) {
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
		e := d.event(at, eboard.Button)
		e.Button = m.Button
		d.fire(e)
	case MsgError:
		d.flushLift()
		if m.Code == ErrCodeChecksum {
			d.resend(at)
			return
		}
		text := "the board reports: " + m.Code
		if m.Text != "" {
			text += " " + m.Text
		}
		if m.Code == ErrCodeOverflow {
			d.doubt(at, "the board lost events (overflow)")
		}
		e := d.event(at, eboard.Error)
		e.Text = text
		d.fire(e)
	case MsgPong:
	}
}

// markAnswered records that the board answered. A line other than hello
// or snap while no snap has come since the port opened, and later than the
// board's answer time, means that hello? and snap? were lost (the board
// powered up after them): they are sent again. A hello is followed by a
// snap both at power-up and in answer to hello? and snap?.
func (d *Driver) markAnswered(m Message, at time.Time) {
	d.conn.Answer()
	if !d.snapped && m.Type != MsgHello && m.Type != MsgSnap && at.Sub(d.initAt) >= initAnswerTime {
		d.init(at)
	}
}

// markConnected reports the board connected at the first snap since the
// port opened, when its position is known.
func (d *Driver) markConnected(at time.Time) {
	d.snapped = true
	if d.reported {
		return
	}
	d.reported = true
	e := d.event(at, eboard.Connected)
	e.Text = d.helloText
	if e.Text == "" {
		e.Text = "tactile board"
		if d.boardID != "" {
			e.Text += " " + d.boardID
		}
	}
	if d.everUp {
		e.Back = true
		e.Text += "; back, position read again"
	}
	d.everUp = true
	d.fire(e)
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
	e := d.event(at, eboard.Connected)
	switch {
	case first:
		// Connected is reported with the snap that follows.
		d.helloText = fmt.Sprintf("tactile board %s, protocol %d", m.BoardID, m.Version)
		if m.Firmware != "" {
			d.helloText += ", firmware " + m.Firmware
		}
		if m.Version != ProtocolVersion {
			d.errorEvent(at, fmt.Sprintf("the board speaks tactile protocol version %d, this program version %d; update the one that is older", m.Version, ProtocolVersion))
		}
		return
	case !d.reported:
		return
	case expected >= 0 && int(m.Seq) != expected:
		// The board restarted: what it knew is gone.
		d.askSnapshot(at)
		e.Text = fmt.Sprintf("tactile board %s restarted; asking for a snapshot", m.BoardID)
	default:
		return
	}
	d.fire(e)
	if m.Version != ProtocolVersion {
		d.errorEvent(at, fmt.Sprintf("the board speaks tactile protocol version %d, this program version %d; update the one that is older", m.Version, ProtocolVersion))
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
	d.send(lineSnap)
}

// retryInterval is how often the driver asks for the snapshot again while
// it waits for one after line trouble: the answer may be garbled too, and
// the board may send nothing else meanwhile.
const retryInterval = answerTime

// armRetry starts the timer that asks for the snapshot again while resync
// lasts on this connection.
func (d *Driver) armRetry() {
	if d.retry != nil || d.stopped {
		return
	}
	gen := d.conn.Gen()
	d.retry = time.AfterFunc(retryInterval, func() {
		d.mu.Lock()
		defer d.mu.Unlock()
		d.retry = nil
		if d.stopped || !d.resync || gen != d.conn.Gen() {
			return
		}
		if now := d.opts.Now(); now.Sub(d.snapAsked) >= retryInterval/2 {
			// The last request has had its answer time, give or take the
			// timer's slack: ask again.
			d.snapAsked, d.snapAgain = now, false
			d.send(lineSnap)
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
		d.send(lineHello)
		again = true
	}
	if !d.snapAsked.IsZero() {
		d.snapAsked = time.Time{}
		d.askSnapshot(at)
		again = true
	}
	text := "line noise: a command to the board arrived garbled"
	if again {
		text += "; asking again"
	}
	d.noise(at, text)
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
	lines := "lines were"
	if lost == 1 {
		lines = "line was"
	}
	if m.Type == MsgSnap {
		// The whole board covers whatever was lost before it.
		d.noise(at, fmt.Sprintf("line noise: %d %s lost on the way from the board (%d so far)", lost, lines, d.stats.Lost))
		return true
	}
	d.doubt(at, fmt.Sprintf("%d %s lost on the way from the board", lost, lines))
	d.noise(at, fmt.Sprintf("line noise: %d %s lost on the way from the board (%d so far); asking for a snapshot", lost, lines, d.stats.Lost))
	return false
}

// doubt handles a gap in the sequence numbers (a line lost, or dropped
// for its checksum), or a lift or place that cannot be true: what the driver holds may differ from the board.
// It asks for a snapshot, which is reported whatever it shows, and
// reports no lift or place until it comes; the first time in such an
// episode it reports Resync, saying why. A lift held back by the bounce
// window is dropped (its place may be the line lost): the snapshot shows
// whether the piece is out.
func (d *Driver) doubt(at time.Time, why string) {
	if p := d.pending; p != nil {
		d.pending = nil
		p.timer.Stop()
		d.stats.Held++
	}
	d.wantSnapshot.Store(true)
	d.askSnapshot(at)
	if d.resync {
		return
	}
	d.resync = true
	d.armRetry()
	if !d.reported {
		return // the snap that makes the board connected is reported anyway
	}
	e := d.event(at, eboard.Resync)
	e.Text = why + "; asking the board for its whole position"
	d.fire(e)
}

func (d *Driver) lift(sq rules.Square, at time.Time) {
	d.flushLift()
	if d.have && !d.occ.Has(sq) {
		d.stats.Redundant++
		d.doubt(at, fmt.Sprintf("the board reports a lift from the empty square %s", sq))
		return
	}
	if d.opts.BounceWindow < 0 || d.stopped || d.airborne > 0 {
		// With another piece already in the air this is a capture or a
		// castling in progress, not a bounce: no need to wait.
		d.emitLift(sq, at)
		return
	}
	p := &pendingLift{sq: sq, at: at}
	gen := d.conn.Gen()
	p.timer = time.AfterFunc(d.opts.BounceWindow, func() {
		d.mu.Lock()
		defer d.mu.Unlock()
		if d.pending == p && gen == d.conn.Gen() {
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
	e := d.event(at, eboard.Lift)
	e.Square = sq
	d.fire(e)
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
		d.doubt(at, fmt.Sprintf("the board reports a place on the occupied square %s", sq))
		return
	}
	if d.airborne > 0 {
		d.airborne--
	}
	if d.have {
		d.occ = d.occ.With(sq)
	}
	e := d.event(at, eboard.Place)
	e.Square = sq
	d.fire(e)
}

// snapshot takes a snap as the truth. It is reported when it was asked for
// (at connect or by RequestSnapshot) or when it differs from what the
// lifts and places said; snapshots the driver asked for itself to check
// its state, and that agree, are not.
func (d *Driver) snapshot(occ eboard.Occupancy, at time.Time) {
	d.flushLift()
	d.snapAsked, d.snapAgain = time.Time{}, false
	d.resync = false
	want := d.wantSnapshot.Swap(false)
	changed := !d.have || occ != d.occ
	if !d.reported {
		want = true
	}
	if !want && !changed {
		return
	}
	text := ""
	if !want && d.have {
		text = "the snapshot differs from the lifts and places; position corrected"
	}
	d.occ = occ
	d.have = true
	d.airborne = 0
	d.markConnected(at)
	e := d.event(at, eboard.Snapshot)
	e.Text = text
	d.fire(e)
}
