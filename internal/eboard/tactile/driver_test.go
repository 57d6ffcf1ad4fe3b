package tactile

import (
	"bufio"
	"bytes"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/eboardtest"
	"github.com/blindchess/blindchess/internal/rules"
)

var t0 = time.Unix(5000, 0)

func ms(n int) time.Time { return t0.Add(time.Duration(n) * time.Millisecond) }

func newTestDriver(window time.Duration) (*Driver, *eboardtest.Recorder) {
	r := &eboardtest.Recorder{}
	d := NewDriver(r, r.Emit, Options{BounceWindow: window, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	return d, r
}

// feed sends board lines (bodies; seq written by the caller) with their
// checksums, one per millisecond from start.
func feed(d *Driver, start int, bodies ...string) {
	for i, b := range bodies {
		d.Data(Frame([]byte(b)), ms(start+i))
	}
}

func TestDriverEvents(t *testing.T) {
	start := eboard.StartOccupancy.String()
	tests := []struct {
		name   string
		bodies []string
		want   []string
		sent   string
	}{
		{"start-up and a move",
			[]string{"hello 0 1 TB-1", "snap 1 " + start, "lift 2 e2", "place 3 e4", "button 4 2"},
			[]string{"connected: tactile board TB-1, protocol 1", "snapshot, 32 pieces", "lift e2", "place e4", "button 2"},
			"\nhello?*5d\nsnap?*33\n"},
		{"capture, victim first",
			[]string{"hello 0 1 TB-1", "snap 1 " + start, "lift 2 e2", "place 3 e7"},
			[]string{"connected: tactile board TB-1, protocol 1", "snapshot, 32 pieces", "lift e2",
				"resync: the board reports a place on the occupied square e7; asking the board for its whole position"},
			"\nhello?*5d\nsnap?*33\nsnap?*33\n"},
		{"first line not hello",
			[]string{"lift 9 e2", "hello 10 1 TB-1 v2", "snap 11 " + start},
			[]string{"connected: tactile board TB-1, protocol 1, firmware v2", "snapshot, 32 pieces"},
			"\nhello?*5d\nsnap?*33\n"},
		{"line after a gap is no event, a snapshot is asked for",
			[]string{"hello 0 1 TB-1", "snap 1 " + start, "place 3 e4", "lift 4 e2"},
			[]string{"connected: tactile board TB-1, protocol 1", "snapshot, 32 pieces",
				"resync: 1 line was lost on the way from the board; asking the board for its whole position",
				"error: line noise: 1 line was lost on the way from the board (1 so far); asking for a snapshot; if it goes on, check the board's cable and plugs"},
			"\nhello?*5d\nsnap?*33\nsnap?*33\n"},
		{"board restarted",
			[]string{"hello 0 1 TB-1", "snap 1 " + start, "hello 0 1 TB-1"},
			[]string{"connected: tactile board TB-1, protocol 1", "snapshot, 32 pieces", "connected: tactile board TB-1 restarted; asking for a snapshot"},
			"\nhello?*5d\nsnap?*33\nsnap?*33\n"},
		{"newer protocol",
			[]string{"hello 0 2 TB-1", "snap 1 " + start},
			[]string{"error: the board speaks tactile protocol version 2, this program version 1; update the one that is older", "connected: tactile board TB-1, protocol 2", "snapshot, 32 pieces"},
			"\nhello?*5d\nsnap?*33\n"},
		// The snap? sent at connect is not answered yet: the overflow
		// adds no second one (the board sends a snap after it anyway).
		{"board error, overflow",
			[]string{"hello 0 1 TB-1", "error 1 overflow", "error 2 sensor d4 stuck closed"},
			[]string{"error: the board reports: overflow", "error: the board reports: sensor d4 stuck closed"},
			"\nhello?*5d\nsnap?*33\n"},
		// A command garbled on its way to the board: what is unanswered
		// is sent again (docs/tactile-protocol.md, section 4).
		{"board got a garbled command, snapshot unanswered",
			[]string{"hello 0 1 TB-1", "error 1 checksum"},
			[]string{"error: line noise: a command to the board arrived garbled; asking again; if it goes on, check the board's cable and plugs"},
			"\nhello?*5d\nsnap?*33\nsnap?*33\n"},
		{"board got a garbled command, hello unanswered",
			[]string{"error 0 checksum", "hello 1 1 TB-1", "snap 2 " + start},
			[]string{"error: line noise: a command to the board arrived garbled; asking again; if it goes on, check the board's cable and plugs",
				"connected: tactile board TB-1, protocol 1", "snapshot, 32 pieces"},
			"\nhello?*5d\nsnap?*33\nhello?*5d\nsnap?*33\n"},
		{"board got a garbled command, nothing unanswered",
			[]string{"hello 0 1 TB-1", "snap 1 " + start, "error 2 checksum"},
			[]string{"connected: tactile board TB-1, protocol 1", "snapshot, 32 pieces", "error: line noise: a command to the board arrived garbled; if it goes on, check the board's cable and plugs"},
			"\nhello?*5d\nsnap?*33\n"},
		{"unknown keyword from a later version ignored, seq counted",
			[]string{"hello 0 2 TB-1", "battery 1 80", "snap 2 " + start, "lift 3 a2"},
			[]string{"error: the board speaks tactile protocol version 2, this program version 1; update the one that is older",
				"connected: tactile board TB-1, protocol 2", "snapshot, 32 pieces", "lift a2"},
			"\nhello?*5d\nsnap?*33\n"},
		// Noise in front of a line can cancel out in the XOR checksum
		// ("xx" + "place 3 e4"); a version 1 board has no other keyword,
		// so the line is garbled, and the gap it leaves stops the next.
		{"unknown keyword from a version 1 board is garbled",
			[]string{"hello 0 1 TB-1", "snap 1 " + start, "lift 2 e2", "xxplace 3 e4", "lift 4 d7"},
			[]string{"connected: tactile board TB-1, protocol 1", "snapshot, 32 pieces", "lift e2",
				"error: line noise: a garbled line from the board was dropped (1 so far); asking for a snapshot; if it goes on, check the board's cable and plugs",
				"resync: 1 line was lost on the way from the board; asking the board for its whole position"},
			"\nhello?*5d\nsnap?*33\nsnap?*33\n"},
		{"pong is silent",
			[]string{"hello 0 1 TB-1", "pong 1 k1"},
			nil,
			"\nhello?*5d\nsnap?*33\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, r := newTestDriver(-1)
			d.Connected(ms(0))
			feed(d, 1, tt.bodies...)
			if got := r.Lines(); strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			if got := string(r.Sent()); got != tt.sent {
				t.Errorf("sent %q, want %q", got, tt.sent)
			}
		})
	}
}

func TestDriverOccupancyAndTimes(t *testing.T) {
	d, r := newTestDriver(-1)
	d.Connected(ms(0))
	feed(d, 10, "hello 0 1 TB-1", "snap 1 "+eboard.StartOccupancy.String(), "lift 2 e2", "place 3 e4")
	e := r.Events()
	if len(e) != 4 {
		t.Fatalf("%d events", len(e))
	}
	lift, place := e[2], e[3]
	if lift.Square != rules.Square(12) || !lift.HasBoard || lift.Occupied != eboard.StartOccupancy.Without(12) {
		t.Errorf("lift %+v", lift)
	}
	if place.Square != rules.Square(28) || place.Occupied != eboard.StartOccupancy.Without(12).With(28) {
		t.Errorf("place %+v", place)
	}
	if !lift.Time.Equal(ms(12)) || !place.Time.Equal(ms(13)) || lift.Board != eboard.Tactile {
		t.Errorf("times %v %v", lift.Time, place.Time)
	}
	if e[0].Square != rules.NoSquare || e[1].Square != rules.NoSquare {
		t.Error("square set on a non-square event")
	}
}

func TestDriverBounce(t *testing.T) {
	start := "snap 1 " + eboard.StartOccupancy.String()
	t.Run("bounce dropped", func(t *testing.T) {
		d, r := newTestDriver(50 * time.Millisecond)
		d.Connected(ms(0))
		feed(d, 0, "hello 0 1 TB-1", start)
		d.Data(Frame([]byte("lift 2 e2")), ms(100))
		d.Data(Frame([]byte("place 3 e2")), ms(120))
		d.Data(Frame([]byte("lift 4 d2")), ms(200))
		d.Data(Frame([]byte("place 5 d4")), ms(400))
		want := []string{"connected: tactile board TB-1, protocol 1", "snapshot, 32 pieces", "lift d2", "place d4"}
		if got := r.Lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		if !r.Events()[2].Time.Equal(ms(200)) {
			t.Errorf("held lift stamped %v, want its arrival", r.Events()[2].Time)
		}
		if st := d.Stats(); st.Bounces != 1 {
			t.Errorf("bounces %d", st.Bounces)
		}
	})
	t.Run("slow put-back is a touch", func(t *testing.T) {
		d, r := newTestDriver(50 * time.Millisecond)
		d.Connected(ms(0))
		feed(d, 0, "hello 0 1 TB-1", start)
		d.Data(Frame([]byte("lift 2 e2")), ms(100))
		d.Data(Frame([]byte("place 3 e2")), ms(151))
		want := []string{"connected: tactile board TB-1, protocol 1", "snapshot, 32 pieces", "lift e2", "place e2"}
		if got := r.Lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	})
	t.Run("held lift comes out after the window", func(t *testing.T) {
		d, r := newTestDriver(20 * time.Millisecond)
		d.Connected(ms(0))
		feed(d, 0, "hello 0 1 TB-1", start, "lift 2 g1")
		deadline := time.Now().Add(2 * time.Second)
		for len(r.Lines()) < 3 && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		if got := r.Lines(); len(got) != 3 || got[2] != "lift g1" {
			t.Fatalf("events %q", got)
		}
	})
	t.Run("redundant events dropped", func(t *testing.T) {
		d, r := newTestDriver(-1)
		d.Connected(ms(0))
		feed(d, 0, "hello 0 1 TB-1", start, "lift 2 e4", "place 3 e2", "lift 4 e2", "place 5 e4")
		want := []string{"connected: tactile board TB-1, protocol 1", "snapshot, 32 pieces",
			"resync: the board reports a lift from the empty square e4; asking the board for its whole position"}
		if got := r.Lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		// What follows the impossible lift waits for the snapshot.
		if st := d.Stats(); st.Redundant != 1 || st.Held != 3 {
			t.Errorf("redundant %d, held %d; want 1, 3", st.Redundant, st.Held)
		}
		// One at connect, one for the redundant event.
		if got := strings.Count(string(r.Sent()), "snap?"); got != 2 {
			t.Errorf("%d snapshot requests, want 2", got)
		}
	})
}

// TestDriverSnapshotRequestsCoalesce checks that a burst of line trouble
// makes one snap?, not one per bad line: the host never has more than two
// commands waiting for an answer (docs/tactile-protocol.md, section 5).
// A request skipped while the last one is unanswered is sent with the
// first line that comes once the board has had its 100 ms to answer, so
// that a lost answer is asked for again.
func TestDriverSnapshotRequestsCoalesce(t *testing.T) {
	start := "snap 1 " + eboard.StartOccupancy.String()
	t.Run("a burst of noise", func(t *testing.T) {
		d, r := newTestDriver(-1)
		d.Connected(ms(0))
		feed(d, 1, "hello 0 1 TB-1", start)
		d.Data([]byte("garbage1\ngarbage2\nlift 4 e2*00\n"), ms(10))
		feed(d, 11, "lift 6 e4", "place 7 e2", "lift 8 e2")
		if got, want := string(r.Sent()), "\nhello?*5d\nsnap?*33\nsnap?*33\n"; got != want {
			t.Errorf("sent %q, want %q", got, want)
		}
		// The answer was lost: the next line after the answer time asks
		// again.
		feed(d, 200, "place 9 e4")
		if got := strings.Count(string(r.Sent()), "snap?"); got != 3 {
			t.Errorf("%d snapshot requests after the answer time, want 3: %q", got, string(r.Sent()))
		}
	})
	t.Run("the answer covers what came before it", func(t *testing.T) {
		d, r := newTestDriver(-1)
		d.Connected(ms(0))
		feed(d, 1, "hello 0 1 TB-1", start)
		d.Data([]byte("garbage1\ngarbage2\n"), ms(10))
		feed(d, 20, "snap 2 "+eboard.StartOccupancy.String())
		feed(d, 200, "lift 3 e2")
		if got, want := string(r.Sent()), "\nhello?*5d\nsnap?*33\nsnap?*33\n"; got != want {
			t.Errorf("sent %q, want %q", got, want)
		}
		// Trouble after the answer asks at once.
		d.Data([]byte("garbage3\n"), ms(201))
		if got := strings.Count(string(r.Sent()), "snap?"); got != 3 {
			t.Errorf("%d snapshot requests, want 3: %q", got, string(r.Sent()))
		}
	})
}

func TestDriverDisconnect(t *testing.T) {
	d, r := newTestDriver(-1)
	d.OpenFailed(ms(0), errString("no such port"))
	d.OpenFailed(ms(1), errString("no such port"))
	d.Connected(ms(2))
	feed(d, 3, "hello 0 1 TB-1", "snap 1 "+eboard.StartOccupancy.String())
	d.Disconnected(ms(10), errString("cable pulled"))
	d.Connected(ms(20))
	d.Disconnected(ms(30), errString("no answer"))
	d.Connected(ms(40))
	feed(d, 41, "hello 0 1 TB-1", "snap 1 "+eboard.StartOccupancy.String())
	want := []string{"error: no such port", "connected: tactile board TB-1, protocol 1", "snapshot, 32 pieces",
		"disconnected: " + disconnectedText("cable pulled"), // the silence while away is not said again
		"connected: tactile board TB-1, protocol 1; back, position read again", "snapshot, 32 pieces"}
	if got := r.Lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestDriverSwitchedOnLate: the board powers up after the host's hello?
// and snap? and its power-up lines are lost too (an Arduino that resets
// on DTR): the first line the driver gets is the pong of its keep-alive.
// The driver must send hello? and snap? again, report no connection
// until the snapshot, and keep doing so at every keep-alive until
// answered.
func TestDriverSwitchedOnLate(t *testing.T) {
	d, r := newTestDriver(-1)
	const connect = "\nhello?*5d\nsnap?*33\n"
	d.Connected(ms(0))
	d.KeepAlive(ms(2000)) // nothing came: the keep-alive is hello? and snap?
	if got, want := string(r.Sent()), connect+connect; got != want {
		t.Fatalf("sent %q, want %q", got, want)
	}
	d.KeepAlive(ms(4000))
	feed(d, 4500, "pong 7 k1") // answered late: a third time
	if got, want := string(r.Sent()), connect+connect+connect+connect; got != want {
		t.Fatalf("sent %q, want %q", got, want)
	}
	if got := r.Lines(); len(got) != 0 {
		t.Fatalf("events before the snapshot: %q", got)
	}
	feed(d, 4510, "hello 8 1 TB-1", "snap 9 "+eboard.StartOccupancy.String(), "lift 10 e2")
	want := []string{"connected: tactile board TB-1, protocol 1", "snapshot, 32 pieces", "lift e2"}
	if got := r.Lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if !r.Events()[0].HasBoard || r.Events()[0].Occupied != eboard.StartOccupancy {
		t.Errorf("connected without the position: %+v", r.Events()[0])
	}
	d.KeepAlive(ms(9000)) // answered: a ping again
	if got := string(r.Sent())[len(connect)*4:]; !strings.HasPrefix(got, "ping k1*") {
		t.Errorf("keep-alive after the snapshot sent %q, want a ping", got)
	}
}

type errString string

func (e errString) Error() string { return string(e) }

// readLines returns the lines of the recorded game stream.
func readLines(t testing.TB) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/johan.lines")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// gameOccupancies returns the occupancy after every move of the game in
// testdata/johan.uci, starting from the start position.
func gameOccupancies(t testing.TB) []eboard.Occupancy {
	t.Helper()
	f, err := os.Open("testdata/johan.uci")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	occ := eboard.StartOccupancy
	var out []eboard.Occupancy
	sc := bufio.NewScanner(f)
	sc.Split(bufio.ScanWords)
	for sc.Scan() {
		m := sc.Text()
		if strings.HasSuffix(m, ".") {
			continue
		}
		from, _ := rules.ParseSquare(m[:2])
		to, _ := rules.ParseSquare(m[2:4])
		occ = occ.Without(from).With(to)
		if m == "e1g1" || m == "e8g8" {
			occ = occ.Without(from + 3).With(from + 1)
		}
		out = append(out, occ)
	}
	return out
}

func replayGame(t testing.TB, chunks [][]byte) ([]eboard.Event, Stats) {
	t.Helper()
	r := &eboardtest.Recorder{}
	d := NewDriver(nil, r.Emit, Options{BounceWindow: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	d.Connected(t0)
	for i, c := range chunks {
		d.Data(c, ms(i))
	}
	return r.Events(), d.Stats()
}

// checkGame checks that the events show, in order, the occupancy after
// every move of the game and end on the final snapshot.
func checkGame(t *testing.T, events []eboard.Event) {
	t.Helper()
	want := gameOccupancies(t)
	next := 0
	var last eboard.Occupancy
	for _, e := range events {
		if e.Type == eboard.Error || !e.HasBoard {
			continue
		}
		last = e.Occupied
		if next < len(want) && e.Occupied == want[next] {
			next++
		}
	}
	if next != len(want) {
		t.Fatalf("the board never showed the occupancy after move %d", next+1)
	}
	if last != want[len(want)-1] {
		t.Fatalf("final occupancy %s, want %s", last, want[len(want)-1])
	}
}

func TestRecordedGame(t *testing.T) {
	stream := readLines(t)
	whole, st := replayGame(t, [][]byte{stream})
	checkGame(t, whole)
	if st.Garbled != 0 || st.Lost != 0 || st.Redundant != 0 || st.Lines != 105 {
		t.Fatalf("stats %+v", st)
	}
	// Split at every byte boundary: the same events.
	for k := 0; k <= len(stream); k++ {
		got, _ := replayGame(t, [][]byte{stream[:k], stream[k:]})
		if !sameEvents(got, whole) {
			t.Fatalf("split at %d: different events", k)
		}
	}
	// One byte at a time.
	var bytewise [][]byte
	for i := range stream {
		bytewise = append(bytewise, stream[i:i+1])
	}
	if got, _ := replayGame(t, bytewise); !sameEvents(got, whole) {
		t.Fatal("byte by byte: different events")
	}
}

func sameEvents(a, b []eboard.Event) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		x.Time, y.Time = time.Time{}, time.Time{}
		if x != y {
			return false
		}
	}
	return true
}

// TestRecordedGameWithGarbage inserts noise between the lines: lines of
// random bytes, overlong lines, and noise ending in a line feed. The moves
// must all come through; the noise must be counted.
func TestRecordedGameWithGarbage(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	clean, _ := replayGame(t, [][]byte{readLines(t)})
	var stream []byte
	inserted := 0
	for _, line := range bytes.SplitAfter(readLines(t), []byte{'\n'}) {
		if len(line) == 0 {
			continue
		}
		if r.IntN(3) == 0 {
			inserted++
			n := 1 + r.IntN(200)
			for i := 0; i < n; i++ {
				c := byte(r.IntN(256))
				if c == '\n' {
					c = 'x'
				}
				stream = append(stream, c)
			}
			stream = append(stream, '\n')
		}
		stream = append(stream, line...)
	}
	var chunks [][]byte
	for rest := stream; len(rest) > 0; {
		n := min(1+r.IntN(40), len(rest))
		chunks = append(chunks, rest[:n])
		rest = rest[n:]
	}
	events, st := replayGame(t, chunks)
	checkGame(t, events)
	if int(st.Garbled+st.TooLong) != inserted || st.Lost != 0 {
		t.Fatalf("stats %+v, %d noise lines inserted", st, inserted)
	}
	var moves, cleanMoves []string
	for _, e := range events {
		if e.Type == eboard.Lift || e.Type == eboard.Place {
			moves = append(moves, e.String())
		}
	}
	for _, e := range clean {
		if e.Type == eboard.Lift || e.Type == eboard.Place {
			cleanMoves = append(cleanMoves, e.String())
		}
	}
	if strings.Join(moves, ",") != strings.Join(cleanMoves, ",") {
		t.Fatal("noise changed the lifts and places")
	}
}

// TestRecordedGameCorruptedLine corrupts one byte of a place line: the
// driver drops it, asks for a snapshot at once, and counts the line as
// lost when the next one arrives.
func TestRecordedGameCorruptedLine(t *testing.T) {
	stream := bytes.Clone(readLines(t))
	i := bytes.Index(stream, []byte("place 3 e4"))
	stream[i+8] = 'f'
	r := &eboardtest.Recorder{}
	d := NewDriver(r, r.Emit, Options{BounceWindow: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
	d.Data(stream, t0)
	st := d.Stats()
	if st.Garbled != 1 || st.Lost != 1 {
		t.Fatalf("stats %+v", st)
	}
	if !strings.Contains(string(r.Sent()), "snap?*33\n") {
		t.Fatalf("no snapshot requested: %q", string(r.Sent()))
	}
}

func FuzzDriver(f *testing.F) {
	f.Add(readLines(f)[:300])
	f.Add([]byte("lift 2 e2*72\nplace 3 e4*19\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r := &eboardtest.Recorder{}
		d := NewDriver(r, r.Emit, Options{BounceWindow: -1, LinkOptions: eboard.LinkOptions{NoAnswerDelay: -1}})
		d.Connected(t0)
		d.Data(data, t0)
		for _, e := range r.Events() {
			if (e.Type == eboard.Lift || e.Type == eboard.Place) != e.Square.Valid() {
				t.Fatalf("event %+v", e)
			}
			if e.Type == eboard.Lift && e.HasBoard && e.Occupied.Has(e.Square) {
				t.Fatalf("lift leaves %s occupied", e.Square)
			}
			if e.Type == eboard.Place && e.HasBoard && !e.Occupied.Has(e.Square) {
				t.Fatalf("place leaves %s empty", e.Square)
			}
		}
	})
}

// disconnectedText is the English Text of a Disconnected event whose
// cause the transport said in English (see eboard.DisconnectedNote).
func disconnectedText(cause string) string {
	return eboard.DisconnectedNote(eboard.Say("eboard.transport", cause)).Text()
}
