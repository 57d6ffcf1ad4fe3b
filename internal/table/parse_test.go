package table

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/rules"
)

func TestParseScriptTime(t *testing.T) {
	cases := []struct {
		in   string
		want time.Duration
		err  bool
	}{
		{"0", 0, false},
		{"12", 12 * time.Second, false},
		{"12.5", 12500 * time.Millisecond, false},
		{"0.001", time.Millisecond, false},
		{"1:30", 90 * time.Second, false},
		{"1:02:03.5", time.Hour + 2*time.Minute + 3500*time.Millisecond, false},
		{"90:00", 90 * time.Minute, false},
		{"", 0, true},
		{"-1", 0, true},
		{"+1", 0, true},
		{"1e3", 0, true},
		{"0x10", 0, true},
		{"12.", 0, true},
		{".5", 0, true},
		{"1.2.3", 0, true},
		{"1:5", 0, true},
		{"1:60", 0, true},
		{"1:2:3:4", 0, true},
		{"1:-1", 0, true},
		{"a", 0, true},
		{"NaN", 0, true},
		{"3600001", 0, true},
	}
	for _, c := range cases {
		got, err := ParseScriptTime(c.in)
		if (err != nil) != c.err || (!c.err && got != c.want) {
			t.Errorf("ParseScriptTime(%q) = %v, %v; want %v (error %v)", c.in, got, err, c.want, c.err)
		}
	}
}

