package speech

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"runtime"
	"strings"
	"time"
)

// Voices lists the names Open accepts, "auto" first.
func Voices() []string {
	return []string{"auto", "clips", "speechd", "espeak", "say", "sapi", "text"}
}

// Config says which backend Open should build.
type Config struct {
	// Voice is one of Voices(); "" means auto.
	Voice string
	// Clips is the embedded clip set (audio.Clips()).
	Clips fs.FS
	// WAV, when not empty, renders into this WAV file instead of the sound
	// card (voice clips — the default — or espeak).
	WAV string
	// Text receives the lines of the text voice, and what no voice can say.
	Text io.Writer
	// DeviceTimeout bounds waiting for the sound card (0: 3 s).
	DeviceTimeout time.Duration
	// Device, when not empty, names the sound device to play on
	// (Speakers lists them), through PortAudio: voice clips (auto) or
	// espeak, rendered by blindchess itself.
	Device string
}

// Opened is a backend Open built, with a sentence for the user saying
// which one it is and why.
type Opened struct {
	Backend Backend
	// Voice is the voice chosen ("speechd", "clips", …).
	Voice string
	// Note tells the user what was chosen, e.g. "speech: clips on the
	// sound card (speech-dispatcher not reachable: …)".
	Note string
}

// Open builds the backend cfg asks for. "auto" picks speech-dispatcher
// when it is reachable, else the clips on a sound card, else espeak-ng
// playing on its own (only when this build cannot reach the sound card
// itself), else the system voice (macOS say, Windows SAPI), else text; the
// Note says which it chose and why it skipped the others. A voice named
// explicitly that cannot work is an error.
func Open(cfg Config) (Opened, error) {
	v := strings.ToLower(strings.TrimSpace(cfg.Voice))
	if v == "" {
		v = "auto"
	}
	if cfg.Text == nil {
		cfg.Text = io.Discard
	}
	if cfg.DeviceTimeout <= 0 {
		cfg.DeviceTimeout = 3 * time.Second
	}
	if cfg.WAV != "" {
		return openWAV(cfg, v)
	}
	if cfg.Device != "" {
		return openNamedDevice(cfg, v)
	}
	switch v {
	case "auto":
		return openAuto(cfg), nil
	case "text":
		return Opened{Backend: NewText(cfg.Text), Voice: "text", Note: "speech: text lines"}, nil
	case "speechd":
		d, err := NewSpeechD(true)
		if err != nil {
			return Opened{}, err
		}
		return Opened{Backend: d, Voice: v, Note: "speech: speech-dispatcher at " + d.Address()}, nil
	case "clips":
		b, err := openClipsDevice(cfg)
		if err != nil {
			return Opened{}, err
		}
		return Opened{Backend: b, Voice: v, Note: "speech: recorded clips on the sound card"}, nil
	case "espeak":
		e, err := NewEspeak()
		if err != nil {
			return Opened{}, err
		}
		dev, derr := OpenDevice(cfg.DeviceTimeout)
		if derr == nil {
			return Opened{Backend: NewAudio(e, dev, nil, cfg.Text), Voice: v, Note: "speech: espeak-ng on the sound card"}, nil
		}
		if !errors.Is(derr, ErrNoAudioSupport) {
			// espeak-ng would find no sound card either, and it does not
			// say so (it exits 0): refuse rather than stay silent.
			return Opened{}, fmt.Errorf("espeak-ng: %w", derr)
		}
		d := &EspeakDirect{e: e}
		return Opened{Backend: d, Voice: v, Note: "speech: espeak-ng playing on its own"}, nil
	case "say":
		s, err := NewSay()
		if err != nil {
			return Opened{}, err
		}
		return Opened{Backend: s, Voice: v, Note: "speech: macOS say"}, nil
	case "sapi":
		s, err := NewSAPI()
		if err != nil {
			return Opened{}, err
		}
		return Opened{Backend: s, Voice: v, Note: "speech: Windows SAPI"}, nil
	}
	return Opened{}, fmt.Errorf("unknown voice %q: use one of %s", cfg.Voice, strings.Join(Voices(), ", "))
}

// openClipsDevice builds clips on the sound card, with espeak-ng (if
// installed) for text the clips cannot say.
func openClipsDevice(cfg Config) (Backend, error) {
	if cfg.Clips == nil {
		return nil, errors.New("this build has no clip set")
	}
	c, err := NewClips(cfg.Clips)
	if err != nil {
		return nil, err
	}
	dev, err := OpenDevice(cfg.DeviceTimeout)
	if err != nil {
		return nil, err
	}
	var alt Synth
	if e, err := NewEspeak(); err == nil {
		alt = e
	}
	return NewAudio(c, dev, alt, cfg.Text), nil
}

