package main

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// TestResumeOfADeviceOrAPipeIsRefused: --resume of /dev/zero or a named
// pipe nobody writes to, and a --script of /dev/zero on virtual time, are
// refused at once in words (exit 2). Until this version play --resume
// /dev/zero and play --script /dev/zero --virtual read until the memory was
// full (2.5 GB in 10 s), and --resume of a pipe waited for ever, in play
// and clock, without a word.
func TestResumeOfADeviceOrAPipeIsRefused(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no /dev/zero and no named pipes in the file system")
	}
	fifo := filepath.Join(t.TempDir(), "game.journal")
	if err := mkfifo(fifo); err != nil {
		t.Skipf("no named pipe here: %v", err)
	}
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
			"blindchess: --script: longer than 64 MiB: an endless source (such as /dev/zero), or not a script; name a text file of lines \"<seconds> <what is typed>\", such as \"0 e4\" (or - for standard input)\n"},
		{[]string{"play", "--lang", "de", "--script", "/dev/zero", "--virtual"},
			"blindchess: --script: länger als 64 MiB: eine endlose Quelle (wie /dev/zero) oder kein Skript; eine Textdatei mit Zeilen \"<Sekunden> <was getippt wird>\" angeben, etwa \"0 e4\" (oder - für die Standardeingabe)\n"},
		{[]string{"play", "--lang", "cs", "--script", "/dev/zero", "--virtual"},
			"blindchess: --script: delší než 64 MiB: nekonečný zdroj (jako /dev/zero), nebo to není skript; zadejte textový soubor s řádky \"<sekundy> <co se píše>\", například \"0 e4\" (nebo - pro standardní vstup)\n"},
	}
	for _, tc := range tests {
		t.Run(tc.args[0]+" "+tc.args[2]+" "+tc.args[4], func(t *testing.T) {
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
