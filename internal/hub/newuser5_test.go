package hub

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestAttentionSaysTheReasonOfAResultInTheHubsLanguage: the line that
// tells the arbiter a game is over names its reason in the hub's
// language ("konec partie, 1-0, mat"), not in the English that JSON and
// PGN keep ("checkmate"), whatever language the table plays in.
func TestAttentionSaysTheReasonOfAResultInTheHubsLanguage(t *testing.T) {
	tests := []struct {
		lang catalog.Lang
		want string
	}{
		{catalog.English, "Board 4: game over, 1-0, checkmate."},
		{catalog.German, "Brett 4: Partie beendet, 1-0, Matt."},
		{catalog.Czech, "Šachovnice 4: konec partie, 1-0, mat."},
	}
	for _, tc := range tests {
		t.Run(tc.lang.Code(), func(t *testing.T) {
			dir := t.TempDir()
			_, srv := startHubIn(t, dir, tc.lang)
			flush(t, srv.URL, 4, newJournal(t, dir, "Anna", "Bert", "e4", "press", "e5", "press", "Qh5", "press", "Nc6", "press",
				"Bc4", "press", "Nf6", "press", "Qxf7"))
			_, stream := get(t, srv.URL+"/attention.txt")
			if _, got, _ := strings.Cut(strings.TrimSpace(stream), "\t"); got != tc.want {
				t.Errorf("attention %q, want %q", stream, tc.want)
			}
		})
	}
}
