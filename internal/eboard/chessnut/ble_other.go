//go:build !linux

package chessnut

import "errors"

// bleTransport is the BLE transport of this system: none yet (BlueZ on
// Linux is the one built).
func bleTransport() Transport {
	return failing{errors.New("Chessnut boards over Bluetooth are supported on Linux only so far; on this system try chessnut:replay=FILE")}
}

// BLEAvailable reports why this machine cannot reach a Chessnut board over
// Bluetooth (nil: it can try).
func BLEAvailable() error { return bleTransport().(failing).err }
