package session

import (
	"fmt"
	"time"

	"github.com/blindchess/blindchess/internal/braille"
	"github.com/blindchess/blindchess/internal/braille/brlapi"
	"github.com/blindchess/blindchess/internal/rules"
)

// openBrailleDisplay connects to BRLTTY (BRLAPI_HOST, BRLAPI_AUTH), takes
// the terminal and returns the live display of a game from start (nil: the
// clock alone) in the braille code codeName (empty: the code of lang), with
// the function that gives the display back. Keys on the display switch
// between the moves and the clock times.
func openBrailleDisplay(codeName, lang string, start *rules.Position, now func() time.Duration) (*braille.Display, func(), error) {
	code := braille.DefaultCode(lang)
	if codeName != "" {
		c, err := braille.ParseCode(codeName)
		if err != nil {
			return nil, nil, UsageErr("--braille-code: %v", err)
		}
		code = c
	}
	dial := func() (*brlapi.Conn, error) {
		conn, err := brlapi.Dial(brlapi.Config{})
		if err != nil {
			return nil, err
		}
		if _, _, err := conn.DisplaySize(); err != nil {
			conn.Close()
			return nil, err
		}
		if err := conn.EnterTTYMode(); err != nil {
			conn.Close()
			return nil, fmt.Errorf("taking the braille display: %w", err)
		}
		return conn, nil
	}
	conn, err := dial()
	if err != nil {
		return nil, nil, err
	}
	d := braille.NewDisplay(conn, code, start)
	d.Now = now
	stop := make(chan struct{})
	go d.Run(conn, dial, time.Second, stop)
	return d, func() { close(stop) }, nil
}
