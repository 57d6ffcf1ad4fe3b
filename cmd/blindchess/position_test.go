package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func positionJSONOf(t *testing.T, args ...string) positionJSON {
	t.Helper()
	// Casual: the fields are the legal moves and claims too
	// (TestPositionInTournamentPlayGivesNoHints shows them withheld).
	code, out, errOut := runCLI(t, "", append([]string{"position", "--json", "--casual"}, args...)...)
	if code != 0 {
		t.Fatalf("%v: exit %d, stderr %q", args, code, errOut)
	}
	if strings.Count(out, "\n") != 1 {
		t.Fatalf("%v: want one JSON line, got %q", args, out)
	}
	var rep positionJSON
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v: %v in %q", args, err, out)
	}
	return rep
}

func TestPositionJSONStart(t *testing.T) {
	rep := positionJSONOf(t)
	want := positionJSON{
		FEN:   "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		Turn:  "white",
		Moves: []string{},
		Legal: []string{"a3", "a4", "b3", "b4", "c3", "c4", "d3", "d4", "e3", "e4", "f3", "f4", "g3", "g4", "h3", "h4",
			"Na3", "Nc3", "Nf3", "Nh3"},
		LegalUCI: []string{"a2a3", "a2a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "e2e3", "e2e4", "f2f3", "f2f4",
			"g2g3", "g2g4", "h2h3", "h2h4", "b1a3", "b1c3", "g1f3", "g1h3"},
		Status: "ongoing", Result: "*", FullmoveNumber: 1, RepetitionCount: 1, RepetitionPlies: []int{0},
		Claimable: []string{}, ClaimableWithMove: []claimWithMove{},
		CanCheckmate: map[string]string{"white": "unproven", "black": "unproven"},
	}
	if !reflect.DeepEqual(rep, want) {
		t.Errorf("got  %+v\nwant %+v", rep, want)
	}
}

func TestPositionJSONFields(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		check func(t *testing.T, r positionJSON)
	}{
		{"checkmate", []string{"--moves", "f3 e5 g4 Qh4#"}, func(t *testing.T, r positionJSON) {
			if r.Status != "checkmate" || r.Result != "0-1" || r.Reason != "checkmate" || !r.Check || len(r.Legal) != 0 {
				t.Errorf("%+v", r)
			}
			if !reflect.DeepEqual(r.Moves, []string{"f3", "e5", "g4", "Qh4#"}) {
				t.Errorf("moves %v", r.Moves)
			}
			if r.CanCheckmate["black"] != "possible" || r.CanCheckmate["white"] != "impossible" {
				t.Errorf("can_checkmate %v", r.CanCheckmate)
			}
		}},
		{"stalemate", []string{"--fen", "7k/5K2/8/6Q1/8/8/8/8 w - - 0 1", "--moves", "Qg6"}, func(t *testing.T, r positionJSON) {
			if r.Status != "stalemate" || r.Result != "1/2-1/2" || r.Check {
				t.Errorf("%+v", r)
			}
		}},
		{"dead", []string{"--fen", "4k3/8/8/p2p2p1/P2P2P1/8/8/4K3 w - - 0 1"}, func(t *testing.T, r positionJSON) {
			if r.Status != "dead" || r.Result != "1/2-1/2" || r.Reason != "dead position" {
				t.Errorf("%+v", r)
			}
		}},
		{"threefold claimable", []string{"--moves", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8"}, func(t *testing.T, r positionJSON) {
			if r.RepetitionCount != 3 || !reflect.DeepEqual(r.Claimable, []string{"threefold"}) || r.Status != "ongoing" {
				t.Errorf("%+v", r)
			}
			if !reflect.DeepEqual(r.RepetitionPlies, []int{0, 4, 8}) {
				t.Errorf("repetition_plies %v", r.RepetitionPlies)
			}
			want := []claimWithMove{{Move: "Nf3", Claims: []string{"threefold"}}}
			if !reflect.DeepEqual(r.ClaimableWithMove, want) {
				t.Errorf("claimable_with_move %+v, want %+v", r.ClaimableWithMove, want)
			}
		}},
		{"fivefold", []string{"--moves", strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 4)}, func(t *testing.T, r positionJSON) {
			if r.Status != "fivefold" || r.Result != "1/2-1/2" || r.RepetitionCount != 5 || len(r.Claimable) != 0 {
				t.Errorf("%+v", r)
			}
		}},
		{"fifty-move", []string{"--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "--moves", "Ra2"}, func(t *testing.T, r positionJSON) {
			if !reflect.DeepEqual(r.Claimable, []string{"fifty-move"}) || r.HalfmoveClock != 100 || r.FullmoveNumber != 80 || r.Turn != "black" {
				t.Errorf("%+v", r)
			}
		}},
		{"seventy-five", []string{"--fen", "4k3/8/8/8/8/8/8/R3K3 w - - 149 80", "--moves", "Ra2"}, func(t *testing.T, r positionJSON) {
			if r.Status != "seventy-five" || r.Result != "1/2-1/2" {
				t.Errorf("%+v", r)
			}
		}},
		{"chess960", []string{"--chess960", "0", "--moves", "e4"}, func(t *testing.T, r positionJSON) {
			if !r.Chess960 || r.FEN != "bbqnnrkr/pppppppp/8/8/4P3/8/PPPP1PPP/BBQNNRKR b KQkq e3 0 1" || len(r.Legal) != 20 {
				t.Errorf("%+v", r)
			}
		}},
		{"czech and ICCF input", []string{"--moves", "1. 5254 e5 2. Jf3", "--lang", "cs"}, func(t *testing.T, r positionJSON) {
			if !reflect.DeepEqual(r.Moves, []string{"e4", "e5", "Nf3"}) {
				t.Errorf("moves %v (JSON is always English)", r.Moves)
			}
		}},
		{"e.p. written apart", []string{"--moves", "e4 a6 e5 d5 exd6 e.p."}, func(t *testing.T, r positionJSON) {
			if !reflect.DeepEqual(r.Moves, []string{"e4", "a6", "e5", "d5", "exd6"}) {
				t.Errorf("moves %v", r.Moves)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { tc.check(t, positionJSONOf(t, tc.args...)) })
	}
}

