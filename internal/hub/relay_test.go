package hub

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/pgn"
)

// broadcastServer checks lichess's broadcast push contract: POST, the
// bearer token, plain-text PGN that reads without error, at most 64
// games. It refuses the first fail requests with 503 and keeps the games
// of the requests it takes, by board.
type broadcastServer struct {
	t    *testing.T
	fail int

	mu       sync.Mutex
	requests int
	games    map[string]string // by [Board]: the game's PGN movetext and tags
	counts   []int
}

func (b *broadcastServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.requests++
	switch {
	case r.Method != http.MethodPost:
		http.Error(w, "POST only", http.StatusMethodNotAllowed)
		return
	case r.Header.Get("Authorization") != "Bearer lip_broadcast":
		http.Error(w, `{"error":"No such token"}`, http.StatusUnauthorized)
		return
	case !strings.HasPrefix(r.Header.Get("Content-Type"), "text/plain"):
		http.Error(w, "want text/plain", http.StatusUnsupportedMediaType)
		return
	}
	body, _ := io.ReadAll(r.Body)
	games, err := pgn.ReadAll(strings.NewReader(string(body)))
	if err != nil || len(games) == 0 || len(games) > MaxPushGames {
		b.t.Errorf("push of %d games: %v", len(games), err)
		http.Error(w, "bad PGN", http.StatusBadRequest)
		return
	}
	if b.fail > 0 {
		b.fail--
		http.Error(w, "try later", http.StatusServiceUnavailable)
		return
	}
	b.counts = append(b.counts, len(games))
	for _, g := range games {
		b.games[g.Tag("Board")] = pgn.Format(g)
	}
	fmt.Fprintln(w, `{"moves":1}`)
}

func TestPushKeepsTheBroadcastContractAndRetries(t *testing.T) {
	dir := t.TempDir()
	h, srv := startHub(t, dir)
	const boards = 70
	for n := 1; n <= boards; n++ {
		j := newJournal(t, dir, fmt.Sprintf("W%d", n), fmt.Sprintf("B%d", n), "e4", "press", "c5", "press")
		flush(t, srv.URL, n, j)
	}
	bs := &broadcastServer{t: t, fail: 2, games: map[string]string{}}
	bsrv := httptest.NewServer(bs)
	defer bsrv.Close()
	var failures int
	p := &Pusher{Hub: h, URL: bsrv.URL + "/api/broadcast/round/abcd1234/push", Token: "lip_broadcast",
		MinWait: time.Millisecond, MaxWait: 4 * time.Millisecond, Failed: func(error) { failures++ }}
	ctx, cancel := context.WithCancel(context.Background())
	poke := make(chan struct{}, 1)
	poke <- struct{}{}
	done := make(chan struct{})
	go func() { defer close(done); p.Run(ctx, poke) }()
	deadline := time.Now().Add(10 * time.Second)
	for {
		bs.mu.Lock()
		n := len(bs.games)
		bs.mu.Unlock()
		if n == boards || time.Now().After(deadline) {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	cancel()
	<-done
	if failures != 2 {
		t.Errorf("failed pushes told: %d, want 2", failures)
	}
	if len(bs.games) != boards || fmt.Sprint(bs.counts) != "[64 6]" {
		t.Fatalf("broadcast has %d games in requests of %v, want %d in [64 6]", len(bs.games), bs.counts, boards)
	}
	want, _, _, _ := h.BoardPGN(70)
	if bs.games["70"] != string(want) {
		t.Errorf("board 70 pushed:\n%s\nwant:\n%s", bs.games["70"], want)
	}
	// A wrong token is refused by the contract server and reported.
	bad := &Pusher{Hub: h, URL: bsrv.URL + "/push", Token: "wrong"}
	if err := bad.Push(context.Background()); err == nil || !strings.Contains(err.Error(), "401") {
		t.Errorf("push with a wrong token: %v", err)
	}
}

func TestExportWritesThePerRoundFolder(t *testing.T) {
	dir := t.TempDir()
	h, srv := startHub(t, dir)
	j := newJournal(t, dir, "Anna", "Bert", game1...)
	flush(t, srv.URL, 5, j)
	out := filepath.Join(dir, "export")
	if err := h.Export(out); err != nil {
		t.Fatal(err)
	}
	games, err := os.ReadFile(filepath.Join(out, "round-3", "games.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	one, err := os.ReadFile(filepath.Join(out, "round-3", "game-5.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	round, _, _ := h.RoundPGN()
	if string(games) != string(round) || string(one) != tablePGN(t, j, 3, 5) {
		t.Errorf("export:\n%s\n--\n%s", games, one)
	}
}