func TestParseScript(t *testing.T) {
	in := "\ufeff# a comment\n\n0 e4\n1.5\tpress\n 2   Springer Felix drei  \n3\n"
	got, err := ParseScript(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []ScriptLine{{3, 0, "e4"}, {4, 1500 * time.Millisecond, "press"}, {5, 2 * time.Second, "Springer Felix drei"}, {6, 3 * time.Second, ""}}
	if len(got) != len(want) {
		t.Fatalf("got %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	for _, c := range []struct{ in, want string }{
		{"e4\n", `script line 1: time "e4": write seconds such as 12.5, or m:ss or h:mm:ss (a line is "<seconds> <what is typed>")`},
		{"5 e4\n4 e5\n", "script line 2: time 4 s is before the previous line's 5 s; put the lines in time order"},
		{"0 e4\n1:70 e5\n", `script line 2: time "1:70": the seconds after a colon are two digits (00-59) (a line is "<seconds> <what is typed>")`},
	} {
		_, err := ParseScript(strings.NewReader(c.in))
		var se *ScriptError
		if !errors.As(err, &se) || err.Error() != c.want {
			t.Errorf("ParseScript(%q) error\n got %v\nwant %s", c.in, err, c.want)
		}
	}
	// ReadScript stops when asked to.
	n := 0
	if err := ReadScript(strings.NewReader("0 a\n1 b\n2 c\n"), func(ScriptLine) bool { n++; return n < 2 }); err != nil || n != 2 {
		t.Errorf("ReadScript stop: n=%d err=%v", n, err)
	}
}

func TestParseClockTime(t *testing.T) {
	cases := []struct {
		in   string
		want time.Duration
		err  bool
	}{
		{"1:30:00", 90 * time.Minute, false},
		{"5:00", 5 * time.Minute, false},
		{"0:07", 7 * time.Second, false},
		{"90", 90 * time.Minute, false},
		{"90m", 90 * time.Minute, false},
		{"2m30s", 150 * time.Second, false},
		{"-1m", -time.Minute, false},
		{"+30s", 30 * time.Second, false},
		{"", 0, true},
		{"-", 0, true},
		{"abc", 0, true},
		{"1:5", 0, true},
		{"1:2:3:4", 0, true},
		{"200h", 0, true},
		{"--1m", 0, true},
	}
	for _, c := range cases {
		got, err := parseClockTime(c.in)
		if (err != nil) != c.err || (!c.err && got != c.want) {
			t.Errorf("parseClockTime(%q) = %v, %v; want %v (error %v)", c.in, got, err, c.want, c.err)
		}
	}
}

func TestParseCommand(t *testing.T) {
	cases := []struct {
		in   string
		kind cmdKind
	}{
		{"", cmdTick},
		{"   ", cmdTick},
		{"e4", cmdMove},
		{"Springer Felix drei", cmdMove},
		{"p", cmdPress},
		{".", cmdPress},
		{"PRESS", cmdPress},
		{"/undo", cmdUndo},
		{"t o", cmdMove},
		{"time o", cmdTime},
		{"zeit", cmdTime},
		{"b e4", cmdMove},
		{"pos e4", cmdPosition},
		{"b4", cmdMove},
		{"d", cmdDraw},
		{"d4", cmdMove},
		{"c", cmdClaim},
		{"claim Nf3", cmdClaim},
		{"resign white", cmdResign},
		{"arbiter time white 1:00:00", cmdArbiter},
		{"q", cmdQuit},
		{"s", cmdStart},
	}
	tb := newTable(t, DefaultSetup())
	for _, c := range cases {
		got := tb.readLine(c.in)
		if got.kind != c.kind {
			t.Errorf("parseCommand(%q) = %v, want %v", c.in, got.kind, c.kind)
		}
	}
	// Every command name is unique.
	seen := map[string]bool{}
	for _, d := range commands {
		for _, n := range d.names {
			if seen[n] {
				t.Errorf("command name %q used twice", n)
			}
			seen[n] = true
			start := rules.StartPosition()
			if _, err := start.ParseMove(n); err == nil {
				t.Errorf("command name %q is also a move", n)
			}
		}
	}
}

func TestOutputJSON(t *testing.T) {
	cases := []struct {
		o    Output
		want string
	}{
		{Output{At: 12500 * time.Millisecond, Kind: KindMove, SAN: "Nf3", By: rules.White, Ply: 1}, `{"t":12.5,"event":"move","san":"Nf3","by":"white","ply":1}`},
		{Output{At: time.Millisecond, Kind: KindAnnounce, Say: Announcement{Text: "Springer Felix drei", Audience: Player}}, `{"t":0.001,"event":"announce","text":"Springer Felix drei","audience":"player"}`},
		{Output{Kind: KindError, Say: Announcement{Text: `bad "x"`}}, `{"t":0,"event":"error","text":"bad \"x\""}`},
		{Output{At: time.Hour, Kind: KindResult, Result: "1-0", Reason: "checkmate"}, `{"t":3600,"event":"result","result":"1-0","reason":"checkmate"}`},
		{Output{Kind: KindClock, Clock: ClockState{What: "press", Side: rules.Black, Times: [2]time.Duration{90 * time.Second, 1500 * time.Millisecond}, Turn: rules.White, Status: "running"}}, `{"t":0,"event":"clock","what":"press","side":"black","white_ms":90000,"black_ms":1500,"turn":"white","status":"running"}`},
		// Milliseconds are whole: a fraction is cut off, as the clock shows it; zero is written.
		{Output{Kind: KindClock, Clock: ClockState{What: "flag", Side: rules.Black, Times: [2]time.Duration{59999999 * time.Microsecond, 0}, Turn: rules.Black, Status: "flagged"}}, `{"t":0,"event":"clock","what":"flag","side":"black","white_ms":59999,"black_ms":0,"turn":"black","status":"flagged"}`},
		{Output{Kind: KindInput, Seq: 3, Source: "keyboard", Input: ""}, `{"t":0,"event":"input","seq":3,"source":"keyboard","text":""}`},
		{Output{Kind: KindOffer, By: rules.Black}, `{"t":0,"event":"offer","by":"black"}`},
		{Output{Kind: KindWarning, Say: Announcement{Text: "disk full"}}, `{"t":0,"event":"warning","text":"disk full","audience":"all"}`},
		{Output{Kind: KindQuit}, `{"t":0,"event":"quit"}`},
	}
	for _, c := range cases {
		if got := string(c.o.JSON()); got != c.want {
			t.Errorf("JSON\n got %s\nwant %s", got, c.want)
		}
	}
}

func TestPGNTags(t *testing.T) {
	cases := []struct {
		name string
		f    func(*Setup)
		want []string
	}{
		{"standard", func(s *Setup) {
			s.White, s.Black, s.Event, s.Site, s.Date, s.Round = "A", "B", "Open", "Praha", "2025.03.01", "3"
		},
			[]string{`[Event "Open"]`, `[Site "Praha"]`, `[Date "2025.03.01"]`, `[Round "3"]`, `[White "A"]`, `[Black "B"]`}},
		{"fen", func(s *Setup) { s.FEN = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1" }, []string{`[SetUp "1"]`, `[FEN "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"]`}},
		{"chess960", func(s *Setup) { s.Chess960 = 0 }, []string{`[Variant "Chess960"]`, `[SetUp "1"]`, `[FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"]`}},
		{"chess960 518", func(s *Setup) { s.Chess960 = 518 }, []string{`[Variant "Chess960"]`, `[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]`}},
		{"increment", func(s *Setup) { s.Time = "90+30" }, []string{`[TimeControl "5400+30"]`}},
		{"periods", func(s *Setup) { s.Time = "40/90+30,30+30" }, []string{`[TimeControl "40/5400+30:1800+30"]`}},
		{"delay", func(s *Setup) { s.Time = "60d5" }, []string{`[TimeControl "3600"]`, `[TimeDelay "d5"]`}},
		{"Bronstein", func(s *Setup) { s.Time = "60b10" }, []string{`[TimeControl "3600"]`, `[TimeDelay "b10"]`}},
		{"periods with delays", func(s *Setup) { s.Time = "40/90d30,30+30" }, []string{`[TimeControl "40/5400:1800+30"]`, `[TimeDelay "d30:-"]`}},
		{"hourglass", func(s *Setup) { s.Time = "hourglass 5" }, []string{`[TimeControl "*300"]`}},
	}
	for _, c := range cases {
		out := pgnText(newTable(t, setup(c.f)))
		for _, w := range c.want {
			if !strings.Contains(out, w+"\n") {
				t.Errorf("%s: PGN lacks %s:\n%s", c.name, w, out)
			}
		}
	}
	if out := pgnText(newTable(t, setup(func(s *Setup) { s.Time = "90+30" }))); strings.Contains(out, "TimeDelay") {
		t.Errorf("a control without delay has a TimeDelay tag:\n%s", out)
	}
}

func TestSetupRoundTrip(t *testing.T) {
	s := setup(func(s *Setup) { s.White, s.Time, s.Long, s.Chess960 = "Anna", "90+30", true, 12 })
	raw, err := MarshalSetup(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := UnmarshalSetup(raw)
	if err != nil || back != s {
		t.Fatalf("round trip: %+v, %v; want %+v", back, err, s)
	}
	if _, err := UnmarshalSetup(nil); err == nil {
		t.Error("empty setup accepted")
	}
	if _, err := UnmarshalSetup([]byte(`{"white":3}`)); err == nil {
		t.Error("bad setup accepted")
	}
}
