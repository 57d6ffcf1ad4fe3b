package saymoves

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/session"
)

// TestMovesPrintsTheWordsOfEachStyle: --text prints one line per move in
// the style's words, short or long.
func TestMovesPrintsTheWordsOfEachStyle(t *testing.T) {
	for _, tc := range []struct {
		style phonetic.Style
		form  phonetic.Form
		moves []string
		want  string
	}{
		{phonetic.AnnexD, phonetic.Short, []string{"1.", "e4", "e5", "2.", "Sf3"}, "Eva vier\nEva fünf\nSpringer Felix drei\n"},
		{phonetic.CzechStyle, phonetic.Short, []string{"e4", "e5", "Nf3"}, "Eva čtyři\nEva pět\nJezdec Felix tři\n"},
		{phonetic.AnnexDEn, phonetic.Long, []string{"e4", "e5", "Nf3"}, "Pawn Eva two Eva four\nPawn Eva seven Eva five\nKnight Gustav one Felix three\n"},
		{phonetic.AnnexD, phonetic.Short, []string{"springer felix drei"}, "Springer Felix drei\n"},
	} {
		var out bytes.Buffer
		cfg := Config{Style: tc.style, Form: tc.form, Text: true, Context: context.Background(), Stdout: &out, Stderr: &out, Catalog: catalog.For(catalog.English)}
		if err := Moves(cfg, rules.StartPosition(), "", tc.moves); err != nil {
			t.Fatalf("%v %q: %v", tc.style, tc.moves, err)
		}
		if out.String() != tc.want {
			t.Errorf("%v %q:\n got %q\nwant %q", tc.style, tc.moves, out.String(), tc.want)
		}
	}
}

// TestAnIllegalMoveSaysNothing: an illegal move is a usage error naming
// it, and no line is printed.
func TestAnIllegalMoveSaysNothing(t *testing.T) {
	var out bytes.Buffer
	cfg := Config{Style: phonetic.AnnexD, Text: true, Context: context.Background(), Stdout: &out, Stderr: &out, Catalog: catalog.For(catalog.English)}
	err := Moves(cfg, rules.StartPosition(), "", []string{"e4", "e5", "Ke3"})
	var ee *session.ExitError
	if !errors.As(err, &ee) || ee.Code != 2 || err.Error() != `move 2. Ke3: illegal move "Ke3": the white king cannot reach e3` {
		t.Errorf("error %v, want the usage error naming 2. Ke3", err)
	}
	if out.Len() != 0 {
		t.Errorf("printed %q before the error", out.String())
	}
	if !ValidVoice("ESPEAK") || ValidVoice("bogus") {
		t.Error("ValidVoice")
	}
}
