package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestClockGreetingNamesTheHourglassInTheSessionLanguage: the clock's
// first line names an hourglass in German and Czech in their own words,
// while "hourglass 5" is what is typed in every language; the control is
// then said in words, as the menu of common controls says it. Czech
// names the control "Tempo", as play and the clock's question do, not
// "Hodiny" ("Hodiny přesýpací hodiny 5" said the clock twice).
func TestClockGreetingNamesTheHourglassInTheSessionLanguage(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"de", "Uhr Sanduhr 5: fünf Minuten (Blitz).\n"},
		{"en", "Clock hourglass 5: five minutes (blitz).\n"},
		{"cs", "Tempo přesýpací hodiny 5: pět minut (bleskovka).\n"},
	} {
		code, out, errOut := runCLI(t, "q\ny\nj\na\n", "clock", "--lang", tc.lang, "--time", "hourglass 5")
		if code != 0 {
			t.Errorf("clock --lang %s: exit %d: %s", tc.lang, code, errOut)
		}
		if first, _, _ := strings.Cut(out, "\n"); first+"\n" != tc.want {
			t.Errorf("clock --lang %s: first line %q, want %q", tc.lang, first, tc.want)
		}
	}
}

// TestClockGreetingSaysTheControlInWords: the clock says the control it
// runs in words, so that a player who cannot read the screen hears a
// control typed wrong (90/30, meant as 90+30, is ninety moves in thirty
// minutes) before he starts it; his side and the keys on the next line.
func TestClockGreetingSaysTheControlInWords(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"de", "Uhr 90/30: neunzig Züge, dreißig Minuten, wiederholt (Schnellschach).\nSie spielen Weiß. Eine leere Zeile (Enter) startet die Uhr von Weiß, h gibt Hilfe.\n"},
		{"en", "Clock 90/30: ninety moves, thirty minutes, repeated (rapid).\nYou are White. An empty line (Enter) starts White's clock, h for help.\n"},
		{"cs", "Tempo 90/30: devadesát tahů, třicet minut, opakovaně (rapid).\nHrajete za bílé. Prázdný řádek (Enter) spustí hodiny bílého, h nápověda.\n"},
	} {
		code, out, errOut := runCLI(t, "q\ny\nj\na\n", "clock", "--lang", tc.lang, "--time", "90/30")
		if code != 0 {
			t.Errorf("clock --lang %s: exit %d: %s", tc.lang, code, errOut)
		}
		if !strings.HasPrefix(out, tc.want) {
			t.Errorf("clock --lang %s: output\n%s\nwant it to begin with\n%s", tc.lang, out, tc.want)
		}
	}
}

