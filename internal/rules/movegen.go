package rules

// This file holds strictly legal move generation. It works with check and
// pin masks, so no move is ever made to test its legality (except en
// passant, which is rare and checked exactly). countLegal mirrors generate
// but only counts, for perft's bulk counting at the last ply.

// up shifts a bitboard one rank towards the opponent of c.
func up(b Bitboard, c Color) Bitboard {
	if c == White {
		return b << 8
	}
	return b >> 8
}

// pinned returns the pieces of colour us that are absolutely pinned to the
// king on ksq.
func (p *Position) pinned(ksq Square, us Color) Bitboard {
	them := us ^ 1
	occ := p.byType[0]
	snipers := (rookAttacks(ksq, 0)&(p.byType[Rook]|p.byType[Queen]) |
		bishopAttacks(ksq, 0)&(p.byType[Bishop]|p.byType[Queen])) & p.byColor[them]
	var pinned Bitboard
	for ; snipers != 0; snipers &= snipers - 1 {
		b := betweenBB[ksq][snipers.First()] & occ
		if b != 0 && !b.More() {
			pinned |= b & p.byColor[us]
		}
	}
	return pinned
}

// LegalMoves fills ml with every legal move of the side to move.
func (p *Position) LegalMoves(ml *MoveList) {
	ml.n = 0
	p.generate(ml)
}

// Legal returns every legal move of the side to move, in generation order.
func (p *Position) Legal() []Move {
	var ml MoveList
	p.generate(&ml)
	return append([]Move(nil), ml.Slice()...)
}

// IsLegal reports whether m is a legal move in the position.
func (p *Position) IsLegal(m Move) bool {
	var ml MoveList
	p.generate(&ml)
	for _, x := range ml.Slice() {
		if x == m {
			return true
		}
	}
	return false
}

// HasLegalMoves reports whether the side to move has at least one legal move.
func (p *Position) HasLegalMoves() bool { return p.countLegal() > 0 }

func addPromotions(ml *MoveList, from, to Square) {
	ml.add(newPromotion(from, to, Queen))
	ml.add(newPromotion(from, to, Rook))
	ml.add(newPromotion(from, to, Bishop))
	ml.add(newPromotion(from, to, Knight))
}

// addPawnMoves adds the moves to the squares in dests, each coming from the
// square at distance delta behind it.
func addPawnMoves(ml *MoveList, dests Bitboard, delta int, promo Bitboard) {
	for b := dests & promo; b != 0; b &= b - 1 {
		to := b.First()
		addPromotions(ml, Square(int(to)-delta), to)
	}
	for b := dests &^ promo; b != 0; b &= b - 1 {
		to := b.First()
		ml.add(newMove(Square(int(to)-delta), to))
	}
}

