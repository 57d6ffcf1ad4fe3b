package brlapi

import (
	"bufio"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// virtualDisplay is the display side of BRLTTY's Virtual driver ("-b vr"):
// BRLTTY connects to it and writes back what is shown; keys are injected
// as lines.
type virtualDisplay struct {
	conn  net.Conn
	lines chan string
}

// startBRLTTY starts a real BRLTTY with the Virtual driver on a private
// socket and its BrlAPI server on a free TCP port, and returns the BrlAPI
// host string and the display. It skips the test when brltty is missing.
func startBRLTTY(t *testing.T) (string, *virtualDisplay) {
	t.Helper()
	bin, err := exec.LookPath("brltty")
	if err != nil {
		for _, p := range []string{"/usr/sbin/brltty", "/usr/bin/brltty"} {
			if _, serr := os.Stat(p); serr == nil {
				bin = p
			}
		}
	}
	if bin == "" {
		t.Skip("brltty is not installed (make deps installs it): the real BrlAPI test needs it")
	}
	dir := t.TempDir()
	sock := filepath.Join(dir, "vr.sock")
	ln, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	// A free port above BrlAPI's base 4101: host "127.0.0.1:N" is 4101+N.
	var n int
	for n = 100 + os.Getpid()%500; n < 1000; n++ {
		l, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", 4101+n))
		if err == nil {
			l.Close()
			break
		}
	}
	host := fmt.Sprintf("127.0.0.1:%d", n)
	cmd := exec.Command(bin, "-n", "-e", "-l", "info", "-f", "/dev/null", "-M", "10",
		"-b", "vr", "-d", "client:"+sock, "-x", "no", "-s", "no",
		"-A", "auth=none,host="+host, "-P", filepath.Join(dir, "brltty.pid"))
	var log strings.Builder
	cmd.Stderr = &log
	if err := cmd.Start(); err != nil {
		t.Fatalf("start brltty: %v", err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill() // only the brltty this test started
		cmd.Wait()
		if t.Failed() {
			t.Logf("brltty log:\n%s", log.String())
		}
	})
	ln.(*net.UnixListener).SetDeadline(time.Now().Add(15 * time.Second))
	c, err := ln.Accept()
	if err != nil {
		t.Fatalf("brltty did not connect to the virtual display: %v\n%s", err, log.String())
	}
	t.Cleanup(func() { c.Close() })
	if _, err := c.Write([]byte("cells 40\n")); err != nil {
		t.Fatal(err)
	}
	d := &virtualDisplay{conn: c, lines: make(chan string, 256)}
	go func() {
		sc := bufio.NewScanner(c)
		for sc.Scan() {
			d.lines <- sc.Text()
		}
		close(d.lines)
	}()
	return host, d
}

// waitBraille waits until the display shows a Braille line starting with
// want.
func (d *virtualDisplay) waitBraille(t *testing.T, want string) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	var last string
	for {
		select {
		case l, ok := <-d.lines:
			if !ok {
				t.Fatalf("the display was closed; last line %q", last)
			}
			if strings.HasPrefix(l, "Braille ") {
				last = l
				if strings.HasPrefix(strings.Trim(strings.TrimPrefix(l, "Braille "), `"`), want) {
					return
				}
			}
		case <-deadline:
			t.Fatalf("the display never showed %q; last %q", want, last)
		}
	}
}

// TestRealBRLTTY connects to a real BRLTTY: driver name, display size,
// the terminal taken, exact dots written and seen on the display (with
// the cursor), keys pressed on the display read back, the terminal left.
func TestRealBRLTTY(t *testing.T) {
	host, d := startBRLTTY(t)
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
	d.waitBraille(t, "2| |1578|256| |")
	// Keys: a routing key over cell 5 and line down (one per write, apart).
	for _, k := range []string{"Route 5", "LnDn"} {
		time.Sleep(300 * time.Millisecond)
		if _, err := d.conn.Write([]byte(k + "\n")); err != nil {
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
	_, err := Dial(Config{Host: ":7", SocketDirs: []string{t.TempDir()}, Auth: "none", Timeout: time.Second})
	if err == nil || !strings.Contains(err.Error(), "BRLTTY is not running") || !strings.Contains(err.Error(), "start it with") {
		t.Errorf("err = %v", err)
	}
}
