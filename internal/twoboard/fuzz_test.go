package twoboard

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// FuzzTracker drives both virtual boards with random lifts, places,
// snapshots, waits, clock presses, typed moves and driver resyncs. It never crashes, never
// makes a move that is not legal in the canonical game, and ends with every
// board in step, lagging by whole moves, or reported as differing (with the
// squares and the steps).
func FuzzTracker(f *testing.F) {
	f.Add([]byte{0x00, 0x0c, 0x01, 0x1c, 0x40})
	f.Add([]byte("\x00\x0c\x01\x1c\x40\x80\x34\x81\x24\x40\x40"))
	f.Add([]byte("random board noise: lifts places snapshots and presses"))
	f.Add([]byte{0x00, 0x0c, 0x02, 0x1c, 0x0e, 0x02, 0x08, 0x5c, 0x0e, 0x00})
	f.Fuzz(func(t *testing.T, data []byte) {
		start := rules.StartPosition()
		tr := New(start, Options{})
		pl := PlacementOf(&start)
		vb := [2]*Virtual{NewVirtual(eboard.Tactile, pl), NewVirtual(eboard.DGT, pl)}
		ts, ss := vb[0].Sensed(), vb[1].Sensed()
		tr.Enable(Tactile, BoardConfig{Moves: [2]bool{true, false}, Owner: rules.White, HasOwner: true, AllTouches: true}, &ts)
		tr.Enable(Sighted, BoardConfig{Pieces: true, Moves: [2]bool{false, true}, Owner: rules.Black, HasOwner: true}, &ss)
		game := rules.StartPosition()
		plies := 0
		now := time.Unix(0, 0)
		var last [2]Fact
		check := func(fs []Fact) {
			for _, f := range fs {
				switch f.Kind {
				case MoveMade:
					if !game.IsLegal(f.Move) || game.FEN() != f.Before.FEN() {
						t.Fatalf("move %s made in %s, the game is at %s", f.SAN, f.Before.FEN(), game.FEN())
					}
					game, plies = game.Play(f.Move), plies+1
				case Mismatch:
					if f.Diff.Empty() || f.Diff.Text(phonetic.AnnexD) == "" || len(f.Diff.Steps) == 0 {
						t.Fatalf("mismatch without squares or steps: %+v", f.Diff)
					}
				}
				if f.Kind == Mismatch || f.Kind == Synced || f.Kind == Lagging || f.Kind == MoveMade {
					last[f.Board] = f
				}
			}
		}
		for i := 0; i+1 < len(data); i += 2 {
			op, arg := data[i], data[i+1]
			b := Board(op & 1)
			v := vb[b]
			sq := rules.Square(arg & 63)
			now = now.Add(time.Duration(op>>4) * 20 * time.Millisecond)
			switch op >> 1 & 7 {
			case 0, 1:
				if e, err := v.Lift(sq, now); err == nil {
					check(tr.Event(b, e))
				}
			case 2, 3:
				if e, err := v.Place(sq, rules.PieceType(arg>>6)+rules.Knight, now); err == nil {
					check(tr.Event(b, e))
				} else if e, err := v.Place(sq, 0, now); err == nil {
					check(tr.Event(b, e))
				}
			case 4:
				p := v.Pieces()
				if arg&64 != 0 {
					p = tr.Expected()
				}
				p[sq] = rules.NoPiece
				if b == Tactile {
					check(tr.Event(b, v.SnapshotOccupancy(p.Occupancy(), now)))
				} else {
					check(tr.Event(b, v.Snapshot(p, now)))
				}
			case 5:
				fs, _ := tr.Commit(b, now)
				check(fs)
			case 6:
				p := tr.Position()
				if ms := p.Legal(); len(ms) > 0 {
					m := ms[int(arg)%len(ms)]
					fs, err := tr.Push(m, now)
					if err != nil {
						t.Fatal(err)
					}
					game, plies = game.Play(m), plies+1
					check(fs)
				}
			case 7:
				if arg&1 != 0 {
					check(tr.Promote(rules.Queen, now))
				}
				if arg&2 != 0 {
					// The driver lost a line: nothing but a snapshot
					// counts until one comes.
					check(tr.Event(b, eboard.Event{Time: now, Type: eboard.Resync, Square: rules.NoSquare, Text: "a line lost"}))
				}
				now = now.Add(time.Second)
				check(tr.Advance(now))
			}
		}
		check(tr.Flush(now.Add(time.Second)))
		if tr.N() != plies {
			t.Fatalf("tracker has %d plies, the game %d", tr.N(), plies)
		}
		for b := Tactile; b < numBoards; b++ {
			st, _ := tr.Status(b)
			switch st {
			case InStep, Behind:
			case Differs:
				if last[b].Kind != Mismatch {
					t.Fatalf("board %s differs but the last fact was %v", b, last[b].Kind)
				}
			default:
				t.Fatalf("board %s ends in status %d", b, st)
			}
		}
	})
}
