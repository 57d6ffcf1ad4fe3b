package main

import (
	"github.com/blindchess/blindchess/internal/braille"
	"github.com/blindchess/blindchess/internal/braille/brlapi"
	"github.com/blindchess/blindchess/internal/rules"
)

// openBrailleDisplay connects to BRLTTY (BRLAPI_HOST, BRLAPI_AUTH), takes
// the terminal and returns the live display of a game from start (nil: the
// clock alone) in the braille code codeName (empty: the code of lang), with
// the function that gives the display back; opt says how its faults are
// told (braille.Open).
func openBrailleDisplay(codeName, lang string, start *rules.Position, opt braille.Options) (*braille.Display, func(), error) {
	code := braille.DefaultCode(lang)
	if codeName != "" {
		c, err := braille.ParseCode(codeName)
		if err != nil {
			return nil, nil, usageErr("--braille-code: %v", err)
		}
		code = c
	}
	return braille.Open(brlapi.Config{}, code, start, opt)
}
