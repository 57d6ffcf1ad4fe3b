package ports

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/emulator"
)

func TestLikely(t *testing.T) {
	tests := []struct {
		p    Port
		want string
	}{
		{Port{Name: "/dev/ttyUSB0", IsUSB: true, VID: "0403", PID: "6001"}, "FTDI serial adapter"},
		{Port{Name: "/dev/ttyUSB1", IsUSB: true, VID: "10c4", PID: "ea60"}, "Certabo"},
		{Port{Name: "/dev/ttyUSB2", IsUSB: true, VID: "10c4", PID: "ea70"}, "Silicon Labs serial adapter"},
		{Port{Name: "/dev/ttyACM0", IsUSB: true, VID: "2e8a", PID: "000a"}, "RP2040"},
		{Port{Name: "/dev/ttyACM1", IsUSB: true, VID: "dead", PID: "beef"}, "unknown make"},
		{Port{Name: "/dev/rfcomm0"}, "Bluetooth"},
		{Port{Name: "/dev/ttyS0"}, "built-in serial port"},
		{Port{Name: "/dev/pts/4"}, "pseudo-terminal"},
		{Port{Name: "/dev/ttyAMA0"}, "board computer"},
	}
	for _, tt := range tests {
		if got := Likely(tt.p); !strings.Contains(got, tt.want) {
			t.Errorf("%+v: %q, want it to say %q", tt.p, got, tt.want)
		}
	}
}

func TestList(t *testing.T) {
	ports, err := List()
	if err != nil {
		t.Skipf("this machine cannot list serial ports: %v", err)
	}
	for i, p := range ports {
		if p.Name == "" || strings.HasPrefix(p.Name, "/dev/pts/") {
			t.Errorf("port %+v listed", p)
		}
		if i > 0 && ports[i-1].Name > p.Name {
			t.Errorf("not sorted: %s before %s", ports[i-1].Name, p.Name)
		}
		if p.VID != strings.ToLower(p.VID) {
			t.Errorf("VID %q not lower-case", p.VID)
		}
	}
}

func TestIdentify(t *testing.T) {
	for _, tt := range []struct {
		kind eboard.Kind
		want string
	}{
		{eboard.DGT, "DGT board, firmware 1.07"},
		{eboard.Tactile, "tactile board SIM-0001, protocol 1, firmware emulator"},
	} {
		t.Run(tt.kind.String(), func(t *testing.T) {
			link := filepath.Join(t.TempDir(), "board")
			emu, err := emulator.New(tt.kind, emulator.Options{Link: link})
			if err != nil {
				t.Fatal(err)
			}
			defer emu.Close()
			id, err := Identify(link, 300*time.Millisecond)
			if err != nil {
				t.Fatal(err)
			}
			if id.Kind != tt.kind || id.Text != tt.want {
				t.Errorf("identified %+v", id)
			}
			// Probing leaves the board usable: a driver still gets hello.
			id, err = Identify(link, 300*time.Millisecond)
			if err != nil || id.Kind != tt.kind {
				t.Errorf("second probe: %+v %v", id, err)
			}
		})
	}
}

func TestIdentifyNothing(t *testing.T) {
	p, err := emulator.OpenPty(filepath.Join(t.TempDir(), "silent"))
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if _, err := Identify(p.Path(), 100*time.Millisecond); !errors.Is(err, ErrNoAnswer) {
		t.Errorf("silent port: %v", err)
	}
	if _, err := Identify(filepath.Join(t.TempDir(), "missing"), 100*time.Millisecond); err == nil || !strings.Contains(err.Error(), "no such port") {
		t.Errorf("missing port: %v", err)
	}
}
