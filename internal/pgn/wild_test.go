package pgn

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/blindchess/blindchess/internal/textenc"
)

// TestWildFiles checks the files of testdata/wild (see its README): every
// game is valid; the disagreements of lichess studies and puzzle
// collections are warnings, exactly these, and errors with Strict.
func TestWildFiles(t *testing.T) {
	const opera = "Morphy, Paul - Duke Karl / Count Isouard"
	tests := []struct {
		file     string
		enc      textenc.Encoding
		players  []string
		endings  []string
		warnings [][]string
		strict   []string // the errors with Strict, "" for a valid game
	}{
		{"lichess-study.pgn", textenc.ASCII,
			[]string{"? - ?", opera, "? - ?", "? - ?"},
			[]string{"checkmate", "checkmate", "checkmate", "stalemate"},
			[][]string{
				{"missing tags of the Seven Tag Roster: Date, Round, White, Black", "Black is checkmated, so the result must be 1-0, not *"},
				{"missing tags of the Seven Tag Roster: Round", "Black is checkmated, so the result must be 1-0, not *"},
				{"missing tags of the Seven Tag Roster: Date, Round, White, Black", "White is checkmated, so the result must be 0-1, not *"},
				{"missing tags of the Seven Tag Roster: Date, Round, White, Black", "Black is stalemated, so the result must be 1/2-1/2, not *"},
			},
			[]string{
				"game 1 (White - Black): Black is checkmated, so the result must be 1-0, not *",
				"game 2 (" + opera + "): Black is checkmated, so the result must be 1-0, not *",
				"game 3 (White - Black): White is checkmated, so the result must be 0-1, not *",
				"game 4 (White - Black): Black is stalemated, so the result must be 1/2-1/2, not *",
			}},
		{"puzzles.pgn", textenc.ASCII,
			[]string{opera, "Anderssen, Adolf - Kieseritzky, Lionel", "Levitsky, Stepan - Marshall, Frank James", opera},
			[]string{"checkmate", "checkmate", "checkmate", ""},
			[][]string{
				{"the PlyCount tag says 33 half-moves but the game has 3"},
				{"the PlyCount tag says 45 half-moves but the game has 11"},
				{"the PlyCount tag says 46 half-moves but the game has 3"},
				{"the Result tag says 1-0 but the moves end with *", "the PlyCount tag says 33 half-moves but the game has 1"},
			},
			[]string{
				"game 1 (" + opera + "): the PlyCount tag says 33 half-moves but the game has 3",
				"game 2 (Anderssen, Adolf - Kieseritzky, Lionel): the PlyCount tag says 45 half-moves but the game has 11",
				"game 3 (Levitsky, Stepan - Marshall, Frank James): the PlyCount tag says 46 half-moves but the game has 3",
				"game 4 (" + opera + "): the Result tag says 1-0 but the moves end with *",
			}},
		{"quirks.pgn", textenc.UTF8BOM,
			[]string{opera, "Lasker, Edward - Thomas, George Alan"},
			[]string{"checkmate", "checkmate"},
			[][]string{nil, nil}, []string{"", ""}},
		{"windows-1252-crlf.pgn", textenc.Windows1252,
			[]string{"Sämisch, Friedrich - Nimzowitsch, Aron", "Polgár, Judit - Kasparov, Garry"},
			[]string{"", ""}, [][]string{nil, nil}, []string{"", ""}},
		{"windows-1252-crlf.utf8.pgn", textenc.UTF8,
			[]string{"Sämisch, Friedrich - Nimzowitsch, Aron", "Polgár, Judit - Kasparov, Garry"},
			[]string{"", ""}, [][]string{nil, nil}, []string{"", ""}},
	}
	files, _ := filepath.Glob("testdata/wild/*.pgn")
	if len(files) != len(tests) {
		t.Fatalf("%d files in testdata/wild, %d tested", len(files), len(tests))
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", "wild", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			r := NewReader(bytes.NewReader(data))
			var games []*Game
			for {
				g, err := r.Next()
				if err != nil {
					break
				}
				games = append(games, g)
			}
			if r.Encoding() != tt.enc || r.Replaced() != 0 {
				t.Errorf("encoding %v, %d replaced; want %v", r.Encoding(), r.Replaced(), tt.enc)
			}
			if len(games) != len(tt.players) {
				t.Fatalf("%d games, want %d", len(games), len(tt.players))
			}
			for i, g := range games {
				checkUTF8(t, g)
				rep := Check(g)
				if !rep.OK() || rep.Players != tt.players[i] || rep.Ending != tt.endings[i] || !reflect.DeepEqual(rep.Warnings, tt.warnings[i]) {
					t.Errorf("game %d: %v, %q, ending %q, warnings\n%q\nwant %q, ending %q, warnings\n%q",
						i+1, rep.Err, rep.Players, rep.Ending, rep.Warnings, tt.players[i], tt.endings[i], tt.warnings[i])
				}
				strict, rp := CheckWith(g, CheckOptions{Strict: true})
				if got := errString(strict.Err); got != tt.strict[i] {
					t.Errorf("game %d strict: %q, want %q", i+1, got, tt.strict[i])
				}
				if rp == nil || rp.Final.FEN() != rep.FEN {
					t.Errorf("game %d strict: not replayed", i+1)
				}
			}
			// Read one byte at a time and with LF for CR LF: the same games.
			bytewise, err := ReadAll(iotest.OneByteReader(bytes.NewReader(data)))
			if err != nil || !reflect.DeepEqual(bytewise, games) {
				t.Errorf("one byte at a time: %v, or different games", err)
			}
			lf, err := ReadAll(bytes.NewReader(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))))
			if err != nil || !reflect.DeepEqual(lf, games) {
				t.Errorf("with LF line ends: %v, or different games", err)
			}
			// Written and read back: the same games.
			for _, g := range games {
				back := readString(t, Format(g))
				checkSameGame(t, g, back[0])
			}
		})
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// TestWindows1252Twin reads a Windows-1252 file with CR LF and the same
// file in UTF-8 with LF: the same games, names and comments in UTF-8.
func TestWindows1252Twin(t *testing.T) {
	cp := readFile(t, "wild/windows-1252-crlf.pgn")
	u8 := readFile(t, "wild/windows-1252-crlf.utf8.pgn")
	if !reflect.DeepEqual(cp, u8) {
		t.Fatalf("the Windows-1252 file and its UTF-8 twin read differently")
	}
	g := cp[0]
	if g.Tag("White") != "Sämisch, Friedrich" || g.Tag("Annotator") != "Nimzowitsch – My System" {
		t.Errorf("tags %q", g.Tags)
	}
	if got := g.Moves[len(g.Moves)-1].Comments; !reflect.DeepEqual(got, []string{"„Zugzwang“ – White has no useful move left… the “Immortal Zugzwang Game”."}) {
		t.Errorf("comment %q", got)
	}
	if cp[1].Tag("Event") != "Russia – Rest of the World" || cp[1].Tag("White") != "Polgár, Judit" {
		t.Errorf("game 2 tags %q", cp[1].Tags)
	}
}

