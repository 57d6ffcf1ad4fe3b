package main

import (
	"errors"
	"regexp"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
)

// localizeArgs wraps the argument validator of every command under root,
// cobra's own (NoArgs, ExactArgs, MaximumNArgs, those of its help and
// completion commands) among them, so that their English errors are said
// in words of the catalogs (argsError). Our own validators' errors pass
// as they are.
func localizeArgs(root *cobra.Command) {
	eachCommandOf(root, func(cmd *cobra.Command) {
		validate := cmd.Args
		if validate == nil {
			return
		}
		cmd.Args = func(c *cobra.Command, args []string) error {
			err := validate(c, args)
			var ee *exitError
			if err == nil || errors.As(err, &ee) {
				return err
			}
			return argsError(c, args, err)
		}
	})
}

// eachCommandOf calls fn for cmd and every command under it.
func eachCommandOf(cmd *cobra.Command, fn func(*cobra.Command)) {
	fn(cmd)
	for _, sub := range cmd.Commands() {
		eachCommandOf(sub, fn)
	}
}

// The shapes of the errors of cobra's argument validators (args.go).
var (
	cobraNoArgs   = regexp.MustCompile(`^unknown command ".*" for ".*"`)
	cobraAtMost   = regexp.MustCompile(`^accepts at most (\d+) arg\(s\), received (\d+)$`)
	cobraAtLeast  = regexp.MustCompile(`^requires at least (\d+) arg\(s\), only received (\d+)$`)
	cobraExactly  = regexp.MustCompile(`^accepts (\d+) arg\(s\), received (\d+)$`)
	cobraBetween  = regexp.MustCompile(`^accepts between (\d+) and (\d+) arg\(s\), received (\d+)$`)
	cobraNotValid = regexp.MustCompile(`^invalid argument (".*") for ".*"`)
)

// argsError says the error of one of cobra's argument validators for
// cmd's arguments args in words of the catalogs; an error of another
// shape is said as cobraError says it.
func argsError(cmd *cobra.Command, args []string, err error) error {
	name, see := commandName(cmd), cmd.CommandPath()+" --help"
	msg := err.Error()
	atoi := func(s string) int { n, _ := strconv.Atoi(s); return n }
	switch {
	case cobraNoArgs.MatchString(msg) && len(args) > 0:
		return usageErr("cli.no-args", name, args[0], cmd.CommandPath())
	case cobraAtMost.MatchString(msg):
		m := cobraAtMost.FindStringSubmatch(msg)
		return usageErr("cli.args-at-most", name, strings.Join(args, " "), sayCount{"cli.n-args", atoi(m[1])}, see)
	case cobraAtLeast.MatchString(msg):
		m := cobraAtLeast.FindStringSubmatch(msg)
		return usageErr("cli.args-at-least", name, sayCount{"cli.n-args", atoi(m[1])}, atoi(m[2]), see)
	case cobraExactly.MatchString(msg):
		m := cobraExactly.FindStringSubmatch(msg)
		return usageErr("cli.args-exactly", name, sayCount{"cli.n-args", atoi(m[1])}, atoi(m[2]), see)
	case cobraBetween.MatchString(msg):
		m := cobraBetween.FindStringSubmatch(msg)
		return usageErr("cli.args-between", name, atoi(m[1]), sayCount{"cli.n-args", atoi(m[2])}, atoi(m[3]), see)
	case cobraNotValid.MatchString(msg):
		typed, _ := strconv.Unquote(cobraNotValid.FindStringSubmatch(msg)[1])
		valid := make([]string, len(cmd.ValidArgs))
		for i, v := range cmd.ValidArgs {
			valid[i], _, _ = strings.Cut(v, "\t")
		}
		return usageErr("cli.arg-not-valid", name, typed, sayOr(valid), see)
	}
	if e, ok := cobraError(cmd, err); ok {
		return e
	}
	return usageErr("cli.see", err, see)
}

// The shapes of cobra's errors about flags that go together
// (command.go, flag_groups.go), and of an unknown command (args.go).
var (
	cobraRequired  = regexp.MustCompile(`^required flag\(s\) "(.*)" not set$`)
	cobraTogether  = regexp.MustCompile(`^if any flags in the group \[(.*)\] are set they must all be set; missing \[(.*)\]$`)
	cobraOneOf     = regexp.MustCompile(`^at least one of the flags in the group \[(.*)\] is required$`)
	cobraExclusive = regexp.MustCompile(`^if any flags in the group \[(.*)\] are set none of the others can be; \[(.*)\] were all set$`)
	cobraUnknown   = regexp.MustCompile(`^unknown command (".*") for (".*")`)
)

// cobraError says one of cobra's own errors that come out of Execute
// unchanged (flags required, flags that go together or exclude each
// other, an unknown command) in words of the catalogs, with where to read
// more; false for an error of another shape.
func cobraError(cmd *cobra.Command, err error) (error, bool) {
	if err == nil {
		return nil, false
	}
	msg, see := err.Error(), cmd.CommandPath()+" --help"
	flags := func(list, sep string) sayAnd {
		var names []string
		for _, n := range strings.Split(list, sep) {
			names = append(names, "--"+n)
		}
		return sayAnd(names)
	}
	switch {
	case cobraRequired.MatchString(msg):
		m := cobraRequired.FindStringSubmatch(msg)
		return usageErr("cli.flags-required", commandName(cmd), flags(m[1], `", "`), see), true
	case cobraTogether.MatchString(msg):
		m := cobraTogether.FindStringSubmatch(msg)
		return usageErr("cli.flags-together", flags(m[1], " "), flags(m[2], " "), see), true
	case cobraOneOf.MatchString(msg):
		m := cobraOneOf.FindStringSubmatch(msg)
		return usageErr("cli.flags-one-of", commandName(cmd), sayOr(flags(m[1], " ")), see), true
	case cobraExclusive.MatchString(msg):
		m := cobraExclusive.FindStringSubmatch(msg)
		return usageErr("cli.flags-exclusive", flags(m[2], " "), sayOr(flags(m[1], " ")), see), true
	case cobraUnknown.MatchString(msg):
		m := cobraUnknown.FindStringSubmatch(msg)
		typed, _ := strconv.Unquote(m[1])
		return unknownCommand(cmd, typed), true
	}
	return nil, false
}

// sayAnd is a list of names joined by the catalog's "and" when it is said.
type sayAnd []string

// SayIn joins the names with c's "and".
func (s sayAnd) SayIn(c catalog.Catalog) string { return c.Join(s, false) }
