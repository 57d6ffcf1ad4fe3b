package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestListenSaysToGiveTheRecordingAsWav: listen FILE.wav (the recording
// where only options go) says to give it with --wav, with the command
// line to type, in de, en and cs; a file of another name that is there
// too; a word that is no file is still "no arguments"; listen alone says
// what to give with an example.
func TestListenSaysToGiveTheRecordingAsWav(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "take1")
	if err := os.WriteFile(rec, []byte("RIFF"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"listen", "move.wav", "--lang", "en"}, "blindchess: listen takes the recording as the option --wav: blindchess listen --wav move.wav\n"},
		{[]string{"listen", "Zug.WAV", "--lang", "de"}, "blindchess: listen nimmt die Aufnahme als Option --wav: blindchess listen --wav Zug.WAV\n"},
		{[]string{"listen", rec, "--lang", "cs"}, "blindchess: listen bere nahrávku jako volbu --wav: blindchess listen --wav " + rec + "\n"},
		{[]string{"listen", "white", "--lang", "en"}, "blindchess: listen takes no arguments, only options: \"white\" is not one (see blindchess listen --help)\n"},
		{[]string{"listen", "--lang", "en"}, "blindchess: --wav FILE is needed: a WAV recording of one move or request, for example: blindchess listen --wav move.wav\n"},
		{[]string{"listen", "--lang", "cs"}, "blindchess: chybí --wav SOUBOR: nahrávka WAV jednoho tahu nebo dotazu, například: blindchess listen --wav tah.wav\n"},
	} {
		code, _, errOut := runCLIAsIs("", tc.args...)
		if code != 2 || errOut != tc.want {
			t.Errorf("%v: exit %d, %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

// TestBrailleWithoutPGNSaysWhatToType: braille alone says what it needs
// and gives the command line, in de, en and cs.
func TestBrailleWithoutPGNSaysWhatToType(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"en", "blindchess: braille needs --pgn FILE, the game to write, for example: blindchess braille --pgn game.pgn > game.brf\n"},
		{"de", "blindchess: braille braucht --pgn DATEI, die zu schreibende Partie, zum Beispiel: blindchess braille --pgn partie.pgn > partie.brf\n"},
		{"cs", "blindchess: braille potřebuje --pgn SOUBOR, partii k zápisu, například: blindchess braille --pgn partie.pgn > partie.brf\n"},
	} {
		code, out, errOut := runCLIAsIs("", "braille", "--lang", tc.lang)
		if code != 2 || out != "" || errOut != tc.want {
			t.Errorf("%s: exit %d, %q %q; want 2 and %q", tc.lang, code, out, errOut, tc.want)
		}
	}
}
