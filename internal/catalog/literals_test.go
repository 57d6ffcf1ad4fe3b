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

// developerTools are the packages of the module whose code never speaks
// to a user, each with the reason: the developer tools that only tests
// and the maintainers run. Their messages are for the developer who runs
// them, in English. Every other package of the module (userPackages
// walks them all, at every depth) must take its sentences from the
// catalogs, so that a new package is scanned without anyone remembering
// to add it.
var developerTools = map[string]string{
	"internal/capture/alsatest":          "a fake ALSA device for the microphone's tests",
	"internal/speech/ssiptest":           "a fake speech-dispatcher for the speech tests",
	"internal/braille/brlapi/brlapitest": "a fake BrlAPI server for the display's tests",
	"internal/braille/brlapi/brlttytest": "a BRLTTY set up for the display's tests",
	"audio/gen":                          "the recipe that regenerates the clip set (go generate)",
	"scripts/archive":                    "the release archive writer that scripts/dist.sh runs",
}

// pending are packages whose sentences another helper is moving into the
// catalogs right now, left out of the scan until they are merged; the
// coordinator empties it.
var pending = map[string]string{}

// userPackages returns every package of the module (a folder under root
// with Go files other than tests, at any depth; testdata and hidden
// folders hold none) but the developer tools and the pending ones, as
// slash paths relative to root.
func userPackages(root string) ([]string, error) {
	var dirs []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if path != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
			return filepath.SkipDir
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if _, ok := developerTools[rel]; ok {
			return nil
		}
		if _, ok := pending[rel]; ok {
			return nil
		}
		files, err := filepath.Glob(filepath.Join(path, "*.go"))
		if err != nil {
			return err
		}
		for _, f := range files {
			if !strings.HasSuffix(f, "_test.go") {
				dirs = append(dirs, rel)
				break
			}
		}
		return nil
	})
	return dirs, err
}

// userCalls are the functions and methods whose string arguments reach
// the user: printing, errors, and the outputs of the table and the clock.
var userCalls = map[string]bool{
	"Print": true, "Printf": true, "Println": true,
	"Fprint": true, "Fprintf": true, "Fprintln": true,
	"Sprint": true, "Sprintf": true, "Sprintln": true,
	"Errorf": true, "New": true, "usageErr": true, "failErr": true, "UsageErr": true, "FailErr": true,
	"Info": true, "Warn": true, "Error": true, "Notice": true,
	"tell": true, "announce": true, "errorText": true, "info": true, "warn": true,
	"WriteString": true,
}

// word is a run of letters.
var word = regexp.MustCompile(`\pL{2,}`)

// flagName is a command-line flag (--braille-code), the same in every
// language.
var flagName = regexp.MustCompile(`--[a-z][a-z0-9-]*`)

// grammarRule is a rule name of the recogniser's grammar (<move>), the
// same in every language.
var grammarRule = regexp.MustCompile(`<[a-z][a-z0-9-]*>`)

// allowedLiteral lists what may stand in those calls although it has
// words: names the program takes as input in every language (commands,
// flags, file names, the JSON protocol) and the program's name.
var allowedLiteral = map[string]bool{
	"button %d": true, // the JSON of board watch names a board's button
	"USB %s:%s": true, // a USB port's vendor and product numbers
	// The serial settings a board speaks, the same in every language.
	"38400 baud 7O1": true,
	"38400 baud 8N1": true,
	// cat3b: the copy of a damaged journal beside it (a file name).
	"%s.damaged.%d": true,
	// boardtext: the String of an event or message type out of range,
	// a machine name.
	"event(%d)": true,
	"msg(%d)":   true,
	// boardtext: the temporary name of simulate's --link while it is
	// replaced (a file name).
	".%s.%d.tmp": true,
	// cat3b: a recording segment's file name.
	"ply-%03d-move-%d%s.wav": true,
	// coretext: the clock commands of a PGN comment (PGN, the same in
	// every language).
	"[%clk ": true,
	"[%emt ": true,
	// speechtext: the SSIP commands blindchess sends to speech-dispatcher
	// (the protocol's words), and a Priority's Go syntax for debugging.
	"SET self RATE %d":                      true,
	"SET self CLIENT_NAME %s:blindchess:%s": true,
	"Priority(%d)":                          true,
	// speechtext: the recogniser's grammar (JSGF) and dictionary lines.
	"#JSGF V1.0;\ngrammar chess;\n": true,
	"%ssink %s\n":                   true,
	// speechtext: the name of the hub's page template.
	"page": true,
}

