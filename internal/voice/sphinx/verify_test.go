//go:build cgo && !nopocketsphinx

package sphinx

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestVerifierGap: the verifier fits a word said alone nearly as well as
// the free phone loop does, and a sentence said instead of it far worse;
// no audio is not scored.
func TestVerifierGap(t *testing.T) {
	r := germanRecognizer(t)
	tests := []struct {
		words, said string
	}{
		{"ja", "Ja"},
		{"zeit", "Zeit"},
		{"anna drei", "Anna drei"},
	}
	for _, tc := range tests {
		right := r.ver.checkAll(tc.words, spoken(t, tc.said))
		wrong := r.ver.checkAll(tc.words, spoken(t, "Guten Morgen, wie geht es dir heute?"))
		t.Logf("%q: said %.4f over %d frames %v, a sentence %.4f over %d %v", tc.words, right.Gap, right.Frames, right.WordGaps, wrong.Gap, wrong.Frames, wrong.WordGaps)
		if !right.Done || !wrong.Done {
			t.Fatalf("%q not scored: %+v %+v", tc.words, right, wrong)
		}
		if right.Words != tc.words || right.Frames == 0 {
			t.Errorf("%q: check %+v", tc.words, right)
		}
		if right.Gap >= wrong.Gap {
			t.Errorf("%q: said alone gap %.4f, not below a sentence's %.4f", tc.words, right.Gap, wrong.Gap)
		}
	}
	if c := r.ver.checkAll("ja", nil); c.Done {
		t.Errorf("no audio scored: %+v", c)
	}
}

// TestVerifierRejects: in the starting position, with the grammar play
// uses, a request and a confirmation word said alone are taken and
// verified, and table talk heard as one of them is verified and
// rejected: nothing is heard. With verification off (measuring) the
// same talk is taken, and the check still tells it would be rejected.
func TestVerifierRejects(t *testing.T) {
	r := germanRecognizer(t)
	start := rules.StartPosition()
	tests := []struct {
		said    string
		confirm bool
		want    string
		checked string // the words verified
		reject  bool
	}{
		{"Zeit", false, "zeit", "zeit", false},
		{"Ja", true, "ja", "ja", false},
		{"Hallo", false, "", "zeit", true},
	}
	for _, tc := range tests {
		for _, on := range []bool{true, false} {
			if err := r.SetPosition(&start, tc.confirm); err != nil {
				t.Fatal(err)
			}
			r.SetVerify(on)
			got, err := r.Recognize(spoken(t, tc.said))
			if err != nil {
				t.Fatal(err)
			}
			c := r.LastCheck()
			want := heardWant(on, tc.want, tc.checked)
			if got != want || c.Words != tc.checked || !c.Done || c.Rejected != tc.reject {
				t.Errorf("verify %v: %q heard %q, check %+v; want %q, %q checked, rejected %v", on, tc.said, got, c, want, tc.checked, tc.reject)
			}
		}
	}
}

// TestVerifierRejectsChatterAsLongMove: in the starting position, with
// the English style, German table talk ("Weiter geht's.", tuning
// conversation taken for a move of three words) heard as "knight anna
// three" fits the audio well as a whole but one word far worse than that
// word typically does: it is rejected, and with verification off it is
// taken and the check tells which word. The move said is taken. Each
// decoding has a recogniser of its own (the decoder's cepstral mean
// follows what it heard before).
func TestVerifierRejectsChatterAsLongMove(t *testing.T) {
	start := rules.StartPosition()
	tests := []struct {
		lang, said string
		want       string // heard with verification on
		checked    string // heard with it off, the words verified
		reject     bool
		word       string // the word of the largest excess
	}{
		{"de", "Weiter geht's.", "", "knight anna three", true, "anna"},
		{"en", "knight Anna three", "knight anna three", "knight anna three", false, ""},
	}
	for _, tc := range tests {
		pcm := spokenIn(t, tc.lang, tc.said)
		for _, on := range []bool{true, false} {
			got, c := heardFresh(t, englishRecognizer, &start, on, pcm)
			want := heardWant(on, tc.want, tc.checked)
			if got != want || c.Words != tc.checked || !c.Done || c.Rejected != tc.reject || len(c.WordGaps) != 3 {
				t.Errorf("verify %v: %q heard %q, check %+v; want %q, %q checked, rejected %v", on, tc.said, got, c, want, tc.checked, tc.reject)
			}
			if tc.reject && (c.ExcessWord != tc.word || c.Excess <= voice.WordGapLimit) {
				t.Errorf("verify %v: %q rejected for %q at excess %.4f, want %q above %.4f", on, tc.said, c.ExcessWord, c.Excess, tc.word, voice.WordGapLimit)
			}
			if !tc.reject && c.Excess > voice.WordGapLimit {
				t.Errorf("verify %v: %q taken at excess %.4f above the limit", on, tc.said, c.Excess)
			}
		}
	}
}

