package main

import (
	"github.com/spf13/pflag"

	"github.com/blindchess/blindchess/internal/session"
	"github.com/blindchess/blindchess/internal/voice"
)

// addAudioFlags adds the microphone's flags; record only for play.
func addAudioFlags(f *pflag.FlagSet, o *session.AudioOptions, record bool) {
	if record {
		f.BoolVar(&o.Record, "record", false, "record the table's microphone into the game folder, one WAV file per move (Annex D.2.7); see blindchess recording")
	}
	what := "say the requests (time, moves, repeat) instead of typing them"
	if record {
		what = "say moves (each is said back and counts only after yes) and requests (time, moves, repeat, draw, press) instead of typing them"
	}
	f.BoolVar(&o.VoiceInput, "voice-input", false, what+"; offline recognition (pocketsphinx)")
	f.StringVar(&o.Microphone, "microphone", "", "the microphone `NAME` (blindchess microphones lists them; a part of the name will do), or a WAV FILE used as the microphone at the pace it was recorded (tests, demonstrations); default: the default input")
	f.DurationVar(&o.Pause, "voice-pause", voice.DefaultPause, "with --voice-input: the silence that ends what is said")
}
