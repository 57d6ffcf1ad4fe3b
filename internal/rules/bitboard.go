package rules

import "math/bits"

// Bitboard is a set of squares: bit i is set when Square(i) is in the set.
type Bitboard uint64

// Useful bitboard constants.
const (
	FileA Bitboard = 0x0101010101010101
	FileH Bitboard = FileA << 7
	Rank1 Bitboard = 0xff
	Rank2 Bitboard = Rank1 << 8
	Rank3 Bitboard = Rank1 << 16
	Rank4 Bitboard = Rank1 << 24
	Rank5 Bitboard = Rank1 << 32
	Rank6 Bitboard = Rank1 << 40
	Rank7 Bitboard = Rank1 << 48
	Rank8 Bitboard = Rank1 << 56

	lightSquares Bitboard = 0x55aa55aa55aa55aa
	darkSquares  Bitboard = ^lightSquares
)

// BB returns the bitboard holding only square s.
func (s Square) BB() Bitboard { return 1 << uint(s&63) }

// Has reports whether square s is in the set.
func (b Bitboard) Has(s Square) bool { return b&(1<<uint(s&63)) != 0 }

// Count returns the number of squares in the set.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// First returns the lowest square in the set; the set must not be empty.
func (b Bitboard) First() Square { return Square(bits.TrailingZeros64(uint64(b))) }

// Last returns the highest square in the set; the set must not be empty.
func (b Bitboard) Last() Square { return Square(63 - bits.LeadingZeros64(uint64(b))) }

// More reports whether the set holds more than one square.
func (b Bitboard) More() bool { return b&(b-1) != 0 }

// Squares returns the squares of the set in ascending order.
func (b Bitboard) Squares() []Square {
	out := make([]Square, 0, b.Count())
	for ; b != 0; b &= b - 1 {
		out = append(out, b.First())
	}
	return out
}

func fileBB(f int) Bitboard { return FileA << uint(f) }
func rankBB(r int) Bitboard { return Rank1 << uint(8*r) }

// Precomputed attack tables. They are filled once by init and never change.
var (
	knightAttacks [64]Bitboard
	kingAttacks   [64]Bitboard
	pawnAttacks   [2][64]Bitboard
	betweenBB     [64][64]Bitboard // squares strictly between two aligned squares
	lineBB        [64][64]Bitboard // the whole line through two aligned squares, 0 otherwise

	rookMagics   [64]magic
	bishopMagics [64]magic
	slideTable   []Bitboard
)

// magic holds the fancy-magic lookup data for one square and one slider.
type magic struct {
	mask   Bitboard
	magic  uint64
	offset uint32
	shift  uint8
}

func (m *magic) index(occ Bitboard) uint32 {
	return m.offset + uint32((uint64(occ&m.mask)*m.magic)>>m.shift)
}

// rookAttacks returns the squares a rook on s attacks with the given occupancy.
func rookAttacks(s Square, occ Bitboard) Bitboard {
	m := &rookMagics[s&63]
	return slideTable[m.index(occ)]
}

// bishopAttacks returns the squares a bishop on s attacks with the given occupancy.
func bishopAttacks(s Square, occ Bitboard) Bitboard {
	m := &bishopMagics[s&63]
	return slideTable[m.index(occ)]
}

func queenAttacks(s Square, occ Bitboard) Bitboard {
	return rookAttacks(s, occ) | bishopAttacks(s, occ)
}

