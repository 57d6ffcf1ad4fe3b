package table

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/pgn"
)

// FuzzBoards types board lines (and a few commands) at a table with both
// virtual boards: nothing panics, every output encodes to JSON, every move
// event is a move of the game, and the scoresheet is a legal game.
func FuzzBoards(f *testing.F) {
	f.Add([]byte{0x0c, 0x1c, 0x8c, 0x9c, 0xb4, 0xa4})
	f.Add([]byte("board lines: lifts, places, snapshots, presses and typed moves"))
	f.Add([]byte{0x0c, 0x1c, 0x8c, 0x9c, 0xb4, 0xa4, 0xfd})
	f.Fuzz(func(t *testing.T, data []byte) {
		// An odd length plays on real boards (what their ports report,
		// with debounce and settle times), an even one on virtual boards.
		mode := BoardVirtual
		if len(data)%2 == 1 {
			mode = BoardReal
		}
		tb, err := New(setup(func(s *Setup) { s.Tactile, s.Sighted, s.Time = mode, mode, "3+2" }))
		if err != nil {
			t.Fatal(err)
		}
		at := time.Duration(0)
		for i := 0; i+1 < len(data); i += 2 {
			op, arg := data[i], data[i+1]
			board := "tactile"
			if op&1 != 0 {
				board = "sighted"
			}
			sq := fmt.Sprintf("%c%c", 'a'+arg&7, '1'+arg>>3&7)
			var line string
			switch op >> 1 & 7 {
			case 0, 1:
				line = "board " + board + " lift " + sq
			case 2, 3:
				line = "board " + board + " place " + sq
				if arg&0xc0 == 0xc0 {
					line += " q"
				}
			case 4:
				line = "press"
			case 5:
				line = []string{"undo", "touches", "Dame", "e4", "e5", "Nf3", "arbiter takeback", "board tactile snapshot " + strings.Repeat("1", 64)}[arg&7]
			case 6:
				line = "board sighted snapshot rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
				if arg&1 != 0 {
					line = "" // a timer: the boards' time passes
				}
			case 7:
				line = "board " + board + " gone"
			}
			src := SourceKeyboard
			if line == "" {
				src = SourceTimer
			}
			for _, o := range tb.Apply(Input{At: at, Source: src, Text: line}) {
				if len(o.JSON()) == 0 {
					t.Fatal("empty JSON")
				}
				if o.Kind == KindMove && o.Ply != tb.game.g.Ply() && o.Ply > tb.game.g.Ply() {
					t.Fatalf("move event ply %d beyond the game's %d", o.Ply, tb.game.g.Ply())
				}
			}
			at += time.Duration(op>>4) * 100 * time.Millisecond
		}
		if tb.Plies() != tb.game.g.Ply() || tb.b.tr.N() != tb.game.g.Ply() {
			t.Fatalf("scoresheet %d plies, game %d, boards %d", tb.Plies(), tb.game.g.Ply(), tb.b.tr.N())
		}
		games, err := pgn.ReadAll(strings.NewReader(pgnText(tb)))
		if err != nil || len(games) != 1 {
			t.Fatalf("PGN does not read back: %v\n%s", err, pgnText(tb))
		}
		if _, err := pgn.Replay(games[0]); err != nil {
			t.Fatalf("PGN does not replay: %v\n%s", err, pgnText(tb))
		}
	})
}

// BenchmarkBoardEventToAnnouncement measures a place on the tactile board
// until the move's announcement is handed over (for speech), at a table
// with both virtual boards: the whole path of D.2.3.3.
func BenchmarkBoardEventToAnnouncement(b *testing.B) {
	cycle := []string{"g1 f3", "g8 f6", "f3 g1", "f6 g8"}
	boards := []string{"tactile", "sighted"}
	var tb *Table
	at := time.Duration(0)
	i := 0
	fresh := func() {
		var err error
		tb, err = New(setup(func(s *Setup) { s.Tactile, s.Sighted = BoardVirtual, BoardVirtual }))
		if err != nil {
			b.Fatal(err)
		}
		i = 0
	}
	fresh()
	apply := func(line string) []Output {
		at += time.Millisecond
		return tb.Apply(Input{At: at, Source: SourceKeyboard, Text: line})
	}
	b.ResetTimer()
	for b.Loop() {
		if i == 12 { // before the knights' dance repeats the position five times
			b.StopTimer()
			fresh()
			b.StartTimer()
		}
		mv := strings.Fields(cycle[i%4])
		mover, other := boards[i%2], boards[(i+1)%2]
		b.StopTimer()
		apply("board " + mover + " lift " + mv[0])
		b.StartTimer()
		out := apply("board " + mover + " place " + mv[1])
		ok := false
		for _, o := range out {
			if o.Kind == KindAnnounce && o.Say.Audience == All {
				ok = true
			}
		}
		if !ok {
			b.Fatalf("no announcement for %v: %v", mv, out)
		}
		b.StopTimer()
		apply("board " + other + " lift " + mv[0])
		apply("board " + other + " place " + mv[1])
		b.StartTimer()
		i++
	}
}
