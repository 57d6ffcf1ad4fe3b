package main

import (
	"bufio"
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/eboard/drivers"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/twoboard"

	"github.com/blindchess/blindchess/internal/catalog"
)

func newBoardFollowCmd() *cobra.Command {
	var (
		spec                          boardSpec
		capture, fen, styleName, lang string
		count                         int
	)
	cmd := &cobra.Command{
		Use:  "follow",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			n := spec.given()
			if capture != "" {
				n++
			}
			if n != 1 {
				return usageErr("cmd.follow-give-one-board-dgt")
			}
			if count < 0 {
				return usageErr("cmd.follow-count-give-a-number", count)
			}
			l, err := catalog.Choose(lang, os.Getenv)
			if err != nil {
				return usageErr("catalog.bad-lang", lang)
			}
			if !cmd.Flags().Changed("style") {
				// The words of the squares follow the language unless
				// --style says.
				styleName = styleOfLang(l)
			}
			style, err := phonetic.ParseStyle(styleName)
			if err != nil {
				return usageErr("flag.bad-style", styleName, strings.Join(phonetic.StyleNames(), ", "))
			}
			start := rules.StartPosition()
			if fen != "" {
				if start, err = rules.ParseFEN(fen); err != nil {
					return usageErr("--fen: %v", err)
				}
			}
			f := &follower{out: cmd.OutOrStdout(), errOut: cmd.ErrOrStderr(), style: style, count: count, board: twoboard.Sighted, catalog: catalog.For(l)}
			f.tr = twoboard.New(start, twoboard.Options{})
			var d drivers.Driver
			var path string
			if capture == "" {
				if d, path, err = spec.resolve(); err != nil {
					return err
				}
			}
			pieces := d.Role != drivers.Tactile
			f.tr.Enable(twoboard.Sighted, twoboard.BoardConfig{Pieces: pieces, Moves: [2]bool{true, true}}, nil)
			if capture != "" {
				return f.replay(capture)
			}
			ctx := cmd.Context()
			if ctx == nil {
				ctx = context.Background()
			}
			ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
			defer stop()
			if d.Role == drivers.Tactile {
				f.board = twoboard.Tactile
			}
			b := d.Open(path)
			defer b.Close()
			f.ask = b.RequestSnapshot
			fmt.Fprintln(cmd.ErrOrStderr(), f.cat().Say("cmd.follow-following", d.ShortIn(f.cat()), path))
			return f.run(ctx, b.Events())
		},
	}
	cmd.Flags().StringVar(&spec.spec, "board", "", "")
	helpArgs(cmd.Flags(), "board", strings.Join(drivers.Names(0), ", "))
	cmd.Flags().StringVar(&spec.dgtPath, "dgt", "", "")
	cmd.Flags().StringVar(&spec.tactilePath, "tactile", "", "")
	cmd.Flags().StringVar(&capture, "capture", "", "")
	cmd.Flags().StringVar(&fen, "fen", "", "")
	cmd.Flags().StringVar(&styleName, "style", "", "")
	helpArgs(cmd.Flags(), "style", strings.Join(phonetic.StyleNames(), ", "))
	cmd.Flags().StringVar(&lang, "lang", "", "")
	cmd.Flags().IntVar(&count, "count", 0, "")
	return cmd
}

// follower prints the facts of a Tracker that follows one board.
type follower struct {
	out, errOut io.Writer
	style       phonetic.Style
	tr          *twoboard.Tracker
	count       int
	moves       int
	// board names the board followed in what is said (the tracker holds
	// it as its sighted board either way); ask asks it for its whole
	// position (nil for a recording).
	board   twoboard.Board
	ask     func() error
	catalog catalog.Catalog // the session's language
}

// cat is the catalog of the session's language.
func (f *follower) cat() catalog.Catalog { return f.catalog }

// take prints facts and reports whether --count moves were made.
func (f *follower) take(facts []twoboard.Fact) bool {
	for _, x := range facts {
		switch x.Kind {
		case twoboard.MoveMade:
			fmt.Fprintln(f.out, x.SAN)
			f.moves++
			if f.count > 0 && f.moves >= f.count {
				return true
			}
		case twoboard.Mismatch:
			fmt.Fprintln(f.errOut, f.cat().Say("cmd.follow-differs", x.Diff.Text(f.style)))
			if x.Diff.Summarized() {
				// The summary first, then every square and step on a
				// line of its own.
				fmt.Fprintln(f.errOut, x.Diff.Details(f.style))
			}
		case twoboard.Synced:
			fmt.Fprintln(f.errOut, f.cat().Say("cmd.follow-in-step"))
		case twoboard.Fault:
			fmt.Fprintln(f.errOut, f.cat().Say("cmd.follow-fault", x.Said(f.cat())))
		case twoboard.Verifying:
			// The driver has asked already; asking again makes sure the
			// answer is reported even if it shows nothing new.
			fmt.Fprintln(f.errOut, twoboard.VerifyingText(f.board, f.cat().Lang()))
			if f.ask != nil {
				// Fails only while the port is closed: the driver says
				// that, and asks for the position when the board is back.
				_ = f.ask()
			}
		case twoboard.NeedPromotion:
			// A tactile board cannot tell the piece: a queen.
			if f.take(f.tr.Promote(rules.Queen, x.Time)) {
				return true
			}
		case twoboard.Ambiguous:
			fmt.Fprintln(f.errOut, f.cat().Say("cmd.follow-ambiguous"))
		}
	}
	return false
}

func (f *follower) run(ctx context.Context, events <-chan eboard.Event) error {
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	for {
		if d, ok := f.tr.Deadline(); ok {
			timer.Reset(time.Until(d))
		} else {
			timer.Reset(time.Hour)
		}
		select {
		case <-ctx.Done():
			f.take(f.tr.Flush(time.Now()))
			return nil
		case e, ok := <-events:
			if !ok {
				f.take(f.tr.Flush(time.Now()))
				return nil
			}
			if e.Type == eboard.Error && serialport.NeverAPort(e.Note.Key()) {
				// No board can ever be on it: stop (exit 2).
				return usageErr("%s", e.Note.SayIn(f.cat()))
			}
			if f.take(f.tr.Event(twoboard.Sighted, e)) {
				return nil
			}
		case now := <-timer.C:
			if f.take(f.tr.Advance(now)) {
				return nil
			}
		}
	}
}

// replay feeds a DGT recording through the driver, one read per 10 ms of
// fake time.
func (f *follower) replay(path string) error {
	file, err := os.Open(path)
	if err != nil {
		return usageErr("--capture: %v", err)
	}
	defer file.Close()
	done := false
	d := dgt.NewDriver(nil, func(e eboard.Event) {
		if !done && f.take(f.tr.Event(twoboard.Sighted, e)) {
			done = true
		}
	}, dgt.Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	now := time.Unix(0, 0)
	sc := bufio.NewScanner(file)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for line := 1; sc.Scan() && !done; line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		b, err := base64.StdEncoding.DecodeString(text)
		if err != nil {
			return catalog.Errorf("cmd.follow-capture-line-not-base", path, line, err)
		}
		now = now.Add(10 * time.Millisecond)
		if f.take(f.tr.Advance(now)) {
			return nil
		}
		d.Data(b, now)
	}
	if err := sc.Err(); err != nil {
		return failErr("--capture %s: %v", path, err)
	}
	if !done {
		f.take(f.tr.Flush(now.Add(time.Second)))
	}
	return nil
}