var (
	rookDirs   = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirs = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

// slowSlide computes slider attacks by walking rays; used to build tables
// and as a test oracle.
func slowSlide(s Square, occ Bitboard, dirs [4][2]int) Bitboard {
	var att Bitboard
	for _, d := range dirs {
		f, r := s.File()+d[0], s.Rank()+d[1]
		for f >= 0 && f < 8 && r >= 0 && r < 8 {
			t := SquareAt(f, r)
			att |= t.BB()
			if occ.Has(t) {
				break
			}
			f, r = f+d[0], r+d[1]
		}
	}
	return att
}

// prng is the xorshift64* generator used (with fixed seeds) to find magics
// and Zobrist keys deterministically.
type prng struct{ s uint64 }

func (p *prng) next() uint64 {
	p.s ^= p.s >> 12
	p.s ^= p.s << 25
	p.s ^= p.s >> 27
	return p.s * 2685821657736338717
}

// sparse returns a random number with about one bit in eight set, the kind
// that makes good magic multipliers.
func (p *prng) sparse() uint64 {
	a, b, c := p.next(), p.next(), p.next()
	return a & b & c
}

func init() {
	for s := Square(0); s < 64; s++ {
		f, r := s.File(), s.Rank()
		for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if f+d[0] >= 0 && f+d[0] < 8 && r+d[1] >= 0 && r+d[1] < 8 {
				knightAttacks[s] |= SquareAt(f+d[0], r+d[1]).BB()
			}
		}
		for df := -1; df <= 1; df++ {
			for dr := -1; dr <= 1; dr++ {
				if (df != 0 || dr != 0) && f+df >= 0 && f+df < 8 && r+dr >= 0 && r+dr < 8 {
					kingAttacks[s] |= SquareAt(f+df, r+dr).BB()
				}
			}
		}
		for _, df := range [2]int{-1, 1} {
			if f+df >= 0 && f+df < 8 {
				if r < 7 {
					pawnAttacks[White][s] |= SquareAt(f+df, r+1).BB()
				}
				if r > 0 {
					pawnAttacks[Black][s] |= SquareAt(f+df, r-1).BB()
				}
			}
		}
	}
	slideTable = make([]Bitboard, 0, 102400+5248)
	initMagics(&rookMagics, rookDirs, &knownRookMagics)
	initMagics(&bishopMagics, bishopDirs, &knownBishopMagics)
	for a := Square(0); a < 64; a++ {
		for _, dirs := range [2][4][2]int{rookDirs, bishopDirs} {
			onEmpty := slowSlide(a, 0, dirs)
			for b := Square(0); b < 64; b++ {
				if a == b || !onEmpty.Has(b) {
					continue
				}
				lineBB[a][b] = (slowSlide(a, 0, dirs) & slowSlide(b, 0, dirs)) | a.BB() | b.BB()
				betweenBB[a][b] = slowSlide(a, b.BB(), dirs) & slowSlide(b, a.BB(), dirs)
			}
		}
	}
	initZobrist()
}

// initMagics fills the shared slide table for one slider. It uses the known
// magics of magics.go and verifies each; should one ever collide, it searches
// a new one with a fixed seed per rank (deterministic).
func initMagics(table *[64]magic, dirs [4][2]int, known *[64]uint64) {
	seeds := [8]uint64{728, 10316, 55013, 32803, 12281, 15100, 16645, 255}
	var occs, refs [4096]Bitboard
	var epoch [4096]int
	cnt := 0
	for s := Square(0); s < 64; s++ {
		edges := ((Rank1 | Rank8) &^ rankBB(s.Rank())) | ((FileA | FileH) &^ fileBB(s.File()))
		m := &table[s]
		m.mask = slowSlide(s, 0, dirs) &^ edges
		n := m.mask.Count()
		m.shift = uint8(64 - n)
		m.offset = uint32(len(slideTable))
		size := 0
		// Carry-Rippler enumeration of every subset of the mask.
		for b := Bitboard(0); ; {
			occs[size] = b
			refs[size] = slowSlide(s, b, dirs)
			size++
			b = (b - m.mask) & m.mask
			if b == 0 {
				break
			}
		}
		slideTable = append(slideTable, make([]Bitboard, size)...)
		rng := prng{seeds[s.Rank()]}
		m.magic = known[s]
		for i := 0; i < size; {
			for m.magic == 0 || Bitboard((uint64(m.mask)*m.magic)>>56).Count() < 6 {
				m.magic = rng.sparse()
			}
			cnt++
			for i = 0; i < size; i++ {
				idx := uint32((uint64(occs[i]) * m.magic) >> m.shift)
				if epoch[idx] < cnt {
					epoch[idx] = cnt
					slideTable[m.offset+idx] = refs[i]
				} else if slideTable[m.offset+idx] != refs[i] {
					m.magic = 0 // collision: search for another
					break
				}
			}
		}
	}
}
