package table

import "github.com/blindchess/blindchess/internal/phonetic"

// DeviceText returns a sentence about the devices from the catalog (key
// "mic-missing" is the catalog's "device.mic-missing"; also "rec-failed",
// …) in the language of style, filled with args.
func DeviceText(style phonetic.Style, key string, args ...any) string {
	return fillIn(style, "device."+key, args...)
}
