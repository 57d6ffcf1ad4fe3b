package twoboard

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/eboard/dgt/dgttest"
	"github.com/blindchess/blindchess/internal/rules"
)

// follow feeds the reads of a capture through the DGT driver (one read
// per step of fake time) and a Tracker that follows the board for both
// sides, and returns the moves made, in UCI and SAN.
func follow(t testing.TB, reads [][]byte, step time.Duration) (uci, san []string) {
	start := rules.StartPosition()
	tr := New(start, Options{})
	tr.Enable(Sighted, BoardConfig{Pieces: true, Moves: [2]bool{true, true}}, nil)
	take := func(fs []Fact) {
		for _, f := range fs {
			if f.Kind == MoveMade {
				uci = append(uci, f.Before.UCI(f.Move))
				san = append(san, f.SAN)
			}
		}
	}
	d := dgt.NewDriver(nil, func(e eboard.Event) { take(tr.Event(Sighted, e)) }, dgt.Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	t0 := time.Unix(1000, 0)
	var now time.Time
	for i, r := range reads {
		now = t0.Add(time.Duration(i) * step)
		take(tr.Advance(now))
		d.Data(r, now)
	}
	take(tr.Flush(now.Add(time.Second)))
	return uci, san
}

// TestRecordedGames replays the real DGT games through the driver and the
// Tracker: the moves made are exactly the recorded games (1.uci, 2.uci,
// johan.pgn), whatever the pace of the replay.
func TestRecordedGames(t *testing.T) {
	for _, c := range []struct{ name, file string }{{"1", "1.uci"}, {"2", "2.uci"}, {"johan", "johan.pgn"}} {
		want := dgttest.ReadMoves(t, filepath.Join("testdata", c.file))
		reads := dgttest.ReadCapture(t, filepath.Join("testdata", c.name+".inbytes"))
		for _, step := range []time.Duration{time.Millisecond, 10 * time.Millisecond, 50 * time.Millisecond, 100 * time.Millisecond, time.Second, 5 * time.Second} {
			uci, san := follow(t, reads, step)
			got := uci
			if strings.HasSuffix(c.file, ".pgn") {
				got = san
			}
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("%s at %v per read: %d moves\n%s\nwant %d\n%s", c.name, step, len(got), strings.Join(got, " "), len(want), strings.Join(want, " "))
			}
		}
	}
}
