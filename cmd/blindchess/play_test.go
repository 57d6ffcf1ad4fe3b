package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/speech"
)

// playRun runs "blindchess play" in-process and returns stdout, stderr
// and the exit code.
func playRun(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := execute(withLang(append([]string{"play"}, args...)), strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

func playScriptFile(t *testing.T, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "game.script")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestPlayScriptJSON plays a scripted game on virtual time and checks every
// JSON line.
func TestPlayScriptJSON(t *testing.T) {
	dir := t.TempDir()
	j, p := filepath.Join(dir, "g.journal"), filepath.Join(dir, "g.pgn")
	script := playScriptFile(t, "0 e4\n2 press\n3 knight felix six\n4 p\n5 t\n6 xyz\n7 resign black\n7 yes\n")
	out, errs, code := playRun(t, "", "--casual", "--time", "5+3", "--white", "Anna", "--black", "Bert", "--lang", "en",
		"--script", script, "--virtual", "--json", "--journal", j, "--pgn", p)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want := `{"t":0,"event":"announce","text":"Game Anna against Bert. White to move. Casual play.","audience":"all"}
{"t":0,"event":"announce","text":"Time control 5+3: five minutes, increment three seconds.","audience":"all"}
{"t":0,"event":"info","text":"Journal: JOURNAL. PGN: PGN.","audience":"all"}
{"t":0,"event":"input","seq":1,"source":"script","text":"e4"}
{"t":0,"event":"clock","what":"start","side":"white","white_ms":303000,"black_ms":303000,"turn":"white","status":"running"}
{"t":0,"event":"move","source":"keyboard","san":"e4","by":"white","ply":1}
{"t":0,"event":"announce","text":"Eva four","audience":"all"}
{"t":2,"event":"input","seq":2,"source":"script","text":"press"}
{"t":2,"event":"clock","what":"press","side":"white","white_ms":304000,"black_ms":303000,"turn":"black","status":"running"}
{"t":3,"event":"input","seq":3,"source":"script","text":"knight felix six"}
{"t":3,"event":"move","source":"keyboard","san":"Nf6","by":"black","ply":2}
{"t":3,"event":"announce","text":"Knight Felix six","audience":"all"}
{"t":4,"event":"input","seq":4,"source":"script","text":"p"}
{"t":4,"event":"clock","what":"press","side":"black","white_ms":304000,"black_ms":304000,"turn":"white","status":"running"}
{"t":5,"event":"input","seq":5,"source":"script","text":"t"}
{"t":5,"event":"announce","text":"White, five minutes three seconds","audience":"player"}
{"t":6,"event":"input","seq":6,"source":"script","text":"xyz"}
{"t":6,"event":"error","text":"Not understood: xyz. Type a move or a command; help lists them."}
{"t":7,"event":"input","seq":7,"source":"script","text":"resign black"}
{"t":7,"event":"announce","text":"Black resigns: the game ends. Answer yes to confirm; anything else cancels.","audience":"all"}
{"t":7,"event":"input","seq":8,"source":"script","text":"yes"}
{"t":7,"event":"announce","text":"Black resigns","audience":"all"}
{"t":7,"event":"clock","what":"pause","side":"white","white_ms":301000,"black_ms":304000,"turn":"white","status":"paused"}
{"t":7,"event":"result","result":"1-0","reason":"resignation"}
{"t":7,"event":"announce","text":"Game over. White wins: resignation.","audience":"all"}
{"t":7,"event":"info","text":"Game over: 1-0. PGN: PGN.","audience":"all"}
`
	want = strings.NewReplacer("JOURNAL", j, "PGN: PGN", "PGN: "+p).Replace(want)
	if out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}
	pgnData, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(pgnData), "1. e4 {[%clk 0:05:04]} 1... Nf6 {[%clk 0:05:04]} {resignation} 1-0") ||
		!strings.Contains(string(pgnData), `[White "Anna"]`) {
		t.Errorf("PGN:\n%s", pgnData)
	}
	log, err := journal.Read(j)
	if err != nil || len(log.Records) != 8 { // seven lines and the yes
		t.Fatalf("journal: %v, %+v", err, log)
	}
}

