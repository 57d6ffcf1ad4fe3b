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
// German), a cursor, editing or function key by its name ("Up arrow",
// "Pfeil nach oben", "F1"), another escape sequence as Esc and the text
// of its bytes ("Esc [9~"), and any other byte by its hexadecimal value
// ("0xFF", "U+007F").
func KeyNames(c catalog.Catalog, line string) string {
	ctrl := c.Say("table.key-ctrl")
	var names []string
	for i := 0; i < len(line); {
		b := line[i]
		switch {
		case b == 0x1b:
			n := escapeLen(line[i:])
			names = append(names, escapeName(c, line[i:i+n]))
			i += n
			continue
		case b == ' ' || b == '\t':
		case b == 0:
			names = append(names, ctrl+"+@")
		case b < 0x20:
			names = append(names, ctrl+"+"+string(rune('A'+b-1)))
		default:
			r, size := utf8.DecodeRuneInString(line[i:])
			if r == utf8.RuneError && size <= 1 {
				names = append(names, fmt.Sprintf("0x%02X", b))
			} else {
				names = append(names, fmt.Sprintf("U+%04X", r))
			}
			i += size
			continue
		}
		i++
	}
	return ClipTo(strings.Join(names, ", "), keyNamesRunes)
}

// keyNamesRunes is the most KeyNames writes: three keys' names ("Pfeil
// nach links, Pfeil nach rechts, Esc") fit, a line of many stray keys is
// clipped.
const keyNamesRunes = 3 * ClipRunes

// keySequences are the escape sequences terminals send for the cursor,
// editing and function keys (xterm and the Linux console, normal and
// application cursor mode), with the catalog key of their name, or the
// name itself for the function keys, which read alike in every language.
var keySequences = map[string]string{
	"\x1b[A": "table.key-up", "\x1bOA": "table.key-up",
	"\x1b[B": "table.key-down", "\x1bOB": "table.key-down",
	"\x1b[C": "table.key-right", "\x1bOC": "table.key-right",
	"\x1b[D": "table.key-left", "\x1bOD": "table.key-left",
	"\x1b[H": "table.key-home", "\x1bOH": "table.key-home", "\x1b[1~": "table.key-home",
	"\x1b[F": "table.key-end", "\x1bOF": "table.key-end", "\x1b[4~": "table.key-end",
	"\x1b[2~": "table.key-insert",
	"\x1b[3~": "table.key-delete",
	"\x1b[5~": "table.key-page-up",
	"\x1b[6~": "table.key-page-down",
	"\x1bOP":  "F1", "\x1bOQ": "F2", "\x1bOR": "F3", "\x1bOS": "F4",
	"\x1b[15~": "F5", "\x1b[17~": "F6", "\x1b[18~": "F7", "\x1b[19~": "F8",
	"\x1b[20~": "F9", "\x1b[21~": "F10", "\x1b[23~": "F11", "\x1b[24~": "F12",
}

// escapeName names the escape sequence seq (Esc and what escapeLen counts
// with it) in c's language: a known key by its name, Esc alone as "Esc",
// any other as Esc and the text of its bytes ("Esc [9~").
func escapeName(c catalog.Catalog, seq string) string {
	if k, ok := keySequences[seq]; ok {
		if strings.HasPrefix(k, "table.") {
			return c.Say(k)
		}
		return k
	}
	name := "Esc"
	if rest := cleanLine(seq[1:]); rest != "" {
		name += " " + rest
	}
	return name
}
