//go:build linux

package emulator

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/certabo"
	"github.com/blindchess/blindchess/internal/eboard/chessnut"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/eboard/millennium"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/eboard/tactile"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/twoboard"
)

// openRuy is the Open Ruy Lopez to 8...Be6, made on the board: moves,
// captures (the captured piece taken off first), castling king first, and
// the bishop's retreat to b3 that a noisy line once turned into "Bxb5".
var openRuy = []struct{ from, to, san string }{
	{"e2", "e4", "e4"}, {"e7", "e5", "e5"}, {"g1", "f3", "Nf3"}, {"b8", "c6", "Nc6"},
	{"f1", "b5", "Bb5"}, {"a7", "a6", "a6"}, {"b5", "a4", "Ba4"}, {"g8", "f6", "Nf6"},
	{"e1", "g1", "O-O"}, {"f6", "e4", "Nxe4"}, {"d2", "d4", "d4"}, {"b7", "b5", "b5"},
	{"a4", "b3", "Bb3"}, {"d7", "d5", "d5"}, {"d4", "e5", "dxe5"}, {"c8", "e6", "Be6"},
}

// hostileMode is a way a board or its line misbehaves during a game.
type hostileMode struct {
	name string
	// garbage is Options.Garbage; off starts the board switched off,
	// switched on after the first ply would be due; replug pulls the
	// cable after ply 6 and puts it back; silent switches the board off
	// after ply 8 until the driver reports it gone, then on again.
	garbage, oneIn      int
	off, replug, silent bool
}

// hostileCount is what runs of one mode came to.
type hostileCount struct {
	runs, crashes, phantom, lost, wrong int
}

