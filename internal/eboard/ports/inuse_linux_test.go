package ports

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/emulator"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
)

// TestIdentifyLeavesAPortInUseAlone: "blindchess ports" run while a game
// holds a board's port does not probe it (its probes would change the
// port's line settings and take the board's answers from the game); it
// says the port is taken and what to do, and the board is found once the
// game lets the port go.
func TestIdentifyLeavesAPortInUseAlone(t *testing.T) {
	link := filepath.Join(t.TempDir(), "board")
	emu, err := emulator.New(eboard.Tactile, emulator.Options{Link: link})
	if err != nil {
		t.Fatal(err)
	}
	defer emu.Close()
	unlock, err := serialport.Lock(link)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Identify(link, 300*time.Millisecond)
	want := link + ": another program has this port open (another blindchess, or the board's own software); close it, or give this board's port (blindchess ports says which board is on which port)"
	if err == nil || err.Error() != want {
		t.Errorf("port in use: %v\nwant %s", err, want)
	}
	unlock()
	if id, err := Identify(link, 300*time.Millisecond); err != nil || id.Kind != eboard.Tactile {
		t.Errorf("port let go: %+v %v", id, err)
	}
}
