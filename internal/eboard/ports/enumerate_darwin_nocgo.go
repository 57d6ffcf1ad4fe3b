//go:build darwin && !cgo

package ports

import "github.com/blindchess/blindchess/internal/catalog"

// detailedList fails: on macOS the USB ids come from IOKit, which a build
// without cgo cannot call; List then lists the ports by name alone.
func detailedList() ([]Port, error) {
	return nil, catalog.Errorf("boardports.darwin-nocgo")
}
