package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/hub"
	"github.com/blindchess/blindchess/internal/pgn"
)

// TestPlayWithHubSendsTheWholeGame plays a scripted game with --hub and
// checks that the hub's PGN of the board is the table's own PGN with the
// hub's [Round] and [Board].
func TestPlayWithHubSendsTheWholeGame(t *testing.T) {
	dir := t.TempDir()
	h, err := hub.Open(hub.Config{Round: 2, Token: "tok", DB: filepath.Join(dir, "hub.db"), Lang: catalog.English})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	srv := httptest.NewServer(h.Handler())
	defer srv.Close()
	tokFile := filepath.Join(dir, "token")
	os.WriteFile(tokFile, []byte("tok\n"), 0o600)
	j, p := filepath.Join(dir, "g.journal"), filepath.Join(dir, "g.pgn")
	script := playScriptFile(t, "0 start\n1 e4\n2 press\n3 e5\n4 press\n5 Qh5\n6 press\n7 Nc6\n8 press\n9 Bc4\n10 press\n11 Nf6\n12 press\n13 Qxf7\n14 press\n")
	out, errs, code := playRun(t, "", "--white", "Anna", "--black", "Bert", "--time", "3+2", "--round", "2",
		"--script", script, "--virtual", "--journal", j, "--pgn", p,
		"--hub", srv.URL, "--board", "9", "--hub-token-file", tokFile)
	if code != 0 {
		t.Fatalf("play: %d\n%s\n%s", code, out, errs)
	}
	own, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Get(srv.URL + "/board/9.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, _ := io.ReadAll(resp.Body)
	hubGames, err1 := pgn.ReadAll(strings.NewReader(string(got)))
	ownGames, err2 := pgn.ReadAll(strings.NewReader(string(own)))
	if err1 != nil || err2 != nil || len(hubGames) != 1 || len(ownGames) != 1 {
		t.Fatalf("read back: %v %v\n%s", err1, err2, got)
	}
	if b := hubGames[0].Tag("Board"); b != "9" {
		t.Errorf("[Board %q], want 9", b)
	}
	ownGames[0].SetTag("Board", "9")
	if a, b := pgn.Format(hubGames[0]), pgn.Format(ownGames[0]); a != b {
		t.Fatalf("hub's board 9:\n%s\nwant the table's PGN:\n%s", a, b)
	}
	if !strings.Contains(string(got), "1-0") {
		t.Errorf("no result:\n%s", got)
	}
}

func TestPlayRefusesAHalfGivenHub(t *testing.T) {
	_, errs, code := playRun(t, "", "--script", playScriptFile(t, "0 e4\n"), "--virtual", "--board", "3")
	if code != 2 || !strings.Contains(errs, "--board") || !strings.Contains(errs, "--hub-token-file") {
		t.Fatalf("code %d, %q", code, errs)
	}
}
