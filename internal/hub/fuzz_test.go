package hub

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
)

// FuzzEventsBody posts any body to the events endpoint of a hub that has
// board 7's first five events: the hub never fails, and a refused body
// stores nothing.
func FuzzEventsBody(f *testing.F) {
	dir := f.TempDir()
	j := newJournal(f, dir, "Anna", "Bert", game1...)
	f.Add(batchOf(f, j, 5, 7))
	f.Add(batchOf(f, j, 0, 2))
	f.Add([]byte(`{"game":"x","header":{},"records":[{"Seq":6}]}`))
	f.Add([]byte(`{"records":null}`))
	f.Add([]byte("e4 press"))
	h, err := Open(Config{Round: 1, Token: testToken, DB: filepath.Join(dir, "hub.db")})
	if err != nil {
		f.Fatal(err)
	}
	defer h.Close()
	handler := h.Handler()
	post := func(body []byte) int {
		req := httptest.NewRequest(http.MethodPost, "/board/7/events", bytes.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+testToken)
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, req)
		return rec.Code
	}
	if code := post(batchOf(f, j, 0, 5)); code != 200 {
		f.Fatalf("first batch: %d", code)
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		before := h.Events(7)
		code := post(body)
		if code != http.StatusOK && h.Events(7) != before {
			t.Errorf("refused with %d, but board 7 went from %d to %d events", code, before, h.Events(7))
		}
	})
}
