package capture

import (
	"errors"
	"fmt"

	"github.com/gordonklaus/portaudio"
)

// ErrNoDevice reports that PortAudio found no input device (no microphone,
// no sound card, or no ALSA configuration).
var ErrNoDevice = errors.New("no microphone found: plug one in or check the sound settings")

// PortAudioSource is a Source reading the default input device through
// PortAudio (blocking reads, 16 kHz mono int16).
type PortAudioSource struct {
	stream *portaudio.Stream
	buf    []int16
	have   []int16
}

// OpenPortAudio initialises PortAudio and starts a blocking input stream on
// the default device, framesPerBuffer frames per read (0 means ChunkSamples, 20 ms).
func OpenPortAudio(framesPerBuffer int) (*PortAudioSource, error) {
	if framesPerBuffer <= 0 {
		framesPerBuffer = ChunkSamples
	}
	var s *PortAudioSource
	var err error
	quietly(func() { s, err = openPortAudio(framesPerBuffer) })
	if err != nil {
		return nil, err
	}
	return s, nil
}

// openPortAudio starts PortAudio and the input stream.
func openPortAudio(framesPerBuffer int) (*PortAudioSource, error) {
	if err := portaudio.Initialize(); err != nil {
		return nil, fmt.Errorf("starting audio capture: %w", err)
	}
	dev, err := portaudio.DefaultInputDevice()
	if err != nil || dev == nil {
		_ = portaudio.Terminate()
		return nil, ErrNoDevice
	}
	s := &PortAudioSource{buf: make([]int16, framesPerBuffer)}
	st, err := portaudio.OpenDefaultStream(1, 0, Rate, framesPerBuffer, s.buf)
	if err != nil {
		_ = portaudio.Terminate()
		return nil, fmt.Errorf("opening microphone %q: %w", dev.Name, err)
	}
	if err := st.Start(); err != nil {
		_ = st.Close()
		_ = portaudio.Terminate()
		return nil, fmt.Errorf("starting microphone %q: %w", dev.Name, err)
	}
	s.stream = st
	return s, nil
}

// Read fills buf with captured samples, blocking until they are there.
func (s *PortAudioSource) Read(buf []int16) (int, error) {
	if s.stream == nil {
		return 0, errors.New("microphone is closed")
	}
	if len(s.have) == 0 {
		if err := s.stream.Read(); err != nil && !errors.Is(err, portaudio.InputOverflowed) {
			return 0, fmt.Errorf("reading microphone: %w", err)
		}
		s.have = s.buf
	}
	n := copy(buf, s.have)
	s.have = s.have[n:]
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
		return fmt.Errorf("closing microphone: %w", err)
	}
	return nil
}
