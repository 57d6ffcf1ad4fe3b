package hub

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/table"
)

const testToken = "round-secret"

// newJournal writes a journal of a game between white and black at 3+2
// with the inputs (one a second) and returns its path.
func newJournal(t testing.TB, dir, white, black string, inputs ...string) string {
	t.Helper()
	s := table.DefaultSetup()
	s.White, s.Black, s.Time, s.Event, s.Date = white, black, "3+2", "Test Open", "2026.11.26"
	// The arbiter starts the clock (the tournament setting).
	return writeJournal(t, filepath.Join(dir, white+".journal"), s, time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC), inputs...)
}

// writeJournal writes a journal of setup s at path, created at created,
// whose inputs are "start" and then inputs, one a second; it returns path.
func writeJournal(t testing.TB, path string, s table.Setup, created time.Time, inputs ...string) string {
	t.Helper()
	raw, err := table.MarshalSetup(s)
	if err != nil {
		t.Fatal(err)
	}
	j, err := journal.Create(path, journal.Header{Created: created, Setup: raw})
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	for i, in := range append([]string{"start"}, inputs...) {
		if _, err := j.Append(journal.Record{At: time.Duration(i) * time.Second, Source: "script", Input: in}); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

// appendInputs adds inputs to a journal, one a second after its last.
func appendInputs(t testing.TB, path string, inputs ...string) {
	t.Helper()
	j, log, err := journal.OpenAppend(path)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	at := time.Duration(len(log.Records)) * time.Second
	for i, in := range inputs {
		if _, err := j.Append(journal.Record{At: at + time.Duration(i)*time.Second, Source: "script", Input: in}); err != nil {
			t.Fatal(err)
		}
	}
}

// tablePGN is the PGN the table itself makes of a journal, with the
// hub's [Round] and [Board].
func tablePGN(t testing.TB, path string, round, board int) string {
	t.Helper()
	log, err := journal.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := table.Replay(log)
	if err != nil {
		t.Fatal(err)
	}
	g := tb.PGN()
	g.SetTag("Round", fmt.Sprint(round))
	g.SetTag("Board", fmt.Sprint(board))
	return pgn.Format(g)
}

// startHub opens a hub on a database in dir and serves it.
func startHub(t testing.TB, dir string) (*Hub, *httptest.Server) {
	t.Helper()
	h, err := Open(Config{Round: 3, Event: "Hub Open", Token: testToken, Lang: catalog.English, DB: filepath.Join(dir, "hub.db")})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h.Handler())
	t.Cleanup(func() { srv.Close(); h.Close() })
	return h, srv
}

// startHubIn opens a hub of round 3 without an event name, saying its
// lines in lang, on a database in dir, and serves it.
func startHubIn(t testing.TB, dir string, lang catalog.Lang) (*Hub, *httptest.Server) {
	t.Helper()
	h, err := Open(Config{Round: 3, Token: testToken, Lang: lang, DB: filepath.Join(dir, "hub.db")})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h.Handler())
	t.Cleanup(func() { srv.Close(); h.Close() })
	return h, srv
}

// flush sends a journal to the hub until it has all of it.
func flush(t testing.TB, url string, board int, path string) {
	t.Helper()
	s := &Sender{URL: url, Board: board, Token: testToken, Journal: path}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if !s.Flush(ctx) {
		t.Fatalf("board %d: the hub did not take the journal", board)
	}
}

