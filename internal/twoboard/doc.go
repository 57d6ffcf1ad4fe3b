// Package twoboard joins the boards at the table to one canonical game
// (FIDE Laws Annex D.2.1–D.2.4): the VI player's tactile board, which senses
// only whether a hole holds a peg, and the sighted player's DGT board, which
// also tells the piece.
//
// It is pure logic: no I/O, no goroutines, and time comes in with every
// call. A Tracker takes the board events (lift, place, snapshot) and the
// moves of the canonical game, and gives back facts for the table: a piece
// touched (D.2.2), a move made (D.2.3), a board that lags behind the game
// or differs from it (square by square, with the fewest steps to set it
// right), and a board back in step.
//
// Move recognition compares the sensed board with the position after each
// legal move, and asks that every square that gets a piece saw it placed:
// so a piece held in the air is never a capture, and a knight that could
// take on f7 or h7 took where it was put. Castling is recognised with
// either piece first; a king or rook move that may still be the first half
// of a castling (Chess960, R246) is not made until the castling can no
// longer follow or the player commits (clock press or announcement). A
// castling announced beforehand (Guideline II.3.2.7.1, AnnounceCastling)
// makes the board read as castling: such a first half waits for the
// other, the press does not make it alone, and a castling by
// transposition on a board that senses only presence (every hole as it
// was) is made.
// Promotions on the tactile board take the piece from what the player
// typed or said. A lift and a place on one square within the debounce time
// are sensor bounce and no event; a piece slid over squares on a DGT board
// makes no move until it rests for the settle time or the next piece is
// lifted.
//
// Diff is the square-by-square comparison on its own, for the arbiter's
// reconstruction (D.2.9).
package twoboard
