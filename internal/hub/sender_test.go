package hub

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"
)

// TestSenderWaitsOutAnAbsentHubAndSendsEachEventOnce runs a Sender
// against a hub that answers 503 for a while: the table's moves wait,
// the loss and the return are each told once, and at the end the hub has
// every event of the journal once and the table's exact game.
func TestSenderWaitsOutAnAbsentHubAndSendsEachEventOnce(t *testing.T) {
	dir := t.TempDir()
	h, _ := startHub(t, dir)
	var down atomic.Bool
	down.Store(true)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if down.Load() {
			http.Error(w, `{"error":"away"}`, http.StatusServiceUnavailable)
			return
		}
		h.Handler().ServeHTTP(w, r)
	}))
	defer srv.Close()
	j := newJournal(t, dir, "Anna", "Bert", "e4", "press")
	var lost, back atomic.Int32
	s := &Sender{URL: srv.URL, Board: 3, Token: testToken, Journal: j, MinWait: time.Millisecond, MaxWait: 5 * time.Millisecond,
		Alive: 5 * time.Millisecond, Lost: func(error) { lost.Add(1) }, Back: func(error) { back.Add(1) }}
	ctx, cancel := context.WithCancel(context.Background())
	poke := make(chan struct{}, 1)
	done := make(chan struct{})
	go func() { defer close(done); s.Run(ctx, poke) }()
	waitFor(t, "the loss to be told", func() bool { return lost.Load() == 1 })
	appendInputs(t, j, "e5", "press")
	poke <- struct{}{}
	time.Sleep(20 * time.Millisecond)
	if n := h.Events(3); n != 0 {
		t.Fatalf("the hub took %d events while away", n)
	}
	down.Store(false)
	waitFor(t, "every event", func() bool { return h.Events(3) == 5 })
	appendInputs(t, j, "Nf3", "press")
	poke <- struct{}{}
	waitFor(t, "the next move", func() bool { return h.Events(3) == 7 })
	cancel()
	<-done
	if lost.Load() != 1 || back.Load() != 1 {
		t.Errorf("lost told %d times, back %d times; want 1 and 1", lost.Load(), back.Load())
	}
	if body, _, _, _ := h.BoardPGN(3); string(body) != tablePGN(t, j, 3, 3) {
		t.Errorf("board 3:\n%s", body)
	}
}

// TestSenderStopsWhenTheBoardIsAnotherTables: a second table with the
// same board number is refused for good and told why.
func TestSenderStopsWhenTheBoardIsAnotherTables(t *testing.T) {
	dir := t.TempDir()
	h, srv := startHub(t, dir)
	flush(t, srv.URL, 3, newJournal(t, dir, "Anna", "Bert", "e4", "press"))
	var reason string
	s := &Sender{URL: srv.URL, Board: 3, Token: testToken, Journal: newJournal(t, dir, "Cilka", "Dana", "d4"),
		Refused: func(r error) { reason = r.Error() }}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	s.Run(ctx, nil)
	if reason != "Board 3 is already played by another table: check --board at both tables." || h.Events(3) != 3 {
		t.Errorf("refused %q, board 3 has %d events", reason, h.Events(3))
	}
}
