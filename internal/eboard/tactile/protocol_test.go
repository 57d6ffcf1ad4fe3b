package tactile

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

func TestEncode(t *testing.T) {
	tests := []struct {
		m    Message
		want string
	}{
		{Message{Type: MsgHello, Seq: 0, Version: 1, BoardID: "TB-0042", Firmware: "fw-0.3"}, "hello 0 1 TB-0042 fw-0.3*4f\n"},
		{Message{Type: MsgHello, Seq: 7, Version: 1, BoardID: "x"}, "hello 7 1 x*" + hex2(Checksum([]byte("hello 7 1 x"))) + "\n"},
		{Message{Type: MsgSnap, Seq: 1, Occupied: eboard.StartOccupancy}, "snap 1 1111111111111111000000000000000000000000000000001111111111111111*3d\n"},
		{Message{Type: MsgLift, Seq: 2, Square: rules.Square(12)}, "lift 2 e2*72\n"},
		{Message{Type: MsgPlace, Seq: 5, Square: rules.Square(28)}, "place 5 e4*1f\n"},
		{Message{Type: MsgButton, Seq: 11, Button: 1}, "button 11 1*27\n"},
		{Message{Type: MsgError, Seq: 13, Code: ErrCodeChecksum}, "error 13 checksum*77\n"},
		{Message{Type: MsgError, Seq: 17, Code: ErrCodeSensor, Text: "d4 stuck closed"}, "error 17 sensor d4 stuck closed*70\n"},
		{Message{Type: MsgPong, Seq: 12, Token: "k1"}, "pong 12 k1*4f\n"},
		{Message{Type: CmdSnap}, "snap?*33\n"},
		{Message{Type: CmdHello}, "hello?*5d\n"},
		{Message{Type: CmdPing, Token: "k1"}, "ping k1*6a\n"},
	}
	for _, tt := range tests {
		if got := string(tt.m.Encode()); got != tt.want {
			t.Errorf("%v: %q, want %q", tt.m.Type, got, tt.want)
		}
		line := []byte(strings.TrimSuffix(tt.want, "\n"))
		var back Message
		var err error
		if tt.m.Type >= CmdSnap {
			back, err = ParseHostLine(line)
		} else {
			back, err = ParseBoardLine(line)
		}
		if err != nil {
			t.Errorf("parse %q: %v", line, err)
			continue
		}
		want := tt.m
		if want.Type != MsgLift && want.Type != MsgPlace {
			want.Square = rules.NoSquare
		}
		if back != want {
			t.Errorf("parse %q = %+v, want %+v", line, back, want)
		}
	}
}

func hex2(c byte) string { return string([]byte{hexDigits[c>>4], hexDigits[c&15]}) }

func TestParseBoardLineErrors(t *testing.T) {
	frame := func(s string) []byte { return bytes.TrimSuffix(Frame([]byte(s)), []byte{'\n'}) }
	tests := []struct {
		name string
		line []byte
		err  error
	}{
		{"bad checksum", []byte("lift 2 e2*73"), ErrChecksum},
		{"checksum not hex", []byte("lift 2 e2*7g"), ErrSyntax},
		{"no checksum", []byte("lift 2 e2"), ErrSyntax},
		{"one digit checksum", []byte("lift 2 e2*7"), ErrSyntax},
		{"control byte", frame("lift 2\te2"), ErrSyntax},
		{"high byte", frame("lift 2 e\xb2"), ErrSyntax},
		{"square i1", frame("lift 2 i1"), ErrSyntax},
		{"square e9", frame("lift 2 e9"), ErrSyntax},
		{"upper-case square", frame("lift 2 E2"), ErrSyntax},
		{"two squares", frame("place 2 e2 e4"), ErrSyntax},
		{"no square", frame("place 2"), ErrSyntax},
		{"no seq", frame("lift"), ErrSyntax},
		{"seq 256", frame("lift 256 e2"), ErrSyntax},
		{"seq leading zero", frame("lift 02 e2"), ErrSyntax},
		{"seq negative", frame("lift -1 e2"), ErrSyntax},
		{"double space", frame("lift 2  e2"), ErrSyntax},
		{"snap 63", frame("snap 1 " + strings.Repeat("1", 63)), ErrSyntax},
		{"snap with 2", frame("snap 1 " + strings.Repeat("1", 63) + "2"), ErrSyntax},
		{"button 0", frame("button 1 0"), ErrSyntax},
		{"button 10", frame("button 1 10"), ErrSyntax},
		{"hello without id", frame("hello 0 1"), ErrSyntax},
		{"hello bad id", frame("hello 0 1 TB/1"), ErrSyntax},
		{"hello id too long", frame("hello 0 1 " + strings.Repeat("x", 33)), ErrSyntax},
		{"hello bad version", frame("hello 0 x TB"), ErrSyntax},
		{"error without code", frame("error 3"), ErrSyntax},
		{"pong without token", frame("pong 3"), ErrSyntax},
		{"bad keyword", frame("Lift 2 e2"), ErrSyntax},
		{"empty body", frame(""), ErrSyntax},
	}
	for _, tt := range tests {
		if m, err := ParseBoardLine(tt.line); !errors.Is(err, tt.err) {
			t.Errorf("%s: %q gives %+v, %v; want %v", tt.name, tt.line, m, err, tt.err)
		}
	}
	// An unknown keyword is not an error: later versions may add messages.
	if m, err := ParseBoardLine(frame("battery 4 87")); err != nil || m.Type != NoMsg {
		t.Errorf("unknown keyword: %+v %v", m, err)
	}
	// Carriage return and upper-case checksum digits are accepted.
	if m, err := ParseBoardLine([]byte("hello 0 1 TB-0042 fw-0.3*4F\r")); err != nil || m.BoardID != "TB-0042" {
		t.Errorf("CR and upper-case hex: %+v %v", m, err)
	}
}

