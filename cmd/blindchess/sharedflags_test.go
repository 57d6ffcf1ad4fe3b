package main

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestSharedFlagsRefusedInOneWording: a bad value of an option that play
// and clock share is refused by both in the same words, naming the
// option, in the language of the locale, with exit code 2 (the voices
// differ only in play's "none", and play says it created nothing).
func TestSharedFlagsRefusedInOneWording(t *testing.T) {
	tests := []struct {
		args       []string
		de, en, cs string
	}{
		{[]string{"--time", "x"},
			`--time "x": erwartet: die Minuten der Periode bei "x" (Zeichen 1); zum Beispiel --time 90+30 oder --time 40/90+30,30+30 (docs/time-controls.md)`,
			`--time "x": expected the minutes of the period at "x" (character 1); for example --time 90+30 or --time 40/90+30,30+30 (docs/time-controls.md)`,
			`--time "x": očekáváno: minuty periody u "x" (znak 1); například --time 90+30 nebo --time 40/90+30,30+30 (docs/time-controls.md)`},
		{[]string{"--announce", "zz"},
			`--announce "zz": erwartet: eine Zeit wie 10m oder 30s bei "zz" (Zeichen 1)`,
			`--announce "zz": expected a time such as 10m or 30s at "zz" (character 1)`,
			`--announce "zz": očekáváno: čas jako 10m nebo 30s u "zz" (znak 1)`},
		{[]string{"--me", "purple"},
			`--me "purple": weiß oder schwarz angeben`,
			`--me "purple": give white or black`,
			`--me "purple": zadejte bílý nebo černý`},
		{[]string{"--lang", "xx"},
			`--lang "xx": de, en oder cs angeben`,
			`--lang "xx": give de, en or cs`,
			`--lang "xx": zadejte de, en nebo cs`},
		{[]string{"--voice", "zz"},
			`--voice "zz": diese Stimme gibt es nicht; eine von auto, clips, speechd, espeak, say, sapi, text, none angeben`,
			`--voice "zz": there is no such voice; give one of auto, clips, speechd, espeak, say, sapi, text, none`,
			`--voice "zz": takový hlas neexistuje; zadejte jeden z auto, clips, speechd, espeak, say, sapi, text, none`},
		{[]string{"--braille-code", "zz"},
			`--braille-code "zz": uk, de, cs oder iccf angeben`,
			`--braille-code "zz": give uk, de, cs or iccf`,
			`--braille-code "zz": zadejte uk, de, cs nebo iccf`},
	}
	for _, l := range catalog.Langs() {
		t.Setenv("LC_ALL", localeOf[l])
		for _, tc := range tests {
			line := map[catalog.Lang]string{catalog.German: tc.de, catalog.English: tc.en, catalog.Czech: tc.cs}[l]
			for _, cmd := range []string{"play", "clock"} {
				want := "blindchess: " + line + "\n"
				if tc.args[0] == "--voice" {
					// play refuses before it creates its files, and
					// says so; the clock is silent with --voice text.
					nothing := map[catalog.Lang]string{catalog.German: ". Es wurde nichts angelegt.", catalog.English: ". Nothing was created.", catalog.Czech: ". Nic nebylo vytvořeno."}[l]
					want = "blindchess: " + line + nothing + "\n"
					if cmd == "clock" {
						want = "blindchess: " + strings.Replace(line, ", none", "", 1) + "\n"
					}
				}
				code, out, errOut := runCLIAsIs("", append([]string{cmd}, tc.args...)...)
				if code != 2 || out != "" || errOut != want {
					t.Errorf("%s: %s %v: exit %d, stdout %q, stderr\n%q\nwant 2 and\n%q", l, cmd, tc.args, code, out, errOut, want)
				}
			}
		}
	}
	// The other commands with --lang, --style or --voice say it alike.
	t.Setenv("LC_ALL", localeOf[catalog.English])
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"position", "--lang", "xx"}, `--lang "xx": give de, en or cs`},
		{[]string{"say", "--lang", "xx", "e4"}, `--lang "xx": give de, en or cs`},
		{[]string{"man", "--lang", "xx"}, `--lang "xx": give de, en or cs`},
		{[]string{"play", "--style", "zz"}, `--style "zz": give one of annexd, annexd-en, nato, cs`},
		{[]string{"say", "--style", "zz", "e4"}, `--style "zz": give one of annexd, annexd-en, nato, cs`},
		{[]string{"say", "--voice", "zz", "e4"}, `--voice "zz": there is no such voice; give one of auto, clips, speechd, espeak, say, sapi, text`},
	} {
		code, _, errOut := runCLIAsIs("", tc.args...)
		if want := "blindchess: " + tc.want + "\n"; code != 2 || errOut != want {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", tc.args, code, errOut, want)
		}
	}
}
