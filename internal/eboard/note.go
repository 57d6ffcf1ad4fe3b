package eboard

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Note is what a board driver says about an event, as a code with its
// arguments, never as a sentence: a key of the catalogs ("eboard.noise",
// "tactile.lost") and the arguments the sentence is filled with,
// each a string, an int or another Note. Whoever shows it says it in the
// session's language (SayIn); the journal keeps its code form (String),
// which ParseNote reads back, so a replayed session says it again in its
// own language. The zero Note says nothing. Notes are comparable (an
// Event with a Note still is): a Note holds its code form.
type Note struct {
	code string
}

// Say returns the Note of sentence key with args. An argument is kept as
// a string, an int or a Note: an error of the catalogs becomes a Note (its
// own arguments likewise), another error its text, any integer an int,
// bytes a string, a fmt.Stringer (a square, a kind of board) its String.
func Say(key string, args ...any) Note {
	var b strings.Builder
	b.WriteString(key)
	for _, a := range args {
		b.WriteByte(' ')
		writeArg(&b, noteArg(a))
	}
	return Note{code: b.String()}
}

// Key returns the Note's key of the catalogs.
func (n Note) Key() string {
	key, _, _ := strings.Cut(n.code, " ")
	return key
}

// Args returns the Note's arguments: strings, ints and Notes.
func (n Note) Args() []any {
	_, args, _ := parseCode(n.code)
	return args
}

// messager is an error of the catalogs that keeps its key and arguments
// apart from catalog.Error (serialport's described errors).
type messager interface {
	Message() (string, []any)
}

// noteArg turns an argument of Say into a string, an int or a Note.
func noteArg(a any) any {
	switch x := a.(type) {
	case Note:
		return x
	case string:
		return x
	case []byte:
		return string(x)
	case int:
		return x
	case int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64:
		v, _ := strconv.Atoi(fmt.Sprint(x))
		return v
	case *catalog.Error:
		return Say(x.Key, x.Args...)
	case messager:
		key, args := x.Message()
		return Say(key, args...)
	case error:
		var ce *catalog.Error
		if errors.As(x, &ce) && ce.Error() == x.Error() {
			return Say(ce.Key, ce.Args...)
		}
		// The system's reason (a missing port, a refused one) is kept
		// as its key, so that it is said in the session's language.
		if key, ok := catalog.SystemReasonKey(x); ok {
			return Say(key)
		}
		return x.Error()
	case fmt.Stringer:
		return x.String()
	}
	return fmt.Sprint(a)
}

// IsZero reports whether the Note says nothing.
func (n Note) IsZero() bool { return n.code == "" }

// SayIn says the Note in the language of c: its sentence filled with its
// arguments, a Note among them said first. A sentence with plural forms
// takes the form that fits its first argument, a number.
func (n Note) SayIn(c catalog.Catalog) string {
	if n.code == "" {
		return ""
	}
	key, parsed, _ := parseCode(n.code)
	args := make([]any, len(parsed))
	for i, a := range parsed {
		if sub, ok := a.(Note); ok {
			args[i] = sub.SayIn(c)
		} else {
			args[i] = a
		}
	}
	if _, ok := catalog.Raw(c.Lang(), key); !ok && len(args) > 0 {
		if k, ok := args[0].(int); ok && c.Has(key) {
			return c.Count(key, k, args...)
		}
	}
	return c.Say(key, args...)
}

// Text returns the Note said in English: the Text of an Event, for logs
// and tests.
func (n Note) Text() string { return n.SayIn(catalog.For(catalog.English)) }

// String returns the code form of the Note, as the journal keeps it: the
// key, then each argument after a space, an int in decimal, a string
// quoted as Go quotes it, a Note as its key with its arguments in
// parentheses, e.g.
//
//	eboard.noise eboard.skipped(3 5)
//	tactile.version-mismatch 2 1
//	certabo.spare-chip "e4"
func (n Note) String() string { return n.code }

