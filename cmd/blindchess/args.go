package main

import (
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
)

// sentences returns the catalog of cmd's language: its --lang when it
// has one and it is given, otherwise the locale (catalog.Choose); English
// for a --lang the command refuses later.
func sentences(cmd *cobra.Command) catalog.Catalog {
	flag := ""
	if f := cmd.Flags().Lookup("lang"); f != nil && f.Changed {
		flag = f.Value.String()
	}
	l, err := catalog.Choose(flag, os.Getenv)
	if err != nil {
		l = catalog.English
	}
	return catalog.For(l)
}

// noArgs is cobra.NoArgs answered in words: the command takes options
// only, and the first word given is named.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	return usageErr("%s", sentences(cmd).Say("cli.no-args", commandName(cmd), args[0], cmd.CommandPath()))
}

// exactArg wants exactly one argument, what (a key of the catalog, such
// as "cli.game-folder"), answering a missing or an extra one in words
// with the example command line example.
func exactArg(what, example string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		c := sentences(cmd)
		switch {
		case len(args) == 0:
			return usageErr("%s", c.Say("cli.arg-missing", commandName(cmd), c.Say(what), example))
		case len(args) > 1:
			return usageErr("%s", c.Say("cli.arg-extra", commandName(cmd), strings.Join(args, " "), c.Say(what), example))
		}
		return nil
	}
}

// commandName is the command's path without the program's name:
// "recording list".
func commandName(cmd *cobra.Command) string {
	return strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" ")
}
