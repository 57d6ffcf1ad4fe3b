package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/recording"
)

// newUserCase is a command line a new user may type, and the whole of
// what blindchess writes to it (standard output and error) in de, en
// and cs.
type newUserCase struct {
	args       []string
	code       int
	de, en, cs string
}

// runNewUserCases runs each case in a German, an English and a Czech
// locale and compares the exit code and the whole output exactly.
func runNewUserCases(t *testing.T, tests []newUserCase) {
	t.Helper()
	for _, l := range catalog.Langs() {
		t.Setenv("LC_ALL", localeOf[l])
		for _, tc := range tests {
			want := map[catalog.Lang]string{catalog.German: tc.de, catalog.English: tc.en, catalog.Czech: tc.cs}[l]
			code, out, errOut := runCLIAsIs("", tc.args...)
			if got := out + errOut; code != tc.code || got != want {
				t.Errorf("%s %v: exit %d, output\n%q\nwant %d and\n%q", l, tc.args, code, got, tc.code, want)
			}
		}
	}
}

// TestScriptThatIsNoFileSaysWhatToGive: a --script that is not there or
// is a folder is refused in the session's language, as a folder (not as
// a bad line 1 of the clock's script), with the file to give instead;
// nothing is created.
func TestScriptThatIsNoFileSaysWhatToGive(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.txt")
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	const (
		playDe = `; eine Textdatei mit Zeilen "<Sekunden> <was getippt wird>" angeben, etwa "0 e4" (oder - für die Standardeingabe)` + "\n"
		playEn = `; name a text file of lines "<seconds> <what is typed>", such as "0 e4" (or - for standard input)` + "\n"
		playCs = `; zadejte textový soubor s řádky "<sekundy> <co se píše>", například "0 e4" (nebo - pro standardní vstup)` + "\n"

		clockDe = `; eine Textdatei mit Zeilen "<Sekunden> <Aktion>" angeben, etwa "12.5 press"` + "\n"
		clockEn = `; name a text file of lines "<seconds> <action>", such as "12.5 press"` + "\n"
		clockCs = `; zadejte textový soubor s řádky "<sekundy> <akce>", například "12.5 press"` + "\n"
	)
	runNewUserCases(t, []newUserCase{
		{[]string{"play", "--script", dir, "--virtual"}, 2,
			"blindchess: --script: " + dir + ": ist ein Ordner" + playDe,
			"blindchess: --script: " + dir + ": is a directory" + playEn,
			"blindchess: --script: " + dir + ": je to složka" + playCs},
		{[]string{"play", "--script", dir}, 2,
			"blindchess: --script: " + dir + ": ist ein Ordner" + playDe,
			"blindchess: --script: " + dir + ": is a directory" + playEn,
			"blindchess: --script: " + dir + ": je to složka" + playCs},
		{[]string{"play", "--script", missing, "--virtual"}, 2,
			"blindchess: --script: " + missing + ": Datei oder Ordner nicht gefunden" + playDe,
			"blindchess: --script: " + missing + ": no such file or directory" + playEn,
			"blindchess: --script: " + missing + ": soubor nebo složka neexistuje" + playCs},
		{[]string{"clock", "--time", "5+3", "--script", dir, "--virtual"}, 2,
			"blindchess: --script: " + dir + ": ist ein Ordner" + clockDe,
			"blindchess: --script: " + dir + ": is a directory" + clockEn,
			"blindchess: --script: " + dir + ": je to složka" + clockCs},
		{[]string{"clock", "--time", "5+3", "--script", missing, "--virtual"}, 2,
			"blindchess: --script: " + missing + ": Datei oder Ordner nicht gefunden" + clockDe,
			"blindchess: --script: " + missing + ": no such file or directory" + clockEn,
			"blindchess: --script: " + missing + ": soubor nebo složka neexistuje" + clockCs},
	})
	if m, _ := filepath.Glob(filepath.Join(dir, "data", "blindchess", "games", "*")); len(m) != 0 {
		t.Errorf("a refused --script created %v", m)
	}
}

