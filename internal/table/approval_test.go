package table

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The tests of the arbiter's approval sheet (docs/approval.md) that are
// about the table: the build it names, the tournament setting.

const testProgram = "blindchess v9.8.7 0123456789ab go1.22.2"

func TestVersionCommandSaysTheBuild(t *testing.T) {
	tests := []struct {
		program, lang, line, want string
	}{
		{testProgram, "en", "version", "Program: " + testProgram + "."},
		{testProgram, "de", "version", "Programm: " + testProgram + "."},
		{testProgram, "cs", "verze", "Program: " + testProgram + "."},
		{"", "en", "VERSION", "Program: blindchess."},
	}
	for _, tt := range tests {
		tb := newTable(t, setup(func(s *Setup) { s.Program, s.Lang = tt.program, tt.lang }))
		out := typed(tb, tt.line)
		if len(out) != 1 || out[0].Say.Text != tt.want || out[0].Say.Audience != Player {
			t.Errorf("%s (lang %s): got %+v, want one line to the player %q", tt.line, tt.lang, out, tt.want)
		}
	}
}

func TestPGNAnnotatorNamesTheBuild(t *testing.T) {
	for _, tt := range []struct{ program, want string }{
		{testProgram, `[Annotator "` + testProgram + `"]`},
		{"", `[Annotator "blindchess"]`},
	} {
		tb := newTable(t, setup(func(s *Setup) { s.Program = tt.program }))
		if got := pgnText(tb); !strings.Contains(got, tt.want+"\n") {
			t.Errorf("PGN of program %q lacks %s:\n%s", tt.program, tt.want, got)
		}
	}
}

func TestJournalHeaderKeepsTheBuild(t *testing.T) {
	s := setup(func(s *Setup) { s.Program = testProgram })
	raw, err := MarshalSetup(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), `"program":"`+testProgram+`"`) {
		t.Errorf("header %s lacks the program", raw)
	}
	back, err := UnmarshalSetup(raw)
	if err != nil {
		t.Fatal(err)
	}
	if back.Program != testProgram {
		t.Errorf("the header read back names %q, want %q", back.Program, testProgram)
	}
}

