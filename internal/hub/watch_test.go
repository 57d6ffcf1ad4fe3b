package hub

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// syncBuffer is a buffer written by one goroutine and read by another.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !cond(); {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestWatchSaysEachItemOnceAsItComes(t *testing.T) {
	dir := t.TempDir()
	_, srv := startHub(t, dir)
	j := newJournal(t, dir, "Anna", "Bert", "e4", "press", "e4")
	flush(t, srv.URL, 2, j)
	var out syncBuffer
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Watch(ctx, srv.URL, catalog.For(catalog.English), &out, 5*time.Millisecond, nil) }()
	waitFor(t, "the first item", func() bool { return strings.Contains(out.String(), "refused") })
	appendInputs(t, j, "claim")
	flush(t, srv.URL, 2, j)
	waitFor(t, "the claim", func() bool { return strings.Contains(out.String(), "claim") })
	time.Sleep(30 * time.Millisecond) // several more polls: nothing is said twice
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], `Board 2: "e4" refused`) || lines[1] != `Board 2: claim "claim".` {
		t.Fatalf("watch said:\n%s", out.String())
	}
}

func TestWatchTellsALostHubOnce(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close()
	var lost int
	// The watch goes on for 50 ms of retries after the loss is told (a
	// fixed 50 ms from the start could end, on a busy machine, before the
	// first attempt failed); the outer limit only keeps a broken Watch
	// from hanging the test.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	Watch(ctx, url, catalog.For(catalog.English), &bytes.Buffer{}, 2*time.Millisecond, func(error) {
		lost++
		if lost == 1 {
			time.AfterFunc(50*time.Millisecond, cancel)
		}
	})
	if lost != 1 {
		t.Errorf("lost told %d times, want 1", lost)
	}
}

func TestSilentTableIsToldOnceUntilItIsBack(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 11, 26, 17, 0, 0, 0, time.UTC)
	h, err := Open(Config{Round: 1, Token: testToken, Lang: catalog.English, DB: filepath.Join(dir, "hub.db"),
		LostAfter: 30 * time.Second, Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	srv := httptest.NewServer(h.Handler())
	defer srv.Close()
	j := newJournal(t, dir, "Anna", "Bert", "e4", "press")
	flush(t, srv.URL, 6, j)
	now = now.Add(29 * time.Second)
	h.Tick()
	if n := len(h.Attention(0)); n != 0 {
		t.Fatalf("after 29 s: %d items", n)
	}
	now = now.Add(2 * time.Second)
	h.Tick()
	h.Tick()
	items := h.Attention(0)
	if len(items) != 1 || items[0].Text != "Board 6: no word from the table for 31 seconds." {
		t.Fatalf("after 31 s: %+v", items)
	}
	appendInputs(t, j, "e5", "press")
	flush(t, srv.URL, 6, j)
	now = now.Add(31 * time.Second)
	h.Tick()
	if n := len(h.Attention(0)); n != 2 {
		t.Fatalf("silent again after it was back: %d items, want 2", n)
	}
}