// TestMicrophoneFileRefusedBeforeTheGame: a microphone name that is a
// file's (it ends in .wav or holds a path separator) but names no file,
// or that names a folder, is refused by play, clock, check and
// microphones --test with what to give, before anything is created; a
// device's name stays a device's (play goes on without it).
func TestMicrophoneFileRefusedBeforeTheGame(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "none.wav")
	noExt := filepath.Join(dir, "take1")
	folder := filepath.Join(dir, "takes.wav")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	noFile := func(flag, name string) string {
		return "blindchess: " + flag + " " + name + ": no such file; give an existing WAV recording, or a microphone's name (blindchess microphones lists them)\n"
	}
	isFolder := func(flag, name string) string {
		return "blindchess: " + flag + " " + name + " is a folder: give a WAV recording in it, or a microphone's name (blindchess microphones lists them)\n"
	}
	journal := filepath.Join(dir, "g.journal")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"play, a missing .wav", []string{"play", "--record", "--microphone", missing, "--journal", journal}, noFile("--microphone", missing)},
		{"play, a missing path", []string{"play", "--voice-input", "--microphone", noExt, "--journal", journal}, noFile("--microphone", noExt)},
		{"play, a folder", []string{"play", "--record", "--microphone", folder, "--journal", journal}, isFolder("--microphone", folder)},
		{"play, a folder by its relative name", []string{"play", "--record", "--microphone", ".", "--journal", journal}, isFolder("--microphone", ".")},
		{"clock, a missing .wav", []string{"clock", "--time", "5+3", "--voice-input", "--microphone", missing, "--journal", journal}, noFile("--microphone", missing)},
		{"check, a missing .wav", []string{"check", "--voice", "text", "--microphone", missing, "--journal", journal}, noFile("--microphone", missing)},
		{"microphones --test, a folder", []string{"microphones", "--test", folder}, isFolder("--test", folder)},
		{"microphones --test, a missing path", []string{"microphones", "--test", noExt}, noFile("--test", noExt)},
	}
	for _, tc := range tests {
		code, out, errOut := runCLI(t, "", append(tc.args, "--lang", "en")...)
		if code != 2 || out != "" || errOut != tc.want {
			t.Errorf("%s: exit %d, stdout %q, stderr\n%q\nwant exit 2 and\n%q", tc.name, code, out, errOut, tc.want)
		}
		if _, err := os.Stat(journal); err == nil {
			t.Errorf("%s: the journal %s was created", tc.name, journal)
		}
	}
	// German and Czech say it in their words.
	for _, tc := range []struct{ lang, want string }{
		{"de", "blindchess: --microphone " + folder + " ist ein Ordner: geben Sie eine WAV-Aufnahme darin an oder den Namen eines Mikrofons (blindchess microphones zeigt sie)\n"},
		{"cs", "blindchess: --microphone " + missing + ": takový soubor neexistuje; zadejte existující nahrávku WAV nebo jméno mikrofonu (vypíše je blindchess microphones)\n"},
	} {
		name := folder
		if tc.lang == "cs" {
			name = missing
		}
		if code, _, errOut := runCLI(t, "", "play", "--lang", tc.lang, "--record", "--microphone", name, "--journal", journal); code != 2 || errOut != tc.want {
			t.Errorf("%s: exit %d, stderr\n%q\nwant\n%q", tc.lang, code, errOut, tc.want)
		}
	}
	// A device's name is looked for when the game starts, and the game goes on.
	code, out, errOut := runCLI(t, "1 e4\n2 quit\n2 yes\n", "play", "--lang", "en", "--record", "--microphone", "USB Audio", "--script", "-", "--journal", journal)
	if code != 0 || !strings.Contains(out, "Eva four\n") {
		t.Errorf("a device's name: exit %d:\n%s%s", code, out, errOut)
	}
}

// TestPGNPlyCountCountedInTheLanguage: pgn check's PlyCount warning counts
// the half-moves in the language's plural form (1 Halbzug, 3 půltahy).
func TestPGNPlyCountCountedInTheLanguage(t *testing.T) {
	roster := "[Event \"E\"]\n[Site \"S\"]\n[Date \"2026.11.27\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n"
	for _, tc := range []struct {
		lang, plies, want string
	}{
		{"de", "1", "Partie 1 (A - B): Warnung: der PlyCount-Tag sagt 1 Halbzug, aber die Partie hat 2\n"},
		{"de", "3", "Partie 1 (A - B): Warnung: der PlyCount-Tag sagt 3 Halbzüge, aber die Partie hat 2\n"},
		{"cs", "3", "partie 1 (A - B): varování: tag PlyCount uvádí 3 půltahy, ale partie jich má 2\n"},
		{"cs", "5", "partie 1 (A - B): varování: tag PlyCount uvádí 5 půltahů, ale partie jich má 2\n"},
		{"en", "1", "game 1 (A - B): warning: the PlyCount tag says 1 half-move but the game has 2\n"},
	} {
		f := writeTemp(t, "g"+tc.lang+tc.plies+".pgn", roster+"[PlyCount \""+tc.plies+"\"]\n\n1. e4 e5 *\n")
		_, out, errOut := runCLI(t, "", "pgn", "check", "--lang", tc.lang, f)
		if !strings.Contains(out+errOut, f+": "+tc.want) {
			t.Errorf("%s, PlyCount %s: no line\n%s%s in\n%s%s", tc.lang, tc.plies, f, tc.want, out, errOut)
		}
	}
}

