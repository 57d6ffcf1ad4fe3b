package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/blindchess/blindchess/internal/speech"
)

// TestClockRateSetsTheSpeechRate: the talking clock takes --rate as play
// and say do: at rate 2 its greeting and times are said in clearly less
// time than at rate 1, at 0.5 in clearly more. Before, the clock's own
// voice could not be made faster or slower. A number outside 0.5–3 is
// refused, in the session's language.
func TestClockRateSetsTheSpeechRate(t *testing.T) {
	script := filepath.Join(t.TempDir(), "clock.script")
	if err := os.WriteFile(script, []byte("0 start\n0.2 quit\n0.2 yes\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	seconds := func(rate string) float64 {
		t.Helper()
		dir := t.TempDir()
		wav := filepath.Join(dir, "clock.wav")
		code, _, errs := runCLI(t, "", "clock", "--lang", "en", "--time", "5+3", "--voice", "clips", "--wav", wav, "--rate", rate,
			"--script", script, "--journal", filepath.Join(dir, "clock.journal"))
		if code != 0 {
			t.Fatalf("--rate %s: exit %d: %s", rate, code, errs)
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
	normal, fast, slow := seconds("1"), seconds("2"), seconds("0.5")
	if fast > 0.8*normal || slow < 1.3*normal {
		t.Errorf("rate 0.5 / 1 / 2 said the clock in %.2f / %.2f / %.2f s; want 0.5 clearly slower, 2 clearly faster", slow, normal, fast)
	}
	for _, c := range []struct{ lang, want string }{
		{"en", "blindchess: --rate 9 is out of range: give a number from 0.5 (slow) to 3 (fast); 1 is normal\n"},
		{"de", "blindchess: --rate 9 liegt außerhalb: eine Zahl von 0.5 (langsam) bis 3 (schnell) angeben; 1 ist normal\n"},
		{"cs", "blindchess: --rate 9 je mimo rozsah: zadejte číslo od 0.5 (pomalu) do 3 (rychle); 1 je normální\n"},
	} {
		if code, out, errs := runCLI(t, "", "clock", "--lang", c.lang, "--time", "5", "--rate", "9"); code != 2 || errs != c.want || out != "" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 2, %q", c.lang, code, out, errs, c.want)
		}
	}
}