func get(t testing.TB, url string, hdr ...string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

var game1 = []string{"e4", "press", "e5", "press", "Nf3", "press", "Nc6", "press"}

func TestBoardPGNIsTheTablesGame(t *testing.T) {
	dir := t.TempDir()
	_, srv := startHub(t, dir)
	j := newJournal(t, dir, "Anna", "Bert", game1...)
	flush(t, srv.URL, 7, j)
	resp, body := get(t, srv.URL+"/board/7.pgn")
	if resp.StatusCode != 200 {
		t.Fatalf("status %d: %s", resp.StatusCode, body)
	}
	if want := tablePGN(t, j, 3, 7); body != want {
		t.Fatalf("board PGN:\n%s\nwant the table's:\n%s", body, want)
	}
	for _, want := range []string{`[Round "3"]`, `[Board "7"]`, `[White "Anna"]`, "[%clk 0:03:0", " *"} {
		if !strings.Contains(body, want) {
			t.Errorf("board PGN lacks %s:\n%s", want, body)
		}
	}
	// One more move: the PGN follows at once.
	appendInputs(t, j, "Bb5", "press")
	flush(t, srv.URL, 7, j)
	if _, body := get(t, srv.URL+"/board/7.pgn"); body != tablePGN(t, j, 3, 7) || !strings.Contains(body, "3. Bb5") {
		t.Fatalf("after Bb5:\n%s", body)
	}
}

func TestRoundPGNHasEveryBoardInOrderAndPassesTheStrictCheck(t *testing.T) {
	dir := t.TempDir()
	_, srv := startHub(t, dir)
	j2 := newJournal(t, dir, "Cilka", "Dana", "d4", "press")
	j1 := newJournal(t, dir, "Anna", "Bert", game1...)
	flush(t, srv.URL, 12, j2)
	flush(t, srv.URL, 1, j1)
	_, body := get(t, srv.URL+"/round.pgn")
	if want := tablePGN(t, j1, 3, 1) + "\n" + tablePGN(t, j2, 3, 12) + "\n"; body != want {
		t.Fatalf("round PGN:\n%s\nwant:\n%s", body, want)
	}
	games, err := pgn.ReadAll(strings.NewReader(body))
	if err != nil || len(games) != 2 {
		t.Fatalf("read back: %d games, %v", len(games), err)
	}
	for _, g := range games {
		if rep := pgn.Check(g); !rep.OK() {
			t.Errorf("game %d: %+v", g.Number, rep)
		}
	}
}

func TestPGNPollerGets304WhenNothingChanged(t *testing.T) {
	dir := t.TempDir()
	_, srv := startHub(t, dir)
	j := newJournal(t, dir, "Anna", "Bert", game1...)
	flush(t, srv.URL, 7, j)
	for _, path := range []string{"/round.pgn", "/board/7.pgn"} {
		resp, _ := get(t, srv.URL+path)
		etag, mod := resp.Header.Get("ETag"), resp.Header.Get("Last-Modified")
		if etag == "" || mod == "" {
			t.Fatalf("%s: ETag %q, Last-Modified %q", path, etag, mod)
		}
		if r, _ := get(t, srv.URL+path, "If-None-Match", etag); r.StatusCode != http.StatusNotModified {
			t.Errorf("%s with If-None-Match: %d, want 304", path, r.StatusCode)
		}
		if r, _ := get(t, srv.URL+path, "If-Modified-Since", mod); r.StatusCode != http.StatusNotModified {
			t.Errorf("%s with If-Modified-Since: %d, want 304", path, r.StatusCode)
		}
	}
	resp, _ := get(t, srv.URL+"/round.pgn")
	etag := resp.Header.Get("ETag")
	appendInputs(t, j, "Bb5", "press")
	flush(t, srv.URL, 7, j)
	if r, _ := get(t, srv.URL+"/round.pgn", "If-None-Match", etag); r.StatusCode != http.StatusOK {
		t.Errorf("after a move with the old ETag: %d, want 200", r.StatusCode)
	}
}

// post sends a raw request to the hub's event endpoint.
func post(t testing.TB, url, token string, body []byte) (int, Reply) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var r Reply
	data, _ := io.ReadAll(resp.Body)
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatalf("reply %q: %v", data, err)
	}
	return resp.StatusCode, r
}

func batchOf(t testing.TB, path string, from, to int) []byte {
	t.Helper()
	log, err := journal.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(Batch{Game: GameID(log.Header), Header: log.Header, Records: log.Records[from:to]})
	return b
}

