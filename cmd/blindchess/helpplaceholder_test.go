package main

import (
	"regexp"
	"strings"
	"testing"
)

// TestHelpPlaceholdersMatchUsage: in each language, a flag's placeholder
// in the list of flags is the one its usage line gives (--voice-key TASTE
// in both, not TASTE above and KEY below), so that a screen reader's user
// hears one name for one thing. A placeholder that names its parts is
// the same whole in both (--sighted NAME:PATH, and check's dgt:PATH):
// before, the list said only PATH (CESTA, PFAD), and the test let a usage
// placeholder that merely ended with the list's pass.
func TestHelpPlaceholdersMatchUsage(t *testing.T) {
	usageFlag := regexp.MustCompile(`(--[a-z0-9-]+) ([^\s\[\]]+)`)
	listFlag := regexp.MustCompile(`^\s+(?:-\w, )?(--[a-z0-9-]+) (\S+)\s{2,}`)
	words := map[string]bool{"or": true, "oder": true, "nebo": true}
	for _, lang := range []string{"de", "en", "cs"} {
		for _, cmd := range [][]string{{"play"}, {"clock"}, {"listen"}, {"microphones"}, {"say"}, {"check"}} {
			code, out, _ := runCLI(t, "", append(cmd, "--help", "--lang", lang)...)
			if code != 0 {
				t.Fatalf("%v --help --lang %s: exit %d", cmd, lang, code)
			}
			var usage string
			list := map[string]string{}
			for _, line := range strings.Split(out, "\n") {
				if strings.HasPrefix(line, "  blindchess ") {
					usage = line
				}
				if m := listFlag.FindStringSubmatch(line); m != nil {
					list[m[1]] = m[2]
				}
			}
			for _, m := range usageFlag.FindAllStringSubmatch(usage, -1) {
				flag, want := m[1], m[2]
				got, ok := list[flag]
				if !ok || words[want] || got == want {
					continue
				}
				t.Errorf("%s %v: %s is %s in the usage line but %s in the list of flags", lang, cmd, flag, want, got)
			}
		}
	}
}
