package emulator

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// Help lists the text commands of an emulated board.
const Help = `commands (squares like e2; one command per line):
  move A B             lift the piece on A and put it on the empty square B
  capture A B [mover]  A takes B: the piece on B is taken off first, then A
                       moves to B; with "mover", A is lifted first
  lift A               lift the piece on A into the hand (a touch)
  place A [P]          put the piece last lifted on A; P (a FEN letter such
                       as Q or n) places that piece instead, e.g. a promotion
                       (on a Certabo board a queen so placed is a spare
                       queen, with a chip of its own)
  remove A             take the piece on A off the board (en passant victim)
  setup start|empty|FEN  rearrange the board, square by square
  snapshot             send the whole board unasked (drivers pass it on
                       only when it differs from what they know)
  button N             press button N (DGT: the clock's 1 back, 2 minus,
                       3 run, 4 plus, 5 ok)
  clock L R [left|right|stopped]  DGT: connect a clock showing L and R
                       (H:MM:SS), running for one side or stopped
  clock off            DGT: disconnect the clock
  lever                DGT: press the clock's lever (the other side runs)
  unplug               pull the cable (the port goes away; bytes the host
                       has not read yet are lost, as on a real cable)
  replug               plug it back in (a new port; the link follows)
  power off|on         switch the board off or on, the cable staying in (off:
                       silent, and deaf to the host; on: as after power-up)
  noise N              send N bytes of line noise
  show                 say where the pieces are
  sleep MS             wait MS milliseconds (for scripts)
  help                 this list
  quit                 stop the board`

// ErrQuit is returned by Exec for the quit command.
var ErrQuit = errors.New("quit")

// parseSquares parses the two squares of a move or a capture.
func parseSquares(a, b string) (from, to rules.Square, err error) {
	if from, err = parseSq(a); err != nil {
		return from, to, err
	}
	to, err = parseSq(b)
	return from, to, err
}

func parseSq(s string) (rules.Square, error) {
	sq, err := rules.ParseSquare(s)
	if err != nil {
		return rules.NoSquare, err
	}
	return sq, nil
}

func needArgs(f []string, min, max int, usage string) error {
	if n := len(f) - 1; n < min || n > max {
		return fmt.Errorf("usage: %s", usage)
	}
	return nil
}

// ParseClockTime parses H:MM:SS or M:SS.
func ParseClockTime(s string) (time.Duration, error) {
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, fmt.Errorf("clock time %q: want H:MM:SS or M:SS", s)
	}
	var n [3]int
	off := 3 - len(parts)
	for i, p := range parts {
		v, err := strconv.Atoi(p)
		if err != nil || v < 0 || v > 99999 || (i > 0 && v > 59) {
			return 0, fmt.Errorf("clock time %q: want H:MM:SS or M:SS", s)
		}
		n[off+i] = v
	}
	d := time.Duration(n[0])*time.Hour + time.Duration(n[1])*time.Minute + time.Duration(n[2])*time.Second
	if n[0] > 9 || d >= 10*time.Hour {
		// Also M:SS with minutes beyond 9:59:59 ("700:00").
		return 0, fmt.Errorf("clock time %q: a DGT clock shows at most 9:59:59", s)
	}
	return d, nil
}

