// Package emulator provides software boards for both board protocols: a
// DGT e-board that answers the host's commands like a real one, and a
// tactile board speaking docs/tactile-protocol.md. Each sits behind a
// pseudo-terminal, so a driver reads it exactly as it reads a board on a
// USB cable, and is driven by text commands ("move e2 e4", "capture d5 e4",
// "unplug", "noise 20", …) that change the physical board and emit the
// exact protocol bytes. "blindchess simulate" runs one; the end-to-end
// tests of the drivers use them.
package emulator

import (
	"fmt"
	"github.com/blindchess/blindchess/internal/catalog"
	"io"
	"math/rand/v2"
	"strings"
	"sync"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// Options configure an emulated board.
type Options struct {
	// Link, if set, is a symbolic link kept pointing at the board's
	// pseudo-terminal while it is plugged in: removed on unplug (as a USB
	// serial port disappears) and made again on replug.
	Link string
	// Rotated makes a DGT board lie turned round (connector on White's
	// right), so that it numbers its fields from h1.
	Rotated bool
	// BoardID is the id a tactile board says hello with; default
	// "SIM-0001".
	BoardID string
	// Seed seeds the noise generator; 0 picks a random seed.
	Seed uint64
	// Log, if set, receives a line for every command from the host,
	// said in LogLang.
	Log     io.Writer
	LogLang catalog.Lang
	// Off starts the board switched off, its cable (or adapter) plugged
	// in: the port exists, but the board answers nothing and drops what
	// the host sends until PowerOn, as a real board does.
	Off bool
	// Garbage makes a hostile line: before one line (tactile) or message
	// (DGT) in GarbageOneIn that the board sends, on average, a burst of
	// 1 to Garbage random bytes from the Seed, unfiltered (unlike Noise):
	// they may hold line feeds and message bytes, may form a line or a
	// message by chance, and without a line feed at their end run into the
	// tactile line that follows. 0: none.
	Garbage int
	// GarbageOneIn is how rare the bursts of Garbage are; default 4.
	GarbageOneIn int
}

// protocol is the wire side of an emulated board.
type protocol interface {
	// powerUp returns what the board sends when it gets power (plugged in).
	powerUp(b *Board) []byte
	// changed returns what the board sends after the piece on sq changed.
	changed(b *Board, sq rules.Square) []byte
	// snapshot returns an unsolicited report of the whole board.
	snapshot(b *Board) []byte
	// button returns what a press of button n sends.
	button(b *Board, n int) ([]byte, error)
	// host handles bytes from the host and returns the reply.
	host(b *Board, p []byte) []byte
	// noise returns n bytes of line noise that cannot be taken for a
	// message and do not damage the message that follows.
	noise(b *Board, n int) []byte
	// unplugged resets the protocol state when power goes.
	unplugged()
}

// Board is an emulated board: the physical pieces, a hand holding lifted
// pieces, and the pseudo-terminal it talks through. Its methods are safe
// for concurrent use.
type Board struct {
	kind  eboard.Kind
	opts  Options
	proto protocol

	mu     sync.Mutex
	pieces eboard.Placement
	hand   []rules.Piece // lifted pieces, the last one on top
	// spare marks the squares holding a piece from the box (a queen
	// placed by name, as for a promotion: a Certabo set's spare queen,
	// with a chip of its own); handSpare marks those in the hand.
	spare     [64]bool
	handSpare []bool
	pty       *Pty
	rng       *rand.Rand
	closed    bool
	off       bool // switched off: silent, deaf
}

// New creates an emulated board of the given kind, plugged in, with the
// pieces in the start position.
func New(kind eboard.Kind, opts Options) (*Board, error) {
	if opts.BoardID == "" {
		opts.BoardID = "SIM-0001"
	}
	seed := opts.Seed
	if seed == 0 {
		seed = rand.Uint64()
	}
	if opts.GarbageOneIn == 0 {
		opts.GarbageOneIn = 4
	}
	b := &Board{kind: kind, opts: opts, pieces: eboard.StartPlacement(), rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), off: opts.Off}
	switch kind {
	case eboard.DGT:
		b.proto = newDGT(opts.Rotated)
	case eboard.Tactile:
		b.proto = &tactileProto{}
	case eboard.Millennium:
		b.proto = newMillennium()
	case eboard.Certabo:
		b.proto = &certaboProto{}
	default:
		return nil, catalog.Errorf("emulator.kind", kind)
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if err := b.plugIn(); err != nil {
		return nil, err
	}
	return b, nil
}

// Kind returns the kind of board emulated.
func (b *Board) Kind() eboard.Kind { return b.kind }

// Path returns the device path of the board's pseudo-terminal, or "" while
// unplugged.
func (b *Board) Path() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.pty == nil {
		return ""
	}
	return b.pty.Path()
}

