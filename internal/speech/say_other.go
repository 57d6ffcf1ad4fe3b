//go:build !darwin

package speech

import (
	"context"
	"errors"
)

// Say is the macOS say backend; it exists only on macOS.
type Say struct{}

// NewSay fails: the say command exists only on macOS.
func NewSay() (*Say, error) { return nil, errors.New("the say voice exists only on macOS") }

// Name returns "macOS say".
func (s *Say) Name() string { return "macOS say" }

// Speak fails.
func (s *Say) Speak(ctx context.Context, sp Speech) error {
	return errors.New("the say voice exists only on macOS")
}

// Close does nothing.
func (s *Say) Close() error { return nil }