// TestTournamentRefusesMovesWithoutHints: in tournament play (the
// default) an illegal or ambiguous move is refused without a reason and
// without a suggestion at the table; the reason is a note for the
// arbiter's log. Casual play says the reason at the table, and writes no
// note.
func TestTournamentRefusesMovesWithoutHints(t *testing.T) {
	en := func(fen string) func(*Setup) {
		return func(s *Setup) { s.FEN, s.Lang = fen, "en" }
	}
	de := func(fen string) func(*Setup) {
		return func(s *Setup) { s.FEN = fen }
	}
	const start = ""
	cases := []struct {
		name        string
		setup       func(*Setup)
		in          string
		table, note string // what tournament play says, and notes
		casual      string // what casual play says
	}{
		{"suggestion for a pawn move", de(start), "e5",
			"Unmöglicher Zug: e5. Weiß am Zug.",
			"Unmöglicher Zug: e5. Keine solche Figur kann e5 erreichen. Weiß am Zug.",
			"Unmöglicher Zug: e5. Keine solche Figur kann e5 erreichen. Weiß am Zug."},
		{"reason for a king move", en(start), "Ke2",
			"Illegal move: Ke2. White to move.",
			"Illegal move: Ke2. No such piece can reach e2. White to move.",
			"Illegal move: Ke2. No such piece can reach e2. White to move."},
		{"pin revealed", de("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1"), "Bd3",
			"Unmöglicher Zug: Bd3. Weiß am Zug.",
			"Unmöglicher Zug: Bd3, der König stünde im Schach.",
			"Unmöglicher Zug: Bd3, der König stünde im Schach."},
		{"pin revealed in English", en("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1"), "Bd3",
			"Illegal move: Bd3. White to move.",
			"Illegal move: Bd3 would leave the king in check.",
			"Illegal move: Bd3 would leave the king in check."},
		{"castling in check", en("4k3/8/8/8/8/8/4r3/4K2R w K - 0 1"), "O-O",
			"Illegal move: O-O. White to move.",
			"Illegal move: O-O. Castling is not allowed while in check. White to move.",
			"Illegal move: O-O. Castling is not allowed while in check. White to move."},
		{"ambiguous names no candidates", de("rnbqkbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1"), "Nd2",
			"Mehrdeutig: Nd2; Linie oder Reihe der ziehenden Figur nennen.",
			"Mehrdeutig: Nd2. Gemeint: Springer Bella David zwei oder Springer Felix David zwei?",
			"Mehrdeutig: Nd2. Gemeint: Springer Bella David zwei oder Springer Felix David zwei?"},
		{"ambiguous in Czech", func(s *Setup) {
			s.FEN, s.Lang, s.Style = "rnbqkbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1", "cs", "cs"
		}, "Nd2",
			"Nejednoznačné: Nd2; uveďte sloupec nebo řadu, odkud figura táhne.",
			"Nejednoznačné: Nd2. Myslíte jezdec Bella David dva nebo jezdec Felix David dva?",
			"Nejednoznačné: Nd2. Myslíte jezdec Bella David dva nebo jezdec Felix David dva?"},
		{"phonetic near miss", de(start), "eva fünf",
			"Unmöglicher Zug: eva fünf. Weiß am Zug.",
			"Unmöglicher Zug: eva fünf. Gemeint: Eva drei oder Eva vier? Weiß am Zug.",
			"Unmöglicher Zug: eva fünf. Gemeint: Eva drei oder Eva vier? Weiß am Zug."},
		{"nothing withheld, no note", de(start), "xyz",
			"Nicht verstanden: xyz. Zug oder Befehl eingeben, Hilfe mit hilfe.", "",
			"Nicht verstanden: xyz. Zug oder Befehl eingeben, Hilfe mit hilfe."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, tournament(c.setup))
			outs := tb.Apply(Input{At: 0, Source: SourceKeyboard, Text: c.in})
			if len(outs) == 0 || outs[0].Kind != KindError || outs[0].Say.Text != c.table || outs[0].Say.Audience != All {
				t.Fatalf("tournament: %+v, want the error %q to all", outs, c.table)
			}
			switch {
			case c.note == "" && len(outs) != 1:
				t.Errorf("tournament: %d outputs, want the error alone", len(outs))
			case c.note != "" && (len(outs) != 2 || outs[1].Kind != KindNote || outs[1].Say.Text != c.note || outs[1].Say.Audience != Arbiter):
				t.Errorf("tournament: %+v, want the note %q for the arbiter", outs[1:], c.note)
			}
			for _, o := range outs[1:] {
				if o.Line() != "" || o.JSON() != nil || o.Message() {
					t.Errorf("the note %q is shown: line %q, JSON %s", o.Say.Text, o.Line(), o.JSON())
				}
			}
			if c.casual == "" {
				return
			}
			tb = newTable(t, setup(func(s *Setup) { c.setup(s); s.Setting = SettingCasual }))
			outs = tb.Apply(Input{At: 0, Source: SourceKeyboard, Text: c.in})
			if len(outs) != 1 || outs[0].Say.Text != c.casual {
				t.Errorf("casual: %+v, want the one error %q", outs, c.casual)
			}
		})
	}
}

