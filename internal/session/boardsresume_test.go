package session

import (
	"errors"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/table"
)

// TestResumeBoardsRefusalNamesTheBoardInTheLanguage: a resumed game whose
// boards differ from those of the command line is refused (exit 2) with
// the board named in the session's words (Steckbrett, hmatová šachovnice;
// never the English "tactile" in a German or Czech sentence) and what to
// give; in de, en and cs.
func TestResumeBoardsRefusalNamesTheBoardInTheLanguage(t *testing.T) {
	for _, c := range []struct {
		name       string
		o          PlayOptions
		s          table.Setup
		de, en, cs string
	}{
		{"real tactile, no flag", PlayOptions{}, table.Setup{Tactile: table.BoardReal},
			"diese Partie wurde mit einem echten Steckbrett gespielt: seinen Anschluss noch einmal mit --tactile angeben (blindchess ports zeigt die Anschlüsse)",
			"this game was played with a real tactile board: give its port again with --tactile (blindchess ports lists the ports)",
			"tato partie se hrála se skutečnou hmatovou šachovnicí: zadejte znovu její port pomocí --tactile (porty vypíše blindchess ports)"},
		{"real sighted, virtual given", PlayOptions{Sighted: table.BoardVirtual}, table.Setup{Sighted: table.BoardReal},
			"diese Partie wurde mit einem echten Brett des sehenden Spielers gespielt: es noch einmal mit --sighted NAME:PFAD angeben, wie beim Start (blindchess ports zeigt die Anschlüsse)",
			"this game was played with a real board for the sighted player: give it again with --sighted NAME:PATH, as at the start (blindchess ports lists the ports)",
			"tato partie se hrála se skutečnou šachovnicí vidícího hráče: zadejte ji znovu pomocí --sighted NÁZEV:CESTA jako na začátku (porty vypíše blindchess ports)"},
		{"virtual tactile, a port given", PlayOptions{Tactile: "/dev/ttyACM0"}, table.Setup{Tactile: table.BoardVirtual},
			"--tactile /dev/ttyACM0: das Steckbrett dieser Partie ist virtuell; --tactile weglassen oder virtual angeben",
			"--tactile /dev/ttyACM0: this game's tactile board is virtual; leave --tactile out or give virtual",
			"--tactile /dev/ttyACM0: hmatová šachovnice této partie je virtuální; vynechte --tactile nebo zadejte virtual"},
		{"virtual sighted, a board given", PlayOptions{Sighted: "dgt:/dev/ttyUSB0"}, table.Setup{Sighted: table.BoardVirtual},
			"--sighted dgt:/dev/ttyUSB0: das Brett des sehenden Spielers ist in dieser Partie virtuell; --sighted weglassen oder virtual angeben",
			"--sighted dgt:/dev/ttyUSB0: this game's sighted board is virtual; leave --sighted out or give virtual",
			"--sighted dgt:/dev/ttyUSB0: šachovnice vidícího hráče je v této partii virtuální; vynechte --sighted nebo zadejte virtual"},
		{"no tactile board, one given", PlayOptions{Tactile: "virtual"}, table.Setup{},
			"--tactile virtual: diese Partie hat kein Steckbrett; einer laufenden Partie kann kein Brett hinzugefügt werden",
			"--tactile virtual: this game has no tactile board; a board cannot be added to a game in progress",
			"--tactile virtual: tato partie nemá hmatovou šachovnici; do rozehrané partie nelze šachovnici přidat"},
		{"no sighted board, one given", PlayOptions{Sighted: "dgt:/dev/ttyUSB0"}, table.Setup{},
			"--sighted dgt:/dev/ttyUSB0: diese Partie hat kein Brett des sehenden Spielers; einer laufenden Partie kann kein Brett hinzugefügt werden",
			"--sighted dgt:/dev/ttyUSB0: this game has no sighted board; a board cannot be added to a game in progress",
			"--sighted dgt:/dev/ttyUSB0: tato partie nemá šachovnici vidícího hráče; do rozehrané partie nelze šachovnici přidat"},
	} {
		err := checkPlayBoards(c.o, c.s)
		var ee *ExitError
		if !errors.As(err, &ee) || ee.Code != 2 {
			t.Errorf("%s: %v, want a usage error", c.name, err)
			continue
		}
		for _, w := range []struct {
			l    catalog.Lang
			want string
		}{{catalog.German, c.de}, {catalog.English, c.en}, {catalog.Czech, c.cs}} {
			if got := ee.SayIn(catalog.For(w.l)); got != w.want {
				t.Errorf("%s (%v):\n got %q\nwant %q", c.name, w.l, got, w.want)
			}
		}
	}
	if err := checkPlayBoards(PlayOptions{Tactile: "/dev/ttyACM0"}, table.Setup{Tactile: table.BoardReal}); err != nil {
		t.Errorf("the game's own board given again: %v", err)
	}
}
