package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestPlaySaysHowToResumeAfterACrash: a game in the data folder writes,
// after where it is saved, the command that resumes it after a crash,
// with the real boards' ports (which a resumed game needs again and the
// journal does not keep; a virtual board is left out) and a path with a
// space quoted; the command as written resumes the game. In de, en and cs.
func TestPlaySaysHowToResumeAfterACrash(t *testing.T) {
	for _, c := range []struct{ lang, folder, hint string }{
		{"de", "Die Partie wird gespeichert im Ordner ", "Nach einem Absturz: "},
		{"en", "The game is saved in the folder ", "After a crash: "},
		{"cs", "Partie se ukládá do složky ", "Po pádu programu: "},
	} {
		data := t.TempDir()
		t.Setenv("XDG_DATA_HOME", data)
		port := filepath.Join(t.TempDir(), "My Boards", "dgt")
		out, errs, code := playRun(t, "", "--lang", c.lang, "--tactile", "virtual", "--sighted", "dgt:"+port,
			"--script", playScriptFile(t, "0 e4\n"), "--virtual")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", c.lang, code, errs)
		}
		games, _ := filepath.Glob(filepath.Join(data, "blindchess", "games", "*_virtual"))
		if len(games) != 1 {
			t.Fatalf("%s: game folders %v\n%s", c.lang, games, out)
		}
		want := c.folder + games[0] + ".\n" + c.hint + "blindchess play --resume " + games[0] + " --sighted 'dgt:" + port + "'\n"
		if !strings.Contains(out, want) {
			t.Errorf("%s: output\n%s\nwant the lines\n%s", c.lang, out, want)
		}
		if _, errs, code := playRun(t, "", "--resume", games[0], "--sighted", "dgt:"+port, "--script", playScriptFile(t, "1 moves\n"), "--virtual"); code != 0 {
			t.Errorf("%s: the command written does not resume: exit %d: %s", c.lang, code, errs)
		}
	}
}
