package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestBadInputExitsWithTwo gives every command input it cannot use (a
// file that is not there or is not what the command reads, a folder that
// holds nothing of the kind, a word where only options go): each exits
// with code 2, as the README promises, and says what was wrong.
func TestBadInputExitsWithTwo(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_DATA_HOME", "")
	dir := t.TempDir()
	missingWAV := filepath.Join(dir, "missing.wav")
	notWAV := writeTemp(t, "not.wav", "hello\n")
	junk := writeTemp(t, "junk.pgn", "not a pgn\n")
	empty := t.TempDir()
	tests := []struct {
		name string
		args []string
		want string // the whole of standard error
	}{
		{"listen: a WAV file that is not there", []string{"listen", "--wav", missingWAV},
			"blindchess: opening audio file: " + missingWAV + ": no such file or directory; give --wav the WAV recording of one move or request, for example: blindchess listen --wav move.wav\n"},
		{"listen: a file that is not a WAV", []string{"listen", "--wav", notWAV},
			"blindchess: reading " + notWAV + ": not a WAV file (too short); convert it with sox in.xxx out.wav\n"},
		{"microphones: a WAV file that is not there", []string{"microphones", "--test", missingWAV},
			"blindchess: --test " + missingWAV + ": no such file; give an existing WAV recording, or a microphone's name (blindchess microphones lists them)\n"},
		{"braille: a file without games", []string{"braille", "--pgn", junk},
			"blindchess: --pgn " + junk + ": game 1 (White - Black), line 1, move 1. not: \"not\" is not a move: no destination square (a file a-h and a rank 1-8, as in e4)\n"},
		{"recording list: a folder without a recording", []string{"recording", "list", empty},
			"blindchess: " + empty + " holds no recording: the game was played without --record (blindchess play --record records the next one); give the game's folder\n"},
		{"recording list: a file, not a folder", []string{"recording", "list", junk},
			"blindchess: " + junk + " holds no recording: the game was played without --record (blindchess play --record records the next one); give the game's folder\n"},
		{"recording play: a folder that is not there", []string{"recording", "play", filepath.Join(dir, "none"), "--move", "1"},
			"blindchess: " + filepath.Join(dir, "none") + ": no such folder; give the game's folder (the games are in " + filepath.Join(home, ".local", "share", "blindchess", "games") + ")\n"},
		{"say: --out names a folder", []string{"say", "--out", empty, "e4"},
			"blindchess: cannot speak: creating WAV file: " + empty + ": is a directory; give --out the name of a WAV file in a folder that exists, such as moves.wav\n"},
		{"clock: a folder without a clock's journal", []string{"clock", "--resume", empty},
			"blindchess: --resume " + empty + ": this folder holds no journal of a clock; give the file the clock named when it started\n"},
	}
	for _, cmd := range []string{"play", "clock", "braille", "listen", "perft", "position", "board watch", "board follow"} {
		args := append(strings.Fields(cmd), "white")
		tests = append(tests, struct {
			name string
			args []string
			want string
		}{cmd + ": a word where only options go", args,
			"blindchess: " + cmd + ` takes no arguments, only options: "white" is not one (see blindchess ` + cmd + " --help)\n"})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errOut := runCLI(t, "", tt.args...)
			if code != 2 || errOut != tt.want {
				t.Errorf("%v: exit %d, stderr\n%q\nwant exit 2 and\n%q", tt.args, code, errOut, tt.want)
			}
		})
	}
}