// hostileRun plays openRuy on an emulated board of kind behind a
// pseudo-terminal, its driver reading it, and follows the driver's events
// with a twoboard Tracker. It counts phantom events (a lift or place that
// did not happen, or out of order), moves lost and wrong moves.
func hostileRun(t *testing.T, kind eboard.Kind, mode hostileMode, seed uint64) (c hostileCount) {
	c.runs = 1
	emu, drv := hostilePair(t, kind, mode, seed)
	defer emu.Close()
	var (
		mu     sync.Mutex
		events []eboard.Event
		done   = make(chan struct{})
	)
	go func() {
		defer close(done)
		for e := range drv.Events() {
			mu.Lock()
			events = append(events, e)
			mu.Unlock()
		}
	}()
	count := func() int {
		mu.Lock()
		defer mu.Unlock()
		return len(events)
	}
	// waitFor waits up to d for an event that ok accepts, after the
	// first from events.
	waitFor := func(from int, d time.Duration, ok func(eboard.Event) bool) (int, bool) {
		deadline := time.Now().Add(d)
		for time.Now().Before(deadline) {
			mu.Lock()
			for i := from; i < len(events); i++ {
				if ok(events[i]) {
					mu.Unlock()
					return i + 1, true
				}
			}
			mu.Unlock()
			time.Sleep(5 * time.Millisecond)
		}
		return from, false
	}
	isType := func(typ eboard.EventType) func(eboard.Event) bool {
		return func(e eboard.Event) bool { return e.Type == typ }
	}
	if mode.off {
		time.Sleep(150 * time.Millisecond)
		if err := emu.PowerOn(); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok := waitFor(0, 10*time.Second, isType(eboard.Connected)); !ok {
		t.Errorf("%s %s seed %d: the board never connected", kind, mode.name, seed)
		c.crashes++
		drv.Close()
		return c
	}
	var physical []string // the lifts and places the hands made
	lift := func(sq string) {
		if err := emu.Lift(mustSquare(sq)); err != nil {
			t.Fatal(err)
		}
		physical = append(physical, "lift "+sq)
		time.Sleep(20 * time.Millisecond)
	}
	place := func(sq string) {
		if err := emu.Place(mustSquare(sq), rules.NoPiece); err != nil {
			t.Fatal(err)
		}
		physical = append(physical, "place "+sq)
		time.Sleep(20 * time.Millisecond)
	}
	for i, m := range openRuy {
		switch {
		case m.san == "O-O":
			lift("e1")
			place("g1")
			lift("h1")
			place("f1")
		case strings.Contains(m.san, "x"):
			lift(m.to)
			lift(m.from)
			place(m.to)
		default:
			lift(m.from)
			place(m.to)
		}
		time.Sleep(handPause(kind)) // a fast hand; people take longer
		switch {
		case mode.replug && i == 5:
			n := count()
			if err := emu.Unplug(); err != nil {
				t.Fatal(err)
			}
			time.Sleep(100 * time.Millisecond)
			if err := emu.Replug(); err != nil {
				t.Fatal(err)
			}
			if _, ok := waitFor(n, 10*time.Second, func(e eboard.Event) bool { return e.Type == eboard.Connected && e.Back }); !ok {
				t.Errorf("%s %s seed %d: the board was not back after the replug", kind, mode.name, seed)
				c.crashes++
			}
		case mode.silent && i == 7:
			n := count()
			stop := emu.PowerOff
			if ble, ok := emu.(*BLEBoard); ok {
				// Over BLE a board switched off drops the connection
				// at once; one that stops answering stays connected.
				stop = ble.Hang
			}
			if err := stop(); err != nil {
				t.Fatal(err)
			}
			if _, ok := waitFor(n, 20*time.Second, isType(eboard.Disconnected)); !ok {
				t.Errorf("%s %s seed %d: a board that stopped answering was not reported gone", kind, mode.name, seed)
				c.crashes++
			}
			if err := emu.PowerOn(); err != nil {
				t.Fatal(err)
			}
			if _, ok := waitFor(n, 20*time.Second, func(e eboard.Event) bool { return e.Type == eboard.Connected && e.Back }); !ok {
				t.Errorf("%s %s seed %d: the board was not back after power came", kind, mode.name, seed)
				c.crashes++
			}
		}
	}
	// The end: the board's whole position must come (asked for until it
	// does, as the noise may garble the answer too).
	want := emu.Pieces()
	settled := false
	for try := 0; try < 50 && !settled; try++ {
		n := count()
		_ = drv.RequestSnapshot()
		_, settled = waitFor(n, 200*time.Millisecond, func(e eboard.Event) bool {
			return e.Type == eboard.Snapshot && e.Occupied == want.Occupancy() && (kind == eboard.Tactile || e.Pieces == want)
		})
	}
	drv.Close()
	<-done
	if !settled {
		t.Errorf("%s %s seed %d: the board's position never came", kind, mode.name, seed)
		c.crashes++
	}

	// Phantoms: every lift and place reported must be one the hands made,
	// in order (lines the driver dropped may leave some out).
	j := 0
	for _, e := range events {
		if e.Type != eboard.Lift && e.Type != eboard.Place {
			continue
		}
		s := e.Type.String() + " " + e.Square.String()
		for j < len(physical) && physical[j] != s {
			j++
		}
		if j == len(physical) {
			c.phantom++
			t.Errorf("%s %s seed %d: phantom %v", kind, mode.name, seed, e)
			continue
		}
		j++
	}

	// The moves a tracker makes of the events, as "board follow" does.
	tr := twoboard.New(rules.StartPosition(), twoboard.Options{})
	tr.Enable(twoboard.Sighted, twoboard.BoardConfig{Pieces: kind != eboard.Tactile, Moves: [2]bool{true, true}}, nil)
	var sans, trace []string
	take := func(fs []twoboard.Fact) {
		for _, f := range fs {
			trace = append(trace, fmt.Sprintf("  fact %v %s %s", f.Kind, f.SAN, strings.Join(f.Diff.StepStrings(), ",")))
			switch f.Kind {
			case twoboard.MoveMade:
				sans = append(sans, f.SAN)
			case twoboard.NeedPromotion:
				t.Errorf("%s %s seed %d: a promotion asked for", kind, mode.name, seed)
			}
		}
	}
	var last time.Time
	for _, e := range events {
		take(tr.Advance(e.Time))
		trace = append(trace, fmt.Sprintf("%6d %v %s", e.Time.Sub(events[0].Time).Milliseconds(), e, e.Occupied))
		take(tr.Event(twoboard.Sighted, e))
		last = e.Time
	}
	take(tr.Flush(last.Add(time.Second)))
	for i, m := range openRuy {
		switch {
		case i >= len(sans):
			c.lost++
		case sans[i] != m.san:
			c.wrong++
		}
	}
	if len(sans) > len(openRuy) {
		c.wrong += len(sans) - len(openRuy)
	}
	if c.lost+c.wrong > 0 {
		if hostileTrace {
			t.Logf("events and facts:\n%s", strings.Join(trace, "\n"))
		}
		t.Errorf("%s %s seed %d: moves %q, want the Open Ruy Lopez", kind, mode.name, seed, sans)
	}
	return c
}

// handPause is the pause of hostileRun's hand after each move: 0.3 s (a
// fast hand; people take longer), but 1 s on a Certabo board, whose scan of
// 64 chips is a line of about 1,300 bytes, a third of a second at 38400
// baud: it reports at most three scans a second, and takes a change after
// two equal scans, so a line lost to noise delays what it reports by up
// to a second (a 0.3-s hand then makes two moves before the board reports
// one, and the tracker rightly makes no move of a board in doubt).
func handPause(kind eboard.Kind) time.Duration {
	if kind == eboard.Certabo {
		return time.Second
	}
	return 300 * time.Millisecond
}

// hostileBoard is an emulated board of hostileRun: a Board behind a
// pseudo-terminal, or a BLEBoard.
type hostileBoard interface {
	Lift(rules.Square) error
	Place(rules.Square, rules.Piece) error
	Unplug() error
	Replug() error
	PowerOff() error
	PowerOn() error
	Pieces() eboard.Placement
	Close() error
}

// hostileDriver is the driver that reads it.
type hostileDriver interface {
	Events() <-chan eboard.Event
	RequestSnapshot() error
	Close() error
}

// hostilePair returns an emulated board of kind in mode and a driver
// reading it: through a pseudo-terminal, or for Chessnut through the
// emulated BLE transport.
func hostilePair(t *testing.T, kind eboard.Kind, mode hostileMode, seed uint64) (hostileBoard, hostileDriver) {
	if kind == eboard.Chessnut {
		ble := NewBLEBoard(mode.off, seed)
		ble.SetGarbage(mode.garbage, mode.oneIn)
		return ble, chessnut.Start(ble, "any", chessnut.Options{})
	}
	link := filepath.Join(t.TempDir(), fmt.Sprintf("board%d", seed))
	emu, err := New(kind, Options{Link: link, Seed: seed, Garbage: mode.garbage, GarbageOneIn: mode.oneIn, Off: mode.off})
	if err != nil {
		t.Fatal(err)
	}
	cfg := serialport.Config{Path: link, KeepAlive: 2 * time.Second, MinBackoff: 10 * time.Millisecond, MaxBackoff: 100 * time.Millisecond}
	switch kind {
	case eboard.DGT:
		return emu, dgt.Start(cfg, dgt.Options{SettleDelay: 50 * time.Millisecond})
	case eboard.Millennium:
		return emu, millennium.Start(cfg, millennium.Options{})
	case eboard.Certabo:
		return emu, certabo.Start(cfg, certabo.Options{})
	}
	return emu, tactile.Start(cfg, tactile.Options{})
}

func mustSquare(s string) rules.Square {
	q, err := rules.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return q
}

// TestHostileBoards plays a game through a pseudo-terminal on each board
// kind in each hostile mode (the Chessnut board through its transport
// interface on the emulated BLE link: garbage is malformed notifications,
// the cable pulled is the board out of reach, and a board that stops
// answering stays connected but silent): random garbage between lines and messages
// (unfiltered: it may run into the next tactile line, cancel out in its
// checksum, or hold message bytes), a board switched on late, a cable
// pulled and put back, a board that stops answering. It asserts that no
// run crashes, and that there is no phantom event, no move lost and no
// wrong move. A few seeds in "make test"; 1,000 noisy seeds per board,
// and 20 of every other mode, with BLINDCHESS_LONG=1.
func TestHostileBoards(t *testing.T) {
	noisy, other := 3, 1
	if long() {
		noisy, other = 1000, 20
	}
	if n, err := strconv.Atoi(os.Getenv("BLINDCHESS_HOSTILE_SEEDS")); err == nil && n > 0 {
		noisy = n // to try a number of seeds by hand
	}
	modes := []struct {
		mode  hostileMode
		seeds int
	}{
		{hostileMode{name: "noisy", garbage: 12, oneIn: 12}, noisy},
		{hostileMode{name: "noisy-long-bursts", garbage: 200, oneIn: 12}, other},
		{hostileMode{name: "late", garbage: 12, oneIn: 12, off: true}, other},
		{hostileMode{name: "replug", garbage: 12, oneIn: 12, replug: true}, other},
		{hostileMode{name: "silent", silent: true}, min(other, 3)},
	}
	if !long() {
		modes = modes[:4] // the silent board waits seconds for its timeout
	}
	var total hostileCount
	var mu sync.Mutex
	work := make(chan func())
	var wg sync.WaitGroup
	for w := 0; w < 16; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for f := range work {
				f()
			}
		}()
	}
	nModes := 0
	kinds := []eboard.Kind{eboard.Tactile, eboard.DGT, eboard.Millennium, eboard.Certabo, eboard.Chessnut}
	if k := os.Getenv("BLINDCHESS_HOSTILE_KIND"); k != "" {
		// Some boards by hand, e.g. BLINDCHESS_HOSTILE_KIND=certabo,chessnut.
		all := kinds
		kinds = nil
		for _, kind := range all {
			if slices.Contains(strings.Split(strings.ToLower(k), ","), kind.String()) {
				kinds = append(kinds, kind)
			}
		}
	}
	for _, kind := range kinds {
		for _, m := range modes {
			nModes++
			for seed := uint64(1); seed <= uint64(m.seeds); seed++ {
				work <- func() {
					c := hostileRun(t, kind, m.mode, seed)
					mu.Lock()
					total.runs += c.runs
					total.crashes += c.crashes
					total.phantom += c.phantom
					total.lost += c.lost
					total.wrong += c.wrong
					mu.Unlock()
				}
			}
		}
	}
	close(work)
	wg.Wait()
	line := fmt.Sprintf("hostile boards: modes %d, runs %d, crashes %d, phantom events %d, moves lost %d, wrong moves %d",
		nModes, total.runs, total.crashes, total.phantom, total.lost, total.wrong)
	fmt.Println(line)
	if total.crashes+total.phantom+total.lost+total.wrong != 0 {
		t.Fatal(line)
	}
}

// hostileTrace logs the events and facts of a failed run.
var hostileTrace = os.Getenv("BLINDCHESS_TRACE") != ""
