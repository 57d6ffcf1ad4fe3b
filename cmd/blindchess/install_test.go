package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestMakeInstall runs "make install" into a DESTDIR with PREFIX=/usr: the
// program, its manual page and the three shells' completions land where
// the shells and man look for them, the installed bash completion offers
// the languages after --lang, asking the installed program, and "make
// uninstall" takes them away again.
func TestMakeInstall(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program; skipped with -short")
	}
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("no make")
	}
	dest := t.TempDir()
	bin := filepath.Join(t.TempDir(), "blindchess")
	cmd := exec.Command("make", "-C", filepath.Join("..", ".."), "install", "DESTDIR="+dest, "PREFIX=/usr", "BIN="+bin)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("make install: %v\n%s", err, out)
	}
	files := map[string]os.FileMode{
		"usr/bin/blindchess":                                  0o755,
		"usr/share/man/man1/blindchess.1":                     0o644,
		"usr/share/bash-completion/completions/blindchess":    0o644,
		"usr/share/zsh/site-functions/_blindchess":            0o644,
		"usr/share/fish/vendor_completions.d/blindchess.fish": 0o644,
	}
	for name, mode := range files {
		fi, err := os.Stat(filepath.Join(dest, name))
		if err != nil {
			t.Errorf("not installed: %v", err)
			continue
		}
		if fi.Mode().Perm() != mode || fi.Size() == 0 {
			t.Errorf("%s: mode %v, %d bytes; want %v and not empty", name, fi.Mode().Perm(), fi.Size(), mode)
		}
	}
	// The page as blindchess man writes it, but for the version in its
	// first line (make stamps the build with git describe).
	_, page, _ := runCLI(t, "", "man", "--lang", "en")
	got, _ := os.ReadFile(filepath.Join(dest, "usr/share/man/man1/blindchess.1"))
	_, body, _ := strings.Cut(page, "\n")
	_, gotBody, _ := strings.Cut(string(got), "\n")
	if !strings.HasPrefix(string(got), ".TH BLINDCHESS 1 ") || gotBody != body {
		t.Errorf("the installed page differs from blindchess man")
	}
	defer func() {
		// make uninstall takes away all it put there.
		cmd := exec.Command("make", "-C", filepath.Join("..", ".."), "uninstall", "DESTDIR="+dest, "PREFIX=/usr")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("make uninstall: %v\n%s", err, out)
		}
		for name := range files {
			if _, err := os.Stat(filepath.Join(dest, name)); err == nil {
				t.Errorf("make uninstall left %s", name)
			}
		}
	}()
	const bashCompletion = "/usr/share/bash-completion/bash_completion"
	if _, err := exec.LookPath("bash"); err != nil {
		return
	}
	if _, err := os.Stat(bashCompletion); err != nil {
		t.Skip("no bash-completion (apt-get install bash-completion)")
	}
	script := `source ` + bashCompletion + `
source "$1"
COMP_LINE="blindchess play --lang "
COMP_POINT=${#COMP_LINE}
COMP_WORDS=(blindchess play --lang "")
COMP_CWORD=3
__start_blindchess
printf '%s\n' "${COMPREPLY[@]}"`
	sh := exec.Command("bash", "-c", script, "bash", filepath.Join(dest, "usr/share/bash-completion/completions/blindchess"))
	sh.Env = append(os.Environ(), "PATH="+filepath.Join(dest, "usr/bin")+string(os.PathListSeparator)+os.Getenv("PATH"))
	// Standard output only: compopt says on standard error that it runs
	// outside a completion the shell started.
	out, err := sh.Output()
	if got := strings.TrimSpace(string(out)); err != nil || got != "de\nen\ncs" {
		t.Errorf("bash completion after play --lang: %v\n%q, want de, en, cs", err, got)
	}
}
