package twoboard

import (
	"fmt"
	"strings"
	"testing"
)

// TestBoardBackAfterGone: a board that goes away in the middle of its
// player's move (the cable pulled just after a piece was lifted, or put on
// its square and still resting) and comes back with the move finished.
// With KeepAcrossGone (games set up by this version) its first snapshot
// is compared with what it showed before: the move is made then, never
// while it is away. Without it (older journals replay as they were played)
// the move differs from the game, and a press then was taken for an
// illegal move completed on the board (Article 7.5).
func TestBoardBackAfterGone(t *testing.T) {
	const afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
	const afterE4E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR"
	tests := []struct {
		name  string
		lines []string
		kept  []string
		old   []string
	}{
		{
			name:  "lifted, gone, finished while away",
			lines: []string{"t lift e2", "t gone", "wait", "commit t", "t snapshot " + afterE4, "wait"},
			kept:  []string{"touch tactile e2 P white", "fault tactile", "refused", "move tactile e4", "lagging sighted 0 e2-e4"},
			old: []string{"touch tactile e2 P white", "fault tactile", "refused",
				"mismatch tactile e4-,P@e2: Eva zwei: weißer Bauer fehlt. Eva vier: ein Stein zu viel. Stein von Eva vier wegnehmen. Weißen Bauer auf Eva zwei setzen."},
		},
		{
			name:  "placed, gone before it settled, back",
			lines: []string{"t lift e2", "t place e4", "t gone", "wait", "commit t", "t snapshot " + afterE4, "wait"},
			kept:  []string{"touch tactile e2 P white", "fault tactile", "refused", "move tactile e4", "lagging sighted 0 e2-e4"},
			old: []string{"touch tactile e2 P white", "fault tactile", "refused",
				"mismatch tactile e4-,P@e2: Eva zwei: weißer Bauer fehlt. Eva vier: ein Stein zu viel. Stein von Eva vier wegnehmen. Weißen Bauer auf Eva zwei setzen."},
		},
		{
			name:  "placed, gone, typed meanwhile, back in step",
			lines: []string{"t lift e2", "t place e4", "t gone", "push e4", "push e5", "t snapshot " + afterE4E5, "wait"},
			kept:  []string{"touch tactile e2 P white", "fault tactile", "pushed e4", "lagging sighted 0 e2-e4", "pushed e5", "synced tactile"},
			old:   []string{"touch tactile e2 P white", "fault tactile", "pushed e4", "lagging sighted 0 e2-e4", "pushed e5", "synced tactile"},
		},
		{
			name:  "lifted, gone, back with the piece put back",
			lines: []string{"t lift e2", "t gone", "t snapshot rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "wait"},
			kept:  []string{"touch tactile e2 P white", "fault tactile", "synced tactile"},
			old:   []string{"touch tactile e2 P white", "fault tactile", "synced tactile"},
		},
	}
	for _, tc := range tests {
		for _, kept := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/kept=%v", tc.name, kept), func(t *testing.T) {
				h := newHarness(t, "", 0)
				h.tr.opts.KeepAcrossGone = kept
				h.do(tc.lines...)
				want := tc.old
				if kept {
					want = tc.kept
				}
				if got := strings.Join(h.out, "\n"); got != strings.Join(want, "\n") {
					t.Errorf("kept %v:\n%s\nwant:\n%s", kept, got, strings.Join(want, "\n"))
				}
			})
		}
	}
}

// TestBoardGoneDuringUndo: a board away while the game is set back (an
// undo, a retrace) comes back as new: what it showed before belongs to
// another line of the game.
func TestBoardGoneDuringUndo(t *testing.T) {
	h := newHarness(t, "", 0)
	h.tr.opts.KeepAcrossGone = true
	h.do("t lift e2", "t place e4", "wait", "t gone")
	if err := h.tr.Reset(h.tr.pos[0], nil); err != nil {
		t.Fatal(err)
	}
	h.do("t snapshot rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "wait")
	want := "touch tactile e2 P white\nmove tactile e4\nlagging sighted 0 e2-e4\nfault tactile\nsynced tactile"
	if got := strings.Join(h.out, "\n"); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}
