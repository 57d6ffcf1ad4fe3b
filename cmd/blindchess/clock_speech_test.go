package main

import (
	"bufio"
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
)

// heldBackend records what it says; while held, Speak waits for release
// (speech that takes its time), so that what comes meanwhile must wait.
type heldBackend struct {
	mu      sync.Mutex
	said    []string
	started chan string
	release chan struct{}
}

func (h *heldBackend) Name() string { return "held" }
func (h *heldBackend) Speak(ctx context.Context, s speech.Speech) error {
	h.mu.Lock()
	h.said = append(h.said, s.Text)
	h.mu.Unlock()
	h.started <- s.Text
	select {
	case <-h.release:
	case <-ctx.Done():
		return ctx.Err()
	}
	return nil
}
func (h *heldBackend) Close() error { return nil }

// wait waits until the backend begins to say something.
func (h *heldBackend) wait(t *testing.T) {
	t.Helper()
	select {
	case <-h.started:
	case <-time.After(5 * time.Second):
		h.mu.Lock()
		defer h.mu.Unlock()
		t.Fatalf("nothing more was said after %q", h.said)
	}
}

// fakeNow is the runner's clock in a test.
type fakeNow struct {
	mu sync.Mutex
	t  time.Time
}

func (f *fakeNow) set(t time.Time) { f.mu.Lock(); f.t = t; f.mu.Unlock() }
func (f *fakeNow) now() time.Time  { f.mu.Lock(); defer f.mu.Unlock(); return f.t }

// TestClockThresholdWaitsAndTellsTheTimeThen: an automatic announcement
// that crosses while something else is being said is not dropped: it is
// said after it, with the time left when it is heard, rounded down (said
// in time, it says the threshold). The text line says the threshold at its
// instant. A press acknowledgement is said only when nothing else is.
func TestClockThresholdWaitsAndTellsTheTimeThen(t *testing.T) {
	t0 := time.Unix(1000, 0)
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }
	tests := []struct {
		name    string
		control string
		run     func(t *testing.T, r *clockRunner, b *heldBackend, fn *fakeNow)
		said    []string
		lines   string
	}{
		{
			name:    "behind an answer: the time then",
			control: "1m2s", // the 1-minute threshold at 2 s
			run: func(t *testing.T, r *clockRunner, b *heldBackend, fn *fakeNow) {
				r.do(actTime, at(1000)) // "one minute one second", held
				b.wait(t)
				r.step(at(2000)) // the threshold, while the answer is said
				fn.set(at(3500))
				b.release <- struct{}{}
				b.wait(t)
				b.release <- struct{}{}
			},
			said:  []string{"one minute one second", "fifty-eight seconds"},
			lines: "clock started, White to move\none minute one second\none minute\n",
		},
		{
			name:    "in time: the threshold",
			control: "1m2s",
			run: func(t *testing.T, r *clockRunner, b *heldBackend, fn *fakeNow) {
				fn.set(at(2400))
				r.step(at(2000))
				b.wait(t)
				b.release <- struct{}{}
			},
			said:  []string{"one minute"},
			lines: "clock started, White to move\none minute\n",
		},
		{
			name:    "pressed meanwhile: the time on his stopped clock",
			control: "1m2s+5", // 1:07; the threshold at 7 s
			run: func(t *testing.T, r *clockRunner, b *heldBackend, fn *fakeNow) {
				r.do(actOpponent, at(6500)) // held
				b.wait(t)
				r.step(at(7000))
				r.step(at(7500))
				r.do(actPress, at(7500)) // 59.5 + 5 = 64.5 s; the acknowledgement is not said
				fn.set(at(9000))
				b.release <- struct{}{}
				b.wait(t)
				b.release <- struct{}{}
			},
			said:  []string{"Black, one minute seven seconds", "one minute four seconds"},
			lines: "clock started, White to move\nBlack, one minute seven seconds\none minute\nBlack to move\n",
		},
		{
			name:    "too late: dropped",
			control: "1m2s",
			run: func(t *testing.T, r *clockRunner, b *heldBackend, fn *fakeNow) {
				r.do(actTime, at(1000))
				b.wait(t)
				r.step(at(2000))
				// The Speaker's own wait is real time.
				time.Sleep(thresholdWait + 100*time.Millisecond)
				b.release <- struct{}{}
			},
			said:  []string{"one minute one second"},
			lines: "clock started, White to move\none minute one second\none minute\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name == "too late: dropped" && testing.Short() {
				t.Skip("waits 5 s of real time")
			}
			var out bytes.Buffer
			fn := &fakeNow{t: t0}
			r := &clockRunner{me: clock.White, style: phonetic.AnnexDEn, out: &out, ui: &out, epoch: t0, now: fn.now}
			tcl, err := clock.Parse(tc.control)
			if err != nil {
				t.Fatal(err)
			}
			alerts, _ := clock.ParseAlerts("1m")
			if err := r.newClock(tcl, alerts); err != nil {
				t.Fatal(err)
			}
			if err := r.do(actStart, t0); err != nil {
				t.Fatal(err)
			}
			b := &heldBackend{started: make(chan string, 8), release: make(chan struct{})}
			r.voice = speech.NewSpeaker(b, speech.Options{Style: phonetic.AnnexDEn})
			tc.run(t, r, b, fn)
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if err := r.voice.Drain(ctx); err != nil {
				t.Fatal(err)
			}
			r.voice.Close()
			b.mu.Lock()
			defer b.mu.Unlock()
			if !slicesEqual(b.said, tc.said) {
				t.Errorf("said %q, want %q", b.said, tc.said)
			}
			if out.String() != tc.lines {
				t.Errorf("lines %q, want %q", out.String(), tc.lines)
			}
		})
	}
}

