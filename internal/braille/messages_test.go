package braille

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/braille/brlapi"
	"github.com/blindchess/blindchess/internal/braille/brlapi/brlttytest"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/table"
)

// updateMessages rewrites testdata/messages.golden from what BRLTTY shows
// (go test -run MessagesOnRealBRLTTY -update-messages ./internal/braille).
var updateMessages = flag.Bool("update-messages", false, "rewrite testdata/messages.golden")

const messagesGolden = "testdata/messages.golden"

// dialReal connects to the test's BRLTTY once its display is there and
// takes the terminal.
func dialReal(t *testing.T, host string) *brlapi.Conn {
	t.Helper()
	for i := 0; i < 100; i++ {
		c, err := brlapi.Dial(brlapi.Config{Host: host, Auth: "none", Timeout: 2 * time.Second})
		if err == nil {
			if cols, _, err := c.DisplaySize(); err == nil && cols > 0 {
				if err := c.EnterTTYMode(); err != nil {
					t.Fatal(err)
				}
				return c
			}
			c.Close()
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("BRLTTY's BrlAPI never answered with a display")
	return nil
}

// frameSeen is one window the display showed after a step: its text (a
// message's, or the BRF of the move line) and its cells as BRLTTY's
// Virtual driver reports them.
type frameSeen struct{ step, text, cells string }

// TestMessagesOnRealBRLTTY: the session's sentences — a refused move, the
// answer to time, a question and its answer — are shown on a real
// BRLTTY's display as text in its text table (de, en, cs), split over a
// 40-cell and a 20-cell display at blanks and panned with the window keys;
// panning past a message's end shows the move line again, line up takes
// a message off, and a question stays (panning past its end begins it
// again, line up shows it again) until it is answered. The cells are
// compared exactly with testdata/messages.golden (recorded from BRLTTY
// 6.5 with -update-messages; each line names the window's text).
func TestMessagesOnRealBRLTTY(t *testing.T) {
	golden := readGolden(t)
	var all []string
	for _, tc := range []struct {
		lang, illegal, resign, yes string
		code                       Code
	}{
		{"de", "Ke3", "aufgeben schwarz", "ja", German},
		{"en", "Ke3", "resign black", "yes", UK},
		{"cs", "Ke3", "vzdát černý", "ano", Czech},
	} {
		for _, cells := range []int{40, 20} {
			name := fmt.Sprintf("%s %d", tc.lang, cells)
			t.Run(name, func(t *testing.T) {
				host, vd := brlttytest.StartWith(t, brlttytest.Options{Cells: cells, TextTable: tc.lang})
				c := dialReal(t, host)
				s := table.DefaultSetup()
				s.Lang, s.Time, s.Setting = tc.lang, "90+30", table.SettingCasual
				tb, err := table.New(s)
				if err != nil {
					t.Fatal(err)
				}
				start := rules.StartPosition()
				d := NewDisplay(c, tc.code, &start)
				stop := make(chan struct{})
				defer close(stop)
				go d.Run(c, func() (*brlapi.Conn, error) { return nil, fmt.Errorf("no redial in this test") }, time.Hour, stop)
				var seen []frameSeen
				// see records the window shown after a step: what the
				// display says it shows and the cells BRLTTY shows.
				see := func(step string) frameSeen {
					t.Helper()
					// The cells first: the key reaches the display
					// through BRLTTY.
					want, ok := golden[name+" "+step]
					var got string
					if ok && !*updateMessages {
						vd.WaitCells(t, want.cells, 400*time.Millisecond)
						got = want.cells
					} else {
						got = vd.Settled(t, 600*time.Millisecond)
					}
					text, isText := d.Shown()
					if !isText {
						text = "moves: " + BRF(text)
					}
					switch {
					case *updateMessages:
					case !ok:
						t.Errorf("%s: not in %s (shows %q, %s)", step, messagesGolden, text, got)
					case text != want.text:
						t.Errorf("%s: the display shows %q, want %q", step, text, want.text)
					}
					f := frameSeen{step, text, got}
					seen = append(seen, f)
					return f
				}
				var at time.Duration
				feed(tb, d, &at, "e4")
				moves := see("move")
				if moves.cells != "2| |15|256" {
					t.Fatalf("the move line is %q", moves.cells)
				}
				// A refused move: its sentence, panned to the end, then
				// the move line again.
				feed(tb, d, &at, tc.illegal)
				see("refused 1")
				for i := 2; d.Message() != ""; i++ {
					if i > 10 {
						t.Fatal("panning never leaves the message")
					}
					vd.Press(t, "FWinRt")
					see(fmt.Sprintf("refused %d", i))
				}
				if last := seen[len(seen)-1]; last.cells != moves.cells {
					t.Errorf("panned past the refusal, the display shows %q, want the moves %q", last.cells, moves.cells)
				}
				if n := len(seen) - 2; cells == 20 && n < 3 {
					t.Errorf("the refusal %q took %d windows of 20 cells", d.Message(), n)
				}
				// time: its answer; line up takes it off.
				feed(tb, d, &at, "time")
				see("time")
				vd.Press(t, "LnUp")
				if f := see("time, line up"); f.cells != moves.cells {
					t.Errorf("line up shows %q, want the moves", f.cells)
				}
				// A question stays until it is answered.
				feed(tb, d, &at, tc.resign)
				q := see("question 1")
				for i := 2; ; i++ {
					if i > 10 {
						t.Fatal("panning never comes back to the question's start")
					}
					vd.Press(t, "FWinRt")
					if f := see(fmt.Sprintf("question %d", i)); f.cells == q.cells {
						break
					}
				}
				vd.Press(t, "LnUp")
				if f := see("question, line up"); f.cells != q.cells {
					t.Errorf("line up on a question shows %q, want the question %q", f.cells, q.cells)
				}
				feed(tb, d, &at, tc.yes)
				see("answer 1")
				vd.Press(t, "LnUp")
				see("answer, line up")
				for _, f := range seen {
					all = append(all, name+" "+f.step+"\t"+f.text+"\t"+f.cells)
				}
			})
		}
	}
	if *updateMessages {
		head := "# The windows a real BRLTTY 6.5 (Virtual driver, text table of the\n# language) shows in TestMessagesOnRealBRLTTY: language, cells, step,\n# the window's text, its dots.\n"
		if err := os.WriteFile(messagesGolden, []byte(head+strings.Join(all, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// readGolden reads testdata/messages.golden: "lang cells step", text, cells.
func readGolden(t *testing.T) map[string]frameSeen {
	t.Helper()
	m := map[string]frameSeen{}
	f, err := os.Open(messagesGolden)
	if err != nil {
		if *updateMessages {
			return m
		}
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := sc.Text()
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		p := strings.Split(l, "\t")
		if len(p) != 3 {
			t.Fatalf("%s: bad line %q", messagesGolden, l)
		}
		m[p[0]] = frameSeen{p[0], p[1], p[2]}
	}
	return m
}

// key is a BrlAPI command key of the display.
func key(cmd uint32) brlapi.Key { return brlapi.Key(0x20000000 | cmd) }

// TestSentence: what of an output is shown as a message — the words the
// speech gets, never a line that is only written.
func TestSentence(t *testing.T) {
	for _, tc := range []struct {
		name string
		o    table.Output
		want string
	}{
		{"refusal", table.Output{Kind: table.KindError, Say: table.Announcement{Text: "Illegal move: Ke3. Black to move."}}, "Illegal move: Ke3. Black to move."},
		{"spoken instead of the path", table.Output{Kind: table.KindWarning, Say: table.Announcement{Text: "Kein Platz auf /tmp/x.pgn.", Spoken: "Kein Platz."}}, "Kein Platz."},
		{"info only written", table.Output{Kind: table.KindInfo, Say: table.Announcement{Text: "Journal: /tmp/g.journal."}}, ""},
		{"info said", table.Output{Kind: table.KindInfo, Say: table.Announcement{Text: "Partie gespeichert: /tmp/g.pgn.", Spoken: "Partie gespeichert."}}, "Partie gespeichert."},
		{"muted", table.Output{Kind: table.KindAnnounce, Say: table.Announcement{Text: "FEN 8/8/8/8/8/8/8/8 w - - 0 1", Mute: true}}, ""},
		{"note for the arbiter's log", table.Output{Kind: table.KindNote, Say: table.Announcement{Text: "Nemožný tah: Ke3."}}, ""},
		{"lines joined", table.Output{Kind: table.KindSpeech, Say: table.Announcement{Text: "Bílý,\n  čas vypršel"}}, "Bílý, čas vypršel"},
		{"a move", table.Output{Kind: table.KindMove, SAN: "e4"}, ""},
	} {
		if got := Sentence(tc.o); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestDisplayMessages: a message takes the line's place and is written
// once; a move's own words are no message; clock events under a message
// write nothing; panning left and right, another key, the next move and
// a display connected again do what docs/braille.md says; a question
// stays until the next sentence.
func TestDisplayMessages(t *testing.T) {
	s := table.DefaultSetup()
	s.Lang, s.Time, s.Setting = "de", "90+30", table.SettingCasual
	tb, err := table.New(s)
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{cells: 20}
	start := rules.StartPosition()
	d := NewDisplay(rec, German, &start)
	defer d.Close()
	var at time.Duration
	feed(tb, d, &at, "e4")
	rec.wait(t, FromBRF("1 E4")) // "Eva vier" is the move line's
	feed(tb, d, &at, "Ke3")
	rec.wait(t, "Unmöglicher Zug:")
	n := len(rec.lines)
	for i := 0; i < 3; i++ {
		at += time.Second
		d.Sink(table.Output{At: at, Kind: table.KindClock, Clock: table.ClockState{What: "press", Times: [2]time.Duration{time.Hour, time.Hour}, Status: "running"}})
	}
	time.Sleep(50 * time.Millisecond)
	if len(rec.lines) != n {
		t.Errorf("clock events rewrote the message: %q", rec.lines[n:])
	}
	for _, step := range []struct {
		k    uint32
		want string
	}{
		{brlapi.CmdPanLeft, "Unmöglicher Zug:"}, // nothing before the start
		{brlapi.CmdPanRight, "Ke3. Keine solche"},
		{brlapi.CmdPanRightSkip, "Figur kann e3"},
		{brlapi.CmdPanLeftSkip, "Ke3. Keine solche"},
		{brlapi.CmdReturn, FromBRF("1 E4")}, // another key: the line again
		{brlapi.CmdPanRight, FromBRF("1 E4")},
	} {
		d.Key(key(step.k))
		rec.wait(t, step.want)
	}
	feed(tb, d, &at, "Ke3")
	rec.wait(t, "Unmöglicher Zug:")
	feed(tb, d, &at, "e5")
	rec.wait(t, FromBRF("1 E4 E5")) // the next move takes it off
	feed(tb, d, &at, "Ke3")
	rec.wait(t, "Unmöglicher Zug:")
	other := &recorder{cells: 40}
	d.Reattach(other)
	other.wait(t, "Unmöglicher Zug: Ke3. Keine solche Figur") // as wide as the new display
	feed(tb, d, &at, "aufgeben weiß")
	other.wait(t, "Weiß gibt auf: die Partie endet. Mit ja")
	for _, k := range []uint32{brlapi.CmdLineDown, brlapi.CmdPanRight, brlapi.CmdPanRight, brlapi.CmdLineUp} {
		d.Key(key(k))
	}
	if got, text := d.Shown(); !text || got != "Weiß gibt auf: die Partie endet. Mit ja" {
		t.Errorf("the question is not shown from its start after line down, panning past it and line up: %q", got)
	}
	feed(tb, d, &at, "nein")
	if got := d.Message(); got == "" || strings.HasPrefix(got, "Weiß gibt auf") {
		t.Errorf("the answer did not take the question's place: %q", got)
	}
	d.Key(key(brlapi.CmdLineUp))
	other.wait(t, FromBRF("1 E4 E5"))
}

// TestMessageAfterBRLTTYRestarts: BRLTTY stops and starts again while a
// message is shown; the display connects again by itself and shows the
// message there (the game went on meanwhile), and the next move the move
// line.
func TestMessageAfterBRLTTYRestarts(t *testing.T) {
	golden := readGolden(t)
	refusal := golden["en 40 refused 1"].cells
	host, vd := brlttytest.StartWith(t, brlttytest.Options{TextTable: "en"})
	dial := func() (*brlapi.Conn, error) {
		c, err := brlapi.Dial(brlapi.Config{Host: host, Auth: "none", Timeout: time.Second})
		if err != nil {
			return nil, err
		}
		if cols, _, err := c.DisplaySize(); err != nil || cols == 0 {
			c.Close()
			return nil, fmt.Errorf("no display yet (%v)", err)
		}
		if err := c.EnterTTYMode(); err != nil {
			c.Close()
			return nil, err
		}
		return c, nil
	}
	c := dialReal(t, host)
	s := table.DefaultSetup()
	s.Lang, s.Time, s.Setting = "en", "90+30", table.SettingCasual
	tb, err := table.New(s)
	if err != nil {
		t.Fatal(err)
	}
	start := rules.StartPosition()
	d := NewDisplay(c, UK, &start)
	stop := make(chan struct{})
	defer close(stop)
	go d.Run(c, dial, 200*time.Millisecond, stop)
	var at time.Duration
	feed(tb, d, &at, "e4", "Ke3")
	vd.WaitCells(t, refusal, 0)
	vd.Stop()
	_, vd2 := brlttytest.StartWith(t, brlttytest.Options{Host: host, TextTable: "en"})
	vd2.WaitCells(t, refusal, 0)
	feed(tb, d, &at, "e5")
	vd2.WaitCells(t, "2| |15|256| |15|26", 0)
}
