package session

import (
	"context"
	"os"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/hub"
	"github.com/blindchess/blindchess/internal/table"
)

// HubOptions link a table to the round's hub ("play --hub URL --board N
// --hub-token-file F").
type HubOptions struct {
	URL       string
	Board     int
	TokenFile string
}

// check refuses a half-given link and a token file that cannot be read,
// before the game is created: a refusal leaves nothing behind.
func (o HubOptions) check() error {
	if o.URL == "" && o.Board == 0 && o.TokenFile == "" {
		return nil
	}
	if o.URL == "" || o.TokenFile == "" || o.Board < 1 || o.Board > hub.MaxBoard {
		return UsageErr("hub.board-needs-hub")
	}
	if err := hub.CheckURL("--hub", o.URL); err != nil {
		return UsageErr("%v", err)
	}
	if _, err := os.ReadFile(o.TokenFile); err != nil {
		// The error names the file: it is not named twice.
		return UsageErr("hub.token-file-unreadable", err)
	}
	return nil
}

// hubFlushWait is how long the end of a session waits for the hub to
// take what it does not have yet; what it does not take waits in the
// journal for --resume.
const hubFlushWait = 3 * time.Second

// openHub adds the round's hub as an output: a Sender in its own
// goroutine sends the journal at jpath, poked by every journaled input
// (a sink that never waits). Its notices (hub lost, back, refused) are
// told through w.Notify in the session's language lang. Nothing is
// opened without --hub.
func (d *devices) openHub(o HubOptions, jpath string, w *table.Writer, lang string, virtual bool, base time.Duration) error {
	if o.URL == "" {
		return nil
	}
	tok, err := os.ReadFile(o.TokenFile)
	if err != nil {
		return UsageErr("hub.bad-token-file", o.TokenFile, err)
	}
	clock := table.NewRealTime(base)
	notify := func(key string, args ...any) {
		at := base
		if !virtual {
			at = clock.Now()
		}
		text := sentence(lang, key, args...)
		w.Notify(table.Output{At: at, Kind: table.KindWarning, Say: table.Announcement{Text: text}})
	}
	s := &hub.Sender{
		URL: o.URL, Board: o.Board, Token: strings.TrimSpace(string(tok)), Journal: jpath,
		Lost:    func(err error) { notify("hub.send-lost", o.URL, err) },
		Back:    func(error) { notify("hub.send-back", o.URL) },
		Refused: func(reason error) { notify("hub.send-refused", reason) },
	}
	poke := make(chan struct{}, 1)
	w.Sinks = append(w.Sinks, func(out table.Output) {
		if out.Kind != table.KindInput {
			return
		}
		select {
		case poke <- struct{}{}:
		default: // a poke is already waiting
		}
	})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		s.Run(ctx, poke)
	}()
	d.onClose(func() {
		cancel()
		<-done
		fctx, fcancel := context.WithTimeout(context.Background(), hubFlushWait)
		defer fcancel()
		s.Flush(fctx)
	})
	return nil
}