func slicesEqual(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestClockVoiceAutoSaysWhatItChose: --voice auto tells which voice it
// chose and why, also when that is text lines (no speech-dispatcher, no
// sound card).
func TestClockVoiceAutoSaysWhatItChose(t *testing.T) {
	t.Setenv("SPEECHD_ADDRESS", "unix_socket:"+filepath.Join(t.TempDir(), "none.sock"))
	code, out, errOut := runCLI(t, "", "clock", "--time", "5+3", "--voice", "auto", "--script", writeScript(t, "0 start\n0 quit\n"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	first, _, _ := strings.Cut(out, "\n")
	if !strings.HasPrefix(first, "speech: ") || !strings.Contains(first, "speech-dispatcher not reachable") {
		t.Errorf("first line %q, want the voice auto chose and why", first)
	}
	t.Log(first)
}

// TestNoSoundCardSaysWhatToDo: a voice that needs the sound card, on a
// machine without one, is refused with the command's own way out.
func TestNoSoundCardSaysWhatToDo(t *testing.T) {
	for _, tc := range []struct {
		args []string
		hint string
	}{
		{[]string{"say", "--voice", "clips", "Nf3"}, "; write the speech into a file with --out FILE.wav, or print it with --text"},
		{[]string{"say", "--voice", "espeak", "Nf3"}, "; write the speech into a file with --out FILE.wav, or print it with --text"},
		{[]string{"clock", "--time", "5+3", "--voice", "clips", "--script", writeScript(t, "0 quit\n")}, "; use --voice text (lines for your screen reader), or record the speech with --wav FILE"},
		{[]string{"clock", "--time", "5+3", "--voice", "espeak", "--script", writeScript(t, "0 quit\n")}, "; use --voice text (lines for your screen reader), or record the speech with --wav FILE"},
	} {
		code, _, errOut := runCLI(t, "", tc.args...)
		if code == 0 {
			t.Skipf("%v: this machine has a sound card", tc.args)
		}
		if !strings.Contains(errOut, "no usable sound card") || !strings.HasSuffix(errOut, tc.hint+"\n") || strings.Contains(errOut, "--out FILE.wav to render") {
			t.Errorf("%v: %q", tc.args, errOut)
		}
	}
}

// recordBackend records what it says.
type recordBackend struct {
	mu    sync.Mutex
	said  []string
	langs []phonetic.Lang
}

func (r *recordBackend) Name() string { return "record" }
func (r *recordBackend) Speak(ctx context.Context, s speech.Speech) error {
	r.mu.Lock()
	r.said = append(r.said, s.Text)
	r.langs = append(r.langs, s.Lang)
	r.mu.Unlock()
	return nil
}
func (r *recordBackend) Close() error { return nil }

// TestAskControlSpoken: without --time the question and the choices are
// said in the announcement language, then the answer is read.
func TestAskControlSpoken(t *testing.T) {
	for _, tc := range []struct {
		style phonetic.Style
		first string
	}{
		{phonetic.AnnexD, "Zeitkontrolle"},
		{phonetic.CzechStyle, "časová kontrola"},
		{phonetic.AnnexDEn, "Time control? Type a number or a time control such as 90+30, then Enter:"},
	} {
		rec := &recordBackend{}
		var out bytes.Buffer
		r := &clockRunner{me: clock.White, style: tc.style, out: &out, ui: &out}
		r.voice = speech.NewSpeaker(rec, speech.Options{Style: tc.style})
		tcl, err := r.askControl(bufio.NewReader(strings.NewReader("3\n")))
		if err != nil || tcl.String() != "60d5" {
			t.Fatalf("%v: chose %v, %v", tc.style, tcl, err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		r.voice.Drain(ctx)
		cancel()
		r.voice.Close()
		if len(rec.said) != 1+len(commonControls) || rec.said[0] != tc.first {
			t.Errorf("%v: said %q", tc.style, rec.said)
		}
	}
}

// TestBothTimesSaidTogether: "both times" is one answer: the player hears
// his own time and then his opponent's (two answers in a row would cut the
// first off, as a newer request replaces an older one).
func TestBothTimesSaidTogether(t *testing.T) {
	t0 := time.Unix(1000, 0)
	var out bytes.Buffer
	r := &clockRunner{me: clock.Black, style: phonetic.AnnexDEn, out: &out, ui: &out, epoch: t0}
	tcl, _ := clock.Parse("5+3")
	if err := r.newClock(tcl, clock.Alerts{}); err != nil {
		t.Fatal(err)
	}
	r.do(actStart, t0)
	b := &heldBackend{started: make(chan string, 8), release: make(chan struct{})}
	r.voice = speech.NewSpeaker(b, speech.Options{Style: phonetic.AnnexDEn})
	r.do(actBoth, t0.Add(2500*time.Millisecond))
	b.wait(t)
	b.release <- struct{}{}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	r.voice.Drain(ctx)
	r.voice.Close()
	want := []string{"five minutes three seconds, White, five minutes"}
	if !slicesEqual(b.said, want) {
		t.Errorf("said %q, want %q", b.said, want)
	}
	if got := out.String(); got != "clock started, White to move\nfive minutes three seconds\nWhite, five minutes\n" {
		t.Errorf("lines %q", got)
	}
}

// TestMessagesSpokenInEveryLanguage: the clock's messages that have no
// words in the vocabulary (the quit question, help, refusals) are said in
// English, also when the announcements are German or Czech: a player who
// hears nothing after pressing q would not know that y quits.
func TestMessagesSpokenInEveryLanguage(t *testing.T) {
	for _, style := range []phonetic.Style{phonetic.AnnexD, phonetic.CzechStyle, phonetic.AnnexDEn} {
		rec := &recordBackend{}
		var out bytes.Buffer
		r := &clockRunner{me: clock.White, style: style, out: &out, ui: &out}
		tcl, _ := clock.Parse("5+3")
		if err := r.newClock(tcl, clock.Alerts{}); err != nil {
			t.Fatal(err)
		}
		r.voice = speech.NewSpeaker(rec, speech.Options{Style: style})
		r.input(clockInput{act: actQuit}, time.Unix(0, 0), false)
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		r.voice.Drain(ctx)
		cancel()
		r.voice.Close()
		want := "Quit the clock? Press y to quit, any other key to go on."
		if len(rec.said) != 1 || rec.said[0] != want || rec.langs[0] != phonetic.English {
			t.Errorf("%v: said %q in %v, want %q in English", style, rec.said, rec.langs, want)
		}
	}
}
