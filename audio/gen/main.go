// Command gen regenerates the embedded clip set in audio/clips from
// espeak-ng: one clip per token of every style (phonetic.Style.AllTokens),
// synthesised with espeak-ng (voice de, en or cs at 175 words a minute),
// trimmed of leading and trailing silence, loudness-normalised to the same
// speech level, and stored as mono IMA ADPCM WAV at 22050 Hz. It also writes
// audio/manifest.tsv (clip, text given to espeak-ng, duration).
//
// Run it with `make audio` (or go run ./audio/gen -out audio/clips).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
)

// Levels of the recipe.
const (
	targetRMS  = 0.1   // speech level: −20 dBFS RMS over the voiced part
	peakLimit  = 0.89  // −1 dBFS
	gateDB     = -34.0 // a 5 ms window counts as voiced above peak window −34 dB
	floorDB    = -55.0 // … and above −55 dBFS in any case
	leadMargin = 0.010 // seconds of silence kept before the word
	tailMargin = 0.025 // … and after it
	fade       = 0.004 // fade in/out, seconds
)

func main() {
	out := flag.String("out", "audio/clips", "directory to write the clips to (its WAV files are replaced)")
	manifest := flag.String("manifest", "audio/manifest.tsv", "manifest file to write")
	flag.Parse()
	if err := run(*out, *manifest); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(out, manifest string) error {
	espeak, err := exec.LookPath("espeak-ng")
	if err != nil {
		return fmt.Errorf("espeak-ng not found: install it (apt-get install espeak-ng)")
	}
	toks := map[string]phonetic.Token{}
	for _, s := range phonetic.Styles() {
		for _, t := range s.AllTokens() {
			if old, ok := toks[t.Clip]; ok && old.Say != t.Say {
				return fmt.Errorf("clip %s has two spellings: %q and %q", t.Clip, old.Say, t.Say)
			}
			toks[t.Clip] = t
		}
	}
	names := make([]string, 0, len(toks))
	for n := range toks {
		names = append(names, n)
	}
	sort.Strings(names)

	old, _ := filepath.Glob(filepath.Join(out, "*", "*.wav"))
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			return err
		}
	}
	var man strings.Builder
	man.WriteString("# clip\tespeak-ng input\tmilliseconds\n")
	var total int64
	for _, name := range names {
		t := toks[name]
		lang, _, _ := strings.Cut(name, "/")
		pcm, err := synth(espeak, lang, t.Say)
		if err != nil {
			return fmt.Errorf("clip %s (%q): %w", name, t.Say, err)
		}
		pcm.Samples = normalise(trim(pcm.Samples, pcm.Rate), pcm.Rate)
		if len(pcm.Samples) == 0 {
			return fmt.Errorf("clip %s (%q): espeak-ng produced only silence", name, t.Say)
		}
		path := filepath.Join(out, name+".wav")
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		var b bytes.Buffer
		if err := speech.WriteIMAADPCM(&b, pcm); err != nil {
			return err
		}
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			return err
		}
		total += int64(b.Len())
		fmt.Fprintf(&man, "%s\t%s\t%d\n", name, t.Say, len(pcm.Samples)*1000/pcm.Rate)
	}
	if err := os.WriteFile(manifest, []byte(man.String()), 0o644); err != nil {
		return err
	}
	fmt.Printf("gen: %d clips, %.1f MB, in %s\n", len(names), float64(total)/1e6, out)
	return nil
}

// voices are the espeak-ng voices of the clip languages.
var voices = map[string]string{"de": "de", "en": "en", "cs": "cs"}

// synth runs espeak-ng and returns its mono 22050 Hz audio.
func synth(espeak, lang, text string) (speech.PCM, error) {
	v, ok := voices[lang]
	if !ok {
		return speech.PCM{}, fmt.Errorf("no espeak-ng voice for language %q", lang)
	}
	cmd := exec.Command(espeak, "-v", v, "-s", "175", "-b", "1", "-z", "--stdout", "--stdin")
	cmd.Stdin = strings.NewReader(text)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	wav, err := cmd.Output()
	if err != nil {
		return speech.PCM{}, fmt.Errorf("espeak-ng: %w: %s", err, stderr.String())
	}
	pcm, err := speech.ReadWAV(bytes.NewReader(wav))
	if err != nil {
		return speech.PCM{}, err
	}
	if pcm.Rate != speech.DefaultSampleRate || pcm.Channels != 1 {
		return speech.PCM{}, fmt.Errorf("espeak-ng wrote %d Hz %d channels, want %d Hz mono", pcm.Rate, pcm.Channels, speech.DefaultSampleRate)
	}
	return pcm, nil
}

// windowRMS returns the RMS (0..1) of 5 ms windows.
func windowRMS(s []int16, rate int) ([]float64, int) {
	w := rate / 200
	var out []float64
	for i := 0; i < len(s); i += w {
		var sum float64
		end := min(i+w, len(s))
		for _, v := range s[i:end] {
			f := float64(v) / 32768
			sum += f * f
		}
		out = append(out, math.Sqrt(sum/float64(end-i)))
	}
	return out, w
}

// voiced reports which windows are above the gate.
func voiced(rms []float64) []bool {
	peak := 0.0
	for _, r := range rms {
		peak = max(peak, r)
	}
	gate := max(peak*math.Pow(10, gateDB/20), math.Pow(10, floorDB/20))
	out := make([]bool, len(rms))
	for i, r := range rms {
		out[i] = r > gate
	}
	return out
}

// trim cuts leading and trailing silence, keeps small margins, and fades
// the ends so the clip starts and stops without a click.
func trim(s []int16, rate int) []int16 {
	rms, w := windowRMS(s, rate)
	v := voiced(rms)
	first, last := -1, -1
	for i, ok := range v {
		if ok {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 {
		return nil
	}
	start := max(0, first*w-int(leadMargin*float64(rate)))
	end := min(len(s), (last+1)*w+int(tailMargin*float64(rate)))
	out := append([]int16(nil), s[start:end]...)
	n := min(int(fade*float64(rate)), len(out)/2)
	for i := 0; i < n; i++ {
		g := float64(i) / float64(n)
		out[i] = int16(float64(out[i]) * g)
		out[len(out)-1-i] = int16(float64(out[len(out)-1-i]) * g)
	}
	return out
}

// normalise scales the clip so the RMS of its voiced windows is targetRMS,
// without letting the peak exceed peakLimit.
func normalise(s []int16, rate int) []int16 {
	if len(s) == 0 {
		return s
	}
	rms, w := windowRMS(s, rate)
	v := voiced(rms)
	var sum float64
	var n int
	for i, ok := range v {
		if !ok {
			continue
		}
		for _, x := range s[i*w : min((i+1)*w, len(s))] {
			f := float64(x) / 32768
			sum += f * f
			n++
		}
	}
	if n == 0 {
		return s
	}
	gain := targetRMS / math.Sqrt(sum/float64(n))
	peak := 0.0
	for _, x := range s {
		peak = max(peak, math.Abs(float64(x)/32768))
	}
	if peak*gain > peakLimit {
		gain = peakLimit / peak
	}
	out := make([]int16, len(s))
	for i, x := range s {
		out[i] = int16(max(min(math.Round(float64(x)*gain), 32767), -32768))
	}
	return out
}
