// Package millennium is the driver of the Millennium ChessLink and eONE
// boards (and the Exclusive and Performance boards behind a ChessLink
// module): 38400 baud, 7 data bits, odd parity, one stop bit; printable
// ASCII messages, each a type letter, its data and a block parity of two
// hexadecimal digits (the XOR of all the characters before it). The host
// sends upper-case commands (S status, L LEDs, X LEDs off, V version, W
// and R the board's E2ROM, T reset); the board answers with the lower-case
// letter. A status ("s" and 64 characters, KQRBNP white, kqrbnp black, "."
// empty) is the whole board; the driver turns the difference between two
// statuses into lifts and places.
//
// The protocol is documented in "ChessLink: Magic Chessboard
// Communications Protocol" (Dave Woodfield, 25/10/17), reproduced in
// domschl/python-mchess mchess/magic-board.md; the square order of the
// status and the LED grid follow what the open-source drivers read on real
// boards (h1, g1 … a1, h2 … a8 for a board lying the normal way).
package millennium

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// BaudRate is the line speed of a ChessLink board.
const BaudRate = 38400

// Message types: the host's commands and the board's answers.
const (
	CmdStatus  = 'S' // ask for the whole board
	CmdLEDs    = 'L' // set the 81 LEDs
	CmdLEDsOff = 'X' // all LEDs off
	CmdVersion = 'V' // ask for the firmware version
	CmdWrite   = 'W' // write a byte of the E2ROM
	CmdRead    = 'R' // read a byte of the E2ROM
	CmdReset   = 'T' // reset the board (no answer)

	MsgStatus  = 's'
	MsgLEDs    = 'l'
	MsgLEDsOff = 'x'
	MsgVersion = 'v'
	MsgWrite   = 'w'
	MsgRead    = 'r'
)

// E2ROM addresses and values the driver uses.
const (
	// AddrAutoReport is the E2ROM address of the automatic status
	// reports: 0 every scan (the default), 1 off, 2 timed, 3 on every
	// change, 4 to 7 on a change seen on 2 to 5 scans.
	AddrAutoReport = 0x02
	// AutoReportOnChange sends a status whenever the board changes.
	AutoReportOnChange = 0x03
)

// messageSize is the length of each message the board sends, block parity
// included.
func messageSize(t byte) int {
	switch t {
	case MsgStatus:
		return 67
	case MsgVersion, MsgWrite, MsgRead:
		return 7
	case MsgLEDs, MsgLEDsOff:
		return 3
	}
	return 0
}

// hexDigits are the digits of the block parity and of the data.
const hexDigits = "0123456789ABCDEF"

// WithParity returns c (7 bits) with bit 7 set so that the byte has an odd
// number of one bits: the odd parity of a 7O1 line, added in software so
// that the same bytes are right on a port opened 7O1 (the UART sends the
// low 7 bits and its own parity), on one opened 8N1 and on a
// pseudo-terminal.
func WithParity(c byte) byte {
	c &= 0x7F
	if bits.OnesCount8(c)%2 == 0 {
		c |= 0x80
	}
	return c
}

// Encode returns the bytes of message m (type letter and data, 7-bit
// ASCII) with its block parity, each byte with its odd parity bit.
func Encode(m string) []byte {
	var x byte
	out := make([]byte, 0, len(m)+2)
	for i := 0; i < len(m); i++ {
		x ^= m[i] & 0x7F
		out = append(out, WithParity(m[i]))
	}
	out = append(out, WithParity(hexDigits[x>>4]), WithParity(hexDigits[x&15]))
	return out
}

// Hex2 returns b as two upper-case hexadecimal digits.
func Hex2(b byte) string { return string([]byte{hexDigits[b>>4], hexDigits[b&15]}) }

// ParseHex2 parses two hexadecimal digits (either case).
func ParseHex2(s string) (byte, bool) {
	if len(s) != 2 {
		return 0, false
	}
	var v byte
	for i := 0; i < 2; i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			v = v<<4 | (c - '0')
		case c >= 'A' && c <= 'F':
			v = v<<4 | (c - 'A' + 10)
		case c >= 'a' && c <= 'f':
			v = v<<4 | (c - 'a' + 10)
		default:
			return 0, false
		}
	}
	return v, true
}

// Unframe checks the block parity of a whole message (7-bit characters,
// the two parity digits at the end) and returns the message without it.
func Unframe(m []byte) ([]byte, error) {
	if len(m) < 3 {
		return nil, catalog.Errorf("millennium.too-short", string(m))
	}
	var x byte
	for _, c := range m[:len(m)-2] {
		x ^= c
	}
	got, ok := ParseHex2(string(m[len(m)-2:]))
	if !ok {
		return nil, catalog.Errorf("millennium.parity-hex", string(m), string(m[len(m)-2:]))
	}
	if got != x {
		return nil, catalog.Errorf("millennium.parity", string(m), got, x)
	}
	return m[:len(m)-2], nil
}

// statusChars are the characters a status may hold.
const statusChars = ".KQRBNPkqrbnp"

// squareOfStatus returns the square of character j (0 … 63) of a status
// from a board lying the normal way: h1, g1 … a1, h2 … a8.
func squareOfStatus(j int) rules.Square { return rules.Square(j ^ 7) }

