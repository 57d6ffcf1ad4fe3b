package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckWhoseAutoVoiceFindsNoneSaysToConnectASoundCard: check with the
// default voice (auto) on a machine without speech-dispatcher and without
// a sound card says that no voice can play here and to connect a sound
// card, then on the next line why; until walk10 it said to give --voice
// espeak or --voice clips, voices that fail the same way on that machine.
// --voice text keeps the advice to give a voice (TestCheckWithoutAVoiceStartsWithWhatToDo).
func TestCheckWhoseAutoVoiceFindsNoneSaysToConnectASoundCard(t *testing.T) {
	t.Setenv("ALSA_CONFIG_PATH", writeTemp(t, "asound.conf", "pcm.!default { type hw card 99 }\nctl.!default { type hw card 99 }\n"))
	t.Setenv("SPEECHD_ADDRESS", "unix_socket:"+filepath.Join(t.TempDir(), "no-speechd"))
	for _, tc := range []struct{ lang, want string }{
		{"en", "Pre-round check.\nEarphone channels not tested, as no voice can play here (the next line says why): connect a sound card with the earphones and run check again.\nSpeech: text lines (speech-dispatcher not reachable; no clips on a sound card: no usable sound card)\nThe table is not ready; checks failed: 1 of 1.\nResult written to %s.\n"},
		{"de", "Prüfung vor der Runde.\nOhrhörerkanäle nicht geprüft, da hier keine Stimme spielen kann (die nächste Zeile sagt, warum): eine Soundkarte mit den Ohrhörern anschließen und die Prüfung wiederholen.\nSprache: Textzeilen (speech-dispatcher nicht erreichbar; keine Clips auf einer Soundkarte: keine nutzbare Soundkarte)\nDer Tisch ist nicht bereit; nicht bestandene Prüfungen: 1 von 1.\nErgebnis geschrieben in %s.\n"},
		{"cs", "Kontrola před kolem.\nKanály sluchátek nevyzkoušeny, protože tu nemůže hrát žádný hlas (proč, říká další řádek): připojte zvukovou kartu se sluchátky a kontrolu spusťte znovu.\nŘeč: textové řádky (speech-dispatcher není dostupný; žádné klipy na zvukové kartě: žádná použitelná zvuková karta)\nStůl není připraven; neprošlé kontroly: 1, celkem 1.\nVýsledek zapsán do %s.\n"},
	} {
		for _, voice := range [][]string{nil, {"--voice", "auto"}} {
			j := filepath.Join(t.TempDir(), "check.journal")
			code, out, errOut := runCLIAsIs("", append([]string{"check", "--lang", tc.lang, "--journal", j}, voice...)...)
			if want := strings.Replace(tc.want, "%s", j, 1); code != 1 || out != want {
				t.Errorf("%s %v: exit %d, output\n%q\nwant 1 and\n%q\n(stderr %q)", tc.lang, voice, code, out, want, errOut)
			}
		}
	}
}
