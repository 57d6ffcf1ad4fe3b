package pgn

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestReplayGermanAndCzechLetters: a game whose moves are written with
// German (K D T L S) or Czech (K D V S J) piece letters is read with them
// where the whole game is legal in exactly one letter set, and its moves
// are rewritten in English; S is a knight in German and a bishop in
// Czech, and the game decides (here 5... Se7 would be either piece move
// by move). Where both sets read it differently, the first move that
// differs is refused with both readings and what to do; where none reads
// it, the error is that of the set that read furthest. In de, en and cs.
func TestReplayGermanAndCzechLetters(t *testing.T) {
	english := "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Qd7 (9... Na5 10. Bc2) 10. d4 Rd8 *"
	for _, tc := range []struct {
		name, moves string
		letters     rules.Lang
	}{
		{"english", english, rules.English},
		{"czech", "1. e4 e5 2. Jf3 Jc6 3. Sb5 a6 4. Sa4 Jf6 5. O-O Se7 6. Ve1 b5 7. Sb3 d6 8. c3 O-O 9. h3 Dd7 (9... Ja5 10. Sc2) 10. d4 Vd8 *", rules.Czech},
		{"german", "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. O-O Le7 6. Te1 b5 7. Lb3 d6 8. c3 O-O 9. h3 Dd7 (9... Sa5 10. Lc2) 10. d4 Td8 *", rules.German},
	} {
		g := readOne(t, "[White \"A\"]\n[Black \"B\"]\n\n"+tc.moves)
		rp, err := Replay(g)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if rp.Letters != tc.letters {
			t.Errorf("%s: read with %v, want %v", tc.name, rp.Letters, tc.letters)
		}
		if got := Format(g); !strings.Contains(strings.Join(strings.Fields(got), " "), english) {
			t.Errorf("%s: written\n%s\nwant the moves %s", tc.name, got, english)
		}
		if rep := Check(readOne(t, "[White \"A\"]\n[Black \"B\"]\n\n"+tc.moves)); !rep.OK() || rep.Letters != tc.letters || len(rep.Notes) != 1 {
			t.Errorf("%s: check %v, letters %v, notes %q (want only the roster's)", tc.name, rep.Err, rep.Letters, rep.Warnings)
		}
	}
	for _, tc := range []struct {
		lang catalog.Lang
		want []string // German, Czech, S legal as both, none legal
	}{
		{catalog.English, []string{
			"the moves are read with German piece letters (K D T L S: S a knight), the only letters in which the game is legal; PGN and blindchess write the English ones (K Q R B N) (not said again for the other games of the file)",
			"the moves are read with Czech piece letters (K D V S J: S a bishop), the only letters in which the game is legal; PGN and blindchess write the English ones (K Q R B N) (not said again for the other games of the file)",
			"game 1 (A - B), line 4, move 1. Se2: legal with German letters (Ne2, S a knight) and with Czech ones (Be2, S a bishop): write the piece letters of the game in English (N knight, B bishop, R rook, Q queen, K king) and read the file again",
			`game 1 (A - B), line 3, move 3. Jd5: illegal move "Jd5": no knight can reach d5 (read with Czech piece letters, K D V S J, with which the game reads furthest)`,
		}},
		{catalog.German, []string{
			"die Züge werden mit deutschen Figurenbuchstaben gelesen (K D T L S: S ein Springer), nur mit ihnen ist die Partie regelgemäß; PGN und blindchess schreiben die englischen (K Q R B N) (für die anderen Partien der Datei nicht noch einmal gesagt)",
			"die Züge werden mit tschechischen Figurenbuchstaben gelesen (K D V S J: S ein Läufer), nur mit ihnen ist die Partie regelgemäß; PGN und blindchess schreiben die englischen (K Q R B N) (für die anderen Partien der Datei nicht noch einmal gesagt)",
			"Partie 1 (A - B), Zeile 4, Zug 1. Se2: regelgemäß mit deutschen Buchstaben (Ne2, S ein Springer) und mit tschechischen (Be2, S ein Läufer): die Figurenbuchstaben der Partie englisch schreiben (N Springer, B Läufer, R Turm, Q Dame, K König) und die Datei erneut lesen",
			`Partie 1 (A - B), Zeile 3, Zug 3. Jd5: unmöglicher Zug "Jd5": kein Springer kann d5 erreichen (mit tschechischen Figurenbuchstaben gelesen, K D V S J, mit denen die Partie am weitesten lesbar ist)`,
		}},
		{catalog.Czech, []string{
			"tahy jsou čteny s německými písmeny figur (K D T L S: S je jezdec), jen s nimi je partie platná; PGN i blindchess píší anglická (K Q R B N) (u dalších partií souboru se to už neříká)",
			"tahy jsou čteny s českými písmeny figur (K D V S J: S je střelec), jen s nimi je partie platná; PGN i blindchess píší anglická (K Q R B N) (u dalších partií souboru se to už neříká)",
			"partie 1 (A - B), řádek 4, tah 1. Se2: platný s německými písmeny (Ne2, S je jezdec) i s českými (Be2, S je střelec): napište písmena figur partie anglicky (N jezdec, B střelec, R věž, Q dáma, K král) a soubor načtěte znovu",
			`partie 1 (A - B), řádek 3, tah 3. Jd5: nemožný tah "Jd5": žádný jezdec nemůže táhnout na d5 (čteno s českými písmeny figur, K D V S J, s nimiž se partie dá číst nejdál)`,
		}},
	} {
		c := catalog.For(tc.lang)
		got := []string{c.Error(LettersNote(rules.German)), c.Error(LettersNote(rules.Czech))}
		for _, moves := range []string{
			"[FEN \"4k3/8/8/8/8/8/8/4KBN1 w - - 0 1\"]\n1. Se2 Kd7 *",
			"1. e4 e5 2. Jf3 Jc6 3. Jd5 *",
		} {
			_, err := Replay(readOne(t, "[White \"A\"]\n[Black \"B\"]\n"+moves))
			var me *MoveError
			if !errors.As(err, &me) {
				t.Fatalf("%q: %v (%T), want a *MoveError", moves, err, err)
			}
			got = append(got, c.Error(err))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%v:\n%s\nwant\n%s", tc.lang, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
}

// readOne reads the one game of text.
func readOne(t *testing.T, text string) *Game {
	t.Helper()
	gs, err := ReadAll(strings.NewReader(text))
	if err != nil || len(gs) != 1 {
		t.Fatalf("%q: %d games, %v", text, len(gs), err)
	}
	return gs[0]
}

// translate writes the piece letters of every move of ms (variations
// too) in the letters l: "Nf3" is "Sf3" in German, "Jf3" in Czech;
// "e8=Q" is "e8=D".
func translate(ms []Move, l rules.Lang) {
	letter := func(c byte) byte {
		pt := map[byte]rules.PieceType{'N': rules.Knight, 'B': rules.Bishop, 'R': rules.Rook, 'Q': rules.Queen, 'K': rules.King}[c]
		if pt == rules.NoPieceType {
			return c
		}
		return l.Letter(pt)[0]
	}
	for i := range ms {
		b := []byte(ms[i].SAN)
		if len(b) > 0 {
			b[0] = letter(b[0])
		}
		if j := bytes.IndexByte(b, '='); j >= 0 && j+1 < len(b) {
			b[j+1] = letter(b[j+1])
		}
		ms[i].SAN = string(b)
		for j := range ms[i].Variations {
			translate(ms[i].Variations[j].Moves, l)
		}
	}
}

// FuzzReplayLetters reads arbitrary input and each game of it again with
// its piece letters written in German and in Czech. Replay never panics;
// a game legal in English and written in German or Czech letters is read
// as the same moves (in its letters, or in English where no letter is
// needed, or in German where both sets read it the same), or refused as
// legal in both sets differently, naming both readings; and a game read
// with other letters has its moves rewritten in English, which then read
// as the same moves.
func FuzzReplayLetters(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.pgn")
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{
		"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 (5... b5 6. Bb3) *",
		"[FEN \"4k3/8/8/8/8/8/8/4KBN1 w - - 0 1\"] 1. Ne2 (1. Be2) Kd7 *",
		"[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"] 1. a8=Q+ Kd7 2. Qb7+ *",
		"1. e4 e5 2. Jf3 Jc6 3. Sb5 *",
		"1. d4 d5 2. Lf4 Sf6 3. e3 Lf5 4. Ld3 Lxd3 5. Dxd3 *",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := NewReader(bytes.NewReader(data))
		for i := 0; i <= len(data); i++ {
			g, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				if pgnErr := (*SyntaxError)(nil); errors.As(err, &pgnErr) {
					continue
				}
				break
			}
			text := Format(g)
			rp, err := Replay(g)
			if err != nil {
				if cs := catalog.For(catalog.Czech).Error(err); strings.Contains(cs, "[pgn.") {
					t.Fatalf("error not in the catalog: %s", cs)
				}
				continue
			}
			if rp.Letters != rules.English {
				// Rewritten in English: read again as the same moves.
				again, err := Replay(g)
				if err != nil || again.Letters != rules.English || !slices.Equal(again.Moves, rp.Moves) {
					t.Fatalf("rewritten game %q: %v, letters %v", Format(g), err, again)
				}
				continue
			}
			for _, l := range []rules.Lang{rules.German, rules.Czech} {
				gs, err := ReadAll(strings.NewReader(text))
				if err != nil || len(gs) != 1 {
					t.Fatalf("reading back %q: %v", text, err)
				}
				translate(gs[0].Moves, l)
				trp, err := Replay(gs[0])
				var me *MoveError
				switch {
				case err == nil && !slices.Equal(trp.Moves, rp.Moves):
					t.Fatalf("%v letters %q: moves %v, want %v", l, Format(gs[0]), trp.Moves, rp.Moves)
				case err == nil && trp.Letters != l && trp.Letters != rules.English && trp.Letters != rules.German:
					t.Fatalf("%v letters %q: read with %v", l, Format(gs[0]), trp.Letters)
				case err != nil && (!errors.As(err, &me) || !strings.Contains(err.Error(), "legal with German letters")):
					t.Fatalf("%v letters %q: %v", l, Format(gs[0]), err)
				}
			}
		}
	})
}
