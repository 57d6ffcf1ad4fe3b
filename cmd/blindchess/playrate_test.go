package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/blindchess/blindchess/internal/speech"
)

// TestPlayRateSetsTheSpeechRate: play takes --rate as say does, for a
// player who hears the game by speech alone: at rate 2 the same game is
// said in clearly less time than at rate 1 (the default), at 0.5 in
// clearly more. Before, play had no --rate: the rate of espeak-ng and the
// clips could not be changed at the table.
func TestPlayRateSetsTheSpeechRate(t *testing.T) {
	script := playScriptFile(t, "0 e4\n1 e5\n2 Nf3\n")
	seconds := func(rate ...string) float64 {
		t.Helper()
		dir := t.TempDir()
		t.Setenv("XDG_DATA_HOME", dir)
		wav := filepath.Join(dir, "speech.wav")
		args := append([]string{"--lang", "en", "--voice", "clips", "--wav", wav, "--script", script, "--virtual"}, rate...)
		if _, errs, code := playRun(t, "", args...); code != 0 {
			t.Fatalf("%v: exit %d: %s", rate, code, errs)
		}
		f, err := os.Open(wav)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		w, err := speech.ReadWAV(f)
		if err != nil {
			t.Fatal(err)
		}
		return w.Duration()
	}
	// Virtual time races the speaker a little (a run may say a line
	// twice), so the bounds are loose: rate 2 says the moves in about
	// half the time.
	normal, fast, slow := seconds(), seconds("--rate", "2"), seconds("--rate", "0.5")
	if fast > 0.8*normal || slow < 1.3*normal {
		t.Errorf("rate 0.5 / 1 / 2 said the game in %.2f / %.2f / %.2f s; want 0.5 clearly slower, 2 clearly faster", slow, normal, fast)
	}
}

// TestPlayRefusesARateOutOfRange: --rate outside 0.5–3 is refused before
// anything is created, with the range and what is normal, in the game's
// language.
func TestPlayRefusesARateOutOfRange(t *testing.T) {
	script := playScriptFile(t, "0 e4\n")
	for _, c := range []struct{ lang, rate, want string }{
		{"en", "5", "blindchess: --rate 5 is out of range: give a number from 0.5 (slow) to 3 (fast); 1 is normal. Nothing was created.\n"},
		{"de", "0.1", "blindchess: --rate 0.1 liegt außerhalb: eine Zahl von 0.5 (langsam) bis 3 (schnell) angeben; 1 ist normal. Es wurde nichts angelegt.\n"},
		{"cs", "4", "blindchess: --rate 4 je mimo rozsah: zadejte číslo od 0.5 (pomalu) do 3 (rychle); 1 je normální. Nic nebylo vytvořeno.\n"},
	} {
		dir := t.TempDir()
		t.Setenv("XDG_DATA_HOME", dir)
		out, errs, code := playRun(t, "", "--lang", c.lang, "--rate", c.rate, "--script", script, "--virtual")
		if code != 2 || errs != c.want || out != "" {
			t.Errorf("%s --rate %s: exit %d, stdout %q, stderr %q\nwant exit 2, %q", c.lang, c.rate, code, out, errs, c.want)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 0 {
			t.Errorf("%s: left behind %v", c.lang, entries)
		}
	}
}
