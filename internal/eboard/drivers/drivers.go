// Package drivers is the registry of the board protocols: each protocol is
// one package behind the eboard interfaces (an eboard.Protocol on an
// eboard.Link, started on a serialport.Board), and one entry of All names
// it, says how to open it and which USB ids its boards carry. The options
// --sighted NAME:PATH and --tactile PATH of play, "board watch" and "board
// follow", "simulate" and "ports" find the protocols here; adding a
// protocol is its package and one entry in All.
package drivers

import (
	"slices"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/certabo"
	"github.com/blindchess/blindchess/internal/eboard/chessnut"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/eboard/millennium"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/eboard/tactile"
	"github.com/blindchess/blindchess/internal/rules"
)

// Board is a running board: its events, a way to ask for its whole
// position, and Close. serialport.Board is one.
type Board interface {
	Events() <-chan eboard.Event
	RequestSnapshot() error
	Close() error
}

// MoveShower is a board that can show a move to the player at it (LEDs on
// the squares) until the move is made on it: the move of the visually
// impaired player, for the sighted player to make (FIDE Annex D.2.10.1,
// the assistant's duty made easier).
type MoveShower interface {
	ShowMove(from, to rules.Square) error
}

// ClockShower is a board with a clock connected through it that can show
// the times of the program's clock (a DGT 3000 on a DGT board): left and
// right, the side whose flag is set running (neither: stopped).
type ClockShower interface {
	ShowClock(left, right time.Duration, leftRuns, rightRuns bool)
}

// Role says at which side of the table a protocol's boards sit.
type Role uint8

// The roles.
const (
	// Sighted boards sense the pieces of the sighted player's board
	// (--sighted NAME:PATH).
	Sighted Role = iota + 1
	// Tactile boards are the visually impaired player's pegged board
	// (--tactile PATH).
	Tactile
)

// Driver is one registered board protocol.
type Driver struct {
	// Name is how people name it: "dgt" in --sighted dgt:/dev/ttyUSB0, in
	// "board watch --board dgt:…" and "simulate dgt".
	Name string
	// Kind is the protocol family its events carry.
	Kind eboard.Kind
	// Role says which board of the table it can be.
	Role Role
	// Title names the boards in English, e.g. "DGT e-board" (TitleIn
	// says it in a language).
	Title string
	// Short names them before the word board, e.g. "DGT" (the "DGT board
	// emulator on …").
	Short string
	// Start starts a driver on the port of cfg, with the protocol's line
	// settings unless cfg sets a rate (a Bluetooth board takes its address
	// from cfg.Path).
	Start func(cfg serialport.Config) Board
	// Emulated reports whether internal/eboard/emulator speaks the
	// protocol ("blindchess simulate NAME").
	Emulated bool
	// USB lists the USB ids its boards carry, "vid:pid" or "vid"
	// (lower-case hexadecimal), for "blindchess ports".
	USB []string
	// Example is an example of the path to give, e.g. "/dev/ttyUSB0".
	Example string
}

// All returns the registered protocols, in the order people read them.
// Adding a protocol is one entry here.
func All() []Driver {
	return []Driver{
		{Name: "dgt", Kind: eboard.DGT, Role: Sighted, Title: "DGT e-board", Short: "DGT", Emulated: true, USB: []string{"045b"}, Example: "/dev/ttyUSB0",
			Start: func(c serialport.Config) Board { return startDGT(c) }},
		// Millennium: no USB ids. No public source found names the ids of
		// the ChessLink module's USB side: python-mchess, picochess
		// eboard/chesslink, mono424/chesslinkdriver and BearChess all find
		// the board by asking each serial port for its version ("V"), and
		// "blindchess ports" asks each port the same way
		// (ports.probeMillennium).
		{Name: "millennium", Kind: eboard.Millennium, Role: Sighted, Title: "Millennium ChessLink or eONE board", Short: "Millennium", Emulated: true, Example: "/dev/ttyUSB0",
			Start: func(c serialport.Config) Board { return startMillennium(c) }},
		// Certabo: the Silicon Labs CP210x bridge of its USB cable.
		{Name: "certabo", Kind: eboard.Certabo, Role: Sighted, Title: "Certabo board", Short: "Certabo", Emulated: true, USB: []string{"10c4:ea60"}, Example: "/dev/ttyUSB0",
			Start: func(c serialport.Config) Board { return startCertabo(c) }},
		// Chessnut: vendor 0x2d80 (egdels/moveapiece's protocol notes,
		// from the vendor's EasyLink SDK: Air 0x80xx, Pro 0x81xx); on USB
		// these boards are HID devices, named but not read.
		{Name: "chessnut", Kind: eboard.Chessnut, Role: Sighted, Title: "Chessnut Air or Pro board (Bluetooth LE)", Short: "Chessnut", USB: []string{"2d80"}, Example: "AA:BB:CC:DD:EE:FF",
			Start: func(c serialport.Config) Board { return chessnut.Open(c.Path, chessnut.Options{}) }},
		{Name: "tactile", Kind: eboard.Tactile, Role: Tactile, Title: "tactile pegged board", Short: "tactile", Emulated: true, USB: []string{"1a86", "2341", "2a03", "2e8a", "303a", "239a", "16c0"}, Example: "/dev/ttyACM0",
			Start: func(c serialport.Config) Board { return tactile.Start(c, tactile.Options{}) }},
	}
}

// dgtBoard is a running DGT board that shows the program's clock on a
// DGT 3000 connected to it.
type dgtBoard struct {
	*serialport.Board
	d *dgt.Driver
}

