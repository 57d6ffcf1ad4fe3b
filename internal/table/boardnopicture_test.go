package table

import "testing"

// TestBoardWithoutAPictureIsSaidBoardFirst: "board" before a real board
// has sent its first whole position says so as the other board states
// are said, the board first ("Hmatová šachovnice ještě neposlala
// obraz."), not, in Czech, the fragment "Ještě neposlala obraz: hmatová
// šachovnice." that the session's Czech word order left behind.
func TestBoardWithoutAPictureIsSaidBoardFirst(t *testing.T) {
	tests := []struct {
		style string
		want  []string
	}{
		{"annexd", []string{"Das Steckbrett hat noch kein Bild geschickt.", "Das Brett des Sehenden stimmt mit der Partie überein."}},
		{"annexd-en", []string{"The tactile board has not sent a picture yet.", "The sighted board shows the game's position."}},
		{"cs", []string{"Hmatová šachovnice ještě neposlala obraz.", "Šachovnice vidícího ukazuje pozici partie."}},
	}
	for _, tc := range tests {
		t.Run(tc.style, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Style, s.Tactile, s.Sighted = tc.style, "real", BoardVirtual }))
			equalLines(t, texts(typed(tb, "board")), tc.want)
		})
	}
}
