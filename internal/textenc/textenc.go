// Package textenc finds the character encoding of a text file and decodes
// it to UTF-8, so that names such as "Polgár" written by old programs in
// Windows-1252 reach the output (text, JSON, speech, braille) as valid
// UTF-8.
//
// The rule, per file: a file that starts with the UTF-8 byte order mark is
// UTF-8; a file whose bytes are valid UTF-8 is UTF-8; any other file is
// Windows-1250 (Central European) when its bytes show Czech or Slovak text
// (see below), else Windows-1252 (a superset of ISO 8859-1, Latin-1, for text: it differs
// only in 0x80–0x9F, where Latin-1 has control characters and Windows-1252
// has € ‚ „ … † ‡ ‰ Š ‹ Œ Ž ' ' " " • – — ˜ ™ š › œ ž Ÿ). The decision is
// taken at the first byte above 0x7F, on everything from there to the end
// of a 64 KiB look-ahead, never byte by byte.
//
// Windows-1250 is chosen when, in that look-ahead, the Central European
// score is at least 2 and more than twice the Western one. The Central
// European score counts 3 for each byte that Windows-1252 leaves undefined
// or has as a rare sign but Windows-1250 as a letter (0x8D Ť, 0x8F Ź, 0x9D
// ť, 0x9F ź) and 1 for each byte of a Czech, Slovak or Hungarian letter
// that Western European text seldom has: č ř ě ů ď ň and Č Ř Ě Ů Ď Ň
// (which Windows-1252 reads as è ø ì ù ï ò, È Ø Ì Ù Ï Ò), ő ű Ő Ű (õ û Õ
// Û), ý Ý and š ž Š Ž (the same in both). Polish letters that
// Windows-1252 has as signs count by where they stand: ł ą Ą Ż (³ ¹ ¥ ¯)
// 3 beside a letter, as in a word (ChessBase writes ² and ³ alone, for
// its "slightly better" symbols); ś Ś (œ Œ) 1 unless u follows (French
// cœur, manœuvre); ż (¿) 1 after a letter (a Spanish ¿ begins a
// question); Ł (£) nothing. The Western score counts 1 for each byte of a
// letter that French, Spanish, Portuguese or Scandinavian text uses and
// Czech and Slovak do not: à â ã å æ ç ê ë î ñ and their capitals (which
// are Polish ć ę ń, Ć Ę Ń in Windows-1250: Polish text carries its ł ą ś ż
// against them). So "Černý" (Č and ý), "Erdős, Győző" and "Radosław" are
// Windows-1250, while "Genève" (è alone), "Françoise Lefèvre" (è but ç)
// and a French comment (more à ê ç than è ù) stay Windows-1252. German ä ö
// ü ß, and é á í ó ú, are the same bytes in both and count for neither, so
// a Czech file with German names reads both right. A single weak letter
// ("Dvořák" alone, "Erdős" alone) is not enough and is read as
// Windows-1252.
//
// Bytes that are not UTF-8 further on in a file
// decided as UTF-8 (a file pasted together from two sources) are read as
// Windows-1252 one by one and counted. A file that starts with a UTF-16
// byte order mark (FF FE little-endian, FE FF big-endian: Notepad's
// "Unicode", a Windows program's export) is decoded as UTF-16, a lone
// surrogate or an odd last byte each read as U+FFFD and counted; one in
// UTF-16 without the mark (every other byte zero) is refused with an
// error that says what to do.
package textenc

import (
	"bytes"
	"io"
	"unicode/utf16"
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
	// Windows1250: not UTF-8, with Czech, Slovak, Hungarian or Polish
	// letters; read as Windows-1250 (Central European).
	Windows1250
	// UTF16LE: UTF-16 little-endian, after its byte order mark FF FE.
	UTF16LE
	// UTF16BE: UTF-16 big-endian, after its byte order mark FE FF.
	UTF16BE
)

// String returns the name of the encoding: "ASCII", "UTF-8", "UTF-8 with
// byte order mark", "Windows-1252", "Windows-1250", "UTF-16 little-endian",
// "UTF-16 big-endian".
func (e Encoding) String() string {
	switch e {
	case UTF8:
		return "UTF-8"
	case UTF8BOM:
		return "UTF-8 with byte order mark"
	case Windows1252:
		return "Windows-1252"
	case Windows1250:
		return "Windows-1250"
	case UTF16LE:
		return "UTF-16 little-endian"
	case UTF16BE:
		return "UTF-16 big-endian"
	}
	return "ASCII"
}

