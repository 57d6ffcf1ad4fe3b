package main

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/creack/pty"
	"golang.org/x/term"
)

func writeScript(t *testing.T, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "script.txt")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// The setting a script run of the clock says first (tournament play, no
// standing request), in each language.
const (
	settingEN = "Tournament play: your time is told only when you ask (time); --announce gives automatic announcements."
	settingDE = "Turnierpartie: Ihre Zeit wird nur auf Anfrage angesagt (time); --announce gibt automatische Ansagen."
	settingCS = "Turnajová partie: čas se hlásí jen na požádání (time); --announce zapne automatická hlášení."
)

func TestClockScriptVirtual(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		script string
		want   string
	}{
		{"increment, requests, pause, flag (JSON)", []string{"--time", "2+1", "--casual", "--json"}, `# demo
0 start
10 press
25.5 press
26 time
27 opponent
28 moves
29 status
30 pause
100 resume
`, `{"t":0,"event":"start","white_ms":121000,"black_ms":121000,"moves":0,"side":"white","text":"Clock started, White to move"}
{"t":10,"event":"press","white_ms":112000,"black_ms":121000,"moves":1,"side":"white","text":"Black to move"}
{"t":25.5,"event":"press","white_ms":112000,"black_ms":106500,"moves":1,"side":"black","text":"White to move"}
{"t":26,"event":"announce","white_ms":111500,"black_ms":106500,"moves":1,"side":"white","text":"One minute fifty-one seconds"}
{"t":27,"event":"announce","white_ms":110500,"black_ms":106500,"moves":1,"side":"black","text":"Black, one minute forty-six seconds"}
{"t":28,"event":"announce","white_ms":109500,"black_ms":106500,"moves":1,"side":"white","text":"One move"}
{"t":29,"event":"announce","white_ms":108500,"black_ms":106500,"moves":1,"side":"white","text":"Period one, increment one second"}
{"t":30,"event":"pause","white_ms":107500,"black_ms":106500,"moves":1,"side":"white","text":"Clock paused"}
{"t":100,"event":"resume","white_ms":107500,"black_ms":106500,"moves":1,"side":"white","text":"Clock resumed, White to move"}
{"t":147.5,"event":"announce","white_ms":60000,"black_ms":106500,"moves":1,"side":"white","text":"One minute"}
{"t":177.5,"event":"announce","white_ms":30000,"black_ms":106500,"moves":1,"side":"white","text":"Thirty seconds"}
{"t":187.5,"event":"announce","white_ms":20000,"black_ms":106500,"moves":1,"side":"white","text":"Twenty seconds"}
{"t":197.5,"event":"announce","white_ms":10000,"black_ms":106500,"moves":1,"side":"white","text":"Ten seconds"}
{"t":207.5,"event":"flag","white_ms":0,"black_ms":106500,"moves":1,"side":"white","text":"White, flag fell"}
{"t":207.5,"event":"announce","white_ms":0,"black_ms":106500,"moves":1,"side":"white","text":"White, flag fell"}
`},
		{"period passage, German text, VI player Black", []string{"--time", "2/1,1", "--me", "black", "--lang", "de"}, `0 start
10 press
20 press
30 press
40 press
45 moves
46 status
47 both
50 quit
50 ja
60 press
`, settingDE + `
Uhr gestartet, Weiß am Zug
Schwarz am Zug
Weiß am Zug
Schwarz am Zug
Weiß, Zeitkontrolle erreicht, eine Minute dazu
Weiß am Zug
Zeitkontrolle erreicht, eine Minute dazu, eine Minute vierzig Sekunden
Zwei Züge
Periode zwei
Schwarz, eine Minute vierzig Sekunden, Weiß, eine Minute dreiunddreißig Sekunden
Uhr beenden? Die nächste Zeile des Skripts antwortet: ja beendet, alles andere macht weiter und wird nicht ausgeführt.
`},
		{"period passage, Czech JSON", []string{"--time", "2/1,1", "--me", "black", "--lang", "cs", "--json"}, "0 start\n10 press\n20 press\n30 press\n40 press\n45 moves\n50 quit\n50 ano\n",
			`{"t":0,"event":"start","white_ms":60000,"black_ms":60000,"moves":0,"side":"white","text":"Hodiny spuštěny, bílý na tahu"}
{"t":10,"event":"press","white_ms":50000,"black_ms":60000,"moves":1,"side":"white","text":"Černý na tahu"}
{"t":20,"event":"press","white_ms":50000,"black_ms":50000,"moves":1,"side":"black","text":"Bílý na tahu"}
{"t":30,"event":"press","white_ms":100000,"black_ms":50000,"moves":2,"side":"white","text":"Černý na tahu"}
{"t":30,"event":"period","white_ms":100000,"black_ms":50000,"moves":2,"side":"white","text":"Bílý, časová kontrola dosažena, jedna minuta navíc"}
{"t":40,"event":"press","white_ms":100000,"black_ms":100000,"moves":2,"side":"black","text":"Bílý na tahu"}
{"t":40,"event":"period","white_ms":100000,"black_ms":100000,"moves":2,"side":"black","text":"Černý, časová kontrola dosažena, jedna minuta navíc"}
{"t":40,"event":"announce","white_ms":100000,"black_ms":100000,"moves":2,"side":"black","text":"Časová kontrola dosažena, jedna minuta navíc, jedna minuta čtyřicet sekund"}
{"t":45,"event":"announce","white_ms":95000,"black_ms":100000,"moves":2,"side":"black","text":"Dva tahy"}
`},
		{"simple delay: flag after delay + time", []string{"--time", "10s d5", "--announce", "5s", "--json"}, "0 start\n",
			`{"t":0,"event":"start","white_ms":10000,"black_ms":10000,"moves":0,"side":"white","text":"Clock started, White to move"}
{"t":10,"event":"announce","white_ms":5000,"black_ms":10000,"moves":0,"side":"white","text":"Five seconds"}
{"t":15,"event":"flag","white_ms":0,"black_ms":10000,"moves":0,"side":"white","text":"White, flag fell"}
{"t":15,"event":"announce","white_ms":0,"black_ms":10000,"moves":0,"side":"white","text":"White, flag fell"}
`},
		{"Bronstein: flag when the time runs out", []string{"--time", "10s b5", "--announce", "5s", "--json"}, "0 start\n",
			`{"t":0,"event":"start","white_ms":10000,"black_ms":10000,"moves":0,"side":"white","text":"Clock started, White to move"}
{"t":5,"event":"announce","white_ms":5000,"black_ms":10000,"moves":0,"side":"white","text":"Five seconds"}
{"t":10,"event":"flag","white_ms":0,"black_ms":10000,"moves":0,"side":"white","text":"White, flag fell"}
{"t":10,"event":"announce","white_ms":0,"black_ms":10000,"moves":0,"side":"white","text":"White, flag fell"}
`},
		{"hourglass, opponent's flag", []string{"--time", "hourglass 10s", "--announce", "none", "--json"}, "0 start\n4 press\n",
			`{"t":0,"event":"start","white_ms":10000,"black_ms":10000,"moves":0,"side":"white","text":"Clock started, White to move"}
{"t":4,"event":"press","white_ms":6000,"black_ms":14000,"moves":1,"side":"white","text":"Black to move"}
{"t":18,"event":"flag","white_ms":20000,"black_ms":0,"moves":0,"side":"black","text":"Black, flag fell"}
{"t":18,"event":"announce","white_ms":20000,"black_ms":0,"moves":0,"side":"black","text":"Black, flag fell, call the arbiter"}
`},
		{"simple delay: status tells how much of the delay is used", []string{"--time", "60d5", "--announce", "none"},
			"0 start\n0.5 status\n1.5 status\n7 status\n8 press\n9 status\n9.5 press\n10 pause\n10.5 status\n11 quit\n11 yes\n",
			settingEN + `
Clock started, White to move
Period one, delay five seconds, one second used
Period one, delay five seconds, two seconds used
Period one, delay five seconds, five seconds used
Black to move
Period one, delay five seconds
White to move
Clock paused
Period one, delay five seconds, one second used
Quit the clock? The next script line answers: yes quits, anything else goes on and is not carried out.
`},
		{"a flag in a period with moves still due says how many (Article 6.4)", []string{"--time", "3/1m,1", "--me", "black", "--announce", "none"}, "0 start\n1 press\n2 press\n",
			settingEN + "\nClock started, White to move\nBlack to move\nWhite to move\nWhite, flag fell, two moves to the time control, call the arbiter\n"},
		{"flag between lines ends the run", []string{"--time", "1", "--announce", "none"}, "0 start\n100 press\n",
			settingEN + "\nClock started, White to move\nWhite, flag fell\n"},
		{"paused at the end: nothing more happens", []string{"--time", "1", "--announce", "none"}, "0 start\n1 pause\n",
			settingEN + "\nClock started, White to move\nClock paused\n"},
		{"quit answered yes: the run ends there", []string{"--time", "1", "--announce", "none"}, "0 start\n1 quit\n2 yes\n3 press\n",
			settingEN + "\nClock started, White to move\nQuit the clock? The next script line answers: yes quits, anything else goes on and is not carried out.\n"},
		{"quit answered by a press: not carried out, the clock runs on to the flag", []string{"--time", "1", "--announce", "none"}, "0 start\n1 quit\n2 press\n",
			settingEN + "\nClock started, White to move\nQuit the clock? The next script line answers: yes quits, anything else goes on and is not carried out.\n" +
				"Not quitting; the clock goes on. \"press\" answered the question and is not carried out.\nWhite, flag fell\n"},
		{"quit at the last line ends the run with the script", []string{"--time", "1", "--announce", "none"}, "0 start\n1 quit\n",
			settingEN + "\nClock started, White to move\nQuit the clock? The next script line answers: yes quits, anything else goes on and is not carried out.\n" +
				"The script ended before the quit question was answered; the run ends here.\n"},
		{"quit at the last line, German", []string{"--time", "1", "--announce", "none", "--lang", "de"}, "0 start\n1 quit\n",
			settingDE + "\nUhr gestartet, Weiß am Zug\nUhr beenden? Die nächste Zeile des Skripts antwortet: ja beendet, alles andere macht weiter und wird nicht ausgeführt.\n" +
				"Das Skript endete, bevor die Frage nach dem Beenden beantwortet war; der Lauf endet hier.\n"},
		{"quit answered ne, Czech: the clock goes on", []string{"--time", "1", "--announce", "none", "--lang", "cs"}, "0 start\n1 quit\n2 ne\n",
			settingCS + "\nHodiny spuštěny, bílý na tahu\nUkončit hodiny? Odpoví další řádek skriptu: ano ukončí, cokoli jiného pokračuje a neprovede se.\n" +
				"Neukončeno; hodiny běží dál.\nBílý, čas vypršel\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"clock", "--script", writeScript(t, tt.script), "--virtual"}, tt.args...)
			code, out, errOut := runCLI(t, "", args...)
			if code != 0 {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			if out != tt.want {
				t.Errorf("output:\n%s\nwant:\n%s", out, tt.want)
			}
			// In JSON mode the setting and the quit question go to
			// stderr; the JSON events stay alone on stdout.
			wantErr := map[string]string{
				"increment, requests, pause, flag (JSON)": "Casual play: automatic time announcements at 10 minutes, 5 minutes, 2 minutes, 1 minute, 30 seconds, every 10 seconds.\n",
				"period passage, Czech JSON":              settingCS + "\nUkončit hodiny? Odpoví další řádek skriptu: ano ukončí, cokoli jiného pokračuje a neprovede se.\n",
				"simple delay: flag after delay + time":   "Tournament play: automatic time announcements at 5 seconds, as you asked.\n",
				"Bronstein: flag when the time runs out":  "Tournament play: automatic time announcements at 5 seconds, as you asked.\n",
				"hourglass, opponent's flag":              settingEN + "\n",
			}[tt.name]
			if errOut != wantErr {
				t.Errorf("stderr %q, want %q", errOut, wantErr)
			}
		})
	}
}

