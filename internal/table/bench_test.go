package table

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/journal"
)

// longGame is the longest game of testdata/pgn that starts from the
// standard position, as typed inputs: each move and its press.
func longGame(b *testing.B) []Input {
	games := loadGames(b)
	best := games[0]
	for _, g := range games {
		if g.rp.NullMoves == 0 && len(g.g.Moves) > len(best.g.Moves) && g.rp.Start.FEN() == best.rp.Start.FEN() {
			best = g
		}
	}
	var in []Input
	for i, m := range best.g.Moves {
		at := time.Duration(i) * 10 * time.Second
		in = append(in, Input{At: at, Source: SourceScript, Text: m.SAN}, Input{At: at + 3*time.Second, Source: SourceScript, Text: "press"})
	}
	b.Logf("%s: %d plies", best.name, len(best.g.Moves))
	return in
}

// BenchmarkApplyGame measures applying a whole game's inputs (a move and
// its press per ply) to a clocked table; per ply: the work between a key
// press and the announcement.
func BenchmarkApplyGame(b *testing.B) {
	in := longGame(b)
	b.ResetTimer()
	for b.Loop() {
		tb, err := New(setup(func(s *Setup) { s.Time = "90+30" }))
		if err != nil {
			b.Fatal(err)
		}
		for _, x := range in {
			tb.Apply(x)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(in)/2)/1e3, "µs/ply")
}

// BenchmarkHandleSynced measures one input through the Loop with a real
// journal (append + fsync) and the atomic PGN rewrite.
func BenchmarkHandleSynced(b *testing.B) {
	dir := b.TempDir()
	s := setup(func(s *Setup) { s.Time = "90+30" })
	raw, _ := MarshalSetup(s)
	j, err := journal.Create(filepath.Join(dir, "g.journal"), journal.Header{Setup: raw})
	if err != nil {
		b.Fatal(err)
	}
	tb, _ := New(s)
	l := &Loop{Table: tb, Journal: j, PGNPath: filepath.Join(dir, "g.pgn")}
	moves := strings.Fields("Nf3 Nf6 Ng1 Ng8")
	at := time.Duration(0)
	i := 0
	for b.Loop() {
		at += time.Second
		// Knights out and back: the game never ends by repetition within
		// a benchmark run because each pass is a new table.
		if tb.Over() {
			tb, _ = New(s)
			l.Table = tb
			at = 0
		}
		l.Handle(Input{At: at, Source: SourceScript, Text: moves[i%4]})
		i++
	}
	j.Close()
}

// BenchmarkReplay measures rebuilding a whole game from its journal, the
// work of --resume.
func BenchmarkReplay(b *testing.B) {
	in := longGame(b)
	s := setup(func(s *Setup) { s.Time = "90+30" })
	raw, _ := MarshalSetup(s)
	log := &journal.Log{Header: journal.Header{Setup: raw}}
	for i, x := range in {
		log.Records = append(log.Records, journal.Record{Seq: uint64(i + 1), At: x.At, Source: x.Source, Input: x.Text})
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := Replay(log); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(log.Records)), "records")
}
