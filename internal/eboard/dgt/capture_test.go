package dgt

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/dgt/dgttest"
	"github.com/blindchess/blindchess/internal/eboard/eboardtest"
	"github.com/blindchess/blindchess/internal/rules"
)

// The recorded games (testdata/*.inbytes: one base64 line per read from a
// real DGT board, from arnsholt/dgtdriver) and their moves.
var captures = []struct {
	name   string
	orient Orientation
	plies  int
}{
	{"1", Normal, 57},
	{"2", Rotated, 99},
	{"johan", Normal, 43},
}

// readCapture returns the reads of testdata/name.inbytes, in order.
func readCapture(t testing.TB, name string) [][]byte {
	t.Helper()
	return dgttest.ReadCapture(t, filepath.Join("testdata", name+".inbytes"))
}

// readUCI returns the moves of testdata/name.uci ("1. e2e4 e7e5" lines).
func readUCI(t testing.TB, name string) []string {
	t.Helper()
	return dgttest.ReadMoves(t, filepath.Join("testdata", name+".uci"))
}

// applyUCI plays a UCI move on a placement the way hands do on a board:
// the piece goes from one square to the other; a king moving two files
// takes its rook along; a pawn moving diagonally to an empty square takes
// the pawn beside it (en passant); a fifth letter promotes. It checks no
// legality — the rules core does that — it only predicts what the board
// will show.
func applyUCI(t testing.TB, p eboard.Placement, uci string) eboard.Placement {
	t.Helper()
	from, err1 := rules.ParseSquare(uci[0:2])
	to, err2 := rules.ParseSquare(uci[2:4])
	if err1 != nil || err2 != nil || p[from] == rules.NoPiece {
		t.Fatalf("move %s does not fit the position %s", uci, p.FEN())
	}
	pc := p[from]
	if pc.Type() == rules.King && (to.File()-from.File() == 2 || from.File()-to.File() == 2) {
		rookFrom, rookTo := rules.SquareAt(7, from.Rank()), rules.SquareAt(5, from.Rank())
		if to.File() < from.File() {
			rookFrom, rookTo = rules.SquareAt(0, from.Rank()), rules.SquareAt(3, from.Rank())
		}
		p[rookTo], p[rookFrom] = p[rookFrom], rules.NoPiece
	}
	if pc.Type() == rules.Pawn && from.File() != to.File() && p[to] == rules.NoPiece {
		p[rules.SquareAt(to.File(), from.Rank())] = rules.NoPiece
	}
	if len(uci) == 5 {
		q, ok := eboard.PieceFromLetter(uci[4])
		if !ok {
			t.Fatalf("move %s: bad promotion letter", uci)
		}
		pc = rules.MakePiece(pc.Color(), q.Type())
	}
	p[to], p[from] = pc, rules.NoPiece
	return p
}