func TestClockUsageErrors(t *testing.T) {
	good := writeScript(t, "0 start\n")
	tests := []struct {
		args   []string
		script string
		stderr string
	}{
		{[]string{"--time", "90+x"}, "", `--time "90+x": expected the seconds of the increment at "x" (character 4)`},
		{[]string{"--time", "90+30", "--me", "red"}, "", `--me "red": give white or black`},
		{[]string{"--time", "90+30", "--lang", "fr"}, "", `--lang "fr": give de, en or cs`},
		{[]string{"--time", "90+30", "--announce", "10"}, "", `--announce "10": write a unit`},
		{[]string{"--time", "90+30", "--voice", "robot"}, "", `--voice "robot": there is no such voice; give one of auto,`},
		{[]string{"--time", "90+30", "--wav", "x.wav"}, "", "--wav records the clock's own voice on real time: give --voice clips or espeak"},
		{[]string{"--time", "90+30", "--channel", "middle"}, "", "--channel"},
		{[]string{"--time", "90+30", "--virtual"}, "", "--virtual needs --script FILE"},
		{[]string{"--script", good, "--virtual"}, "", "--script needs --time"},
		{[]string{"--time", "5", "--script", "/nonexistent/s.txt"}, "", "--script: /nonexistent/s.txt"},
		{[]string{"--time", "5", "--virtual"}, "0 strat\n", `line 1: unknown action "strat"; use one of start, press`},
		{[]string{"--time", "5", "--virtual"}, "0 start\nx press\n", `line 2: "x" is not a number of seconds`},
		{[]string{"--time", "5", "--virtual"}, "5 start\n4 press\n", "line 2: 4 s is before the previous line's 5 s"},
		{[]string{"--time", "5", "--virtual"}, "0 start now\n", `line 1: "0 start now": write "<seconds> <action>"`},
		{[]string{"--time", "5", "--virtual"}, "# nothing\n", "the script has no action"},
		{[]string{"--time", "5", "--virtual"}, "0 press\n", "script line 1 (0 s): press by white: the clock has not been started"},
		{[]string{"--time", "5", "--virtual"}, "0 start\n1 pause\n2 press\n", "script line 3 (2 s): press by white: the clock is paused; resume it first"},
		{[]string{"--time", "5", "--virtual"}, "0 start\n0.5 start\n", "script line 2 (0.5 s): start: the clock has already been started"},
	}
	for _, tt := range tests {
		args := append([]string{"clock"}, tt.args...)
		if tt.script != "" {
			args = append(args, "--script", writeScript(t, tt.script))
		}
		code, _, errOut := runCLI(t, "", args...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2 (stderr %q)", tt.args, code, errOut)
		}
		if !strings.Contains(errOut, tt.stderr) {
			t.Errorf("%v: stderr %q lacks %q", tt.args, errOut, tt.stderr)
		}
	}
}

