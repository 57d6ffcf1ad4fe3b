//go:build linux

package chessnut

import (
	"context"
	"github.com/blindchess/blindchess/internal/catalog"
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
		return catalog.Errorf("chessnut.no-adapter", err)
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
		return nil, catalog.Errorf("chessnut.scan", err)
	}
	var r bluetooth.ScanResult
	select {
	case r = <-found:
	default:
		return nil, catalog.Errorf("chessnut.not-found", addr)
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
		return nil, catalog.Errorf("chessnut.connect", key, err)
	}
	conn := &bleConn{dev: dev, lost: lost}
	fenUUID, _ := bluetooth.ParseUUID(FENCharacteristic)
	writeUUID, _ := bluetooth.ParseUUID(OpWrite)
	services, err := dev.DiscoverServices(nil)
	if err != nil {
		_ = dev.Disconnect()
		return nil, catalog.Errorf("chessnut.services", key, err)
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
		return nil, catalog.Errorf("chessnut.unknown-device", key)
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