// TestArgumentNamesTheOptionThatTakesIt: a PGN file, a journal or a
// depth typed where a command takes options only is answered with the
// command line that works (the option that takes it); any other word
// still says that the command takes no arguments.
func TestArgumentNamesTheOptionThatTakesIt(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", filepath.Join(t.TempDir(), "data"))
	runNewUserCases(t, []newUserCase{
		{[]string{"braille", "game.pgn"}, 2,
			"blindchess: braille nimmt das als Option --pgn: blindchess braille --pgn game.pgn\n",
			"blindchess: braille takes it as the option --pgn: blindchess braille --pgn game.pgn\n",
			"blindchess: braille to bere jako volbu --pgn: blindchess braille --pgn game.pgn\n"},
		{[]string{"position", "Game.PGN"}, 2,
			"blindchess: position nimmt das als Option --pgn: blindchess position --pgn Game.PGN\n",
			"blindchess: position takes it as the option --pgn: blindchess position --pgn Game.PGN\n",
			"blindchess: position to bere jako volbu --pgn: blindchess position --pgn Game.PGN\n"},
		{[]string{"play", "g/game.journal"}, 2,
			"blindchess: play nimmt das als Option --resume: blindchess play --resume g/game.journal\n",
			"blindchess: play takes it as the option --resume: blindchess play --resume g/game.journal\n",
			"blindchess: play to bere jako volbu --resume: blindchess play --resume g/game.journal\n"},
		{[]string{"clock", "c.journal"}, 2,
			"blindchess: clock nimmt das als Option --resume: blindchess clock --resume c.journal\n",
			"blindchess: clock takes it as the option --resume: blindchess clock --resume c.journal\n",
			"blindchess: clock to bere jako volbu --resume: blindchess clock --resume c.journal\n"},
		{[]string{"perft", "5"}, 2,
			"blindchess: perft nimmt das als Option --depth: blindchess perft --depth 5\n",
			"blindchess: perft takes it as the option --depth: blindchess perft --depth 5\n",
			"blindchess: perft to bere jako volbu --depth: blindchess perft --depth 5\n"},
		{[]string{"say", "partie.pgn"}, 2,
			"blindchess: say nimmt das als Option --pgn: blindchess say --pgn partie.pgn\n",
			"blindchess: say takes it as the option --pgn: blindchess say --pgn partie.pgn\n",
			"blindchess: say to bere jako volbu --pgn: blindchess say --pgn partie.pgn\n"},
		{[]string{"perft", "game.pgn"}, 2,
			`blindchess: perft nimmt keine Argumente, nur Optionen: "game.pgn" ist keine (siehe blindchess perft --help)` + "\n",
			`blindchess: perft takes no arguments, only options: "game.pgn" is not one (see blindchess perft --help)` + "\n",
			`blindchess: perft nebere žádné argumenty, jen volby: "game.pgn" není volba (viz blindchess perft --help)` + "\n"},
		{[]string{"braille", "game.pgn", "more.pgn"}, 2,
			`blindchess: braille nimmt keine Argumente, nur Optionen: "game.pgn" ist keine (siehe blindchess braille --help)` + "\n",
			`blindchess: braille takes no arguments, only options: "game.pgn" is not one (see blindchess braille --help)` + "\n",
			`blindchess: braille nebere žádné argumenty, jen volby: "game.pgn" není volba (viz blindchess braille --help)` + "\n"},
	})
}

// TestSayOutThatCannotBeWrittenSaysWhatToGive: say --out naming a folder,
// or a file in a folder that is not there, is bad input (exit 2) that
// says what to give, in de, en and cs.
func TestSayOutThatCannotBeWrittenSaysWhatToGive(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "none", "moves.wav")
	runNewUserCases(t, []newUserCase{
		{[]string{"say", "--out", dir, "e4"}, 2,
			"blindchess: kann nicht sprechen: WAV-Datei anlegen: " + dir + ": ist ein Ordner; bei --out den Namen einer WAV-Datei in einem vorhandenen Ordner angeben, etwa zuege.wav\n",
			"blindchess: cannot speak: creating WAV file: " + dir + ": is a directory; give --out the name of a WAV file in a folder that exists, such as moves.wav\n",
			"blindchess: nelze mluvit: vytvoření souboru WAV: " + dir + ": je to složka; zadejte u --out jméno souboru WAV v existující složce, například tahy.wav\n"},
		{[]string{"say", "--out", missing, "e4"}, 2,
			"blindchess: kann nicht sprechen: WAV-Datei anlegen: " + missing + ": Datei oder Ordner nicht gefunden; bei --out den Namen einer WAV-Datei in einem vorhandenen Ordner angeben, etwa zuege.wav\n",
			"blindchess: cannot speak: creating WAV file: " + missing + ": no such file or directory; give --out the name of a WAV file in a folder that exists, such as moves.wav\n",
			"blindchess: nelze mluvit: vytvoření souboru WAV: " + missing + ": soubor nebo složka neexistuje; zadejte u --out jméno souboru WAV v existující složce, například tahy.wav\n"},
	})
}