func writeArg(b *strings.Builder, a any) {
	switch x := a.(type) {
	case int:
		b.WriteString(strconv.Itoa(x))
	case Note:
		key, args, _ := strings.Cut(x.code, " ")
		b.WriteString(key)
		b.WriteByte('(')
		b.WriteString(args)
		b.WriteByte(')')
	default:
		// A run of spaces is written escaped: a journal line is read
		// back word by word, and one space between words is all it keeps.
		b.WriteString(strings.ReplaceAll(strconv.Quote(fmt.Sprint(x)), "  ", ` \x20`))
	}
}

// ParseNote reads the code form written by String. It reports false for
// anything else: a key the catalogs do not know, a malformed argument, or
// arguments that do not fill the sentence (the free text of a journal
// written before the drivers spoke in codes is such a line, and is shown
// as it was).
func ParseNote(s string) (Note, bool) {
	key, args, ok := parseCode(strings.TrimSpace(s))
	if !ok || !knownKey(key) {
		return Note{}, false
	}
	n := Say(key, args...)
	if !n.fills() {
		return Note{}, false
	}
	return n, true
}

// parseCode reads a code form: the key and the arguments.
func parseCode(s string) (string, []any, bool) {
	key, rest, _ := strings.Cut(s, " ")
	if key == "" {
		return "", nil, false
	}
	var args []any
	p := noteParser{s: strings.TrimLeft(rest, " ")}
	for p.s != "" {
		a, ok := p.arg(0)
		if !ok {
			return key, args, false
		}
		args = append(args, a)
		if p.s != "" && p.s[0] != ' ' {
			return key, args, false
		}
		p.s = strings.TrimLeft(p.s, " ")
	}
	return key, args, true
}

// knownKey reports whether key is a sentence of the catalogs.
func knownKey(key string) bool {
	return strings.Contains(key, ".") && catalog.For(catalog.English).Has(key)
}

// fills reports whether the arguments fill the sentence in every
// language: no verb without its argument, no argument left over, no
// argument of the wrong kind.
func (n Note) fills() bool {
	args := n.Args()
	if _, ok := catalog.Raw(catalog.English, n.Key()); !ok {
		// A sentence with plural forms counts its first argument.
		if len(args) == 0 {
			return false
		}
		if _, ok := args[0].(int); !ok {
			return false
		}
	}
	for _, l := range []catalog.Lang{catalog.German, catalog.English, catalog.Czech} {
		if strings.Contains(n.SayIn(catalog.For(l)), "%!") {
			return false
		}
	}
	for _, a := range args {
		if sub, ok := a.(Note); ok && (!knownKey(sub.Key()) || !sub.fills()) {
			return false
		}
	}
	return true
}

// maxNoteDepth bounds how deep Notes nest in a line read back.
const maxNoteDepth = 8

// noteParser reads the arguments of a Note's code form.
type noteParser struct{ s string }

// arg reads one argument at the start of p.s.
func (p *noteParser) arg(depth int) (any, bool) {
	if p.s == "" || depth > maxNoteDepth {
		return nil, false
	}
	switch c := p.s[0]; {
	case c == '"':
		q, err := strconv.QuotedPrefix(p.s)
		if err != nil {
			return nil, false
		}
		v, err := strconv.Unquote(q)
		if err != nil {
			return nil, false
		}
		p.s = p.s[len(q):]
		return v, true
	case c == '-' || c >= '0' && c <= '9':
		end := strings.IndexAny(p.s, " )")
		if end < 0 {
			end = len(p.s)
		}
		v, err := strconv.Atoi(p.s[:end])
		if err != nil || strconv.Itoa(v) != p.s[:end] {
			return nil, false
		}
		p.s = p.s[end:]
		return v, true
	}
	open := strings.IndexByte(p.s, '(')
	if open <= 0 || strings.ContainsAny(p.s[:open], " )\"") {
		return nil, false
	}
	key := p.s[:open]
	var args []any
	p.s = p.s[open+1:]
	for {
		if p.s == "" {
			return nil, false
		}
		if p.s[0] == ')' {
			p.s = p.s[1:]
			return Say(key, args...), true
		}
		if len(args) > 0 {
			if p.s[0] != ' ' {
				return nil, false
			}
			p.s = p.s[1:]
		}
		a, ok := p.arg(depth + 1)
		if !ok {
			return nil, false
		}
		args = append(args, a)
	}
}
