// Command blindchess is the table-side assistant for visually impaired chess
// players under FIDE Laws of Chess, Annex D: it announces moves in the Annex D
// phonetic alphabet, runs a talking clock, reads tactile and electronic boards
// and keeps the game record. Run "blindchess --help" for the commands.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

// run executes the command line with the process's standard streams and
// returns the exit code.
func run(args []string) int {
	return execute(args, os.Stdin, os.Stdout, os.Stderr)
}

// execute runs the command line with the given streams and returns the
// process exit code: 0 success, 1 a failed check, 2 bad usage or bad input.
// Tests call it in-process.
func execute(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	root := newRootCmd()
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.Execute()
	if err == nil {
		return 0
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.msg != "" {
			fmt.Fprintln(stderr, "blindchess:", ee.msg)
		}
		return ee.code
	}
	fmt.Fprintln(stderr, "blindchess:", err)
	return 2
}

// exitError carries a specific exit code out of a command.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

// usageErr returns an error that exits with code 2 (bad usage or input).
func usageErr(format string, a ...any) error {
	return &exitError{code: 2, msg: fmt.Sprintf(format, a...)}
}

// failErr returns an error that exits with code 1 (a check failed).
func failErr(format string, a ...any) error {
	return &exitError{code: 1, msg: fmt.Sprintf(format, a...)}
}
