package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/speech"
)

// checkWAV runs blindchess check with espeak-ng speaking into a WAV file
// and the answers on standard input; it returns the exit code, the
// output, the journal and the speech.
func checkWAV(t *testing.T, answers string, args ...string) (int, string, *journal.Log, speech.PCM) {
	t.Helper()
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng is not installed (make deps)")
	}
	dir := t.TempDir()
	wav, j := filepath.Join(dir, "check.wav"), filepath.Join(dir, "check.journal")
	code, out, errOut := runCLIAsIs(answers, append([]string{"check", "--lang", "en", "--voice", "espeak", "--wav", wav, "--journal", j}, args...)...)
	if errOut != "" && code == 0 {
		t.Logf("stderr: %s", errOut)
	}
	log, err := journal.Read(j)
	if err != nil {
		t.Fatalf("journal: %v\n%s\n%s", err, out, errOut)
	}
	f, err := os.Open(wav)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pcm, err := speech.ReadWAV(f)
	if err != nil {
		t.Fatal(err)
	}
	return code, out, log, pcm
}

// sides returns, in order, the runs of sound that are on one channel
// only: "L" for the left alone, "R" for the right alone (each run at
// least 0.2 s long).
func sides(p speech.PCM) string {
	var runs []byte
	cur, n := byte(0), 0
	flush := func() {
		if cur != 0 && n >= p.Rate/5 {
			runs = append(runs, cur)
		}
	}
	for i := 0; i+1 < len(p.Samples); i += 2 {
		l, r := p.Samples[i], p.Samples[i+1]
		var s byte
		switch {
		case l != 0 && r == 0:
			s = 'L'
		case r != 0 && l == 0:
			s = 'R'
		case l != 0 && r != 0:
			s = 'B'
		default:
			continue // silence belongs to the run around it
		}
		if s != cur {
			flush()
			cur, n = s, 0
		}
		n++
	}
	flush()
	return strings.ReplaceAll(string(runs), "B", "")
}

// TestCheckAsksWhichEarHeardEachChannel: the test sentences are on the
// left channel alone, the right alone and both (exact zero samples on the
// other side), the answers are judged, and the result is in the journal.
func TestCheckAsksWhichEarHeardEachChannel(t *testing.T) {
	code, out, log, pcm := checkWAV(t, "left\nright\nboth\n")
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	for _, line := range []string{
		"Test sentence 1, left channel: heard left. Right.\n",
		"Test sentence 2, right channel: heard right. Right.\n",
		"Test sentence 3, both channel: heard both. Right.\n",
		"The table is ready; checks passed: 3.\n",
	} {
		if !strings.Contains(out, line) {
			t.Errorf("output lacks %q:\n%s", line, out)
		}
	}
	if got := sides(pcm); got != "LR" {
		t.Errorf("one-sided runs of sound %q, want LR (sentence 1 left alone, sentence 2 right alone)", got)
	}
	if !strings.Contains(string(log.Header.Setup), `"check":true`) || !strings.Contains(string(log.Header.Setup), `"program":"blindchess `) {
		t.Errorf("journal header %s", log.Header.Setup)
	}
	var recs []string
	for _, r := range log.Records {
		if r.Source != "check" {
			t.Errorf("record source %q, want check", r.Source)
		}
		recs = append(recs, r.Input)
	}
	if want := "Test sentence 2, right channel: heard right. Right."; !strings.Contains(strings.Join(recs, "\n"), want) {
		t.Errorf("journal records lack %q: %q", want, recs)
	}
}

func TestCheckFailsOnAWrongEar(t *testing.T) {
	code, out, log, _ := checkWAV(t, "links\nfoo\nleft\nbeide\n")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	for _, line := range []string{
		"Test sentence 1, left channel: heard left. Right.\n",
		"\"foo\": type left, right, both or none.\n",
		"Test sentence 2, right channel: heard left. Wrong: check the earphone, the cable and --earphone.\n",
		"The table is not ready; checks failed: 1 of 3.\n",
	} {
		if !strings.Contains(out, line) {
			t.Errorf("output lacks %q:\n%s", line, out)
		}
	}
	if n := len(log.Records); n == 0 || log.Records[n-1].Input != "The table is not ready; checks failed: 1 of 3." {
		t.Errorf("journal's last record: %+v", log.Records)
	}
}

func TestCheckWithoutAnswers(t *testing.T) {
	code, out, _, _ := checkWAV(t, "")
	if code != 1 || !strings.Contains(out, "Test sentence 1: no answer.\n") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}
