package table

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/catalog"
)

// msgStrayKeys is the answer to a typed line of only control bytes.
const msgStrayKeys msgID = "table.stray-keys"

// strayKeys answers a line typed at the keyboard that holds only control
// bytes (a stray key: Esc, Ctrl+A, an arrow key's bytes where no line
// editor reads them): it is not understood and changes nothing, so that
// one stray key never presses the clock as an empty line does. A game
// set up before stray keys were refused (Setup.StrayKeysRefused false, a
// journal of an older version) reads such a line as the empty line it
// was then, so that the journal replays as it was played.
func (t *Table) strayKeys(in Input) ([]Output, bool) {
	if in.Source != SourceKeyboard || !t.cfg.setup.StrayKeysRefused || !IsStrayKeys(in.Text) {
		return nil, false
	}
	return []Output{t.errorOut(t.now, msgStrayKeys, KeyNames(catalogOf(t.text), in.Text))}, true
}

// IsStrayKeys reports whether line holds something, but nothing that
// cleanLine keeps: only control bytes, escape sequences and bytes that
// are not UTF-8. Spaces and tabs alone are an empty line.
func IsStrayKeys(line string) bool {
	return strings.TrimSpace(line) != "" && cleanLine(line) == ""
}

// KeyNames writes the keys of a line of control bytes as a screen reader
// reads them well, in the language of c: "Esc", "Ctrl+A" (Strg+A in
// German), an escape sequence as Esc and the text of its bytes ("Esc
// [A", an arrow key), and any other byte by its hexadecimal value
// ("0xFF", "U+007F").
func KeyNames(c catalog.Catalog, line string) string {
	ctrl := c.Say("table.key-ctrl")
	var names []string
	for i := 0; i < len(line); {
		c := line[i]
		switch {
		case c == 0x1b:
			n := escapeLen(line[i:])
			name := "Esc"
			if rest := cleanLine(line[i+1 : i+n]); rest != "" {
				name += " " + rest
			}
			names = append(names, name)
			i += n
			continue
		case c == ' ' || c == '\t':
		case c == 0:
			names = append(names, ctrl+"+@")
		case c < 0x20:
			names = append(names, ctrl+"+"+string(rune('A'+c-1)))
		default:
			r, size := utf8.DecodeRuneInString(line[i:])
			if r == utf8.RuneError && size <= 1 {
				names = append(names, fmt.Sprintf("0x%02X", c))
			} else {
				names = append(names, fmt.Sprintf("U+%04X", r))
			}
			i += size
			continue
		}
		i++
	}
	return ClipTo(strings.Join(names, ", "), ClipRunes)
}