// TestClockInteractiveLines drives the interactive clock through standard
// input that is not a terminal: one key or word per line. A key that
// answers the quit question with anything but yes goes on and is not
// carried out.
func TestClockInteractiveLines(t *testing.T) {
	code, out, errOut := runCLI(t, "\nm\nr\nx\nq\nn\nq\nt\nq\nyes\n", "clock", "--time", "40/90+30,30+30")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	want := []string{
		"Clock 40/90+30,30+30: forty moves, one hour thirty minutes, increment thirty seconds, then thirty minutes, increment thirty seconds (standard).",
		"You are White. An empty line (Enter) starts White's clock, h for help.", // lines: no space key
		"Tournament play: your time is told only when you ask (t); --announce gives automatic announcements.",
		"Clock started, White to move",
		"Zero moves, forty to the time control",
		"Period one, forty moves to the time control, increment thirty seconds",
		`"x" is not a key of the clock; press h for help.`,
		"Quit the clock? Press y to quit, any other key to go on.",
		"Not quitting; the clock goes on.",
		"Quit the clock? Press y to quit, any other key to go on.",
		"Not quitting; the clock goes on.", // t answers the question: not carried out
		"Quit the clock? Press y to quit, any other key to go on.",
	}
	if len(lines) != len(want)+1 || !reflect.DeepEqual(lines[:len(want)], want) {
		t.Fatalf("output:\n%s\nwant the lines:\n%s\nand the final times", out, strings.Join(want, "\n"))
	}
	if last := lines[len(lines)-1]; !strings.HasPrefix(last, "White, one hour thirty minutes") || !strings.Contains(last, ", Black, one hour thirty minutes thirty seconds") {
		t.Errorf("final times %q", last)
	}
}

