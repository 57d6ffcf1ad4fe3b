package session

import (
	"strings"
	"sync"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/drivers"
	"github.com/blindchess/blindchess/internal/eboard/ports"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/table"
)

// boardModes turns --tactile and --sighted into the Setup's board modes.
// --sighted is NAME:PATH with NAME a sighted board's protocol of the
// registry (drivers.All), or virtual.
func boardModes(o PlayOptions) (tactileMode, sightedMode string, err error) {
	switch {
	case o.Tactile == "":
	case o.Tactile == table.BoardVirtual:
		tactileMode = table.BoardVirtual
	default:
		tactileMode = table.BoardReal
	}
	switch {
	case o.Sighted == "":
	case o.Sighted == table.BoardVirtual:
		sightedMode = table.BoardVirtual
	default:
		if _, _, err := drivers.Parse(o.Sighted, drivers.Sighted); err != nil {
			if name, _, ok := strings.Cut(o.Sighted, ":"); ok {
				if d, found := drivers.Lookup(name); found && d.Role == drivers.Tactile {
					// A second tactile board: two visually impaired
					// players, which the game cannot seat.
					return "", "", UsageErr("boards.sighted-tactile", o.Sighted)
				}
			}
			return "", "", UsageErr("boards.sighted-name-path", o.Sighted, strings.Join(drivers.Names(drivers.Sighted), ", "))
		}
		sightedMode = table.BoardReal
	}
	return tactileMode, sightedMode, nil
}

// openPlayBoards opens the real boards of the game and returns the lines
// their events make ("board tactile lift e2"), which the loop journals and
// applies like typed lines, so a resumed game replays them exactly. A
// resumed game with real boards needs their paths again. The lever of a
// clock connected to a board is a press (readBoardLines). The sinks that
// follow the game from start on the sighted board come back too: its LEDs
// show the visually impaired player's moves (drivers.MoveShower), its
// clock the program's times (drivers.ClockShower); clockNow gives the
// game clock as it stands (table.Table.ClockNow), for a refusal.
func openPlayBoards(o PlayOptions, s table.Setup, start rules.Position, clockNow func() (table.ClockState, bool)) ([]<-chan string, []func(table.Output), func(), error) {
	var opened []drivers.Board
	closeAll := func() {
		for _, b := range opened {
			b.Close()
		}
	}
	type want struct {
		name, mode, spec string
		role             drivers.Role
	}
	wants := []want{{"tactile", s.Tactile, o.Tactile, drivers.Tactile}, {"sighted", s.Sighted, o.Sighted, drivers.Sighted}}
	if err := checkPlayBoards(o, s); err != nil {
		return nil, nil, nil, err
	}
	done := make(chan struct{})
	stop := func() {
		close(done)
		closeAll()
	}
	var sources []<-chan string
	var sinks []func(table.Output)
	for _, w := range wants {
		if w.mode != table.BoardReal {
			continue
		}
		d, path, err := drivers.Parse(w.spec, w.role)
		if err != nil {
			closeAll()
			return nil, nil, nil, UsageErr("boards.sighted-name-path", w.spec, strings.Join(drivers.Names(w.role), ", "))
		}
		b := d.Open(path)
		opened = append(opened, b)
		lv := &lever{}
		if w.role == drivers.Sighted {
			if ms, ok := b.(drivers.MoveShower); ok {
				sinks = append(sinks, moveShowSink(start, ms))
			}
			if cs, ok := b.(drivers.ClockShower); ok {
				sinks = append(sinks, clockShowSink(cs, lv, clockNow))
			}
		}
		sources = append(sources, readBoardLines(w.name, b.Events(), lv, done))
	}
	if len(opened) == 0 {
		return nil, nil, func() {}, nil
	}
	return sources, sinks, stop, nil
}