// TestQuirks checks what the quirks of old programs read as.
func TestQuirks(t *testing.T) {
	games := readFile(t, "wild/quirks.pgn")
	opera, lasker := games[0], games[1]
	// 1.e4 e5 (1...Nf6 2.e5 d5 3.exd6 e.p. exd6): the e.p. marker belongs
	// to its move.
	if v := opera.Moves[1].Variations; len(v) != 1 || strings.Join(sans(v[0].Moves), " ") != "Nf6 e5 d5 exd6 exd6" {
		t.Errorf("variation of 1... e5: %+v", v)
	}
	if c := opera.Moves[5].Comments; !reflect.DeepEqual(c, []string{"This is a weak move; the bishop will be exchanged."}) {
		t.Errorf("comment over three lines: %q", c)
	}
	if c := opera.Moves[17].Comments; !reflect.DeepEqual(c, []string{"Black had to play 9...Qb4+"}) {
		t.Errorf("; comment: %q", c)
	}
	if opera.Moves[22].SAN != "0-0-0" || opera.Moves[18].NAGs[0] != 1 || opera.Moves[30].NAGs[0] != 3 {
		t.Errorf("moves %q %v %v", opera.Moves[22].SAN, opera.Moves[18].NAGs, opera.Moves[30].NAGs)
	}
	// 13.Rxd7! (13.Bxd7+ Rxd7 (13...Nxd7 14.Qb8+ Nxb8 15.Rd8#) 14.Rxd7)
	v := opera.Moves[24].Variations
	if len(v) != 1 || strings.Join(sans(v[0].Moves), " ") != "Bxd7+ Rxd7 Rxd7" ||
		len(v[0].Moves[1].Variations) != 1 || strings.Join(sans(v[0].Moves[1].Variations[0].Moves), " ") != "Nxd7 Qb8+ Nxb8 Rd8#" {
		t.Errorf("nested variations of 13. Rxd7: %+v", v)
	}
	// The second game follows without a blank line and after a % line.
	if lasker.Tag("White") != "Lasker, Edward" || len(lasker.Moves) != 35 || lasker.Moves[15].SAN != "0-0" {
		t.Errorf("game 2: %q, %d moves, %q", lasker.Tags, len(lasker.Moves), lasker.Moves[15].SAN)
	}
	clocks := []time.Duration{10 * time.Minute, 10 * time.Minute, 9*time.Minute + 58*time.Second, 9*time.Minute + 55*time.Second}
	for i, want := range clocks {
		if m := lasker.Moves[i]; !m.HasClock || m.Clock != want || len(m.Comments) != 0 {
			t.Errorf("move %d: clock %v %v, comments %q; want %v", i+1, m.HasClock, m.Clock, m.Comments, want)
		}
	}
	q := lasker.Moves[20] // 11. Qxh7+ $3 {[%clk 0:07:41] [%emt 0:00:05.5] The queen …}
	if q.SAN != "Qxh7+" || q.Clock != 7*time.Minute+41*time.Second || q.EMT != 5500*time.Millisecond ||
		!reflect.DeepEqual(q.Comments, []string{"The queen sacrifice drives the king across the board."}) || !reflect.DeepEqual(q.NAGs, []int{3}) {
		t.Errorf("11. Qxh7+: %+v", q)
	}
}
