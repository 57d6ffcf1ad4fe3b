package table

import (
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// sideIn names a side inside a sentence, after its first word or after a
// colon, in the language of the sentences: Czech writes the side lower
// case there ("Na tahu bílý", "Reklamace: černý"), German and English
// keep the capital they always have (Weiß, White). A side that starts a
// sentence is t.text.Word(phonetic.Color(c)), capitalised.
func (t *Table) sideIn(c rules.Color) string {
	w := t.text.Word(phonetic.Color(c))
	if t.text.Lang() == phonetic.Czech {
		return strings.ToLower(w)
	}
	return w
}
