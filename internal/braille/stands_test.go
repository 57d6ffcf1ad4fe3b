package braille

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/table"
)

// TestDisplayFollowsAnIllegalMoveThatStood: after an illegal move that
// stood (Annex A.4.2, arbiter stands) the display follows the game from
// the position on the board: the move after it shows as it does on a
// display started from that position.
func TestDisplayFollowsAnIllegalMoveThatStood(t *testing.T) {
	const fen = "rnbqkbnr/pppp1ppp/8/3Pp3/4P3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2"
	rec := &recorder{}
	start := rules.StartPosition()
	d := NewDisplay(rec, UK, &start)
	defer d.Close()
	d.Sink(table.Output{Kind: table.KindMove, SAN: "e4", By: rules.White, Ply: 1})
	d.Sink(table.Output{Kind: table.KindMove, SAN: "e5", By: rules.Black, Ply: 2})
	d.Sink(table.Output{Kind: table.KindStands, By: rules.White, FEN: fen})
	d.Sink(table.Output{Kind: table.KindMove, SAN: "Qh4", By: rules.Black, Ply: 1})
	d.Sink(table.Output{Kind: table.KindMove, SAN: "Qe2", By: rules.White, Ply: 2})

	ref := &recorder{}
	p, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	r := NewDisplay(ref, UK, &p)
	defer r.Close()
	r.Sink(table.Output{Kind: table.KindMove, SAN: "Qh4", By: rules.Black, Ply: 1})
	r.Sink(table.Output{Kind: table.KindMove, SAN: "Qe2", By: rules.White, Ply: 2})
	// The display writes in its own goroutine: the reference's line once
	// it has shown the last move.
	time.Sleep(300 * time.Millisecond)
	want := ref.last()
	if want == "" {
		t.Fatal("the reference display shows nothing")
	}
	rec.wait(t, want)
}
