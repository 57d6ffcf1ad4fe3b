package table

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/blindchess/blindchess/internal/catalog"
)

// ScriptLine is one line of a script: what is typed, at which instant of
// virtual time.
type ScriptLine struct {
	// Line is the 1-based line number in the script.
	Line int
	// At is the instant, from the script's first column.
	At time.Duration
	// Text is the rest of the line: a move or a command; empty for an
	// instant at which nothing is typed (the clock is brought to it).
	Text string
}

// ScriptError is a line of a script that cannot be read.
type ScriptError struct {
	Line int
	Err  error // what is wrong, a catalog.Error
}

// Error names the line and what is wrong, in English.
func (e *ScriptError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn names the line and what is wrong in the language of c.
func (e *ScriptError) SayIn(c catalog.Catalog) string {
	return c.Say("table.script-line", e.Line, c.Error(e.Err))
}

// Unwrap returns what is wrong.
func (e *ScriptError) Unwrap() error { return e.Err }

// maxScriptTime bounds script instants (a game lasts hours, not years).
const maxScriptTime = 1000 * time.Hour

// ParseScriptTime reads an instant of a script: seconds ("12", "12.5") or
// m:ss / h:mm:ss with optional fraction ("1:30", "1:02:03.5").
func ParseScriptTime(s string) (time.Duration, error) {
	bad := catalog.Errorf("table.script-bad-time", s)
	parts := strings.Split(s, ":")
	if s == "" || len(parts) > 3 {
		return 0, bad
	}
	var whole int64 // hours and minutes, in minutes
	for i, p := range parts[:len(parts)-1] {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || p[0] == '+' || (i > 0 && (n > 59 || len(p) != 2)) || n > int(maxScriptTime/time.Minute) {
			return 0, bad
		}
		whole = whole*60 + int64(n)
	}
	sec := parts[len(parts)-1]
	for i, c := range sec {
		if (c < '0' || c > '9') && !(c == '.' && i > 0) {
			return 0, bad
		}
	}
	if strings.Count(sec, ".") > 1 || sec == "" || strings.HasSuffix(sec, ".") {
		return 0, bad
	}
	if len(parts) > 1 {
		if i := strings.IndexByte(sec, '.'); len(sec) < 2 || i >= 0 && i != 2 || sec[0] > '5' {
			return 0, catalog.Errorf("table.script-bad-seconds", s)
		}
	}
	f, err := strconv.ParseFloat(sec, 64)
	if err != nil || f > maxScriptTime.Seconds() {
		return 0, bad
	}
	total := time.Duration(whole)*time.Minute + time.Duration(math.Round(f*1e9))
	if total > maxScriptTime {
		return 0, catalog.Errorf("table.script-time-too-long", s, catalog.Span{D: maxScriptTime})
	}
	return total, nil
}

// LooksLikePGN reports whether r, given as a script that could not be
// read, is a PGN file instead (a user's easy mistake: a game to replay):
// its first line that is neither blank nor a % escape is a tag pair
// ([Event "…"]) or movetext beginning with move 1 ("1. e4", "1.e4",
// "1... e5"). It reads at most the first 64 KB of r.
func LooksLikePGN(r io.Reader) bool {
	sc := bufio.NewScanner(io.LimitReader(r, 64<<10))
	for first := true; sc.Scan(); first = false {
		line := strings.TrimSpace(sc.Text())
		if first {
			line = strings.TrimPrefix(line, "\ufeff")
		}
		if line == "" || strings.HasPrefix(line, "%") {
			continue
		}
		if name, value, ok := strings.Cut(strings.TrimPrefix(line, "["), " "); ok && strings.HasPrefix(line, "[") {
			value = strings.TrimSpace(value)
			return name != "" && strings.IndexFunc(name, func(c rune) bool {
				return !(c == '_' || c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z')
			}) < 0 && strings.HasPrefix(value, "\"")
		}
		rest, ok := strings.CutPrefix(line, "1.")
		return ok && rest != "" && (rest[0] < '0' || rest[0] > '9')
	}
	return false
}

// ParseScript reads a whole script: one line per input, "<time> <text>",
// where time is as ParseScriptTime reads it and must not go backwards.
// Empty lines and lines starting with # are skipped.
func ParseScript(r io.Reader) ([]ScriptLine, error) {
	var out []ScriptLine
	err := ReadScript(r, func(l ScriptLine) bool {
		out = append(out, l)
		return true
	})
	return out, err
}

// ReadScript reads a script like ParseScript but hands each line to fn as
// soon as it is read, so that a pipe can feed a running game. It stops at
// the first bad line (returning a *ScriptError), at the end of r, or when
// fn returns false.
func ReadScript(r io.Reader, fn func(ScriptLine) bool) error {
	br := bufio.NewReader(r)
	n := 0
	var last time.Duration
	for {
		text, err := ReadBoundedLine(br, MaxScriptLine)
		if err != nil && err != io.EOF {
			return &ScriptError{Line: n + 1, Err: err}
		}
		if err == io.EOF && text == "" {
			return nil
		}
		n++
		l, ok, perr := parseScriptLine(n, text)
		if perr != nil {
			return perr
		}
		if ok {
			if l.At < last {
				return &ScriptError{Line: n, Err: catalog.Errorf("table.script-backwards", scriptSeconds(l.At), scriptSeconds(last))}
			}
			last = l.At
			if !fn(l) {
				return nil
			}
		}
		if err == io.EOF {
			return nil
		}
	}
}

// MaxScriptLine bounds the text of one script line: what follows is read
// and dropped, and the line's start is typed as any line is (an answer
// repeats only its first characters, and the script goes on).
const MaxScriptLine = 1 << 20

// ReadBoundedLine reads one line from br without its line end ("\n" or
// "\r\n"), keeping at most max bytes of it: the rest of a longer line is
// read and dropped, so that memory stays bounded however long it is. At
// the end of the input it returns the last line (if any) with io.EOF.
func ReadBoundedLine(br *bufio.Reader, max int) (string, error) {
	var line []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if room := max - len(line); room > 0 {
			line = append(line, chunk[:min(len(chunk), room)]...)
		}
		switch err {
		case bufio.ErrBufferFull:
			continue
		case nil:
			return trimLineEnd(string(line)), nil
		default:
			return trimLineEnd(string(line)), err
		}
	}
}

// parseScriptLine reads one line; ok is false for a blank or comment line.
// scriptSeconds writes a script time as a script line writes it, seconds
// with a decimal point ("12.5"), in every language: it is what to type.
func scriptSeconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

func parseScriptLine(n int, s string) (ScriptLine, bool, error) {
	s = strings.TrimSpace(strings.TrimPrefix(s, "\ufeff"))
	if s == "" || strings.HasPrefix(s, "#") {
		return ScriptLine{}, false, nil
	}
	for _, r := range s {
		if r != '\t' && unicode.IsControl(r) {
			// A binary file given as a script: say so once, not its
			// bytes.
			return ScriptLine{}, false, &ScriptError{Line: n, Err: catalog.Errorf("table.script-not-text", fmt.Sprintf("0x%02X", r))}
		}
	}
	field, rest, _ := strings.Cut(s, " ")
	if i := strings.IndexByte(field, '\t'); i >= 0 {
		field, rest = s[:i], s[i+1:]
	}
	at, err := ParseScriptTime(field)
	if err != nil {
		return ScriptLine{}, false, &ScriptError{Line: n, Err: catalog.Errorf("table.script-line-form", err)}
	}
	return ScriptLine{Line: n, At: at, Text: strings.TrimSpace(rest)}, true, nil
}
