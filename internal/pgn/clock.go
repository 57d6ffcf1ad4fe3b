package pgn

import (
	"strconv"
	"strings"
	"time"
)

// maxClockHours bounds the hours of a clock value so that it fits a
// time.Duration with room to spare.
const maxClockHours = 99999

// ParseClock parses a clock value of a [%clk] or [%emt] command: h:mm:ss with
// an optional decimal fraction of a second ("1:30:00", "0:00:59.8"), or
// m:ss ("5:03"). Minutes and seconds must be below 60.
func ParseClock(s string) (time.Duration, bool) {
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, false
	}
	var h, m int
	i := 0
	if len(parts) == 3 {
		var ok bool
		if h, ok = digits(parts[0], 1, 5); !ok || h > maxClockHours {
			return 0, false
		}
		i = 1
	}
	m, ok := digits(parts[i], 1, 2)
	if !ok || m > 59 || (len(parts) == 3 && len(parts[i]) != 2) {
		return 0, false
	}
	sec, frac, hasFrac := strings.Cut(parts[i+1], ".")
	sv, ok := digits(sec, 2, 2)
	if !ok || sv > 59 {
		return 0, false
	}
	d := time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(sv)*time.Second
	if hasFrac {
		if len(frac) == 0 || len(frac) > 9 {
			return 0, false
		}
		f, ok := digits(frac, 1, 9)
		if !ok {
			return 0, false
		}
		for n := len(frac); n < 9; n++ {
			f *= 10
		}
		d += time.Duration(f)
	}
	return d, true
}

// digits parses s as a decimal number of minLen to maxLen ASCII digits.
func digits(s string, minLen, maxLen int) (int, bool) {
	if len(s) < minLen || len(s) > maxLen {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// FormatClock formats d as a clock value: h:mm:ss, followed by the fraction
// of a second when there is one, without trailing zeros ("0:00:59.8").
// Negative durations are written as 0:00:00.
func FormatClock(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	h := d / time.Hour
	d -= h * time.Hour
	m := d / time.Minute
	d -= m * time.Minute
	s := d / time.Second
	ns := int64(d - s*time.Second)
	b := make([]byte, 0, 20)
	b = strconv.AppendInt(b, int64(h), 10)
	b = append(b, ':', byte('0'+m/10), byte('0'+m%10), ':', byte('0'+s/10), byte('0'+s%10))
	if ns > 0 {
		f := strconv.AppendInt(nil, ns+1e9, 10)[1:] // 9 digits with leading zeros
		for len(f) > 0 && f[len(f)-1] == '0' {
			f = f[:len(f)-1]
		}
		b = append(b, '.')
		b = append(b, f...)
	}
	return string(b)
}

// takeCommand removes the first [%name value] command from comment text
// whose value parses as a clock, and returns the text without it (white
// space collapsed again) and the value. ok is false when there is none.
func takeCommand(text, name string) (rest string, d time.Duration, ok bool) {
	from := 0
	for {
		i := strings.Index(text[from:], "[%"+name)
		if i < 0 {
			return text, 0, false
		}
		i += from
		j := strings.IndexByte(text[i:], ']')
		if j < 0 {
			return text, 0, false
		}
		j += i
		arg := text[i+2+len(name) : j]
		if len(arg) > 0 && arg[0] == ' ' {
			if d, ok := ParseClock(strings.TrimSpace(arg)); ok {
				return joinSpace(text[:i], text[j+1:]), d, true
			}
		}
		from = i + 1
	}
}

// joinSpace joins two pieces of collapsed comment text with one space and
// trims the ends.
func joinSpace(a, b string) string {
	a = strings.TrimRight(a, " ")
	b = strings.TrimLeft(b, " ")
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + " " + b
}

// addComment attaches comment text to m, taking the first [%clk] and [%emt]
// commands out into the clock fields. A comment that held nothing but those
// commands is dropped.
func (m *Move) addComment(text string) {
	had := false
	if !m.HasClock && strings.Contains(text, "[%clk") {
		if rest, d, ok := takeCommand(text, "clk"); ok {
			text, m.Clock, m.HasClock, had = rest, d, true, true
		}
	}
	if !m.HasEMT && strings.Contains(text, "[%emt") {
		if rest, d, ok := takeCommand(text, "emt"); ok {
			text, m.EMT, m.HasEMT, had = rest, d, true, true
		}
	}
	if had && text == "" {
		return
	}
	m.Comments = append(m.Comments, text)
}
