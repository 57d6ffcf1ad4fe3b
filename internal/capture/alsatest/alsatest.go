// Package alsatest makes ALSA's file plugin the machine's microphones in a
// test, so that PortAudio is opened for real where there is no sound
// card: each input delivers the samples of a file.
package alsatest

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Input is a microphone of the test: its ALSA name and the 16 kHz mono
// samples it delivers (give more than the test reads: at the end of its
// file the plugin delivers noise, not silence).
type Input struct {
	Name    string
	Samples []int16
}

// Setup writes a .asoundrc that makes the inputs ALSA's microphones, the
// default input delivering defaultSamples, and points HOME at it for the
// rest of the test.
func Setup(t testing.TB, defaultSamples []int16, inputs ...Input) {
	t.Helper()
	dir := t.TempDir()
	var rc strings.Builder
	source := func(i int, samples []int16) string {
		raw := make([]byte, 2*len(samples))
		for k, v := range samples {
			binary.LittleEndian.PutUint16(raw[2*k:], uint16(v))
		}
		path := filepath.Join(dir, fmt.Sprintf("in%d.raw", i))
		if err := os.WriteFile(path, raw, 0o600); err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("bcfile%d", i)
		fmt.Fprintf(&rc, "pcm.%s { type file; slave.pcm \"bcnull\"; file \"/dev/null\"; infile \"%s\"; format \"raw\" }\n", name, path)
		return name
	}
	fmt.Fprintf(&rc, "pcm.!default { type plug; slave { pcm \"%s\"; format S16_LE; rate 16000; channels 1 } }\n", source(0, defaultSamples))
	for i, in := range inputs {
		fmt.Fprintf(&rc, "pcm.%s { type plug; slave { pcm \"%s\"; format S16_LE; rate 16000; channels 1 } hint { show on description \"%s\" } }\n", in.Name, source(i+1, in.Samples), in.Name)
	}
	rc.WriteString("pcm.bcnull { type null }\n")
	if err := os.WriteFile(filepath.Join(dir, ".asoundrc"), []byte(rc.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("HOME", dir)
}
