package serialport

import (
	"errors"
	"io/fs"
	"os"
	"runtime"
	"strings"
	"syscall"

	"go.bug.st/serial"

	"github.com/blindchess/blindchess/internal/catalog"
)

// DescribeOpenError turns an error from serial.Open into a sentence that
// says what was wrong and what to do. The original error stays wrapped.
func DescribeOpenError(path string, err error) error {
	var pe *serial.PortError
	if errors.As(err, &pe) {
		switch pe.Code() {
		case serial.PermissionDenied:
			return catalog.Errorf("serialport.permission", path, err)
		case serial.PortBusy:
			return catalog.Errorf("serialport.busy", path, err)
		case serial.PortNotFound:
			return catalog.Errorf("serialport.no-port", path, err)
		case serial.InvalidSerialPort:
			if e := notAPort(path, err); e != nil {
				return e
			}
			return &describedError{key: "serialport.not-serial", path: path, err: err}
		}
	}
	if e := notAPort(path, err); e != nil {
		return e
	}
	if errors.Is(err, fs.ErrNotExist) {
		return catalog.Errorf("serialport.no-port", path, err)
	}
	if errors.Is(err, fs.ErrPermission) {
		return catalog.Errorf("serialport.permission", path, err)
	}
	return catalog.Errorf("serialport.cannot-open", path, err)
}

// NotAPort returns an error that says what is at path when it is a
// folder or an ordinary file, which never becomes a serial port, and what
// to do; nil for anything else: a device (a serial port, or one that only
// opening it tells apart), a path where nothing is yet (a board not yet
// plugged in), and a port that is no file (COM3 on Windows).
func NotAPort(path string) error { return notAPort(path, nil) }

// notAPort is NotAPort wrapping err, the error that opening path gave.
func notAPort(path string, err error) error {
	if runtime.GOOS == "windows" && !strings.ContainsAny(path, `\/`) {
		// A bare name (COM3) is a device, whatever the system says of
		// it as a file.
		return nil
	}
	fi, serr := os.Stat(path)
	switch {
	case serr != nil:
		return nil
	case fi.IsDir():
		return &describedError{key: "serialport.is-folder", path: path, err: err}
	case fi.Mode().IsRegular():
		return &describedError{key: "serialport.is-file", path: path, err: err}
	}
	return nil
}

// DescribeReadError turns an error from a read into a sentence for people.
// A port that went away is said without the library's words ("Port has
// been closed" adds nothing to a screen reader user); the original error
// stays wrapped.
func DescribeReadError(path string, err error) error {
	var pe *serial.PortError
	if errors.As(err, &pe) && pe.Code() == serial.PortClosed ||
		errors.Is(err, syscall.EIO) || errors.Is(err, syscall.ENODEV) || errors.Is(err, syscall.ENXIO) {
		// A closed port, or a terminal whose device hung up: the same
		// pulled cable, whichever the system reports first.
		return &describedError{key: "serialport.gone", path: path, err: err}
	}
	return catalog.Errorf("serialport.failed", path, err)
}

// IsNotAPort reports whether err says that a path is no serial port at
// all (a folder, an ordinary file, a device of another kind, such as
// /dev/null): bad input, not the fault of a port or its cable.
func IsNotAPort(err error) bool {
	var d *describedError
	return errors.As(err, &d)
}

// NeverAPort reports whether a board event's note (its key) says that
// the path opened is no serial port and never becomes one: a folder, an
// ordinary file, a device of another kind such as /dev/null. Waiting for
// it is in vain; a missing port (a board not yet plugged in) is not one.
func NeverAPort(key string) bool {
	switch key {
	case "serialport.not-serial", "serialport.is-folder", "serialport.is-file":
		return true
	}
	return false
}

// describedError is an error said in its own words (a sentence of the
// catalogs about path), wrapping the error it describes.
type describedError struct {
	key, path string
	err       error
}

func (e *describedError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn says the error in the language of c.
func (e *describedError) SayIn(c catalog.Catalog) string { return c.Say(e.key, e.path) }

func (e *describedError) Unwrap() error { return e.err }

// Message returns the error's sentence of the catalogs and its arguments,
// for a board event that keeps it as a code (eboard.Note).
func (e *describedError) Message() (string, []any) { return e.key, []any{e.path} }
