package capture

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
)

// maxWAVData bounds the audio DecodeWAV reads (about 45 minutes of 48 kHz
// stereo 32-bit), whatever a header claims.
const maxWAVData = 1 << 30

// DecodeWAV reads a WAV file as recorders and editors write it: integer
// PCM of 8, 16, 24 or 32 bits, or 32- or 64-bit float, plain or in the
// extensible format, any number of channels and any rate. It returns the
// channels mixed to mono, 16-bit, and the rate. Chunks other than "fmt "
// and "data" are skipped; a data chunk whose size is 0 or too large (a
// recording cut off, a streamed file) is read to the end of the file.
func DecodeWAV(r io.Reader) ([]int16, int, error) {
	br := bufio.NewReader(r)
	var hdr [12]byte
	if _, err := io.ReadFull(br, hdr[:]); err != nil {
		return nil, 0, fmt.Errorf("not a WAV file (too short): %w", err)
	}
	if string(hdr[0:4]) != "RIFF" || string(hdr[8:12]) != "WAVE" {
		return nil, 0, errors.New("not a WAV file (no RIFF/WAVE header); convert it with sox in.xxx out.wav")
	}
	var (
		haveFmt          bool
		format, channels uint16
		rate             uint32
		bits             uint16
	)
	for {
		var ch [8]byte
		if _, err := io.ReadFull(br, ch[:]); err != nil {
			return nil, 0, errors.New("WAV file without audio (no data chunk)")
		}
		id, size := string(ch[0:4]), binary.LittleEndian.Uint32(ch[4:8])
		switch id {
		case "fmt ":
			if size < 16 || size > 1<<16 {
				return nil, 0, fmt.Errorf("WAV format chunk of %d bytes", size)
			}
			b := make([]byte, size+size%2)
			if _, err := io.ReadFull(br, b); err != nil {
				return nil, 0, fmt.Errorf("WAV format chunk cut off: %w", err)
			}
			format = binary.LittleEndian.Uint16(b[0:2])
			channels = binary.LittleEndian.Uint16(b[2:4])
			rate = binary.LittleEndian.Uint32(b[4:8])
			bits = binary.LittleEndian.Uint16(b[14:16])
			if format == 0xFFFE && size >= 26 {
				format = binary.LittleEndian.Uint16(b[24:26]) // the sub-format
			}
			haveFmt = true
		case "data":
			if !haveFmt {
				return nil, 0, errors.New("WAV file whose audio comes before its format")
			}
			return decodeData(br, size, format, channels, rate, bits)
		default:
			if _, err := io.CopyN(io.Discard, br, int64(size)+int64(size%2)); err != nil {
				return nil, 0, errors.New("WAV file without audio (no data chunk)")
			}
		}
	}
}

// decodeData reads the samples of a data chunk.
func decodeData(r io.Reader, size uint32, format, channels uint16, rate uint32, bits uint16) ([]int16, int, error) {
	if channels == 0 || rate < 1000 || rate > 384000 {
		return nil, 0, fmt.Errorf("WAV audio of %d channels at %d Hz: not audio this program can use", channels, rate)
	}
	var sample func([]byte) float64
	switch {
	case format == 1 && bits == 8:
		sample = func(b []byte) float64 { return (float64(b[0]) - 128) / 128 }
	case format == 1 && bits == 16:
		sample = func(b []byte) float64 { return float64(int16(binary.LittleEndian.Uint16(b))) / 32768 }
	case format == 1 && bits == 24:
		sample = func(b []byte) float64 {
			v := int32(uint32(b[0])<<8|uint32(b[1])<<16|uint32(b[2])<<24) >> 8
			return float64(v) / (1 << 23)
		}
	case format == 1 && bits == 32:
		sample = func(b []byte) float64 { return float64(int32(binary.LittleEndian.Uint32(b))) / (1 << 31) }
	case format == 3 && bits == 32:
		sample = func(b []byte) float64 { return float64(math.Float32frombits(binary.LittleEndian.Uint32(b))) }
	case format == 3 && bits == 64:
		sample = func(b []byte) float64 { return math.Float64frombits(binary.LittleEndian.Uint64(b)) }
	default:
		return nil, 0, fmt.Errorf("WAV audio in format %d with %d bits is not read; convert it to 16-bit PCM (sox in.wav -b 16 out.wav)", format, bits)
	}
	limit := int64(maxWAVData)
	if size > 0 && int64(size) < limit {
		limit = int64(size)
	}
	data, err := io.ReadAll(io.LimitReader(r, limit))
	if err != nil {
		return nil, 0, fmt.Errorf("reading WAV audio: %w", err)
	}
	frame := int(bits/8) * int(channels)
	out := make([]int16, len(data)/frame)
	for i := range out {
		var sum float64
		for c := 0; c < int(channels); c++ {
			off := i*frame + c*int(bits/8)
			sum += sample(data[off : off+int(bits/8)])
		}
		v := sum / float64(channels) * 32768
		if v != v { // NaN in a float file
			v = 0
		}
		out[i] = int16(max(-32768, min(32767, math.Round(v))))
	}
	return out, int(rate), nil
}