// TestClockRescueCountsTheInputsInTheLanguage: the refusal to resume a
// clock's journal whose rescued copy holds more counts the inputs in the
// journal's language's plural form.
func TestClockRescueCountsTheInputsInTheLanguage(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	j := filepath.Join(t.TempDir(), "c.journal")
	if code, _, errs := runCLI(t, "", "clock", "--time", "5+3", "--lang", "cs", "--journal", j, "--script", writeScript(t, "0 start\n1 press\n2 quit\n2 ano\n"), "--virtual"); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	rescued := filepath.Join(tmp, "blindchess-rescue-2026-11-27_07-04-05", "c.journal")
	data, _ := os.ReadFile(j)
	os.MkdirAll(filepath.Dir(rescued), 0o700)
	if err := os.WriteFile(rescued, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runCLI(t, "", "clock", "--resume", rescued, "--script", writeScript(t, "3 resume\n4 press\n"), "--virtual"); code != 0 {
		t.Fatalf("resume of the copy: exit %d: %s", code, errs)
	}
	code, _, errs := runCLI(t, "", "clock", "--resume", j, "--script", writeScript(t, "3 resume\n"), "--virtual")
	want := "blindchess: Pozdější kopie deníku těchto hodin, uložená když byl jeho disk plný, má o 4 vstupy více: " + rescued + ". Pokračujte z ní: blindchess clock --resume " + rescued + " (nebo kopii smažte a pokračujte z tohoto deníku).\n"
	if code != 2 || errs != want {
		t.Errorf("resume of the shorter journal: exit %d, %q\nwant exit 2, %q", code, errs, want)
	}
}

// TestHubAddressWithoutHTTPRefusedBeforeTheGame: play --hub and hub watch
// refuse an address without http:// (which no request can ever reach)
// with exit 2, before anything is created or watched.
func TestHubAddressWithoutHTTPRefusedBeforeTheGame(t *testing.T) {
	dir := t.TempDir()
	token := writeTemp(t, "round.token", "secret\n")
	journal := filepath.Join(dir, "g.journal")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "--lang", "en", "--hub", "127.0.0.1:8047", "--board", "3", "--hub-token-file", token, "--journal", journal},
			"blindchess: --hub 127.0.0.1:8047: not a hub's address; give it with http://, for example http://192.168.1.10:8047\n"},
		{[]string{"hub", "watch", "--lang", "de", "nonsense"},
			"blindchess: hub watch nonsense: das ist keine Adresse eines Hubs; sie mit http:// angeben, etwa http://192.168.1.10:8047\n"},
	} {
		code, out, errOut := runCLI(t, "", tc.args...)
		if code != 2 || out != "" || errOut != tc.want {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, out, errOut, tc.want)
		}
	}
	if _, err := os.Stat(journal); err == nil {
		t.Errorf("the journal %s was created", journal)
	}
}

// TestPGNCheckOfAFolderSaysToGiveTheFilesInIt: pgn check given a folder
// says it is one and what to give (its PGN files), exit 2, in the
// session's language, instead of "check the path and the permissions".
func TestPGNCheckOfAFolderSaysToGiveTheFilesInIt(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ lang, want string }{
		{"de", "blindchess: " + dir + " ist ein Ordner: die PGN-Dateien darin angeben, etwa " + filepath.Join(dir, "*.pgn") + "\n"},
		{"en", "blindchess: " + dir + " is a folder: give the PGN files in it, for example " + filepath.Join(dir, "*.pgn") + "\n"},
		{"cs", "blindchess: " + dir + " je složka: zadejte soubory PGN v ní, například " + filepath.Join(dir, "*.pgn") + "\n"},
	} {
		code, _, errOut := runCLI(t, "", "pgn", "check", "--lang", tc.lang, dir)
		if code != 2 || errOut != tc.want {
			t.Errorf("%s: exit %d, stderr %q; want exit 2 and %q", tc.lang, code, errOut, tc.want)
		}
	}
}

