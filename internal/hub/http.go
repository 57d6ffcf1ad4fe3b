package hub

import (
	"bytes"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/table"
)

// MaxBoard is the highest board number.
const MaxBoard = 999

// Handler returns the hub's HTTP interface:
//
//	POST /board/N/events  a table's Batch (Authorization: Bearer TOKEN)
//	GET  /round.pgn       the round, every board's game
//	GET  /board/N.pgn     one board's game
//	GET  /                the arbiter's page
//	GET  /attention.txt   what needs the arbiter, one item a line ("ID<TAB>text"), ?after=ID
//	GET  /attention.jsonl the same as JSON lines, each with its catalog key
//	                      and arguments (a watcher says them in its own language)
func (h *Hub) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /board/{n}/events", h.serveEvents)
	mux.HandleFunc("GET /board/{file}", h.serveBoard)
	mux.HandleFunc("GET /round.pgn", h.serveRound)
	mux.HandleFunc("GET /attention.txt", h.serveAttention)
	mux.HandleFunc("GET /attention.jsonl", h.serveAttentionJSON)
	mux.HandleFunc("GET /{$}", h.servePage)
	return mux
}

// fail writes a refusal: its status, and its sentence as JSON (for
// tables) or as a plain-text line.
func (h *Hub) fail(w http.ResponseWriter, asJSON bool, status int, next uint64, key string, args ...any) {
	msg := h.cat.Say(key, args...)
	if asJSON {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		said := make([]any, len(args))
		for i, a := range args {
			if err, ok := a.(error); ok {
				a = h.cat.Error(err)
			}
			said[i] = a
		}
		json.NewEncoder(w).Encode(Reply{Next: next, Key: key, Args: said, Error: msg}) //nolint:errcheck // the table retries
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(status)
	fmt.Fprintln(w, msg)
}

// boardNumber parses a board number of a path, 1 to MaxBoard.
func boardNumber(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > MaxBoard || strconv.Itoa(n) != s {
		return 0, false
	}
	return n, true
}

func (h *Hub) serveEvents(w http.ResponseWriter, r *http.Request) {
	if !h.authorized(r) {
		h.fail(w, true, http.StatusUnauthorized, 0, "hub.err-token")
		return
	}
	num, ok := boardNumber(r.PathValue("n"))
	if !ok {
		h.fail(w, true, http.StatusBadRequest, 0, "hub.err-board", r.PathValue("n"), MaxBoard)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
	var b Batch
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&b); err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			h.fail(w, true, http.StatusRequestEntityTooLarge, 0, "hub.err-too-big", MaxBody)
			return
		}
		h.fail(w, true, http.StatusBadRequest, 0, "hub.err-body", err)
		return
	}
	next, err := h.Receive(num, &b)
	var rf *refusal
	if errors.As(err, &rf) {
		h.fail(w, true, rf.status, rf.next, rf.key, rf.args...)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(Reply{Next: next}) //nolint:errcheck // the table retries
}

// authorized reports whether r carries the round's token.
func (h *Hub) authorized(r *http.Request) bool {
	tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	return ok && h.cfg.Token != "" && subtle.ConstantTimeCompare([]byte(tok), []byte(h.cfg.Token)) == 1
}

// servePGN serves a PGN body with its validators: a poller sending
// If-None-Match or If-Modified-Since gets 304 when nothing changed.
func servePGN(w http.ResponseWriter, r *http.Request, name string, body []byte, etag string, mod time.Time) {
	w.Header().Set("Content-Type", "application/x-chess-pgn; charset=utf-8")
	w.Header().Set("ETag", etag)
	w.Header().Set("Cache-Control", "no-cache")
	http.ServeContent(w, r, name, mod, bytes.NewReader(body))
}

func (h *Hub) serveRound(w http.ResponseWriter, r *http.Request) {
	body, etag, mod := h.RoundPGN()
	servePGN(w, r, "round.pgn", body, etag, mod)
}

