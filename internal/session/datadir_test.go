package session

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestDataDirPerSystem: where the games and clocks go on each system, and
// that $XDG_DATA_HOME wins everywhere when it is an absolute path.
func TestDataDirPerSystem(t *testing.T) {
	abs := filepath.Join(t.TempDir(), "xdg") // absolute on the system the test runs on
	home := func() (string, error) { return "/home/anna", nil }
	tests := []struct {
		name string
		goos string
		env  map[string]string
		want string
	}{
		{"Linux", "linux", nil, filepath.Join("/home/anna", ".local", "share")},
		{"Linux with XDG_DATA_HOME", "linux", map[string]string{"XDG_DATA_HOME": abs}, abs},
		{"a relative XDG_DATA_HOME is ignored", "linux", map[string]string{"XDG_DATA_HOME": "data"}, filepath.Join("/home/anna", ".local", "share")},
		{"macOS", "darwin", nil, filepath.Join("/home/anna", "Library", "Application Support")},
		{"Windows", "windows", map[string]string{"LOCALAPPDATA": `C:\Users\Anna\AppData\Local`}, `C:\Users\Anna\AppData\Local`},
		{"Windows without LOCALAPPDATA", "windows", nil, filepath.Join("/home/anna", "AppData", "Local")},
		{"Windows with XDG_DATA_HOME", "windows", map[string]string{"XDG_DATA_HOME": abs, "LOCALAPPDATA": `C:\Users\Anna\AppData\Local`}, abs},
	}
	for _, tc := range tests {
		got, err := dataDirFor(tc.goos, func(k string) string { return tc.env[k] }, home)
		if err != nil || got != tc.want {
			t.Errorf("%s: %q, %v; want %q", tc.name, got, err, tc.want)
		}
	}
}

// TestDataDirWithoutHome: no home folder is an error that says to give
// --journal, on every system but Windows with %LOCALAPPDATA%.
func TestDataDirWithoutHome(t *testing.T) {
	noHome := errors.New("$HOME is not defined")
	home := func() (string, error) { return "", noHome }
	for _, goos := range []string{"linux", "darwin", "windows"} {
		_, err := dataDirFor(goos, func(string) string { return "" }, home)
		if !errors.Is(err, noHome) || !strings.Contains(err.Error(), "--journal") {
			t.Errorf("%s without a home folder: %v", goos, err)
		}
	}
	got, err := dataDirFor("windows", func(k string) string {
		if k == "LOCALAPPDATA" {
			return `C:\Users\Anna\AppData\Local`
		}
		return ""
	}, home)
	if err != nil || got != `C:\Users\Anna\AppData\Local` {
		t.Errorf("Windows with LOCALAPPDATA and no home: %q, %v", got, err)
	}
}

// TestDataDirOnThisSystem: dataDir reads this system's own environment
// (scripts/wine.sh runs it as a Windows program: %LOCALAPPDATA%).
func TestDataDirOnThisSystem(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "")
	got, err := dataDir()
	if err != nil {
		t.Skipf("no home folder here: %v", err)
	}
	want := ""
	switch runtime.GOOS {
	case "windows":
		want = os.Getenv("LOCALAPPDATA")
	case "darwin":
		h, _ := os.UserHomeDir()
		want = filepath.Join(h, "Library", "Application Support")
	default:
		h, _ := os.UserHomeDir()
		want = filepath.Join(h, ".local", "share")
	}
	if got != want {
		t.Errorf("dataDir() = %q, want %q", got, want)
	}
	t.Logf("the data folder on %s: %s", runtime.GOOS, got)
}

// TestDataDirOrTempWithoutHome: without a home folder the games, clocks
// and checks go to blindchess-data in the temporary folder (temp true);
// with one, or with an absolute $XDG_DATA_HOME, where they always go.
func TestDataDirOrTempWithoutHome(t *testing.T) {
	noHome := func() (string, error) { return "", errors.New("$HOME is not defined") }
	home := func() (string, error) { return "/home/anna", nil }
	tmp := filepath.Join("/", "tmp")
	tests := []struct {
		name string
		env  map[string]string
		home func() (string, error)
		want string
		temp bool
	}{
		{"no home", nil, noHome, filepath.Join(tmp, "blindchess-data"), true},
		{"no home, XDG_DATA_HOME", map[string]string{"XDG_DATA_HOME": "/srv/data"}, noHome, "/srv/data", false},
		{"a home", nil, home, filepath.Join("/home/anna", ".local", "share"), false},
	}
	for _, tc := range tests {
		got, temp, err := dataDirOrTempFor("linux", func(k string) string { return tc.env[k] }, tc.home, tmp)
		if err != nil || got != tc.want || temp != tc.temp {
			t.Errorf("%s: %q, %v, %v; want %q, %v", tc.name, got, temp, err, tc.want, tc.temp)
		}
	}
}
