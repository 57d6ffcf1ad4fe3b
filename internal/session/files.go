package session

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"golang.org/x/term"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/table"

	"github.com/blindchess/blindchess/internal/catalog"
)

// samePath reports whether a and b name the same file.
func samePath(a, b string) bool {
	if a == b {
		return true
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	if errA == nil && errB == nil {
		return os.SameFile(fa, fb)
	}
	aa, errA := filepath.Abs(a)
	ab, errB := filepath.Abs(b)
	return errA == nil && errB == nil && aa == ab
}

// gameFolder makes the folder of a new game under the user's data
// directory: blindchess/games/<date>_<time>_<white>-<black>. On failure it
// returns the path anyway (the journal retries) and the error.
func gameFolder(white, black string, virtual bool) (string, error) {
	base, err := dataDir()
	if err != nil {
		return filepath.Join(os.TempDir(), "blindchess-games"), err
	}
	stamp := time.Now().Format("2006-01-02_15-04-05")
	if virtual {
		stamp += "_virtual"
	}
	name := stamp + "_" + fileSafe(orQuestion(white)) + "-" + fileSafe(orQuestion(black))
	root := filepath.Join(base, "blindchess", "games")
	if err := os.MkdirAll(root, 0o700); err != nil {
		return filepath.Join(root, name), catalog.Errorf("run.files-cannot-create-the-games", err)
	}
	dir := filepath.Join(root, name)
	for i := 2; ; i++ {
		err := os.Mkdir(dir, 0o700)
		if err == nil {
			return dir, nil
		}
		if !errors.Is(err, fs.ErrExist) || i > 99 {
			return dir, catalog.Errorf("run.files-cannot-create-the-game", err)
		}
		dir = filepath.Join(root, fmt.Sprintf("%s-%d", name, i))
	}
}

func orQuestion(s string) string {
	if strings.TrimSpace(s) == "" {
		return "unknown"
	}
	return s
}

// fileSafe keeps letters, digits, '-' and '_' of a name for a file name.
func fileSafe(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		case r == ' ' || r == '.':
			b.WriteByte('_')
		case r > 127 && (r >= 0xC0 && r <= 0x24F):
			b.WriteString(phonetic.Transliterate(string(r)))
		}
	}
	if b.Len() == 0 {
		return "unknown"
	}
	if b.Len() > 40 {
		return b.String()[:40]
	}
	return b.String()
}

// dataDir is the user's data directory: $XDG_DATA_HOME, else
// ~/.local/share on Linux and BSD, ~/Library/Application Support on macOS,
// %LOCALAPPDATA% on Windows.
func dataDir() (string, error) { return dataDirFor(runtime.GOOS, os.Getenv, os.UserHomeDir) }

// dataDirFor is dataDir on the system goos, with the environment getenv
// and the home folder home: $XDG_DATA_HOME if it is an absolute path,
// else %LOCALAPPDATA% on Windows (or the home folder's AppData\Local when
// it is not set), ~/Library/Application Support on macOS, ~/.local/share
// elsewhere.
func dataDirFor(goos string, getenv func(string) string, home func() (string, error)) (string, error) {
	if d := getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return d, nil
	}
	if goos == "windows" {
		if d := getenv("LOCALAPPDATA"); d != "" {
			return d, nil
		}
	}
	h, err := home()
	if err != nil {
		return "", catalog.Errorf("run.files-no-home-directory-for", err)
	}
	switch goos {
	case "windows":
		return filepath.Join(h, "AppData", "Local"), nil
	case "darwin":
		return filepath.Join(h, "Library", "Application Support"), nil
	}
	return filepath.Join(h, ".local", "share"), nil
}

func isTerminal(w io.Writer) bool {
	if lw, ok := w.(*table.LockedWriter); ok {
		w = lw.W
	}
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// GamesFolder is the folder that holds a folder for every game play
// starts: blindchess/games in the user's data directory.
func GamesFolder() (string, error) {
	d, err := dataDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "blindchess", "games"), nil
}
