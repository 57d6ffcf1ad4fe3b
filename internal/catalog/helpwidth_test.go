package catalog

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// maxHelpLine is the widest line a command's long help may have: the
// help is wrapped near 76 columns; a line of 100 characters or more is
// a paragraph left unwrapped (newuser3 found four in the English help),
// which a terminal breaks mid-word and a braille display shows as one
// endless line.
const maxHelpLine = 100

// TestLongHelpIsWrapped: every line of every command's long help, in
// every language, is under maxHelpLine characters.
func TestLongHelpIsWrapped(t *testing.T) {
	for lang, table := range tables {
		for key, text := range table {
			if !strings.HasPrefix(key, "help.") || !strings.HasSuffix(key, ".long") {
				continue
			}
			for i, line := range strings.Split(text, "\n") {
				if n := utf8.RuneCountInString(line); n >= maxHelpLine {
					t.Errorf("%s %s line %d has %d characters: %.60s…", Lang(lang), key, i+1, n, line)
				}
			}
		}
	}
}
