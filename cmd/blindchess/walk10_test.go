package main

import (
	"path/filepath"
	"runtime"
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

// TestAVoiceOfAnotherSystemSaysWhatToDo: --voice say on Linux (and sapi
// anywhere but Windows) says which system the voice belongs to and what
// to do, in de, en and cs; until walk10 it said only the system.
func TestAVoiceOfAnotherSystemSaysWhatToDo(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the voices of macOS and Windows are there")
	}
	for _, tc := range []struct{ lang, say, sapi string }{
		{"en", "blindchess: cannot speak: the say voice exists only on macOS: choose another voice (--voice auto finds one)\n",
			"blindchess: --voice: the SAPI voice exists only on Windows: choose another voice (--voice auto finds one)\n"},
		{"de", "blindchess: kann nicht sprechen: die Stimme say gibt es nur unter macOS: wählen Sie eine andere Stimme (--voice auto findet eine)\n",
			"blindchess: --voice: die SAPI-Stimme gibt es nur unter Windows: wählen Sie eine andere Stimme (--voice auto findet eine)\n"},
		{"cs", "blindchess: nelze mluvit: hlas say existuje jen v macOS: zvolte jiný hlas (--voice auto nějaký najde)\n",
			"blindchess: --voice: hlas SAPI existuje jen ve Windows: zvolte jiný hlas (--voice auto nějaký najde)\n"},
	} {
		if code, _, errOut := runCLIAsIs("", "say", "--voice", "say", "--lang", tc.lang, "e4"); code != 1 || errOut != tc.say {
			t.Errorf("%s say --voice say: exit %d, %q; want 1 and %q", tc.lang, code, errOut, tc.say)
		}
		j := filepath.Join(t.TempDir(), "g.journal")
		if code, _, errOut := runCLIAsIs("", "play", "--voice", "sapi", "--lang", tc.lang, "--journal", j); code != 2 || errOut != tc.sapi {
			t.Errorf("%s play --voice sapi: exit %d, %q; want 2 and %q", tc.lang, code, errOut, tc.sapi)
		}
	}
}

// TestSayAndPositionHelpNameTheEncodingsRead: say --help and position
// --help name the encodings their --pgn reads as pgn check does, Windows-
// 1250 (a Czech ChessBase export) and UTF-16 too, in de, en and cs; until
// walk10 they named UTF-8 and Windows-1252 alone.
func TestSayAndPositionHelpNameTheEncodingsRead(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"en", "UTF-8, Windows-1252, Windows-1250 (Czech, Polish, Hungarian databases)"},
		{"de", "UTF-8, Windows-1252, Windows-1250 (tschechische, polnische, ungarische Datenbanken)"},
		{"cs", "UTF-8, Windows-1252, Windows-1250 (české, polské, maďarské databáze)"},
	} {
		for _, cmd := range []string{"say", "position"} {
			_, help, _ := runCLIAsIs("", cmd, "--help", "--lang", tc.lang)
			if !strings.Contains(strings.Join(strings.Fields(help), " "), tc.want) {
				t.Errorf("%s %s --help does not say %q:\n%s", tc.lang, cmd, tc.want, help)
			}
		}
	}
}

// TestFortsetzenResumesTheClock: in German "fortsetzen", the word of the
// program's own "Fortsetzen mit: blindchess play --resume …", restarts a
// paused clock as weiter does (English continue, Czech pokračovat);
// until walk10 it was "Nicht verstanden".
func TestFortsetzenResumesTheClock(t *testing.T) {
	for _, tc := range []struct{ lang, script, want string }{
		{"de", "0 starten\n1 e4\n2 anhalten\n3 fortsetzen\n", "Uhr angehalten\nDen Schiedsrichter rufen (Artikel 6.11.2); weiter lässt die Uhr wieder laufen.\nUhr läuft weiter\n"},
		{"en", "0 start\n1 e4\n2 pause\n3 continue\n", "Clock paused\nCall the arbiter (Article 6.11.2); type resume to start the clock again.\nClock resumed\n"},
		{"cs", "0 spustit\n1 e4\n2 pauza\n3 pokračovat\n", "Hodiny zastaveny\nZavolejte rozhodčího (článek 6.11.2); příkaz pokračovat hodiny znovu spustí.\nHodiny znovu běží\n"},
	} {
		j := filepath.Join(t.TempDir(), "g.journal")
		code, out, errOut := runCLI(t, tc.script, "play", "--lang", tc.lang, "--time", "90+30", "--script", "-", "--virtual", "--journal", j)
		if code != 0 || !strings.Contains(out, tc.want) {
			t.Errorf("%s: exit %d (%s), output\n%s\nwant it to hold\n%s", tc.lang, code, errOut, out, tc.want)
		}
	}
}

