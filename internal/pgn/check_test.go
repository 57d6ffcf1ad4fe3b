package pgn

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
)

const roster = "[Event \"e\"]\n[Site \"s\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"W\"]\n[Black \"B\"]\n"

func TestCheck(t *testing.T) {
	const foolsMate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
	const stalemate = "k7/8/1Q6/8/8/8/6K1/8 b - - 1 1"
	const stalemateStart = "[SetUp \"1\"]\n[FEN \"k7/8/1Q6/8/8/8/8/7K w - - 0 1\"]\n"
	const afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
	const afterE5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
	const knights = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 "
	tests := []struct {
		name     string
		in       string
		fen      string
		ending   string
		err      string // the error; with disagree set, only with Strict
		warnings []string
		// disagree: err is a disagreement, a warning (its message after
		// the warnings above) unless Strict.
		disagree bool
	}{
		{"checkmate scored right", roster + "[Result \"0-1\"]\n1. f3 e5 2. g4 Qh4# 0-1", foolsMate, "checkmate", "", nil, false},
		{"checkmate scored for the mated side", roster + "[Result \"1-0\"]\n1. f3 e5 2. g4 Qh4# 1-0", foolsMate, "checkmate",
			"game 1 (W - B): White is checkmated, so the result must be 0-1, not 1-0", nil, true},
		{"checkmate scored as a draw", roster + "1. f3 e5 2. g4 Qh4 1/2-1/2", foolsMate, "checkmate",
			"game 1 (W - B): White is checkmated, so the result must be 0-1, not 1/2-1/2", []string{"missing tags of the Seven Tag Roster: Result"}, true},
		{"checkmate left unfinished", roster + "1. f3 e5 2. g4 Qh4# *", foolsMate, "checkmate",
			"game 1 (W - B): White is checkmated, so the result must be 0-1, not *", []string{"missing tags of the Seven Tag Roster: Result"}, true},
		{"stalemate drawn", roster + "[Result \"1/2-1/2\"]\n" + stalemateStart + "1. Kg2 1/2-1/2", stalemate, "stalemate", "", nil, false},
		{"stalemate scored as a win", roster + "[Result \"1-0\"]\n" + stalemateStart + "1. Kg2 1-0", stalemate, "stalemate",
			"game 1 (W - B): Black is stalemated, so the result must be 1/2-1/2, not 1-0", nil, true},
		{"resignation without mate is fine", roster + "[Result \"0-1\"]\n1. e4 e5 0-1", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", "", "", nil, false},
		{"Result tag disagrees", roster + "[Result \"1-0\"]\n1. e4 0-1", afterE4, "",
			"game 1 (W - B): the Result tag says 1-0 but the moves end with 0-1", nil, true},
		{"Result tag is no result", roster + "[Result \"white won\"]\n1. e4 1-0", afterE4, "",
			"game 1 (W - B): the Result tag \"white won\" is not a result; write 1-0, 0-1, 1/2-1/2 or *", nil, true},
		{"PlyCount disagrees", roster + "[Result \"*\"]\n[PlyCount \"3\"]\n1. e4 e5 *", afterE5, "",
			"game 1 (W - B): the PlyCount tag says 3 half-moves but the game has 2", nil, true},
		{"PlyCount is no number", roster + "[Result \"*\"]\n[PlyCount \"two\"]\n1. e4 e5 *", afterE5, "",
			"game 1 (W - B): the PlyCount tag \"two\" is not a number of half-moves", nil, true},
		{"illegal move", roster + "[Result \"*\"]\n1. e4 e5 2. Ke3 *", "", "",
			"game 1 (W - B), line 8, move 2. Ke3: illegal move \"Ke3\": the white king cannot reach e3", nil, false},
		{"warnings", "[White \"W\"]\n[White \"X\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n1. Kd2 -- 2. Kc3 -- *", "4k3/8/8/8/8/2K5/4P3/8 w - - 4 3", "", "", []string{
			"missing tags of the Seven Tag Roster: Event, Site, Date, Round, Black, Result",
			"repeated tags, in alphabetical order (the first value counts): White",
			"a FEN tag without SetUp \"1\"; the game is read from the FEN",
			"2 null moves, the first at line 4, move 1... --; a null move is not a legal chess move",
		}, false},
		{"dead position scored as a win", roster + "[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/2B1K3 w - - 0 1\"]\n1. Bd2 1-0",
			"4k3/8/8/8/8/8/3B4/4K3 b - - 1 1", "dead position",
			"game 1 (W - B): the game is drawn by a dead position (Article 5.2.2) in the final position, so the result must be 1/2-1/2, not 1-0", nil, true},
		{"dead position drawn", roster + "[Result \"1/2-1/2\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/2B1K3 w - - 0 1\"]\n1. Bd2 1/2-1/2",
			"4k3/8/8/8/8/8/3B4/4K3 b - - 1 1", "dead position", "", nil, false},
		{"75-move rule on the last move", roster + "[Result \"0-1\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 148 80\"]\n80. Kd1 Kd8 0-1",
			"3k4/8/8/8/8/8/4P3/3K4 w - - 150 81", "seventy-five-move rule",
			"game 1 (W - B): the game is drawn by the seventy-five-move rule (Article 9.6.2) in the final position, so the result must be 1/2-1/2, not 0-1", nil, true},
		{"play went on after the 75th move", roster + "[Result \"1/2-1/2\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 148 80\"]\n80. Kd1 Kd8 81. Ke1 1/2-1/2",
			"3k4/8/8/8/8/8/4P3/4K3 b - - 151 81", "", "", []string{"the game was drawn by the seventy-five-move rule (Article 9.6.2) after 80... Kd8, but the record goes on for 1 half-move"}, false},
		{"checkmate on the 150th half-move stands", roster + "[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"7k/8/6K1/8/8/8/8/R7 w - - 149 90\"]\n90. Ra8# 1-0",
			"R6k/8/6K1/8/8/8/8/8 b - - 150 90", "checkmate", "", nil, false},
		{"fivefold repetition", roster + "[Result \"1-0\"]\n" + knights + "1-0", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9", "fivefold repetition",
			"game 1 (W - B): the game is drawn by fivefold repetition (Article 9.6.1) in the final position, so the result must be 1/2-1/2, not 1-0", nil, true},
		{"play went on after a fivefold repetition", roster + "[Result \"*\"]\n" + knights + "9. e4 *", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 9", "",
			"game 1 (W - B): the game was drawn by fivefold repetition (Article 9.6.1) after 8... Ng8, so the result must be 1/2-1/2, not *", nil, true},
		{"a win without mating material", roster + "[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/r3K3 w - - 0 1\"]\n1. Kd2 1-0",
			"4k3/8/8/8/8/8/3K4/r7 b - - 1 1", "", "", []string{"White has too little material to checkmate, so 1-0 can only be a resignation; a loss on time would be a draw (Article 6.9)"}, false},
	}
	for _, tt := range tests {
		for _, strict := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/strict=%v", tt.name, strict), func(t *testing.T) {
				g := readString(t, tt.in)[0]
				rep, rp := CheckWith(g, CheckOptions{Strict: strict})
				if (rp == nil) != (rep.FEN == "") || rp != nil && rp.Final.FEN() != rep.FEN {
					t.Errorf("replayed %v, FEN %q", rp != nil, rep.FEN)
				}
				if !strict {
					if rep2 := Check(g); !reflect.DeepEqual(rep2, rep) {
						t.Errorf("Check differs from CheckWith without Strict")
					}
				}
				want := tt
				if tt.disagree && !strict {
					want.warnings = append(slices.Clone(tt.warnings), strings.TrimPrefix(tt.err, "game 1 (W - B): "))
					want.err = ""
				}
				checkReport(t, g, rep, want.err, want.fen, want.ending, want.warnings)
			})
		}
	}
}

