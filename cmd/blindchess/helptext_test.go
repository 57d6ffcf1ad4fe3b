package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/blindchess/blindchess/internal/catalog"
)

// helpTree is the whole command tree with its help in language l, as
// execute builds it (help and completion commands included).
func helpTree(l catalog.Lang) *cobra.Command {
	root := newRootCmd()
	root.SetOut(io.Discard)
	root.SetErr(io.Discard)
	localizeHelp(root, catalog.For(l))
	return root
}

// eachCommand calls fn for root and every command under it, hidden ones
// too.
func eachCommand(root *cobra.Command, fn func(*cobra.Command)) {
	fn(root)
	for _, sub := range root.Commands() {
		eachCommand(sub, fn)
	}
}

// missingHelp lists the help sentences the catalogs lack for the tree
// under root, as "key (lang)": every command's short and long text and
// every flag's help (help and version are the catalog's help.flag.*), the
// word for the type of a flag that names no value, and a sentence whose
// blanks do not take the flag's run-time parts.
func missingHelp(root *cobra.Command) []string {
	var missing []string
	need := func(l catalog.Lang, key string) {
		if s, ok := catalog.Raw(l, key); !ok || strings.TrimSpace(s) == "" {
			missing = append(missing, key+" ("+l.Code()+")")
		}
	}
	eachCommand(root, func(c *cobra.Command) {
		k := helpKey(c)
		for _, l := range catalog.Langs() {
			need(l, k+".short")
			need(l, k+".long")
			check := func(f *pflag.Flag) {
				if f.Name == "help" || (f.Name == "version" && c == root) {
					return
				}
				if f.Annotations[helpLangAnnotation] != nil {
					need(l, "help.flag.lang")
					return
				}
				need(l, k+".flag."+f.Name)
				if name, _ := pflag.UnquoteUsage(f); name != "" && !strings.Contains(f.Usage, "`") {
					need(l, "help.type."+name)
				}
				var args []any
				for _, a := range f.Annotations[helpArgsAnnotation] {
					args = append(args, a)
				}
				if s := catalog.For(l).Say(k+".flag."+f.Name, args...); strings.Contains(s, "%!") {
					missing = append(missing, k+".flag."+f.Name+" ("+l.Code()+"): "+s)
				}
			}
			c.Flags().VisitAll(check)
			c.PersistentFlags().VisitAll(check)
		}
	})
	return missing
}

// TestEveryCommandAndFlagHasItsHelpInEveryLanguage walks the whole tree:
// each command has its short and long text, and each flag its help, in
// de, en and cs; a command or flag added without them fails here.
func TestEveryCommandAndFlagHasItsHelpInEveryLanguage(t *testing.T) {
	root := helpTree(catalog.English)
	n := 0
	eachCommand(root, func(*cobra.Command) { n++ })
	if n < 30 {
		t.Fatalf("walked %d commands; the tree has more than 30", n)
	}
	for _, m := range missingHelp(root) {
		t.Error("no help sentence: " + m)
	}
	// A new flag or command without sentences is found.
	for _, c := range root.Commands() {
		if c.Name() == "clock" {
			c.Flags().Bool("zzz-new", false, "")
			c.AddCommand(&cobra.Command{Use: "zzz-sub", Run: func(*cobra.Command, []string) {}})
		}
	}
	got := strings.Join(missingHelp(root), "\n")
	for _, want := range []string{"help.clock.flag.zzz-new (de)", "help.clock.flag.zzz-new (cs)", "help.clock.zzz-sub.short (en)", "help.clock.zzz-sub.long (cs)"} {
		if !strings.Contains(got, want) {
			t.Errorf("a new flag or command without help: %q not reported in:\n%s", want, got)
		}
	}
}

// TestHelpKeys: a command's key is its path without the program's name.
func TestHelpKeys(t *testing.T) {
	root := helpTree(catalog.English)
	for path, want := range map[string]string{"": "help.root", "play": "help.play", "board watch": "help.board.watch", "completion bash": "help.completion.bash"} {
		c, _, err := root.Find(strings.Fields(path))
		if err != nil {
			t.Fatalf("%q: %v", path, err)
		}
		if got := helpKey(c); got != want {
			t.Errorf("helpKey(%q) = %q, want %q", path, got, want)
		}
	}
}

