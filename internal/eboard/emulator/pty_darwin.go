package emulator

import "golang.org/x/sys/unix"

// The ioctls that read and set a terminal's attributes.
const (
	ioctlGetTermios = unix.TIOCGETA
	ioctlSetTermios = unix.TIOCSETA
)

// dropUnread drops what waits to be read on the terminal side at path,
// nobody having it open: it opens it for a moment and flushes its input
// (TIOCFLUSH of the read queue).
func dropUnread(path string) {
	fd, err := unix.Open(path, unix.O_RDWR|unix.O_NOCTTY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
	if err != nil {
		return
	}
	_ = unix.IoctlSetPointerInt(fd, unix.TIOCFLUSH, 0x1) // FREAD of sys/fcntl.h
	unix.Close(fd)
}
