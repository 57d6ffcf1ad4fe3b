package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// stallWriter is the output of a busy computer: the first write that
// holds stall's text takes hold (its line is written, then the loop that
// wrote it waits), as a loop held up after it has said a move back.
type stallWriter struct {
	syncBuffer
	stall string
	hold  time.Duration
	once  sync.Once
}

func (w *stallWriter) Write(p []byte) (int, error) {
	n, err := w.syncBuffer.Write(p)
	if strings.Contains(string(p), w.stall) {
		w.once.Do(func() { time.Sleep(w.hold) })
	}
	return n, err
}

// TestPlayYesJudgedWhenSaid: spoken into the microphone of play
// --voice-input, in each language, a move and its yes 4 s later; the loop
// is held up for 10 s once it has asked for the yes (a busy computer), so
// the table gets the yes more than table.VoiceConfirmWindow (8 s) after
// the read-back. It was said well within it, and the yes line carries
// the instant it was said (journaled with it): the move is played. Until
// session 20 the yes was judged by when the table got it and refused as
// too late. A yes said too late is still refused
// (TestPlayChatterAndLateYesPlayNothing).
func TestPlayYesJudgedWhenSaid(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	tests := []struct {
		lang, move, yes, heard, readBack, ask, played, late string
	}{
		{"de", "Eva vier", "ja", "voice eva vier", "Eva vier?", "Bestätigen mit ja (oder Enter), verwerfen mit nein.", "Eva vier",
			"Das Ja kam zu spät (mehr als 8 Sekunden nach der Rückfrage); der gehörte Zug ist verworfen. Bitte den Zug noch einmal sagen."},
		{"en", "Eva four", "yes", "voice eva four", "Eva four?", "Confirm with yes (or Enter), cancel with no.", "Eva four",
			"The yes came too late (more than 8 seconds after the question); the move heard is cancelled. Please say the move again."},
		{"cs", "Eva čtyři", "ano", "voice eva ctyri", "Eva čtyři?", "Potvrďte: ano (nebo Enter), zrušte: ne.", "Eva čtyři",
			"Ano přišlo pozdě (víc než 8 sekund po otázce); slyšený tah je zrušen. Řekněte prosím tah znovu."},
	}
	for _, tc := range tests {
		t.Run(tc.lang, func(t *testing.T) {
			t.Parallel()
			mic, _ := micFile(t, silence(0.6), saidBy(t, tc.lang, tc.move), silence(4), saidBy(t, tc.lang, tc.yes), silence(9))
			j := filepath.Join(t.TempDir(), "g.journal")
			lang, _ := catalog.Parse(tc.lang)
			out := &stallWriter{stall: tc.ask, hold: 10 * time.Second}
			code, errOut := playStalled(t, out, micEnded(t, lang, mic), "0 quit\n0 "+tc.yes+"\n", "play", "--casual", "--lang", tc.lang, "--voice-input", "--microphone", mic, "--script", "-", "--json", "--journal", j)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			var got []string
			var askedAt, yesAt, yesSaid float64
			for _, e := range jsonEvents(t, out.String()) {
				text, at := fmt.Sprint(e["text"]), e["t"].(float64)
				switch {
				case e["event"] == "input" && e["source"] == "voice":
					m := saidAtWord.FindStringSubmatch(text)
					if m == nil {
						t.Fatalf("a line of the recogniser without its instant: %q", text)
					}
					h := heardLine(text)
					got = append(got, "input "+h)
					if h == "voice "+tc.yes {
						yesAt = at
						fmt.Sscan(m[1], &yesSaid)
					}
				case e["event"] == "move":
					got = append(got, fmt.Sprintf("move %v %v", e["san"], e["source"]))
				case text == tc.ask:
					askedAt = at
					fallthrough
				case text == tc.readBack, text == tc.played, text == tc.late:
					got = append(got, "say "+text)
				}
			}
			want := []string{"input " + tc.heard, "say " + tc.readBack, "say " + tc.ask, "input voice " + tc.yes, "move e4 voice", "say " + tc.played}
			if !slices.Equal(got, want) {
				t.Fatalf("events\n%s\nwant\n%s\nall output:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"), out.String())
			}
			// The table got the yes too late to judge it by that, and
			// it was said in time.
			if yesAt-askedAt <= 8 {
				t.Errorf("the yes reached the table %.3f s after the question, not held up", yesAt-askedAt)
			}
			if d := yesSaid - askedAt; d < 0 || d > 8 {
				t.Errorf("the yes was said %.3f s after the question, want within 8 s", d)
			}
			// The journal keeps the instant with the words.
			b, err := os.ReadFile(j)
			if err != nil {
				t.Fatal(err)
			}
			if w := fmt.Sprintf(`"src":"voice","in":"voice @%.3f %s"`, yesSaid, tc.yes); !strings.Contains(string(b), w) {
				t.Errorf("journal lacks %s:\n%s", w, b)
			}
		})
	}
}

// playStalled is playScriptAfter writing to out.
func playStalled(t *testing.T, out *stallWriter, after, lines string, args ...string) (int, string) {
	t.Helper()
	pr, pw := io.Pipe()
	var errOut syncBuffer
	done := make(chan int, 1)
	go func() { done <- execute(withLang(args), pr, out, &errOut) }()
	deadline := time.Now().Add(90 * time.Second)
	for !strings.Contains(out.String(), after) && time.Now().Before(deadline) {
		select {
		case code := <-done:
			return code, errOut.String()
		case <-time.After(20 * time.Millisecond):
		}
	}
	io.WriteString(pw, lines)
	pw.Close()
	return <-done, errOut.String()
}
