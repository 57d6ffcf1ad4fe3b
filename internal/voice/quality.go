package voice

// Fault is what is wrong with a recording that makes it useless for
// recognition: nothing said in it, or sound too loud to be speech.
type Fault int

const (
	// FaultNone: the recording may hold speech; the recogniser decides.
	FaultNone Fault = iota
	// FaultSilent: no frame rises above SilentLevel: nothing said, or a
	// microphone turned down or muted.
	FaultSilent
	// FaultNoSpeech: sound, but its loudest frame is less than SpeechRise
	// above its quietest: a steady noise (hum, hiss, a fan), no speech.
	FaultNoSpeech
	// FaultClipped: more than ClippedShare of the samples are at full
	// scale: the microphone's volume is too high, and what was said is
	// distorted beyond recognition.
	FaultClipped
	// FaultTooShort: the sound above the background lasts less than
	// MinSpeech: a click or a knock, or a recording cut off, never a
	// word.
	FaultTooShort
)

// MinSpeech is the shortest sound Assess takes for speech, in 10 ms
// frames: 120 ms, above the endpointer's click (80 ms) and below the
// shortest word of the vocabulary (espeak-ng's "ja" and "ano" at rate 1.5
// take 200 ms).
const MinSpeech = 12

// The limits of Assess. A 20 ms frame of speech at a normal distance from
// a microphone is at -40 to -10 dBFS; the endpointer takes speech from
// 12 dB above the background. Clipped: 1 sample in 100 at full scale
// (espeak-ng's loudest speech has none; a clipped microphone has many).
const (
	SilentLevel  = -55.0 // dBFS
	SpeechRise   = 12.0  // dB above the background
	ClippedShare = 0.01
	// FullScale is the magnitude from which a sample counts as clipped.
	FullScale = 32700
)

// Assess tells what is wrong with pcm (16 kHz mono), if anything.
func Assess(pcm []int16) Fault {
	if len(pcm) == 0 {
		return FaultSilent
	}
	clipped := 0
	for _, s := range pcm {
		if s >= FullScale || s <= -FullScale {
			clipped++
		}
	}
	if float64(clipped) > ClippedShare*float64(len(pcm)) {
		return FaultClipped
	}
	var levels []float64
	for i := 0; i+FrameSamples <= len(pcm); i += FrameSamples {
		levels = append(levels, Level(pcm[i:i+FrameSamples])) // 10 ms each
	}
	if len(levels) == 0 {
		return FaultSilent
	}
	quiet, loud := levels[0], levels[0]
	for _, l := range levels {
		quiet, loud = min(quiet, l), max(loud, l)
	}
	switch {
	case loud < SilentLevel:
		return FaultSilent
	case loud-quiet < SpeechRise:
		return FaultNoSpeech
	}
	above := 0
	for _, l := range levels {
		if l >= quiet+SpeechRise {
			above++
		}
	}
	if above < MinSpeech {
		return FaultTooShort
	}
	return FaultNone
}
