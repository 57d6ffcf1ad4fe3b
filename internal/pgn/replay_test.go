package pgn

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
)

// finalFENs are the positions after the last move of every game of the test
// data, produced independently by pgn-extract 19.04 (-F). pgn-extract
// refuses the null move of anastasian-lewis.pgn, so its position is
// pgn-extract's after 41. Bxf3 followed by 41... -- 42. Ke1 Qh1+ by hand.
var finalFENs = map[string][]string{
	"anastasian-lewis.pgn":     {"5rk1/2p1R2p/p5pb/2PPR3/8/2Q2B2/5P2/4K2q w - - 3 43"},
	"chessbase-empty-line.pgn": {"8/8/R2bk3/6p1/1Pr3P1/8/5K2/8 w - - 12 68"},
	"cutechess-fischerrandom.pgn": {
		"8/p7/P7/7K/4bk2/8/7r/8 w - - 14 61",
		"8/2Q5/2k5/pN3R2/1p6/1PP5/PK6/8 b - - 6 50",
		"1k5r/pr6/8/4qbpK/8/P3bR1P/6P1/8 w - - 1 36",
		"2R3k1/4Q3/7p/8/5Pp1/6P1/7P/7K b - - 2 54",
	},
	"kasparov-deep-blue-1997.pgn": {
		"4r3/6P1/2p2P1k/1p6/pP2p1R1/P1B5/2P2K2/3r4 b - - 0 45",
		"1r6/5kp1/RqQb1p1p/1p1PpP2/1Pp1B3/2P4P/6P1/5K2 b - - 14 45",
		"3r3k/2r2p2/R4Pbp/1Bp1p3/2P1P2K/3P1R2/8/8 b - - 12 48",
		"8/2R1P3/8/2pp4/P3r3/1k6/8/2K5 b - - 2 56",
		"8/pp4P1/8/8/1kp2N2/1n2R1P1/3r4/1K6 w - - 1 50",
		"r1k4r/p2nb1p1/2b4p/1p1n1p2/2PP4/3Q1NB1/1P3PPP/R5K1 b - c3 0 19",
	},
	"molinari-bordais-1979.pgn":      {"r1bqkb1r/pp1ppppp/5n2/2p5/2P1P3/2Nn2P1/PP1PNP1P/R1BQKB1R w KQkq - 1 6"},
	"nepomniachtchi-liren-game1.pgn": {"8/3b1kp1/5p2/1p5p/1BpN1P1P/P1P1K1P1/8/2n5 b - - 2 49"},
	"stockfish-learning.pgn":         {"8/2p2k2/1pR3p1/1P1P4/p1P2P2/P4K2/8/5r2 w - - 7 78"},
	"utf8-bom.pgn":                   {rules.StartFEN, rules.StartFEN},
}

func TestReplayTestdata(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.pgn")
	if len(files) != len(finalFENs) {
		t.Fatalf("%d files, %d expected", len(files), len(finalFENs))
	}
	for _, f := range files {
		name := filepath.Base(f)
		games := readFile(t, name)
		want := finalFENs[name]
		if len(games) != len(want) {
			t.Fatalf("%s: %d games, want %d", name, len(games), len(want))
		}
		for i, g := range games {
			rp, err := Replay(g)
			if err != nil {
				t.Errorf("%s game %d: %v", name, i+1, err)
				continue
			}
			if got := rp.Final.FEN(); got != want[i] {
				t.Errorf("%s game %d: final FEN %s, want %s", name, i+1, got, want[i])
			}
			if len(rp.Moves) != len(g.Moves) {
				t.Errorf("%s game %d: %d moves replayed of %d", name, i+1, len(rp.Moves), len(g.Moves))
			}
			// Every move of the test data is written in strict SAN, so
			// the rules core writes it back exactly.
			pos := rp.Start
			for j, mv := range rp.Moves {
				if mv == rules.NoMove {
					pos, err = nullMove(&pos)
					if err != nil {
						t.Fatal(err)
					}
					continue
				}
				if san := pos.SAN(mv); san != g.Moves[j].SAN {
					t.Errorf("%s game %d ply %d: SAN %q, file %q", name, i+1, j+1, san, g.Moves[j].SAN)
				}
				pos = pos.Play(mv)
			}
			if pos.FEN() != rp.Final.FEN() {
				t.Errorf("%s game %d: moves and final position disagree", name, i+1)
			}
			// The Chess960 games are replayed as Chess960.
			if rp.Start.Chess960() != (name == "cutechess-fischerrandom.pgn") {
				t.Errorf("%s game %d: Chess960 %v", name, i+1, rp.Start.Chess960())
			}
		}
	}
	g := readFile(t, "anastasian-lewis.pgn")[0]
	rp, err := Replay(g)
	if err != nil || rp.NullMoves != 1 || rp.FirstNull != 81 {
		t.Errorf("anastasian-lewis: %v null moves, first at %v, err %v", rp.NullMoves, rp.FirstNull, err)
	}
}

