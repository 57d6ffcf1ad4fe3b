//go:build unix

package serialport

import (
	"errors"
	"os"
	"syscall"
)

// lockPort takes an advisory lock on the port at path (flock on the device
// the path names), so that a second blindchess (play and board watch on
// one port, two tables given the same port) is told at once that the
// port is taken, instead of both reading half of what the board sends.
// The serial library's exclusive mode (TIOCEXCL) does this only for users
// without CAP_SYS_ADMIN; the lock holds for root too. unlock releases it;
// taken reports that another program holds it.
func lockPort(path string) (unlock func(), taken bool) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOCTTY|syscall.O_NONBLOCK, 0)
	if err != nil {
		// Nothing there yet, or not to be opened: opening the port
		// says what is wrong.
		return func() {}, false
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return func() {}, errors.Is(err, syscall.EWOULDBLOCK)
	}
	return func() { f.Close() }, false
}
