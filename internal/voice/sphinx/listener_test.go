//go:build cgo && !nopocketsphinx

package sphinx

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// spoken is text said by espeak-ng in German, at 16 kHz.
func spoken(t *testing.T, text string) []int16 {
	t.Helper()
	return spokenIn(t, "de", text)
}

// spokenIn is text said by espeak-ng's voice v ("de", "en", "cs"), at
// 16 kHz.
func spokenIn(t *testing.T, v, text string) []int16 {
	t.Helper()
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng is not installed (make deps installs it)")
	}
	path := filepath.Join(t.TempDir(), "s.wav")
	if b, err := exec.Command("espeak-ng", "-v", v, "-w", path, text).CombinedOutput(); err != nil {
		t.Fatalf("espeak-ng: %v %s", err, b)
	}
	pcm, err := capture.ReadAnyWAV(path)
	if err != nil {
		t.Fatal(err)
	}
	return pcm
}

// runListener runs l until the test ends. It returns next, which gives
// the next utterance heard (failing the test when the listener stops or
// hears nothing within 10 s), and the channel of what is heard, for a
// test that nothing is.
func runListener(t *testing.T, l *Listener) (next func() Heard, heard <-chan Heard) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	ch := make(chan Heard, 4)
	errc := make(chan error, 1)
	done := make(chan struct{})
	go func() {
		defer close(done)
		errc <- l.Run(ctx, func(h Heard) {
			select {
			case ch <- h:
			case <-ctx.Done():
			}
		})
	}()
	// Run must have returned before the recogniser is closed (the
	// cleanup germanListener registered runs after this one): closing it
	// while Run is inside the decoder frees what the decoder is using.
	t.Cleanup(func() {
		cancel()
		<-done
	})
	return func() Heard {
		t.Helper()
		select {
		case h := <-ch:
			return h
		case err := <-errc:
			t.Fatalf("listener stopped: %v", err)
		case <-time.After(10 * time.Second):
			t.Fatal("nothing heard in 10 s")
		}
		return Heard{}
	}, ch
}

// germanListener returns a listener of the German Annex D words at the
// starting position, and that position; its recogniser is closed when
// the test ends.
func germanListener(t *testing.T) (*Listener, rules.Position) {
	t.Helper()
	r, err := New(voice.Vocab{Style: phonetic.AnnexD, Lang: voice.German}, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Close)
	l := NewListener(r, 0)
	start := rules.StartPosition()
	l.SetState(start, false)
	return l, start
}