// TestCheckWithAVoiceThatCannotPlayGoesOn: check --voice clips on a
// machine whose sound card cannot be opened says why the channels are not
// tested and what to do, counts it as failed (exit 1) and goes on, as the
// README says; no sound card is simulated by an ALSA configuration that
// names a device that is not there.
func TestCheckWithAVoiceThatCannotPlayGoesOn(t *testing.T) {
	dir := t.TempDir()
	conf := writeTemp(t, "asound.conf", "pcm.!default { type hw card 99 }\n")
	t.Setenv("ALSA_CONFIG_PATH", conf)
	for _, tc := range []struct{ lang, first, last string }{
		{"de", "Prüfung vor der Runde.\nOhrhörerkanäle nicht geprüft: die Stimme clips kann nicht spielen (", "). Eine Soundkarte mit den Ohrhörern anschließen und die Prüfung wiederholen.\nDer Tisch ist nicht bereit; nicht bestandene Prüfungen: 1 von 1.\n"},
		{"cs", "Kontrola před kolem.\nKanály sluchátek nevyzkoušeny: hlas clips nemůže hrát (", "). Připojte zvukovou kartu se sluchátky a kontrolu spusťte znovu.\nStůl není připraven; neprošlé kontroly: 1, celkem 1.\n"},
	} {
		j := filepath.Join(dir, tc.lang+".journal")
		code, out, errOut := runCLI(t, "", "check", "--lang", tc.lang, "--voice", "clips", "--journal", j)
		if code != 1 || !strings.HasPrefix(out, tc.first) || !strings.Contains(out, tc.last) {
			t.Errorf("%s: exit %d, stdout\n%s\nstderr %q\nwant exit 1, starting %q and holding %q", tc.lang, code, out, errOut, tc.first, tc.last)
		}
	}
}

// TestCheckRefusesAVirtualTactileBoard: check reads real boards; play's
// --tactile virtual is refused with the port to give, before the check's
// journal is created.
func TestCheckRefusesAVirtualTactileBoard(t *testing.T) {
	j := filepath.Join(t.TempDir(), "c.journal")
	code, out, errOut := runCLI(t, "", "check", "--lang", "en", "--voice", "text", "--tactile", "virtual", "--journal", j)
	want := "blindchess: --tactile virtual: check reads a real board; give the tactile board's port, for example --tactile /dev/ttyACM0 (blindchess ports lists the ports)\n"
	if code != 2 || out != "" || errOut != want {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and %q", code, out, errOut, want)
	}
	if _, err := os.Stat(j); err == nil {
		t.Errorf("the journal %s was created", j)
	}
}

// TestIllegalMoveOnABoardNamesTheSideInTheSessionLanguage: the call for
// the arbiter after an illegal move made on a board names the command
// with the side in the session's words (rozhodčí nemožný černý,
// schiedsrichter regelwidrig schwarz), never the English "black". The
// move is illegal (d7-d4); a legal one made on a board that lagged behind
// White's move is none (TestOwnMoveBeforeTheOpponentsIsReproducedIsNoIllegalMove).
func TestIllegalMoveOnABoardNamesTheSideInTheSessionLanguage(t *testing.T) {
	for _, tc := range []struct{ lang, script, made, waits string }{
		{"cs", "0 spustit\n1 šachovnice hmatová zvednout e2\n2 šachovnice hmatová položit e4\n3 p\n3.2 šachovnice vidící zvednout e2\n3.4 šachovnice vidící položit e4\n4 šachovnice vidící zvednout d7\n5 šachovnice vidící položit d4\n6 p\n6.5 p\n7 konec\n7 ano\n",
			"Nemožný tah dokončen (černý, šachovnice vidícího): pěšec David sedm na David čtyři. Hodiny zastaveny (článek 7.5). Volá se rozhodčí: rozhodčí nemožný černý obnoví pozici před ním a udělí trest.\n",
			"Nemožný tah (černý) čeká na rozhodčího: rozhodčí nemožný černý.\n"},
		{"de", "0 starten\n1 brett steckbrett heben e2\n2 brett steckbrett setzen e4\n3 p\n3.2 brett sehend heben e2\n3.4 brett sehend setzen e4\n4 brett sehend heben d7\n5 brett sehend setzen d4\n6 p\n6.5 p\n7 beenden\n7 ja\n",
			"schiedsrichter regelwidrig schwarz", "schiedsrichter regelwidrig schwarz.\n"},
	} {
		j := filepath.Join(t.TempDir(), "g.journal")
		code, out, errOut := runCLI(t, tc.script, "play", "--lang", tc.lang, "--time", "90+30", "--tactile", "virtual", "--sighted", "virtual", "--script", "-", "--virtual", "--journal", j)
		if code != 0 || !strings.Contains(out, tc.made) || !strings.Contains(out, tc.waits) || strings.Contains(out, "black") {
			t.Errorf("%s: exit %d: %s\n%s\nwant %q and %q, no \"black\"", tc.lang, code, errOut, out, tc.made, tc.waits)
		}
	}
}