// Link returns the symbolic link kept pointing at the board ("" if none).
func (b *Board) Link() string { return b.opts.Link }

// Pieces returns the pieces on the board.
func (b *Board) Pieces() eboard.Placement {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.pieces
}

// Plugged reports whether the board is plugged in.
func (b *Board) Plugged() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.pty != nil
}

// Close unplugs the board for good and removes its link.
func (b *Board) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil
	}
	b.closed = true
	var err error
	if b.pty != nil {
		err = b.pty.Close()
		b.pty = nil
	}
	if b.opts.Link != "" {
		_ = removeLink(b.opts.Link)
	}
	return err
}

// plugIn creates the pseudo-terminal and powers the board up. b.mu is held.
func (b *Board) plugIn() error {
	p, err := OpenPty(b.opts.Link)
	if err != nil {
		return err
	}
	b.pty = p
	go b.readHost(p)
	if st, ok := b.proto.(streamer); ok {
		go b.stream(p, st)
	}
	if !b.off {
		b.send(b.proto.powerUp(b))
	}
	return nil
}

// PowerOff switches the board off, its cable staying plugged in: the port
// stays, the board forgets its mode and drops whatever the host sends.
func (b *Board) PowerOff() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.off {
		return catalog.Errorf("emulator.already-off")
	}
	b.off = true
	b.proto.unplugged()
	return nil
}

// PowerOn switches the board on: it starts as after power-up, knowing
// nothing of what the host sent while it was off (a DGT board then waits
// to be asked, and sends field updates only once put in an update mode).
func (b *Board) PowerOn() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.off {
		return catalog.Errorf("emulator.already-on")
	}
	b.off = false
	b.proto.unplugged()
	if b.pty != nil {
		b.send(b.proto.powerUp(b))
	}
	return nil
}

// Powered reports whether the board is switched on.
func (b *Board) Powered() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return !b.off
}

// readHost is the reader of one pseudo-terminal; it ends when the
// pseudo-terminal is closed.
func (b *Board) readHost(p *Pty) {
	buf := make([]byte, 512)
	for {
		n, err := p.Read(buf)
		if err != nil {
			return
		}
		b.mu.Lock()
		if b.pty == p && !b.off {
			if b.opts.Log != nil {
				fmt.Fprintln(b.opts.Log, catalog.For(b.opts.LogLang).Say("emulator.host-sent", buf[:n]))
			}
			b.send(b.proto.host(b, buf[:n]))
		}
		b.mu.Unlock()
	}
}

// send writes to the host if plugged in and switched on. b.mu is held.
func (b *Board) send(p []byte) {
	if len(p) == 0 || b.pty == nil || b.off {
		return
	}
	if b.opts.Garbage > 0 {
		p = b.garble(p)
	}
	_, _ = b.pty.Write(p) // nobody listening is not an error for a board
}

// garble puts bursts of random bytes between the lines or messages of p
// (see Options.Garbage).
func (b *Board) garble(p []byte) []byte {
	out := make([]byte, 0, 2*len(p))
	start := 0
	for i := 1; i <= len(p); i++ {
		// Tactile lines end in a line feed, DGT messages start with bit 7
		// set; a ChessLink burst is garbled before it as a whole.
		cut := i == len(p) || (b.kind == eboard.Tactile || b.kind == eboard.Certabo) && p[i-1] == '\n' || b.kind == eboard.DGT && p[i]&0x80 != 0
		if !cut {
			continue
		}
		if b.rng.IntN(max(b.opts.GarbageOneIn, 1)) == 0 {
			for n := 1 + b.rng.IntN(b.opts.Garbage); n > 0; n-- {
				out = append(out, byte(b.rng.IntN(256)))
			}
		}
		out = append(out, p[start:i]...)
		start = i
	}
	return out
}

