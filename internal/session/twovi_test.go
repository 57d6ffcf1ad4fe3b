package session

import (
	"errors"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestSightedTactileBoardSaysTwoVIPlayersCannotBeSeated: a second tactile
// board given as --sighted tactile:PATH (two visually impaired players,
// each with his pegged board) is refused (exit 2) with what the game can
// join and where the docs say what to do, not with the list of sighted
// board names alone; in de, en and cs.
func TestSightedTactileBoardSaysTwoVIPlayersCannotBeSeated(t *testing.T) {
	for _, spec := range []string{"tactile:/dev/ttyACM1", "Tactile:COM4"} {
		_, _, err := boardModes(PlayOptions{Tactile: "/dev/ttyACM0", Sighted: spec})
		var ee *ExitError
		if !errors.As(err, &ee) || ee.Code != 2 {
			t.Fatalf("%s: %v, want a usage error", spec, err)
		}
		for _, w := range []struct {
			l    catalog.Lang
			want string
		}{
			{catalog.German, `--sighted "` + spec + `": eine Partie schließt ein Steckbrett an, das des sehbehinderten Spielers, angegeben mit --tactile; --sighted nimmt das Brett des sehenden Spielers. Bei zwei sehbehinderten Spielern wird nur ein Steckbrett angeschlossen: was dann zu tun ist, steht in docs/play.md, "Two visually impaired players"`},
			{catalog.English, `--sighted "` + spec + `": a game joins one tactile board, the visually impaired player's, given with --tactile; --sighted takes the sighted player's board. With two visually impaired players only one tactile board is joined: docs/play.md, "Two visually impaired players", says what to do`},
			{catalog.Czech, `--sighted "` + spec + `": partie připojí jednu hmatovou šachovnici, šachovnici zrakově postiženého hráče, zadanou pomocí --tactile; --sighted bere šachovnici vidícího hráče. Hrají-li dva zrakově postižení hráči, připojí se jen jedna hmatová šachovnice: co dělat, říká docs/play.md, "Two visually impaired players"`},
		} {
			if got := ee.SayIn(catalog.For(w.l)); got != w.want {
				t.Errorf("%s (%v):\n got %q\nwant %q", spec, w.l, got, w.want)
			}
		}
	}
	// A sighted board's name is still taken, and a name that is none
	// still gets the list of names.
	if _, _, err := boardModes(PlayOptions{Sighted: "dgt:/dev/ttyUSB0"}); err != nil {
		t.Errorf("dgt: %v", err)
	}
	_, _, err := boardModes(PlayOptions{Sighted: "abc:/dev/ttyUSB0"})
	if err == nil || err.Error() != `--sighted "abc:/dev/ttyUSB0": write NAME:PATH with NAME one of dgt, millennium, certabo, chessnut (e.g. dgt:/dev/ttyUSB0 or millennium:/dev/ttyUSB0), or virtual` {
		t.Errorf("abc: %v", err)
	}
}
