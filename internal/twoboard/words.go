package twoboard

import "github.com/blindchess/blindchess/internal/phonetic"

// verifyingWords are the sentences of a Verifying fact, by board and by
// language (German, English, Czech).
var verifyingWords = [numBoards][3]string{
	Tactile: {
		"Das Steckbrett wird geprüft: ein Teil seiner Meldungen ging verloren, seine ganze Stellung wird neu gelesen; bis dahin wird kein Zug von ihm übernommen.",
		"Checking the tactile board: some of what it sent was lost, so its whole position is read again; no move is taken from it until then.",
		"Kontroluje se hmatová šachovnice: část jejích hlášení se ztratila, celá pozice se čte znovu; do té doby se z ní nepřebírá žádný tah.",
	},
	Sighted: {
		"Das Brett des Sehenden wird geprüft: ein Teil seiner Meldungen ging verloren, seine ganze Stellung wird neu gelesen; bis dahin wird kein Zug von ihm übernommen.",
		"Checking the sighted board: some of what it sent was lost, so its whole position is read again; no move is taken from it until then.",
		"Kontroluje se šachovnice vidícího: část jejích hlášení se ztratila, celá pozice se čte znovu; do té doby se z ní nepřebírá žádný tah.",
	},
}

// VerifyingText returns what a Verifying fact on board b says, in the
// language of style s.
func VerifyingText(b Board, s phonetic.Style) string {
	if int(b) >= len(verifyingWords) {
		b = Sighted
	}
	return verifyingWords[b][langIndex(s.Lang())]
}

// langIndex is the index of language l in the [3]string tables.
func langIndex(l phonetic.Lang) int {
	switch l {
	case phonetic.English:
		return 1
	case phonetic.Czech:
		return 2
	}
	return 0
}
