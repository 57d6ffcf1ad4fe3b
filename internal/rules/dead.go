package rules

// This file decides whether a side can still checkmate (Articles 6.9,
// 7.5.5, A.4.3) and whether a position is dead (Article 5.2.2: neither
// player can checkmate by any series of legal moves).
//
// What is proven, and how:
//
//  1. Material (exact, and the same table as python-chess's
//     has_insufficient_material): a side cannot mate when it has only its
//     king; or its king and one knight while the opponent has nothing but
//     its king and queens; or only its king and bishops, while no pawn and
//     no knight is on the board and every bishop of both sides stands on
//     squares of one colour — the opponent may have rooks and queens too
//     (K+B v K+R: the bishop side cannot mate). Why the bishops cannot:
//     the square next to the king on the line of a bishop check has the
//     bishops' colour, and the two squares beside both of them have the
//     other colour, so no bishop covers them and the king cannot cover
//     both; a rook or queen standing there interposes or captures, and an
//     empty one is a flight square. The knight case is the same argument
//     with the queens. These sets can never grow (the side has no pawn to
//     promote, and the conditions on the opponent exclude pawns), so the
//     verdict holds for every continuation. Every other material can in
//     general deliver mate (K+N v K+N, K+B v K+N, K+B v K+B on opposite
//     colours and K+N v K+P are not dead).
//  2. Blocked pawns (exact where it applies): only kings and pawns are on
//     the board; every pawn stands directly behind another pawn and so can
//     never advance; no pawn attacks an enemy pawn and no en passant
//     capture is possible, so no pawn can ever capture; and neither king
//     can walk (over squares free of its own pawns and not attacked by
//     enemy pawns) to an enemy pawn it could take. Then only king moves
//     are ever possible, a king move never gives check, and no checkmate
//     can ever occur. Example: 4k3/8/8/p2p2p1/P2P2P1/8/8/4K3.
//  3. A bounded search over every legal continuation (all moves of both
//     sides, at most deadSearchDepth plies and deadSearchNodes positions):
//     the position is proven dead when every line reaches a stalemate or a
//     position proven by 1 or 2 before the bound, with no checkmate on the
//     way. This covers, for example, a last capture or pawn move that
//     forces one of the cases above.
//
// Anything else is not called dead: the result is "unproven", and the game
// goes on (the Laws leave the rest to the arbiter). A side's ability to
// mate is reported as possible when a checkmate is on the board or a short
// cooperative search finds one (both proven), and also, without a formal
// proof, when no pawn is on the board, rule 1 does not apply, and the
// search of rule 3 did not show the mating material to be lost: pieces
// cannot be blocked for ever, so such material can be led to a known
// mating pattern unless a forced line longer than that search takes it
// away. Otherwise it is "unproven". Only MateImpossible changes a result
// (Game.FlagFall, Game.IllegalMoveForfeit), and it is always proven.

// Verdict is the answer to "can this side still checkmate?".
type Verdict uint8

// The verdicts.
const (
	// Unproven: neither a mate nor its impossibility was proven. The Laws
	// then treat the side as able to mate (the flag loses, 6.9), subject to
	// the arbiter.
	Unproven Verdict = iota
	// MatePossible: a checkmate by the side can be reached by some series
	// of legal moves (proven).
	MatePossible
	// MateImpossible: no series of legal moves ends in a checkmate by the
	// side (proven).
	MateImpossible
)

// String returns "unproven", "possible" or "impossible".
func (v Verdict) String() string {
	switch v {
	case MatePossible:
		return "possible"
	case MateImpossible:
		return "impossible"
	}
	return "unproven"
}

// Bounds of the searches. They keep every call below a few milliseconds.
const (
	deadSearchDepth  = 6    // plies of the all-moves search that proves a position dead
	deadSearchNodes  = 4000 // positions it may visit
	mateSearchDepth  = 4    // plies of the cooperative search that finds a mate
	mateSearchNodes  = 3000 // positions it may visit
	proofMemoEntries = 1 << 14
)

