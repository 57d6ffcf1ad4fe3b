package main

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/drivers"
)

// TestEveryCommandTakesLang: README's "The language" promises --lang
// de|en|cs on every command; every command that runs (not help and
// completion, whose language comes from the command line anyway, and
// not a group such as board or pgn) has it, so `blindchess ports --lang
// de` is not refused as an unknown option.
func TestEveryCommandTakesLang(t *testing.T) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, sub := range c.Commands() {
			walk(sub)
		}
		if !c.Runnable() || c.HasSubCommands() || c.Name() == "help" || c.Name() == "completion" || (c.HasParent() && c.Parent().Name() == "completion") {
			return
		}
		if c.Flags().Lookup("lang") == nil {
			t.Errorf("%s has no --lang", c.CommandPath())
		}
	}
	walk(newRootCmd())
}

// TestLangOfPortsAndRecording: the commands that took no --lang before
// take a good one and refuse a bad one with exit code 2, in the words
// every other command uses.
func TestLangOfPortsAndRecording(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	dir := t.TempDir()
	tests := []struct {
		args []string
		code int
		out  string
		err  string
	}{
		{[]string{"recording", "list", "--lang", "xx", dir}, 2, "", "blindchess: --lang \"xx\": give de, en or cs\n"},
		{[]string{"recording", "play", "--lang", "xx", dir}, 2, "", "blindchess: --lang \"xx\": give de, en or cs\n"},
		{[]string{"ports", "--lang", "xx"}, 2, "", "blindchess: --lang \"xx\": give de, en or cs\n"},
		{[]string{"perft", "--lang", "xx", "--depth", "1"}, 2, "", "blindchess: --lang \"xx\": give de, en or cs\n"},
		{[]string{"perft", "--lang", "de", "--depth", "1"}, 0, "", ""},
	}
	for _, tt := range tests {
		code, out, errOut := runCLIAsIs("", tt.args...)
		if code != tt.code || (tt.code != 0 && (out != tt.out || errOut != tt.err)) {
			t.Errorf("%v: code %d, out %q, err %q; want %d, %q, %q", tt.args, code, out, errOut, tt.code, tt.out, tt.err)
		}
	}
}

// TestRootHelpTakesLang: `blindchess --help --lang de` (and --lang
// before --help, and `blindchess help play --lang de`) gives the help in
// German, as `play --help --lang de` does, instead of refusing --lang as
// an unknown option.
func TestRootHelpTakesLang(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--help", "--lang", "de"}, "blindchess sagt Züge im phonetischen Alphabet"},
		{[]string{"--lang", "cs", "--help"}, "blindchess hlásí tahy fonetickou abecedou"},
		{[]string{"--lang=en", "--help"}, "blindchess announces moves in the FIDE Annex D"},
		{[]string{"help", "play", "--lang", "de"}, "play führt eine Partie am Tisch."},
		{[]string{"help", "--lang=cs", "play"}, "play vede jednu partii u stolu."},
	}
	for _, tt := range tests {
		code, out, errOut := runCLIAsIs("", tt.args...)
		if code != 0 || !strings.Contains(out, tt.want) || errOut != "" {
			t.Errorf("%v: code %d, err %q, out %.80q…; want 0 and %q", tt.args, code, errOut, out, tt.want)
		}
	}
}

// TestPlaySightedHelpNamesEveryBoard: play's --sighted help names every
// protocol a sighted board can speak (chessnut was missing from it while
// the usage line and README named it), in every language.
func TestPlaySightedHelpNamesEveryBoard(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	for _, l := range []string{"de", "en", "cs"} {
		code, out, _ := runCLIAsIs("", "play", "--help", "--lang", l)
		if code != 0 {
			t.Fatalf("play --help --lang %s: code %d", l, code)
		}
		line := ""
		for _, s := range strings.Split(out, "\n") {
			if strings.HasPrefix(strings.TrimSpace(s), "--sighted ") {
				line = s
			}
		}
		for _, name := range drivers.Names(drivers.Sighted) {
			if !strings.Contains(line, name+":") {
				t.Errorf("play --help --lang %s: --sighted does not name %s: %q", l, name, line)
			}
		}
	}
}

// TestWatchHelpNamesEveryEventAndBoard: board watch --help's JSON
// description names every event type the drivers report (resync was
// missing) and every board the "board" field can hold (it said only
// dgt and tactile), in words, and its usage line gives --board, in every
// language.
func TestWatchHelpNamesEveryEventAndBoard(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	events := []string{}
	for e := eboard.Lift; e <= eboard.Resync; e++ {
		events = append(events, e.String())
	}
	for _, l := range []string{"de", "en", "cs"} {
		code, out, _ := runCLIAsIs("", "board", "watch", "--help", "--lang", l)
		if code != 0 {
			t.Fatalf("board watch --help --lang %s: code %d", l, code)
		}
		flat := strings.Join(strings.Fields(out), " ")
		// The choices in words, not joined by "|" (a screen reader's
		// "vertical bar"): "lift, place, … error or resync".
		or := map[string]string{"de": " oder ", "en": " or ", "cs": " nebo "}[l]
		words := func(list []string) string {
			return strings.Join(list[:len(list)-1], ", ") + or + list[len(list)-1]
		}
		if want := " event " + map[string]string{"de": "ist", "en": "is", "cs": "je"}[l] + " " + words(events) + "."; !strings.Contains(flat, want) {
			t.Errorf("board watch --help --lang %s does not say %s", l, want)
		}
		if want := "board " + map[string]string{"de": "ist", "en": "is", "cs": "je"}[l] + " " + words(drivers.Names(0)) + ";"; !strings.Contains(flat, want) {
			t.Errorf("board watch --help --lang %s does not say %s", l, want)
		}
		if !strings.Contains(flat, "blindchess board watch --board ") {
			t.Errorf("board watch --help --lang %s: the usage line does not give --board", l)
		}
	}
}
