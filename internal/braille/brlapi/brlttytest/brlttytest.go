// Package brlttytest starts a real BRLTTY for tests: the Virtual braille
// driver ("-b vr") on a private socket, whose display side the test plays
// (it reads back the cells BRLTTY shows and presses keys), and a BrlAPI
// server on a free TCP port without authentication.
package brlttytest

import (
	"bufio"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// Display is the display side of BRLTTY's Virtual driver ("-b vr"):
// BRLTTY connects to it and writes back what is shown; keys are injected
// as lines.
type Display struct {
	// Conn is the line to BRLTTY: write "Route 5\n" and the like to press keys.
	Conn  net.Conn
	lines chan string
	cmd   *exec.Cmd
	log   *syncLog
	shown string // the cells shown last (Cells), as WaitCells saw them
}

// SetCells gives the display its size, n cells, and waits until BRLTTY
// has given it to its BrlAPI server: a program that connected before
// then found no display (0×0 cells).
func (d *Display) SetCells(t testing.TB, n int) {
	t.Helper()
	if _, err := d.Conn.Write([]byte(fmt.Sprintf("cells %d\n", n))); err != nil {
		t.Fatal(err)
	}
	if !d.log.waitFor(linked, time.Now().Add(15*time.Second)) {
		t.Fatalf("brltty did not take the display:\n%s", d.log.String())
	}
}

// Stop stops this BRLTTY (as when it is restarted or crashes).
func (d *Display) Stop() {
	d.cmd.Process.Kill()
	d.cmd.Wait()
	d.Conn.Close()
}

// Start starts a real BRLTTY with the Virtual driver on a private
// socket and its BrlAPI server on a free TCP port, and returns the BrlAPI
// host string and the display. It skips the test when brltty is missing.
func Start(t testing.TB) (string, *Display) {
	t.Helper()
	return StartOn(t, "")
}

// StartOn starts BRLTTY as Start does, with its BrlAPI server at host
// ("127.0.0.1:N"; "" picks a free one): a BRLTTY restarted where the
// program's display was.
func StartOn(t testing.TB, host string) (string, *Display) {
	t.Helper()
	return StartWith(t, Options{Host: host})
}

// Options say how StartWith starts BRLTTY.
type Options struct {
	// Host is where its BrlAPI server listens ("127.0.0.1:N"; "" picks a
	// free one).
	Host string
	// Cells is the width of the virtual display (0: 40).
	Cells int
	// TextTable is BRLTTY's text table ("de", "cs", "en"; "" leaves
	// BRLTTY's default, which follows the locale): the table text written
	// through BrlAPI is shown in.
	TextTable string
	// NoCells leaves the virtual display without a size: BRLTTY runs
	// without a display (0×0) until the test calls SetCells.
	NoCells bool
}

// linked is what BRLTTY logs just before it gives its BrlAPI server the
// display (and its size): a program that connects before then finds a
// display of 0×0 cells.
const linked = "Old Preferences File:"

// syncLog is BRLTTY's log, written by its process and read by the test
// while it runs.
type syncLog struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *syncLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *syncLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// waitFor waits until the log holds s, at most until deadline.
func (l *syncLog) waitFor(s string, deadline time.Time) bool {
	for !strings.Contains(l.String(), s) {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(20 * time.Millisecond)
	}
	return true
}

// StartWith starts BRLTTY as Start does, as opt says.
func StartWith(t testing.TB, opt Options) (string, *Display) {
	t.Helper()
	host := opt.Host
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
	if host == "" {
		host = fmt.Sprintf("127.0.0.1:%d", claimPort(t))
	}
	args := []string{"-n", "-e", "-l", "info", "-f", "/dev/null", "-M", "10",
		"-b", "vr", "-d", "client:" + sock, "-x", "no", "-s", "no",
		"-A", "auth=none,host=" + host, "-P", filepath.Join(dir, "brltty.pid")}
	if opt.TextTable != "" {
		args = append(args, "-t", opt.TextTable)
	}
	cmd := exec.Command(bin, args...)
	log := &syncLog{}
	cmd.Stderr = log
	cmd.WaitDelay = 3 * time.Second // a child holding the log pipe cannot hang the test
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
	d := &Display{Conn: c, lines: make(chan string, 256), cmd: cmd, log: log}
	if !opt.NoCells {
		cells := opt.Cells
		if cells <= 0 {
			cells = 40
		}
		d.SetCells(t, cells)
	}
	go func() {
		sc := bufio.NewScanner(c)
		for sc.Scan() {
			d.lines <- sc.Text()
		}
		close(d.lines)
	}()
	// BRLTTY starts its BrlAPI server in a thread of its own, which on a
	// busy machine may listen only seconds after the display is
	// connected: a program started before then found no BRLTTY.
	addr := apiAddr(host)
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		conn, err := net.DialTimeout("tcp", addr, time.Second)
		if err == nil {
			conn.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("brltty's BrlAPI server does not answer at %s: %v\n%s", addr, err, log.String())
		}
	}
	return host, d
}

