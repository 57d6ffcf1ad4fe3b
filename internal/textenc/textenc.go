// Package textenc finds the character encoding of a text file and decodes
// it to UTF-8, so that names such as "Polgár" written by old programs in
// Windows-1252 reach the output (text, JSON, speech, braille) as valid
// UTF-8.
//
// The rule, per file: a file that starts with the UTF-8 byte order mark is
// UTF-8; a file whose bytes are valid UTF-8 is UTF-8; any other file is
// Windows-1252 (a superset of ISO 8859-1, Latin-1, for text: it differs
// only in 0x80–0x9F, where Latin-1 has control characters and Windows-1252
// has € ‚ „ … † ‡ ‰ Š ‹ Œ Ž ' ' " " • – — ˜ ™ š › œ ž Ÿ). The decision is
// taken at the first byte above 0x7F, on everything from there to the end
// of a 64 KiB look-ahead; bytes that are not UTF-8 further on in a file
// decided as UTF-8 (a file pasted together from two sources) are read as
// Windows-1252 one by one and counted. A file that starts with a UTF-16
// byte order mark is refused with an error that says what to do.
package textenc

import (
	"bytes"
	"io"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Encoding is what a Decoder found a file to be.
type Encoding uint8

// The encodings a Decoder tells apart.
const (
	// ASCII: no byte above 0x7F so far (valid in every encoding here).
	ASCII Encoding = iota
	// UTF8: valid UTF-8 without a byte order mark.
	UTF8
	// UTF8BOM: UTF-8 that starts with the byte order mark EF BB BF.
	UTF8BOM
	// Windows1252: not UTF-8; read as Windows-1252.
	Windows1252
)

// String returns the name of the encoding: "ASCII", "UTF-8", "UTF-8 with
// byte order mark", "Windows-1252".
func (e Encoding) String() string {
	switch e {
	case UTF8:
		return "UTF-8"
	case UTF8BOM:
		return "UTF-8 with byte order mark"
	case Windows1252:
		return "Windows-1252"
	}
	return "ASCII"
}

// ErrUTF16 is the error of a file that starts with a UTF-16 byte order
// mark.
var ErrUTF16 = catalog.Errorf("textenc.utf16")

// ErrUTF16NoBOM is the error of a file in UTF-16 without a byte order
// mark (Windows programs write such files): its text begins with
// characters below U+0100 whose other byte is zero, which no UTF-8 or
// Windows-1252 text does. Without this, its first zero byte was reported
// as a syntax error of a file "read as Windows-1252".
var ErrUTF16NoBOM = catalog.Errorf("textenc.utf16-no-bom")

// looksUTF16 reports whether b, the start of a file as read so far, is
// UTF-16 text without a byte order mark: in its first utf16Probe bytes (at
// least 4), every other byte zero and the bytes between them not.
func looksUTF16(b []byte) bool {
	n := min(len(b), utf16Probe) &^ 1
	if n < 4 {
		return false
	}
	le, be := true, true
	for i := 0; i < n; i += 2 {
		le = le && b[i] != 0 && b[i+1] == 0
		be = be && b[i] == 0 && b[i+1] != 0
	}
	return le || be
}

// utf16Probe is how many bytes looksUTF16 looks at.
const utf16Probe = 32

// MaxZeroRun is how many zero bytes in a row a Decoder reads before it
// takes the input for no text at all (ErrZeros): text never holds them,
// and /dev/zero, a disk image or a file a crash filled with zeros would
// otherwise be read for ever, or to its end, as one long error. A few
// zero bytes (a damaged line, a torn tail) are passed on as they are.
const MaxZeroRun = 1 << 20

// ErrZeros is the error of input that holds MaxZeroRun zero bytes in a
// row: it is not text.
var ErrZeros = catalog.Errorf("textenc.zeros", MaxZeroRun>>20)

// bufSize is the size of the raw buffer and of the look-ahead that decides
// the encoding.
const bufSize = 64 << 10

// Decoder reads a text file of unknown encoding and yields UTF-8.
type Decoder struct {
	src      io.Reader
	raw      []byte // raw[start:end] is read but not decoded
	start    int
	end      int
	srcErr   error // error of src (io.EOF at the end), seen once raw is used up
	began    bool  // the first bytes were checked for byte order marks
	enc      Encoding
	out      []byte // decoded, out[outPos:] not yet returned
	outPos   int
	replaced int
	zeros    int // zero bytes in a row at the end of what was decoded
}

// NewDecoder returns a Decoder that reads src.
func NewDecoder(src io.Reader) *Decoder {
	return &Decoder{src: src, raw: make([]byte, bufSize)}
}

// Encoding returns what the input was found to be so far: ASCII until the
// first byte above 0x7F (or the byte order mark), then UTF8, UTF8BOM or
// Windows1252 for good.
func (d *Decoder) Encoding() Encoding { return d.enc }

// Replaced returns how many bytes of a file decided as UTF-8 were not
// UTF-8 and were read as Windows-1252.
func (d *Decoder) Replaced() int { return d.replaced }

// Read reads decoded UTF-8 into p.
func (d *Decoder) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	for d.outPos == len(d.out) {
		if err := d.decode(); err != nil {
			return 0, err
		}
		if d.countZeros(d.out) {
			d.out, d.outPos = d.out[:0], 0
			d.srcErr, d.start, d.end = ErrZeros, 0, 0
			return 0, ErrZeros
		}
	}
	n := copy(p, d.out[d.outPos:])
	d.outPos += n
	return n, nil
}

