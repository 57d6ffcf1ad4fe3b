package voice

import (
	"math"
	"time"
)

// FrameSamples is the endpointer's frame: 10 ms at 16 kHz.
const FrameSamples = 160

// Endpointer cuts a stream of 16 kHz mono audio into utterances by its
// energy: speech begins when the frames are clearly louder than the
// background (which it follows as it changes), and ends after a pause.
// The background is first taken from the quietest frame of the stream's
// first LearnFrames frames (or of those up to the first frame of digital
// silence, as quiet as a frame can be), which are then judged against it:
// a stream whose speech begins at its first sample (a recording used as
// the microphone, a microphone plugged in while someone speaks) is heard
// whole, and the background is never learnt from speech alone.
// The zero value is not ready: use NewEndpointer.
type Endpointer struct {
	pauseFrames  int // silent frames that end an utterance
	quietFrames  int // silent frames after which Quiet is reported (0: never)
	maxFrames    int // an utterance is cut after this many frames
	minVoiced    int // voiced frames an utterance needs (shorter ones are clicks)
	prerollLimit int // frames kept from before the speech began

	floor    float64   // the background level, dBFS
	started  bool      // the floor has been set
	learn    [][]int16 // the first frames, kept until the floor is set
	inSpeech bool
	onsetRun int // voiced frames in a row before speech begins
	silence  int // silent frames in a row within speech
	frames   int // frames of the current utterance
	voiced   int // voiced frames of the current utterance
	preroll  [][]int16
	partial  []int16 // samples short of a whole frame
	sample   int64   // samples seen so far
	lastLoud int64   // the sample after the last voiced frame
}

// EndpointerOptions tune an Endpointer; zero fields take the defaults.
type EndpointerOptions struct {
	// Pause is the silence that ends an utterance (default 300 ms).
	Pause time.Duration
	// MaxUtterance cuts an utterance that goes on (default 8 s).
	MaxUtterance time.Duration
	// EarlyPause is the silence after which a Quiet segment tells that the
	// words so far may be complete (default 150 ms; none when it is not
	// shorter than Pause).
	EarlyPause time.Duration
}

// LearnFrames is how many 10 ms frames (500 ms) the endpointer hears
// before it judges any: the quietest of them sets the background. Speech
// that fills them all still has its quieter sounds (stops, fricatives,
// the gaps between words) in them, well below its vowels. Only a stream
// that begins without digital silence waits for them, and only at its
// start: its first utterance begins up to 500 ms late, whole.
const LearnFrames = 50

// DefaultPause is the silence after which an utterance is taken as ended.
const DefaultPause = 300 * time.Millisecond

// DefaultEarlyPause is the silence after which the words heard so far are
// looked at: an utterance that cannot go on (a whole move of the position
// that no other move extends, a request) ends there, before DefaultPause.
const DefaultEarlyPause = 150 * time.Millisecond

// NewEndpointer returns an endpointer with options o.
func NewEndpointer(o EndpointerOptions) *Endpointer {
	if o.Pause <= 0 {
		o.Pause = DefaultPause
	}
	if o.MaxUtterance <= 0 {
		o.MaxUtterance = 8 * time.Second
	}
	if o.EarlyPause <= 0 {
		o.EarlyPause = DefaultEarlyPause
	}
	pause, quiet := max(1, int(o.Pause/(10*time.Millisecond))), max(1, int(o.EarlyPause/(10*time.Millisecond)))
	if quiet >= pause {
		quiet = 0
	}
	return &Endpointer{
		pauseFrames:  pause,
		quietFrames:  quiet,
		maxFrames:    max(10, int(o.MaxUtterance/(10*time.Millisecond))),
		minVoiced:    8,
		prerollLimit: 25,
	}
}

// SegmentKind is what a Segment reports.
type SegmentKind uint8

// The kinds of segment.
const (
	// Begin: an utterance begins; Samples are the audio from shortly
	// before it (the pre-roll) up to now.
	Begin SegmentKind = iota + 1
	// Audio: more audio of the utterance.
	Audio
	// End: the utterance is over; EndOfSpeech is the sample at which its
	// speech ended (before the pause that ended it). Short ends an
	// utterance too short to be speech (a click, a cough): drop it.
	End
	Short
	// Quiet: the speech has paused for the early pause; EndOfSpeech is
	// where it stopped. If the words heard so far cannot go on, the
	// utterance may end here (Cut) without waiting for the whole pause.
	Quiet
)

// Segment is one step of the endpointer's output.
type Segment struct {
	Kind    SegmentKind
	Samples []int16
	// Start is the sample of the stream at which a Begin's Samples begin
	// (it may lie further back than the audio just given: the first
	// frames are judged once the background is known).
	Start       int64
	EndOfSpeech int64
}

// Thresholds above the background, in dB: speech begins above onDB and
// goes on while above offDB.
const (
	onDB    = 12.0
	offDB   = 7.0
	floorDB = -70.0 // the quietest background taken (digital silence is -inf)
)

// Level is the level of a frame of samples in dBFS (0 for a full-scale
// square wave), at least -70 (digital silence).
func Level(frame []int16) float64 { return level(frame) }

