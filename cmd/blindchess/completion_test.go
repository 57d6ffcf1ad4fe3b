package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/braille"
	"github.com/blindchess/blindchess/internal/eboard/ports"
)

// complete asks the program what the shell offers after args (the last
// being the word typed so far), as the completion scripts do, and returns
// the offers and the directive line.
func complete(t *testing.T, args ...string) (offers []string, directive string) {
	t.Helper()
	code, out, errOut := runCLI(t, "", append([]string{"__complete"}, args...)...)
	if code != 0 {
		t.Fatalf("__complete %v: exit %d: %s", args, code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	return lines[:len(lines)-1], lines[len(lines)-1]
}

// TestCompletionOffersTheValues checks what the shell offers for the
// flags that take one of a few words, and for the arguments.
func TestCompletionOffersTheValues(t *testing.T) {
	const noFiles, dirs, fileExt = ":4", ":16", ":8"
	tests := []struct {
		args      []string
		want      string
		directive string
	}{
		{[]string{"play", "--lang", ""}, "de en cs", noFiles},
		{[]string{"clock", "--lang", ""}, "de en cs", noFiles},
		{[]string{"braille", "--lang", ""}, "de en cs", noFiles},
		{[]string{"play", "--style", ""}, "annexd annexd-en nato cs", noFiles},
		{[]string{"say", "--style", ""}, "annexd annexd-en nato cs", noFiles},
		{[]string{"play", "--me", ""}, "white black", noFiles},
		{[]string{"clock", "--me", ""}, "white black", noFiles},
		{[]string{"braille", "--format", ""}, "brf pef unicode text", noFiles},
		{[]string{"braille", "--braille-code", ""}, "uk de cs iccf", noFiles},
		{[]string{"play", "--braille-code", ""}, "uk de cs iccf", noFiles},
		{[]string{"position", "--notation", ""}, "san long uci iccf", noFiles},
		{[]string{"play", "--voice", ""}, "auto clips speechd espeak say sapi text none", noFiles},
		{[]string{"clock", "--voice", ""}, "auto clips speechd espeak say sapi text", noFiles},
		{[]string{"play", "--earphone", ""}, "left right both", noFiles},
		{[]string{"clock", "--channel", ""}, "left right both", noFiles},
		{[]string{"clock", "--time", ""}, "90+30 40/90+30,30+30 60+30 25+10 15+10 5+3 3+2", noFiles},
		{[]string{"play", "--resume", ""}, "journal", fileExt},
		{[]string{"play", "--microphone", ""}, "wav", fileExt},
		{[]string{"braille", "--pgn", ""}, "pgn", fileExt},
		{[]string{"simulate", ""}, "dgt millennium certabo tactile", noFiles},
		{[]string{"recording", "list", ""}, "", dirs},
		{[]string{"recording", "play", ""}, "", dirs},
		{[]string{"pgn", "check", ""}, "pgn", fileExt},
	}
	for _, tt := range tests {
		offers, directive := complete(t, tt.args...)
		if got := strings.Join(offers, " "); got != tt.want || directive != tt.directive {
			t.Errorf("%v: offers %q %s, want %q %s", tt.args, got, directive, tt.want, tt.directive)
		}
	}
}

// TestCompletionOffersTheSerialPorts checks the boards' flags against the
// machine's own list of serial ports.
func TestCompletionOffersTheSerialPorts(t *testing.T) {
	list, _ := ports.List()
	var names, dgt, mill, cert []string
	for _, p := range list {
		names = append(names, p.Name)
		dgt = append(dgt, "dgt:"+p.Name)
		mill = append(mill, "millennium:"+p.Name)
		cert = append(cert, "certabo:"+p.Name)
	}
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"play", "--tactile", ""}, append([]string{"virtual"}, names...)},
		{[]string{"play", "--sighted", ""}, append(append(append(append([]string{"virtual"}, dgt...), mill...), cert...), "chessnut:any")},
		{[]string{"board", "watch", "--dgt", ""}, names},
		{[]string{"board", "follow", "--tactile", ""}, names},
		{[]string{"ports", ""}, names},
	}
	for _, tt := range tests {
		offers, directive := complete(t, tt.args...)
		if strings.Join(offers, "\n") != strings.Join(tt.want, "\n") || directive != ":4" {
			t.Errorf("%v: offers %q %s, want %q :4", tt.args, offers, directive, tt.want)
		}
	}
}

// TestCompletionValuesAreAccepted: every braille code offered is one
// --braille-code takes.
func TestCompletionValuesAreAccepted(t *testing.T) {
	for _, c := range brailleCodes {
		if _, err := braille.ParseCode(c); err != nil {
			t.Errorf("offered %q: %v", c, err)
		}
	}
}

// TestCompletionScriptsParse writes the completion script of each shell
// and has the shell read it without running it (each skipped when its
// shell is not installed).
func TestCompletionScriptsParse(t *testing.T) {
	for _, sh := range []struct{ shell, check string }{{"bash", "-n"}, {"zsh", "-n"}, {"fish", "--no-execute"}} {
		t.Run(sh.shell, func(t *testing.T) {
			code, script, errOut := runCLI(t, "", "completion", sh.shell)
			if code != 0 || !strings.Contains(script, "blindchess") {
				t.Fatalf("completion %s: exit %d: %s", sh.shell, code, errOut)
			}
			if _, err := exec.LookPath(sh.shell); err != nil {
				t.Skipf("no %s", sh.shell)
			}
			path := filepath.Join(t.TempDir(), "blindchess."+sh.shell)
			if err := os.WriteFile(path, []byte(script), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(sh.shell, sh.check, path).CombinedOutput(); err != nil {
				t.Errorf("%s %s: %v: %s", sh.shell, sh.check, err, out)
			}
		})
	}
}