// moveShowSink returns the sink that shows on the sighted board (its
// LEDs) each move not made on it — the visually impaired player's, from
// the tactile board or typed — until the sighted player makes it there
// (the assistant's duty of Annex D.2.10.1, made easier). It follows the
// game from start by the moves and take-backs of the outputs; it runs in
// the loop's goroutine and the board only queues the bytes to send.
func moveShowSink(start rules.Position, b drivers.MoveShower) func(table.Output) {
	g := rules.NewGameFrom(start)
	return func(o table.Output) {
		switch o.Kind {
		case table.KindStands:
			// An illegal move stood (Annex A.4.2): the game goes on
			// from the position on the board.
			if p, err := rules.ParseFEN(o.FEN); err == nil {
				g = rules.NewGameFrom(p)
			}
		case table.KindUndo:
			g.Pop()
		case table.KindMove:
			m, err := g.PushText(o.SAN, rules.English)
			if err != nil {
				return // the game and the sink disagree: show nothing rather than a wrong move
			}
			if o.Source == table.SourceSighted {
				return
			}
			from, to := m.From(), m.To()
			if m.IsCastle() {
				to = m.KingTo()
			}
			_ = b.ShowMove(from, to) // a board away shows it when back: the driver keeps it
		}
	}
}

// checkPlayBoards checks --tactile and --sighted against the game's boards
// (on --resume, those of its journal): a real board needs its port, a
// virtual board cannot become real, and no board can be added.
func checkPlayBoards(o PlayOptions, s table.Setup) error {
	// One sentence per board, so that each language names the board in
	// its own words (Steckbrett, hmatová šachovnice).
	wants := []struct{ mode, flag, real, virtual, none string }{
		{s.Tactile, o.Tactile, "run.boards-tactile-real", "run.boards-tactile-virtual", "run.boards-tactile-none"},
		{s.Sighted, o.Sighted, "run.boards-sighted-real", "run.boards-sighted-virtual", "run.boards-sighted-none"},
	}
	for _, w := range wants {
		switch {
		case w.mode == table.BoardReal && (w.flag == "" || w.flag == table.BoardVirtual):
			return UsageErr(w.real)
		case w.mode == table.BoardVirtual && w.flag != "" && w.flag != table.BoardVirtual:
			return UsageErr(w.virtual, w.flag)
		case w.mode == "" && w.flag != "":
			return UsageErr(w.none, w.flag)
		}
	}
	return nil
}

// lever turns the clock messages of a board (the lever of a DGT 3000 or
// XL connected to a DGT board) into presses: the lever moving from one
// side to the other is a press, journaled like a key press. A change the
// program itself asked for (showClock setting the running side) is no
// press. Its methods are safe for concurrent use: the board's reader
// calls line, the loop's sink calls expect.
type lever struct {
	mu       sync.Mutex
	side     int // 0 unknown, 1 left runs, 2 right runs
	expected int // the side the program last set running, 0 none
}

// leverSide returns the side running on a clock: 1 left, 2 right, 0
// neither or both (stopped, no clock).
func leverSide(st eboard.ClockState) int {
	switch {
	case !st.Connected:
	case st.LeftToMove && !st.RightToMove:
		return 1
	case st.RightToMove && !st.LeftToMove:
		return 2
	}
	return 0
}

// press reports whether clock message st is a press of the lever.
func (l *lever) press(st eboard.ClockState) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	side := leverSide(st)
	if side == 0 {
		return false
	}
	was := l.side
	l.side = side
	if side == l.expected {
		l.expected = 0 // the program's own change came
		return false
	}
	return was != 0 && side != was
}

// expect records that the program set side running.
func (l *lever) expect(side int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if side != l.side {
		l.expected = side
	}
}

