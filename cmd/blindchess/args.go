package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/session"
)

// sentenceLang is the language of cmd's sentences: its --lang when it has
// one and it is given, otherwise the locale (session.Lang).
func sentenceLang(cmd *cobra.Command) string {
	if f := cmd.Flags().Lookup("lang"); f != nil && f.Changed {
		return session.Lang(f.Value.String())
	}
	return session.Lang("")
}

// noArgs is cobra.NoArgs answered in words: the command takes options
// only, and the first word given is named.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	return usageErr("%s", session.Say(sentenceLang(cmd), "no-args", commandName(cmd), args[0], cmd.CommandPath()))
}

// exactArg wants exactly one argument, what (a key of session's words,
// such as "game-folder"), answering a missing or an extra one in words
// with the example command line example.
func exactArg(what, example string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		lang := sentenceLang(cmd)
		switch {
		case len(args) == 0:
			return usageErr("%s", session.Say(lang, "arg-missing", commandName(cmd), session.Say(lang, what), example))
		case len(args) > 1:
			return usageErr("%s", session.Say(lang, "arg-extra", commandName(cmd), strings.Join(args, " "), session.Say(lang, what), example))
		}
		return nil
	}
}

// commandName is the command's path without the program's name:
// "recording list".
func commandName(cmd *cobra.Command) string {
	return strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" ")
}
