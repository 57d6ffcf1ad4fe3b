package braille

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/braille/brlapi"
	"github.com/blindchess/blindchess/internal/braille/brlapi/brlapitest"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/table"
)

// notices collects what a display tells.
type notices struct {
	mu  sync.Mutex
	got []string
}

func (n *notices) notify(o table.Output) {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.got = append(n.got, o.Say.Text)
}

func (n *notices) list() []string {
	n.mu.Lock()
	defer n.mu.Unlock()
	return append([]string(nil), n.got...)
}

// TestDisplayOnBrokenServers plays moves and keys into a live display
// whose BrlAPI server is broken in each way a fake server can be. Open
// refuses a display that claims too many cells, in words; otherwise every
// Sink and Key returns without waiting for the display (they hand the line
// to the display's goroutine: were they to wait, this test would hang),
// and the display says what went wrong, once each.
func TestDisplayOnBrokenServers(t *testing.T) {
	for _, tc := range []struct {
		mode brlapitest.Mode
		// want are the beginnings of the notices, in order.
		want []string
		// refused: Open refuses the display with this reason.
		refused string
	}{
		{mode: brlapitest.Huge, refused: "No braille display: BRLTTY reports a braille display of 2147483647×1 cells, more than the 800 this program writes to"},
		{mode: brlapitest.Wide, refused: "No braille display: BRLTTY reports a braille display of 1000×1 cells"},
		// A BRLTTY without a display (0×0) is waited for (displayWait),
		// then refused: BRLTTY 6.5 crashed when a display came after
		// its terminal was taken.
		{mode: brlapitest.Zero, refused: "No braille display: BRLTTY runs but has no braille display: connect it, and check that BRLTTY's braille driver finds it (“brltty -b DRIVER -d DEVICE”). Everything else goes on without it."},
		{mode: brlapitest.Flood, want: []string{"The braille display sends keys without end (more than 200 in a second)"}},
		// What is written to a server that does not read piles up in the
		// socket's buffer (brlapi.WriteBuffer) until it is full: then a
		// write hangs, and the display is dropped as slow.
		{mode: brlapitest.Silent, want: []string{"The braille display takes nothing (nothing written within 1 second)"}},
		{mode: brlapitest.Slow, want: []string{"The braille display takes nothing (nothing written within 1 second)"}},
		{mode: brlapitest.Stuck, want: []string{"The braille display takes nothing (nothing written within 1 second)"}},
		{mode: brlapitest.CloseMidWrite, want: []string{"The braille display failed (", "The braille display is back.", "The braille display failed again ("}},
		{mode: brlapitest.Garbage, want: []string{"The braille display failed (", "The braille display is back.", "The braille display failed again ("}},
	} {
		t.Run(tc.mode.String(), func(t *testing.T) {
			s := brlapitest.Start(t, tc.mode)
			n := &notices{}
			start := rules.StartPosition()
			d, closeDisplay, err := Open(brlapi.Config{Host: s.Host, Auth: "none", Timeout: 3 * time.Second}, UK, &start,
				Options{Style: phonetic.AnnexDEn, Notify: n.notify, Slow: time.Second})
			if tc.refused != "" {
				if err == nil {
					closeDisplay()
					t.Fatal("the display was opened")
				}
				if text, _ := NoDisplay(phonetic.AnnexDEn, err); !strings.HasPrefix(text, tc.refused) {
					t.Errorf("refused with %q, want %q…", text, tc.refused)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			defer closeDisplay()
			tb, err := table.New(table.DefaultSetup())
			if err != nil {
				t.Fatal(err)
			}
			var at time.Duration
			feed(tb, d, &at, "e4", "e5")
			// Keys switch the view: every one is a line to write, so a
			// display that does not take them fills up.
			deadline := time.Now().Add(15 * time.Second)
			for len(n.list()) < len(tc.want) && time.Now().Before(deadline) {
				d.Key(brlapi.Key(brlapi.CmdLineDown))
				d.Key(brlapi.Key(brlapi.CmdLineUp))
				time.Sleep(time.Millisecond)
			}
			time.Sleep(200 * time.Millisecond) // nothing more is said
			got := n.list()
			if len(got) != len(tc.want) {
				t.Fatalf("told %q, want %q", got, tc.want)
			}
			for i, w := range tc.want {
				if !strings.HasPrefix(got[i], w) {
					t.Errorf("notice %d: %q, want %q…", i, got[i], w)
				}
			}
		})
	}
}

// TestNoDisplayInEachLanguage: the reasons for no display are words in
// German, English and Czech, the commands to type in quotation marks a
// screen reader reads as such (not backticks, which it spells out). The
// English, like the German and the Czech, names no game: the clock says
// it too (walk11's clock said "Play goes on without it").
func TestNoDisplayInEachLanguage(t *testing.T) {
	tooBig := &brlapi.SizeError{Cols: 2147483647, Rows: 1}
	noServer := &brlapi.NoServerError{Tried: []string{"/run/BrlAPI/0", "127.0.0.1:4101"}}
	noDisplay := brlapi.ErrNoDisplay
	for _, tc := range []struct {
		style      phonetic.Style
		err        error
		text, said string
	}{
		{phonetic.AnnexD, tooBig, "Keine Braillezeile: BRLTTY meldet eine Braillezeile mit 2147483647×1 Zellen, mehr als die 800, die dieses Programm beschreibt; eine echte Zeile hat höchstens einige hundert: BRLAPI_HOST und den Braille-Treiber prüfen. Es geht ohne sie weiter.", "Keine Braillezeile; es geht ohne sie weiter."},
		{phonetic.CzechStyle, tooBig, "Žádný braillský řádek: BRLTTY hlásí braillský řádek s 2147483647×1 buňkami, víc než 800, do kolika tento program píše; skutečný řádek má nejvýš několik set: zkontrolujte BRLAPI_HOST a ovladač. Pokračuje se bez něj.", "Žádný braillský řádek; pokračuje se bez něj."},
		{phonetic.AnnexDEn, noServer, "No braille display: BRLTTY is not running (no BrlAPI server answers at /run/BrlAPI/0, 127.0.0.1:4101): start it with “sudo systemctl start brltty” or “brltty -b DRIVER -d DEVICE”, or set BRLAPI_HOST. Everything else goes on without it.", "No braille display; everything else goes on without it."},
		{phonetic.AnnexD, noServer, "Keine Braillezeile: BRLTTY läuft nicht (keine BrlAPI-Verbindung unter /run/BrlAPI/0, 127.0.0.1:4101): mit „sudo systemctl start brltty“ oder „brltty -b TREIBER -d GERÄT“ starten, oder BRLAPI_HOST setzen. Es geht ohne sie weiter.", "Keine Braillezeile; es geht ohne sie weiter."},
		{phonetic.CzechStyle, noServer, "Žádný braillský řádek: BRLTTY neběží (na /run/BrlAPI/0, 127.0.0.1:4101 neodpovídá žádný server BrlAPI): spusťte ho příkazem „sudo systemctl start brltty“ nebo „brltty -b OVLADAČ -d ZAŘÍZENÍ“, nebo nastavte BRLAPI_HOST. Pokračuje se bez něj.", "Žádný braillský řádek; pokračuje se bez něj."},
		{phonetic.AnnexDEn, noDisplay, "No braille display: BRLTTY runs but has no braille display: connect it, and check that BRLTTY's braille driver finds it (“brltty -b DRIVER -d DEVICE”). Everything else goes on without it.", "No braille display; everything else goes on without it."},
		{phonetic.AnnexD, noDisplay, "Keine Braillezeile: BRLTTY läuft, hat aber keine Braillezeile: schließen Sie sie an und prüfen Sie, ob BRLTTYs Brailletreiber sie findet („brltty -b TREIBER -d GERÄT“). Es geht ohne sie weiter.", "Keine Braillezeile; es geht ohne sie weiter."},
		{phonetic.CzechStyle, noDisplay, "Žádný braillský řádek: BRLTTY běží, ale nemá žádný braillský řádek: připojte ho a ověřte, že ho ovladač BRLTTY najde („brltty -b OVLADAČ -d ZAŘÍZENÍ“). Pokračuje se bez něj.", "Žádný braillský řádek; pokračuje se bez něj."},
	} {
		text, said := NoDisplay(tc.style, tc.err)
		if text != tc.text || said != tc.said {
			t.Errorf("NoDisplay(%s, %v) =\n%q, %q\nwant\n%q, %q", tc.style, tc.err, text, said, tc.text, tc.said)
		}
	}
}

// hung is a display that takes nothing: every write hangs until release
// is closed.
type hung struct {
	release chan struct{}
	writes  chan string
}

func (h *hung) WriteDots(cells string, cursor int) error {
	h.writes <- cells
	<-h.release
	return nil
}

func (h *hung) WriteText(text string, cursor int) error { return h.WriteDots(text, cursor) }

func (h *hung) Cells() int { return 0 }

// TestDisplayDropsAHungDisplay: a display whose write hangs does not hold
// up the table: Sink returns, the display is dropped after Slow and said
// to be so once, and nothing is written to it again.
func TestDisplayDropsAHungDisplay(t *testing.T) {
	h := &hung{release: make(chan struct{}), writes: make(chan string, 100)}
	n := &notices{}
	start := rules.StartPosition()
	d := NewDisplayWith(h, UK, &start, Options{Style: phonetic.AnnexD, Notify: n.notify, Slow: 50 * time.Millisecond})
	defer d.Close()
	tb, err := table.New(table.DefaultSetup())
	if err != nil {
		t.Fatal(err)
	}
	var at time.Duration
	if got := <-h.writes; got != "⠂" {
		t.Errorf("first write %q, want the first move's number", got)
	}
	feed(tb, d, &at, "e4", "e5", "Nf3", "Nc6") // the first write still hangs
	for i := 0; i < 500 && len(n.list()) == 0; i++ {
		time.Sleep(10 * time.Millisecond)
	}
	want := "Die Braillezeile nimmt nichts an (in 50 Millisekunden nichts geschrieben); es geht ohne sie weiter, ohne auf sie zu warten. Mit --resume wird sie erneut versucht."
	if got := n.list(); len(got) != 1 || got[0] != want {
		t.Fatalf("told %q, want [%q]", got, want)
	}
	close(h.release)
	feed(tb, d, &at, "Bb5")
	time.Sleep(100 * time.Millisecond)
	if len(h.writes) != 0 {
		t.Errorf("written to a dropped display: %q", <-h.writes)
	}
	if got := d.Line(); got == "" || got == "⠂⠀⠑⠲" {
		t.Errorf("the game is not followed any more: %q", got)
	}
}