// openAuto tries the voices in order and always ends with one.
func openAuto(cfg Config) Opened {
	var skipped []string
	note := func(what string) string {
		if len(skipped) == 0 {
			return "speech: " + what
		}
		return "speech: " + what + " (" + strings.Join(skipped, "; ") + ")"
	}
	if runtime.GOOS != "windows" {
		d, err := NewSpeechD(false)
		switch {
		case err == nil:
			return Opened{Backend: d, Voice: "speechd", Note: note("speech-dispatcher at " + d.Address())}
		case errors.Is(err, ErrSpeechDStuck):
			skipped = append(skipped, "speech-dispatcher did not answer: restart it")
		default:
			skipped = append(skipped, "speech-dispatcher not reachable")
		}
	}
	b, err := openClipsDevice(cfg)
	if err == nil {
		return Opened{Backend: b, Voice: "clips", Note: note("recorded clips on the sound card")}
	}
	skipped = append(skipped, "no clips on a sound card: "+err.Error())
	// espeak-ng playing on its own can help only where blindchess itself
	// cannot reach the sound card (a build without cgo); with no sound card
	// it would be silent without saying so.
	if errors.Is(err, ErrNoAudioSupport) {
		if d, err := NewEspeakDirect(); err == nil {
			return Opened{Backend: d, Voice: "espeak", Note: note("espeak-ng")}
		}
		skipped = append(skipped, "no espeak-ng")
	}
	switch runtime.GOOS {
	case "darwin":
		if s, err := NewSay(); err == nil {
			return Opened{Backend: s, Voice: "say", Note: note("macOS say")}
		}
	case "windows":
		if s, err := NewSAPI(); err == nil {
			return Opened{Backend: s, Voice: "sapi", Note: note("Windows SAPI")}
		}
	}
	return Opened{Backend: NewText(cfg.Text), Voice: "text", Note: note("text lines")}
}

// openNamedDevice builds a backend that plays on the sound device
// cfg.Device.
func openNamedDevice(cfg Config, v string) (Opened, error) {
	synth, alt, v, err := renderer(cfg, v, "a sound device is played on with --voice clips or espeak, not %q")
	if err != nil {
		return Opened{}, err
	}
	out, err := OpenPAOutput(cfg.Device)
	if err != nil {
		return Opened{}, err
	}
	return Opened{Backend: NewAudio(synth, out, alt, cfg.Text), Voice: v,
		Note: fmt.Sprintf("speech: %s on %s", synth.Name(), out.Name())}, nil
}

// renderer returns the synthesiser of voice v (clips for auto) and the
// one for what clips cannot say; refusal is the error for another voice.
func renderer(cfg Config, v, refusal string) (synth, alt Synth, voice string, err error) {
	switch v {
	case "auto", "clips":
		if cfg.Clips == nil {
			return nil, nil, "", errors.New("this build has no clip set; use --voice espeak")
		}
		c, err := NewClips(cfg.Clips)
		if err != nil {
			return nil, nil, "", err
		}
		if e, err := NewEspeak(); err == nil {
			alt = e
		}
		return c, alt, "clips", nil
	case "espeak":
		e, err := NewEspeak()
		if err != nil {
			return nil, nil, "", err
		}
		return e, nil, "espeak", nil
	}
	return nil, nil, "", fmt.Errorf(refusal, v)
}

// openWAV builds a backend that renders into a WAV file.
func openWAV(cfg Config, v string) (Opened, error) {
	var synth, alt Synth
	switch v {
	case "auto", "clips":
		if cfg.Clips == nil {
			return Opened{}, errors.New("this build has no clip set; use --voice espeak")
		}
		c, err := NewClips(cfg.Clips)
		if err != nil {
			return Opened{}, err
		}
		synth, v = c, "clips"
		if e, err := NewEspeak(); err == nil {
			alt = e
		}
	case "espeak":
		e, err := NewEspeak()
		if err != nil {
			return Opened{}, err
		}
		synth = e
	default:
		return Opened{}, fmt.Errorf("a WAV file can be rendered with --voice clips or espeak, not %q", v)
	}
	out, err := CreateWAV(cfg.WAV, DefaultSampleRate, UtterancePause)
	if err != nil {
		return Opened{}, err
	}
	return Opened{Backend: NewAudio(synth, out, alt, cfg.Text), Voice: v,
		Note: fmt.Sprintf("speech: %s into %s", synth.Name(), cfg.WAV)}, nil
}
