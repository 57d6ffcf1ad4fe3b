package catalog

import (
	"strconv"
	"strings"
)

// Decimal is a number said with Places decimals and the language's
// decimal mark: a point in English, a comma in German and Czech ("3,7
// Sekunden"). A sentence takes it as %s.
type Decimal struct {
	Value  float64
	Places int
}

// SayIn writes d in c's language.
func (d Decimal) SayIn(c Catalog) string {
	text := strconv.FormatFloat(d.Value, 'f', max(d.Places, 0), 64)
	if c.Lang() != English {
		text = strings.Replace(text, ".", ",", 1)
	}
	return text
}

// String writes d in English.
func (d Decimal) String() string { return d.SayIn(For(English)) }

// Counted is a number with its noun in the language's plural form, the
// plural sentence Key (key#one, key#other …) filled with N: "1 half-move",
// "3 half-moves", "5 půltahů". A sentence takes it as %s.
type Counted struct {
	Key string
	N   int
}

// SayIn says the number and its noun in c's language.
func (x Counted) SayIn(c Catalog) string { return c.Count(x.Key, x.N) }
