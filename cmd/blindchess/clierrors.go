package main

import (
	"errors"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/blindchess/blindchess/internal/catalog"
)

// The command line's own errors in the session's language. cobra and
// pflag write theirs in English; here each becomes a sentence of the
// catalogs (cli.*) that says what was wrong and where to read more, and
// exits with code 2:
//
//   - a command that does not exist is found before cobra looks
//     (checkCommands), with the commands it may have meant;
//   - pflag's errors (unknown option, missing value, a value of the wrong
//     type) are typed, and the flag error function says them (flagError);
//   - cobra's argument validators (NoArgs, MaximumNArgs, ...) are wrapped
//     (localizeArgs) and their errors read by their known shapes
//     (argsError), as are cobra's flag checks (cobraError).

// checkCommands looks at the words of the command line before cobra does,
// and refuses a word where a command (board watch, recording list) is
// wanted and none of that name exists, naming the ones that are near.
// cobra's own completion requests pass untouched; so does anything after
// "--", an option it does not know (cobra refuses that) and an argument a
// command takes.
func checkCommands(root *cobra.Command, args []string) error {
	if len(args) > 0 && (args[0] == cobra.ShellCompRequestCmd || args[0] == cobra.ShellCompNoDescRequestCmd) {
		return nil
	}
	cmd := root
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return nil
		case strings.HasPrefix(a, "--"):
			if strings.Contains(a, "=") {
				continue
			}
			f := lookupFlag(cmd, a[2:], "")
			if f == nil {
				return nil
			}
			if f.NoOptDefVal == "" {
				if missingValue(cmd, args[i+1:]) {
					return usageErr("cli.see", catalog.Errorf("cli.flag-needs-value", a), cmd.CommandPath()+" --help")
				}
				i++ // its value
			}
		case strings.HasPrefix(a, "-") && len(a) > 1:
			f := lookupFlag(cmd, "", a[len(a)-1:])
			if f == nil {
				return nil
			}
			if len(a) == 2 && f.NoOptDefVal == "" {
				i++ // its value
			}
		default:
			if !cmd.HasSubCommands() {
				return nil
			}
			var sub *cobra.Command
			for _, s := range cmd.Commands() {
				if s.Name() == a || s.HasAlias(a) {
					sub = s
				}
			}
			if sub != nil {
				cmd = sub
				continue
			}
			if cmd.Runnable() && cmd.ValidateArgs(args[i:i+1]) == nil {
				return nil // an argument the command takes
			}
			return unknownCommand(cmd, a)
		}
	}
	return nil
}

// missingValue reports whether the value of an option is missing before
// rest: rest begins with another option of cmd ("--time --lang de"),
// which pflag would take for the value.
func missingValue(cmd *cobra.Command, rest []string) bool {
	if len(rest) == 0 || !strings.HasPrefix(rest[0], "--") || len(rest[0]) == 2 {
		return false
	}
	name, _, _ := strings.Cut(rest[0][2:], "=")
	return lookupFlag(cmd, name, "") != nil
}

// lookupFlag finds cmd's flag (its own or one it inherits) by name or by
// shorthand.
func lookupFlag(cmd *cobra.Command, name, short string) *pflag.Flag {
	for _, fs := range []*pflag.FlagSet{cmd.Flags(), cmd.InheritedFlags()} {
		if name != "" {
			if f := fs.Lookup(name); f != nil {
				return f
			}
		} else if f := fs.ShorthandLookup(short); f != nil {
			return f
		}
	}
	return nil
}

// unknownCommand is the error for the word typed where cmd wants one of
// its commands: the commands of a near name are offered.
func unknownCommand(cmd *cobra.Command, typed string) error {
	if cmd.SuggestionsMinimumDistance <= 0 {
		cmd.SuggestionsMinimumDistance = 2
	}
	path := cmd.CommandPath()
	if near := cmd.SuggestionsFor(typed); len(near) > 0 {
		return usageErr("cli.unknown-command-near", path, typed, sayOr(near), path+" --help")
	}
	return usageErr("cli.unknown-command", path, typed, path+" --help")
}

// sayOr is a list of names joined by the catalog's "or" when it is said.
type sayOr []string

// SayIn joins the names with c's "or".
func (s sayOr) SayIn(c catalog.Catalog) string { return c.Join(s, true) }

// flagError says one of pflag's parse errors in words of the catalogs,
// and where to read about cmd's options; an error of another kind stays
// as it is.
func flagError(cmd *cobra.Command, err error) error {
	see := cmd.CommandPath() + " --help"
	var (
		notExist *pflag.NotExistError
		noValue  *pflag.ValueRequiredError
		badValue *pflag.InvalidValueError
		syntax   *pflag.InvalidSyntaxError
	)
	switch {
	case errors.As(err, &notExist):
		name, group := notExist.GetSpecifiedName(), notExist.GetSpecifiedShortnames()
		switch {
		case group == "":
			return usageErr("cli.see", catalog.Errorf("cli.flag-unknown", "--"+name), see)
		case group == name:
			return usageErr("cli.see", catalog.Errorf("cli.flag-unknown", "-"+name), see)
		}
		return usageErr("cli.see", catalog.Errorf("cli.flag-unknown-in", "-"+name[:1], "-"+group), see)
	case errors.As(err, &noValue):
		name := "--" + noValue.GetSpecifiedName()
		if noValue.GetSpecifiedShortnames() != "" {
			name = "-" + noValue.GetSpecifiedName()[:1]
		}
		return usageErr("cli.see", catalog.Errorf("cli.flag-needs-value", name), see)
	case errors.As(err, &badValue):
		return usageErr("cli.see", badFlagValue(badValue), see)
	case errors.As(err, &syntax):
		return usageErr("cli.see", catalog.Errorf("cli.flag-syntax", syntax.GetSpecifiedFlag()), see)
	}
	if e, ok := cobraError(cmd, err); ok {
		return e
	}
	return usageErr("cli.see", err, see)
}

// badFlagValue says why a flag's value was refused, by the flag's type:
// a whole number, a number, a switch, a duration; a value of a type of
// our own says its own error.
func badFlagValue(e *pflag.InvalidValueError) error {
	f, v := e.GetFlag(), e.GetValue()
	name := "--" + f.Name
	var num *strconv.NumError
	switch t := f.Value.Type(); {
	case errors.As(e, &num) && errors.Is(num.Err, strconv.ErrRange):
		return catalog.Errorf("cli.flag-out-of-range", name, v)
	case t == "int" || t == "int64" || t == "int32" || t == "uint" || t == "count":
		return catalog.Errorf("cli.flag-bad-int", name, v)
	case t == "float64" || t == "float32":
		return catalog.Errorf("cli.flag-bad-float", name, v)
	case t == "bool":
		return catalog.Errorf("cli.flag-bad-bool", name, v)
	case t == "duration":
		return catalog.Errorf("cli.flag-bad-duration", name, v)
	}
	return catalog.Errorf("cli.flag-bad-value", name, v, errors.Unwrap(e))
}