func TestClockInteractiveAsksForTheControl(t *testing.T) {
	code, out, errOut := runCLI(t, "0\n9+x\n7\nh\n", "clock", "--lang", "de")
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, s := range []string{
		"Bedenkzeit? Eine Nummer oder eine Bedenkzeit wie 90+30 eingeben, dann Enter:\n",
		"1: 90+30, eine Stunde dreißig Minuten, Inkrement dreißig Sekunden\n",
		"3: 60d5, eine Stunde, Verzögerung fünf Sekunden\n",
		"Es gibt keine Wahl 0; 1 bis 8 eingeben, oder eine Bedenkzeit wie 90+30.\n",
		`Keine Bedenkzeit: "9+x": erwartet: die Sekunden des Inkrements bei "x" (Zeichen 3). Noch einmal`,
		"Uhr 5+3: fünf Minuten, Inkrement drei Sekunden (Blitz).\nSie spielen Weiß.",
		catalog.For(catalog.German).Say("clock.help-k") + "\n",
		"Eingabe beendet; die Uhr steht.\n",
	} {
		if !strings.Contains(out, s) {
			t.Errorf("output lacks %q:\n%s", s, out)
		}
	}
	code, _, errOut = runCLI(t, "", "clock")
	if code != 2 || !strings.Contains(errOut, "no time control given: use --time") {
		t.Errorf("no answer: exit %d, stderr %q", code, errOut)
	}
}

