package main

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
)

// localeOf is a locale of each language, for the command lines whose
// language comes from the locale.
var localeOf = map[catalog.Lang]string{catalog.German: "de_DE.UTF-8", catalog.English: "en_GB.UTF-8", catalog.Czech: "cs_CZ.UTF-8"}

// commandLineError is a command line cobra or pflag refuses, and what
// blindchess says to it in de, en and cs (the whole of stderr).
type commandLineError struct {
	args       []string
	de, en, cs string
}

// commandLineErrors are the command line's own errors: unknown options and
// commands, missing and bad values, wrong numbers of arguments.
var commandLineErrors = []commandLineError{
	{[]string{"play", "--x"},
		"unbekannte Option --x (siehe blindchess play --help)",
		"unknown option --x (see blindchess play --help)",
		"neznámá volba --x (viz blindchess play --help)"},
	{[]string{"play", "-z"},
		"unbekannte Option -z (siehe blindchess play --help)",
		"unknown option -z (see blindchess play --help)",
		"neznámá volba -z (viz blindchess play --help)"},
	{[]string{"position", "-zh"},
		"unbekannte Option -z in -zh (siehe blindchess position --help)",
		"unknown option -z in -zh (see blindchess position --help)",
		"neznámá volba -z v -zh (viz blindchess position --help)"},
	{[]string{"clock", "--time"},
		"die Option --time braucht einen Wert (siehe blindchess clock --help)",
		"option --time needs a value (see blindchess clock --help)",
		"volba --time potřebuje hodnotu (viz blindchess clock --help)"},
	{[]string{"play", "--time", "--casual"},
		"die Option --time braucht einen Wert (siehe blindchess play --help)",
		"option --time needs a value (see blindchess play --help)",
		"volba --time potřebuje hodnotu (viz blindchess play --help)"},
	{[]string{"perft", "--depth", "abc"},
		`--depth "abc": eine ganze Zahl angeben, etwa 3 (siehe blindchess perft --help)`,
		`--depth "abc": give a whole number, such as 3 (see blindchess perft --help)`,
		`--depth "abc": zadejte celé číslo, například 3 (viz blindchess perft --help)`},
	{[]string{"perft", "--depth", "99999999999999999999"},
		`--depth "99999999999999999999": die Zahl ist zu groß (siehe blindchess perft --help)`,
		`--depth "99999999999999999999": the number is too large (see blindchess perft --help)`,
		`--depth "99999999999999999999": číslo je příliš velké (viz blindchess perft --help)`},
	{[]string{"say", "--rate", "fast", "e4"},
		`--rate "fast": eine Zahl angeben, etwa 1.5 (siehe blindchess say --help)`,
		`--rate "fast": give a number, such as 1.5 (see blindchess say --help)`,
		`--rate "fast": zadejte číslo, například 1.5 (viz blindchess say --help)`},
	{[]string{"play", "--casual=maybe"},
		`--casual "maybe": true oder false angeben, oder die Option allein (siehe blindchess play --help)`,
		`--casual "maybe": give true or false, or the option alone (see blindchess play --help)`,
		`--casual "maybe": zadejte true nebo false, nebo jen samotnou volbu (viz blindchess play --help)`},
	{[]string{"listen", "--voice-input", "--voice-pause", "soon"},
		`unbekannte Option --voice-input (siehe blindchess listen --help)`,
		`unknown option --voice-input (see blindchess listen --help)`,
		`neznámá volba --voice-input (viz blindchess listen --help)`},
	{[]string{"check", "--board-wait", "soon"},
		`--board-wait "soon": eine Dauer angeben, etwa 300ms, 2s oder 1m (siehe blindchess check --help)`,
		`--board-wait "soon": give a duration, such as 300ms, 2s or 1m (see blindchess check --help)`,
		`--board-wait "soon": zadejte dobu, například 300ms, 2s nebo 1m (viz blindchess check --help)`},
	{[]string{"play", "---x"},
		`"---x" ist keine Option: eine Option ist --name oder -x (siehe blindchess play --help)`,
		`"---x" is no option: an option is --name or -x (see blindchess play --help)`,
		`"---x" není volba: volba je --název nebo -x (viz blindchess play --help)`},
	{[]string{"pley"},
		`blindchess kennt keinen Befehl "pley"; meinten Sie play? (siehe blindchess --help)`,
		`blindchess has no command "pley"; did you mean play? (see blindchess --help)`,
		`blindchess nemá příkaz "pley"; mysleli jste play? (viz blindchess --help)`},
	{[]string{"posit", "--moves", "e4"},
		`blindchess kennt keinen Befehl "posit"; meinten Sie position? (siehe blindchess --help)`,
		`blindchess has no command "posit"; did you mean position? (see blindchess --help)`,
		`blindchess nemá příkaz "posit"; mysleli jste position? (viz blindchess --help)`},
	{[]string{"mam"},
		`blindchess kennt keinen Befehl "mam"; meinten Sie man oder say? (siehe blindchess --help)`,
		`blindchess has no command "mam"; did you mean man or say? (see blindchess --help)`,
		`blindchess nemá příkaz "mam"; mysleli jste man nebo say? (viz blindchess --help)`},
	{[]string{"xyzzy"},
		`blindchess kennt keinen Befehl "xyzzy" (siehe blindchess --help)`,
		`blindchess has no command "xyzzy" (see blindchess --help)`,
		`blindchess nemá příkaz "xyzzy" (viz blindchess --help)`},
	{[]string{"board", "wach"},
		`blindchess board kennt keinen Befehl "wach"; meinten Sie watch? (siehe blindchess board --help)`,
		`blindchess board has no command "wach"; did you mean watch? (see blindchess board --help)`,
		`blindchess board nemá příkaz "wach"; mysleli jste watch? (viz blindchess board --help)`},
	{[]string{"recording", "lst", "game"},
		`blindchess recording kennt keinen Befehl "lst"; meinten Sie list? (siehe blindchess recording --help)`,
		`blindchess recording has no command "lst"; did you mean list? (see blindchess recording --help)`,
		`blindchess recording nemá příkaz "lst"; mysleli jste list? (viz blindchess recording --help)`},
	{[]string{"completion", "fishy"},
		`blindchess completion kennt keinen Befehl "fishy"; meinten Sie fish? (siehe blindchess completion --help)`,
		`blindchess completion has no command "fishy"; did you mean fish? (see blindchess completion --help)`,
		`blindchess completion nemá příkaz "fishy"; mysleli jste fish? (viz blindchess completion --help)`},
	{[]string{"completion", "bash", "extra"},
		`completion bash nimmt keine Argumente, nur Optionen: "extra" ist keine (siehe blindchess completion bash --help)`,
		`completion bash takes no arguments, only options: "extra" is not one (see blindchess completion bash --help)`,
		`completion bash nebere žádné argumenty, jen volby: "extra" není volba (viz blindchess completion bash --help)`},
	{[]string{"microphones", "a", "b"},
		`microphones: zu viele Argumente (a b); höchstens 1 Argument (siehe blindchess microphones --help)`,
		`microphones: too many arguments (a b); it takes at most 1 argument (see blindchess microphones --help)`,
		`microphones: příliš mnoho argumentů (a b); nejvýše 1 argument (viz blindchess microphones --help)`},
	{[]string{"hub", "watch"},
		`hub watch: Geben Sie die Adresse des Hubs (blindchess hub nennt sie beim Start) an, zum Beispiel: blindchess hub watch http://127.0.0.1:8047`,
		`hub watch: give the hub's address (blindchess hub says it at its start), for example: blindchess hub watch http://127.0.0.1:8047`,
		`hub watch: zadejte adresu hubu (blindchess hub ji řekne při spuštění), například: blindchess hub watch http://127.0.0.1:8047`},
	{[]string{"position", "e4"},
		`position nimmt keine Argumente, nur Optionen: "e4" ist keine (siehe blindchess position --help)`,
		`position takes no arguments, only options: "e4" is not one (see blindchess position --help)`,
		`position nebere žádné argumenty, jen volby: "e4" není volba (viz blindchess position --help)`},
}

