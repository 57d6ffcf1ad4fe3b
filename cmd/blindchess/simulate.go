package main

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/drivers"
	"github.com/blindchess/blindchess/internal/eboard/emulator"
	"github.com/blindchess/blindchess/internal/eboard/tactile"
)

func newSimulateCmd() *cobra.Command {
	var (
		link    string
		id      string
		rotated bool
		verbose bool
		off     bool
		onAfter time.Duration
		garbage int
		oneIn   int
		lang    string
	)
	cmd := &cobra.Command{
		Use: "simulate",
		// After the long help: the commands the board takes, as its
		// own help command lists them.
		Annotations: map[string]string{helpTailAnnotation: "emulator.help"},
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usageErr("boards.simulate-needs", strings.Join(emulatedNames(), ", "))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, err := catalog.Choose(lang, os.Getenv); err != nil {
				return usageErr("catalog.bad-lang", lang)
			}
			d, ok := drivers.Lookup(args[0])
			if !ok || !d.Emulated {
				return usageErr("boards.simulate-unknown", args[0], strings.Join(emulatedNames(), ", "))
			}
			kind := d.Kind
			if rotated && kind != eboard.DGT {
				return usageErr("cmd.simulate-rotated-is-for-the")
			}
			if cmd.Flags().Changed("id") && kind != eboard.Tactile {
				return usageErr("cmd.simulate-id-is-for-the")
			}
			if !tactile.ValidBoardID(id) {
				return usageErr("cmd.simulate-id-use-to-of", id)
			}
			if err := checkLinkPath(link); err != nil {
				return err
			}
			if onAfter < 0 {
				return usageErr("cmd.simulate-on-after-want-a", onAfter)
			}
			if garbage < 0 || garbage > 10000 {
				return usageErr("cmd.simulate-garbage-want", garbage)
			}
			if oneIn < 1 {
				return usageErr("cmd.simulate-garbage-one-in-want", oneIn)
			}
			opts := emulator.Options{Link: link, Rotated: rotated, BoardID: id, Off: off || onAfter > 0, Garbage: garbage, GarbageOneIn: oneIn}
			if verbose {
				opts.Log = cmd.ErrOrStderr()
				opts.LogLang = catalogOf(cmd).Lang()
			}
			b, err := emulator.New(kind, opts)
			if err != nil {
				return failErr("cmd.simulate-cannot-start-the-emulated", err)
			}
			defer b.Close()
			out := &syncWriter{w: cmd.OutOrStdout()}
			cat := catalogOf(cmd)
			name := d.ShortIn(cat)
			fmt.Fprintln(out, cat.Say("cmd.sim-on", name, b.Path()))
			if link != "" {
				fmt.Fprintln(out, cat.Say("cmd.sim-linked", link))
			}
			if onAfter > 0 {
				fmt.Fprintln(out, cat.Say("cmd.sim-off", onAfter))
			}
			fmt.Fprintln(out, cat.Say("cmd.sim-help"))
			ctx := cmd.Context()
			if ctx == nil {
				ctx = context.Background()
			}
			ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
			defer stop()
			if onAfter > 0 {
				t := time.AfterFunc(onAfter, func() {
					if err := b.PowerOn(); err == nil {
						fmt.Fprintln(out, cat.Say("cmd.sim-switched-on"))
					}
				})
				defer t.Stop()
			}
			return b.RunIn(ctx, cat, cmd.InOrStdin(), out)
		},
	}
	cmd.Flags().StringVar(&link, "link", "", "")
	cmd.Flags().StringVar(&id, "id", "SIM-0001", "")
	cmd.Flags().BoolVar(&rotated, "rotated", false, "")
	cmd.Flags().BoolVar(&off, "off", false, "")
	cmd.Flags().DurationVar(&onAfter, "on-after", 0, "")
	cmd.Flags().IntVar(&garbage, "garbage", 0, "")
	cmd.Flags().IntVar(&oneIn, "garbage-one-in", 4, "")
	cmd.Flags().BoolVar(&verbose, "verbose", false, "")
	cmd.Flags().StringVar(&lang, "lang", "", "")
	return cmd
}

// checkLinkPath refuses a --link path that simulate cannot keep a
// symbolic link at: an existing file or folder (it is never replaced), or
// a path in a folder that does not exist.
func checkLinkPath(link string) error {
	if link == "" {
		return nil
	}
	if fi, err := os.Lstat(link); err == nil && fi.Mode()&fs.ModeSymlink == 0 {
		return usageErr("cmd.simulate-link-it-exists-and", link)
	}
	if fi, err := os.Stat(filepath.Dir(link)); err != nil || !fi.IsDir() {
		return usageErr("cmd.simulate-link-the-folder-does", link, filepath.Dir(link))
	}
	return nil
}

// syncWriter serialises the lines of the command loop and of the timer
// that switches the board on (--on-after).
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

// emulatedNames returns the names of the registered protocols the
// emulator speaks.
func emulatedNames() []string {
	var out []string
	for _, d := range drivers.All() {
		if d.Emulated {
			out = append(out, d.Name)
		}
	}
	return out
}
