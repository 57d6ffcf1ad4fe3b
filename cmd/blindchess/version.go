package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/buildinfo"
	"github.com/blindchess/blindchess/internal/catalog"
)

// build returns the build of the running program: main.version as the
// Makefile sets it, the commit (Go's record, else main.commit) and the Go
// version.
func build() buildinfo.Info { return buildinfo.Read(version).WithCommit(commit) }

func newVersionCmd() *cobra.Command {
	var lang string
	cmd := &cobra.Command{
		Use:  "version",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := catalog.Choose(lang, os.Getenv)
			if err != nil {
				return usageErr("%v", err)
			}
			c := catalog.For(l)
			in := build()
			out := cmd.OutOrStdout()
			fmt.Fprintln(out, c.Say("cmd.version-version", in.Version))
			switch {
			case in.Commit == "":
				fmt.Fprintln(out, c.Say("cmd.version-no-commit"))
			case in.Modified:
				fmt.Fprintln(out, c.Say("cmd.version-modified", in.Commit))
			default:
				fmt.Fprintln(out, c.Say("cmd.version-commit", in.Commit))
			}
			fmt.Fprintln(out, c.Say("cmd.version-go", in.Go))
			return nil
		},
	}
	cmd.Flags().StringVar(&lang, "lang", "", "")
	return cmd
}
