package main

import (
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/blindchess/blindchess/internal/catalog"
)

// The options of a command as --help lists them (helptext.go lays out
// the rest of the help).

// flagVar returns the name of a flag's value as the help shows it, and
// its help without the backquotes: the back-quoted word of its help, else
// the name the command's usage line use gives the flag's value ("--time
// TC" gives TC), else the catalog's name for the flag's value
// (help.value.lang: "LANG", as every usage line names it), else the
// catalog's word for its type (help.type.string: "TEXT"), and nothing
// for a switch. A screen reader then reads the same
// name in the usage line and in the option's line, and never a Go type
// name such as "string".
func flagVar(f *pflag.Flag, c catalog.Catalog, use string) (name, usage string) {
	name, usage = pflag.UnquoteUsage(f)
	if name == "" || strings.Contains(f.Usage, "`") {
		return name, usage
	}
	if v := useVar(use, f.Name); v != "" {
		return v, usage
	}
	if key := strings.Join([]string{"help", "value", f.Name}, "."); c.Has(key) {
		// A value every command names alike (--lang SPRACHE), also
		// where the command's usage line leaves the flag out.
		return c.Say(key), usage
	}
	if key := strings.Join([]string{"help", "type", name}, "."); c.Has(key) {
		name = c.Say(key)
	}
	return name, usage
}

// maxUseVar is the longest value name taken from a usage line: a longer
// one ("dgt:PATH|millennium:PATH|…") would push every option's help far
// to the right, so the type's word stands for it.
const maxUseVar = 16

// useVar returns the name a usage line gives the value of the flag
// --name: the word after "--name " or "--name=", without the brackets
// that close an optional part ("[--voice-key KEY]]" gives KEY), or ""
// when the line does not name it, names no value there ("--voice-input
// [--voice-key KEY]") or names one longer than maxUseVar runes.
func useVar(use, name string) string {
	fields := strings.Fields(use)
	for i, f := range fields {
		f = strings.TrimLeft(f, "[")
		var v string
		switch {
		case strings.HasPrefix(f, "--"+name+"="):
			v = strings.TrimPrefix(f, "--"+name+"=")
		case f == "--"+name && i+1 < len(fields):
			v = fields[i+1]
		default:
			continue
		}
		v = strings.TrimRight(v, "]")
		if v == "" || strings.ContainsAny(v[:1], "-[|") || len([]rune(v)) > maxUseVar {
			return ""
		}
		return v
	}
	return ""
}

// flagUsages lays out the options of fs as pflag does, one a line with
// their help in one column, in the words of catalog c; use is the usage
// line of their command, whose value names the lines take (flagVar).
func flagUsages(fs *pflag.FlagSet, c catalog.Catalog, use string) string {
	var lines []string
	width := 0
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		line := "      --" + f.Name
		if f.Shorthand != "" && f.ShorthandDeprecated == "" {
			line = "  -" + f.Shorthand + ", --" + f.Name
		}
		name, usage := flagVar(f, c, use)
		if name != "" {
			line += " " + name
		}
		switch {
		case f.NoOptDefVal == "" || (f.Value.Type() == "bool" && f.NoOptDefVal == "true"):
		case f.Value.Type() == "string":
			line += `[="` + f.NoOptDefVal + `"]`
		default:
			line += "[=" + f.NoOptDefVal + "]"
		}
		width = max(width, len([]rune(line)))
		if def, ok := flagDefault(f); ok {
			usage += " " + c.Say("help.default", def)
		}
		lines = append(lines, line+"\x00"+usage)
	})
	var b strings.Builder
	for _, l := range lines {
		head, usage, _ := strings.Cut(l, "\x00")
		fmt.Fprintf(&b, "%s%s   %s\n", head, strings.Repeat(" ", width-len([]rune(head))), usage)
	}
	return b.String()
}

// flagDefault returns a flag's default as the help shows it (quoted for
// text), and false when it is its type's zero value, or a negative
// number, which is not shown: no count or size of this program is
// negative, so a negative default only marks the flag as not given
// (--chess960 -1: no Chess960 position), which the flag's own sentence
// says in words.
func flagDefault(f *pflag.Flag) (string, bool) {
	d := f.DefValue
	switch f.Value.Type() {
	case "bool":
		return "", false
	case "int", "int8", "int16", "int32", "int64", "float32", "float64":
		return d, d != "" && d != "0" && !strings.HasPrefix(d, "-")
	case "string":
		return fmt.Sprintf("%q", d), d != ""
	case "duration":
		return d, d != "0" && d != "0s"
	case "stringSlice", "intSlice", "stringArray":
		return d, d != "[]"
	}
	return d, d != "" && d != "0" && d != "false" && d != "<nil>"
}
