package twoboard

import (
	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// VerifyingText returns what a Verifying fact on board b says, in the
// language of style s (catalog keys board.verifying-tactile and
// board.verifying-sighted).
func VerifyingText(b Board, s phonetic.Style) string {
	key := "board.verifying-sighted"
	if b == Tactile {
		key = "board.verifying-tactile"
	}
	return catalog.For(catalog.Lang(s.Lang())).Say(key)
}
