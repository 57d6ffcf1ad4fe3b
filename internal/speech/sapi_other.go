//go:build !windows

package speech

import (
	"context"

	"github.com/blindchess/blindchess/internal/catalog"
)

// SAPI is the Windows speech API backend; it exists only on Windows.
type SAPI struct{}

// NewSAPI fails: SAPI exists only on Windows.
func NewSAPI() (*SAPI, error) { return nil, catalog.Errorf("speaking.sapi-only-windows") }

// Name returns "Windows SAPI".
func (s *SAPI) Name() string { return "Windows SAPI" }

// Speak fails.
func (s *SAPI) Speak(ctx context.Context, sp Speech) error {
	return catalog.Errorf("speaking.sapi-only-windows")
}

// Close does nothing.
func (s *SAPI) Close() error { return nil }