// heardFresh decodes pcm in position pos with a recogniser of its own
// (newRec; the decoder's cepstral mean follows what it heard before),
// verification on or off, and returns what it heard and the check.
func heardFresh(t *testing.T, newRec func(*testing.T) *Recognizer, pos *rules.Position, verify bool, pcm []int16) (string, Check) {
	t.Helper()
	r := newRec(t)
	if err := r.SetPosition(pos, false); err != nil {
		t.Fatal(err)
	}
	r.SetVerify(verify)
	got, err := r.Recognize(pcm)
	if err != nil {
		t.Fatal(err)
	}
	return got, r.LastCheck()
}

// checkAll decodes a whole recording with the loop and checks words
// against it, as the recogniser does for an utterance.
func (v *verifier) checkAll(words string, audio []int16) Check {
	v.begin()
	for off := 0; off < len(audio); off += 1600 {
		v.feed(audio[off:min(off+1600, len(audio))])
	}
	v.end()
	return v.check(words, audio, nil)
}

// germanRecognizer is a recogniser of the German Annex D style, closed
// when the test ends; the test is skipped without the acoustic model.
func germanRecognizer(t *testing.T) *Recognizer {
	t.Helper()
	return recognizerFor(t, voice.Vocab{Style: phonetic.AnnexD, Lang: voice.German})
}

// englishRecognizer is a recogniser of the English Annex D style, closed
// when the test ends; the test is skipped without the acoustic model.
func englishRecognizer(t *testing.T) *Recognizer {
	t.Helper()
	return recognizerFor(t, voice.Vocab{Style: phonetic.AnnexDEn, Lang: voice.English})
}

// recognizerFor is a recogniser of vocab, closed when the test ends; the
// test is skipped without the acoustic model. germanRecognizer,
// englishRecognizer and czechRecognizer are it for one style each.
func recognizerFor(t *testing.T, vocab voice.Vocab) *Recognizer {
	t.Helper()
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	r, err := New(vocab, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(r.Close)
	return r
}

// TestVerifierRejectsChatterAsRequest: in the starting position, with
// the German style, tuning conversation heard as the request "zuege"
// ("Herr Müller.", "Bis später.": taken before, their whole gap under
// voice.OneWordGap) gaps more than voice.AloneMargin above the highest
// gap of "Züge" said alone: it is rejected, and with verification off
// taken with the check telling so. The requests said alone are taken.
// Each decoding has a recogniser of its own.
func TestVerifierRejectsChatterAsRequest(t *testing.T) {
	start := rules.StartPosition()
	tests := []struct {
		said   string
		want   string // heard with verification on
		token  string // heard with it off, the word verified
		reject bool
	}{
		{"Herr Müller.", "", "zuege", true},
		{"Bis später.", "", "zuege", true},
		{"Züge", "zuege", "zuege", false},
		{"Zeit", "zeit", "zeit", false},
		{"Wiederholen", "wiederholen", "wiederholen", false},
	}
	for _, tc := range tests {
		pcm := spoken(t, tc.said)
		for _, on := range []bool{true, false} {
			got, c := heardFresh(t, germanRecognizer, &start, on, pcm)
			want := heardWant(on, tc.want, tc.token)
			if got != want || c.Words != tc.token || !c.Done || c.Rejected != tc.reject || c.ExcessWord != tc.token {
				t.Errorf("verify %v: %q heard %q, check %+v; want %q, %q checked, rejected %v", on, tc.said, got, c, want, tc.token, tc.reject)
			}
			if c.Gap > voice.OneWordGap {
				t.Errorf("verify %v: %q gap %.4f above voice.OneWordGap: not what this test is about", on, tc.said, c.Gap)
			}
			if tc.reject != (c.Excess > voice.AloneMargin) {
				t.Errorf("verify %v: %q excess %.4f over the highest said alone, margin %.4f, want rejected %v", on, tc.said, c.Excess, voice.AloneMargin, tc.reject)
			}
		}
	}
}