// TestCommandLineErrorsInEachLanguage: cobra's and pflag's own errors
// (unknown options and commands with the ones meant, missing and bad
// values by their type, too many or too few arguments) are said in the
// language of the locale, and of --lang where the command has it, each
// exactly, with where to read more, and exit with code 2.
func TestCommandLineErrorsInEachLanguage(t *testing.T) {
	for _, l := range catalog.Langs() {
		t.Run(l.Code(), func(t *testing.T) {
			t.Setenv("LC_ALL", localeOf[l])
			for _, tc := range commandLineErrors {
				want := map[catalog.Lang]string{catalog.German: tc.de, catalog.English: tc.en, catalog.Czech: tc.cs}[l]
				code, out, errOut := runCLIAsIs("", tc.args...)
				if code != 2 || out != "" || errOut != "blindchess: "+want+"\n" {
					t.Errorf("%v: exit %d, stdout %q, stderr\n%q\nwant 2 and\n%q", tc.args, code, out, errOut, "blindchess: "+want+"\n")
				}
			}
		})
	}
	// --lang, even after the option that is refused, wins over the locale.
	t.Setenv("LC_ALL", "C")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "--colour", "white", "--lang", "de"}, "blindchess: unbekannte Option --colour (siehe blindchess play --help)\n"},
		{[]string{"clock", "--lang=cs", "--me"}, "blindchess: volba --me potřebuje hodnotu (viz blindchess clock --help)\n"},
		{[]string{"play", "--time", "--lang", "cs"}, "blindchess: volba --time potřebuje hodnotu (viz blindchess play --help)\n"},
		{[]string{"pley", "--lang", "de"}, "blindchess: blindchess kennt keinen Befehl \"pley\"; meinten Sie play? (siehe blindchess --help)\n"},
	} {
		if code, _, errOut := runCLIAsIs("", tc.args...); code != 2 || errOut != tc.want {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

// TestCobrasOtherErrorsInEachLanguage: the validators and flag checks of
// cobra that no command of blindchess uses today (ExactArgs, RangeArgs,
// MinimumNArgs, OnlyValidArgs, required flags, flags that go together or
// exclude each other) are said in words of the catalogs too, so that a
// command that starts using one speaks the session's language.
func TestCobrasOtherErrorsInEachLanguage(t *testing.T) {
	tree := func() *cobra.Command {
		root := &cobra.Command{Use: "blindchess", SilenceUsage: true, SilenceErrors: true}
		run := func(*cobra.Command, []string) error { return nil }
		exact := &cobra.Command{Use: "exact", Args: cobra.ExactArgs(2), RunE: run}
		between := &cobra.Command{Use: "between", Args: cobra.RangeArgs(1, 3), RunE: run}
		least := &cobra.Command{Use: "least", Args: cobra.MinimumNArgs(2), RunE: run}
		valid := &cobra.Command{Use: "valid", Args: cobra.OnlyValidArgs, ValidArgs: []string{"white\tthe white side", "black"}, RunE: run}
		flags := &cobra.Command{Use: "flags", Args: cobra.NoArgs, RunE: run}
		for _, n := range []string{"white", "black", "time", "moves", "fen"} {
			flags.Flags().String(n, "", "")
		}
		_ = flags.MarkFlagRequired("time")
		flags.MarkFlagsRequiredTogether("white", "black")
		flags.MarkFlagsMutuallyExclusive("moves", "fen")
		oneOf := &cobra.Command{Use: "oneof", RunE: run}
		oneOf.Flags().String("moves", "", "")
		oneOf.Flags().String("fen", "", "")
		oneOf.MarkFlagsOneRequired("moves", "fen")
		root.AddCommand(exact, between, least, valid, flags, oneOf)
		return root
	}
	tests := []struct {
		args       []string
		de, en, cs string
	}{
		{[]string{"exact", "a"},
			"exact nimmt 2 Argumente, nicht 1 (siehe blindchess exact --help)",
			"exact takes 2 arguments, not 1 (see blindchess exact --help)",
			"exact bere 2 argumenty, ne 1 (viz blindchess exact --help)"},
		{[]string{"between", "a", "b", "c", "d", "e"},
			"between nimmt 1 bis 3 Argumente, nicht 5 (siehe blindchess between --help)",
			"between takes 1 to 3 arguments, not 5 (see blindchess between --help)",
			"between bere 1 až 3 argumenty, ne 5 (viz blindchess between --help)"},
		{[]string{"least"},
			"least: zu wenige Argumente; mindestens 2 Argumente, nicht 0 (siehe blindchess least --help)",
			"least: too few arguments; it takes at least 2 arguments, not 0 (see blindchess least --help)",
			"least: příliš málo argumentů; nejméně 2 argumenty, ne 0 (viz blindchess least --help)"},
		{[]string{"valid", "red"},
			`valid: "red" geht nicht; white oder black angeben (siehe blindchess valid --help)`,
			`valid: "red" is not possible; give white or black (see blindchess valid --help)`,
			`valid: "red" nelze; zadejte white nebo black (viz blindchess valid --help)`},
		{[]string{"flags"},
			"flags braucht --time (siehe blindchess flags --help)",
			"flags needs --time (see blindchess flags --help)",
			"flags potřebuje --time (viz blindchess flags --help)"},
		{[]string{"flags", "--time", "5+3", "--white", "Eva"},
			"--white und --black gehören zusammen; es fehlt --black (siehe blindchess flags --help)",
			"--white and --black go together; missing: --black (see blindchess flags --help)",
			"--white a --black patří k sobě; chybí --black (viz blindchess flags --help)"},
		{[]string{"flags", "--time", "5+3", "--moves", "e4", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"},
			"--fen und --moves schließen einander aus; nur --moves oder --fen angeben (siehe blindchess flags --help)",
			"--fen and --moves exclude each other; give only --moves or --fen (see blindchess flags --help)",
			"--fen a --moves se navzájem vylučují; zadejte jen --moves nebo --fen (viz blindchess flags --help)"},
		{[]string{"oneof"},
			"oneof braucht --moves oder --fen (siehe blindchess oneof --help)",
			"oneof needs --moves or --fen (see blindchess oneof --help)",
			"oneof potřebuje --moves nebo --fen (viz blindchess oneof --help)"},
	}
	for _, l := range catalog.Langs() {
		t.Setenv("LC_ALL", localeOf[l])
		for _, tc := range tests {
			want := "blindchess: " + map[catalog.Lang]string{catalog.German: tc.de, catalog.English: tc.en, catalog.Czech: tc.cs}[l] + "\n"
			var out, errOut strings.Builder
			code := executeTree(tree(), tc.args, strings.NewReader(""), &out, &errOut)
			if code != 2 || errOut.String() != want {
				t.Errorf("%s %v: exit %d, stderr\n%q\nwant 2 and\n%q", l, tc.args, code, errOut.String(), want)
			}
		}
	}
}
