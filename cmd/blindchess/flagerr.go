package main

import (
	"regexp"
	"strings"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
)

// The errors of the command line's parser (pflag), in its English words.
var (
	reUnknownFlag  = regexp.MustCompile(`^unknown flag: (--\S+)$`)
	reUnknownShort = regexp.MustCompile(`^unknown shorthand flag: '(.)' in -\S+$`)
	reNeedsLong    = regexp.MustCompile(`^flag needs an argument: (--\S+)$`)
	reNeedsShort   = regexp.MustCompile(`^flag needs an argument: '(.)' in -\S+$`)
	reBadValue     = regexp.MustCompile(`^invalid argument "(.*)" for "(?:-., )?(--[^"]+)" flag: `)
)

// flagError says an error of the command line's flags in the session's
// language, with what to write: an unknown flag, a flag without its
// value, a value that is not a whole number, a number or true/false. An
// error of another kind is kept as it is.
func flagError(c *cobra.Command, err error) error {
	msg := err.Error()
	if m := reUnknownFlag.FindStringSubmatch(msg); m != nil {
		return catalog.Errorf("cmd.flag-unknown", m[1])
	}
	if m := reUnknownShort.FindStringSubmatch(msg); m != nil {
		return catalog.Errorf("cmd.flag-unknown-short", "-"+m[1])
	}
	if m := reNeedsLong.FindStringSubmatch(msg); m != nil {
		return catalog.Errorf("cmd.flag-needs-value", m[1])
	}
	if m := reNeedsShort.FindStringSubmatch(msg); m != nil {
		return catalog.Errorf("cmd.flag-needs-value", "-"+m[1])
	}
	m := reBadValue.FindStringSubmatch(msg)
	if m == nil {
		return err
	}
	f := c.Flags().Lookup(strings.TrimPrefix(m[2], "--"))
	if f == nil {
		return err
	}
	switch t := f.Value.Type(); {
	case strings.HasPrefix(t, "int"), strings.HasPrefix(t, "uint"):
		return catalog.Errorf("cmd.flag-not-whole", m[2], m[1])
	case strings.HasPrefix(t, "float"):
		return catalog.Errorf("cmd.flag-not-number", m[2], m[1])
	case t == "bool":
		return catalog.Errorf("cmd.flag-not-bool", m[2], m[1])
	}
	return err
}

// unknownCommand says an unknown command in the session's language, with
// the commands it may have meant, or nil when err is no such error.
func unknownCommand(root *cobra.Command, err error) error {
	rest, ok := strings.CutPrefix(err.Error(), `unknown command "`)
	if !ok {
		return nil
	}
	name, _, _ := strings.Cut(rest, `"`)
	help := root.CommandPath() + " --help"
	if s := root.SuggestionsFor(name); len(s) > 0 {
		return catalog.Errorf("cmd.unknown-command-mean", name, strings.Join(s, ", "), help)
	}
	return catalog.Errorf("cmd.unknown-command", name, help)
}
