package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestBoardFaultLinesSaidInTheSessionLanguage: the board lines of a
// journal or a script carry the driver's code, which the table says in
// the session's language, word for word; the free text of a journal
// written before the codes (in English) is still taken and shown as it
// was; and the journal keeps each line as it came.
func TestBoardFaultLinesSaidInTheSessionLanguage(t *testing.T) {
	const oldText = "line noise: a garbled line from the board was dropped (1 so far); asking for a snapshot; if it goes on, check the board's cable and plugs"
	script := "0 board sighted fault eboard.noise eboard.skipped(3 5)\n" +
		"1 board tactile fault " + oldText + "\n" +
		"2 quit\n2 YES\n"
	noise := map[catalog.Lang]string{
		catalog.German:  "Leitungsstörung: 3 Bytes vom Brett übersprungen (bisher 5); wenn das anhält, Kabel und Stecker des Bretts prüfen",
		catalog.English: "line noise: 3 bytes from the board skipped (5 so far); if it goes on, check the board's cable and plugs",
		catalog.Czech:   "rušení na lince: 3 bajty ze šachovnice přeskočeny (zatím 5); pokud to trvá, zkontrolujte kabel a konektory šachovnice",
	}
	yes := map[catalog.Lang]string{catalog.German: "ja", catalog.English: "yes", catalog.Czech: "ano"}
	for _, l := range catalog.Langs() {
		t.Run(l.Code(), func(t *testing.T) {
			j := filepath.Join(t.TempDir(), "g.journal")
			s := strings.Replace(script, "YES", yes[l], 1)
			code, out, errOut := runCLIAsIs(s, "play", "--lang", l.Code(), "--tactile", "virtual", "--sighted", "virtual",
				"--script", "-", "--virtual", "--journal", j)
			if code != 0 {
				t.Fatalf("exit %d: %s%s", code, out, errOut)
			}
			for _, want := range []string{faultLine(l, false, noise[l]), faultLine(l, true, oldText)} {
				if !strings.Contains("\n"+out, "\n"+want+"\n") {
					t.Errorf("no line\n%s\nin:\n%s", want, out)
				}
			}
			data, err := os.ReadFile(j)
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{`"in":"board sighted fault eboard.noise eboard.skipped(3 5)"`, `"in":"board tactile fault ` + oldText + `"`} {
				if !strings.Contains(string(data), want) {
					t.Errorf("the journal lacks %s:\n%s", want, data)
				}
			}
		})
	}
}

// faultLine is the line the table says for a fault of a board, in each
// language: the board's name, what happens now, and last the driver's Note
// said, so that its own parentheses and semicolons nest in nothing.
func faultLine(l catalog.Lang, tactile bool, said string) string {
	switch l {
	case catalog.German:
		if tactile {
			return "Das Steckbrett meldet eine Störung; gespielt wird weiter, das Brett wird neu abgeglichen, sobald es wieder ein ganzes Bild schickt; die Meldung: " + said + "."
		}
		return "Das Brett des Sehenden meldet eine Störung; gespielt wird weiter, das Brett wird neu abgeglichen, sobald es wieder ein ganzes Bild schickt; die Meldung: " + said + "."
	case catalog.Czech:
		if tactile {
			return "Poruchu hlásí hmatová šachovnice; hraje se dál, šachovnice se znovu porovná, jakmile pošle celý obraz; hlášení: " + said + "."
		}
		return "Poruchu hlásí šachovnice vidícího; hraje se dál, šachovnice se znovu porovná, jakmile pošle celý obraz; hlášení: " + said + "."
	}
	if tactile {
		return "The tactile board reports a fault; play goes on, and the board is checked again when it sends a whole picture; the report: " + said + "."
	}
	return "The sighted board reports a fault; play goes on, and the board is checked again when it sends a whole picture; the report: " + said + "."
}
