package voice_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/blindchess/blindchess/internal/capture"
	. "github.com/blindchess/blindchess/internal/voice"
)

// tone is a 440 Hz sine of amplitude amp for seconds.
func tone(amp float64, seconds float64) []int16 {
	pcm := make([]int16, int(seconds*capture.Rate))
	for i := range pcm {
		pcm[i] = int16(amp * math.Sin(2*math.Pi*440*float64(i)/capture.Rate))
	}
	return pcm
}

// TestAssessTellsBadAudio: silence, a whisper of sound, steady noise and
// clipping are told apart from a recording that may hold speech (a loud
// sound between quiet ones).
func TestAssessTellsBadAudio(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	noise := make([]int16, capture.Rate)
	for i := range noise {
		noise[i] = int16(rng.IntN(8000) - 4000)
	}
	square := make([]int16, capture.Rate)
	for i := range square {
		square[i] = 32767
		if i/40%2 == 0 {
			square[i] = -32768
		}
	}
	quiet := make([]int16, capture.Rate/2)
	speechLike := append(append(append([]int16(nil), quiet...), tone(8000, 0.5)...), quiet...)
	loudTone := append(append(append([]int16(nil), quiet...), tone(32767, 0.5)...), quiet...)
	tests := []struct {
		name string
		pcm  []int16
		want Fault
	}{
		{"empty", nil, FaultSilent},
		{"shorter than a frame", make([]int16, 100), FaultSilent},
		{"digital silence", make([]int16, capture.Rate), FaultSilent},
		{"a whisper below -55 dBFS", append(append([]int16(nil), quiet...), tone(30, 0.5)...), FaultSilent},
		{"steady noise", noise, FaultNoSpeech},
		{"a clipped square wave", square, FaultClipped},
		{"a sound that reaches full scale", loudTone, FaultClipped},
		{"a click of 50 ms", append(append(append([]int16(nil), quiet...), tone(8000, 0.05)...), quiet...), FaultTooShort},
		{"a sound between quiet ones", speechLike, FaultNone},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Assess(tc.pcm); got != tc.want {
				t.Errorf("Assess = %d, want %d", got, tc.want)
			}
		})
	}
}
