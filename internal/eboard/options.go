package eboard

import "time"

// DriverOptions tune a board driver: the connection layer's (LinkOptions)
// and each protocol's own, read only by the driver of that protocol. The
// Options of every driver (dgt.Options, tactile.Options) are this type.
// The zero value gives the defaults.
type DriverOptions struct {
	LinkOptions
	// SettleDelay (DGT) is how long after the last field update the
	// driver asks for a full board dump, to confirm the position once the
	// pieces stop moving (a DGT board scans every ~250 ms and may report
	// transient states). Default DefaultSettleDelay; negative disables.
	SettleDelay time.Duration
	// BounceWindow (tactile) is the host-side protection against contact
	// bounce: a lift followed by a place on the same square within this
	// window is taken for bounce and both are dropped (no hand pulls a peg
	// out and puts it back that fast). Lifts are therefore delivered this
	// much later, still stamped with their arrival time — except when
	// another piece is already lifted (a capture or castling in progress),
	// where a place on the square is the capturing piece. Default
	// DefaultBounceWindow; negative disables (lifts are delivered at once).
	BounceWindow time.Duration
}

// The protocols' defaults for the zero DriverOptions.
const (
	DefaultSettleDelay  = 300 * time.Millisecond
	DefaultBounceWindow = 50 * time.Millisecond
)

// WithDefaults returns o with every zero protocol setting set to its
// default (NewLink sets those of LinkOptions).
func (o DriverOptions) WithDefaults() DriverOptions {
	if o.SettleDelay == 0 {
		o.SettleDelay = DefaultSettleDelay
	}
	if o.BounceWindow == 0 {
		o.BounceWindow = DefaultBounceWindow
	}
	return o
}
