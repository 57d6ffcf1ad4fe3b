// Package catalog holds every sentence blindchess says or prints, in
// German, English and Czech, and picks the session's one language.
//
// A sentence has a key ("table.illegal", "clock.greeting"): its first part
// names the package or command that says it. The sentences are fmt
// formats: %s for a name or a sentence, %d for a number, %q for what the
// user typed, %v for an error; a translation may reorder them with %[2]s.
// A sentence that depends on a number has one form per plural category
// of the language, under key#one, key#few, key#many and key#other
// (German and English: one, other; Czech: one, few, many); Catalog.Count
// picks the form.
//
// The tables are read-only Go maps (de.go, en.go, cs.go); a Catalog is a
// small value, so every package can keep its own and nothing is global
// and mutable.
package catalog

import (
	"fmt"
	"sort"
	"strings"
)

// Catalog says the sentences of one language.
type Catalog struct {
	lang Lang
}

// For returns the catalog of language l (English for an unknown one).
func For(l Lang) Catalog {
	if l > Czech {
		l = English
	}
	return Catalog{lang: l}
}

// Lang is the catalog's language.
func (c Catalog) Lang() Lang { return c.lang }

// Say returns the sentence key with args filled in as fmt does; an
// argument that is an error or a Sayer is said in the catalog's language
// first. A key the catalog does not know gives "[key]", so that a missing
// sentence shows (and the tests of this package find it) instead of
// vanishing.
func (c Catalog) Say(key string, args ...any) string {
	s, ok := tables[c.lang][key]
	if !ok {
		return "[" + key + "]"
	}
	if len(args) == 0 {
		return s
	}
	said := make([]any, len(args))
	for i, a := range args {
		switch x := a.(type) {
		case Sayer:
			said[i] = x.SayIn(c)
		case error:
			said[i] = c.Error(x)
		default:
			said[i] = a
		}
	}
	return fmt.Sprintf(s, said...)
}

// Count returns the form of sentence key that fits the number n (the
// language's plural rule), filled with args, or with n alone when args
// are none (a form may then leave the number out: "once", "jednou").
func (c Catalog) Count(key string, n int, args ...any) string {
	form := key + "#" + c.lang.Plural(n).String()
	if len(args) == 0 {
		if s, ok := tables[c.lang][form]; ok && !strings.Contains(s, "%") {
			return s
		}
		args = []any{n}
	}
	return c.Say(form, args...)
}

// Has reports whether the catalog has sentence key (for a plural sentence,
// the key without its #form).
func (c Catalog) Has(key string) bool {
	t := tables[c.lang]
	if _, ok := t[key]; ok {
		return true
	}
	_, ok := t[key+"#"+One.String()]
	return ok
}

// Join joins parts as a list of the language: "a, b or c" with or = true,
// "a, b and c" otherwise.
func (c Catalog) Join(parts []string, or bool) string {
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	last := c.Say("catalog.and")
	if or {
		last = c.Say("catalog.or")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " " + last + " " + parts[len(parts)-1]
}

// Keys returns every key of the catalogs, sorted, plural forms with their
// #form suffix.
func Keys() []string {
	seen := map[string]bool{}
	for _, t := range tables {
		for k := range t {
			seen[k] = true
		}
	}
	keys := make([]string, 0, len(seen))
	for k := range seen {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Raw returns the unfilled sentence key of language l and whether it
// exists (for tests and the checks of a whole output).
func Raw(l Lang, key string) (string, bool) {
	s, ok := tables[For(l).lang][key]
	return s, ok
}

// tables are the sentences by language, in the order of Lang.
var tables = [...]map[string]string{German: german, English: english, Czech: czech}
