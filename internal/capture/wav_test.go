package capture

import (
	"bytes"
	"encoding/binary"
	"math"
	"strings"
	"testing"
)

// wavFile builds a WAV file: a format chunk (fmtExtra appended to its 16
// bytes), the chunks of extra, and a data chunk of data (dataSize written
// as given, -1 for len(data)).
func wavFile(format, channels uint16, rate uint32, bits uint16, fmtExtra []byte, extra []byte, data []byte, dataSize int) []byte {
	var b bytes.Buffer
	b.WriteString("RIFF")
	binary.Write(&b, binary.LittleEndian, uint32(0))
	b.WriteString("WAVEfmt ")
	binary.Write(&b, binary.LittleEndian, uint32(16+len(fmtExtra)))
	blockAlign := channels * bits / 8
	b.Write(le(format, channels, rate, rate*uint32(blockAlign), blockAlign, bits))
	b.Write(fmtExtra)
	b.Write(extra)
	b.WriteString("data")
	if dataSize < 0 {
		dataSize = len(data)
	}
	binary.Write(&b, binary.LittleEndian, uint32(dataSize))
	b.Write(data)
	return b.Bytes()
}

func le(vals ...any) []byte {
	var b bytes.Buffer
	for _, v := range vals {
		binary.Write(&b, binary.LittleEndian, v)
	}
	return b.Bytes()
}

func TestDecodeWAV(t *testing.T) {
	extensible := le(uint16(22), uint16(16), uint32(3), uint16(1)) // cbSize, valid bits, mask, sub-format PCM
	extensible = append(extensible, make([]byte, 14)...)           // the rest of the GUID
	tests := []struct {
		name     string
		file     []byte
		want     []int16
		wantRate int
		err      string
	}{
		{"16-bit mono", wavFile(1, 1, 16000, 16, nil, nil, le(int16(1000), int16(-2000)), -1), []int16{1000, -2000}, 16000, ""},
		{"16-bit stereo mixed", wavFile(1, 2, 44100, 16, nil, nil, le(int16(1000), int16(3000), int16(-100), int16(100)), -1), []int16{2000, 0}, 44100, ""},
		{"8-bit", wavFile(1, 1, 8000, 8, nil, nil, []byte{128, 192, 0}, -1), []int16{0, 16384, -32768}, 8000, ""},
		{"24-bit", wavFile(1, 1, 48000, 24, nil, nil, []byte{0x00, 0x00, 0x40, 0x00, 0x00, 0xC0}, -1), []int16{16384, -16384}, 48000, ""},
		{"32-bit integer (sox's default)", wavFile(1, 1, 22050, 32, nil, nil, le(int32(1<<30), int32(-1<<31)), -1), []int16{16384, -32768}, 22050, ""},
		{"32-bit float", wavFile(3, 1, 16000, 32, nil, nil, le(float32(0.5), float32(-2), float32(math.NaN())), -1), []int16{16384, -32768, 0}, 16000, ""},
		{"64-bit float", wavFile(3, 1, 16000, 64, nil, nil, le(0.25), -1), []int16{8192}, 16000, ""},
		{"extensible", wavFile(0xFFFE, 1, 16000, 16, extensible, nil, le(int16(7)), -1), []int16{7}, 16000, ""},
		{"a LIST chunk of odd size is skipped", wavFile(1, 1, 16000, 16, nil, append([]byte("LIST"), append(le(uint32(3)), 'a', 'b', 'c', 0)...), le(int16(5)), -1), []int16{5}, 16000, ""},
		{"data size 0 (a streamed file) is read to the end", wavFile(1, 1, 16000, 16, nil, nil, le(int16(1), int16(2)), 0), []int16{1, 2}, 16000, ""},
		{"data size beyond the file", wavFile(1, 1, 16000, 16, nil, nil, le(int16(3)), 1000), []int16{3}, 16000, ""},
		{"a half frame at the end is dropped", wavFile(1, 1, 16000, 16, nil, nil, []byte{1, 0, 9}, -1), []int16{1}, 16000, ""},
		{"not RIFF", []byte("ID3\x03\x00\x00\x00\x00\x00\x00\x00\x00"), nil, 0, "no RIFF/WAVE header"},
		{"too short", []byte("RIFF"), nil, 0, "too short"},
		{"no data chunk", wavFile(1, 1, 16000, 16, nil, nil, nil, -1)[:36], nil, 0, "no data chunk"},
		{"ADPCM", wavFile(2, 1, 16000, 4, nil, nil, []byte{1, 2}, -1), nil, 0, "format 2 with 4 bits is not read"},
		{"no channels", wavFile(1, 0, 16000, 16, nil, nil, []byte{1, 2}, -1), nil, 0, "channels: 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, rate, err := DecodeWAV(bytes.NewReader(tc.file))
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if rate != tc.wantRate || len(got) != len(tc.want) {
				t.Fatalf("got %v at %d Hz, want %v at %d Hz", got, rate, tc.want, tc.wantRate)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Fatalf("got %v, want %v", got, tc.want)
				}
			}
		})
	}
}

// FuzzDecodeWAV: any file is read without a panic, and never yields more
// samples than its bytes can hold.
func FuzzDecodeWAV(f *testing.F) {
	f.Add(wavFile(1, 1, 16000, 16, nil, nil, le(int16(1000), int16(-2000)), -1))
	f.Add(wavFile(3, 2, 48000, 32, nil, nil, le(float32(0.5), float32(-0.5)), 0))
	f.Add(wavFile(1, 3, 8000, 24, nil, []byte("junk\x01\x00\x00\x00x\x00"), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9}, -1))
	f.Add([]byte("RIFF\x00\x00\x00\x00WAVE"))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, _, err := DecodeWAV(bytes.NewReader(data))
		if err == nil && len(got) > len(data) {
			t.Fatalf("%d samples from %d bytes", len(got), len(data))
		}
	})
}