// TestListener: a move and its confirmation said into the microphone, with
// pauses, come out as the table's lines; the confirmation word is heard
// only once the table waits for it; a confirmation and a request end at
// the whole pause, a move that nothing can follow at the early one.
func TestListener(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	move := spoken(t, "Springer Felix drei")
	yes := spoken(t, "ja")
	l, start := germanListener(t)
	next, heard := runListener(t, l)
	// feed gives the listener the parts, paced as a microphone delivers
	// them (20 ms each) or at once.
	feed := func(paced bool, parts ...[]int16) {
		for _, p := range parts {
			for i := 0; i < len(p); i += capture.ChunkSamples {
				l.Feed(p[i:min(i+capture.ChunkSamples, len(p))])
				if paced {
					time.Sleep(20 * time.Millisecond)
				}
			}
		}
	}
	silence := make([]int16, capture.Rate/2)
	// A whole move that nothing can follow ends at the early pause.
	fed := make(chan struct{})
	go func() {
		defer close(fed)
		feed(true, silence, move, silence)
	}()
	if h := next(); h.Line() != "voice springer felix drei" || !h.Early {
		t.Fatalf("heard %q (early %v), want the move at the early pause", h.Line(), h.Early)
	} else if h.Latency > 2*time.Second {
		t.Errorf("latency %v", h.Latency)
	} else {
		t.Logf("live latency, end of speech to result (the %v early pause included): %v", voice.DefaultEarlyPause, h.Latency.Round(time.Millisecond))
	}
	<-fed // the rest of the silence, before the yes (Feed is called from one goroutine)
	l.SetState(start, true)
	feed(false, yes, silence)
	if h := next(); h.Line() != "voice ja" || h.Early {
		t.Fatalf("heard %q (early %v), want the confirmation as a whole utterance, after the whole pause", h.Line(), h.Early)
	}
	// A request too counts only as a whole utterance: the whole pause is
	// waited for, so that the beginning of a sentence heard as a request
	// is not answered before the rest of it shows it for conversation.
	l.SetState(start, false)
	feed(false, spoken(t, "Zeit"), silence)
	if h := next(); h.Line() != "voice zeit" || h.Early {
		t.Fatalf("heard %q (early %v), want the request as a whole utterance, after the whole pause", h.Line(), h.Early)
	}
	// A move followed at once by more speech (the move ended at its early
	// pause, the speech began again within the whole pause) was the
	// beginning of longer speech: the move is dropped ("voice" alone).
	l.SetState(start, false)
	go feed(true, silence, move, make([]int16, capture.Rate*2/10), spoken(t, "Ich hole mir einen Kaffee"), silence)
	if h := next(); h.Line() != "voice springer felix drei" || !h.Early {
		t.Fatalf("heard %q (early %v), want the move at the early pause", h.Line(), h.Early)
	}
	if h := next(); h.Line() != "voice" || !h.Resumed {
		t.Fatalf("heard %q (resumed %v) after the move, want the speech that went on heard as nothing", h.Line(), h.Resumed)
	}
	time.Sleep(600 * time.Millisecond)
	// A move that gives check may still take its check word: the whole
	// pause is waited for.
	promote, _ := rules.ParseFEN("k7/4P3/8/8/8/8/8/4K3 w - - 0 1")
	l.SetState(promote, false)
	feed(false, spoken(t, "Eva acht Dame"), silence)
	if h := next(); h.Line() != "voice eva acht dame" || h.Early {
		t.Fatalf("heard %q (early %v), want the move after the whole pause", h.Line(), h.Early)
	}
	feed(false, spoken(t, "Eva acht Dame Schach"), silence)
	if h := next(); h.Line() != "voice eva acht dame schach" || !h.Early {
		t.Fatalf("heard %q (early %v), want the move with its check word at the early pause", h.Line(), h.Early)
	}
	// A click is no utterance; nothing more is heard.
	click := make([]int16, 480)
	for i := range click {
		click[i] = 20000
	}
	feed(false, click, silence, silence)
	select {
	case h := <-heard:
		t.Fatalf("heard %q in a click", h.Line())
	case <-time.After(500 * time.Millisecond):
	}
}

// processAll gives l the parts in the microphone's 20 ms chunks through
// Process, on a clock that runs with the audio; before the chunk that
// holds sample act it calls do with the time of sample act on that
// clock (act < 0: never). It returns the lines heard.
func processAll(t *testing.T, l *Listener, act int, do func(at time.Time), parts ...[]int16) []string {
	t.Helper()
	var pcm []int16
	for _, p := range parts {
		pcm = append(pcm, p...)
	}
	var got []string
	t0 := time.Now()
	for i := 0; i < len(pcm); i += capture.ChunkSamples {
		end := min(i+capture.ChunkSamples, len(pcm))
		if act >= i && act < end {
			do(t0.Add(time.Duration(act) * time.Second / capture.Rate))
		}
		at := t0.Add(time.Duration(end) * time.Second / capture.Rate)
		if err := l.Process(pcm[i:end], at, func(h Heard) { got = append(got, h.Line()) }); err != nil {
			t.Fatal(err)
		}
	}
	return got
}