// readBoardLines is table.ReadBoard with the clock lever: the input line
// of every event of a board (table.BoardLine), and "board NAME press"
// (table.BoardPressLine) for each press of the lever of a clock connected
// to it, until events closes or done is closed.
func readBoardLines(name string, events <-chan eboard.Event, lv *lever, done <-chan struct{}) <-chan string {
	out := make(chan string, 64)
	go func() {
		defer close(out)
		for {
			var e eboard.Event
			select {
			case <-done:
				return
			case ev, ok := <-events:
				if !ok {
					return
				}
				e = ev
			}
			line, ok := table.BoardLine(name, e)
			if e.Type == eboard.Clock && lv.press(e.Clock) {
				line, ok = table.BoardPressLine(name), true
			}
			if !ok {
				continue
			}
			select {
			case out <- line:
			case <-done:
				return
			}
		}
	}()
	return out
}

// clockShowSink returns the sink that shows the program's clock, the game
// clock, on the clock connected to the sighted board (a DGT 3000): both
// times, White's on the left, and the side to move running, after each
// event of the clock. A refusal after the clock's first event (a lever
// pressed before the move is made, while a question holds the clock, or
// while it is paused) shows the game clock as it stands again (now: the
// times at the refusal, the side that runs, or none): the DGT 3000 set
// itself to the other side at the lever.
func clockShowSink(b drivers.ClockShower, lv *lever, now func() (table.ClockState, bool)) func(table.Output) {
	started := false
	show := func(c table.ClockState) {
		running := c.Status == "running"
		whiteRuns := running && c.Turn == rules.White
		blackRuns := running && c.Turn == rules.Black
		switch {
		case whiteRuns:
			lv.expect(1)
		case blackRuns:
			lv.expect(2)
		}
		b.ShowClock(c.Times[0], c.Times[1], whiteRuns, blackRuns)
	}
	return func(o table.Output) {
		switch {
		case o.Kind == table.KindClock:
			started = true
			show(o.Clock)
		case o.Kind == table.KindError && started:
			if c, ok := now(); ok {
				show(c)
			}
		}
	}
}

// boardProbeWait is how long each probe of otherBoard waits for an answer
// (as blindchess ports does).
const boardProbeWait = 500 * time.Millisecond

// otherBoard asks the serial port at path which board answers on it, the
// board of protocol d first (ports.IdentifyExpecting), and returns the
// board that answers when it is of another kind, with that kind's
// protocol. A port where d's board answers, or none, or that cannot be
// asked (not there yet, held by another program: the driver says so)
// gives false. A Bluetooth board (Chessnut) is not asked.
func otherBoard(d drivers.Driver, path string) (ports.Identity, drivers.Driver, bool) {
	if d.Kind == eboard.Chessnut {
		return ports.Identity{}, drivers.Driver{}, false
	}
	id, err := ports.IdentifyExpecting(path, d.Kind, boardProbeWait)
	if err != nil || id.Kind == d.Kind {
		return ports.Identity{}, drivers.Driver{}, false
	}
	other, ok := drivers.ByKind(id.Kind)
	return id, other, ok
}

// wrongBoards refuses --tactile and --sighted when the board that answers
// on the port is of another kind than the flag says (a DGT board given as
// the tactile board, or the reverse): the error names the board that
// answers and how to give it instead.
//
// The two ports are asked at the same time: each probe of a port that
// answers nothing waits its whole timeout, and the two boards' waits
// used to add up. The tactile board's refusal comes first.
func wrongBoards(o PlayOptions) error {
	boards := []struct {
		flag, spec string
		role       drivers.Role
	}{{"--tactile", o.Tactile, drivers.Tactile}, {"--sighted", o.Sighted, drivers.Sighted}}
	errs := make([]error, len(boards))
	var wg sync.WaitGroup
	for i, b := range boards {
		if b.spec == "" || b.spec == table.BoardVirtual {
			continue
		}
		d, path, err := drivers.Parse(b.spec, b.role)
		if err != nil {
			continue
		}
		wg.Go(func() {
			if id, other, ok := otherBoard(d, path); ok {
				errs[i] = catalog.Errorf("boards.other-kind", b.flag+" "+b.spec, d.TitleSaid(), id.Said, other.Flag(path))
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