// TestBoardWatchAndFollowStopOnAPathThatIsNoPort: board watch and board
// follow on a path that never becomes a serial port (a folder, an
// ordinary file, /dev/null) say why and stop with exit 2 instead of
// waiting for ever; a port not there yet (a board not plugged in) is
// still waited for.
func TestBoardWatchAndFollowStopOnAPathThatIsNoPort(t *testing.T) {
	dir := t.TempDir()
	file := writeTemp(t, "notes.txt", "hello\n")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"board", "watch", "--lang", "en", "--board", "dgt:" + dir},
			"blindchess: " + dir + ": a folder, not a serial port; give the port the board is on (\"blindchess ports\" lists this machine's ports)\n"},
		{[]string{"board", "watch", "--lang", "de", "--board", "tactile:" + file},
			"blindchess: " + file + ": eine gewöhnliche Datei, keine serielle Schnittstelle; die Schnittstelle angeben, an der das Brett hängt (\"blindchess ports\" zeigt die Schnittstellen dieses Rechners)\n"},
		{[]string{"board", "follow", "--lang", "cs", "--dgt", "/dev/null"},
			"blindchess: /dev/null: zařízení, ale ne sériový port, takže na něm šachovnice být nemůže; zadejte port, ke kterému je šachovnice připojena (\"blindchess ports\" vypíše porty tohoto počítače)\n"},
	} {
		code, out, errOut := runCLI(t, "", tc.args...)
		if _, last, _ := strings.Cut(errOut, "\n"); code != 2 || out != "" || last != tc.want {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and the last line %q", tc.args, code, out, errOut, tc.want)
		}
	}
}

// TestHubRefusesADatabaseItCannotUseAndAPushAddress: hub --db naming a
// folder or a file that is not SQLite, and --push without http(s)://, are
// refused with exit 2 and what to give, the file left as it is; an empty
// file is taken (made a database).
func TestHubRefusesADatabaseItCannotUseAndAPushAddress(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	garbage := writeTemp(t, "notes.db", "hello, not a database\n")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"hub", "--lang", "en", "--listen", "127.0.0.1:0", "--round", "3", "--db", dir},
			"blindchess: --db " + dir + " is a folder: give a file in it, for example --db " + filepath.Join(dir, "hub-round-3.db") + "\n"},
		{[]string{"hub", "--lang", "de", "--listen", "127.0.0.1:0", "--round", "3", "--db", garbage},
			"blindchess: --db " + garbage + " ist keine Datenbank eines Hubs (SQLite): einen neuen Dateinamen angeben oder die hub-round-N.db, die der Hub schrieb; die Datei bleibt, wie sie ist\n"},
		{[]string{"hub", "--lang", "cs", "--listen", "127.0.0.1:0", "--round", "3", "--push", "lichess.org/api/broadcast/round/x/push", "--push-token-file", garbage},
			"blindchess: --push lichess.org/api/broadcast/round/x/push: zadejte adresu push kola přenosu s https://, například https://lichess.org/api/broadcast/round/ID/push\n"},
	} {
		code, out, errOut := runCLI(t, "", tc.args...)
		if code != 2 || out != "" || errOut != tc.want {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, out, errOut, tc.want)
		}
	}
	if b, err := os.ReadFile(garbage); err != nil || string(b) != "hello, not a database\n" {
		t.Errorf("the file given as --db was changed: %q, %v", b, err)
	}
}
