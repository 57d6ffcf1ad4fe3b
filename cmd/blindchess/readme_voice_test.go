package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// readmeExamples returns the example command lines of the README's
// section that starts with heading (indented lines that begin with
// "blindchess "), each as its arguments, without the comment after " # "
// and with double quotes taken as a shell takes them.
func readmeExamples(t *testing.T, heading string) [][]string {
	t.Helper()
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(b), "\n"+heading+"\n")
	if !ok {
		t.Fatalf("README has no %q", heading)
	}
	if i := strings.Index(section, "\n### "); i >= 0 {
		section = section[:i]
	}
	var out [][]string
	for _, line := range strings.Split(section, "\n") {
		line, _, _ = strings.Cut(line, " # ")
		if !strings.HasPrefix(line, "    blindchess ") {
			continue
		}
		var args []string
		for i, part := range strings.Split(strings.TrimSpace(line), `"`) {
			if i%2 == 1 {
				args = append(args, part) // quoted: one argument
				continue
			}
			args = append(args, strings.Fields(part)...)
		}
		out = append(out, args[1:])
	}
	return out
}

// TestRecordAndListenExamplesAreCommands: every example of the README's
// "record and listen" section is a command line as it is typed, with no
// usage syntax ([optional], a|b) in it, whose flags all exist.
func TestRecordAndListenExamplesAreCommands(t *testing.T) {
	examples := readmeExamples(t, "### record and listen: the recording scoresheet and voice input")
	if len(examples) < 10 {
		t.Fatalf("%d examples: %q", len(examples), examples)
	}
	for _, args := range examples {
		line := strings.Join(args, " ")
		if strings.ContainsAny(line, "[]|") {
			t.Errorf("%q holds usage syntax, not a command line", line)
		}
		cmd, rest, err := newRootCmd().Find(args)
		if err != nil || cmd.Name() == "blindchess" {
			t.Errorf("%q: no command: %v", line, err)
			continue
		}
		if err := cmd.ParseFlags(rest); err != nil {
			t.Errorf("%q: %v", line, err)
		}
	}
}

// TestRecordAndListenExamplesRunWithoutSoundCard: the README's examples
// that need no microphone run as written, one after the other: say writes
// the move, listen hears it, and its phones are printed.
func TestRecordAndListenExamplesRunWithoutSoundCard(t *testing.T) {
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng is not installed (make deps installs it)")
	}
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	wav := filepath.Join(dir, "move.wav")
	// How long espeak-ng speaks the move depends on its version.
	said := "wrote " + wav + ": 1 line, "
	ran := 0
	for _, args := range readmeExamples(t, "### record and listen: the recording scoresheet and voice input") {
		if args[0] != "say" && args[0] != "listen" {
			continue
		}
		for i, a := range args {
			if a == "move.wav" {
				args[i] = wav
			}
		}
		ran++
		code, out, errOut := runCLI(t, "", append(args, "--lang", "en")...)
		switch {
		case code != 0:
			t.Errorf("%q: exit %d, %q", args, code, errOut)
		case args[len(args)-1] == "--phones":
			if !strings.HasPrefix(out, "SIL ") || !strings.HasSuffix(out, " SIL\n") {
				t.Errorf("%q: %q, want the phones from SIL to SIL", args, out)
			}
		case args[0] == "say":
			if !strings.HasPrefix(out, said) || !strings.HasSuffix(out, " seconds\n") {
				t.Errorf("%q: %q, want %q… seconds", args, out, said)
			}
		case out != "Knight Felix three: Nf3\n":
			t.Errorf("%q: %q, want the move heard", args, out)
		}
	}
	if ran != 3 {
		t.Errorf("%d examples run, want 3 (say, listen, listen --phones)", ran)
	}
}
