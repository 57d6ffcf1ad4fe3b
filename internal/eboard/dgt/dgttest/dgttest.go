// Package dgttest reads, for the tests, the recordings of real DGT boards
// and the games played on them: a capture (testdata/*.inbytes) holds one
// base64 line per read() from the board, and a game file (.uci or .pgn)
// the moves between move numbers and a result.
package dgttest

import (
	"bufio"
	"encoding/base64"
	"os"
	"strings"
	"testing"
)

// ReadCapture returns the reads of the capture at path, in order; a line
// that is not base64 fails the test with its line number.
func ReadCapture(t testing.TB, path string) [][]byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var reads [][]byte
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		b, err := base64.StdEncoding.DecodeString(strings.TrimSpace(sc.Text()))
		if err != nil {
			t.Fatalf("%s line %d: %v", path, len(reads)+1, err)
		}
		reads = append(reads, b)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return reads
}

// ReadMoves returns the moves of the game file at path ("1. e2e4 e7e5"
// lines of UCI moves, or the movetext of a PGN): every token that is not
// a move number or a result.
func ReadMoves(t testing.TB, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return Moves(string(data))
}

// Moves returns the tokens of text that are not move numbers ("12.") or
// results (*, 1-0, 0-1, 1/2-1/2).
func Moves(text string) []string {
	var moves []string
	for _, f := range strings.Fields(text) {
		switch {
		case strings.HasSuffix(f, "."), f == "*", f == "1-0", f == "0-1", f == "1/2-1/2":
			continue
		}
		moves = append(moves, f)
	}
	return moves
}