// TestPlayTextAndResume plays part of a game in text mode, then resumes it
// from its journal and finishes it.
func TestPlayTextAndResume(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	out, errs, code := playRun(t, "", "--casual", "--time", "90+30", "--script", playScriptFile(t, "0 e4\n3 p\n5 e5\n9 p\n12 f4\n"), "--virtual", "--journal", j)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want := "Partie Weiß gegen Schwarz. Weiß am Zug. Freie Partie.\n" +
		"Bedenkzeit 90+30: eine Stunde dreißig Minuten, Inkrement dreißig Sekunden.\n" +
		"Journal: " + j + ". PGN: " + filepath.Join(dir, "g.pgn") + ".\n" +
		"Eva vier\nEva fünf\nFelix vier\n" +
		"Partie gespeichert. PGN: " + filepath.Join(dir, "g.pgn") + ". Fortsetzen mit: blindchess play --resume " + j + "\n"
	if out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}
	// Resume: the clock is paused at the last input's instant; going on
	// at the same instant loses no time.
	out, errs, code = playRun(t, "", "--resume", j, "--script", playScriptFile(t, "12 resume\n14 p\n20 exf4\n21 p\n22 time both\n"), "--virtual")
	if code != 0 {
		t.Fatalf("resume exit %d: %s", code, errs)
	}
	want = "Partie wiederhergestellt. Uhr angehalten auf den letzten bekannten Zeiten; fortsetzen mit weiter.\n" +
		"Zug zwei Weiß, Felix vier\n" +
		"Felix vier wartet auf den Uhrdruck.\n" +
		"Weiß, eine Stunde dreißig Minuten vierundfünfzig Sekunden, Schwarz, eine Stunde dreißig Minuten vierundfünfzig Sekunden\n" +
		"Uhr läuft weiter\nEva schlägt Felix vier\n" +
		"Weiß, eine Stunde einunddreißig Minuten einundzwanzig Sekunden, Schwarz, eine Stunde einunddreißig Minuten siebzehn Sekunden\n" +
		"Partie gespeichert. PGN: " + filepath.Join(dir, "g.pgn") + ". Fortsetzen mit: blindchess play --resume " + j + "\n"
	if out != want {
		t.Errorf("resumed stdout:\n%s\nwant:\n%s", out, want)
	}
	pgnData, _ := os.ReadFile(filepath.Join(dir, "g.pgn"))
	if !strings.Contains(string(pgnData), "1. e4 {[%clk 1:30:57]} 1... e5 {[%clk 1:30:54]} 2. f4 {[%clk 1:31:22]}\n2... exf4 {[%clk 1:31:17]} *") {
		t.Errorf("PGN after resume:\n%s", pgnData)
	}
}

