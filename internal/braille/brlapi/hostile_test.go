package brlapi_test

import (
	"errors"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/braille/brlapi"
	"github.com/blindchess/blindchess/internal/braille/brlapi/brlapitest"
)

// TestDisplaySizeIsBounded: a server that claims more than MaxCells cells
// is refused with a *SizeError (2147483647×1 crashed play with out of
// memory at the first write; 1000×1 failed every write unseen); a real
// size is taken, and "no display" (0×0) is told but the terminal is not
// taken then (ErrNoDisplay): BRLTTY 6.5 gave such a terminal a window of
// no cells and crashed writing a later display's cells past it.
func TestDisplaySizeIsBounded(t *testing.T) {
	for _, tc := range []struct {
		mode       brlapitest.Mode
		cols, rows int
		refused    bool
	}{
		{brlapitest.Good, 40, 1, false},
		{brlapitest.Zero, 0, 0, false},
		{brlapitest.Huge, 0, 0, true},
		{brlapitest.Wide, 0, 0, true},
	} {
		t.Run(tc.mode.String(), func(t *testing.T) {
			s := brlapitest.Start(t, tc.mode)
			c, err := brlapi.Dial(brlapi.Config{Host: s.Host, Auth: "none", Timeout: time.Second})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			cols, rows, err := c.DisplaySize()
			var se *brlapi.SizeError
			if got := errors.As(err, &se); got != tc.refused {
				t.Fatalf("DisplaySize: %d×%d, %v", cols, rows, err)
			}
			if cols != tc.cols || rows != tc.rows {
				t.Errorf("size %d×%d, want %d×%d", cols, rows, tc.cols, tc.rows)
			}
			if tc.refused {
				return
			}
			err = c.EnterTTYMode()
			if tc.cols == 0 {
				if !errors.Is(err, brlapi.ErrNoDisplay) {
					t.Fatalf("EnterTTYMode without a display: %v, want ErrNoDisplay", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if err := c.WriteDots("⠁⠃", 0); err != nil {
				t.Fatalf("WriteDots: %v", err)
			}
			if !s.WaitWrite("⠁⠃", 5*time.Second) {
				t.Errorf("the write never arrived: %q", s.Writes())
			}
		})
	}
}

// TestAnswerBehindAFloodOfKeys: a server that floods keys instead of
// answering does not hold a request longer than the timeout (the timeout
// was renewed with every key, so the request waited for ever while the
// kept keys grew without bound).
func TestAnswerBehindAFloodOfKeys(t *testing.T) {
	s := brlapitest.Start(t, brlapitest.Flood)
	c, err := brlapi.Dial(brlapi.Config{Host: s.Host, Auth: "none", Timeout: 300 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.EnterTTYMode(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := c.DriverName()
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil {
			t.Error("an answer came from a server that never reads")
		}
	case <-time.After(20 * time.Second):
		t.Fatal("DriverName waited for ever behind the flood")
	}
}

// TestWriteText: a text write gives the server one character a cell of
// its display, exactly as many as it has: control characters (a tab, a
// line end) as blanks, what does not fit cut off, the rest blank; a write
// before the size is known sends the text as it is.
func TestWriteText(t *testing.T) {
	s := brlapitest.Start(t, brlapitest.Good)
	c, err := brlapi.Dial(brlapi.Config{Host: s.Host, Auth: "none", Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.WriteText("Bílý, čas", 0); err != nil {
		t.Fatal(err)
	}
	if !s.WaitWrite("Bílý, čas", 2*time.Second) {
		t.Fatalf("writes %q", s.Writes())
	}
	if cols, _, err := c.DisplaySize(); err != nil || cols != 40 || c.Cells() != 40 {
		t.Fatalf("size %d (%d), %v", cols, c.Cells(), err)
	}
	for _, tc := range []struct{ in, want string }{
		{"Zug:\tKe3.\nSchwarz", "Zug: Ke3. Schwarz"},
		{"Illegal move: Ke3. No such piece can reach e3.", "Illegal move: Ke3. No such piece can rea"},
	} {
		if err := c.WriteText(tc.in, 0); err != nil {
			t.Fatal(err)
		}
		if !s.WaitWrite(tc.want, 2*time.Second) {
			t.Fatalf("%q: writes %q", tc.in, s.Writes())
		}
		if w := s.Writes(); w[len(w)-1] != tc.want {
			t.Errorf("%q: written %q, want %q", tc.in, w[len(w)-1], tc.want)
		}
	}
}
