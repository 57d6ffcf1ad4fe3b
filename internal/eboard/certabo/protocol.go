// Package certabo is the driver of Certabo boards: RFID chips in the
// pieces, read under each square, streamed over a USB serial port (a
// CP210x, 38400 8N1) as text lines of a colon and 320 numbers, the 5 bytes
// of the chip on each square, a8 … h8, a7 … h1 (0 0 0 0 0: empty). Which
// chip is which piece the board does not know: the driver learns it in a
// calibration, from the start position set up on the board, and says so
// in words. Implementations read: picochess eboard/certabo and
// duncanthrax/certabo-lichess; the code here is our own.
package certabo

import (
	"bytes"
	"strconv"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/rules"
)

// BaudRate is the line speed of a Certabo board.
const BaudRate = 38400

// ChipID is the id of the RFID chip in a piece; the zero id is no chip.
type ChipID [5]byte

// Scan is one reading of the board: the chip on each square (a1 = 0 …
// h8 = 63).
type Scan [64]ChipID

// squareOfField returns the square of the j-th chip of a line: a8 … h8,
// a7 … h1.
func squareOfField(j int) rules.Square { return rules.Square(j ^ 56) }

// MaxLine bounds a line: 320 numbers of up to 3 digits and their spaces,
// the colon, a carriage return.
const MaxLine = 1 + 320*4 + 1

// ParseLine reads a line of the board (without its line feed; a carriage
// return at its end is allowed).
func ParseLine(line []byte) (Scan, error) {
	var s Scan
	line = bytes.TrimSuffix(line, []byte("\r"))
	if len(line) == 0 || line[0] != ':' {
		return s, catalog.Errorf("certabo.line-colon", string(clip(line)))
	}
	fields := bytes.Fields(line[1:])
	if len(fields) != 320 {
		return s, catalog.Errorf("certabo.line-count", len(fields))
	}
	for i, f := range fields {
		if len(f) > 3 {
			return s, catalog.Errorf("certabo.line-number", i+1, string(clip(f)))
		}
		n, err := strconv.Atoi(string(f))
		if err != nil || n < 0 || n > 255 {
			return s, catalog.Errorf("certabo.line-number", i+1, string(clip(f)))
		}
		s[squareOfField(i/5)][i%5] = byte(n)
	}
	return s, nil
}

func clip(b []byte) []byte {
	if len(b) > 20 {
		return append(append([]byte(nil), b[:20]...), "…"...)
	}
	return b
}

// EncodeLine returns the line of scan s, with its carriage return and
// line feed.
func EncodeLine(s *Scan) []byte {
	b := make([]byte, 0, MaxLine+1)
	b = append(b, ':')
	for j := 0; j < 64; j++ {
		id := s[squareOfField(j)]
		for k, v := range id {
			if j > 0 || k > 0 {
				b = append(b, ' ')
			}
			b = strconv.AppendInt(b, int64(v), 10)
		}
	}
	return append(b, '\r', '\n')
}

// LEDBytes returns the 8 bytes that light the LEDs of the squares given:
// byte r is rank 8 − r, bit f file f (a = bit 0).
func LEDBytes(sqs ...rules.Square) []byte {
	out := make([]byte, 8)
	for _, sq := range sqs {
		if sq.Valid() {
			out[7-sq.Rank()] |= 1 << uint(sq.File())
		}
	}
	return out
}

// LineReader cuts the byte stream into lines, dropping lines longer than
// MaxLine. The zero value is ready to use.
type LineReader struct {
	buf     []byte
	tooLong bool
	// Dropped counts the bytes of lines dropped as too long.
	Dropped uint64
}

// Feed adds p and calls line with each complete line (without its line
// feed), valid only during the call.
func (r *LineReader) Feed(p []byte, line func([]byte)) {
	for _, c := range p {
		if c == '\n' {
			if !r.tooLong {
				line(r.buf)
			}
			r.buf, r.tooLong = r.buf[:0], false
			continue
		}
		if r.tooLong {
			r.Dropped++
			continue
		}
		if len(r.buf) >= MaxLine {
			r.Dropped += uint64(len(r.buf)) + 1
			r.buf, r.tooLong = r.buf[:0], true
			continue
		}
		r.buf = append(r.buf, c)
	}
}

// Reset drops a half-received line.
func (r *LineReader) Reset() { r.buf, r.tooLong = r.buf[:0], false }
