package voice_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/audio"
	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
	. "github.com/blindchess/blindchess/internal/voice"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// needRecognition skips a test on a machine without the speech model or
// espeak-ng (make deps installs both).
func needRecognition(t testing.TB) {
	t.Helper()
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng is not installed (make deps installs it)")
	}
}

// voiceSynth is a voice the round trip speaks with.
type voiceSynth struct {
	name  string
	synth speech.Synth
	rate  float64
}

// synths are the voices of the round trip: espeak-ng at rates 1 and 1.5
// and the project's clip voice.
func synths(t testing.TB) []voiceSynth {
	t.Helper()
	es, err := speech.NewEspeak()
	if err != nil {
		t.Skip(err)
	}
	clips, err := speech.NewClips(audio.Clips())
	if err != nil {
		t.Fatal(err)
	}
	return []voiceSynth{{"espeak-ng rate 1", es, 1}, {"espeak-ng rate 1.5", es, 1.5}, {"clips rate 1", clips, 1}}
}

// render says words in style with the voice and returns 16 kHz audio with
// 300 ms of silence before and after.
func render(t testing.TB, v voiceSynth, style phonetic.Style, words []phonetic.Word) []int16 {
	t.Helper()
	s := speech.Render(speech.Utterance{Words: words}, style, v.rate)
	st, err := v.synth.Open(context.Background(), s)
	if err != nil {
		t.Fatalf("%s cannot say %q: %v", v.name, s.Text, err)
	}
	defer st.Close()
	var pcm []int16
	for {
		b, err := st.Read()
		pcm = append(pcm, b...)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("%s saying %q: %v", v.name, s.Text, err)
		}
	}
	pcm = capture.Resample(pcm, v.synth.SampleRate(), capture.Rate)
	pad := make([]int16, capture.Rate*3/10)
	return append(append(append([]int16(nil), pad...), pcm...), pad...)
}

