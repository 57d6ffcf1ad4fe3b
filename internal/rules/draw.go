package rules

// This file holds the identity of a position for repetition (Article
// 9.2.2), the status of a position (Articles 5.1.1, 5.2.1, 5.2.2, 9.6) and
// the draw claims (9.2, 9.3).

// RepetitionKey identifies a position as Article 9.2.2 defines "the same
// position": the same player has the move, pieces of the same kind and
// colour stand on the same squares, the castling rights are the same
// permanent rights (a right counts until the king or that rook has moved,
// even while castling is temporarily impossible), and an en passant target
// counts only when an en passant capture is actually legal. Keys compare
// with ==.
type RepetitionKey struct {
	board  [64]Piece
	castle Bitboard
	ep     Square // NoSquare unless an en passant capture is legal
	turn   Color
}

// RepetitionKey returns the Article 9.2.2 identity of the position.
func (p *Position) RepetitionKey() RepetitionKey {
	return RepetitionKey{board: p.board, castle: p.castleRooks, ep: p.legalEnPassant(), turn: p.turn}
}

// legalEnPassant returns the en passant target if a legal en passant
// capture exists, else NoSquare.
func (p *Position) legalEnPassant() Square {
	if p.ep == NoSquare || !p.epHashed() {
		return NoSquare
	}
	ksq := p.KingSquare(p.turn)
	if ksq == NoSquare {
		return NoSquare
	}
	// epLegal tests the position after the capture exactly (pins,
	// discovered and existing checks).
	for b := pawnAttacks[p.turn^1][p.ep] & p.Pieces(p.turn, Pawn); b != 0; b &= b - 1 {
		if p.epLegal(b.First(), ksq) {
			return p.ep
		}
	}
	return NoSquare
}

// Status is the state of a game after a move, as Articles 5 and 9.6 define
// it. Every status except Ongoing ends the game at once.
type Status uint8

// The statuses.
const (
	Ongoing            Status = iota // the game goes on
	Checkmate                        // 5.1.1: the side to move is checkmated
	Stalemate                        // 5.2.1: the side to move has no legal move and is not in check
	DeadPosition                     // 5.2.2: neither side can checkmate (proven, see dead.go)
	FivefoldRepetition               // 9.6.1: the same position for at least the fifth time
	SeventyFiveMoves                 // 9.6.2: 75 moves by each side without a pawn move or capture, and no checkmate
)

// String returns the status as the position command prints it:
// "ongoing", "checkmate", "stalemate", "dead", "fivefold", "seventy-five".
func (s Status) String() string {
	switch s {
	case Checkmate:
		return "checkmate"
	case Stalemate:
		return "stalemate"
	case DeadPosition:
		return "dead"
	case FivefoldRepetition:
		return "fivefold"
	case SeventyFiveMoves:
		return "seventy-five"
	}
	return "ongoing"
}

// Over reports whether the status ends the game.
func (s Status) Over() bool { return s != Ongoing }

// Status returns the status of the position alone: checkmate, stalemate,
// a proven dead position, the 75-move rule (halfmove clock at least 150;
// a checkmate takes precedence), or Ongoing. Repetitions need the game's
// history: see Game.Status.
func (p *Position) Status() Status { return p.status(1) }

// status is Status with the number of times the position has occurred.
func (p *Position) status(repetitions int) Status {
	if !p.HasLegalMoves() {
		if p.InCheck() {
			return Checkmate
		}
		return Stalemate
	}
	if p.IsDead() {
		return DeadPosition
	}
	if repetitions >= 5 {
		return FivefoldRepetition
	}
	if p.halfmove >= 150 {
		return SeventyFiveMoves
	}
	return Ongoing
}

// ClaimRule is a rule under which the player having the move may claim a
// draw.
type ClaimRule uint8

// The claimable draws.
const (
	ThreefoldRepetition ClaimRule = iota + 1 // Article 9.2
	FiftyMoves                               // Article 9.3
)

// String returns "threefold" or "fifty-move".
func (r ClaimRule) String() string {
	switch r {
	case ThreefoldRepetition:
		return "threefold"
	case FiftyMoves:
		return "fifty-move"
	}
	return "none"
}

// Article returns the article of the Laws under which the claim is made,
// "9.2" or "9.3".
func (r ClaimRule) Article() string {
	switch r {
	case ThreefoldRepetition:
		return "9.2"
	case FiftyMoves:
		return "9.3"
	}
	return ""
}
