package main

import (
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/blindchess/blindchess/internal/catalog"
)

// The command line's help comes from the catalogs like every other
// sentence: a command's synopsis, short and long text and example are
// the catalog's help.<path>.use, .short, .long and .example (path: the
// command's path without the program's name, "root" for the program
// itself, e.g. help.board.watch.short), and a flag's help is
// help.<path>.flag.<name>. The command files hold no help text; one pass
// over the built tree (localizeHelp) fills it in the language chosen once
// from the command line (helpLang), and the help and usage screens are
// written with the catalog's headings (writeHelp, usageText) instead of
// cobra's English templates.

// helpArgsAnnotation names a flag's annotation that holds the parts of
// its help known only at run time (the styles, voices, boards), filled
// into the catalog's sentence in order.
const helpArgsAnnotation = "blindchess-help-args"

// helpTailAnnotation names a command's annotation that holds the key of
// a text the command shows elsewhere too (the emulator's list of its
// commands), said after its long help so that the catalogs hold it once.
const helpTailAnnotation = "blindchess-help-tail"

// helpLangAnnotation marks a --lang flag that localizeHelp adds to a
// command without one of its own (a group such as board, cobra's
// completion), so that every command takes the --lang that picks the
// language of its help; its help is the catalog's help.flag.lang.
const helpLangAnnotation = "blindchess-help-lang"

// helpArgs gives flag name of f the run-time parts of its help sentence.
func helpArgs(f *pflag.FlagSet, name string, args ...string) {
	// SetAnnotation fails only for a flag f does not have, which the
	// walk's test (every flag has its sentence) would show as missing.
	_ = f.SetAnnotation(name, helpArgsAnnotation, args)
}

// helpKey returns the catalog key prefix of c's help: "help." and the
// command's path without the program's name, "help.root" for the program.
func helpKey(c *cobra.Command) string {
	path := strings.Fields(c.CommandPath())
	if len(path) < 2 {
		path = []string{"", "root"}
	}
	return "help." + strings.Join(path[1:], ".")
}

// helpLang picks the language of the help from the command line before
// cobra parses it, by the rule of every command: --lang (or --lang=X)
// among args, else the locale (getenv: $LC_ALL, $LC_MESSAGES, $LANG). A
// bad --lang gives the locale's language here; the command refuses it.
func helpLang(args []string, getenv func(string) string) catalog.Lang {
	flag := ""
	for i, a := range args {
		if a == "--" {
			break
		}
		if v, ok := strings.CutPrefix(a, "--lang="); ok {
			flag = v
		} else if a == "--lang" && i+1 < len(args) {
			flag = args[i+1]
		}
	}
	l, err := catalog.Choose(flag, getenv)
	if err != nil {
		l, _ = catalog.Choose("", getenv)
	}
	return l
}

// localizeHelp fills the help of every command under root, and of the
// flags, help and completion commands cobra adds, from catalog c, and
// makes the help and usage screens and --version speak c's language.
// Call it after root.SetOut: cobra's completion command keeps the output
// it finds when it is added.
func localizeHelp(root *cobra.Command, c catalog.Catalog) {
	root.InitDefaultHelpCmd()
	for _, sub := range root.Commands() {
		if sub.Name() == "help" && sub.Flags().Lookup("lang") == nil {
			// helpLang has read it already; the flag is here so that
			// `blindchess help play --lang de` is not refused.
			sub.Flags().String("lang", "", "")
		}
	}
	root.InitDefaultCompletionCmd()
	root.InitDefaultVersionFlag()
	var walk func(cmd *cobra.Command)
	walk = func(cmd *cobra.Command) {
		k := helpKey(cmd)
		cmd.Short = c.Say(k + ".short")
		cmd.Long = c.Say(k + ".long")
		if tail := cmd.Annotations[helpTailAnnotation]; tail != "" {
			cmd.Long += "\n\n" + c.Say(tail)
		}
		if c.Has(k + ".example") {
			cmd.Example = c.Say(k + ".example")
		}
		if c.Has(k + ".use") {
			cmd.Use = cmd.Name() + " " + c.Say(k+".use")
		}
		cmd.InitDefaultHelpFlag()
		if cmd.Flags().Lookup("lang") == nil && cmd.InheritedFlags().Lookup("lang") == nil {
			// helpLang has read it already; the flag is here so that
			// `blindchess board --help --lang de` is not refused.
			cmd.Flags().String("lang", "", "")
			_ = cmd.Flags().SetAnnotation("lang", helpLangAnnotation, []string{"true"})
		}
		say := func(f *pflag.Flag) {
			switch {
			case f.Annotations[helpLangAnnotation] != nil:
				f.Usage = c.Say("help.flag.lang")
			case f.Name == "help":
				f.Usage = c.Say("help.flag.help", cmd.Name())
			case f.Name == "version" && cmd == root:
				f.Usage = c.Say("help.flag.version", root.Name())
			default:
				var args []any
				for _, a := range f.Annotations[helpArgsAnnotation] {
					args = append(args, a)
				}
				f.Usage = c.Say(k+".flag."+f.Name, args...)
			}
		}
		cmd.Flags().VisitAll(say)
		cmd.PersistentFlags().VisitAll(say)
		for _, sub := range cmd.Commands() {
			walk(sub)
		}
	}
	walk(root)
	for _, sub := range root.Commands() {
		if sub.Name() == "help" {
			sub.Run = func(h *cobra.Command, args []string) { helpCommand(h, args, c) }
		}
	}
	root.SetHelpFunc(func(cmd *cobra.Command, _ []string) {
		_, _ = io.WriteString(cmd.OutOrStdout(), helpText(cmd, c))
	})
	root.SetUsageFunc(func(cmd *cobra.Command) error {
		_, err := io.WriteString(cmd.OutOrStderr(), usageText(cmd, c))
		return err
	})
	root.SetVersionTemplate(root.Name() + " " + c.Say("help.version-line", root.Version) + "\n")
}

