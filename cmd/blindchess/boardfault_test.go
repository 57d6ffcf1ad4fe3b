//go:build linux

package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// boardSession is play with an emulated board on a pseudo-terminal, in
// one language, typed input on a pipe.
type boardSession struct {
	t       *testing.T
	journal string
	in      *io.PipeWriter
	out     syncBuffer
	errOut  syncBuffer
	done    chan int
}

// startBoardSession starts play --lang lang with the board flags given.
func startBoardSession(t *testing.T, lang string, boardArgs ...string) *boardSession {
	t.Helper()
	s := &boardSession{t: t, journal: filepath.Join(t.TempDir(), "g.journal"), done: make(chan int, 1)}
	pr, pw := io.Pipe()
	s.in = pw
	args := append([]string{"play", "--lang", lang, "--journal", s.journal}, boardArgs...)
	go func() { s.done <- execute(args, pr, &s.out, &s.errOut) }()
	t.Cleanup(func() {
		io.WriteString(pw, "quit\n")
		pw.Close()
		select {
		case <-s.done:
		case <-time.After(15 * time.Second):
			t.Errorf("play did not stop:\n%s", s.out.String())
		}
	})
	return s
}

// waitJournal waits until the journal holds a line that matches re and
// returns its input, as the table read it.
func (s *boardSession) waitJournal(re *regexp.Regexp) []string {
	s.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		data, _ := os.ReadFile(s.journal)
		if m := re.FindStringSubmatch(string(data)); m != nil {
			return m
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("the journal never had %s:\n%s\noutput:\n%s%s", re, data, s.out.String(), s.errOut.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// waitLine waits until the output has the line want, whole.
func (s *boardSession) waitLine(want string) {
	s.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !strings.Contains("\n"+s.out.String(), "\n"+want+"\n") {
		if time.Now().After(deadline) {
			s.t.Fatalf("play never wrote the line\n%s\noutput:\n%s%s", want, s.out.String(), s.errOut.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestBoardFaultsSaidInTheSessionLanguage plays with emulated boards on
// pseudo-terminals in German, English and Czech: a DGT board that does
// not answer, line noise on the tactile board, the Certabo calibration
// step and a garbage frame on a Millennium board are each said in the
// session's language, word for word, and journaled as the driver's code.
func TestBoardFaultsSaidInTheSessionLanguage(t *testing.T) {
	type said struct{ de, en, cs string }
	pick := func(s said, l catalog.Lang) string {
		return map[catalog.Lang]string{catalog.German: s.de, catalog.English: s.en, catalog.Czech: s.cs}[l]
	}
	for _, l := range catalog.Langs() {
		t.Run(l.Code(), func(t *testing.T) {
			t.Parallel()
			t.Run("DGT board that does not answer", func(t *testing.T) {
				link := filepath.Join(t.TempDir(), "dgt")
				sim := startSimulator(t, "dgt", "--link", link, "--off")
				s := startBoardSession(t, l.Code(), "--sighted", "dgt:"+link)
				s.waitJournal(regexp.MustCompile(`"in":"board sighted fault dgt.no-answer"`))
				s.waitLine(faultLine(l, false, pick(said{
					"der Anschluss ist offen, aber kein DGT-Brett antwortet; ist das Brett eingeschaltet, und ist das sein Anschluss?",
					"the port is open but no DGT board answers; is the board switched on, and is this its port?",
					"port je otevřený, ale žádná šachovnice DGT neodpovídá; je šachovnice zapnutá a je to její port?"}, l)))
				// Switched on, it answers; switched off during the game, it
				// falls silent: said once, and journaled with the port's
				// reason as a code.
				sim.send(t, "power on")
				s.waitJournal(regexp.MustCompile(`"in":"board sighted snapshot`))
				sim.send(t, "power off")
				s.waitJournal(regexp.MustCompile(`"in":"board sighted gone eboard.disconnected serialport.silent\(\\"` + regexp.QuoteMeta(link) + `\\" \\"[0-9]+ s\\"\)"`))
				s.waitLine(pick(said{"Brett des Sehenden: Verbindung unterbrochen. Kabel und Strom prüfen; bis es zurück ist, die Züge eintippen (anhalten hält die Uhren an, um den Schiedsrichter zu rufen). Seine Stellung wird dann neu gelesen.",
					"Sighted board: connection lost. Check its cable and power; until it is back, type the moves (pause stops the clocks to call the arbiter). Its position is read again when it returns.",
					"Šachovnice vidícího: spojení přerušeno. Zkontrolujte kabel a napájení; než se vrátí, zapisujte tahy z klávesnice (zastavit zastaví hodiny kvůli rozhodčímu). Její postavení se pak přečte znovu."}, l))
				// A move typed while it is away; switched on again, the
				// board lags by that move, which is normal and not said:
				// that it is back is.
				io.WriteString(s.in, "e4\n")
				s.waitJournal(regexp.MustCompile(`"in":"e4"`))
				sim.send(t, "power on")
				s.waitLine(pick(said{"Das Brett des Sehenden ist wieder verbunden.", "The sighted board is connected again.", "Šachovnice vidícího je opět připojena."}, l))
			})
			t.Run("tactile line noise", func(t *testing.T) {
				link := filepath.Join(t.TempDir(), "tb")
				sim := startSimulator(t, "tactile", "--link", link)
				s := startBoardSession(t, l.Code(), "--tactile", link)
				s.waitJournal(regexp.MustCompile(`"in":"board tactile snapshot`))
				// The noise runs into the next line of the board: one
				// garbled line, dropped and said.
				sim.send(t, "noise 5", "snapshot")
				s.waitJournal(regexp.MustCompile(`"in":"board tactile fault eboard.noise tactile.garbled\(1\)"`))
				s.waitLine(faultLine(l, true, pick(said{
					"Leitungsstörung: eine verstümmelte Zeile vom Brett wurde verworfen (bisher 1); das Brett wird nach seiner Stellung gefragt; wenn das anhält, Kabel und Stecker des Bretts prüfen",
					"line noise: a garbled line from the board was dropped (1 so far); asking for a snapshot; if it goes on, check the board's cable and plugs",
					"rušení na lince: poškozený řádek ze šachovnice byl zahozen (zatím 1); šachovnice je požádána o pozici; pokud to trvá, zkontrolujte kabel a konektory šachovnice"}, l)))
			})
			t.Run("Certabo calibration", func(t *testing.T) {
				link := filepath.Join(t.TempDir(), "certabo")
				// Off, the board sends nothing while it is rearranged; on,
				// it shows an empty board, and no chip is known.
				sim := startSimulator(t, "certabo", "--link", link, "--off")
				sim.send(t, "setup empty")
				for deadline := time.Now().Add(5 * time.Second); !strings.Contains(sim.out.String(), "8/8/8/8/8/8/8/8"); time.Sleep(5 * time.Millisecond) {
					if time.Now().After(deadline) {
						t.Fatalf("the simulator did not set up: %s", sim.out.String())
					}
				}
				s := startBoardSession(t, l.Code(), "--sighted", "certabo:"+link)
				sim.send(t, "power on")
				s.waitJournal(regexp.MustCompile(`"in":"board sighted fault certabo.calibration"`))
				s.waitLine(faultLine(l, false, pick(said{
					"Certabo-Brett: Kalibrierung. Die Grundstellung aufbauen, alle 32 Figuren auf ihren Feldern, und sie ruhig stehen lassen: blindchess lernt, welcher Chip welche Figur ist",
					"Certabo board: calibration. Set up the start position, all 32 pieces on their squares, and leave them still: blindchess learns which chip is which piece",
					"šachovnice Certabo: kalibrace. Rozestavte figury do základního postavení, všech 32 na jejich pole, a nechte je v klidu: blindchess se naučí, který čip patří které figuře"}, l)))
				// Set up, the board is calibrated and in step.
				sim.send(t, "setup start")
				s.waitJournal(regexp.MustCompile(`"in":"board sighted snapshot rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"`))
			})
			t.Run("Millennium garbage frame", func(t *testing.T) {
				link := filepath.Join(t.TempDir(), "millennium")
				sim := startSimulator(t, "millennium", "--link", link)
				s := startBoardSession(t, l.Code(), "--sighted", "millennium:"+link)
				s.waitJournal(regexp.MustCompile(`"in":"board sighted snapshot`))
				sim.send(t, "noise 40", "snapshot")
				m := s.waitJournal(regexp.MustCompile(`"in":"board sighted fault eboard.noise eboard.skipped\((\d+) (\d+)\)"`))
				n, _ := strconv.Atoi(m[1])
				total, _ := strconv.Atoi(m[2])
				s.waitLine(faultLine(l, false, skippedSaid(l, n, total)))
			})
		})
	}
}

// skippedSaid is the noise of skipped bytes in each language, with the
// plural the number takes.
func skippedSaid(l catalog.Lang, n, total int) string {
	switch l {
	case catalog.German:
		bytes := "Bytes"
		if n == 1 {
			bytes = "Byte"
		}
		return fmt.Sprintf("Leitungsstörung: %d %s vom Brett übersprungen (bisher %d); wenn das anhält, Kabel und Stecker des Bretts prüfen", n, bytes, total)
	case catalog.Czech:
		form := "bajtů ze šachovnice přeskočeno"
		switch {
		case n == 1:
			form = "bajt ze šachovnice přeskočen"
		case n >= 2 && n <= 4:
			form = "bajty ze šachovnice přeskočeny"
		}
		return fmt.Sprintf("rušení na lince: %d %s (zatím %d); pokud to trvá, zkontrolujte kabel a konektory šachovnice", n, form, total)
	}
	bytes := "bytes"
	if n == 1 {
		bytes = "byte"
	}
	return fmt.Sprintf("line noise: %d %s from the board skipped (%d so far); if it goes on, check the board's cable and plugs", n, bytes, total)
}
