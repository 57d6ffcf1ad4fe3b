package hub

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/journal"
)

// Sender is a table's link to the hub: it sends the records of the
// table's journal file to the hub in order, each exactly once (the hub
// refuses a repeat or a gap and answers with the sequence number it
// expects, which the Sender follows), and when the hub or the network
// is away it tries again with back-off, from the journal. It runs in its
// own goroutine and reads only the journal file, so the table's loop
// never waits for it.
type Sender struct {
	URL     string // the hub, "http://HOST:PORT"
	Board   int
	Token   string
	Journal string // the journal file
	Client  *http.Client
	// Batch is the most records one request carries; 0: 500.
	Batch int
	// Alive is how often the Sender tells the hub it is there when
	// there is nothing to send; 0: 5 s.
	Alive time.Duration
	// MinWait and MaxWait bound the back-off; 0: 250 ms and 8 s.
	MinWait, MaxWait time.Duration
	// Lost and Back are told when the hub becomes unreachable and
	// reachable again (once each); Refused when the hub refuses the
	// table for good (a wrong token, the board played by another table).
	Lost, Back func(err error)
	Refused    func(reason error)
}

// errRefused is a refusal the Sender cannot mend by sending again.
type errRefused struct{ reply Reply }

// Error is the hub's sentence, in the hub's language.
func (e *errRefused) Error() string { return e.reply.Error }

// SayIn says the refusal in c's language when the hub named one of its
// refusals with arguments that fit it; otherwise it is the hub's sentence.
func (e *errRefused) SayIn(c catalog.Catalog) string {
	r := e.reply
	if !strings.HasPrefix(r.Key, "hub.err-") || !c.Has(r.Key) {
		return r.Error
	}
	args := make([]any, len(r.Args))
	for i, a := range r.Args {
		// JSON numbers arrive as float64; the sentences count in whole numbers.
		if f, ok := a.(float64); ok && f == math.Trunc(f) && math.Abs(f) < 1<<53 {
			a = int64(f)
		}
		args[i] = a
	}
	if s := c.Say(r.Key, args...); !strings.Contains(s, "%!") {
		return s
	}
	return r.Error
}

// Run sends until ctx is done; poke tells it the journal grew. After ctx
// is done it returns; Flush sends what is left.
func (s *Sender) Run(ctx context.Context, poke <-chan struct{}) {
	s.defaults()
	wait := s.MinWait
	lost := false
	var acked uint64 // records the hub has, as far as known
	for {
		n, done, err := s.once(ctx, acked)
		var rf *errRefused
		switch {
		case errors.As(err, &rf):
			if s.Refused != nil {
				s.Refused(rf)
			}
			return
		case err != nil:
			if !lost && ctx.Err() == nil && s.Lost != nil {
				s.Lost(err)
			}
			lost = true
		default:
			if lost && s.Back != nil {
				s.Back(nil)
			}
			lost, acked, wait = false, n, s.MinWait
		}
		delay := s.Alive
		switch {
		case err != nil:
			delay = wait
			wait = min(2*wait, s.MaxWait)
		case !done:
			delay = 0 // more to send
		}
		timer := time.NewTimer(delay)
		select {
		case <-ctx.Done():
			timer.Stop()
			return
		case <-poke:
			if err != nil {
				// The hub is away: the back-off still holds.
				select {
				case <-ctx.Done():
					timer.Stop()
					return
				case <-timer.C:
				}
			}
		case <-timer.C:
		}
		timer.Stop()
	}
}

// Flush sends what the hub does not have yet, until it has everything
// or ctx is done; it reports whether the hub has every record.
func (s *Sender) Flush(ctx context.Context) bool {
	s.defaults()
	var acked uint64
	for ctx.Err() == nil {
		n, done, err := s.once(ctx, acked)
		var rf *errRefused
		if errors.As(err, &rf) {
			return false
		}
		if err == nil {
			acked = n
			if done {
				return true
			}
			continue
		}
		select {
		case <-ctx.Done():
		case <-time.After(s.MinWait):
		}
	}
	return false
}

func (s *Sender) defaults() {
	if s.Client == nil {
		s.Client = &http.Client{Timeout: 10 * time.Second}
	}
	if s.Batch <= 0 {
		s.Batch = 500
	}
	if s.Alive <= 0 {
		s.Alive = 5 * time.Second
	}
	if s.MinWait <= 0 {
		s.MinWait = 250 * time.Millisecond
	}
	if s.MaxWait <= 0 {
		s.MaxWait = 8 * time.Second
	}
}

// once reads the journal and sends the records after acked (at most
// Batch of them; none to say it is there). It returns how many records
// the hub has and whether that is all of the journal.
func (s *Sender) once(ctx context.Context, acked uint64) (uint64, bool, error) {
	log, err := journal.Read(s.Journal)
	if err != nil {
		return acked, false, catalog.Errorf("hub.read-journal", s.Journal, err)
	}
	if acked > uint64(len(log.Records)) {
		acked = 0
	}
	recs := log.Records[acked:]
	if len(recs) > s.Batch {
		recs = recs[:s.Batch]
	}
	b := Batch{Game: GameID(log.Header), Header: log.Header, Records: recs}
	reply, status, err := s.post(ctx, &b)
	if err != nil {
		return acked, false, err
	}
	switch {
	case status == http.StatusOK:
		return reply.Next - 1, reply.Next-1 >= uint64(len(log.Records)), nil
	case status == http.StatusConflict && reply.Key == "hub.err-seq" && reply.Next >= 1 && reply.Next-1 <= uint64(len(log.Records)):
		// The hub has more (or fewer) than thought: go on from there.
		return reply.Next - 1, reply.Next-1 >= uint64(len(log.Records)), nil
	case status == http.StatusUnauthorized || status == http.StatusConflict || status == http.StatusBadRequest || status == http.StatusRequestEntityTooLarge:
		if status == http.StatusRequestEntityTooLarge && s.Batch > 1 {
			s.Batch /= 2
			return acked, false, catalog.Errorf("hub.reply", reply.Error)
		}
		return acked, false, &errRefused{reply: reply}
	default:
		return acked, false, catalog.Errorf("hub.reply-status", status, reply.Error)
	}
}

// post sends one batch and reads the hub's reply.
func (s *Sender) post(ctx context.Context, b *Batch) (Reply, int, error) {
	body, err := json.Marshal(b)
	if err != nil {
		return Reply{}, 0, catalog.Errorf("hub.encode-batch", err)
	}
	url := strings.TrimSuffix(s.URL, "/") + "/board/" + strconv.Itoa(s.Board) + "/events"
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return Reply{}, 0, catalog.Errorf("hub.address", s.URL, err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+s.Token)
	resp, err := s.Client.Do(req)
	if err != nil {
		return Reply{}, 0, netReason(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 1<<16))
	if err != nil {
		return Reply{}, 0, catalog.Errorf("hub.read-reply", err)
	}
	var r Reply
	if err := json.Unmarshal(data, &r); err != nil {
		return Reply{}, resp.StatusCode, catalog.Errorf("hub.reply-not-json", resp.Status, err)
	}
	return r, resp.StatusCode, nil
}
