package emulator

import (
	"bytes"
	"context"
	"encoding/binary"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/chessnut"
	"github.com/blindchess/blindchess/internal/rules"
)

// BLEBoard is an emulated Chessnut Air, reached over an emulated Bluetooth
// Low Energy link: it is a chessnut.Transport. A connection is made only
// while the board is switched on and in reach (otherwise Connect fails as
// a scan that finds nothing); once the driver writes 21 01 00 the board
// notifies its position, 38 bytes with its counter of seconds since
// power-on, at every change and every BLEPeriod whether anything changed
// or not (as the real board streams it). Taking it out of reach or
// switching it off drops the connection (the BLE "cable pulled"). Its
// methods are safe for concurrent use.
type BLEBoard struct {
	mu     sync.Mutex
	pieces eboard.Placement
	hand   []rules.Piece
	off    bool // switched off: not advertising
	away   bool // out of reach
	hung   bool // connected and connectable, but silent until power is cycled
	conn   *bleConn
	uptime uint32
	rng    *rand.Rand
	stop   chan struct{}
	closed bool
	// garbage, oneIn: before one notification in oneIn, a burst of 1 to
	// garbage random bytes as malformed notifications (see SetGarbage).
	garbage, oneIn int
}

// SetGarbage makes a hostile radio: before one notification in oneIn, on
// average, a burst of 1 to n random bytes from the board's seed, cut into
// notifications of 1 to 64 bytes, unfiltered (one could form a position by
// chance). 0: none.
func (b *BLEBoard) SetGarbage(n, oneIn int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.garbage, b.oneIn = n, max(oneIn, 1)
}

// Lift takes the piece on sq into the hand.
func (b *BLEBoard) Lift(sq rules.Square) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.lift(sq, true)
}

// Place puts the piece last lifted (or pc, unless NoPiece) on sq.
func (b *BLEBoard) Place(sq rules.Square, pc rules.Piece) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.place(sq, pc)
}

// Unplug takes the board out of reach: the connection drops.
func (b *BLEBoard) Unplug() error {
	_, err := b.Exec("unplug")
	return err
}

// Replug brings the board back in reach.
func (b *BLEBoard) Replug() error {
	_, err := b.Exec("replug")
	return err
}

// PowerOff switches the board off: the connection drops, and it does not
// advertise until PowerOn.
func (b *BLEBoard) PowerOff() error {
	_, err := b.Exec("power off")
	return err
}

// PowerOn switches the board on (and ends a hang).
func (b *BLEBoard) PowerOn() error {
	_, err := b.Exec("power on")
	return err
}

// Hang makes the board's firmware hang: connected, silent.
func (b *BLEBoard) Hang() error {
	_, err := b.Exec("hang")
	return err
}

// BLEPeriod is how often the emulated Chessnut board repeats its position.
const BLEPeriod = 100 * time.Millisecond

// NewBLEBoard returns an emulated Chessnut board with the pieces in the
// start position, switched off if off, its noise from seed.
func NewBLEBoard(off bool, seed uint64) *BLEBoard {
	b := &BLEBoard{pieces: eboard.StartPlacement(), off: off, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), stop: make(chan struct{})}
	go b.stream()
	return b
}

// Kind returns eboard.Chessnut.
func (b *BLEBoard) Kind() eboard.Kind { return eboard.Chessnut }

// Pieces returns the pieces on the board.
func (b *BLEBoard) Pieces() eboard.Placement {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.pieces
}

// Close switches the emulator off for good and drops its connection.
func (b *BLEBoard) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.closed {
		b.closed = true
		close(b.stop)
		b.drop()
	}
	return nil
}

// Connect connects to the board if it is on and in reach.
func (b *BLEBoard) Connect(_ context.Context, addr string, notify func([]byte)) (chessnut.Conn, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.off || b.away || b.closed {
		return nil, catalog.Errorf("chessnut.not-found", addr)
	}
	b.drop() // a board serves one central
	c := &bleConn{b: b, lost: make(chan struct{}), out: make(chan []byte, 1024), done: make(chan struct{})}
	b.conn = c
	go c.deliver(notify)
	return c, nil
}