func TestParseHostLine(t *testing.T) {
	for _, bad := range []string{"snap?*34", "snap? x*" + hex2(Checksum([]byte("snap? x"))), "ping*" + hex2(Checksum([]byte("ping"))),
		"ping K1*" + hex2(Checksum([]byte("ping K1"))), "reset*" + hex2(Checksum([]byte("reset")))} {
		if m, err := ParseHostLine([]byte(bad)); err == nil {
			t.Errorf("%q accepted as %+v", bad, m)
		}
	}
}

// TestDocumentExamples checks every example line of
// docs/tactile-protocol.md: all parse, except the one shown corrupted.
func TestDocumentExamples(t *testing.T) {
	f, err := os.Open("../../../docs/tactile-protocol.md")
	if err != nil {
		t.Fatalf("the protocol document: %v", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		text := sc.Text()
		var err error
		switch {
		case strings.HasPrefix(text, "B: "):
			_, err = ParseBoardLine([]byte(text[3:]))
		case strings.HasPrefix(text, "H: "):
			_, err = ParseHostLine([]byte(text[3:]))
		default:
			continue
		}
		n++
		if text == "H: snap?*34" {
			if !errors.Is(err, ErrChecksum) {
				t.Errorf("the corrupted example %q: %v, want a checksum error", text, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("example %q: %v", text, err)
		}
	}
	if n < 20 {
		t.Errorf("only %d examples found", n)
	}
	for _, l := range []string{"snap?*33", "hello?*5d", "ping k1*6a", "lift 2 e2*72"} {
		if _, err := ParseHostLine([]byte(l)); err != nil {
			if _, err2 := ParseBoardLine([]byte(l)); err2 != nil {
				t.Errorf("quoted line %q: %v", l, err)
			}
		}
	}
}

func TestLineReader(t *testing.T) {
	long := strings.Repeat("x", MaxLine)
	tests := []struct {
		name    string
		chunks  []string
		want    []string
		tooLong uint64
		garbage uint64
	}{
		{"one line", []string{"abc\n"}, []string{"abc"}, 0, 0},
		{"split", []string{"ab", "c\nde", "f\n"}, []string{"abc", "def"}, 0, 0},
		{"partial stays", []string{"abc"}, nil, 0, 0},
		{"empty lines", []string{"\n\nx\n"}, []string{"", "", "x"}, 0, 0},
		{"longest line", []string{long[:MaxLine-1] + "\n"}, []string{long[:MaxLine-1]}, 0, 0},
		{"too long", []string{long + "\nok\n"}, []string{"ok"}, 1, MaxLine + 1},
		{"too long in pieces", []string{long[:60], long[60:], "yy\nok\n"}, []string{"ok"}, 1, MaxLine + 3},
	}
	for _, tt := range tests {
		var r LineReader
		var got []string
		for _, c := range tt.chunks {
			r.Feed([]byte(c), func(l []byte) { got = append(got, string(l)) })
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") || len(got) != len(tt.want) {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
		if st := r.Stats(); st.TooLong != tt.tooLong || st.GarbageBytes != tt.garbage || st.Lines != uint64(len(tt.want)) {
			t.Errorf("%s: stats %+v", tt.name, st)
		}
	}
}

func FuzzParseBoardLine(f *testing.F) {
	f.Add([]byte("lift 2 e2*72"))
	f.Add([]byte("snap 1 1111111111111111000000000000000000000000000000001111111111111111*3d"))
	f.Add([]byte("hello 0 1 TB-0042 fw-0.3*4f"))
	f.Add([]byte("error 17 sensor d4 stuck closed*70"))
	f.Fuzz(func(t *testing.T, line []byte) {
		m, err := ParseBoardLine(line)
		if err != nil || m.Type == NoMsg {
			return
		}
		if (m.Type == MsgLift || m.Type == MsgPlace) != m.Square.Valid() {
			t.Fatalf("%q: square %v for %v", line, m.Square, m.Type)
		}
		again, err := ParseBoardLine(bytes.TrimSuffix(m.Encode(), []byte{'\n'}))
		if err != nil || again != m {
			t.Fatalf("%q -> %+v does not round-trip: %+v %v", line, m, again, err)
		}
	})
}

func FuzzParseHostLine(f *testing.F) {
	f.Add([]byte("snap?*33"))
	f.Add([]byte("ping k1*6a"))
	f.Fuzz(func(t *testing.T, line []byte) {
		m, err := ParseHostLine(line)
		if err != nil {
			return
		}
		again, err := ParseHostLine(bytes.TrimSuffix(m.Encode(), []byte{'\n'}))
		if err != nil || again != m {
			t.Fatalf("%q -> %+v does not round-trip: %+v %v", line, m, again, err)
		}
	})
}
