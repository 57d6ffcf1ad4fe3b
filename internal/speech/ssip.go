package speech

import (
	"bufio"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// SSIP event codes (speech-dispatcher notifications).
const (
	EventIndexMark = 700
	EventBegin     = 701
	EventEnd       = 702
	EventCanceled  = 703
	EventPaused    = 704
	EventResumed   = 705
)

// MaxSSIPLine bounds one line from speech-dispatcher (its lines are a
// few dozen bytes); a longer one ends the connection, so that a broken
// server that sends a line without end cannot grow memory.
const MaxSSIPLine = 4096

// MaxSSIPReply bounds one reply of several lines (a list of voices is a
// few tens of kilobytes).
const MaxSSIPReply = 1 << 20

// SSIPEvent is an asynchronous notification from speech-dispatcher.
type SSIPEvent struct {
	Code     int    // EventBegin, EventEnd, …
	MsgID    int    // the message it is about
	ClientID int    // the client that sent the message
	Mark     string // the index mark name (EventIndexMark only)
}

// ErrSpeechDStuck is wrapped by the error of a command that
// speech-dispatcher did not answer in time: the server runs but is stuck.
var ErrSpeechDStuck = catalog.Errorf("speaking.ssip-no-answer")

// stuckError is the error of a command that speech-dispatcher did not
// answer within the timeout; it is ErrSpeechDStuck for errors.Is.
type stuckError struct {
	addr    string
	timeout time.Duration
}

// Error says the error in English.
func (e *stuckError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn says the error in c's language.
func (e *stuckError) SayIn(c catalog.Catalog) string {
	return c.Say("speaking.ssip-stuck", e.addr, catalog.Span{D: e.timeout})
}

// Is reports that a stuck server is ErrSpeechDStuck.
func (e *stuckError) Is(target error) bool { return target == ErrSpeechDStuck }

// notRunningError is the error of a connection that nothing answered: no
// speech-dispatcher runs at the address (the socket is missing, or the
// port refuses).
type notRunningError struct {
	addr string
	err  error // the dialer's error
}

// Error says the error in English.
func (e *notRunningError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn says the error in c's language.
func (e *notRunningError) SayIn(c catalog.Catalog) string {
	return c.Say("speaking.ssip-not-running", e.addr)
}

// Unwrap returns the dialer's error.
func (e *notRunningError) Unwrap() error { return e.err }

// SSIPReply is the reply to one SSIP command.
type SSIPReply struct {
	Code int      // 2xx success, 3xx server error, 4xx bad argument, 5xx syntax
	Data []string // the "NNN-" lines
	Text string   // the text of the final "NNN " line
}

// SSIPClient speaks the Speech Synthesis Interface Protocol with
// speech-dispatcher over one connection. One goroutine reads everything
// the server sends: replies go to the command waiting for them, events
// (7xx) to Events — the server can send an event before the reply to the
// command that caused it.
type SSIPClient struct {
	conn    net.Conn
	mu      sync.Mutex // one command at a time
	w       *bufio.Writer
	replies chan SSIPReply
	events  chan SSIPEvent
	done    chan struct{}
	errMu   sync.Mutex
	err     error
	addr    string
	timeout time.Duration // how long a reply may take before the server counts as stuck
}

// SSIPAddress returns the network ("unix" or "tcp") and address of
// speech-dispatcher: SPEECHD_ADDRESS ("unix_socket:/path" or
// "inet_socket:host:port") if set, else the per-user socket
// $XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock (falling back to
// $XDG_CACHE_HOME or ~/.cache when XDG_RUNTIME_DIR is unset).
func SSIPAddress() (network, address string, err error) {
	if a := strings.TrimSpace(os.Getenv("SPEECHD_ADDRESS")); a != "" {
		return ParseSSIPAddress(a)
	}
	return "unix", defaultSSIPSocket(), nil
}

// defaultSSIPSocket is where speech-dispatcher puts its socket.
func defaultSSIPSocket() string {
	dir := os.Getenv("XDG_RUNTIME_DIR")
	if dir == "" {
		dir = os.Getenv("XDG_CACHE_HOME")
	}
	if dir == "" {
		if home, err := os.UserHomeDir(); err == nil {
			dir = filepath.Join(home, ".cache")
		}
	}
	return filepath.Join(dir, "speech-dispatcher", "speechd.sock")
}

// ParseSSIPAddress parses a SPEECHD_ADDRESS value.
func ParseSSIPAddress(a string) (network, address string, err error) {
	method, rest, _ := strings.Cut(a, ":")
	switch method {
	case "unix_socket":
		if rest == "" {
			rest = defaultSSIPSocket()
		}
		return "unix", rest, nil
	case "inet_socket":
		if rest == "" {
			rest = "127.0.0.1"
		}
		host, port, err := net.SplitHostPort(rest)
		if err != nil {
			host, port = rest, "6560"
		}
		if _, err := strconv.ParseUint(port, 10, 16); err != nil {
			return "", "", catalog.Errorf("speaking.ssip-bad-port", a, port)
		}
		addr := net.JoinHostPort(host, port)
		if _, _, err := net.SplitHostPort(addr); err != nil || strings.ContainsAny(host, "[]") {
			return "", "", catalog.Errorf("speaking.ssip-bad-host", a, host)
		}
		return "tcp", addr, nil
	}
	return "", "", catalog.Errorf("speaking.ssip-bad-address", a)
}

// DialSSIP connects to speech-dispatcher and names the client
// ("user:blindchess:component"). timeout bounds the connection and every
// later reply: a server that accepts but does not answer is reported as
// stuck instead of blocking its caller.
func DialSSIP(network, address, component string, timeout time.Duration) (*SSIPClient, error) {
	conn, err := net.DialTimeout(network, address, timeout)
	if errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ENOENT) {
		return nil, &notRunningError{addr: address, err: err}
	}
	if err != nil {
		return nil, catalog.Errorf("speaking.ssip-connect", address, err)
	}
	c := &SSIPClient{
		conn:    conn,
		w:       bufio.NewWriter(conn),
		replies: make(chan SSIPReply, 1),
		events:  make(chan SSIPEvent, 64),
		done:    make(chan struct{}),
		addr:    address,
		timeout: timeout,
	}
	if c.timeout <= 0 {
		c.timeout = 5 * time.Second
	}
	go c.read()
	user := os.Getenv("USER")
	if user == "" {
		user = "user"
	}
	if component == "" {
		component = "main"
	}
	if _, err := c.Command(fmt.Sprintf("SET self CLIENT_NAME %s:blindchess:%s", ssipArg(user), ssipArg(component))); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// ssipArg makes s safe as one SSIP argument (no spaces, colons or line
// breaks).
func ssipArg(s string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == ':' || r == '\r' || r == '\n' {
			return '_'
		}
		return r
	}, s)
}

// Events delivers notifications (after SET self NOTIFICATION … on). When
// nobody reads them, the oldest are dropped. It is closed when the
// connection ends.
func (c *SSIPClient) Events() <-chan SSIPEvent { return c.events }

// Done is closed when the connection has ended.
func (c *SSIPClient) Done() <-chan struct{} { return c.done }

// Err returns why the connection ended (nil while it is up).
func (c *SSIPClient) Err() error {
	c.errMu.Lock()
	defer c.errMu.Unlock()
	return c.err
}

// read is the one reader of the connection.
func (c *SSIPClient) read() {
	defer close(c.events)
	defer close(c.done)
	r := bufio.NewReaderSize(c.conn, MaxSSIPLine)
	var block []string
	size := 0
	for {
		b, err := r.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			c.fail(catalog.Errorf("speaking.ssip-line-long", MaxSSIPLine))
			return
		}
		if err != nil {
			c.fail(catalog.Errorf("speaking.ssip-conn", err))
			return
		}
		line := strings.TrimRight(string(b), "\r\n")
		if size += len(line); size > MaxSSIPReply {
			c.fail(catalog.Errorf("speaking.ssip-reply-long", MaxSSIPReply))
			return
		}
		if len(line) < 4 || line[0] < '0' || line[0] > '9' {
			c.fail(catalog.Errorf("speaking.ssip-malformed", line))
			return
		}
		code, err := strconv.Atoi(line[:3])
		if err != nil || (line[3] != '-' && line[3] != ' ') {
			c.fail(catalog.Errorf("speaking.ssip-malformed", line))
			return
		}
		block = append(block, line[4:])
		if line[3] == '-' {
			continue
		}
		data, text := block[:len(block)-1], block[len(block)-1]
		block, size = nil, 0
		if code >= 700 && code < 800 {
			c.event(code, data)
			continue
		}
		select {
		case c.replies <- SSIPReply{Code: code, Data: data, Text: text}:
		default:
			c.fail(catalog.Errorf("speaking.ssip-unasked", code, text))
			return
		}
	}
}

