// Package ports lists the serial ports of the machine with what their USB
// ids suggest they are, and identifies a board on a port by talking to it:
// the tactile protocol's hello? and the DGT board's version request.
// USB ids alone prove nothing (FTDI and CP210x chips are in everything), so
// only the handshake says what a port really is.
package ports

import (
	"errors"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"go.bug.st/serial"

	"github.com/blindchess/blindchess/internal/catalog"
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
			return nil, catalog.Errorf("boardports.list", errors.Join(err, err2))
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

// usbHints maps "vid" or "vid:pid" (lower-case hex) to the catalog key of
// what such a device probably is.
var usbHints = map[string]string{
	"0403":      "boardports.hint-ftdi",
	"045b":      "boardports.hint-dgt",
	"10c4:ea60": "boardports.hint-cp210x",
	"10c4":      "boardports.hint-silabs",
	"067b":      "boardports.hint-pl2303",
	"1a86":      "boardports.hint-ch340",
	"2341":      "boardports.hint-arduino",
	"2a03":      "boardports.hint-arduino",
	"2e8a":      "boardports.hint-rp2040",
	"303a":      "boardports.hint-esp32",
	"239a":      "boardports.hint-adafruit",
	"16c0":      "boardports.hint-teensy",
	"2d80":      "boardports.hint-chessnut",
}

// Likely says in English what a port probably is, from its USB ids or its
// name. It is a guess: only Identify proves anything. LikelyKey gives the
// sentence to say it in the session's language.
func Likely(p Port) string { return catalog.For(catalog.English).Say(LikelyKey(p)) }

// LikelyKey is the catalog key of what a port probably is (see Likely).
func LikelyKey(p Port) string {
	if p.IsUSB {
		if h, ok := usbHints[p.VID+":"+p.PID]; ok {
			return h
		}
		if h, ok := usbHints[p.VID]; ok {
			return h
		}
		return "boardports.hint-usb-unknown"
	}
	base := filepath.Base(p.Name)
	switch {
	case strings.HasPrefix(base, "rfcomm"):
		return "boardports.hint-bluetooth"
	case strings.HasPrefix(base, "ttyS"):
		return "boardports.hint-builtin"
	case strings.HasPrefix(base, "ttyAMA"), strings.HasPrefix(base, "ttymxc"), strings.HasPrefix(base, "ttyO"):
		return "boardports.hint-board-computer"
	case strings.HasPrefix(p.Name, "/dev/pts/"):
		return "boardports.hint-pty"
	}
	return "boardports.hint-serial"
}

// Identity is what answered on a port.
type Identity struct {
	// Kind is eboard.DGT, eboard.Tactile, eboard.Millennium or
	// eboard.Certabo.
	Kind eboard.Kind
	// Text describes the board in English, e.g. "DGT board, firmware
	// 1.07".
	Text string
	// Said is Text as a sentence of the catalogs.
	Said error
}

// identity is the Identity of a board of kind, described by the sentence
// key with args.
func identity(kind eboard.Kind, key string, args ...any) Identity {
	said := catalog.Errorf(key, args...)
	return Identity{Kind: kind, Text: said.Error(), Said: said}
}

// ErrNoAnswer is returned by Identify when no known board answered.
var ErrNoAnswer = catalog.Errorf("boardports.no-answer")

// Identify opens the port at path and asks who is there: first the tactile
// board's hello? at 115200 baud (its bytes are all inert to a DGT board),
// then the DGT board's version request at 9600 baud, then the Millennium
// board's V at 38400 baud 7O1, then it listens for the lines a Certabo
// board streams at 38400 8N1. Each gets timeout to answer. It returns ErrNoAnswer (wrapped) if neither answers, and the error of
// serialport.Lock, without opening the port, when another program holds it.
func Identify(path string, timeout time.Duration) (Identity, error) {
	return IdentifyExpecting(path, eboard.UnknownKind, timeout)
}

// IdentifyExpecting is Identify with the probe of the board of kind want
// first (play's --tactile or --sighted named it): where that board
// answers, nothing else is asked; the others follow in Identify's order.
func IdentifyExpecting(path string, want eboard.Kind, timeout time.Duration) (Identity, error) {
	// A port a game uses is not asked: the probes would change its line
	// settings and take the board's answers from the game.
	unlock, err := serialport.Lock(path)
	if err != nil {
		return Identity{}, err
	}
	defer unlock()
	port, err := serial.Open(path, &serial.Mode{BaudRate: tactile.BaudRate})
	if err != nil {
		return Identity{}, serialport.DescribeOpenError(path, err)
	}
	defer port.Close()
	if err := port.SetReadTimeout(20 * time.Millisecond); err != nil {
		return Identity{}, catalog.Errorf("boardports.port-error", path, err)
	}
	if isPseudoTerminal(path) {
		// A pseudo-terminal has no line settings: every probe can be
		// made at once, and listened to in one timeout (an emulator, or
		// a bridge such as socat to a board elsewhere), where one after
		// the other a port that answers nothing took four (2 s at
		// play's 500 ms).
		if id, ok := probeAtOnce(port, probeOrder(want), timeout); ok {
			return id, nil
		}
		return Identity{}, catalog.Errorf("boardports.port-error", path, ErrNoAnswer)
	}
	for _, p := range probeOrder(want) {
		if err := port.SetMode(p.mode); err != nil {
			if p.kind == eboard.DGT {
				return Identity{}, catalog.Errorf("boardports.baud", path, err)
			}
			return Identity{}, catalog.Errorf("boardports.baud-mode", path, p.modeName, err)
		}
		id, ok := p.probe(port, timeout)
		if p.kind == eboard.DGT {
			// A line feed clears the 0x4D from the buffer of a slow
			// tactile board.
			_, _ = port.Write([]byte{'\n'})
		}
		if ok {
			return id, nil
		}
	}
	return Identity{}, catalog.Errorf("boardports.port-error", path, ErrNoAnswer)
}

// prober is one board's probe: its kind, the line settings it is asked
// at, what it sends (nothing for a board that streams unasked) and how it
// tells the board's answer.
type prober struct {
	kind     eboard.Kind
	mode     *serial.Mode
	modeName string
	ask      []byte
	// listen returns a reader of the answer: fed what the port gives,
	// it says the board once its answer is whole.
	listen func() func([]byte) (Identity, bool)
}

// probe asks with p and waits up to timeout for the answer.
func (p prober) probe(port serial.Port, timeout time.Duration) (Identity, bool) {
	if len(p.ask) > 0 {
		if _, err := port.Write(p.ask); err != nil {
			return Identity{}, false
		}
	}
	heard := p.listen()
	var id Identity
	found := readFor(port, timeout, func(b []byte) bool {
		var ok bool
		id, ok = heard(b)
		return ok
	})
	return id, found
}

// probeAtOnce makes every probe of probes at once, in their order, and
// listens up to timeout for any answer: a board answers its own probe
// and ignores the others' bytes, as it does when they come one after the
// other. Where two answers come in one read, the earlier probe's board is
// taken (the one expected comes first).
func probeAtOnce(port serial.Port, probes []prober, timeout time.Duration) (Identity, bool) {
	heard := make([]func([]byte) (Identity, bool), len(probes))
	for i, p := range probes {
		if len(p.ask) > 0 {
			if _, err := port.Write(p.ask); err != nil {
				return Identity{}, false
			}
		}
		heard[i] = p.listen()
	}
	// A line feed ends what a tactile board took of the other probes'
	// bytes, as the one after the DGT probe does one after the other.
	if _, err := port.Write([]byte{'\n'}); err != nil {
		return Identity{}, false
	}
	var id Identity
	found := readFor(port, timeout, func(b []byte) bool {
		got := false
		for _, h := range heard {
			if i, ok := h(b); ok && !got {
				id, got = i, true
			}
		}
		return got
	})
	return id, found
}

// probeOrder returns the probes in Identify's order, the one of kind want
// first.
func probeOrder(want eboard.Kind) []prober {
	all := []prober{
		{eboard.Tactile, &serial.Mode{BaudRate: tactile.BaudRate}, "115200 baud 8N1", tactileHello(), listenTactile},
		{eboard.DGT, &serial.Mode{BaudRate: 9600}, "9600 baud 8N1", []byte{dgt.CmdSendVersion}, listenDGT},
		{eboard.Millennium, &serial.Mode{BaudRate: millennium.BaudRate, DataBits: 7, Parity: serial.OddParity, StopBits: serial.OneStopBit}, "38400 baud 7O1", millennium.Encode(string(millennium.CmdVersion)), listenMillennium},
		{eboard.Certabo, &serial.Mode{BaudRate: certabo.BaudRate}, "38400 baud 8N1", nil, listenCertabo},
	}
	for i, p := range all {
		if p.kind == want && i > 0 {
			return append([]prober{p}, append(all[:i:i], all[i+1:]...)...)
		}
	}
	return all
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

// tactileHello is the tactile board's hello?, after a line feed.
func tactileHello() []byte {
	return append([]byte{'\n'}, tactile.Message{Type: tactile.CmdHello}.Encode()...)
}

func listenTactile() func([]byte) (Identity, bool) {
	var lines tactile.LineReader
	var id Identity
	done := false
	return func(p []byte) (Identity, bool) {
		lines.Feed(p, func(line []byte) {
			m, err := tactile.ParseBoardLine(line)
			if err == nil && m.Type == tactile.MsgHello && !done {
				done = true
				id = identity(eboard.Tactile, "boardports.tactile", m.BoardID, m.Version)
				if m.Firmware != "" {
					id = identity(eboard.Tactile, "boardports.tactile-firmware", m.BoardID, m.Version, m.Firmware)
				}
			}
		})
		return id, done
	}
}

func listenDGT() func([]byte) (Identity, bool) {
	var f dgt.Framer
	var id Identity
	done := false
	return func(p []byte) (Identity, bool) {
		f.Feed(p, func(msg []byte) {
			if v, err := dgt.DecodeVersion(msg); err == nil && !done {
				done = true
				id = identity(eboard.DGT, "boardports.dgt", v.String())
			}
		})
		return id, done
	}
}

func listenMillennium() func([]byte) (Identity, bool) {
	var f millennium.Framer
	var id Identity
	done := false
	return func(p []byte) (Identity, bool) {
		f.Feed(p, func(msg []byte) {
			if done {
				return
			}
			switch msg[0] {
			case millennium.MsgVersion:
				if v, err := millennium.DecodeVersion(msg); err == nil {
					done = true
					id = identity(eboard.Millennium, "boardports.millennium-firmware", v.String())
				}
			case millennium.MsgStatus: // a board reporting every scan
				done = true
				id = identity(eboard.Millennium, "boardports.millennium")
			}
		})
		return id, done
	}
}

// listenCertabo waits for a scan: a Certabo board streams them unasked.
func listenCertabo() func([]byte) (Identity, bool) {
	var lines certabo.LineReader
	done := false
	return func(p []byte) (Identity, bool) {
		lines.Feed(p, func(line []byte) {
			if _, err := certabo.ParseLine(line); err == nil {
				done = true
			}
		})
		return identity(eboard.Certabo, "boardports.certabo"), done
	}
}
