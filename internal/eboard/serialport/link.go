// Package serialport is the transport under the board drivers: a Link
// opens a serial port (a USB serial adapter, a Bluetooth RFCOMM device or a
// pseudo-terminal) with go.bug.st/serial, runs the one reader goroutine of
// that port, reports every read to a Handler with the time it arrived,
// notices when the cable is pulled or the board stops answering, and
// reopens the port with a growing backoff. Board couples a Link with a
// protocol driver and delivers the driver's events on a channel.
package serialport

import (
	"context"
	"strconv"
	"sync"
	"time"

	"go.bug.st/serial"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
)

// Handler receives what happens on a Link. All calls come from the Link's
// reader goroutine, one at a time, in order.
type Handler interface {
	// Connected is called after the port was opened; the handler should
	// send whatever makes the board report its state.
	Connected(at time.Time)
	// Data is called with the bytes of each read and the time they
	// arrived. p is only valid during the call.
	Data(p []byte, at time.Time)
	// KeepAlive is called once the port has been silent for
	// Config.KeepAlive; the handler should send something the board
	// answers.
	KeepAlive(at time.Time)
	// Disconnected is called when an open port failed or went silent; err
	// says why in words for people.
	Disconnected(at time.Time, err error)
	// OpenFailed is called when the port could not be opened; the Link
	// retries after a backoff.
	OpenFailed(at time.Time, err error)
}

// Config says which port to open and how.
type Config struct {
	// Path is the device path, e.g. /dev/ttyUSB0, /dev/rfcomm0, /dev/pts/3
	// or a symbolic link to one.
	Path string
	// Mode is the line setting; the zero value is 9600 baud 8N1.
	// InitialStatusBits should stay nil (pseudo-terminals reject it).
	Mode serial.Mode
	// ReadTimeout bounds each read, so that the reader notices Close and
	// silence. Default 100 ms.
	ReadTimeout time.Duration
	// KeepAlive is the silence after which Handler.KeepAlive is called.
	// After twice this silence the port is considered dead, closed and
	// reopened. Zero disables both.
	KeepAlive time.Duration
	// MinBackoff and MaxBackoff bound the wait between attempts to reopen
	// the port; the wait doubles after each failure. Defaults 100 ms and 2 s.
	MinBackoff, MaxBackoff time.Duration
	// Now is the clock; default time.Now (which carries a monotonic
	// reading).
	Now func() time.Time
}

func (c *Config) defaults() {
	if c.ReadTimeout <= 0 {
		c.ReadTimeout = 100 * time.Millisecond
	}
	if c.MinBackoff <= 0 {
		c.MinBackoff = 100 * time.Millisecond
	}
	if c.MaxBackoff < c.MinBackoff {
		c.MaxBackoff = 2 * time.Second
		if c.MaxBackoff < c.MinBackoff {
			c.MaxBackoff = c.MinBackoff
		}
	}
	if c.Now == nil {
		c.Now = time.Now
	}
}

// ErrNotConnected is returned by Write while the port is not open; it is
// eboard.ErrNotConnected, which the drivers return too.
var ErrNotConnected = eboard.ErrNotConnected

// Link is one serial port, reopened whenever it goes away.
type Link struct {
	cfg Config

	mu     sync.Mutex
	port   serial.Port
	closed bool
}

// NewLink returns a Link for cfg. Nothing is opened until Run.
func NewLink(cfg Config) *Link {
	cfg.defaults()
	return &Link{cfg: cfg}
}

// Path returns the device path of the link.
func (l *Link) Path() string { return l.cfg.Path }

// Write sends p to the board. It fails with ErrNotConnected while the port
// is not open.
func (l *Link) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.port == nil {
		return 0, ErrNotConnected
	}
	n, err := l.port.Write(p)
	if err != nil {
		return n, catalog.Errorf("serialport.write", l.cfg.Path, err)
	}
	return n, nil
}

// Close closes the port and makes Run return.
func (l *Link) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.closed = true
	if l.port != nil {
		return l.port.Close()
	}
	return nil
}