// helpCommand is "blindchess help [command]": the help of the command
// named, or the usage after a topic that is none.
func helpCommand(h *cobra.Command, args []string, c catalog.Catalog) {
	cmd, _, err := h.Root().Find(args)
	if cmd == nil || err != nil {
		h.Println(c.Say("help.unknown-topic", strings.Join(args, " ")))
		_ = h.Root().Usage()
		return
	}
	_ = cmd.Help()
}

// helpText is what --help writes: the command's long text (else its
// short one), then its usage.
func helpText(cmd *cobra.Command, c catalog.Catalog) string {
	text := cmd.Long
	if text == "" {
		text = cmd.Short
	}
	var b strings.Builder
	if text != "" {
		b.WriteString(strings.TrimRightFunc(text, unicode.IsSpace) + "\n\n")
	}
	if cmd.Runnable() || cmd.HasSubCommands() {
		b.WriteString(usageText(cmd, c))
	}
	return b.String()
}

// usageText is the usage of cmd laid out as cobra's own template does,
// with the headings of catalog c: the synopsis, the examples, the
// commands, the options, and where to read more.
func usageText(cmd *cobra.Command, c catalog.Catalog) string {
	var b strings.Builder
	b.WriteString(c.Say("help.usage"))
	if cmd.Runnable() {
		b.WriteString("\n  " + useLine(cmd, c))
	}
	if cmd.HasAvailableSubCommands() {
		b.WriteString("\n  " + cmd.CommandPath() + " " + c.Say("help.command-arg"))
	}
	if len(cmd.Aliases) > 0 {
		b.WriteString("\n\n" + c.Say("help.aliases") + "\n  " + cmd.NameAndAliases())
	}
	if cmd.HasExample() {
		b.WriteString("\n\n" + c.Say("help.examples") + "\n" + cmd.Example)
	}
	if cmd.HasAvailableSubCommands() {
		b.WriteString("\n\n" + c.Say("help.commands"))
		for _, sub := range cmd.Commands() {
			if sub.IsAvailableCommand() || sub.Name() == "help" {
				fmt.Fprintf(&b, "\n  %-*s %s", sub.NamePadding(), sub.Name(), sub.Short)
			}
		}
	}
	if cmd.HasAvailableLocalFlags() {
		b.WriteString("\n\n" + c.Say("help.flags") + "\n" + trimRight(flagUsages(cmd.LocalFlags(), c, cmd.Use)))
	}
	if cmd.HasAvailableInheritedFlags() {
		b.WriteString("\n\n" + c.Say("help.global-flags") + "\n" + trimRight(flagUsages(cmd.InheritedFlags(), c, cmd.Use)))
	}
	if cmd.HasHelpSubCommands() {
		b.WriteString("\n\n" + c.Say("help.topics"))
		for _, sub := range cmd.Commands() {
			if sub.IsAdditionalHelpTopicCommand() {
				fmt.Fprintf(&b, "\n  %-*s %s", sub.CommandPathPadding(), sub.CommandPath(), sub.Short)
			}
		}
	}
	if cmd.HasAvailableSubCommands() {
		b.WriteString("\n\n" + c.Say("help.more", cmd.CommandPath()+" "+c.Say("help.command-arg")+" --help"))
	}
	return b.String() + "\n"
}

// trimRight drops the white space at the end of s.
func trimRight(s string) string { return strings.TrimRightFunc(s, unicode.IsSpace) }

// useLine is the synopsis of cmd: its path and its Use, and the
// catalog's "[flags]" when it has options.
func useLine(cmd *cobra.Command, c catalog.Catalog) string {
	line := cmd.Use
	if cmd.HasParent() {
		line = cmd.Parent().CommandPath() + " " + line
	}
	if cmd.HasAvailableFlags() && !cmd.DisableFlagsInUseLine {
		line += " " + c.Say("help.flags-arg")
	}
	return line
}
