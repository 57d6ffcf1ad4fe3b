// Package tactile speaks the line protocol of the blindchess tactile board,
// a pegged board with a presence sensor under each hole (specified in
// docs/tactile-protocol.md): the line codec with its XOR checksum, the
// messages in both directions, and the Driver that turns a board's lines
// into eboard events.
package tactile

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// ProtocolVersion is the version of the protocol this package speaks.
const ProtocolVersion = 1

// BaudRate is the line speed of the protocol (8 data bits, no parity, one
// stop bit, no flow control).
const BaudRate = 115200

// MaxLine is the longest line, terminator included, that either side must
// accept. Longer lines are discarded.
const MaxLine = 120

// MsgType is the kind of a protocol message.
type MsgType uint8

// Messages from the board to the host, then from the host to the board.
const (
	NoMsg     MsgType = iota
	MsgHello          // hello SEQ VERSION BOARD-ID [FIRMWARE]
	MsgSnap           // snap SEQ 64×(0|1), squares a1 b1 … h1 a2 … h8
	MsgLift           // lift SEQ SQUARE
	MsgPlace          // place SEQ SQUARE
	MsgButton         // button SEQ N
	MsgError          // error SEQ CODE [TEXT…]
	MsgPong           // pong SEQ TOKEN

	CmdSnap  // snap?
	CmdHello // hello?
	CmdPing  // ping TOKEN
)

var keywords = [...]string{NoMsg: "", MsgHello: "hello", MsgSnap: "snap", MsgLift: "lift", MsgPlace: "place",
	MsgButton: "button", MsgError: "error", MsgPong: "pong", CmdSnap: "snap?", CmdHello: "hello?", CmdPing: "ping"}

// String returns the keyword of the message type.
func (t MsgType) String() string {
	if int(t) < len(keywords) && t != NoMsg {
		return keywords[t]
	}
	return fmt.Sprintf("msg(%d)", uint8(t))
}

// Error codes a board may send.
const (
	ErrCodeChecksum = "checksum" // a host line had a bad checksum
	ErrCodeUnknown  = "unknown"  // a host line had an unknown keyword or bad arguments
	ErrCodeTooLong  = "toolong"  // a host line was longer than MaxLine
	ErrCodeSensor   = "sensor"   // a sensor is faulty; the text names the square
	ErrCodeOverflow = "overflow" // the board lost events; a snap follows
)

// Message is one line of the protocol, decoded.
type Message struct {
	Type MsgType
	// Seq is the board's sequence number (board→host messages only).
	Seq uint8
	// Version, BoardID and Firmware are the fields of hello.
	Version  int
	BoardID  string
	Firmware string
	// Occupied is the presence pattern of snap.
	Occupied eboard.Occupancy
	// Square is the square of lift and place.
	Square rules.Square
	// Button is the button number of button (1..9).
	Button int
	// Code and Text are the fields of error.
	Code, Text string
	// Token is the token of ping and pong.
	Token string
}

// Checksum returns the XOR of the bytes of a line body (everything before
// the '*').
func Checksum(body []byte) byte {
	var c byte
	for _, b := range body {
		c ^= b
	}
	return c
}

const hexDigits = "0123456789abcdef"

// Frame returns the line for body: body, '*', the checksum as two
// lower-case hex digits, and a line feed.
func Frame(body []byte) []byte {
	c := Checksum(body)
	line := make([]byte, 0, len(body)+4)
	line = append(line, body...)
	return append(line, '*', hexDigits[c>>4], hexDigits[c&15], '\n')
}

// Body returns the body of the message, without checksum and terminator.
func (m Message) Body() []byte {
	b := make([]byte, 0, 80)
	b = append(b, keywords[m.Type]...)
	if m.Type < CmdSnap {
		b = append(b, ' ')
		b = strconv.AppendUint(b, uint64(m.Seq), 10)
	}
	switch m.Type {
	case MsgHello:
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(m.Version), 10)
		b = append(b, ' ')
		b = append(b, m.BoardID...)
		if m.Firmware != "" {
			b = append(b, ' ')
			b = append(b, m.Firmware...)
		}
	case MsgSnap:
		b = append(b, ' ')
		b = append(b, m.Occupied.String()...)
	case MsgLift, MsgPlace:
		b = append(b, ' ')
		b = append(b, m.Square.String()...)
	case MsgButton:
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(m.Button), 10)
	case MsgError:
		b = append(b, ' ')
		b = append(b, m.Code...)
		if m.Text != "" {
			b = append(b, ' ')
			b = append(b, m.Text...)
		}
	case MsgPong, CmdPing:
		b = append(b, ' ')
		b = append(b, m.Token...)
	}
	return b
}