// TestHelpLanguageIsChosenFromTheCommandLine: --lang (or --lang=X) before
// cobra parses, else the locale; a bad --lang gives the locale's.
func TestHelpLanguageIsChosenFromTheCommandLine(t *testing.T) {
	tests := []struct {
		args []string
		env  map[string]string
		want catalog.Lang
	}{
		{[]string{"play", "--help"}, nil, catalog.English},
		{[]string{"play", "--help"}, map[string]string{"LANG": "de_DE.UTF-8"}, catalog.German},
		{[]string{"play", "--help"}, map[string]string{"LANG": "de_DE.UTF-8", "LC_MESSAGES": "cs_CZ.UTF-8"}, catalog.Czech},
		{[]string{"play", "--help"}, map[string]string{"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, catalog.English},
		{[]string{"play", "--lang", "cs", "--help"}, map[string]string{"LANG": "de_DE.UTF-8"}, catalog.Czech},
		{[]string{"play", "--lang=de", "--help"}, nil, catalog.German},
		{[]string{"play", "--lang", "DE", "--help"}, nil, catalog.German},
		{[]string{"play", "--lang", "xx", "--help"}, map[string]string{"LANG": "cs_CZ.UTF-8"}, catalog.Czech},
		{[]string{"play", "--lang"}, map[string]string{"LANG": "de_DE"}, catalog.German},
		{[]string{"say", "--", "--lang", "cs"}, nil, catalog.English},
	}
	for _, tt := range tests {
		getenv := func(k string) string { return tt.env[k] }
		if got := helpLang(tt.args, getenv); got != tt.want {
			t.Errorf("helpLang(%q, %v) = %s, want %s", tt.args, tt.env, got, tt.want)
		}
	}
}

// TestEnglishHelpIsLaidOutAsCobrasOwn: in English the usage screen of
// every command, options and defaults included, is what cobra's own
// template and pflag write, but for the names of the options' values
// (flagVar: "--time TC", not "--time string"), which the comparison
// leaves out together with the spaces that align the options' help; that
// the help of a command's options starts in one column is checked apart.
func TestEnglishHelpIsLaidOutAsCobrasOwn(t *testing.T) {
	root := helpTree(catalog.English)
	en := catalog.For(catalog.English)
	var ours []string
	var cmds []*cobra.Command
	eachCommand(root, func(c *cobra.Command) {
		if !c.Hidden {
			cmds = append(cmds, c)
			ours = append(ours, usageText(c, en))
		}
	})
	root.SetUsageFunc(nil) // cobra's own template from here on
	// The one other difference: a negative default, which only marks a
	// flag as not given, is not shown (TestHelpShowsNoDefaultThatMeansNotGiven).
	notGiven := strings.NewReplacer(" (default -1)", "")
	optionHead := regexp.MustCompile(`(?m)^(\s+(?:-\S, )?--[a-z0-9-]+)(?: \S+)? {2,}`)
	withoutValueNames := func(s string) string { return optionHead.ReplaceAllString(s, "$1 ") }
	for i, c := range cmds {
		if got, want := withoutValueNames(ours[i]), withoutValueNames(notGiven.Replace(c.UsageString())); got != want {
			t.Errorf("%s: usage\n%s\ncobra's:\n%s", c.CommandPath(), got, want)
		}
		if c.HasAvailableLocalFlags() {
			got := flagUsages(c.LocalFlags(), en, c.Use)
			if want := notGiven.Replace(c.LocalFlags().FlagUsages()); withoutValueNames(got) != withoutValueNames(want) {
				t.Errorf("%s: options\n%s\npflag's:\n%s", c.CommandPath(), got, want)
			}
			if cols := helpColumns(got); len(cols) != 1 {
				t.Errorf("%s: the options' help starts in columns %v, not in one:\n%s", c.CommandPath(), cols, got)
			}
		}
	}
}

// helpColumns returns the columns in which the help of the options of
// flagUsages' text starts (after the option and its value name, past
// three spaces at least).
func helpColumns(text string) []int {
	head := regexp.MustCompile(`^\s+(?:-\S, )?--[a-z0-9-]+(?: \S+)?   +`)
	seen := map[int]bool{}
	var cols []int
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if m := head.FindString(line); m != "" && !seen[len([]rune(m))] {
			seen[len([]rune(m))] = true
			cols = append(cols, len([]rune(m)))
		}
	}
	return cols
}

// TestOptionValuesAreNamedAsTheUsageLineNamesThem: an option's value is
// named in the option's line as the command's usage line names it, in
// each language, and by the catalog's word for its type where the line
// does not name it; no line of any help says a Go type name.
func TestOptionValuesAreNamedAsTheUsageLineNamesThem(t *testing.T) {
	for _, tc := range []flagCase{
		{catalog.English, "play", "time", "TC"},
		{catalog.English, "play", "black", "NAME"},
		{catalog.English, "play", "me", "SIDE"},
		{catalog.English, "play", "voice-key", "KEY"},
		{catalog.English, "play", "voice-pause", "DURATION"},
		{catalog.German, "play", "time", "ZEITKONTROLLE"},
		{catalog.German, "play", "me", "SEITE"},
		{catalog.German, "play", "event", "TEXT"},
		{catalog.Czech, "play", "voice-pause", "DOBA"},
		// --lang is named alike where the usage line leaves it out.
		{catalog.German, "hub", "lang", "SPRACHE"},
		{catalog.English, "simulate", "lang", "LANG"},
		{catalog.Czech, "ports", "lang", "JAZYK"},
		{catalog.Czech, "hub watch", "lang", "JAZYK"},
	} {
		cmd, f := helpFlag(t, tc.lang, tc.path, tc.flag)
		if got, _ := flagVar(f, catalog.For(tc.lang), cmd.Use); got != tc.want {
			t.Errorf("%s %s --%s: value named %q, want %q", tc.lang.Code(), tc.path, tc.flag, got, tc.want)
		}
	}
	goType := regexp.MustCompile(`--[a-z0-9-]+ (string|int|float|duration|strings|uint)\b`)
	for _, l := range catalog.Langs() {
		eachCommand(helpTree(l), func(c *cobra.Command) {
			if m := goType.FindString(usageText(c, catalog.For(l))); m != "" {
				t.Errorf("%s %s --help names a Go type: %q", l.Code(), c.CommandPath(), m)
			}
		})
	}
}

// TestUseVar reads a value's name from a usage line.
func TestUseVar(t *testing.T) {
	const use = "play [--time TC] [--fen F | --chess960 N] [--voice-input [--voice-key KEY]] [--out=FILE] [--sighted dgt:PATH|millennium:PATH] [--x [] [--y"
	for _, tc := range []struct{ flag, want string }{
		{"time", "TC"},
		{"fen", "F"},
		{"chess960", "N"},
		{"voice-key", "KEY"},
		{"voice-input", ""}, // a switch: the next word is another option
		{"out", "FILE"},
		{"sighted", ""}, // longer than maxUseVar
		{"x", ""},       // "[]" is no name
		{"y", ""},       // the line ends
		{"lang", ""},    // not in the line
		{"tim", ""},     // a prefix of another option is not it
	} {
		if got := useVar(use, tc.flag); got != tc.want {
			t.Errorf("useVar(--%s) = %q, want %q", tc.flag, got, tc.want)
		}
	}
}

// manWords turns a manual page into its words: requests, fonts and
// escapes off.
var roffRequest = regexp.MustCompile(`(?m)^\.[A-Za-z]+ ?`)

func manWords(page string) string {
	page = roffRequest.ReplaceAllString(page, "")
	return strings.NewReplacer(`\fB`, "", `\fI`, "", `\fR`, "", `\-`, "-", `\&`, "", `\e`, `\`, `""`, `"`).Replace(page)
}

// TestEachLanguageHelpSaysNoWordOfAnother: with the locale of de, en or
// cs, the whole --help of every command (cobra's headings, the help flag,
// the help and completion commands), the whole manual page and the
// command line's own errors (commandLineErrors) hold no word of another
// language and no word outside the catalogs; so does play --help with
// --lang.
func TestEachLanguageHelpSaysNoWordOfAnother(t *testing.T) {
	vocab := map[catalog.Lang]map[string]bool{}
	for _, l := range catalog.Langs() {
		vocab[l] = vocabularyOf(l)
	}
	var paths [][]string
	eachCommand(helpTree(catalog.English), func(c *cobra.Command) {
		if !c.Hidden {
			paths = append(paths, strings.Fields(c.CommandPath())[1:])
		}
	})
	locales := map[catalog.Lang]string{catalog.German: "de_DE.UTF-8", catalog.English: "en_GB.UTF-8", catalog.Czech: "cs_CZ.UTF-8"}
	for _, l := range catalog.Langs() {
		t.Run(l.Code(), func(t *testing.T) {
			t.Setenv("LC_ALL", locales[l])
			check := func(what, out string) {
				t.Helper()
				if bad := foreignWords(out, l, vocab); len(bad) > 0 {
					t.Errorf("%s: words of another language %v in:\n%s", what, bad, out)
				}
				if bad := unknownWords(out, vocab); len(bad) > 0 {
					t.Errorf("%s: words outside the catalogs %v in:\n%s", what, bad, out)
				}
			}
			for _, p := range paths {
				args := append(append([]string(nil), p...), "--help")
				code, out, errOut := runCLIAsIs("", args...)
				if code != 0 || errOut != "" || out == "" {
					t.Fatalf("%v: exit %d: %s", args, code, errOut)
				}
				check(strings.Join(args, " "), out)
			}
			for _, args := range [][]string{{"help", "play"}, {"help", "xyzzy"}, {"--version"}} {
				code, out, errOut := runCLIAsIs("", args...)
				if code != 0 {
					t.Fatalf("%v: exit %d: %s", args, code, errOut)
				}
				check(strings.Join(args, " "), out+errOut)
			}
			// The command line's own errors (clierrors_test.go), what
			// the user typed taken out.
			for _, e := range commandLineErrors {
				_, _, errOut := runCLIAsIs("", e.args...)
				for _, a := range e.args {
					_, value, _ := strings.Cut(a, "=")
					errOut = strings.ReplaceAll(errOut, `"`+a+`"`, "")
					errOut = strings.ReplaceAll(errOut, `"`+value+`"`, "")
					if strings.HasPrefix(a, "-") {
						errOut = strings.ReplaceAll(errOut, a, "")
					}
				}
				check(strings.Join(e.args, " "), errOut)
			}
			code, page, errOut := runCLIAsIs("", "man")
			if code != 0 || errOut != "" {
				t.Fatalf("man: exit %d: %s", code, errOut)
			}
			check("man", manWords(page))
			// --lang wins over the locale.
			other := catalog.Langs()[(int(l)+1)%3]
			code, out, errOut := runCLIAsIs("", "play", "--lang", other.Code(), "--help")
			if code != 0 {
				t.Fatalf("play --lang %s --help: exit %d: %s", other, code, errOut)
			}
			if bad := foreignWords(out, other, vocab); len(bad) > 0 {
				t.Errorf("play --lang %s --help under %s: words of another language %v", other, locales[l], bad)
			}
		})
	}
}

// TestManPageInTheLanguageOfLang: man --lang de is the German page from
// its headings to the options' help, man --lang cs the Czech one.
func TestManPageInTheLanguageOfLang(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	for _, tt := range []struct {
		lang string
		want []string
	}{
		{"de", []string{`.SH "BEZEICHNUNG"` + "\nblindchess \\- Schachassistent für sehbehinderte Spieler nach FIDE\\-Anhang D\n",
			".SS \"blindchess clock\"\n.nf\nblindchess clock [\\-\\-time ZEITKONTROLLE] [\\-\\-me SEITE]",
			"\\fB\\-\\-voice\\-pause\\fR \\fIDAUER\\fR\nmit \\-\\-voice\\-input: die Stille, die das Gesagte beendet (Vorgabe 300ms)\n"}},
		{"cs", []string{`.SH "JMÉNO"` + "\nblindchess \\- Šachový pomocník pro zrakově postižené hráče podle přílohy D pravidel FIDE\n",
			"\\fB\\-\\-journal\\fR \\fISOUBOR\\fR\nzapisovat každou klávesu do deníku SOUBOR (nový soubor), aby šlo hodiny po pádu programu obnovit\n"}},
	} {
		code, page, errOut := runCLIAsIs("", "man", "--lang", tt.lang)
		if code != 0 {
			t.Fatalf("man --lang %s: exit %d: %s", tt.lang, code, errOut)
		}
		for _, w := range tt.want {
			if !strings.Contains(page, w) {
				t.Errorf("man --lang %s lacks %q", tt.lang, w)
			}
		}
	}
}

// TestClockHelpInGermanAndCzech gives the start and the usage of
// blindchess clock --help in de and cs exactly.
func TestClockHelpInGermanAndCzech(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	tests := []struct {
		lang  string
		start string
		usage string
	}{
		{"de",
			"clock ist eine Schachuhr, die dem sehbehinderten Spieler auf Anfrage\nvertraulich seine Zeit, die Zeit des Gegners und die Zugzahl sagt und ihm\n",
			"\n\nAufruf:\n  blindchess clock [--time ZEITKONTROLLE] [--me SEITE] [--lang SPRACHE] [--casual] [--announce LISTE] [--json] [--script DATEI [--virtual]] [--journal DATEI oder --resume DATEI] [--voice-input [--microphone NAME]] [--braille] [Optionen]\n\nOptionen:\n" +
				"      --announce LISTE       selbsttätige Zeitansagen, z. B. \"10m,5m,2m,1m,30s,every 10s\", oder none (Vorgabe: none im Turnierspiel, 10m,5m,2m,1m,30s,every 10s mit --casual)\n"},
		{"cs",
			"clock jsou šachové hodiny, které zrakově postiženému hráči na požádání\ndůvěrně řeknou jeho čas, čas soupeře a počet tahů a oznámí mu, když\n",
			"\n\nPoužití:\n  blindchess clock [--time TEMPO] [--me STRANA] [--lang JAZYK] [--casual] [--announce SEZNAM] [--json] [--script SOUBOR [--virtual]] [--journal SOUBOR nebo --resume SOUBOR] [--voice-input [--microphone NÁZEV]] [--braille] [volby]\n\nVolby:\n" +
				"      --announce SEZNAM    samočinná hlášení času, např. \"10m,5m,2m,1m,30s,every 10s\", nebo none (výchozí: none při turnajové hře, 10m,5m,2m,1m,30s,every 10s s --casual)\n"},
	}
	for _, tt := range tests {
		code, out, errOut := runCLIAsIs("", "clock", "--lang", tt.lang, "--help")
		if code != 0 {
			t.Fatalf("clock --lang %s --help: exit %d: %s", tt.lang, code, errOut)
		}
		if !strings.HasPrefix(out, tt.start) {
			t.Errorf("clock --lang %s --help starts\n%q\nwant\n%q", tt.lang, out[:len(tt.start)], tt.start)
		}
		if !strings.Contains(out, tt.usage) {
			t.Errorf("clock --lang %s --help lacks\n%s\nin\n%s", tt.lang, tt.usage, out)
		}
	}
	for _, tt := range []struct {
		env  string
		args []string
		want string
	}{
		{"de_DE.UTF-8", []string{"board", "--help"}, "board fasst die Befehle zusammen, die mit einem Brett sprechen.\nSiehe \"blindchess board watch --help\".\n\nAufruf:\n  blindchess board [Optionen]\n  blindchess board [Befehl]\n\nBefehle:\n  follow      Die Züge schreiben, die die Ereignisse eines Bretts ergeben, einen pro Zeile in SAN\n  watch       Schreiben, was ein Brett meldet, eine Zeile je Ereignis\n\nOptionen:\n  -h, --help           Hilfe zu board\n      --lang SPRACHE   Sprache der Hilfe und der Meldungen: de, en oder cs (Vorgabe: die des Systems)\n\nMehr über einen Befehl sagt \"blindchess board [Befehl] --help\".\n"},
		{"cs_CZ.UTF-8", []string{"--version"}, "blindchess verze " + version + "\n"},
		{"cs_CZ.UTF-8", []string{"help", "xyzzy"}, "Takové téma nápovědy není: xyzzy\n"},
	} {
		t.Setenv("LC_ALL", tt.env)
		_, out, _ := runCLIAsIs("", tt.args...)
		if !strings.HasPrefix(out, tt.want) {
			t.Errorf("%v under %s:\n%s\nwant:\n%s", tt.args, tt.env, out, tt.want)
		}
	}
}

// flagDefiners are the pflag methods that define a flag; their last
// argument is the flag's help.
var flagDefiners = regexp.MustCompile(`^(String|Bool|Int|Int64|Uint|Float64|Duration|StringSlice|StringArray|IntSlice|Count)(Var)?P?$`)

// TestNoHelpTextInTheCommandFiles: the command files hold no help text of
// their own: Short, Long and Example are unset, Use is the command's name
// alone, and every flag is defined with an empty help (the catalogs give
// it).
func TestNoHelpTextInTheCommandFiles(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.KeyValueExpr:
				key, ok := x.Key.(*ast.Ident)
				lit, isLit := firstStringLiteral(x.Value)
				if !ok || !isLit {
					return true
				}
				s, _ := strconv.Unquote(lit.Value)
				switch {
				case (key.Name == "Short" || key.Name == "Long" || key.Name == "Example") && s != "":
					t.Errorf("%s: %s: help text in the code; put it in the catalogs (help.<path>.%s)", fset.Position(lit.Pos()), key.Name, strings.ToLower(key.Name))
				case key.Name == "Use" && strings.ContainsAny(s, " \t"):
					t.Errorf("%s: Use %q: only the command's name; its synopsis goes into the catalogs (help.<path>.use)", fset.Position(lit.Pos()), s)
				}
			case *ast.CallExpr:
				sel, ok := x.Fun.(*ast.SelectorExpr)
				if !ok || !flagDefiners.MatchString(sel.Sel.Name) || len(x.Args) < 3 {
					return true
				}
				if lit, ok := x.Args[len(x.Args)-1].(*ast.BasicLit); !ok || lit.Value != `""` {
					t.Errorf("%s: %s: a flag's help in the code; define it with \"\" and put it in the catalogs (help.<path>.flag.<name>)", fset.Position(x.Pos()), sel.Sel.Name)
				}
			}
			return true
		})
	}
}

