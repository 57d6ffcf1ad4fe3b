package speech_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/blindchess/blindchess/audio"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
)

// alsaCapture is the file a private ALSA configuration writes everything
// played on the "default" device to (set up in TestMain, before any ALSA
// use: libasound reads ~/.asoundrc once).
var alsaCapture string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "speechtest")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	alsaCapture = filepath.Join(dir, "alsa.raw")
	rc := fmt.Sprintf("pcm.!default { type file; slave.pcm \"null\"; file %q; format \"raw\" }\n", alsaCapture)
	if err := os.WriteFile(filepath.Join(dir, ".asoundrc"), []byte(rc), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// The audio library allows one device per process: tests share it.
var (
	devOnce sync.Once
	dev     *speech.Device
	devErr  error
)

func device(t testing.TB) *speech.Device {
	t.Helper()
	devOnce.Do(func() { dev, devErr = speech.OpenDevice(3 * time.Second) })
	if devErr != nil {
		t.Skipf("no ALSA device even with the file sink: %v", devErr)
	}
	return dev
}

func clips(t testing.TB) *speech.Clips {
	t.Helper()
	c, err := speech.NewClips(audio.Clips())
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func move(ws ...phonetic.Word) speech.Utterance {
	return speech.Utterance{Words: ws, Priority: speech.Move}
}

// nf3 and friends are the words of a short known sequence.
var sequence = []speech.Utterance{
	move(phonetic.FileE, phonetic.Rank4),
	move(phonetic.FileE, phonetic.Rank5),
	move(phonetic.Knight, phonetic.FileF, phonetic.Rank3),
	move(phonetic.Knight, phonetic.FileC, phonetic.Rank6),
	move(phonetic.Bishop, phonetic.FileB, phonetic.Rank5),
}

// silentRuns returns the lengths (in frames) of runs of near-silence in a
// stereo recording, ignoring the first and last run.
func silentRuns(s []int16, channels int) []int {
	var runs []int
	run := 0
	for i := 0; i+channels <= len(s); i += channels {
		quiet := true
		for c := 0; c < channels; c++ {
			if v := s[i+c]; v > 300 || v < -300 {
				quiet = false
			}
		}
		if quiet {
			run++
		} else if run > 0 {
			runs = append(runs, run)
			run = 0
		}
	}
	if len(runs) > 0 {
		runs = runs[1:] // leading silence of the first clip
	}
	return runs
}

func TestWAVOutputOfASequence(t *testing.T) {
	path := filepath.Join(t.TempDir(), "moves.wav")
	o, err := speech.Open(speech.Config{Voice: "clips", Clips: audio.Clips(), WAV: path})
	if err != nil {
		t.Fatal(err)
	}
	if o.Voice != "clips" || o.Note != "Speech: clips into "+path {
		t.Errorf("opened %q: %s", o.Voice, o.Note)
	}
	sp := speech.NewSpeaker(o.Backend, speech.Options{})
	for _, u := range sequence {
		sp.Say(u)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := sp.Drain(ctx); err != nil {
		t.Fatal(err)
	}
	if err := sp.Close(); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// Format: a canonical 44-byte PCM header, stereo, 16-bit, 22050 Hz.
	if string(data[0:4]) != "RIFF" || string(data[8:16]) != "WAVEfmt " || binary.LittleEndian.Uint16(data[20:]) != 1 ||
		binary.LittleEndian.Uint16(data[22:]) != 2 || binary.LittleEndian.Uint32(data[24:]) != 22050 ||
		binary.LittleEndian.Uint16(data[34:]) != 16 || string(data[36:40]) != "data" {
		t.Fatalf("bad WAV header % x", data[:44])
	}
	if got := binary.LittleEndian.Uint32(data[40:]); int(got) != len(data)-44 {
		t.Errorf("data size %d, file has %d", got, len(data)-44)
	}
	pcm, err := speech.ReadWAV(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	// Duration: the clips of 12 words, 7 word gaps and 4 pauses.
	c := clips(t)
	want := 0.0
	for _, u := range sequence {
		plan, _ := c.Plan(speech.Render(u, phonetic.AnnexD, 1))
		for _, name := range plan {
			want += clipSeconds(t, name)
		}
		want += float64(len(plan)-1) * speech.WordGap.Seconds()
	}
	want += 4 * speech.UtterancePause.Seconds()
	if math.Abs(pcm.Duration()-want) > 0.01 {
		t.Errorf("duration %.3f s, want %.3f s", pcm.Duration(), want)
	}
	if pcm.Duration() < 5 || pcm.Duration() > 12 {
		t.Errorf("duration %.2f s out of bounds", pcm.Duration())
	}
	// No silent gap beyond the pause between utterances (plus the short
	// silence the clips keep at their ends).
	limit := int((speech.UtterancePause.Seconds() + 0.08) * 22050)
	pauses := 0
	for _, r := range silentRuns(pcm.Samples, 2) {
		if r > limit {
			t.Errorf("silent gap of %.3f s", float64(r)/22050)
		}
		if r >= int(speech.UtterancePause.Seconds()*22050) {
			pauses++
		}
	}
	if pauses != 4 {
		t.Errorf("%d pauses between utterances, want 4", pauses)
	}
	t.Logf("5 moves: %.2f s of audio", pcm.Duration())
}

func clipSeconds(t *testing.T, name string) float64 {
	f, err := audio.Clips().Open(name + ".wav")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, err := speech.ReadWAV(f)
	if err != nil {
		t.Fatal(err)
	}
	return p.Duration()
}

func TestWAVOutputEspeakAndRate(t *testing.T) {
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng not installed (make deps installs it)")
	}
	durations := map[string]float64{}
	for _, tc := range []struct {
		voice string
		rate  float64
	}{{"espeak", 1}, {"espeak", 2}, {"clips", 1}, {"clips", 2}} {
		path := filepath.Join(t.TempDir(), "out.wav")
		o, err := speech.Open(speech.Config{Voice: tc.voice, Clips: audio.Clips(), WAV: path})
		if err != nil {
			t.Fatal(err)
		}
		sp := speech.NewSpeaker(o.Backend, speech.Options{Rate: tc.rate})
		sp.Say(move(phonetic.Knight, phonetic.FileF, phonetic.Rank3))
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		if err := sp.Drain(ctx); err != nil {
			t.Fatal(err)
		}
		cancel()
		sp.Close()
		data, _ := os.ReadFile(path)
		pcm, err := speech.ReadWAV(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		key := fmt.Sprintf("%s@%v", tc.voice, tc.rate)
		durations[key] = pcm.Duration()
		if pcm.Duration() < 0.3 || pcm.Duration() > 3 {
			t.Errorf("%s: %.2f s for one move", key, pcm.Duration())
		}
		if level := rmsOf(pcm.Samples); level < 0.01 {
			t.Errorf("%s: nearly silent (RMS %.4f)", key, level)
		}
	}
	t.Logf("durations %v", durations)
	for _, v := range []string{"espeak", "clips"} {
		r := durations[v+"@2"] / durations[v+"@1"]
		if r < 0.4 || r > 0.65 {
			t.Errorf("%s: rate 2 gives %.2f of the duration, want about half", v, r)
		}
	}
}

func rmsOf(s []int16) float64 {
	var sum float64
	for _, v := range s {
		f := float64(v) / 32768
		sum += f * f
	}
	return math.Sqrt(sum / float64(max(len(s), 1)))
}

func TestEspeakSynth(t *testing.T) {
	e, err := speech.NewEspeak()
	if err != nil {
		t.Skip("espeak-ng not installed (make deps installs it)")
	}
	for _, style := range phonetic.Styles() {
		s := speech.Render(move(phonetic.CastleShort), style, 1)
		st, err := e.Open(t.Context(), s)
		if err != nil {
			t.Fatal(err)
		}
		var all []int16
		for {
			p, err := st.Read()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v", style, err)
			}
			all = append(all, p...)
		}
		st.Close()
		d := float64(len(all)) / 22050
		if d < 0.4 || d > 2.5 || rmsOf(all) < 0.01 {
			t.Errorf("%s %q: %.2f s, RMS %.4f", style, s.Say, d, rmsOf(all))
		}
	}
	// Interrupting kills the process at once.
	long := speech.Render(speech.Utterance{Text: strings.Repeat("Springer Felix drei. ", 200)}, phonetic.AnnexD, 1)
	ctx, cancel := context.WithCancel(context.Background())
	st, err := e.Open(ctx, long)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Read(); err != nil {
		t.Fatal(err)
	}
	cancel()
	start := time.Now()
	st.Close()
	if d := time.Since(start); d > time.Second {
		t.Errorf("stopping espeak-ng took %v", d)
	}
	// Nothing to say is refused as unsayable.
	if _, err := e.Open(t.Context(), speech.Speech{Say: "  "}); !errors.Is(err, speech.ErrUnsayable) {
		t.Errorf("empty: %v", err)
	}
}

// TestDevicePlaysClips plays through the real ALSA path (oto → libasound →
// a file sink) and checks what reached ALSA: left channel only.
func TestDevicePlaysClips(t *testing.T) {
	d := device(t)
	before := fileSize(alsaCapture)
	b := speech.NewAudio(clips(t), d, nil, nil)
	s := speech.Render(speech.Utterance{Words: []phonetic.Word{phonetic.Knight, phonetic.FileF, phonetic.Rank3}, Priority: speech.Move, Channel: speech.Left}, phonetic.AnnexD, 1)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := b.Speak(ctx, s); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond) // the last period leaves the driver
	raw, err := os.ReadFile(alsaCapture)
	if err != nil {
		t.Fatal(err)
	}
	raw = raw[before&^7:] // whole frames from the file's start
	// oto hands ALSA 32-bit float stereo frames.
	frames := len(raw) / 8
	if frames < 22050 { // the move is about 1.3 s long
		t.Fatalf("ALSA received %d frames, want over a second", frames)
	}
	var left, right float64
	for i := 0; i+8 <= len(raw); i += 8 {
		l := math.Float32frombits(binary.LittleEndian.Uint32(raw[i:]))
		r := math.Float32frombits(binary.LittleEndian.Uint32(raw[i+4:]))
		left += float64(l * l)
		right += float64(r * r)
	}
	if left == 0 || right != 0 {
		t.Errorf("energy left %.2f right %.2f: want left only", left, right)
	}
}

func fileSize(p string) int64 {
	fi, err := os.Stat(p)
	if err != nil {
		return 0
	}
	return fi.Size()
}

// endless is a Synth whose stream never ends (until closed).
type endless struct{}

func (endless) Name() string    { return "endless" }
func (endless) SampleRate() int { return 22050 }
func (endless) Open(ctx context.Context, s speech.Speech) (speech.Stream, error) {
	return endlessStream{}, nil
}

type endlessStream struct{}

func (endlessStream) Read() ([]int16, error) { return make([]int16, 256), nil }
func (endlessStream) Close() error           { return nil }

func TestDeviceInterrupt(t *testing.T) {
	d := device(t)
	b := speech.NewAudio(endless{}, d, nil, nil)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- b.Speak(ctx, speech.Speech{Say: "x"}) }()
	time.Sleep(20 * time.Millisecond)
	start := time.Now()
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("got %v, want context.Canceled", err)
		}
		t.Logf("stopped %v after cancel", time.Since(start))
	case <-time.After(2 * time.Second):
		t.Fatal("interrupting the sound card took over 2 s")
	}
}

