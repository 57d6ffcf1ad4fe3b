//go:build cgo && !noportaudio

package capture

import (
	"errors"

	"github.com/gordonklaus/portaudio"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Built reports whether this build can open a microphone (PortAudio,
// through cgo). It is true in this one.
const Built = true

// Microphones lists the audio inputs PortAudio finds, in its order.
func Microphones() ([]Microphone, error) {
	var ms []Microphone
	var err error
	quietly(func() {
		if err = portaudio.Initialize(); err != nil {
			err = catalog.Errorf("capture.start", err)
			return
		}
		defer func() { _ = portaudio.Terminate() }()
		var devs []*portaudio.DeviceInfo
		if devs, err = portaudio.Devices(); err != nil {
			err = catalog.Errorf("capture.list", err)
			return
		}
		ms = microphones(devs)
	})
	return ms, err
}

// microphones are the inputs among the devices of an initialised
// PortAudio.
func microphones(devs []*portaudio.DeviceInfo) []Microphone {
	def, _ := portaudio.DefaultInputDevice()
	var ms []Microphone
	for _, d := range devs {
		if d.MaxInputChannels < 1 {
			continue
		}
		m := Microphone{Name: d.Name, Channels: d.MaxInputChannels, Rate: d.DefaultSampleRate, Default: def != nil && d.Index == def.Index, index: d.Index}
		if d.HostApi != nil {
			m.HostAPI = d.HostApi.Name
		}
		ms = append(ms, m)
	}
	return ms
}

// PortAudioSource is a Source reading an input device through PortAudio
// (blocking reads), delivering 16 kHz mono int16 whatever the device
// records: a device that cannot record 16 kHz mono is read at its own rate
// and channels, mixed and converted.
type PortAudioSource struct {
	// Name is the device's name.
	Name string
	// DeviceRate and DeviceChannels are what the device records.
	DeviceRate     int
	DeviceChannels int

	stream *portaudio.Stream
	buf    []int16
	rs     *Resampler // nil when the device records 16 kHz
	have   []int16
	// lost: PortAudio dropped input before the samples in have (its
	// buffer overflowed), which the next Read tells (ErrOverflow).
	lost bool
}

// OpenPortAudio starts PortAudio and an input stream on the default
// device, framesPerBuffer 16 kHz frames per read (0 means ChunkSamples,
// 20 ms).
func OpenPortAudio(framesPerBuffer int) (*PortAudioSource, error) {
	return OpenMicrophone("", framesPerBuffer)
}

// OpenMicrophone starts PortAudio and an input stream on the microphone
// that name names (PickMicrophone; "" the default input), framesPerBuffer
// 16 kHz frames per read (0 means ChunkSamples, 20 ms).
func OpenMicrophone(name string, framesPerBuffer int) (*PortAudioSource, error) {
	if framesPerBuffer <= 0 {
		framesPerBuffer = ChunkSamples
	}
	var s *PortAudioSource
	var err error
	quietly(func() { s, err = openMicrophone(name, framesPerBuffer) })
	if err != nil {
		return nil, err
	}
	return s, nil
}

// openMicrophone starts PortAudio and the input stream.
func openMicrophone(name string, framesPerBuffer int) (*PortAudioSource, error) {
	if err := portaudio.Initialize(); err != nil {
		return nil, catalog.Errorf("capture.start", err)
	}
	s, err := openStream(name, framesPerBuffer)
	if err != nil {
		_ = portaudio.Terminate()
		return nil, err
	}
	return s, nil
}

// openStream opens the device at 16 kHz mono if it can, else at its own
// rate or with two channels.
func openStream(name string, framesPerBuffer int) (*PortAudioSource, error) {
	devs, err := portaudio.Devices()
	if err != nil {
		return nil, catalog.Errorf("capture.list", err)
	}
	ms := microphones(devs)
	i, err := PickMicrophone(ms, name)
	if err != nil {
		return nil, err
	}
	var dev *portaudio.DeviceInfo
	for _, d := range devs {
		if d.Index == ms[i].index {
			dev = d
			break
		}
	}
	if dev == nil {
		return nil, ErrNoDevice
	}
	var first error
	for _, f := range streamFormats(dev.DefaultSampleRate, dev.MaxInputChannels) {
		frames := max(1, framesPerBuffer*f.rate/Rate)
		s := &PortAudioSource{Name: dev.Name, DeviceRate: f.rate, DeviceChannels: f.channels, buf: make([]int16, frames*f.channels)}
		p := portaudio.StreamParameters{
			Input:           portaudio.StreamDeviceParameters{Device: dev, Channels: f.channels, Latency: dev.DefaultHighInputLatency},
			SampleRate:      float64(f.rate),
			FramesPerBuffer: frames,
		}
		// Under -race, Go's checkptr rejects OpenStream, which hands
		// PortAudio a stream number as a pointer: race tests of the
		// microphone run with -gcflags=all=-d=checkptr=0.
		st, err := portaudio.OpenStream(p, s.buf)
		if err != nil {
			if first == nil {
				first = err
			}
			continue
		}
		if err := st.Start(); err != nil {
			_ = st.Close()
			return nil, catalog.Errorf("capture.start-mic", dev.Name, err)
		}
		s.stream = st
		if f.rate != Rate {
			s.rs = NewResampler(f.rate, Rate)
		}
		return s, nil
	}
	return nil, catalog.Errorf("capture.open-mic", dev.Name, first)
}

// Read fills buf with captured samples, blocking until they are there.
// When the device's buffer overflowed before them (the program did not
// read it in time, PortAudio's InputOverflowed) it returns them with
// ErrOverflow: a gap, not silence.
func (s *PortAudioSource) Read(buf []int16) (int, error) {
	if s.stream == nil {
		return 0, catalog.Errorf("capture.closed")
	}
	for len(s.have) == 0 {
		err := s.stream.Read()
		switch {
		case errors.Is(err, portaudio.InputOverflowed):
			s.lost = true
		case err != nil:
			return 0, catalog.Errorf("capture.read-mic", err)
		}
		mono := s.buf
		if s.DeviceChannels > 1 {
			mono = mixDown(s.buf, s.DeviceChannels)
		}
		if s.rs != nil {
			mono = s.rs.Push(mono)
		}
		s.have = mono
	}
	n := copy(buf, s.have)
	s.have = s.have[n:]
	if s.lost {
		s.lost = false
		return n, ErrOverflow
	}
	return n, nil
}

// Close stops the stream and releases PortAudio.
func (s *PortAudioSource) Close() error {
	if s.stream == nil {
		return nil
	}
	err := s.stream.Stop()
	if cerr := s.stream.Close(); err == nil {
		err = cerr
	}
	s.stream = nil
	if terr := portaudio.Terminate(); err == nil {
		err = terr
	}
	if err != nil {
		return catalog.Errorf("capture.close", err)
	}
	return nil
}