// firstStringLiteral returns the first non-empty string literal of e,
// also inside a sum of strings ("text" + f()), or the literal itself.
func firstStringLiteral(e ast.Expr) (*ast.BasicLit, bool) {
	switch x := e.(type) {
	case *ast.BasicLit:
		return x, x.Kind == token.STRING
	case *ast.BinaryExpr:
		if lit, ok := firstStringLiteral(x.X); ok && lit.Value != `""` {
			return lit, true
		}
		return firstStringLiteral(x.Y)
	case *ast.ParenExpr:
		return firstStringLiteral(x.X)
	}
	return nil, false
}

// TestHubHelpNamesTheRoundsKeyAsItsMessagesDo: the help of hub and play
// names the round's key with the word the hub's and the table's messages
// use (Rundenkennwort, heslo kola, round token), not a second word for
// the same file (a Czech organiser read "token kola" in the help and
// "Heslo kola" when the hub started).
func TestHubHelpNamesTheRoundsKeyAsItsMessagesDo(t *testing.T) {
	for _, tc := range []struct {
		lang      catalog.Lang
		path      string
		want, not []string
	}{
		{catalog.German, "hub", []string{"--token-file enthält das Kennwort der Runde", "mit dem Kennwort der Runde (Vorgabe: hub-round-N.token)"}, []string{"Token der Runde"}},
		{catalog.German, "play", []string{"mit dem Kennwort der Runde, wie der Hub sie schrieb"}, []string{"Token der Runde"}},
		{catalog.English, "hub", []string{"round token"}, nil},
		{catalog.English, "play", []string{"the round token's FILE, as the hub wrote it"}, nil},
		{catalog.Czech, "hub", []string{"--token-file obsahuje heslo kola: když soubor chybí, hub do něj zapíše\nnové.", "s heslem kola (výchozí: hub-round-N.token)"}, []string{"token kola", "tokenem kola"}},
		{catalog.Czech, "play", []string{"s heslem kola, jak ho hub zapsal"}, []string{"tokenem kola"}},
	} {
		root := helpTree(tc.lang)
		cmd, _, err := root.Find([]string{tc.path})
		if err != nil {
			t.Fatal(err)
		}
		c := catalog.For(tc.lang)
		text := helpText(cmd, c) + usageText(cmd, c)
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s %s --help lacks %q:\n%s", tc.lang.Code(), tc.path, w, text)
			}
		}
		for _, w := range tc.not {
			if strings.Contains(text, w) {
				t.Errorf("%s %s --help says %q", tc.lang.Code(), tc.path, w)
			}
		}
	}
}
