package emulator

import (
	"errors"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// TestPtyDropsWhatIsSentWhileThePortIsClosed: a real USB board's bytes
// reach nobody while no program has its port open, and what was on its
// way when the port closed is gone when it opens again; the emulator's
// pseudo-terminal does the same, so that no test relies on a buffer a
// real board does not have. Sent before the port is first opened, while
// it is closed, and left unread at its close: none of it is read after
// an open; what is sent while it is open is.
func TestPtyDropsWhatIsSentWhileThePortIsClosed(t *testing.T) {
	p, err := OpenPty("")
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	go func() { // the board's reader of what the host sends (readHost)
		buf := make([]byte, 64)
		for {
			if _, err := p.Read(buf); err != nil {
				return
			}
		}
	}()
	open := func() int {
		t.Helper()
		fd, err := unix.Open(p.Path(), unix.O_RDWR|unix.O_NOCTTY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
		if err != nil {
			t.Fatal(err)
		}
		return fd
	}
	// read returns what the host can read within a moment.
	read := func(fd int) string {
		t.Helper()
		var got []byte
		buf := make([]byte, 256)
		for deadline := time.Now().Add(300 * time.Millisecond); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
			n, err := unix.Read(fd, buf)
			if n > 0 {
				got = append(got, buf[:n]...)
			}
			if err != nil && !errors.Is(err, unix.EAGAIN) {
				t.Fatal(err)
			}
		}
		return string(got)
	}
	p.Write([]byte("before the first open\n"))
	fd := open()
	if got := read(fd); got != "" {
		t.Errorf("the first open read %q, want nothing (sent before it)", got)
	}
	p.Write([]byte("while open\n"))
	if got := read(fd); got != "while open\n" {
		t.Errorf("read %q, want what was sent while open", got)
	}
	p.Write([]byte("left unread\n"))
	time.Sleep(50 * time.Millisecond)
	unix.Close(fd)
	time.Sleep(100 * time.Millisecond)
	p.Write([]byte("while closed\n"))
	fd = open()
	defer unix.Close(fd)
	if got := read(fd); got != "" {
		t.Errorf("the open after a close read %q, want nothing (left unread at the close, sent while closed)", got)
	}
	p.Write([]byte("open again\n"))
	if got := read(fd); got != "open again\n" {
		t.Errorf("read %q, want what was sent while open again", got)
	}
}
