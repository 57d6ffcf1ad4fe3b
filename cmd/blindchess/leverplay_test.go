//go:build linux

package main

import (
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// leverPlay is a play on an emulated DGT board with a DGT 3000 connected
// to it, the program's clock (5+0) the game clock: the lever tests' one
// set-up, with their waits for play's output and for what the DGT 3000
// shows.
type leverPlay struct {
	t           *testing.T
	sim         *simulator
	pw          *io.PipeWriter
	out, errOut syncBuffer
	done        chan int
}

// startLeverPlay starts the emulated board with its clock stopped at
// 5:00 a side and play on it, with the extra flags (a journal), in
// English; it returns once the board's first snapshot was read.
func startLeverPlay(t *testing.T, flags ...string) *leverPlay {
	t.Helper()
	return startLeverPlayIn(t, "en", flags...)
}

// startLeverPlayIn is startLeverPlay in language lang (de, en, cs).
func startLeverPlayIn(t *testing.T, lang string, flags ...string) *leverPlay {
	t.Helper()
	dl := filepath.Join(t.TempDir(), "dgt")
	p := &leverPlay{t: t, sim: startSimulator(t, "dgt", "--link", dl), done: make(chan int, 1)}
	p.sim.send(t, "clock 0:05:00 0:05:00 stopped")
	pr, pw := io.Pipe()
	p.pw = pw
	args := append([]string{"play", "--lang", lang, "--time", "5+0", "--sighted", "dgt:" + dl, "--json"}, flags...)
	go func() { p.done <- execute(args, pr, &p.out, &p.errOut) }()
	p.wait(`"text":"board sighted snapshot`)
	return p
}

// typeLines writes lines to play's input.
func (p *leverPlay) typeLines(s string) { io.WriteString(p.pw, s) }

// wait waits until play has written s (15 s at most: only a hang).
func (p *leverPlay) wait(s string) {
	p.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !strings.Contains(p.out.String(), s) {
		if time.Now().After(deadline) {
			p.t.Fatalf("play never wrote %q:\n%s\n%s", s, p.out.String(), p.errOut.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// shown returns what the DGT 3000 shows now.
func (p *leverPlay) shown() string {
	p.t.Helper()
	n := strings.Count(p.sim.out.String(), "board ")
	p.sim.send(p.t, "show")
	deadline := time.Now().Add(10 * time.Second)
	for strings.Count(p.sim.out.String(), "board ") == n {
		if time.Now().After(deadline) {
			p.t.Fatalf("the emulator never answered show:\n%s", p.sim.out.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
	s := p.sim.out.String()
	last := ""
	if i := strings.LastIndex(s, "; clock "); i >= 0 {
		last, _, _ = strings.Cut(s[i+len("; clock "):], "\n")
	}
	return last
}

// clock waits until what the DGT 3000 shows ends with want.
func (p *leverPlay) clock(want string) {
	p.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		got := p.shown()
		if strings.HasSuffix(got, want) {
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("the DGT 3000 shows %q, want %q", got, want)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// quit types the last lines (quit and its answer) and waits for play to
// end with exit code 0.
func (p *leverPlay) quit(lines string) {
	p.t.Helper()
	io.WriteString(p.pw, lines)
	p.pw.Close()
	select {
	case code := <-p.done:
		if code != 0 {
			p.t.Fatalf("exit %d: %s", code, p.errOut.String())
		}
	case <-time.After(15 * time.Second):
		p.t.Fatalf("play did not stop:\n%s", p.out.String())
	}
}