func TestReplayErrors(t *testing.T) {
	const players = "[White \"W\"]\n[Black \"B\"]\n"
	tests := []struct {
		name string
		in   string
		err  string
	}{
		{"illegal move", players + "1. e4 e5 2. Nf3 Nc6 3. Nf6 *",
			`game 1 (W - B), line 3, move 3. Nf6: illegal move "Nf6": no knight can reach f6`},
		{"ambiguous move", players + "1. Nf3 d5 2. Na3 e5 3. Nc4 Nc6 4. Ne5 *",
			`game 1 (W - B), line 3, move 4. Ne5: Ne5 is ambiguous: Nfxe5 or Ncxe5`},
		{"letters of no set (German and Czech ones are read: TestReplayGermanAndCzechLetters)", players + "1. Xf3 *",
			`game 1 (W - B), line 3, move 1. Xf3: "Xf3" is not a move: "X" is not a piece letter (English letters are K Q R B N; a pawn has no letter)`},
		{"illegal move in a variation", players + "1. e4 (1. d4 d5 2. Bb5) e5 *",
			`game 1 (W - B), line 3, move 2. Bb5 (in a variation): illegal move "Bb5": no bishop can reach b5`},
		{"variation after a black move", players + "1. e4 e5 (1... e4) *",
			`game 1 (W - B), line 3, move 1... e4 (in a variation): illegal move "e4": no pawn can reach e4`},
		{"null move in check", players + "1. e4 f5 2. Qh5+ -- *",
			`game 1 (W - B), line 3, move 2... --: a null move (--) cannot be played by a side in check: the king would stay in check`},
		{"numbering from the FEN", players + "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 3 40\"]\n40... Kd7 41. O-O-O *",
			`game 1 (W - B), line 5, move 41. O-O-O: illegal move "O-O-O": white has no right to castle queenside (O-O-O): the king or that rook has moved`},
		{"bad FEN", players + "[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n*",
			`game 1 (W - B): tag FEN: placement: no white king`},
		{"other variant", players + "[Variant \"Crazyhouse\"]\n*",
			`game 1 (W - B): tag Variant: "Crazyhouse" is not a variant blindchess plays; it plays standard chess and Chess960`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := readString(t, tt.in)[0]
			_, err := Replay(g)
			if err == nil {
				t.Fatalf("no error")
			}
			if err.Error() != tt.err {
				t.Errorf("error\n got %s\nwant %s", err, tt.err)
			}
			var me *MoveError
			var te *TagError
			if !errors.As(err, &me) && !errors.As(err, &te) {
				t.Errorf("%T is neither a *MoveError nor a *TagError", err)
			}
		})
	}
}

