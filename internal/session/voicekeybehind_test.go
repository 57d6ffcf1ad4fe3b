package session

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"
	"github.com/blindchess/blindchess/internal/voice"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// TestVoiceKeyBehindHearsNothingSaidBeforeThePress: push-to-talk
// (--voice-key) with a recogniser behind the microphone. Through the WAV
// microphone, in each language: the key is pressed and a move said; a
// neighbour's "ja" follows it; then, once the neighbour has finished, the
// player presses the key again and says "ja" himself. The recogniser is
// held up after the move (the table takes the move only after the second
// press, as a busy computer does), so it gets the second press before the
// neighbour's "ja". That "ja" was said before the press and is not heard;
// the player's is, and plays the move. Until session 21 the press opened
// the next utterance the recogniser got to: the neighbour's "ja" took the
// press (and was refused, having come before the question), the player's
// was not heard, and the move was not played.
func TestVoiceKeyBehindHearsNothingSaidBeforeThePress(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	tests := []struct {
		lang, style, move, yes, speak, early string
		heard                                []string
	}{
		{"de", "annexd", "Eva vier", "ja", "Bitte sprechen.", "Dieses Ja kam vor der Frage; bitte danach noch einmal Ja sagen.", []string{"voice eva vier", "voice ja"}},
		{"en", "annexd-en", "Eva four", "yes", "Speak now.", "That yes came before the question; say yes again after it.", []string{"voice eva four", "voice yes"}},
		{"cs", "cs", "Eva čtyři", "ano", "Mluvte.", "To ano přišlo před otázkou; řekněte ano znovu až po ní.", []string{"voice eva ctyri", "voice ano"}},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			move, yes := espoken(t, tc.lang, tc.move), espoken(t, tc.lang, tc.yes)
			gap, after := capture.Rate*2/5, capture.Rate*5/2
			// The second press comes half a second after the
			// neighbour's "ja" ended (in seconds after the move ended),
			// two seconds before the player's.
			pressAfterMove := float64(gap+len(yes))/capture.Rate + 0.5
			mic := wavFile(t, make([]int16, capture.Rate/2), move, make([]int16, gap), yes, make([]int16, after), yes, make([]int16, 2*capture.Rate))
			setup := table.DefaultSetup()
			setup.Style = tc.style
			game, err := table.New(setup)
			if err != nil {
				t.Fatal(err)
			}
			var out syncBuf
			w := &table.Writer{Out: &out, JSON: true}
			a := startAudioWith(AudioOptions{VoiceInput: true, Microphone: mic, VoiceKey: "f5", Pause: voice.DefaultPause}, audioSetup{
				out: w, text: game.TextStyle(), lang: game.TextLang(),
				vocab: voice.Vocab{Style: game.Style(), Lang: voice.LangOf(game.TextStyle().Lang())},
				game:  game, now: time.Now,
			}, OpenMicrophone, time.Hour)
			if a == nil {
				t.Fatal("no audio started")
			}
			defer a.Stop()
			w.Sinks = append(w.Sinks, a.Sink)
			loop := &table.Loop{Table: game, Emit: w.Emit, Notices: a.Notices}
			loop.Start()
			rt := table.NewRealTime(0)
			a.clock.Store(rt)
			lines := make(chan string)
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan struct{})
			go func() {
				defer close(done)
				loop.Run(ctx, rt, lines)
			}()
			defer func() { cancel(); <-done }()
			lines <- table.KeyVoice
			// The move, held back from the table (the recogniser waits
			// for it to be taken before it goes on) until the second
			// press, which comes after the neighbour's "ja" ended.
			var first string
			select {
			case first = <-a.Lines:
			case <-time.After(30 * time.Second):
				t.Fatalf("nothing heard:\n%s", out.String())
			}
			m := saidAt.FindStringSubmatch(first)
			if m == nil {
				t.Fatalf("the move's line %q carries no instant", first)
			}
			moveEnded, _ := strconv.ParseFloat(m[1], 64)
			for rt.Now().Seconds() < moveEnded+pressAfterMove {
				time.Sleep(10 * time.Millisecond)
			}
			lines <- table.KeyVoice
			lines <- first
			ended := table.DeviceText(game.TextStyle(), "device.mic-ended", mic)
			for deadline := time.After(60 * time.Second); !strings.Contains(out.String(), ended); {
				select {
				case l := <-a.Lines:
					lines <- l
				case <-time.After(20 * time.Millisecond):
				case <-deadline:
					t.Fatalf("the microphone's end was not said:\n%s", out.String())
				}
			}
			var heard []string
			var presses, yesSaid []float64
			played, refused := "", false
			for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
				var e map[string]any
				if err := json.Unmarshal([]byte(l), &e); err != nil {
					t.Fatalf("not JSON: %q", l)
				}
				text := fmt.Sprint(e["text"])
				switch {
				case e["event"] == "input" && text == table.KeyVoice:
					presses = append(presses, e["t"].(float64))
				case e["event"] == "input":
					h, _, _ := strings.Cut(text, " "+voice.RunnerUpBar+" ")
					if m := saidAt.FindStringSubmatch(h); m != nil {
						h = "voice" + strings.TrimPrefix(h, m[0])
						if h == "voice "+tc.yes {
							s, _ := strconv.ParseFloat(m[1], 64)
							yesSaid = append(yesSaid, s)
						}
					}
					heard = append(heard, h)
				case e["event"] == "move":
					played += fmt.Sprint(e["san"])
				case e["event"] == "announce" && text == tc.speak:
					heard = append(heard, "say "+text)
				}
				refused = refused || text == tc.early
			}
			want := []string{"say " + tc.speak, "say " + tc.speak, tc.heard[0], tc.heard[1]}
			if !slices.Equal(heard, want) || played != "e4" || refused {
				t.Fatalf("heard %q, played %q, yes refused %v; want %q, e4, false:\n%s", heard, played, refused, want, out.String())
			}
			// The yes heard is the player's, said after his press.
			if len(presses) != 2 || len(yesSaid) != 1 || yesSaid[0] < presses[1] {
				t.Errorf("presses at %v, yes said at %v: want the yes after the second press", presses, yesSaid)
			}
		})
	}
}

// saidAt is the instant of a stamped line of the recogniser
// (table.VoiceLine), "voice @12.345", its seconds the submatch.
var saidAt = regexp.MustCompile(`^voice @([0-9]+\.[0-9]{3})`)

// wavFile writes the parts (16 kHz audio) one after another as a WAV file,
// to serve as the microphone, and returns its path.
func wavFile(t *testing.T, parts ...[]int16) string {
	t.Helper()
	var all []int16
	for _, p := range parts {
		all = append(all, p...)
	}
	path := filepath.Join(t.TempDir(), "mic.wav")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := speech.WriteWAV(f, speech.PCM{Rate: capture.Rate, Channels: 1, Samples: all}); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}
