package catalog

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// verb finds the fmt verbs of a sentence (not %%).
var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)

// blanks returns the verbs of s as "argument:verb", sorted: a
// translation may reorder the arguments with %[n]s, never change them.
func blanks(s string) []string {
	var out []string
	n := 0
	for _, m := range verb.FindAllStringSubmatch(s, -1) {
		v := m[0]
		if strings.HasSuffix(v, "%") {
			continue
		}
		if m[1] != "" {
			n, _ = strconv.Atoi(strings.Trim(m[1], "[]"))
		} else {
			n++
		}
		out = append(out, strconv.Itoa(n)+":"+v[len(v)-1:])
	}
	sort.Strings(out)
	return out
}

// family splits a key into the sentence and its plural form ("" for none).
func family(key string) (string, string) {
	k, form, _ := strings.Cut(key, "#")
	return k, form
}

// TestEveryKeyInEveryLanguageWithTheSameBlanks: each sentence exists in
// German, English and Czech, none is empty, and all have the same blanks;
// a plural sentence has exactly the forms of its language (de/en one and
// other, cs one, few and many), and its forms other than one have the
// blanks of the other languages' (a one form may leave the number out).
func TestEveryKeyInEveryLanguageWithTheSameBlanks(t *testing.T) {
	plain := map[string]bool{}
	plural := map[string]bool{}
	for _, k := range Keys() {
		if f, form := family(k); form != "" {
			plural[f] = true
		} else {
			plain[k] = true
		}
	}
	for k := range plain {
		if plural[k] {
			t.Errorf("%s is both a sentence and a plural sentence", k)
		}
		var want []string
		for _, l := range Langs() {
			s, ok := Raw(l, k)
			if !ok {
				t.Errorf("%s: missing in %s", k, l)
				continue
			}
			if strings.TrimSpace(s) == "" {
				t.Errorf("%s: empty in %s", k, l)
			}
			got := blanks(s)
			if want == nil {
				want = got
			} else if !slices.Equal(got, want) {
				t.Errorf("%s: %s has the blanks %v, German %v", k, l, got, want)
			}
		}
	}
	for f := range plural {
		var want []string
		for _, l := range Langs() {
			var forms []string
			for _, k := range Keys() {
				if kf, form := family(k); kf == f {
					if _, ok := Raw(l, k); ok {
						forms = append(forms, form)
					}
				}
			}
			var wantForms []string
			for _, fm := range l.Forms() {
				wantForms = append(wantForms, fm.String())
			}
			sort.Strings(forms)
			sort.Strings(wantForms)
			if !slices.Equal(forms, wantForms) {
				t.Errorf("%s: %s has the plural forms %v, want %v", f, l, forms, wantForms)
			}
			for _, fm := range l.Forms() {
				s, _ := Raw(l, f+"#"+fm.String())
				if fm == One {
					continue
				}
				got := blanks(s)
				if want == nil {
					want = got
				} else if !slices.Equal(got, want) {
					t.Errorf("%s#%s: %s has the blanks %v, want %v", f, fm, l, got, want)
				}
			}
		}
	}
}

// TestPluralRules: the plural category of numbers in each language.
func TestPluralRules(t *testing.T) {
	tests := []struct {
		l    Lang
		n    int
		want Form
	}{
		{German, 0, Other}, {German, 1, One}, {German, 2, Other}, {German, 21, Other},
		{English, 1, One}, {English, 11, Other}, {English, -1, One},
		{Czech, 0, Many}, {Czech, 1, One}, {Czech, 2, Few}, {Czech, 4, Few}, {Czech, 5, Many},
		{Czech, 21, Many}, {Czech, 22, Many}, {Czech, -3, Few},
	}
	for _, tc := range tests {
		if got := tc.l.Plural(tc.n); got != tc.want {
			t.Errorf("%s.Plural(%d) = %s, want %s", tc.l, tc.n, got, tc.want)
		}
	}
}

// TestCountPicksTheForm: "appeared 2 time(s)" is gone; each language says
// the number its way. Czech "2krát", not "2×": the times sign stayed in
// a walk's Czech session with --ascii and is no letter of a text braille
// table.
func TestCountPicksTheForm(t *testing.T) {
	tests := []struct {
		l    Lang
		n    int
		want string
	}{
		{English, 1, "once"}, {English, 2, "2 times"},
		{German, 1, "einmal"}, {German, 3, "3-mal"},
		{Czech, 1, "jednou"}, {Czech, 2, "2krát"}, {Czech, 5, "5krát"}, // not "2×": no ASCII for --ascii, nor a letter on a braille display
	}
	for _, tc := range tests {
		if got := For(tc.l).Count("table.times", tc.n); got != tc.want {
			t.Errorf("%s Count(table.times, %d) = %q, want %q", tc.l, tc.n, got, tc.want)
		}
	}
}

