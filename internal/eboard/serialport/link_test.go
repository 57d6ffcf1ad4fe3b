//go:build linux

package serialport_test

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"go.bug.st/serial"

	"github.com/blindchess/blindchess/internal/eboard/emulator"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
)

// log records the Link's callbacks.
type log struct {
	mu    sync.Mutex
	calls []string
	data  []byte
}

func (l *log) add(s string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.calls = append(l.calls, s)
}

func (l *log) Connected(time.Time) { l.add("connected") }
func (l *log) Data(p []byte, at time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.data = append(l.data, p...)
	if at.IsZero() {
		l.calls = append(l.calls, "data without time")
	}
}
func (l *log) KeepAlive(time.Time)                 { l.add("keepalive") }
func (l *log) Disconnected(_ time.Time, err error) { l.add("disconnected: " + err.Error()) }
func (l *log) OpenFailed(_ time.Time, err error)   { l.add("openfailed: " + err.Error()) }

func (l *log) snapshot() ([]string, string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.calls...), string(l.data)
}

func (l *log) waitFor(t *testing.T, pred func(calls []string, data string) bool) []string {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		calls, data := l.snapshot()
		if pred(calls, data) {
			return calls
		}
		time.Sleep(5 * time.Millisecond)
	}
	calls, data := l.snapshot()
	t.Fatalf("timed out; calls %q, data %q", calls, data)
	return nil
}

// stepClock is a clock that moves on by step at every reading, whatever
// the time between two readings.
type stepClock struct {
	mu   sync.Mutex
	now  time.Time
	step time.Duration
}

// Now moves the clock on and returns its time.
func (c *stepClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(c.step)
	return c.now
}

func count(calls []string, prefix string) int {
	n := 0
	for _, c := range calls {
		if strings.HasPrefix(c, prefix) {
			n++
		}
	}
	return n
}

func TestLinkLifecycle(t *testing.T) {
	link := filepath.Join(t.TempDir(), "port")
	l := serialport.NewLink(serialport.Config{Path: link, MinBackoff: 10 * time.Millisecond, MaxBackoff: 40 * time.Millisecond, ReadTimeout: 10 * time.Millisecond})
	if _, err := l.Write([]byte("x")); !errors.Is(err, serialport.ErrNotConnected) {
		t.Fatalf("write before open: %v", err)
	}
	h := &log{}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan struct{})
	go func() { l.Run(ctx, h); close(done) }()

	// No port yet: open failures, retried with a growing backoff.
	calls := h.waitFor(t, func(c []string, _ string) bool { return count(c, "openfailed") >= 3 })
	if !strings.Contains(calls[0], "no such port") {
		t.Errorf("open failure %q", calls[0])
	}
	p, err := emulator.OpenPty(link)
	if err != nil {
		t.Fatal(err)
	}
	h.waitFor(t, func(c []string, _ string) bool { return count(c, "connected") == 1 })
	if _, err := p.Write([]byte("hello")); err != nil {
		t.Fatal(err)
	}
	h.waitFor(t, func(_ []string, d string) bool { return d == "hello" })
	if _, err := l.Write([]byte("to board")); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 32)
	n, _ := p.Read(buf)
	if string(buf[:n]) != "to board" {
		t.Errorf("board got %q", buf[:n])
	}
	// The cable is pulled.
	p.Close()
	calls = h.waitFor(t, func(c []string, _ string) bool { return count(c, "disconnected") == 1 })
	for _, c := range calls {
		if strings.HasPrefix(c, "disconnected") && !strings.Contains(c, "went away") {
			t.Errorf("disconnect reason %q", c)
		}
	}
	// And put back: a new pseudo-terminal behind the same link.
	p2, err := emulator.OpenPty(link)
	if err != nil {
		t.Fatal(err)
	}
	defer p2.Close()
	h.waitFor(t, func(c []string, _ string) bool { return count(c, "connected") == 2 })
	if err := l.Close(); err != nil {
		t.Errorf("close: %v", err)
	}
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		t.Fatal("Run did not return after Close")
	}
	calls, _ = h.snapshot()
	if count(calls, "disconnected") != 1 || count(calls, "data without time") != 0 {
		t.Errorf("calls %q", calls)
	}
}

func TestLinkKeepAlive(t *testing.T) {
	link := filepath.Join(t.TempDir(), "port")
	p, err := emulator.OpenPty(link)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	// The silence is counted on a clock that moves on one read timeout at
	// every reading: a busy machine that leaves the reader unscheduled for
	// longer than twice the keep-alive cannot skip the probe.
	clock := &stepClock{now: time.Unix(1_000_000, 0), step: 10 * time.Millisecond}
	l := serialport.NewLink(serialport.Config{Path: link, KeepAlive: 60 * time.Millisecond, ReadTimeout: 10 * time.Millisecond, MinBackoff: 10 * time.Millisecond, Now: clock.Now})
	h := &log{}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { l.Run(ctx, h); close(done) }()
	// A silent board: a keep-alive probe, then the link is declared dead
	// and reopened.
	calls := h.waitFor(t, func(c []string, _ string) bool { return count(c, "connected") >= 2 })
	want := []string{"connected", "keepalive", "disconnected", "connected"}
	for i, w := range want {
		if !strings.HasPrefix(calls[i], w) {
			t.Fatalf("calls %q, want %q first", calls, want)
		}
	}
	if !strings.Contains(calls[2], "no answer from the board") {
		t.Errorf("reason %q", calls[2])
	}
	cancel()
	<-done
}

func TestDescribeErrors(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{&serial.PortError{}, "the port is busy"}, // code 0 is PortBusy
		{fmt.Errorf("x: %w", fs.ErrNotExist), "no such port"},
		{fmt.Errorf("x: %w", fs.ErrPermission), "dialout"},
		{errors.New("odd"), "cannot open the port: odd"},
	}
	for _, tt := range tests {
		if got := serialport.DescribeOpenError("/dev/x", tt.err).Error(); !strings.Contains(got, tt.want) || !strings.HasPrefix(got, "/dev/x: ") {
			t.Errorf("%v: %q, want %q", tt.err, got, tt.want)
		}
	}
	if got := serialport.DescribeReadError("/dev/x", errors.New("EIO")).Error(); !strings.Contains(got, "cable pulled") {
		t.Errorf("read error: %q", got)
	}
	if !errors.Is(serialport.DescribeOpenError("/dev/x", fs.ErrNotExist), fs.ErrNotExist) {
		t.Error("the cause is not wrapped")
	}
}