// InsufficientMaterial reports whether colour c has too little material to
// checkmate in any position with this material (rule 1 above). The answer
// is exact for the material alone and holds for every continuation.
func (p *Position) InsufficientMaterial(c Color) bool {
	own := p.byColor[c&1]
	if own&(p.byType[Pawn]|p.byType[Rook]|p.byType[Queen]) != 0 {
		return false
	}
	if own&p.byType[Knight] != 0 {
		// One knight and the king, and the opponent cannot block: it has
		// nothing but its king and queens (which never get stuck next to
		// their king in a way that allows a knight mate).
		return own.Count() <= 2 && p.byColor[c^1]&^(p.byType[King]|p.byType[Queen]) == 0
	}
	if own&p.byType[Bishop] != 0 {
		b := p.byType[Bishop]
		sameColour := b&darkSquares == 0 || b&lightSquares == 0
		return sameColour && p.byType[Pawn] == 0 && p.byType[Knight] == 0
	}
	return true // a bare king
}

// blockedPawns reports whether rule 2 above proves that no move other than
// a king move can ever be made and no king can ever take a pawn, so that
// no checkmate can ever occur.
func (p *Position) blockedPawns() bool {
	if p.byType[Knight]|p.byType[Bishop]|p.byType[Rook]|p.byType[Queen] != 0 {
		return false
	}
	pawns := p.byType[Pawn]
	if pawns == 0 {
		return false // bare kings are rule 1
	}
	wp, bp := pawns&p.byColor[White], pawns&p.byColor[Black]
	if up(wp, White)&^pawns != 0 || up(bp, Black)&^pawns != 0 {
		return false // a pawn can advance
	}
	wAtt, bAtt := pawnAttackSet(wp, White), pawnAttackSet(bp, Black)
	if wAtt&bp != 0 || bAtt&wp != 0 {
		return false // a pawn can capture
	}
	if p.ep != NoSquare && pawnAttacks[p.turn^1][p.ep]&p.Pieces(p.turn, Pawn) != 0 {
		return false // an en passant capture may be possible
	}
	for _, c := range [2]Color{White, Black} {
		own, enemy, enemyAtt := wp, bp, bAtt
		if c == Black {
			own, enemy, enemyAtt = bp, wp, wAtt
		}
		k := p.KingSquare(c)
		if k == NoSquare {
			return false
		}
		if kingRegion(k, ^own&^enemyAtt)&enemy != 0 {
			return false // the king could reach and take an enemy pawn
		}
	}
	return true
}

// pawnAttackSet returns the squares attacked by the pawns of colour c in b.
func pawnAttackSet(b Bitboard, c Color) Bitboard {
	f := up(b, c)
	return (f&^FileA)>>1 | (f&^FileH)<<1
}

// kingRegion returns the squares a king on k can reach by king steps over
// the squares of allowed (k itself is always included).
func kingRegion(k Square, allowed Bitboard) Bitboard {
	region := k.BB()
	for {
		grow := region
		for b := region; b != 0; b &= b - 1 {
			grow |= kingAttacks[b.First()] & allowed
		}
		if grow == region {
			return region
		}
		region = grow
	}
}

// mateProof searches every legal continuation for a checkmate given by one
// of the colours in mask; noMate reports whether none can occur. It keeps
// one position and one move list per ply, so that the search does not
// allocate per node.
type mateProof struct {
	mask   uint8 // bit per Color whose mates must be excluded
	budget int
	proven map[uint64]bool // hash -> proven that no mate follows (made on first use)
	failed map[uint64]int  // hash -> largest depth at which the proof failed (made on first use)
	pos    [deadSearchDepth + 1]Position
	lists  [deadSearchDepth + 1]MoveList
}

// init prepares the proof from p; the search depth is deadSearchDepth.
func (pr *mateProof) init(mask uint8, p *Position) {
	pr.mask, pr.budget = mask, deadSearchNodes
	pr.pos[0] = *p
}

// static reports whether rules 1 and 2 prove that no colour of the mask
// can mate from p.
func (pr *mateProof) static(p *Position) bool {
	if p.blockedPawns() {
		return true
	}
	for c := White; c <= Black; c++ {
		if pr.mask&(1<<c) != 0 && !p.InsufficientMaterial(c) {
			return false
		}
	}
	return true
}