func TestBadInputIsRefusedAndNothingStored(t *testing.T) {
	dir := t.TempDir()
	h, srv := startHub(t, dir)
	j := newJournal(t, dir, "Anna", "Bert", game1...)
	other := newJournal(t, dir, "Eva", "Filip", "c4", "press")
	ev := srv.URL + "/board/7/events"
	if code, r := post(t, ev, testToken, batchOf(t, j, 0, 5)); code != 200 || r.Next != 6 {
		t.Fatalf("first batch: %d %+v", code, r)
	}
	huge := append([]byte(`{"game":"`), bytes.Repeat([]byte("x"), MaxBody+10)...)
	tests := []struct {
		name   string
		url    string
		token  string
		body   []byte
		status int
		key    string
	}{
		{"wrong token", ev, "guess", batchOf(t, j, 5, 7), 401, "hub.err-token"},
		{"no token", ev, "", batchOf(t, j, 5, 7), 401, "hub.err-token"},
		{"replayed event", ev, testToken, batchOf(t, j, 3, 7), 409, "hub.err-seq"},
		{"reordered event", ev, testToken, batchOf(t, j, 6, 7), 409, "hub.err-seq"},
		{"board of another table", ev, testToken, batchOf(t, other, 0, 2), 409, "hub.err-claimed"},
		{"bad board number", srv.URL + "/board/0/events", testToken, batchOf(t, j, 5, 7), 400, "hub.err-board"},
		{"not JSON", ev, testToken, []byte("e4 press"), 400, "hub.err-body"},
		{"huge body", ev, testToken, huge, 413, "hub.err-too-big"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, r := post(t, tc.url, tc.token, tc.body)
			if code != tc.status || r.Key != tc.key || r.Error == "" {
				t.Errorf("got %d %+v, want %d %s", code, r, tc.status, tc.key)
			}
			if n := h.Events(7); n != 5 {
				t.Errorf("board 7 has %d events after the refusal, want 5", n)
			}
		})
	}
	if resp, body := get(t, srv.URL+"/board/8.pgn"); resp.StatusCode != 404 || !strings.Contains(body, "Board 8 has no game") {
		t.Errorf("unknown board: %d %q", resp.StatusCode, body)
	}
	if resp, _ := get(t, srv.URL+"/board/x.pgn"); resp.StatusCode != 404 {
		t.Errorf("board x: %d", resp.StatusCode)
	}
}

func TestHubRestartLosesNothing(t *testing.T) {
	dir := t.TempDir()
	h, srv := startHub(t, dir)
	j := newJournal(t, dir, "Anna", "Bert", game1...)
	flush(t, srv.URL, 7, j)
	srv.Close()
	h.Close()
	h2, srv2 := startHub(t, dir)
	if n := h2.Events(7); n != uint64(len(game1))+1 {
		t.Fatalf("after restart: %d events, want %d", n, len(game1)+1)
	}
	appendInputs(t, j, "Bb5", "press")
	flush(t, srv2.URL, 7, j)
	if _, body := get(t, srv2.URL+"/board/7.pgn"); body != tablePGN(t, j, 3, 7) {
		t.Fatalf("after restart:\n%s", body)
	}
}

func TestAttentionNewestFirstOnThePageAndInOrderOnTheStream(t *testing.T) {
	dir := t.TempDir()
	_, srv := startHub(t, dir)
	j := newJournal(t, dir, "Anna", "Bert", "e4", "press", "e4", "e5", "press", "Qh5", "press", "Nc6", "press",
		"Bc4", "press", "Nf6", "press", "Qxf7")
	flush(t, srv.URL, 4, j)
	flush(t, srv.URL, 5, newJournal(t, dir, "Cilka", "Dana", "claim"))
	_, stream := get(t, srv.URL+"/attention.txt")
	lines := strings.Split(strings.TrimSpace(stream), "\n")
	if len(lines) != 3 {
		t.Fatalf("attention stream:\n%s", stream)
	}
	for i, want := range []string{"Board 4: \"e4\" refused", "Board 4: game over, 1-0", "Board 5: claim \"claim\""} {
		if want != "" && !strings.Contains(lines[i], want) {
			t.Errorf("line %d %q lacks %q", i+1, lines[i], want)
		}
	}
	_, after := get(t, srv.URL+"/attention.txt?after=2")
	if strings.Count(after, "\n") != 1 || !strings.HasPrefix(after, "3\t") {
		t.Errorf("after=2: %q", after)
	}
	_, html := get(t, srv.URL+"/")
	for _, want := range []string{`<html lang="en">`, "<h1>Round 3", "<h3>Board 4: Anna against Bert; visually impaired: Anna</h3>"} {
		if !strings.Contains(html, want) {
			t.Errorf("page lacks %s", want)
		}
	}
	if i, k := strings.Index(html, "game over"), strings.Index(html, "refused"); i < 0 || k < 0 || i > k {
		t.Errorf("page: newest item not first:\n%s", html)
	}
}
