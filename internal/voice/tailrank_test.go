package voice

import (
	"slices"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestTailDoubt: a Czech move heard ending in "šest" or "pět" names the
// move with "sedm" in that place as its doubt, when that move is legal
// and differs in the rank alone; no other rank, style or move does.
func TestTailDoubt(t *testing.T) {
	// A rook on a1 can go up the a-file; Ra8 gives check.
	const rook = "7k/8/8/8/8/8/8/R3K3 w - - 0 1"
	// A knight on a7: the rook cannot go there.
	const blocked = "7k/N7/8/8/8/8/8/R3K3 w - - 0 1"
	// Ra6 gives check, Ra7 does not.
	const checkOnSix = "8/8/7k/8/8/8/8/R3K3 w - - 0 1"
	// The pawn on e5 can go to e6, not to e7.
	const pawn = "7k/8/8/4P3/8/8/8/4K3 w - - 0 1"
	tests := []struct {
		name, fen, heard string
		form             phonetic.Form
		style            phonetic.Style
		doubt            string // SAN, "" for none
	}{
		{"šest: sedm named", rook, "Ra6", phonetic.Short, phonetic.CzechStyle, "Ra7"},
		{"pět: sedm named", rook, "Ra5", phonetic.Short, phonetic.CzechStyle, "Ra7"},
		{"sedm itself: none", rook, "Ra7", phonetic.Short, phonetic.CzechStyle, ""},
		{"čtyři: none", rook, "Ra4", phonetic.Short, phonetic.CzechStyle, ""},
		{"tři: none", rook, "Ra3", phonetic.Short, phonetic.CzechStyle, ""},
		{"sedm not legal: none", blocked, "Ra6", phonetic.Short, phonetic.CzechStyle, ""},
		{"the check word aside", checkOnSix, "Ra6+", phonetic.Short, phonetic.CzechStyle, "Ra7"},
		{"a pawn without e7: none", pawn, "e6", phonetic.Short, phonetic.CzechStyle, ""},
		{"long form: the rank of the destination", rook, "Ra6", phonetic.Long, phonetic.CzechStyle, "Ra7"},
		{"German sechs: none", rook, "Ra6", phonetic.Short, phonetic.AnnexD, ""},
		{"German fünf: none", rook, "Ra5", phonetic.Short, phonetic.AnnexD, ""},
		{"English six: none", rook, "Ra6", phonetic.Short, phonetic.AnnexDEn, ""},
		{"English five: none", rook, "Ra5", phonetic.Short, phonetic.AnnexDEn, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos, err := rules.ParseFEN(tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			o, ok := TailDoubt(&pos, move(t, &pos, tc.heard), tc.form, tc.style)
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

// TestTailRank: the Czech šest and pět may be the beginning of sedm; no
// other rank or style has a tail rank.
func TestTailRank(t *testing.T) {
	tests := []struct {
		style phonetic.Style
		token string
		want  string
	}{
		{phonetic.CzechStyle, "sest", "sedm"},
		{phonetic.CzechStyle, "pet", "sedm"},
		{phonetic.CzechStyle, "sedm", ""},
		{phonetic.CzechStyle, "osm", ""},
		{phonetic.CzechStyle, "sach", ""},
		{phonetic.AnnexD, "sechs", ""},
		{phonetic.AnnexDEn, "two", ""},
		{phonetic.AnnexDEn, "five", ""},
	}
	for _, tc := range tests {
		if got := TailRank(tc.style, tc.token); got != tc.want {
			t.Errorf("TailRank(%v, %q) = %q, want %q", tc.style, tc.token, got, tc.want)
		}
	}
}

// TestRivalSquares: the rivals of a move heard are its words with the
// square it ends on changed to the rank given (the file before it, when
// there is one, any file), its check or mate word left out, in German,
// English and Czech; a move that does not end in a rank, or ends in that
// rank, has none.
func TestRivalSquares(t *testing.T) {
	files := func(head, rank string, fs ...string) []string {
		var out []string
		for _, f := range fs {
			out = append(out, head+" "+f+" "+rank)
		}
		return out
	}
	de := []string{"anna", "bella", "cesar", "david", "eva", "felix", "gustav", "hector"}
	en := []string{"anna", "bella", "cesar", "david", "eva", "felix", "gustav", "hector"}
	tests := []struct {
		name        string
		style       phonetic.Style
		words, rank string
		want        []string
	}{
		{"German: every file, drei", phonetic.AnnexD, "turm eva zwei", "drei", files("turm", "drei", de...)},
		{"German: the check word left out", phonetic.AnnexD, "springer david zwei schach", "drei", files("springer", "drei", de...)},
		{"German: a capture", phonetic.AnnexD, "laeufer schlaegt anna zwei", "drei", files("laeufer schlaegt", "drei", de...)},
		{"English: five", phonetic.AnnexDEn, "knight eva two", "five", files("knight", "five", en...)},
		{"Czech: long form, the destination", phonetic.CzechStyle, "vez anna jedna anna sest", "sedm", files("vez anna jedna", "sedm", de...)},
		{"a rank alone", phonetic.AnnexD, "zwei", "drei", []string{"drei"}},
		{"the same rank: none", phonetic.AnnexD, "turm eva drei", "drei", nil},
		{"no rank given: none", phonetic.AnnexD, "turm eva zwei", "turm", nil},
		{"castling: none", phonetic.AnnexD, "kurze rochade", "drei", nil},
		{"a request: none", phonetic.AnnexDEn, "moves", "five", nil},
		{"empty: none", phonetic.CzechStyle, "", "sedm", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := RivalSquares(tc.style, tc.words, tc.rank); !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestThinRank: English two, three and four may have been five; no
// other rank, and no rank of German or Czech.
func TestThinRank(t *testing.T) {
	tests := []struct {
		style       phonetic.Style
		token, want string
	}{
		{phonetic.AnnexDEn, "two", ""},
		{phonetic.AnnexDEn, "three", "five"},
		{phonetic.AnnexDEn, "four", "five"},
		{phonetic.AnnexDEn, "five", ""},
		{phonetic.AnnexDEn, "six", ""},
		{phonetic.AnnexDEn, "one", ""},
		{phonetic.AnnexDEn, "rook", ""},
		{phonetic.AnnexDEn, "zwei", ""},
		{phonetic.AnnexD, "zwei", ""},
		{phonetic.AnnexD, "drei", ""},
		{phonetic.CzechStyle, "dva", ""},
		{phonetic.CzechStyle, "sest", ""},
	}
	for _, tc := range tests {
		if got := ThinRank(tc.style, tc.token); got != tc.want {
			t.Errorf("ThinRank(%v, %q) = %q, want %q", tc.style, tc.token, got, tc.want)
		}
	}
}

// TestRivalGrammar: each rival is one alternative, its own check or mate
// word optional; no rival, no grammar.
func TestRivalGrammar(t *testing.T) {
	tests := []struct {
		name   string
		style  phonetic.Style
		rivals []string
		want   string
		ok     bool
	}{
		{"German", phonetic.AnnexD, []string{"turm eva drei schach", "turm eva vier"},
			"#JSGF V1.0;\ngrammar rival;\npublic <rival> = (turm eva drei [schach]) | (turm eva vier);\n", true},
		{"English mate", phonetic.AnnexDEn, []string{"rook gustav five mate"},
			"#JSGF V1.0;\ngrammar rival;\npublic <rival> = (rook gustav five [mate]);\n", true},
		{"Czech", phonetic.CzechStyle, []string{"jezdec eva sedm sach"},
			"#JSGF V1.0;\ngrammar rival;\npublic <rival> = (jezdec eva sedm [sach]);\n", true},
		{"none", phonetic.AnnexD, nil, "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := RivalGrammar(tc.style, tc.rivals)
			if got != tc.want || ok != tc.ok {
				t.Errorf("got %q, %v; want %q, %v", got, ok, tc.want, tc.ok)
			}
		})
	}
}
