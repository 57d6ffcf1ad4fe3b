package voice

import (
	"reflect"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// move parses a SAN move in pos or fails the test.
func move(t *testing.T, pos *rules.Position, san string) rules.Move {
	t.Helper()
	m, err := pos.ParseMove(san)
	if err != nil {
		t.Fatalf("%s: %v", san, err)
	}
	return m
}

// TestClarify: the read-back names a file by its letter where another
// legal move has a confusable file name in its place or the runner-up
// differs in file names only, and names a runner-up that differs in more
// as a doubt.
func TestClarify(t *testing.T) {
	const italian = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
	tests := []struct {
		name, fen, heard, other string
		form                    phonetic.Form
		letters                 []int
		doubt                   string // SAN of Other
	}{
		{"Cesar beside Eva: C named", rules.StartFEN, "c3", "", phonetic.Short, []int{2}, ""},
		{"Eva beside Cesar: E named", rules.StartFEN, "e4", "", phonetic.Short, []int{4}, ""},
		{"Anna beside Bella, Cesar, Eva: A named", rules.StartFEN, "a3", "", phonetic.Short, []int{0}, ""},
		{"Hector: no confusable neighbour", rules.StartFEN, "h3", "", phonetic.Short, nil, ""},
		{"Hector with Gustav the runner-up: H named", rules.StartFEN, "h3", "g3", phonetic.Short, []int{7}, ""},
		{"runner-up differs in the rank: named as a doubt", rules.StartFEN, "h3", "h4", phonetic.Short, nil, "h4"},
		{"runner-up differs in the piece: named as a doubt", italian, "Nf6", "Bc5", phonetic.Short, nil, "Bc5"},
		{"runner-up the move heard: nothing", rules.StartFEN, "h3", "h3", phonetic.Short, nil, ""},
		{"long form: the file of both squares", rules.StartFEN, "e4", "", phonetic.Long, []int{4}, ""},
		{"Anna beside Cesar with check: A named", "8/8/3k4/p1p5/1P6/8/8/7K w - - 0 1", "bxa5", "", phonetic.Short, []int{0}, ""},
		{"Cesar with check beside Anna: C named", "8/8/3k4/p1p5/1P6/8/8/7K w - - 0 1", "bxc5+", "", phonetic.Short, []int{2}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := rules.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			m := move(t, &pos, tc.heard)
			var other *rules.Move
			if tc.other != "" {
				o := move(t, &pos, tc.other)
				other = &o
			}
			c := Clarify(&pos, m, tc.form, other)
			if !reflect.DeepEqual(c.Letters, tc.letters) {
				t.Errorf("letters %v, want %v", c.Letters, tc.letters)
			}
			doubt := ""
			if c.Other != nil {
				doubt = pos.SAN(*c.Other)
			}
			if doubt != tc.doubt {
				t.Errorf("doubt %q, want %q", doubt, tc.doubt)
			}
		})
	}
}

// TestNoticed: a move misheard counts as noticed only when the read-back
// names the move said as a doubt or names by their letters every file in
// which the two differ.
func TestNoticed(t *testing.T) {
	pos, err := rules.ParseFEN(rules.StartFEN)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, heard, said string
		c                 Clarity
		want              bool
	}{
		{"heard right", "e4", "e4", Clarity{}, true},
		{"Cesar for Eva, E named", "e3", "c3", Clarity{Letters: []int{4}}, true},
		{"Cesar for Eva, nothing named", "e3", "c3", Clarity{}, false},
		{"another file named", "e3", "c3", Clarity{Letters: []int{2}}, false},
		{"rank misheard, nothing named", "e3", "e4", Clarity{Letters: []int{4}}, false},
		{"a knight's file misheard, its letter named", "Nh3", "Nf3", Clarity{Letters: []int{7}}, true},
		{"the move said named as a doubt", "e3", "e4", Clarity{Other: ptr(move(t, &pos, "e4"))}, true},
		{"another move named as a doubt", "e3", "e4", Clarity{Other: ptr(move(t, &pos, "d4"))}, false},
	}
	for _, tc := range tests {
		if got := Noticed(&pos, move(t, &pos, tc.heard), move(t, &pos, tc.said), phonetic.Short, tc.c); got != tc.want {
			t.Errorf("%s: Noticed = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func ptr(m rules.Move) *rules.Move { return &m }