// realMoves returns the first n moves of the real games in testdata, each
// with the position it is played in.
func realMoves(t testing.TB, n int) ([]rules.Position, []rules.Move) {
	t.Helper()
	var ps []rules.Position
	var ms []rules.Move
	for _, name := range []string{"testdata/kasparov-deep-blue-1997.pgn", "testdata/nepomniachtchi-liren-game1.pgn"} {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		games, err := pgn.ReadAll(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range games {
			rp, err := pgn.Replay(g)
			if err != nil {
				t.Fatal(err)
			}
			p := rp.Start
			for _, m := range rp.Moves {
				if len(ms) == n {
					return ps, ms
				}
				ps, ms = append(ps, p), append(ms, m)
				p = p.Play(m)
			}
		}
	}
	t.Fatalf("only %d real moves in testdata", len(ms))
	return nil, nil
}

// wordErrors is the edit distance between two word sequences.
func wordErrors(want, got []string) int {
	d := make([]int, len(got)+1)
	for j := range d {
		d[j] = j
	}
	for i := 1; i <= len(want); i++ {
		prev := d[0]
		d[0] = i
		for j := 1; j <= len(got); j++ {
			cur := d[j]
			cost := 1
			if want[i-1] == got[j-1] {
				cost = 0
			}
			d[j] = min(d[j]+1, d[j-1]+1, prev+cost)
			prev = cur
		}
	}
	return d[len(got)]
}

// tally is the result of one voice's round trip.
type tally struct {
	moves, exact     int
	words, wordErrs  int
	single, singleOK int
	latencies        []time.Duration
	early            int
	misses           []string
}

func (tl *tally) String() string {
	sort.Slice(tl.latencies, func(i, j int) bool { return tl.latencies[i] < tl.latencies[j] })
	lat := func(q float64) time.Duration {
		if len(tl.latencies) == 0 {
			return 0
		}
		return tl.latencies[min(len(tl.latencies)-1, int(q*float64(len(tl.latencies))))]
	}
	return fmt.Sprintf("moves exact %d/%d (%.1f %%), word accuracy %.1f %% (%d words), single words %d/%d, end of speech to result median %v p95 %v max %v, %d of %d at the early pause",
		tl.exact, tl.moves, 100*float64(tl.exact)/float64(max(tl.moves, 1)),
		100*(1-float64(tl.wordErrs)/float64(max(tl.words, 1))), tl.words, tl.singleOK, tl.single,
		lat(0.5).Round(time.Millisecond), lat(0.95).Round(time.Millisecond), lat(1).Round(time.Millisecond), tl.early, tl.moves)
}

// listen recognises a move said in pcm as the table does: through the
// listener (endpointer, early pause, grammar of the position), fed in the
// microphone's 20 ms chunks on a clock that runs with the audio, so that
// the latency is the audio waited after the end of the speech plus the
// time the decoding took. Every utterance heard is joined (a move cut in
// two is a miss).
func listen(t testing.TB, l *sphinx.Listener, pcm []int16) (string, time.Duration, bool) {
	t.Helper()
	pcm = append(pcm, make([]int16, capture.Rate/2)...) // the pause after the move
	var words []string
	var lat time.Duration
	early := false
	t0 := time.Now()
	for i := 0; i < len(pcm); i += capture.ChunkSamples {
		end := min(i+capture.ChunkSamples, len(pcm))
		at := t0.Add(time.Duration(end) * time.Second / capture.Rate)
		err := l.Process(pcm[i:end], at, func(h sphinx.Heard) {
			words = append(words, h.Words)
			lat, early = h.Latency, h.Early
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return strings.Join(words, " "), lat, early
}

// decode recognises a whole utterance (a word said alone).
func decode(t testing.TB, r *sphinx.Recognizer, pcm []int16) string {
	t.Helper()
	heard, err := r.Recognize(pcm)
	if err != nil {
		t.Fatal(err)
	}
	return heard
}

// roundTrip says n real moves (and, with words, every word of the
// vocabulary alone) with voice v and recognises them.
func roundTrip(t testing.TB, vocab Vocab, v voiceSynth, n int, words bool) *tally {
	t.Helper()
	r, err := sphinx.New(vocab, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	tl := &tally{}
	l := sphinx.NewListener(r, 0)
	ps, ms := realMoves(t, n)
	parser := phonetic.NewParser(vocab.Style)
	for i := range ms {
		p := &ps[i]
		ws, err := phonetic.MoveWords(p, ms[i], phonetic.Short)
		if err != nil {
			t.Fatal(err)
		}
		l.SetState(*p, false)
		heard, lat, early := listen(t, l, render(t, v, vocab.Style, ws))
		if early {
			tl.early++
		}
		want := Tokens(vocab.Style.Text(ws))
		tl.moves++
		tl.words += len(want)
		tl.wordErrs += wordErrors(want, strings.Fields(heard))
		tl.latencies = append(tl.latencies, lat)
		if m, err := parser.Parse(p, heard); err == nil && m == ms[i] {
			tl.exact++
		} else {
			tl.misses = append(tl.misses, fmt.Sprintf("%q heard %q", strings.Join(want, " "), heard))
		}
	}
	if words {
		if err := r.SetGrammar(vocab.WordGrammar()); err != nil {
			t.Fatal(err)
		}
		for _, w := range vocab.SingleWords() {
			heard := decode(t, r, render(t, v, vocab.Style, []phonetic.Word{w.Word}))
			tl.single++
			if heard == w.Token {
				tl.singleOK++
			} else {
				tl.misses = append(tl.misses, fmt.Sprintf("word %q heard %q", w.Token, heard))
			}
		}
	}
	return tl
}

// TestRoundTripQuick: a few real moves said by espeak-ng at rate 1 and by
// the clip voice are recognised as the moves played.
func TestRoundTripQuick(t *testing.T) {
	needRecognition(t)
	for _, v := range synths(t) {
		if v.rate != 1 {
			continue
		}
		tl := roundTrip(t, Vocab{Style: phonetic.AnnexD, Lang: German}, v, 20, false)
		t.Logf("%s: %s", v.name, tl)
		for _, m := range tl.misses {
			t.Logf("  miss: %s", m)
		}
		if tl.exact < 17 {
			t.Errorf("%s: only %d of 20 real moves recognised", v.name, tl.exact)
		}
	}
}

// TestRoundTripBench is the measurement of make bench: 200 real moves and
// every word, in each style's language, with each voice.
func TestRoundTripBench(t *testing.T) {
	if os.Getenv("BLINDCHESS_VOICEBENCH") == "" {
		t.Skip("set BLINDCHESS_VOICEBENCH=1 (make bench does) to measure the recogniser")
	}
	needRecognition(t)
	for _, vocab := range []Vocab{{phonetic.AnnexD, German}, {phonetic.AnnexDEn, English}, {phonetic.CzechStyle, Czech}} {
		for _, v := range synths(t) {
			if v.name == "clips rate 1" && vocab.Style != phonetic.AnnexD {
				continue // the clips speak German and English words; the bench keeps to the default style
			}
			tl := roundTrip(t, vocab, v, 200, true)
			t.Logf("voice round trip, style %s, %s: %s", vocab.Style, v.name, tl)
			if testing.Verbose() && os.Getenv("BLINDCHESS_VOICEBENCH") == "misses" {
				for _, m := range tl.misses {
					t.Logf("  miss: %s", m)
				}
			}
		}
	}
}
