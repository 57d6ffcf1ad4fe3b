package voice

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/blindchess/blindchess/internal/capture"
)

// say makes a 16 kHz mono WAV of text with espeak-ng (German) and sox.
func say(t *testing.T, dir, name, text string) string {
	t.Helper()
	raw := filepath.Join(dir, name+"-22k.wav")
	out := filepath.Join(dir, name+".wav")
	if b, err := exec.Command("espeak-ng", "-v", "de", "-w", raw, text).CombinedOutput(); err != nil {
		t.Fatalf("espeak-ng: %v %s", err, b)
	}
	if b, err := exec.Command("sox", raw, "-r", "16000", "-c", "1", "-b", "16", "-e", "signed-integer", out).CombinedOutput(); err != nil {
		t.Fatalf("sox: %v %s", err, b)
	}
	return out
}

func TestRecognizeGermanEspeak(t *testing.T) {
	for _, tool := range []string{"espeak-ng", "sox"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (make deps installs it): cannot make test speech", tool)
		}
	}
	if _, err := os.Stat(filepath.Join(ModelDir, "mdef")); err != nil {
		t.Skip("pocketsphinx-en-us is not installed (make deps installs it): " + err.Error())
	}
	dir := t.TempDir()
	r, err := NewGerman(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	tests := []struct{ say, want string }{
		{"Springer Felix drei", "springer felix drei"},
		{"Eva vier", "eva vier"},
		{"Kurze Rochade", "kurze rochade"},
		{"Zeit", "zeit"},
		{"Remis", "remis"},
	}
	hits := 0
	for i, tc := range tests {
		src, err := capture.OpenWAVFile(say(t, dir, string(rune('a'+i)), tc.say))
		if err != nil {
			t.Fatal(err)
		}
		var pcm []int16
		buf := make([]int16, 1600)
		for {
			n, err := src.Read(buf)
			pcm = append(pcm, buf[:n]...)
			if err != nil {
				break
			}
		}
		got, err := r.Recognize(pcm)
		if err != nil {
			t.Fatal(err)
		}
		if got == tc.want {
			hits++
		}
		t.Logf("said %q heard %q", tc.say, got)
	}
	t.Logf("recognised %d of %d exactly", hits, len(tests))
	if hits < len(tests)-2 {
		t.Fatalf("recognised only %d of %d", hits, len(tests))
	}
}
