package eboard

import (
	"bytes"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeProtocol records what the Link asks of it.
type fakeProtocol struct {
	calls []string
}

func (p *fakeProtocol) Opened(time.Time)           { p.calls = append(p.calls, "opened") }
func (p *fakeProtocol) Feed(b []byte, _ time.Time) { p.calls = append(p.calls, "feed "+string(b)) }
func (p *fakeProtocol) KeepAlive(time.Time)        { p.calls = append(p.calls, "keepalive") }
func (p *fakeProtocol) Closed(time.Time)           { p.calls = append(p.calls, "closed") }
func (p *fakeProtocol) Stopped()                   { p.calls = append(p.calls, "stopped") }
func (p *fakeProtocol) NoAnswer() Note             { return Say("eboard.transport", "nobody there") }
func (p *fakeProtocol) SnapshotCommand() []byte    { return []byte("snap?") }

type eventLog struct {
	mu     sync.Mutex
	events []string
}

func (l *eventLog) emit(e Event) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.events = append(l.events, e.String())
}

func (l *eventLog) lines() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.events...)
}

// TestLinkConnection shows the connection layer every driver shares: the
// protocol is called for each transport callback; a board is connected
// (and back) only when the protocol says Up; a port that never had a board
// says its fault once; a board that was up is reported gone with what to
// do; a resync is said once until the snapshot; nothing after Stop.
func TestLinkConnection(t *testing.T) {
	t0 := time.Unix(100, 0)
	var sent bytes.Buffer
	log := &eventLog{}
	proto := &fakeProtocol{}
	l, port := NewLink(Tactile, &sent, log.emit, LinkOptions{Now: func() time.Time { return t0 }, NoAnswerDelay: -1}, proto, nil)

	port.OpenFailed(t0, errors.New("no such port"))
	port.OpenFailed(t0, errors.New("no such port")) // said once
	port.Connected(t0)
	port.Disconnected(t0, errors.New("gone before any answer"))
	port.Connected(t0)
	port.Data([]byte("x"), t0)
	port.KeepAlive(t0)
	l.Lock()
	if l.Answered() != true || l.Answered() != false {
		t.Error("Answered: want true once, then false")
	}
	l.Up(t0, Say("eboard.transport", "test board"))
	l.Up(t0, Say("eboard.transport", "test board")) // once per connection
	if !l.TakeWant() || l.TakeWant() {
		t.Error("TakeWant: want the first snapshot of a connection reported, then not")
	}
	if !l.Doubt(t0, Say("eboard.transport", "a line lost")) || l.Doubt(t0, Say("eboard.transport", "another line lost")) || !l.Resyncing() {
		t.Error("Doubt: want one resync for the episode")
	}
	if !l.TakeWant() || l.Resyncing() {
		t.Error("TakeWant after a doubt: want the snapshot reported and the resync ended")
	}
	l.Noise(t0, Say("eboard.transport", "line noise: x"))
	l.Noise(t0.Add(time.Second), Say("eboard.transport", "line noise: y")) // same episode
	l.Unlock()
	port.Disconnected(t0, errors.New("cable pulled"))
	port.OpenFailed(t0, errors.New("no such port")) // the board is away: not said again
	port.Connected(t0)
	l.Lock()
	l.Answered()
	l.Up(t0, Say("eboard.transport", "test board"))
	l.Unlock()
	if err := port.RequestSnapshot(); err != nil {
		t.Fatal(err)
	}
	port.Stop()
	l.Lock()
	l.Error(t0, Say("eboard.transport", "after stop"))
	l.Unlock()

	want := []string{
		"error: no such port",
		"error: gone before any answer",
		"connected: test board",
		"resync: a line lost; asking the board for its whole position",
		"error: line noise: x; if it goes on, check the board's cable and plugs",
		"disconnected: cable pulled; check the board's cable and power. The position is read again when the board is back",
		"connected: test board; back, position read again",
	}
	if got := log.lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	wantCalls := "opened,closed,opened,feed x,keepalive,closed,opened,stopped"
	if got := strings.Join(proto.calls, ","); got != wantCalls {
		t.Errorf("protocol calls %s, want %s", got, wantCalls)
	}
	if sent.String() != "snap?" {
		t.Errorf("sent %q, want the snapshot command", sent.String())
	}
}

// TestLinkNoAnswer shows that a port on which no board answers within the
// delay is said once, in the protocol's words, and that an answer in time
// stops it.
func TestLinkNoAnswer(t *testing.T) {
	for _, answer := range []bool{false, true} {
		log := &eventLog{}
		l, port := NewLink(DGT, nil, log.emit, LinkOptions{NoAnswerDelay: 20 * time.Millisecond}, &fakeProtocol{}, nil)
		port.Connected(time.Now())
		if answer {
			l.Lock()
			l.Answered()
			l.Unlock()
		}
		want := "error: nobody there"
		if answer {
			want = ""
			time.Sleep(100 * time.Millisecond) // five times the delay: it would have fired
		} else {
			for deadline := time.Now().Add(5 * time.Second); len(log.lines()) == 0 && time.Now().Before(deadline); {
				time.Sleep(5 * time.Millisecond)
			}
		}
		if got := strings.Join(log.lines(), "\n"); got != want {
			t.Errorf("answered %v: events %q, want %q", answer, got, want)
		}
		if err := port.RequestSnapshot(); !errors.Is(err, ErrNotConnected) {
			t.Errorf("RequestSnapshot without a writer: %v, want ErrNotConnected", err)
		}
		port.Stop()
	}
}