// ErrUTF16NoBOM is the error of a file in UTF-16 without a byte order
// mark (Windows programs write such files): its text begins with
// characters below U+0100 whose other byte is zero, which no UTF-8 or
// Windows-1252 text does. Without this, its first zero byte was reported
// as a syntax error of a file "read as Windows-1252".
var ErrUTF16NoBOM = catalog.Errorf("textenc.utf16-no-bom")

// looksUTF16 reports whether b, the start of a file as read so far, is
// UTF-16 text without a byte order mark: in its first utf16Probe bytes (at
// least 4), each character's high byte is that of a letter of Latin,
// Greek or Cyrillic (0x00 to 0x05) and at least half of them zero, and a
// zero high byte has a character beside it. Czech, Polish and Hungarian
// letters (ř U+0159, ł U+0142, ő U+0151) have the high byte 0x01: until
// walk10 only 0x00 was taken, so a file beginning [Event "Přebor"] was
// read as Windows-1252 and refused for its first zero byte. No UTF-8 or
// Windows-1252 text has a control character 0x00 to 0x05 at every other
// byte.
func looksUTF16(b []byte) bool {
	n := min(len(b), utf16Probe) &^ 1
	if n < 4 {
		return false
	}
	char := func(lo, hi byte) bool { return hi == 0 && lo != 0 || hi >= 1 && hi <= 5 }
	le, be := true, true
	leZeros, beZeros := 0, 0
	for i := 0; i < n; i += 2 {
		le = le && char(b[i], b[i+1])
		be = be && char(b[i+1], b[i])
		if b[i+1] == 0 {
			leZeros++
		}
		if b[i] == 0 {
			beZeros++
		}
	}
	half := n / 4
	return le && leZeros >= half || be && beZeros >= half
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
	zeros    int  // zero bytes in a row at the end of what was decoded
	prev     byte // the last ASCII byte before the first byte above 0x7F
}

// NewDecoder returns a Decoder that reads src.
func NewDecoder(src io.Reader) *Decoder {
	return &Decoder{src: src, raw: make([]byte, bufSize)}
}