func (l *Link) setPort(p serial.Port) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed && p != nil {
		return false
	}
	l.port = p
	return true
}

func (l *Link) isClosed() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.closed
}

// Lock takes the advisory lock of the port at path that every Link and
// "blindchess ports" take before they open it, so that a port one program
// uses is not opened by another, which would set its line and read half
// of what the board sends. unlock releases it. The error says the port is
// taken and what to do; a path that cannot be locked (nothing there yet)
// gives no error: opening it then says what is wrong.
func Lock(path string) (unlock func(), err error) {
	unlock, taken := lockPort(path)
	if taken {
		return nil, catalog.Errorf("serialport.in-use", path)
	}
	return unlock, nil
}

// Run opens the port and reads it until ctx is done or Close is called,
// reopening it after every failure. It is the one reader of the port.
func (l *Link) Run(ctx context.Context, h Handler) {
	backoff := l.cfg.MinBackoff
	for ctx.Err() == nil && !l.isClosed() {
		// The lock comes first: a port another program holds is not
		// opened at all, since opening it sets its line and takes its
		// exclusive mode away from the program that has it.
		unlock, err := Lock(l.cfg.Path)
		if err != nil {
			h.OpenFailed(l.cfg.Now(), err)
			if !sleep(ctx, backoff) {
				return
			}
			backoff = min(backoff*2, l.cfg.MaxBackoff)
			continue
		}
		mode := l.cfg.Mode
		port, err := serial.Open(l.cfg.Path, &mode)
		if err != nil {
			unlock()
			h.OpenFailed(l.cfg.Now(), DescribeOpenError(l.cfg.Path, err))
			if !sleep(ctx, backoff) {
				return
			}
			backoff = min(backoff*2, l.cfg.MaxBackoff)
			continue
		}
		if err := port.SetReadTimeout(l.cfg.ReadTimeout); err != nil {
			unlock()
			port.Close()
			h.OpenFailed(l.cfg.Now(), catalog.Errorf("serialport.read-timeout", l.cfg.Path, err))
			if !sleep(ctx, backoff) {
				return
			}
			backoff = min(backoff*2, l.cfg.MaxBackoff)
			continue
		}
		if !l.setPort(port) {
			unlock()
			port.Close()
			return
		}
		h.Connected(l.cfg.Now())
		gotData, err := l.read(ctx, port, h)
		l.setPort(nil)
		unlock()
		port.Close()
		if ctx.Err() != nil || l.isClosed() {
			return
		}
		h.Disconnected(l.cfg.Now(), err)
		if gotData {
			backoff = l.cfg.MinBackoff
		}
		if !sleep(ctx, backoff) {
			return
		}
		backoff = min(backoff*2, l.cfg.MaxBackoff)
	}
}

// read is the read loop of one open port. It returns why the port is no
// longer usable.
func (l *Link) read(ctx context.Context, port serial.Port, h Handler) (gotData bool, err error) {
	buf := make([]byte, 4096)
	last := l.cfg.Now()
	probed := false
	for {
		if ctx.Err() != nil {
			return gotData, ctx.Err()
		}
		n, err := port.Read(buf)
		at := l.cfg.Now()
		if err != nil {
			return gotData, DescribeReadError(l.cfg.Path, err)
		}
		if n > 0 {
			gotData = true
			last = at
			probed = false
			h.Data(buf[:n], at)
			continue
		}
		if ka := l.cfg.KeepAlive; ka > 0 {
			idle := at.Sub(last)
			if idle >= 2*ka {
				return gotData, catalog.Errorf("serialport.silent", l.cfg.Path, wholeSeconds(idle))
			}
			if idle >= ka && !probed {
				probed = true
				h.KeepAlive(at)
			}
		}
	}
}

func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// wholeSeconds writes d as whole seconds with the unit ("4 s"), the same
// in every language (not Go's "4.1s"); a board event's note keeps it as a
// string, as the notes of older journals do.
func wholeSeconds(d time.Duration) string {
	return strconv.Itoa(int(d.Round(time.Second)/time.Second)) + " s"
}
