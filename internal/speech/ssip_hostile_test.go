package speech

import (
	"net"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech/ssiptest"
)

// TestSSIPBrokenServers: a speech-dispatcher that breaks at the first
// message (a line without end, garbage, silence, a closed connection)
// makes Speak fail within its timeout with an error that says what
// happened, and the client's memory stays bounded: an endless line is cut
// at MaxSSIPLine, not read into memory (it grew to 2 GB before).
func TestSSIPBrokenServers(t *testing.T) {
	for _, tc := range []struct {
		mode ssiptest.Mode
		want string
	}{
		{ssiptest.Endless, "longer than 4096 bytes"},
		{ssiptest.Garbage, "speech-dispatcher"},
		{ssiptest.Silent, "did not answer within 1 second"},
		{ssiptest.Close, "speech-dispatcher connection: EOF"},
	} {
		t.Run(tc.mode.String(), func(t *testing.T) {
			s := ssiptest.Start(t, tc.mode)
			c, err := DialSSIP("tcp", s.Addr, "test", time.Second)
			if err != nil {
				t.Fatalf("dial: %v", err)
			}
			defer c.Close()
			var before runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err = c.Speak("Eva vier")
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Speak: %v, want an error with %q", err, tc.want)
			}
			select {
			case <-c.Done():
			case <-time.After(5 * time.Second):
				t.Fatal("the connection did not end")
			}
			var after runtime.MemStats
			runtime.ReadMemStats(&after)
			if grown := int64(after.TotalAlloc - before.TotalAlloc); grown > 16<<20 {
				t.Errorf("the client allocated %d bytes reading a broken server", grown)
			}
		})
	}
}

// TestSSIPLongReplyIsRefused: a reply of more lines than MaxSSIPReply
// bytes in all ends the connection.
func TestSSIPLongReplyIsRefused(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		line := "249-" + strings.Repeat("v", 4000) + "\r\n"
		for i := 0; i < 400; i++ { // 1.6 MB of data lines, no final line
			if _, err := c.Write([]byte(line)); err != nil {
				return
			}
		}
		time.Sleep(5 * time.Second)
	}()
	_, err = DialSSIP("tcp", ln.Addr().String(), "test", 2*time.Second)
	if err == nil || !strings.Contains(err.Error(), "reply of more than 1048576 bytes") {
		t.Errorf("dial: %v", err)
	}
}

// TestSpeakerOnBrokenSpeechD: a Speaker on a speech-dispatcher that stops
// answering falls back to text and tells once; Say never waits while the
// broken backend is closed.
func TestSpeakerOnBrokenSpeechD(t *testing.T) {
	for _, mode := range ssiptest.Modes {
		t.Run(mode.String(), func(t *testing.T) {
			s := ssiptest.Start(t, mode)
			c, err := DialSSIP("tcp", s.Addr, "test", time.Second)
			if err != nil {
				t.Fatalf("dial: %v", err)
			}
			d, err := NewSpeechDClient(c)
			if err != nil {
				t.Fatal(err)
			}
			var out, note lockedBuilder
			sp := NewSpeaker(d, Options{TextOut: &out, Notify: &note})
			sp.Say(Utterance{Words: []phonetic.Word{phonetic.FileE, phonetic.Rank4}, Priority: Move})
			sp.Say(Utterance{Words: []phonetic.Word{phonetic.FileE, phonetic.Rank5}, Priority: Move})
			waitText(t, &out, "Eva vier\nEva fünf\n")
			if got := note.String(); !strings.HasPrefix(got, "Sprache: speech-dispatcher ist ausgefallen (") || strings.Count(got, "\n") != 1 {
				t.Errorf("notice %q", got)
			}
			sp.Close()
		})
	}
}

// waitText waits until b holds want, at most 10 s.
func waitText(t *testing.T, b *lockedBuilder, want string) {
	t.Helper()
	for i := 0; i < 1000 && b.String() != want; i++ {
		time.Sleep(10 * time.Millisecond)
	}
	if got := b.String(); got != want {
		t.Fatalf("text %q, want %q", got, want)
	}
}

// lockedBuilder is a strings.Builder written from the speaker's goroutine.
type lockedBuilder struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuilder) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuilder) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