func TestClipsPlanText(t *testing.T) {
	c := clips(t)
	tests := []struct {
		lang phonetic.Lang
		text string
		plan string
		err  string
	}{
		{phonetic.German, "Springer Felix drei", "de/springer de/felix de/drei", ""},
		{phonetic.German, "Weiß, Kurze Rochade.", "de/weiss  de/kurze_rochade", ""},
		{phonetic.German, "Läufer schlägt Eva fünf", "de/laeufer de/schlaegt de/eva de/fuenf", ""},
		{phonetic.English, "white, flag fell", "en/white  en/flag_fell", ""},
		{phonetic.German, "Springer Xylophon", "", `"xylophon"`},
		{phonetic.German, " , ", "", "nothing to say"},
	}
	for _, tc := range tests {
		plan, err := c.Plan(speech.Speech{Text: tc.text, Lang: tc.lang})
		if tc.err != "" {
			if !errors.Is(err, speech.ErrUnsayable) || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: got %v, want unsayable %s", tc.text, err, tc.err)
			}
			continue
		}
		if err != nil || strings.Join(plan, " ") != tc.plan {
			t.Errorf("%q: plan %q %v, want %q", tc.text, strings.Join(plan, " "), err, tc.plan)
		}
	}
}

// TestUnsayableGoesToAltOrText: the clips cannot say arbitrary text; the
// backend hands it to espeak-ng or, without it, prints it.
func TestUnsayableGoesToAltOrText(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.wav")
	out, err := speech.CreateWAV(path, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	b := speech.NewAudio(clips(t), out, nil, &text)
	s := speech.Render(speech.Utterance{Text: "Schiedsrichter Müller bitte"}, phonetic.AnnexD, 1)
	if err := b.Speak(t.Context(), s); err != nil {
		t.Fatal(err)
	}
	if text.String() != "Schiedsrichter Müller bitte\n" {
		t.Errorf("text %q", text.String())
	}
	if e, err := speech.NewEspeak(); err == nil {
		b2 := speech.NewAudio(clips(t), out, e, &text)
		if err := b2.Speak(t.Context(), s); err != nil {
			t.Fatal(err)
		}
	}
	out.Close()
}

func TestOpenErrors(t *testing.T) {
	tests := []struct {
		cfg  speech.Config
		want string
	}{
		{speech.Config{Voice: "robot"}, `unknown voice "robot": use one of auto, clips, speechd, espeak, say, sapi, text`},
		{speech.Config{Voice: "text", WAV: "x.wav"}, `with --voice clips or espeak, not "text"`},
		{speech.Config{Voice: "clips", WAV: "x.wav"}, "no clip set"},
		{speech.Config{Voice: "clips", Clips: audio.Clips(), WAV: "/nonexistent/dir/x.wav"}, "creating WAV file"},
	}
	for _, tc := range tests {
		_, err := speech.Open(tc.cfg)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: got %v, want %q", tc.cfg, err, tc.want)
		}
	}
	if _, err := speech.Open(speech.Config{Voice: "say"}); err == nil && !strings.Contains(os.Getenv("GOOS"), "darwin") {
		t.Log("say opened (macOS)")
	}
	o, err := speech.Open(speech.Config{Voice: "TEXT"})
	if err != nil || o.Voice != "text" || o.Backend.Name() != "text" {
		t.Errorf("text voice: %+v %v", o, err)
	}
}

