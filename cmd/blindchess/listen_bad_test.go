package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// rawWAV writes a mono 16-bit WAV file whose header gives rate and
// dataSize whatever the samples are (a header that lies).
func rawWAV(t *testing.T, dir, name string, rate int, dataSize uint32, samples []int16) string {
	t.Helper()
	var b bytes.Buffer
	le := func(v any) { _ = binary.Write(&b, binary.LittleEndian, v) }
	b.WriteString("RIFF")
	le(uint32(36 + dataSize))
	b.WriteString("WAVEfmt ")
	le(uint32(16))
	le(uint16(1)) // PCM
	le(uint16(1)) // mono
	le(uint32(rate))
	le(uint32(rate * 2))
	le(uint16(2))
	le(uint16(16))
	b.WriteString("data")
	le(dataSize)
	le(samples)
	path := filepath.Join(dir, name+".wav")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// badAudio are recordings no move may come from: silence, steady noise,
// clipping, and headers that lie about the data's size or rate.
func badAudio(t *testing.T, dir string) map[string]string {
	t.Helper()
	second := capture.Rate
	rng := rand.New(rand.NewPCG(5, 6))
	noise := make([]int16, 2*second)
	for i := range noise {
		noise[i] = int16(rng.IntN(12000) - 6000)
	}
	square := make([]int16, 2*second)
	for i := range square {
		square[i] = 32767
		if i/40%2 == 0 {
			square[i] = -32768
		}
	}
	move := saidBy(t, "de", "Eva vier")
	loud := append([]int16(nil), saidBy(t, "de", "Eva vier")...)
	for i := range loud {
		loud[i] = int16(max(min(int32(loud[i])*20, 32767), -32768))
	}
	// The loud ones come after a second of silence, as a microphone hears
	// them (a room before the player speaks).
	square = append(append(silence(1), square...), silence(1)...)
	loud = append(append(silence(1), loud...), silence(1)...)
	size := func(pcm []int16) uint32 { return uint32(2 * len(pcm)) }
	return map[string]string{
		"silence":        rawWAV(t, dir, "silence", capture.Rate, size(make([]int16, 2*second)), make([]int16, 2*second)),
		"noise":          rawWAV(t, dir, "noise", capture.Rate, size(noise), noise),
		"square":         rawWAV(t, dir, "square", capture.Rate, size(square), square),
		"clipped move":   rawWAV(t, dir, "clipped", capture.Rate, size(loud), loud),
		"size too large": rawWAV(t, dir, "large", capture.Rate, 2*size(noise), noise),
		"size too small": rawWAV(t, dir, "small", capture.Rate, 3200, move),
		"rate too low":   rawWAV(t, dir, "rate8000", 8000, size(move), move),
		"rate too high":  rawWAV(t, dir, "rate48000", 48000, size(move), move),
	}
}

// TestListenBadAudio: listen --wav answers bad audio with a short
// sentence in the language asked for, and never with a move.
func TestListenBadAudio(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	files := badAudio(t, t.TempDir())
	silent := map[string]string{
		"de": "Nichts gehört: die Aufnahme ist still (unter -55 dBFS). Bitte näher am Mikrofon oder lauter aufnehmen.\n",
		"en": "Nothing heard: the recording is silent (below -55 dBFS). Record again closer to the microphone, or with its volume up.\n",
		"cs": "Nic není slyšet: nahrávka je tichá (pod -55 dBFS). Nahrajte ji znovu blíž k mikrofonu nebo s větší hlasitostí.\n",
	}
	noSpeech := map[string]string{
		"de": "Keine Sprache gehört: die Aufnahme enthält nur ein gleichmäßiges Geräusch (Brummen oder Rauschen).\n",
		"en": "No speech heard: the recording holds only a steady sound (hum or noise).\n",
		"cs": "Žádná řeč: nahrávka obsahuje jen stálý zvuk (brum nebo šum).\n",
	}
	clipped := map[string]string{
		"de": "Die Aufnahme übersteuert (zu laut): nichts davon wird genommen. Bitte mit leiserem Mikrofon noch einmal aufnehmen.\n",
		"en": "The recording clips (too loud): nothing is taken from it. Record again with the microphone's volume down.\n",
		"cs": "Nahrávka je přebuzená (příliš hlasitá): nic se z ní nebere. Nahrajte ji znovu s nižší hlasitostí mikrofonu.\n",
	}
	short := map[string]string{
		"de": "Zu kurz für einen Zug: der Laut in der Aufnahme dauert unter 120 ms.\n",
		"en": "Too short for a move: the sound in the recording lasts under 120 ms.\n",
		"cs": "Na tah příliš krátké: zvuk v nahrávce trvá méně než 120 ms.\n",
	}
	narrow := map[string]string{
		"de": "Die Aufnahme hat 8000 Hz: zu schmal für die Erkennung, die 16000 Hz oder mehr braucht (ein Dateikopf mit falscher Rate ergibt das auch). Bitte mit 16000 Hz aufnehmen.\n",
		"en": "The recording is at 8000 Hz: too narrow for the recogniser, which needs 16000 Hz or more (a header that gives a wrong rate does this too). Record again at 16000 Hz.\n",
		"cs": "Nahrávka má 8000 Hz: pro rozpoznávání příliš úzké pásmo, potřebuje 16000 Hz nebo víc (totéž způsobí i hlavička se špatnou frekvencí). Nahrajte ji znovu s 16000 Hz.\n",
	}
	nothing := map[string]string{"de": "(nichts erkannt)\n", "en": "(nothing recognised)\n", "cs": "(nic nerozpoznáno)\n"}
	tests := []struct {
		file string
		want map[string]string
	}{
		{"silence", silent},
		{"noise", noSpeech},
		{"square", clipped},
		{"clipped move", clipped},
		{"size too large", noSpeech}, // read as far as the file goes: noise
		{"size too small", short},    // the first 0.1 s of the move
		{"rate too low", narrow},     // the move would be at half its speed
		{"rate too high", nothing},   // the move at three times its speed
	}
	for _, tc := range tests {
		for _, lang := range []string{"de", "en", "cs"} {
			t.Run(tc.file+" "+lang, func(t *testing.T) {
				code, out, errOut := runCLI(t, "", "listen", "--wav", files[tc.file], "--lang", lang, "--style", "annexd",
					"--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
				if code != 0 || out != tc.want[lang] {
					t.Errorf("code %d, out %q, want %q; stderr %q", code, out, tc.want[lang], errOut)
				}
			})
		}
	}
}

// TestPlayBadAudioMicrophone: bad audio as the microphone of play
// --voice-input gives a short sentence in the session's language and no
// move (not even one said back for confirmation).
func TestPlayBadAudioMicrophone(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	files := badAudio(t, dir)
	ended := func(f string) string {
		return "The recording used as the microphone (" + f + ") has ended; play goes on without a microphone."
	}
	clips := "The microphone clips (too loud): what was said is not taken. Turn its volume down."
	tests := []struct {
		file, lang string
		want       []string
	}{
		{"silence", "en", []string{ended(files["silence"])}},
		{"noise", "en", []string{ended(files["noise"])}},
		{"square", "en", []string{clips, "Not understood; please say it again.", ended(files["square"])}},
		{"clipped move", "en", []string{clips, "Not understood; please say it again.", ended(files["clipped move"])}},
		{"clipped move", "de", []string{"Das Mikrofon übersteuert (zu laut): das Gesagte wird nicht genommen. Bitte das Mikrofon leiser stellen.", "Nicht verstanden; bitte noch einmal sagen.",
			"Die Aufnahme " + files["clipped move"] + ", die als Mikrofon dient, ist zu Ende; es geht ohne Mikrofon weiter."}},
		{"size too large", "en", []string{ended(files["size too large"])}},
		{"size too small", "en", []string{ended(files["size too small"])}},
		{"rate too low", "en", []string{"The microphone is not available (--microphone " + files["rate too low"] + " is at 8000 Hz: too narrow for the recogniser, which needs 16000 Hz or more (a header that gives a wrong rate does this too); choose a microphone or a recording at 16000 Hz); play goes on without recording and voice input."}},
		{"rate too low", "cs", []string{"Mikrofon není k dispozici (--microphone " + files["rate too low"] + " má 8000 Hz: pro rozpoznávání příliš úzké pásmo, potřebuje 16000 Hz nebo víc (totéž způsobí i hlavička se špatnou frekvencí); zvolte mikrofon nebo nahrávku s 16000 Hz); pokračuje se bez nahrávání a hlasového zadávání."}},
	}
	for i, tc := range tests {
		t.Run(tc.file+" "+tc.lang, func(t *testing.T) {
			j := filepath.Join(dir, fmt.Sprintf("g%d.journal", i))
			code, out, errOut := runCLI(t, "5 quit\n5 yes\n5 ja\n5 ano\n", "play", "--casual", "--lang", tc.lang, "--voice-input", "--microphone", files[tc.file], "--script", "-", "--json", "--journal", j)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			var said []string
			for _, e := range jsonEvents(t, out) {
				text, _ := e["text"].(string)
				switch {
				case e["event"] == "move":
					t.Errorf("a move was played: %v", e)
				case strings.Contains(text, "?") && e["event"] == "announce" && !strings.Contains(text, "Leave") && !strings.Contains(text, "verlassen") && !strings.Contains(text, "Opustit"):
					t.Errorf("something was said back: %q", text)
				}
				said = append(said, text)
			}
			for _, w := range tc.want {
				if !slices.Contains(said, w) {
					t.Errorf("not said: %q\nsaid: %q", w, said)
				}
			}
		})
	}
}

// TestListenWithoutFenSaysToGiveIt: listen without --fen listens for
// every move's words at once and hears far worse than play (espeak-ng's
// "Springer Felix drei" is heard with --fen, not without); when it
// recognises nothing, it says so and what to give, where it said only
// "(nothing recognised)". Exact in German, English and Czech.
func TestListenWithoutFenSaysToGiveIt(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	files := badAudio(t, t.TempDir())
	want := map[string]string{
		"de": "(nichts erkannt; ohne --fen wird auf jeden Zug gehört, und das hört schlechter als play: die Stellung mit --fen angeben)\n",
		"en": "(nothing recognised; without --fen every move is listened for, which hears worse than play: give the position with --fen)\n",
		"cs": "(nic nerozpoznáno; bez --fen se poslouchá každý tah, a to slyší hůř než play: zadejte pozici volbou --fen)\n",
	}
	for _, lang := range []string{"de", "en", "cs"} {
		code, out, errOut := runCLI(t, "", "listen", "--wav", files["rate too high"], "--lang", lang, "--style", "annexd")
		if code != 0 || out != want[lang] {
			t.Errorf("%s: code %d, out %q, want %q; stderr %q", lang, code, out, want[lang], errOut)
		}
	}
}
