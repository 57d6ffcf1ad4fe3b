//go:build linux || darwin

package emulator

import (
	"errors"
	"fmt"
	"github.com/blindchess/blindchess/internal/catalog"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"
)

// Pty is a pseudo-terminal whose far side (/dev/pts/N) plays the serial
// port of an emulated board: a driver opens Path (or the link) as it would
// open /dev/ttyUSB0.
type Pty struct {
	master *os.File
	path   string
	// hostHad: the reader saw the terminal side open since it last saw
	// it closed (Read, its one user).
	hostHad bool
}

// OpenPty creates a pseudo-terminal in raw mode (no echo, no line editing,
// no character translation) and, if link is not empty, points the
// symbolic link link at it (replacing an older link there).
func OpenPty(link string) (*Pty, error) {
	ptmx, tty, err := pty.Open()
	if err != nil {
		return nil, catalog.Errorf("emulator.pty", err)
	}
	path := tty.Name()
	master, err := pollable(ptmx)
	if err != nil {
		tty.Close()
		return nil, catalog.Errorf("emulator.pty", err)
	}
	// Raw mode, set through the terminal side so that the line discipline
	// never echoes or edits what the board sends before a driver opens it.
	if err := makeRaw(int(tty.Fd())); err != nil {
		master.Close()
		tty.Close()
		return nil, catalog.Errorf("emulator.raw", path, err)
	}
	// Do not hold the terminal side open: a driver must be able to open it
	// exclusively, and close and reopen it.
	tty.Close()
	p := &Pty{master: master, path: path}
	if link != "" {
		if err := Relink(link, path); err != nil {
			master.Close()
			return nil, err
		}
	}
	return p, nil
}

// pollable returns the master side as a File on Go's poller and closes f.
// pty.Open leaves the master in blocking mode (its ioctls go through
// File.Fd), and a blocking read cannot be interrupted: Close would not
// close the descriptor while readHost waits in a read, so the terminal
// side would not hang up on unplug, and a driver would notice only when
// its next write made that read return. On the poller, Close ends the read
// and the driver sees the hangup at once, as when a USB cable is pulled.
func pollable(f *os.File) (*os.File, error) {
	defer f.Close()
	fd, err := unix.Dup(int(f.Fd()))
	if err != nil {
		return nil, catalog.Errorf("emulator.dup", err)
	}
	if err := unix.SetNonblock(fd, true); err != nil {
		unix.Close(fd)
		return nil, catalog.Errorf("emulator.nonblock", err)
	}
	unix.CloseOnExec(fd)
	return os.NewFile(uintptr(fd), f.Name()), nil
}

func makeRaw(fd int) error {
	t, err := unix.IoctlGetTermios(fd, ioctlGetTermios)
	if err != nil {
		return err
	}
	t.Iflag &^= unix.IGNBRK | unix.BRKINT | unix.PARMRK | unix.ISTRIP | unix.INLCR | unix.IGNCR | unix.ICRNL | unix.IXON
	t.Oflag &^= unix.OPOST
	t.Lflag &^= unix.ECHO | unix.ECHONL | unix.ICANON | unix.ISIG | unix.IEXTEN
	t.Cflag &^= unix.CSIZE | unix.PARENB
	t.Cflag |= unix.CS8
	t.Cc[unix.VMIN] = 1
	t.Cc[unix.VTIME] = 0
	return unix.IoctlSetTermios(fd, ioctlSetTermios, t)
}

// Relink makes link a symbolic link to target, replacing an existing
// symbolic link atomically. It refuses to replace anything that is not a
// symbolic link.
func Relink(link, target string) error {
	if fi, err := os.Lstat(link); err == nil && fi.Mode()&fs.ModeSymlink == 0 {
		return catalog.Errorf("emulator.link-exists", link)
	}
	tmp := filepath.Join(filepath.Dir(link), fmt.Sprintf(".%s.%d.tmp", filepath.Base(link), os.Getpid()))
	_ = os.Remove(tmp)
	if err := os.Symlink(target, tmp); err != nil {
		return catalog.Errorf("emulator.link", link, target, err)
	}
	if err := os.Rename(tmp, link); err != nil {
		os.Remove(tmp)
		return catalog.Errorf("emulator.link", link, target, err)
	}
	return nil
}

// Path returns the device path of the terminal side, e.g. /dev/pts/3.
func (p *Pty) Path() string { return p.path }

// Write sends bytes to whoever has the terminal side open. Bytes written
// while nobody has it open are dropped (and reported written), as a real
// USB board's are: a pseudo-terminal would keep them for the next program
// that opens it, which no real port does.
func (p *Pty) Write(b []byte) (int, error) {
	if !p.HostOpen() {
		return len(b), nil
	}
	return p.master.Write(b)
}

// HostOpen reports whether a program (the driver) has the terminal side
// open now: the master side polls a hangup while nobody has.
func (p *Pty) HostOpen() bool {
	rc, err := p.master.SyscallConn()
	if err != nil {
		return false
	}
	open := false
	_ = rc.Control(func(fd uintptr) {
		fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLOUT}}
		n, err := unix.Poll(fds, 0)
		open = err == nil && n > 0 && fds[0].Revents&unix.POLLHUP == 0
	})
	return open
}

// Read reads what the driver sent. While nobody has the terminal side open
// it waits (polling every 10 ms) instead of failing. It returns an error
// once the Pty is closed. When it finds the terminal side closed after a
// program had it open, it drops what was sent and not read before the
// close (dropUnread): a real port opened again starts empty.
func (p *Pty) Read(b []byte) (int, error) {
	for {
		if !p.hostHad && p.HostOpen() {
			p.hostHad = true
		}
		n, err := p.master.Read(b)
		if err == nil || n > 0 {
			p.hostHad = true
			return n, nil
		}
		if errors.Is(err, syscall.EIO) {
			// The terminal side is not open (yet, or any more).
			if p.hostHad {
				p.hostHad = false
				dropUnread(p.path)
			}
			time.Sleep(10 * time.Millisecond)
			continue
		}
		return 0, err
	}
}

// Close closes the pseudo-terminal: a driver reading it sees the port go
// away, as when a USB cable is pulled.
func (p *Pty) Close() error { return p.master.Close() }
