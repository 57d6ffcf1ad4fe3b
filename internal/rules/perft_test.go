package rules

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// perftCase is one position of a perft suite with its expected counts.
type perftCase struct {
	file  string
	line  int
	fen   string
	nodes map[int]uint64 // depth -> nodes
}

func loadEPD(t testing.TB, name string) []perftCase {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatalf("open perft suite: %v", err)
	}
	defer f.Close()
	var out []perftCase
	sc := bufio.NewScanner(f)
	for ln := 1; sc.Scan(); ln++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, ";")
		c := perftCase{file: name, line: ln, fen: strings.TrimSpace(parts[0]), nodes: map[int]uint64{}}
		for _, d := range parts[1:] {
			fs := strings.Fields(d)
			if len(fs) != 2 || !strings.HasPrefix(fs[0], "D") {
				t.Fatalf("%s:%d: bad depth field %q", name, ln, d)
			}
			depth, err1 := strconv.Atoi(fs[0][1:])
			n, err2 := strconv.ParseUint(fs[1], 10, 64)
			if ne, ok := err2.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
				continue // beyond uint64 and beyond any depth we run
			}
			if err1 != nil || err2 != nil {
				t.Fatalf("%s:%d: bad depth field %q", name, ln, d)
			}
			c.nodes[depth] = n
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatalf("%s: no positions", name)
	}
	return out
}

func longTests() bool { return os.Getenv("BLINDCHESS_LONG") != "" }

// runSuite checks every position of a suite at every depth whose expected
// count is at most maxNodes.
func runSuite(t *testing.T, name string, maxNodes uint64) {
	cases := loadEPD(t, name)
	checked := 0
	for _, c := range cases {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Errorf("%s:%d: %v", c.file, c.line, err)
			continue
		}
		for d := 1; d <= 9; d++ {
			want, ok := c.nodes[d]
			if !ok || want > maxNodes {
				continue
			}
			if got := p.Perft(d); got != want {
				t.Errorf("%s:%d %s depth %d: got %d nodes, want %d", c.file, c.line, c.fen, d, got, want)
			}
			checked++
		}
	}
	t.Logf("%s: %d positions, %d (position, depth) checks", name, len(cases), checked)
}

func TestPerftChessprogramming(t *testing.T) {
	limit := uint64(200_000_000)
	if longTests() {
		limit = 2_000_000_000
	}
	runSuite(t, "chessprogramming_positions_1-6.epd", limit)
}

func TestPerftStockfish(t *testing.T) {
	limit := uint64(200_000_000)
	if longTests() {
		limit = 1 << 62
	}
	runSuite(t, "stockfish_tests_perft.epd", limit)
}

func TestPerftEtherealStandard(t *testing.T) {
	limit := uint64(50_000_000)
	if longTests() {
		limit = 2_000_000_000
	}
	runSuite(t, "Ethereal__standard.epd", limit)
}

func TestPerftEtherealChess960(t *testing.T) {
	limit := uint64(2_000_000)
	if longTests() {
		limit = 300_000_000
	}
	runSuite(t, "Ethereal__fischer.epd", limit)
}
