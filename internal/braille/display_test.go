package braille

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/braille/brlapi"
	"github.com/blindchess/blindchess/internal/braille/brlapi/brlttytest"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/table"
)

// recorder keeps what a Display writes (from the display's goroutine):
// braille cells as they are, text (a message) as it is.
type recorder struct {
	mu    sync.Mutex
	lines []string
	cells int // the display's width (0: not known)
}

func (r *recorder) WriteDots(cells string, cursor int) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.lines = append(r.lines, cells)
	return nil
}

func (r *recorder) WriteText(text string, cursor int) error { return r.WriteDots(text, cursor) }

func (r *recorder) Cells() int { return r.cells }

// last is the line written last.
func (r *recorder) last() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.lines) == 0 {
		return ""
	}
	return r.lines[len(r.lines)-1]
}

// written is every line written, in order.
func (r *recorder) written() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.lines...)
}

// inOrderWithin reports whether got is all with some left out: each
// of got in all, in the same order.
func inOrderWithin(got, all []string) bool {
	i := 0
	for _, g := range got {
		for i < len(all) && all[i] != g {
			i++
		}
		if i == len(all) {
			return false
		}
		i++
	}
	return true
}

// wait waits until the line written last is want (the display writes in
// its own goroutine), at most 5 s.
func (r *recorder) wait(t *testing.T, want string) {
	t.Helper()
	for i := 0; i < 500 && r.last() != want; i++ {
		time.Sleep(10 * time.Millisecond)
	}
	if got := r.last(); got != want {
		t.Fatalf("the display shows %q, want %q", got, want)
	}
}

// feed plays typed lines through a real table into the display.
func feed(tb *table.Table, d *Display, at *time.Duration, lines ...string) {
	for _, l := range lines {
		*at += time.Second
		for _, o := range tb.Apply(table.Input{At: *at, Source: table.SourceKeyboard, Text: l}) {
			d.Sink(o)
		}
	}
}

// TestDisplayFollowsTheGame: the display shows the move number and each
// player's last move after every move, follows a take-back, shows the
// clock times on a key (running down with the clock) and the moves again.
func TestDisplayFollowsTheGame(t *testing.T) {
	s := table.DefaultSetup()
	s.Lang, s.Time = "en", "5+0"
	s.Setting = table.SettingCasual // the first move starts the clock: the display, not the Laws, is tested
	tb, err := table.New(s)
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{}
	start := rules.StartPosition()
	d := NewDisplay(rec, UK, &start)
	defer d.Close()
	var at time.Duration
	d.Now = func() time.Duration { return at }
	for _, step := range []struct{ in, want string }{
		{"e4", "⠂⠀⠑⠲"}, {"press", "⠂⠀⠑⠲"},
		{"c5", "⠂⠀⠑⠲⠀⠉⠢"}, {"press", "⠂⠀⠑⠲⠀⠉⠢"},
		{"Nf3", "⠆⠀⠎⠋⠒"}, {"press", "⠆⠀⠎⠋⠒"},
		{"d6", "⠆⠀⠎⠋⠒⠀⠙⠖"}, {"undo", "⠆⠀⠎⠋⠒"},
	} {
		feed(tb, d, &at, step.in)
		if got := d.Line(); got != step.want {
			t.Fatalf("after %s: %q, want %q", step.in, got, step.want)
		}
		if d.Message() != "" {
			d.Key(brlapi.Key(0x20000000 | brlapi.CmdLineUp)) // "Taken back: …" read, the moves again
		}
		rec.wait(t, step.want)
	}
	// Every frame the display offers, in order: the start, each move's
	// line, each "Pressed" and the line again once it is read (a key
	// shows the line again), the take-back's line, its message and the
	// line. The display's goroutine writes the newest frame offered, so
	// on a busy machine it skips some (how many depends on the timing:
	// counting the writes failed under load); it never writes one that
	// was not offered, nor one out of order, nor an unchanged line
	// without a key.
	offered := []string{"⠂", "⠂⠀⠑⠲", "Pressed", "⠂⠀⠑⠲", "⠂⠀⠑⠲⠀⠉⠢", "Pressed", "⠂⠀⠑⠲⠀⠉⠢",
		"⠆⠀⠎⠋⠒", "Pressed", "⠆⠀⠎⠋⠒", "⠆⠀⠎⠋⠒⠀⠙⠖", "⠆⠀⠎⠋⠒", "Taken back: David sechs.", "⠆⠀⠎⠋⠒"}
	if written := rec.written(); !inOrderWithin(written, offered) {
		t.Errorf("written %q: not the frames offered, in order (some may be skipped):\n%q", written, offered)
	}
	at += 9 * time.Second
	d.Key(brlapi.Key(0x20000000 | brlapi.CmdLineDown))
	if got := BRF(d.Line()); got != "W4:57 B4:47" {
		t.Errorf("clock view: %q", got)
	}
	d.Key(brlapi.Key(0x20000000 | brlapi.CmdLineUp))
	if got := d.Line(); got != "⠆⠀⠎⠋⠒" {
		t.Errorf("back to the moves: %s", got)
	}
}

