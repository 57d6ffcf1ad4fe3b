package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlayRefusesBeforeCreatingAnything: a bad output path (--pgn in a
// folder that does not exist, --pgn naming a folder), an unknown --voice, a
// bad script line and --wav without a voice are refused with exit 2 before
// the game starts, in the game's language, and nothing is created: no game
// folder, no journal, no "saved" line. A bad --pgn path used to start the
// game and dump the PGN at the end (exit 1); --voice foo and a bad script
// line left a game folder behind, and the script line said "saved" first.
func TestPlayRefusesBeforeCreatingAnything(t *testing.T) {
	dir := t.TempDir()
	good := playScriptFile(t, "0 e4\n")
	bad := playScriptFile(t, "0 e4\nxx e4\n")
	for _, tc := range []struct {
		name string
		args []string
		want string // the whole standard error
	}{
		{"pgn in a missing folder, en", []string{"--lang", "en", "--pgn", filepath.Join(dir, "nope", "g.pgn"), "--script", good, "--virtual"},
			"blindchess: --pgn " + filepath.Join(dir, "nope", "g.pgn") + ": the folder " + filepath.Join(dir, "nope") + " does not exist; create it, or give a file in a folder that exists. Nothing was created.\n"},
		{"pgn in a missing folder, de", []string{"--lang", "de", "--pgn", filepath.Join(dir, "nope", "g.pgn"), "--script", good, "--virtual"},
			"blindchess: --pgn " + filepath.Join(dir, "nope", "g.pgn") + ": den Ordner " + filepath.Join(dir, "nope") + " gibt es nicht; ihn anlegen oder eine Datei in einem vorhandenen Ordner angeben. Es wurde nichts angelegt.\n"},
		{"pgn in a missing folder, cs", []string{"--lang", "cs", "--pgn", filepath.Join(dir, "nope", "g.pgn"), "--script", good, "--virtual"},
			"blindchess: --pgn " + filepath.Join(dir, "nope", "g.pgn") + ": složka " + filepath.Join(dir, "nope") + " neexistuje; vytvořte ji, nebo zadejte soubor ve složce, která existuje. Nic nebylo vytvořeno.\n"},
		{"pgn is a folder", []string{"--lang", "en", "--pgn", dir, "--script", good, "--virtual"},
			"blindchess: --pgn " + dir + " is a folder: give the name of a file in it, such as " + filepath.Join(dir, "game.pgn") + ". Nothing was created.\n"},
		{"journal in a missing folder", []string{"--lang", "en", "--journal", filepath.Join(dir, "nope", "g.journal"), "--script", good, "--virtual"},
			"blindchess: --journal " + filepath.Join(dir, "nope", "g.journal") + ": the folder " + filepath.Join(dir, "nope") + " does not exist; create it, or give a file in a folder that exists. Nothing was created.\n"},
		{"unknown voice, en", []string{"--lang", "en", "--voice", "foo", "--script", good, "--virtual"},
			"blindchess: --voice \"foo\": there is no such voice; give one of auto, clips, speechd, espeak, say, sapi, text, none. Nothing was created.\n"},
		{"unknown voice, de", []string{"--lang", "de", "--voice", "foo", "--script", good, "--virtual"},
			"blindchess: --voice \"foo\": diese Stimme gibt es nicht; eine von auto, clips, speechd, espeak, say, sapi, text, none angeben. Es wurde nichts angelegt.\n"},
		{"unknown voice, cs", []string{"--lang", "cs", "--voice", "foo", "--script", good, "--virtual"},
			"blindchess: --voice \"foo\": takový hlas neexistuje; zadejte jeden z auto, clips, speechd, espeak, say, sapi, text, none. Nic nebylo vytvořeno.\n"},
		{"wav without a voice", []string{"--lang", "en", "--voice", "none", "--wav", filepath.Join(dir, "s.wav"), "--script", good, "--virtual"},
			"blindchess: --wav needs a voice: give --voice clips or espeak. Nothing was created.\n"},
		{"bad script line, en", []string{"--lang", "en", "--script", bad, "--virtual"}, "blindchess: --script: script line 2: time \"xx\": write seconds such as 12.5, or m:ss or h:mm:ss (a line is \"<seconds> <what is typed>\")\n"},
		{"bad script line, de", []string{"--lang", "de", "--script", bad, "--virtual"}, "blindchess: --script: Skriptzeile 2: Zeit \"xx\": Sekunden wie 12.5 schreiben, oder m:ss oder h:mm:ss (eine Zeile ist \"<Sekunden> <was getippt wird>\")\n"},
		{"bad script line, cs", []string{"--lang", "cs", "--script", bad, "--virtual"}, "blindchess: --script: řádek skriptu 2: čas \"xx\": napište sekundy jako 12.5, nebo m:ss či h:mm:ss (řádek je \"<sekundy> <co se píše>\")\n"},
		{"bad script line on standard input", []string{"--lang", "en", "--script", "-", "--virtual"}, "blindchess: --script: script line 2: time \"xx\": write seconds such as 12.5, or m:ss or h:mm:ss (a line is \"<seconds> <what is typed>\")\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := t.TempDir()
			t.Setenv("XDG_DATA_HOME", data)
			stdin := ""
			if strings.Contains(tc.name, "standard input") {
				stdin = "0 e4\nxx e4\n"
			}
			out, errs, code := playRun(t, stdin, tc.args...)
			if code != 2 || errs != tc.want {
				t.Errorf("exit %d, stderr %q\nwant exit 2, %q", code, errs, tc.want)
			}
			if out != "" {
				t.Errorf("the game started:\n%s", out)
			}
			var left []string
			filepath.WalkDir(data, func(p string, d os.DirEntry, err error) error {
				if p != data {
					left = append(left, p)
				}
				return nil
			})
			if len(left) > 0 {
				t.Errorf("left behind: %q", left)
			}
		})
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("left in the folder of the paths: %v", entries)
	}
}

// TestPlayVoiceThatCannotOpenLeavesNothing: a voice that exists but cannot
// be opened here (macOS say on Linux) is found only once the game is set
// up; the refusal removes the journal and the game's folder again.
func TestPlayVoiceThatCannotOpenLeavesNothing(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	out, errs, code := playRun(t, "", "--lang", "en", "--voice", "sapi", "--script", playScriptFile(t, "0 e4\n"), "--virtual")
	if code != 2 || !strings.HasPrefix(errs, "blindchess: --voice: ") || out != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	games, _ := os.ReadDir(filepath.Join(data, "blindchess", "games"))
	if len(games) != 0 {
		t.Errorf("left behind: %v", games)
	}
}
