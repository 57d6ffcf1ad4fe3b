package main

import (
	"bytes"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// espeakWAV writes text said by espeak-ng (voice lang, 22050 Hz) to a file.
func espeakWAV(t *testing.T, dir, name, lang, text string) string {
	t.Helper()
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		t.Skip("espeak-ng is not installed (make deps installs it)")
	}
	if err := sphinx.CheckModel(); err != nil {
		t.Skip(err)
	}
	path := filepath.Join(dir, name+".wav")
	if b, err := exec.Command("espeak-ng", "-v", lang, "-w", path, text).CombinedOutput(); err != nil {
		t.Fatalf("espeak-ng: %v %s", err, b)
	}
	return path
}

func TestListenWAV(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, lang, say string
		args            []string
		want            string
	}{
		{"pawn", "de", "Eva vier", []string{"--lang", "de"}, "Eva vier\n"},
		{"request", "de", "Zeit", []string{"--lang", "de"}, "Zeit\n"},
		{"knight with position", "de", "Springer Felix drei", []string{"--lang", "de", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}, "Springer Felix drei: Nf3\n"},
		{"english", "en", "Eva four", []string{"--style", "annexd-en", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}, "Eva four: e4\n"},
		{"english request", "en", "moves", []string{"--style", "annexd-en"}, "moves\n"},
		{"czech request", "cs", "čas", []string{"--lang", "cs"}, "čas\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			wav := espeakWAV(t, dir, strings.ReplaceAll(tc.name, " ", "-"), tc.lang, tc.say)
			code, out, errOut := runCLI(t, "", append([]string{"listen", "--wav", wav}, tc.args...)...)
			if code != 0 || out != tc.want {
				t.Fatalf("listen %q: code %d, out %q, want %q; stderr %q", tc.say, code, out, tc.want, errOut)
			}
		})
	}
	// The phones the model hears, free of any grammar: the "stř" of
	// espeak-ng's Czech "Střelec" is heard as a d.
	wav := espeakWAV(t, dir, "strelec", "cs", "Střelec")
	code, out, errOut := runCLI(t, "", "listen", "--wav", wav, "--phones")
	if code != 0 || !strings.HasPrefix(out, "SIL ") || !strings.HasSuffix(out, " SIL\n") || !strings.Contains(out, " D ") || !strings.Contains(out, " L EH T") {
		t.Errorf("listen --phones: %d %q %s", code, out, errOut)
	}
	for _, ph := range strings.Fields(out) {
		if strings.ToUpper(ph) != ph || len(ph) > 3 {
			t.Errorf("listen --phones printed %q, not a phone of the model", ph)
		}
	}
	bad := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"listen"}, 2, "--wav FILE is needed"},
		{[]string{"listen", "--wav", filepath.Join(dir, "none.wav")}, 2, "opening audio file"},
		{[]string{"listen", "--wav", "x.wav", "--style", "klingon"}, 2, `--style "klingon": give one of annexd, annexd-en, nato, cs`},
		{[]string{"listen", "--wav", "x.wav", "--lang", "fr"}, 2, `--lang "fr": give de, en or cs`},
		{[]string{"listen", "--wav", "x.wav", "--fen", "8/8/8 w"}, 2, "--fen:"},
	}
	for _, b := range bad {
		code, _, errOut := runCLI(t, "", b.args...)
		if code != b.code || !strings.Contains(errOut, b.want) {
			t.Errorf("%v: code %d %q, want %d %q", b.args, code, errOut, b.code, b.want)
		}
	}
}

// TestListenRefusesLongRecording: a WAV file of 8 hours 20 minutes (30 MB
// at 8 bits and 1 kHz, as its header says) is refused at once with its
// length and how to cut it, and one whose header gives no length is
// refused after its first minute; neither is read whole (it took 4 GB).
func TestListenRefusesLongRecording(t *testing.T) {
	dir := t.TempDir()
	header := func(dataSize uint32) []byte {
		h := []byte("RIFF\x00\x00\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\xe8\x03\x00\x00\xe8\x03\x00\x00\x01\x00\x08\x00data")
		return binary.LittleEndian.AppendUint32(h, dataSize)
	}
	long := filepath.Join(dir, "long.wav")
	if err := os.WriteFile(long, append(header(30_000_000), make([]byte, 1000)...), 0o644); err != nil {
		t.Fatal(err)
	}
	// The file is as long as its header says (sparse where the file
	// system allows): a header that gives more than the file holds is
	// read as far as the file goes (TestListenLyingHeader).
	if err := os.Truncate(long, int64(len(header(0)))+30_000_000); err != nil {
		t.Fatal(err)
	}
	open := filepath.Join(dir, "open.wav")
	if err := os.WriteFile(open, append(header(0), bytes.Repeat([]byte{128}, 61_000)...), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ file, want string }{
		{long, "blindchess: --wav " + long + " is 8 hours 20 minutes long; give a recording of at most 1 minute (cut it: sox " + long + " cut.wav trim 0 60)\n"},
		{open, "blindchess: --wav " + open + " is more than 1 minute long; give a recording of at most 1 minute (cut it: sox " + open + " cut.wav trim 0 60)\n"},
	} {
		code, out, errOut := runCLI(t, "", "listen", "--wav", tc.file)
		if code != 2 || out != "" || errOut != tc.want {
			t.Errorf("listen --wav %s: exit %d, stdout %q, stderr %q, want %q", tc.file, code, out, errOut, tc.want)
		}
	}
}

// TestListenVocabFollowsTheLanguage: without --style, listen hears the
// move words and requests of the session language (--lang, else the
// locale); --style wins for the words, and its language gives the
// requests when --lang is not given.
func TestListenVocabFollowsTheLanguage(t *testing.T) {
	tests := []struct {
		name, style, lang, locale string
		wantStyle, wantLang       string
	}{
		{"German locale", "", "", "de_AT.UTF-8", "annexd", "de"},
		{"English locale", "", "", "en_GB.UTF-8", "annexd-en", "en"},
		{"Czech locale", "", "", "cs_CZ.UTF-8", "cs", "cs"},
		{"--lang wins over the locale", "", "en", "cs_CZ.UTF-8", "annexd-en", "en"},
		{"--lang cs", "", "cs", "de_DE.UTF-8", "cs", "cs"},
		{"--style wins", "annexd", "", "cs_CZ.UTF-8", "annexd", "de"},
		{"--style and --lang", "nato", "cs", "de_DE.UTF-8", "nato", "cs"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			env := map[string]string{"LANG": tc.locale}
			v, err := parseVocab(tc.style, tc.lang, func(k string) string { return env[k] })
			if err != nil {
				t.Fatal(err)
			}
			if v.Style.Name() != tc.wantStyle || string(v.Lang) != tc.wantLang {
				t.Errorf("style %q, lang %q: got %s/%s, want %s/%s", tc.style, tc.lang, v.Style.Name(), v.Lang, tc.wantStyle, tc.wantLang)
			}
		})
	}
}
