package movetext

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/session"
)

func TestStripMoveNumberDropsNumbersWithDotsOnly(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"1.", ""}, {"12...", ""}, {"3.e4", "e4"}, {"5254", "5254"}, {"e4", "e4"}, {"", ""}, {"7", "7"},
	} {
		if got := StripMoveNumber(tc.in); got != tc.want {
			t.Errorf("StripMoveNumber(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestTokensJoinsEPAndKeepsPhoneticWords(t *testing.T) {
	got := Tokens([]string{"1.", "e4", " d5 ", "2.exd5", "springer felix drei", "e.p.", "ep"})
	want := []string{"e4", "d5", "exd5", "springer felix drei e.p. ep"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Tokens = %q, want %q", got, want)
	}
	if got := Tokens(nil); got != nil {
		t.Errorf("Tokens(nil) = %q, want nil", got)
	}
}

func TestPlayReadsEveryLanguageAndEnglish(t *testing.T) {
	for _, tc := range []struct {
		name, moves string
		l           rules.Lang
		want        []string
	}{
		{"czech letters and ICCF", "1. 5254 e5 2. Jf3", rules.Czech, []string{"e4", "e5", "Nf3"}},
		{"english under german", "e4 e5 Nf3 Sc6", rules.German, []string{"e4", "e5", "Nf3", "Nc6"}},
		{"e.p. apart", "e4 a6 e5 d5 exd6 e.p.", rules.AnyLang, []string{"e4", "a6", "e5", "d5", "exd6"}},
		{"empty", "", rules.AnyLang, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := rules.NewGame()
			if err := Play(g, tc.moves, tc.l); err != nil {
				t.Fatal(err)
			}
			if got := g.SAN(); !reflect.DeepEqual(got, tc.want) && !(len(got) == 0 && tc.want == nil) {
				t.Errorf("moves %q, want %q", got, tc.want)
			}
		})
	}
}

func TestPlayNamesTheMoveThatFails(t *testing.T) {
	for _, tc := range []struct{ moves, want string }{
		{"e4 e5 Ke3", `move 2. Ke3: illegal move "Ke3": the white king cannot reach e3`},
		{"e4 Qh4", "move 1... Qh4: "},
		{"f3 e5 g4 Qh4# a3", "3. a3"},
	} {
		err := Play(rules.NewGame(), tc.moves, rules.AnyLang)
		var ee *session.ExitError
		if !errors.As(err, &ee) || ee.Code != 2 {
			t.Fatalf("Play(%q) = %v, want a usage error", tc.moves, err)
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Play(%q) = %q, want it to name %q", tc.moves, err, tc.want)
		}
	}
}

func TestNumberSaysDotsByTurn(t *testing.T) {
	p := rules.StartPosition()
	if got := Number(&p); got != "1." {
		t.Errorf("white: %q", got)
	}
	g := rules.NewGame()
	_ = Play(g, "e4", rules.AnyLang)
	p = g.Position()
	if got := Number(&p); got != "1..." {
		t.Errorf("black: %q", got)
	}
}
