package hub

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// TestHubSaysItsPageAndErrorsInItsLanguage: the arbiter's page, the
// refusals a browser or a table gets, and the hub's own errors are in the
// hub's --lang, German and Czech alike, word for word.
func TestHubSaysItsPageAndErrorsInItsLanguage(t *testing.T) {
	tests := []struct {
		lang                   catalog.Lang
		page                   []string // lines of the arbiter's page
		unknownBoard, badBoard string   // GET /board/7.pgn, /board/x.pgn
		token                  string   // a batch without the token
		dbPrefix               string   // a database in a folder that is not there
	}{
		{catalog.German,
			[]string{`<html lang="de">`, "<title>Runde 3: Ansicht des Schiedsrichters</title>",
				"<h3>Brett 1: Anna gegen Bert; sehbehindert: Anna</h3>", "<p>Zug 2, Weiß am Zug. Uhren: Weiß"},
			"Brett 7 hat an diesem Hub noch keine Partie.\n",
			"\"x\" ist keine Brettnummer: 1 bis 999 verwenden.\n",
			"Falsches oder fehlendes Rundenkennwort: das Kennwort senden, das der Hub in seine --token-file geschrieben hat.",
			"Hub-Datenbank "},
		{catalog.Czech,
			[]string{`<html lang="cs">`, "<title>Kolo 3: pohled rozhodčího</title>",
				"<h3>Šachovnice 1: Anna proti Bert; se zrakovým postižením: Anna</h3>", "<p>Tah 2, na tahu bílý. Hodiny: bílý"},
			"Šachovnice 7 zatím na tomto hubu nemá partii.\n",
			"\"x\" není číslo šachovnice: použijte 1 až 999.\n",
			"Chybné nebo chybějící heslo kola: pošlete heslo, které hub zapsal do svého --token-file.",
			"příprava databáze hubu "},
	}
	for _, tc := range tests {
		t.Run(tc.lang.Code(), func(t *testing.T) {
			dir := t.TempDir()
			_, srv := startHubIn(t, dir, tc.lang)
			flush(t, srv.URL, 1, newJournal(t, dir, "Anna", "Bert", "e4", "press", "e5", "press"))

			_, page := get(t, srv.URL+"/")
			for _, want := range tc.page {
				if !strings.Contains(page, want) {
					t.Errorf("page: no %q in:\n%s", want, page)
				}
			}
			if resp, body := get(t, srv.URL+"/board/7.pgn"); resp.StatusCode != http.StatusNotFound || body != tc.unknownBoard {
				t.Errorf("board 7: %d %q, want 404 %q", resp.StatusCode, body, tc.unknownBoard)
			}
			if resp, body := get(t, srv.URL+"/board/x.pgn"); resp.StatusCode != http.StatusNotFound || body != tc.badBoard {
				t.Errorf("board x: %d %q, want 404 %q", resp.StatusCode, body, tc.badBoard)
			}
			resp, err := http.Post(srv.URL+"/board/1/events", "application/json", strings.NewReader("{}"))
			if err != nil {
				t.Fatal(err)
			}
			var reply Reply
			json.NewDecoder(resp.Body).Decode(&reply) //nolint:errcheck // an empty reply fails below
			resp.Body.Close()
			if resp.StatusCode != http.StatusUnauthorized || reply.Key != "hub.err-token" || reply.Error != tc.token {
				t.Errorf("no token: %d %+v, want 401 %q", resp.StatusCode, reply, tc.token)
			}

			_, err = Open(Config{Round: 3, Token: testToken, Lang: tc.lang, DB: filepath.Join(dir, "missing", "hub.db")})
			said := catalog.For(tc.lang).Error(err)
			if err == nil || !strings.HasPrefix(said, tc.dbPrefix+filepath.Join(dir, "missing", "hub.db")) {
				t.Errorf("database in a missing folder: %q, want it to start with %q", said, tc.dbPrefix)
			}
		})
	}
}

// TestTableSaysTheHubsRefusalInItsOwnLanguage: a German hub refuses a
// Czech table whose board another table plays; the table says why in
// Czech, and a refusal the table cannot fill in (an unknown key, or
// arguments that do not fit) stays the hub's sentence.
func TestTableSaysTheHubsRefusalInItsOwnLanguage(t *testing.T) {
	dir := t.TempDir()
	h, err := Open(Config{Round: 3, Token: testToken, Lang: catalog.German, DB: filepath.Join(dir, "hub.db")})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h.Handler())
	defer func() { srv.Close(); h.Close() }()
	flush(t, srv.URL, 3, newJournal(t, dir, "Anna", "Bert", "e4", "press"))
	var reason error
	s := &Sender{URL: srv.URL, Board: 3, Token: testToken, Journal: newJournal(t, dir, "Cilka", "Dana", "d4"),
		Refused: func(r error) { reason = r }}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	s.Run(ctx, nil)
	if reason == nil {
		t.Fatal("the second table of board 3 was not refused")
	}
	for _, tc := range []struct {
		lang catalog.Lang
		want string
	}{
		{catalog.Czech, "Na šachovnici 3 už hraje jiný stůl: zkontrolujte --board u obou stolů."},
		{catalog.English, "Board 3 is already played by another table: check --board at both tables."},
		{catalog.German, "An Brett 3 spielt schon ein anderer Tisch: --board an beiden Tischen prüfen."},
	} {
		if got := catalog.For(tc.lang).Error(reason); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.lang, got, tc.want)
		}
	}
	if reason.Error() != "An Brett 3 spielt schon ein anderer Tisch: --board an beiden Tischen prüfen." {
		t.Errorf("the hub's own sentence: %q", reason.Error())
	}
	for _, r := range []Reply{
		{Key: "table.illegal", Args: []any{"e5"}, Error: "hub sentence"},       // not a refusal of the hub
		{Key: "hub.err-claimed", Args: []any{"drei"}, Error: "hub sentence"},   // not a number
		{Key: "hub.err-nonesuch", Error: "hub sentence"},                       // a key this table does not know
		{Key: "hub.err-claimed", Args: []any{3.5}, Error: "hub sentence"},      // not a whole number
		{Key: "hub.err-claimed", Args: []any{3.0, 4.0}, Error: "hub sentence"}, // one argument too many
	} {
		if got := catalog.For(catalog.Czech).Error(&errRefused{reply: r}); got != "hub sentence" {
			t.Errorf("%+v: %q, want the hub's sentence", r, got)
		}
	}
}
