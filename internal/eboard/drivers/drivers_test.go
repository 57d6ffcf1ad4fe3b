package drivers

import (
	"errors"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
)

func TestParseFindsTheProtocol(t *testing.T) {
	for _, tc := range []struct {
		spec       string
		role       Role
		name, path string
		err        string
	}{
		{"dgt:/dev/ttyUSB0", Sighted, "dgt", "/dev/ttyUSB0", ""},
		{"millennium:/dev/ttyUSB1", Sighted, "millennium", "/dev/ttyUSB1", ""},
		{"Millennium:COM3", Sighted, "millennium", "COM3", ""},
		{"/dev/ttyACM0", Tactile, "tactile", "/dev/ttyACM0", ""},
		{"tactile:/dev/ttyACM0", Tactile, "tactile", "/dev/ttyACM0", ""},
		{"/tmp/a:b", Tactile, "tactile", "/tmp/a:b", ""}, // a path with a colon
		{"tactile:/dev/ttyACM0", 0, "tactile", "/dev/ttyACM0", ""},
		{"dgt:", Sighted, "", "", `"dgt:": want NAME:PATH with NAME one of dgt, millennium, certabo, chessnut`},
		{"certabo:/dev/ttyUSB0", Sighted, "certabo", "/dev/ttyUSB0", ""},
		{"chessnut:AA:BB:CC:DD:EE:FF", Sighted, "chessnut", "AA:BB:CC:DD:EE:FF", ""},
		{"/dev/ttyUSB0", Sighted, "", "", "want NAME:PATH"},
		{"novag:/dev/ttyUSB0", Sighted, "", "", "one of dgt, millennium"},
		{"tactile:/dev/ttyACM0", Sighted, "", "", "one of dgt, millennium"},
	} {
		d, path, err := Parse(tc.spec, tc.role)
		if tc.err != "" {
			var nd *ErrNoSuchDriver
			if err == nil || !strings.Contains(err.Error(), tc.err) || !errors.As(err, &nd) {
				t.Errorf("Parse(%q): %v, want an error with %q", tc.spec, err, tc.err)
			}
			continue
		}
		if err != nil || d.Name != tc.name || path != tc.path {
			t.Errorf("Parse(%q) = %s %q %v, want %s %q", tc.spec, d.Name, path, err, tc.name, tc.path)
		}
	}
}

// TestEveryProtocolIsComplete checks each entry of the registry: a name,
// a title, a role, a way to start it, a kind of its own.
func TestEveryProtocolIsComplete(t *testing.T) {
	kinds := map[eboard.Kind]string{}
	for _, d := range All() {
		if d.Name == "" || d.Title == "" || d.Short == "" || d.Role == 0 || d.Start == nil || d.Example == "" {
			t.Errorf("%+v: incomplete", d)
		}
		if d.Kind.String() != d.Name {
			t.Errorf("%s: kind %s", d.Name, d.Kind)
		}
		if other, ok := kinds[d.Kind]; ok {
			t.Errorf("%s and %s share kind %s", d.Name, other, d.Kind)
		}
		kinds[d.Kind] = d.Name
	}
	if got := strings.Join(Names(Sighted), " "); got != "dgt millennium certabo chessnut" {
		t.Errorf("sighted boards %q", got)
	}
}

func TestByUSBNamesTheBoards(t *testing.T) {
	for _, tc := range []struct{ vid, pid, want string }{
		{"045b", "0001", "dgt"},
		{"2341", "0043", "tactile"},
		{"0403", "6001", ""},
		{"10c4", "ea60", "certabo"},
		{"10c4", "0001", ""},
	} {
		var names []string
		for _, d := range ByUSB(tc.vid, tc.pid) {
			names = append(names, d.Name)
		}
		if got := strings.Join(names, " "); got != tc.want {
			t.Errorf("%s:%s: %q, want %q", tc.vid, tc.pid, got, tc.want)
		}
	}
}

// TestEachDriverIsNamedInEveryLanguage: every protocol of the registry
// has its title in the catalogs, the English one its Title.
func TestEachDriverIsNamedInEveryLanguage(t *testing.T) {
	for _, d := range All() {
		if got := d.TitleIn(catalog.For(catalog.English)); got != d.Title {
			t.Errorf("%s: the catalog says %q, Title is %q", d.Name, got, d.Title)
		}
		for _, l := range catalog.Langs() {
			if got := d.TitleIn(catalog.For(l)); strings.HasPrefix(got, "[") || got == "" {
				t.Errorf("%s in %s: %q", d.Name, l, got)
			}
		}
	}
}

// TestShortInNamesEachBoardInTheSessionLanguage: the name that simulate,
// board watch and board follow give a board is the language's own, in the
// form their sentences take; no English "tactile" in a German or Czech
// line.
func TestShortInNamesEachBoardInTheSessionLanguage(t *testing.T) {
	want := map[string][3]string{ // en, de, cs
		"dgt":        {"DGT", "DGT-Brett", "šachovnici DGT"},
		"millennium": {"Millennium", "Millennium-Brett", "šachovnici Millennium"},
		"certabo":    {"Certabo", "Certabo-Brett", "šachovnici Certabo"},
		"chessnut":   {"Chessnut", "Chessnut-Brett", "šachovnici Chessnut"},
		"tactile":    {"tactile", "Steckbrett", "hmatovou šachovnici"},
	}
	if len(All()) != len(want) {
		t.Fatalf("%d drivers, the test knows %d", len(All()), len(want))
	}
	for _, d := range All() {
		w, ok := want[d.Name]
		if !ok {
			t.Errorf("driver %s: no name in the test", d.Name)
			continue
		}
		for i, l := range []catalog.Lang{catalog.English, catalog.German, catalog.Czech} {
			if got := d.ShortIn(catalog.For(l)); got != w[i] {
				t.Errorf("%s in %s: %q, want %q", d.Name, l.Code(), got, w[i])
			}
		}
	}
}
