package emulator

import "golang.org/x/sys/unix"

// The ioctls that read and set a terminal's attributes.
const (
	ioctlGetTermios = unix.TCGETS
	ioctlSetTermios = unix.TCSETS
)

// dropUnread drops what waits to be read on the terminal side at path,
// nobody having it open: it opens it for a moment and flushes its input.
// A program that opens it meanwhile may lose what came in that moment, as
// on a cable plugged in while the board talks.
func dropUnread(path string) {
	fd, err := unix.Open(path, unix.O_RDWR|unix.O_NOCTTY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
	if err != nil {
		return
	}
	_ = unix.IoctlSetInt(fd, unix.TCFLSH, unix.TCIFLUSH)
	unix.Close(fd)
}
