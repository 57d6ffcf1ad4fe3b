//go:build !darwin || cgo

package ports

import (
	"strings"

	"go.bug.st/serial/enumerator"
)

// detailedList lists the serial ports with their USB ids (on macOS through
// IOKit, which needs cgo).
func detailedList() ([]Port, error) {
	details, err := enumerator.GetDetailedPortsList()
	if err != nil {
		return nil, err
	}
	var out []Port
	for _, d := range details {
		out = append(out, Port{Name: d.Name, IsUSB: d.IsUSB, VID: strings.ToLower(d.VID), PID: strings.ToLower(d.PID),
			Product: d.Product, Serial: d.SerialNumber})
	}
	return out, nil
}