func (h *Hub) serveBoard(w http.ResponseWriter, r *http.Request) {
	file := r.PathValue("file")
	numText, ok := strings.CutSuffix(file, ".pgn")
	num, okNum := boardNumber(numText)
	if !ok || !okNum {
		h.fail(w, false, http.StatusNotFound, 0, "hub.err-board", numText, MaxBoard)
		return
	}
	body, etag, mod, ok := h.BoardPGN(num)
	if !ok {
		h.fail(w, false, http.StatusNotFound, 0, "hub.err-unknown-board", num)
		return
	}
	servePGN(w, r, file, body, etag, mod)
}

func (h *Hub) serveAttention(w http.ResponseWriter, r *http.Request) {
	after, ok := h.after(w, r)
	if !ok {
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	for _, it := range h.Attention(after) {
		fmt.Fprintf(w, "%d\t%s\n", it.ID, it.Text)
	}
}

// AttentionLine is one line of GET /attention.jsonl: an item with its
// catalog key and arguments beside its text in the hub's language.
type AttentionLine struct {
	ID    uint64 `json:"id"`
	Board int    `json:"board"`
	Key   string `json:"key,omitempty"`
	Args  []any  `json:"args,omitempty"`
	Text  string `json:"text"`
}

func (h *Hub) serveAttentionJSON(w http.ResponseWriter, r *http.Request) {
	after, ok := h.after(w, r)
	if !ok {
		return
	}
	w.Header().Set("Content-Type", "application/jsonl; charset=utf-8")
	enc := json.NewEncoder(w)
	for _, it := range h.Attention(after) {
		enc.Encode(AttentionLine{ID: it.ID, Board: it.Board, Key: it.Key, Args: it.Args, Text: it.Text}) //nolint:errcheck // the watcher asks again
	}
}

// after reads the ?after=ID of an attention request; a bad one is
// refused.
func (h *Hub) after(w http.ResponseWriter, r *http.Request) (uint64, bool) {
	s := r.URL.Query().Get("after")
	if s == "" {
		return 0, true
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		h.fail(w, false, http.StatusBadRequest, 0, "hub.err-after", s)
		return 0, false
	}
	return n, true
}

// view is what the arbiter's page shows.
type view struct {
	Lang, Title, BoardsHeading, AttentionHeading, None, NoBoards, Reload string
	Refresh                                                              int
	Last                                                                 uint64 // the newest item's ID
	Attention                                                            []Item
	Boards                                                               []boardView
}

// boardView is one board on the arbiter's page.
type boardView struct {
	Heading, Moves, Clocks, Result string
	Attention                      []Item
}

// pageView gathers the page's content.
func (h *Hub) pageView() view {
	c := h.cat
	v := view{
		Lang:             catalogCode(c.Lang()),
		Title:            c.Say("hub.page-title", h.cfg.Round),
		BoardsHeading:    c.Say("hub.page-boards"),
		AttentionHeading: c.Say("hub.page-attention"),
		None:             c.Say("hub.page-none"),
		NoBoards:         c.Say("hub.page-noboards"),
		Reload:           c.Say("hub.page-reload"),
		Refresh:          5,
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.attn) > 0 {
		v.Last = h.attn[len(h.attn)-1].ID
	}
	for i := len(h.attn) - 1; i >= 0; i-- {
		v.Attention = append(v.Attention, h.attn[i])
	}
	for _, n := range h.sortedBoards() {
		b := h.boards[n]
		h.gamePGN(b)
		pos := b.t.Position()
		heading := c.Say("hub.page-board", n, h.player(b.white, rules.White), h.player(b.black, rules.Black))
		if unnamed(b.white) && unnamed(b.black) {
			heading = c.Say("hub.page-board-unnamed", n)
		}
		// Which player is visually impaired, for the arbiter and the
		// rating officer: the table's --me, by name or colour.
		vi := rules.White
		if me, ok := phonetic.ParseColor(b.t.Setup().Me); ok {
			vi = me
		}
		viName := b.white
		if vi == rules.Black {
			viName = b.black
		}
		heading = c.Say("hub.page-board-vi", heading, h.player(viName, vi))
		bv := boardView{
			Heading: heading,
			Moves:   c.Say("hub.page-move", pos.FullmoveNumber(), h.side(pos.Turn())),
		}
		if ck := b.t.Clock(); ck != nil {
			times := ck.Times(tableInstant(b.t.Now()))
			// Whole seconds, rounded down, as a clock shows them.
			bv.Clocks = c.Say("hub.page-clocks", pgn.FormatClock(times[0].Truncate(time.Second)), pgn.FormatClock(times[1].Truncate(time.Second)))
		}
		if res, reason := b.t.Result(); res != "" {
			bv.Result = c.Say("hub.page-result", table.ResultText(c, res), table.ReasonText(c, reason))
		}
		for i := len(h.attn) - 1; i >= 0; i-- {
			if h.attn[i].Board == n {
				bv.Attention = append(bv.Attention, h.attn[i])
			}
		}
		v.Boards = append(v.Boards, bv)
	}
	return v
}

// tableInstant is the clock's instant of an offset on a table's time
// line (the table's epoch, table.go).
func tableInstant(at time.Duration) time.Time {
	return time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC).Add(at)
}

