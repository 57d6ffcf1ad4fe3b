// Package session runs a session at the table, under both "blindchess
// play" (one game) and "blindchess clock" (the talking clock): its run
// modes (a script on virtual time, a script on real time, typed lines or
// single keys on a terminal), its devices (voice, braille display, boards,
// microphone), its journal and --resume. The commands parse their flags
// into PlayOptions or ClockOptions and make one call, Play or Clock.
//
// A new input (a board, a relay) is a source of lines and a new output (a
// display, a recorder) a sink of outputs; both are opened in one place,
// devices.go.
package session

import (
	"fmt"
	"io"
)

// IO is the session's standard streams.
type IO struct {
	In       io.Reader
	Out, Err io.Writer
}

// ExitError carries the process's exit code out of a session: 2 for bad
// usage or bad input, 1 for a check or a write that failed.
type ExitError struct {
	Code int
	Msg  string
}

// Error returns the message.
func (e *ExitError) Error() string { return e.Msg }

// UsageErr returns an error that exits with code 2 (bad usage or input).
func UsageErr(format string, a ...any) error {
	return &ExitError{Code: 2, Msg: fmt.Sprintf(format, a...)}
}

// FailErr returns an error that exits with code 1 (a check failed).
func FailErr(format string, a ...any) error {
	return &ExitError{Code: 1, Msg: fmt.Sprintf(format, a...)}
}