// replay feeds the reads to a driver, one read per 10 ms of fake time, and
// returns the events.
func replay(reads [][]byte) ([]eboard.Event, *Driver) {
	var events []eboard.Event
	d := NewDriver(nil, func(e eboard.Event) { events = append(events, e) }, Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	t0 := time.Unix(1000, 0)
	for i, r := range reads {
		d.Data(r, t0.Add(time.Duration(i)*10*time.Millisecond))
	}
	return events, d
}

// TestCaptureGames replays the recorded games through the driver and
// checks that the positions it reports pass, in order, through the
// position after every move of the game: the board dump and every field
// update decode to the real game.
func TestCaptureGames(t *testing.T) {
	for _, c := range captures {
		t.Run(c.name, func(t *testing.T) {
			reads := readCapture(t, c.name)
			moves := readUCI(t, c.name)
			if len(moves) != c.plies {
				t.Fatalf("%d moves in %s.uci, want %d", len(moves), c.name, c.plies)
			}
			events, d := replay(reads)
			if d.Orientation() != c.orient {
				t.Errorf("orientation %v, want %v", d.Orientation(), c.orient)
			}
			if len(events) < 2 || events[0].Type != eboard.Connected || events[1].Type != eboard.Snapshot {
				t.Fatalf("first events %v, want connected then snapshot", events[:min(2, len(events))])
			}
			start := eboard.StartPlacement()
			if events[1].Pieces != start {
				t.Fatalf("first snapshot %s, want the start position", events[1].Pieces.FEN())
			}
			want := start
			next := 0
			expected := applyUCI(t, want, moves[0])
			for _, e := range events {
				if !e.HasPieces || next == len(moves) {
					continue
				}
				if e.Occupied != e.Pieces.Occupancy() {
					t.Fatalf("event %v: occupancy %s does not match pieces %s", e, e.Occupied, e.Pieces.FEN())
				}
				if e.Pieces == expected {
					next++
					want = expected
					if next < len(moves) {
						expected = applyUCI(t, want, moves[next])
					}
				}
			}
			if next != len(moves) {
				t.Fatalf("the board never showed the position after move %d %s (expected %s); last matched %s",
					next+1, moves[next], expected.FEN(), want.FEN())
			}
			st := d.Stats()
			if st.GarbageBytes != 0 || st.Invalid != 0 || int(st.Frames) != len(reads) {
				t.Errorf("stats %+v, want %d frames and nothing bad", st, len(reads))
			}
		})
	}
}

// TestCaptureFirstMoveEvents checks the exact events of the start of game
// 1: e2 lifted, pawn placed on e4, White's (left) clock ticking, White
// presses the clock and gets the 2 s increment, Black's clock runs.
func TestCaptureFirstMoveEvents(t *testing.T) {
	events, _ := replay(readCapture(t, "1")[:10])
	var got []string
	for _, e := range events {
		got = append(got, e.String())
	}
	want := []string{
		"connected: DGT board",
		"snapshot, 32 pieces",
		"clock: left 0:03:02, right 0:03:02, stopped, left to move",
		"clock: left 0:03:02, right 0:03:02, left running",
		"clock: left 0:03:01, right 0:03:02, left running",
		"lift e2 white pawn",
		"place e4 white pawn",
		"clock: left 0:03:00, right 0:03:02, left running",
		"clock: left 0:02:59, right 0:03:02, left running",
		"clock: left 0:03:01, right 0:03:02, right running", // White pressed: +2 s increment
		"clock: left 0:03:01, right 0:03:01, right running",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func allFrames(reads [][]byte) [][]byte {
	var f Framer
	var out [][]byte
	for _, r := range reads {
		f.Feed(r, func(m []byte) { out = append(out, bytes.Clone(m)) })
	}
	return out
}

// TestFramerEveryBoundary feeds each capture as one stream split in two at
// every byte boundary, and one byte at a time.
func TestFramerEveryBoundary(t *testing.T) {
	for _, c := range captures {
		t.Run(c.name, func(t *testing.T) {
			reads := readCapture(t, c.name)
			want := allFrames(reads)
			stream := bytes.Join(reads, nil)
			if len(want) != len(reads) {
				t.Fatalf("%d frames from %d reads", len(want), len(reads))
			}
			for k := 0; k <= len(stream); k++ {
				got := allFrames([][]byte{stream[:k], stream[k:]})
				if !equalFrames(got, want) {
					t.Fatalf("split at %d: %d frames, want %d", k, len(got), len(want))
				}
			}
			var one [][]byte
			for i := range stream {
				one = append(one, stream[i:i+1])
			}
			if got := allFrames(one); !equalFrames(got, want) {
				t.Fatalf("byte by byte: %d frames, want %d", len(got), len(want))
			}
		})
	}
}

func equalFrames(a, b [][]byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !bytes.Equal(a[i], b[i]) {
			return false
		}
	}
	return true
}

// TestCaptureClockRunningSide checks the decoding of the clock's status
// byte against the times themselves: in every recorded game, whenever the
// clock runs and one side's time goes down between two messages, the
// status names that side as the one to move.
func TestCaptureClockRunningSide(t *testing.T) {
	for _, c := range captures {
		t.Run(c.name, func(t *testing.T) {
			var prev eboard.ClockState
			have := false
			checked := 0
			for _, m := range allFrames(readCapture(t, c.name)) {
				if m[0] != MsgBWTime {
					continue
				}
				bw, err := DecodeBWTime(m)
				if err != nil {
					t.Fatalf("% X: %v", m, err)
				}
				if bw.Kind != BWTimes {
					continue
				}
				st := bw.State
				if have && prev.Running && st.Running {
					if st.Left < prev.Left && st.Right == prev.Right {
						checked++
						if !prev.LeftToMove || prev.RightToMove {
							t.Fatalf("left time went down from %v to %v but status says %s", prev.Left, st.Left, prev)
						}
					}
					if st.Right < prev.Right && st.Left == prev.Left {
						checked++
						if !prev.RightToMove || prev.LeftToMove {
							t.Fatalf("right time went down from %v to %v but status says %s", prev.Right, st.Right, prev)
						}
					}
				}
				prev, have = st, true
			}
			if checked < 100 {
				t.Fatalf("only %d ticks checked", checked)
			}
		})
	}
}

// TestCaptureSwitchedOnLate replays a real game as a board switched on
// after the port opened would send it: the driver's first initialisation
// is lost, the board's first messages are field updates and clock times
// (no board dump), then the dump that answers the initialisation the
// driver sent again. The driver must report nothing before the dump, send
// its initialisation again once (not for every message), then say the
// board connected with the position and follow the rest of the game to
// the same final position as the full recording.
func TestCaptureSwitchedOnLate(t *testing.T) {
	for _, c := range captures {
		if c.orient == Rotated {
			continue // a board turned round shows itself only with the start position on it
		}
		t.Run(c.name, func(t *testing.T) {
			reads := readCapture(t, c.name)
			full, _ := replay(reads)
			final := full[len(full)-1].Pieces
			// The position after the first 12 reads, as the board would
			// dump it then.
			const early = 12
			_, before := replay(reads[:early])
			codes := CodesFromPlacement(&before.place, before.orient)
			var events []eboard.Event
			r := &eboardtest.Recorder{}
			d := NewDriver(r, func(e eboard.Event) { events = append(events, e) }, Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
			t0 := time.Unix(1000, 0)
			d.Connected(t0)
			at := t0.Add(2 * time.Second)
			for _, rd := range reads[1:early] {
				d.Data(rd, at)
				at = at.Add(10 * time.Millisecond)
			}
			if len(events) != 0 {
				t.Fatalf("events before the board dump: %v", events)
			}
			if s := r.Sent(); !bytes.Equal(s, bytes.Repeat(InitSequence, 2)) {
				t.Fatalf("sent % X, want the initialisation twice", s)
			}
			d.Data(EncodeBoardDump(&codes), at)
			for _, rd := range reads[early:] {
				at = at.Add(10 * time.Millisecond)
				d.Data(rd, at)
			}
			if len(events) < 2 || events[0].Type != eboard.Connected || events[1].Type != eboard.Snapshot {
				t.Fatalf("first events %v, want connected then snapshot", events[:min(2, len(events))])
			}
			if !events[0].HasPieces || events[0].Pieces != before.place {
				t.Errorf("connected with %s, want the position at the dump %s", events[0].Pieces.FEN(), before.place.FEN())
			}
			if got := events[len(events)-1].Pieces; got != final {
				t.Errorf("final position %s, want %s", got.FEN(), final.FEN())
			}
		})
	}
}
