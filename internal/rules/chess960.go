package rules

import "github.com/blindchess/blindchess/internal/catalog"

// Chess960 returns the Chess960 starting position number n (0-959) in the
// standard numbering of Guideline II (518 is the standard array), with
// castling rights for both rooks of both sides.
func Chess960(n int) (Position, error) {
	if n < 0 || n > 959 {
		return Position{}, catalog.Errorf("rules.chess960-range", n)
	}
	row := Chess960BackRank(n)
	fen := toLower(row) + "/pppppppp/8/8/8/8/PPPPPPPP/" + row + " w KQkq - 0 1"
	p, err := ParseFEN(fen)
	if err != nil {
		return Position{}, catalog.Errorf("rules.chess960", n, err)
	}
	p.chess960 = true
	return p, nil
}

// Chess960BackRank returns White's first rank of Chess960 position n (0-959)
// as piece letters from a to h, e.g. "RNBQKBNR" for 518. n must be valid.
func Chess960BackRank(n int) string {
	var row [8]byte
	free := func(k int) int { // the file of the k-th empty square
		for f := 0; f < 8; f++ {
			if row[f] == 0 {
				if k == 0 {
					return f
				}
				k--
			}
		}
		return -1
	}
	row[2*(n%4)+1] = 'B'
	n /= 4
	row[2*(n%4)] = 'B'
	n /= 4
	row[free(n%6)] = 'Q'
	n /= 6
	knights := [10][2]int{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}[n]
	a, b := free(knights[0]), free(knights[1])
	row[a], row[b] = 'N', 'N'
	row[free(0)] = 'R'
	row[free(0)] = 'K'
	row[free(0)] = 'R'
	return string(row[:])
}

func toLower(s string) string {
	b := []byte(s)
	for i := range b {
		b[i] |= 0x20
	}
	return string(b)
}

// WithChess960 returns the position marked as Chess960 (or not), which
// decides how castling is written in UCI and FEN.
func (p Position) WithChess960(on bool) Position {
	p.chess960 = on
	return p
}