// TestClockInteractivePty runs the clock on a real pseudo-terminal: single
// keys in raw mode, and the terminal restored afterwards.
func TestClockInteractivePty(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal on this machine: %v", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	before, err := term.GetState(int(tty.Fd()))
	if err != nil {
		t.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	var errOut bytes.Buffer
	done := make(chan int)
	go func() {
		done <- execute(withLang([]string{"clock", "--time", "3+2"}), tty, outW, &errOut)
		outW.Close()
	}()
	lines := bufio.NewScanner(outR)
	next := func() string {
		t.Helper()
		if !lines.Scan() {
			t.Fatalf("output ended: %v (stderr %q)", lines.Err(), errOut.String())
		}
		return lines.Text()
	}
	if got := next(); got != "Clock 3+2: three minutes, increment two seconds (blitz)." {
		t.Fatalf("first line %q", got)
	}
	if got := next(); !strings.HasPrefix(got, "You are White.") {
		t.Fatalf("second line %q, want the side", got)
	}
	if got := next(); !strings.HasPrefix(got, "Tournament play:") {
		t.Fatalf("third line %q, want the setting", got)
	}
	// Raw mode is on once the greeting is out; keys arrive without Enter.
	ptmx.Write([]byte(" "))
	if got := next(); got != "Clock started, White to move" {
		t.Errorf("after space: %q", got)
	}
	ptmx.Write([]byte("\x1b[A\x1bOPm")) // an arrow key and F1: ignored
	if got := next(); got != "Zero moves" {
		t.Errorf("after m: %q", got)
	}
	ptmx.Write([]byte("q"))
	if got := next(); got != "Quit the clock? Press y to quit, any other key to go on." {
		t.Errorf("after q: %q", got)
	}
	ptmx.Write([]byte("y"))
	if got := next(); !strings.HasPrefix(got, "White, three minutes one second, Black, three minutes two seconds") {
		t.Errorf("final times %q", got)
	}
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("exit %d, stderr %q", code, errOut.String())
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the clock did not quit")
	}
	after, err := term.GetState(int(tty.Fd()))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(before, after) {
		t.Errorf("terminal not restored: %+v, was %+v", after, before)
	}
}

