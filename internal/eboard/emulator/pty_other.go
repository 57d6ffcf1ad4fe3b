//go:build !linux && !darwin

package emulator

import "errors"

// errNoPty says why an emulated board cannot be plugged in here.
var errNoPty = errors.New("an emulated board needs a pseudo-terminal, which Linux and macOS have and this system has not; run the emulator on Linux or macOS, or use a real board")

// Pty would be the pseudo-terminal of an emulated board; this system has
// none, so OpenPty always fails.
type Pty struct{}

// OpenPty fails: there are no pseudo-terminals here.
func OpenPty(link string) (*Pty, error) { return nil, errNoPty }

// Relink fails: the emulator's link is not made here.
func Relink(link, target string) error { return errNoPty }

// Path returns "".
func (p *Pty) Path() string { return "" }

// Write fails.
func (p *Pty) Write(b []byte) (int, error) { return 0, errNoPty }

// Read fails.
func (p *Pty) Read(b []byte) (int, error) { return 0, errNoPty }

// Close does nothing.
func (p *Pty) Close() error { return nil }