// TestArbiterLogKeepsTheReasons: the Loop writes every reason withheld
// at the table into the arbiter log beside the PGN (the one log, with its
// game time and move); the table's text and JSON output never hold it.
func TestArbiterLogKeepsTheReasons(t *testing.T) {
	dir := t.TempDir()
	s := tournament(func(s *Setup) { s.Lang = "en"; s.FEN = "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1" })
	l, outs := newLoop(t, dir, s)
	txt, js := ArbiterLogPaths(l.PGNPath)
	if want := filepath.Join(dir, "game.arbiter.txt"); txt != want {
		t.Fatalf("ArbiterLogPaths = %q, want %q", txt, want)
	}
	var text, jsonOut strings.Builder
	w := &Writer{Out: &text}
	jw := &Writer{Out: &jsonOut, JSON: true}
	l.Emit = func(o Output) { *outs = append(*outs, o); w.Emit(o); jw.Emit(o) }
	feed(t, l, "3 Bd3\n7.5 Kd3\n9 Ke2\n")
	got, err := os.ReadFile(txt)
	if err != nil {
		t.Fatal(err)
	}
	want := "Move 1, White to move, 3 seconds into the game. Refused: Illegal move: Bd3 would leave the king in check.\n" +
		"Move 1, White to move, 7 seconds into the game. Refused: Illegal move: Kd3. No such piece can reach d3. White to move.\n" +
		"Move 1, White to move, 9 seconds into the game. Refused: Illegal move: Ke2. No such piece can reach e2. White to move.\n"
	if string(got) != want {
		t.Errorf("arbiter's log:\n%s\nwant:\n%s", got, want)
	}
	if got, err := os.ReadFile(js); err != nil || !strings.Contains(string(got), `{"t":7.5,"move":"1.","kind":"refused","text":"Illegal move: Kd3. No such piece can reach d3. White to move."}`) {
		t.Errorf("arbiter's log as JSON (%v):\n%s", err, got)
	}
	if _, err := os.Stat(filepath.Join(dir, "game.arbiter.log")); err == nil {
		t.Errorf("a second log game.arbiter.log was written")
	}
	for _, out := range []string{text.String(), jsonOut.String()} {
		if strings.Contains(out, "check") || strings.Contains(out, "can reach") {
			t.Errorf("a reason reached the table's output:\n%s", out)
		}
	}
	if !strings.Contains(text.String(), "Illegal move: Bd3. White to move.\n") {
		t.Errorf("the table's output lacks the refusal:\n%s", text.String())
	}
}

func TestArbiterLogThatCannotBeWrittenIsWarnedOfOnce(t *testing.T) {
	dir := t.TempDir()
	l, outs := newLoop(t, dir, tournament(func(s *Setup) { s.Lang = "en" }))
	// A folder where the log's file belongs: the PGN is written, the
	// log is not.
	txt, _ := ArbiterLogPaths(l.PGNPath)
	if err := os.Mkdir(txt, 0o700); err != nil {
		t.Fatal(err)
	}
	feed(t, l, "1 e5\n2 e6\n3 Ke2\n")
	var warns []string
	for _, o := range *outs {
		if o.Kind == KindWarning {
			warns = append(warns, o.Say.Text)
		}
	}
	if len(warns) != 1 || !strings.HasPrefix(warns[0], "The arbiter's log cannot be written: ") || !strings.Contains(warns[0], txt) {
		t.Errorf("warnings %q, want one about the arbiter's log naming %s", warns, txt)
	}
	for _, w := range warns {
		if strings.Contains(w, "reach") {
			t.Errorf("the warning tells the reason: %q", w)
		}
	}
	if _, err := os.Stat(l.PGNPath); err != nil {
		t.Errorf("the PGN was not written: %v", err)
	}
}

