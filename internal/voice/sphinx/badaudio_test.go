//go:build cgo && !nopocketsphinx

package sphinx

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestBadAudioGivesNoMove: silence, white noise, a clipped square wave and
// a move drowned in clipping give no words (the table then says "nicht
// verstanden"), never a move, and clipping is reported as such (the
// session says to turn the microphone down); a move said plainly still
// gives its words.
func TestBadAudioGivesNoMove(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	start, err := rules.ParseFEN(rules.StartFEN)
	if err != nil {
		t.Fatal(err)
	}
	second := capture.Rate
	rng := rand.New(rand.NewPCG(1, 2))
	noise := make([]int16, 2*second)
	for i := range noise {
		noise[i] = int16(rng.IntN(20000) - 10000)
	}
	square := make([]int16, 2*second)
	for i := range square {
		square[i] = 32767
		if i/40%2 == 0 {
			square[i] = -32768
		}
	}
	clipped := append([]int16(nil), spoken(t, "Ich hole mir einen Kaffee")...)
	for i := range clipped {
		clipped[i] = int16(max(min(int32(clipped[i])*20, 32767), -32768))
	}
	clippedMove := append([]int16(nil), spoken(t, "Eva vier")...)
	for i := range clippedMove {
		clippedMove[i] = int16(max(min(int32(clippedMove[i])*20, 32767), -32768))
	}
	tests := []struct {
		name    string
		pcm     []int16
		want    string
		clipped bool // an utterance is reported as clipped
	}{
		{"silence", make([]int16, 2*second), "", false},
		{"white noise", noise, "", false},
		{"a clipped square wave", square, "", true},
		{"clipped conversation", clipped, "", true},
		{"a clipped move", clippedMove, "", true},
		{"a move said plainly", spoken(t, "Springer Felix drei"), "voice springer felix drei", false},
	}
	vocab := voice.Vocab{Style: phonetic.AnnexD, Lang: voice.German}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := New(vocab, t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			l := NewListener(r, 0)
			l.SetState(start, true)
			pcm := append(append(make([]int16, second/2), tc.pcm...), make([]int16, second)...)
			var got []string
			clipped := false
			t0 := time.Now()
			for i := 0; i < len(pcm); i += capture.ChunkSamples {
				end := min(i+capture.ChunkSamples, len(pcm))
				err := l.Process(pcm[i:end], t0.Add(time.Duration(end)*time.Second/capture.Rate), func(h Heard) {
					clipped = clipped || h.Clipped
					if h.Words != "" || tc.want != "" {
						got = append(got, h.Line())
					}
				})
				if err != nil {
					t.Fatal(err)
				}
			}
			if clipped != tc.clipped {
				t.Errorf("clipped %v, want %v", clipped, tc.clipped)
			}
			switch {
			case tc.want == "" && len(got) > 0:
				t.Errorf("heard %q in %s, want nothing", got, tc.name)
			case tc.want != "" && (len(got) != 1 || got[0] != tc.want):
				t.Errorf("heard %q, want %q", got, tc.want)
			}
		})
	}
}
