//go:build darwin && !cgo

package ports

import "errors"

// detailedList fails: on macOS the USB ids come from IOKit, which a build
// without cgo cannot call; List then lists the ports by name alone.
func detailedList() ([]Port, error) {
	return nil, errors.New("USB details need a build with cgo on macOS")
}
