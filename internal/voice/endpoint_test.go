package voice

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// piece is a stretch of test audio: a tone (amp > 0) or silence, over a
// background noise of noise amplitude.
type piece struct {
	ms  int
	amp float64
}

func synth(pieces []piece, noise float64, seed uint64) []int16 {
	r := rand.New(rand.NewPCG(seed, 1))
	var out []int16
	n := 0
	for _, p := range pieces {
		for i := 0; i < p.ms*16; i++ {
			v := noise * (r.Float64()*2 - 1)
			if p.amp > 0 {
				v += p.amp * math.Sin(2*math.Pi*440*float64(n)/16000)
			}
			out = append(out, int16(max(-32768, min(32767, v))))
			n++
		}
	}
	return out
}

// utterance is what a test expects: the sample where speech ended, within
// 10 ms, and whether it was too short.
type utterance struct {
	endMS int
	short bool
}

func TestEndpointer(t *testing.T) {
	tests := []struct {
		name   string
		pieces []piece
		noise  float64
		opts   EndpointerOptions
		want   []utterance
	}{
		{"one word in silence", []piece{{500, 0}, {600, 8000}, {500, 0}}, 0, EndpointerOptions{}, []utterance{{1100, false}}},
		{"words with a short gap are one utterance", []piece{{400, 0}, {300, 8000}, {150, 0}, {300, 8000}, {500, 0}}, 0, EndpointerOptions{}, []utterance{{1150, false}}},
		{"a long gap makes two", []piece{{400, 0}, {300, 8000}, {500, 0}, {300, 8000}, {500, 0}}, 0, EndpointerOptions{}, []utterance{{700, false}, {1500, false}}},
		{"a click is short", []piece{{400, 0}, {40, 8000}, {500, 0}}, 0, EndpointerOptions{}, []utterance{{440, true}}},
		{"speech over background noise", []piece{{800, 0}, {600, 6000}, {600, 0}}, 300, EndpointerOptions{}, []utterance{{1400, false}}},
		{"noise alone is no speech", []piece{{3000, 0}}, 300, EndpointerOptions{}, nil},
		{"a longer pause keeps the gap", []piece{{400, 0}, {300, 8000}, {500, 0}, {300, 8000}, {800, 0}}, 0, EndpointerOptions{Pause: 600 * time.Millisecond}, []utterance{{1500, false}}},
		// The pre-roll counts toward the limit: cut 750 ms after the onset,
		// then every second.
		{"an endless sound is cut", []piece{{300, 0}, {3000, 8000}, {300, 0}}, 0, EndpointerOptions{MaxUtterance: time.Second}, []utterance{{1080, false}, {2080, false}, {3080, false}, {3300, false}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			audio := synth(tc.pieces, tc.noise, 7)
			e := NewEndpointer(tc.opts)
			var segs []Segment
			// Fed in uneven pieces, as a device delivers them.
			for i := 0; i < len(audio); {
				n := min(len(audio)-i, 1+(i*7919)%1700)
				segs = append(segs, e.Push(audio[i:i+n])...)
				i += n
			}
			segs = append(segs, e.Flush()...)
			var got []utterance
			open := false
			total := 0
			for _, s := range segs {
				switch s.Kind {
				case Begin:
					if open {
						t.Fatalf("Begin inside an utterance")
					}
					open = true
					total = len(s.Samples)
				case Audio:
					if !open {
						t.Fatalf("Audio outside an utterance")
					}
					total += len(s.Samples)
				case End, Short:
					if !open {
						t.Fatalf("End outside an utterance")
					}
					open = false
					if total == 0 {
						t.Errorf("utterance without audio")
					}
					got = append(got, utterance{int(s.EndOfSpeech / 16), s.Kind == Short})
				}
			}
			if len(got) != len(tc.want) {
				t.Fatalf("utterances %v, want %v", got, tc.want)
			}
			for i := range got {
				if got[i].short != tc.want[i].short || got[i].endMS < tc.want[i].endMS-10 || got[i].endMS > tc.want[i].endMS+10 {
					t.Errorf("utterance %d: %v, want %v (±10 ms)", i, got[i], tc.want[i])
				}
			}
		})
	}
}

// TestEndpointerQuiet: Quiet comes once per pause, EarlyPause after the
// speech stopped and before the End; after Cut no End comes, and the next
// speech begins a new utterance.
func TestEndpointerQuiet(t *testing.T) {
	word := []piece{{400, 0}, {300, 8000}}
	tests := []struct {
		name   string
		pieces []piece
		opts   EndpointerOptions
		cut    bool
		// want lists the events as "kind@ms" (the audio fed when it came)
		// with the end of speech "/ms".
		want []string
	}{
		{"a word, then the pause", append(word, piece{500, 0}), EndpointerOptions{}, false,
			[]string{"begin@430", "quiet@850/700", "end@1000/700"}},
		{"two words with a gap", append(append(word, piece{200, 0}), piece{300, 8000}, piece{400, 0}), EndpointerOptions{}, false,
			[]string{"begin@430", "quiet@850/700", "quiet@1350/1200", "end@1500/1200"}},
		{"cut at the quiet, then a new utterance", append(append(word, piece{200, 0}), piece{300, 8000}, piece{400, 0}), EndpointerOptions{}, true,
			[]string{"begin@430", "quiet@850/700", "begin@930", "quiet@1350/1200"}},
		{"a click has no quiet", []piece{{400, 0}, {40, 8000}, {500, 0}}, EndpointerOptions{}, false,
			[]string{"begin@430", "short@740/440"}},
		{"an early pause as long as the pause is none", append(word, piece{500, 0}), EndpointerOptions{EarlyPause: 300 * time.Millisecond}, false,
			[]string{"begin@430", "end@1000/700"}},
		{"a shorter early pause", append(word, piece{500, 0}), EndpointerOptions{EarlyPause: 50 * time.Millisecond}, false,
			[]string{"begin@430", "quiet@750/700", "end@1000/700"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			audio := synth(tc.pieces, 0, 7)
			e := NewEndpointer(tc.opts)
			var got []string
			for i := 0; i+FrameSamples <= len(audio); i += FrameSamples {
				at := (i + FrameSamples) / 16
				for _, s := range e.Push(audio[i : i+FrameSamples]) {
					switch s.Kind {
					case Begin:
						got = append(got, fmt.Sprintf("begin@%d", at))
					case Quiet:
						got = append(got, fmt.Sprintf("quiet@%d/%d", at, s.EndOfSpeech/16))
						if tc.cut {
							e.Cut()
						}
					case End:
						got = append(got, fmt.Sprintf("end@%d/%d", at, s.EndOfSpeech/16))
					case Short:
						got = append(got, fmt.Sprintf("short@%d/%d", at, s.EndOfSpeech/16))
					}
				}
			}
			if strings.Join(got, " ") != strings.Join(tc.want, " ") {
				t.Errorf("events\n got %v\nwant %v", got, tc.want)
			}
		})
	}
}

