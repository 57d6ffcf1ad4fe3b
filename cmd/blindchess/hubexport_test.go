package main

import (
	"bytes"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/hub"
)

// TestHubExportsTheRoundAtItsStart: a hub started with --export writes
// the round as stored at once, and says where, in de, en and cs: an
// organiser who starts the hub again after the round to publish it got no
// file at all (the files were written only after a move), and heard
// nothing of them.
func TestHubExportsTheRoundAtItsStart(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "hub.db")
	h, err := hub.Open(hub.Config{Round: 3, Token: "tok", DB: db, Lang: catalog.German})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h.Handler())
	tokFile := filepath.Join(dir, "token")
	if err := os.WriteFile(tokFile, []byte("tok\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	script := playScriptFile(t, "0 start\n1 e4\n2 press\n3 e5\n4 press\n")
	if out, errs, code := playRun(t, "", "--white", "Jörg Müller", "--black", "Åsa Öberg", "--time", "90+30",
		"--script", script, "--virtual", "--journal", filepath.Join(dir, "g.journal"), "--pgn", filepath.Join(dir, "g.pgn"),
		"--hub", srv.URL, "--board", "4", "--hub-token-file", tokFile); code != 0 {
		t.Fatalf("play: %d\n%s\n%s", code, out, errs)
	}
	srv.Close()
	h.Close()
	for _, tc := range []struct {
		lang catalog.Lang
		want string
	}{
		{catalog.German, "Die PGN der Runde steht in %s: games.pgn, und game-N.pgn für Brett N; nach jedem Zug neu.\n"},
		{catalog.English, "The round's PGN is written into %s: games.pgn, and game-N.pgn for board N; again after every move.\n"},
		{catalog.Czech, "PGN kola je zapsáno do %s: games.pgn a game-N.pgn pro šachovnici N; po každém tahu znovu.\n"},
	} {
		t.Run(tc.lang.Code(), func(t *testing.T) {
			h, err := hub.Open(hub.Config{Round: 3, Token: "tok", DB: db, Lang: tc.lang})
			if err != nil {
				t.Fatal(err)
			}
			defer h.Close()
			pub := filepath.Join(t.TempDir(), "pub")
			var out, errOut bytes.Buffer
			h.ExportSaying(pub, catalog.For(tc.lang), &out, &errOut, true)
			folder := filepath.Join(pub, "round-3")
			if want := strings.Replace(tc.want, "%s", folder, 1); out.String() != want || errOut.Len() != 0 {
				t.Errorf("said %q, errors %q; want %q", out.String(), errOut.String(), want)
			}
			for _, f := range []string{"games.pgn", "game-4.pgn"} {
				b, err := os.ReadFile(filepath.Join(folder, f))
				if err != nil || !strings.Contains(string(b), `[White "Jörg Müller"]`) || !strings.Contains(string(b), "1. e4") {
					t.Errorf("%s: %v\n%s", f, err, b)
				}
			}
		})
	}
}
