package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// docLink is a markdown link target, or a path in backticks that starts
// with ../ (a file named in the text).
var docLink = regexp.MustCompile("\\]\\(([^)\\s]+)\\)|`(\\.\\./[^`\\s]+)`")

// outsideRepo reports why a link target of the document at doc (relative
// to the repository's root root) points outside the repository, or "": a
// path that leaves it, an absolute path, or a file it does not hold.
func outsideRepo(root, doc, target string) string {
	if i := strings.IndexAny(target, "#?"); i >= 0 {
		target = target[:i]
	}
	switch {
	case target == "":
		return ""
	case strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:"):
		return ""
	case filepath.IsAbs(target) || strings.HasPrefix(target, "~"):
		return "an absolute path"
	}
	p := filepath.Clean(filepath.Join(filepath.Dir(doc), target))
	if p == ".." || strings.HasPrefix(p, ".."+string(filepath.Separator)) {
		return "outside the repository"
	}
	if _, err := os.Stat(filepath.Join(root, p)); err != nil {
		return "not in the repository"
	}
	return ""
}

func TestOutsideRepoTellsLinksThatLeaveTheRepository(t *testing.T) {
	tests := []struct {
		doc, target, want string
	}{
		{"docs/braille.md", "../shared/reference/braille.md", "not in the repository"},
		{"docs/braille.md", "../../shared/reference/braille.md", "outside the repository"},
		{"README.md", "../shared/data", "outside the repository"},
		{"README.md", "docs/play.md", ""},
		{"docs/play.md", "../README.md#usage", ""},
		{"docs/play.md", "voice.md", ""},
		{"docs/play.md", "missing.md", "not in the repository"},
		{"docs/play.md", "/work/shared/x.md", "an absolute path"},
		{"docs/play.md", "https://handbook.fide.com/chapter/E012023", ""},
		{"docs/play.md", "#exit-codes", ""},
	}
	for _, tt := range tests {
		if got := outsideRepo(filepath.Join("..", ".."), tt.doc, tt.target); got != tt.want {
			t.Errorf("outsideRepo(%q, %q) = %q, want %q", tt.doc, tt.target, got, tt.want)
		}
	}
}

// TestDocsStayInsideTheRepository reads every markdown file of the
// repository: none names a file outside it (a reader of the repository
// has no such file), by a link or a ../ path in backticks, and every
// file it links to is there.
func TestDocsStayInsideTheRepository(t *testing.T) {
	root := filepath.Join("..", "..")
	var docs []string
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(d.Name(), ".md") {
			docs = append(docs, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(docs) < 5 {
		t.Fatalf("found only %d markdown files: %v", len(docs), docs)
	}
	for _, path := range docs {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, path)
		for i, line := range strings.Split(string(data), "\n") {
			for _, m := range docLink.FindAllStringSubmatch(line, -1) {
				target := m[1] + m[2]
				if why := outsideRepo(root, rel, target); why != "" {
					t.Errorf("%s:%d: %q is %s", rel, i+1, target, why)
				}
			}
			if strings.Contains(line, "shared/reference") {
				t.Errorf("%s:%d: names the session's shared reference folder, which is not in the repository", rel, i+1)
			}
		}
	}
}

// goVersionInDocs is a Go version a document asks for: "Go 1.25 or
// newer", "Go 1.25+", "too old for Go 1.25", "install Go 1.25".
var goVersionInDocs = regexp.MustCompile(`Go (1\.\d+)(?: or newer|\+| from)|too old for Go (1\.\d+)`)

// TestDocsAskForTheGoOfGoMod: what README, docs/platforms.md and the
// Makefile tell a new user to install is the Go that go.mod requires
// (they said 1.25 after go.mod had moved to 1.26, which 1.25 refuses).
func TestDocsAskForTheGoOfGoMod(t *testing.T) {
	root := filepath.Join("..", "..")
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^go (1\.\d+)`).FindSubmatch(mod)
	if m == nil {
		t.Fatal("go.mod has no go line")
	}
	want := string(m[1])
	found := 0
	for _, name := range []string{"README.md", "docs/platforms.md", "Makefile"} {
		data, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range goVersionInDocs.FindAllStringSubmatch(string(data), -1) {
			found++
			if got := v[1] + v[2]; got != want {
				t.Errorf("%s: %q asks for Go %s; go.mod requires %s", name, v[0], got, want)
			}
		}
	}
	if found < 3 {
		t.Errorf("found %d Go versions in the docs, want at least 3 (README, platforms.md, Makefile)", found)
	}
}

// TestPlayDocsNameTestsThatExist: every test docs/play.md names (its
// rule-by-rule tables show each rule by a test) is a test of the
// repository, and a case named with it (`TestFlows` ("stalemate")) is in
// the file that defines it: a test renamed or removed leaves no row
// pointing at nothing.
func TestPlayDocsNameTestsThatExist(t *testing.T) {
	root := filepath.Join("..", "..")
	defined := map[string]string{} // test name → its file's text
	for _, dir := range []string{"cmd", "internal"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, "_test.go") {
				return err
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, m := range regexp.MustCompile(`(?m)^func (Test\w+)\(`).FindAllStringSubmatch(string(b), -1) {
				defined[m[1]] = string(b)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	doc, err := os.ReadFile(filepath.Join(root, "docs", "play.md"))
	if err != nil {
		t.Fatal(err)
	}
	named := regexp.MustCompile(`\bTest[A-Z]\w*`).FindAllString(string(doc), -1)
	if len(named) < 100 {
		t.Fatalf("docs/play.md names %d tests; its tables name far more", len(named))
	}
	for _, n := range named {
		if _, ok := defined[n]; !ok {
			t.Errorf("docs/play.md names %s, which no test file defines", n)
		}
	}
	for _, m := range regexp.MustCompile("`(Test\\w+)` \\(\"([^\"]+)\"\\)").FindAllStringSubmatch(string(doc), -1) {
		if src, ok := defined[m[1]]; ok && !strings.Contains(src, m[2]) {
			t.Errorf("docs/play.md names the case %q of %s, which is not in its file", m[2], m[1])
		}
	}
}