// TestACutOffFileSaysItMayBeCutOff: a PGN file that ends inside a game's
// moves (a download or a copy cut off) says that the file ends before
// the result, that it may be cut off, and what makes the moves readable,
// in de, en and cs; until walk10 it said only that the movetext must end
// with a result.
func TestACutOffFileSaysItMayBeCutOff(t *testing.T) {
	path := writeTemp(t, "cut.pgn", "[Event \"Přebor\"]\n[White \"Řezníček\"]\n[Black \"Šťastná\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4")
	for _, tc := range []struct{ lang, want string }{
		{"en", path + ": game 1 (Řezníček - Šťastná), line 6, column 24, after 3. Bc4: the file ends before the game's result: it may be cut off; the movetext must end with 1-0, 0-1, 1/2-1/2 or * (write * at its end to read the moves)\n"},
		{"de", path + ": Partie 1 (Řezníček - Šťastná), Zeile 6, Spalte 24, nach 3. Bc4: die Datei endet vor dem Ergebnis der Partie: sie ist vielleicht abgeschnitten; die Zugfolge muss mit 1-0, 0-1, 1/2-1/2 oder * enden (ein * am Ende macht die Züge lesbar)\n"},
		{"cs", path + ": partie 1 (Řezníček - Šťastná), řádek 6, sloupec 24, po 3. Bc4: soubor končí před výsledkem partie: možná je useknutý; zápis tahů musí končit 1-0, 0-1, 1/2-1/2 nebo * (s * na konci se tahy dají přečíst)\n"},
	} {
		code, out, _ := runCLIAsIs("", "pgn", "check", "--lang", tc.lang, path)
		if first, _, _ := strings.Cut(out, "\n"); code != 1 || first+"\n" != tc.want {
			t.Errorf("%s: exit %d, output\n%s\nwant 1 and first\n%s", tc.lang, code, out, tc.want)
		}
	}
}

// TestClockHelpNamesTheVoiceAndTheChannel: clock --help names the values
// of --voice and --channel by what they are, in de, en and cs; until
// walk10 both were TEXT, the type's word, and a screen reader read
// "--voice TEXT text: lines your screen reader speaks", the placeholder
// sounding like the value text.
func TestClockHelpNamesTheVoiceAndTheChannel(t *testing.T) {
	for _, tc := range []struct{ lang, voice, channel string }{
		{"en", "--voice VOICE ", "--channel CHANNEL "},
		{"de", "--voice STIMME ", "--channel KANAL "},
		{"cs", "--voice HLAS ", "--channel KANÁL "},
	} {
		_, help, _ := runCLIAsIs("", "clock", "--help", "--lang", tc.lang)
		if !strings.Contains(help, tc.voice) || !strings.Contains(help, tc.channel) || strings.Contains(help, "--voice TEXT") || strings.Contains(help, "--braille-code TEXT") {
			t.Errorf("%s: clock --help does not say %q and %q, or names a value TEXT:\n%s", tc.lang, tc.voice, tc.channel, help)
		}
	}
}

// TestBrailleSaysTheEncodingItRead: braille --pgn of a Czech database's
// Windows-1250 file says on standard error how it read the file, as say
// and position do, in de, en and cs (a wrong guess shows in the names on
// the sheet); until walk10 braille said nothing.
func TestBrailleSaysTheEncodingItRead(t *testing.T) {
	path := writeTemp(t, "cb.pgn", "[Event \"P\xF8ebor\"]\r\n[White \"\xD8ezn\xED\xE8ek\"]\r\n[Black \"\x8A\x9Dastn\xE1\"]\r\n[Result \"1-0\"]\r\n\r\n1. e4 e5 1-0\r\n")
	for _, tc := range []struct{ lang, want string }{
		{"en", "blindchess: " + path + ": read as Windows-1250 (Central European), as the file is not UTF-8 and has Czech, Slovak, Hungarian or Polish letters\n"},
		{"de", "blindchess: " + path + ": als Windows-1250 (mitteleuropäisch) gelesen, da die Datei kein UTF-8 ist und tschechische, slowakische, ungarische oder polnische Buchstaben hat\n"},
		{"cs", "blindchess: " + path + ": čteno jako Windows-1250 (středoevropské), protože soubor není UTF-8 a má česká, slovenská, maďarská nebo polská písmena\n"},
	} {
		code, out, errOut := runCLIAsIs("", "braille", "--pgn", path, "--format", "text", "--lang", tc.lang)
		if code != 0 || errOut != tc.want || !strings.HasPrefix(out, "Řezníček - Šťastná\n") {
			t.Errorf("%s: exit %d, stderr %q, sheet\n%s\nwant 0, %q and Řezníček - Šťastná", tc.lang, code, errOut, out, tc.want)
		}
	}
}
