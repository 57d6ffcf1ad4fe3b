package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPortsSaysWhatANamedPathIs: ports PATH for a path that is no serial
// port is bad input: exit 2, and standard error says what it is (a device
// of another kind, a folder, an ordinary file) and what to do, in de, en
// and cs, without first calling it a serial port; with --no-probe a folder
// or file is told too. The ports the system lists are still listed on
// standard output, and the path is not among them.
func TestPortsSaysWhatANamedPathIs(t *testing.T) {
	if _, err := os.Stat("/dev/null"); err != nil {
		t.Skip("no /dev/null on this system")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "game.pgn")
	if err := os.WriteFile(file, []byte("1. e4 *\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		lang, path string
		noProbe    bool
		want       string
	}{
		{"en", "/dev/null", false, `/dev/null: a device, but not a serial port, so no board can be on it; give the port the board is on ("blindchess ports" lists this machine's ports)`},
		{"de", "/dev/null", false, `/dev/null: ein Gerät, aber keine serielle Schnittstelle, also kann kein Brett daran hängen; die Schnittstelle angeben, an der das Brett hängt ("blindchess ports" zeigt die Schnittstellen dieses Rechners)`},
		{"cs", "/dev/null", false, `/dev/null: zařízení, ale ne sériový port, takže na něm šachovnice být nemůže; zadejte port, ke kterému je šachovnice připojena ("blindchess ports" vypíše porty tohoto počítače)`},
		{"en", dir, false, dir + `: a folder, not a serial port; give the port the board is on ("blindchess ports" lists this machine's ports)`},
		{"de", dir, true, dir + `: ein Ordner, keine serielle Schnittstelle; die Schnittstelle angeben, an der das Brett hängt ("blindchess ports" zeigt die Schnittstellen dieses Rechners)`},
		{"cs", file, false, file + `: obyčejný soubor, ne sériový port; zadejte port, ke kterému je šachovnice připojena ("blindchess ports" vypíše porty tohoto počítače)`},
		{"en", file, true, file + `: an ordinary file, not a serial port; give the port the board is on ("blindchess ports" lists this machine's ports)`},
	} {
		args := []string{"ports", tc.path, "--lang", tc.lang, "--timeout", "50ms"}
		if tc.noProbe {
			args = append(args, "--no-probe")
		}
		code, out, errOut := runCLI(t, "", args...)
		if code != 2 || errOut != "blindchess: "+tc.want+"\n" {
			t.Errorf("%v: exit %d, stderr\n got %q\nwant 2 and %q", args, code, errOut, "blindchess: "+tc.want+"\n")
		}
		if strings.Contains(out, tc.path+": ") {
			t.Errorf("%v: standard output names the path: %q", args, out)
		}
	}
}

// TestPortsNamesEveryBadPath: ports with several paths that are no serial
// port says each on standard error, in the order given, and exits 2.
func TestPortsNamesEveryBadPath(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "game.pgn")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runCLI(t, "", "ports", dir, file, "--no-probe", "--lang", "en")
	want := "blindchess: " + dir + `: a folder, not a serial port; give the port the board is on ("blindchess ports" lists this machine's ports)` + "\n" +
		"blindchess: " + file + `: an ordinary file, not a serial port; give the port the board is on ("blindchess ports" lists this machine's ports)` + "\n"
	if code != 2 || errOut != want {
		t.Errorf("exit %d, stderr\n got %q\nwant 2 and %q", code, errOut, want)
	}
}

// TestPlayRefusesAFolderOrFileAsABoard: play --tactile or --sighted
// naming a folder or an ordinary file, which never becomes a port, is
// refused before anything is created (exit 2, no game folder), with what
// it is and what to do, in the game's language; a path where nothing is
// yet is not refused (the board may be plugged in later).
func TestPlayRefusesAFolderOrFileAsABoard(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	dir := t.TempDir()
	file := filepath.Join(dir, "board.txt")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--tactile", dir, "--lang", "en"}, "blindchess: --tactile " + dir + `: a folder, not a serial port; give the port the board is on ("blindchess ports" lists this machine's ports). Nothing was created.` + "\n"},
		{[]string{"--sighted", "dgt:" + file, "--lang", "de"}, "blindchess: --sighted " + file + `: eine gewöhnliche Datei, keine serielle Schnittstelle; die Schnittstelle angeben, an der das Brett hängt ("blindchess ports" zeigt die Schnittstellen dieses Rechners). Es wurde nichts angelegt.` + "\n"},
		{[]string{"--tactile", file, "--lang", "cs"}, "blindchess: --tactile " + file + `: obyčejný soubor, ne sériový port; zadejte port, ke kterému je šachovnice připojena ("blindchess ports" vypíše porty tohoto počítače). Nic nebylo vytvořeno.` + "\n"},
	} {
		_, errs, code := playRun(t, "", append(tc.args, "--voice", "text")...)
		if code != 2 || errs != tc.want {
			t.Errorf("%v: exit %d, stderr\n%q\nwant 2 and\n%q", tc.args, code, errs, tc.want)
		}
	}
	if entries, _ := os.ReadDir(data); len(entries) != 0 {
		t.Errorf("a refused game left %v in the data folder", entries)
	}
	// Nothing at the path yet: the game starts and says the board's fault.
	_, errs, code := playRun(t, "", "--tactile", filepath.Join(dir, "ttyUSB7"), "--lang", "en", "--voice", "text", "--casual", "--script", playScriptFile(t, "0 e4\n"), "--virtual")
	if code != 0 {
		t.Errorf("a board not yet plugged in: exit %d: %s", code, errs)
	}
}
