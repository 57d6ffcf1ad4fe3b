package table

import (
	"fmt"
	"strings"

	"github.com/blindchess/blindchess/internal/eboard"
)

// BoardLine is the input line of a board event, e.g. "board tactile lift
// e2", "board sighted place e4 P" (a DGT board tells the piece) or "board
// sighted fault dgt.no-answer" (see noteLine); false
// for events that are not for the game (clock messages, buttons, the link
// coming up: the snapshot that follows says what the board shows). name is
// "tactile" or "sighted". The lines are journaled like typed ones, so a
// resumed game replays the boards exactly.
func BoardLine(name string, e eboard.Event) (string, bool) {
	switch e.Type {
	case eboard.Lift:
		return fmt.Sprintf("board %s lift %s", name, e.Square), true
	case eboard.Place:
		if e.Piece != 0 && name == SourceSighted {
			return fmt.Sprintf("board %s place %s %c", name, e.Square, e.Piece.FENChar()), true
		}
		return fmt.Sprintf("board %s place %s", name, e.Square), true
	case eboard.Snapshot:
		if !e.HasBoard {
			return "", false
		}
		if e.HasPieces && name == SourceSighted {
			return fmt.Sprintf("board %s snapshot %s", name, e.Pieces.FEN()), true
		}
		return fmt.Sprintf("board %s snapshot %s", name, e.Occupied), true
	case eboard.Disconnected:
		return noteLine(name, "gone", e), true
	case eboard.Error:
		return noteLine(name, "fault", e), true
	case eboard.Resync:
		return noteLine(name, "resync", e), true
	}
	return "", false
}

// noteLine is the line of a "gone", "fault" or "resync" event: what the
// driver said as a code with its arguments (e.g. "board sighted fault
// eboard.noise eboard.skipped(3 5)"), which the table says in the
// session's language; an event without a Note gives its text.
func noteLine(name, op string, e eboard.Event) string {
	said := e.Note.String()
	if e.Note.IsZero() {
		said = e.Text
	}
	return strings.TrimSpace(fmt.Sprintf("board %s %s %s", name, op, strings.Join(strings.Fields(said), " ")))
}

// BoardPressLine is the input line of a press made on board name (the
// lever of a clock connected to it): "board sighted press". It is the
// press command, with the board as its source (LineSource), so the journal
// and the JSON name the board, not the keyboard.
func BoardPressLine(name string) string { return "board " + name + " press" }

// ReadBoard sends the input line (BoardLine) of every event of a board
// until events closes or done is closed.
func ReadBoard(name string, events <-chan eboard.Event, done <-chan struct{}) <-chan string {
	out := make(chan string, 64)
	go func() {
		defer close(out)
		for {
			select {
			case <-done:
				return
			case e, ok := <-events:
				if !ok {
					return
				}
				line, ok := BoardLine(name, e)
				if !ok {
					continue
				}
				select {
				case out <- line:
				case <-done:
					return
				}
			}
		}
	}()
	return out
}

// MergeLines sends the lines of main and of every extra source on one
// channel, which closes when main closes (the end of the typed input ends
// the session; a board going away does not) or done is closed.
func MergeLines(main <-chan string, done <-chan struct{}, extra ...<-chan string) <-chan string {
	if len(extra) == 0 {
		return main
	}
	out := make(chan string)
	both := make(chan string)
	for _, x := range extra {
		go func(x <-chan string) {
			for l := range x {
				select {
				case both <- l:
				case <-done:
					return
				}
			}
		}(x)
	}
	go func() {
		defer close(out)
		for {
			var l string
			select {
			case t, ok := <-main:
				if !ok {
					return
				}
				l = t
			case l = <-both:
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
