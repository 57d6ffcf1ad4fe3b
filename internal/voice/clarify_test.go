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
		{"Felix beside Eva: F named", rules.StartFEN, "f3", "", phonetic.Short, []int{5}, ""},
		{"Gustav beside Eva: G named", rules.StartFEN, "g3", "", phonetic.Short, []int{6}, ""},
		{"Eva beside Cesar, Felix, Gustav: E named once", rules.StartFEN, "e3", "", phonetic.Short, []int{4}, ""},
		{"Hector: no confusable neighbour", rules.StartFEN, "h3", "", phonetic.Short, nil, ""},
		{"Felix's knight, no Eva beside it: nothing", rules.StartFEN, "Nf3", "", phonetic.Short, nil, ""},
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
// which the two differ. A rank, a piece or "takes" misheard counts only
// when the doubt asked about is the move said ("Eva drei? Oder vielleicht
// Eva vier?").
func TestNoticed(t *testing.T) {
	const (
		italian = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
		scandi  = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
	)
	tests := []struct {
		name, fen, heard, said string
		letters                []int
		doubt                  string // SAN of the doubt named, "" none
		want                   bool
	}{
		{"heard right", rules.StartFEN, "e4", "e4", nil, "", true},
		{"Cesar for Eva, E named", rules.StartFEN, "e3", "c3", []int{4}, "", true},
		{"Cesar for Eva, nothing named", rules.StartFEN, "e3", "c3", nil, "", false},
		{"another file named", rules.StartFEN, "e3", "c3", []int{2}, "", false},
		{"rank misheard, nothing named", rules.StartFEN, "e3", "e4", []int{4}, "", false},
		{"a knight's file misheard, its letter named", rules.StartFEN, "Nh3", "Nf3", []int{7}, "", true},
		{"the move said named as a doubt", rules.StartFEN, "e3", "e4", nil, "e4", true},
		{"another move named as a doubt", rules.StartFEN, "e3", "e4", nil, "d4", false},
		{"piece misheard, the move said asked about", italian, "Nf6", "Bc5", nil, "Bc5", true},
		{"piece misheard, another move asked about", italian, "Nf6", "Bc5", nil, "Be7", false},
		{"piece misheard, nothing named", italian, "Nf6", "Bc5", nil, "", false},
		{"takes missed, the move said asked about", scandi, "e5", "exd5", nil, "exd5", true},
		{"takes missed, its file letters named", scandi, "e5", "exd5", []int{3, 4}, "", false},
		{"takes heard for a pawn push, the move said asked about", scandi, "exd5", "e5", nil, "e5", true},
	}
	for _, tc := range tests {
		pos, err := rules.ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		c := Clarity{Letters: tc.letters}
		if tc.doubt != "" {
			c.Other = ptr(move(t, &pos, tc.doubt))
		}
		if got := Noticed(&pos, move(t, &pos, tc.heard), move(t, &pos, tc.said), phonetic.Short, c); got != tc.want {
			t.Errorf("%s: Noticed = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestClarifyAsksAboutTheMoveSaid: a runner-up that differs from the
// move heard in a rank, a piece or "takes" is named as the doubt, and the
// read-back then counts as noticed when it was the move said (the bench's
// measure); one that differs in file names only is told apart by letters.
func TestClarifyAsksAboutTheMoveSaid(t *testing.T) {
	const (
		italian = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
		scandi  = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
	)
	tests := []struct {
		name, fen, heard, said string
		doubt                  string // SAN of Clarity.Other, "" none
	}{
		{"rank", rules.StartFEN, "e3", "e4", "e4"},
		{"piece", italian, "Nf6", "Bc5", "Bc5"},
		{"takes missed", scandi, "e5", "exd5", "exd5"},
		{"file only: letters, no doubt", rules.StartFEN, "h3", "g3", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := rules.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			heard, said := move(t, &pos, tc.heard), move(t, &pos, tc.said)
			c := Clarify(&pos, heard, phonetic.Short, &said)
			doubt := ""
			if c.Other != nil {
				doubt = pos.SAN(*c.Other)
			}
			if doubt != tc.doubt {
				t.Errorf("doubt %q, want %q", doubt, tc.doubt)
			}
			if !Noticed(&pos, heard, said, phonetic.Short, c) {
				t.Errorf("Noticed = false with the move said as the runner-up (clarity %+v)", c)
			}
		})
	}
}

func ptr(m rules.Move) *rules.Move { return &m }

// TestWordDoubt: a piece or rank the verifier found weak is named as a
// doubt only as the one other legal move whose words differ in that word
// alone, a piece for a piece or a rank for a rank, the check word aside.
func TestWordDoubt(t *testing.T) {
	// A rook on d1 and a knight on b3 can take on d4 (and a bishop on f2
	// too in the second).
	const rookKnight = "7k/8/8/8/3p4/1N6/8/3R3K w - - 0 1"
	const rookKnightBishop = "7k/8/8/8/3p4/1N6/5B2/3R3K w - - 0 1"
	// f3 gives check, f4 does not: "Felix drei Schach" beside "Felix
	// vier".
	const pawnCheck = "8/8/8/8/4k3/8/5P2/K7 w - - 0 1"
	// White may castle on both sides, or (a knight on b1) kingside only.
	const bothCastlings = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"
	const kingsideOnly = "4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1"
	tests := []struct {
		name, fen, heard, token string
		form                    phonetic.Form
		style                   phonetic.Style
		doubt                   string // SAN, "" for none
	}{
		{"weak rank, one other rank: named", rules.StartFEN, "e4", "vier", phonetic.Short, phonetic.AnnexD, "e3"},
		{"weak rank, English", rules.StartFEN, "e4", "four", phonetic.Short, phonetic.AnnexDEn, "e3"},
		{"weak rank, Czech", rules.StartFEN, "e3", "tri", phonetic.Short, phonetic.CzechStyle, "e4"},
		{"weak piece, one other piece: named", rookKnight, "Rxd4", "turm", phonetic.Short, phonetic.AnnexD, "Nxd4"},
		{"weak piece, Czech", rookKnight, "Nxd4", "jezdec", phonetic.Short, phonetic.CzechStyle, "Rxd4"},
		{"weak piece, two other pieces: none", rookKnightBishop, "Rxd4", "turm", phonetic.Short, phonetic.AnnexD, ""},
		{"weak piece, no other piece: none", rules.StartFEN, "Nf3", "springer", phonetic.Short, phonetic.AnnexD, ""},
		{"weak file: no doubt (files are named by their letter)", rules.StartFEN, "e4", "eva", phonetic.Short, phonetic.AnnexD, ""},
		{"a word not in the move: none", rules.StartFEN, "e4", "turm", phonetic.Short, phonetic.AnnexD, ""},
		{"an unknown token: none", rules.StartFEN, "e4", "", phonetic.Short, phonetic.AnnexD, ""},
		{"the check word aside", pawnCheck, "f4", "vier", phonetic.Short, phonetic.AnnexD, "f3+"},
		{"the check word is no rank", pawnCheck, "f3+", "schach", phonetic.Short, phonetic.AnnexD, ""},
		{"long form: the rank of the destination", rules.StartFEN, "e4", "vier", phonetic.Long, phonetic.AnnexD, "e3"},
		{"long form: the rank of the origin has no other", rules.StartFEN, "e4", "zwei", phonetic.Long, phonetic.AnnexD, ""},
		{"weak castling word, both castlings legal: the other named", bothCastlings, "O-O", "kurze", phonetic.Short, phonetic.AnnexD, "O-O-O"},
		{"weak castling word, English", bothCastlings, "O-O-O", "long", phonetic.Short, phonetic.AnnexDEn, "O-O"},
		{"weak castling word, Czech", bothCastlings, "O-O", "kratka", phonetic.Short, phonetic.CzechStyle, "O-O-O"},
		{"Czech dlouhá", bothCastlings, "O-O-O", "dlouha", phonetic.Short, phonetic.CzechStyle, "O-O"},
		{"castling's second word weak: none", bothCastlings, "O-O", "rochade", phonetic.Short, phonetic.AnnexD, ""},
		{"the other castling's word: none", bothCastlings, "O-O", "lange", phonetic.Short, phonetic.AnnexD, ""},
		{"one castling legal: none", kingsideOnly, "O-O", "kurze", phonetic.Short, phonetic.AnnexD, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := rules.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			o, ok := WordDoubt(&pos, move(t, &pos, tc.heard), tc.form, tc.style, tc.token)
			got := ""
			if ok {
				got = pos.SAN(o)
			}
			if got != tc.doubt {
				t.Errorf("doubt %q, want %q", got, tc.doubt)
			}
		})
	}
}
