package table

import (
	"slices"
	"testing"

	"github.com/blindchess/blindchess/internal/speech"
)

// TestRepeatAfterBoardSaysEveryLineOfIt: "repeat" after "board" says the
// whole answer again, each line as it was said: a board set up for
// another game its summary first, then every square and step; "board"
// alone every board's state; in de, en and cs. After any other answer it
// still says that one line.
func TestRepeatAfterBoardSaysEveryLineOfIt(t *testing.T) {
	for _, tc := range []struct {
		style, repeat, summary, inStep, tactileInStep string
	}{
		{"annexd", "wiederholen", "Brett des Sehenden: 30 Felder weichen ab; die Grundstellung aufstellen.",
			"Das Brett des Sehenden stimmt mit der Partie überein.", "Das Steckbrett stimmt mit der Partie überein."},
		{"annexd-en", "repeat", "Sighted board: 30 squares differ; set up the starting position.",
			"The sighted board shows the game's position.", "The tactile board shows the game's position."},
		{"cs", "opakovat", "Šachovnice vidícího: 30 polí se liší; postavte základní postavení.",
			"Šachovnice vidícího ukazuje pozici partie.", "Hmatová šachovnice ukazuje pozici partie."},
	} {
		t.Run(tc.style, func(t *testing.T) {
			tb := boardTable(t, func(s *Setup) { s.Style = tc.style })
			typed(tb, "board sighted snapshot 4k3/8/8/8/8/8/8/4K3")
			said := texts(typed(tb, "board sighted"))
			if len(said) != 2 || said[0] != tc.summary {
				t.Fatalf("board sighted said %q, want the summary %q, then every square", said, tc.summary)
			}
			out := typed(tb, tc.repeat)
			if got := texts(out); !slices.Equal(got, said) {
				t.Errorf("repeat said\n %q\nwant\n %q", got, said)
			}
			for _, o := range out {
				if o.Say.Audience != Player || o.Say.Priority != speech.OnRequest {
					t.Errorf("repeat: %q to %v at %v, want to the player on request", o.Say.Text, o.Say.Audience, o.Say.Priority)
				}
			}
			// Both boards in step: "board" says each; repeat both.
			typed(tb, "board sighted snapshot rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
			both := []string{tc.tactileInStep, tc.inStep}
			if got := texts(typed(tb, "board")); !slices.Equal(got, both) {
				t.Fatalf("board said %q, want %q", got, both)
			}
			if got := texts(typed(tb, tc.repeat)); !slices.Equal(got, both) {
				t.Errorf("repeat after board said %q, want %q", got, both)
			}
			// A one-line answer is repeated as one line.
			one := texts(typed(tb, "board tactile"))
			if got := texts(typed(tb, tc.repeat)); len(one) != 1 || !slices.Equal(got, one) {
				t.Errorf("repeat after board tactile said %q, want %q", got, one)
			}
		})
	}
}