// sentenceLiteral reports whether s reads as a sentence in some language:
// a word of letters outside fmt verbs, not a flag, a file pattern or a
// known input name.
func sentenceLiteral(s string) bool {
	if allowedLiteral[s] || isKey(s) {
		return false
	}
	s = verb.ReplaceAllString(s, " ")
	s = flagName.ReplaceAllString(s, " ")
	s = grammarRule.ReplaceAllString(s, " ")
	for _, w := range word.FindAllString(s, -1) {
		if !allowedWord[strings.ToLower(w)] {
			return true
		}
	}
	return false
}

// allowedWord are words that are not of one language: the program's name,
// the commands and flags typed as they are in every language, formats.
var allowedWord = map[string]bool{
	"blindchess": true, "pgn": true, "json": true, "fen": true, "brf": true, "pef": true, "wav": true,
	"utf": true, "hz": true, "san": true, "uci": true, "iccf": true,
	// The lines of the boards and the recogniser as the table reads them,
	// and the commands, typed the same in every language.
	"board": true, "tactile": true, "sighted": true, "lift": true, "place": true, "snapshot": true,
	"gone": true, "fault": true, "resync": true, "touches": true, "voice": true,
}

// isKey reports whether s is a key of the catalogs.
func isKey(s string) bool {
	_, ok := Raw(English, s)
	return ok || For(English).Has(s)
}

// TestNoSentenceOutsideTheCatalogs: no string literal with words reaches
// the user from the code of the packages that talk to the user (printing,
// errors, the table's and the clock's outputs): every sentence comes from
// the catalogs of de, en and cs.
func TestNoSentenceOutsideTheCatalogs(t *testing.T) {
	dirs, err := userPackages(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	// The walk reaches the top, the middle and the deepest packages.
	for _, want := range []string{"cmd/blindchess", "internal/catalog", "internal/eboard/tactile", "internal/voice/sphinx"} {
		if !slices.Contains(dirs, want) {
			t.Fatalf("the walk missed %s: %v", want, dirs)
		}
	}
	var found []string
	for _, dir := range dirs {
		files, _ := filepath.Glob(filepath.Join("..", "..", dir, "*.go"))
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, path, src, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				name := ""
				switch fn := call.Fun.(type) {
				case *ast.Ident:
					name = fn.Name
				case *ast.SelectorExpr:
					name = fn.Sel.Name
				}
				if !userCalls[name] {
					return true
				}
				for _, a := range call.Args {
					for _, lit := range literals(a) {
						s, err := strconv.Unquote(lit.Value)
						if err == nil && sentenceLiteral(s) {
							p := fset.Position(lit.Pos())
							found = append(found, filepath.ToSlash(strings.TrimPrefix(p.Filename, "../../"))+":"+strconv.Itoa(p.Line)+": "+lit.Value)
						}
					}
				}
				return true
			})
		}
	}
	sort.Strings(found)
	for _, f := range found {
		t.Error(f)
	}
	if len(found) > 0 {
		t.Logf("%d sentences outside the catalogs: move them into internal/catalog (de.go, en.go, cs.go)", len(found))
	}
}

// literals returns the string literals of e, through + and parentheses.
func literals(e ast.Expr) []*ast.BasicLit {
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind == token.STRING {
			return []*ast.BasicLit{x}
		}
	case *ast.BinaryExpr:
		return append(literals(x.X), literals(x.Y)...)
	case *ast.ParenExpr:
		return literals(x.X)
	}
	return nil
}