func checkReport(t *testing.T, g *Game, rep Report, wantErr, fen, ending string, warnings []string) {
	t.Helper()
	tt := struct {
		err, fen, ending string
		warnings         []string
	}{wantErr, fen, ending, warnings}
	{
		{
			errText := ""
			if rep.Err != nil {
				errText = rep.Err.Error()
				if !IsGameError(rep.Err) {
					t.Errorf("IsGameError(%T) is false", rep.Err)
				}
			}
			if errText != tt.err {
				t.Errorf("error\n got %q\nwant %q", errText, tt.err)
			}
			if rep.OK() != (tt.err == "") {
				t.Errorf("OK() = %v", rep.OK())
			}
			if rep.FEN != tt.fen || rep.Ending != tt.ending {
				t.Errorf("FEN %q ending %q; want %q %q", rep.FEN, rep.Ending, tt.fen, tt.ending)
			}
			if !reflect.DeepEqual(rep.Warnings, tt.warnings) {
				t.Errorf("warnings\n got %q\nwant %q", rep.Warnings, tt.warnings)
			}
			if rep.Number != 1 || rep.Line != 1 || rep.Plies != len(g.Moves) || rep.Players != g.Players() {
				t.Errorf("report %+v", rep)
			}
		}
	}
}

func TestCheckTestdata(t *testing.T) {
	games := readFile(t, "cutechess-fischerrandom.pgn")
	for i, g := range games {
		rep := Check(g)
		if !rep.OK() || rep.Ending != "checkmate" || rep.FEN != finalFENs["cutechess-fischerrandom.pgn"][i] || rep.Warnings != nil {
			t.Errorf("game %d: %+v", i+1, rep)
		}
	}
	rep := Check(readFile(t, "anastasian-lewis.pgn")[0])
	if !rep.OK() || !reflect.DeepEqual(rep.Warnings, []string{"a null move at line 20, move 41... --; a null move is not a legal chess move"}) {
		t.Errorf("anastasian-lewis: %+v", rep)
	}
}