// TestPlayDefaultFolder checks the per-game folder under XDG_DATA_HOME.
func TestPlayDefaultFolder(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	out, errs, code := playRun(t, "", "--white", "Anna Nováková", "--black", "Bert", "--script", playScriptFile(t, "0 e4\n"), "--virtual", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	games, _ := filepath.Glob(filepath.Join(data, "blindchess", "games", "*_virtual_Anna_Novakova-Bert"))
	if len(games) != 1 {
		t.Fatalf("game folders: %v\n%s", games, out)
	}
	for _, f := range []string{"game.journal", "game.pgn"} {
		if _, err := os.Stat(filepath.Join(games[0], f)); err != nil {
			t.Error(err)
		}
	}
	if !strings.Contains(out, `"text":"Die Partie wird gespeichert im Ordner `+games[0]+`."`) {
		t.Errorf("the folder is not said:\n%s", out)
	}
}

// TestPlayInteractiveStdin types lines on standard input (not a terminal).
func TestPlayInteractiveStdin(t *testing.T) {
	dir := t.TempDir()
	out, errs, code := playRun(t, "e4\nd5\nexd5\nposition d\nquit\nja\n", "--journal", filepath.Join(dir, "g.journal"), "--voice", "none")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{"Eva vier\n", "David fünf\n", "Eva schlägt David fünf\n", "David eins Dame Weiß, David zwei Bauer Weiß, David fünf Bauer Weiß, David acht Dame Schwarz\n", "Partie unterbrochen.\n", "Fortsetzen mit: blindchess play --resume"} {
		if !strings.Contains(out, want) {
			t.Errorf("stdout lacks %q:\n%s", want, out)
		}
	}
}

// TestPlayDiskFailure plays where the games folder cannot be written (the
// data folder is a file): the game goes to the games folder of the
// temporary folder instead, is saved there from the first move, and the
// start says so, why, and what to do, in English, German and Czech. It
// used to go on in memory only ("the game is not being saved") and be
// rescued when the session ended: a crash lost it. (A --journal or --pgn
// named in a folder that cannot be written is refused before the game
// starts: TestPlayRefusesBeforeCreatingAnything.)
func TestPlayDiskFailure(t *testing.T) {
	tests := []struct {
		lang  string
		lines []string // %[1]s the games folder, %[2]s the temporary games folder, %[3]s the game's folder
	}{
		{"en", []string{
			"The games folder %[1]s cannot be written (the folder does not exist), so the game is saved instead in the temporary folder %[2]s, which the system may empty when it restarts: copy the game from there, or make the games folder writable.",
			"Game White against Black. White to move. Tournament play.",
			"The game is saved in the folder %[3]s.",
			"After a crash: blindchess play --resume %[3]s",
			"Eva four", "Eva five",
			"Leave the game? It stays saved and can be resumed. Answer yes to confirm; anything else cancels.",
			"Game interrupted.",
			"Game saved. PGN: %[3]s/game.pgn. To go on: blindchess play --resume %[3]s/game.journal",
		}},
		{"de", []string{
			"Der Partienordner %[1]s ist nicht beschreibbar (der Ordner fehlt), daher wird die Partie stattdessen im temporären Ordner %[2]s gespeichert, den das System beim Neustart leeren kann: die Partie von dort kopieren, oder den Partienordner beschreibbar machen.",
			"Partie Weiß gegen Schwarz. Weiß am Zug. Turnierpartie.",
			"Die Partie wird gespeichert im Ordner %[3]s.",
			"Nach einem Absturz: blindchess play --resume %[3]s",
			"Eva vier", "Eva fünf",
			"Partie verlassen? Sie bleibt gespeichert und kann fortgesetzt werden. Mit ja bestätigen; alles andere bricht ab.",
			"Partie unterbrochen.",
			"Partie gespeichert. PGN: %[3]s/game.pgn. Fortsetzen mit: blindchess play --resume %[3]s/game.journal",
		}},
		{"cs", []string{
			"Do složky partií %[1]s nelze zapisovat (složka neexistuje), proto se partie ukládá do dočasné složky %[2]s, kterou systém může při restartu vyprázdnit: partii odtud zkopírujte, nebo povolte zápis do složky partií.",
			"Partie bílý proti černému. Bílý na tahu. Turnajová partie.",
			"Partie se ukládá do složky %[3]s.",
			"Po pádu programu: blindchess play --resume %[3]s",
			"Eva čtyři", "Eva pět",
			"Opustit partii? Zůstane uložená a dá se v ní pokračovat. Potvrďte slovem ano; cokoli jiného zruší.",
			"Partie přerušena.",
			"Partie uložena. PGN: %[3]s/game.pgn. Pokračování: blindchess play --resume %[3]s/game.journal",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			dir := t.TempDir()
			notDir := filepath.Join(dir, "file")
			os.WriteFile(notDir, []byte("x"), 0o644)
			tmp := t.TempDir()
			t.Setenv("TMPDIR", tmp)
			t.Setenv("XDG_DATA_HOME", notDir)
			out, errs, code := playRun(t, "", "--script", playScriptFile(t, "0 e4\n1 e5\n2 q\n2 yes\n"), "--virtual", "--lang", tc.lang)
			if code != 0 {
				t.Fatalf("exit %d, want 0: %s", code, errs)
			}
			games := filepath.Join(tmp, "blindchess-data", "blindchess", "games")
			folders, _ := filepath.Glob(filepath.Join(games, "*"))
			if len(folders) != 1 {
				t.Fatalf("game folders in %s: %v, want one", games, folders)
			}
			fill := strings.NewReplacer("%[1]s", filepath.Join(notDir, "blindchess", "games"), "%[2]s", games, "%[3]s", folders[0])
			var want string
			for _, l := range tc.lines {
				want += fill.Replace(l) + "\n"
			}
			if out != want {
				t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
			}
			if b, err := os.ReadFile(filepath.Join(folders[0], "game.pgn")); err != nil || !strings.Contains(string(b), "1. e4 e5 *") {
				t.Errorf("the PGN in %s: %s, %v", folders[0], b, err)
			}
			if rescue, _ := filepath.Glob(filepath.Join(tmp, "blindchess-rescue-*")); len(rescue) != 0 {
				t.Errorf("rescue folders %v: the game was not saved as it went", rescue)
			}
		})
	}
}

// TestPlayPGNFailure: a --pgn in a folder that does not exist used to
// start the game, warn, and dump the PGN on standard error at the end
// (exit 1); it is refused before the game starts (exit 2), and no journal
// is made.
func TestPlayPGNFailure(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "g.journal")
	p := filepath.Join(dir, "missing", "g.pgn")
	out, errs, code := playRun(t, "", "--journal", j, "--pgn", p, "--script", playScriptFile(t, "0 e4\n"), "--virtual", "--lang", "en")
	want := "blindchess: --pgn " + p + ": the folder " + filepath.Dir(p) + " does not exist; create it, or give a file in a folder that exists. Nothing was created.\n"
	if code != 2 || out != "" || errs != want {
		t.Fatalf("exit %d, stdout %q, stderr %q; want 2 and %q", code, out, errs, want)
	}
	if _, err := os.Stat(j); err == nil {
		t.Errorf("the journal was made")
	}
}

