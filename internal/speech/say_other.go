//go:build !darwin

package speech

import (
	"context"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Say is the macOS say backend; it exists only on macOS.
type Say struct{}

// NewSay fails: the say command exists only on macOS.
func NewSay() (*Say, error) { return nil, catalog.Errorf("speaking.say-only-macos") }

// Name returns "macOS say".
func (s *Say) Name() string { return "macOS say" }

// Speak fails.
func (s *Say) Speak(ctx context.Context, sp Speech) error {
	return catalog.Errorf("speaking.say-only-macos")
}

// Close does nothing.
func (s *Say) Close() error { return nil }
