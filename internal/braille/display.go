package braille

import (
	"fmt"
	"sync"
	"time"

	"github.com/blindchess/blindchess/internal/braille/brlapi"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/table"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Cells is where a Display writes: a braille display (a *brlapi.Conn), or
// a test's recorder.
type Cells interface {
	// WriteDots shows the cells (Unicode braille) from the first cell on,
	// the rest blank; cursor is 1-based, 0 for none.
	WriteDots(cells string, cursor int) error
}

// View is what a Display shows.
type View uint8

// The views.
const (
	// ViewMoves: the move number and the last move of each player.
	ViewMoves View = iota
	// ViewClock: both clock times, as they are now.
	ViewClock
)

// Display is the live braille display of a table: a sink of a
// table.Writer. It shows the move number and the last move of each player
// in the player's chess braille, and on request (a key) the clock times.
// It rewrites its one line only when what it shows changes, so what the
// player is reading stays until the next move.
type Display struct {
	mu    sync.Mutex
	out   Cells
	code  Code
	game  *rules.Game
	moves []string // the braille of each move made
	view  View
	// The clock at its last event: times, whose clock runs, and when.
	times   [2]time.Duration
	running bool
	turn    rules.Color
	at      time.Duration
	hasTime bool
	// Now is the instant on the session's time line (for the running
	// clock); nil shows the times of the last clock event.
	Now  func() time.Duration
	last string
	err  error
}

// NewDisplay returns a display of a game from start (nil: a clock without
// a game) in code.
func NewDisplay(out Cells, code Code, start *rules.Position) *Display {
	d := &Display{out: out, code: code}
	if start != nil {
		d.game = rules.NewGameFrom(*start)
	}
	return d
}

// Sink takes one output of the table (table.Writer.Sinks).
func (d *Display) Sink(o table.Output) {
	d.mu.Lock()
	defer d.mu.Unlock()
	switch o.Kind {
	case table.KindMove:
		if d.game == nil {
			return
		}
		pos := d.game.Position()
		m, err := pos.ParseMove(o.SAN)
		if err != nil || (d.game.Push(m) != nil && d.game.PushAfterEnd(m) != nil) {
			return
		}
		d.moves = append(d.moves, d.code.Move(&pos, m))
		d.view = ViewMoves
	case table.KindUndo:
		if d.game != nil && len(d.moves) > 0 {
			d.game.Pop()
			d.moves = d.moves[:len(d.moves)-1]
		}
	}
	if o.Clock.What != "" {
		d.times, d.turn, d.at, d.hasTime = o.Clock.Times, o.Clock.Turn, o.At, true
		d.running = o.Clock.Status == "running"
	}
	d.show()
}

// Key handles a key of the display: line down or a routing key shows the
// clock times, line up the moves.
func (d *Display) Key(k brlapi.Key) {
	block, arg := k.Command()
	d.mu.Lock()
	defer d.mu.Unlock()
	switch {
	case block == brlapi.BlockRoute, block == 0 && arg == brlapi.CmdLineDown:
		d.view = ViewClock
	case block == 0 && arg == brlapi.CmdLineUp:
		d.view = ViewMoves
	default:
		return
	}
	d.last = "" // show it again even if it did not change
	d.show()
}

// Reattach writes to out from now on (a display connected again after
// BRLTTY restarted) and shows the current line there at once.
func (d *Display) Reattach(out Cells) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.out, d.err, d.last = out, nil, ""
	d.show()
}

// Run reads the keys of the display connected by dial and, when the
// connection is lost (BRLTTY restarted, the display unplugged), dials
// again every retry until it is back, reattaching the display. It returns
// when stop is closed; the connection in use is then closed.
func (d *Display) Run(conn *brlapi.Conn, dial func() (*brlapi.Conn, error), retry time.Duration, stop <-chan struct{}) {
	var mu sync.Mutex
	current := conn
	go func() {
		<-stop
		mu.Lock()
		current.Close()
		mu.Unlock()
	}()
	for {
		k, err := current.ReadKey(time.Time{})
		if err == nil {
			d.Key(k)
			continue
		}
		for {
			select {
			case <-stop:
				return
			case <-time.After(retry):
			}
			c, err := dial()
			if err != nil {
				continue
			}
			mu.Lock()
			select {
			case <-stop:
				mu.Unlock()
				c.Close()
				return
			default:
			}
			current = c
			mu.Unlock()
			d.Reattach(c)
			break
		}
	}
}

// Err returns the first error writing to the display.
func (d *Display) Err() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.err
}

// Line returns what the display shows now.
func (d *Display) Line() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.line()
}

func (d *Display) line() string {
	if d.view == ViewClock || d.game == nil {
		return d.clockLine()
	}
	n := len(d.moves)
	if n == 0 {
		return ""
	}
	// The pair of the last move: its number, White's move, Black's.
	start := d.game.Start()
	i := n - 1
	if start.Turn() == rules.Black {
		i++ // counted as if White had moved first
	}
	num := start.FullmoveNumber() + i/2
	if i%2 == 0 {
		return Pair(num, d.moves[n-1], "")
	}
	if n == 1 {
		return Pair(num, "", d.moves[0]) // the game began with Black's move
	}
	return Pair(num, d.moves[n-2], d.moves[n-1])
}

// clockLine is "W1:23:45 B1:20:00" in braille (North American digits).
func (d *Display) clockLine() string {
	if !d.hasTime {
		return ""
	}
	t := d.times
	if d.running && d.Now != nil {
		t[d.turn] = max(0, t[d.turn]-(d.Now()-d.at))
	}
	return FromBRF(fmt.Sprintf("W%s B%s", clockText(t[rules.White]), clockText(t[rules.Black])))
}

// clockText writes a time as h:mm:ss (or m:ss under an hour), rounded
// down.
func clockText(d time.Duration) string {
	s := int64(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// show writes the line if it changed.
func (d *Display) show() {
	l := d.line()
	if l == d.last {
		return
	}
	d.last = l
	if err := d.out.WriteDots(l, 0); err != nil && d.err == nil {
		d.err = err
	}
}

// NoDisplay says in the language of c that a session (what: "game" or
// "clock") goes on without the braille display, and why.
func NoDisplay(c catalog.Catalog, err error, what string) string {
	return c.Say("braille.no-display-"+what, err)
}
