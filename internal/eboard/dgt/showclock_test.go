package dgt

import (
	"bytes"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/eboardtest"
)

// TestShowClockWaitsForTheAcknowledgement sets a DGT 3000 through the
// board: the SetNRun bytes are exact (binary times, the flags of the side
// running), a second setting waits for the clock's acknowledgement of the
// first, and of several waiting only the newest is sent.
func TestShowClockWaitsForTheAcknowledgement(t *testing.T) {
	r := &eboardtest.Recorder{}
	d := NewDriver(r, r.Emit, Options{SettleDelay: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	defer d.Stop()
	d.Connected(t0)
	seen := 0
	sent := func() []byte { // what was sent since the last call
		all := r.Sent()
		out := all[seen:]
		seen = len(all)
		return out
	}
	codes := startCodes(Normal)
	d.Data(EncodeBoardDump(&codes), t0)
	sent() // the initialisation
	d.ShowClock(4*time.Minute+59*time.Second, 5*time.Minute, false, true)
	want := []byte{CmdClockMessage, 0x0A, 0x03, ClockCmdSetNRun, 0, 4, 59, 0, 5, 0, 0x02, 0x00}
	if got := sent(); !bytes.Equal(got, want) {
		t.Fatalf("sent % X, want % X", got, want)
	}
	d.ShowClock(time.Hour+2*time.Second, 3*time.Second, false, false)
	d.ShowClock(time.Hour+2*time.Second, 3*time.Second, true, false)
	if got := sent(); len(got) != 0 {
		t.Fatalf("sent % X before the acknowledgement", got)
	}
	d.Data(EncodeClockAck(ClockAck{Ack0: 0x10, Ack1: ClockCmdSetNRun}), t0.Add(time.Second))
	want = []byte{CmdClockMessage, 0x0A, 0x03, ClockCmdSetNRun, 1, 0, 2, 0, 0, 3, 0x01, 0x00}
	if got := sent(); !bytes.Equal(got, want) {
		t.Fatalf("after the acknowledgement sent % X, want % X", got, want)
	}
	// Stopped: the pause flag.
	d.Data(EncodeClockAck(ClockAck{Ack0: 0x10, Ack1: ClockCmdSetNRun}), t0.Add(2*time.Second))
	d.ShowClock(0, -time.Second, false, false)
	want = []byte{CmdClockMessage, 0x0A, 0x03, ClockCmdSetNRun, 0, 0, 0, 0, 0, 0, 0x04, 0x00}
	if got := sent(); !bytes.Equal(got, want) {
		t.Fatalf("stopped: sent % X, want % X", got, want)
	}
}
