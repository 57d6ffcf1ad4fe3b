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

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/session"
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
	return executeTree(newRootCmd(), args, stdin, stdout, stderr)
}

// executeTree runs the command line on the command tree under root, its
// help and its errors in the language of the command line (helpLang),
// and returns the exit code as execute does.
func executeTree(root *cobra.Command, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	// The language of the help and of the command line's own errors,
	// which come before --lang is parsed (an unknown option before it).
	c := catalog.For(helpLang(args, os.Getenv))
	localizeHelp(root, c)
	// cobra's and pflag's own errors in that language (clierrors.go).
	root.SetFlagErrorFunc(flagError)
	localizeArgs(root)
	cmd, err := root, checkCommands(root, args)
	if err == nil {
		cmd, err = root.ExecuteC()
	}
	if err == nil {
		return 0
	}
	var ee *exitError
	if !errors.As(err, &ee) {
		if e, ok := cobraError(cmd, err); ok {
			err = e
		}
	}
	if errors.As(err, &ee) {
		if msg := ee.SayIn(c); msg != "" {
			fmt.Fprintln(stderr, "blindchess:", msg)
		}
		return ee.Code
	}
	fmt.Fprintln(stderr, "blindchess:", c.Error(err))
	return 2
}

// exitError carries a specific exit code out of a command.
type exitError = session.ExitError

// usageErr returns an error that exits with code 2 (bad usage or input).
func usageErr(format string, a ...any) error { return session.UsageErr(format, a...) }

// failErr returns an error that exits with code 1 (a check failed).
func failErr(format string, a ...any) error { return session.FailErr(format, a...) }

// givenFlags returns the flags given on cmd's command line with their
// values.
func givenFlags(cmd *cobra.Command) map[string]string {
	given := map[string]string{}
	cmd.Flags().Visit(func(f *pflag.Flag) { given[f.Name] = f.Value.String() })
	return given
}

// streams returns cmd's standard streams for a session.
func streams(cmd *cobra.Command) session.IO {
	return session.IO{In: cmd.InOrStdin(), Out: cmd.OutOrStdout(), Err: cmd.ErrOrStderr()}
}
