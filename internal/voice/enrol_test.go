package voice_test

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	. "github.com/blindchess/blindchess/internal/voice"
)

// TestEnrolRecordings writes the enrolment of one espeak-ng voice for
// scripts/mllr-enrol.sh (docs/voice.md, "Speaker enrolment (MLLR)"):
// the 64 squares, the twelve move words, the requests and the two
// confirmation words, each said alone, as ID.raw (16 kHz, 16-bit
// little-endian mono, 300 ms of silence either side), with
// enrol.fileids, enrol.transcription and enrol.dict. Nothing a bench
// move is. Run only when asked:
//
//	BLINDCHESS_ENROL_DIR=DIR BLINDCHESS_ENROL_STYLE=de|en|cs \
//	[BLINDCHESS_ENROL_VARIANT=+Alicia] [BLINDCHESS_ENROL_PITCH=60] \
//	[BLINDCHESS_ENROL_RATE=1.5] go test -run EnrolRecordings ./internal/voice
func TestEnrolRecordings(t *testing.T) {
	dir := os.Getenv("BLINDCHESS_ENROL_DIR")
	if dir == "" {
		t.Skip("set BLINDCHESS_ENROL_DIR (and BLINDCHESS_ENROL_STYLE) to write an enrolment")
	}
	needRecognition(t)
	var vocab Vocab
	switch os.Getenv("BLINDCHESS_ENROL_STYLE") {
	case "de":
		vocab = Vocab{Style: phonetic.AnnexD, Lang: German}
	case "en":
		vocab = Vocab{Style: phonetic.AnnexDEn, Lang: English}
	case "cs":
		vocab = Vocab{Style: phonetic.CzechStyle, Lang: Czech}
	default:
		t.Fatalf("BLINDCHESS_ENROL_STYLE=%q: give de, en or cs", os.Getenv("BLINDCHESS_ENROL_STYLE"))
	}
	v := voiceSynth{name: "enrolment", synth: espeakVoice(t), rate: 1, variant: os.Getenv("BLINDCHESS_ENROL_VARIANT")}
	if s := os.Getenv("BLINDCHESS_ENROL_RATE"); s != "" {
		r, err := strconv.ParseFloat(s, 64)
		if err != nil || r < 0.5 || r > 3 {
			t.Fatalf("BLINDCHESS_ENROL_RATE=%q: give a rate from 0.5 to 3", s)
		}
		v.rate = r
	}
	if s := os.Getenv("BLINDCHESS_ENROL_PITCH"); s != "" {
		p, err := strconv.Atoi(s)
		if err != nil || p < 0 || p > 99 {
			t.Fatalf("BLINDCHESS_ENROL_PITCH=%q: give a pitch from 0 to 99", s)
		}
		v.pitch = p
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	var ids, trans []string
	add := func(pcm []int16, tokens []string) {
		id := fmt.Sprintf("e%02d", len(ids)+1)
		b := make([]byte, 2*len(pcm))
		for i, s := range pcm {
			binary.LittleEndian.PutUint16(b[2*i:], uint16(s))
		}
		if err := os.WriteFile(filepath.Join(dir, id+".raw"), b, 0o644); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
		trans = append(trans, fmt.Sprintf("<s> %s </s> (%s)", strings.Join(tokens, " "), id))
	}
	for f := 0; f < 8; f++ {
		for r := 0; r < 8; r++ {
			ws := []phonetic.Word{phonetic.File(f), phonetic.Rank(r)}
			add(render(t, v, vocab.Style, ws), Tokens(vocab.Style.Text(ws)))
		}
	}
	for _, w := range vocab.SingleWords() {
		if w.Word >= phonetic.FileA && w.Word <= phonetic.File(7) || w.Word >= phonetic.Rank1 && w.Word <= phonetic.Rank(7) {
			continue // said in the squares
		}
		add(render(t, v, vocab.Style, []phonetic.Word{w.Word}), strings.Fields(w.Token))
	}
	for _, a := range aloneWords(vocab) {
		add(renderText(t, v, espeakLang(vocab.Style.Lang()), a.text), []string{a.token})
	}
	dict, err := vocab.Dict()
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{
		"enrol.fileids":       strings.Join(ids, "\n") + "\n",
		"enrol.transcription": strings.Join(trans, "\n") + "\n",
		"enrol.dict":          dict,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d recordings in %s", len(ids), dir)
}
