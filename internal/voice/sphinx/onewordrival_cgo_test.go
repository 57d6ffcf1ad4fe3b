//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// onePos has the queen on d1 to e1 and e2 and the rook on h1 to e1: Qe1
// and Re1 are each other's piece rival, Qe1 and Qe2 each other's rank
// rival.
const onePos = "k7/8/8/8/8/8/8/K2Q3R w - - 0 1"

// TestOneWordRivalsLeaveTheRecogniserAsItWas: the decodings of a move
// heard against its rivals of one word run on a decoder of their own
// (Recognizer.riv), so that the recogniser and its verifier hear and
// check every later utterance exactly as without them. Two German
// recognisers hear the same three moves; between them the first's rival
// decoder decodes each utterance three times more. The words heard and
// every measure of the verifier's check are the same. (With those
// decodings made on the verifier's decoder instead, as the piece doubt's
// are, the second and third utterances' gaps differ: pocketsphinx
// carries each decoder's cepstral mean and noise levels from one
// decoding to the next.)
func TestOneWordRivalsLeaveTheRecogniserAsItWas(t *testing.T) {
	said := []string{"Dame Eva eins.", "Turm Eva eins.", "Dame Eva zwei."}
	type heard struct {
		words string
		check Check
	}
	g, _ := voice.RivalGrammar(phonetic.AnnexD, []string{"anna acht", "hector eins"})
	hear := func(r *Recognizer, extra int) []heard {
		var out []heard
		for _, s := range said {
			pos, err := rules.ParseFEN(onePos)
			if err != nil {
				t.Fatal(err)
			}
			if err := r.SetPosition(&pos, false); err != nil {
				t.Fatal(err)
			}
			w, err := r.Recognize(spokenIn(t, "de", s))
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, heard{w, r.LastCheck()})
			for range extra {
				if _, _, ok := r.riv.margin(g, g, r.check.Frames, r.audio); !ok {
					t.Fatalf("%q: the rival decoder decoded nothing", s)
				}
			}
		}
		return out
	}
	a, b := hear(germanRecognizer(t), 3), hear(germanRecognizer(t), 0)
	for i := range said {
		ca, cb := a[i].check, b[i].check
		if a[i].words != b[i].words || !ca.Done || !cb.Done || ca.Gap != cb.Gap || ca.score != cb.score || ca.Frames != cb.Frames || len(ca.WordGaps) != len(cb.WordGaps) {
			t.Fatalf("%q: heard %q gap %.6f score %d frames %d after the rival decodings, %q %.6f %d %d without", said[i], a[i].words, ca.Gap, ca.score, ca.Frames, b[i].words, cb.Gap, cb.score, cb.Frames)
		}
		for j := range ca.WordGaps {
			if ca.WordGaps[j] != cb.WordGaps[j] {
				t.Errorf("%q: word %d %+v after the rival decodings, %+v without", said[i], j, ca.WordGaps[j], cb.WordGaps[j])
			}
		}
	}
}

// TestOneWordDoubt: the words of a move forced on the speech of another
// that differs in one piece or one rank ("turm eva eins" on "Dame Eva
// eins.", as final12's +Storm "König" was heard "Turm") fit worse than
// the move said, which is named as the doubt, its weak word the one
// replaced; the words said fit best and name none.
func TestOneWordDoubt(t *testing.T) {
	tests := []struct {
		name, said, words string
		want              RunnerUp
	}{
		{"Dame heard as Turm", "Dame Eva eins.", "turm eva eins", RunnerUp{Words: "dame eva eins", Weak: "turm"}},
		{"zwei heard as eins", "Dame Eva zwei.", "dame eva eins", RunnerUp{Words: "dame eva zwei", Weak: "eins"}},
		{"Dame heard", "Dame Eva eins.", "dame eva eins", RunnerUp{}},
		{"zwei heard", "Dame Eva zwei.", "dame eva zwei", RunnerUp{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pcm := spokenIn(t, "de", tc.said)
			r := germanRecognizer(t)
			pos, err := rules.ParseFEN(onePos)
			if err != nil {
				t.Fatal(err)
			}
			if err := r.SetPosition(&pos, false); err != nil {
				t.Fatal(err)
			}
			if _, err := r.Recognize(pcm); err != nil {
				t.Fatal(err)
			}
			r.check = r.ver.check(tc.words, r.audio, nil)
			r.oneWordRivals(tc.words)
			got := r.oneWordDoubt(tc.words)
			t.Logf("rival %q margin %.4f", r.check.OneRival, r.check.OneMargin)
			if got != tc.want {
				t.Errorf("doubt %+v, want %+v", got, tc.want)
			}
		})
	}
}
