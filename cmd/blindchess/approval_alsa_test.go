//go:build linux

package main

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// alsaFileOutput writes a .asoundrc in a new folder that makes ALSA's
// default output its file plugin, writing raw 22050 Hz stereo S16_LE
// samples into out.raw there, and returns the folder (to be HOME).
func alsaFileOutput(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	rc := fmt.Sprintf(`pcm.!default { type plug; slave { pcm "bcout"; format S16_LE; rate 22050; channels 2 } }
pcm.bcout { type file; slave.pcm "bcnull"; file "%s"; format "raw" }
pcm.bcnull { type null }
`, filepath.Join(dir, "out.raw"))
	if err := os.WriteFile(filepath.Join(dir, ".asoundrc"), []byte(rc), 0o600); err != nil {
		t.Fatal(err)
	}
	return dir
}

// rawSides is sides for a raw stereo file, read as it streams: the null
// plugin behind the file takes samples as fast as they come, so the file
// holds long stretches of silence between the sentences.
func rawSides(t *testing.T, path string) string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, 1<<16)
	var runs []byte
	cur, n := byte(0), 0
	flush := func() {
		if cur != 0 && n >= 22050/5 {
			runs = append(runs, cur)
		}
	}
	var frame [4]byte
	for {
		if _, err := io.ReadFull(r, frame[:]); err != nil {
			break
		}
		l, rr := int16(binary.LittleEndian.Uint16(frame[:2])), int16(binary.LittleEndian.Uint16(frame[2:]))
		var s byte
		switch {
		case l == 0 && rr == 0:
			continue
		case rr == 0:
			s = 'L'
		case l == 0:
			s = 'R'
		default:
			s = 'B'
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

// TestALSAFilePluginGetsEachSentenceOnItsChannel plays a game through the
// sound card path (oto on ALSA), with ALSA's file plugin as the card: the
// VI player's time answer lands on his earphone's channel alone (exact
// zero samples on the other), the moves on both; in tournament play with
// --earphone both the answer reaches no channel.
func TestALSAFilePluginGetsEachSentenceOnItsChannel(t *testing.T) {
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng is not installed (make deps)")
	}
	bin := buildPlayBinary(t)
	script := playScriptFile(t, "0 start\n0.3 e4\n0.6 press\n0.9 time\n1.5 moves\n")
	run := func(want string, args ...string) {
		t.Helper()
		home := alsaFileOutput(t)
		cmd := exec.Command(bin, append([]string{"play", "--lang", "en", "--time", "5+3", "--script", script, "--voice", "espeak",
			"--journal", filepath.Join(home, "g.journal")}, args...)...)
		cmd.Env = append(os.Environ(), "HOME="+home)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
		if !strings.Contains(string(out), "White, five minutes") {
			t.Errorf("%v: the answer was not written:\n%s", args, out)
		}
		if got := rawSides(t, filepath.Join(home, "out.raw")); got != want {
			t.Errorf("%v: one-sided sound on the card %q, want %q", args, got, want)
		}
	}
	run("L", "--earphone", "left")
	run("R", "--earphone", "right")
	run("", "--earphone", "both")
}

// nonZero counts the samples of a raw S16_LE file that are not zero (0
// when the file does not exist: nothing was played).
func nonZero(t *testing.T, path string) int {
	t.Helper()
	b, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i := 0; i+1 < len(b); i += 2 {
		if b[i] != 0 || b[i+1] != 0 {
			n++
		}
	}
	return n
}

// TestTwoSoundDevicesSplitPrivateFromPublic: with --public-device and
// --private-device (ALSA's file plugin as two named devices, found through
// PortAudio and listed by blindchess speakers), the VI player's time
// answer is played on the private device alone: the public device gets
// exactly the same samples whether or not he asked, the private device
// gets sound only when he asked.
func TestTwoSoundDevicesSplitPrivateFromPublic(t *testing.T) {
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng is not installed (make deps)")
	}
	bin := buildPlayBinary(t)
	devices := func() string {
		dir := t.TempDir()
		var rc strings.Builder
		for _, d := range []string{"bcpub", "bcpriv"} {
			fmt.Fprintf(&rc, "pcm.%s { type plug; slave { pcm \"%sfile\"; format S16_LE; rate 22050; channels 2 } hint { show on description \"%s\" } }\n", d, d, d)
			fmt.Fprintf(&rc, "pcm.%sfile { type file; slave.pcm \"bcnull\"; file \"%s\"; format \"raw\" }\n", d, filepath.Join(dir, d+".raw"))
		}
		rc.WriteString("pcm.bcnull { type null }\n")
		if err := os.WriteFile(filepath.Join(dir, ".asoundrc"), []byte(rc.String()), 0o600); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	run := func(home string, args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "HOME="+home)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	home := devices()
	if out := run(home, "speakers", "--lang", "en"); !strings.Contains(out, "bcpub (ALSA, ") || !strings.Contains(out, "bcpriv (ALSA, ") {
		t.Errorf("speakers does not list the devices:\n%s", out)
	}
	game := func(script string) (pub, priv int) {
		home := devices()
		run(home, "play", "--lang", "en", "--time", "5+3", "--script", playScriptFile(t, script), "--voice", "espeak",
			"--public-device", "bcpub", "--private-device", "bcpriv", "--journal", filepath.Join(home, "g.journal"))
		return nonZero(t, filepath.Join(home, "bcpub.raw")), nonZero(t, filepath.Join(home, "bcpriv.raw"))
	}
	pubAsked, privAsked := game("0 start\n0.5 time\n2 e4\n")
	pubNot, privNot := game("0 start\n2 e4\n")
	if pubAsked == 0 || pubAsked != pubNot {
		t.Errorf("public device: %d sounding samples with the request, %d without; want the same, not 0", pubAsked, pubNot)
	}
	if privAsked == 0 || privNot != 0 {
		t.Errorf("private device: %d sounding samples with the request, %d without; want some, then none", privAsked, privNot)
	}
}
