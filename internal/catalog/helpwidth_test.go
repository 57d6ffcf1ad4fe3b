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

// shownAsUsage reports whether the sentence of key is help or usage a
// person reads: every command's help (help.*), the table's command
// arguments that play's help shows (table.args-*), and the software
// board's command list and usage lines (emulator.help, emulator.usage*).
func shownAsUsage(key string) bool {
	return strings.HasPrefix(key, "help.") || strings.HasPrefix(key, "table.args-") ||
		key == "emulator.help" || strings.HasPrefix(key, "emulator.usage")
}

// TestHelpHasNoVerticalBar: no help or usage text, in any language,
// holds a "|", which a screen reader reads as "vertical bar" at every
// choice ("zeit|geben|strafe|…"); choices are words joined by commas
// and "or" ("oder", "nebo"), or a placeholder (--me SIDE) whose option
// line lists them. Only a shell command to type as it stands (an indented
// line starting "blindchess ", such as "blindchess man | man -l -") may
// hold the shell's pipe.
func TestHelpHasNoVerticalBar(t *testing.T) {
	n := 0
	for lang, table := range tables {
		for key, text := range table {
			if !shownAsUsage(key) {
				continue
			}
			n++
			for i, line := range strings.Split(text, "\n") {
				if strings.HasPrefix(strings.TrimLeft(line, " \t"), "blindchess ") && line != strings.TrimLeft(line, " \t") {
					continue
				}
				if strings.Contains(line, "|") {
					t.Errorf("%s %s line %d has a \"|\": %.80s", Lang(lang), key, i+1, line)
				}
			}
		}
	}
	if n < 3*100 {
		t.Errorf("only %d help and usage texts checked: the keys were renamed?", n)
	}
}
