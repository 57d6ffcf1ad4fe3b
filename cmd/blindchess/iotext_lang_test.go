package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestBadTimeControlSaidInEachLanguage: a time control that cannot be
// read is refused by clock and play in the session's language, with the
// place that is wrong and what was expected, word for word.
func TestBadTimeControlSaidInEachLanguage(t *testing.T) {
	tests := []struct {
		lang, cmd, time, want string
	}{
		{"de", "clock", "90+", `blindchess: --time "90+": erwartet: die Sekunden des Inkrements am Ende; zum Beispiel --time 90+30 oder --time 40/90+30,30+30 (docs/time-controls.md)`},
		{"de", "clock", "abc", `blindchess: --time "abc": erwartet: die Minuten der Periode bei "abc" (Zeichen 1); zum Beispiel --time 90+30 oder --time 40/90+30,30+30 (docs/time-controls.md)`},
		{"de", "play", "90+", `blindchess: --time "90+": erwartet: die Sekunden des Inkrements am Ende; zum Beispiel --time 90+30 oder --time 40/90+30,30+30 (docs/time-controls.md)`},
		{"de", "play", "abc", `blindchess: --time "abc": erwartet: die Minuten der Periode bei "abc" (Zeichen 1); zum Beispiel --time 90+30 oder --time 40/90+30,30+30 (docs/time-controls.md)`},
		{"cs", "clock", "90+", `blindchess: --time "90+": očekáváno: sekundy přídavku na konci; například --time 90+30 nebo --time 40/90+30,30+30 (docs/time-controls.md)`},
		{"cs", "clock", "abc", `blindchess: --time "abc": očekáváno: minuty periody u "abc" (znak 1); například --time 90+30 nebo --time 40/90+30,30+30 (docs/time-controls.md)`},
		{"cs", "play", "90+", `blindchess: --time "90+": očekáváno: sekundy přídavku na konci; například --time 90+30 nebo --time 40/90+30,30+30 (docs/time-controls.md)`},
		{"cs", "play", "abc", `blindchess: --time "abc": očekáváno: minuty periody u "abc" (znak 1); například --time 90+30 nebo --time 40/90+30,30+30 (docs/time-controls.md)`},
		{"en", "clock", "90+", `blindchess: --time "90+": expected the seconds of the increment at the end; for example --time 90+30 or --time 40/90+30,30+30 (docs/time-controls.md)`},
		{"en", "play", "abc", `blindchess: --time "abc": expected the minutes of the period at "abc" (character 1); for example --time 90+30 or --time 40/90+30,30+30 (docs/time-controls.md)`},
	}
	for _, tc := range tests {
		code, out, errOut := runCLI(t, "", tc.cmd, "--lang", tc.lang, "--time", tc.time)
		if code != 2 || out != "" || errOut != tc.want+"\n" {
			t.Errorf("%s --lang %s --time %q: exit %d, stdout %q, stderr\n%q\nwant exit 2 and\n%q", tc.cmd, tc.lang, tc.time, code, out, errOut, tc.want+"\n")
		}
	}
}

