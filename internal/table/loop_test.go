package table

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/journal"
)

// gameScript is a game with presses, a slip taken back, requests, an offer
// and a checkmate.
const gameScript = `0 e4
3 p
5 e5
9 p
12 Nf3
13 undo
14 Bc4
18 p
20 Nc6
25 p
26 time both
30 Qh5
33 p
35 draw
35 ja
40 Nf6
44 p
50 Qxf7`

// newLoop makes a loop with a journal and a PGN file in dir and returns it
// with the outputs it emits.
func newLoop(t *testing.T, dir string, s Setup) (*Loop, *[]Output) {
	t.Helper()
	tb := newTable(t, s)
	raw, err := MarshalSetup(s)
	if err != nil {
		t.Fatal(err)
	}
	j, err := journal.Create(filepath.Join(dir, "game.journal"), journal.Header{Setup: raw})
	if err != nil {
		t.Fatal(err)
	}
	// Closed before the folder is removed: Windows keeps open files.
	t.Cleanup(func() { j.Close() })
	var outs []Output
	l := &Loop{Table: tb, Journal: j, PGNPath: filepath.Join(dir, "game.pgn"), Emit: func(o Output) { outs = append(outs, o) }}
	return l, &outs
}

func feed(t *testing.T, l *Loop, script string) {
	t.Helper()
	lines, err := ParseScript(strings.NewReader(script))
	if err != nil {
		t.Fatal(err)
	}
	for _, sl := range lines {
		l.Handle(Input{At: sl.At, Source: SourceScript, Text: sl.Text})
	}
}