// apiAddr is the TCP address of BrlAPI host "127.0.0.1:N": port 4101+N.
func apiAddr(host string) string {
	h, n, _ := strings.Cut(host, ":")
	port, _ := strconv.Atoi(n)
	return net.JoinHostPort(h, strconv.Itoa(4101+port))
}

// claimPort returns a free BrlAPI port number N (TCP port 4101+N) that no
// other test using this package holds, and holds it until the test ends:
// a lock file in the temporary directory for each port. Several test
// processes at once (go test ./..., or several people's work on one
// machine) each found the same port free, started a BRLTTY on it, and
// the second BRLTTY had no BrlAPI server, or the program connected to
// the other test's BRLTTY. A lock older than staleLock (its test killed)
// is taken over.
func claimPort(t testing.TB) int {
	t.Helper()
	for n := 100 + os.Getpid()%500; n < 1000; n++ {
		lock := filepath.Join(os.TempDir(), fmt.Sprintf("blindchess-brlttytest-%d.lock", 4101+n))
		f, err := os.OpenFile(lock, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
		if err != nil {
			if fi, serr := os.Stat(lock); serr != nil || time.Since(fi.ModTime()) < staleLock {
				continue
			}
			os.Remove(lock)
			if f, err = os.OpenFile(lock, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644); err != nil {
				continue
			}
		}
		fmt.Fprintf(f, "%d\n", os.Getpid())
		f.Close()
		l, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", 4101+n))
		if err != nil {
			os.Remove(lock) // another program's port
			continue
		}
		l.Close()
		// Cleanups run last first: the lock goes after the BRLTTY on
		// the port is stopped.
		t.Cleanup(func() { os.Remove(lock) })
		return n
	}
	t.Fatal("no free port for BRLTTY's BrlAPI server between 4201 and 5100")
	return 0
}

// staleLock is the age after which a port's lock file is taken to be
// left by a test that was killed: no test holds BRLTTY so long.
const staleLock = time.Hour

// Press presses a key of the display: a line of the Virtual driver's
// protocol ("FWinRt", "LnUp", "Route 5"). The keys are pressed 300 ms
// apart, as a hand would (BRLTTY may take two quick ones as one).
func (d *Display) Press(t testing.TB, key string) {
	t.Helper()
	time.Sleep(300 * time.Millisecond)
	if _, err := d.Conn.Write([]byte(key + "\n")); err != nil {
		t.Fatalf("press %s: %v", key, err)
	}
}

// WaitBraille waits until the display shows a Braille line starting with
// want.
func (d *Display) WaitBraille(t testing.TB, want string) {
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

// Cells returns the cells of a "Braille" line of the Virtual driver
// without the blank cells at its end: "1367|1345| |25" (the dots of each
// cell, " " for a blank one), "" for a blank display.
func Cells(line string) string {
	inner := strings.Trim(strings.TrimPrefix(line, "Braille "), `"`)
	return strings.TrimRight(inner, "| ")
}

// WaitCells waits until the display shows exactly the cells want (as
// Cells writes them) and goes on showing them for settle; the display may
// show them already. It fails the test when the display has not shown
// them so within 10 s.
func (d *Display) WaitCells(t testing.TB, want string, settle time.Duration) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	var still <-chan time.Time
	if d.shown == want {
		still = time.After(settle)
	}
	for {
		select {
		case l, ok := <-d.lines:
			if !ok {
				t.Fatalf("the display was closed; it shows %q, want %q", d.shown, want)
			}
			if !strings.HasPrefix(l, "Braille ") {
				continue
			}
			d.shown = Cells(l)
			still = nil
			if d.shown == want {
				still = time.After(settle)
			}
		case <-still:
			return
		case <-deadline:
			t.Fatalf("the display shows %q, want %q", d.shown, want)
		}
	}
}

// Settled waits until the display has shown the same cells for settle
// (at most 10 s) and returns them.
func (d *Display) Settled(t testing.TB, settle time.Duration) string {
	t.Helper()
	deadline := time.After(10 * time.Second)
	still := time.After(settle)
	for {
		select {
		case l, ok := <-d.lines:
			if !ok {
				t.Fatalf("the display was closed; it shows %q", d.shown)
			}
			if strings.HasPrefix(l, "Braille ") {
				d.shown = Cells(l)
				still = time.After(settle)
			}
		case <-still:
			return d.shown
		case <-deadline:
			t.Fatalf("the display did not settle; it shows %q", d.shown)
		}
	}
}

// Shown returns every line of cells the display has shown since the last
// wait (as Cells writes them), in order, once it has shown nothing new for
// settle.
func (d *Display) Shown(t testing.TB, settle time.Duration) []string {
	t.Helper()
	var all []string
	for {
		select {
		case l, ok := <-d.lines:
			if !ok {
				return all
			}
			if strings.HasPrefix(l, "Braille ") {
				d.shown = Cells(l)
				all = append(all, d.shown)
			}
		case <-time.After(settle):
			return all
		}
	}
}