// drop loses the connection, as when the board goes out of reach. Lock
// held.
func (b *BLEBoard) drop() {
	if b.conn != nil {
		b.conn.lose()
		b.conn = nil
	}
}

// frame returns the notification of the board's position. Lock held.
func (b *BLEBoard) frame() []byte {
	n := chessnut.EncodeFEN(&b.pieces)
	binary.LittleEndian.PutUint32(n[34:], b.uptime)
	return n
}

// notify sends the position if the connection reports. Lock held.
func (b *BLEBoard) notify() {
	if b.conn != nil && b.conn.reporting && !b.hung {
		if b.garbage > 0 && b.rng.IntN(b.oneIn) == 0 {
			for n := 1 + b.rng.IntN(b.garbage); n > 0; {
				g := make([]byte, min(n, 1+b.rng.IntN(64)))
				for j := range g {
					g[j] = byte(b.rng.UintN(256))
				}
				b.conn.send(g)
				n -= len(g)
			}
		}
		b.conn.send(b.frame())
	}
}

// stream repeats the position every BLEPeriod, the counter going on.
func (b *BLEBoard) stream() {
	t := time.NewTicker(BLEPeriod)
	defer t.Stop()
	for n := 0; ; n++ {
		select {
		case <-b.stop:
			return
		case <-t.C:
		}
		b.mu.Lock()
		if !b.off && n%10 == 9 {
			b.uptime++
		}
		b.notify()
		b.mu.Unlock()
	}
}

// bleConn is one connection to a BLEBoard.
type bleConn struct {
	b         *BLEBoard
	reporting bool
	lost      chan struct{}
	out       chan []byte
	done      chan struct{}
	once      sync.Once
}

// send queues a notification (dropped if the central lags far behind, as
// a radio would).
func (c *bleConn) send(n []byte) {
	select {
	case c.out <- n:
	default:
	}
}

// deliver hands the notifications to the central, in order.
func (c *bleConn) deliver(notify func([]byte)) {
	for {
		select {
		case n := <-c.out:
			notify(n)
		case <-c.done:
			return
		}
	}
}

// lose ends the connection from the board's side. Lock held.
func (c *bleConn) lose() {
	c.once.Do(func() {
		close(c.lost)
		close(c.done)
	})
}

// Write takes a command: 21 01 00 turns reporting on (and the board
// notifies its position at once).
func (c *bleConn) Write(p []byte) error {
	c.b.mu.Lock()
	defer c.b.mu.Unlock()
	if c.b.conn != c {
		return eboard.ErrNotConnected
	}
	if bytes.Equal(p, chessnut.EnableReporting) {
		c.reporting = true
		c.b.notify()
	}
	return nil
}

// Lost is closed when the board drops the connection.
func (c *bleConn) Lost() <-chan struct{} { return c.lost }

// Close disconnects from the central's side.
func (c *bleConn) Close() error {
	c.b.mu.Lock()
	defer c.b.mu.Unlock()
	if c.b.conn == c {
		c.b.conn = nil
	}
	c.lose()
	return nil
}

// BLEHelp lists the commands of an emulated Chessnut board.
const BLEHelp = `commands of the emulated Chessnut board (squares like e2):
  move A B        lift the piece on A and put it on the empty square B
  lift A          lift the piece on A into the hand
  place A [P]     put the piece last lifted on A (P: that piece instead)
  remove A        take the piece on A off the board
  unplug          take the board out of reach (the connection drops)
  replug          bring it back in reach
  power off|on    switch it off (the connection drops, no advertising) or on
  hang            the board's firmware hangs: it stays connected (and can be
                  connected again) but sends nothing until power off or on
  noise N         send N (up to 10000) malformed notifications of 1 to 64
                  random bytes
  show            say where the pieces are`

