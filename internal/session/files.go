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
// directory: blindchess/games/<name>, named by gameFolderName in the
// language c. On failure it returns the path anyway (the journal
// retries) and the error.
func gameFolder(white, black string, virtual bool, c catalog.Catalog) (string, error) {
	name := gameFolderName(time.Now(), white, black, virtual, c)
	base, _, err := dataDirOrTemp()
	if err != nil {
		return filepath.Join(os.TempDir(), "blindchess-games"), err
	}
	root := filepath.Join(base, "blindchess", "games")
	if err := os.MkdirAll(root, 0o700); err != nil {
		return filepath.Join(root, name), catalog.Errorf("run.files-cannot-create-the-games", err)
	}
	dir, err := newFolderIn(root, name)
	if err != nil {
		return dir, catalog.Errorf("run.files-cannot-create-the-game", err)
	}
	return dir, nil
}

// newFolderIn makes a new folder named name in root, or name-2 …
// name-99 where name is taken, and returns its path; on an error, the
// path it last tried.
func newFolderIn(root, name string) (string, error) {
	dir := filepath.Join(root, name)
	for i := 2; ; i++ {
		err := os.Mkdir(dir, 0o700)
		if err == nil {
			return dir, nil
		}
		if !errors.Is(err, fs.ErrExist) || i > 99 {
			return dir, err
		}
		dir = filepath.Join(root, fmt.Sprintf("%s-%d", name, i))
	}
}

// tempGameFolder makes the folder name for a game in the games folder of
// the temporary data folder (blindchess-data/blindchess/games in the
// system's temporary folder), for a game whose own games folder cannot
// be written (read-only, or not there and not to be made), and returns
// it.
func tempGameFolder(name string) (string, error) {
	root := filepath.Join(os.TempDir(), "blindchess-data", "blindchess", "games")
	if err := os.MkdirAll(root, 0o700); err != nil {
		return "", err
	}
	dir, err := newFolderIn(root, name)
	if err != nil {
		return "", err
	}
	return dir, nil
}

// gameFolderName is the name of a new game's folder: the date and time
// (2026-11-26_15-04-05), "_virtual" for a game on virtual time, and the
// players' names as "_White-Black" in letters a file name keeps. A name
// not given, or with no letter a file name keeps, is the side's word in
// the language of c (Weiss, Black, Cerny); with neither name the folder
// is named by the date and time alone. Folders named otherwise by older
// versions (…_unknown-unknown) resume as they are: --resume reads the
// folder it is given, whatever its name.
func gameFolderName(now time.Time, white, black string, virtual bool, c catalog.Catalog) string {
	name := now.Format("2006-01-02_15-04-05")
	if virtual {
		name += "_virtual"
	}
	w, b := fileSafe(white), fileSafe(black)
	if w == "" && b == "" {
		return name
	}
	if w == "" {
		w = fileSafe(c.Say("files.folder-white"))
	}
	if b == "" {
		b = fileSafe(c.Say("files.folder-black"))
	}
	return name + "_" + w + "-" + b
}

// fileSafe keeps letters, digits, '-' and '_' of a name for a file name
// (spaces and dots as '_', German and Czech letters transliterated, at
// most 40 characters), and returns "" when none is left.
func fileSafe(s string) string {
	var b strings.Builder
	for _, r := range strings.TrimSpace(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		case r == ' ' || r == '.':
			b.WriteByte('_')
		case r >= 0xC0 && r <= 0x24F:
			if t := phonetic.Transliterate(string(r)); t[0] < 0x80 {
				b.WriteString(t)
			}
		}
	}
	if strings.Trim(b.String(), "_-") == "" {
		return ""
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

// dataDirOrTemp is dataDir, or, when the user has no home folder ($HOME
// not set: a service, a cron job, a kiosk), the folder blindchess-data in
// the system's temporary folder, with temp true: the games, clocks and
// checks are kept there rather than in memory only, and the command says
// where (TempDataNote). err is dataDir's other errors.
func dataDirOrTemp() (dir string, temp bool, err error) {
	return dataDirOrTempFor(runtime.GOOS, os.Getenv, os.UserHomeDir, os.TempDir())
}

// dataDirOrTempFor is dataDirOrTemp on the system goos, with the
// environment getenv, the home folder home and the temporary folder tmp.
func dataDirOrTempFor(goos string, getenv func(string) string, home func() (string, error), tmp string) (string, bool, error) {
	d, err := dataDirFor(goos, getenv, home)
	if err == nil {
		return d, false, nil
	}
	if _, herr := home(); herr == nil {
		return "", false, err
	}
	return filepath.Join(tmp, "blindchess-data"), true, nil
}

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
	d, _, err := dataDirOrTemp()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "blindchess", "games"), nil
}

// GamesFolderOrHome is GamesFolder, or ~/.local/share/blindchess/games
// when it cannot be found: the folder to name in an example.
func GamesFolderOrHome() string {
	if games, err := GamesFolder(); err == nil {
		return games
	}
	return filepath.Join("~", ".local", "share", "blindchess", "games")
}

// freshJournalPath is the path of a new journal named stem in dir:
// stem.journal, or stem-2.journal, stem-3.journal … when a journal of
// the same second is there already (two checks of a table within a
// second), so that a new one never meets an old one's file.
func freshJournalPath(dir, stem string) string {
	path := filepath.Join(dir, stem+".journal")
	for i := 2; i < 100; i++ {
		if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
			break
		}
		path = filepath.Join(dir, fmt.Sprintf("%s-%d", stem, i)+".journal")
	}
	return path
}
