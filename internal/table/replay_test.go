package table

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// sourceGame is a game of testdata/pgn (copied from the shared data:
// real games from python-chess's test files) with its replay.
type sourceGame struct {
	name string
	g    *pgn.Game
	rp   *pgn.Replayed
}

func loadGames(t testing.TB) []sourceGame {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "pgn", "*.pgn"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no PGN files in testdata/pgn: %v", err)
	}
	var out []sourceGame
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		games, err := pgn.ReadAll(strings.NewReader(string(data)))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, g := range games {
			rp, err := pgn.Replay(g)
			if err != nil {
				t.Fatalf("%s game %d: %v", f, g.Number, err)
			}
			out = append(out, sourceGame{name: fmt.Sprintf("%s#%d", filepath.Base(f), g.Number), g: g, rp: rp})
		}
	}
	return out
}

// scriptFor writes the game as typed at the table: each move as the file
// writes it, 7 seconds after the previous press, and its press 3 seconds
// later; then what ends the game when its last move does not (a
// resignation, a draw offer accepted, or the arbiter's result).
func scriptFor(sg sourceGame, moves int) (script []string, end string) {
	at := 0
	final := sg.rp.Start
	for i := 0; i < moves; i++ {
		final = final.Play(sg.rp.Moves[i])
		script = append(script, fmt.Sprintf("%d %s", at, sg.g.Moves[i].SAN))
		if i < moves-1 || final.Status() == rules.Ongoing {
			// A move that ends the game needs no press (Article 6.2.1.1).
			script = append(script, fmt.Sprintf("%d press", at+3))
		}
		at += 10
	}
	if final.Status() != rules.Ongoing || moves < len(sg.g.Moves) {
		return script, ""
	}
	switch sg.g.Result {
	case pgn.WhiteWins:
		end = "resign black"
	case pgn.BlackWins:
		end = "resign white"
	case pgn.Draw:
		end = "arbiter result 1/2"
		if moves >= 2 {
			end = "draw"
			// Each is said back and confirmed (the input grammar's rule
			// for what ends the game).
			script = append(script, fmt.Sprintf("%d draw", at), fmt.Sprintf("%d ja", at), fmt.Sprintf("%d accept", at+1), fmt.Sprintf("%d yes", at+1))
			return script, end
		}
	default:
		return script, ""
	}
	return append(script, fmt.Sprintf("%d %s", at, end), fmt.Sprintf("%d ano", at)), end
}

// TestReplayGames plays every game of testdata/pgn through the table as
// typed moves and presses: each move must be accepted and announced
// exactly as phonetic says it, and the final PGN must have the source's
// moves and result.
func TestReplayGames(t *testing.T) {
	games := loadGames(t)
	played := 0
	for _, sg := range games {
		t.Run(sg.name, func(t *testing.T) {
			moves := len(sg.g.Moves)
			if sg.rp.NullMoves > 0 {
				moves = sg.rp.FirstNull // a null move cannot be played at a table
			}
			if sg.rp.AutoDraw.Over() && sg.rp.AutoDraw.Ply < moves {
				moves = sg.rp.AutoDraw.Ply // the Laws end the game there
			}
			s := setup(func(s *Setup) { s.Time = "90+30" }) // the words of the moves, not the press rules
			if start := sg.rp.Start; start.FEN() != rules.StartFEN || start.Chess960() {
				s.FEN = start.FEN()
			}
			tb := newTable(t, s)
			script, end := scriptFor(sg, moves)
			lines := run(t, tb, strings.Join(script, "\n"))
			var announced []string
			for i, l := range lines {
				if strings.Contains(l, `"event":"error"`) {
					t.Fatalf("input refused: %s", l)
				}
				if strings.Contains(l, `"event":"move"`) {
					announced = append(announced, lines[i+1])
				}
			}
			if len(announced) != moves {
				t.Fatalf("%d moves announced, want %d", len(announced), moves)
			}
			pos := sg.rp.Start
			for i, m := range sg.rp.Moves[:moves] {
				say, err := phonetic.MoveText(&pos, m, phonetic.Short, phonetic.AnnexD)
				if err != nil {
					t.Fatal(err)
				}
				want := fmt.Sprintf(`{"t":%d,"event":"announce","text":%q,"audience":"all"}`, 10*i, say)
				if announced[i] != want {
					t.Fatalf("move %d: announced\n%s\nwant\n%s", i+1, announced[i], want)
				}
				pos = pos.Play(m)
			}
			// The PGN written must replay to the same moves.
			out := pgnText(tb)
			back, err := pgn.ReadAll(strings.NewReader(out))
			if err != nil || len(back) != 1 {
				t.Fatalf("our PGN does not read back: %v\n%s", err, out)
			}
			rp2, err := pgn.Replay(back[0])
			if err != nil {
				t.Fatalf("our PGN does not replay: %v\n%s", err, out)
			}
			if fmt.Sprint(rp2.Moves) != fmt.Sprint(sg.rp.Moves[:moves]) {
				t.Fatalf("PGN moves differ from the source:\n%s", out)
			}
			for i, m := range back[0].Moves {
				if !m.HasClock {
					t.Fatalf("move %d has no [%%clk]:\n%s", i+1, out)
				}
			}
			res, _ := tb.Result()
			switch {
			case moves == len(sg.g.Moves) && sg.g.Result != pgn.Unknown && (end != "" || tb.Over()):
				if res != string(sg.g.Result) || string(back[0].Result) != res {
					t.Errorf("result %q (PGN %q), want %q", res, back[0].Result, sg.g.Result)
				}
			case sg.rp.AutoDraw.Over() && sg.rp.AutoDraw.Ply == moves:
				if res != "1/2-1/2" {
					t.Errorf("result %q, want the automatic draw %v", res, sg.rp.AutoDraw)
				}
			}
			played++
		})
	}
	if played < 15 {
		t.Errorf("only %d games played", played)
	}
}

// TestMolinariBordais checks the announcements of a whole game word by
// word, written out by hand from Annex D.
func TestMolinariBordais(t *testing.T) {
	tb := newTable(t, setup(func(s *Setup) { s.White, s.Black, s.Time = "Molinari", "Bordais", "90+30" }))
	var said []string
	for i, m := range []string{"e4", "c5", "c4", "Nc6", "Ne2", "Nf6", "Nbc3", "Nb4", "g3", "Nd3"} {
		for _, o := range tb.Apply(Input{At: time.Duration(i) * time.Minute, Source: SourceScript, Text: m}) {
			if o.Kind == KindAnnounce {
				said = append(said, o.Say.Text)
			}
		}
		tb.Apply(Input{At: time.Duration(i)*time.Minute + 10*time.Second, Source: SourceScript, Text: "press"})
	}
	want := []string{
		"Eva vier", "Cesar fünf", "Cesar vier", "Springer Cesar sechs", "Springer Eva zwei",
		"Springer Felix sechs", "Springer Bella Cesar drei", "Springer Bella vier", "Gustav drei",
		"Springer David drei Matt", "Partie beendet. Schwarz gewinnt: Matt.",
	}
	equalLines(t, said, want)
	// 90 minutes + 30 s from move 1; each move takes 60 s (the mate 50 s).
	if !strings.Contains(pgnText(tb), "5. g3 {[%clk 1:28:50]} 5... Nd3#\n{[%clk 1:27:40]} {checkmate} 0-1") {
		t.Errorf("PGN:\n%s", pgnText(tb))
	}
}