// TestSpeechFaultsSaidInEachLanguage: the faults of the speech a user
// meets — espeak-ng not installed, espeak-ng without the voice of the
// language, speech-dispatcher not running — are said in the session's
// language with what to do.
func TestSpeechFaultsSaidInEachLanguage(t *testing.T) {
	t.Run("espeak-ng not installed", func(t *testing.T) {
		t.Setenv("PATH", t.TempDir())
		for _, tc := range []struct{ lang, want string }{
			{"de", "blindchess: kann nicht sprechen: espeak-ng nicht gefunden: installieren Sie es (Debian/Ubuntu: apt-get install espeak-ng) oder wählen Sie eine andere Stimme\n"},
			{"cs", "blindchess: nelze mluvit: espeak-ng nebyl nalezen: nainstalujte jej (Debian/Ubuntu: apt-get install espeak-ng), nebo zvolte jiný hlas\n"},
			{"en", "blindchess: cannot speak: espeak-ng not found: install it (Debian/Ubuntu: apt-get install espeak-ng) or choose another voice\n"},
		} {
			code, _, errOut := runCLI(t, "", "say", "--lang", tc.lang, "--voice", "espeak", "--out", filepath.Join(t.TempDir(), "m.wav"), "e4")
			if code != 1 || errOut != tc.want {
				t.Errorf("%s: exit %d, stderr\n%q\nwant exit 1 and\n%q", tc.lang, code, errOut, tc.want)
			}
		}
	})
	t.Run("espeak-ng without the Czech voice", func(t *testing.T) {
		t.Setenv("ESPEAK_DATA_PATH", espeakDataWithoutCzech(t))
		for _, tc := range []struct{ lang, want string }{
			{"de", `Sprache: espeak-ng ist ausgefallen (espeak-ng: espeak-ng hat keine Stimme "cs": installieren Sie espeak-ng-data (Debian/Ubuntu: apt-get install espeak-ng-data) oder wählen Sie mit --voice eine andere Stimme); ab jetzt als Text.`},
			{"cs", `Řeč: espeak-ng selhal (espeak-ng: espeak-ng nemá hlas "cs": nainstalujte espeak-ng-data (Debian/Ubuntu: apt-get install espeak-ng-data), nebo zvolte jiný hlas pomocí --voice); od teď jen text.`},
			{"en", `Speech: espeak-ng failed (espeak-ng: espeak-ng has no voice "cs": install espeak-ng-data (Debian/Ubuntu: apt-get install espeak-ng-data) or choose another voice with --voice); speaking as text from now on.`},
		} {
			// The moves in Czech words, the session in tc.lang: the
			// notice follows the session, not the words.
			_, out, errOut := runCLI(t, "", "say", "--lang", tc.lang, "--style", "cs", "--voice", "espeak", "--out", filepath.Join(t.TempDir(), "m.wav"), "e4")
			if !strings.Contains(errOut, "\n"+tc.want+"\n") || out != "Eva čtyři\n" {
				t.Errorf("%s: stdout %q, stderr\n%s\nwant the line\n%s", tc.lang, out, errOut, tc.want)
			}
		}
	})
	t.Run("espeak-ng without the Czech dictionary", func(t *testing.T) {
		// The voice is there, cs_dict is not: espeak-ng complains,
		// speaks nothing and exits 0, and until session 22 say --out
		// wrote a file of 0.0 seconds as if spoken, exit 0.
		data := espeakDataWithoutCzechDict(t)
		t.Setenv("ESPEAK_DATA_PATH", data)
		dict := filepath.Join(data, "espeak-ng-data", "cs_dict")
		for _, tc := range []struct{ lang, want string }{
			{"de", `Sprache: espeak-ng ist ausgefallen (espeak-ng: espeak-ng kann sein Wörterbuch der Sprache "cs" (` + dict + `) nicht lesen und spricht in ihr nichts: installieren Sie espeak-ng-data (Debian/Ubuntu: apt-get install espeak-ng-data) oder geben Sie, wo ESPEAK_DATA_PATH gesetzt ist, einen Ordner an, dessen espeak-ng-data cs_dict enthält; oder wählen Sie mit --voice eine andere Stimme); ab jetzt als Text.`},
			{"cs", `Řeč: espeak-ng selhal (espeak-ng: espeak-ng nemůže přečíst svůj slovník jazyka "cs" (` + dict + `) a nic v něm neřekne: nainstalujte espeak-ng-data (Debian/Ubuntu: apt-get install espeak-ng-data), nebo, je-li nastavena ESPEAK_DATA_PATH, zadejte složku, jejíž espeak-ng-data obsahuje cs_dict; nebo zvolte jiný hlas pomocí --voice); od teď jen text.`},
			{"en", `Speech: espeak-ng failed (espeak-ng: espeak-ng cannot read its dictionary of the language "cs" (` + dict + `) and speaks nothing in it: install espeak-ng-data (Debian/Ubuntu: apt-get install espeak-ng-data), or, where ESPEAK_DATA_PATH is set, give a folder whose espeak-ng-data has cs_dict; or choose another voice with --voice); speaking as text from now on.`},
		} {
			code, out, errOut := runCLI(t, "", "say", "--lang", tc.lang, "--style", "cs", "--voice", "espeak", "--out", filepath.Join(t.TempDir(), "m.wav"), "e4")
			if code != 1 || !strings.Contains(errOut, "\n"+tc.want+"\n") || out != "Eva čtyři\n" {
				t.Errorf("%s: exit %d, stdout %q, stderr\n%s\nwant exit 1 and the line\n%s", tc.lang, code, out, errOut, tc.want)
			}
		}
	})
	t.Run("speech-dispatcher not running", func(t *testing.T) {
		// Port 1 of this machine: nothing listens there, and a TCP
		// address is never spawned a speech-dispatcher for.
		t.Setenv("SPEECHD_ADDRESS", "inet_socket:127.0.0.1:1")
		for _, tc := range []struct{ lang, want string }{
			{"de", "blindchess: kann nicht sprechen: Verbindung zu speech-dispatcher unter 127.0.0.1:1: er läuft nicht; starten Sie ihn (speech-dispatcher) oder wählen Sie mit --voice eine andere Stimme\n"},
			{"cs", "blindchess: nelze mluvit: připojení k programu speech-dispatcher na 127.0.0.1:1: neběží; spusťte jej (speech-dispatcher), nebo zvolte jiný hlas pomocí --voice\n"},
			{"en", "blindchess: cannot speak: connecting to speech-dispatcher at 127.0.0.1:1: it is not running; start it (speech-dispatcher) or choose another voice with --voice\n"},
		} {
			code, _, errOut := runCLI(t, "", "say", "--lang", tc.lang, "--voice", "speechd", "e4")
			if code != 1 || errOut != tc.want {
				t.Errorf("%s: exit %d, stderr\n%q\nwant exit 1 and\n%q", tc.lang, code, errOut, tc.want)
			}
		}
	})
}

