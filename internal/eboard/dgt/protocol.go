// Package dgt speaks the serial protocol of DGT electronic chessboards
// (9600 baud, 8N1, no handshake): an incremental framer for the board's
// messages with their 14-bit length, decoders and encoders for the
// messages (board dump, field update, DGT 3000 / XL clock times and
// acknowledgements, version, serial number), the mapping of DGT field
// numbers to squares in both board orientations, and the Driver that turns
// a board's byte stream into eboard events.
//
// Field numbers: the board numbers its fields 0..63 row by row, field 0
// being a8 when the connector is on White's left ("normal"); a board
// turned round (connector on White's right) reports h1 as field 0. The
// driver detects the orientation from the start position.
package dgt

import (
	"github.com/blindchess/blindchess/internal/rules"
)

// Commands from the host to the board (DGT_SEND_* and friends). Each is one
// byte; the clock wrapper and the LED command take payloads.
const (
	CmdReset           byte = 0x40 // back to IDLE mode, no reply
	CmdSendClock       byte = 0x41 // reply: BWTIME
	CmdSendBoard       byte = 0x42 // reply: BOARD_DUMP
	CmdSendUpdate      byte = 0x43 // UPDATE mode: field updates and a clock message every second
	CmdSendUpdateBoard byte = 0x44 // UPDATE_BOARD mode: field updates only
	CmdReturnSerialNr  byte = 0x45 // reply: SERIALNR
	CmdReturnBusAddr   byte = 0x46 // reply: BUSADRES
	CmdSendTrademark   byte = 0x47 // reply: TRADEMARK
	CmdSendEEMoves     byte = 0x49 // reply: EE_MOVES (up to ~8 KB)
	CmdToBusMode       byte = 0x4A // bus mode
	CmdSendUpdateNice  byte = 0x4B // UPDATE_NICE mode: field updates, clock only when it changes
	CmdSendBattery     byte = 0x4C // reply: BATTERY_STATUS
	CmdSendVersion     byte = 0x4D // reply: VERSION
	CmdReturnLongSerNr byte = 0x55 // reply: LONG_SERIALNR
	CmdSetLEDs         byte = 0x60 // Revelation II: 60 04 pattern start end 00
	CmdClockMessage    byte = 0x2B // clock command wrapper: 2B size 03 cmd payload… 00
)

// Clock commands, carried inside CmdClockMessage.
const (
	ClockCmdDisplay byte = 0x01
	ClockCmdIcons   byte = 0x02
	ClockCmdEnd     byte = 0x03
	ClockCmdButton  byte = 0x08
	ClockCmdVersion byte = 0x09
	ClockCmdSetNRun byte = 0x0A
	ClockCmdBeep    byte = 0x0B
	ClockCmdASCII   byte = 0x0C
)

// Message identifiers from the board, with the message bit (0x80) set.
const (
	MsgNone         byte = 0x80
	MsgBoardDump    byte = 0x86
	MsgBWTime       byte = 0x8D
	MsgFieldUpdate  byte = 0x8E
	MsgEEMoves      byte = 0x8F
	MsgBusAddress   byte = 0x90
	MsgSerialNr     byte = 0x91
	MsgTrademark    byte = 0x92
	MsgVersion      byte = 0x93
	MsgBattery      byte = 0xA0
	MsgLongSerialNr byte = 0xA2
)

// Total message sizes (header included) of the fixed-size messages.
const (
	SizeBoardDump   = 67
	SizeBWTime      = 10
	SizeFieldUpdate = 5
	SizeVersion     = 5
	SizeBusAddress  = 5
	HeaderSize      = 3
)

// Piece codes of the DGT protocol (note the order P R N B K Q).
const (
	CodeEmpty   byte = 0x00
	CodeWPawn   byte = 0x01
	CodeWRook   byte = 0x02
	CodeWKnight byte = 0x03
	CodeWBishop byte = 0x04
	CodeWKing   byte = 0x05
	CodeWQueen  byte = 0x06
	CodeBPawn   byte = 0x07
	CodeBRook   byte = 0x08
	CodeBKnight byte = 0x09
	CodeBBishop byte = 0x0A
	CodeBKing   byte = 0x0B
	CodeBQueen  byte = 0x0C
)

var codeTypes = [...]rules.PieceType{0, rules.Pawn, rules.Rook, rules.Knight, rules.Bishop, rules.King, rules.Queen}

// PieceFromCode converts a DGT piece code to a piece. Empty squares and the
// "magic" draw/result pieces 0x0D–0x0F give rules.NoPiece; ok is false for
// codes that are not piece codes at all (>= 0x10).
func PieceFromCode(code byte) (p rules.Piece, ok bool) {
	switch {
	case code == CodeEmpty:
		return rules.NoPiece, true
	case code <= CodeWQueen:
		return rules.MakePiece(rules.White, codeTypes[code]), true
	case code <= CodeBQueen:
		return rules.MakePiece(rules.Black, codeTypes[code-6]), true
	case code <= 0x0F:
		return rules.NoPiece, true
	}
	return rules.NoPiece, false
}

// CodeFromPiece converts a piece to its DGT code (CodeEmpty for NoPiece).
func CodeFromPiece(p rules.Piece) byte {
	var base byte
	switch p.Type() {
	case rules.Pawn:
		base = CodeWPawn
	case rules.Rook:
		base = CodeWRook
	case rules.Knight:
		base = CodeWKnight
	case rules.Bishop:
		base = CodeWBishop
	case rules.King:
		base = CodeWKing
	case rules.Queen:
		base = CodeWQueen
	default:
		return CodeEmpty
	}
	if p.Color() == rules.Black {
		base += 6
	}
	return base
}

// Orientation is how the board lies relative to the players.
type Orientation uint8

// The two orientations.
const (
	// Normal: the connector is on White's left; field 0 is a8.
	Normal Orientation = iota
	// Rotated: the board is turned round, the connector on White's right;
	// field 0 is h1.
	Rotated
)

// String returns "normal" or "rotated".
func (o Orientation) String() string {
	if o == Rotated {
		return "rotated"
	}
	return "normal"
}

// Square returns the square of DGT field number field (0..63).
func (o Orientation) Square(field byte) rules.Square {
	if o == Rotated {
		return rules.Square(field&63) ^ 7
	}
	return rules.Square(field&63) ^ 56
}

// Field returns the DGT field number of square sq.
func (o Orientation) Field(sq rules.Square) byte {
	if o == Rotated {
		return byte(sq^7) & 63
	}
	return byte(sq^56) & 63
}