var errUnplugged = catalog.Errorf("emulator.is-unplugged")

// errNoClockHere and errNoClock refuse a clock command: the board has no
// clock, or none is connected.
var (
	errNoClockHere = catalog.Errorf("emulator.no-clock-here")
	errNoClock     = catalog.Errorf("emulator.no-clock")
)

// Unplug pulls the cable: the pseudo-terminal and the link go away.
// Pieces can still be moved; nothing is sent until Replug.
func (b *Board) Unplug() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.pty == nil {
		return catalog.Errorf("emulator.already-unplugged")
	}
	err := b.pty.Close()
	b.pty = nil
	b.proto.unplugged()
	// The link goes too, as /dev/ttyUSB0 does when a USB cable is pulled:
	// the pseudo-terminal's number is free for any other program, and a
	// driver retrying the link must not open someone else's terminal.
	if b.opts.Link != "" {
		_ = removeLink(b.opts.Link)
	}
	if err != nil {
		return catalog.Errorf("emulator.unplug", err)
	}
	return nil
}

// Replug plugs the cable back in: a new pseudo-terminal (the link, if any,
// follows it) and the board powers up again.
func (b *Board) Replug() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return catalog.Errorf("emulator.closed")
	}
	if b.pty != nil {
		return catalog.Errorf("emulator.already-plugged")
	}
	return b.plugIn()
}

func (b *Board) sqErr(sq rules.Square) error {
	if !sq.Valid() {
		return catalog.Errorf("emulator.no-square")
	}
	return nil
}

// Lift takes the piece on sq into the hand.
func (b *Board) Lift(sq rules.Square) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.lift(sq, true)
}

func (b *Board) lift(sq rules.Square, toHand bool) error {
	if err := b.sqErr(sq); err != nil {
		return err
	}
	pc := b.pieces[sq]
	if pc == rules.NoPiece {
		return catalog.Errorf("emulator.lift-empty", sq)
	}
	b.pieces[sq] = rules.NoPiece
	spare := b.spare[sq]
	b.spare[sq] = false
	if toHand {
		b.hand = append(b.hand, pc)
		b.handSpare = append(b.handSpare, spare)
	}
	b.send(b.proto.changed(b, sq))
	return nil
}

// Remove takes the piece on sq off the board for good (a captured piece).
func (b *Board) Remove(sq rules.Square) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.lift(sq, false)
}

// Place puts a piece on the empty square sq: pc if it is not NoPiece (a
// promotion, or a piece from the box), otherwise the piece last lifted.
func (b *Board) Place(sq rules.Square, pc rules.Piece) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.place(sq, pc)
}

func (b *Board) place(sq rules.Square, pc rules.Piece) error {
	if err := b.sqErr(sq); err != nil {
		return err
	}
	if b.pieces[sq] != rules.NoPiece {
		return catalog.Errorf("emulator.occupied", sq, eboard.Say(eboard.PieceKey(b.pieces[sq])))
	}
	spare := pc != rules.NoPiece && pc.Type() == rules.Queen // a queen from the box
	if len(b.hand) > 0 {
		top, topSpare := b.hand[len(b.hand)-1], b.handSpare[len(b.hand)-1]
		b.hand, b.handSpare = b.hand[:len(b.hand)-1], b.handSpare[:len(b.hand)-1]
		if pc == rules.NoPiece {
			pc, spare = top, topSpare
		}
	}
	if pc == rules.NoPiece {
		return catalog.Errorf("emulator.empty-hand", sq)
	}
	b.pieces[sq], b.spare[sq] = pc, spare
	b.send(b.proto.changed(b, sq))
	return nil
}

// Move lifts the piece on from and places it on the empty square to.
func (b *Board) Move(from, to rules.Square) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if err := b.sqErr(to); err != nil {
		return err
	}
	if b.pieces[to] != rules.NoPiece {
		return catalog.Errorf("emulator.use-capture", to, from)
	}
	if err := b.lift(from, true); err != nil {
		return err
	}
	return b.place(to, rules.NoPiece)
}