// Exec runs one command of BLEHelp and returns what was done.
func (b *BLEBoard) Exec(line string) (string, error) {
	f := strings.Fields(line)
	if len(f) == 0 || strings.HasPrefix(f[0], "#") {
		return "", nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	square := func(i int) (rules.Square, error) {
		if len(f) <= i {
			return rules.NoSquare, catalog.Errorf("emulator.usage", BLEHelp)
		}
		return parseSq(f[i])
	}
	switch strings.ToLower(f[0]) {
	case "move":
		from, err := square(1)
		if err != nil {
			return "", err
		}
		to, err := square(2)
		if err != nil {
			return "", err
		}
		if b.pieces[to] != rules.NoPiece {
			return "", catalog.Errorf("emulator.ble-occupied", to)
		}
		if err := b.lift(from, true); err != nil {
			return "", err
		}
		return "moved", b.place(to, rules.NoPiece)
	case "lift", "remove":
		sq, err := square(1)
		if err != nil {
			return "", err
		}
		if strings.EqualFold(f[0], "lift") {
			return "lifted", b.lift(sq, true)
		}
		return "removed", b.lift(sq, false)
	case "place":
		sq, err := square(1)
		if err != nil {
			return "", err
		}
		pc := rules.NoPiece
		if len(f) == 3 {
			p, ok := eboard.PieceFromLetter(f[2][0])
			if !ok || len(f[2]) != 1 {
				return "", catalog.Errorf("emulator.piece-letter", f[2])
			}
			pc = p
		}
		return "placed", b.place(sq, pc)
	case "unplug":
		b.away = true
		b.drop()
		return "out of reach", nil
	case "replug":
		b.away = false
		return "in reach", nil
	case "power":
		if len(f) != 2 || f[1] != "on" && f[1] != "off" {
			return "", catalog.Errorf("emulator.power", strings.Join(f[1:], " "))
		}
		b.off, b.hung = f[1] == "off", false
		if b.off {
			b.drop()
		}
		return "power " + f[1], nil
	case "hang":
		b.hung = true
		return "hung: connected, silent", nil
	case "noise":
		if len(f) != 2 {
			return "", catalog.Errorf("emulator.ble-noise", strings.Join(f[1:], " "))
		}
		// The whole word is the number: Sscanf would take "5x" for 5.
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 1 || n > 10000 {
			return "", catalog.Errorf("emulator.noise-count", f[1])
		}
		if b.conn != nil {
			for i := 0; i < n; i++ {
				g := make([]byte, 1+b.rng.IntN(64))
				for j := range g {
					g[j] = byte(b.rng.UintN(256))
				}
				g[0] = 0x02 // never a position, whatever follows
				b.conn.send(g)
			}
		}
		return "noise sent", nil
	case "show":
		return "board " + b.pieces.FEN(), nil
	}
	return "", catalog.Errorf("emulator.ble-unknown", f[0], BLEHelp)
}

// lift takes the piece on sq off (into the hand if toHand). Lock held.
func (b *BLEBoard) lift(sq rules.Square, toHand bool) error {
	pc := b.pieces[sq]
	if pc == rules.NoPiece {
		return catalog.Errorf("emulator.lift-empty", sq)
	}
	b.pieces[sq] = rules.NoPiece
	if toHand {
		b.hand = append(b.hand, pc)
	}
	b.notify()
	return nil
}

// place puts the piece last lifted (or pc) on sq. Lock held.
func (b *BLEBoard) place(sq rules.Square, pc rules.Piece) error {
	if b.pieces[sq] != rules.NoPiece {
		return catalog.Errorf("emulator.ble-occupied", sq)
	}
	if len(b.hand) > 0 {
		top := b.hand[len(b.hand)-1]
		b.hand = b.hand[:len(b.hand)-1]
		if pc == rules.NoPiece {
			pc = top
		}
	}
	if pc == rules.NoPiece {
		return catalog.Errorf("emulator.ble-empty-hand")
	}
	b.pieces[sq] = pc
	b.notify()
	return nil
}
