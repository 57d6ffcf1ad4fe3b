package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/journal"
)

// TestScriptBoardLinesJournaledAsTheirBoard plays one script of board
// lines (in the words of German, English and Czech) with virtual boards,
// on virtual time and on real time: each board line is journaled, and
// given in --json, with the board it stands for as its source ("tactile",
// "sighted"), the other lines with "script", the same on both time lines,
// as lines of a real board are and typed board lines are.
func TestScriptBoardLinesJournaledAsTheirBoard(t *testing.T) {
	for _, tc := range []struct{ lang, board, tactile, sighted, lift, place, yes string }{
		{"de", "brett", "steckbrett", "sehend", "heben", "setzen", "ja"},
		{"en", "board", "tactile", "sighted", "lift", "place", "yes"},
		{"cs", "šachovnice", "hmatová", "vidící", "zvednout", "položit", "ano"},
	} {
		script := fmt.Sprintf("0 %[1]s %[2]s %[4]s e2\n0 %[1]s %[2]s %[5]s e4\n1 %[1]s %[3]s %[4]s e2\n1 %[1]s %[3]s %[5]s e4\n1 board\n2 quit\n2 %[6]s\n",
			tc.board, tc.tactile, tc.sighted, tc.lift, tc.place, tc.yes)
		lines := strings.Split(strings.TrimSuffix(script, "\n"), "\n")
		want := []string{"tactile", "tactile", "sighted", "sighted", "script", "script", "script"}
		for _, mode := range []string{"virtual", "real"} {
			t.Run(tc.lang+"/"+mode, func(t *testing.T) {
				j := filepath.Join(t.TempDir(), "g.journal")
				args := []string{"play", "--lang", tc.lang, "--tactile", "virtual", "--sighted", "virtual",
					"--script", "-", "--json", "--journal", j}
				if mode == "virtual" {
					args = append(args, "--virtual")
				}
				code, out, errOut := runCLIAsIs(script, args...)
				if code != 0 {
					t.Fatalf("exit %d: %s%s", code, out, errOut)
				}
				log, err := journal.Read(j)
				if err != nil {
					t.Fatal(err)
				}
				if len(log.Records) != len(want) {
					t.Fatalf("%d records, want %d:\n%+v", len(log.Records), len(want), log.Records)
				}
				for i, r := range log.Records {
					_, text, _ := strings.Cut(lines[i], " ")
					if r.Input != text || r.Source != want[i] {
						t.Errorf("record %d: source %q, input %q; want %q, %q", i+1, r.Source, r.Input, want[i], text)
					}
					in := fmt.Sprintf(`"event":"input","seq":%d,"source":%q,"text":%q}`, i+1, want[i], text)
					if !strings.Contains(out, in) {
						t.Errorf("--json lacks %s:\n%s", in, out)
					}
				}
			})
		}
	}
}