// TestMissingArgumentAnsweredInWords leaves out the game folder of the
// recording commands, or gives two: the answer says what to give, with an
// example, in the language of the locale.
func TestMissingArgumentAnsweredInWords(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	example := filepath.Join(data, "blindchess", "games", "2026-11-26_15-04-05_Anna-Bert")
	tests := []struct {
		locale string
		args   []string
		want   string
	}{
		{"C", []string{"recording", "list"},
			"recording list: give the game folder, for example: blindchess recording list " + example},
		{"en_GB.UTF-8", []string{"recording", "play"},
			"recording play: give the game folder, for example: blindchess recording play " + example + " --move 12"},
		{"de_DE.UTF-8", []string{"recording", "list"},
			"recording list: Geben Sie den Ordner der Partie an, zum Beispiel: blindchess recording list " + example},
		{"cs_CZ.UTF-8", []string{"recording", "list"},
			"recording list: zadejte složku partie, například: blindchess recording list " + example},
		{"C", []string{"recording", "list", "a", "b"},
			"recording list: too many arguments (a b); give only the game folder, for example: blindchess recording list " + example},
		{"de_AT.UTF-8", []string{"recording", "list", "a", "b"},
			"recording list: zu viele Argumente (a b); geben Sie nur den Ordner der Partie an, zum Beispiel: blindchess recording list " + example},
		{"cs_CZ", []string{"play", "Anna"},
			`play nebere žádné argumenty, jen volby: "Anna" není volba (viz blindchess play --help)`},
		{"de_DE", []string{"clock", "--lang", "cs", "x"},
			`clock nebere žádné argumenty, jen volby: "x" není volba (viz blindchess clock --help)`},
	}
	for _, tt := range tests {
		t.Run(tt.locale+" "+strings.Join(tt.args, " "), func(t *testing.T) {
			t.Setenv("LC_ALL", tt.locale)
			code, _, errOut := runCLI(t, "", tt.args...)
			if want := "blindchess: " + tt.want + "\n"; code != 2 || errOut != want {
				t.Errorf("exit %d, stderr\n%q\nwant exit 2 and\n%q", code, errOut, want)
			}
		})
	}
}

// TestPlayResumeTakesTheGameFolder resumes a game by its folder, as the
// start of the game names it, instead of the journal in it.
func TestPlayResumeTakesTheGameFolder(t *testing.T) {
	folder := t.TempDir()
	j := filepath.Join(folder, "game.journal")
	if _, errs, code := playRun(t, "", "--lang", "en", "--journal", j, "--script", playScriptFile(t, "0 e4\n1 press\n2 e5\n"), "--virtual"); code != 0 {
		t.Fatalf("first session: exit %d: %s", code, errs)
	}
	out, errs, code := playRun(t, "", "--resume", folder, "--script", playScriptFile(t, "5 press\n6 moves\n7 quit\n7 ja\n"), "--virtual")
	if code != 0 || !strings.HasPrefix(out, "Game restored.\nMove one Black, Eva five\n") {
		t.Fatalf("--resume FOLDER: exit %d\n%s%s", code, out, errs)
	}
	// The resumed game went on in the journal of the folder.
	data, err := os.ReadFile(j)
	if err != nil || !strings.Contains(string(data), `"src":"system","in":"resumed"}`) || !strings.Contains(string(data), `"src":"script","in":"moves"}`) {
		t.Errorf("the folder's journal lacks the resumed session's input: %v\n%s", err, data)
	}
}

// TestClockResumeTakesTheFolder resumes a clock by the folder of its
// journal: the only journal in it, or, with several, none but the answer
// names the newest.
func TestClockResumeTakesTheFolder(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	folder := t.TempDir()
	first := filepath.Join(folder, "2026-11-26-150405.journal")
	runCLIOK(t, "clock", "--time", "5+3", "--journal", first, "--script", writeScript(t, "0 start\n10 press\n20 quit\n20 yes\n"), "--virtual")
	_, out, errOut := runCLIOK(t, "clock", "--resume", folder, "--script", writeScript(t, "30 resume\n31 quit\n31 yes\n"), "--virtual")
	if !strings.Contains(out+errOut, "Clock restored from its journal") {
		t.Fatalf("--resume FOLDER:\n%s%s", out, errOut)
	}
	second := filepath.Join(folder, "2026-11-26-160000.journal")
	runCLIOK(t, "clock", "--time", "5+3", "--journal", second, "--script", writeScript(t, "0 start\n1 quit\n1 yes\n"), "--virtual")
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(second, later, later); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runCLI(t, "", "clock", "--resume", folder)
	want := "blindchess: --resume " + folder + ": this folder holds 2 journals of clocks; give one, for example the newest: --resume " + second + "\n"
	if code != 2 || errOut != want {
		t.Errorf("two journals: exit %d, %q; want 2 and %q", code, errOut, want)
	}
}
