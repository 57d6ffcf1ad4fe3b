package main

import (
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
)

// noArgs is cobra.NoArgs answered in words: the command takes options
// only, and the first word given is named.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	if len(args) == 1 {
		if flag := flagFor(cmd, args[0]); flag != "" {
			// What a new user types first (blindchess braille game.pgn):
			// the command line that works.
			return usageErr("cli.give-as-flag", commandName(cmd), flag, cmd.CommandPath(), flag, args[0])
		}
	}
	return usageErr("cli.no-args", commandName(cmd), args[0], cmd.CommandPath())
}

// argFlags are the options that take what a word given as an argument
// looks like: a PGN file, a game's journal, a depth; the first the
// command has is named.
var argFlags = []struct {
	flag  string
	looks func(arg string) bool
}{
	{"pgn", func(a string) bool { return strings.HasSuffix(strings.ToLower(a), ".pgn") }},
	{"resume", func(a string) bool { return strings.HasSuffix(strings.ToLower(a), ".journal") }},
	{"depth", func(a string) bool {
		n, err := strconv.Atoi(a)
		return err == nil && n >= 0
	}},
}

// flagFor returns the name of cmd's option that takes arg, or "" when
// arg looks like nothing one of its options takes.
func flagFor(cmd *cobra.Command, arg string) string {
	for _, f := range argFlags {
		if cmd.Flags().Lookup(f.flag) != nil && f.looks(arg) {
			return f.flag
		}
	}
	return ""
}

// exactArg wants exactly one argument, what (a key of the catalog, such
// as "cli.game-folder"), answering a missing or an extra one in words
// with the example command line example.
func exactArg(what, example string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		switch {
		case len(args) == 0:
			return usageErr("cli.arg-missing", commandName(cmd), sayKey(what), example)
		case len(args) > 1:
			return usageErr("cli.arg-extra", commandName(cmd), strings.Join(args, " "), sayKey(what), example)
		}
		return nil
	}
}

// commandName is the command's path without the program's name:
// "recording list".
func commandName(cmd *cobra.Command) string {
	return strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" ")
}

// sayKey is a sentence of the catalogs without arguments, said in the
// language of whoever says the error it is part of.
type sayKey string

// SayIn says the sentence in c's language.
func (k sayKey) SayIn(c catalog.Catalog) string { return c.Say(string(k)) }

// sayCount is a sentence of the catalogs that counts (a plural key), said
// in the language of whoever says the error it is part of.
type sayCount struct {
	key string
	n   int
}

// SayIn says the sentence in c's language, in the form that fits n.
func (s sayCount) SayIn(c catalog.Catalog) string { return c.Count(s.key, s.n) }
