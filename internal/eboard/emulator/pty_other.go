//go:build !linux && !darwin

package emulator

import (
	"github.com/blindchess/blindchess/internal/catalog"
)

// errNoPty says why an emulated board cannot be plugged in here.
var errNoPty = catalog.Errorf("emulator.no-pty")

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
