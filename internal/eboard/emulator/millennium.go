package emulator

import (
	"github.com/blindchess/blindchess/internal/catalog"
	"math/bits"

	"github.com/blindchess/blindchess/internal/eboard/millennium"
	"github.com/blindchess/blindchess/internal/rules"
)

// EmulatedMillenniumVersion is the firmware version the emulated
// Millennium board reports (an eONE, 2.x).
var EmulatedMillenniumVersion = millennium.Version{Major: 2, Minor: 1}

// millProto is the ChessLink side of an emulated board: it answers the
// host's commands (S, L, X, V, W, R, T, each with its block parity and odd
// parity bits) and reports the whole board on every change, as its E2ROM
// says. Its E2ROM outlives power cycles; its LEDs do not.
type millProto struct {
	rom  [256]byte
	in   []byte // host characters not yet a whole command
	leds millennium.LEDs
}

func newMillennium() *millProto { return &millProto{} }

// hostSize is the length of each host command, block parity included.
func hostSize(c byte) int {
	switch c {
	case millennium.CmdStatus, millennium.CmdLEDsOff, millennium.CmdVersion, millennium.CmdReset:
		return 3
	case millennium.CmdRead:
		return 5
	case millennium.CmdWrite:
		return 7
	case millennium.CmdLEDs:
		return 3 + 2*millennium.LEDCount + 2
	}
	return 0
}

func (p *millProto) status(b *Board) []byte {
	return millennium.Encode(millennium.EncodeStatus(&b.pieces))
}

// reports reports whether the board sends a status by itself (every
// mode but "disabled"; the scan and timed modes are emulated as on
// change, which is what they show a host).
func (p *millProto) reports() bool { return p.rom[millennium.AddrAutoReport]&7 != 1 }

func (p *millProto) powerUp(b *Board) []byte {
	if p.rom[millennium.AddrAutoReport]&7 == 0 {
		return p.status(b) // the first scan of a board reporting every scan
	}
	return nil
}

func (p *millProto) unplugged() {
	p.in = nil
	p.leds = millennium.LEDs{}
}

func (p *millProto) changed(b *Board, _ rules.Square) []byte {
	if !p.reports() {
		return nil
	}
	return p.status(b)
}

func (p *millProto) snapshot(b *Board) []byte { return p.status(b) }

func (p *millProto) button(*Board, int) ([]byte, error) {
	return nil, catalog.Errorf("emulator.millennium-buttons")
}

func (p *millProto) host(b *Board, in []byte) []byte {
	var out []byte
	for _, c := range in {
		if c&0x80 != 0 && bits.OnesCount8(c)%2 == 0 {
			c = 0 // a parity error spoils the command it is in
		}
		p.in = append(p.in, c&0x7F)
		for len(p.in) > 0 {
			n := hostSize(p.in[0])
			if n == 0 {
				p.in = p.in[1:]
				continue
			}
			if len(p.in) < n {
				break
			}
			m, err := millennium.Unframe(p.in[:n])
			if err != nil {
				p.in = p.in[1:] // a real board ignores a command it cannot read
				continue
			}
			out = append(out, p.command(b, m)...)
			p.in = p.in[n:]
		}
	}
	return out
}

func (p *millProto) command(b *Board, m []byte) []byte {
	switch m[0] {
	case millennium.CmdStatus:
		return p.status(b)
	case millennium.CmdVersion:
		v := EmulatedMillenniumVersion
		return millennium.Encode(string(millennium.MsgVersion) + millennium.Hex2(v.Major) + millennium.Hex2(v.Minor))
	case millennium.CmdLEDsOff:
		p.leds = millennium.LEDs{}
		return millennium.Encode(string(millennium.MsgLEDsOff))
	case millennium.CmdLEDs:
		if _, l, err := millennium.DecodeLEDs(m); err == nil {
			p.leds = l
			return millennium.Encode(string(millennium.MsgLEDs))
		}
	case millennium.CmdWrite:
		a, ok1 := millennium.ParseHex2(string(m[1:3]))
		v, ok2 := millennium.ParseHex2(string(m[3:5]))
		if ok1 && ok2 {
			p.rom[a] = v
			return millennium.Encode(string(millennium.MsgWrite) + string(m[1:5]))
		}
	case millennium.CmdRead:
		if a, ok := millennium.ParseHex2(string(m[1:3])); ok {
			return millennium.Encode(string(millennium.MsgRead) + string(m[1:3]) + millennium.Hex2(p.rom[a]))
		}
	case millennium.CmdReset:
		p.leds = millennium.LEDs{}
	}
	return nil
}

// noise returns bytes with a wrong parity bit: the host's framer cannot
// take them for a message.
func (p *millProto) noise(b *Board, n int) []byte {
	g := make([]byte, 0, n)
	for len(g) < n {
		c := byte(b.rng.IntN(256)) | 0x80
		if bits.OnesCount8(c)%2 == 0 {
			g = append(g, c)
		}
	}
	return g
}

// LitSquares returns the squares the LEDs light, on a Millennium or
// Certabo board (nil for other boards).
func (b *Board) LitSquares() []rules.Square {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch p := b.proto.(type) {
	case *millProto:
		return p.leds.LitSquares()
	case *certaboProto:
		return p.litSquares()
	}
	return nil
}