// TestListenWAVThatIsNoFileSaysWhatToGive: listen --wav naming no file,
// or a folder, says what to give (a file that is not a WAV says how to
// convert it, as before), in de, en and cs.
func TestListenWAVThatIsNoFileSaysWhatToGive(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "none.wav")
	const (
		de = "; bei --wav die WAV-Aufnahme eines Zugs oder einer Anfrage angeben, zum Beispiel: blindchess listen --wav zug.wav\n"
		en = "; give --wav the WAV recording of one move or request, for example: blindchess listen --wav move.wav\n"
		cs = "; zadejte u --wav nahrávku WAV jednoho tahu nebo dotazu, například: blindchess listen --wav tah.wav\n"
	)
	runNewUserCases(t, []newUserCase{
		{[]string{"listen", "--wav", missing}, 2,
			"blindchess: Tondatei öffnen: " + missing + ": Datei oder Ordner nicht gefunden" + de,
			"blindchess: opening audio file: " + missing + ": no such file or directory" + en,
			"blindchess: otevření zvukového souboru: " + missing + ": soubor nebo složka neexistuje" + cs},
		{[]string{"listen", "--wav", dir}, 2,
			"blindchess: Tondatei öffnen: " + dir + ": ist ein Ordner" + de,
			"blindchess: opening audio file: " + dir + ": is a directory" + en,
			"blindchess: otevření zvukového souboru: " + dir + ": je to složka" + cs},
	})
}

// TestPGNFileThatIsNoFileSaysWhatToGive: --pgn naming no file, or a
// folder, is refused by braille, say and position alike with the file to
// give, in de, en and cs.
func TestPGNFileThatIsNoFileSaysWhatToGive(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "none.pgn")
	const (
		de = "; die PGN-Datei der Partie angeben, etwa --pgn partie.pgn\n"
		en = "; give the PGN file of the game, such as --pgn game.pgn\n"
		cs = "; zadejte soubor PGN s partií, například --pgn partie.pgn\n"
	)
	var tests []newUserCase
	for _, cmd := range []string{"braille", "say", "position"} {
		tests = append(tests,
			newUserCase{[]string{cmd, "--pgn", missing}, 2,
				"blindchess: --pgn: " + missing + ": Datei oder Ordner nicht gefunden" + de,
				"blindchess: --pgn: " + missing + ": no such file or directory" + en,
				"blindchess: --pgn: " + missing + ": soubor nebo složka neexistuje" + cs},
			newUserCase{[]string{cmd, "--pgn", dir}, 2,
				"blindchess: --pgn: " + dir + ": ist ein Ordner" + de,
				"blindchess: --pgn: " + dir + ": is a directory" + en,
				"blindchess: --pgn: " + dir + ": je to složka" + cs})
	}
	runNewUserCases(t, tests)
}