// TestPositionText: the description in the language of --lang, its words
// and its piece letters (German here; English below).
func TestPositionText(t *testing.T) {
	code, out, errOut := runCLI(t, "", "position", "--casual", "--moves", "e4 e5 Nf3 Nf6 Nc3 Nc6 Nb1 Nb8 Ng1 Ng8 Nf3 Nf6 Ng1", "--lang", "de")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := `Züge: 1. e4 e5 2. Sf3 Sf6 3. Sc3 Sc6 4. Sb1 Sb8 5. Sg1 Sg8 6. Sf3 Sf6 7. Sg1
FEN: rnbqkb1r/pppp1ppp/5n2/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 11 7
Am Zug: Schwarz
Schach: nein
Stand: läuft
Halbzüge seit Bauernzug oder Schlagen: 11
Zugnummer: 7
Stellung aufgetreten: 2-mal
Remis jetzt reklamierbar: nein
Remis reklamierbar, wenn zuerst Sg8 aufgeschrieben wird: dreimalige Wiederholung
Weiß kann mattsetzen: nicht ausgeschlossen
Schwarz kann mattsetzen: nicht ausgeschlossen
Mögliche Züge (27): a5 a6 b5 b6 c5 c6 d5 d6 g5 g6 h5 h6 Sa6 Sc6 Sd5 Sxe4 Sg4 Sg8 Sh5 La3 Lb4 Lc5 Ld6 Le7 Tg8 De7 Ke7
`
	if out != want {
		t.Errorf("got:\n%s\nwant:\n%s", out, want)
	}

	code, out, _ = runCLI(t, "", "position", "--casual", "--moves", "f3 e5 g4 Qh4")
	if code != 0 || !strings.Contains(out, "Status: checkmate, 0-1, black wins by checkmate (Article 5.1.1)\n") ||
		!strings.Contains(out, "Legal moves: none\n") || !strings.Contains(out, "White can checkmate: no, by no series of legal moves\n") {
		t.Errorf("exit %d, output:\n%s", code, out)
	}
}

