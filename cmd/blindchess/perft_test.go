package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestMain runs the tests in the C locale: a command without --lang speaks
// English (or the language testLangs gives it) wherever the tests run;
// the tests of the locale set it themselves.
func TestMain(m *testing.M) {
	os.Setenv("LC_ALL", "")
	os.Setenv("LC_MESSAGES", "")
	os.Setenv("LANG", "C.UTF-8")
	os.Exit(runTests(m))
}

// runTests runs the tests with a folder for the binary buildPlayBinary
// builds (given in binDirEnv), and removes it when they end.
func runTests(m *testing.M) int {
	dir, err := os.MkdirTemp("", "blindchess-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "a folder for the test binary:", err)
		return 1
	}
	defer os.RemoveAll(dir)
	os.Setenv(binDirEnv, dir)
	return m.Run()
}

// runCLI runs the command line in-process and returns exit code, stdout, stderr.
func runCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := execute(withLang(args), strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// runCLIAsIs runs the command line in-process as given, without a --lang
// added, and returns exit code, stdout, stderr.
func runCLIAsIs(stdin string, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := execute(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// testLangs are the languages the tests of a command were written in,
// when they give no --lang (play spoke German by default, the others
// English, before the language came from the locale; TestLanguageFromLocale
// checks the locale).
var testLangs = map[string]string{"play": "de", "clock": "en", "braille": "en", "position": "en"}

// withLang adds the --lang of testLangs to a command line without one,
// unless it resumes (the journal keeps its language) or the test set a
// locale (TestMain clears it).
func withLang(args []string) []string {
	if len(args) == 0 || slices.Contains(args, "--lang") || slices.ContainsFunc(args, func(a string) bool { return strings.HasPrefix(a, "--lang=") }) ||
		slices.Contains(args, "--resume") || os.Getenv("LC_ALL")+os.Getenv("LC_MESSAGES") != "" || os.Getenv("LANG") != "C.UTF-8" {
		return args
	}
	if slices.Contains(args, "--resume") {
		return args // a resumed session keeps the language of its journal
	}
	if args[0] == "say" && !slices.ContainsFunc(args, func(a string) bool { return strings.HasPrefix(a, "--style") }) {
		// The say tests were written with the Annex D German words and
		// English messages, when annexd was say's default style.
		return append([]string{args[0], "--style", "annexd"}, args[1:]...)
	}
	l, ok := testLangs[args[0]]
	if !ok {
		return args
	}
	return append([]string{args[0], "--lang", l}, args[1:]...)
}

func TestPerftCommand(t *testing.T) {
	tests := []struct {
		args   []string
		code   int
		stdout []string // substrings expected on stdout
		stderr string
	}{
		{[]string{"perft", "--depth", "4"}, 0, []string{"depth 4: 197281 nodes\n"}, ""},
		{[]string{"perft", "--depth", "3", "--fen", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"}, 0, []string{"depth 3: 97862 nodes"}, ""},
		{[]string{"perft", "--depth", "2", "--chess960", "0"}, 0, []string{"depth 2: 400 nodes"}, ""},
		{[]string{"perft", "--depth", "2", "--divide"}, 0, []string{"e2e4: 20\n", "g1f3: 20\n", "depth 2: 400 nodes"}, ""},
		{[]string{"perft"}, 2, nil, "perft needs --depth N"},
		{[]string{"perft", "--depth", "0"}, 2, nil, "--depth 0 is out of range"},
		{[]string{"perft", "--depth", "16"}, 2, nil, "--depth 16 is out of range"},
		{[]string{"perft", "--depth", "two"}, 2, nil, `--depth "two": give a whole number, such as 3 (see blindchess perft --help)`},
		{[]string{"perft", "--depth", "2", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"}, 2, nil, "no white king"},
		{[]string{"perft", "--depth", "2", "--chess960", "960"}, 2, nil, "--chess960 960: no Chess960 position; give a number from 0 to 959 (518 is the standard array), or leave --chess960 out for the standard start"},
		{[]string{"perft", "--depth", "2", "--chess960", "1", "--fen", "x"}, 2, nil, "either --fen or --chess960"},
	}
	for _, tc := range tests {
		code, out, errOut := runCLI(t, "", tc.args...)
		if code != tc.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", tc.args, code, tc.code, errOut)
		}
		for _, s := range tc.stdout {
			if !strings.Contains(out, s) {
				t.Errorf("%v: stdout %q lacks %q", tc.args, out, s)
			}
		}
		if tc.stderr != "" && !strings.Contains(errOut, tc.stderr) {
			t.Errorf("%v: stderr %q lacks %q", tc.args, errOut, tc.stderr)
		}
	}
}

func TestPerftJSON(t *testing.T) {
	code, out, _ := runCLI(t, "", "perft", "--depth", "2", "--json", "--divide", "--fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	if strings.Count(out, "\n") != 1 {
		t.Fatalf("want one JSON line, got %q", out)
	}
	var r perftResult
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.FEN != "4k3/8/8/8/8/8/8/4K2R w K - 0 1" || r.Depth != 2 || r.Nodes != 66 || len(r.Divide) != 15 || r.Divide["e1g1"] == 0 {
		t.Errorf("unexpected result %+v", r)
	}
	var raw map[string]any
	_ = json.Unmarshal([]byte(out), &raw)
	for _, k := range []string{"fen", "depth", "nodes", "seconds", "nps"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("JSON lacks %q: %s", k, out)
		}
	}
}

// TestChess960RangeNamesTheFlag: a --chess960 number outside 0–959 is
// refused (exit 2) by play, perft, position and say with the same
// sentence: the flag, the range and what to do, in de, en and cs.
func TestChess960RangeNamesTheFlag(t *testing.T) {
	want := map[string]string{
		"en": "blindchess: --chess960 %s: no Chess960 position; give a number from 0 to 959 (518 is the standard array), or leave --chess960 out for the standard start\n",
		"de": "blindchess: --chess960 %s: keine Chess960-Stellung; eine Zahl von 0 bis 959 angeben (518 ist die Grundstellung) oder --chess960 für die normale Grundstellung weglassen\n",
		"cs": "blindchess: --chess960 %s: taková pozice Chess960 není; zadejte číslo od 0 do 959 (518 je základní postavení), nebo --chess960 vynechte pro běžné základní postavení\n",
	}
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	for _, tc := range []struct {
		lang, n string
		args    []string
	}{
		{"en", "960", []string{"play", "--voice", "text"}},
		{"de", "-2", []string{"play", "--voice", "text"}},
		{"cs", "1000", []string{"play", "--voice", "text"}},
		{"en", "-1", []string{"perft", "--depth", "1"}},
		{"cs", "960", []string{"perft", "--depth", "1"}},
		{"de", "960", []string{"position"}},
		{"cs", "-1", []string{"position"}},
		{"en", "999", []string{"say", "e4"}},
	} {
		args := append(append([]string{}, tc.args...), "--chess960", tc.n, "--lang", tc.lang)
		code, out, errOut := runCLIAsIs("", args...)
		if w := fmt.Sprintf(want[tc.lang], tc.n); code != 2 || errOut != w || out != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr\n got %q\nwant 2 and %q", args, code, out, errOut, w)
		}
	}
}