func TestReportSyntaxError(t *testing.T) {
	_, err := NewReader(strings.NewReader("[White \"W\"]\n1. e4 e5 )")).Next()
	var se *SyntaxError
	if !errors.As(err, &se) {
		t.Fatal(err)
	}
	rep := ReportSyntaxError(se)
	if rep.OK() || rep.Number != 1 || rep.Plies != 2 || rep.Line != 1 || rep.Players != "W - ?" || rep.Result != Unknown || rep.Err != err {
		t.Errorf("%+v", rep)
	}
	if IsGameError(errors.New("disk")) {
		t.Error("a plain error is not a game error")
	}
}

// TestReportSyntaxErrorAfterBadMove checks that a move that cannot be
// played, on a line before a syntax error, is reported as the game's first
// error; on the line of the syntax error (a record cut off in its last
// move) the syntax error stands.
func TestReportSyntaxErrorAfterBadMove(t *testing.T) {
	tests := []struct{ name, in, err string }{
		{"text that is not PGN", "hello world\nthis is not pgn\n",
			`game 1 (White - Black), line 1, move 1. hello: "hello" is not a move: no destination square (a file a-h and a rank 1-8, as in e4)`},
		{"illegal move, then an unclosed comment", "[White \"W\"]\n1. e4 e5 2. Ke3\n{never closed\n",
			`game 1 (W - Black), line 2, move 2. Ke3: illegal move "Ke3": the white king cannot reach e3`},
		{"illegal move, then no result", "1. e4 e5 2. Ke3\n2... Nc6\n",
			`game 1 (White - Black), line 1, move 2. Ke3: illegal move "Ke3": the white king cannot reach e3`},
		{"cut off in the last move", "1. e4 e5 2. N",
			"game 1 (White - Black), line 1, column 13, after 2. N: the file ends before the game's result: it may be cut off; the movetext must end with 1-0, 0-1, 1/2-1/2 or * (write * at its end to read the moves)"},
		{"legal moves, then no result", "1. e4 e5\n2. Nf3\n",
			"game 1 (White - Black), line 3, column 1, after 2. Nf3: the file ends before the game's result: it may be cut off; the movetext must end with 1-0, 0-1, 1/2-1/2 or * (write * at its end to read the moves)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewReader(strings.NewReader(tt.in)).Next()
			var se *SyntaxError
			if !errors.As(err, &se) {
				t.Fatalf("error %v, want a *SyntaxError", err)
			}
			rep := ReportSyntaxError(se)
			if rep.OK() || rep.Err.Error() != tt.err {
				t.Errorf("error\n got %v\nwant %s", rep.Err, tt.err)
			}
			if rep.Result != Unknown || rep.FEN != "" || rep.Number != 1 {
				t.Errorf("%+v", rep)
			}
		})
	}
}

func TestCheckManyTags(t *testing.T) {
	// A hundred thousand tags must not take quadratic time.
	var b strings.Builder
	for i := 0; i < 100000; i++ {
		b.WriteString("[Tag \"x\"]\n[Other \"y\"]\n")
	}
	b.WriteString("[White \"W\"]\n*")
	g := readString(t, b.String())[0]
	rep := Check(g)
	if !rep.OK() || len(rep.Warnings) != 2 || rep.Warnings[1] != "repeated tags, in alphabetical order (the first value counts): Other, Tag" {
		t.Errorf("%+v", rep.Warnings)
	}
}