// Encode returns the complete line of the message.
func (m Message) Encode() []byte { return Frame(m.Body()) }

// Errors of ParseLine, wrapped with detail.
var (
	ErrChecksum = catalog.Errorf("tactile.bad-checksum")
	ErrSyntax   = catalog.Errorf("tactile.malformed")
)

// Unframe checks the checksum of a line (without its line feed; a trailing
// carriage return is ignored) and returns its body.
func Unframe(line []byte) ([]byte, error) {
	line = bytes.TrimSuffix(line, []byte{'\r'})
	star := bytes.LastIndexByte(line, '*')
	if star < 0 || len(line)-star != 3 {
		return nil, catalog.Errorf("tactile.no-checksum", ErrSyntax, string(line))
	}
	hi, ok1 := unhex(line[star+1])
	lo, ok2 := unhex(line[star+2])
	if !ok1 || !ok2 {
		return nil, catalog.Errorf("tactile.checksum-hex", ErrSyntax, string(line[star+1:]))
	}
	body := line[:star]
	for _, c := range body {
		if c < 0x20 || c > 0x7E || c == '*' {
			return nil, catalog.Errorf("tactile.bad-byte", ErrSyntax, c, string(line))
		}
	}
	if got := Checksum(body); got != hi<<4|lo {
		return nil, catalog.Errorf("tactile.checksum-differs", ErrChecksum, string(line), hi<<4|lo, got)
	}
	return body, nil
}

func unhex(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// ParseBoardLine decodes a line sent by a board (without the line feed).
// A line with an unknown keyword but a valid sequence number gives a
// Message with Type NoMsg and no error, so that later protocol versions can
// add messages; everything else that is wrong gives an error.
func ParseBoardLine(line []byte) (Message, error) {
	body, err := Unframe(line)
	if err != nil {
		return Message{}, err
	}
	f := bytes.Split(body, []byte{' '})
	m := Message{Square: rules.NoSquare}
	kw := string(f[0])
	switch kw {
	case "hello":
		m.Type = MsgHello
	case "snap":
		m.Type = MsgSnap
	case "lift":
		m.Type = MsgLift
	case "place":
		m.Type = MsgPlace
	case "button":
		m.Type = MsgButton
	case "error":
		m.Type = MsgError
	case "pong":
		m.Type = MsgPong
	default:
		if !isWord(f[0]) {
			return Message{}, catalog.Errorf("tactile.keyword", ErrSyntax, string(f[0]))
		}
	}
	if len(f) < 2 {
		return Message{}, catalog.Errorf("tactile.no-seq", ErrSyntax, kw)
	}
	seq, err := parseUint(f[1], 255)
	if err != nil {
		return Message{}, catalog.Errorf("tactile.bad-seq", ErrSyntax, kw, string(f[1]), err)
	}
	m.Seq = uint8(seq)
	if m.Type == NoMsg {
		return m, nil
	}
	args := f[2:]
	switch m.Type {
	case MsgHello:
		if len(args) < 2 || len(args) > 3 {
			return Message{}, catalog.Errorf("tactile.hello-args", ErrSyntax)
		}
		v, err := parseUint(args[0], 9999)
		if err != nil {
			return Message{}, catalog.Errorf("tactile.hello-version", ErrSyntax, string(args[0]), err)
		}
		m.Version = v
		if !isID(args[1]) {
			return Message{}, catalog.Errorf("tactile.board-id", ErrSyntax, string(args[1]))
		}
		m.BoardID = string(args[1])
		if len(args) == 3 {
			if !isID(args[2]) {
				return Message{}, catalog.Errorf("tactile.firmware", ErrSyntax, string(args[2]))
			}
			m.Firmware = string(args[2])
		}
	case MsgSnap:
		if len(args) != 1 {
			return Message{}, catalog.Errorf("tactile.snap-args", ErrSyntax)
		}
		o, err := eboard.ParseOccupancy(string(args[0]))
		if err != nil {
			return Message{}, catalog.Errorf("tactile.detail", ErrSyntax, err)
		}
		m.Occupied = o
	case MsgLift, MsgPlace:
		if len(args) != 1 || len(args[0]) != 2 || args[0][0] < 'a' || args[0][0] > 'h' {
			return Message{}, catalog.Errorf("tactile.square-args", ErrSyntax, kw)
		}
		sq, err := rules.ParseSquare(string(args[0]))
		if err != nil {
			return Message{}, catalog.Errorf("tactile.detail", ErrSyntax, err)
		}
		m.Square = sq
	case MsgButton:
		if len(args) != 1 {
			return Message{}, catalog.Errorf("tactile.button-args", ErrSyntax)
		}
		n, err := parseUint(args[0], 9)
		if err != nil || n == 0 {
			return Message{}, catalog.Errorf("tactile.button-number", ErrSyntax, string(args[0]))
		}
		m.Button = n
	case MsgError:
		if len(args) < 1 || !isWord(args[0]) {
			return Message{}, catalog.Errorf("tactile.error-args", ErrSyntax)
		}
		m.Code = string(args[0])
		m.Text = string(bytes.Join(args[1:], []byte{' '}))
	case MsgPong:
		if len(args) != 1 || !isToken(args[0]) {
			return Message{}, catalog.Errorf("tactile.pong-args", ErrSyntax)
		}
		m.Token = string(args[0])
	}
	return m, nil
}

// ParseHostLine decodes a line sent by the host (without the line feed).
func ParseHostLine(line []byte) (Message, error) {
	body, err := Unframe(line)
	if err != nil {
		return Message{}, err
	}
	f := bytes.Split(body, []byte{' '})
	switch string(f[0]) {
	case "snap?":
		if len(f) == 1 {
			return Message{Type: CmdSnap, Square: rules.NoSquare}, nil
		}
	case "hello?":
		if len(f) == 1 {
			return Message{Type: CmdHello, Square: rules.NoSquare}, nil
		}
	case "ping":
		if len(f) == 2 && isToken(f[1]) {
			return Message{Type: CmdPing, Token: string(f[1]), Square: rules.NoSquare}, nil
		}
	}
	return Message{}, catalog.Errorf("tactile.unknown-command", ErrSyntax, string(body))
}

func parseUint(b []byte, max int) (int, error) {
	if len(b) == 0 || len(b) > 4 || (len(b) > 1 && b[0] == '0') {
		return 0, catalog.Errorf("tactile.leading-zeros")
	}
	n := 0
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, catalog.Errorf("tactile.not-decimal")
		}
		n = n*10 + int(c-'0')
	}
	if n > max {
		return 0, catalog.Errorf("tactile.at-most", max)
	}
	return n, nil
}