// catalogCode is the HTML lang attribute of a catalog language.
func catalogCode(l catalog.Lang) string { return l.Code() }

// page is the arbiter's page: plain HTML that a screen reader reads with
// its heading navigation, readable without scripts (a link reloads it; a
// timed reload would move the reader's place, WCAG 2.2.1). The newest
// item that needs the arbiter comes first; a small script adds new items
// as they come and says them through a polite live region.
var page = template.Must(template.New("page").Parse(`<!DOCTYPE html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
</head>
<body>
<main>
<h1>{{.Title}}</h1>
<p><a href="/">{{.Reload}}</a></p>
<section aria-labelledby="attention">
<h2 id="attention">{{.AttentionHeading}}</h2>
<ul id="items" data-last="{{.Last}}">
{{range .Attention}}<li>{{.At.Format "15:04:05"}} {{.Text}}</li>
{{end}}</ul>{{if not .Attention}}<p id="none">{{.None}}</p>{{end}}
<div id="live" role="status" aria-live="polite"></div>
</section>
<section aria-labelledby="boards" id="boardlist">
<h2 id="boards">{{.BoardsHeading}}</h2>
{{if not .Boards}}<p>{{.NoBoards}}</p>{{end}}
{{range .Boards}}<h3>{{.Heading}}</h3>
<p>{{.Moves}}{{if .Clocks}}. {{.Clocks}}{{end}}{{if .Result}}. {{.Result}}{{end}}</p>
{{if .Attention}}<ul>
{{range .Attention}}<li>{{.At.Format "15:04:05"}} {{.Text}}</li>
{{end}}</ul>{{end}}
{{end}}</section>
</main>
<script>
// A progressive enhancement: new items are said through the live region
// and put on top of the list; the boards are brought up to date
// quietly. Without scripts the link above reloads the page.
(function () {
  var items = document.getElementById("items"), live = document.getElementById("live");
  setInterval(function () {
    fetch("/attention.txt?after=" + items.dataset.last).then(function (r) { return r.text(); }).then(function (t) {
      t.split("\n").forEach(function (line) {
        var tab = line.indexOf("\t");
        if (tab < 0) return;
        var li = document.createElement("li");
        li.textContent = new Date().toTimeString().slice(0, 8) + " " + line.slice(tab + 1);
        items.insertBefore(li, items.firstChild);
        items.dataset.last = line.slice(0, tab);
        live.textContent = line.slice(tab + 1);
        var none = document.getElementById("none");
        if (none) none.remove();
      });
    }).catch(function () {});
    fetch("/").then(function (r) { return r.text(); }).then(function (html) {
      var doc = new DOMParser().parseFromString(html, "text/html");
      document.getElementById("boardlist").innerHTML = doc.getElementById("boardlist").innerHTML;
    }).catch(function () {});
  }, {{.Refresh}} * 1000);
})();
</script>
</body>
</html>
`))

func (h *Hub) servePage(w http.ResponseWriter, r *http.Request) {
	var buf bytes.Buffer
	if err := page.Execute(&buf, h.pageView()); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(buf.Bytes()) //nolint:errcheck // the browser asks again
}
