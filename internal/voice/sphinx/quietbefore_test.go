//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/voice"
)

// edgeQuiet returns the samples of pcm before its first frame and after
// its last frame above -45 dBFS: espeak-ng's silence around a word.
func edgeQuiet(pcm []int16) (lead, trail int) {
	loud := func(i int) bool { return voice.Level(pcm[i:min(i+voice.FrameSamples, len(pcm))]) > -45 }
	for lead < len(pcm) && !loud(lead) {
		lead += voice.FrameSamples
	}
	end := len(pcm) - voice.FrameSamples
	for end > 0 && !loud(end) {
		end -= voice.FrameSamples
	}
	return lead, len(pcm) - end - voice.FrameSamples
}

// TestListenerQuietBefore: each utterance tells how long it was quiet
// since the speech before it (Heard.QuietBefore): none for the first of
// a stream, the pause between two words said apart for the second (with
// espeak-ng's own silence around the words), none again after Flush.
func TestListenerQuietBefore(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	word := spoken(t, "Zeit")
	lead, trail := edgeQuiet(word)
	l, _ := germanListener(t)
	var hs []Heard
	t0 := time.Now()
	fed := 0
	feed := func(parts ...[]int16) {
		for _, p := range parts {
			for i := 0; i < len(p); i += capture.ChunkSamples {
				end := min(i+capture.ChunkSamples, len(p))
				fed += end - i
				at := t0.Add(time.Duration(fed) * time.Second / capture.Rate)
				if err := l.Process(p[i:end], at, func(h Heard) { hs = append(hs, h) }); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	pause := make([]int16, capture.Rate) // 1 s between the words
	feed(make([]int16, capture.Rate/2), word, pause, word, make([]int16, capture.Rate/2))
	if len(hs) != 2 {
		t.Fatalf("heard %d utterances, want 2", len(hs))
	}
	if hs[0].QuietBefore >= 0 {
		t.Errorf("first utterance: quiet before %v, want none (negative)", hs[0].QuietBefore)
	}
	want := time.Duration(len(pause)+lead+trail) * time.Second / capture.Rate
	if d := hs[1].QuietBefore - want; d < -100*time.Millisecond || d > 100*time.Millisecond {
		t.Errorf("second utterance: quiet before %v, want %v within 100 ms", hs[1].QuietBefore, want)
	}
	if err := l.Flush(func(h Heard) { hs = append(hs, h) }); err != nil {
		t.Fatal(err)
	}
	hs = nil
	feed(make([]int16, capture.Rate/2), word, make([]int16, capture.Rate/2))
	if len(hs) != 1 || hs[0].QuietBefore >= 0 {
		t.Errorf("after Flush: heard %d, quiet before %v, want one utterance with none", len(hs), hs)
	}
}
