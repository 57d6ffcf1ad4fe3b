package speech

import (
	"errors"
	"io"
	"io/fs"
	"runtime"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
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
	// sound card (speech-dispatcher not reachable: …)", in English.
	Note string
	// Said is the Note as a sentence of the catalogs, for saying it in the
	// session's language (catalog.Catalog.Error).
	Said error
}

// opened is an Opened with its note, the sentence key what (filled with
// args) after "speech: ", and the voices skipped before it.
func opened(b Backend, voice string, skipped []error, what string, args ...any) Opened {
	said := catalog.Errorf("speaking.note", catalog.Errorf(what, args...))
	if len(skipped) > 0 {
		said = catalog.Errorf("speaking.note-skipped", catalog.Errorf(what, args...), joined(skipped))
	}
	return Opened{Backend: b, Voice: voice, Note: said.Error(), Said: said}
}

// joined is a list of reasons, said one after the other with "; ".
type joined []error

// Error says the reasons in English.
func (j joined) Error() string { return j.SayIn(catalog.For(catalog.English)) }

// Unwrap returns the reasons.
func (j joined) Unwrap() []error { return j }

// SayIn says the reasons in the language of c.
func (j joined) SayIn(c catalog.Catalog) string {
	parts := make([]string, len(j))
	for i, e := range j {
		parts[i] = c.Error(e)
	}
	return strings.Join(parts, "; ")
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
		return opened(NewText(cfg.Text), "text", nil, "speaking.what-text"), nil
	case "speechd":
		d, err := NewSpeechD(true)
		if err != nil {
			return Opened{}, err
		}
		return opened(d, v, nil, "speaking.what-speechd", d.Address()), nil
	case "clips":
		b, err := openClipsDevice(cfg)
		if err != nil {
			return Opened{}, err
		}
		return opened(b, v, nil, "speaking.what-clips"), nil
	case "espeak":
		e, err := NewEspeak()
		if err != nil {
			return Opened{}, err
		}
		dev, derr := OpenDevice(cfg.DeviceTimeout)
		if derr == nil {
			return opened(NewAudio(e, dev, nil, cfg.Text), v, nil, "speaking.what-espeak-card"), nil
		}
		if !errors.Is(derr, ErrNoAudioSupport) {
			// espeak-ng would find no sound card either, and it does not
			// say so (it exits 0): refuse rather than stay silent.
			return Opened{}, catalog.Errorf("speaking.espeak-no-card", derr)
		}
		d := &EspeakDirect{e: e}
		return opened(d, v, nil, "speaking.what-espeak-own"), nil
	case "say":
		s, err := NewSay()
		if err != nil {
			return Opened{}, err
		}
		return opened(s, v, nil, "speaking.what-say"), nil
	case "sapi":
		s, err := NewSAPI()
		if err != nil {
			return Opened{}, err
		}
		return opened(s, v, nil, "speaking.what-sapi"), nil
	}
	return Opened{}, catalog.Errorf("speaking.unknown-voice", cfg.Voice, strings.Join(Voices(), ", "))
}

// openClipsDevice builds clips on the sound card, with espeak-ng (if
// installed) for text the clips cannot say.
func openClipsDevice(cfg Config) (Backend, error) {
	if cfg.Clips == nil {
		return nil, catalog.Errorf("speaking.no-clip-set")
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
	var skipped []error
	if runtime.GOOS != "windows" {
		d, err := NewSpeechD(false)
		switch {
		case err == nil:
			return opened(d, "speechd", skipped, "speaking.what-speechd", d.Address())
		case errors.Is(err, ErrSpeechDStuck):
			skipped = append(skipped, catalog.Errorf("speaking.skip-speechd-stuck"))
		default:
			skipped = append(skipped, catalog.Errorf("speaking.skip-speechd"))
		}
	}
	b, err := openClipsDevice(cfg)
	if err == nil {
		return opened(b, "clips", skipped, "speaking.what-clips")
	}
	skipped = append(skipped, clipsSkipped(err))
	// espeak-ng playing on its own can help only where blindchess itself
	// cannot reach the sound card (a build without cgo); with no sound card
	// it would be silent without saying so.
	if errors.Is(err, ErrNoAudioSupport) {
		if d, err := NewEspeakDirect(); err == nil {
			return opened(d, "espeak", skipped, "speaking.what-espeak")
		}
		skipped = append(skipped, catalog.Errorf("speaking.skip-espeak"))
	}
	switch runtime.GOOS {
	case "darwin":
		if s, err := NewSay(); err == nil {
			return opened(s, "say", skipped, "speaking.what-say")
		}
	case "windows":
		if s, err := NewSAPI(); err == nil {
			return opened(s, "sapi", skipped, "speaking.what-sapi")
		}
	}
	return opened(NewText(cfg.Text), "text", skipped, "speaking.what-text")
}

// clipsSkipped is the note's reason for skipping the clips on a sound
// card. The sound card's own message (ALSA's, in English, with device
// names) is left out: it would be the first thing a screen reader reads
// in every session on a machine without sound. --voice clips gives it in
// full.
func clipsSkipped(err error) error {
	if errors.Is(err, ErrNoSoundCard) {
		err = ErrNoSoundCard
	}
	return catalog.Errorf("speaking.skip-clips", err)
}

// openNamedDevice builds a backend that plays on the sound device
// cfg.Device.
func openNamedDevice(cfg Config, v string) (Opened, error) {
	synth, alt, v, err := renderer(cfg, v, "speaking.device-voice")
	if err != nil {
		return Opened{}, err
	}
	out, err := OpenPAOutput(cfg.Device)
	if err != nil {
		return Opened{}, err
	}
	return opened(NewAudio(synth, out, alt, cfg.Text), v, nil, "speaking.what-device", synth.Name(), out.Name()), nil
}

// renderer returns the synthesiser of voice v (clips for auto) and the
// one for what clips cannot say; refusal is the catalog key of the error
// for another voice.
func renderer(cfg Config, v, refusal string) (synth, alt Synth, voice string, err error) {
	switch v {
	case "auto", "clips":
		if cfg.Clips == nil {
			return nil, nil, "", catalog.Errorf("speaking.no-clip-set-wav")
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
	return nil, nil, "", catalog.Errorf(refusal, v)
}

// openWAV builds a backend that renders into a WAV file.
func openWAV(cfg Config, v string) (Opened, error) {
	var synth, alt Synth
	switch v {
	case "auto", "clips":
		if cfg.Clips == nil {
			return Opened{}, catalog.Errorf("speaking.no-clip-set-wav")
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
		return Opened{}, catalog.Errorf("speaking.wav-voice", v)
	}
	out, err := CreateWAV(cfg.WAV, DefaultSampleRate, UtterancePause)
	if err != nil {
		return Opened{}, err
	}
	return opened(NewAudio(synth, out, alt, cfg.Text), v, nil, "speaking.what-wav", synth.Name(), cfg.WAV), nil
}
