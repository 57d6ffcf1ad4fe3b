package talkclock

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"

	"github.com/blindchess/blindchess/internal/catalog"
)

// CommonControls are offered by number when no time control is given.
var CommonControls = []string{"90+30", "40/90+30,30+30", "60d5", "25+10", "15+10", "10+5", "5+3", "3+2"}

// ErrNoControl means the user gave no time control when asked.
var ErrNoControl = catalog.Errorf("clock.no-control")

// ErrLeft means the user left (q) when asked for the time control,
// before the clock existed.
var ErrLeft = catalog.Errorf("clock.left-before-start")

// Asker asks the user for a time control before the clock exists.
type Asker struct {
	// UI receives the question, the choices and the complaints.
	UI io.Writer
	// Voice, if set, says them on Channel, in Style's language where the
	// vocabulary has the words.
	Voice   *speech.Speaker
	Channel speech.Channel
	Style   phonetic.Style
}

// tell writes a message and says it (the message itself when words is
// nil).
func (a Asker) tell(msg string, words []phonetic.Word) {
	fmt.Fprintln(a.UI, msg)
	if a.Voice == nil {
		return
	}
	u := speech.Utterance{Words: words, Priority: speech.OnRequest, Channel: a.Channel}
	if words == nil {
		l := a.Style.Lang()
		u.Text, u.TextLang = msg, &l
	}
	a.Voice.Say(u)
}

// text returns the catalog's sentence key in the asker's language.
func (a Asker) text(key string, args ...any) string { return catalogOf(a.Style).Say(key, args...) }

// AskControl asks for the time control, offering CommonControls by
// number; the choices are said through the voice too. It reads answers
// from in until one is a time control, and returns ErrNoControl when the
// input ends first.
//
// An empty line says what to type; h (help) asks again with the choices;
// q (quit) says that nothing was started and leaves with ErrLeft.
func (a Asker) AskControl(in *bufio.Reader) (clock.Control, error) {
	a.ask()
	for {
		line, err := in.ReadString('\n')
		answer := strings.TrimSpace(line)
		if answer == "" && err != nil {
			return clock.Control{}, ErrNoControl
		}
		switch {
		case answer == "":
			a.tell(a.text("clock.ask-again", len(CommonControls)), nil)
			continue
		case keyAction(answer) == actQuit, wordAction(answer) == actQuit:
			a.tell(catalogOf(a.Style).Error(ErrLeft), nil)
			return clock.Control{}, ErrLeft
		case keyAction(answer) == actHelp, wordAction(answer) == actHelp:
			a.ask()
			continue
		}
		if n, nerr := strconv.Atoi(answer); nerr == nil {
			if n >= 1 && n <= len(CommonControls) {
				tc, _ := clock.Parse(CommonControls[n-1])
				return tc, nil
			}
			a.tell(a.text("clock.no-choice", n, len(CommonControls)), nil)
			continue
		}
		tc, perr := clock.Parse(answer)
		if perr == nil {
			return tc, nil
		}
		a.tell(a.text("clock.not-a-control", catalogOf(a.Style).Error(perr)), []phonetic.Word{phonetic.NotUnderstood})
		if err != nil {
			return clock.Control{}, ErrNoControl
		}
	}
}

// ask writes and says the question and the common controls by number.
func (a Asker) ask() {
	// The question is said before the choices (both never dropped).
	question := a.text("clock.ask")
	fmt.Fprintln(a.UI, question)
	if a.Voice != nil {
		l := a.Style.Lang()
		a.Voice.Say(speech.Utterance{Text: question, TextLang: &l, Priority: speech.Move, Channel: a.Channel})
	}
	for i, s := range CommonControls {
		tc, _ := clock.Parse(s)
		words := append([]phonetic.Word{phonetic.Number(i + 1), phonetic.Comma}, ControlWords(tc)...)
		fmt.Fprintf(a.UI, "%d: %s, %s\n", i+1, s, a.Style.Text(ControlWords(tc)))
		if a.Voice != nil {
			a.Voice.Say(speech.Utterance{Words: words, Priority: speech.Move, Channel: a.Channel})
		}
	}
}
