package main

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestResumeOfADeviceOrAPipeIsRefused: --resume of /dev/zero or a named
// pipe nobody writes to, and a --script of /dev/zero on virtual time, are
// refused at once in words (exit 2). Until this version play --resume
// /dev/zero and play --script /dev/zero --virtual read until the memory was
// full (2.5 GB in 10 s), --resume of a pipe waited for ever, in play and
// clock, and clock --script /dev/zero never ended, without a word. A
// script of zero bytes is no text (textenc.ErrZeros); an endless script
// of text read whole on virtual time stops at 64 MiB. pgn check and say
// --pgn of /dev/zero never ended either.
func TestResumeOfADeviceOrAPipeIsRefused(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no /dev/zero and no named pipes in the file system")
	}
	fifo := filepath.Join(t.TempDir(), "game.journal")
	if err := mkfifo(fifo); err != nil {
		t.Skipf("no named pipe here: %v", err)
	}
	// endless is a named pipe that a goroutine fills with script lines
	// for ever (until the test ends).
	endless := filepath.Join(t.TempDir(), "endless.txt")
	if err := mkfifo(endless); err != nil {
		t.Skipf("no named pipe here: %v", err)
	}
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		f, err := os.OpenFile(endless, os.O_WRONLY, 0)
		if err != nil {
			return
		}
		defer f.Close()
		line := []byte(strings.Repeat("0 status\n", 1000))
		for {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := f.Write(line); err != nil {
				return
			}
		}
	}()
	script := filepath.Join(t.TempDir(), "s.txt")
	if err := os.WriteFile(script, []byte("0 status\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"play", "--lang", "en", "--resume", "/dev/zero", "--script", script, "--virtual"},
			"blindchess: --resume /dev/zero: not a file but a device or a pipe; give the game.journal in the game's folder\n"},
		{[]string{"play", "--lang", "de", "--resume", fifo, "--script", script, "--virtual"},
			"blindchess: --resume " + fifo + ": keine Datei, sondern ein Gerät oder eine Pipe; game.journal im Ordner der Partie angeben\n"},
		{[]string{"play", "--lang", "cs", "--resume", fifo, "--script", script, "--virtual"},
			"blindchess: --resume " + fifo + ": není soubor, ale zařízení nebo roura; zadejte game.journal ve složce partie\n"},
		{[]string{"clock", "--lang", "en", "--resume", fifo, "--script", script, "--virtual"},
			"blindchess: --resume " + fifo + ": not a file but a device or a pipe; give the journal the clock named when it started\n"},
		{[]string{"clock", "--lang", "de", "--resume", "/dev/zero", "--script", script, "--virtual"},
			"blindchess: --resume /dev/zero: keine Datei, sondern ein Gerät oder eine Pipe; das Journal angeben, das die Uhr beim Start genannt hat\n"},
		{[]string{"clock", "--lang", "cs", "--resume", "/dev/zero", "--script", script, "--virtual"},
			"blindchess: --resume /dev/zero: není soubor, ale zařízení nebo roura; zadejte deník, který hodiny uvedly při spuštění\n"},
		{[]string{"play", "--lang", "en", "--script", "/dev/zero", "--virtual"},
			"blindchess: --script: the file holds 1 MiB of zero bytes in a row: it is not text (a disk image, a damaged file, /dev/zero); check that it is the right file; name a text file of lines \"<seconds> <what is typed>\", such as \"0 e4\" (or - for standard input)\n"},
		{[]string{"play", "--lang", "de", "--script", "/dev/zero", "--virtual"},
			"blindchess: --script: die Datei enthält 1 MiB Nullbytes am Stück: sie ist kein Text (ein Speicherabbild, eine beschädigte Datei, /dev/zero); prüfen, ob es die richtige Datei ist; eine Textdatei mit Zeilen \"<Sekunden> <was getippt wird>\" angeben, etwa \"0 e4\" (oder - für die Standardeingabe)\n"},
		{[]string{"clock", "--lang", "cs", "--script", "/dev/zero", "--time", "5+3"},
			"blindchess: --script /dev/zero: řádek 1: soubor obsahuje 1 MiB nulových bajtů za sebou: není to text (obraz disku, poškozený soubor, /dev/zero); zkontrolujte, zda je to správný soubor\n"},
		{[]string{"pgn", "check", "/dev/zero", "--lang", "en"}, "blindchess: /dev/zero: not text (a long run of zero bytes), not read to the end; check that it is a PGN file\n"},
		{[]string{"pgn", "check", "/dev/zero", "--lang", "de"}, "blindchess: /dev/zero: kein Text (eine lange Folge von Nullbytes), nicht zu Ende gelesen; prüfen, ob es eine PGN-Datei ist\n"},
		{[]string{"pgn", "check", "/dev/zero", "--lang", "cs"}, "blindchess: /dev/zero: není text (dlouhá řada nulových bajtů), nedočteno; zkontrolujte, zda je to soubor PGN\n"},
		{[]string{"say", "--text", "--lang", "en", "--pgn", "/dev/zero"}, "blindchess: /dev/zero: game 1 (White - Black), line 1, column 1: byte 0x00 is not text; check that this is a PGN file (PGN is plain text); this game is skipped\n" +
			"blindchess: --pgn /dev/zero: cannot be read: reading PGN after game 1: the file holds 1 MiB of zero bytes in a row: it is not text (a disk image, a damaged file, /dev/zero); check that it is the right file\n"},
		{[]string{"play", "--lang", "cs", "--script", endless, "--virtual"},
			"blindchess: --script: delší než 64 MiB: nekonečný zdroj (jako /dev/zero), nebo to není skript; zadejte textový soubor s řádky \"<sekundy> <co se píše>\", například \"0 e4\" (nebo - pro standardní vstup)\n"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args[:5], " "), func(t *testing.T) {
			t.Setenv("XDG_DATA_HOME", t.TempDir())
			type result struct {
				code           int
				stdout, stderr string
			}
			done := make(chan result, 1)
			go func() {
				code, out, errOut := runCLIAsIs("", tc.args...)
				done <- result{code, out, errOut}
			}()
			select {
			case r := <-done:
				if r.code != 2 || r.stderr != tc.want {
					t.Errorf("exit %d, stderr:\n%s\nwant exit 2:\n%s", r.code, r.stderr, tc.want)
				}
			case <-time.After(30 * time.Second):
				t.Fatal("no answer in 30 s: it reads or waits for ever")
			}
		})
	}
}
