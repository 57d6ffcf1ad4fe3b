package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/eboard/tactile"
	"github.com/blindchess/blindchess/internal/table"
)

// boardModes turns --tactile and --sighted into the Setup's board modes.
func boardModes(o playOptions) (tactileMode, sightedMode string, err error) {
	switch {
	case o.tactile == "":
	case o.tactile == table.BoardVirtual:
		tactileMode = table.BoardVirtual
	default:
		tactileMode = table.BoardReal
	}
	switch {
	case o.sighted == "":
	case o.sighted == table.BoardVirtual:
		sightedMode = table.BoardVirtual
	case strings.HasPrefix(o.sighted, "dgt:") && len(o.sighted) > 4:
		sightedMode = table.BoardReal
	default:
		return "", "", usageErr("--sighted %q: write dgt:PATH (a DGT board, e.g. dgt:/dev/ttyUSB0) or virtual", o.sighted)
	}
	return tactileMode, sightedMode, nil
}

// openPlayBoards opens the real boards of the game and returns the lines
// their events make ("board tactile lift e2"), which the loop journals and
// applies like typed lines, so a resumed game replays them exactly. A
// resumed game with real boards needs their paths again.
func openPlayBoards(ctx context.Context, o playOptions, s table.Setup) (<-chan string, func(), error) {
	var opened []*serialport.Board
	closeAll := func() {
		for _, b := range opened {
			b.Close()
		}
	}
	type want struct {
		name, mode, flag, path string
	}
	wants := []want{{"tactile", s.Tactile, o.tactile, o.tactile}, {"sighted", s.Sighted, o.sighted, strings.TrimPrefix(o.sighted, "dgt:")}}
	for _, w := range wants {
		if w.mode != table.BoardReal {
			continue
		}
		if w.flag == "" || w.flag == table.BoardVirtual {
			closeAll()
			return nil, nil, usageErr("this game has a real %s board: give its port again with --%s", w.name, w.name)
		}
	}
	lines := make(chan string, 64)
	done := make(chan struct{})
	stop := func() {
		close(done)
		closeAll()
	}
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
		go func(name string, events <-chan eboard.Event) {
			for {
				select {
				case <-done:
					return
				case <-ctx.Done():
					return
				case e, ok := <-events:
					if !ok {
						return
					}
					line, ok := boardLine(name, e)
					if !ok {
						continue
					}
					select {
					case lines <- line:
					case <-done:
						return
					}
				}
			}
		}(w.name, b.Events())
	}
	if len(opened) == 0 {
		return nil, func() {}, nil
	}
	return lines, stop, nil
}

// boardLine is the input line of a board event, e.g. "board sighted place
// e4 P"; false for events that are not for the game (clock messages,
// buttons, the link coming up: the snapshot that follows says the board).
func boardLine(name string, e eboard.Event) (string, bool) {
	switch e.Type {
	case eboard.Lift:
		return fmt.Sprintf("board %s lift %s", name, e.Square), true
	case eboard.Place:
		if e.Piece != 0 && name == "sighted" {
			return fmt.Sprintf("board %s place %s %c", name, e.Square, e.Piece.FENChar()), true
		}
		return fmt.Sprintf("board %s place %s", name, e.Square), true
	case eboard.Snapshot:
		if !e.HasBoard {
			return "", false
		}
		if e.HasPieces && name == "sighted" {
			return fmt.Sprintf("board %s snapshot %s", name, e.Pieces.FEN()), true
		}
		return fmt.Sprintf("board %s snapshot %s", name, e.Occupied), true
	case eboard.Disconnected:
		return fmt.Sprintf("board %s gone %s", name, strings.Join(strings.Fields(e.Text), " ")), true
	}
	return "", false
}

// mergeLines forwards the typed lines and the boards' lines to one
// channel, which closes when the typed lines end; it stops when done is
// closed.
func mergeLines(typed <-chan string, boards <-chan string, done <-chan struct{}) <-chan string {
	if boards == nil {
		return typed
	}
	out := make(chan string)
	go func() {
		defer close(out)
		for {
			var l string
			select {
			case t, ok := <-typed:
				if !ok {
					return
				}
				l = t
			case l = <-boards:
			case <-done:
				return
			}
			select {
			case out <- l:
			case <-done:
				return
			}
		}
	}()
	return out
}