// TestListenerPushToTalkPressedAsSpeechBegins: with push-to-talk, a move
// whose speech began just before the key was pressed (the player spoke
// as he pressed) is heard whole; a press long after the speech began
// opens the microphone for the next utterance only; speech with no press
// is not heard.
func TestListenerPushToTalkPressedAsSpeechBegins(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	move := spoken(t, "Springer Felix drei")
	quiet := make([]int16, capture.Rate/2)
	ms := func(n int) int { return len(quiet) + n*capture.Rate/1000 } // n ms after the speech began
	tests := []struct {
		name  string
		press int // the sample before which the key is pressed (-1: none)
		parts [][]int16
		want  []string
	}{
		{"pressed before speaking", len(quiet) / 2, [][]int16{quiet, move, quiet}, []string{"voice springer felix drei"}},
		{"pressed 100 ms after the speech began", ms(100), [][]int16{quiet, move, quiet}, []string{"voice springer felix drei"}},
		{"pressed 700 ms after the speech began", ms(700), [][]int16{quiet, move, quiet}, []string{"voice springer felix drei"}},
		{"speech from the first sample, pressed at once", 0, [][]int16{move, quiet}, []string{"voice springer felix drei"}},
		{"no press", -1, [][]int16{quiet, move, quiet}, nil},
		// The press comes 1.1 s after the speech began, while it goes
		// on: not this utterance, but the next.
		{"pressed while talking, then the move", ms(1100), [][]int16{quiet, move, move, quiet, move, quiet}, []string{"voice springer felix drei"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, _ := germanListener(t)
			l.PushToTalk = true
			got := processAll(t, l, tc.press, func(at time.Time) { l.Open(at, at.Add(time.Hour)) }, tc.parts...)
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("heard %q, want %q", got, tc.want)
			}
		})
	}
}

// TestListenerPushToTalkBehind: a recogniser far behind the microphone
// gets the presses of the push-to-talk key before the audio said around
// them. Each press opens one utterance said after it by the microphone's
// clock (or begun at most a second before it and going on when it
// came), in the order pressed (two presses with no speech between them
// open one); what was said before a press is not heard. Until session 21 a press opened the next utterance the
// recogniser got to, however long before the press it was said.
func TestListenerPushToTalkBehind(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	move := spoken(t, "Springer Felix drei")
	other := spoken(t, "Eva vier")
	quiet := make([]int16, capture.Rate)
	sec := func(f float64) time.Duration { return time.Duration(f * float64(time.Second)) }
	moveLen := sec(float64(len(move)) / capture.Rate)
	tests := []struct {
		name string
		// presses are the instants of the presses, from the first
		// sample; the listener gets them all before any audio.
		presses []time.Duration
		parts   [][]int16
		want    []string
	}{
		{"the move said before the press, the other after it", []time.Duration{sec(1) + moveLen + sec(0.5)},
			[][]int16{quiet, move, quiet, other, quiet}, []string{"voice eva vier"}},
		{"a press after all the speech", []time.Duration{sec(3) + moveLen + sec(1)},
			[][]int16{quiet, move, quiet, other, quiet}, nil},
		{"the press 300 ms into the move", []time.Duration{sec(1.3)},
			[][]int16{quiet, move, quiet, other, quiet}, []string{"voice springer felix drei"}},
		{"two presses, an utterance after each", []time.Duration{sec(0.5), sec(1.5) + moveLen},
			[][]int16{quiet, move, quiet, other, quiet}, []string{"voice springer felix drei", "voice eva vier"}},
		{"two presses before the move: one utterance", []time.Duration{sec(0.3), sec(0.6)},
			[][]int16{quiet, move, quiet, other, quiet}, []string{"voice springer felix drei"}},
		{"a press whose 10 s passed before the move", []time.Duration{sec(0.2)},
			[][]int16{quiet, make([]int16, 10*capture.Rate), move, quiet}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, _ := germanListener(t)
			l.PushToTalk = true
			got := processAll(t, l, 0, func(at time.Time) {
				for _, p := range tc.presses {
					l.Open(at.Add(p), at.Add(p+10*time.Second))
				}
			}, tc.parts...)
			for i, g := range got {
				got[i], _, _ = strings.Cut(g, " "+voice.RunnerUpBar+" ") // the runner-up is not what this is about
			}
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("heard %q, want %q", got, tc.want)
			}
		})
	}
}

// TestListenerRestart: a microphone taken up again while a move was being
// said drops the words before it, and the move the new stream begins
// with, at its first sample, is heard whole.
func TestListenerRestart(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	move := spoken(t, "Springer Felix drei")
	l, _ := germanListener(t)
	quiet := make([]int16, capture.Rate/2)
	half := move[:len(move)/2]
	got := processAll(t, l, len(quiet)+len(half), func(time.Time) { l.Restart() }, quiet, half, move, quiet)
	if want := []string{"voice springer felix drei"}; strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("heard %q, want %q", got, want)
	}
}
