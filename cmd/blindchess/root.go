package main

import (
	"github.com/spf13/cobra"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "0.1.0-dev"

// newRootCmd builds the root command and registers every subcommand.
// Each subcommand lives in its own file and exposes a newXxxCmd constructor.
func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "blindchess",
		Short: "Chess assistant for visually impaired players under FIDE Annex D",
		Long: `blindchess announces moves in the FIDE Annex D phonetic alphabet, runs a
talking clock, reads tactile and electronic boards over serial lines and
keeps the game record, on one rules core that implements the FIDE Laws.

It contains no engine, no hints and no evaluation.`,
		Version:       version,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return usageErr("cmd.root-see", err, c.CommandPath()+" --help")
	})
	for _, add := range subcommands {
		root.AddCommand(add())
	}
	addCompletions(root)
	return root
}