// TestJournalReplay plays a game through a Loop with a real journal and
// checks that replaying the journal rebuilds the same game, scoresheet and
// clock, and that the PGN file holds the scoresheet.
func TestJournalReplay(t *testing.T) {
	dir := t.TempDir()
	s := setup(func(s *Setup) { s.Time = "90+30"; s.White, s.Black = "Anna", "Bert" })
	l, outs := newLoop(t, dir, s)
	l.Start()
	feed(t, l, gameScript)
	if err := l.Journal.Close(); err != nil {
		t.Fatal(err)
	}
	if !l.Table.Over() {
		t.Fatal("the game did not end")
	}
	var inputs int
	for _, o := range *outs {
		if o.Kind == KindInput {
			inputs++
			if o.Seq != uint64(inputs) {
				t.Fatalf("input %d acknowledged with seq %d", inputs, o.Seq)
			}
		}
		if o.Kind == KindWarning || o.Kind == KindError {
			t.Fatalf("unexpected %v: %s", o.Kind, o.Say.Text)
		}
	}
	log, err := journal.Read(filepath.Join(dir, "game.journal"))
	if err != nil {
		t.Fatal(err)
	}
	if len(log.Records) != inputs || inputs != 18 { // 17 lines and the confirmation of the draw offer
		t.Fatalf("%d records, %d inputs", len(log.Records), inputs)
	}
	back, err := Replay(log)
	if err != nil {
		t.Fatal(err)
	}
	sameTable(t, back, l.Table)
	file, err := os.ReadFile(filepath.Join(dir, "game.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	if string(file) != pgnText(l.Table) {
		t.Fatalf("PGN file:\n%s\nscoresheet:\n%s", file, pgnText(l.Table))
	}
	// 90 min + 30 s; the mating move is completed without a press and
	// gets no increment.
	if !strings.Contains(string(file), "3... Nf6 {[%clk 1:31:36]}\n{(=)} 4. Qxf7# {[%clk 1:31:34]} {checkmate} 1-0") {
		t.Errorf("PGN:\n%s", file)
	}
}

// sameTable compares everything replay must rebuild.
func sameTable(t *testing.T, got, want *Table) {
	t.Helper()
	if pgnText(got) != pgnText(want) {
		t.Errorf("replayed PGN:\n%s\nwant:\n%s", pgnText(got), pgnText(want))
	}
	if got.Now() != want.Now() || got.Version() != want.Version() || got.Plies() != want.Plies() {
		t.Errorf("replayed now %v version %d plies %d; want %v %d %d", got.Now(), got.Version(), got.Plies(), want.Now(), want.Version(), want.Plies())
	}
	if gp, wp := got.Position(), want.Position(); gp.FEN() != wp.FEN() {
		t.Errorf("replayed position %s, want %s", gp.FEN(), wp.FEN())
	}
	if (got.Clock() == nil) != (want.Clock() == nil) {
		t.Fatal("clock present in one table only")
	}
	if got.Clock() != nil {
		at := instant(want.Now())
		if got.Clock().Times(at) != want.Clock().Times(at) || got.Clock().Status() != want.Clock().Status() || got.Clock().Turn() != want.Clock().Turn() {
			t.Errorf("replayed clock %v %v %v, want %v %v %v", got.Clock().Times(at), got.Clock().Status(), got.Clock().Turn(),
				want.Clock().Times(at), want.Clock().Status(), want.Clock().Turn())
		}
	}
}

// TestReplayTornJournal cuts the journal inside its last record, at every
// byte, and checks that the replay is the game without that last input.
func TestReplayTornJournal(t *testing.T) {
	dir := t.TempDir()
	s := setup(func(s *Setup) { s.Time = "5+3" })
	l, _ := newLoop(t, dir, s)
	feed(t, l, gameScript)
	l.Journal.Close()
	full, err := os.ReadFile(filepath.Join(dir, "game.journal"))
	if err != nil {
		t.Fatal(err)
	}
	all := strings.Split(strings.TrimSpace(gameScript), "\n")
	ref := newTable(t, s)
	run(t, ref, strings.Join(all[:len(all)-1], "\n"))
	lastStart := strings.LastIndex(strings.TrimSuffix(string(full), "\n"), "\n") + 1
	for cut := lastStart; cut < len(full); cut++ {
		log, err := journal.Parse(full[:cut])
		if err != nil {
			t.Fatalf("cut at %d: %v", cut, err)
		}
		back, err := Replay(log)
		if err != nil {
			t.Fatal(err)
		}
		if pgnText(back) != pgnText(ref) || back.Now() != ref.Now() {
			t.Fatalf("cut at %d: replay\n%s\nwant\n%s", cut, pgnText(back), pgnText(ref))
		}
	}
}

// TestResumedInput checks what a resumed session says and that the clock
// comes back paused at its last known times.
func TestResumedInput(t *testing.T) {
	tb := newTable(t, setup(func(s *Setup) { s.Time = "90+30" }))
	run(t, tb, "0 e4\n5 p\n65 d5")
	outs := tb.Apply(Input{At: 65 * time.Second, Source: SourceSystem, Text: InputResumed})
	var got []string
	for _, o := range outs {
		got = append(got, string(o.JSON()))
	}
	equalLines(t, got, []string{
		`{"t":65,"event":"clock","what":"pause","side":"black","white_ms":5455000,"black_ms":5370000,"turn":"black","status":"paused"}`,
		// The number of moves is not said aloud (Article 12.6): the VI
		// player alone hears the last move, with its number.
		`{"t":65,"event":"announce","text":"Partie wiederhergestellt. Uhr angehalten auf den letzten bekannten Zeiten; fortsetzen mit weiter.","audience":"all"}`,
		`{"t":65,"event":"announce","text":"Zug eins Schwarz, David fünf","audience":"player"}`,
		// It was made and not yet completed: its press is still to come.
		`{"t":65,"event":"announce","text":"David fünf wartet auf den Uhrdruck.","audience":"all"}`,
		// The times are clock facts: for the VI player alone (Annex
		// D.2.10.4, Article 12.6), his own first.
		`{"t":65,"event":"announce","text":"Weiß, eine Stunde dreißig Minuten fünfundfünfzig Sekunden, Schwarz, eine Stunde neunundzwanzig Minuten dreißig Sekunden","audience":"player"}`,
	})
	got = run(t, tb, "70 resume\n71 p")
	equalLines(t, got, []string{
		`{"t":70,"event":"clock","what":"resume","side":"black","white_ms":5455000,"black_ms":5370000,"turn":"black","status":"running"}`,
		`{"t":70,"event":"announce","text":"Uhr läuft weiter","audience":"all"}`,
		`{"t":71,"event":"clock","what":"press","side":"black","white_ms":5455000,"black_ms":5399000,"turn":"white","status":"running"}`,
	})
	// The VI player playing Black hears his own time first.
	tb = newTable(t, setup(func(s *Setup) { s.Time, s.Me, s.Lang = "5", "black", "en" }))
	run(t, tb, "0 e4\n5 p")
	var heard []string
	for _, o := range tb.Apply(Input{At: 6 * time.Second, Source: SourceSystem, Text: InputResumed}) {
		if o.Kind == KindAnnounce {
			heard = append(heard, o.Say.Audience.String()+": "+o.Say.Text)
		}
	}
	equalLines(t, heard, []string{
		"all: Game restored. Clock paused at its last known times; type resume to go on.",
		"player: Move one White, Eva vier",
		"player: Black, four minutes fifty-nine seconds, White, four minutes fifty-five seconds",
	})
	// A clock not yet started stays so; a game that is over says how it
	// ended (there is nothing to resume).
	tb = newTable(t, setup(func(s *Setup) { s.Time = "5" }))
	if got := texts(tb.Apply(Input{At: 0, Source: SourceSystem, Text: InputResumed})); len(got) != 1 || got[0] != "Partie wiederhergestellt." {
		t.Errorf("clock not started: %q", got)
	}
	run(t, tb, "1 f3\n2 e5\n3 g4\n4 Qh4")
	if got := texts(tb.Apply(Input{At: 5 * time.Second, Source: SourceSystem, Text: InputResumed})); len(got) != 1 || got[0] != "Partie wiederhergestellt. Partie beendet. Schwarz gewinnt: Matt." {
		t.Errorf("game over: %q", got)
	}
	// Without a clock, and with an unknown system input.
	tb = newTable(t, setup(nil))
	run(t, tb, "0 e4")
	if got := texts(tb.Apply(Input{At: time.Second, Source: SourceSystem, Text: InputResumed})); len(got) != 2 || got[0] != "Partie wiederhergestellt." || got[1] != "Zug eins Weiß, Eva vier" {
		t.Errorf("no clock: %q", got)
	}
	if got := tb.Apply(Input{At: 2 * time.Second, Source: SourceSystem, Text: "bogus"}); len(got) != 1 || got[0].Kind != KindError {
		t.Errorf("unknown system input: %+v", got)
	}
}

// TestDiskFailure runs a game whose folder cannot be written: the first
// failure is warned about in full, in words (the path written, not said),
// once — no warning before every later input, and none for the PGN besides
// the journal's — and play goes on in memory. When the
// folder can be written again, everything is written and the table says
// so.
func TestDiskFailure(t *testing.T) {
	dir := t.TempDir()
	notDir := filepath.Join(dir, "file")
	if err := os.WriteFile(notDir, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	s := setup(nil)
	raw, _ := MarshalSetup(s)
	jpath := filepath.Join(notDir, "game.journal")
	j, err := journal.Create(jpath, journal.Header{Setup: raw})
	if j == nil || err == nil {
		t.Fatalf("Create in a file = %v, %v", j, err)
	}
	t.Cleanup(func() { j.Close() })
	var outs []Output
	l := &Loop{Table: newTable(t, s), Journal: j, PGNPath: filepath.Join(notDir, "game.pgn"), Emit: func(o Output) { outs = append(outs, o) }}
	l.ReportDisk(0, err, jpath)
	l.Start()
	feed(t, l, "0 e4\n1 e5\n2 time")
	if l.Table.Plies() != 2 {
		t.Fatalf("play stopped: %d plies", l.Table.Plies())
	}
	if j.Pending() != 3 {
		t.Errorf("pending records %d, want 3", j.Pending())
	}
	// The folder comes back: the next input writes everything.
	if err := os.Remove(notDir); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(notDir, 0o755); err != nil {
		t.Fatal(err)
	}
	feed(t, l, "3 Nf3")
	var got []string
	for _, o := range outs {
		switch o.Kind {
		case KindWarning, KindInfo:
			u := o.Say.Utterance(0)
			got = append(got, o.Kind.String()+": "+o.Say.Text+" | said: "+u.Text)
		case KindInput:
			got = append(got, "input "+o.Input)
		}
	}
	full := "Warnung: Die Partie wird nicht gespeichert: der Ordner fehlt%s. Sie läuft im Speicher weiter und wird nachgeschrieben, sobald der Datenträger es zulässt: legen Sie den Ordner an."
	equalLines(t, got, []string{
		"warning: " + fmt.Sprintf(full, " ("+jpath+")") + " | said: " + fmt.Sprintf(full, ""),
		"input e4",
		"input e5",
		"input time",
		"input Nf3",
		"info: Die Partie ist wieder gespeichert. | said: Die Partie ist wieder gespeichert.",
	})
	if j.Pending() != 0 {
		t.Errorf("pending records %d after the folder came back", j.Pending())
	}
	log, err := journal.Read(jpath)
	if err != nil || len(log.Records) != 4 {
		t.Fatalf("journal after the folder came back: %v, %+v", err, log)
	}
	if b, err := os.ReadFile(l.PGNPath); err != nil || !strings.Contains(string(b), "1. e4 e5 2. Nf3 *") {
		t.Errorf("PGN after the folder came back: %v\n%s", err, b)
	}
}

// TestPGNFailure: the journal is written but the PGN is not; the warning
// says that the journal holds the game, once.
func TestPGNFailure(t *testing.T) {
	dir := t.TempDir()
	s := setup(func(s *Setup) { s.Lang = "en" })
	l, outs := newLoop(t, dir, s)
	l.PGNPath = filepath.Join(dir, "missing", "game.pgn")
	l.Start()
	feed(t, l, "0 e4\n1 e5")
	var got []string
	for _, o := range *outs {
		if o.Kind == KindWarning {
			got = append(got, o.Say.Text+" | said: "+o.Say.Utterance(0).Text)
		}
	}
	equalLines(t, got, []string{
		"Warning: the PGN file cannot be written: the folder does not exist (" + l.PGNPath + "). The journal holds the game. | said: Warning: the PGN file cannot be written: the folder does not exist. The journal holds the game.",
	})
}

// TestDiskReason checks the words for the usual ways a disk fails.
func TestDiskReason(t *testing.T) {
	l := &Loop{Table: newTable(t, setup(func(s *Setup) { s.Lang = "cs" }))}
	wrap := func(e error) error {
		return &journal.WriteError{Path: "/x/game.journal", Err: fmt.Errorf("write: %w", &fs.PathError{Op: "write", Path: "/x/game.journal", Err: e})}
	}
	cases := []struct {
		err  error
		want string
	}{
		{wrap(syscall.ENOSPC), "disk je plný"},
		{wrap(syscall.EROFS), "disk je jen pro čtení"},
		{wrap(syscall.EACCES), "chybí právo zápisu do složky"},
		{wrap(syscall.EPERM), "chybí právo zápisu do složky"},
		{wrap(syscall.ENOENT), "složka neexistuje"},
		{wrap(syscall.ENOTDIR), "složka neexistuje"},
		{wrap(syscall.EIO), "chyba vstupu a výstupu disku"},
		{errors.New("something else"), "something else"},
	}
	for _, c := range cases {
		if got := l.DiskReason(c.err); got != c.want {
			t.Errorf("%v: %q, want %q", c.err, got, c.want)
		}
	}
}

// TestRunRealTime runs the live loop on the real clock with a time control
// of one second (the shortest a control may be): the timer fires at the flag, which is reported at its
// exact instant, and a typed "flag" then ends the game.
func TestRunRealTime(t *testing.T) {
	var outs []Output
	done := make(chan struct{})
	l := &Loop{Table: newTable(t, setup(func(s *Setup) { s.Time = "1s"; s.Alerts = "none" })), Emit: func(o Output) {
		outs = append(outs, o)
		if o.Kind == KindClock && o.Clock.What == "flag" {
			close(done)
		}
	}}
	lines := make(chan string)
	errc := make(chan error, 1)
	go func() { errc <- l.Run(context.Background(), NewRealTime(0), lines) }()
	lines <- "start"
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("no flag within 10 s")
	}
	lines <- "flag"
	lines <- "quit"
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	var start, flag, result *Output
	for i := range outs {
		switch outs[i].Kind {
		case KindClock:
			switch outs[i].Clock.What {
			case "flag":
				flag = &outs[i]
			case "start":
				start = &outs[i]
			}
		case KindResult:
			result = &outs[i]
		}
	}
	if start == nil || flag == nil || result == nil {
		t.Fatalf("outputs %+v", outs)
	}
	if got := flag.At - start.At; got != time.Second {
		t.Errorf("flag %v after the start, want exactly 1s", got)
	}
	if result.Result != "0-1" || result.Reason != "time forfeit" {
		t.Errorf("result %+v, want 0-1 on time", result)
	}
}

// TestRunEndOfInput checks that the live loop returns when its input ends
// and when its context is cancelled.
func TestRunEndOfInput(t *testing.T) {
	l := &Loop{Table: newTable(t, setup(nil))}
	lines := make(chan string, 2)
	lines <- "e4"
	close(lines)
	if err := l.Run(context.Background(), NewRealTime(0), lines); err != nil {
		t.Fatal(err)
	}
	if l.Table.Plies() != 1 {
		t.Errorf("plies %d", l.Table.Plies())
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := l.Run(ctx, NewRealTime(0), make(chan string)); err != context.Canceled {
		t.Errorf("cancelled Run = %v", err)
	}
}

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "g.pgn")
	for _, content := range []string{"first", "second, longer content", "3"} {
		if err := WriteFileAtomic(p, []byte(content)); err != nil {
			t.Fatal(err)
		}
		got, _ := os.ReadFile(p)
		if string(got) != content {
			t.Fatalf("file %q, want %q", got, content)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left: %v", entries)
	}
	if err := WriteFileAtomic(filepath.Join(dir, "missing", "g.pgn"), []byte("x")); err == nil || !strings.Contains(err.Error(), "g.pgn") {
		t.Errorf("write into a missing folder: %v", err)
	}
}
