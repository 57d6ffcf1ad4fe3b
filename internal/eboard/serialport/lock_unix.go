//go:build unix

package serialport

import (
	"errors"
	"os"
	"syscall"
)

// errInUse is the error of a port another program has locked.
var errInUse = errors.New("port locked by another program")

// lockPort takes an advisory lock on the port at path (flock on the device
// the path names), so that a second blindchess (play and board watch on
// one port, two tables given the same port) is told at once that the
// port is taken, instead of both reading half of what the board sends.
// The serial library's exclusive mode (TIOCEXCL) does this only for users
// without CAP_SYS_ADMIN; the lock holds for root too. unlock releases it;
// errInUse when another program holds it.
func lockPort(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOCTTY|syscall.O_NONBLOCK, 0)
	if err != nil {
		// The port is open already; without a second handle there is
		// no lock, and nothing worse than before.
		return func() {}, nil
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, errInUse
		}
		return func() {}, nil
	}
	return func() { f.Close() }, nil
}