// Exec runs one text command and returns a short line saying what was
// done. Blank lines and lines starting with # do nothing. sleep is
// handled here too (it blocks). It returns ErrQuit for quit.
func (b *Board) Exec(line string) (string, error) {
	f := strings.Fields(strings.ToLower(line))
	if len(f) == 0 || strings.HasPrefix(f[0], "#") {
		return "", nil
	}
	switch f[0] {
	case "move":
		if err := needArgs(f, 2, 2, "move A B, e.g. move e2 e4"); err != nil {
			return "", err
		}
		from, to, err := parseSquares(f[1], f[2])
		if err != nil {
			return "", err
		}
		if err := b.Move(from, to); err != nil {
			return "", err
		}
		return fmt.Sprintf("moved %s to %s", from, to), nil
	case "capture":
		if err := needArgs(f, 2, 3, "capture A B [mover], e.g. capture d5 e4"); err != nil {
			return "", err
		}
		from, to, err := parseSquares(f[1], f[2])
		if err != nil {
			return "", err
		}
		moverFirst := len(f) == 4
		if moverFirst && f[3] != "mover" {
			return "", fmt.Errorf("usage: capture A B [mover]; %q is not \"mover\"", f[3])
		}
		if err := b.Capture(from, to, moverFirst); err != nil {
			return "", err
		}
		if moverFirst {
			return fmt.Sprintf("%s took %s, capturing piece lifted first", from, to), nil
		}
		return fmt.Sprintf("%s took %s, captured piece lifted first", from, to), nil
	case "lift", "remove":
		if err := needArgs(f, 1, 1, f[0]+" A, e.g. "+f[0]+" e2"); err != nil {
			return "", err
		}
		sq, err := parseSq(f[1])
		if err != nil {
			return "", err
		}
		if f[0] == "lift" {
			err = b.Lift(sq)
		} else {
			err = b.Remove(sq)
		}
		if err != nil {
			return "", err
		}
		if f[0] == "lift" {
			return "lifted " + sq.String(), nil
		}
		return "removed " + sq.String(), nil
	case "place":
		if err := needArgs(f, 1, 2, "place A [P], e.g. place e4, or place e8 Q"); err != nil {
			return "", err
		}
		sq, err := parseSq(f[1])
		if err != nil {
			return "", err
		}
		pc := rules.NoPiece
		if len(f) == 3 {
			// f was lower-cased; the original case tells the colour.
			orig := strings.Fields(line)[2]
			p, ok := eboard.PieceFromLetter(orig[0])
			if !ok || len(orig) != 1 {
				return "", fmt.Errorf("piece %q: want one FEN letter, PNBRQK for white or pnbrqk for black", orig)
			}
			pc = p
		}
		if err := b.Place(sq, pc); err != nil {
			return "", err
		}
		return "placed on " + sq.String(), nil
	case "setup":
		if err := needArgs(f, 1, 6, "setup start|empty|FEN"); err != nil {
			return "", err
		}
		var p eboard.Placement
		switch f[1] {
		case "start":
			p = eboard.StartPlacement()
		case "empty":
		default:
			var err error
			p, err = eboard.ParsePlacement(strings.Fields(line)[1])
			if err != nil {
				return "", err
			}
		}
		b.Setup(p)
		return "board set up: " + p.FEN(), nil
	case "snapshot":
		if err := b.SendSnapshot(); err != nil {
			return "", err
		}
		return "snapshot sent", nil
	case "button":
		if err := needArgs(f, 1, 1, "button N"); err != nil {
			return "", err
		}
		n, err := strconv.Atoi(f[1])
		if err != nil {
			return "", fmt.Errorf("button %q: want a number", f[1])
		}
		if err := b.PressButton(n); err != nil {
			return "", err
		}
		return fmt.Sprintf("button %d pressed", n), nil
	case "clock":
		return b.clockCmd(f)
	case "lever":
		if err := b.PressLever(); err != nil {
			return "", err
		}
		return "lever pressed", nil
	case "unplug":
		if err := b.Unplug(); err != nil {
			return "", err
		}
		return "unplugged", nil
	case "replug":
		if err := b.Replug(); err != nil {
			return "", err
		}
		return "plugged in again at " + b.Where(), nil
	case "power":
		if err := needArgs(f, 1, 1, "power off|on"); err != nil {
			return "", err
		}
		switch strings.ToLower(f[1]) {
		case "off":
			if err := b.PowerOff(); err != nil {
				return "", err
			}
			return "switched off", nil
		case "on":
			if err := b.PowerOn(); err != nil {
				return "", err
			}
			return "switched on", nil
		}
		return "", fmt.Errorf("power %q: write power off or power on", f[1])
	case "noise":
		if err := needArgs(f, 1, 1, "noise N"); err != nil {
			return "", err
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 1 || n > 10000 {
			return "", fmt.Errorf("noise %q: want a number of bytes from 1 to 10000", f[1])
		}
		if err := b.Noise(n); err != nil {
			return "", err
		}
		return fmt.Sprintf("%d bytes of noise sent", n), nil
	case "show":
		s := "board " + b.Pieces().FEN()
		if h := b.Hand(); h != "" {
			s += "; in hand: " + h
		}
		if !b.Plugged() {
			s += "; unplugged"
		}
		if !b.Powered() {
			s += "; switched off"
		}
		if b.kind == eboard.Millennium || b.kind == eboard.Certabo {
			s += "; LEDs " + ledText(b.LitSquares())
		}
		if st := b.Clock(); st.Connected {
			s += "; clock " + st.String()
		}
		return s, nil
	case "sleep":
		if err := needArgs(f, 1, 1, "sleep MS"); err != nil {
			return "", err
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 || n > 60000 {
			return "", fmt.Errorf("sleep %q: want milliseconds from 0 to 60000", f[1])
		}
		time.Sleep(time.Duration(n) * time.Millisecond)
		return "", nil
	case "help", "?":
		return Help, nil
	case "quit", "exit":
		return "", ErrQuit
	}
	return "", fmt.Errorf("unknown command %q; type help for the list", f[0])
}

func (b *Board) clockCmd(f []string) (string, error) {
	if b.kind != eboard.DGT {
		return "", fmt.Errorf("only the DGT board has a clock")
	}
	if len(f) == 2 && f[1] == "off" {
		if err := b.SetClock(eboard.ClockState{}); err != nil {
			return "", err
		}
		return "clock disconnected", nil
	}
	if err := needArgs(f, 2, 3, "clock L R [left|right|stopped], e.g. clock 0:05:00 0:05:00 left; or clock off"); err != nil {
		return "", err
	}
	l, err := ParseClockTime(f[1])
	if err != nil {
		return "", err
	}
	r, err := ParseClockTime(f[2])
	if err != nil {
		return "", err
	}
	st := eboard.ClockState{Connected: true, Left: l, Right: r}
	side := "stopped"
	if len(f) == 4 {
		side = f[3]
	}
	switch side {
	case "left":
		st.Running, st.LeftToMove = true, true
	case "right":
		st.Running, st.RightToMove = true, true
	case "stopped":
	default:
		return "", fmt.Errorf("clock side %q: want left, right or stopped", side)
	}
	if err := b.SetClock(st); err != nil {
		return "", err
	}
	return "clock: " + st.String(), nil
}

// Where returns where a driver finds the board: the link if there is one,
// otherwise the pseudo-terminal's path.
func (b *Board) Where() string {
	if b.opts.Link != "" {
		return b.opts.Link + " (now " + b.Path() + ")"
	}
	return b.Path()
}

// Run reads commands from in, one per line, until in ends, quit, or ctx is
// done, and writes a short line for each to out (errors start with
// "error: "). It returns nil on quit or end of input.
func (b *Board) Run(ctx context.Context, in io.Reader, out io.Writer) error {
	lines := make(chan string)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(in)
		for sc.Scan() {
			select {
			case lines <- sc.Text():
			case <-ctx.Done():
				return
			}
		}
	}()
	for {
		select {
		case <-ctx.Done():
			return nil
		case line, ok := <-lines:
			if !ok {
				return nil
			}
			reply, err := b.Exec(line)
			if errors.Is(err, ErrQuit) {
				return nil
			}
			if err != nil {
				fmt.Fprintln(out, "error:", err)
				continue
			}
			if reply != "" {
				fmt.Fprintln(out, reply)
			}
		}
	}
}

// ledText names the squares the LEDs light, "off" if none.
func ledText(sqs []rules.Square) string {
	if len(sqs) == 0 {
		return "off"
	}
	names := make([]string, len(sqs))
	for i, sq := range sqs {
		names[i] = sq.String()
	}
	return strings.Join(names, " ")
}