func TestPlayBadUsage(t *testing.T) {
	dir := t.TempDir()
	existing := filepath.Join(dir, "old.journal")
	if _, _, code := playRun(t, "", "--journal", existing, "--script", playScriptFile(t, "0 e4\n"), "--virtual"); code != 0 {
		t.Fatal("could not make a journal")
	}
	corrupt := filepath.Join(dir, "bad.journal")
	data, _ := os.ReadFile(existing)
	data[20] ^= 1
	os.WriteFile(corrupt, data, 0o644)
	foreign := filepath.Join(dir, "game.pgn")
	os.WriteFile(foreign, []byte("[Event \"Open\"]\n\n1. e4 e5 *\n"), 0o644)
	empty := filepath.Join(dir, "empty.journal")
	os.WriteFile(empty, nil, 0o644)
	cases := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"virtual without script", []string{"--virtual"}, 2, "--virtual needs --script FILE"},
		{"resume with a game flag that differs", []string{"--resume", existing, "--white", "X"}, 2, "--white X differs from the game in the journal, which has none: leave --white out"},
		{"bad earphone", []string{"--earphone", "middle"}, 2, `--earphone "middle": give both, left or right`},
		{"bad style", []string{"--style", "klingon"}, 2, `--style "klingon": give one of annexd, annexd-en, nato, cs`},
		{"bad time", []string{"--time", "90+"}, 2, `--time "90+": expected the seconds of the increment at the end; for example --time 90+30 or --time 40/90+30,30+30 (docs/time-controls.md)`},
		{"bad fen", []string{"--fen", "xyz"}, 2, "start position:"},
		{"bad chess960", []string{"--chess960", "999"}, 2, "--chess960 999: no Chess960 position; give a number from 0 to 959 (518 is the standard array), or leave --chess960 out for the standard start"},
		{"bad side", []string{"--me", "green"}, 2, `--me "green": give white or black`},
		{"bad lang", []string{"--lang", "fr"}, 2, `--lang "fr": give de, en or cs`},
		{"journal exists", []string{"--journal", existing}, 2, "blindchess: --journal " + existing + " holds an earlier game: continue it with --resume " + existing + ", or give a new file with --journal\n"},
		{"journal is a folder", []string{"--journal", dir, "--lang", "en"}, 2, "blindchess: --journal " + dir + " is a folder: give the name of a file in it, such as " + filepath.Join(dir, "game.journal") + ". Nothing was created.\n"},
		{"journal is a device", []string{"--journal", os.DevNull}, 2, "blindchess: --journal " + os.DevNull + " is not a regular file: give the name of a new file\n"},
		{"resume missing", []string{"--resume", filepath.Join(dir, "none")}, 2, "blindchess: --resume " + filepath.Join(dir, "none") + ": no such file; give the game.journal in the game's folder (the games are in "},
		{"resume a folder", []string{"--resume", dir}, 2, "blindchess: --resume " + dir + ": this folder holds no game.journal; give a game's folder (the games are in "},
		{"resume corrupt", []string{"--resume", corrupt}, 1, "its first line, which holds the game's setup, is damaged (checksum mismatch"},
		{"resume a file of another program", []string{"--resume", foreign}, 2, "blindchess: cannot resume " + foreign + ": it is not a blindchess journal (not a journal line (expected 8 hex digits, a space and JSON)); give the game.journal from the game's folder (the file is left as it is)\n"},
		{"resume empty", []string{"--resume", empty}, 1, "blindchess: cannot resume " + empty + ": it holds no game (the game was never started in it); start a new game with blindchess play\n"},
		{"missing script", []string{"--script", filepath.Join(dir, "none")}, 2, "--script: " + filepath.Join(dir, "none") + ": no such file or directory"},
		{"bad script line", []string{"--journal", filepath.Join(dir, "s.journal"), "--script", playScriptFile(t, "0 e4\nfoo bar\n"), "--virtual"}, 2, "script line 2"},
		{"unknown flag", []string{"--colour", "white"}, 2, "blindchess: unknown option --colour (see blindchess play --help)\n"},
		{"bad voice", []string{"--voice", "parrot", "--script", playScriptFile(t, "0 e4\n"), "--virtual", "--journal", filepath.Join(dir, "v.journal")}, 2, "--voice"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			args := c.args
			if !slices.Contains(args, "--lang") {
				args = append([]string{"--lang", "en"}, args...) // the messages below are English
			}
			_, errs, code := playRun(t, "", args...)
			if code != c.code || !strings.Contains(errs, c.want) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, errs, c.code, c.want)
			}
		})
	}
}

