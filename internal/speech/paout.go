//go:build cgo && !noportaudio

package speech

import (
	"context"
	"errors"
	"io"
	"strings"
	"sync"

	"github.com/gordonklaus/portaudio"

	"github.com/blindchess/blindchess/internal/catalog"
)

// SpeakerDevice is a sound output PortAudio finds: one a table's private
// or public speech can be sent to by name (play --private-device,
// --public-device).
type SpeakerDevice struct {
	Name     string
	HostAPI  string
	Channels int
	Rate     float64
	Default  bool
}

// Speakers lists the outputs PortAudio finds, in its order.
func Speakers() ([]SpeakerDevice, error) {
	var err error
	quietPA(func() { err = portaudio.Initialize() })
	if err != nil {
		return nil, catalog.Errorf("speaking.pa-start", err)
	}
	defer func() { _ = portaudio.Terminate() }()
	devs, err := portaudio.Devices()
	if err != nil {
		return nil, catalog.Errorf("speaking.pa-list", err)
	}
	def, _ := portaudio.DefaultOutputDevice()
	var out []SpeakerDevice
	for _, d := range devs {
		if d.MaxOutputChannels < 1 {
			continue
		}
		s := SpeakerDevice{Name: d.Name, Channels: d.MaxOutputChannels, Rate: d.DefaultSampleRate, Default: def != nil && d.Index == def.Index}
		if d.HostApi != nil {
			s.HostAPI = d.HostApi.Name
		}
		out = append(out, s)
	}
	return out, nil
}

// PAOutput is an Output that plays on one named sound device through
// PortAudio (oto plays only on the system's default device). It plays
// stereo at DefaultSampleRate; a mono device gets the left channel.
type PAOutput struct {
	mu       sync.Mutex
	stream   *portaudio.Stream
	buf      []int16
	channels int
	name     string
}

// OpenPAOutput opens the output device whose name is name (exactly, or
// else the only one whose name contains it, ignoring case).
func OpenPAOutput(name string) (*PAOutput, error) {
	var err error
	quietPA(func() { err = portaudio.Initialize() })
	if err != nil {
		return nil, catalog.Errorf("speaking.pa-start", err)
	}
	dev, err := findOutput(name)
	if err != nil {
		_ = portaudio.Terminate()
		return nil, err
	}
	ch := min(2, dev.MaxOutputChannels)
	o := &PAOutput{channels: ch, name: dev.Name, buf: make([]int16, 1024*ch)}
	p := portaudio.StreamParameters{
		Output:          portaudio.StreamDeviceParameters{Device: dev, Channels: ch, Latency: dev.DefaultHighOutputLatency},
		SampleRate:      DefaultSampleRate,
		FramesPerBuffer: 1024,
	}
	quietPA(func() { o.stream, err = portaudio.OpenStream(p, &o.buf) })
	if err != nil {
		_ = portaudio.Terminate()
		return nil, catalog.Errorf("speaking.pa-open", dev.Name, err)
	}
	if err := o.stream.Start(); err != nil {
		o.stream.Close()
		_ = portaudio.Terminate()
		return nil, catalog.Errorf("speaking.pa-open", dev.Name, err)
	}
	return o, nil
}

// findOutput finds an output device by name.
func findOutput(name string) (*portaudio.DeviceInfo, error) {
	devs, err := portaudio.Devices()
	if err != nil {
		return nil, catalog.Errorf("speaking.pa-list", err)
	}
	var like []*portaudio.DeviceInfo
	var names []string
	for _, d := range devs {
		if d.MaxOutputChannels < 1 {
			continue
		}
		names = append(names, d.Name)
		if d.Name == name {
			return d, nil
		}
		if strings.Contains(strings.ToLower(d.Name), strings.ToLower(name)) {
			like = append(like, d)
		}
	}
	if len(like) == 1 {
		return like[0], nil
	}
	if len(like) > 1 {
		return nil, catalog.Errorf("speaking.pa-many", name)
	}
	return nil, catalog.Errorf("speaking.pa-none", name, strings.Join(names, ", "))
}

// Name returns "sound device <name>".
func (o *PAOutput) Name() string { return "sound device " + o.name }

// playFailed says that playing on the sound device failed.
func (o *PAOutput) playFailed(err error) error {
	return catalog.Errorf("speaking.play-device", o.name, err)
}

// SampleRate returns DefaultSampleRate.
func (o *PAOutput) SampleRate() int { return DefaultSampleRate }

// Play writes src to the device, blocking as the device plays.
func (o *PAOutput) Play(ctx context.Context, src Source) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.stream == nil {
		return catalog.Errorf("speaking.pa-closed")
	}
	n := 0
	flush := func() error {
		for i := n; i < len(o.buf); i++ {
			o.buf[i] = 0
		}
		n = 0
		if err := o.stream.Write(); err != nil && !errors.Is(err, portaudio.OutputUnderflowed) {
			return catalog.Errorf("speaking.pa-write", o.name, err)
		}
		return nil
	}
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		frames, err := src.ReadFrames()
		if errors.Is(err, io.EOF) {
			if n > 0 {
				return flush()
			}
			return nil
		}
		if err != nil {
			return err
		}
		for i := 0; i+1 < len(frames); i += 2 {
			o.buf[n] = frames[i]
			if o.channels == 2 {
				o.buf[n+1] = frames[i+1]
			}
			n += o.channels
			if n == len(o.buf) {
				if err := flush(); err != nil {
					return err
				}
			}
		}
	}
}

// Close stops the stream and releases PortAudio.
func (o *PAOutput) Close() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.stream == nil {
		return nil
	}
	err := o.stream.Stop()
	if cerr := o.stream.Close(); err == nil {
		err = cerr
	}
	o.stream = nil
	_ = portaudio.Terminate()
	return err
}