func isWord(b []byte) bool {
	if len(b) == 0 || len(b) > 16 {
		return false
	}
	for _, c := range b {
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

func isToken(b []byte) bool { return isWord(b) }

// ValidBoardID reports whether id may be a board id (or a firmware
// version) in hello: 1-32 characters of A-Z a-z 0-9 . _ -.
func ValidBoardID(id string) bool { return isID([]byte(id)) }

func isID(b []byte) bool {
	if len(b) == 0 || len(b) > 32 {
		return false
	}
	for _, c := range b {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-'
		if !ok {
			return false
		}
	}
	return true
}

// LineStats counts what a LineReader has seen.
type LineStats struct {
	// Lines is the number of lines delivered.
	Lines uint64
	// TooLong is the number of lines discarded for exceeding MaxLine.
	TooLong uint64
	// GarbageBytes is the number of bytes discarded with overlong lines.
	GarbageBytes uint64
}

// LineReader cuts a byte stream into lines at line feeds. Lines longer
// than MaxLine are discarded up to the next line feed. The zero value is
// ready to use.
type LineReader struct {
	buf     []byte
	discard bool
	stats   LineStats
}

// Stats returns the counters so far.
func (r *LineReader) Stats() LineStats { return r.stats }

// Reset drops a partial line, as after a reconnect.
func (r *LineReader) Reset() {
	r.stats.GarbageBytes += uint64(len(r.buf))
	r.buf = r.buf[:0]
	r.discard = false
}

// Feed adds p and calls emit with each complete line, without its line
// feed. The slice is only valid during the call.
func (r *LineReader) Feed(p []byte, emit func(line []byte)) {
	for len(p) > 0 {
		i := bytes.IndexByte(p, '\n')
		chunk := p
		if i >= 0 {
			chunk = p[:i]
		}
		if !r.discard {
			if len(r.buf) == 0 && i >= 0 && len(chunk) < MaxLine {
				// Fast path: the whole line is in p.
				r.stats.Lines++
				emit(chunk)
				p = p[i+1:]
				continue
			}
			r.buf = append(r.buf, chunk...)
			if len(r.buf) >= MaxLine {
				r.stats.TooLong++
				r.stats.GarbageBytes += uint64(len(r.buf))
				r.buf = r.buf[:0]
				r.discard = true
			}
		} else {
			r.stats.GarbageBytes += uint64(len(chunk))
		}
		if i < 0 {
			return
		}
		p = p[i+1:]
		if r.discard {
			r.stats.GarbageBytes++ // the line feed
			r.discard = false
			continue
		}
		r.stats.Lines++
		emit(r.buf)
		r.buf = r.buf[:0]
	}
}
