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
	"github.com/blindchess/blindchess/internal/table"
	"io"

	"github.com/blindchess/blindchess/internal/catalog"
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
	return &ExitError{Code: 2, Msg: table.ClipWords(fmt.Sprintf(format, a...), maxEchoWord)}
}

// maxEchoWord bounds each word of an error message: a path or a value of
// a crafted journal, megabytes long, is repeated by its start only.
const maxEchoWord = 200

// FailErr returns an error that exits with code 1 (a check failed).
func FailErr(format string, a ...any) error {
	return &ExitError{Code: 1, Msg: table.ClipWords(fmt.Sprintf(format, a...), maxEchoWord)}
}

// sentence returns the catalog's sentence key in the language of the code
// lang (de, en, cs; English for another), with args filled in.
func sentence(lang, key string, args ...any) string {
	l, err := catalog.Parse(lang)
	if err != nil {
		l = catalog.English
	}
	return catalog.For(l).Say(key, args...)
}
