package talkclock

import (
	"bufio"
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestAskControlEnterHelpAndQuit: at the question for the time control an
// empty line says what to type, h asks again with the choices, and q
// leaves with ErrLeft after saying that nothing was started, in de, en
// and cs; none of them is "not a time control".
func TestAskControlEnterHelpAndQuit(t *testing.T) {
	for _, tc := range []struct {
		style        phonetic.Style
		input        string
		want         string // the lines after the first list of choices
		control      string
		err          error
		choicesTwice bool
	}{
		{phonetic.AnnexDEn, "\nq\n", "Type a number from 1 to 8, or a time control such as 90+30, then Enter; q leaves.\nNo time control chosen; the clock was not started and nothing was saved.\n", "", ErrLeft, false},
		{phonetic.AnnexD, "\n\nquit\n", "Eine Nummer von 1 bis 8 oder eine Bedenkzeit wie 90+30 eingeben, dann Enter; q beendet.\nEine Nummer von 1 bis 8 oder eine Bedenkzeit wie 90+30 eingeben, dann Enter; q beendet.\nKeine Bedenkzeit gewählt; die Uhr wurde nicht gestartet und nichts gespeichert.\n", "", ErrLeft, false},
		{phonetic.CzechStyle, "\nQ\n", "Zadejte číslo od 1 do 8 nebo tempo jako 90+30, pak Enter; q ukončí.\nTempo nezvoleno; hodiny se nespustily a nic se neuložilo.\n", "", ErrLeft, false},
		{phonetic.AnnexDEn, "h\n7\n", "", "5+3", nil, true},
		{phonetic.AnnexDEn, "\n5+3\n", "Type a number from 1 to 8, or a time control such as 90+30, then Enter; q leaves.\n", "5+3", nil, false},
		{phonetic.AnnexDEn, "\n", "Type a number from 1 to 8, or a time control such as 90+30, then Enter; q leaves.\n", "", ErrNoControl, false},
	} {
		var out bytes.Buffer
		a := Asker{UI: &out, Style: tc.style}
		got, err := a.AskControl(bufio.NewReader(strings.NewReader(tc.input)))
		if !errors.Is(err, tc.err) || (tc.err == nil && got.String() != tc.control) {
			t.Errorf("%v %q: %v, %v; want %q, %v", tc.style, tc.input, got, err, tc.control, tc.err)
		}
		lines := strings.SplitAfter(out.String(), "\n")
		list := strings.Join(lines[:1+len(CommonControls)], "")
		rest := strings.Join(lines[1+len(CommonControls):], "")
		if tc.choicesTwice {
			if rest != list {
				t.Errorf("%v %q: after h\n%s\nwant the question and choices again\n%s", tc.style, tc.input, rest, list)
			}
		} else if rest != tc.want {
			t.Errorf("%v %q: said\n%q\nwant\n%q", tc.style, tc.input, rest, tc.want)
		}
	}
}
