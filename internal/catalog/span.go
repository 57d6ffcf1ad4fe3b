package catalog

import (
	"strings"
	"time"
)

// Span is a length of time said in the language's words, whole hours,
// minutes and seconds with their plural forms, rounded down to the second
// (a span under a second in milliseconds): "8 hours 20 minutes", "1
// Minute 30 Sekunden", "2 minuty", "300 Millisekunden". A sentence takes
// it as %s; Go's "8h20m0s" is for programs, not people.
type Span struct {
	D time.Duration
}

// SayIn says the span in c's language.
func (s Span) SayIn(c Catalog) string {
	if s.D > 0 && s.D < time.Second {
		return c.Count("span.n-milliseconds", int(s.D/time.Millisecond))
	}
	d := max(s.D, 0).Truncate(time.Second)
	h, m, sec := int(d/time.Hour), int(d%time.Hour/time.Minute), int(d%time.Minute/time.Second)
	var parts []string
	if h > 0 {
		parts = append(parts, c.Count("span.n-hours", h))
	}
	if m > 0 {
		parts = append(parts, c.Count("span.n-minutes", m))
	}
	if sec > 0 || len(parts) == 0 {
		parts = append(parts, c.Count("span.n-seconds", sec))
	}
	return strings.Join(parts, " ")
}

// String says the span in English.
func (s Span) String() string { return s.SayIn(For(English)) }
