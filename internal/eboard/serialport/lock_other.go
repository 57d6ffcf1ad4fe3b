//go:build !unix

package serialport

import "errors"

// errInUse is the error of a port another program has locked.
var errInUse = errors.New("port locked by another program")

// lockPort does nothing where there is no flock: Windows opens a COM port
// for one program only.
func lockPort(string) (unlock func(), err error) { return func() {}, nil }
