package speech

import (
	"bufio"
	"encoding/binary"
	"io"
	"math"

	"github.com/blindchess/blindchess/internal/catalog"
)

// PCM is 16-bit linear audio: Samples holds Channels interleaved samples per
// frame at Rate frames per second.
type PCM struct {
	Rate     int
	Channels int
	Samples  []int16
}

// Frames returns the number of frames (samples per channel).
func (p PCM) Frames() int {
	if p.Channels <= 0 {
		return 0
	}
	return len(p.Samples) / p.Channels
}

// Duration returns the length of the audio in seconds.
func (p PCM) Duration() float64 {
	if p.Rate <= 0 {
		return 0
	}
	return float64(p.Frames()) / float64(p.Rate)
}

// WAV format tags.
const (
	wavPCM        = 0x0001
	wavIMAADPCM   = 0x0011
	wavExtensible = 0xFFFE
)

// maxWAVBytes bounds what ReadWAV accepts (a clip or an espeak-ng
// utterance is far smaller); it protects against absurd size fields.
const maxWAVBytes = 256 << 20

// ReadWAV reads a RIFF WAVE file of 16-bit PCM (also WAVE_FORMAT_EXTENSIBLE)
// or mono IMA ADPCM. The RIFF and data sizes may be wrong, as in the
// streaming header espeak-ng writes to stdout: the data then runs to the
// end of the input.
func ReadWAV(r io.Reader) (PCM, error) {
	br := bufio.NewReader(r)
	var hdr [12]byte
	if _, err := io.ReadFull(br, hdr[:]); err != nil {
		return PCM{}, catalog.Errorf("speaking.wav-read-header", err)
	}
	if string(hdr[0:4]) != "RIFF" || string(hdr[8:12]) != "WAVE" {
		return PCM{}, catalog.Errorf("speaking.wav-not")
	}
	var (
		format, channels, bits, blockAlign, samplesPerBlock int
		rate                                                int
		haveFmt                                             bool
		factSamples                                         = -1
	)
	for {
		var ch [8]byte
		if _, err := io.ReadFull(br, ch[:]); err != nil {
			return PCM{}, catalog.Errorf("speaking.wav-read-chunk", err)
		}
		id, size := string(ch[0:4]), int64(binary.LittleEndian.Uint32(ch[4:8]))
		switch id {
		case "fmt ":
			if size < 16 || size > 1024 {
				return PCM{}, catalog.Errorf("speaking.wav-fmt-size", size)
			}
			b := make([]byte, size+size%2)
			if _, err := io.ReadFull(br, b); err != nil {
				return PCM{}, catalog.Errorf("speaking.wav-read-fmt", err)
			}
			format = int(binary.LittleEndian.Uint16(b[0:2]))
			channels = int(binary.LittleEndian.Uint16(b[2:4]))
			rate = int(binary.LittleEndian.Uint32(b[4:8]))
			blockAlign = int(binary.LittleEndian.Uint16(b[12:14]))
			bits = int(binary.LittleEndian.Uint16(b[14:16]))
			if format == wavExtensible && size >= 40 {
				format = int(binary.LittleEndian.Uint16(b[24:26]))
			}
			if format == wavIMAADPCM && size >= 20 {
				samplesPerBlock = int(binary.LittleEndian.Uint16(b[18:20]))
			}
			haveFmt = true
		case "fact":
			if size < 4 || size > 64 {
				return PCM{}, catalog.Errorf("speaking.wav-fact-size", size)
			}
			b := make([]byte, size+size%2) // after the check: a bad size must not allocate gigabytes
			if _, err := io.ReadFull(br, b); err != nil {
				return PCM{}, catalog.Errorf("speaking.wav-read-fact", err)
			}
			factSamples = int(binary.LittleEndian.Uint32(b[0:4]))
		case "data":
			if !haveFmt {
				return PCM{}, catalog.Errorf("speaking.wav-data-first")
			}
			if channels < 1 || channels > 2 || rate < 1000 || rate > 384000 {
				return PCM{}, catalog.Errorf("speaking.wav-bad-format", channels, rate)
			}
			// Sizes of 0 or beyond the limit mean "to the end" (streamed).
			var data []byte
			var err error
			if size == 0 || size >= maxWAVBytes {
				data, err = io.ReadAll(io.LimitReader(br, maxWAVBytes))
			} else {
				// Read what is there (a truncated file gives what it has)
				// rather than allocate the declared size up front: a
				// short file that claims 200 MB must not take 200 MB.
				data, err = io.ReadAll(io.LimitReader(br, size))
				if err == nil && len(data) == 0 {
					err = io.EOF
				}
			}
			if err != nil {
				return PCM{}, catalog.Errorf("speaking.wav-read-data", err)
			}
			switch format {
			case wavPCM:
				if bits != 16 {
					return PCM{}, catalog.Errorf("speaking.wav-bits", bits)
				}
				s := make([]int16, len(data)/2)
				for i := range s {
					s[i] = int16(binary.LittleEndian.Uint16(data[2*i:]))
				}
				s = s[:len(s)/channels*channels]
				return PCM{Rate: rate, Channels: channels, Samples: s}, nil
			case wavIMAADPCM:
				if channels != 1 {
					return PCM{}, catalog.Errorf("speaking.wav-ima-channels", channels)
				}
				s, err := decodeIMA(data, blockAlign, samplesPerBlock)
				if err != nil {
					return PCM{}, err
				}
				if factSamples >= 0 && factSamples < len(s) {
					s = s[:factSamples]
				}
				return PCM{Rate: rate, Channels: 1, Samples: s}, nil
			}
			return PCM{}, catalog.Errorf("speaking.wav-format-tag", format)
		default:
			if size > maxWAVBytes {
				return PCM{}, catalog.Errorf("speaking.wav-chunk-large", id, size)
			}
			if _, err := io.CopyN(io.Discard, br, size+size%2); err != nil {
				return PCM{}, catalog.Errorf("speaking.wav-skip-chunk", id, err)
			}
		}
	}
}

