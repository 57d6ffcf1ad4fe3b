//go:build linux

package chessnut

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"tinygo.org/x/bluetooth"
)

// ble is the Transport over Bluetooth Low Energy: BlueZ over D-Bus, by
// tinygo.org/x/bluetooth. It scans for a board whose name starts with
// NamePrefix (and whose address is addr, unless addr is "any"), connects,
// finds the FEN and command characteristics and subscribes.
type ble struct {
	mu      sync.Mutex
	adapter *bluetooth.Adapter
	lost    map[string]chan struct{}
}

// bleTransport returns the BLE transport of the default adapter.
func bleTransport() Transport {
	return &ble{adapter: bluetooth.DefaultAdapter, lost: map[string]chan struct{}{}}
}

// BLEAvailable reports why this machine cannot reach a Chessnut board over
// Bluetooth (nil: the adapter is there and on).
func BLEAvailable() error {
	if err := bluetooth.DefaultAdapter.Enable(); err != nil {
		return fmt.Errorf("no Bluetooth adapter is usable here (%v); check that BlueZ runs (systemctl status bluetooth) and the adapter is on (bluetoothctl power on)", err)
	}
	return nil
}

func (b *ble) Connect(ctx context.Context, addr string, notify func([]byte)) (Conn, error) {
	if err := BLEAvailable(); err != nil {
		return nil, err
	}
	found := make(chan bluetooth.ScanResult, 1)
	go func() {
		<-ctx.Done()
		_ = b.adapter.StopScan()
	}()
	err := b.adapter.Scan(func(a *bluetooth.Adapter, r bluetooth.ScanResult) {
		if !strings.HasPrefix(r.LocalName(), NamePrefix) {
			return
		}
		if addr != "" && addr != "any" && !strings.EqualFold(r.Address.String(), addr) {
			return
		}
		select {
		case found <- r:
		default:
		}
		_ = a.StopScan()
	})
	if err != nil {
		return nil, fmt.Errorf("scan for a Chessnut board: %w", err)
	}
	var r bluetooth.ScanResult
	select {
	case r = <-found:
	default:
		return nil, fmt.Errorf("no Chessnut board %s found; is it switched on and near?", addr)
	}
	lost := make(chan struct{})
	key := r.Address.String()
	b.mu.Lock()
	b.lost[key] = lost
	b.mu.Unlock()
	b.adapter.SetConnectHandler(func(d bluetooth.Device, connected bool) {
		if connected {
			return
		}
		b.mu.Lock()
		defer b.mu.Unlock()
		if ch, ok := b.lost[d.Address.String()]; ok {
			close(ch)
			delete(b.lost, d.Address.String())
		}
	})
	dev, err := b.adapter.Connect(r.Address, bluetooth.ConnectionParams{})
	if err != nil {
		return nil, fmt.Errorf("connect to the Chessnut board %s: %w", key, err)
	}
	conn := &bleConn{dev: dev, lost: lost}
	fenUUID, _ := bluetooth.ParseUUID(FENCharacteristic)
	writeUUID, _ := bluetooth.ParseUUID(OpWrite)
	services, err := dev.DiscoverServices(nil)
	if err != nil {
		_ = dev.Disconnect()
		return nil, fmt.Errorf("the Chessnut board %s: list its services: %w", key, err)
	}
	var haveFEN, haveWrite bool
	for _, s := range services {
		chars, err := s.DiscoverCharacteristics(nil)
		if err != nil {
			continue
		}
		for i := range chars {
			c := chars[i]
			switch c.UUID() {
			case fenUUID:
				if err := c.EnableNotifications(notify); err == nil {
					haveFEN = true
				}
			case writeUUID:
				conn.write, haveWrite = c, true
			}
		}
	}
	if !haveFEN || !haveWrite {
		_ = dev.Disconnect()
		return nil, fmt.Errorf("the device %s is no Chessnut board this program knows (no FEN or command characteristic)", key)
	}
	return conn, nil
}

type bleConn struct {
	dev   bluetooth.Device
	write bluetooth.DeviceCharacteristic
	lost  chan struct{}
}

func (c *bleConn) Write(p []byte) error {
	_, err := c.write.WriteWithoutResponse(p)
	return err
}

func (c *bleConn) Lost() <-chan struct{} { return c.lost }

func (c *bleConn) Close() error { return c.dev.Disconnect() }