// noMate reports whether no checkmate by a colour of the mask can follow
// the position pr.pos[ply] within depth plies (every line must end in a
// stalemate, a mate by the other colour, or a statically proven position).
func (pr *mateProof) noMate(ply, depth int) bool {
	p := &pr.pos[ply]
	ml := &pr.lists[ply]
	ml.n = 0
	p.generate(ml)
	if ml.n == 0 {
		if p.InCheck() { // checkmate, given by the side not to move
			return pr.mask&(1<<(p.turn^1)) == 0
		}
		return true // stalemate: this line ends without a mate
	}
	if pr.static(p) {
		return true
	}
	if depth == 0 || pr.budget <= 0 {
		return false
	}
	h := p.hash
	if pr.proven[h] {
		return true
	}
	if d, ok := pr.failed[h]; ok && d >= depth {
		return false
	}
	pr.budget--
	child := &pr.pos[ply+1]
	for _, m := range ml.Slice() {
		*child = *p
		child.play(m)
		if !pr.noMate(ply+1, depth-1) {
			if pr.failed == nil {
				pr.failed = map[uint64]int{}
			}
			if len(pr.failed) < proofMemoEntries {
				pr.failed[h] = depth
			}
			return false
		}
	}
	if pr.proven == nil {
		pr.proven = map[uint64]bool{}
	}
	if len(pr.proven) < proofMemoEntries {
		pr.proven[h] = true
	}
	return true
}

// IsDead reports whether the position is proven dead (Article 5.2.2):
// neither side can checkmate by any series of legal moves. A checkmate or
// stalemate on the board is not reported as dead (Status reports those).
// It never calls a position dead that is not; see the file comment for
// exactly what is proven.
func (p *Position) IsDead() bool {
	if !p.HasLegalMoves() {
		return false
	}
	if p.InsufficientMaterial(White) && p.InsufficientMaterial(Black) || p.blockedPawns() {
		return true
	}
	var pr mateProof
	pr.init(3, p)
	return pr.noMate(0, deadSearchDepth)
}

// CanCheckmate answers "can colour c still checkmate the opponent's king by
// any series of legal moves?" (Articles 6.9, 7.5.5 and A.4.3).
func (p *Position) CanCheckmate(c Color) Verdict {
	c &= 1
	if !p.HasLegalMoves() {
		if p.InCheck() && p.turn == c^1 {
			return MatePossible // the mate is on the board
		}
		return MateImpossible // stalemate, or c itself is mated
	}
	if p.InsufficientMaterial(c) || p.blockedPawns() {
		return MateImpossible
	}
	var pr mateProof
	pr.init(1<<c, p)
	if pr.noMate(0, deadSearchDepth) {
		return MateImpossible
	}
	if p.byType[Pawn] == 0 {
		return MatePossible
	}
	ms := &mateSearch{c: c, budget: mateSearchNodes, pos: make([]Position, mateSearchDepth+1), lists: make([]MoveList, mateSearchDepth)}
	ms.pos[0] = *p
	for d := 1; d <= mateSearchDepth && ms.budget > 0; d++ {
		if ms.find(0, d) {
			return MatePossible
		}
	}
	return Unproven
}

// mateSearch looks for a cooperative series of moves that ends in a
// checkmate by c (a helpmate), within a budget of positions.
type mateSearch struct {
	c      Color
	budget int
	pos    []Position
	lists  []MoveList
}

// find reports whether some series of at most depth legal plies from
// pos[ply], with both sides cooperating, ends in c checkmating.
func (ms *mateSearch) find(ply, depth int) bool {
	p := &ms.pos[ply]
	ml := &ms.lists[ply]
	ml.n = 0
	p.generate(ml)
	child := &ms.pos[ply+1]
	for _, m := range ml.Slice() {
		if ms.budget--; ms.budget < 0 {
			return false
		}
		*child = *p
		child.play(m)
		if p.turn == ms.c && child.InCheck() && !child.HasLegalMoves() {
			return true
		}
		if depth > 1 && ms.find(ply+1, depth-1) {
			return true
		}
	}
	return false
}
