package main

import (
	"strings"
	"testing"
)

// usageLine returns the line after the usage heading of the help of
// args, in lang.
func usageLine(t *testing.T, lang string, args ...string) string {
	t.Helper()
	code, out, errOut := runCLIAsIs("", append(args, "--help", "--lang", lang)...)
	if code != 0 {
		t.Fatalf("%v --help: exit %d: %s", args, code, errOut)
	}
	heading := map[string]string{"en": "Usage:", "de": "Aufruf:", "cs": "Použití:"}[lang]
	lines := strings.Split(out, "\n")
	for i, l := range lines {
		if l == heading && i+1 < len(lines) {
			return strings.TrimSpace(lines[i+1])
		}
	}
	t.Fatalf("%v --help --lang %s: no %q in\n%s", args, lang, heading, out)
	return ""
}

// TestUsageLinesSayFlags: the usage line of every command with options
// ends with the language's "[flags]", so that options it does not name
// are still announced; play's and clock's name the braille display, and
// play's the automatic announcements and the hub, in de, en and cs.
func TestUsageLinesSayFlags(t *testing.T) {
	flags := map[string]string{"en": " [flags]", "de": " [Optionen]", "cs": " [volby]"}
	for _, lang := range []string{"en", "de", "cs"} {
		for _, c := range []string{"play", "clock", "check", "position", "say", "perft", "ports", "braille", "hub", "listen", "microphones", "simulate", "speakers", "version"} {
			if u := usageLine(t, lang, c); !strings.HasSuffix(u, flags[lang]) {
				t.Errorf("%s --lang %s: usage %q does not end with %q", c, lang, u, flags[lang])
			}
		}
	}
	for _, tc := range []struct{ lang, cmd, suffix string }{
		{"en", "play", "[--microphone NAME] [--announce LIST] [--braille] [--hub URL --board N --hub-token-file FILE] [flags]"},
		{"de", "play", "[--microphone NAME] [--announce LISTE] [--braille] [--hub URL --board N --hub-token-file DATEI] [Optionen]"},
		{"cs", "play", "[--microphone NÁZEV] [--announce SEZNAM] [--braille] [--hub URL --board N --hub-token-file SOUBOR] [volby]"},
		{"en", "clock", "[--voice-input [--microphone NAME]] [--braille] [flags]"},
		{"de", "clock", "[--voice-input [--microphone NAME]] [--braille] [Optionen]"},
		{"cs", "clock", "[--voice-input [--microphone NÁZEV]] [--braille] [volby]"},
	} {
		if u := usageLine(t, tc.lang, tc.cmd); !strings.HasSuffix(u, tc.suffix) {
			t.Errorf("%s --lang %s: usage\n%q\ndoes not end with\n%q", tc.cmd, tc.lang, u, tc.suffix)
		}
	}
}

// TestUsageLinesNameOnlyTheirFlags: every --flag a usage line names is a
// flag of that command, in de, en and cs; check's line named play's
// --rate, which check refuses as an unknown flag.
func TestUsageLinesNameOnlyTheirFlags(t *testing.T) {
	root := newRootCmd()
	for _, lang := range []string{"en", "de", "cs"} {
		for _, c := range []string{"play", "clock", "check", "position", "say", "perft", "ports", "braille", "hub", "listen", "microphones", "simulate", "speakers", "version"} {
			cmd, _, err := root.Find([]string{c})
			if err != nil {
				t.Fatal(err)
			}
			cmd.InitDefaultHelpFlag()
			for _, m := range docFlag.FindAllStringSubmatch(strings.ReplaceAll("`"+strings.ReplaceAll(usageLine(t, lang, c), " ", " `"), "[", ""), -1) {
				if cmd.Flags().Lookup(m[1]) == nil && cmd.InheritedFlags().Lookup(m[1]) == nil {
					t.Errorf("%s --lang %s: the usage line names --%s, which %s does not take", c, lang, m[1], c)
				}
			}
		}
	}
}