// level is the frame's level in dBFS, at least floorDB.
func level(frame []int16) float64 {
	var sum float64
	for _, v := range frame {
		f := float64(v)
		sum += f * f
	}
	if sum == 0 {
		return floorDB
	}
	return max(floorDB, 10*math.Log10(sum/float64(len(frame))/(32768.0*32768.0)))
}

// Push gives the endpointer more audio and returns what it found, in order.
func (e *Endpointer) Push(samples []int16) []Segment {
	var out []Segment
	buf := append(e.partial, samples...)
	i := 0
	for ; i+FrameSamples <= len(buf); i += FrameSamples {
		frame := append([]int16(nil), buf[i:i+FrameSamples]...)
		out = e.frame(frame, out)
	}
	e.partial = append([]int16(nil), buf[i:]...)
	return out
}

// Flush ends an utterance in progress (the audio has ended), judging
// first the frames kept to learn the background if the stream was
// shorter than LearnFrames.
func (e *Endpointer) Flush() []Segment {
	out := e.settle(nil)
	if !e.inSpeech {
		return out
	}
	return e.end(out)
}

// Restart forgets the stream: the utterance in progress is dropped with
// no End, and the background is learnt again from the next LearnFrames
// frames (a microphone taken up again after it was lost, which may hear
// another room or begin mid-word). The sample count goes on.
func (e *Endpointer) Restart() {
	e.Cut()
	e.started, e.learn, e.partial = false, nil, nil
}

// Gap tells the endpointer that audio was lost before the next samples,
// lost samples of it (0: not known): the utterance in progress is dropped
// with no End (as Cut), and so are the frames kept before speech and the
// part of a frame left over, so that nothing before the gap is joined to
// what follows. The background learnt is kept (one still being learnt is
// learnt after the gap); the sample count goes on by lost.
func (e *Endpointer) Gap(lost int64) {
	e.Cut()
	e.partial = nil
	if !e.started {
		e.learn = nil // frames kept to learn the background: learnt anew after the gap
	}
	e.sample += lost
}

// settle sets the floor from the kept first frames, the quietest of them,
// and judges them against it.
func (e *Endpointer) settle(out []Segment) []Segment {
	if e.started || len(e.learn) == 0 {
		return out
	}
	e.floor = 0
	for _, f := range e.learn {
		e.floor = min(e.floor, level(f))
	}
	e.started = true
	kept := e.learn
	e.learn = nil
	e.sample -= int64(len(kept) * FrameSamples)
	for _, f := range kept {
		out = e.frame(f, out)
	}
	return out
}

// frame handles one 10 ms frame.
func (e *Endpointer) frame(frame []int16, out []Segment) []Segment {
	if !e.started {
		e.learn = append(e.learn, frame)
		e.sample += int64(len(frame))
		if len(e.learn) < LearnFrames && level(frame) > floorDB {
			return out
		}
		return e.settle(out)
	}
	lv := level(frame)
	e.sample += int64(len(frame))
	if !e.inSpeech {
		// The background: down at once, up slowly (3 dB a second), so
		// that speech does not become the background.
		if lv < e.floor {
			e.floor = lv
		} else {
			e.floor = min(lv, e.floor+0.03)
		}
		e.preroll = append(e.preroll, frame)
		if len(e.preroll) > e.prerollLimit {
			e.preroll = e.preroll[1:]
		}
		if lv > e.floor+onDB {
			e.onsetRun++
		} else {
			e.onsetRun = 0
		}
		if e.onsetRun < 3 {
			return out
		}
		e.inSpeech, e.silence, e.frames, e.voiced, e.onsetRun = true, 0, len(e.preroll), 3, 0
		var pre []int16
		for _, f := range e.preroll {
			pre = append(pre, f...)
		}
		e.preroll = e.preroll[:0]
		e.lastLoud = e.sample
		return append(out, Segment{Kind: Begin, Samples: pre, Start: e.sample - int64(len(pre))})
	}
	e.frames++
	out = append(out, Segment{Kind: Audio, Samples: frame})
	if lv > e.floor+offDB {
		e.silence = 0
		e.voiced++
		e.lastLoud = e.sample
	} else {
		e.silence++
	}
	if e.silence >= e.pauseFrames || e.frames >= e.maxFrames {
		return e.end(out)
	}
	if e.quietFrames > 0 && e.silence == e.quietFrames && e.voiced >= e.minVoiced {
		out = append(out, Segment{Kind: Quiet, EndOfSpeech: e.lastLoud})
	}
	return out
}

// Cut ends the utterance in progress at once, with no End segment (the
// listener has taken its words after a Quiet); the endpointer waits for
// the next speech. Segments already returned after the Quiet belong to
// the cut utterance.
func (e *Endpointer) Cut() {
	e.inSpeech, e.silence, e.frames, e.voiced, e.onsetRun = false, 0, 0, 0, 0
	e.preroll = e.preroll[:0]
}

// end closes the utterance.
func (e *Endpointer) end(out []Segment) []Segment {
	kind := End
	if e.voiced < e.minVoiced {
		kind = Short
	}
	e.inSpeech, e.silence, e.frames, e.voiced = false, 0, 0, 0
	return append(out, Segment{Kind: kind, EndOfSpeech: e.lastLoud})
}
