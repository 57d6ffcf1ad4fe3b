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
	"github.com/blindchess/blindchess/internal/textenc"

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
	// The names as the game has them: typed in a terminal set to
	// Latin-1, "J\xf6rg" is "Jörg" (textenc.String), not "Jrg".
	w, b := fileSafe(textenc.String(white)), fileSafe(textenc.String(black))
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
			} else if t := latinLetters.Replace(string(r)); t[0] < 0x80 {
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

// latinLetters writes the Latin letters with diacritics and the ligatures
// of Latin-1 and Latin Extended-A in ASCII (Å → A, ë → e, ł → l, æ → ae),
// for the names phonetic.Transliterate leaves as they are: "Åsa" is "Asa"
// in a folder's name, not "sa".
var latinLetters = strings.NewReplacer(
	"À", "A", "Á", "A", "Â", "A", "Ã", "A", "Ä", "A", "Å", "A",
	"Æ", "AE", "Ç", "C", "È", "E", "É", "E", "Ê", "E", "Ë", "E",
	"Ì", "I", "Í", "I", "Î", "I", "Ï", "I", "Ð", "D", "Ñ", "N", "Ò", "O",
	"Ó", "O", "Ô", "O", "Õ", "O", "Ö", "O", "Ø", "O", "Ù", "U", "Ú", "U",
	"Û", "U", "Ü", "U", "Ý", "Y", "Þ", "Th", "à", "a", "á", "a",
	"â", "a", "ã", "a", "ä", "a", "å", "a", "æ", "ae", "ç", "c",
	"è", "e", "é", "e", "ê", "e", "ë", "e", "ì", "i", "í", "i", "î", "i",
	"ï", "i", "ð", "d", "ñ", "n", "ò", "o", "ó", "o", "ô", "o", "õ", "o",
	"ö", "o", "ø", "o", "ù", "u", "ú", "u", "û", "u", "ü", "u", "ý", "y",
	"þ", "th", "ÿ", "y", "Ā", "A", "ā", "a", "Ă", "A", "ă", "a",
	"Ą", "A", "ą", "a", "Ć", "C", "ć", "c", "Ĉ", "C", "ĉ", "c", "Ċ", "C",
	"ċ", "c", "Č", "C", "č", "c", "Ď", "D", "ď", "d", "Đ", "D", "đ", "d",
	"Ē", "E", "ē", "e", "Ĕ", "E", "ĕ", "e", "Ė", "E", "ė", "e", "Ę", "E",
	"ę", "e", "Ě", "E", "ě", "e", "Ĝ", "G", "ĝ", "g", "Ğ", "G", "ğ", "g",
	"Ġ", "G", "ġ", "g", "Ģ", "G", "ģ", "g", "Ĥ", "H", "ĥ", "h", "Ħ", "H",
	"ħ", "h", "Ĩ", "I", "ĩ", "i", "Ī", "I", "ī", "i", "Ĭ", "I", "ĭ", "i",
	"Į", "I", "į", "i", "İ", "I", "ı", "i", "Ĳ", "IJ", "ĳ", "ij",
	"Ĵ", "J", "ĵ", "j", "Ķ", "K", "ķ", "k", "ĸ", "k", "Ĺ", "L", "ĺ", "l",
	"Ļ", "L", "ļ", "l", "Ľ", "L", "ľ", "l", "Ŀ", "L", "ŀ", "l", "Ł", "L",
	"ł", "l", "Ń", "N", "ń", "n", "Ņ", "N", "ņ", "n", "Ň", "N", "ň", "n",
	"Ŋ", "N", "ŋ", "n", "Ō", "O", "ō", "o", "Ŏ", "O", "ŏ", "o", "Ő", "O",
	"ő", "o", "Œ", "OE", "œ", "oe", "Ŕ", "R", "ŕ", "r", "Ŗ", "R",
	"ŗ", "r", "Ř", "R", "ř", "r", "Ś", "S", "ś", "s", "Ŝ", "S", "ŝ", "s",
	"Ş", "S", "ş", "s", "Š", "S", "š", "s", "Ţ", "T", "ţ", "t", "Ť", "T",
	"ť", "t", "Ŧ", "T", "ŧ", "t", "Ũ", "U", "ũ", "u", "Ū", "U", "ū", "u",
	"Ŭ", "U", "ŭ", "u", "Ů", "U", "ů", "u", "Ű", "U", "ű", "u", "Ų", "U",
	"ų", "u", "Ŵ", "W", "ŵ", "w", "Ŷ", "Y", "ŷ", "y", "Ÿ", "Y", "Ź", "Z",
	"ź", "z", "Ż", "Z", "ż", "z", "Ž", "Z", "ž", "z", "ſ", "s",
)

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
