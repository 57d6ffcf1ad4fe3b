package brlapi

import (
	"errors"
	"net"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestServerErrorsSaidInTheSessionLanguage: the BrlAPI client's errors
// are sentences of the catalogs, said exactly in German, English and
// Czech; Error stays English and ErrNoServer stays found by errors.Is.
func TestServerErrorsSaidInTheSessionLanguage(t *testing.T) {
	tests := []struct {
		name       string
		err        error
		de, en, cs string
	}{
		{"display in use, answering t", &Error{Code: 2, Type: 't'},
			"BrlAPI: das Terminal benutzt ein anderes Programm (Antwort auf 't')",
			"BrlAPI: the terminal is in use by another client (answering 't')",
			"BrlAPI: terminál používá jiný klient (odpověď na 't')"},
		{"unknown code", &Error{Code: 99},
			"BrlAPI: Fehler 99", "BrlAPI: error 99", "BrlAPI: chyba 99"},
		{"bad host", catalog.Errorf("brlapi.host", "x:9999"),
			`BrlAPI-Host "x:9999": die Zahl nach dem Doppelpunkt muss 0 bis 1000 sein`,
			`BrlAPI host "x:9999": the number after the colon must be 0 to 1000`,
			`hostitel BrlAPI "x:9999": číslo za dvojtečkou musí být 0 až 1000`},
		{"no server, tried", &NoServerError{Tried: []string{"/run/BrlAPI/0"}},
			"BRLTTY läuft nicht (kein BrlAPI-Server antwortet): starten Sie es mit „sudo systemctl start brltty“ oder „brltty -b TREIBER -d GERÄT“, oder setzen Sie BRLAPI_HOST (versucht: /run/BrlAPI/0)",
			"BRLTTY is not running (no BrlAPI server answers): start it with “sudo systemctl start brltty” or “brltty -b DRIVER -d DEVICE”, or set BRLAPI_HOST (tried /run/BrlAPI/0)",
			"BRLTTY neběží (žádný server BrlAPI neodpovídá): spusťte ho příkazem „sudo systemctl start brltty“ nebo „brltty -b OVLADAČ -d ZAŘÍZENÍ“, nebo nastavte BRLAPI_HOST (zkoušeno: /run/BrlAPI/0)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, w := range []struct {
				l    catalog.Lang
				want string
			}{{catalog.German, tc.de}, {catalog.English, tc.en}, {catalog.Czech, tc.cs}} {
				if got := catalog.For(w.l).Error(tc.err); got != w.want {
					t.Errorf("%s: got %q, want %q", w.l, got, w.want)
				}
			}
			if got := tc.err.Error(); got != tc.en {
				t.Errorf("Error() = %q, want %q", got, tc.en)
			}
		})
	}
	if !errors.Is(catalog.Errorf("brlapi.no-server-tried", ErrNoServer, "x"), ErrNoServer) {
		t.Error("ErrNoServer is not found by errors.Is through a catalog error")
	}
}

// TestReadKeyWhenBRLTTYCloses: BRLTTY stopping, or a display unplugged
// with BRLTTY, closes the connection; the display's failure then says so
// in words, where it said the system's "waiting for a key: EOF". Exact in
// German, English and Czech.
func TestReadKeyWhenBRLTTYCloses(t *testing.T) {
	a, b := net.Pipe()
	defer a.Close()
	b.Close()
	c := &Conn{c: a, timeout: time.Second}
	_, err := c.ReadKey(time.Time{})
	if !errors.Is(err, ErrClosed) {
		t.Fatalf("ReadKey after BRLTTY closed: %v, want ErrClosed", err)
	}
	for _, w := range []struct {
		l    catalog.Lang
		want string
	}{
		{catalog.German, "BRLTTY hat die Verbindung beendet: es wurde beendet, oder die Braillezeile wurde abgezogen"},
		{catalog.English, "BRLTTY closed the connection: it stopped, or the display was unplugged"},
		{catalog.Czech, "BRLTTY ukončil spojení: skončil, nebo byl braillský řádek odpojen"},
	} {
		if got := catalog.For(w.l).Error(err); got != w.want {
			t.Errorf("%s: got %q, want %q", w.l, got, w.want)
		}
	}
}