// espeakDataWithoutCzech makes an espeak-ng data folder (for
// ESPEAK_DATA_PATH) that has everything of the installed one but the
// Czech voice, as a system with a partial espeak-ng-data has.
func espeakDataWithoutCzech(t *testing.T) string {
	t.Helper()
	bin, err := exec.LookPath("espeak-ng")
	if err != nil {
		t.Skip("espeak-ng is not installed (apt-get install espeak-ng)")
	}
	version, err := exec.Command(bin, "--version").Output()
	m := regexp.MustCompile(`Data at: (\S+)`).FindSubmatch(version)
	if err != nil || m == nil {
		t.Skipf("espeak-ng --version names no data folder: %v %s", err, version)
	}
	data := string(m[1])
	root := t.TempDir()
	dst := filepath.Join(root, "espeak-ng-data")
	link := func(from, to string) {
		if err := os.Symlink(from, to); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(dst, "lang"), 0o755); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() != "lang" && e.Name() != "voices" {
			link(filepath.Join(data, e.Name()), filepath.Join(dst, e.Name()))
		}
	}
	langs, err := os.ReadDir(filepath.Join(data, "lang"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range langs {
		if e.Name() != "zlw" { // West Slavic: Czech, Polish, Slovak
			link(filepath.Join(data, "lang", e.Name()), filepath.Join(dst, "lang", e.Name()))
		}
	}
	return root
}

// espeakDataWithoutCzechDict makes an espeak-ng data folder (for
// ESPEAK_DATA_PATH) that has everything of the installed one, the Czech
// voice too, but the Czech dictionary cs_dict.
func espeakDataWithoutCzechDict(t *testing.T) string {
	t.Helper()
	bin, err := exec.LookPath("espeak-ng")
	if err != nil {
		t.Skip("espeak-ng is not installed (apt-get install espeak-ng)")
	}
	version, err := exec.Command(bin, "--version").Output()
	m := regexp.MustCompile(`Data at: (\S+)`).FindSubmatch(version)
	if err != nil || m == nil {
		t.Skipf("espeak-ng --version names no data folder: %v %s", err, version)
	}
	root := t.TempDir()
	dst := filepath.Join(root, "espeak-ng-data")
	if err := os.Mkdir(dst, 0o755); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(string(m[1]))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() != "cs_dict" {
			if err := os.Symlink(filepath.Join(string(m[1]), e.Name()), filepath.Join(dst, e.Name())); err != nil {
				t.Fatal(err)
			}
		}
	}
	return root
}

// TestMicrophoneAndRecogniserFaultsSaidInEachLanguage: a microphone file
// that is not there is refused before the game starts, with what to give,
// and a file that is not a WAV is refused by the recogniser, in the
// session's language.
func TestMicrophoneAndRecogniserFaultsSaidInEachLanguage(t *testing.T) {
	dir := t.TempDir()
	mic := filepath.Join(dir, "none.wav")
	notWAV := writeTemp(t, "not.wav", "hello\n")
	for _, tc := range []struct{ lang, mic, listen string }{
		{"de", "blindchess: --microphone " + mic + ": diese Datei gibt es nicht; geben Sie eine vorhandene WAV-Aufnahme an oder den Namen eines Mikrofons (blindchess microphones zeigt sie)\n",
			"blindchess: " + notWAV + " lesen: keine WAV-Datei (zu kurz); wandeln Sie sie um: sox in.xxx out.wav\n"},
		{"cs", "blindchess: --microphone " + mic + ": takový soubor neexistuje; zadejte existující nahrávku WAV nebo jméno mikrofonu (vypíše je blindchess microphones)\n",
			"blindchess: čtení " + notWAV + ": není to soubor WAV (je příliš krátký); převeďte jej příkazem sox in.xxx out.wav\n"},
		{"en", "blindchess: --microphone " + mic + ": no such file; give an existing WAV recording, or a microphone's name (blindchess microphones lists them)\n",
			"blindchess: reading " + notWAV + ": not a WAV file (too short); convert it with sox in.xxx out.wav\n"},
	} {
		code, out, errOut := runCLI(t, "0 e4\n0.1 quit\n0.1 ja\n", "play", "--lang", tc.lang, "--record", "--microphone", mic,
			"--script", "-", "--journal", filepath.Join(t.TempDir(), "g.journal"))
		if code != 2 || out != "" || errOut != tc.mic {
			t.Errorf("%s: play with a missing microphone: exit %d, stdout %q, stderr\n%q\nwant exit 2 and\n%q", tc.lang, code, out, errOut, tc.mic)
		}
		code, out, errOut = runCLI(t, "", "listen", "--lang", tc.lang, "--wav", notWAV)
		if code != 2 || out != "" || errOut != tc.listen {
			t.Errorf("%s: listen --wav on a text file: exit %d, stdout %q, stderr\n%q\nwant exit 2 and\n%q", tc.lang, code, out, errOut, tc.listen)
		}
	}
}
