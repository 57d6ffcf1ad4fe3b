package main

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// docFlag is a flag named in backquotes in a document: `--name …`.
var docFlag = regexp.MustCompile("`--([a-z0-9-]+)")

// flagTable returns the flags named in the flag table of a document:
// the first table whose header starts with "| flag |" after the line
// heading, up to the first line that is not part of the table.
func flagTable(doc, heading string) ([]string, error) {
	data, err := os.ReadFile(doc)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(string(data), "\n")
	i := slices.Index(lines, heading)
	if i < 0 {
		return nil, os.ErrNotExist
	}
	for i++; i < len(lines) && !strings.HasPrefix(lines[i], "| flag |"); i++ {
		if strings.HasPrefix(lines[i], "#") {
			return nil, os.ErrNotExist // the next section: no table in this one
		}
	}
	var names []string
	for ; i < len(lines) && strings.HasPrefix(lines[i], "|"); i++ {
		for _, m := range docFlag.FindAllStringSubmatch(lines[i], -1) {
			if !slices.Contains(names, m[1]) {
				names = append(names, m[1])
			}
		}
	}
	return names, nil
}

// tableDrift compares the flags of cmd with the flags named in a doc's
// flag table: the flags the table lacks (--help aside), and the names in
// the table that are no flag of cmd.
func tableDrift(cmd *cobra.Command, named []string) (missing, unknown []string) {
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if f.Name != "help" && !f.Hidden && !slices.Contains(named, f.Name) {
			missing = append(missing, "--"+f.Name)
		}
	})
	for _, n := range named {
		if cmd.Flags().Lookup(n) == nil {
			unknown = append(unknown, "--"+n)
		}
	}
	return missing, unknown
}

// TestEveryFlagOfPlayAndClockIsInItsDocsTable: each flag play --help and
// clock --help list has a row in the flag table of the page that
// describes the command (docs/play.md, the README's clock section), and
// the tables name no flag the command lacks; a flag added to the command
// without its row, or a row left for a flag removed, fails here.
func TestEveryFlagOfPlayAndClockIsInItsDocsTable(t *testing.T) {
	root := filepath.Join("..", "..")
	for _, tc := range []struct {
		cmd          *cobra.Command
		doc, heading string
	}{
		{newPlayCmd(), "docs/play.md", "## Starting a game"},
		{newClockCmd(), "README.md", "### clock: the talking chess clock"},
	} {
		named, err := flagTable(filepath.Join(root, tc.doc), tc.heading)
		if err != nil {
			t.Errorf("%s: no flag table under %q: %v", tc.doc, tc.heading, err)
			continue
		}
		missing, unknown := tableDrift(tc.cmd, named)
		if len(missing) > 0 {
			t.Errorf("%s: the flag table of %s lacks %s", tc.doc, tc.cmd.Name(), strings.Join(missing, ", "))
		}
		if len(unknown) > 0 {
			t.Errorf("%s: the flag table of %s names %s, which %s does not have", tc.doc, tc.cmd.Name(), strings.Join(unknown, ", "), tc.cmd.Name())
		}
	}
}

// TestTableDriftFindsAMissingAndAStaleRow: the comparison itself, on a
// command with a flag the table lacks and a table with a flag the
// command lacks.
func TestTableDriftFindsAMissingAndAStaleRow(t *testing.T) {
	cmd := &cobra.Command{Use: "x"}
	cmd.Flags().Bool("kept", false, "")
	cmd.Flags().Bool("new", false, "")
	cmd.InitDefaultHelpFlag()
	missing, unknown := tableDrift(cmd, []string{"kept", "gone"})
	if !slices.Equal(missing, []string{"--new"}) || !slices.Equal(unknown, []string{"--gone"}) {
		t.Errorf("missing %v, unknown %v; want [--new] and [--gone]", missing, unknown)
	}
	doc := filepath.Join(t.TempDir(), "x.md")
	text := "# x\n\n## Flags\n\ntext\n\n| flag | meaning | default |\n|---|---|---|\n| `--kept`, `--gone N` | a | `--kept` |\n\n`--later` is not in the table\n"
	if err := os.WriteFile(doc, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	if got, err := flagTable(doc, "## Flags"); err != nil || !slices.Equal(got, []string{"kept", "gone"}) {
		t.Errorf("flagTable = %v, %v; want [kept gone]", got, err)
	}
	if got, err := flagTable(doc, "# x"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a table under a later heading counted for an earlier one: %v, %v", got, err)
	}
}