// TestClockPtyOutput writes to the terminal itself: in raw mode every line
// must end with CR LF, or a screen reader's terminal shows a staircase.
func TestClockPtyOutput(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal on this machine: %v", err)
	}
	defer ptmx.Close()
	defer tty.Close()
	var errOut bytes.Buffer
	done := make(chan int)
	go func() { done <- execute(withLang([]string{"clock", "--time", "3+2"}), tty, tty, &errOut) }()
	want := "Clock 3+2: three minutes, increment two seconds (blitz).\r\nYou are White. Press space to start White's clock, h for help.\r\nTournament play: your time is told only when you ask (t); --announce gives automatic announcements.\r\nClock started, White to move\r\n"
	got := make([]byte, 0, len(want))
	buf := make([]byte, 256)
	pressed := false
	for len(got) < len(want) {
		n, err := ptmx.Read(buf)
		if err != nil {
			t.Fatalf("read %q: %v", got, err)
		}
		got = append(got, buf[:n]...)
		if !pressed && bytes.Contains(got, []byte("help.")) {
			pressed = true
			ptmx.Write([]byte(" "))
		}
	}
	if string(got) != want {
		t.Errorf("terminal got %q, want %q", got, want)
	}
	// Ctrl+C asks whether to quit; a second Ctrl+C within 2 s quits.
	ptmx.Write([]byte{3})
	ptmx.Write([]byte{3})
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("exit %d, stderr %q", code, errOut.String())
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Ctrl-C did not quit")
	}
}

// TestClockScriptRealTime runs a short script on the real clock.
func TestClockScriptRealTime(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 1.2 s of real time")
	}
	code, out, errOut := runCLI(t, "", "clock", "--time", "1s", "--announce", "500ms", "--json",
		"--script", writeScript(t, "0 start\n0.2 press\n0.4 press\n"))
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var events []string
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		_, rest, _ := strings.Cut(l, `"event":"`)
		kind, _, _ := strings.Cut(rest, `"`)
		events = append(events, kind)
	}
	want := []string{"start", "press", "press", "announce", "flag", "announce"}
	if !slices.Equal(events, want) {
		t.Errorf("events %v, want %v:\n%s", events, want, out)
	}
}

// TestClockVoiceWAV speaks through the real speech layer (the embedded
// clips) into a WAV file and measures it.
func TestClockVoiceWAV(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 0.6 s of real time")
	}
	wav := filepath.Join(t.TempDir(), "clock.wav")
	code, out, errOut := runCLI(t, "", "clock", "--time", "5+3", "--voice", "clips", "--wav", wav, "--lang", "de",
		"--script", writeScript(t, "0 start\n0.3 opponent\n0.6 quit\n0.6 ja\n"))
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	wantOut := "Sprache: clips in " + wav + "\n" + settingDE + "\nUhr gestartet, Weiß am Zug\nSchwarz, fünf Minuten drei Sekunden\n" +
		"Uhr beenden? Die nächste Zeile des Skripts antwortet: ja beendet, alles andere macht weiter und wird nicht ausgeführt.\n"
	if out != wantOut {
		t.Errorf("output %q, want %q", out, wantOut)
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
	// Two utterances of about 1.5 and 2 s with a pause between them, then
	// the quit question of about 8 s.
	if d := pcm.Duration(); d < 8 || d > 18 {
		t.Errorf("speech lasts %.2f s, want a few seconds", d)
	}
	t.Logf("speech in the WAV file: %.2f s, %d channels at %d Hz", pcm.Duration(), pcm.Channels, pcm.Rate)
}
