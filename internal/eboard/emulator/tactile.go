package emulator

import (
	"github.com/blindchess/blindchess/internal/catalog"

	"github.com/blindchess/blindchess/internal/eboard/tactile"
	"github.com/blindchess/blindchess/internal/rules"
)

// tactileProto is the tactile side of an emulated board.
type tactileProto struct {
	seq   uint8
	lines tactile.LineReader
}

func (p *tactileProto) line(m tactile.Message) []byte {
	m.Seq = p.seq
	p.seq++
	return m.Encode()
}

func (p *tactileProto) hello(b *Board) []byte {
	return p.line(tactile.Message{Type: tactile.MsgHello, Version: tactile.ProtocolVersion, BoardID: b.opts.BoardID, Firmware: "emulator"})
}

func (p *tactileProto) powerUp(b *Board) []byte {
	out := p.hello(b)
	return append(out, p.snapshot(b)...)
}

func (p *tactileProto) unplugged() {
	p.seq = 0
	p.lines.Reset()
}

func (p *tactileProto) changed(b *Board, sq rules.Square) []byte {
	t := tactile.MsgPlace
	if b.pieces[sq] == rules.NoPiece {
		t = tactile.MsgLift
	}
	return p.line(tactile.Message{Type: t, Square: sq})
}

func (p *tactileProto) snapshot(b *Board) []byte {
	return p.line(tactile.Message{Type: tactile.MsgSnap, Occupied: b.pieces.Occupancy()})
}

func (p *tactileProto) button(b *Board, n int) ([]byte, error) {
	if n < 1 || n > 9 {
		return nil, catalog.Errorf("emulator.tactile-buttons", n)
	}
	return p.line(tactile.Message{Type: tactile.MsgButton, Button: n}), nil
}

func (p *tactileProto) host(b *Board, in []byte) []byte {
	var out []byte
	before := p.lines.Stats().TooLong
	p.lines.Feed(in, func(line []byte) {
		if len(line) == 0 || len(line) == 1 && line[0] == '\r' {
			return // an empty line, also as CR LF, is ignored
		}
		m, err := tactile.ParseHostLine(line)
		switch {
		case err != nil:
			code := tactile.ErrCodeUnknown
			if _, uerr := tactile.Unframe(line); uerr != nil {
				code = tactile.ErrCodeChecksum
			}
			out = append(out, p.line(tactile.Message{Type: tactile.MsgError, Code: code})...)
		case m.Type == tactile.CmdSnap:
			out = append(out, p.snapshot(b)...)
		case m.Type == tactile.CmdHello:
			out = append(out, p.hello(b)...)
		case m.Type == tactile.CmdPing:
			out = append(out, p.line(tactile.Message{Type: tactile.MsgPong, Token: m.Token})...)
		}
	})
	if p.lines.Stats().TooLong > before {
		out = append(out, p.line(tactile.Message{Type: tactile.MsgError, Code: tactile.ErrCodeTooLong})...)
	}
	return out
}

func (p *tactileProto) noise(b *Board, n int) []byte {
	for {
		g := make([]byte, 0, n+1)
		for len(g) < n {
			c := byte(b.rng.IntN(256))
			if c != '\n' {
				g = append(g, c)
			}
		}
		// The noise ends with a line feed, so that it spoils no real line,
		// and it must not parse as a line by chance.
		if _, err := tactile.ParseBoardLine(g); err != nil || n == 0 {
			return append(g, '\n')
		}
	}
}
