package hub

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/table"
)

// MaxPushGames is the most games one push request carries (lichess's
// broadcast push takes at most 64).
const MaxPushGames = 64

// Export writes the round into dir in the per-round folder layout that
// FTP uploaders take (DGT LiveChess's): dir/round-N/games.pgn with every
// game, and dir/round-N/game-B.pgn for board B. Each file is replaced
// atomically, so an uploader never reads half a file.
func (h *Hub) Export(dir string) error {
	folder := h.ExportFolder(dir)
	if err := os.MkdirAll(folder, 0o755); err != nil {
		return catalog.Errorf("hub.export-folder", err)
	}
	round, _, _ := h.RoundPGN()
	if err := table.WriteFileAtomic(filepath.Join(folder, "games.pgn"), round); err != nil {
		return err
	}
	for n, body := range h.BoardPGNs() {
		if err := table.WriteFileAtomic(filepath.Join(folder, "game-"+strconv.Itoa(n)+".pgn"), body); err != nil {
			return err
		}
	}
	return nil
}

// ExportSaying exports the round into dir (Export); a failure is said on
// errOut in c's language. At the start (first) a success is said on out
// too, with the folder, so that an organiser who publishes the round hears
// where the files are.
func (h *Hub) ExportSaying(dir string, c catalog.Catalog, out, errOut io.Writer, first bool) {
	if err := h.Export(dir); err != nil {
		fmt.Fprintln(errOut, c.Say("hub.export-failed", dir, err))
		return
	}
	if first {
		fmt.Fprintln(out, c.Say("hub.exported", h.ExportFolder(dir)))
	}
}

// ExportFolder is the folder Export writes the round into: dir/round-N.
func (h *Hub) ExportFolder(dir string) string {
	return filepath.Join(dir, "round-"+strconv.Itoa(h.cfg.Round))
}

// Pusher pushes the round's PGN to a broadcast round, lichess's
// contract: POST of plain-text PGN with a bearer token, at most
// MaxPushGames games per request; a failed push is tried again with
// back-off, and only the newest state is pushed.
type Pusher struct {
	Hub    *Hub
	URL    string // e.g. https://lichess.org/api/broadcast/round/{id}/push
	Token  string
	Client *http.Client
	// MinWait and MaxWait bound the back-off; 0: 1 s and 60 s.
	MinWait, MaxWait time.Duration
	// Failed is told of each failed push.
	Failed func(err error)
}

// Run pushes after every poke until ctx is done.
func (p *Pusher) Run(ctx context.Context, poke <-chan struct{}) {
	if p.Client == nil {
		p.Client = &http.Client{Timeout: 30 * time.Second}
	}
	if p.MinWait <= 0 {
		p.MinWait = time.Second
	}
	if p.MaxWait <= 0 {
		p.MaxWait = time.Minute
	}
	for {
		select {
		case <-ctx.Done():
			return
		case <-poke:
		}
		wait := p.MinWait
		for {
			err := p.Push(ctx)
			if err == nil || ctx.Err() != nil {
				break
			}
			if p.Failed != nil {
				p.Failed(err)
			}
			select {
			case <-ctx.Done():
				return
			case <-time.After(wait):
			}
			wait = min(2*wait, p.MaxWait)
		}
	}
}

// Push sends the round as it is now, in requests of at most
// MaxPushGames games, in board order.
func (p *Pusher) Push(ctx context.Context) error {
	games := p.Hub.BoardPGNs()
	nums := make([]int, 0, len(games))
	for n := range games {
		nums = append(nums, n)
	}
	sort.Ints(nums)
	for len(nums) > 0 {
		k := min(len(nums), MaxPushGames)
		var body bytes.Buffer
		for _, n := range nums[:k] {
			body.Write(games[n])
			body.WriteByte('\n')
		}
		nums = nums[k:]
		if err := p.post(ctx, body.Bytes()); err != nil {
			return err
		}
	}
	return nil
}

// post sends one request.
func (p *Pusher) post(ctx context.Context, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.URL, bytes.NewReader(body))
	if err != nil {
		return catalog.Errorf("hub.push-address", p.URL, err)
	}
	req.Header.Set("Authorization", "Bearer "+p.Token)
	req.Header.Set("Content-Type", "text/plain; charset=utf-8")
	client := p.Client
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		return pushReason(err)
	}
	defer resp.Body.Close()
	msg, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("%s: %s", resp.Status, bytes.TrimSpace(msg))
	}
	return nil
}

// Watch prints what needs the arbiter at the hub at url, one line an
// item ("Board 7: claim …"), as it comes, until ctx is done, in c's
// language (a table's sentence in it too): it asks GET /attention.jsonl
// every interval for the items after the last one seen, and says each
// from its key and arguments. A hub that has no such stream (one built
// before it) is asked GET /attention.txt instead, and its lines are
// printed as they are. Lost is told once when the hub cannot be reached,
// until it can again.
func Watch(ctx context.Context, url string, c catalog.Catalog, out io.Writer, every time.Duration, lost func(err error)) error {
	w := watcher{client: &http.Client{Timeout: 10 * time.Second}, url: strings.TrimSuffix(url, "/"), cat: c, out: out}
	down := false
	for {
		err := w.once(ctx)
		switch {
		case ctx.Err() != nil:
			return nil
		case err != nil && !down:
			down = true
			if lost != nil {
				lost(err)
			}
		case err == nil:
			down = false
		}
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(every):
		}
	}
}

// watcher is the state of Watch: the last item seen, and whether the hub
// has only the text stream.
type watcher struct {
	client   *http.Client
	url      string
	cat      catalog.Catalog
	out      io.Writer
	after    uint64
	textOnly bool
}

// once prints the items after the last one seen.
func (w *watcher) once(ctx context.Context) error {
	if !w.textOnly {
		body, status, err := w.get(ctx, "/attention.jsonl")
		if err != nil {
			return err
		}
		if status != http.StatusNotFound {
			if status != http.StatusOK {
				return fmt.Errorf("%d %s", status, http.StatusText(status))
			}
			w.lines(body)
			return nil
		}
		w.textOnly = true
	}
	body, status, err := w.get(ctx, "/attention.txt")
	if err != nil {
		return err
	}
	if status != http.StatusOK {
		return fmt.Errorf("%d %s", status, http.StatusText(status))
	}
	for _, line := range strings.Split(string(body), "\n") {
		idText, text, ok := strings.Cut(line, "\t")
		if !ok {
			continue
		}
		id, err := strconv.ParseUint(idText, 10, 64)
		if err != nil || id <= w.after {
			continue
		}
		fmt.Fprintln(w.out, text)
		w.after = id
	}
	return nil
}

// lines prints the JSON lines of items after the last one seen, each
// said in the watcher's language.
func (w *watcher) lines(body []byte) {
	for _, line := range bytes.Split(body, []byte("\n")) {
		var it AttentionLine
		if len(bytes.TrimSpace(line)) == 0 || json.Unmarshal(line, &it) != nil || it.ID <= w.after {
			continue
		}
		fmt.Fprintln(w.out, SayItem(w.cat, it.Key, it.Args, it.Text))
		w.after = it.ID
	}
}

// get asks the hub for path with ?after= the last item seen.
func (w *watcher) get(ctx context.Context, path string) ([]byte, int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, w.url+path+"?after="+strconv.FormatUint(w.after, 10), nil)
	if err != nil {
		return nil, 0, err
	}
	resp, err := w.client.Do(req)
	if err != nil {
		return nil, 0, netReason(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
	return body, resp.StatusCode, err
}
