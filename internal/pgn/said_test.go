package pgn

import (
	"errors"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestWhereAGameFailsIsSaidInTheSessionsLanguage: the game, line and move
// of a move error and a tag error, exactly in German, English and Czech
// (the reason behind it is the rules core's).
func TestWhereAGameFailsIsSaidInTheSessionsLanguage(t *testing.T) {
	me := &MoveError{Game: 1, Players: "A - B", Line: 6, Move: "2. Ke3", Variation: true, Err: errors.New("why")}
	te := &TagError{Game: 2, Players: "C - D", Tag: "FEN", Msg: "why"}
	for _, tc := range []struct {
		lang      catalog.Lang
		move, tag string
	}{
		{catalog.English, "game 1 (A - B), line 6, move 2. Ke3 (in a variation): why", "game 2 (C - D): tag FEN: why"},
		{catalog.German, "Partie 1 (A - B), Zeile 6, Zug 2. Ke3 (in einer Variante): why", "Partie 2 (C - D): Tag FEN: why"},
		{catalog.Czech, "partie 1 (A - B), řádek 6, tah 2. Ke3 (ve variantě): why", "partie 2 (C - D): tag FEN: why"},
	} {
		c := catalog.For(tc.lang)
		if got := c.Error(me); got != tc.move {
			t.Errorf("%v: %q, want %q", tc.lang, got, tc.move)
		}
		if got := c.Error(te); got != tc.tag {
			t.Errorf("%v: %q, want %q", tc.lang, got, tc.tag)
		}
	}
	me.Line, me.Variation = 0, false
	if got := me.Error(); got != "game 1 (A - B), move 2. Ke3: why" {
		t.Errorf("without a line: %q", got)
	}
}