// wavHeader returns the 44-byte header of a 16-bit PCM WAV file with
// dataBytes bytes of samples.
func wavHeader(rate, channels int, dataBytes uint32) []byte {
	h := make([]byte, 44)
	copy(h[0:], "RIFF")
	binary.LittleEndian.PutUint32(h[4:], 36+dataBytes)
	copy(h[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(h[16:], 16)
	binary.LittleEndian.PutUint16(h[20:], wavPCM)
	binary.LittleEndian.PutUint16(h[22:], uint16(channels))
	binary.LittleEndian.PutUint32(h[24:], uint32(rate))
	binary.LittleEndian.PutUint32(h[28:], uint32(rate*channels*2))
	binary.LittleEndian.PutUint16(h[32:], uint16(channels*2))
	binary.LittleEndian.PutUint16(h[34:], 16)
	copy(h[36:], "data")
	binary.LittleEndian.PutUint32(h[40:], dataBytes)
	return h
}

// WriteWAV writes p as a 16-bit PCM WAV file.
func WriteWAV(w io.Writer, p PCM) error {
	if p.Channels < 1 || p.Rate < 1 {
		return catalog.Errorf("speaking.wav-write-format", p.Channels, p.Rate)
	}
	if _, err := w.Write(wavHeader(p.Rate, p.Channels, uint32(2*len(p.Samples)))); err != nil {
		return catalog.Errorf("speaking.wav-write-header", err)
	}
	if _, err := w.Write(int16Bytes(p.Samples)); err != nil {
		return catalog.Errorf("speaking.wav-write-data", err)
	}
	return nil
}

// int16Bytes returns samples as little-endian bytes.
func int16Bytes(s []int16) []byte {
	b := make([]byte, 2*len(s))
	for i, v := range s {
		binary.LittleEndian.PutUint16(b[2*i:], uint16(v))
	}
	return b
}

// IMA ADPCM tables.
var (
	imaSteps = [89]int32{
		7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45,
		50, 55, 60, 66, 73, 80, 88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230,
		253, 279, 307, 337, 371, 408, 449, 494, 544, 598, 658, 724, 796, 876, 963,
		1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066, 2272, 2499, 2749, 3024, 3327,
		3660, 4026, 4428, 4871, 5358, 5894, 6484, 7132, 7845, 8630, 9493, 10442,
		11487, 12635, 13899, 15289, 16818, 18500, 20350, 22385, 24623, 27086, 29794, 32767}
	imaIndex = [8]int32{-1, -1, -1, -1, 2, 4, 6, 8}
)

// imaState is the predictor of an IMA ADPCM coder.
type imaState struct{ pred, index int32 }

// decode applies one 4-bit code and returns the sample.
func (s *imaState) decode(nib byte) int16 {
	step := imaSteps[s.index]
	diff := step >> 3
	if nib&4 != 0 {
		diff += step
	}
	if nib&2 != 0 {
		diff += step >> 1
	}
	if nib&1 != 0 {
		diff += step >> 2
	}
	if nib&8 != 0 {
		s.pred -= diff
	} else {
		s.pred += diff
	}
	s.pred = min(max(s.pred, math.MinInt16), math.MaxInt16)
	s.index = min(max(s.index+imaIndex[nib&7], 0), 88)
	return int16(s.pred)
}

// encode returns the 4-bit code for sample v and updates the predictor
// exactly as the decoder will.
func (s *imaState) encode(v int16) byte {
	step := imaSteps[s.index]
	diff := int32(v) - s.pred
	var nib byte
	if diff < 0 {
		nib = 8
		diff = -diff
	}
	if diff >= step {
		nib |= 4
		diff -= step
	}
	if diff >= step>>1 {
		nib |= 2
		diff -= step >> 1
	}
	if diff >= step>>2 {
		nib |= 1
	}
	s.decode(nib)
	return nib
}

// decodeIMA decodes mono IMA ADPCM blocks.
func decodeIMA(data []byte, blockAlign, samplesPerBlock int) ([]int16, error) {
	if blockAlign < 5 || blockAlign > 1<<15 {
		return nil, catalog.Errorf("speaking.ima-block-size", blockAlign)
	}
	if want := (blockAlign-4)*2 + 1; samplesPerBlock != want {
		samplesPerBlock = want
	}
	out := make([]int16, 0, len(data)/blockAlign*samplesPerBlock+samplesPerBlock)
	for len(data) >= 4 {
		n := min(blockAlign, len(data))
		blk := data[:n]
		data = data[n:]
		st := imaState{pred: int32(int16(binary.LittleEndian.Uint16(blk[0:2]))), index: int32(blk[2])}
		if st.index > 88 {
			return nil, catalog.Errorf("speaking.ima-step", st.index)
		}
		out = append(out, int16(st.pred))
		for _, b := range blk[4:] {
			out = append(out, st.decode(b&0x0f), st.decode(b>>4))
		}
	}
	return out, nil
}

// imaBlockAlign is the block size of the clips: 512 bytes, 1017 samples.
const imaBlockAlign = 512

// WriteIMAADPCM writes mono p as an IMA ADPCM WAV file (4 bits a sample).
// The embedded clips are stored this way: a quarter of the size of 16-bit
// PCM, and speech sounds the same.
func WriteIMAADPCM(w io.Writer, p PCM) error {
	if p.Channels != 1 || p.Rate < 1 {
		return catalog.Errorf("speaking.ima-write-format", p.Channels, p.Rate)
	}
	const spb = (imaBlockAlign-4)*2 + 1
	nBlocks := (len(p.Samples) + spb - 1) / spb
	dataBytes := nBlocks * imaBlockAlign
	h := make([]byte, 0, 60)
	h = append(h, "RIFF"...)
	h = binary.LittleEndian.AppendUint32(h, uint32(4+28+12+8+dataBytes))
	h = append(h, "WAVEfmt "...)
	h = binary.LittleEndian.AppendUint32(h, 20)
	h = binary.LittleEndian.AppendUint16(h, wavIMAADPCM)
	h = binary.LittleEndian.AppendUint16(h, 1)
	h = binary.LittleEndian.AppendUint32(h, uint32(p.Rate))
	h = binary.LittleEndian.AppendUint32(h, uint32(p.Rate*imaBlockAlign/spb))
	h = binary.LittleEndian.AppendUint16(h, imaBlockAlign)
	h = binary.LittleEndian.AppendUint16(h, 4)
	h = binary.LittleEndian.AppendUint16(h, 2)
	h = binary.LittleEndian.AppendUint16(h, spb)
	h = append(h, "fact"...)
	h = binary.LittleEndian.AppendUint32(h, 4)
	h = binary.LittleEndian.AppendUint32(h, uint32(len(p.Samples)))
	h = append(h, "data"...)
	h = binary.LittleEndian.AppendUint32(h, uint32(dataBytes))
	if _, err := w.Write(h); err != nil {
		return catalog.Errorf("speaking.ima-write-header", err)
	}
	var st imaState
	blk := make([]byte, imaBlockAlign)
	for b := 0; b < nBlocks; b++ {
		s := p.Samples[b*spb : min((b+1)*spb, len(p.Samples))]
		clear(blk)
		st.pred = int32(s[0])
		binary.LittleEndian.PutUint16(blk[0:], uint16(s[0]))
		blk[2] = byte(st.index)
		for i := 1; i < spb; i++ {
			var v int16
			if i < len(s) {
				v = s[i]
			}
			nib := st.encode(v)
			j := 4 + (i-1)/2
			if (i-1)%2 == 0 {
				blk[j] = nib
			} else {
				blk[j] |= nib << 4
			}
		}
		if _, err := w.Write(blk); err != nil {
			return catalog.Errorf("speaking.ima-write-data", err)
		}
	}
	return nil
}

// WAVFile writes 16-bit PCM audio to a WAV file as it arrives and fixes the
// sizes in the header on Close.
type WAVFile struct {
	w        io.WriteSeeker
	rate     int
	channels int
	bytes    int64
	err      error
}

// NewWAVFile starts a WAV file on w.
func NewWAVFile(w io.WriteSeeker, rate, channels int) (*WAVFile, error) {
	if _, err := w.Write(wavHeader(rate, channels, 0)); err != nil {
		return nil, catalog.Errorf("speaking.wav-write-header", err)
	}
	return &WAVFile{w: w, rate: rate, channels: channels}, nil
}

// Write appends interleaved samples.
func (f *WAVFile) Write(s []int16) error {
	if f.err != nil {
		return f.err
	}
	if _, err := f.w.Write(int16Bytes(s)); err != nil {
		f.err = catalog.Errorf("speaking.wav-write-data", err)
		return f.err
	}
	f.bytes += int64(2 * len(s))
	return nil
}

// Close writes the final sizes into the header (it does not close the
// underlying writer).
func (f *WAVFile) Close() error {
	if f.err != nil {
		return f.err
	}
	if f.bytes > math.MaxUint32-36 {
		return catalog.Errorf("speaking.wav-too-long")
	}
	if _, err := f.w.Seek(0, io.SeekStart); err != nil {
		return catalog.Errorf("speaking.wav-finish", err)
	}
	if _, err := f.w.Write(wavHeader(f.rate, f.channels, uint32(f.bytes))); err != nil {
		return catalog.Errorf("speaking.wav-finish", err)
	}
	if _, err := f.w.Seek(0, io.SeekEnd); err != nil {
		return catalog.Errorf("speaking.wav-finish", err)
	}
	return nil
}
