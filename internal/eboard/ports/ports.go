// Package ports lists the serial ports of the machine with what their USB
// ids suggest they are, and identifies a board on a port by talking to it:
// the tactile protocol's hello? and the DGT board's version request.
// USB ids alone prove nothing (FTDI and CP210x chips are in everything), so
// only the handshake says what a port really is.
package ports

import (
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"go.bug.st/serial"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/certabo"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/eboard/millennium"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/eboard/tactile"
)

// Port is one serial port.
type Port struct {
	// Name is the device path, e.g. /dev/ttyUSB0.
	Name string
	// IsUSB reports a USB device; VID and PID are then its vendor and
	// product ids as lower-case hex, Product and Serial its strings.
	IsUSB           bool
	VID, PID        string
	Product, Serial string
}

// List returns the serial ports of the machine, sorted by name.
// Pseudo-terminals are never listed: name them explicitly.
func List() ([]Port, error) {
	out, err := detailedList()
	if err != nil {
		// Some systems cannot enumerate USB details; fall back to names.
		names, err2 := serial.GetPortsList()
		if err2 != nil {
			return nil, fmt.Errorf("list the serial ports: %w", errors.Join(err, err2))
		}
		var out []Port
		for _, n := range names {
			out = append(out, Port{Name: n})
		}
		sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
		return out, nil
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

// usbHints maps "vid" or "vid:pid" (lower-case hex) to what such a device
// probably is.
var usbHints = map[string]string{
	"0403":      "FTDI serial adapter, as in older DGT boards (and many other devices)",
	"045b":      "possibly a DGT board (vendor id reported for DGT boards, unconfirmed)",
	"10c4:ea60": "Silicon Labs CP210x serial adapter, as in Certabo boards (and many other devices)",
	"10c4":      "Silicon Labs serial adapter",
	"067b":      "Prolific PL2303 serial adapter",
	"1a86":      "WCH CH340 serial adapter, as on cheap Arduino clones (maybe a home-built tactile board)",
	"2341":      "Arduino (maybe a home-built tactile board)",
	"2a03":      "Arduino (maybe a home-built tactile board)",
	"2e8a":      "Raspberry Pi RP2040 (maybe a home-built tactile board)",
	"303a":      "Espressif ESP32 (maybe a home-built tactile board)",
	"239a":      "Adafruit board (maybe a home-built tactile board)",
	"16c0":      "Teensy (maybe a home-built tactile board)",
	"2d80":      "Chessnut board (a USB HID device; blindchess cannot drive it over serial)",
}

// Likely says what a port probably is, from its USB ids or its name. It is
// a guess: only Identify proves anything.
func Likely(p Port) string {
	if p.IsUSB {
		if h, ok := usbHints[p.VID+":"+p.PID]; ok {
			return h
		}
		if h, ok := usbHints[p.VID]; ok {
			return h
		}
		return "USB serial device of an unknown make"
	}
	base := filepath.Base(p.Name)
	switch {
	case strings.HasPrefix(base, "rfcomm"):
		return "Bluetooth serial link (DGT Bluetooth boards appear as these)"
	case strings.HasPrefix(base, "ttyS"):
		return "built-in serial port"
	case strings.HasPrefix(base, "ttyAMA"), strings.HasPrefix(base, "ttymxc"), strings.HasPrefix(base, "ttyO"):
		return "serial port of the board computer"
	case strings.HasPrefix(p.Name, "/dev/pts/"):
		return "pseudo-terminal (an emulated board, or a program's terminal)"
	}
	return "serial port"
}

// Identity is what answered on a port.
type Identity struct {
	// Kind is eboard.DGT, eboard.Tactile, eboard.Millennium or
	// eboard.Certabo.
	Kind eboard.Kind
	// Text describes the board, e.g. "DGT board, firmware 1.07".
	Text string
}

// ErrNoAnswer is returned by Identify when no known board answered.
var ErrNoAnswer = errors.New("no board answered")

// Identify opens the port at path and asks who is there: first the tactile
// board's hello? at 115200 baud (its bytes are all inert to a DGT board),
// then the DGT board's version request at 9600 baud, then the Millennium
// board's V at 38400 baud 7O1, then it listens for the lines a Certabo
// board streams at 38400 8N1. Each gets timeout to answer. It returns ErrNoAnswer (wrapped) if neither answers.
func Identify(path string, timeout time.Duration) (Identity, error) {
	port, err := serial.Open(path, &serial.Mode{BaudRate: tactile.BaudRate})
	if err != nil {
		return Identity{}, serialport.DescribeOpenError(path, err)
	}
	defer port.Close()
	if err := port.SetReadTimeout(20 * time.Millisecond); err != nil {
		return Identity{}, fmt.Errorf("%s: %w", path, err)
	}
	if id, ok := probeTactile(port, timeout); ok {
		return id, nil
	}
	if err := port.SetMode(&serial.Mode{BaudRate: 9600}); err != nil {
		return Identity{}, fmt.Errorf("%s: cannot switch to 9600 baud: %w", path, err)
	}
	id, ok := probeDGT(port, timeout)
	// A line feed clears the 0x4D from the buffer of a slow tactile board.
	_, _ = port.Write([]byte{'\n'})
	if ok {
		return id, nil
	}
	if err := port.SetMode(&serial.Mode{BaudRate: millennium.BaudRate, DataBits: 7, Parity: serial.OddParity, StopBits: serial.OneStopBit}); err != nil {
		return Identity{}, fmt.Errorf("%s: cannot switch to 38400 baud 7O1: %w", path, err)
	}
	if id, ok := probeMillennium(port, timeout); ok {
		return id, nil
	}
	if err := port.SetMode(&serial.Mode{BaudRate: certabo.BaudRate}); err != nil {
		return Identity{}, fmt.Errorf("%s: cannot switch to 38400 baud 8N1: %w", path, err)
	}
	if id, ok := probeCertabo(port, timeout); ok {
		return id, nil
	}
	return Identity{}, fmt.Errorf("%s: %w", path, ErrNoAnswer)
}

func readFor(port serial.Port, timeout time.Duration, feed func([]byte) bool) bool {
	buf := make([]byte, 256)
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		n, err := port.Read(buf)
		if err != nil {
			return false
		}
		if n > 0 && feed(buf[:n]) {
			return true
		}
	}
	return false
}

func probeTactile(port serial.Port, timeout time.Duration) (Identity, bool) {
	hello := append([]byte{'\n'}, tactile.Message{Type: tactile.CmdHello}.Encode()...)
	if _, err := port.Write(hello); err != nil {
		return Identity{}, false
	}
	var lines tactile.LineReader
	var id Identity
	found := readFor(port, timeout, func(p []byte) bool {
		done := false
		lines.Feed(p, func(line []byte) {
			m, err := tactile.ParseBoardLine(line)
			if err == nil && m.Type == tactile.MsgHello && !done {
				done = true
				id = Identity{Kind: eboard.Tactile, Text: fmt.Sprintf("tactile board %s, protocol %d", m.BoardID, m.Version)}
				if m.Firmware != "" {
					id.Text += ", firmware " + m.Firmware
				}
			}
		})
		return done
	})
	return id, found
}

func probeDGT(port serial.Port, timeout time.Duration) (Identity, bool) {
	if _, err := port.Write([]byte{dgt.CmdSendVersion}); err != nil {
		return Identity{}, false
	}
	var f dgt.Framer
	var id Identity
	found := readFor(port, timeout, func(p []byte) bool {
		done := false
		f.Feed(p, func(msg []byte) {
			if v, err := dgt.DecodeVersion(msg); err == nil && !done {
				done = true
				id = Identity{Kind: eboard.DGT, Text: "DGT board, firmware " + v.String()}
			}
		})
		return done
	})
	return id, found
}

func probeMillennium(port serial.Port, timeout time.Duration) (Identity, bool) {
	if _, err := port.Write(millennium.Encode(string(millennium.CmdVersion))); err != nil {
		return Identity{}, false
	}
	var f millennium.Framer
	var id Identity
	found := readFor(port, timeout, func(p []byte) bool {
		done := false
		f.Feed(p, func(msg []byte) {
			if done {
				return
			}
			switch msg[0] {
			case millennium.MsgVersion:
				if v, err := millennium.DecodeVersion(msg); err == nil {
					done = true
					id = Identity{Kind: eboard.Millennium, Text: "Millennium board, firmware " + v.String()}
				}
			case millennium.MsgStatus: // a board reporting every scan
				done = true
				id = Identity{Kind: eboard.Millennium, Text: "Millennium board"}
			}
		})
		return done
	})
	return id, found
}

// probeCertabo listens for a scan: a Certabo board streams them unasked.
func probeCertabo(port serial.Port, timeout time.Duration) (Identity, bool) {
	var lines certabo.LineReader
	found := readFor(port, timeout, func(p []byte) bool {
		done := false
		lines.Feed(p, func(line []byte) {
			if _, err := certabo.ParseLine(line); err == nil {
				done = true
			}
		})
		return done
	})
	return Identity{Kind: eboard.Certabo, Text: "Certabo board"}, found
}