// Capture takes the piece on to with the piece on from. With moverFirst
// the capturing piece is lifted first; otherwise the captured piece is
// taken off first.
func (b *Board) Capture(from, to rules.Square, moverFirst bool) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if err := b.sqErr(from); err != nil {
		return err
	}
	if err := b.sqErr(to); err != nil {
		return err
	}
	if b.pieces[from] == rules.NoPiece {
		return catalog.Errorf("emulator.capture-from-empty", from)
	}
	if b.pieces[to] == rules.NoPiece {
		return catalog.Errorf("emulator.capture-empty", to, from)
	}
	if moverFirst {
		if err := b.lift(from, true); err != nil {
			return err
		}
		if err := b.lift(to, false); err != nil {
			return err
		}
	} else {
		if err := b.lift(to, false); err != nil {
			return err
		}
		if err := b.lift(from, true); err != nil {
			return err
		}
	}
	return b.place(to, rules.NoPiece)
}

// Setup changes the board to p, square by square (first all lifts, then
// all places), as hands would.
func (b *Board) Setup(p eboard.Placement) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.hand, b.handSpare = nil, nil
	for sq := rules.Square(0); sq < 64; sq++ {
		if b.pieces[sq] != rules.NoPiece && b.pieces[sq] != p[sq] {
			b.pieces[sq], b.spare[sq] = rules.NoPiece, false
			b.send(b.proto.changed(b, sq))
		}
	}
	for sq := rules.Square(0); sq < 64; sq++ {
		if p[sq] != rules.NoPiece && b.pieces[sq] != p[sq] {
			b.pieces[sq], b.spare[sq] = p[sq], false
			b.send(b.proto.changed(b, sq))
		}
	}
}

// SendSnapshot makes the board report its whole state unasked.
func (b *Board) SendSnapshot() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.pty == nil {
		return errUnplugged
	}
	b.send(b.proto.snapshot(b))
	return nil
}

// PressButton presses button n.
func (b *Board) PressButton(n int) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	p, err := b.proto.button(b, n)
	if err != nil {
		return err
	}
	if b.pty == nil {
		return errUnplugged
	}
	b.send(p)
	return nil
}

// Noise sends n bytes of line noise.
func (b *Board) Noise(n int) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.pty == nil {
		return errUnplugged
	}
	b.send(b.proto.noise(b, n))
	return nil
}

// SetClock sets the clock connected to a DGT board (st.Connected false
// detaches it).
func (b *Board) SetClock(st eboard.ClockState) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	d, ok := b.proto.(*dgtProto)
	if !ok {
		return errNoClockHere
	}
	b.send(d.setClock(st))
	return nil
}

// Hand describes the pieces in the hand, e.g. "white pawn", "" if empty.
func (b *Board) Hand() string {
	c := catalog.For(catalog.English)
	var s []string
	for _, pc := range b.held() {
		s = append(s, c.Say(eboard.PieceKey(pc)))
	}
	return strings.Join(s, ", ")
}

// held returns the pieces in the hand, the last lifted last.
func (b *Board) held() []rules.Piece {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]rules.Piece(nil), b.hand...)
}

// Clock returns the state of the clock connected to a DGT board (zero
// for other boards, or none connected).
func (b *Board) Clock() eboard.ClockState {
	b.mu.Lock()
	defer b.mu.Unlock()
	if d, ok := b.proto.(*dgtProto); ok {
		return d.clock
	}
	return eboard.ClockState{}
}

// PressLever presses the lever of the clock connected to a DGT board: the
// side that ran stops and the other runs (a stopped clock starts with the
// right side, as after White's first press with White on the left).
func (b *Board) PressLever() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	d, ok := b.proto.(*dgtProto)
	if !ok || !d.clock.Connected {
		return errNoClock
	}
	st := d.clock
	left := !st.LeftToMove
	st.LeftToMove, st.RightToMove, st.Running = left, !left, true
	b.send(d.setClock(st))
	return nil
}
