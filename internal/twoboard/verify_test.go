package twoboard

import (
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestTrackerMakesNoMoveWhileVerifying shows that after a Resync from a
// board's driver the tracker makes no move from that board (not at the
// settle time, not when the other board moves, not at the end) until the
// board's whole position comes, and then makes the move that position
// shows: a lift and place seen before the Resync do not count.
func TestTrackerMakesNoMoveWhileVerifying(t *testing.T) {
	t0 := time.Unix(1000, 0)
	ms := func(n int) time.Time { return t0.Add(time.Duration(n) * time.Millisecond) }
	start := eboard.StartPlacement()
	occ := func(from, to string) eboard.Occupancy {
		return start.Occupancy().Without(sqOf(t, from)).With(sqOf(t, to))
	}
	tests := []struct {
		name string
		snap eboard.Occupancy
		want []string
	}{
		{"snapshot confirms the move", occ("e2", "e4"), []string{"verifying", "move e4"}},
		{"snapshot shows another move", occ("e2", "e3"), []string{"verifying", "move e3"}},
		{"snapshot shows the piece back", start.Occupancy(), []string{"verifying"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tr := New(rules.StartPosition(), Options{})
			tr.Enable(Tactile, BoardConfig{Moves: [2]bool{true, true}}, nil)
			var got []string
			take := func(fs []Fact) {
				for _, f := range fs {
					switch f.Kind {
					case MoveMade:
						got = append(got, "move "+f.SAN)
					case Verifying:
						got = append(got, "verifying")
						if f.Text != "2 lines were lost" {
							t.Errorf("verifying text %q", f.Text)
						}
					case Touch, Synced:
					default:
						got = append(got, f.Kind.String())
					}
				}
			}
			ev := func(typ eboard.EventType, sq string, at time.Time) eboard.Event {
				e := eboard.Event{Time: at, Board: eboard.Tactile, Type: typ, Square: rules.NoSquare}
				if sq != "" {
					e.Square = sqOf(t, sq)
				}
				return e
			}
			snap := func(o eboard.Occupancy, at time.Time) eboard.Event {
				e := ev(eboard.Snapshot, "", at)
				e.HasBoard, e.Occupied = true, o
				return e
			}
			take(tr.Event(Tactile, snap(start.Occupancy(), ms(0))))
			take(tr.Event(Tactile, ev(eboard.Lift, "e2", ms(100))))
			take(tr.Event(Tactile, ev(eboard.Place, "e4", ms(200))))
			resync := ev(eboard.Resync, "", ms(210))
			resync.Text = "2 lines were lost"
			take(tr.Event(Tactile, resync))
			take(tr.Event(Tactile, resync)) // one Verifying for the episode
			if d, ok := tr.Deadline(); ok && !d.After(ms(10000)) {
				t.Errorf("a deadline at %v while verifying", d.Sub(t0))
			}
			take(tr.Advance(ms(10000)))
			if len(got) != 1 {
				t.Fatalf("before the snapshot: %q, want only verifying", got)
			}
			take(tr.Event(Tactile, snap(tc.snap, ms(10100))))
			take(tr.Advance(ms(20000)))
			take(tr.Flush(ms(20000)))
			if strings.Join(got, ",") != strings.Join(tc.want, ",") {
				t.Errorf("facts %q, want %q", got, tc.want)
			}
		})
	}
}

// TestTrackerVerifyingFlushMakesNoMove: input that ends while a board is
// in doubt makes no move from it.
func TestTrackerVerifyingFlushMakesNoMove(t *testing.T) {
	t0 := time.Unix(1000, 0)
	tr := New(rules.StartPosition(), Options{})
	tr.Enable(Tactile, BoardConfig{Moves: [2]bool{true, true}}, nil)
	start := eboard.StartPlacement().Occupancy()
	facts := tr.Event(Tactile, eboard.Event{Time: t0, Type: eboard.Snapshot, Square: rules.NoSquare, HasBoard: true, Occupied: start})
	facts = append(facts, tr.Event(Tactile, eboard.Event{Time: t0.Add(time.Second), Type: eboard.Snapshot, Square: rules.NoSquare, HasBoard: true,
		Occupied: start.Without(sqOf(t, "g1")).With(sqOf(t, "f3"))})...)
	facts = append(facts, tr.Event(Tactile, eboard.Event{Time: t0.Add(1100 * time.Millisecond), Type: eboard.Resync, Square: rules.NoSquare})...)
	facts = append(facts, tr.Flush(t0.Add(5*time.Second))...)
	for _, f := range facts {
		if f.Kind == MoveMade {
			t.Fatalf("move %s made while the board was in doubt", f.SAN)
		}
	}
}

// TestVerifyingTextLanguages checks the sentence of a Verifying fact in
// each language and for each board.
func TestVerifyingTextLanguages(t *testing.T) {
	tests := []struct {
		b    Board
		lang catalog.Lang
		want string
	}{
		{Tactile, catalog.German, "Das Steckbrett wird geprüft: ein Teil seiner Meldungen ging verloren, seine ganze Stellung wird neu gelesen; bis dahin wird kein Zug von ihm übernommen."},
		{Tactile, catalog.English, "Checking the tactile board: some of what it sent was lost, so its whole position is read again; no move is taken from it until then."},
		{Sighted, catalog.English, "Checking the sighted board: some of what it sent was lost, so its whole position is read again; no move is taken from it until then."},
		{Sighted, catalog.Czech, "Kontroluje se šachovnice vidícího: část jejích hlášení se ztratila, celá pozice se čte znovu; do té doby se z ní nepřebírá žádný tah."},
	}
	for _, tc := range tests {
		if got := VerifyingText(tc.b, tc.lang); got != tc.want {
			t.Errorf("VerifyingText(%s, %v) = %q, want %q", tc.b, tc.lang, got, tc.want)
		}
	}
}

func sqOf(t *testing.T, s string) rules.Square {
	t.Helper()
	q, err := rules.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// TestTrackerCatchUpAfterVerifying shows what the tracker makes of the
// snapshot that ends a doubt when the board is ahead of the game: the
// fewest plies that explain it, when one series does; never a capture a
// presence board could not have shown (the piece in the hand over the
// square looks the same); never a longer transposition.
func TestTrackerCatchUpAfterVerifying(t *testing.T) {
	tests := []struct {
		name   string
		pieces bool
		game   []string // moves made before the doubt
		board  []string // moves on the board when the snapshot comes
		want   []string
	}{
		{"one ply: no longer transposition", false, []string{"e4", "e5", "Nf3", "Nc6"}, []string{"Bb5"}, []string{"Bb5"}},
		{"two plies", false, nil, []string{"e4", "e5"}, []string{"e4", "e5"}},
		{"two plies after a castling", false, []string{"e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"}, []string{"O-O", "Nf6"}, []string{"O-O", "Nf6"}},
		{"a capture a presence board cannot show", false, []string{"e4", "d5"}, []string{"exd5", "Qxd5"}, nil},
		{"a capture the other side answered", false, []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"}, []string{"Nxe4", "d4"}, []string{"Nxe4", "d4"}},
		// b5 d4 Nxe4 leaves the same squares occupied.
		{"three plies with a capture in an order the board cannot tell", false, []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"}, []string{"Nxe4", "d4", "b5"}, nil},
		{"the same moves in another order", false, []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Nxe4", "d4", "b5"}, []string{"Bb3", "d5", "dxe5"}, nil},
		{"a knight in the hand is no capture and answer", true, []string{"e4", "e5", "Nf3", "Nc6", "d3", "Nb4", "h3"}, []string{"Nxd3+", "cxd3"}, nil},
		{"three plies on a board that knows pieces", true, nil, []string{"e4", "e5", "Qh5"}, []string{"e4", "e5", "Qh5"}},
		{"three plies in an order the board cannot tell", true, nil, []string{"e4", "e5", "Nf3"}, nil},
		{"three plies on a presence board: too many", false, nil, []string{"e4", "e5", "Nf3"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t0 := time.Unix(1000, 0)
			pos := rules.StartPosition()
			var moves []rules.Move
			play := func(sans []string) {
				for _, san := range sans {
					m, err := pos.ParseMove(san)
					if err != nil {
						t.Fatalf("%s: %v", san, err)
					}
					moves = append(moves, m)
					pos = pos.Play(m)
				}
			}
			play(tc.game)
			tr := New(rules.StartPosition(), Options{})
			if err := tr.Reset(rules.StartPosition(), moves); err != nil {
				t.Fatal(err)
			}
			tr.Enable(Sighted, BoardConfig{Pieces: tc.pieces, Moves: [2]bool{true, true}}, nil)
			snap := func(p rules.Position, at time.Time) eboard.Event {
				pl := PlacementOf(&p)
				return eboard.Event{Time: at, Type: eboard.Snapshot, Square: rules.NoSquare, HasBoard: true,
					Occupied: pl.Occupancy(), HasPieces: tc.pieces, Pieces: pl}
			}
			var got []string
			take := func(fs []Fact) {
				for _, f := range fs {
					if f.Kind == MoveMade {
						got = append(got, f.SAN)
					}
				}
			}
			take(tr.Event(Sighted, snap(pos, t0)))
			take(tr.Event(Sighted, eboard.Event{Time: t0.Add(time.Second), Type: eboard.Resync, Square: rules.NoSquare}))
			play(tc.board)
			take(tr.Event(Sighted, snap(pos, t0.Add(2*time.Second))))
			take(tr.Advance(t0.Add(5 * time.Second)))
			if strings.Join(got, " ") != strings.Join(tc.want, " ") {
				t.Errorf("moves made %q, want %q", got, tc.want)
			}
		})
	}
}