// TestSayFillsAndMissingKeysShow: a sentence is filled like fmt; an
// unknown key shows in brackets rather than vanishing.
func TestSayFillsAndMissingKeysShow(t *testing.T) {
	if got, want := For(English).Say("table.illegal", "e5"), "Illegal move: e5."; got != want {
		t.Errorf("Say = %q, want %q", got, want)
	}
	if got, want := For(Czech).Say("table.illegal", "e5"), "Nemožný tah: e5."; got != want {
		t.Errorf("Say = %q, want %q", got, want)
	}
	if got, want := For(German).Say("no.such-key"), "[no.such-key]"; got != want {
		t.Errorf("Say(missing) = %q, want %q", got, want)
	}
	if got, want := For(Lang(9)).Lang(), English; got != want {
		t.Errorf("For(9).Lang() = %s, want %s", got, want)
	}
	if !For(Czech).Has("table.times") || For(Czech).Has("table.nothing-like-this") {
		t.Error("Has is wrong for a plural or a missing key")
	}
	if got, want := For(German).Join([]string{"a", "b", "c"}, true), "a, b oder c"; got != want {
		t.Errorf("Join = %q, want %q", got, want)
	}
	if got, want := For(Czech).Join([]string{"a", "b"}, false), "a a b"; got != want {
		t.Errorf("Join = %q, want %q", got, want)
	}
}

// TestChooseTheLanguageOnce: --lang wins; otherwise the first set of
// LC_ALL, LC_MESSAGES, LANG decides (de_* German, cs_* Czech, else
// English).
func TestChooseTheLanguageOnce(t *testing.T) {
	tests := []struct {
		name string
		flag string
		env  map[string]string
		want Lang
		bad  bool
	}{
		{"flag wins over the locale", "cs", map[string]string{"LANG": "de_DE.UTF-8"}, Czech, false},
		{"flag in capitals", "DE", nil, German, false},
		{"bad flag", "fr", nil, English, true},
		{"nothing set", "", nil, English, false},
		{"LANG German", "", map[string]string{"LANG": "de_AT.UTF-8"}, German, false},
		{"LANG Czech", "", map[string]string{"LANG": "cs_CZ.UTF-8"}, Czech, false},
		{"LANG other", "", map[string]string{"LANG": "fr_FR.UTF-8"}, English, false},
		{"LANG C", "", map[string]string{"LANG": "C"}, English, false},
		{"LC_MESSAGES before LANG", "", map[string]string{"LC_MESSAGES": "cs_CZ", "LANG": "de_DE"}, Czech, false},
		{"LC_ALL before all", "", map[string]string{"LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "cs_CZ", "LANG": "de_DE"}, English, false},
		{"empty LC_ALL is unset", "", map[string]string{"LC_ALL": "", "LANG": "de_CH"}, German, false},
	}
	for _, tc := range tests {
		got, err := Choose(tc.flag, func(k string) string { return tc.env[k] })
		if (err != nil) != tc.bad || got != tc.want {
			t.Errorf("%s: Choose = %s, %v; want %s, error %v", tc.name, got, err, tc.want, tc.bad)
		}
	}
}

// TestKeysInTheCodeExist: every string literal of the program's Go files
// (tests excluded) that starts with a namespace of the catalogs
// ("table.", "clock.", …) is a key the catalogs have.
func TestKeysInTheCodeExist(t *testing.T) {
	ns := map[string]bool{}
	for _, k := range Keys() {
		ns[k[:strings.IndexByte(k, '.')+1]] = true
	}
	all := Keys()
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, src, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			i := strings.IndexByte(s, '.')
			if err != nil || i < 0 || strings.HasSuffix(s, "-") || i == len(s)-1 || !ns[s[:i+1]] || strings.ContainsAny(s, " %") {
				return true
			}
			if !slices.Contains(all, s) && !For(English).Has(s) {
				t.Errorf("%s: key %q is not in the catalogs", fset.Position(lit.Pos()), s)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestNoMisprintOfTheSeedLaws: the Czech Laws the project was given
// (fide-requirements.md, Part C and B6/B33) carry misprints and machine
// translations that must not reach a sentence: the bishop "Laeuffer"
// (D.2.1, C6), the promotion to the "nearest" rank (3.7.5.1, C1), the
// notation misprints of C5 ("Vald1", "dx e5", "přírůvek", "neznámená",
// "povést"), the ICCF glossary's machine translations of C13 ("vztyčení
// vlajky" for a flag fall, "výchozí nastavení" for a default,
// "Rokování" for castling) and the Cyrillic letters inside Czech words
// (C4). Every sentence of every language is searched.
func TestNoMisprintOfTheSeedLaws(t *testing.T) {
	bad := []string{"laeuffer", "läuffer", "nejbližší řad", "vald1", "dx e5", "přírůvek", "neznámená", "povést", "vztyčení vlajky", "výchozí nastavení", "rokování", "úlovky"}
	for _, l := range []Lang{German, English, Czech} {
		for _, key := range Keys() {
			s, ok := Raw(l, key)
			if !ok {
				continue
			}
			low := strings.ToLower(s)
			for _, b := range bad {
				if strings.Contains(low, b) {
					t.Errorf("%s %s: %q has the seed text's misprint %q", l, key, s, b)
				}
			}
			for _, r := range s {
				if r >= 0x0400 && r <= 0x04FF {
					t.Errorf("%s %s: %q has the Cyrillic letter %q", l, key, s, r)
				}
			}
		}
	}
}
