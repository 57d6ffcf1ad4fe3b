package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/journal"
)

func TestVersionPrintsVersionCommitAndGo(t *testing.T) {
	tests := []struct {
		lang string
		want []string
	}{
		{"en", []string{"Version: " + version, "Commit: unknown (built without version control)", "Go: " + runtime.Version()}},
		{"de", []string{"Version: " + version, "Commit: unbekannt (ohne Versionsverwaltung gebaut)", "Go: " + runtime.Version()}},
		{"cs", []string{"Verze: " + version, "Commit: neznámý (sestaveno bez správy verzí)", "Go: " + runtime.Version()}},
	}
	for _, tt := range tests {
		code, out, errOut := runCLIAsIs("", "version", "--lang", tt.lang)
		if code != 0 || errOut != "" {
			t.Fatalf("version --lang %s: exit %d, stderr %q", tt.lang, code, errOut)
		}
		// A test binary carries no VCS stamp: the commit is unknown.
		if got := strings.Split(strings.TrimSuffix(out, "\n"), "\n"); strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("version --lang %s:\n got %q\nwant %q", tt.lang, got, tt.want)
		}
	}
}

func TestVersionRefusesArguments(t *testing.T) {
	if code, _, errOut := runCLIAsIs("", "version", "extra", "--lang", "en"); code != 2 || errOut == "" {
		t.Errorf("version extra: exit %d, stderr %q; want 2 and a message", code, errOut)
	}
}

// TestVersionOfTheMakefileBuild builds the program as the Makefile does,
// with -X main.version, and checks that version names that version, the
// commit of the checkout (when the build records one) and the Go version.
func TestVersionOfTheMakefileBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary; skipped with -short")
	}
	bin := filepath.Join(t.TempDir(), "blindchess")
	build := exec.Command("go", "build", "-ldflags", "-X main.version=v9.8.7-approval", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "version", "--lang", "en").Output()
	if err != nil {
		t.Fatalf("blindchess version: %v", err)
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("version printed %d lines, want 3: %q", len(lines), out)
	}
	if lines[0] != "Version: v9.8.7-approval" {
		t.Errorf("line 1 = %q, want the -X version", lines[0])
	}
	if !strings.HasPrefix(lines[1], "Commit: ") {
		t.Errorf("line 2 = %q, want the commit", lines[1])
	}
	if head, err := exec.Command("git", "rev-parse", "HEAD").Output(); err == nil && !strings.HasPrefix(lines[1], "Commit: unknown") {
		if !strings.Contains(lines[1], strings.TrimSpace(string(head))) {
			t.Errorf("line 2 = %q, want the checkout's commit %s", lines[1], head)
		}
	}
	if lines[2] != "Go: "+runtime.Version() {
		t.Errorf("line 3 = %q, want Go: %s", lines[2], runtime.Version())
	}
}

// TestVersionOfAReleaseBuild builds the program as scripts/dist.sh does
// (-buildvcs=false, so Go records no commit, with -X main.commit) and
// checks that version names the commit in each language, where it used to
// say "Commit: unknown (built without version control)" for every release.
func TestVersionOfAReleaseBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary; skipped with -short")
	}
	full := "0123456789abcdef0123456789abcdef01234567"
	bin := filepath.Join(t.TempDir(), "blindchess")
	build := exec.Command("go", "build", "-trimpath", "-buildvcs=false", "-ldflags", "-X main.version=v9.8.7 -X main.commit="+full, "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, c := range []struct{ lang, want string }{
		{"de", "Version: v9.8.7\nCommit: " + full + "\nGo: " + runtime.Version() + "\n"},
		{"en", "Version: v9.8.7\nCommit: " + full + "\nGo: " + runtime.Version() + "\n"},
		{"cs", "Verze: v9.8.7\nCommit: " + full + "\nGo: " + runtime.Version() + "\n"},
	} {
		out, err := exec.Command(bin, "version", "--lang", c.lang).Output()
		if err != nil || string(out) != c.want {
			t.Errorf("version --lang %s: %v\n%s\nwant\n%s", c.lang, err, out, c.want)
		}
	}
}

func TestVersionRefusesAnUnknownLanguage(t *testing.T) {
	if code, out, errOut := runCLIAsIs("", "version", "--lang", "fr"); code != 2 || out != "" || !strings.Contains(errOut, "--lang") {
		t.Errorf("version --lang fr: exit %d, stdout %q, stderr %q; want 2, nothing, a word on --lang", code, out, errOut)
	}
}

// TestPlayNamesTheBuildInJournalAndPGN: a game's journal header and its
// PGN's Annotator tag name the build that played it, and "version" at
// the table says it.
func TestPlayNamesTheBuildInJournalAndPGN(t *testing.T) {
	dir := t.TempDir()
	j, p := filepath.Join(dir, "g.journal"), filepath.Join(dir, "g.pgn")
	script := playScriptFile(t, "0 version\n1 e4\n")
	out, errs, code := playRun(t, "", "--lang", "en", "--script", script, "--virtual", "--journal", j, "--pgn", p)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want := build().String()
	if !strings.HasPrefix(want, "blindchess "+version+" ") || !strings.HasSuffix(want, " "+runtime.Version()) {
		t.Fatalf("build() = %q, want version %s and %s", want, version, runtime.Version())
	}
	if !strings.Contains(out, "Program: "+want+".\n") {
		t.Errorf("version at the table did not say %q:\n%s", want, out)
	}
	pgnData, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(pgnData), `[Annotator "`+want+`"]`) {
		t.Errorf("PGN lacks the Annotator %q:\n%s", want, pgnData)
	}
	log, err := journal.Read(j)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(log.Header.Setup), `"program":"`+want+`"`) {
		t.Errorf("journal header lacks the program %q: %s", want, log.Header.Setup)
	}
}
