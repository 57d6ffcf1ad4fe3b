//go:build linux

package main

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/speech"
)

// TestCheckReadsTheBoardsAndTheMicrophone: emulated tactile and DGT
// boards, one moved from the start; a WAV file stands in for the
// microphone.
func TestCheckReadsTheBoardsAndTheMicrophone(t *testing.T) {
	dir := t.TempDir()
	tl, dl := filepath.Join(dir, "tb"), filepath.Join(dir, "dgt")
	startSimulator(t, "tactile", "--link", tl)
	dsim := startSimulator(t, "dgt", "--link", dl)
	dsim.send(t, "move e2 e4", "show")
	dsim.waitOut(t, "board rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR")
	// A sine of amplitude 16384 (half of full scale): peak -6 dBFS, RMS
	// 16384/√2: -9 dBFS.
	mic := filepath.Join(dir, "mic.wav")
	writeSine(t, mic, 16000, 16384, 3*16000)
	args := []string{"check", "--lang", "en", "--voice", "text", "--journal", filepath.Join(dir, "j"), "--tactile", tl, "--sighted", "dgt:" + dl, "--microphone", mic}
	code, out, errOut := runCLIAsIs("", args...)
	if code != 1 {
		t.Errorf("exit %d, want 1 (no voice, a board moved): %s", code, errOut)
	}
	for _, line := range []string{
		"Tactile board: the starting position.\n",
		"Sighted board: not the starting position; squares that differ (2): e2, e4.\n",
	} {
		if !strings.Contains(out, line) {
			t.Errorf("output lacks %q:\n%s", line, out)
		}
	}
	if want := "Microphone " + mic + ": level -9 dBFS, peak -6 dBFS.\n"; !strings.Contains(out, want) {
		t.Errorf("output lacks %q:\n%s", want, out)
	}
	quiet := filepath.Join(dir, "quiet.wav")
	writeSine(t, quiet, 16000, 50, 3*16000)
	_, out, _ = runCLIAsIs("", "check", "--lang", "en", "--voice", "text", "--journal", filepath.Join(dir, "j2"), "--microphone", quiet)
	if want := "Microphone " + quiet + ": level -59 dBFS, peak -56 dBFS: too quiet to record; check that it is on and near the table.\n"; !strings.Contains(out, want) {
		t.Errorf("output lacks %q:\n%s", want, out)
	}
}

// TestCheckSaysWhatABoardWithoutAPositionReports: a board that sends no
// position is said with its driver's fault, in the session's language: a
// port on which no DGT board answers.
func TestCheckSaysWhatABoardWithoutAPositionReports(t *testing.T) {
	dir := t.TempDir()
	dl := filepath.Join(dir, "dgt")
	startSimulator(t, "dgt", "--link", dl, "--off")
	// What the board says is its driver's fault (no DGT board answers,
	// eboard.DefaultNoAnswerDelay after the port opened), also after the
	// silent port was closed as dead (twice serialport.DefaultKeepAlive),
	// which says less: the check waits to the middle of the time between
	// the port's death and the driver's fault again on the port opened
	// anew, when the port's death was the last report.
	wait := 2*serialport.DefaultKeepAlive + eboard.DefaultNoAnswerDelay/2
	tests := []struct {
		lang, want string
	}{
		{"en", "Sighted board (" + dl + "): no position; the board says: the port is open but no DGT board answers; is the board switched on, and is this its port?\n"},
		{"de", "Brett des Gegners (" + dl + "): keine Stellung; das Brett meldet: der Anschluss ist offen, aber kein DGT-Brett antwortet; ist das Brett eingeschaltet, und ist das sein Anschluss?\n"},
		{"cs", "Šachovnice soupeře (" + dl + "): žádné postavení; šachovnice hlásí: port je otevřený, ale žádná šachovnice DGT neodpovídá; je šachovnice zapnutá a je to její port?\n"},
	}
	for _, tc := range tests {
		_, out, errOut := runCLIAsIs("", "check", "--lang", tc.lang, "--voice", "text", "--journal", filepath.Join(dir, "j-"+tc.lang), "--sighted", "dgt:"+dl, "--board-wait", wait.String())
		if !strings.Contains(out, tc.want) {
			t.Errorf("output lacks %q:\n%s%s", tc.want, out, errOut)
		}
	}
}

