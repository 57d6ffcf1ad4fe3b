package serialport_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard/emulator"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
)

// TestLinkRefusesAPortAnotherLinkHolds: two programs given one port (play
// and board watch, two tables on one cable) would each read half of what
// the board sends. The second is told at once that the port is taken and
// what to do, even as root (where the serial library's exclusive mode
// does not hold), and gets the port once the first lets it go.
func TestLinkRefusesAPortAnotherLinkHolds(t *testing.T) {
	path := filepath.Join(t.TempDir(), "port")
	p, err := emulator.OpenPty(path)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	cfg := serialport.Config{Path: path, MinBackoff: 10 * time.Millisecond, MaxBackoff: 40 * time.Millisecond, ReadTimeout: 10 * time.Millisecond}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	first, second := serialport.NewLink(cfg), serialport.NewLink(cfg)
	h1, h2 := &log{}, &log{}
	done1, done2 := make(chan struct{}), make(chan struct{})
	go func() { first.Run(ctx, h1); close(done1) }()
	h1.waitFor(t, func(c []string, _ string) bool { return count(c, "connected") == 1 })
	go func() { second.Run(ctx, h2); close(done2) }()
	calls := h2.waitFor(t, func(c []string, _ string) bool { return count(c, "openfailed") >= 1 })
	want := "openfailed: " + path + ": another program has this port open (another blindchess, or the board's own software); close it, or give this board's port (blindchess ports says which board is on which port)"
	if calls[0] != want {
		t.Errorf("second link: %q\nwant %q", calls[0], want)
	}
	if count(calls, "connected") != 0 {
		t.Errorf("the second link connected while the first held the port: %q", calls)
	}
	first.Close()
	<-done1
	h2.waitFor(t, func(c []string, _ string) bool { return count(c, "connected") == 1 })
	second.Close()
	<-done2
}