// event parses and delivers one event block, dropping the oldest queued
// event when the channel is full.
func (c *SSIPClient) event(code int, data []string) {
	ev := SSIPEvent{Code: code}
	if len(data) >= 2 {
		ev.MsgID, _ = strconv.Atoi(data[0])
		ev.ClientID, _ = strconv.Atoi(data[1])
	}
	if code == EventIndexMark && len(data) >= 3 {
		ev.Mark = data[2]
	}
	for {
		select {
		case c.events <- ev:
			return
		default:
		}
		select {
		case <-c.events:
		default:
		}
	}
}

// fail records why the connection ended and closes it.
func (c *SSIPClient) fail(err error) {
	c.errMu.Lock()
	if c.err == nil {
		c.err = err
	}
	c.errMu.Unlock()
	c.conn.Close()
}

// send writes lines (each ending in CRLF) and waits for the reply.
func (c *SSIPClient) send(lines ...string) (SSIPReply, error) {
	_ = c.conn.SetWriteDeadline(time.Now().Add(c.timeout))
	for _, l := range lines {
		c.w.WriteString(l)
		c.w.WriteString("\r\n")
	}
	if err := c.w.Flush(); err != nil {
		c.fail(err)
		return SSIPReply{}, catalog.Errorf("speaking.ssip-write", err)
	}
	timer := time.NewTimer(c.timeout)
	defer timer.Stop()
	select {
	case r := <-c.replies:
		return r, nil
	case <-c.done:
		return SSIPReply{}, c.Err()
	case <-timer.C:
		err := &stuckError{addr: c.addr, timeout: c.timeout}
		c.fail(err)
		return SSIPReply{}, err
	}
}