// TestPlaySpeaksIntoWAV renders a scripted game's speech with the recorded
// clips into a WAV file and measures it: the start, the three moves, the
// time answer and the end are said, and they are not silence.
func TestPlaySpeaksIntoWAV(t *testing.T) {
	dir := t.TempDir()
	wav := filepath.Join(dir, "speech.wav")
	_, errs, code := playRun(t, "", "--casual", "--time", "5+3", "--journal", filepath.Join(dir, "g.journal"),
		"--script", playScriptFile(t, "0 e4\n1 p\n2 e5\n3 p\n4 Nf3\n5 time\n"), "--virtual", "--voice", "clips", "--wav", wav)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	f, err := os.Open(wav)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pcm, err := speech.ReadWAV(f)
	if err != nil {
		t.Fatal(err)
	}
	d := pcm.Duration()
	t.Logf("speech: %.2f s", d)
	// Seven utterances of about one to two seconds each.
	if d < 4 || d > 30 {
		t.Errorf("speech lasts %.2f s, want 4 to 30 s", d)
	}
	var loud int
	for _, s := range pcm.Samples {
		if s > 2000 || s < -2000 {
			loud++
		}
	}
	if loud < len(pcm.Samples)/20 {
		t.Errorf("only %d of %d samples are louder than -24 dBFS: silence", loud, len(pcm.Samples))
	}
	if !strings.Contains(errs, "Sprache: clips in "+wav) { // the session speaks German
		t.Errorf("stderr does not say which voice: %q", errs)
	}
}

// TestPlayRealTimeScript plays a script on real time: each line is typed
// at its instant, and the clock runs on the real clock.
func TestPlayRealTimeScript(t *testing.T) {
	dir := t.TempDir()
	start := time.Now()
	out, errs, code := playRun(t, "", "--casual", "--time", "5+3", "--json", "--journal", filepath.Join(dir, "g.journal"),
		"--script", playScriptFile(t, "0 e4\n0.3 p\n0.5 e5\n"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if d := time.Since(start); d < 500*time.Millisecond {
		t.Errorf("the script ran in %v, faster than its 0.5 s", d)
	}
	var press, move string
	for _, l := range strings.Split(out, "\n") {
		switch {
		case strings.Contains(l, `"what":"press"`):
			press = l
		case strings.Contains(l, `"san":"e5"`):
			move = l
		}
	}
	if press == "" || move == "" {
		t.Fatalf("stdout:\n%s", out)
	}
	var ev struct {
		T       float64 `json:"t"`
		WhiteMS int64   `json:"white_ms"`
	}
	if err := json.Unmarshal([]byte(press), &ev); err != nil {
		t.Fatal(err)
	}
	// White thought about 0.3 s and got 3 s: about 305.7 s left.
	if ev.T < 0.3 || ev.T > 2 || ev.WhiteMS < 304000 || ev.WhiteMS > 305800 {
		t.Errorf("press at %v s with %v ms left: %s", ev.T, ev.WhiteMS, press)
	}
}

// TestPlayResumeMissingSaysWhereTheGamesAre: a --resume of a missing file
// names the folder of the games in the session's language.
func TestPlayResumeMissingSaysWhereTheGamesAre(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	missing := filepath.Join(data, "none")
	games := filepath.Join(data, "blindchess", "games")
	tests := []struct{ lang, want string }{
		{"de", "blindchess: --resume " + missing + ": keine solche Datei; game.journal im Ordner der Partie angeben (die Partien liegen in " + games + ")\n"},
		{"en", "blindchess: --resume " + missing + ": no such file; give the game.journal in the game's folder (the games are in " + games + ")\n"},
		{"cs", "blindchess: --resume " + missing + ": soubor neexistuje; zadejte game.journal ve složce partie (partie jsou v " + games + ")\n"},
	}
	for _, tc := range tests {
		code, _, errOut := runCLI(t, "", "play", "--lang", tc.lang, "--resume", missing)
		if code != 2 || errOut != tc.want {
			t.Errorf("--lang %s: exit %d, stderr %q, want %q", tc.lang, code, errOut, tc.want)
		}
	}
}
