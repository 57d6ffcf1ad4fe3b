package main

import (
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/blindchess/blindchess/internal/catalog"
)

// newManCmd builds `blindchess man`: the manual page, made from the
// commands' own help, for man(1).
func newManCmd() *cobra.Command {
	var lang string
	cmd := &cobra.Command{
		Use:  "man",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := catalog.Choose(lang, os.Getenv)
			if err != nil {
				return usageErr("%v", err)
			}
			return writeMan(cmd.OutOrStdout(), cmd.Root(), catalog.For(l))
		},
	}
	cmd.Flags().StringVar(&lang, "lang", "", "")
	return cmd
}

// writeMan writes the manual page of the program root: its name and
// synopsis, its description, then a section for every command that is
// not hidden, in the order of the help, with its options; the page's own
// words (headings, exit status) come from cat. Words are never hyphenated
// and lines are not justified, for screen readers.
func writeMan(w io.Writer, root *cobra.Command, cat catalog.Catalog) error {
	var p page
	name := root.Name()
	p.request("TH", strings.ToUpper(name), "1", `""`, roffQuote(name+" "+root.Version), roffQuote(cat.Say("man.section")))
	// No hyphenation and a ragged right margin: a screen reader reads a
	// word broken at a line's end ("chess‐nut", "šachov‐nice") as two
	// words, and the spaces that justify a line as pauses.
	p.request("nh")
	p.request("ad", "l")
	p.request("SH", roffQuote(cat.Say("man.name")))
	p.raw(name + ` \- ` + roffText(root.Short))
	p.request("SH", roffQuote(cat.Say("man.synopsis")))
	p.request("B", name)
	p.request("I", roffText(cat.Say("man.command")))
	p.request("RI", "[", roffText(cat.Say("man.options")), "]")
	p.request("SH", roffQuote(cat.Say("man.description")))
	p.paragraphs(root.Long)
	p.request("SH", roffQuote(cat.Say("man.commands")))
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, sub := range c.Commands() {
			if !sub.IsAvailableCommand() || sub.Name() == "help" {
				continue
			}
			p.command(sub, cat)
			walk(sub)
		}
	}
	walk(root)
	p.request("SH", roffQuote(cat.Say("man.exit-status")))
	for code, key := range []string{"man.exit-0", "man.exit-1", "man.exit-2"} {
		p.request("TP")
		p.request("B", strconv.Itoa(code))
		p.line(cat.Say(key))
	}
	p.request("SH", roffQuote(cat.Say("man.see-also")))
	p.raw(name + ` \fI` + roffText(cat.Say("man.command")) + `\fR \-\-help; ` + roffText(cat.Say("man.see-also-text", sourceURL)))
	_, err := io.WriteString(w, p.String())
	return err
}

// sourceURL is where the program's source, README and docs are.
const sourceURL = "https://github.com/blindchess/blindchess"

// page is a manual page being written in roff.
type page struct {
	strings.Builder
}

// request writes the roff request name with its arguments.
func (p *page) request(name string, args ...string) {
	p.WriteByte('.')
	p.WriteString(name)
	for _, a := range args {
		p.WriteByte(' ')
		p.WriteString(a)
	}
	p.WriteByte('\n')
}

// line writes a line of text, escaped (roffLine).
func (p *page) line(s string) { p.raw(roffLine(s)) }

// raw writes a line that is roff already.
func (p *page) raw(s string) {
	p.WriteString(s)
	p.WriteByte('\n')
}

// command writes the section of one command: its usage, its description
// and its options.
func (p *page) command(c *cobra.Command, cat catalog.Catalog) {
	p.request("SS", roffQuote(c.CommandPath()))
	p.request("nf")
	p.line(useLine(c, cat))
	p.request("fi")
	text := c.Long
	if text == "" {
		text = c.Short
	}
	p.paragraphs(text)
	flags := c.NonInheritedFlags()
	if !flags.HasAvailableFlags() {
		return
	}
	flags.VisitAll(func(f *pflag.Flag) {
		if f.Hidden || f.Name == "help" {
			return
		}
		varname, usage := flagVar(f, cat, c.Use)
		p.request("TP")
		head := `\fB\-\-` + roffText(f.Name) + `\fR`
		if f.Shorthand != "" {
			head = `\fB\-` + roffText(f.Shorthand) + `\fR, ` + head
		}
		if varname != "" {
			head += ` \fI` + roffText(varname) + `\fR`
		}
		p.raw(head)
		if def := f.DefValue; def != "" && def != "false" && def != "0" && def != "[]" && f.Value.Type() != "bool" {
			usage += " " + cat.Say("man.default", def)
		}
		p.line(usage)
	})
}

// paragraphs writes text paragraph by paragraph (blank lines part them);
// a paragraph with an indented line keeps its lines as they are.
func (p *page) paragraphs(text string) {
	for _, para := range strings.Split(strings.TrimSpace(text), "\n\n") {
		lines := strings.Split(para, "\n")
		p.request("PP")
		indented := false
		for _, l := range lines {
			if strings.HasPrefix(l, " ") || strings.HasPrefix(l, "\t") {
				indented = true
			}
		}
		if indented {
			p.request("nf")
		}
		for _, l := range lines {
			if !indented {
				l = strings.TrimSpace(l)
			}
			p.line(l)
		}
		if indented {
			p.request("fi")
		}
	}
}

// roffText escapes text for roff: backslashes, and hyphens as the minus
// sign of options.
func roffText(s string) string {
	s = strings.ReplaceAll(s, `\`, `\e`)
	return strings.ReplaceAll(s, "-", `\-`)
}

// roffLine escapes a line of text; a line that would begin with a control
// character (. or ') is guarded by \&.
func roffLine(s string) string {
	s = roffText(s)
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, "'") {
		s = `\&` + s
	}
	return s
}

// roffQuote makes s one argument of a request: in double quotes, with
// quotes inside doubled.
func roffQuote(s string) string {
	return `"` + strings.ReplaceAll(roffText(s), `"`, `""`) + `"`
}
