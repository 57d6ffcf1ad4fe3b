//go:build !windows

package speech

import (
	"context"
	"errors"
)

// SAPI is the Windows speech API backend; it exists only on Windows.
type SAPI struct{}

// NewSAPI fails: SAPI exists only on Windows.
func NewSAPI() (*SAPI, error) { return nil, errors.New("the SAPI voice exists only on Windows") }

// Name returns "Windows SAPI".
func (s *SAPI) Name() string { return "Windows SAPI" }

// Speak fails.
func (s *SAPI) Speak(ctx context.Context, sp Speech) error {
	return errors.New("the SAPI voice exists only on Windows")
}

// Close does nothing.
func (s *SAPI) Close() error { return nil }
