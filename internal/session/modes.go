package session

import (
	"context"
	"errors"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"golang.org/x/term"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/table"
	"github.com/blindchess/blindchess/internal/talkclock"
)

// The run modes of a session: how its inputs reach the loop. A script on
// virtual time is handled at once, line by line; a script on real time,
// typed lines and single keys go through Loop.Run on the real clock,
// merged with the devices' lines.

// runVirtualScript plays a script of play on virtual time, at once. Its
// lines are journaled as a real-time script's are (table.LineSource): a
// board's line with the board it stands for as its source, any other
// with table.SourceScript.
func runVirtualScript(loop *table.Loop, script io.Reader) error {
	return table.ReadScript(script, func(l table.ScriptLine) bool {
		return !loop.HandleScript(table.Input{At: l.At, Source: table.LineSource(l.Text, table.SourceScript), Text: l.Text})
	})
}

// runInteractive reads typed lines from stdin until quit or end of input,
// on the session's clock src; an interrupt (Ctrl+C) or SIGTERM leaves the
// game saved.
func runInteractive(ctx context.Context, loop *table.Loop, src *table.RealTime, stdin io.Reader, extra []<-chan string) error {
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	done := make(chan struct{})
	defer close(done)
	lines, _ := readTyped(stdin, done)
	return loop.Run(ctx, src, table.MergeLines(lines, done, extra...))
}

// readTyped reads the lines typed on stdin: from a terminal (without the
// line editor) with table.ReadTerminalLines, where Ctrl+D, the end of the
// terminal's input, asks whether to leave; otherwise to the end of the
// input, which ends the game.
func readTyped(stdin io.Reader, done <-chan struct{}) (<-chan string, func() error) {
	if f, ok := stdin.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		return table.ReadTerminalLines(f, func() bool { return term.IsTerminal(int(f.Fd())) }, done)
	}
	return table.ReadLines(stdin, done)
}

// runRealScript feeds a script to the live loop, each line at its time on
// the session's clock src;
// its lines are journaled with table.SourceScript (a board's line with
// its board, table.LineSource), as on virtual time, not as typed.
func runRealScript(ctx context.Context, loop *table.Loop, src *table.RealTime, script io.Reader, extra []<-chan string) error {
	loop.Source = table.SourceScript
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	done := make(chan struct{})
	defer close(done)
	lines, scriptErr := table.FeedScript(script, src, done)
	if err := loop.Run(ctx, src, table.MergeLines(lines, done, extra...)); err != nil {
		return err
	}
	if loop.Quit() {
		return nil
	}
	return scriptErr()
}

// realTime is what a run mode on real time needs: the session's context,
// its clock, the channel that stops the readers, and the devices' lines.
type realTime struct {
	ctx   context.Context
	src   *table.RealTime
	done  chan struct{}
	lines []<-chan string
}

// clockVirtualScript runs a script of the clock on virtual time, at once.
// A resumed clock's script must go on from the journal's last instant.
func clockVirtualScript(loop *table.Loop, m *talkclock.Machine, script []table.ScriptLine, base time.Duration, w *table.Writer) error {
	loop.Source = table.SourceScript
	loop.Start()
	for _, l := range script {
		if l.At < base {
			return UsageErr("run.modes-script-line-s-the", l.Line, talkclock.FormatSeconds(l.At), talkclock.FormatSeconds(base))
		}
		if loop.HandleScript(table.Input{At: l.At, Source: table.SourceScript, Text: l.Text}) {
			break
		}
	}
	if !loop.Quit() && m.Confirming() {
		// A quit at the last line: no line is left to answer it, and the
		// run ends with the script.
		loop.Handle(table.Input{At: m.Now(), Source: table.SourceSystem, Text: talkclock.InputScriptEnded})
	}
	if !loop.Quit() {
		loop.Settle()
	}
	if n, err := m.Failed(); err != nil {
		if n < 1 || n > len(script) {
			// A record of the resumed journal, not a line of this script.
			return FailErr("%v", err)
		}
		l := script[n-1]
		if errors.Is(err, clock.ErrNotStarted) {
			// A script's first press: the clock starts with a start line.
			return UsageErr("run.clock-script-not-started", l.Line, talkclock.FormatSeconds(l.At), err)
		}
		return UsageErr("run.modes-script-line-s", l.Line, talkclock.FormatSeconds(l.At), err)
	}
	return w.Err()
}

// clockRealScript runs a script of the clock on real time; after its last
// line the clock runs on until a flag falls.
func clockRealScript(rt realTime, loop *table.Loop, m *talkclock.Machine, script []table.ScriptLine) error {
	loop.Source = table.SourceScript
	loop.Start()
	runErr := loop.Run(rt.ctx, rt.src, table.MergeLines(table.FeedLines(script, rt.src, rt.done), rt.done, rt.lines...))
	if runErr == nil && !loop.Quit() && m.Confirming() {
		// A quit at the last line: no line is left to answer it, and the
		// run ends with the script.
		loop.Handle(table.Input{At: max(m.Now(), rt.src.Now()), Source: table.SourceSystem, Text: talkclock.InputScriptEnded})
	}
	if runErr == nil && !loop.Quit() {
		// The script is over; the clock runs on until a flag falls.
		runErr = loop.Run(rt.ctx, rt.src, nil)
	}
	if n, err := m.Failed(); err != nil {
		if n < 1 || n > len(script) {
			return FailErr("%v", err)
		}
		return UsageErr("run.modes-script-line", script[n-1].Line, err)
	}
	return runErr
}

// clockKeys runs the clock on the keys of a raw terminal (tty), or on
// typed lines (in), until quit or the end of the input.
func clockKeys(rt realTime, loop *table.Loop, m *talkclock.Machine, w *table.Writer, in io.Reader, tty *os.File, raw, resumed bool) error {
	m.Greet = true
	m.Lines = !raw
	var keys <-chan string
	var readErr func() error
	if raw {
		state, err := term.MakeRaw(int(tty.Fd()))
		if err != nil {
			return FailErr("run.modes-cannot-read-single-keys", err)
		}
		defer term.Restore(int(tty.Fd()), state)
		keys, readErr = table.ReadKeys(in, rt.done, w.Hush)
	} else {
		keys, readErr = table.ReadLines(in, rt.done)
	}
	if !resumed {
		loop.Start()
	}
	runErr := loop.Run(rt.ctx, rt.src, table.MergeLines(keys, rt.done, rt.lines...))
	if runErr == nil && !loop.Quit() {
		if err := readErr(); err != nil {
			return FailErr("run.modes-reading-the-keys", err)
		}
		for _, out := range m.Ended() {
			w.Emit(out)
		}
	}
	return runErr
}
