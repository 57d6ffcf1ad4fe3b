package session

import (
	"strings"

	"github.com/blindchess/blindchess/internal/eboard/drivers"
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
			return "", "", UsageErr("boards.sighted-name-path", o.Sighted, strings.Join(drivers.Names(drivers.Sighted), ", "))
		}
		sightedMode = table.BoardReal
	}
	return tactileMode, sightedMode, nil
}

// openPlayBoards opens the real boards of the game and returns the lines
// their events make ("board tactile lift e2"), which the loop journals and
// applies like typed lines, so a resumed game replays them exactly. A
// resumed game with real boards needs their paths again. A sighted board
// that can show a move (drivers.MoveShower: LEDs) is returned too, to
// show the visually impaired player's moves on it.
func openPlayBoards(o PlayOptions, s table.Setup) ([]<-chan string, drivers.MoveShower, func(), error) {
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
	var shower drivers.MoveShower
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
		if ms, ok := b.(drivers.MoveShower); ok && w.role == drivers.Sighted {
			shower = ms
		}
		sources = append(sources, table.ReadBoard(w.name, b.Events(), done))
	}
	if len(opened) == 0 {
		return nil, nil, func() {}, nil
	}
	return sources, shower, stop, nil
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
	wants := []struct{ name, mode, flag string }{{"tactile", s.Tactile, o.Tactile}, {"sighted", s.Sighted, o.Sighted}}
	for _, w := range wants {
		switch {
		case w.mode == table.BoardReal && (w.flag == "" || w.flag == table.BoardVirtual):
			return UsageErr("run.boards-this-game-has-a", w.name, w.name)
		case w.mode == table.BoardVirtual && w.flag != "" && w.flag != table.BoardVirtual:
			return UsageErr("run.boards-this-game-s-board", w.name, w.flag, w.name, w.name)
		case w.mode == "" && w.flag != "":
			return UsageErr("run.boards-this-game-has-no", w.name, w.flag, w.name)
		}
	}
	return nil
}
