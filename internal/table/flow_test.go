package table

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files of TestFlows")

// flowCase is a scripted game; its outputs (JSON lines) and final PGN are
// compared with testdata/flows/<name>.golden, which was written by
// "go test -run TestFlows -update" and checked by hand against the Laws.
type flowCase struct {
	name   string
	setup  func(*Setup)
	script string
}

var flowCases = []flowCase{
	{name: "press and undo with a clock", setup: func(s *Setup) { s.Time = "90+30" }, script: `
0 e4
2 undo
3 d4
5 press
8 Nf6
10 p
11 Sf3
12 u
13 c4
14 .`},
	{name: "auto press", setup: func(s *Setup) { s.Time = "5+3"; s.AutoPress = true }, script: `
0 e4
4 e5
5 undo`},
	{name: "a move completes the pending move", setup: func(s *Setup) { s.Time = "5+3" }, script: `
0 e4
3 e5
9 Nf3
10 time both`},
	{name: "no clock: moves complete with the next move", script: `
0 e4
1 e5
2 undo
3 c5
4 press
5 undo`},
	{name: "checkmate", setup: func(s *Setup) { s.Time = "5+3" }, script: `
0 f3
1 p
2 e5
3 p
4 g4
5 p
6 Qh4
7 time`},
	{name: "stalemate", setup: func(s *Setup) { s.FEN = "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1" }, script: "0 Qf7"},
	{name: "dead position", setup: func(s *Setup) { s.FEN = "4k3/8/8/8/8/8/8/4KB1n w - - 0 1" }, script: "0 Bg2\n1 Kd7\n2 Bxh1"},
	{name: "dead at the start", setup: func(s *Setup) { s.FEN = "4k3/8/8/8/8/8/8/4K3 w - - 0 1" }, script: "0 Kd2"},
	{name: "fivefold repetition", script: `
0 Nf3
1 Nf6
2 Ng1
3 Ng8
4 Nf3
5 Nf6
6 Ng1
7 Ng8
8 Nf3
9 Nf6
10 Ng1
11 Ng8
12 Nf3
13 Nf6
14 Ng1
15 Ng8`},
	{name: "75-move rule", setup: func(s *Setup) { s.FEN = "4k3/8/8/8/8/8/8/R3K3 w - - 149 100" }, script: "0 Ra2"},
	{name: "checkmate on the 150th ply wins", setup: func(s *Setup) { s.FEN = "7k/5Q2/6K1/8/8/8/8/8 w - - 149 100" }, script: "0 Qf8"},
	{name: "resignation", setup: func(s *Setup) { s.Time = "90+30" }, script: "0 e4\n1 p\n2 resign black\n2 ja"},
	{name: "agreement", setup: func(s *Setup) { s.Time = "90+30" }, script: "0 e4\n1 p\n5 d5\n6 draw\n6 ja\n7 accept\n7 ja"},
	{name: "offer declined by a move", script: "0 e4\n1 draw\n1 ja\n2 e5\n3 accept\n4 Nf3"},
	{name: "offer declined in words", script: "0 e4\n1 e5\n2 draw\n2 ja\n3 decline\n4 Nf3"},
	{name: "threefold claim", setup: func(s *Setup) { s.Time = "90+30" }, script: `
0 Nf3
1 p
2 Nf6
3 p
4 Ng1
5 p
6 Ng8
7 p
8 Nf3
9 p
10 Nf6
11 p
12 Ng1
13 p
14 Ng8
15 p
16 claim
16 ja`},
	{name: "threefold claim with the intended move", setup: func(s *Setup) { s.Time = "90+30" }, script: `
0 Nf3
1 p
2 Nf6
3 p
4 Ng1
5 p
6 Ng8
7 p
8 Nf3
9 p
10 Nf6
11 p
12 Ng1
13 p
14 claim Ng8
14 ja`},
	{name: "incorrect claim: penalty, and the intended move is played", setup: func(s *Setup) { s.Time = "90+30" }, script: "0 e4\n1 p\n2 claim e5\n2 ja\n3 p"},
	{name: "fifty-move claim with the intended move", setup: func(s *Setup) { s.FEN = "4k3/8/8/8/8/8/8/R3K3 w - - 99 100"; s.Time = "90+30" }, script: "0 start\n1 claim Ra2\n1 ja"},
	{name: "incorrect fifty-move claim in rapid", setup: func(s *Setup) { s.FEN = "4k3/8/8/8/8/8/8/R3K3 w - - 98 100"; s.Time = "25+10" }, script: "0 start\n1 claim Ra2\n1 ja\n2 p"},
	{name: "flag fall and claim", setup: func(s *Setup) { s.Time = "1"; s.Alerts = "30s,every 10s" }, script: "0 e4\n5 p\n10 e5\n70\n75 flag\n76 e5"},
	{name: "flag against a lone king is a draw", setup: func(s *Setup) { s.Time = "1"; s.FEN = "4k3/8/8/8/8/8/8/4K2Q w - - 0 1" }, script: "0 start\n61 flag"},
	{name: "VI player hears his own alerts only", setup: func(s *Setup) { s.Time = "1"; s.Alerts = "30s,every 10s"; s.Me = "black" }, script: "0 e4\n1 p\n65 time both\n66 moves"},
	{name: "illegal moves", setup: func(s *Setup) { s.Time = "90+30" }, script: "0 e4\n1 p\n2 arbiter illegal black\n3 e5\n4 p\n5 arbiter illegal black\n6 yes"},
	{name: "second illegal move against a lone king", setup: func(s *Setup) { s.FEN = "4k3/8/8/8/8/8/8/4K2Q b - - 0 1" }, script: "0 arbiter illegal white\n1 arbiter illegal white\n2 yes"},
	{name: "arbiter", setup: func(s *Setup) { s.Time = "90+30" }, script: `
0 e4
1 p
2 e5
3 p
4 Nf3
5 arbiter takeback
5 ja
6 resume
7 arbiter time white 1:00:00
8 arbiter add black -5m
9 arbiter add black 30s
10 arbiter penalty white
11 arbiter moves white 20
12 arbiter result 1/2
12 ja
13 arbiter result *
13 ja
14 Nc3`},
	{name: "requests of the VI player", setup: func(s *Setup) { s.Time = "40/90+30,30+30"; s.Me = "black" }, script: `
0 e4
10 p
20 repeat
25 Nf6
30 p
40 time
41 time opponent
42 time both
43 moves
44 last
45 r
46 position
47 position white
48 position e4
49 position e
50 position 4
51 position eva
52 pos d5
53 help undo
54 quit
54 ja
55 help`},
	{name: "pause and resume", setup: func(s *Setup) { s.Time = "90+30" }, script: "0 e4\n1 pause\n2 p\n3 resume\n4 p"},
}

func TestFlows(t *testing.T) {
	for _, c := range flowCases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, setup(c.setup))
			got := strings.Join(run(t, tb, c.script), "\n") + "\n\n" + pgnText(tb)
			file := filepath.Join("testdata", "flows", strings.NewReplacer(" ", "-", ":", "", ",", "").Replace(c.name)+".golden")
			if *update {
				if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			equalLines(t, strings.Split(got, "\n"), strings.Split(string(want), "\n"))
		})
	}
}
