package speech_test

import (
	"context"
	"io"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
)

// firstSample wraps a Synth and reports the moment its stream first hands
// audio on (to the Output).
type firstSample struct {
	speech.Synth
	at chan time.Time
}

func (f *firstSample) Open(ctx context.Context, s speech.Speech) (speech.Stream, error) {
	st, err := f.Synth.Open(ctx, s)
	if err != nil {
		return nil, err
	}
	return &firstStream{Stream: st, at: f.at}, nil
}

type firstStream struct {
	speech.Stream
	at   chan time.Time
	sent bool
}

func (f *firstStream) Read() ([]int16, error) {
	p, err := f.Stream.Read()
	if err == nil && len(p) > 0 && !f.sent {
		f.sent = true
		f.at <- time.Now()
	}
	return p, err
}

// nullOutput takes audio as fast as it comes and drops it.
type nullOutput struct{}

func (nullOutput) Name() string    { return "null" }
func (nullOutput) SampleRate() int { return speech.DefaultSampleRate }
func (nullOutput) Close() error    { return nil }
func (nullOutput) Play(ctx context.Context, src speech.Source) error {
	for {
		if _, err := src.ReadFrames(); err == io.EOF {
			return nil
		} else if err != nil {
			return err
		}
	}
}

// BenchmarkSayToFirstSample measures the latency from Speaker.Say to the
// first audio sample handed to the output, for the clips: at rate 1, and
// at changing rates (every utterance time-stretched afresh).
func BenchmarkSayToFirstSample(b *testing.B) {
	words := []phonetic.Word{phonetic.Knight, phonetic.FileF, phonetic.Rank3, phonetic.Check}
	for _, bc := range []struct {
		name  string
		rates []float64
	}{{"clips-rate1", []float64{1}}, {"clips-stretched", []float64{1.5, 1.6}}} {
		b.Run(bc.name, func(b *testing.B) {
			fs := &firstSample{Synth: clips(b), at: make(chan time.Time, 1)}
			sp := speech.NewSpeaker(speech.NewAudio(fs, nullOutput{}, nil, nil), speech.Options{})
			defer sp.Close()
			ctx := context.Background()
			var total time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				sp.SetRate(bc.rates[i%len(bc.rates)])
				start := time.Now()
				sp.Say(speech.Utterance{Words: words, Priority: speech.Move})
				total += (<-fs.at).Sub(start)
				b.StopTimer()
				if err := sp.Drain(ctx); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
			}
			b.ReportMetric(float64(total.Microseconds())/float64(b.N)/1000, "ms-to-first-sample")
		})
	}
}
