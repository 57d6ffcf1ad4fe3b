package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestManPageOfASmallProgram writes the page of a program of one command
// and checks it to the byte: the sections, the escapes (backslash, the
// minus of options, a line that starts with a dot), an indented example
// kept as it is, and the options with their values and defaults.
func TestManPageOfASmallProgram(t *testing.T) {
	root := &cobra.Command{Use: "tool", Short: "Does one thing", Long: "tool does one thing.\n\nIt has no -x option.", Version: "1.2"}
	var s string
	var b bool
	var n int
	sub := &cobra.Command{
		Use:   "run [--name NAME]",
		Short: "Run it",
		Long:  "run runs it.\n.dots start this line, and C:\\path has a backslash.\n\nFor example:\n\n    tool run --name x",
		Run:   func(*cobra.Command, []string) {},
	}
	sub.Flags().StringVar(&s, "name", "anna", "the `NAME` to use")
	sub.Flags().BoolVarP(&b, "quiet", "q", false, "say less")
	sub.Flags().IntVar(&n, "count", 0, "how many")
	hidden := &cobra.Command{Use: "secret", Hidden: true, Run: func(*cobra.Command, []string) {}}
	root.AddCommand(sub, hidden)
	var out bytes.Buffer
	if err := writeMan(&out, root, catalog.For(catalog.English)); err != nil {
		t.Fatal(err)
	}
	want := `.TH TOOL 1 "" "tool 1.2" "User Commands"
.nh
.ad l
.SH "NAME"
tool \- Does one thing
.SH "SYNOPSIS"
.B tool
.I command
.RI [ options ]
.SH "DESCRIPTION"
.PP
tool does one thing.
.PP
It has no \-x option.
.SH "COMMANDS"
.SS "tool run"
.nf
tool run [\-\-name NAME] [flags]
.fi
.PP
run runs it.
\&.dots start this line, and C:\epath has a backslash.
.PP
For example:
.PP
.nf
    tool run \-\-name x
.fi
.TP
\fB\-\-count\fR \fIN\fR
how many
.TP
\fB\-\-name\fR \fINAME\fR
the NAME to use (default anna)
.TP
\fB\-q\fR, \fB\-\-quiet\fR
say less
.SH "EXIT STATUS"
.TP
.B 0
success
.TP
.B 1
a check failed, or something could not be written
.TP
.B 2
bad usage or bad input; the message on standard error says what was wrong and what to do
.SH "SEE ALSO"
tool \fIcommand\fR \-\-help; the README and docs/ of the source (https://github.com/blindchess/blindchess)
`
	if got := out.String(); got != want {
		t.Errorf("page:\n%s\nwant:\n%s", got, want)
	}
	// In German and Czech the page's own words are theirs.
	for _, tt := range []struct {
		lang catalog.Lang
		want []string
	}{
		{catalog.German, []string{`.TH TOOL 1 "" "tool 1.2" "Benutzerbefehle"` + "\n", `.SH "BEZEICHNUNG"` + "\n", ".I Befehl\n.RI [ Optionen ]\n", "the NAME to use (Vorgabe anna)\n", `.SH "EXIT\-STATUS"` + "\n", ".B 0\nErfolg\n"}},
		{catalog.Czech, []string{`.SH "JMÉNO"` + "\n", `.SH "NÁVRATOVÝ KÓD"` + "\n", "the NAME to use (výchozí anna)\n", "tool \\fIpříkaz\\fR \\-\\-help; README a docs/ ve zdrojích (https://github.com/blindchess/blindchess)\n"}},
	} {
		var out bytes.Buffer
		if err := writeMan(&out, root, catalog.For(tt.lang)); err != nil {
			t.Fatal(err)
		}
		for _, w := range tt.want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("%s page lacks %q:\n%s", tt.lang, w, out.String())
			}
		}
	}
}

// TestManPageOfBlindchess writes the real page: it has a section for
// every command a user can run, and groff reads it without a warning
// (but for the usage lines too long to fill, which stay as they are).
func TestManPageOfBlindchess(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	code, page, errOut := runCLI(t, "", "man")
	if code != 0 || errOut != "" {
		t.Fatalf("man: exit %d: %s", code, errOut)
	}
	root := newRootCmd()
	var walk func(c *cobra.Command)
	n := 0
	walk = func(c *cobra.Command) {
		for _, sub := range c.Commands() {
			if !sub.IsAvailableCommand() || sub.Name() == "help" {
				continue
			}
			n++
			if !strings.Contains(page, ".SS "+roffQuote(sub.CommandPath())+"\n") {
				t.Errorf("no section for %q", sub.CommandPath())
			}
			walk(sub)
		}
	}
	walk(root)
	if n < 15 {
		t.Errorf("only %d commands walked", n)
	}
	for _, want := range []string{"\\fB\\-\\-resume\\fR \\fIFILE\\fR\n", ".SS \"blindchess completion bash\"\n", ".SS \"blindchess man\"\n"} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if _, err := exec.LookPath("groff"); err != nil {
		t.Skip("no groff (apt-get install groff-base)")
	}
	path := filepath.Join(t.TempDir(), "blindchess.1")
	if err := os.WriteFile(path, []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("groff", "-k", "-man", "-ww", "-z", "-Tutf8", path).CombinedOutput()
	if err != nil {
		t.Fatalf("groff: %v: %s", err, out)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if line != "" && !strings.Contains(line, "cannot adjust line") {
			t.Errorf("groff: %s", line)
		}
	}
}

// TestManPageBreaksNoWord renders the page in each language as man does
// (groff, 80 columns) and checks that no word is broken at a line's end:
// a screen reader reads "chess‐nut" or "šachov‐nice" as two words.
func TestManPageBreaksNoWord(t *testing.T) {
	if _, err := exec.LookPath("groff"); err != nil {
		t.Skip("no groff (apt-get install groff-base)")
	}
	for _, lang := range []string{"de", "en", "cs"} {
		code, page, errOut := runCLI(t, "", "man", "--lang", lang)
		if code != 0 || errOut != "" {
			t.Fatalf("man --lang %s: exit %d: %s", lang, code, errOut)
		}
		cmd := exec.Command("groff", "-k", "-man", "-Tutf8", "-P-c", "-rLL=80n")
		cmd.Stdin = strings.NewReader(page)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("groff (%s): %v", lang, err)
		}
		broken := 0
		for _, line := range strings.Split(string(out), "\n") {
			if strings.HasSuffix(line, "‐") { // U+2010, the hyphen groff breaks a word with
				if broken++; broken <= 3 {
					t.Errorf("man --lang %s: a word broken at the end of %q", lang, line)
				}
			}
		}
		if broken > 3 {
			t.Errorf("man --lang %s: %d words broken in all", lang, broken)
		}
	}
}