// Encoding returns what the input was found to be so far: ASCII until the
// first byte above 0x7F (or the byte order mark), then UTF8, UTF8BOM or
// Windows1252 or Windows1250 for good.
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
		case len(b) >= 2 && b[0] == 0xFF && b[1] == 0xFE:
			d.start += 2
			d.enc = UTF16LE
		case len(b) >= 2 && b[0] == 0xFE && b[1] == 0xFF:
			d.start += 2
			d.enc = UTF16BE
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
			d.prev = b[i-1]
			return nil
		}
		// The first byte above 0x7F: decide on everything up to a full
		// buffer ahead.
		d.fillTo(len(d.raw))
		switch {
		case validPrefix(d.raw[d.start:d.end], d.srcErr != nil):
			d.enc = UTF8
		case looksCentralAfter(d.prev, d.raw[d.start:d.end]):
			d.enc = Windows1250
		default:
			d.enc = Windows1252
		}
	}
	if d.enc == UTF16LE || d.enc == UTF16BE {
		return d.decodeUTF16()
	}
	b := d.raw[d.start:d.end]
	if d.enc == Windows1252 || d.enc == Windows1250 {
		table := &cp1252
		if d.enc == Windows1250 {
			table = &cp1250
		}
		for _, c := range b {
			if c < 0x80 {
				d.out = append(d.out, c)
			} else {
				d.out = utf8.AppendRune(d.out, table[c-0x80])
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

// decodeUTF16 decodes the buffered UTF-16 into out. An odd last byte, and
// a high surrogate at the end, wait for more input unless it has ended;
// then each is one U+FFFD, as is a surrogate without its pair.
func (d *Decoder) decodeUTF16() error {
	b := d.raw[d.start:d.end]
	unit := func(i int) uint16 {
		if d.enc == UTF16LE {
			return uint16(b[i]) | uint16(b[i+1])<<8
		}
		return uint16(b[i])<<8 | uint16(b[i+1])
	}
	i := 0
	for ; i+1 < len(b); i += 2 {
		u := unit(i)
		switch {
		case !utf16.IsSurrogate(rune(u)):
			d.out = utf8.AppendRune(d.out, rune(u))
			continue
		case u < 0xDC00 && i+3 < len(b):
			if r := utf16.DecodeRune(rune(u), rune(unit(i+2))); r != utf8.RuneError {
				d.out = utf8.AppendRune(d.out, r)
				i += 2
				continue
			}
		case u < 0xDC00 && d.srcErr == nil:
			// A high surrogate at the end: its pair may come next.
			if d.waitForMore(i) {
				return nil
			}
		}
		d.out = utf8.AppendRune(d.out, utf8.RuneError)
		d.replaced++
	}
	if i < len(b) {
		// An odd byte at the end.
		if d.srcErr == nil && d.waitForMore(i) {
			return nil
		}
		d.out = utf8.AppendRune(d.out, utf8.RuneError)
		d.replaced++
		i++
	}
	d.start += i
	return nil
}

// waitForMore is decodeUTF16's wait for the rest of a unit that begins
// at byte i of the buffered input (a high surrogate's pair, an odd
// byte's partner): with nothing decoded yet it reads more input and
// reports true (the buffer is decoded again from its start); with
// something decoded it keeps the bytes from i for the next call and
// reports true; false when no more input came (the unit is then
// replaced).
func (d *Decoder) waitForMore(i int) bool {
	if len(d.out) == 0 && d.fill() {
		return true
	}
	if len(d.out) > 0 {
		d.start += i
		return true
	}
	return false
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

// cp1250 maps the bytes 0x80–0xFF of Windows-1250 to Unicode; the five
// bytes it leaves undefined (0x81, 0x83, 0x88, 0x90, 0x98) become U+FFFD.
var cp1250 = [128]rune{
	'€', '\uFFFD', '‚', '\uFFFD', '„', '…', '†', '‡', '\uFFFD', '‰', 'Š', '‹', 'Ś', 'Ť', 'Ž', 'Ź',
	'\uFFFD', '\u2018', '\u2019', '\u201C', '\u201D', '•', '–', '—', '\uFFFD', '™', 'š', '›', 'ś', 'ť', 'ž', 'ź',
	'\u00A0', 'ˇ', '˘', 'Ł', '¤', 'Ą', '¦', '§', '¨', '©', 'Ş', '«', '¬', '\u00AD', '®', 'Ż',
	'°', '±', '˛', 'ł', '´', 'µ', '¶', '·', '¸', 'ą', 'ş', '»', 'Ľ', '˝', 'ľ', 'ż',
	'Ŕ', 'Á', 'Â', 'Ă', 'Ä', 'Ĺ', 'Ć', 'Ç', 'Č', 'É', 'Ę', 'Ë', 'Ě', 'Í', 'Î', 'Ď',
	'Đ', 'Ń', 'Ň', 'Ó', 'Ô', 'Ő', 'Ö', '×', 'Ř', 'Ů', 'Ú', 'Ű', 'Ü', 'Ý', 'Ţ', 'ß',
	'ŕ', 'á', 'â', 'ă', 'ä', 'ĺ', 'ć', 'ç', 'č', 'é', 'ę', 'ë', 'ě', 'í', 'î', 'ď',
	'đ', 'ń', 'ň', 'ó', 'ô', 'ő', 'ö', '÷', 'ř', 'ů', 'ú', 'ű', 'ü', 'ý', 'ţ', '˙',
}

// centralWeight is what each byte 0x80–0xFF adds to the Central European
// score of looksCentral (positive) or to the Western one (negative).
var centralWeight = func() (w [128]int8) {
	for _, c := range []byte{0x8D, 0x8F, 0x9D, 0x9F} { // Ť Ź ť ź
		w[c-0x80] = 3
	}
	for _, c := range []byte{
		0xE8, 0xF8, 0xEC, 0xF9, 0xEF, 0xF2, // č ř ě ů ď ň
		0xC8, 0xD8, 0xCC, 0xD9, 0xCF, 0xD2, // Č Ř Ě Ů Ď Ň
		0xFD, 0xDD, 0x9A, 0x9E, 0x8A, 0x8E, // ý Ý š ž Š Ž
	} {
		w[c-0x80] = 1
	}
	for _, c := range []byte{0xF5, 0xFB, 0xD5, 0xDB} { // ő ű Ő Ű (õ û Õ Û)
		w[c-0x80] = 1
	}
	for _, c := range []byte{
		0xE0, 0xE2, 0xE3, 0xE5, 0xE6, 0xE7, 0xEA, 0xEB, 0xEE, 0xF1, // à â ã å æ ç ê ë î ñ
		0xC0, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xCA, 0xCB, 0xCE, 0xD1, // À Â Ã Å Æ Ç Ê Ë Î Ñ
	} {
		w[c-0x80] = -1
	}
	return w
}()

// isLetter reports whether c is a letter in both code pages' reading of
// text: an ASCII letter or a byte from 0xC0 on (× and ÷ aside).
func isLetter(c byte) bool {
	return c|0x20 >= 'a' && c|0x20 <= 'z' || c >= 0xC0 && c != 0xD7 && c != 0xF7
}

// polishWeight is what a Polish letter of Windows-1250 that Windows-1252
// has as a sign adds to the Central European score, by where it stands
// (b[i] is the byte, prev the one before b): ł ą Ą Ż (³ ¹ ¥ ¯) 3 beside a letter, as in a word
// (ChessBase writes ² and ³ alone, for ⩲ and ⩱); ś Ś (œ Œ) 1 unless u
// follows (French cœur, manœuvre, Œuvre); ż (¿) 1 after a letter (a
// Spanish ¿ begins a question). 0 elsewhere, and for any other byte.
func polishWeight(prevByte byte, b []byte, i int) int {
	prev := isLetter(prevByte)
	if i > 0 {
		prev = isLetter(b[i-1])
	}
	next := i+1 < len(b) && isLetter(b[i+1])
	switch b[i] {
	case 0xB3, 0xB9, 0xA5, 0xAF: // ł ą Ą Ż
		if prev || next {
			return 3
		}
	case 0x9C, 0x8C: // ś Ś
		if next && b[i+1]|0x20 != 'u' {
			return 1
		}
	case 0xBF: // ż
		if prev {
			return 1
		}
	}
	return 0
}

// looksCentral reports whether b, text that is not UTF-8, is Windows-1250
// rather than Windows-1252: its Central European score is at least 2 and
// more than twice its Western one (see the package doc).
func looksCentral(b []byte) bool { return looksCentralAfter(0, b) }

// looksCentralAfter is looksCentral of b, which follows the byte prev in
// the text (0: none): a Decoder decides at the first byte above 0x7F,
// after the ASCII it has passed on.
func looksCentralAfter(prev byte, b []byte) bool {
	central, western := 0, 0
	for i, c := range b {
		if c < 0x80 {
			continue
		}
		central += polishWeight(prev, b, i)
		switch w := int(centralWeight[c-0x80]); {
		case w > 0:
			central += w
		case w < 0:
			western -= w
		}
	}
	return central >= 2 && central > 2*western
}

// SingleByte decodes b, bytes of the single-byte encoding enc
// (Windows1252 or Windows1250), into UTF-8, byte by byte, whatever the
// bytes look like; any other enc returns b as it is. It is for text whose
// encoding is known, or is to be tried: a line that an editor or a copy on
// Windows turned from UTF-8 into its "ANSI" code page.
func SingleByte(b []byte, enc Encoding) []byte {
	table := &cp1252
	switch enc {
	case Windows1252:
	case Windows1250:
		table = &cp1250
	default:
		return b
	}
	out := make([]byte, 0, len(b)+len(b)/8)
	for _, c := range b {
		if c < 0x80 {
			out = append(out, c)
		} else {
			out = utf8.AppendRune(out, table[c-0x80])
		}
	}
	return out
}

// DecodeBytes decodes a whole file held in memory; see NewDecoder.
func DecodeBytes(b []byte) (string, Encoding, error) {
	d := NewDecoder(bytes.NewReader(b))
	out, err := io.ReadAll(d)
	return string(out), d.Encoding(), err
}

// String decodes a piece of text of unknown encoding — a command-line
// argument, typed in a terminal set to Latin-1 — by the rule of a file: valid
// UTF-8 is returned as it is, anything else is read as Windows-1250 or
// Windows-1252 (bytes after a start that is UTF-8 one by one as
// Windows-1252), so that "Polg\xe1r" is "Polgár"
// in the journal, the PGN and the speech alike.
func String(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	if out, enc, err := DecodeBytes([]byte(s)); err == nil && enc != UTF16LE && enc != UTF16BE {
		return out
	}
	// A start that looks like UTF-16, with its byte order mark or
	// without, is not taken for UTF-16 in a name (a terminal never sends
	// it): each byte is a Windows-1252 character.
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
