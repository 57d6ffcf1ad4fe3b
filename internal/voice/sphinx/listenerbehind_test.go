//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/capture"
)

// TestListenerFeedFarBehind: audio fed faster than the recogniser takes
// it waits in the buffer, 10 s of it (frameQueue); beyond that it is
// dropped until the recogniser has caught up by half, which is told once
// (Behind), and the first chunk taken after it is a gap that counts what
// was lost. Until session 19 Feed dropped audio beyond the buffer in
// silence, chunk by chunk, and what came after was glued to what came
// before.
func TestListenerFeedFarBehind(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	l, _ := germanListener(t)
	behind := 0
	l.Behind = func() { behind++ }
	c := make([]int16, capture.ChunkSamples)
	steps := []struct {
		name   string
		take   int // chunks the recogniser takes first
		feed   int // chunks fed then
		queued int
		lost   int // chunks lost so far
		behind int
	}{
		{"the buffer fills, then drops", 0, frameQueue + 100, frameQueue, 100, 1},
		{"caught up by less than half: still dropped, not told again", 200, 1, frameQueue - 200, 101, 1},
		{"caught up by half: taken", 50, 1, resumeQueue + 1, 0, 1},
		{"and the next", 0, 1, resumeQueue + 2, 0, 1},
	}
	for _, s := range steps {
		for range s.take {
			<-l.frames
		}
		for range s.feed {
			l.Feed(c)
		}
		if len(l.frames) != s.queued || l.lostSamples != int64(s.lost*capture.ChunkSamples) || behind != s.behind {
			t.Fatalf("%s: %d chunks queued, %d samples lost, told %d times; want %d, %d, %d",
				s.name, len(l.frames), l.lostSamples, behind, s.queued, s.lost*capture.ChunkSamples, s.behind)
		}
	}
	var got []chunk
	for len(l.frames) > 0 {
		got = append(got, <-l.frames)
	}
	for i, ch := range got {
		gap, lost := false, int64(0)
		if i == resumeQueue {
			gap, lost = true, 101*capture.ChunkSamples
		}
		if ch.gap != gap || ch.lost != lost || len(ch.samples) != capture.ChunkSamples {
			t.Errorf("chunk %d: gap %v, %d lost, %d samples; want gap %v, %d lost", i, ch.gap, ch.lost, len(ch.samples), gap, lost)
		}
	}
}

// TestListenerGapIsNotGlued: a move whose middle the microphone lost is
// not heard as the move: what came before the gap is dropped, what comes
// after it begins anew. The same audio without the gap is the move.
func TestListenerGapIsNotGlued(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	move := spoken(t, "Springer Felix drei")
	quiet := make([]int16, capture.Rate/2)
	cut := len(move) / 2
	for _, gap := range []bool{false, true} {
		l, _ := germanListener(t)
		var heard []string
		take := func(samples []int16, gap bool) {
			for i := 0; i < len(samples); i += capture.ChunkSamples {
				c := chunk{samples: samples[i:min(i+capture.ChunkSamples, len(samples))], at: time.Now(), gap: gap && i == 0}
				if err := l.take(c, func(h Heard) { heard = append(heard, h.Words) }); err != nil {
					t.Fatal(err)
				}
			}
		}
		take(quiet, false)
		take(move[:cut], false)
		take(move[cut:], gap)
		take(quiet, false)
		take(quiet, false)
		whole := len(heard) == 1 && heard[0] == "springer felix drei"
		if whole == gap {
			t.Errorf("gap %v: heard %q", gap, heard)
		}
	}
}

// TestListenerEndOfStreamBehindAFullBuffer: the end of a recording used
// as the microphone, told while the recogniser is a whole buffer behind,
// still comes after the audio before it: the last move, which no pause
// ends, is heard, and the channel EndOfStream returns is closed once it
// is. Until session 19 the end was a chunk of the buffer, dropped when the
// buffer was full, and the last move was never heard.
func TestListenerEndOfStreamBehindAFullBuffer(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	move := spoken(t, "Springer Felix drei")
	all := append(make([]int16, frameQueue*capture.ChunkSamples-len(move)), move...)
	l, _ := germanListener(t)
	l.Behind = func() { t.Error("audio dropped") }
	for i := 0; i < len(all); i += capture.ChunkSamples {
		l.Feed(all[i:min(i+capture.ChunkSamples, len(all))])
	}
	flushed := l.EndOfStream()
	next, _ := runListener(t, l)
	if h := next(); h.Line() != "voice springer felix drei" {
		t.Errorf("heard %q, want the last move", h.Line())
	}
	select {
	case <-flushed:
	case <-time.After(10 * time.Second):
		t.Error("EndOfStream's channel is not closed once the last move is heard")
	}
}