// Command sends one command line and returns its reply; a reply code of 300
// or more is an error.
func (c *SSIPClient) Command(line string) (SSIPReply, error) {
	if strings.ContainsAny(line, "\r\n") {
		return SSIPReply{}, catalog.Errorf("speaking.ssip-line-break", line)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	r, err := c.send(line)
	if err != nil {
		return r, err
	}
	if r.Code >= 300 {
		return r, catalog.Errorf("speaking.ssip-refused", line, r.Code, r.Text)
	}
	return r, nil
}

// Speak sends text as one message and returns its message id. Lines
// starting with a dot are escaped as the protocol requires.
func (c *SSIPClient) Speak(text string) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	r, err := c.send("SPEAK")
	if err != nil {
		return 0, err
	}
	if r.Code != 230 {
		return 0, catalog.Errorf("speaking.ssip-refused-speak", r.Code, r.Text)
	}
	text = strings.ReplaceAll(text, "\r\n", "\n")
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimRight(l, "\r")
		if strings.HasPrefix(l, ".") {
			l = "." + l
		}
		lines = append(lines, l)
	}
	lines = append(lines, ".")
	r, err = c.send(lines...)
	if err != nil {
		return 0, err
	}
	if r.Code != 225 || len(r.Data) == 0 {
		return 0, catalog.Errorf("speaking.ssip-not-queued", r.Code, r.Text)
	}
	id, err := strconv.Atoi(r.Data[0])
	if err != nil {
		return 0, catalog.Errorf("speaking.ssip-bad-id", r.Data[0])
	}
	return id, nil
}

// Close says QUIT and closes the connection.
func (c *SSIPClient) Close() error {
	select {
	case <-c.done:
		return nil
	default:
	}
	c.mu.Lock()
	c.conn.SetDeadline(time.Now().Add(time.Second))
	_, _ = c.send("QUIT")
	c.mu.Unlock()
	c.fail(catalog.Errorf("speaking.ssip-closed"))
	<-c.done
	return nil
}
