package twoboard

import "github.com/blindchess/blindchess/internal/catalog"

// VerifyingText returns what a Verifying fact on board b says, in
// language l (catalog keys board.verifying-tactile and
// board.verifying-sighted).
func VerifyingText(b Board, l catalog.Lang) string {
	key := "board.verifying-sighted"
	if b == Tactile {
		key = "board.verifying-tactile"
	}
	return catalog.For(l).Say(key)
}
