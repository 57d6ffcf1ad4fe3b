package emulator

import (
	"github.com/blindchess/blindchess/internal/catalog"
	"os"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/rules"
)

// EmulatedDGTVersion is the firmware version the emulated DGT board
// reports.
var EmulatedDGTVersion = dgt.Version{Major: 1, Minor: 7}

type dgtMode uint8

const (
	modeIdle dgtMode = iota
	modeUpdate
	modeUpdateBoard
	modeUpdateNice
)

// dgtProto is the DGT side of an emulated board: it answers the host's
// commands and reports changes in the update modes.
type dgtProto struct {
	orient dgt.Orientation
	mode   dgtMode
	clock  eboard.ClockState
	// clockMsg collects a clock command (0x2B …) or an LED command (0x60 …)
	// that arrives over several reads.
	clockMsg []byte
}

func newDGT(rotated bool) *dgtProto {
	p := &dgtProto{}
	if rotated {
		p.orient = dgt.Rotated
	}
	return p
}

func (p *dgtProto) powerUp(*Board) []byte { return nil } // a DGT board speaks only when asked

func (p *dgtProto) unplugged() {
	p.mode = modeIdle
	p.clockMsg = nil
}

func (p *dgtProto) updating() bool { return p.mode != modeIdle }

func (p *dgtProto) changed(b *Board, sq rules.Square) []byte {
	if !p.updating() {
		return nil
	}
	return dgt.EncodeFieldUpdate(p.orient.Field(sq), dgt.CodeFromPiece(b.pieces[sq]))
}

func (p *dgtProto) dump(b *Board) []byte {
	codes := dgt.CodesFromPlacement(&b.pieces, p.orient)
	return dgt.EncodeBoardDump(&codes)
}

func (p *dgtProto) snapshot(b *Board) []byte { return p.dump(b) }

func (p *dgtProto) button(b *Board, n int) ([]byte, error) {
	code, ok := dgt.ButtonCode(n)
	if !ok {
		return nil, catalog.Errorf("emulator.dgt-buttons", n)
	}
	if !p.clock.Connected {
		return nil, errNoClock
	}
	if p.mode != modeUpdate && p.mode != modeUpdateNice {
		return nil, nil // the board passes clock events on only in UPDATE modes
	}
	return dgt.EncodeClockAck(dgt.ClockAck{Ack0: 0x10, Ack1: 0x88, Ack3: code}), nil
}

func (p *dgtProto) setClock(st eboard.ClockState) []byte {
	p.clock = st
	if p.mode != modeUpdate && p.mode != modeUpdateNice {
		return nil
	}
	return dgt.EncodeBWTime(st)
}

func (p *dgtProto) bwTime() []byte {
	if !p.clock.Connected {
		return dgt.EncodeBWTime(eboard.ClockState{})
	}
	return dgt.EncodeBWTime(p.clock)
}

func (p *dgtProto) host(b *Board, in []byte) []byte {
	var out []byte
	for _, c := range in {
		if p.clockMsg != nil {
			p.clockMsg = append(p.clockMsg, c)
			out = append(out, p.clockByte(b)...)
			continue
		}
		switch c {
		case dgt.CmdReset:
			p.mode = modeIdle
		case dgt.CmdSendClock:
			out = append(out, p.bwTime()...)
		case dgt.CmdSendBoard:
			out = append(out, p.dump(b)...)
		case dgt.CmdSendUpdate:
			p.mode = modeUpdate
		case dgt.CmdSendUpdateBoard:
			p.mode = modeUpdateBoard
		case dgt.CmdSendUpdateNice:
			p.mode = modeUpdateNice
		case dgt.CmdReturnSerialNr:
			out = append(out, dgt.EncodeText(dgt.MsgSerialNr, "00042")...)
		case dgt.CmdReturnLongSerNr:
			out = append(out, dgt.EncodeText(dgt.MsgLongSerialNr, "0000000042")...)
		case dgt.CmdReturnBusAddr:
			out = append(out, dgt.Message(dgt.MsgBusAddress, 0x00, 0x2A)...)
		case dgt.CmdSendTrademark:
			out = append(out, dgt.EncodeText(dgt.MsgTrademark, "blindchess emulated DGT board")...)
		case dgt.CmdSendEEMoves:
			out = append(out, dgt.Message(dgt.MsgEEMoves, 0x6B)...) // an empty log: EE_EOF
		case dgt.CmdSendBattery:
			out = append(out, dgt.Message(dgt.MsgBattery, 100, 0x7F, 0x7F, 0, 0, 0, 0, 0, 0)...)
		case dgt.CmdSendVersion:
			out = append(out, dgt.EncodeVersion(EmulatedDGTVersion)...)
		case dgt.CmdClockMessage, dgt.CmdSetLEDs:
			p.clockMsg = []byte{c}
		}
		// Anything else (bus mode, bootloader, draughts) is ignored.
	}
	return out
}

// clockByte handles one more byte of a clock or LED command.
func (p *dgtProto) clockByte(b *Board) []byte {
	m := p.clockMsg
	if len(m) < 2 {
		return nil
	}
	total := int(m[1]) + 2 // wrapper byte, size byte, then size bytes
	if m[0] == dgt.CmdSetLEDs {
		total = 6 // 60 04 pattern start end 00
	}
	if total < 4 || total > 32 {
		p.clockMsg = nil // nonsense; drop it
		return nil
	}
	if len(m) < total {
		return nil
	}
	p.clockMsg = nil
	if m[0] == dgt.CmdSetLEDs || m[2] != 0x03 || m[total-1] != 0x00 {
		return nil
	}
	cmd, payload := m[3], m[4:total-1]
	if !p.clock.Connected || (p.mode != modeUpdate && p.mode != modeUpdateNice) {
		return nil // no clock, or no acknowledgements outside UPDATE modes
	}
	ack := dgt.ClockAck{Ack0: 0x10, Ack1: cmd}
	switch cmd {
	case dgt.ClockCmdVersion:
		ack.Ack2 = 0x21 // clock version 2.1
	case dgt.ClockCmdSetNRun:
		if len(payload) != 7 {
			ack.Ack0 = 0x40
			break
		}
		st := p.clock
		st.Left = hms(payload[0], payload[1], payload[2])
		st.Right = hms(payload[3], payload[4], payload[5])
		flags := payload[6]
		st.LeftToMove = flags&0x01 != 0
		st.RightToMove = flags&0x02 != 0
		st.Running = flags&0x04 == 0 && (st.LeftToMove || st.RightToMove)
		p.clock = st
	}
	out := dgt.EncodeClockAck(ack)
	if cmd == dgt.ClockCmdSetNRun && ack.Ack0 == 0x10 {
		out = append(out, dgt.EncodeBWTime(p.clock)...)
	}
	return out
}

func hms(h, m, s byte) time.Duration {
	return time.Duration(h&0x0F)*time.Hour + time.Duration(m%60)*time.Minute + time.Duration(s%60)*time.Second
}

func (p *dgtProto) noise(b *Board, n int) []byte {
	for {
		g := make([]byte, n)
		for i := range g {
			g[i] = byte(b.rng.IntN(256))
		}
		// Real noise could by chance form a message; the emulator's noise
		// must not, so that a test knows what to expect.
		var f dgt.Framer
		ok := true
		f.Feed(g, func([]byte) { ok = false })
		if ok {
			return g
		}
	}
}

func removeLink(link string) error {
	if fi, err := os.Lstat(link); err == nil && fi.Mode()&os.ModeSymlink != 0 {
		return os.Remove(link)
	}
	return nil
}
