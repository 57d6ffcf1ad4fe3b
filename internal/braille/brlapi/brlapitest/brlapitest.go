// Package brlapitest is a fake BrlAPI server for tests: a display that
// works (it keeps what is written and presses keys), and the broken ones a
// program must survive — a server that claims a huge or no display, floods
// keys and never reads, stops answering, closes in the middle of a write,
// sends garbage, or takes what is written very slowly. A real BRLTTY (see
// brlttytest) cannot be made to misbehave like this; a fake is the only
// way to test it.
package brlapitest

import (
	"context"
	"encoding/binary"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/braille/brlapi"
)

// Mode is how a fake server behaves.
type Mode int

// The modes.
const (
	// Good is a working 40×1 display.
	Good Mode = iota
	// Huge claims a display of 2147483647×1 cells.
	Huge
	// Zero claims no display (0×0).
	Zero
	// Flood sends keys without end once the terminal is taken, and never
	// reads again.
	Flood
	// Silent stops answering once the terminal is taken: it reads nothing
	// and sends nothing, and keeps the connection open.
	Silent
	// CloseMidWrite closes the connection in the middle of the first write.
	CloseMidWrite
	// Garbage sends random bytes once the terminal is taken.
	Garbage
	// Slow takes what is written one byte every 20 ms.
	Slow
	// Wide claims a display of 1000×1 cells (more than a packet holds).
	Wide
	// Stuck sends keys that switch the view (line down, line up) 100
	// times a second, fewer than a flood, and never reads again: every
	// key is a line to write, and the writes soon hang.
	Stuck
)

// Modes are the broken modes, for suites that try each.
var Modes = []Mode{Huge, Zero, Flood, Silent, CloseMidWrite, Garbage, Slow, Wide, Stuck}

var modeNames = [...]string{"good", "huge", "zero", "flood", "silent", "close-mid-write", "garbage", "slow", "wide", "stuck"}

func (m Mode) String() string {
	if int(m) < len(modeNames) {
		return modeNames[m]
	}
	return fmt.Sprintf("mode %d", int(m))
}

// Server is a fake BrlAPI server on a TCP port of 127.0.0.1 (BrlAPI's
// base 4101 plus a number), taking any number of connections in one mode.
type Server struct {
	// Host is the BrlAPI host string, "127.0.0.1:N".
	Host string
	mode Mode
	ln   net.Listener

	mu     sync.Mutex
	conns  []net.Conn
	writes []string // the cells of each write (Unicode braille)
	dials  int
	ch     chan struct{} // closed and replaced on every write
	done   chan struct{} // closed by Stop
	once   sync.Once
}

// Start starts a fake server in mode; it is stopped when the test ends.
func Start(t testing.TB, mode Mode) *Server {
	t.Helper()
	var ln net.Listener
	var n int
	var err error
	for n = 100 + os.Getpid()%500 + rand.IntN(300); n < 1000; n++ {
		lc := net.ListenConfig{}
		if mode == Silent || mode == Slow || mode == Flood || mode == Stuck {
			// A small window from the start: what the client writes
			// piles up at once.
			lc.Control = smallReadBuffer
		}
		if ln, err = lc.Listen(context.Background(), "tcp", fmt.Sprintf("127.0.0.1:%d", 4101+n)); err == nil {
			break
		}
	}
	if ln == nil {
		t.Fatalf("no free port for a fake BrlAPI server: %v", err)
	}
	s := &Server{Host: fmt.Sprintf("127.0.0.1:%d", n), mode: mode, ln: ln, ch: make(chan struct{}), done: make(chan struct{})}
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

// Dials is how many connections the server has taken.
func (s *Server) Dials() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.dials
}

// Writes returns the cells of every complete write so far.
func (s *Server) Writes() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.writes...)
}

// WaitWrite waits until a write's cells begin with prefix, at most d.
func (s *Server) WaitWrite(prefix string, d time.Duration) bool {
	deadline := time.After(d)
	for {
		s.mu.Lock()
		for _, w := range s.writes {
			if strings.HasPrefix(w, prefix) {
				s.mu.Unlock()
				return true
			}
		}
		ch := s.ch
		s.mu.Unlock()
		select {
		case <-ch:
		case <-deadline:
			return false
		}
	}
}

func (s *Server) accept() {
	for {
		c, err := s.ln.Accept()
		if err != nil {
			return
		}
		s.mu.Lock()
		s.conns = append(s.conns, c)
		s.dials++
		s.mu.Unlock()
		go s.serve(c)
	}
}

func u32(v uint32) []byte { return binary.BigEndian.AppendUint32(nil, v) }