// DecodeStatus returns the pieces of a status message ("s" and 64
// characters, without the block parity).
func DecodeStatus(m []byte) (eboard.Placement, error) {
	var p eboard.Placement
	if len(m) != 65 || m[0] != MsgStatus {
		return p, catalog.Errorf("millennium.status-length", len(m))
	}
	for j, c := range m[1:] {
		if c == '.' {
			continue
		}
		pc, ok := eboard.PieceFromLetter(c)
		if !ok {
			return p, catalog.Errorf("millennium.status-char", j+1, c, statusChars)
		}
		p[squareOfStatus(j)] = pc
	}
	return p, nil
}

// EncodeStatus returns the status message of p, without block parity.
func EncodeStatus(p *eboard.Placement) string {
	var b strings.Builder
	b.WriteByte(MsgStatus)
	for j := 0; j < 64; j++ {
		pc := p[squareOfStatus(j)]
		if pc == rules.NoPiece {
			b.WriteByte('.')
			continue
		}
		b.WriteByte(pc.FENChar())
	}
	return b.String()
}

// Version is a board's firmware version, from the "v" answer: 0.x for an
// Exclusive board, 1.x Performance, 2.x eONE (as the drivers read it).
type Version struct{ Major, Minor byte }

// String returns e.g. "1.3".
func (v Version) String() string { return fmt.Sprintf("%d.%d", v.Major, v.Minor) }

// DecodeVersion reads a "v" message (without block parity).
func DecodeVersion(m []byte) (Version, error) {
	if len(m) != 5 || m[0] != MsgVersion {
		return Version{}, catalog.Errorf("millennium.version-length", string(m))
	}
	hi, ok1 := ParseHex2(string(m[1:3]))
	lo, ok2 := ParseHex2(string(m[3:5]))
	if !ok1 || !ok2 {
		return Version{}, catalog.Errorf("millennium.version-hex", string(m))
	}
	return Version{hi, lo}, nil
}

// LEDCount is the number of LEDs: a 9 × 9 grid on the corners of the
// squares.
const LEDCount = 81

// LEDs is the blink pattern of each LED (bit 7 first, one bit per time
// slot; 0xFF steady on, 0 off).
type LEDs [LEDCount]byte

// ledIndex returns the LED at corner (fileRev, rank) of the grid, where
// fileRev counts from the h side (0) to beyond the a file (8) and rank from
// below rank 1 (0) to above rank 8 (8).
func ledIndex(fileRev, rank int) int { return fileRev*9 + rank }

// Light sets the four LEDs around sq to pattern.
func (l *LEDs) Light(sq rules.Square, pattern byte) {
	if !sq.Valid() {
		return
	}
	f, r := sq.File(), sq.Rank()
	for _, fr := range []int{7 - f, 8 - f} {
		for _, rr := range []int{r, r + 1} {
			l[ledIndex(fr, rr)] = pattern
		}
	}
}

// Lit reports whether all four LEDs around sq are on (any pattern).
func (l *LEDs) Lit(sq rules.Square) bool {
	if !sq.Valid() {
		return false
	}
	f, r := sq.File(), sq.Rank()
	for _, fr := range []int{7 - f, 8 - f} {
		for _, rr := range []int{r, r + 1} {
			if l[ledIndex(fr, rr)] == 0 {
				return false
			}
		}
	}
	return true
}

// LitSquares returns the squares lit, a1 … h8: those whose four LEDs are
// on, less those whose every LED belongs to another such square (between
// e2 and e4 lit, e3's corners are all on too).
func (l *LEDs) LitSquares() []rules.Square {
	var lit []rules.Square
	var owners [LEDCount]int
	for sq := rules.Square(0); sq < 64; sq++ {
		if l.Lit(sq) {
			lit = append(lit, sq)
			for _, i := range corners(sq) {
				owners[i]++
			}
		}
	}
	var out []rules.Square
	for _, sq := range lit {
		for _, i := range corners(sq) {
			if owners[i] == 1 {
				out = append(out, sq)
				break
			}
		}
	}
	return out
}

// corners returns the four LEDs around sq.
func corners(sq rules.Square) [4]int {
	f, r := sq.File(), sq.Rank()
	return [4]int{ledIndex(7-f, r), ledIndex(7-f, r+1), ledIndex(8-f, r), ledIndex(8-f, r+1)}
}

// DefaultSlotTime is the time slot of the LED patterns, in units of
// 4.096 ms (0x20: about 131 ms, a full pattern of 8 slots in about a
// second).
const DefaultSlotTime = 0x20

// EncodeLEDs returns the "L" command for l (without block parity).
func EncodeLEDs(slot byte, l *LEDs) string {
	var b strings.Builder
	b.WriteByte(CmdLEDs)
	b.WriteString(Hex2(slot))
	for _, v := range l {
		b.WriteString(Hex2(v))
	}
	return b.String()
}

// DecodeLEDs reads an "L" command (without block parity).
func DecodeLEDs(m []byte) (slot byte, l LEDs, err error) {
	if len(m) != 3+2*LEDCount || m[0] != CmdLEDs {
		return 0, l, catalog.Errorf("millennium.leds-length", LEDCount, len(m))
	}
	slot, ok := ParseHex2(string(m[1:3]))
	if !ok {
		return 0, l, catalog.Errorf("millennium.leds-slot", string(m[1:3]))
	}
	for i := range l {
		v, ok := ParseHex2(string(m[3+2*i : 5+2*i]))
		if !ok {
			return 0, l, catalog.Errorf("millennium.leds-hex", i+1, string(m[3+2*i:5+2*i]))
		}
		l[i] = v
	}
	return slot, l, nil
}
