//go:build linux

package quiet

import (
	"os"

	"golang.org/x/sys/unix"
)

// Stderr runs f with the process's standard error sent to /dev/null, and
// restores it before it returns. Where standard error cannot be moved, f
// runs as it is.
func Stderr(f func()) {
	saved, err := unix.Dup(2)
	if err != nil {
		f()
		return
	}
	defer unix.Close(saved)
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		f()
		return
	}
	defer null.Close()
	if err := unix.Dup2(int(null.Fd()), 2); err != nil {
		f()
		return
	}
	defer unix.Dup2(saved, 2)
	f()
}
