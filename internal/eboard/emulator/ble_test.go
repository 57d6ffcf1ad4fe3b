package emulator

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard/chessnut"
)

// TestBLEBoardCommands runs the emulated Chessnut board's commands, good
// and bad: a bad one changes nothing and says what was wrong.
func TestBLEBoardCommands(t *testing.T) {
	for _, tc := range []struct {
		cmds    []string
		fen     string
		errPart string // of the last command; "" none
	}{
		{[]string{"move e2 e4"}, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR", ""},
		{[]string{"lift e7", "place e5"}, "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR", ""},
		{[]string{"lift e2", "place e8 Q"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR", "occupied"},
		{[]string{"remove e7", "remove e8", "lift e2", "place e8 Q"}, "rnbqQbnr/pppp1ppp/8/8/8/8/PPPP1PPP/RNBQKBNR", ""},
		{[]string{"move e2 e7"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "occupied"},
		{[]string{"lift e4"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "empty"},
		{[]string{"place e4"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "nothing in hand"},
		{[]string{"place e4 X"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "FEN letter"},
		{[]string{"move e2"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "usage"},
		{[]string{"move i9 e4"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "square"},
		{[]string{"power sideways"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "power off or power on"},
		{[]string{"noise 0"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "1 to 10000"},
		{[]string{"noise 10001"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "1 to 10000"},
		{[]string{"noise 5x"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "1 to 10000"},
		{[]string{"noise 3.5"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "1 to 10000"},
		{[]string{"jump"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "unknown command"},
		{[]string{"# a comment", ""}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", ""},
	} {
		t.Run(strings.Join(tc.cmds, "; "), func(t *testing.T) {
			b := NewBLEBoard(false, 1)
			defer b.Close()
			var err error
			for _, c := range tc.cmds {
				_, err = b.Exec(c)
			}
			switch {
			case tc.errPart == "" && err != nil:
				t.Fatalf("error %v", err)
			case tc.errPart != "" && (err == nil || !strings.Contains(err.Error(), tc.errPart)):
				t.Fatalf("error %v, want one with %q", err, tc.errPart)
			}
			if p := b.Pieces(); p.FEN() != tc.fen {
				t.Errorf("board %s, want %s", p.FEN(), tc.fen)
			}
		})
	}
}

// TestBLEBoardConnection: a board off or out of reach cannot be
// connected; a connected one notifies its position once reporting is on,
// and loses the connection when it goes out of reach.
func TestBLEBoardConnection(t *testing.T) {
	b := NewBLEBoard(true, 1)
	defer b.Close()
	got := make(chan []byte, 64)
	notify := func(n []byte) { got <- append([]byte(nil), n...) }
	if _, err := b.Connect(context.Background(), "any", notify); err == nil {
		t.Fatal("connected to a board switched off")
	}
	b.PowerOn()
	c, err := b.Connect(context.Background(), "any", notify)
	if err != nil {
		t.Fatal(err)
	}
	select {
	case n := <-got:
		t.Fatalf("a notification % X before reporting was turned on", n)
	case <-time.After(3 * BLEPeriod):
	}
	if err := c.Write(chessnut.EnableReporting); err != nil {
		t.Fatal(err)
	}
	select {
	case n := <-got:
		p, err := chessnut.DecodeFEN(n)
		if err != nil || len(n) != chessnut.FENSize || p != b.Pieces() {
			t.Fatalf("notification % X: %v", n, err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no notification after 21 01 00")
	}
	b.Unplug()
	select {
	case <-c.Lost():
	case <-time.After(5 * time.Second):
		t.Fatal("the connection was not lost out of reach")
	}
	if _, err := b.Connect(context.Background(), "any", notify); err == nil {
		t.Fatal("connected to a board out of reach")
	}
}

// FuzzBLEExec runs arbitrary command lines on the emulated Chessnut board,
// twice: none panics, and a command refused leaves the pieces as they were.
func FuzzBLEExec(f *testing.F) {
	for _, s := range []string{"move e2 e4", "place e8 Q", "noise 3", "power off", "hang", "lift", "place a1 QQ", "unplug", "move e2 e2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		b := NewBLEBoard(false, 1)
		defer b.Close()
		for i := 0; i < 2; i++ {
			before := b.Pieces()
			if _, err := b.Exec(line); err != nil && b.Pieces() != before {
				t.Fatalf("%q refused (%v) but changed the board to %s", line, err, b.Pieces().FEN())
			}
		}
	})
}
