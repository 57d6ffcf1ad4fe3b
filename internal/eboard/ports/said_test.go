package ports

import (
	"errors"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
)

// TestPortsAreDescribedInTheSessionsLanguage: what a port probably is, a
// board's answer and a port without an answer, exactly in German, English
// and Czech; Likely and Text stay English.
func TestPortsAreDescribedInTheSessionsLanguage(t *testing.T) {
	dgtPort := Port{Name: "/dev/ttyUSB0", IsUSB: true, VID: "045b", PID: "0001"}
	builtin := Port{Name: "/dev/ttyS0"}
	id := identity(eboard.Tactile, "boardports.tactile-firmware", "TB-1", 2, "0.3")
	noAnswer := catalog.Errorf("boardports.port-error", "/dev/ttyS0", ErrNoAnswer)
	for _, tc := range []struct {
		lang                       catalog.Lang
		dgt, builtin, id, noAnswer string
	}{
		{catalog.English, "possibly a DGT board (vendor id reported for DGT boards, unconfirmed)", "built-in serial port",
			"tactile board TB-1, protocol 2, firmware 0.3", "/dev/ttyS0: no board answered"},
		{catalog.German, "vielleicht ein DGT-Brett (Hersteller-ID, die für DGT-Bretter berichtet wird, unbestätigt)", "eingebaute serielle Schnittstelle",
			"Steckbrett TB-1, Protokoll 2, Firmware 0.3", "/dev/ttyS0: kein Brett hat geantwortet"},
		{catalog.Czech, "možná šachovnice DGT (ID výrobce uváděné u šachovnic DGT, nepotvrzeno)", "vestavěný sériový port",
			"hmatová šachovnice TB-1, protokol 2, firmware 0.3", "/dev/ttyS0: žádná šachovnice neodpověděla"},
	} {
		c := catalog.For(tc.lang)
		if got := c.Say(LikelyKey(dgtPort)); got != tc.dgt {
			t.Errorf("%v: DGT ids %q, want %q", tc.lang, got, tc.dgt)
		}
		if got := c.Say(LikelyKey(builtin)); got != tc.builtin {
			t.Errorf("%v: ttyS0 %q, want %q", tc.lang, got, tc.builtin)
		}
		if got := c.Error(id.Said); got != tc.id {
			t.Errorf("%v: identity %q, want %q", tc.lang, got, tc.id)
		}
		if got := c.Error(noAnswer); got != tc.noAnswer {
			t.Errorf("%v: no answer %q, want %q", tc.lang, got, tc.noAnswer)
		}
	}
	if Likely(builtin) != "built-in serial port" || id.Text != "tactile board TB-1, protocol 2, firmware 0.3" {
		t.Errorf("English: %q, %q", Likely(builtin), id.Text)
	}
	if !errors.Is(noAnswer, ErrNoAnswer) {
		t.Error("the error does not wrap ErrNoAnswer")
	}
}