// TestDisplayFromBlackToMove: a game from a set-up position with Black to
// move numbers its first line with the isolated-Black sign.
func TestDisplayFromBlackToMove(t *testing.T) {
	s := table.DefaultSetup()
	s.FEN = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"
	tb, err := table.New(s)
	if err != nil {
		t.Fatal(err)
	}
	pos, _ := rules.ParseFEN(s.FEN)
	rec := &recorder{}
	d := NewDisplay(rec, UK, &pos)
	defer d.Close()
	var at time.Duration
	feed(tb, d, &at, "Kd7")
	rec.wait(t, "⠲⠴⠀⠤⠅⠙⠶")
	feed(tb, d, &at, "e4")
	rec.wait(t, "⠲⠂⠀⠑⠲")
}

// TestDisplayOnRealBRLTTY shows a game on a real BRLTTY's display and
// measures nothing: the cells that arrive are the move's.
func TestDisplayOnRealBRLTTY(t *testing.T) {
	host, vd := brlttytest.Start(t)
	var c *brlapi.Conn
	var err error
	for i := 0; i < 100; i++ {
		if c, err = brlapi.Dial(brlapi.Config{Host: host, Auth: "none", Timeout: 2 * time.Second}); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for i := 0; i < 50; i++ {
		if cols, _, _ := c.DisplaySize(); cols > 0 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err := c.EnterTTYMode(); err != nil {
		t.Fatal(err)
	}
	tb, err := table.New(table.DefaultSetup())
	if err != nil {
		t.Fatal(err)
	}
	start := rules.StartPosition()
	d := NewDisplay(c, UK, &start)
	var at time.Duration
	feed(tb, d, &at, "e4", "e5")
	vd.WaitBraille(t, "2| |15|256| |15|26|")
}

// BenchmarkDisplayMove measures a move output to the line handed to the
// display's goroutine: the time the table's loop spends on the display
// (the goal is under 20 ms).
func BenchmarkDisplayMove(b *testing.B) {
	start := rules.StartPosition()
	rec := &recorder{}
	d := NewDisplay(rec, UK, &start)
	defer d.Close()
	for i := 0; i < b.N; i++ {
		d.Sink(table.Output{Kind: table.KindMove, SAN: "Nf3", By: rules.White, Ply: 1})
		d.Sink(table.Output{Kind: table.KindUndo, SAN: "Nf3", By: rules.White, Ply: 1})
	}
}

// TestDisplayReconnects: BRLTTY stops and starts again; the display
// connects again by itself and shows the current line there, and the next
// move reaches it.
func TestDisplayReconnects(t *testing.T) {
	host, vd := brlttytest.Start(t)
	dial := func() (*brlapi.Conn, error) {
		c, err := brlapi.Dial(brlapi.Config{Host: host, Auth: "none", Timeout: time.Second})
		if err != nil {
			return nil, err
		}
		if cols, _, err := c.DisplaySize(); err != nil || cols == 0 {
			c.Close()
			return nil, fmt.Errorf("no display yet (%v)", err)
		}
		if err := c.EnterTTYMode(); err != nil {
			c.Close()
			return nil, err
		}
		return c, nil
	}
	var c *brlapi.Conn
	var err error
	for i := 0; i < 100; i++ {
		if c, err = dial(); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		t.Fatal(err)
	}
	tb, err := table.New(table.DefaultSetup())
	if err != nil {
		t.Fatal(err)
	}
	start := rules.StartPosition()
	d := NewDisplay(c, UK, &start)
	stop := make(chan struct{})
	defer close(stop)
	go d.Run(c, dial, 200*time.Millisecond, stop)
	var at time.Duration
	feed(tb, d, &at, "e4")
	vd.WaitBraille(t, "2| |15|256| |")
	vd.Stop()
	_, vd2 := brlttytest.StartOn(t, host)
	vd2.WaitBraille(t, "2| |15|256| |") // shown again on the new BRLTTY
	feed(tb, d, &at, "e5")
	vd2.WaitBraille(t, "2| |15|256| |15|26|")
}

// TestDisplayShowsTheResult: when the game ends the display shows the
// result after the last moves (a braille reader has no other way to read
// that it is over), in every language's session and code; a result taken
// back by the arbiter goes from the line again.
func TestDisplayShowsTheResult(t *testing.T) {
	for _, tc := range []struct {
		lang  string
		code  Code
		moves []string
		end   []string
		want  string // BRF of the line at the end
		back  string // BRF of the line after the arbiter's result *
	}{
		{"de", German, []string{"e4", "e5", "Sf3"}, []string{"resign black", "ja"}, "2 ,SF3 1-0", "2 ,SF3"},
		{"en", UK, []string{"e4", "e5", "Nf3"}, []string{"resign black", "yes"}, "2 SF3 1-0", "2 SF3"},
		{"cs", Czech, []string{"e4", "e5", "Jf3"}, []string{"resign white", "ano"}, "2 ,JF3 0-1", "2 ,JF3"},
		{"en", UK, []string{"f3", "e5", "g4", "Qh4#"}, nil, "2 G4 QH4>M 0-1", ""},
		{"de", German, []string{"e4", "e5"}, []string{"remis", "ja", "annehmen", "ja"}, "1 E4 E5 1/2-1/2", "1 E4 E5"},
	} {
		t.Run(tc.lang+"/"+tc.want, func(t *testing.T) {
			s := table.DefaultSetup()
			s.Lang = tc.lang
			s.Setting = table.SettingCasual
			tb, err := table.New(s)
			if err != nil {
				t.Fatal(err)
			}
			rec := &recorder{}
			start := rules.StartPosition()
			d := NewDisplay(rec, tc.code, &start)
			defer d.Close()
			var at time.Duration
			feed(tb, d, &at, tc.moves...)
			feed(tb, d, &at, tc.end...)
			if got := BRF(d.Line()); got != tc.want {
				t.Fatalf("at the end the display shows %q, want %q", got, tc.want)
			}
			// The end is said first ("Game over. …"); line up shows the
			// moves and the result.
			d.Key(brlapi.Key(0x20000000 | brlapi.CmdLineUp))
			rec.wait(t, FromBRF(tc.want))
			if tc.end == nil {
				return // a mate is taken back by the arbiter's takeback, not by a result
			}
			feed(tb, d, &at, "arbiter result *", "ja")
			if got := BRF(d.Line()); got != tc.back {
				t.Errorf("after the arbiter's result * the display shows %q, want %q", got, tc.back)
			}
		})
	}
}

// TestDisplayShowsTheFirstMoveNumberAtTheStart: before the first move the
// display shows its number (with the isolated-Black sign when Black moves
// first), in every code, so that the player can feel that the display is
// the game's (in a walk it kept BRLTTY's "no screen" until the first
// move).
func TestDisplayShowsTheFirstMoveNumberAtTheStart(t *testing.T) {
	for _, tc := range []struct {
		code Code
		fen  string
		want string // BRF
	}{
		{German, "", "1"},
		{UK, "", "1"},
		{Czech, "", "1"},
		{ICCF, "", "1"},
		{German, "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40", "40 -"},
	} {
		t.Run(tc.code.String()+tc.fen, func(t *testing.T) {
			start := rules.StartPosition()
			if tc.fen != "" {
				var err error
				if start, err = rules.ParseFEN(tc.fen); err != nil {
					t.Fatal(err)
				}
			}
			rec := &recorder{}
			d := NewDisplay(rec, tc.code, &start)
			defer d.Close()
			rec.wait(t, FromBRF(tc.want))
		})
	}
}