func TestLevel(t *testing.T) {
	tests := []struct {
		frame []int16
		want  float64
	}{
		{make([]int16, 160), floorDB},
		{[]int16{32767, -32768}, 0},
		{[]int16{3277, -3277}, -20},
	}
	for _, tc := range tests {
		if got := level(tc.frame); math.Abs(got-tc.want) > 0.01 {
			t.Errorf("level %v = %.2f, want %.2f", tc.frame[:2], got, tc.want)
		}
	}
}

// TestEndpointerFirstFrames: the background is learnt from the quietest
// of the first frames, never from speech alone, so speech from the first
// sample is heard whole, in a quiet room and in a loud one, and speech
// after silence is cut where it always was. Events are "begin START"
// (the first sample of the Begin's audio, in ms) and "end SPEECH-END"
// ("short" for a click), fed in uneven pieces.
func TestEndpointerFirstFrames(t *testing.T) {
	// word is speech that fills the first 500 ms: two loud syllables with
	// a soft consonant between them, as a recording made with no lead-in.
	word := func(loud, soft float64) []piece {
		return []piece{{300, loud}, {60, soft}, {300, loud}}
	}
	tests := []struct {
		name      string
		pieces    []piece
		noise     float64
		restartMS int // Restart after this much audio (0: none)
		flush     bool
		want      []string
	}{
		{"speech from the first sample, then silence", append(word(8000, 800), piece{500, 0}), 0, 0, false,
			[]string{"begin 0", "end 660"}},
		{"speech from the first sample in a loud room", append(word(12000, 0), piece{800, 0}), 1500, 0, false,
			[]string{"begin 0", "end 660"}},
		{"speech from the first sample, the stream shorter than the learning", []piece{{150, 8000}, {50, 800}, {150, 8000}}, 0, 0, true,
			[]string{"begin 0", "end 350"}},
		{"speech after digital silence as before", []piece{{400, 0}, {300, 8000}, {500, 0}}, 0, 0, false,
			[]string{"begin 180", "end 700"}},
		{"speech after silence in a quiet room", []piece{{800, 0}, {600, 8000}, {600, 0}}, 30, 0, false,
			[]string{"begin 580", "end 1400"}},
		{"speech after silence in a loud room", []piece{{800, 0}, {600, 12000}, {600, 0}}, 1500, 0, false,
			[]string{"begin 580", "end 1400"}},
		{"a loud room alone is no speech", []piece{{3000, 0}}, 1500, 0, false, nil},
		{"a click at the first sample is short", []piece{{40, 8000}, {600, 0}}, 0, 0, false,
			[]string{"begin 0", "short 40"}},
		// The microphone is taken up again mid-word: the utterance in
		// hand is dropped with no end, and the new stream's background
		// is learnt again (its speech, from the first sample, is heard).
		{"restarted mid-word", []piece{{400, 0}, {300, 8000}, {100, 8000}, {60, 800}, {300, 8000}, {600, 0}}, 0, 700, false,
			[]string{"begin 180", "restart", "begin 700", "end 1160"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			audio := synth(tc.pieces, tc.noise, 7)
			e := NewEndpointer(EndpointerOptions{})
			var got []string
			seg := func(segs []Segment) {
				for _, s := range segs {
					switch s.Kind {
					case Begin:
						got = append(got, fmt.Sprintf("begin %d", s.Start/16))
					case End:
						got = append(got, fmt.Sprintf("end %d", s.EndOfSpeech/16))
					case Short:
						got = append(got, fmt.Sprintf("short %d", s.EndOfSpeech/16))
					}
				}
			}
			feed := func(a []int16) {
				for i := 0; i < len(a); {
					n := min(len(a)-i, 1+(i*7919)%1700)
					seg(e.Push(a[i : i+n]))
					i += n
				}
			}
			if tc.restartMS > 0 {
				feed(audio[:tc.restartMS*16])
				e.Restart()
				got = append(got, "restart")
				audio = audio[tc.restartMS*16:]
			}
			feed(audio)
			if tc.flush {
				seg(e.Flush())
			}
			if strings.Join(got, ", ") != strings.Join(tc.want, ", ") {
				t.Errorf("events\n got %v\nwant %v", got, tc.want)
			}
		})
	}
}
