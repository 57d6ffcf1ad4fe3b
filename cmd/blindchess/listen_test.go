package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestListenWAV(t *testing.T) {
	for _, tool := range []string{"espeak-ng", "sox"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed (make deps installs it)", tool)
		}
	}
	dir := t.TempDir()
	raw, wav := filepath.Join(dir, "r.wav"), filepath.Join(dir, "s.wav")
	if b, err := exec.Command("espeak-ng", "-v", "de", "-w", raw, "Eva vier").CombinedOutput(); err != nil {
		t.Fatalf("espeak-ng: %v %s", err, b)
	}
	if b, err := exec.Command("sox", raw, "-r", "16000", "-c", "1", "-b", "16", "-e", "signed-integer", wav).CombinedOutput(); err != nil {
		t.Fatalf("sox: %v %s", err, b)
	}
	code, out, errOut := runCLI(t, "", "listen", "--wav", wav)
	if code != 0 || out != "eva vier\n" {
		if strings.Contains(errOut, "speech model is missing") {
			t.Skip(errOut)
		}
		t.Fatalf("code %d %q %q", code, out, errOut)
	}
	if code, _, errOut := runCLI(t, "", "listen"); code != 2 || !strings.Contains(errOut, "--wav FILE is needed") {
		t.Fatalf("no --wav: %d %q", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", "listen", "--wav", raw); code == 0 || !strings.Contains(errOut, "convert it to 16000 Hz mono") {
		t.Fatalf("22 kHz: %d %q", code, errOut)
	}
}