func (b dgtBoard) ShowClock(left, right time.Duration, leftRuns, rightRuns bool) {
	b.d.ShowClock(left, right, leftRuns, rightRuns)
}

func startDGT(cfg serialport.Config) Board {
	sb := dgt.Start(cfg, dgt.Options{})
	d, _ := sb.Driver().(*dgt.Driver)
	return dgtBoard{sb, d}
}

// millBoard is a running Millennium board that shows moves on its LEDs.
type millBoard struct {
	*serialport.Board
	d *millennium.Driver
}

func (b millBoard) ShowMove(from, to rules.Square) error { return b.d.ShowMove(from, to) }

func startMillennium(cfg serialport.Config) Board {
	sb := millennium.Start(cfg, millennium.Options{})
	d, _ := sb.Driver().(*millennium.Driver)
	return millBoard{sb, d}
}

// Open starts a driver on the board at path with the default transport
// settings (serialport.DefaultConfig).
func (d Driver) Open(path string) Board { return d.Start(serialport.DefaultConfig(path)) }

// certaboBoard is a running Certabo board that shows moves on its LEDs.
type certaboBoard struct {
	*serialport.Board
	d *certabo.Driver
}

func (b certaboBoard) ShowMove(from, to rules.Square) error { return b.d.ShowMove(from, to) }

func startCertabo(cfg serialport.Config) Board {
	sb := certabo.Start(cfg, certabo.Options{})
	d, _ := sb.Driver().(*certabo.Driver)
	return certaboBoard{sb, d}
}

// Lookup returns the protocol called name (any case).
func Lookup(name string) (Driver, bool) {
	for _, d := range All() {
		if strings.EqualFold(d.Name, name) {
			return d, true
		}
	}
	return Driver{}, false
}

// Names returns the names of the protocols of role r (0: all).
func Names(r Role) []string {
	var out []string
	for _, d := range All() {
		if r == 0 || d.Role == r {
			out = append(out, d.Name)
		}
	}
	return out
}

// TitleIn names the boards of the protocol in the language of c (the
// catalog's "drivers.title-NAME").
func (d Driver) TitleIn(c catalog.Catalog) string { return c.Say(d.titleKey()) }

// TitleSaid is the title as a sentence of the catalogs, said in the
// language of whoever shows it (an argument of another sentence).
func (d Driver) TitleSaid() error { return catalog.Errorf(d.titleKey()) }

// titleKey is the catalogs' key of the title.
func (d Driver) titleKey() string { return "drivers.title-" + d.Name }

// ShortIn is Short in the language of c, in the form the sentences that
// name a board by it take: "DGT" and "tactile" in English ("the tactile
// board emulator"), "DGT-Brett" and "Steckbrett" in German ("Emulator
// für das Steckbrett"), "šachovnici DGT" and "hmatovou šachovnici" in
// Czech ("emulátor pro hmatovou šachovnici").
func (d Driver) ShortIn(c catalog.Catalog) string { return c.Say("drivers.short-" + d.Name) }

// ErrNoSuchDriver is the error of a NAME:PATH whose NAME is not registered.
type ErrNoSuchDriver struct {
	Spec  string
	Names []string
}

// Error says the error in English.
func (e *ErrNoSuchDriver) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn says the error in the language of c.
func (e *ErrNoSuchDriver) SayIn(c catalog.Catalog) string {
	return c.Say("drivers.no-such", e.Spec, strings.Join(e.Names, ", "))
}

// Parse reads NAME:PATH (e.g. "millennium:/dev/ttyUSB0") for a board of
// role r and returns its protocol and path. A bare PATH is the only
// protocol of the role if it has one (the tactile board).
func Parse(spec string, r Role) (Driver, string, error) {
	names := Names(r)
	name, path, ok := strings.Cut(spec, ":")
	if !ok || path == "" {
		if len(names) == 1 && spec != "" {
			d, _ := Lookup(names[0])
			return d, spec, nil
		}
		return Driver{}, "", &ErrNoSuchDriver{Spec: spec, Names: names}
	}
	d, found := Lookup(name)
	if !found || (r != 0 && d.Role != r) {
		if len(names) == 1 {
			d, _ := Lookup(names[0])
			return d, spec, nil // a path with a colon in it
		}
		return Driver{}, "", &ErrNoSuchDriver{Spec: spec, Names: names}
	}
	return d, path, nil
}

// ByUSB returns the protocols whose boards carry the USB ids vid and pid
// (lower-case hexadecimal): those that name vid:pid, then those that name
// vid alone.
func ByUSB(vid, pid string) []Driver {
	var exact, vendor []Driver
	for _, d := range All() {
		switch {
		case slices.Contains(d.USB, vid+":"+pid):
			exact = append(exact, d)
		case slices.Contains(d.USB, vid):
			vendor = append(vendor, d)
		}
	}
	return append(exact, vendor...)
}

// ByKind returns the protocol whose events are of kind k.
func ByKind(k eboard.Kind) (Driver, bool) {
	for _, d := range All() {
		if d.Kind == k {
			return d, true
		}
	}
	return Driver{}, false
}

// Flag is how play takes a board of this protocol on path: "--tactile
// PATH" for the tactile board, "--sighted NAME:PATH" for a sighted one.
func (d Driver) Flag(path string) string {
	if d.Role == Tactile {
		return "--tactile " + path
	}
	return "--sighted " + d.Name + ":" + path
}
