// Package brlapi is a client of BRLTTY's BrlAPI (protocol version 8),
// written in Go from the protocol description, without cgo: it connects to
// the server (a Unix socket or TCP, as $BRLAPI_HOST says), authenticates
// (none, or a key file as $BRLAPI_AUTH says), asks the display's size,
// takes a terminal, writes exact braille dots and reads keys.
//
// The packet layout, the handshake and the request payloads follow BRLTTY's
// Programs/brlapi_protocol.h and brlapi_client.c (see
// ../shared/reference/braille-voice-notes.md). A Conn is used by one
// goroutine; ReadKey may run in another while nothing else is read.
package brlapi

import (
	"encoding/binary"
	"errors"
	"github.com/blindchess/blindchess/internal/catalog"
	"io"
	"net"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// ProtocolVersion is the BrlAPI protocol this client speaks.
const ProtocolVersion = 8

// MaxPacket is the largest payload a BrlAPI packet may carry.
const MaxPacket = 4096

// MaxCells is the largest display this client writes to. Real displays
// have at most a few hundred cells (80×1, a Canute's 40×9); a write of
// MaxCells cells still fits in one packet (26 + 5 bytes a cell). A server
// that claims more is refused (*SizeError): a size of 2147483647×1 would
// otherwise be allocated on every write.
const MaxCells = 800

// WriteBuffer is the size of the connection's send buffer: a few lines
// (a write of MaxCells cells is 4026 bytes).
const WriteBuffer = 8 << 10

// SizeError refuses the size a server claims for its display: more than
// MaxCells cells.
type SizeError struct {
	Cols, Rows uint32 // as the server sent them
}

// Error says the refusal in English.
func (e *SizeError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn says the refusal in c's language.
func (e *SizeError) SayIn(c catalog.Catalog) string {
	return c.Say("brlapi.size", e.Cols, e.Rows, MaxCells)
}

// Packet types (ASCII codes in a uint32).
const (
	TypeVersion        = 'v'
	TypeAuth           = 'a'
	TypeGetDriverName  = 'n'
	TypeGetDisplaySize = 's'
	TypeEnterTTYMode   = 't'
	TypeLeaveTTYMode   = 'L'
	TypeKey            = 'k'
	TypeWrite          = 'w'
	TypeAck            = 'A'
	TypeError          = 'e'
	TypeException      = 'E'
)

// Authentication methods.
const (
	authNone = 'N'
	authKey  = 'K'
)

// Write flags.
const (
	writeRegion  = 0x02
	writeText    = 0x04
	writeAndMask = 0x08
	writeOrMask  = 0x10
	writeCursor  = 0x20
	writeCharset = 0x40
)

// DefaultSocketDirs are where BRLTTY puts its Unix sockets: Debian 12's
// BRLTTY 6.5 uses /var/lib/BrlAPI, newer ones /run/BrlAPI.
var DefaultSocketDirs = []string{"/var/lib/BrlAPI", "/run/BrlAPI"}

// DefaultKeyFile is the key file BRLTTY's installation creates.
const DefaultKeyFile = "/etc/brlapi.key"

// Error is an error packet from the server.
type Error struct {
	Code uint32 // BrlAPI error code
	Type uint32 // the type of the packet it answers
}

// knownErrors are the BrlAPI error codes the catalogs name
// (brlapi.error-N).
var knownErrors = map[uint32]bool{1: true, 2: true, 3: true, 4: true, 5: true, 6: true, 7: true,
	8: true, 9: true, 12: true, 13: true, 14: true, 15: true, 16: true, 17: true}

// Error says the server's error in English.
func (e *Error) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn says the server's error in c's language.
func (e *Error) SayIn(c catalog.Catalog) string {
	name := c.Say("brlapi.error-code", e.Code)
	if knownErrors[e.Code] {
		name = c.Say("brlapi.error-" + strconv.Itoa(int(e.Code)))
	}
	if e.Type != 0 {
		name = c.Say("brlapi.answering", name, rune(e.Type))
	}
	if e.Code == 17 {
		return c.Say("brlapi.auth-failed", name)
	}
	return c.Say("brlapi.server-error", name)
}

// ErrClosed means BRLTTY closed the connection: it stopped, or its
// display was unplugged and BRLTTY with it (said in words, not as the
// system's "EOF").
var ErrClosed = catalog.Errorf("brlapi.closed")

// ErrNoServer means no BRLTTY answers at the address.
var ErrNoServer = catalog.Errorf("brlapi.no-server")

// ErrNoDisplay means BRLTTY answers but has no braille display: it
// reports a display of 0×0 cells (the display is unplugged, or BRLTTY's
// braille driver has not started yet). EnterTTYMode refuses then.
var ErrNoDisplay = catalog.Errorf("brlapi.no-display")

// NoServerError is ErrNoServer with the addresses tried.
type NoServerError struct {
	Tried []string // the sockets and TCP addresses
}

// Error says in English that no server answered, and where.
func (e *NoServerError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn says in c's language that no server answered, and where.
func (e *NoServerError) SayIn(c catalog.Catalog) string {
	return c.Say("brlapi.no-server-tried", c.Error(ErrNoServer), strings.Join(e.Tried, ", "))
}

// Is makes errors.Is(err, ErrNoServer) true.
func (e *NoServerError) Is(target error) bool { return target == ErrNoServer }

// Config says where and how to connect. The zero value uses $BRLAPI_HOST
// and $BRLAPI_AUTH, else the first local display (":0") and the default
// key file.
type Config struct {
	// Host is a BrlAPI host string: ":N" (Unix socket N), "host:N" (TCP
	// port 4101+N), "host" (TCP 4101). Empty: $BRLAPI_HOST or ":0".
	Host string
	// Auth is "none" or "keyfile:PATH" (several may be joined by "+").
	// Empty: $BRLAPI_AUTH or "keyfile:/etc/brlapi.key".
	Auth string
	// SocketDirs are the folders of Unix sockets; empty: DefaultSocketDirs.
	SocketDirs []string
	// Timeout bounds connecting and each answer; 0 is 5 s.
	Timeout time.Duration
}

// maxPending bounds the keys kept while an answer is awaited.
const maxPending = 64

// Conn is a connection to a BrlAPI server.
type Conn struct {
	c       net.Conn
	timeout time.Duration
	cols    int
	rows    int
	inTTY   bool
	pending []uint64 // keys that arrived while an answer was awaited
	lastErr error
}

// Dial connects and authenticates.
func Dial(cfg Config) (*Conn, error) {
	if cfg.Host == "" {
		cfg.Host = os.Getenv("BRLAPI_HOST")
	}
	if cfg.Host == "" {
		cfg.Host = ":0"
	}
	if cfg.Auth == "" {
		cfg.Auth = os.Getenv("BRLAPI_AUTH")
	}
	if cfg.Auth == "" {
		cfg.Auth = "keyfile:" + DefaultKeyFile
	}
	if len(cfg.SocketDirs) == 0 {
		cfg.SocketDirs = DefaultSocketDirs
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 5 * time.Second
	}
	nc, err := dial(cfg)
	if err != nil {
		return nil, err
	}
	if wb, ok := nc.(interface{ SetWriteBuffer(int) error }); ok {
		// A few writes of a whole line at most wait in the socket: a
		// server that stops reading is found out within a few lines,
		// not after megabytes.
		_ = wb.SetWriteBuffer(WriteBuffer)
	}
	c := &Conn{c: nc, timeout: cfg.Timeout}
	if err := c.handshake(cfg.Auth); err != nil {
		nc.Close()
		return nil, err
	}
	return c, nil
}

// dial opens the transport the host string names.
func dial(cfg Config) (net.Conn, error) {
	host, num, hasNum := strings.Cut(cfg.Host, ":")
	n := 0
	if hasNum && num != "" {
		v, err := strconv.Atoi(num)
		if err != nil || v < 0 || v > 1000 {
			return nil, catalog.Errorf("brlapi.host", cfg.Host)
		}
		n = v
	}
	var tried []string
	if host == "" {
		for _, d := range cfg.SocketDirs {
			p := d + "/" + strconv.Itoa(n)
			c, err := net.DialTimeout("unix", p, cfg.Timeout)
			if err == nil {
				return c, nil
			}
			tried = append(tried, p)
		}
		host = "127.0.0.1"
	}
	addr := net.JoinHostPort(host, strconv.Itoa(4101+n))
	c, err := net.DialTimeout("tcp", addr, cfg.Timeout)
	if err == nil {
		return c, nil
	}
	tried = append(tried, addr)
	return nil, &NoServerError{Tried: tried}
}

// WritePacket writes one packet: size and type big-endian, then payload.
func WritePacket(w io.Writer, typ uint32, payload []byte) error {
	if len(payload) > MaxPacket {
		return catalog.Errorf("brlapi.packet-large", len(payload), MaxPacket)
	}
	b := make([]byte, 8+len(payload))
	binary.BigEndian.PutUint32(b, uint32(len(payload)))
	binary.BigEndian.PutUint32(b[4:], typ)
	copy(b[8:], payload)
	_, err := w.Write(b)
	return err
}

// ReadPacket reads one packet. A size beyond MaxPacket is an error (the
// stream cannot be trusted any more).
func ReadPacket(r io.Reader) (typ uint32, payload []byte, err error) {
	var h [8]byte
	if _, err := io.ReadFull(r, h[:]); err != nil {
		return 0, nil, err
	}
	size := binary.BigEndian.Uint32(h[:])
	typ = binary.BigEndian.Uint32(h[4:])
	if size > MaxPacket {
		return 0, nil, catalog.Errorf("brlapi.packet-announced", size, MaxPacket)
	}
	payload = make([]byte, size)
	if _, err := io.ReadFull(r, payload); err != nil {
		return 0, nil, catalog.Errorf("brlapi.packet-short", err)
	}
	return typ, payload, nil
}

func u32(v uint32) []byte { return binary.BigEndian.AppendUint32(nil, v) }

func (c *Conn) send(typ uint32, payload []byte) error {
	c.c.SetWriteDeadline(time.Now().Add(c.timeout))
	if err := WritePacket(c.c, typ, payload); err != nil {
		return catalog.Errorf("brlapi.sending", rune(typ), err)
	}
	return nil
}

// recv reads the next packet that is not a key (keys are kept for
// ReadKey); an error or exception packet becomes an *Error.
//
// The whole answer must come within the timeout: a server that sends keys
// without end instead of answering is not waited for longer, and of its
// keys only the first maxPending are kept.
func (c *Conn) recv() (uint32, []byte, error) {
	c.c.SetReadDeadline(time.Now().Add(c.timeout))
	for {
		typ, p, err := ReadPacket(c.c)
		if err != nil {
			return 0, nil, catalog.Errorf("brlapi.reading", err)
		}
		switch typ {
		case TypeKey:
			if len(p) == 8 && len(c.pending) < maxPending {
				c.pending = append(c.pending, binary.BigEndian.Uint64(p))
			}
			continue
		case TypeError, TypeException:
			e := &Error{}
			if len(p) >= 4 {
				e.Code = binary.BigEndian.Uint32(p)
			}
			if len(p) >= 8 {
				e.Type = binary.BigEndian.Uint32(p[4:])
			}
			if typ == TypeException {
				c.lastErr = e
				continue
			}
			return typ, p, e
		}
		return typ, p, nil
	}
}

// expect reads the answer of a request and checks its type.
func (c *Conn) expect(want uint32) ([]byte, error) {
	typ, p, err := c.recv()
	if err != nil {
		return nil, err
	}
	if typ != want {
		return nil, catalog.Errorf("brlapi.unexpected", rune(typ), rune(want))
	}
	return p, nil
}

func (c *Conn) handshake(auth string) error {
	p, err := c.expect(TypeVersion)
	if err != nil {
		return err
	}
	if len(p) < 4 || binary.BigEndian.Uint32(p) < ProtocolVersion {
		return catalog.Errorf("brlapi.old-protocol", ProtocolVersion)
	}
	if err := c.send(TypeVersion, u32(ProtocolVersion)); err != nil {
		return err
	}
	p, err = c.expect(TypeAuth)
	if err != nil {
		return err
	}
	methods := map[uint32]bool{}
	for i := 0; i+4 <= len(p); i += 4 {
		methods[binary.BigEndian.Uint32(p[i:])] = true
	}
	if methods[authNone] {
		return nil // authorised: nothing is sent, no answer comes
	}
	if !methods[authKey] {
		return catalog.Errorf("brlapi.auth-unknown")
	}
	var key []byte
	for _, a := range strings.Split(auth, "+") {
		if path, ok := strings.CutPrefix(a, "keyfile:"); ok {
			if key, err = os.ReadFile(path); err != nil {
				return catalog.Errorf("brlapi.key-file", err)
			}
			break
		}
	}
	if key == nil {
		return catalog.Errorf("brlapi.no-key-file", auth, DefaultKeyFile)
	}
	if err := c.send(TypeAuth, append(u32(authKey), key...)); err != nil {
		return err
	}
	_, err = c.expect(TypeAck)
	return err
}

// DriverName returns the name of the server's braille driver.
func (c *Conn) DriverName() (string, error) {
	if err := c.send(TypeGetDriverName, nil); err != nil {
		return "", err
	}
	p, err := c.expect(TypeGetDriverName)
	if err != nil {
		return "", err
	}
	return strings.TrimRight(string(p), "\x00"), nil
}

// DisplaySize returns the display's columns and rows; 0×0 while the
// server has no display connected.
func (c *Conn) DisplaySize() (cols, rows int, err error) {
	if err := c.send(TypeGetDisplaySize, nil); err != nil {
		return 0, 0, err
	}
	p, err := c.expect(TypeGetDisplaySize)
	if err != nil {
		return 0, 0, err
	}
	if len(p) != 8 {
		return 0, 0, catalog.Errorf("brlapi.size-bytes", len(p))
	}
	cols32, rows32 := binary.BigEndian.Uint32(p), binary.BigEndian.Uint32(p[4:])
	// Each bounded before they are multiplied (an int is 32 bits on some
	// Raspberry Pis).
	if cols32 > MaxCells || rows32 > MaxCells || cols32*max(rows32, 1) > MaxCells {
		return 0, 0, &SizeError{Cols: cols32, Rows: rows32}
	}
	c.cols, c.rows = int(cols32), int(rows32)
	return c.cols, c.rows, nil
}

// EnterTTYMode takes the terminals ttys (none: the root, for a program
// that runs beside no screen reader), with keys as BRLTTY commands.
//
// It asks the display's size first and refuses with ErrNoDisplay while
// BRLTTY has no display (0×0): BRLTTY 6.5 gives a terminal taken then a
// window of no cells and later writes a display's cells past its end,
// corrupting its own memory until it crashes (it did in this project's
// tests, whose BRLTTY's driver started a moment after its server). A
// display that later grows is safe: writes stay at the size asked here,
// and a smaller one refuses them (the caller takes the display again).
func (c *Conn) EnterTTYMode(ttys ...int) error {
	if cols, rows, err := c.DisplaySize(); err != nil {
		return err
	} else if cols*max(rows, 1) == 0 {
		return ErrNoDisplay
	}
	p := u32(uint32(len(ttys)))
	for _, t := range ttys {
		p = append(p, u32(uint32(t))...)
	}
	p = append(p, 0) // no driver name: keys as commands
	if err := c.send(TypeEnterTTYMode, p); err != nil {
		return err
	}
	if _, err := c.expect(TypeAck); err != nil {
		return err
	}
	c.inTTY = true
	return nil
}

// LeaveTTYMode gives the terminal back.
func (c *Conn) LeaveTTYMode() error {
	if !c.inTTY {
		return nil
	}
	if err := c.send(TypeLeaveTTYMode, nil); err != nil {
		return err
	}
	if _, err := c.expect(TypeAck); err != nil {
		return err
	}
	c.inTTY = false
	return nil
}

// region is how many cells a write fills: the display's size, or, with
// no size known yet (no display connected), count, never more than a
// packet holds. It first reports, once, a refusal an earlier write left.
func (c *Conn) region(count int) (int, error) {
	if c.lastErr != nil {
		err := c.lastErr
		c.lastErr = nil
		return 0, err
	}
	n := c.cols * max(c.rows, 1)
	if n <= 0 {
		n = min(count, MaxCells)
	}
	if n > MaxCells {
		return 0, &SizeError{Cols: uint32(c.cols), Rows: uint32(c.rows)}
	}
	return n, nil
}

// WriteDots shows exactly these cells (Unicode braille, U+2800–U+28FF,
// one per cell; other runes show as blank cells) from the first cell on;
// the rest of the display is blanked. cursor is the 1-based cell of the
// cursor, 0 for none. No answer comes: a refusal arrives later as an
// exception, reported by the next call.
func (c *Conn) WriteDots(cells string, cursor int) error {
	n, err := c.region(utf8.RuneCountInString(cells))
	if err != nil {
		return err
	}
	dots := make([]byte, n)
	text := make([]rune, n)
	i := 0
	for _, r := range cells {
		if i == n {
			break
		}
		if r >= 0x2800 && r <= 0x28FF {
			dots[i] = byte(r - 0x2800)
		}
		text[i] = rune(0x2800 + int(dots[i]))
		i++
	}
	for ; i < n; i++ {
		text[i] = 0x2800
	}
	t := []byte(string(text))
	p := u32(writeRegion | writeText | writeAndMask | writeOrMask | writeCursor | writeCharset)
	p = append(p, u32(1)...)
	p = append(p, u32(uint32(n))...)
	p = append(p, u32(uint32(len(t)))...)
	p = append(p, t...)
	p = append(p, make([]byte, n)...) // and: nothing of the text table
	p = append(p, dots...)            // or: exactly the dots
	p = append(p, u32(uint32(max(cursor, 0)))...)
	p = append(p, byte(len("UTF-8")))
	p = append(p, "UTF-8"...)
	return c.send(TypeWrite, p)
}

// WriteText shows text from the first cell on, one character a cell,
// through BRLTTY's own text table (the computer braille its user reads
// the terminal in: de, cs, en … as BRLTTY is set up); the rest of the
// display is blanked and what does not fit is cut off. cursor is the
// 1-based cell of the cursor, 0 for none. Like WriteDots, a refusal
// arrives later and is reported by the next call.
func (c *Conn) WriteText(text string, cursor int) error {
	n, err := c.region(utf8.RuneCountInString(text))
	if err != nil {
		return err
	}
	// Exactly one character per cell of the region: control characters
	// (a tab, a line end) show as blanks.
	cells := make([]rune, 0, n)
	for _, r := range text {
		if len(cells) == n {
			break
		}
		if r < ' ' || r == 0x7F || !utf8.ValidRune(r) {
			r = ' '
		}
		cells = append(cells, r)
	}
	for len(cells) < n {
		cells = append(cells, ' ')
	}
	t := []byte(string(cells))
	p := u32(writeRegion | writeText | writeCursor | writeCharset)
	p = append(p, u32(1)...)
	p = append(p, u32(uint32(n))...)
	p = append(p, u32(uint32(len(t)))...)
	p = append(p, t...)
	p = append(p, u32(uint32(max(cursor, 0)))...)
	p = append(p, byte(len("UTF-8")))
	p = append(p, "UTF-8"...)
	return c.send(TypeWrite, p)
}

// Cells returns the number of cells of the display (columns × rows) as
// DisplaySize last found it; 0 before it was asked or while no display
// is connected.
func (c *Conn) Cells() int { return c.cols * max(c.rows, 1) }

// Key is a key from the display, as a BRLTTY command.
type Key uint64

// Command returns the command block (e.g. 0x00010000 for a routing key)
// and its argument (the cell of a routing key, 0-based).
func (k Key) Command() (block, arg uint32) {
	return uint32(k) & 0x1FFF0000, uint32(k) & 0xFFFF
}

// Some BRLTTY commands (Programs/brlapi_keycodes.h, brl_cmds.h).
const (
	CmdLineUp   = 0x0001
	CmdLineDown = 0x0002
	// The panning keys: a braille window back and forward, and the same
	// skipping blank windows (BRL_CMD_FWINLT … BRL_CMD_FWINRTSKIP of
	// Headers/brl_cmds.h, the BrlAPI command codes of brlapi_keycodes.h).
	CmdPanLeft      = 0x0017
	CmdPanRight     = 0x0018
	CmdPanLeftSkip  = 0x0019
	CmdPanRightSkip = 0x001A
	CmdReturn       = 0x001F // not a command block: an argument of the key block
	BlockRoute      = 0x00010000
)

// ReadKey waits for the next key (until the deadline, if not zero).
func (c *Conn) ReadKey(deadline time.Time) (Key, error) {
	if len(c.pending) > 0 {
		k := c.pending[0]
		c.pending = c.pending[1:]
		return Key(k), nil
	}
	for {
		c.c.SetReadDeadline(deadline)
		typ, p, err := ReadPacket(c.c)
		if errors.Is(err, io.EOF) {
			return 0, ErrClosed
		}
		if err != nil {
			return 0, catalog.Errorf("brlapi.waiting", err)
		}
		switch typ {
		case TypeKey:
			if len(p) == 8 {
				return Key(binary.BigEndian.Uint64(p)), nil
			}
		case TypeException, TypeError:
			e := &Error{}
			if len(p) >= 4 {
				e.Code = binary.BigEndian.Uint32(p)
			}
			return 0, e
		}
	}
}

// Abort closes the connection at once, without giving the terminal back
// (the server releases the terminal of a closed connection). Unlike
// Close it is safe while another goroutine writes or reads: a write or a
// read that hangs returns with an error.
func (c *Conn) Abort() error { return c.c.Close() }

// Close gives the terminal back (if taken) and closes the connection. It
// does not wait for the server's acknowledgement, which a goroutine in
// ReadKey may be reading: the server releases the terminal of a closed
// connection anyway.
func (c *Conn) Close() error {
	if c.inTTY {
		c.inTTY = false
		_ = c.send(TypeLeaveTTYMode, nil)
	}
	return c.c.Close()
}
