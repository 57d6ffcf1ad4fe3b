package session

import (
	"strings"

	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/eboard/tactile"
	"github.com/blindchess/blindchess/internal/table"
)

// boardModes turns --tactile and --sighted into the Setup's board modes.
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
	case strings.HasPrefix(o.Sighted, "dgt:") && len(o.Sighted) > 4:
		sightedMode = table.BoardReal
	default:
		return "", "", UsageErr("run.boards-sighted-write-dgt-path", o.Sighted)
	}
	return tactileMode, sightedMode, nil
}

// openPlayBoards opens the real boards of the game and returns the lines
// their events make ("board tactile lift e2"), which the loop journals and
// applies like typed lines, so a resumed game replays them exactly. A
// resumed game with real boards needs their paths again.
func openPlayBoards(o PlayOptions, s table.Setup) ([]<-chan string, func(), error) {
	var opened []*serialport.Board
	closeAll := func() {
		for _, b := range opened {
			b.Close()
		}
	}
	type want struct {
		name, mode, flag, path string
	}
	wants := []want{{"tactile", s.Tactile, o.Tactile, o.Tactile}, {"sighted", s.Sighted, o.Sighted, strings.TrimPrefix(o.Sighted, "dgt:")}}
	if err := checkPlayBoards(o, s); err != nil {
		return nil, nil, err
	}
	done := make(chan struct{})
	stop := func() {
		close(done)
		closeAll()
	}
	var sources []<-chan string
	for _, w := range wants {
		if w.mode != table.BoardReal {
			continue
		}
		var b *serialport.Board
		if w.name == "tactile" {
			b = tactile.Open(w.path, tactile.Options{})
		} else {
			b = dgt.Open(w.path, dgt.Options{})
		}
		opened = append(opened, b)
		sources = append(sources, table.ReadBoard(w.name, b.Events(), done))
	}
	if len(opened) == 0 {
		return nil, func() {}, nil
	}
	return sources, stop, nil
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
