// Package ssiptest is a fake speech-dispatcher for tests: a server that
// speaks enough SSIP to be used (it names the client, takes settings and
// messages, and reports each message begun and ended), and that breaks in
// a chosen way at the first message — a line without end, garbage, silence
// or a closed connection. The real speech-dispatcher cannot be made to do
// this; a fake is the only way to test that a program survives it.
package ssiptest

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"net"
	"strings"
	"sync"
	"testing"
)

// Mode is how a fake server behaves at the first message.
type Mode int

// The modes.
const (
	// Good speaks every message (at once).
	Good Mode = iota
	// Endless answers the first SPEAK with a line that never ends.
	Endless
	// Garbage answers the first SPEAK with random lines.
	Garbage
	// Silent never answers the first SPEAK, and holds the connection.
	Silent
	// Close closes the connection at the first SPEAK.
	Close
)

// Modes are the broken modes, for suites that try each.
var Modes = []Mode{Endless, Garbage, Silent, Close}

var modeNames = [...]string{"good", "endless-line", "garbage", "silent", "close"}

func (m Mode) String() string {
	if int(m) < len(modeNames) {
		return modeNames[m]
	}
	return fmt.Sprintf("mode %d", int(m))
}

// Server is a fake speech-dispatcher on a TCP port of 127.0.0.1.
type Server struct {
	// Address is the server's SPEECHD_ADDRESS ("inet_socket:127.0.0.1:N"):
	// TCP, so that a client never tries to start a real server on it.
	Address string
	// Addr is its host:port.
	Addr string
	mode Mode
	ln   net.Listener

	mu     sync.Mutex
	conns  []net.Conn
	spoken []string
	sent   int64 // bytes of the endless line or the garbage sent
	done   chan struct{}
	once   sync.Once
}

// Start starts a fake server in mode; it is stopped when the test ends.
func Start(t testing.TB, mode Mode) *Server {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("fake speech-dispatcher: %v", err)
	}
	s := &Server{Addr: ln.Addr().String(), mode: mode, ln: ln, done: make(chan struct{})}
	s.Address = "inet_socket:" + s.Addr
	go s.accept()
	t.Cleanup(s.Stop)
	return s
}

// Stop closes the server and every connection.
func (s *Server) Stop() {
	s.once.Do(func() { close(s.done) })
	s.ln.Close()
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, c := range s.conns {
		c.Close()
	}
	s.conns = nil
}

// Spoken returns the messages spoken so far (mode Good).
func (s *Server) Spoken() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.spoken...)
}

// Sent is how many bytes of the endless line or of garbage were sent.
func (s *Server) Sent() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.sent
}

func (s *Server) accept() {
	for {
		c, err := s.ln.Accept()
		if err != nil {
			return
		}
		s.mu.Lock()
		s.conns = append(s.conns, c)
		s.mu.Unlock()
		go s.serve(c)
	}
}

// serve answers one client.
func (s *Server) serve(c net.Conn) {
	defer c.Close()
	r := bufio.NewReader(c)
	w := bufio.NewWriter(c)
	reply := func(lines ...string) bool {
		for _, l := range lines {
			w.WriteString(l + "\r\n")
		}
		return w.Flush() == nil
	}
	id := 0
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		cmd := strings.ToUpper(strings.TrimSpace(line))
		switch {
		case strings.HasPrefix(cmd, "SPEAK"):
			if s.mode != Good {
				s.breakDown(c)
				return
			}
			if !reply("230 OK RECEIVING DATA") {
				return
			}
			var text []string
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				l = strings.TrimRight(l, "\r\n")
				if l == "." {
					break
				}
				text = append(text, strings.TrimPrefix(l, "."))
			}
			id++
			s.mu.Lock()
			s.spoken = append(s.spoken, strings.Join(text, "\n"))
			s.mu.Unlock()
			n := fmt.Sprint(id)
			if !reply("225-"+n, "225 OK MESSAGE QUEUED", "701-"+n, "701-1", "701 BEGIN", "702-"+n, "702-1", "702 END") {
				return
			}
		case strings.HasPrefix(cmd, "SET SELF CLIENT_NAME"):
			reply("208 OK CLIENT NAME SET")
		case strings.HasPrefix(cmd, "SET"):
			reply("203 OK SET")
		case strings.HasPrefix(cmd, "QUIT"):
			reply("231 HAPPY HACKING")
			return
		default: // CANCEL, STOP, …
			reply("210 OK")
		}
	}
}

// breakDown does what the broken modes do at the first message.
func (s *Server) breakDown(c net.Conn) {
	count := func(n int) {
		s.mu.Lock()
		s.sent += int64(n)
		s.mu.Unlock()
	}
	switch s.mode {
	case Endless:
		b := []byte(strings.Repeat("x", 64<<10))
		copy(b, "230 ")
		for {
			n, err := c.Write(b)
			count(n)
			if err != nil {
				return
			}
			b = []byte(strings.Repeat("x", 64<<10))
		}
	case Garbage:
		b := make([]byte, 1024)
		for {
			for i := range b {
				b[i] = byte(rand.IntN(256))
			}
			n, err := c.Write(b)
			count(n)
			if err != nil {
				return
			}
		}
	case Silent:
		<-s.done
	case Close:
	}
}
