package hub

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/table"
)

// TestArbiterPageNamesTheVIPlayer: each board's line on the arbiter's page
// says which player is visually impaired (the side of the table's --me),
// by name, or by colour when the game has no names, in the hub's
// language; the board's PGN has the VisuallyImpaired tag.
func TestArbiterPageNamesTheVIPlayer(t *testing.T) {
	tests := []struct {
		lang          catalog.Lang
		named, colour string
	}{
		{catalog.English, "<h3>Board 1: Anna against Bert; visually impaired: Bert</h3>", "<h3>Board 2: White against Black; visually impaired: White</h3>"},
		{catalog.German, "<h3>Brett 1: Anna gegen Bert; sehbehindert: Bert</h3>", "<h3>Brett 2: Weiß gegen Schwarz; sehbehindert: Weiß</h3>"},
		{catalog.Czech, "<h3>Šachovnice 1: Anna proti Bert; se zrakovým postižením: Bert</h3>", "<h3>Šachovnice 2: bílý proti černému; se zrakovým postižením: bílý</h3>"},
	}
	for _, tc := range tests {
		t.Run(tc.lang.Code(), func(t *testing.T) {
			dir := t.TempDir()
			_, srv := startHubIn(t, dir, tc.lang)
			s := table.DefaultSetup()
			s.White, s.Black, s.Time, s.Me = "Anna", "Bert", "3+2", "black"
			created := time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)
			flush(t, srv.URL, 1, writeJournal(t, filepath.Join(dir, "named.journal"), s, created, "e4", "press"))
			s = table.DefaultSetup()
			s.Time = "3+2"
			flush(t, srv.URL, 2, writeJournal(t, filepath.Join(dir, "unnamed.journal"), s, created, "e4", "press"))
			_, page := get(t, srv.URL+"/")
			for _, want := range []string{tc.named, tc.colour} {
				if !strings.Contains(page, want) {
					t.Errorf("page: no %q in:\n%s", want, page)
				}
			}
			if _, pgn := get(t, srv.URL+"/board/1.pgn"); !strings.Contains(pgn, "[VisuallyImpaired \"Black\"]\n") {
				t.Errorf("board 1's PGN:\n%s", pgn)
			}
		})
	}
}
