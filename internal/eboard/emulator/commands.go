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

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// Help returns the list of the text commands of an emulated board, in
// the language of c.
func Help(c catalog.Catalog) string { return c.Say("emulator.help") }

// reply is what a command did, said in a catalog's language.
type reply func(c catalog.Catalog) string

// say is the reply of sentence key with args.
func say(key string, args ...any) reply {
	return func(c catalog.Catalog) string { return c.Say(key, args...) }
}

// ErrQuit is returned by Exec for the quit command.
var ErrQuit = catalog.Errorf("emulator.quit")

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

// needArgs refuses a command without min to max arguments, saying its
// usage: the sentence usage of the catalogs, with args.
func needArgs(f []string, min, max int, usage string, args ...any) error {
	if n := len(f) - 1; n < min || n > max {
		return catalog.Errorf("emulator.usage", catalog.Errorf(usage, args...))
	}
	return nil
}

// ParseClockTime parses H:MM:SS or M:SS.
func ParseClockTime(s string) (time.Duration, error) {
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, catalog.Errorf("emulator.clock-time", s)
	}
	var n [3]int
	off := 3 - len(parts)
	for i, p := range parts {
		v, err := strconv.Atoi(p)
		if err != nil || v < 0 || v > 99999 || (i > 0 && v > 59) {
			return 0, catalog.Errorf("emulator.clock-time", s)
		}
		n[off+i] = v
	}
	d := time.Duration(n[0])*time.Hour + time.Duration(n[1])*time.Minute + time.Duration(n[2])*time.Second
	if n[0] > 9 || d >= 10*time.Hour {
		// Also M:SS with minutes beyond 9:59:59 ("700:00").
		return 0, catalog.Errorf("emulator.clock-time-max", s)
	}
	return d, nil
}

// Exec runs one text command and returns a short line in English saying
// what was done (ExecIn says it in a language). Blank lines and lines
// starting with # do nothing. sleep is handled here too (it blocks). It
// returns ErrQuit for quit.
func (b *Board) Exec(line string) (string, error) {
	return b.ExecIn(catalog.For(catalog.English), line)
}

// ExecIn runs one text command like Exec and says what was done in the
// language of c; its errors are sentences of the catalogs (c.Error says
// them in that language).
func (b *Board) ExecIn(c catalog.Catalog, line string) (string, error) {
	r, err := b.exec(line)
	if r == nil {
		return "", err
	}
	return r(c), err
}

