package session

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"
)

func TestGameJournalTakesTheGameFolder(t *testing.T) {
	game := t.TempDir()
	j := filepath.Join(game, "game.journal")
	if err := os.WriteFile(j, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	other := t.TempDir()
	tests := []struct{ path, want string }{
		{game, j},
		{j, j},
		{other, other},
		{filepath.Join(other, "none"), filepath.Join(other, "none")},
	}
	for _, tt := range tests {
		if got := gameJournal(tt.path); got != tt.want {
			t.Errorf("gameJournal(%q) = %q, want %q", tt.path, got, tt.want)
		}
	}
}

func TestClockJournalTakesTheOnlyJournalOfAFolder(t *testing.T) {
	write := func(path string, at time.Time) {
		t.Helper()
		if err := os.WriteFile(path, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, at, at); err != nil {
			t.Fatal(err)
		}
	}
	now := time.Now()
	one := t.TempDir()
	j := filepath.Join(one, "a.journal")
	write(j, now)
	write(filepath.Join(one, "notes.txt"), now)
	if err := os.Mkdir(filepath.Join(one, "b.journal"), 0o755); err != nil {
		t.Fatal(err)
	}
	two := t.TempDir()
	write(filepath.Join(two, "z-old.journal"), now.Add(-time.Hour))
	write(filepath.Join(two, "a-new.journal"), now)
	none := t.TempDir()
	tests := []struct {
		path, want, err string
	}{
		{one, j, ""},
		{j, j, ""},
		{filepath.Join(none, "x.journal"), filepath.Join(none, "x.journal"), ""},
		{none, "", "--resume " + none + ": this folder holds no journal of a clock; give the file the clock named when it started"},
		{two, "", "--resume " + two + ": this folder holds 2 journals of clocks; give one, for example the newest: --resume " + filepath.Join(two, "a-new.journal")},
	}
	for _, tt := range tests {
		got, err := clockJournal(tt.path, "en")
		var ee *ExitError
		switch {
		case tt.err == "" && (err != nil || got != tt.want):
			t.Errorf("clockJournal(%q) = %q, %v; want %q", tt.path, got, err, tt.want)
		case tt.err != "" && (!errors.As(err, &ee) || ee.Code != 2 || ee.Error() != tt.err):
			t.Errorf("clockJournal(%q) = %q, %v; want exit 2 and %q", tt.path, got, err, tt.err)
		}
	}
	if _, err := clockJournal(none, "de"); err == nil || err.Error() != "--resume "+none+": in diesem Ordner ist kein Journal einer Uhr; geben Sie die Datei an, die die Uhr beim Start genannt hat" {
		t.Errorf("German: %v", err)
	}
}

func TestDevicesCloseTheLastOpenedFirst(t *testing.T) {
	var d devices
	var closed []string
	for _, name := range []string{"display", "voice", "boards", "microphone"} {
		d.onClose(func() { closed = append(closed, name) })
	}
	d.closeAll()
	if want := []string{"microphone", "boards", "voice", "display"}; !reflect.DeepEqual(closed, want) {
		t.Errorf("closed %v, want %v", closed, want)
	}
}
