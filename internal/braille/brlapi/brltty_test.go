package brlapi

import (
	"errors"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/braille/brlapi/brlttytest"
)

// TestRealBRLTTY connects to a real BRLTTY: driver name, display size,
// the terminal taken, exact dots written and seen on the display (with
// the cursor), keys pressed on the display read back, the terminal left.
func TestRealBRLTTY(t *testing.T) {
	host, d := brlttytest.Start(t)
	var c *Conn
	var err error
	for i := 0; i < 100; i++ { // the BrlAPI server starts with the driver
		if c, err = Dial(Config{Host: host, Auth: "none", Timeout: 2 * time.Second}); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		t.Fatalf("Dial: %v", err)
	}
	defer c.Close()
	name, err := c.DriverName()
	if err != nil || name != "Virtual" {
		t.Fatalf("driver %q, %v", name, err)
	}
	var cols, rows int
	for i := 0; i < 50 && cols == 0; i++ {
		if cols, rows, err = c.DisplaySize(); err != nil {
			t.Fatal(err)
		}
		if cols == 0 {
			time.Sleep(100 * time.Millisecond)
		}
	}
	if cols != 40 || rows != 1 {
		t.Fatalf("display %d×%d, want 40×1", cols, rows)
	}
	if err := c.EnterTTYMode(); err != nil {
		t.Fatal(err)
	}
	// "1 e4" in UK chess braille: ⠂ ⠑⠲; the cursor on cell 3 shows as dots 7-8.
	if err := c.WriteDots("⠂⠀⠑⠲", 3); err != nil {
		t.Fatal(err)
	}
	d.WaitBraille(t, "2| |1578|256| |")
	// Keys: a routing key over cell 5 and line down (one per write, apart).
	for _, k := range []string{"Route 5", "LnDn"} {
		time.Sleep(300 * time.Millisecond)
		if _, err := d.Conn.Write([]byte(k + "\n")); err != nil {
			t.Fatal(err)
		}
	}
	k, err := c.ReadKey(time.Now().Add(5 * time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if block, arg := k.Command(); block != BlockRoute || arg != 5 {
		t.Errorf("routing key: %#x (block %#x, arg %d)", uint64(k), block, arg)
	}
	k, err = c.ReadKey(time.Now().Add(5 * time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if block, arg := k.Command(); block != 0 || arg != CmdLineDown {
		t.Errorf("line down: %#x", uint64(k))
	}
	if err := c.LeaveTTYMode(); err != nil {
		t.Errorf("LeaveTTYMode: %v", err)
	}
}

// TestNoServer: no BRLTTY says what to do.
func TestNoServer(t *testing.T) {
	_, err := Dial(Config{Host: freeHost(t), SocketDirs: []string{t.TempDir()}, Auth: "none", Timeout: time.Second})
	if err == nil || !strings.Contains(err.Error(), "BRLTTY is not running") || !strings.Contains(err.Error(), "start it with") {
		t.Errorf("err = %v", err)
	}
}

// freeHost returns a host string ":N" whose TCP port (4101+N on
// 127.0.0.1) nothing listens on now, so that a BRLTTY running on the
// machine (":7" was taken by one in a session) does not answer a test
// that needs no server.
func freeHost(t *testing.T) string {
	t.Helper()
	for n := 7; n <= 1000; n++ {
		l, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(4101+n)))
		if err == nil {
			l.Close()
			return ":" + strconv.Itoa(n)
		}
	}
	t.Skip("no free BrlAPI port 4108-5101 on 127.0.0.1")
	return ""
}

// TestRealBRLTTYWithoutADisplayYet: a BRLTTY whose display has no size
// yet (its driver starts after its server, or the display is unplugged)
// reports 0×0, and the terminal is not taken then (ErrNoDisplay); once
// the display is there it is taken and written to, and BRLTTY lives on.
// BRLTTY 6.5 gave a terminal taken at 0×0 a window of no cells and wrote
// the later display's cells past its end: it crashed with "malloc():
// unaligned tcache chunk detected" (the CI of session 21, twice).
func TestRealBRLTTYWithoutADisplayYet(t *testing.T) {
	host, d := brlttytest.StartWith(t, brlttytest.Options{NoCells: true})
	c, err := Dial(Config{Host: host, Auth: "none", Timeout: 2 * time.Second})
	if err != nil {
		t.Fatalf("Dial: %v", err)
	}
	defer c.Close()
	if cols, rows, err := c.DisplaySize(); err != nil || cols != 0 || rows != 0 {
		t.Fatalf("display %d×%d, %v; want 0×0 before the display has its size", cols, rows, err)
	}
	if err := c.EnterTTYMode(); !errors.Is(err, ErrNoDisplay) {
		t.Fatalf("EnterTTYMode without a display: %v, want ErrNoDisplay", err)
	}
	d.SetCells(t, 40)
	var cols int
	for i := 0; i < 100 && cols == 0; i++ {
		if cols, _, err = c.DisplaySize(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err := c.EnterTTYMode(); err != nil {
		t.Fatalf("EnterTTYMode with the display there: %v", err)
	}
	for i := 0; i < 20; i++ {
		if err := c.WriteText(strings.Repeat("x", 39)+string(rune('a'+i)), 0); err != nil {
			t.Fatalf("write %d: %v", i, err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	// 39 x (dots 1346) and t (the 20th write), in BRLTTY's default table.
	d.WaitCells(t, strings.Repeat("1346|", 39)+"2345", 200*time.Millisecond)
	if name, err := c.DriverName(); err != nil || name != "Virtual" {
		t.Fatalf("BRLTTY after the writes: driver %q, %v", name, err)
	}
}
