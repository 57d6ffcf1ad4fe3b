package capture

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestWAVHeaderErrorsSayWhatToDo: every header NewWAVReader refuses is
// named in one sentence that says what to do, with nothing of Go's own
// words in it ("unexpected EOF").
func TestWAVHeaderErrorsSayWhatToDo(t *testing.T) {
	good := wavFile(1, 1, 16000, 16, nil, nil, le(int16(1), int16(2)), -1)
	fmtSize := append([]byte(nil), good...)
	binary.LittleEndian.PutUint32(fmtSize[16:20], 8)
	dataFirst := append([]byte("RIFF\x00\x00\x00\x00WAVEdata\x02\x00\x00\x00"), 1, 0)
	const (
		record  = "; record it again, or convert it with sox in.xxx out.wav"
		file    = "; record the file again, or convert it with sox in.xxx out.wav"
		convert = "; convert it with sox in.xxx out.wav"
	)
	tests := []struct {
		name string
		file []byte
		want string
	}{
		{"an empty file", nil, "not a WAV file (too short)" + convert},
		{"RIFF alone", []byte("RIFF"), "not a WAV file (too short)" + convert},
		{"text", bytes.Repeat([]byte("not audio\n"), 10), "not a WAV file (no RIFF/WAVE header)" + convert},
		{"cut in the format chunk", good[:30], "WAV file cut off in its header" + record},
		{"cut after the format chunk", good[:36], "WAV file without audio (no data chunk)" + record},
		{"a format chunk of 8 bytes", fmtSize, "not a WAV file this program reads (its format chunk has 8 bytes)" + convert},
		{"audio before its format", dataFirst, "WAV file whose audio comes before its format" + convert},
		{"no channels", wavFile(1, 0, 16000, 16, nil, nil, le(int16(1)), -1), "WAV header that no recording can have (channels: 0, rate: 16000 Hz)" + file},
		{"a rate of 0", wavFile(1, 1, 0, 16, nil, nil, le(int16(1)), -1), "WAV header that no recording can have (channels: 1, rate: 0 Hz)" + file},
		{"a rate of 4 GHz", wavFile(1, 1, 4000000000, 16, nil, nil, le(int16(1)), -1), "WAV header that no recording can have (channels: 1, rate: 4000000000 Hz)" + file},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := NewWAVReader(bytes.NewReader(tc.file))
			if err == nil || err.Error() != tc.want {
				t.Errorf("error %v\nwant %q", err, tc.want)
			}
		})
	}
}

// TestLyingDataSizeIsBoundedByTheFile: a header that gives more audio than
// the file holds (here over a day of it) is read as far as the file
// goes, and ReadAnyWAVUpTo takes the file instead of refusing it as too
// long; a file that really holds more than the limit is still refused.
func TestLyingDataSizeIsBoundedByTheFile(t *testing.T) {
	dir := t.TempDir()
	second := make([]int16, Rate)
	for i := range second {
		second[i] = int16(i%200 - 100)
	}
	write := func(name string, dataSize int, pcm []int16) string {
		var data bytes.Buffer
		binary.Write(&data, binary.LittleEndian, pcm)
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, wavFile(1, 1, Rate, 16, nil, nil, data.Bytes(), dataSize), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	lying := write("lying.wav", 0xFFFFFFF0, second)
	a, err := OpenAnyWAV(lying)
	if err != nil {
		t.Fatal(err)
	}
	// The file holds one second and its 44-byte header: 22 frames more.
	if s := a.Seconds(); s != float64(Rate+22)/Rate {
		t.Errorf("Seconds() = %v, want %v (what the file can hold)", s, float64(Rate+22)/Rate)
	}
	a.Close()
	got, err := ReadAnyWAVUpTo(lying, time.Minute)
	if err != nil || len(got) != Rate {
		t.Errorf("ReadAnyWAVUpTo: %d samples, %v; want %d and no error", len(got), err, Rate)
	}
	long := write("long.wav", -1, make([]int16, 3*Rate))
	_, err = ReadAnyWAVUpTo(long, 2*time.Second)
	if err == nil || err.Error() != long+" is 3 seconds long; give a recording of at most 2 seconds (cut it: sox "+long+" cut.wav trim 0 2)" {
		t.Errorf("a long file: %v", err)
	}
}

// FuzzAnyWAV: any file read as 16 kHz mono (the rate converted, as
// listen --wav and --microphone FILE.wav read it) gives no panic, an
// error or samples, and never more samples than its bytes allow at the
// lowest rate taken (1000 Hz: 16 samples at 16 kHz for each 8-bit
// frame), plus the converter's few of delay.
func FuzzAnyWAV(f *testing.F) {
	f.Add(wavFile(1, 1, 16000, 16, nil, nil, le(int16(1000), int16(-2000)), -1))
	f.Add(wavFile(1, 1, 1000, 8, nil, nil, []byte{0, 255, 128}, 0xFFFFFFF0))
	f.Add(wavFile(3, 2, 384000, 64, nil, nil, le(0.5, -0.5), 0))
	f.Add(wavFile(1, 0, 16000, 16, nil, nil, le(int16(1)), -1))
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := NewAnyWAV(bytes.NewReader(data))
		if err != nil {
			return
		}
		got, err := readUpTo(a, "fuzz.wav", time.Minute)
		if err == nil && len(got) > 16*len(data)+64 {
			t.Fatalf("%d samples from %d bytes", len(got), len(data))
		}
	})
}
