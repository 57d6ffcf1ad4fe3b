package rules

// Perft returns the number of leaf nodes of the legal move tree of the
// given depth (bulk counting at the last ply). Perft(0) is 1. It allocates
// once per call, never per node.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if depth == 1 {
		return uint64(p.countLegal())
	}
	st := &perftStack{pos: make([]Position, depth), lists: make([]MoveList, depth)}
	st.pos[0] = *p
	return st.run(0, depth)
}

// perftStack holds one position and one move list per ply, so that the
// recursion needs no allocation.
type perftStack struct {
	pos   []Position
	lists []MoveList
}

func (st *perftStack) run(ply, depth int) uint64 {
	p := &st.pos[ply]
	if depth == 1 {
		return uint64(p.countLegal())
	}
	ml := &st.lists[ply]
	ml.n = 0
	p.generate(ml)
	var n uint64
	next := &st.pos[ply+1]
	for _, m := range ml.moves[:ml.n&255] {
		*next = *p
		next.play(m)
		n += st.run(ply+1, depth-1)
	}
	return n
}

// DivideEntry is the perft count below one root move.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide returns, for each legal root move, the perft count of depth-1
// below it (depth must be at least 1).
func (p *Position) Divide(depth int) []DivideEntry {
	var ml MoveList
	p.generate(&ml)
	out := make([]DivideEntry, 0, ml.n)
	for _, m := range ml.moves[:ml.n] {
		child := p.Play(m)
		out = append(out, DivideEntry{m, child.Perft(depth - 1)})
	}
	return out
}

// UCI returns the move in UCI notation in the context of position p:
// "e2e4", "e7e8q", castling as "e1g1" in standard chess and as the king
// taking its rook ("e1h1") in Chess960.
func (p *Position) UCI(m Move) string {
	if m == NoMove {
		return "0000"
	}
	to := m.To()
	if m.IsCastle() && !p.chess960 {
		to = m.KingTo()
	}
	s := m.From().String() + to.String()
	if pt := m.Promotion(); pt != NoPieceType {
		s += string("  nbrq"[pt])
	}
	return s
}
