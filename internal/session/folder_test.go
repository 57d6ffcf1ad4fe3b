package session

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestGameFolderNameWithoutNames: a game's folder is named by the date
// and time and the players; a player without a name (or with one no file
// name can keep) is his side's word in the game's language, and a game
// without names is named by the date and time alone, never
// "unknown-unknown". A Latin letter with a diacritic that German and Czech
// do not have is written without it (Åsa as Asa, not "sa").
func TestGameFolderNameWithoutNames(t *testing.T) {
	at := time.Date(2026, 11, 26, 15, 4, 5, 0, time.UTC)
	for _, tc := range []struct {
		name         string
		lang         catalog.Lang
		white, black string
		virtual      bool
		want         string
	}{
		{"both names", catalog.English, "Anna", "Bert", false, "2026-11-26_15-04-05_Anna-Bert"},
		{"no names", catalog.German, "", "", false, "2026-11-26_15-04-05"},
		{"no names, virtual time", catalog.Czech, "", "", true, "2026-11-26_15-04-05_virtual"},
		{"names of spaces", catalog.English, "  ", "\t", false, "2026-11-26_15-04-05"},
		{"no black, German", catalog.German, "Anna", "", false, "2026-11-26_15-04-05_Anna-Schwarz"},
		{"no white, German", catalog.German, "", "Bert", false, "2026-11-26_15-04-05_Weiss-Bert"},
		{"no white, English", catalog.English, "", "Bert", false, "2026-11-26_15-04-05_White-Bert"},
		{"no black, Czech", catalog.Czech, "Jana Nováková", "", false, "2026-11-26_15-04-05_Jana_Novakova-Cerny"},
		{"no white, Czech", catalog.Czech, "", "Petr", true, "2026-11-26_15-04-05_virtual_Bily-Petr"},
		{"a name no file name keeps", catalog.English, "Иван", "?", false, "2026-11-26_15-04-05"},
		{"a name of punctuation", catalog.German, "Anna", "...", false, "2026-11-26_15-04-05_Anna-Schwarz"},
		{"typed in a Latin-1 terminal", catalog.German, "J\xf6rg M\xfcller", "\xc5sa", false, "2026-11-26_15-04-05_Joerg_Mueller-Asa"},
		{"Spanish, Swedish", catalog.English, "Muñoz", "Åsa Öberg", false, "2026-11-26_15-04-05_Munoz-Asa_Oeberg"},
		{"Dutch, Polish, Danish", catalog.German, "Zoë Weiß", "Łukasz Ærø", false, "2026-11-26_15-04-05_Zoe_Weiss-Lukasz_AEro"},
		{"Hungarian, Romanian", catalog.Czech, "Erdős Gyula", "Ştefan Ţane", false, "2026-11-26_15-04-05_Erdos_Gyula-Stefan_Tane"},
		{"a long name", catalog.English, "Anna Maria Magdalena von und zu Hohenstein-Waldburg", "B", false, "2026-11-26_15-04-05_Anna_Maria_Magdalena_von_und_zu_Hohenste-B"},
	} {
		if got := gameFolderName(at, tc.white, tc.black, tc.virtual, catalog.For(tc.lang)); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}
