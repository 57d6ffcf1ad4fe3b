package speech

import (
	"context"
	"fmt"
	"io"
	"sync"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Text is the backend that writes each utterance as one line of text, for
// a screen reader or a braille display to pick up.
type Text struct {
	mu sync.Mutex
	w  io.Writer
}

// NewText returns a text backend writing to w.
func NewText(w io.Writer) *Text { return &Text{w: w} }

// Name returns "text".
func (t *Text) Name() string { return "text" }

// Speak writes s.Text as one line.
func (t *Text) Speak(ctx context.Context, s Speech) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, err := fmt.Fprintln(t.w, s.Text); err != nil {
		return catalog.Errorf("speaking.text-write", err)
	}
	return nil
}

// Close does nothing.
func (t *Text) Close() error { return nil }
