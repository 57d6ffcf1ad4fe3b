package main

import (
	"github.com/spf13/cobra"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "0.1.0-dev"

// commit is set at build time with -ldflags "-X main.commit=..." (the
// Makefile and scripts/dist.sh give git's HEAD); it names the commit when
// Go records none: the release archives are built with -buildvcs=false,
// and Go does not stamp a build in a git worktree.
var commit string

// newRootCmd builds the root command and registers every subcommand.
// Each subcommand lives in its own file and exposes a newXxxCmd
// constructor. Their help is filled in afterwards (localizeHelp).
func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:           "blindchess",
		Version:       version,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	// --lang is read before cobra parses (helpLang); the flag is here
	// so that `blindchess --help --lang de` is not refused.
	root.Flags().String("lang", "", "")
	for _, add := range subcommands {
		root.AddCommand(add())
	}
	addCompletions(root)
	return root
}
