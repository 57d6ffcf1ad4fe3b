package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/certabo"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/eboard/drivers"
	"github.com/blindchess/blindchess/internal/eboard/millennium"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/eboard/tactile"
	"github.com/blindchess/blindchess/internal/rules"

	"github.com/blindchess/blindchess/internal/catalog"
)

func newBoardCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:  "board",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return usageErr("cmd.board-board-needs-a-subcommand")
		},
	}
	cmd.AddCommand(newBoardWatchCmd())
	cmd.AddCommand(newBoardFollowCmd())
	return cmd
}

// watchEvent is one line of "board watch --json".
type watchEvent struct {
	T        float64 `json:"t"`
	Board    string  `json:"board"`
	Event    string  `json:"event"`
	Square   string  `json:"square,omitempty"`
	FEN      string  `json:"fen,omitempty"`
	Occupied string  `json:"occupied,omitempty"`
	// Code is what the driver said as a code with its arguments
	// (eboard.Note), the same in every language; Text says the event's
	// detail in the session's language.
	Code string `json:"code,omitempty"`
	Text string `json:"text,omitempty"`
}

func newBoardWatchCmd() *cobra.Command {
	var (
		spec   boardSpec
		asJSON bool
		count  int
		lang   string
	)
	cmd := &cobra.Command{
		Use:  "watch",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, err := catalog.Choose(lang, os.Getenv); err != nil {
				return usageErr("catalog.bad-lang", lang)
			}
			if spec.given() != 1 {
				return usageErr("boards.give-one-board", strings.Join(drivers.Names(0), ", "))
			}
			if count < 0 {
				return usageErr("cmd.board-count-give-a-number", count)
			}
			d, path, err := spec.resolve()
			if err != nil {
				return err
			}
			b := d.Open(path)
			defer b.Close()
			fmt.Fprintln(cmd.ErrOrStderr(), catalogOf(cmd).Say("cmd.board-watching", d.ShortIn(catalogOf(cmd)), path))
			ctx := cmd.Context()
			if ctx == nil {
				ctx = context.Background()
			}
			ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
			defer stop()
			w := &watcher{out: cmd.OutOrStdout(), c: catalogOf(cmd), json: asJSON, start: time.Now()}
			err = w.run(ctx, b.Events(), count)
			reportStats(cmd.ErrOrStderr(), catalogOf(cmd), b)
			return err
		},
	}
	cmd.Flags().StringVar(&spec.spec, "board", "", "")
	helpArgs(cmd.Flags(), "board", strings.Join(drivers.Names(0), ", "))
	cmd.Flags().StringVar(&spec.dgtPath, "dgt", "", "")
	cmd.Flags().StringVar(&spec.tactilePath, "tactile", "", "")
	cmd.Flags().BoolVar(&asJSON, "json", false, "")
	cmd.Flags().IntVar(&count, "count", 0, "")
	cmd.Flags().StringVar(&lang, "lang", "", "")
	return cmd
}

// watcher prints events.
type watcher struct {
	out       io.Writer
	c         catalog.Catalog // the language of the lines
	json      bool
	start     time.Time
	lastClock eboard.ClockState
	haveClock bool
	lastOcc   eboard.Occupancy
	haveOcc   bool
}

func (w *watcher) run(ctx context.Context, events <-chan eboard.Event, count int) error {
	n := 0
	for {
		select {
		case <-ctx.Done():
			return nil
		case e, ok := <-events:
			if !ok {
				return nil
			}
			if e.Type == eboard.Error && serialport.NeverAPort(e.Note.Key()) {
				// No board can ever be on it: say so and stop (exit 2)
				// instead of watching nothing.
				if w.json {
					w.print(e)
				}
				return usageErr("%s", e.Note.SayIn(w.c))
			}
			if !w.print(e) {
				continue
			}
			n++
			if count > 0 && n >= count {
				return nil
			}
		}
	}
}

// print writes the event and reports whether it printed anything.
func (w *watcher) print(e eboard.Event) bool {
	t := e.Time.Sub(w.start)
	if t < 0 {
		t = 0
	}
	if w.json {
		w.printJSON(e, t)
		return true
	}
	if e.Type == eboard.Clock {
		// Only what a person needs to hear: not every tick.
		prev, had := w.lastClock, w.haveClock
		w.lastClock, w.haveClock = e.Clock, true
		if had && sameClockState(prev, e.Clock) {
			return false
		}
	}
	// The seconds with the language's decimal mark ("0,250" in German).
	line := catalog.Decimal{Value: t.Seconds(), Places: 3}.SayIn(w.c) + " " + e.SayIn(w.c)
	switch {
	case e.HasPieces && (e.Type == eboard.Lift || e.Type == eboard.Place || e.Type == eboard.Snapshot):
		line += "; " + w.c.Say("cmd.watch-position", e.Pieces.FEN())
	case e.Type == eboard.Snapshot && e.HasBoard:
		line += "; " + w.describe(e.Occupied)
	}
	if e.HasBoard {
		w.lastOcc, w.haveOcc = e.Occupied, true
	}
	fmt.Fprintln(w.out, line)
	return true
}

