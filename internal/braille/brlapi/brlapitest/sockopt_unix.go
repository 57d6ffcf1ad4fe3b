//go:build unix

package brlapitest

import (
	"syscall"
)

// smallReadBuffer gives a listening socket (and so the connections it
// accepts) a receive buffer of a few kilobytes.
func smallReadBuffer(network, address string, c syscall.RawConn) error {
	var err error
	if cerr := c.Control(func(fd uintptr) {
		err = syscall.SetsockoptInt(int(fd), syscall.SOL_SOCKET, syscall.SO_RCVBUF, 2048)
	}); cerr != nil {
		return cerr
	}
	return err
}
