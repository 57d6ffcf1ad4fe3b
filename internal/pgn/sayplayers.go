package pgn

import (
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
)

// SayPlayers returns players ("White - Black", as Game.Players gives it)
// for a message in c's language, with a missing name ("?", as PGN writes
// it) said as the side ("Weiß - Schwarz" for "? - ?"): a screen reader
// reads "?" as "question mark". A name given stays as written.
func SayPlayers(c catalog.Catalog, players string) string {
	return NamePlayers(players, c.Say("pgn.side-white"), c.Say("pgn.side-black"))
}

// NamePlayers returns players ("White - Black", as Game.Players gives
// it) with a missing name ("?") replaced by white or black, the side's
// name in the words of the output (SayPlayers, or a style's words); text
// that is no "White - Black" stays as it is.
func NamePlayers(players, white, black string) string {
	w, b, ok := strings.Cut(players, " - ")
	if !ok {
		return players
	}
	if w == "?" {
		w = white
	}
	if b == "?" {
		b = black
	}
	return w + " - " + b
}

// sayPlayers is players ("White - Black") as an argument of a catalog
// error, said through SayPlayers in the language the error is said in.
type sayPlayers string

// SayIn returns p with a missing name said as the side, in c's language.
func (p sayPlayers) SayIn(c catalog.Catalog) string { return SayPlayers(c, string(p)) }
