package braille

import (
	"errors"
	"time"

	"github.com/blindchess/blindchess/internal/braille/brlapi"
	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/rules"
)

// displayWait is how long Open waits for BRLTTY's braille display when
// BRLTTY answers without one (its driver starts a moment after its
// server): then the session goes on without the display.
const displayWait = 3 * time.Second

// Open connects to BRLTTY as cfg says (the zero Config: BRLAPI_HOST,
// BRLAPI_AUTH), asks the display's size (a server that claims more than
// brlapi.MaxCells is refused: *brlapi.SizeError; one with no display
// after displayWait: brlapi.ErrNoDisplay), takes the terminal and
// returns the live display of a game from start (nil: the clock alone) in
// code, with the function that gives the display back. Keys on the display
// switch between the moves and the clock times; a display that is lost is
// looked for again every second (Display.Run).
func Open(cfg brlapi.Config, code Code, start *rules.Position, opt Options) (*Display, func(), error) {
	dial := func() (*brlapi.Conn, error) {
		conn, err := brlapi.Dial(cfg)
		if err != nil {
			return nil, err
		}
		if err := conn.EnterTTYMode(); err != nil {
			conn.Close()
			var se *brlapi.SizeError
			if errors.Is(err, brlapi.ErrNoDisplay) || errors.As(err, &se) {
				return nil, err
			}
			return nil, catalog.Errorf("braille.taking-display", err)
		}
		return conn, nil
	}
	conn, err := dial()
	// BRLTTY answers a moment before its braille driver has started (or
	// the display is being plugged in): it is asked again for a while.
	for deadline := time.Now().Add(displayWait); errors.Is(err, brlapi.ErrNoDisplay) && time.Now().Before(deadline); {
		time.Sleep(displayWait / 30)
		conn, err = dial()
	}
	if err != nil {
		return nil, nil, err
	}
	d := NewDisplayWith(conn, code, start, opt)
	stop := make(chan struct{})
	ended := make(chan struct{})
	go func() {
		d.Run(conn, dial, time.Second, stop)
		close(ended)
	}()
	return d, func() {
		close(stop)
		// Run ends at once (its connection is closed); the display's
		// goroutine within a second.
		select {
		case <-ended:
		case <-time.After(2 * time.Second):
		}
	}, nil
}
