package session

import (
	"errors"

	"github.com/blindchess/blindchess/internal/braille"
	"github.com/blindchess/blindchess/internal/braille/brlapi"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/table"
)

// devices are the inputs and outputs a session opens beside its machine
// and its keyboard or script. An input is a channel of lines that the loop
// journals and applies like typed ones (a board's "board tactile lift e2",
// the recogniser's "voice …"); an output is a sink on the table.Writer
// (the braille display, the recording scoresheet) or the voice. A new
// device is one opener here that adds to them; Play and Clock call the
// openers they use, and close them all with closeAll.
type devices struct {
	lines  []<-chan string // the inputs, merged with the keyboard or the script
	closes []func()        // what closes each device, in the order opened
	audio  *tableAudio     // the microphone (nil: none)
}

// closeAll closes the devices, the last opened first.
func (d *devices) closeAll() {
	for i := len(d.closes) - 1; i >= 0; i-- {
		d.closes[i]()
	}
}

// onClose adds a device's close to closeAll.
func (d *devices) onClose(f func()) { d.closes = append(d.closes, f) }

// openDisplay adds the braille display (--braille) as an output of w: the
// game from start (nil: the clock alone) in the braille code codeName
// (empty: the code of lang); opt says how its faults are told (Notify:
// w.Notify). A bad --braille-code is returned; a display that cannot be
// reached is given to missing, and the session goes on without it. The
// display's sink only works out its line; the display is written in its
// own goroutine, never by the loop.
func (d *devices) openDisplay(w *table.Writer, codeName, lang string, start *rules.Position, opt braille.Options, missing func(error)) error {
	disp, closeDisplay, err := openBrailleDisplay(codeName, lang, start, opt)
	var ee *ExitError
	switch {
	case errors.As(err, &ee):
		return err
	case err != nil:
		missing(err)
	default:
		d.onClose(closeDisplay)
		w.Sinks = append(w.Sinks, disp.Sink)
	}
	return nil
}

// openBoards adds the game's real boards (--tactile, --sighted) as inputs.
// A sighted board with LEDs shows the moves not made on it (moveShowSink),
// following the game t from its position now; a clock on it shows the
// program's times (clockShowSink).
func (d *devices) openBoards(o PlayOptions, t *table.Table, w *table.Writer) error {
	lines, sinks, closeBoards, err := openPlayBoards(o, t.Setup(), t.Position(), t.ClockNow)
	if err != nil {
		return err
	}
	w.Sinks = append(w.Sinks, sinks...)
	d.lines = append(d.lines, lines...)
	d.onClose(closeBoards)
	return nil
}

// openMicrophone adds the table's microphone (--record, --voice-input):
// the recogniser's lines are an input, a sink follows the game (a
// recording segment per ply, the recogniser's grammar), and its faults
// are the loop's notices. It adds nothing when neither is asked for.
func (d *devices) openMicrophone(o AudioOptions, s audioSetup, loop *table.Loop) {
	a := startAudio(o, s)
	if a == nil {
		return
	}
	// Stopped when the session ends: the last segment ends with the game.
	d.onClose(a.Stop)
	d.audio = a
	s.out.Sinks = append(s.out.Sinks, a.Sink)
	loop.Notices = a.Notices
	d.lines = append(d.lines, a.Lines)
}

// clock tells the microphone the session's clock, the loop's (src): the
// recogniser's lines then carry the instant their words were said on it
// (table.VoiceLine), once the game's setup asks for it.
func (d *devices) clock(src *table.RealTime) {
	if d.audio != nil {
		d.audio.clock.Store(src)
	}
}

// openBrailleDisplay connects to BRLTTY (BRLAPI_HOST, BRLAPI_AUTH), takes
// the terminal and returns the live display of a game from start (nil: the
// clock alone) in the braille code codeName (empty: the code of lang), with
// the function that gives the display back (braille.Open).
func openBrailleDisplay(codeName, lang string, start *rules.Position, opt braille.Options) (*braille.Display, func(), error) {
	code := braille.DefaultCode(lang)
	if codeName != "" {
		c, err := braille.ParseCode(codeName)
		if err != nil {
			return nil, nil, UsageErr("flag.bad-braille-code", codeName)
		}
		code = c
	}
	return braille.Open(brlapi.Config{}, code, start, opt)
}