// TestClockScriptPressBeforeStartSaysToStart: a clock script whose first
// action presses before the clock was started is refused (exit 2) with
// the line that starts it, in de, en and cs; that line then works.
func TestClockScriptPressBeforeStartSaysToStart(t *testing.T) {
	dir := t.TempDir()
	press := filepath.Join(dir, "press.txt")
	started := filepath.Join(dir, "started.txt")
	if err := os.WriteFile(press, []byte("0 press\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(started, []byte("0 start\n2 press\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	runNewUserCases(t, []newUserCase{
		{[]string{"clock", "--time", "5+3", "--script", press, "--virtual"}, 2,
			"Turnierpartie: Ihre Zeit wird nur auf Anfrage angesagt (time); --announce gibt automatische Ansagen.\n" +
				`blindchess: Skriptzeile 1 (0 s): Drücken durch Weiß: die Uhr wurde noch nicht gestartet; die Uhr zuerst starten, mit einer Zeile wie "0 start"` + "\n",
			"Tournament play: your time is told only when you ask (time); --announce gives automatic announcements.\n" +
				`blindchess: script line 1 (0 s): press by white: the clock has not been started; start the clock first, with a line such as "0 start"` + "\n",
			"Turnajová partie: čas se hlásí jen na požádání (time); --announce zapne automatická hlášení.\n" +
				`blindchess: řádek skriptu 1 (0 s): stisk hodin (bílý): hodiny ještě nebyly spuštěny; nejdřív spusťte hodiny řádkem jako "0 start"` + "\n"},
	})
	if code, _, errOut := runCLIAsIs("", "clock", "--time", "5+3", "--script", started, "--virtual", "--lang", "en"); code != 0 || errOut != "" {
		t.Errorf("the script started first: exit %d, %q; want 0 and no error", code, errOut)
	}
}

// TestResumeFolderAndHubTokenSayWhatToGive: --resume of a folder that
// holds no game.journal says so (a game's folder is what --resume takes),
// with where the games are; a --hub-token-file that cannot be read names
// the file once and says which file to give; in de, en and cs, before
// anything is created.
func TestResumeFolderAndHubTokenSayWhatToGive(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty")
	if err := os.Mkdir(empty, 0o700); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "none.token")
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	games := filepath.Join(dir, "data", "blindchess", "games")
	runNewUserCases(t, []newUserCase{
		{[]string{"play", "--resume", empty}, 2,
			"blindchess: --resume " + empty + ": in diesem Ordner liegt kein game.journal; den Ordner einer Partie angeben (die Partien liegen in " + games + ")\n",
			"blindchess: --resume " + empty + ": this folder holds no game.journal; give a game's folder (the games are in " + games + ")\n",
			"blindchess: --resume " + empty + ": v této složce není game.journal; zadejte složku partie (partie jsou v " + games + ")\n"},
		{[]string{"play", "--hub", "http://127.0.0.1:1", "--board", "1", "--hub-token-file", missing}, 2,
			"blindchess: --hub-token-file: " + missing + ": Datei oder Ordner nicht gefunden; die Datei angeben, die der Hub der Runde schrieb (hub-round-N.token), vom Rechner des Schiedsrichters kopiert\n",
			"blindchess: --hub-token-file: " + missing + ": no such file or directory; give the file the round's hub wrote (hub-round-N.token), copied from the arbiter's computer\n",
			"blindchess: --hub-token-file: " + missing + ": soubor nebo složka neexistuje; zadejte soubor, který zapsal hub kola (hub-round-N.token), zkopírovaný z počítače rozhodčího\n"},
	})
	if m, _ := filepath.Glob(filepath.Join(games, "*")); len(m) != 0 {
		t.Errorf("a refused command line created %v", m)
	}
}

// TestRecordingPlayCountsPliesAndSaysWhatToGive: a move not recorded is
// answered with the plies recorded (the segment before the first move is
// none) in the language's plural (2 půltahy, 1 Halbzug), and an --out
// that is a folder says what to give; in de, en and cs.
func TestRecordingPlayCountsPliesAndSaysWhatToGive(t *testing.T) {
	dir := t.TempDir()
	r, err := recording.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 27, 5, 0, 0, 0, time.UTC)
	for i, san := range []string{"", "e4", "e5"} { // ply 0: before the first move
		if err := r.StartPly(i, san, t0.Add(time.Duration(i)*time.Second)); err != nil {
			t.Fatal(err)
		}
		if err := r.Write([]int16{1, 2, 3}); err != nil {
			t.Fatal(err)
		}
	}
	if err := r.Close(t0.Add(3 * time.Second)); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	runNewUserCases(t, []newUserCase{
		{[]string{"recording", "play", dir, "--move", "9"}, 2,
			"blindchess: Zug 9 ist nicht in der Aufnahme (2 Halbzüge aufgenommen); siehe 'blindchess recording list " + dir + "'\n",
			"blindchess: move 9 is not in the recording (2 half-moves recorded); see 'blindchess recording list " + dir + "'\n",
			"blindchess: tah 9 v nahrávce není (nahráno: 2 půltahy); viz 'blindchess recording list " + dir + "'\n"},
		{[]string{"recording", "play", dir, "--move", "1", "--out", out}, 2,
			"blindchess: Aufnahme von Zug 1 schreiben: " + out + ": ist ein Ordner; bei --out den Namen einer WAV-Datei in einem vorhandenen Ordner angeben, etwa zug.wav\n",
			"blindchess: writing the recording of move 1: " + out + ": is a directory; give --out the name of a WAV file in a folder that exists, such as move.wav\n",
			"blindchess: zápis nahrávky tahu 1: " + out + ": je to složka; zadejte u --out jméno souboru WAV v existující složce, například tah.wav\n"},
	})
}
