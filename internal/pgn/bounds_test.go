package pgn

import (
	"errors"
	"io"
	"strings"
	"testing"
)

// repeatReader gives head, then unit repeated until n bytes in all, then
// tail, without ever holding more than one unit: a file of any size.
type repeatReader struct {
	head, unit, tail string
	left             int // bytes of units still to give
	pos              int // position in the current part
	part             int // 0 head, 1 units, 2 tail
}

func (r *repeatReader) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		switch r.part {
		case 0:
			k := copy(p[n:], r.head[r.pos:])
			n, r.pos = n+k, r.pos+k
			if r.pos == len(r.head) {
				r.part, r.pos = 1, 0
			}
		case 1:
			if r.left <= 0 && r.pos == 0 {
				r.part = 2
				continue
			}
			k := copy(p[n:], r.unit[r.pos:])
			n, r.pos, r.left = n+k, r.pos+k, r.left-k
			if r.pos == len(r.unit) {
				r.pos = 0
			}
		default:
			if r.pos == len(r.tail) {
				if n == 0 {
					return 0, io.EOF
				}
				return n, nil
			}
			k := copy(p[n:], r.tail[r.pos:])
			n, r.pos = n+k, r.pos+k
		}
	}
	return n, nil
}

// TestReadBoundsAGame: a game that no real file holds — 30 MB of moves, a
// comment, a tag value or a move token without end — is refused with
// words after a bounded part of it (so that a file of any size is read in
// bounded memory, where a single such game took hundreds of megabytes),
// and the game after it is read.
func TestReadBoundsAGame(t *testing.T) {
	const next = "\n[White \"Next\"]\n\n1. e4 *\n"
	tests := []struct {
		name             string
		head, unit, tail string
		want             string
	}{
		{"30 MB of moves", "[White \"A\"]\n\n", "Nf3 Nf6 Ng1 Ng8\n", " *\n" + next,
			"the game holds more than 8 MB of moves, comments and tags; no real game does: check the file"},
		{"30 MB of small comments", "[White \"A\"]\n\n1. e4 ", "{a} ", " *\n" + next,
			"the game holds more than 8 MB of moves, comments and tags; no real game does: check the file"},
		{"a 30 MB comment", "[White \"A\"]\n\n1. e4 {", "words words\n", "} *\n" + next,
			"the comment opened on line 3 is longer than 4194304 bytes; check the file"},
		{"a 30 MB tag value", "[White \"", "xxxxxxxxxx", "\"]\n1. e4 *\n" + next,
			"tag White: the value is longer than 4194304 bytes; check the file"},
		{"a 30 MB move", "[White \"A\"]\n\n1. ", "Nf3Nf3Nf3", " *\n" + next,
			"a move or symbol of more than 256 characters; check the file"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := NewReader(&repeatReader{head: tc.head, unit: tc.unit, tail: tc.tail, left: 30 << 20})
			_, err := r.Next()
			var se *SyntaxError
			if !errors.As(err, &se) || se.Msg != tc.want {
				t.Fatalf("error %v, want %q", err, tc.want)
			}
			if n := len(se.Partial.Moves); n > MaxGameSize/moveSize {
				t.Errorf("%d moves kept, more than the bound", n)
			}
			g, err := r.Next()
			if err != nil || g.Tag("White") != "Next" || len(g.Moves) != 1 {
				t.Fatalf("the game after it: %+v, %v", g, err)
			}
		})
	}
	// The longest real games are far from the bounds.
	long := "[White \"A\"]\n\n" + strings.Repeat("Nf3 {a comment on the move} Nf6 Ng1 Ng8 ", 10000) + "*"
	if g := readString(t, long)[0]; len(g.Moves) != 40000 {
		t.Errorf("a game of 40,000 half-moves: %d read", len(g.Moves))
	}
}
