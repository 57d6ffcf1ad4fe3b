// Package chessnut is the driver of the Chessnut Air and Pro boards over
// Bluetooth Low Energy: the board sends its whole position as a
// notification on the FEN characteristic whenever it changes, once
// reporting is turned on by writing 21 01 00 to the command
// characteristic. The protocol layer (this file, driver.go) sees only
// notifications and writes, through a Transport; the real one is BLE
// (ble_linux.go, tinygo.org/x/bluetooth over BlueZ), and a recorded
// sequence of notifications replays a board without one (replay.go).
// Sources read: chessnutech's published BLE API, mono424/chessnutdriver
// and picochess eboard/chessnut; the code is our own.
package chessnut

import (
	"github.com/blindchess/blindchess/internal/catalog"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// The GATT services and characteristics of a Chessnut board.
const (
	FENService        = "1b7e8261-2877-41c3-b46e-cf057c562023"
	FENCharacteristic = "1b7e8262-2877-41c3-b46e-cf057c562023" // notifications: the position
	OpService         = "1b7e8271-2877-41c3-b46e-cf057c562023"
	OpWrite           = "1b7e8272-2877-41c3-b46e-cf057c562023" // commands to the board
	OpResponse        = "1b7e8273-2877-41c3-b46e-cf057c562023" // answers
)

// NamePrefix starts the advertised name of every Chessnut board
// ("Chessnut Air", "Chessnut Pro", …).
const NamePrefix = "Chessnut"

// EnableReporting turns on the notifications of the position.
var EnableReporting = []byte{0x21, 0x01, 0x00}

// FENSize is the length of a position notification as a Chessnut Air
// sends it: 01 24 (0x24 = 36 bytes follow), 32 bytes of squares, and a
// 4-byte little-endian counter of the seconds since the board was switched
// on, which changes while the position does not (recorded from a real
// board: testdata/README.md).
const FENSize = 38

// ShortFENSize is the length of a notification as some documents and board
// emulators give it, with 2 bytes after the squares instead of 4; it is
// taken too.
const ShortFENSize = 36

// pieceCodes maps the nibble codes to pieces: 0 empty, then q k b p n R P
// r B N Q K.
var pieceCodes = [13]byte{0, 'q', 'k', 'b', 'p', 'n', 'R', 'P', 'r', 'B', 'N', 'Q', 'K'}

// squareOfNibble returns the square of the j-th nibble: h8, g8 … a8, h7 …
// a1.
func squareOfNibble(j int) rules.Square { return rules.Square(63 - j) }

// DecodeFEN reads a position notification (FENSize or ShortFENSize
// bytes); the bytes after the squares (the board's counter) are ignored.
func DecodeFEN(n []byte) (eboard.Placement, error) {
	var p eboard.Placement
	if len(n) != FENSize && len(n) != ShortFENSize || n[0] != 0x01 || n[1] != 0x24 {
		return p, catalog.Errorf("chessnut.notification-size", clip(n), FENSize)
	}
	for j := 0; j < 64; j++ {
		b := n[2+j/2]
		code := b & 0x0F
		if j%2 == 1 {
			code = b >> 4
		}
		if int(code) >= len(pieceCodes) {
			return p, catalog.Errorf("chessnut.notification-code", squareOfNibble(j), code)
		}
		if code == 0 {
			continue
		}
		pc, _ := eboard.PieceFromLetter(pieceCodes[code])
		p[squareOfNibble(j)] = pc
	}
	return p, nil
}

// EncodeFEN returns the notification of p, FENSize bytes, the counter
// after the squares zero.
func EncodeFEN(p *eboard.Placement) []byte {
	n := make([]byte, FENSize)
	n[0], n[1] = 0x01, 0x24
	for j := 0; j < 64; j++ {
		pc := p[squareOfNibble(j)]
		var code byte
		if pc != rules.NoPiece {
			for c, l := range pieceCodes {
				if c > 0 && l == pc.FENChar() {
					code = byte(c)
				}
			}
		}
		if j%2 == 1 {
			code <<= 4
		}
		n[2+j/2] |= code
	}
	return n
}

func clip(b []byte) []byte {
	if len(b) > 8 {
		return b[:8]
	}
	return b
}
