package capture

import (
	"fmt"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
)

// ErrNotBuilt reports that this build of blindchess cannot record from a
// microphone: PortAudio is reached through cgo, and the build was made
// without it (CGO_ENABLED=0, a cross build, or the tag noportaudio). WAV
// files can still stand in for a microphone. Built reports which build
// this is.
var ErrNotBuilt = catalog.Errorf("capture.not-built")

// ErrNoDevice reports that PortAudio found no input device (no microphone,
// no sound card, or no ALSA configuration).
var ErrNoDevice = catalog.Errorf("capture.no-device")

// Microphone is an audio input that PortAudio can open.
type Microphone struct {
	// Name is PortAudio's name of the device ("default", "USB Audio
	// Device: - (hw:1,0)").
	Name string
	// HostAPI is the sound system it is reached through ("ALSA").
	HostAPI string
	// Channels is how many channels it can record.
	Channels int
	// Rate is its own sample rate, in Hz.
	Rate float64
	// Default marks the default input.
	Default bool

	//lint:ignore U1000 set and read by the PortAudio build (portaudio.go)
	index int // PortAudio's index of the device
}

// PickMicrophone returns the index in ms of the microphone that name
// names: "" or "default" the default input; else the one whose name is
// name, or the only one whose name contains it (case folded: "usb" finds
// "USB Audio Device: - (hw:1,0)").
func PickMicrophone(ms []Microphone, name string) (int, error) {
	if len(ms) == 0 {
		return 0, ErrNoDevice
	}
	want := strings.ToLower(strings.TrimSpace(name))
	if want == "" || want == "default" {
		for i, m := range ms {
			if m.Default {
				return i, nil
			}
		}
		if want == "" {
			return 0, ErrNoDevice
		}
	}
	var found []int
	for i, m := range ms {
		if strings.ToLower(m.Name) == want {
			return i, nil
		}
		if strings.Contains(strings.ToLower(m.Name), want) {
			found = append(found, i)
		}
	}
	var names []string
	for _, i := range found {
		names = append(names, fmt.Sprintf("%q", ms[i].Name))
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		for _, m := range ms {
			names = append(names, fmt.Sprintf("%q", m.Name))
		}
		return 0, catalog.Errorf("capture.no-such-mic", name, strings.Join(names, ", "))
	}
	return 0, catalog.Errorf("capture.several-mics", name, len(found), strings.Join(names, ", "))
}

// streamFormat is a rate and a channel count to open a device with.
type streamFormat struct{ rate, channels int }

// streamFormats are the formats to try, best first: 16 kHz mono, the
// device's own rate in mono, then both with two channels (some devices
// record only in stereo).
func streamFormats(devRate float64, maxChannels int) []streamFormat {
	rates := []int{Rate}
	if r := int(devRate + 0.5); r > 0 && r != Rate {
		rates = append(rates, r)
	}
	var fs []streamFormat
	for _, ch := range []int{1, 2} {
		if ch > maxChannels {
			break
		}
		for _, r := range rates {
			fs = append(fs, streamFormat{r, ch})
		}
	}
	return fs
}

// mixDown averages the channels of interleaved samples.
func mixDown(in []int16, channels int) []int16 {
	out := make([]int16, len(in)/channels)
	for i := range out {
		var sum int32
		for c := 0; c < channels; c++ {
			sum += int32(in[i*channels+c])
		}
		out[i] = int16(sum / int32(channels))
	}
	return out
}
