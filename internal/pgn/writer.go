package pgn

import (
	"bufio"
	"bytes"
	"io"
	"strconv"
	"strings"
)

// DefaultWidth is the longest movetext line the Writer writes, so that a
// line and its newline fit 80 columns.
const DefaultWidth = 79

// Writer writes games in the PGN export format.
type Writer struct {
	// Width is the longest movetext line; DefaultWidth when 0. A single
	// token longer than Width (a long word of a comment) stands alone on a
	// longer line.
	Width int

	w    *bufio.Writer
	out  bytes.Buffer
	line []byte
	last int  // start of the last word in line
	sep  bool // a comment or variation came since the last move
	pre  string
}

// NewWriter returns a Writer that writes to w. Call Flush when done.
func NewWriter(w io.Writer) *Writer {
	return &Writer{w: bufio.NewWriterSize(w, 64<<10)}
}

// Flush writes any buffered data to the underlying writer.
func (w *Writer) Flush() error { return w.w.Flush() }

// Format returns the game as the Writer writes it (tags, an empty line,
// movetext, an empty line).
func Format(g *Game) string {
	var w Writer
	w.format(g)
	return w.out.String()
}

// Write writes one game followed by an empty line.
func (w *Writer) Write(g *Game) error {
	w.format(g)
	_, err := w.w.Write(w.out.Bytes())
	return err
}

func (w *Writer) width() int {
	if w.Width > 0 {
		return w.Width
	}
	return DefaultWidth
}

// format writes g into w.out.
func (w *Writer) format(g *Game) {
	w.out.Reset()
	for _, t := range g.ExportTags() {
		w.out.WriteByte('[')
		w.out.WriteString(t.Name)
		w.out.WriteString(" \"")
		writeEscaped(&w.out, t.Value)
		w.out.WriteString("\"]\n")
	}
	w.out.WriteByte('\n')

	w.line, w.last, w.sep, w.pre = w.line[:0], 0, false, ""
	startPly, startMove := 0, 1
	if fen, ok := g.LookupTag("FEN"); ok {
		startPly, startMove = fenStart(fen)
	}
	for _, c := range g.Comments {
		w.comment(c)
	}
	w.moves(g.Moves, startPly, startMove, 0, true)
	w.word(string(g.resultOrUnknown()), false)
	w.endLine()
	w.out.WriteByte('\n')
}

// writeEscaped writes a tag value with \ and " escaped and control
// characters replaced by spaces.
func writeEscaped(b *bytes.Buffer, s string) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\' || c == '"':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < ' ' || c == 0x7f:
			b.WriteByte(' ')
		default:
			b.WriteByte(c)
		}
	}
}

// moves writes a line of moves whose first move is at ply base (counted
// from the start position).
func (w *Writer) moves(ms []Move, startPly, startMove, base int, first bool) {
	for i := range ms {
		m := &ms[i]
		abs := startPly + base + i
		n := strconv.Itoa(startMove + abs/2)
		switch {
		case abs%2 == 0:
			w.word(n+". "+m.SAN, false)
		case i == 0 && first || w.sep:
			w.word(n+"... "+m.SAN, false)
		default:
			w.word(m.SAN, false)
		}
		w.sep = false
		for _, nag := range m.NAGs {
			w.word("$"+strconv.Itoa(nag), false)
		}
		if m.HasClock || m.HasEMT {
			var c strings.Builder
			if m.HasClock {
				c.WriteString("[%clk ")
				c.WriteString(FormatClock(m.Clock))
				c.WriteString("]")
			}
			if m.HasEMT {
				if m.HasClock {
					c.WriteByte(' ')
				}
				c.WriteString("[%emt ")
				c.WriteString(FormatClock(m.EMT))
				c.WriteString("]")
			}
			w.comment(c.String())
		}
		for _, c := range m.Comments {
			w.comment(c)
		}
		for _, v := range m.Variations {
			w.pre = "("
			for _, c := range v.Comments {
				w.comment(c)
			}
			w.moves(v.Moves, startPly, startMove, base+i, true)
			if w.pre != "" { // an empty variation
				w.pre = ""
				w.word("()", false)
			} else {
				w.word(")", true)
			}
			w.sep = true
		}
	}
}

// comment writes a comment: in braces, or as a ;comment up to the end of
// the line when its text holds a }.
func (w *Writer) comment(text string) {
	// Split only at the white space the Reader collapses: a no-break
	// space (U+00A0, 0xA0 in Windows-1252) or NEL is text, not a break.
	words := strings.FieldsFunc(text, func(r rune) bool { return r < 0x80 && isSpace(byte(r)) })
	w.sep = true
	if strings.IndexByte(text, '}') >= 0 {
		s := ";" + strings.Join(words, " ")
		w.word(s, false)
		w.endLine()
		return
	}
	if len(words) == 0 {
		w.word("{}", false)
		return
	}
	for i, s := range words {
		if i == 0 {
			s = "{" + s
		}
		if i == len(words)-1 {
			s += "}"
		}
		w.word(s, false)
	}
}

// word adds a token to the current line, breaking the line before it when
// it would not fit. A glued token follows the previous one without a space
// (a closing parenthesis). A line never starts with %, which would make it
// an escape line.
func (w *Writer) word(s string, glue bool) {
	if w.pre != "" {
		s = w.pre + s
		w.pre = ""
	}
	width := w.width()
	switch {
	case len(w.line) == 0:
	case glue:
		if len(w.line)+len(s) > width && w.last > 0 {
			prev := append([]byte(nil), w.line[w.last:]...)
			w.line = w.line[:w.last-1]
			w.endLine()
			w.line = append(w.line, prev...)
		}
	case len(w.line)+1+len(s) > width && s[0] != '%':
		w.endLine()
	default:
		w.line = append(w.line, ' ')
	}
	if !glue || len(w.line) == 0 {
		w.last = len(w.line)
	}
	w.line = append(w.line, s...)
}

// endLine writes the current line, if any.
func (w *Writer) endLine() {
	if len(w.line) == 0 {
		return
	}
	w.out.Write(w.line)
	w.out.WriteByte('\n')
	w.line = w.line[:0]
	w.last = 0
}
