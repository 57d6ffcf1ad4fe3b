package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/eboard/drivers"
	"github.com/blindchess/blindchess/internal/eboard/ports"
	"github.com/blindchess/blindchess/internal/eboard/serialport"

	"github.com/blindchess/blindchess/internal/catalog"
)

func newPortsCmd() *cobra.Command {
	var (
		noProbe bool
		timeout time.Duration
		lang    string
	)
	cmd := &cobra.Command{
		Use: "ports",
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, err := catalog.Choose(lang, os.Getenv); err != nil {
				return usageErr("catalog.bad-lang", lang)
			}
			if timeout <= 0 || timeout > 10*time.Second {
				return usageErr("cmd.ports-timeout-give-a-time", timeout)
			}
			list, err := ports.List()
			if err != nil && len(args) == 0 {
				return failErr("cmd.ports-name-a-port-instead", err)
			}
			seen := map[string]bool{}
			for _, p := range list {
				seen[p.Name] = true
			}
			named := map[string]bool{} // named on the command line, not listed by the system
			for _, a := range args {
				if !seen[a] {
					list = append(list, ports.Port{Name: a})
					seen[a], named[a] = true, true
				}
			}
			out := cmd.OutOrStdout()
			if len(list) == 0 {
				fmt.Fprintln(out, catalogOf(cmd).Say(portsNoneKey(runtime.GOOS)))
				if runtime.GOOS != "windows" { // Windows has no pseudo-terminals
					fmt.Fprintln(out, catalogOf(cmd).Say("cmd.ports-pty"))
				}
				return nil
			}
			var bad []error // named paths that are no serial port
			for _, p := range list {
				if err := printPort(out, catalogOf(cmd), p, named[p.Name], !noProbe, timeout); err != nil {
					bad = append(bad, err)
				}
			}
			if len(bad) == 0 {
				return nil
			}
			// Bad input (exit 2): each on standard error, the last as
			// the command's error.
			for _, err := range bad[:len(bad)-1] {
				fmt.Fprintln(cmd.ErrOrStderr(), "blindchess:", catalogOf(cmd).Error(err))
			}
			return &exitError{Code: 2, Err: bad[len(bad)-1]}
		},
	}
	cmd.Flags().BoolVar(&noProbe, "no-probe", false, "")
	cmd.Flags().DurationVar(&timeout, "timeout", 500*time.Millisecond, "")
	cmd.Flags().StringVar(&lang, "lang", "", "")
	return cmd
}

// printPort writes the line of port p: its USB identity, what it likely
// is and, with probe, which board answers on it. A path named on the
// command line that the system does not list as a port is guessed from
// its name only; when opening it fails, its line says just that and what
// to do, not the guess. A named path that is no serial port at all (a
// folder, an ordinary file, a device of another kind) gets no line: its
// error is returned, bad input for the caller to say.
func printPort(out io.Writer, c catalog.Catalog, p ports.Port, named, probe bool, timeout time.Duration) error {
	if named {
		err := serialport.NotAPort(p.Name)
		if err == nil && probe {
			var id ports.Identity
			if id, err = ports.Identify(p.Name, timeout); err == nil || errors.Is(err, ports.ErrNoAnswer) {
				printAnswer(out, c, p, true, id, err)
				return nil
			}
		}
		if serialport.IsNotAPort(err) {
			return err
		}
		if err != nil {
			fmt.Fprintln(out, p.Name+": "+strings.TrimPrefix(c.Error(err), p.Name+": "))
			return nil
		}
	}
	if !probe {
		printAnswer(out, c, p, false, ports.Identity{}, nil)
		return nil
	}
	id, err := ports.Identify(p.Name, timeout)
	printAnswer(out, c, p, true, id, err)
	return nil
}

// printAnswer writes the line of port p and, when it was probed, the
// answer: id, or the probe's error err.
func printAnswer(out io.Writer, c catalog.Catalog, p ports.Port, probed bool, id ports.Identity, err error) {
	var b strings.Builder
	b.WriteString(p.Name + ": ")
	if p.IsUSB {
		fmt.Fprintf(&b, "USB %s:%s", p.VID, p.PID) // the same in every language
		if p.Product != "" {
			fmt.Fprintf(&b, " %q", p.Product)
		}
		if p.Serial != "" {
			b.WriteString(" " + c.Say("cmd.ports-serial", p.Serial))
		}
		b.WriteString(", ")
	}
	b.WriteString(c.Say(ports.LikelyKey(p)))
	if p.IsUSB {
		var titles []string
		for _, d := range drivers.ByUSB(p.VID, p.PID) {
			titles = append(titles, d.TitleIn(c)+" ("+d.Name+")")
		}
		if len(titles) > 0 {
			b.WriteString("; " + c.Say("boards.ports-registered", strings.Join(titles, ", ")))
		}
	}
	if probed {
		switch {
		case err == nil:
			b.WriteString("; " + c.Say("cmd.ports-answers", c.Error(id.Said)))
		case errors.Is(err, ports.ErrNoAnswer):
			b.WriteString("; " + c.Say("cmd.ports-no-answer"))
		default:
			b.WriteString("; " + strings.TrimPrefix(c.Error(err), p.Name+": "))
		}
	}
	fmt.Fprintln(out, b.String())
}