// TestCheckSaysABoardOnTheWrongPortWithWhatToDo: the tactile board given
// a port on which no board answers (a board switched off) sends no
// position; check says how long it waited, in each language's grammar,
// and what to look at: the cable, the power, and whether this is the
// board's port.
func TestCheckSaysABoardOnTheWrongPortWithWhatToDo(t *testing.T) {
	dir := t.TempDir()
	dl := filepath.Join(dir, "tb")
	startSimulator(t, "tactile", "--link", dl, "--off")
	tests := []struct {
		lang, want string
	}{
		{"en", "Tactile board (" + dl + "): no position within 1 second; check the cable, that the board is on, and that this is its port (blindchess ports says which board answers on which port).\n"},
		{"de", "Steckbrett (" + dl + "): keine Stellung innerhalb von 1 Sekunde; Kabel prüfen, ob das Brett eingeschaltet ist und ob dies sein Anschluss ist (blindchess ports sagt, welches Brett an welchem Anschluss antwortet).\n"},
		{"cs", "Hmatová šachovnice (" + dl + "): žádné postavení za 1 sekundu; zkontrolujte kabel, zda je šachovnice zapnutá a zda je to její port (blindchess ports vypíše, která šachovnice odpovídá na kterém portu).\n"},
	}
	for _, tc := range tests {
		code, out, errOut := runCLIAsIs("", "check", "--lang", tc.lang, "--voice", "text", "--journal", filepath.Join(dir, "j-"+tc.lang), "--tactile", dl, "--board-wait", "1s")
		if code != 1 {
			t.Errorf("%s: exit %d, want 1", tc.lang, code)
		}
		if !strings.Contains(out, tc.want) {
			t.Errorf("output lacks %q:\n%s%s", tc.want, out, errOut)
		}
	}
}

// TestCheckNamesABoardOfTheOtherKind: the boards' ports swapped at the
// table, a DGT board given as the tactile board and the tactile board as
// the DGT board: each sends no position as the board it was given as, and
// check names the board that answers on the port and how to give it, in
// each language.
func TestCheckNamesABoardOfTheOtherKind(t *testing.T) {
	dir := t.TempDir()
	dl, tl := filepath.Join(dir, "dgt"), filepath.Join(dir, "tb")
	startSimulator(t, "dgt", "--link", dl)
	startSimulator(t, "tactile", "--link", tl)
	tests := []struct {
		lang  string
		wants []string
	}{
		{"en", []string{
			"Tactile board (" + dl + "): no position; the board on this port is not a tactile pegged board but a DGT board, firmware 1.07; give it as --sighted dgt:" + dl + ".\n",
			"Sighted board (" + tl + "): no position; the board on this port is not a DGT e-board but a tactile board SIM-0001, protocol 1, firmware emulator; give it as --tactile " + tl + ".\n",
		}},
		{"de", []string{
			"Steckbrett (" + dl + "): keine Stellung; das Brett an diesem Anschluss ist kein Steckbrett, sondern ein DGT-Brett, Firmware 1.07; geben Sie es als --sighted dgt:" + dl + " an.\n",
			"Brett des Gegners (" + tl + "): keine Stellung; das Brett an diesem Anschluss ist kein DGT-E-Brett, sondern ein Steckbrett SIM-0001, Protokoll 1, Firmware emulator; geben Sie es als --tactile " + tl + " an.\n",
		}},
		{"cs", []string{
			"Hmatová šachovnice (" + dl + "): žádné postavení; šachovnice na tomto portu není hmatová šachovnice s kolíčky, ale šachovnice DGT, firmware 1.07; zadejte ji jako --sighted dgt:" + dl + ".\n",
			"Šachovnice soupeře (" + tl + "): žádné postavení; šachovnice na tomto portu není elektronická šachovnice DGT, ale hmatová šachovnice SIM-0001, protokol 1, firmware emulator; zadejte ji jako --tactile " + tl + ".\n",
		}},
	}
	for _, tc := range tests {
		code, out, errOut := runCLIAsIs("", "check", "--lang", tc.lang, "--voice", "text", "--journal", filepath.Join(dir, "j-"+tc.lang), "--tactile", dl, "--sighted", "dgt:"+tl, "--board-wait", "1s")
		if code != 1 {
			t.Errorf("%s: exit %d, want 1", tc.lang, code)
		}
		for _, want := range tc.wants {
			if !strings.Contains(out, want) {
				t.Errorf("output lacks %q:\n%s%s", want, out, errOut)
			}
		}
	}
}

