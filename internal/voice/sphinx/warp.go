package sphinx

import (
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
)

// WarpMin and WarpMax bound the frequency warp of NewWarped, the range
// measured on the tuning set (docs/voice.md, "Frequency warp"): below 1
// every tuning voice lost moves, and the hard voices gained most at
// 1.2-1.3.
const (
	WarpMin = 0.7
	WarpMax = 1.3
)

// checkWarp fails when warp is outside WarpMin..WarpMax, saying what is
// allowed.
func checkWarp(warp float64) error {
	if !(warp >= WarpMin && warp <= WarpMax) {
		return catalog.Errorf("voice.warp-range", warp, WarpMin, WarpMax)
	}
	return nil
}

// ParseWarp reads a frequency warp as a user gives it ("1.2"), failing
// with what is allowed when it is no number or out of range.
func ParseWarp(s string) (float64, error) {
	w, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil {
		return 0, catalog.Errorf("voice.warp-number", s, WarpMin, WarpMax)
	}
	if err := checkWarp(w); err != nil {
		return 0, err
	}
	return w, nil
}
