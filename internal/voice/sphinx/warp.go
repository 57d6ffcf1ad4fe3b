package sphinx

import (
	"github.com/blindchess/blindchess/internal/catalog"
)

// WarpMin and WarpMax bound the frequency warp of NewWarped: beyond them
// the warped model's filters leave the band the model was trained on.
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