// TestReplayTolerated replays games whose tags disagree with each other:
// each is read, and the disagreement is returned with how it was read.
func TestReplayTolerated(t *testing.T) {
	const players = "[White \"W\"]\n[Black \"B\"]\n"
	const kings = "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
	tests := []struct {
		name, in, start, tolerated string
	}{
		{"SetUp without FEN", players + "[SetUp \"1\"]\n1. e4 *", rules.StartFEN,
			`game 1 (W - B): tag SetUp: SetUp "1" says the game starts from a set-up position, but there is no FEN tag; then the game is read from the standard starting position`},
		{"bad SetUp with FEN", players + "[SetUp \"yes\"]\n[FEN \"" + kings + "\"]\n1. Kd2 *", kings,
			`game 1 (W - B): tag SetUp: "yes": want "1" (the game starts from the FEN tag) or "0" (from the standard array); then the game is read from the FEN tag`},
		{"bad SetUp without FEN", players + "[SetUp \"\"]\n*", rules.StartFEN,
			`game 1 (W - B): tag SetUp: "": want "1" (the game starts from the FEN tag) or "0" (from the standard array); then the game is read from the standard starting position`},
		{"SetUp 0 with a FEN", players + "[SetUp \"0\"]\n[FEN \"" + kings + "\"]\n1. Kd2 *", kings,
			`game 1 (W - B): tag SetUp: SetUp "0" says the game starts from the standard array, but there is a FEN tag with another position; then the game is read from the FEN tag`},
		{"SetUp 0 with the standard FEN", players + "[SetUp \"0\"]\n[FEN \"" + rules.StartFEN + "\"]\n1. e4 *", rules.StartFEN, ""},
		// Puzzle collections write fullmove number 0; it was refused.
		{"fullmove number 0", players + "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 3 0\"]\n1... Kd7 *", "4k3/8/8/8/8/8/8/4K3 b - - 3 1",
			`game 1 (W - B): tag FEN: fullmove number 0: move numbers start at 1; then the game is read with fullmove number 1`},
		{"fullmove number 00", players + "[FEN \"" + kings[:len(kings)-1] + "00\"]\n1. Kd2 *", kings,
			`game 1 (W - B): tag FEN: fullmove number 00: move numbers start at 1; then the game is read with fullmove number 1`},
		{"Chess960 without FEN", players + "[Variant \"Chess960\"]\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *", rules.StartFEN,
			`game 1 (W - B): tag Variant: a Chess960 game needs a FEN tag with its starting position; then the game is read from the standard array (Chess960 position 518)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := readString(t, tt.in)[0]
			rp, err := Replay(g)
			if err != nil {
				t.Fatal(err)
			}
			if rp.Start.FEN() != tt.start {
				t.Errorf("start %s, want %s", rp.Start.FEN(), tt.start)
			}
			var got []string
			for _, te := range rp.Tolerated {
				got = append(got, te.Error()+"; then "+te.Then)
			}
			if strings.Join(got, "\n") != tt.tolerated {
				t.Errorf("tolerated\n got %q\nwant %q", got, tt.tolerated)
			}
		})
	}
}

func TestReplayChess960(t *testing.T) {
	// King on b1, rooks on a1 and g1: O-O puts the king on g1 (where its
	// rook stood) and the rook on f1; O-O-O the king on c8, the rook on d8.
	in := "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w GAga - 0 1\"]\n\n" +
		"1. O-O O-O-O *"
	g := readString(t, in)[0]
	rp, err := Replay(g)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := rp.Final.FEN(), "2kr2r1/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w - - 2 2"; got != want {
		t.Errorf("final FEN %s, want %s", got, want)
	}
	if c := rp.Moves[0]; !c.IsCastle() || c.From().String() != "b1" || c.To().String() != "g1" {
		t.Errorf("1. O-O is %v -> %v", c.From(), c.To())
	}
	for _, v := range []string{"chess 960", "Fischerandom", "fischer-random", "FRC"} {
		g.SetTag("Variant", v)
		if vv, err := g.GameVariant(); vv != Chess960 || err != nil {
			t.Errorf("Variant %q: %v, %v", v, vv, err)
		}
	}
	for _, v := range []string{"Standard", "From Position", ""} {
		g.SetTag("Variant", v)
		if vv, err := g.GameVariant(); vv != Standard || err != nil {
			t.Errorf("Variant %q: %v, %v", v, vv, err)
		}
	}
}

// TestAutoDrawAgreesWithRulesGame replays games that reach a fivefold
// repetition or the 75-move rule and compares the first automatic draw with
// the one rules.Game finds.
func TestAutoDrawAgreesWithRulesGame(t *testing.T) {
	const shuffle = "Nf6 2. Nf3 Ng8 3. Ng1 Nf6 4. Nf3 Ng8 5. Ng1 Nf6 6. Nf3 Ng8 7. Ng1 Nf6 8. Nf3 Ng8 9. Ng1"
	tests := []struct {
		name   string
		in     string
		reason rules.Reason
		ply    int
	}{
		{"knights from the start", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4 *",
			rules.ByFivefoldRepetition, 16},
		// The first occurrence follows a double step next to an enemy pawn
		// whose en passant capture is illegal (it is pinned): the same
		// position for Article 9.2.2, though its hash differs.
		{"first occurrence after a double step", "[FEN \"6n1/8/8/8/k3p2R/8/3P4/4K1N1 w - - 0 1\"]\n1. d4 " + shuffle + " *",
			rules.ByFivefoldRepetition, 17},
		{"75 moves", "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 140 80\"]\n80. Kd1 Kd8 81. Ke1 Ke8 82. Kd1 Kd8 83. Ke1 Ke8 84. Kd1 Kd8 85. Ke1 *",
			rules.BySeventyFiveMoves, 10},
		{"no draw", "1. e4 e5 2. Nf3 Nc6 *", rules.NotOver, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := readString(t, tt.in)[0]
			rp, err := Replay(g)
			if err != nil {
				t.Fatal(err)
			}
			if rp.AutoDraw.Reason != tt.reason || rp.AutoDraw.Ply != tt.ply {
				t.Errorf("AutoDraw %+v, want %v at ply %d", rp.AutoDraw, tt.reason, tt.ply)
			}
			rg := rules.NewGameFrom(rp.Start)
			for _, m := range rp.Moves {
				if err := rg.PushAfterEnd(m); err != nil {
					t.Fatal(err)
				}
			}
			if o := rg.Outcome(); o.Reason != rp.AutoDraw.Reason || o.Ply != rp.AutoDraw.Ply {
				t.Errorf("rules.Game outcome %+v, Replay %+v", o, rp.AutoDraw)
			}
		})
	}
}