func (b *Board) exec(line string) (reply, error) {
	f := strings.Fields(strings.ToLower(line))
	if len(f) == 0 || strings.HasPrefix(f[0], "#") {
		return nil, nil
	}
	switch f[0] {
	case "move":
		if err := needArgs(f, 2, 2, "emulator.usage-move"); err != nil {
			return nil, err
		}
		from, to, err := parseSquares(f[1], f[2])
		if err != nil {
			return nil, err
		}
		if err := b.Move(from, to); err != nil {
			return nil, err
		}
		return say("emulator.moved", from, to), nil
	case "capture":
		if err := needArgs(f, 2, 3, "emulator.usage-capture"); err != nil {
			return nil, err
		}
		from, to, err := parseSquares(f[1], f[2])
		if err != nil {
			return nil, err
		}
		moverFirst := len(f) == 4
		if moverFirst && f[3] != "mover" {
			return nil, catalog.Errorf("emulator.capture-mover", f[3])
		}
		if err := b.Capture(from, to, moverFirst); err != nil {
			return nil, err
		}
		if moverFirst {
			return say("emulator.took-mover", from, to), nil
		}
		return say("emulator.took", from, to), nil
	case "lift", "remove":
		if err := needArgs(f, 1, 1, "emulator.usage-square", f[0]); err != nil {
			return nil, err
		}
		sq, err := parseSq(f[1])
		if err != nil {
			return nil, err
		}
		if f[0] == "lift" {
			err = b.Lift(sq)
		} else {
			err = b.Remove(sq)
		}
		if err != nil {
			return nil, err
		}
		if f[0] == "lift" {
			return say("emulator.lifted", sq), nil
		}
		return say("emulator.removed", sq), nil
	case "place":
		if err := needArgs(f, 1, 2, "emulator.usage-place"); err != nil {
			return nil, err
		}
		sq, err := parseSq(f[1])
		if err != nil {
			return nil, err
		}
		pc := rules.NoPiece
		if len(f) == 3 {
			// f was lower-cased; the original case tells the colour.
			orig := strings.Fields(line)[2]
			p, ok := eboard.PieceFromLetter(orig[0])
			if !ok || len(orig) != 1 {
				return nil, catalog.Errorf("emulator.piece-letter", orig)
			}
			pc = p
		}
		if err := b.Place(sq, pc); err != nil {
			return nil, err
		}
		return say("emulator.placed", sq), nil
	case "setup":
		if err := needArgs(f, 1, 6, "emulator.usage-setup"); err != nil {
			return nil, err
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
				return nil, err
			}
		}
		b.Setup(p)
		return say("emulator.set-up", p.FEN()), nil
	case "snapshot":
		if err := b.SendSnapshot(); err != nil {
			return nil, err
		}
		return say("emulator.snapshot-sent"), nil
	case "button":
		if err := needArgs(f, 1, 1, "emulator.usage-button"); err != nil {
			return nil, err
		}
		n, err := strconv.Atoi(f[1])
		if err != nil {
			return nil, catalog.Errorf("emulator.button-number", f[1])
		}
		if err := b.PressButton(n); err != nil {
			return nil, err
		}
		return say("emulator.button-pressed", n), nil
	case "clock":
		return b.clockCmd(f)
	case "lever":
		if err := b.PressLever(); err != nil {
			return nil, err
		}
		return say("emulator.lever-pressed"), nil
	case "unplug":
		if err := b.Unplug(); err != nil {
			return nil, err
		}
		return say("emulator.unplugged"), nil
	case "replug":
		if err := b.Replug(); err != nil {
			return nil, err
		}
		return b.whereReply(), nil
	case "power":
		if err := needArgs(f, 1, 1, "emulator.usage-power"); err != nil {
			return nil, err
		}
		switch strings.ToLower(f[1]) {
		case "off":
			if err := b.PowerOff(); err != nil {
				return nil, err
			}
			return say("emulator.switched-off"), nil
		case "on":
			if err := b.PowerOn(); err != nil {
				return nil, err
			}
			return say("emulator.switched-on"), nil
		}
		return nil, catalog.Errorf("emulator.power", f[1])
	case "noise":
		if err := needArgs(f, 1, 1, "emulator.usage-noise"); err != nil {
			return nil, err
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 1 || n > 10000 {
			return nil, catalog.Errorf("emulator.noise-count", f[1])
		}
		if err := b.Noise(n); err != nil {
			return nil, err
		}
		return func(c catalog.Catalog) string { return c.Count("emulator.noise-sent", n) }, nil
	case "show":
		return b.show(), nil
	case "sleep":
		if err := needArgs(f, 1, 1, "emulator.usage-sleep"); err != nil {
			return nil, err
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 || n > 60000 {
			return nil, catalog.Errorf("emulator.sleep", f[1])
		}
		time.Sleep(time.Duration(n) * time.Millisecond)
		return nil, nil
	case "help", "?":
		return Help, nil
	case "quit", "exit":
		return nil, ErrQuit
	}
	return nil, catalog.Errorf("emulator.unknown-command", f[0])
}

func (b *Board) clockCmd(f []string) (reply, error) {
	if b.kind != eboard.DGT {
		return nil, errNoClockHere
	}
	if len(f) == 2 && f[1] == "off" {
		if err := b.SetClock(eboard.ClockState{}); err != nil {
			return nil, err
		}
		return say("emulator.clock-off"), nil
	}
	if err := needArgs(f, 2, 3, "emulator.usage-clock"); err != nil {
		return nil, err
	}
	l, err := ParseClockTime(f[1])
	if err != nil {
		return nil, err
	}
	r, err := ParseClockTime(f[2])
	if err != nil {
		return nil, err
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
		return nil, catalog.Errorf("emulator.clock-side", side)
	}
	if err := b.SetClock(st); err != nil {
		return nil, err
	}
	return say("emulator.clock", st), nil
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
// done, and writes a short line in English for each to out (errors start
// with "error: "). It returns nil on quit or end of input. RunIn says the
// lines in a language.
func (b *Board) Run(ctx context.Context, in io.Reader, out io.Writer) error {
	return b.RunIn(ctx, catalog.For(catalog.English), in, out)
}

// RunIn is Run with the lines said in the language of c.
func (b *Board) RunIn(ctx context.Context, c catalog.Catalog, in io.Reader, out io.Writer) error {
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
			reply, err := b.ExecIn(c, line)
			if errors.Is(err, ErrQuit) {
				return nil
			}
			if err != nil {
				fmt.Fprintln(out, c.Say("emulator.error", err))
				continue
			}
			if reply != "" {
				fmt.Fprintln(out, reply)
			}
		}
	}
}

// whereReply says where the board is plugged in again.
func (b *Board) whereReply() reply {
	link, path := b.opts.Link, b.Path()
	if link != "" {
		return say("emulator.replugged-link", link, path)
	}
	return say("emulator.replugged", path)
}

// show says where the pieces are, what is in the hand, whether the board
// is unplugged or off, its LEDs and its clock.
func (b *Board) show() reply {
	fen, hand := b.Pieces().FEN(), b.held()
	plugged, powered := b.Plugged(), b.Powered()
	leds := b.kind == eboard.Millennium || b.kind == eboard.Certabo
	lit := b.LitSquares()
	st := b.Clock()
	return func(c catalog.Catalog) string {
		parts := []string{c.Say("emulator.show-board", fen)}
		if len(hand) > 0 {
			names := make([]string, len(hand))
			for i, pc := range hand {
				names[i] = c.Say(eboard.PieceKey(pc))
			}
			parts = append(parts, c.Say("emulator.show-hand", strings.Join(names, ", ")))
		}
		if !plugged {
			parts = append(parts, c.Say("emulator.unplugged"))
		}
		if !powered {
			parts = append(parts, c.Say("emulator.switched-off"))
		}
		if leds {
			parts = append(parts, c.Say("emulator.show-leds", ledText(c, lit)))
		}
		if st.Connected {
			parts = append(parts, c.Say("emulator.show-clock", st))
		}
		return strings.Join(parts, "; ")
	}
}

// ledText names the squares the LEDs light, "off" if none.
func ledText(c catalog.Catalog, sqs []rules.Square) string {
	if len(sqs) == 0 {
		return c.Say("emulator.leds-off")
	}
	names := make([]string, len(sqs))
	for i, sq := range sqs {
		names[i] = sq.String()
	}
	return strings.Join(names, " ")
}