// sameClockState reports whether two clock states differ only in their
// times.
func sameClockState(a, b eboard.ClockState) bool {
	a.Left, a.Right, b.Left, b.Right = 0, 0, 0, 0
	return a == b
}

// describe says in words what a presence-only snapshot shows.
func (w *watcher) describe(o eboard.Occupancy) string {
	if o == eboard.StartOccupancy {
		return w.c.Say("cmd.watch-as-start")
	}
	ref, unlike := eboard.StartOccupancy, "cmd.watch-unlike-start"
	if w.haveOcc {
		ref, unlike = w.lastOcc, "cmd.watch-unlike-before"
		if o == ref {
			return w.c.Say("cmd.watch-as-before")
		}
	}
	diff := o ^ ref
	if diff.Count() > 8 {
		return w.c.Say("cmd.watch-occupied", w.squareList(o))
	}
	var parts []string
	for _, sq := range diff.Squares() {
		if o.Has(sq) {
			parts = append(parts, w.c.Say("cmd.watch-square-occupied", sq))
		} else {
			parts = append(parts, w.c.Say("cmd.watch-square-empty", sq))
		}
	}
	return w.c.Say(unlike, strings.Join(parts, ", "))
}

func (w *watcher) squareList(o eboard.Occupancy) string {
	var s []string
	for _, sq := range o.Squares() {
		s = append(s, sq.String())
	}
	if len(s) == 0 {
		return w.c.Say("cmd.watch-none")
	}
	return strings.Join(s, " ")
}

func (w *watcher) printJSON(e eboard.Event, t time.Duration) {
	j := watchEvent{
		T:     math.Round(t.Seconds()*1000) / 1000,
		Board: e.Board.String(),
		Event: e.Type.String(),
	}
	var text []string
	switch e.Type {
	case eboard.Lift, eboard.Place:
		j.Square = e.Square.String()
		if e.Piece != rules.NoPiece {
			text = append(text, w.c.Say(eboard.PieceKey(e.Piece)))
		}
	case eboard.Button:
		text = append(text, w.c.Say("eboard.ev-button", e.Button))
	case eboard.Clock:
		text = append(text, e.Clock.SayIn(w.c))
	}
	if said := e.Said(w.c); said != "" {
		text = append(text, said)
	}
	j.Code = e.Note.String()
	j.Text = strings.Join(text, ", ")
	if e.HasBoard && (e.Type == eboard.Lift || e.Type == eboard.Place || e.Type == eboard.Snapshot) {
		j.Occupied = e.Occupied.String()
		if e.HasPieces {
			j.FEN = e.Pieces.FEN()
		}
	}
	data, err := json.Marshal(j)
	if err != nil {
		return // cannot happen: plain strings and numbers
	}
	fmt.Fprintln(w.out, string(data))
}

// reportStats says on standard error how much line trouble there was.
func reportStats(w io.Writer, c catalog.Catalog, b drivers.Board) {
	if sb, ok := b.(interface{ Driver() serialport.Driver }); ok {
		writeStats(w, c, sb.Driver())
	}
}

// writeStats writes the line trouble a driver counted, if any.
func writeStats(w io.Writer, c catalog.Catalog, drv serialport.Driver) {
	switch d := drv.(type) {
	case *dgt.Driver:
		s := d.Stats()
		if s.GarbageBytes > 0 || s.Invalid > 0 {
			fmt.Fprintln(w, c.Say("cmd.board-noise", c.Count("cmd.n-bytes", int(s.GarbageBytes)),
				c.Count("cmd.n-resyncs", int(s.Resyncs)), c.Count("cmd.n-impossible", int(s.Invalid))))
		}
	case *millennium.Driver:
		s := d.Stats()
		if s.GarbageBytes > 0 || s.Invalid > 0 {
			fmt.Fprintln(w, c.Say("cmd.board-noise", c.Count("cmd.n-bytes", int(s.GarbageBytes)),
				c.Count("cmd.n-resyncs", 0), c.Count("cmd.n-impossible", int(s.Invalid))))
		}
	case *certabo.Driver:
		s := d.Stats()
		if s.Garbled+s.Dropped > 0 {
			fmt.Fprintln(w, c.Say("cmd.board-noise", c.Count("cmd.n-bytes", int(s.Dropped)),
				c.Count("cmd.n-resyncs", 0), c.Count("cmd.n-impossible", int(s.Garbled))))
		}
	case *tactile.Driver:
		s := d.Stats()
		if s.Garbled+s.TooLong+s.Lost+s.Bounces+s.Redundant > 0 {
			fmt.Fprintln(w, c.Say("cmd.board-trouble", c.Count("cmd.n-garbled", int(s.Garbled)),
				s.TooLong, s.Lost, c.Count("cmd.n-bounces", int(s.Bounces)), c.Count("cmd.n-redundant", int(s.Redundant))))
		}
	}
}
