//go:build cgo && !nopocketsphinx

package sphinx

import (
	"sync"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/voice"
)

// TestRecognisersStartedAtOnce: recognisers started at the same time in
// one process (as cmd/blindchess's parallel tests do) each start and
// decode while the others start, and the process survives. Before startMu, two ps_init at once
// corrupted the heap now and then ("free(): corrupted unsorted chunks",
// session 21), which killed the whole test binary. Czech starts the
// Felix decoder too, and one recogniser is warped (the warp's parse is
// process-wide state); Phones starts its own decoder beside them.
func TestRecognisersStartedAtOnce(t *testing.T) {
	if err := CheckModel(); err != nil {
		t.Skip(err)
	}
	styles := []struct {
		style phonetic.Style
		lang  voice.Lang
		warp  float64
	}{
		{phonetic.AnnexD, voice.German, 1},
		{phonetic.AnnexDEn, voice.English, 1},
		{phonetic.CzechStyle, voice.Czech, 1},
		{phonetic.AnnexD, voice.German, 1.2},
	}
	// A second of low noise: every decoder decodes while others start.
	noise := make([]int16, 16000)
	for i := range noise {
		noise[i] = int16((i*7919)%401 - 200)
	}
	for round := 0; round < 5; round++ {
		var wg sync.WaitGroup
		errs := make(chan error, len(styles)+1)
		for _, s := range styles {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r, err := NewWarped(voice.Vocab{Style: s.style, Lang: s.lang}, t.TempDir(), s.warp)
				if err != nil {
					errs <- err
					return
				}
				defer r.Close()
				if _, err := r.Recognize(noise); err != nil {
					errs <- err
				}
			}()
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := Phones(make([]int16, 16000)); err != nil {
				errs <- err
			}
		}()
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Errorf("round %d: %v", round, err)
		}
	}
}