// serve answers one connection: the handshake without authentication,
// then the requests, in the server's mode.
func (s *Server) serve(c net.Conn) {
	defer c.Close()
	if brlapi.WritePacket(c, brlapi.TypeVersion, u32(brlapi.ProtocolVersion)) != nil {
		return
	}
	if typ, _, err := brlapi.ReadPacket(c); err != nil || typ != brlapi.TypeVersion {
		return
	}
	if brlapi.WritePacket(c, brlapi.TypeAuth, u32('N')) != nil {
		return
	}
	for {
		typ, p, err := s.readRequest(c)
		if err != nil {
			return
		}
		switch typ {
		case brlapi.TypeGetDriverName:
			brlapi.WritePacket(c, typ, []byte("Fake\x00"))
		case brlapi.TypeGetDisplaySize:
			cols, rows := uint32(40), uint32(1)
			switch s.mode {
			case Huge:
				cols = 2147483647
			case Zero:
				cols, rows = 0, 0
			case Wide:
				cols = 1000
			}
			brlapi.WritePacket(c, typ, append(u32(cols), u32(rows)...))
		case brlapi.TypeEnterTTYMode:
			brlapi.WritePacket(c, brlapi.TypeAck, nil)
			s.misbehave(c)
		case brlapi.TypeLeaveTTYMode:
			brlapi.WritePacket(c, brlapi.TypeAck, nil)
		case brlapi.TypeWrite:
			s.keep(p)
		}
	}
}

// readRequest reads one packet; in mode CloseMidWrite it closes the
// connection after half of a write, in mode Slow it reads a write one byte
// at a time.
func (s *Server) readRequest(c net.Conn) (uint32, []byte, error) {
	var h [8]byte
	if _, err := io.ReadFull(c, h[:]); err != nil {
		return 0, nil, err
	}
	size, typ := binary.BigEndian.Uint32(h[:]), binary.BigEndian.Uint32(h[4:])
	if size > brlapi.MaxPacket {
		return 0, nil, fmt.Errorf("packet of %d bytes", size)
	}
	p := make([]byte, size)
	switch {
	case typ == brlapi.TypeWrite && s.mode == CloseMidWrite:
		io.ReadFull(c, p[:size/2])
		return 0, nil, io.ErrUnexpectedEOF
	case typ == brlapi.TypeWrite && s.mode == Slow:
		for i := range p {
			time.Sleep(20 * time.Millisecond)
			if _, err := io.ReadFull(c, p[i:i+1]); err != nil {
				return 0, nil, err
			}
		}
	default:
		if _, err := io.ReadFull(c, p); err != nil {
			return 0, nil, err
		}
	}
	return typ, p, nil
}

// misbehave does what the broken modes do once the terminal is taken; it
// returns for the modes that go on answering.
func (s *Server) misbehave(c net.Conn) {
	switch s.mode {
	case Flood:
		key := binary.BigEndian.AppendUint64(nil, 0x20000000|brlapi.CmdLineDown)
		for brlapi.WritePacket(c, brlapi.TypeKey, key) == nil {
		}
		<-s.done // never reads again
	case Stuck:
		for i := 0; ; i++ {
			cmd := uint64(brlapi.CmdLineDown)
			if i%2 == 1 {
				cmd = brlapi.CmdLineUp
			}
			if brlapi.WritePacket(c, brlapi.TypeKey, binary.BigEndian.AppendUint64(nil, 0x20000000|cmd)) != nil {
				break
			}
			select {
			case <-s.done:
				return
			case <-time.After(10 * time.Millisecond):
			}
		}
		<-s.done
	case Silent:
		<-s.done
	case Garbage:
		b := make([]byte, 512)
		for {
			for i := range b {
				b[i] = byte(rand.IntN(256))
			}
			if _, err := c.Write(b); err != nil {
				<-s.done
				return
			}
			time.Sleep(time.Millisecond)
		}
	}
}

// keep decodes a write's cells (the or-mask of a region write of dots;
// the text itself, without its trailing blanks, of a write of text for the
// server's text table) and keeps them.
func (s *Server) keep(p []byte) {
	if len(p) < 16 {
		return
	}
	flags := binary.BigEndian.Uint32(p)
	n := int(binary.BigEndian.Uint32(p[8:]))
	tl := int(binary.BigEndian.Uint32(p[12:]))
	var cells string
	if flags&0x08 == 0 { // no and-mask: text
		if tl < 0 || 16+tl > len(p) {
			return
		}
		cells = strings.TrimRight(string(p[16:16+tl]), " ")
	} else {
		off := 16 + tl + n // text, then the and-mask
		if n < 0 || tl < 0 || off+n > len(p) {
			return
		}
		var b strings.Builder
		for _, d := range p[off : off+n] {
			b.WriteRune(rune(0x2800 + int(d)))
		}
		cells = strings.TrimRight(b.String(), "\u2800")
	}
	s.mu.Lock()
	s.writes = append(s.writes, cells)
	close(s.ch)
	s.ch = make(chan struct{})
	s.mu.Unlock()
}
