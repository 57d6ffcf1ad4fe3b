package main

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// fuzzFunc is a fuzz target's declaration in a _test.go file.
var fuzzFunc = regexp.MustCompile(`(?m)^func (Fuzz[A-Za-z0-9_]*)\(`)

// fuzzTargets returns every fuzz target of the module at root, as
// "package-dir FuzzName" (the directory relative to root, with slashes).
func fuzzTargets(t *testing.T, root string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != root && (strings.HasPrefix(n, ".") || n == "testdata" || n == "vendor") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		dir, err := filepath.Rel(root, filepath.Dir(path))
		if err != nil {
			return err
		}
		for _, m := range fuzzFunc.FindAllSubmatch(b, -1) {
			out = append(out, filepath.ToSlash(dir)+" "+string(m[1]))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(out)
	return out
}

// readmeFuzzTable returns the targets the README's "Fuzzing: every
// parser" table names, as "package-dir FuzzName", and the number of
// targets its text gives ("There are N targets").
func readmeFuzzTable(readme string) (targets []string, count int, ok bool) {
	_, sec, found := strings.Cut(readme, "\n## Fuzzing: every parser\n")
	if !found {
		return nil, 0, false
	}
	sec, _, _ = strings.Cut(sec, "\n## ")
	if m := regexp.MustCompile(`There are (\d+) targets`).FindStringSubmatch(sec); m != nil {
		count, _ = strconv.Atoi(m[1])
	}
	cell := regexp.MustCompile("`([^`]+)`")
	for _, line := range strings.Split(sec, "\n") {
		cols := strings.Split(line, "|")
		if len(cols) != 5 || !strings.HasPrefix(line, "|") {
			continue
		}
		pkg := cell.FindStringSubmatch(cols[2])
		if pkg == nil {
			continue // the header and its rule
		}
		for _, m := range cell.FindAllStringSubmatch(cols[3], -1) {
			targets = append(targets, pkg[1]+" "+m[1])
		}
	}
	slices.Sort(targets)
	return targets, count, true
}

// TestReadmeFuzzTableNamesEveryTarget: the README's fuzzing table names
// every fuzz target of the module, in its package, and no other; its
// count is theirs.
func TestReadmeFuzzTableNamesEveryTarget(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	named, count, ok := readmeFuzzTable(string(b))
	if !ok {
		t.Fatal(`README has no "## Fuzzing: every parser" section`)
	}
	real := fuzzTargets(t, filepath.Join("..", ".."))
	if len(real) == 0 {
		t.Fatal("no fuzz target found in the module")
	}
	for _, r := range real {
		if !slices.Contains(named, r) {
			t.Errorf("fuzz target %s is missing from the README's table", r)
		}
	}
	for _, n := range named {
		if !slices.Contains(real, n) {
			t.Errorf("the README's table names %s, which is no fuzz target", n)
		}
	}
	if count != len(real) {
		t.Errorf(`the README says "There are %d targets"; there are %d`, count, len(real))
	}
	// scripts/fuzz.sh, which make test and CI run, finds the same.
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh to run scripts/fuzz.sh --list")
	}
	out, err := exec.Command("sh", filepath.Join("..", "..", "scripts", "fuzz.sh"), "--list").Output()
	if err != nil {
		t.Fatalf("scripts/fuzz.sh --list: %v", err)
	}
	listed := strings.Split(strings.TrimSpace(string(out)), "\n")
	slices.Sort(listed)
	if !slices.Equal(listed, real) {
		t.Errorf("scripts/fuzz.sh --list runs\n%s\nthe module has\n%s", strings.Join(listed, "\n"), strings.Join(real, "\n"))
	}
}

// TestReadmeFuzzTableReading: the table reader takes the package and the
// targets of each row, skips the header, and reads the count.
func TestReadmeFuzzTableReading(t *testing.T) {
	readme := "# x\n\n## Fuzzing: every parser\n\nThere are 3 targets, in the table below.\n\n" +
		"| input | package | targets |\n|---|---|---|\n" +
		"| moves, `[%clk]` values | `internal/rules` | `FuzzA`, `FuzzB` |\n" +
		"| WAV | `internal/capture` | `FuzzC` |\n\n## Next\n\n| a | `internal/x` | `FuzzD` |\n"
	got, count, ok := readmeFuzzTable(readme)
	want := []string{"internal/capture FuzzC", "internal/rules FuzzA", "internal/rules FuzzB"}
	if !ok || count != 3 || !slices.Equal(got, want) {
		t.Errorf("read %v, count %d, ok %v; want %v, 3, true", got, count, ok, want)
	}
	if _, _, ok := readmeFuzzTable("# x\n## Fuzzing\n"); ok {
		t.Error("a README without the section was read")
	}
}
