package audio

import (
	"bytes"
	"encoding/binary"
	"io/fs"
	"math"
	"os/exec"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
)

// TestEveryTokenHasAClip fails when a word of a style has no recording
// (run `make audio` after changing the vocabulary).
func TestEveryTokenHasAClip(t *testing.T) {
	fsys := Clips()
	for _, s := range phonetic.Styles() {
		n := 0
		for _, tok := range s.AllTokens() {
			if _, err := fs.Stat(fsys, tok.Clip+".wav"); err != nil {
				t.Errorf("style %s: no clip %s.wav for %q (run make audio)", s, tok.Clip, tok.Text)
			}
			n++
		}
		if n < 100 {
			t.Errorf("style %s: only %d tokens", s, n)
		}
	}
	// The clock's numbers and every word of the fixed vocabulary go
	// through AllTokens; check a few explicitly anyway.
	for _, name := range []string{"de/springer", "de/kurze_rochade", "de/neunundfuenfzig", "de/eine", "de/sekunden",
		"en/knight", "en/fifty-nine", "en/seconds", "en/foxtrot", "cs/jezdec", "cs/minut"} {
		if _, err := fs.Stat(fsys, name+".wav"); err != nil {
			t.Errorf("missing clip %s", name)
		}
	}
}

// TestNoStrayClips fails when a clip is not used by any style.
func TestNoStrayClips(t *testing.T) {
	used := map[string]bool{}
	for _, s := range phonetic.Styles() {
		for _, tok := range s.AllTokens() {
			used[tok.Clip] = true
		}
	}
	fs.WalkDir(Clips(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if !used[strings.TrimSuffix(p, ".wav")] {
			t.Errorf("clip %s is used by no style (run make audio)", p)
		}
		return nil
	})
}

// TestClipFormat checks every clip: one format, trimmed, normalised.
func TestClipFormat(t *testing.T) {
	var total int64
	var levels []float64
	err := fs.WalkDir(Clips(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(Clips(), p)
		if err != nil {
			return err
		}
		total += int64(len(data))
		pcm, err := speech.ReadWAV(bytes.NewReader(data))
		if err != nil {
			t.Errorf("%s: %v", p, err)
			return nil
		}
		if pcm.Rate != speech.DefaultSampleRate || pcm.Channels != 1 {
			t.Errorf("%s: %d Hz %d channels, want %d Hz mono", p, pcm.Rate, pcm.Channels, speech.DefaultSampleRate)
		}
		if d := pcm.Duration(); d < 0.1 || d > 2.5 {
			t.Errorf("%s: %.2f s long", p, d)
		}
		// Trimmed: the first and last 40 ms must not be silent.
		edge := pcm.Rate * 40 / 1000
		if rms(pcm.Samples[:edge]) < 0.003 || rms(pcm.Samples[len(pcm.Samples)-edge:]) < 0.0005 {
			t.Errorf("%s: silence at an end (start %.4f, end %.4f)", p, rms(pcm.Samples[:edge]), rms(pcm.Samples[len(pcm.Samples)-edge:]))
		}
		levels = append(levels, activeRMS(pcm.Samples))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if total > 8<<20 {
		t.Errorf("clip set is %d bytes, over 8 MB", total)
	}
	t.Logf("%d clips, %.2f MB", len(levels), float64(total)/(1<<20))
	// Loudness-normalised: every clip's speech level within 4 dB of
	// −20 dBFS (a clip limited by its peak may be a little quieter).
	for i, l := range levels {
		db := 20 * math.Log10(l)
		if db < -24 || db > -18 {
			t.Errorf("clip %d: speech level %.1f dBFS, want about −20", i, db)
		}
	}
}

func rms(s []int16) float64 {
	var sum float64
	for _, v := range s {
		f := float64(v) / 32768
		sum += f * f
	}
	return math.Sqrt(sum / float64(max(len(s), 1)))
}

// activeRMS is the RMS of the 5 ms windows louder than −34 dB below the
// loudest one (the recipe's definition of speech level).
func activeRMS(s []int16) float64 {
	const w = 110
	var win []float64
	for i := 0; i+w <= len(s); i += w {
		win = append(win, rms(s[i:i+w]))
	}
	peak := 0.0
	for _, r := range win {
		peak = max(peak, r)
	}
	gate := max(peak*math.Pow(10, -34.0/20), math.Pow(10, -55.0/20))
	var sum float64
	var n int
	for _, r := range win {
		if r > gate {
			sum += r * r
			n++
		}
	}
	return math.Sqrt(sum / float64(max(n, 1)))
}

// TestClipsDecodeLikeSox checks the IMA ADPCM decoder against sox, an
// independent implementation, sample for sample.
func TestClipsDecodeLikeSox(t *testing.T) {
	sox, err := exec.LookPath("sox")
	if err != nil {
		t.Skip("sox not installed (apt-get install sox); the decoder is still checked by the round-trip tests")
	}
	for _, name := range []string{"de/springer.wav", "en/knight.wav", "de/kurze_rochade.wav"} {
		data, err := fs.ReadFile(Clips(), name)
		if err != nil {
			t.Fatal(err)
		}
		mine, err := speech.ReadWAV(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(sox, "-t", "wav", "-", "-t", "raw", "-e", "signed-integer", "-b", "16", "-L", "-")
		cmd.Stdin = bytes.NewReader(data)
		raw, err := cmd.Output()
		if err != nil {
			t.Fatalf("sox: %v", err)
		}
		theirs := make([]int16, len(raw)/2)
		for i := range theirs {
			theirs[i] = int16(binary.LittleEndian.Uint16(raw[2*i:]))
		}
		// sox ignores the fact chunk and also decodes the padding of the
		// last block.
		if pad := len(theirs) - len(mine.Samples); pad < 0 || pad >= 1017 {
			t.Errorf("%s: sox decodes %d samples, we %d", name, len(theirs), len(mine.Samples))
			continue
		}
		theirs = theirs[:len(mine.Samples)]
		// sox keeps 13-bit precision in the low bits differently; allow
		// ±1 LSB of rounding.
		for i := range theirs {
			if d := int(theirs[i]) - int(mine.Samples[i]); d > 1 || d < -1 {
				t.Errorf("%s: sample %d: sox %d, we %d", name, i, theirs[i], mine.Samples[i])
				break
			}
		}
	}
}

// TestClipsSpeakAMove renders a move through the clips synth and checks
// the result is the clips joined by the word gap.
func TestClipsSpeakAMove(t *testing.T) {
	c, err := speech.NewClips(Clips())
	if err != nil {
		t.Fatal(err)
	}
	words := []phonetic.Word{phonetic.Knight, phonetic.FileF, phonetic.Rank3}
	s := speech.Render(speech.Utterance{Words: words, Priority: speech.Move}, phonetic.AnnexD, 1)
	plan, err := c.Plan(s)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(plan, " ") != "de/springer de/felix de/drei" {
		t.Errorf("plan %q", plan)
	}
	st, err := c.Open(t.Context(), s)
	if err != nil {
		t.Fatal(err)
	}
	var n int
	for {
		p, err := st.Read()
		if err != nil {
			break
		}
		n += len(p)
	}
	var clipLen int
	for _, name := range plan {
		data, _ := fs.ReadFile(Clips(), name+".wav")
		pcm, _ := speech.ReadWAV(bytes.NewReader(data))
		clipLen += len(pcm.Samples)
	}
	gap := int(float64(speech.DefaultSampleRate) * speech.WordGap.Seconds())
	if want := clipLen + 2*gap; n != want {
		t.Errorf("rendered %d samples, want %d (clips + two gaps)", n, want)
	}
}