// TestAutoWithoutSpeechD: with speech-dispatcher unreachable, auto takes
// the clips on the sound card (here the ALSA file sink) and says why.
func TestAutoWithoutSpeechD(t *testing.T) {
	device(t) // make sure the shared device exists first
	t.Setenv("SPEECHD_ADDRESS", "unix_socket:"+filepath.Join(t.TempDir(), "none.sock"))
	o, err := speech.Open(speech.Config{Voice: "auto", Clips: audio.Clips()})
	if err != nil {
		t.Fatal(err)
	}
	// The shared device is already open; auto shares it.
	if o.Note != "Speech: recorded clips on the sound card (speech-dispatcher not reachable)" {
		t.Errorf("note %q", o.Note)
	}
	if o.Voice != "clips" {
		t.Errorf("voice %q", o.Voice)
	}
	o.Backend.Close()
}

// TestOpenDeviceTwice: the audio library allows one sound card per
// process; a second OpenDevice shares the first one instead of failing
// with the library's "context is already created".
func TestOpenDeviceTwice(t *testing.T) {
	d := device(t)
	again, err := speech.OpenDevice(time.Second)
	if err != nil || again != d {
		t.Errorf("second OpenDevice: %p, %v; want the first device %p", again, err, d)
	}
	o, err := speech.Open(speech.Config{Voice: "clips", Clips: audio.Clips()})
	if err != nil {
		t.Fatalf("clips on the shared device: %v", err)
	}
	o.Backend.Close()
}