// countZeros follows the run of zero bytes through b, the next decoded
// chunk, and reports whether it reached MaxZeroRun.
func (d *Decoder) countZeros(b []byte) bool {
	for len(b) > 0 {
		i := bytes.IndexByte(b, 0)
		if i < 0 {
			d.zeros = 0
			return false
		}
		if i > 0 {
			d.zeros = 0
		}
		j := i
		for j < len(b) && b[j] == 0 {
			j++
		}
		d.zeros += j - i
		if d.zeros >= MaxZeroRun {
			return true
		}
		b = b[j:]
	}
	return false
}

// fill reads more raw input after moving what is left to the front. It
// reports whether it read anything.
func (d *Decoder) fill() bool {
	if d.srcErr != nil {
		return false
	}
	if d.start > 0 {
		d.end = copy(d.raw, d.raw[d.start:d.end])
		d.start = 0
	}
	for range 100 {
		if d.end == len(d.raw) {
			return false
		}
		n, err := d.src.Read(d.raw[d.end:])
		if n < 0 || n > len(d.raw)-d.end {
			n, err = 0, catalog.Errorf("textenc.invalid-count")
		}
		d.end += n
		if err != nil {
			d.srcErr = err
		}
		if n > 0 {
			return true
		}
		if err != nil {
			return false
		}
	}
	d.srcErr = io.ErrNoProgress
	return false
}

// fillTo reads until at least n raw bytes are buffered or the input ends.
func (d *Decoder) fillTo(n int) {
	for d.end-d.start < n && d.fill() {
	}
}

