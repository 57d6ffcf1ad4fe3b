package main

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestPortsNoneNamesThePortsOfTheSystem: with no serial port, ports says
// where a board appears on the system it runs on, in every language.
func TestPortsNoneNamesThePortsOfTheSystem(t *testing.T) {
	tests := []struct{ goos, want string }{
		{"windows", "COM3"},
		{"darwin", "/dev/cu.usbserial-"},
		{"linux", "/dev/ttyUSB"},
		{"freebsd", "/dev/ttyUSB"},
	}
	for _, tc := range tests {
		for _, l := range []catalog.Lang{catalog.German, catalog.English, catalog.Czech} {
			got := catalog.For(l).Say(portsNoneKey(tc.goos))
			if !strings.Contains(got, tc.want) {
				t.Errorf("%s, %v: %q does not name %s", tc.goos, l, got, tc.want)
			}
		}
	}
}
