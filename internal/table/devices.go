package table

import (
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// DeviceText returns a sentence about the devices from the catalog (a key
// such as "device.mic-missing", "device.rec-failed"; "mic-missing" alone
// means the same) in the language of style, filled with args.
func DeviceText(style phonetic.Style, key string, args ...any) string {
	if !strings.HasPrefix(key, "device.") {
		key = "device." + key
	}
	return fillIn(style, key, args...)
}