// TestPositionNotation checks that --notation writes the moves of the
// text output in long algebraic, UCI or ICCF numeric notation (Annex C),
// with the piece letters of --lang.
func TestPositionNotation(t *testing.T) {
	fen := "r3k3/1P6/8/8/8/8/8/R3K2R w KQq - 0 1"
	tests := []struct {
		notation, lang, moves, legal string
	}{
		{"long", "de", "Züge: 1. b7xa8=D+ Ke8-e7 2. O-O\n",
			"Mögliche Züge (3): Ke7-d6 Ke7-d7 Ke7-e6\n"},
		{"uci", "en", "Moves: 1. b7a8q e8e7 2. e1g1\n",
			"Legal moves (3): e7d6 e7d7 e7e6\n"},
		{"iccf", "cs", "Tahy: 1. 27181 5857 2. 5171\n",
			"Možné tahy (3): 5746 5747 5756\n"},
		{"san", "cs", "Tahy: 1. bxa8=D+ Ke7 2. O-O\n",
			"Možné tahy (3): Kd6 Kd7 Ke6\n"},
	}
	for _, tt := range tests {
		code, out, errOut := runCLI(t, "", "position", "--casual", "--fen", fen, "--moves", "bxa8=Q Ke7 O-O", "--notation", tt.notation, "--lang", tt.lang)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", tt.notation, code, errOut)
		}
		if !strings.HasPrefix(out, tt.moves) || !strings.HasSuffix(out, tt.legal) {
			t.Errorf("%s:\n%s\nwant first %q, last %q", tt.notation, out, tt.moves, tt.legal)
		}
	}
	code, _, errOut := runCLI(t, "", "position", "--notation", "descriptive")
	if want := "blindchess: --notation \"descriptive\": give san, long, uci or iccf\n"; code != 2 || errOut != want {
		t.Errorf("bad notation: exit %d, %q", code, errOut)
	}
	code, _, errOut = runCLI(t, "", "position", "--notation", "long", "--json")
	if want := "blindchess: --notation is for the text output; --json always gives SAN (legal) and UCI (legal_uci)\n"; code != 2 || errOut != want {
		t.Errorf("--notation with --json: exit %d, %q", code, errOut)
	}
}

func TestPositionErrors(t *testing.T) {
	t.Setenv("LC_ALL", "C") // the sentences of the command line in English
	tests := []struct {
		args   []string
		stderr string
	}{
		{[]string{"--moves", "e4 e5 Nd4"}, `move 2. Nd4: illegal move "Nd4": no knight can reach d4`},
		{[]string{"--moves", "e4 Zz9"}, `move 1... Zz9: "Zz9" is not a move`},
		{[]string{"--moves", "e4 e5 Nf3 Nc6 Nd2"}, `move 3. Nd2: illegal move "Nd2": no knight can reach d2 (a white pawn stands there)`},
		{[]string{"--fen", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "--moves", "Nd2"}, "move 1. Nd2: Nd2 is ambiguous: Nbd2 or Nfd2"},
		{[]string{"--moves", "f3 e5 g4 Qh4 Kf2"}, "move 3. Kf2 cannot be played: the game is over (0-1, black wins by checkmate"},
		{[]string{"--moves", "Sf3", "--lang", "cs"}, `tah 1. Sf3: nemožný tah "Sf3": žádný střelec nemůže táhnout na f3`}, // --lang says everything
		{[]string{"--lang", "fr"}, `--lang "fr": give de, en or cs`},
		{[]string{"--fen", "4k3/8/8/8/8/8/8/4KK2 w - - 0 1"}, "two white kings"},
		{[]string{"--chess960", "1000"}, "--chess960 1000: no Chess960 position; give a number from 0 to 959 (518 is the standard array), or leave --chess960 out for the standard start"},
		{[]string{"--fen", "x", "--chess960", "1"}, "either --fen or --chess960"},
		{[]string{"extra"}, `position takes no arguments, only options: "extra" is not one (see blindchess position --help)`},
	}
	for _, tc := range tests {
		code, _, errOut := runCLI(t, "", append([]string{"position"}, tc.args...)...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2", tc.args, code)
		}
		if !strings.Contains(errOut, tc.stderr) {
			t.Errorf("%v: stderr %q lacks %q", tc.args, errOut, tc.stderr)
		}
	}
}
