package main

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/blindchess/blindchess/internal/catalog"
)

// flagCase is a row of the tables of the options' help: in language
// lang, what --help says of flag of command path.
type flagCase struct {
	lang       catalog.Lang
	path, flag string
	want       string
}

// helpFlag returns command path (e.g. "play") of the help tree in
// language l and its own flag name, failing the test when either is
// missing.
func helpFlag(t *testing.T, l catalog.Lang, path, name string) (*cobra.Command, *pflag.Flag) {
	t.Helper()
	root := helpTree(l)
	cmd, _, err := root.Find(strings.Fields(path))
	if err != nil || cmd == root {
		t.Fatalf("no command %q: %v", path, err)
	}
	f := cmd.LocalFlags().Lookup(name)
	if f == nil {
		t.Fatalf("%s has no --%s", path, name)
	}
	return cmd, f
}

// flagLine returns the help of flag name of command path (e.g. "play")
// as --help lays it out, without the flag's column, in language l.
func flagLine(t *testing.T, l catalog.Lang, path, name string) string {
	t.Helper()
	cmd, f := helpFlag(t, l, path, name)
	head := "--" + name
	if v, _ := flagVar(f, catalog.For(l), cmd.Use); v != "" {
		head += " " + v
	}
	for _, line := range strings.Split(flagUsages(cmd.LocalFlags(), catalog.For(l), cmd.Use), "\n") {
		if _, usage, ok := strings.Cut(line, head+" "); ok && strings.HasPrefix(strings.TrimSpace(line), head+" ") {
			return strings.TrimSpace(usage)
		}
	}
	t.Fatalf("%s --help has no line for %s", path, head)
	return ""
}

// TestHelpShowsNoDefaultThatMeansNotGiven: --chess960's default -1 only
// marks the flag as not given; --help says no "(default -1)" for it, in
// any command or language, and still shows a real default.
func TestHelpShowsNoDefaultThatMeansNotGiven(t *testing.T) {
	for _, tc := range []flagCase{
		{catalog.English, "play", "chess960", "start from Chess960 position N (0-959)"},
		{catalog.German, "play", "chess960", "von der Chess960-Stellung N ausgehen (0-959)"},
		{catalog.Czech, "play", "chess960", "začít od pozice Chess960 číslo N (0-959)"},
		{catalog.English, "perft", "chess960", "start from Chess960 position N (0-959; 518 is the standard array)"},
		{catalog.English, "position", "chess960", "start from Chess960 position N (0-959; 518 is the standard array)"},
		{catalog.English, "braille", "game", "the game's number in the file (default 1)"},
		{catalog.Czech, "say", "rate", "rychlost řeči: 1 normální, 0.5 pomalu až 3 rychle (výchozí 1)"},
	} {
		if got := flagLine(t, tc.lang, tc.path, tc.flag); got != tc.want {
			t.Errorf("%s %s --%s:\n got %q\nwant %q", tc.lang, tc.path, tc.flag, got, tc.want)
		}
	}
	for _, l := range catalog.Langs() {
		neg := strings.TrimSuffix(catalog.For(l).Say("help.default", "-"), ")")
		eachCommand(helpTree(l), func(c *cobra.Command) {
			if u := flagUsages(c.LocalFlags(), catalog.For(l), c.Use); strings.Contains(u, neg) {
				t.Errorf("%s %s --help shows a negative default (%q):\n%s", l, c.CommandPath(), neg, u)
			}
		})
	}
}

// TestEveryCommandsHelpTakesLang: every command, groups such as board, pgn
// and recording and cobra's completion too, takes --lang and shows its
// help in that language, instead of refusing "unknown option --lang".
func TestEveryCommandsHelpTakesLang(t *testing.T) {
	var paths [][]string
	eachCommand(helpTree(catalog.English), func(c *cobra.Command) {
		if c.HasParent() && !c.Hidden {
			paths = append(paths, strings.Fields(c.CommandPath())[1:])
		}
	})
	if len(paths) < 30 {
		t.Fatalf("walked %d commands; the tree has more than 30", len(paths))
	}
	for _, l := range []catalog.Lang{catalog.German, catalog.Czech} {
		for _, p := range paths {
			code, out, errOut := runCLIAsIs("", append(append([]string{}, p...), "--help", "--lang", l.Code())...)
			want := catalog.For(l).Say("help.flag.help", p[len(p)-1])
			if code != 0 || !strings.Contains(out, want) {
				t.Errorf("%v --help --lang %s: exit %d, stderr %q; want 0 and %q in the help", p, l, code, errOut, want)
			}
		}
	}
}
