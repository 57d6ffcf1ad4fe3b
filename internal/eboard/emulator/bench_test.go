//go:build linux

package emulator

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/dgt"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/eboard/tactile"
)

// BenchmarkLatency measures the way of a board message through a real
// pseudo-terminal: the board writes it, the Link's reader reads it, the
// driver decodes it, the event arrives on the channel. ns/op is the whole
// way (write to event received); arrival-to-event-ns is the part from the
// read returning (the event's timestamp) to the event being received.
func BenchmarkLatency(b *testing.B) {
	for _, kind := range []eboard.Kind{eboard.DGT, eboard.Tactile} {
		b.Run(kind.String(), func(b *testing.B) {
			link := filepath.Join(b.TempDir(), "board")
			p, err := OpenPty(link)
			if err != nil {
				b.Fatal(err)
			}
			defer p.Close()
			cfg := serialport.Config{Path: link}
			var drv *serialport.Board
			var snap []byte
			var msgs [2][]byte
			if kind == eboard.DGT {
				drv = dgt.Start(cfg, dgt.Options{SettleDelay: -1})
				codes := dgt.CodesFromPlacement(ptr(eboard.StartPlacement()), dgt.Normal)
				snap = dgt.EncodeBoardDump(&codes)
				msgs = [2][]byte{dgt.EncodeFieldUpdate(52, 0), dgt.EncodeFieldUpdate(52, dgt.CodeWPawn)}
			} else {
				drv = tactile.Start(cfg, tactile.Options{BounceWindow: -1})
				snap = tactile.Message{Type: tactile.MsgSnap, Occupied: eboard.StartOccupancy}.Encode()
			}
			defer drv.Close()
			// Answer the driver's opening requests with a snapshot.
			buf := make([]byte, 64)
			if _, err := p.Read(buf); err != nil {
				b.Fatal(err)
			}
			p.Write(snap)
			for e := range drv.Events() {
				if e.Type == eboard.Snapshot {
					break
				}
			}
			seq := uint8(1)
			var arrival time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				var msg []byte
				if kind == eboard.DGT {
					msg = msgs[i%2]
				} else {
					t := tactile.MsgLift
					if i%2 == 1 {
						t = tactile.MsgPlace
					}
					msg = tactile.Message{Type: t, Seq: seq, Square: 12}.Encode()
					seq++
				}
				if _, err := p.Write(msg); err != nil {
					b.Fatal(err)
				}
				e := <-drv.Events()
				arrival += time.Since(e.Time)
				if e.Type != eboard.Lift && e.Type != eboard.Place {
					b.Fatalf("event %v", e)
				}
			}
			b.ReportMetric(float64(arrival.Nanoseconds())/float64(b.N), "arrival-to-event-ns")
		})
	}
}

func ptr[T any](v T) *T { return &v }
