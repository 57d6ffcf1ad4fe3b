package main

import (
	"github.com/spf13/pflag"

	"github.com/blindchess/blindchess/internal/session"
	"github.com/blindchess/blindchess/internal/voice"
)

// addAudioFlags adds the microphone's flags; record only for play.
func addAudioFlags(f *pflag.FlagSet, o *session.AudioOptions, record bool) {
	if record {
		f.BoolVar(&o.Record, "record", false, "")
	}
	f.BoolVar(&o.VoiceInput, "voice-input", false, "")
	f.StringVar(&o.Microphone, "microphone", "", "")
	f.DurationVar(&o.Pause, "voice-pause", voice.DefaultPause, "")
	if record {
		f.StringVar(&o.VoiceKey, "voice-key", "", "")
		f.StringVar(&o.VoiceWarp, "voice-warp", "", "")
	}
}