func (p *Position) generate(ml *MoveList) {
	us, them := p.turn, p.turn^1
	occ := p.byType[0]
	own, enemy := p.byColor[us], p.byColor[them]
	kings := p.byType[King] & own
	if kings == 0 {
		return
	}
	ksq := kings.First()
	checkers := p.attackersTo(ksq, occ) & enemy

	occNoK := occ ^ kings
	for b := kingAttacks[ksq] &^ own; b != 0; b &= b - 1 {
		t := b.First()
		if p.attackersTo(t, occNoK)&enemy == 0 {
			ml.add(newMove(ksq, t))
		}
	}
	if checkers.More() {
		return
	}
	target := ^own
	pinned := p.pinned(ksq, us)
	movable := own &^ pinned
	if checkers != 0 {
		target = betweenBB[ksq][checkers.First()] | checkers
		pinned = 0 // a pinned piece can never resolve a check
	}

	for b := p.byType[Knight] & movable; b != 0; b &= b - 1 {
		s := b.First()
		for t := knightAttacks[s] & target; t != 0; t &= t - 1 {
			ml.add(newMove(s, t.First()))
		}
	}
	for b := (p.byType[Bishop] | p.byType[Queen]) & own; b != 0; b &= b - 1 {
		s := b.First()
		t := bishopAttacks(s, occ) & target
		if pinned.Has(s) {
			t &= lineBB[ksq][s]
		} else if !movable.Has(s) {
			continue
		}
		for ; t != 0; t &= t - 1 {
			ml.add(newMove(s, t.First()))
		}
	}
	for b := (p.byType[Rook] | p.byType[Queen]) & own; b != 0; b &= b - 1 {
		s := b.First()
		t := rookAttacks(s, occ) & target
		if pinned.Has(s) {
			t &= lineBB[ksq][s]
		} else if !movable.Has(s) {
			continue
		}
		for ; t != 0; t &= t - 1 {
			ml.add(newMove(s, t.First()))
		}
	}

	// Pawns that are not pinned, in bulk.
	pawns := p.byType[Pawn] & movable
	empty := ^occ
	var promo, third Bitboard
	var fwd, left, right int
	if us == White {
		promo, third, fwd, left, right = Rank8, Rank3, 8, 7, 9
	} else {
		promo, third, fwd, left, right = Rank1, Rank6, -8, -9, -7
	}
	single := up(pawns, us) & empty
	double := up(single&third, us) & empty & target
	addPawnMoves(ml, single&target, fwd, promo)
	addPawnMoves(ml, double, 2*fwd, 0)
	addPawnMoves(ml, up(pawns&^FileA, us)>>1&enemy&target, left, promo)
	addPawnMoves(ml, up(pawns&^FileH, us)<<1&enemy&target, right, promo)

	// Pinned pawns, one by one (only when not in check: a pinned piece can
	// never resolve a check).
	for b := p.byType[Pawn] & pinned; b != 0; b &= b - 1 {
		s := b.First()
		line := lineBB[ksq][s]
		t := Square(int(s) + fwd)
		if empty.Has(t) && line.Has(t) {
			if promo.Has(t) {
				addPromotions(ml, s, t)
			} else {
				ml.add(newMove(s, t))
				t2 := Square(int(t) + fwd)
				if third.Has(t) && empty.Has(t2) {
					ml.add(newMove(s, t2))
				}
			}
		}
		for c := pawnAttacks[us][s] & enemy & line; c != 0; c &= c - 1 {
			to := c.First()
			if promo.Has(to) {
				addPromotions(ml, s, to)
			} else {
				ml.add(newMove(s, to))
			}
		}
	}

	if p.ep != NoSquare {
		for b := pawnAttacks[them][p.ep] & p.byType[Pawn] & own; b != 0; b &= b - 1 {
			if p.epLegal(b.First(), ksq) {
				ml.add(newMove(b.First(), p.ep) | kindEnPassant)
			}
		}
	}
	if checkers == 0 && p.castleRooks&own != 0 {
		for b := p.castleRooks & own; b != 0; b &= b - 1 {
			r := b.First()
			if p.castleLegal(ksq, r) {
				ml.add(newMove(ksq, r) | kindCastle)
			}
		}
	}
}

// epLegal reports whether the pawn on from may capture en passant: it is
// checked exactly, with the position after the capture.
func (p *Position) epLegal(from, ksq Square) bool {
	us, them := p.turn, p.turn^1
	capSq := SquareAt(p.ep.File(), from.Rank())
	occ := (p.byType[0] ^ from.BB() ^ capSq.BB()) | p.ep.BB()
	enemy := p.byColor[them] &^ capSq.BB()
	if rookAttacks(ksq, occ)&(p.byType[Rook]|p.byType[Queen])&enemy != 0 {
		return false
	}
	if bishopAttacks(ksq, occ)&(p.byType[Bishop]|p.byType[Queen])&enemy != 0 {
		return false
	}
	if knightAttacks[ksq]&p.byType[Knight]&enemy != 0 {
		return false
	}
	return pawnAttacks[us][ksq]&p.byType[Pawn]&enemy == 0
}