// TestTournamentAnnouncesTimeOnlyOnRequest: tournament play announces no
// time unasked (Annex D.2.10.4) unless the VI player asked for it with
// --announce, which the journal keeps; casual play has the clock's
// default announcements. A flag fall is told in both, as a clock shows
// its flag.
func TestTournamentAnnouncesTimeOnlyOnRequest(t *testing.T) {
	const script = "0 start\n45 e4\n"
	cases := []struct {
		name    string
		setting string
		alerts  string
		want    []string // the automatic announcements up to 45 s
	}{
		{"tournament", SettingTournament, "", nil},
		{"tournament with --announce", SettingTournament, "30s", []string{"Dreißig Sekunden"}},
		{"casual", SettingCasual, "", []string{"Dreißig Sekunden", "Zwanzig Sekunden"}},
		{"casual with --announce none", SettingCasual, "none", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := setup(func(s *Setup) { s.Time, s.Setting, s.Alerts = "1", c.setting, c.alerts })
			tb := newTable(t, s)
			var got []string
			for _, line := range run(t, tb, script) {
				if strings.Contains(line, `"event":"announce"`) && strings.Contains(line, `"audience":"player"`) {
					got = append(got, line[strings.Index(line, `"text":"`)+8:strings.Index(line, `","audience"`)])
				}
			}
			if strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Errorf("automatic announcements %q, want %q", got, c.want)
			}
			raw, err := MarshalSetup(s)
			if err != nil {
				t.Fatal(err)
			}
			if has := strings.Contains(string(raw), `"alerts":"`+c.alerts+`"`); has != (c.alerts != "") {
				t.Errorf("journal header %s: the standing request %q recorded: %v", raw, c.alerts, has)
			}
			// The flag is told in every setting.
			out := run(t, tb, "61 time\n")
			if !strings.Contains(strings.Join(out, "\n"), "Weiß, Zeit abgelaufen") {
				t.Errorf("the flag fall was not told:\n%s", strings.Join(out, "\n"))
			}
		})
	}
}

// TestArbiterLogCommandShowsTheReason: "arbiter log" (for the arbiter)
// lists the reason the table was not told.
func TestArbiterLogCommandShowsTheReason(t *testing.T) {
	tb := newTable(t, tournament(func(s *Setup) { s.Lang = "en"; s.FEN = "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1" }))
	typed(tb, "Bd3")
	got := texts(typed(tb, "arbiter log"))
	if len(got) != 1 || got[0] != "Move 1, White to move, 1 second into the game. Refused: Illegal move: Bd3 would leave the king in check." {
		t.Errorf("arbiter log: %q", got)
	}
}

// TestFlagFallSaidWithTheSideFirst: the flag fall is said with the side,
// a pause, then the words of the phonetic vocabulary, in every language,
// as the clock (talkclock) says it: "Black, flag fell", never "Black flag
// fell", which reads as a black flag.
func TestFlagFallSaidWithTheSideFirst(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"de", "Weiß, Zeit abgelaufen"},
		{"en", "White, flag fell"},
		{"cs", "Bílý, čas vypršel"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Time, s.Lang = "1", tc.lang }))
			var got []string
			for _, line := range run(t, tb, "0 start\n61 time\n") {
				if strings.Contains(line, `"event":"announce"`) && strings.Contains(line, `"audience":"player"`) && strings.Contains(line, `"t":60,`) {
					got = append(got, line[strings.Index(line, `"text":"`)+8:strings.Index(line, `","audience"`)])
				}
			}
			if len(got) != 1 || got[0] != tc.want {
				t.Errorf("flag fall said %q, want [%q]", got, tc.want)
			}
		})
	}
}

// TestPGNNamesTheVIPlayer: the PGN says which player is visually impaired
// (the side of --me), where a rating officer reads a game's facts, in a
// tag of its own after the Annotator: [VisuallyImpaired "White"] or
// "Black" (docs/pgn.md; PGN readers keep a tag they do not know).
func TestPGNNamesTheVIPlayer(t *testing.T) {
	for _, tt := range []struct{ me, want string }{
		{"white", "[Annotator \"" + testProgram + "\"]\n[VisuallyImpaired \"White\"]\n"},
		{"black", "[Annotator \"" + testProgram + "\"]\n[VisuallyImpaired \"Black\"]\n"},
		{"schwarz", "[VisuallyImpaired \"Black\"]\n"},
	} {
		tb := newTable(t, setup(func(s *Setup) { s.Program, s.Me = testProgram, tt.me }))
		typed(tb, "e4")
		if got := pgnText(tb); !strings.Contains(got, tt.want) {
			t.Errorf("--me %s: PGN lacks %q:\n%s", tt.me, tt.want, got)
		}
	}
}
