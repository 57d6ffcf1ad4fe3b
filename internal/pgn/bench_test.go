package pgn

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// benchCopies is how many times the benchmarks repeat the test data: about
// 2 MB and 1,700 games.
const benchCopies = 100

// benchCorpus concatenates every test file benchCopies times, in memory,
// and returns it with its number of games.
func benchCorpus(b *testing.B) ([]byte, int) {
	b.Helper()
	files, _ := filepath.Glob("testdata/*.pgn")
	var one bytes.Buffer
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		one.Write(data)
		one.WriteByte('\n')
	}
	games, err := ReadAll(bytes.NewReader(one.Bytes()))
	if err != nil {
		b.Fatal(err)
	}
	return bytes.Repeat(one.Bytes(), benchCopies), len(games) * benchCopies
}

// report adds games/s and MB/s (through SetBytes) to a benchmark.
func report(b *testing.B, size, games int) {
	b.ReportMetric(float64(games)*float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkRead reads the corpus: tags, moves, comments, clocks, variations.
func BenchmarkRead(b *testing.B) {
	data, n := benchCorpus(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		r := NewReader(bytes.NewReader(data))
		count := 0
		for {
			_, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			count++
		}
		if count != n {
			b.Fatalf("%d games, want %d", count, n)
		}
	}
	report(b, len(data), n)
}

// BenchmarkReadReplay reads the corpus and plays every move through the
// rules core.
func BenchmarkReadReplay(b *testing.B) {
	data, n := benchCorpus(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		r := NewReader(bytes.NewReader(data))
		for {
			g, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			if _, err := Replay(g); err != nil {
				b.Fatal(err)
			}
		}
	}
	report(b, len(data), n)
}

// BenchmarkWrite writes the games of the corpus.
func BenchmarkWrite(b *testing.B) {
	data, n := benchCorpus(b)
	games, err := ReadAll(bytes.NewReader(data))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		w := NewWriter(io.Discard)
		for _, g := range games {
			if err := w.Write(g); err != nil {
				b.Fatal(err)
			}
		}
		if err := w.Flush(); err != nil {
			b.Fatal(err)
		}
	}
	report(b, len(data), n)
}

// BenchmarkReadCheck reads the corpus and checks every game as pgn check
// does (tags, moves, automatic ends, result), in one goroutine.
func BenchmarkReadCheck(b *testing.B) {
	data, n := benchCorpus(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		r := NewReader(bytes.NewReader(data))
		for {
			g, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			if rep := Check(g); rep.Err != nil {
				b.Fatal(rep.Err)
			}
		}
	}
	report(b, len(data), n)
}