// castleLegal reports whether the king on ksq may castle with the rook on r
// (the side to move is known not to be in check). Both pieces end on the
// Chess960 squares: king g/c, rook f/d of their first rank.
func (p *Position) castleLegal(ksq, r Square) bool {
	rank := ksq.Rank()
	var kTo, rTo Square
	if r > ksq {
		kTo, rTo = SquareAt(6, rank), SquareAt(5, rank)
	} else {
		kTo, rTo = SquareAt(2, rank), SquareAt(3, rank)
	}
	kingPath := betweenBB[ksq][kTo] | kTo.BB()
	need := (kingPath | betweenBB[r][rTo] | rTo.BB()) &^ (ksq.BB() | r.BB())
	if need&p.byType[0] != 0 {
		return false
	}
	occ := p.byType[0] ^ ksq.BB() ^ r.BB()
	enemy := p.byColor[p.turn^1]
	for b := kingPath; b != 0; b &= b - 1 {
		if p.attackersTo(b.First(), occ)&enemy != 0 {
			return false
		}
	}
	return true
}

// countLegal returns the number of legal moves; it follows generate exactly
// but counts with popcounts instead of listing.
func (p *Position) countLegal() int {
	us, them := p.turn, p.turn^1
	occ := p.byType[0]
	own, enemy := p.byColor[us], p.byColor[them]
	kings := p.byType[King] & own
	if kings == 0 {
		return 0
	}
	ksq := kings.First()
	checkers := p.attackersTo(ksq, occ) & enemy

	n := 0
	occNoK := occ ^ kings
	for b := kingAttacks[ksq] &^ own; b != 0; b &= b - 1 {
		if p.attackersTo(b.First(), occNoK)&enemy == 0 {
			n++
		}
	}
	if checkers.More() {
		return n
	}
	target := ^own
	pinned := p.pinned(ksq, us)
	movable := own &^ pinned
	if checkers != 0 {
		target = betweenBB[ksq][checkers.First()] | checkers
		pinned = 0
	}

	for b := p.byType[Knight] & movable; b != 0; b &= b - 1 {
		n += (knightAttacks[b.First()] & target).Count()
	}
	for b := (p.byType[Bishop] | p.byType[Queen]) & movable; b != 0; b &= b - 1 {
		n += (bishopAttacks(b.First(), occ) & target).Count()
	}
	for b := (p.byType[Rook] | p.byType[Queen]) & movable; b != 0; b &= b - 1 {
		n += (rookAttacks(b.First(), occ) & target).Count()
	}
	for b := (p.byType[Bishop] | p.byType[Queen]) & pinned; b != 0; b &= b - 1 {
		s := b.First()
		n += (bishopAttacks(s, occ) & target & lineBB[ksq][s]).Count()
	}
	for b := (p.byType[Rook] | p.byType[Queen]) & pinned; b != 0; b &= b - 1 {
		s := b.First()
		n += (rookAttacks(s, occ) & target & lineBB[ksq][s]).Count()
	}

	pawns := p.byType[Pawn] & movable
	empty := ^occ
	var promo, third Bitboard
	var fwd int
	if us == White {
		promo, third, fwd = Rank8, Rank3, 8
	} else {
		promo, third, fwd = Rank1, Rank6, -8
	}
	single := up(pawns, us) & empty
	double := up(single&third, us) & empty & target
	caps := up(pawns&^FileA, us) >> 1 & enemy & target
	caps2 := up(pawns&^FileH, us) << 1 & enemy & target
	single &= target
	n += (single &^ promo).Count() + 4*(single&promo).Count() + double.Count() +
		(caps &^ promo).Count() + 4*(caps&promo).Count() +
		(caps2 &^ promo).Count() + 4*(caps2&promo).Count()

	for b := p.byType[Pawn] & pinned; b != 0; b &= b - 1 {
		s := b.First()
		line := lineBB[ksq][s]
		t := Square(int(s) + fwd)
		if empty.Has(t) && line.Has(t) {
			if promo.Has(t) {
				n += 4
			} else {
				n++
				if third.Has(t) && empty.Has(Square(int(t)+fwd)) {
					n++
				}
			}
		}
		c := pawnAttacks[us][s] & enemy & line
		n += (c &^ promo).Count() + 4*(c&promo).Count()
	}

	if p.ep != NoSquare {
		for b := pawnAttacks[them][p.ep] & p.byType[Pawn] & own; b != 0; b &= b - 1 {
			if p.epLegal(b.First(), ksq) {
				n++
			}
		}
	}
	if checkers == 0 {
		for b := p.castleRooks & own; b != 0; b &= b - 1 {
			if p.castleLegal(ksq, b.First()) {
				n++
			}
		}
	}
	return n
}
