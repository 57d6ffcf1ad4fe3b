package emulator

import (
	"github.com/blindchess/blindchess/internal/catalog"
	"time"

	"github.com/blindchess/blindchess/internal/eboard/certabo"
	"github.com/blindchess/blindchess/internal/rules"
)

// certaboProto is the Certabo side of an emulated board: it streams the
// chip under each square as a line, every CertaboPeriod and at every
// change (twice, as consecutive scans of a real board show a steady
// change), and takes the host's LED bytes. Each piece has the chip of its
// kind (a real set has one chip per piece; the driver learns them all the
// same way), but a queen from the box (placed by name, "place e8 Q") is a
// spare queen with a chip of its own, as in a real set.
type certaboProto struct {
	in   []byte // LED bytes not yet a whole command
	leds []byte // the last 8 LED bytes
}

// CertaboPeriod is how often the emulated Certabo board sends its scan.
const CertaboPeriod = 200 * time.Millisecond

// chipOf returns the chip of a piece: its kind in the first byte.
func chipOf(pc rules.Piece) certabo.ChipID {
	if pc == rules.NoPiece {
		return certabo.ChipID{}
	}
	return certabo.ChipID{byte(pc), 0x5A, 0x17, 0xC3, 0x42}
}

// spareChipOf returns the chip of a spare queen of the set (one of each
// colour comes in a Certabo box, for promotions): another chip than the
// queen of the start position's.
func spareChipOf(pc rules.Piece) certabo.ChipID {
	return certabo.ChipID{byte(pc), 0x5A, 0x17, 0xC3, 0x99}
}

func (p *certaboProto) line(b *Board) []byte {
	var s certabo.Scan
	for sq := rules.Square(0); sq < 64; sq++ {
		s[sq] = chipOf(b.pieces[sq])
		if b.spare[sq] {
			s[sq] = spareChipOf(b.pieces[sq])
		}
	}
	return certabo.EncodeLine(&s)
}

func (p *certaboProto) twice(b *Board) []byte {
	l := p.line(b)
	return append(l, l...)
}

func (p *certaboProto) powerUp(b *Board) []byte                 { return p.twice(b) }
func (p *certaboProto) unplugged()                              { p.leds = nil }
func (p *certaboProto) changed(b *Board, _ rules.Square) []byte { return p.twice(b) }
func (p *certaboProto) snapshot(b *Board) []byte                { return p.twice(b) }
func (p *certaboProto) period() time.Duration                   { return CertaboPeriod }
func (p *certaboProto) tick(b *Board) []byte                    { return p.line(b) }

func (p *certaboProto) button(*Board, int) ([]byte, error) {
	return nil, catalog.Errorf("emulator.certabo-buttons")
}

// host takes the LED bytes: every 8 bytes light the squares of their bits.
func (p *certaboProto) host(_ *Board, in []byte) []byte {
	p.in = append(p.in, in...)
	for len(p.in) >= 8 {
		p.leds = append(p.leds[:0], p.in[:8]...)
		p.in = p.in[8:]
	}
	return nil
}

// noise returns bytes that end in a line feed and cannot be a scan.
func (p *certaboProto) noise(b *Board, n int) []byte {
	g := make([]byte, 0, n+1)
	for len(g) < n {
		if c := byte(b.rng.IntN(256)); c != '\n' && c != ':' {
			g = append(g, c)
		}
	}
	return append(g, '\n')
}

// streamer is a protocol whose board sends by itself, every period.
type streamer interface {
	period() time.Duration
	tick(b *Board) []byte
}

// stream sends the board's scan every period while pty is its port.
func (b *Board) stream(pty *Pty, s streamer) {
	for {
		time.Sleep(s.period())
		b.mu.Lock()
		if b.pty != pty || b.closed {
			b.mu.Unlock()
			return
		}
		b.send(s.tick(b))
		b.mu.Unlock()
	}
}

// litSquares returns the squares the LED bytes light, a1 … h8.
func (p *certaboProto) litSquares() []rules.Square {
	var out []rules.Square
	if len(p.leds) != 8 {
		return nil
	}
	for sq := rules.Square(0); sq < 64; sq++ {
		if p.leds[7-sq.Rank()]&(1<<uint(sq.File())) != 0 {
			out = append(out, sq)
		}
	}
	return out
}
