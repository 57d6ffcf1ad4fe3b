//go:build !linux

package chessnut

import "github.com/blindchess/blindchess/internal/catalog"

// bleTransport is the BLE transport of this system: none yet (BlueZ on
// Linux is the one built).
func bleTransport() Transport {
	return failing{catalog.Errorf("chessnut.linux-only")}
}

// BLEAvailable reports why this machine cannot reach a Chessnut board over
// Bluetooth (nil: it can try).
func BLEAvailable() error { return bleTransport().(failing).err }