// decode decodes the next chunk into out. It returns the source's error
// (io.EOF at the end) when there is nothing left.
func (d *Decoder) decode() error {
	d.out, d.outPos = d.out[:0], 0
	if !d.began {
		d.began = true
		// What the first reads gave (a file gives much more; a pipe is
		// not waited for beyond the three bytes of a byte order mark).
		d.fillTo(3)
		b := d.raw[d.start:d.end]
		switch {
		case len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF:
			d.start += 3
			d.enc = UTF8BOM
		case len(b) >= 2 && (b[0] == 0xFF && b[1] == 0xFE || b[0] == 0xFE && b[1] == 0xFF):
			d.srcErr = ErrUTF16
			d.start = d.end
			return ErrUTF16
		case looksUTF16(b):
			d.srcErr = ErrUTF16NoBOM
			d.start = d.end
			return ErrUTF16NoBOM
		}
	}
	if d.start == d.end && !d.fill() {
		if d.srcErr == nil {
			return io.EOF
		}
		return d.srcErr
	}
	if d.enc == ASCII {
		b := d.raw[d.start:d.end]
		i := 0
		for i < len(b) && b[i] < 0x80 {
			i++
		}
		if i > 0 {
			d.out = append(d.out, b[:i]...)
			d.start += i
			return nil
		}
		// The first byte above 0x7F: decide on everything up to a full
		// buffer ahead.
		d.fillTo(len(d.raw))
		d.enc = Windows1252
		if validPrefix(d.raw[d.start:d.end], d.srcErr != nil) {
			d.enc = UTF8
		}
	}
	b := d.raw[d.start:d.end]
	if d.enc == Windows1252 {
		for _, c := range b {
			if c < 0x80 {
				d.out = append(d.out, c)
			} else {
				d.out = utf8.AppendRune(d.out, cp1252[c-0x80])
			}
		}
		d.start = d.end
		return nil
	}
	// UTF-8: hold back an incomplete character at the end unless the input
	// has ended.
	n := len(b)
	if d.srcErr == nil {
		n -= incompleteTail(b)
		if n == 0 {
			// Only the start of a character is buffered: read more.
			if d.fill() {
				return nil
			}
			n = len(b)
		}
	}
	b = b[:n]
	if utf8.Valid(b) {
		d.out = append(d.out, b...)
	} else {
		for len(b) > 0 {
			r, size := utf8.DecodeRune(b) // an invalid byte is always >= 0x80
			if r == utf8.RuneError && size == 1 {
				d.out = utf8.AppendRune(d.out, cp1252[b[0]-0x80])
				d.replaced++
			} else {
				d.out = append(d.out, b[:size]...)
			}
			b = b[size:]
		}
	}
	d.start += n
	return nil
}

// incompleteTail returns the length of an incomplete UTF-8 character at
// the end of b (0 if b ends with a complete one or with bytes that can
// never become one).
func incompleteTail(b []byte) int {
	for k := 1; k <= 3 && k <= len(b); k++ {
		c := b[len(b)-k]
		if c < 0x80 {
			return 0
		}
		if c >= 0xC0 { // a leading byte
			if utf8.FullRune(b[len(b)-k:]) {
				return 0
			}
			return k
		}
	}
	return 0
}

// validPrefix reports whether b is valid UTF-8, allowing an incomplete
// character at its end when the input goes on (ended is false).
func validPrefix(b []byte, ended bool) bool {
	if !ended {
		b = b[:len(b)-incompleteTail(b)]
	}
	return utf8.Valid(b)
}

// cp1252 maps the bytes 0x80–0xFF of Windows-1252 to Unicode. The five
// bytes Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) become
// U+FFFD, the replacement character, rather than invisible C1 controls.
var cp1252 = func() (t [128]rune) {
	for i := range t {
		t[i] = rune(0x80 + i)
	}
	copy(t[:32], []rune{
		'€', '\uFFFD', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\uFFFD', 'Ž', '\uFFFD',
		'\uFFFD', '\u2018', '\u2019', '\u201C', '\u201D', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\uFFFD', 'ž', 'Ÿ',
	})
	return t
}()

// DecodeBytes decodes a whole file held in memory; see NewDecoder.
func DecodeBytes(b []byte) (string, Encoding, error) {
	d := NewDecoder(bytes.NewReader(b))
	out, err := io.ReadAll(d)
	return string(out), d.Encoding(), err
}

// String decodes a piece of text of unknown encoding — a command-line
// argument, typed in a terminal set to Latin-1 — by the rule of a file: valid
// UTF-8 is returned as it is, anything else is read as Windows-1252 (bytes
// after a start that is UTF-8 one by one), so that "Polg\xe1r" is "Polgár"
// in the journal, the PGN and the speech alike.
func String(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	if out, _, err := DecodeBytes([]byte(s)); err == nil {
		return out
	}
	// A start that looks like UTF-16 is not refused in a name: each byte
	// is a Windows-1252 character.
	b := make([]rune, 0, len(s))
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x80 {
			b = append(b, rune(c))
		} else {
			b = append(b, cp1252[c-0x80])
		}
	}
	return string(b)
}