// TestPlayNamesABoardOfTheOtherKind: play given a DGT board as the
// tactile board, or the tactile board as the sighted DGT board, asks the
// port who answers before the game is set up, and refuses (exit 2,
// nothing created) with the board that answers and how to give it, in
// each language.
func TestPlayNamesABoardOfTheOtherKind(t *testing.T) {
	dir := t.TempDir()
	dl, tl := filepath.Join(dir, "dgt"), filepath.Join(dir, "tb")
	startSimulator(t, "dgt", "--link", dl)
	startSimulator(t, "tactile", "--link", tl)
	tests := []struct {
		lang, flag, spec, want string
	}{
		{"en", "--tactile", dl, "blindchess: --tactile " + dl + ": the board on this port is not a tactile pegged board but a DGT board, firmware 1.07; give it as --sighted dgt:" + dl + ". Nothing was created.\n"},
		{"en", "--sighted", "dgt:" + tl, "blindchess: --sighted dgt:" + tl + ": the board on this port is not a DGT e-board but a tactile board SIM-0001, protocol 1, firmware emulator; give it as --tactile " + tl + ". Nothing was created.\n"},
		{"de", "--tactile", dl, "blindchess: --tactile " + dl + ": das Brett an diesem Anschluss ist kein Steckbrett, sondern ein DGT-Brett, Firmware 1.07; geben Sie es als --sighted dgt:" + dl + " an. Es wurde nichts angelegt.\n"},
		{"de", "--sighted", "dgt:" + tl, "blindchess: --sighted dgt:" + tl + ": das Brett an diesem Anschluss ist kein DGT-E-Brett, sondern ein Steckbrett SIM-0001, Protokoll 1, Firmware emulator; geben Sie es als --tactile " + tl + " an. Es wurde nichts angelegt.\n"},
		{"cs", "--tactile", dl, "blindchess: --tactile " + dl + ": šachovnice na tomto portu není hmatová šachovnice s kolíčky, ale šachovnice DGT, firmware 1.07; zadejte ji jako --sighted dgt:" + dl + ". Nic nebylo vytvořeno.\n"},
		{"cs", "--sighted", "dgt:" + tl, "blindchess: --sighted dgt:" + tl + ": šachovnice na tomto portu není elektronická šachovnice DGT, ale hmatová šachovnice SIM-0001, protokol 1, firmware emulator; zadejte ji jako --tactile " + tl + ". Nic nebylo vytvořeno.\n"},
	}
	for _, tc := range tests {
		jpath := filepath.Join(dir, "g-"+tc.lang+tc.flag+".journal")
		code, out, errOut := runCLIAsIs("", "play", "--lang", tc.lang, tc.flag, tc.spec, "--journal", jpath, "--script", "-", "--virtual")
		if code != 2 || errOut != tc.want {
			t.Errorf("%s %s: exit %d, stderr %q; want 2, %q\n%s", tc.lang, tc.flag, code, errOut, tc.want, out)
		}
		if _, err := os.Stat(jpath); !os.IsNotExist(err) {
			t.Errorf("%s %s: %s was created (%v)", tc.lang, tc.flag, jpath, err)
		}
	}
}

// writeSine writes a mono 16-bit WAV file of n samples of a 500 Hz sine
// of the given amplitude.
func writeSine(t *testing.T, path string, rate int, amp float64, n int) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w, err := speech.NewWAVFile(f, rate, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := make([]int16, n)
	for i := range s {
		s[i] = int16(math.Round(amp * math.Sin(2*math.Pi*500*float64(i)/float64(rate))))
	}
	if err := w.Write(s); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}
