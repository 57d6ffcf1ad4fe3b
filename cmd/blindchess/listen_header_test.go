package main

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// lyingHeaders writes the files of a header that lies or is no WAV
// header at all into dir: an empty file, text, a header cut in its
// format chunk, one that gives no channels, a folder named like a
// recording, and the move "Eva vier" under a header that gives 4 GB of
// data (the file holds 1.5 s) or two channels (it holds one).
func lyingHeaders(t *testing.T, dir string) map[string]string {
	t.Helper()
	move := saidBy(t, "de", "Eva vier")
	move = append(append(silence(0.5), move...), silence(0.5)...)
	size := uint32(2 * len(move))
	files := map[string]string{
		"huge size":    rawWAV(t, dir, "huge", capture.Rate, 0xFFFFFFF0, move),
		"no channels":  rawWAV(t, dir, "nochannels", capture.Rate, size, move),
		"two channels": rawWAV(t, dir, "stereo", capture.Rate, size, move),
	}
	patch := func(path string, at int, v uint16) {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		binary.LittleEndian.PutUint16(b[at:], v)
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	patch(files["no channels"], 22, 0)
	patch(files["two channels"], 22, 2)
	whole, err := os.ReadFile(files["two channels"])
	if err != nil {
		t.Fatal(err)
	}
	for name, content := range map[string][]byte{
		"empty":      nil,
		"text":       []byte(strings.Repeat("Eva vier\n", 50)),
		"cut header": whole[:30],
	} {
		p := filepath.Join(dir, strings.ReplaceAll(name, " ", "")+".wav")
		if err := os.WriteFile(p, content, 0o644); err != nil {
			t.Fatal(err)
		}
		files[name] = p
	}
	files["folder"] = filepath.Join(dir, "folder.wav")
	if err := os.Mkdir(files["folder"], 0o755); err != nil {
		t.Fatal(err)
	}
	return files
}

// TestListenLyingHeader: listen --wav answers a file whose header lies,
// or that is no WAV file, with one line in the language asked for that
// says what was wrong and what to do (exit 2, nothing on stdout), or
// reads it as far as it goes; never with a panic or a move it does not
// hold.
func TestListenLyingHeader(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	f := lyingHeaders(t, t.TempDir())
	reading := map[string]string{"de": "%s lesen: ", "en": "reading %s: ", "cs": "čtení %s: "}
	tests := []struct {
		file string
		code int
		want map[string]string // stdout when code is 0, else stderr after "blindchess: " and reading
	}{
		{"empty", 2, map[string]string{
			"de": "keine WAV-Datei (zu kurz); wandeln Sie sie um: sox in.xxx out.wav",
			"en": "not a WAV file (too short); convert it with sox in.xxx out.wav",
			"cs": "není to soubor WAV (je příliš krátký); převeďte jej příkazem sox in.xxx out.wav"}},
		{"text", 2, map[string]string{
			"de": "keine WAV-Datei (kein RIFF/WAVE-Kopf); wandeln Sie sie um: sox in.xxx out.wav",
			"en": "not a WAV file (no RIFF/WAVE header); convert it with sox in.xxx out.wav",
			"cs": "není to soubor WAV (chybí hlavička RIFF/WAVE); převeďte jej příkazem sox in.xxx out.wav"}},
		{"cut header", 2, map[string]string{
			"de": "die WAV-Datei bricht in ihrem Kopf ab; bitte neu aufnehmen oder umwandeln: sox in.xxx out.wav",
			"en": "WAV file cut off in its header; record it again, or convert it with sox in.xxx out.wav",
			"cs": "soubor WAV je useknutý v hlavičce; nahrajte jej znovu nebo převeďte příkazem sox in.xxx out.wav"}},
		{"no channels", 2, map[string]string{
			"de": "WAV-Kopf, den keine Aufnahme haben kann (Kanäle: 0, Rate: 16000 Hz); bitte neu aufnehmen oder umwandeln: sox in.xxx out.wav",
			"en": "WAV header that no recording can have (channels: 0, rate: 16000 Hz); record the file again, or convert it with sox in.xxx out.wav",
			"cs": "hlavička WAV, kterou žádná nahrávka mít nemůže (kanálů: 0, frekvence: 16000 Hz); nahrajte soubor znovu nebo jej převeďte příkazem sox in.xxx out.wav"}},
		// Read as far as the file goes: the move it holds.
		{"huge size", 0, map[string]string{"de": "Eva vier: e4", "en": "Eva vier: e4", "cs": "Eva vier: e4"}},
		// The move at half its length: nothing of the grammar.
		{"two channels", 0, map[string]string{"de": "(nichts erkannt)", "en": "(nothing recognised)", "cs": "(nic nerozpoznáno)"}},
	}
	for _, tc := range tests {
		for _, lang := range []string{"de", "en", "cs"} {
			t.Run(tc.file+" "+lang, func(t *testing.T) {
				code, out, errOut := runCLI(t, "", "listen", "--wav", f[tc.file], "--lang", lang, "--style", "annexd",
					"--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
				wantOut, wantErr := tc.want[lang]+"\n", ""
				if tc.code != 0 {
					wantOut, wantErr = "", "blindchess: "+fmt.Sprintf(reading[lang], f[tc.file])+tc.want[lang]+"\n"
				}
				if code != tc.code || out != wantOut || errOut != wantErr {
					t.Errorf("exit %d, stdout %q, stderr %q\nwant exit %d, stdout %q, stderr %q", code, out, errOut, tc.code, wantOut, wantErr)
				}
			})
		}
	}
	folder := map[string]string{
		"de": "Tondatei öffnen: %s: ist ein Ordner; bei --wav die WAV-Aufnahme eines Zugs oder einer Anfrage angeben, zum Beispiel: blindchess listen --wav zug.wav",
		"en": "opening audio file: %s: is a directory; give --wav the WAV recording of one move or request, for example: blindchess listen --wav move.wav",
		"cs": "otevření zvukového souboru: %s: je to složka; zadejte u --wav nahrávku WAV jednoho tahu nebo dotazu, například: blindchess listen --wav tah.wav",
	}
	for _, lang := range []string{"de", "en", "cs"} {
		code, out, errOut := runCLI(t, "", "listen", "--wav", f["folder"], "--lang", lang)
		want := "blindchess: " + fmt.Sprintf(folder[lang], f["folder"]) + "\n"
		if code != 2 || out != "" || errOut != want {
			t.Errorf("a folder, %s: exit %d, stdout %q, stderr %q; want 2 and %q", lang, code, out, errOut, want)
		}
	}
}

// TestPlayLyingHeaderMicrophone: a file whose header lies, or that is no
// WAV file, given as the microphone of play --voice-input: one line in
// the session's language says what was wrong and what to do, the game
// goes on without voice input, and nothing is heard or played.
func TestPlayLyingHeaderMicrophone(t *testing.T) {
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	f := lyingHeaders(t, dir)
	off := map[string]string{
		"de": "Mikrofon nicht verfügbar (--microphone: %s lesen: %s); es geht ohne Aufnahme und Spracheingabe weiter.",
		"en": "The microphone is not available (--microphone: reading %s: %s); play goes on without recording and voice input.",
		"cs": "Mikrofon není k dispozici (--microphone: čtení %s: %s); pokračuje se bez nahrávání a hlasového zadávání.",
	}
	why := map[string]map[string]string{
		"empty": {"de": "keine WAV-Datei (zu kurz); wandeln Sie sie um: sox in.xxx out.wav",
			"en": "not a WAV file (too short); convert it with sox in.xxx out.wav",
			"cs": "není to soubor WAV (je příliš krátký); převeďte jej příkazem sox in.xxx out.wav"},
		"cut header": {"de": "die WAV-Datei bricht in ihrem Kopf ab; bitte neu aufnehmen oder umwandeln: sox in.xxx out.wav",
			"en": "WAV file cut off in its header; record it again, or convert it with sox in.xxx out.wav",
			"cs": "soubor WAV je useknutý v hlavičce; nahrajte jej znovu nebo převeďte příkazem sox in.xxx out.wav"},
		"no channels": {"de": "WAV-Kopf, den keine Aufnahme haben kann (Kanäle: 0, Rate: 16000 Hz); bitte neu aufnehmen oder umwandeln: sox in.xxx out.wav",
			"en": "WAV header that no recording can have (channels: 0, rate: 16000 Hz); record the file again, or convert it with sox in.xxx out.wav",
			"cs": "hlavička WAV, kterou žádná nahrávka mít nemůže (kanálů: 0, frekvence: 16000 Hz); nahrajte soubor znovu nebo jej převeďte příkazem sox in.xxx out.wav"},
	}
	i := 0
	for _, file := range []string{"empty", "cut header", "no channels"} {
		for _, lang := range []string{"de", "en", "cs"} {
			i++
			t.Run(file+" "+lang, func(t *testing.T) {
				j := filepath.Join(dir, fmt.Sprintf("g%d.journal", i))
				code, out, errOut := runCLI(t, "1 quit\n1 yes\n1 ja\n1 ano\n", "play", "--casual", "--lang", lang, "--voice-input", "--microphone", f[file], "--script", "-", "--json", "--journal", j)
				if code != 0 {
					t.Fatalf("exit %d: %s", code, errOut)
				}
				want := fmt.Sprintf(off[lang], f[file], why[file][lang])
				said := false
				for _, e := range jsonEvents(t, out) {
					text, _ := e["text"].(string)
					if e["event"] == "move" || strings.HasPrefix(text, "Eva") {
						t.Errorf("a move was heard or played: %v", e)
					}
					said = said || text == want
				}
				if !said {
					t.Errorf("not said: %q\nout: %s", want, out)
				}
			})
		}
	}
}
