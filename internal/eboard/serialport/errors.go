package serialport

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"

	"go.bug.st/serial"
)

// DescribeOpenError turns an error from serial.Open into a sentence that
// says what was wrong and what to do. The original error stays wrapped.
func DescribeOpenError(path string, err error) error {
	var pe *serial.PortError
	if errors.As(err, &pe) {
		switch pe.Code() {
		case serial.PermissionDenied:
			return fmt.Errorf("%s: permission denied; add yourself to the dialout group (sudo adduser $USER dialout) and log in again: %w", path, err)
		case serial.PortBusy:
			return fmt.Errorf("%s: the port is busy; close the other program that uses it: %w", path, err)
		case serial.PortNotFound:
			return fmt.Errorf("%s: no such port; check the cable, or run \"blindchess ports\" to see the ports: %w", path, err)
		case serial.InvalidSerialPort:
			return fmt.Errorf("%s: not a serial port; run \"blindchess ports\" to see the ports: %w", path, err)
		}
	}
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s: no such port; check the cable, or run \"blindchess ports\" to see the ports: %w", path, err)
	}
	if errors.Is(err, fs.ErrPermission) {
		return fmt.Errorf("%s: permission denied; add yourself to the dialout group (sudo adduser $USER dialout) and log in again: %w", path, err)
	}
	return fmt.Errorf("%s: cannot open the port: %w", path, err)
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
		return &describedError{msg: path + ": the port went away (cable pulled or board switched off)", err: err}
	}
	return fmt.Errorf("%s: the port failed (cable pulled or board switched off?): %w", path, err)
}

// describedError is an error said in its own words, wrapping the error it
// describes.
type describedError struct {
	msg string
	err error
}

func (e *describedError) Error() string { return e.msg }
func (e *describedError) Unwrap() error { return e.err }
