package table

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"
	"testing"
)

// TestReportDiskSaysWhatToDo checks the warning for every kind of disk
// failure: what is wrong and what the user can do, in words, in each
// language; the spoken form leaves out the path; it is said once.
func TestReportDiskSaysWhatToDo(t *testing.T) {
	const path = "/media/usb/game.journal"
	wrap := func(err error) error { return &fs.PathError{Op: "open", Path: path, Err: err} }
	tests := []struct {
		lang string
		err  error
		want string
	}{
		{"en", wrap(syscall.ENOSPC), "Warning: the game is not being saved: the disk is full (%s). It goes on in memory and is written as soon as the disk takes it: free some space on that disk."},
		{"en", wrap(syscall.EROFS), "Warning: the game is not being saved: the disk is read-only (%s). It goes on in memory and is written as soon as the disk takes it: make the disk writable (its write-protect switch, or mount it read-write); if that cannot be done, the game's PGN is written on the screen when you quit."},
		{"en", wrap(syscall.EACCES), "Warning: the game is not being saved: no permission to write in the folder (%s). It goes on in memory and is written as soon as the disk takes it: give yourself the right to write in the folder."},
		{"en", wrap(syscall.ENOENT), "Warning: the game is not being saved: the folder does not exist (%s). It goes on in memory and is written as soon as the disk takes it: create the folder."},
		{"en", wrap(syscall.ENOTDIR), "Warning: the game is not being saved: the folder does not exist (%s). It goes on in memory and is written as soon as the disk takes it: create the folder."},
		{"en", wrap(syscall.EIO), "Warning: the game is not being saved: the disk reports an input and output error (%s). It goes on in memory and is written as soon as the disk takes it: the disk may be failing; play on, and the game's PGN is written on the screen when you quit."},
		{"en", errors.New("sync: something odd"), "Warning: the game is not being saved: sync: something odd (%s). It goes on in memory and is written as soon as the disk takes it: free some space or make the folder writable."},
		{"de", wrap(syscall.ENOSPC), "Warnung: Die Partie wird nicht gespeichert: die Platte ist voll (%s). Sie läuft im Speicher weiter und wird nachgeschrieben, sobald der Datenträger es zulässt: schaffen Sie Platz auf dem Datenträger."},
		{"de", wrap(syscall.EROFS), "Warnung: Die Partie wird nicht gespeichert: der Datenträger ist schreibgeschützt (%s). Sie läuft im Speicher weiter und wird nachgeschrieben, sobald der Datenträger es zulässt: machen Sie den Datenträger beschreibbar (Schreibschutzschalter, oder mit Schreibrecht einhängen); geht das nicht, steht die PGN der Partie beim Beenden auf dem Bildschirm."},
		{"cs", wrap(syscall.ENOSPC), "Varování: partie se neukládá: disk je plný (%s). Hra pokračuje v paměti a zapíše se, jakmile to disk dovolí: uvolněte místo na disku."},
		{"cs", wrap(syscall.EACCES), "Varování: partie se neukládá: chybí právo zápisu do složky (%s). Hra pokračuje v paměti a zapíše se, jakmile to disk dovolí: povolte si zápis do složky."},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s %v", tt.lang, tt.err), func(t *testing.T) {
			l, outs := newLoop(t, t.TempDir(), setup(func(s *Setup) { s.Lang = tt.lang }))
			defer l.Journal.Close()
			l.ReportDisk(0, tt.err, path)
			l.ReportDisk(1, tt.err, path) // said once
			if len(*outs) != 1 || (*outs)[0].Kind != KindWarning {
				t.Fatalf("outputs %+v, want one warning", *outs)
			}
			a := (*outs)[0].Say
			if want := fmt.Sprintf(tt.want, path); a.Text != want {
				t.Errorf("written:\n%s\nwant\n%s", a.Text, want)
			}
			// The spoken form: the same without " (path)".
			if want := fmt.Sprintf(tt.want, "\x00"); a.Utterance(0).Text != removeNul(want) {
				t.Errorf("said:\n%s\nwant\n%s", a.Utterance(0).Text, removeNul(want))
			}
		})
	}
}

// removeNul drops " (\x00)", the place of the path, from s.
func removeNul(s string) string {
	for i := 0; i+4 <= len(s); i++ {
		if s[i:i+4] == " (\x00)" {
			return s[:i] + s[i+4:]
		}
	}
	return s
}
