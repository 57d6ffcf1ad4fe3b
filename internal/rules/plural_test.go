package rules

import (
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestFENKingsCountedInTheLanguage: too many kings are counted in the
// language's plural form (Czech 3 bílí králové, 5 bílých králů).
func TestFENKingsCountedInTheLanguage(t *testing.T) {
	three := "4k3/8/8/8/8/8/8/2KK1K2 w - - 0 1"
	five := "4k3/8/8/8/8/8/8/KK1K1K1K w - - 0 1"
	blackThree := "kk1k4/8/8/8/8/8/8/4K3 w - - 0 1"
	for _, tc := range []struct {
		fen  string
		lang catalog.Lang
		want string
	}{
		{three, catalog.Czech, `neplatný FEN "` + three + `": rozestavení: 3 bílí králové`},
		{five, catalog.Czech, `neplatný FEN "` + five + `": rozestavení: 5 bílých králů`},
		{blackThree, catalog.Czech, `neplatný FEN "` + blackThree + `": rozestavení: 3 černí králové`},
		{three, catalog.German, `ungültige FEN "` + three + `": Aufstellung: 3 weiße Könige`},
		{three, catalog.English, `invalid FEN "` + three + `": placement: 3 white kings`},
	} {
		_, err := ParseFEN(tc.fen)
		if err == nil {
			t.Fatalf("%s: accepted", tc.fen)
		}
		if got := catalog.For(tc.lang).Error(err); got != tc.want {
			t.Errorf("%s in %v:\n got %q\nwant %q", tc.fen, tc.lang, got, tc.want)
		}
	}
}
