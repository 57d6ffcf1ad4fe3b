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
// usage or bad input, 1 for a check or a write that failed. Its message is
// a sentence of the catalogs, said in the session's language (SayIn).
type ExitError struct {
	Code int
	Err  error // what is wrong: a catalog.Error, or an error whose arguments are
}

// Error returns the message in English.
func (e *ExitError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn returns the message in the language of c.
func (e *ExitError) SayIn(c catalog.Catalog) string {
	return table.ClipWords(c.Error(e.Err), maxEchoWord)
}

// maxEchoWord bounds each word of an error message: a path or a value of
// a crafted journal, megabytes long, is repeated by its start only.
const maxEchoWord = 200

// Unwrap returns what is wrong.
func (e *ExitError) Unwrap() error { return e.Err }

// UsageErr returns an error that exits with code 2 (bad usage or input):
// the catalog's sentence key with args, or, for a key the catalogs do not
// have, key as an fmt format without words ("%v") whose error arguments
// are said in the session's language.
func UsageErr(key string, a ...any) error { return &ExitError{Code: 2, Err: errorOf(key, a)} }

// FailErr returns an error that exits with code 1 (a check failed), its
// message as UsageErr's.
func FailErr(key string, a ...any) error { return &ExitError{Code: 1, Err: errorOf(key, a)} }

// errorOf is the error of a catalog key, or of a format without words.
func errorOf(key string, a []any) error {
	if catalog.For(catalog.English).Has(key) {
		return catalog.Errorf(key, a...)
	}
	return formatError{format: key, args: a}
}

// formatError is a format without words whose arguments are sentences or
// errors said in the session's language.
type formatError struct {
	format string
	args   []any
}

func (e formatError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn fills the format with the arguments, errors said in c's language.
func (e formatError) SayIn(c catalog.Catalog) string {
	args := make([]any, len(e.args))
	for i, a := range e.args {
		switch x := a.(type) {
		case catalog.Sayer:
			a = x.SayIn(c) // an outcome, a piece: words of c's language
		case error:
			a = c.Error(x)
		}
		args[i] = a
	}
	return fmt.Sprintf(e.format, args...)
}

// Unwrap returns the errors among the arguments.
func (e formatError) Unwrap() []error {
	var errs []error
	for _, a := range e.args {
		if err, ok := a.(error); ok {
			errs = append(errs, err)
		}
	}
	return errs
}

// sentence returns the catalog's sentence key in the language of the code
// lang (de, en, cs; English for another), with args filled in.
// langCatalog is the catalog of the language code lang (English for a
// code it does not know).
func langCatalog(lang string) catalog.Catalog {
	l, err := catalog.Parse(lang)
	if err != nil {
		l = catalog.English
	}
	return catalog.For(l)
}

func sentence(lang, key string, args ...any) string {
	l, err := catalog.Parse(lang)
	if err != nil {
		l = catalog.English
	}
	return catalog.For(l).Say(key, args...)
}
