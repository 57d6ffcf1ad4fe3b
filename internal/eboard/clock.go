package eboard

import (
	"fmt"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// ClockState is what a clock connected through a board reports. The two
// sides are named left and right as seen by the clock itself: which of them
// is White is for the application to decide (who sits where), not the
// driver.
type ClockState struct {
	// Connected is false when the board says no clock is attached; the
	// other fields are then meaningless.
	Connected bool
	// Left and Right are the times shown on each side.
	Left, Right time.Duration
	// Running is true while the clock is counting.
	Running bool
	// LeftToMove and RightToMove tell whose clock runs (or would run).
	LeftToMove, RightToMove bool
	// LeftFlag and RightFlag are set when that side's flag has fallen.
	LeftFlag, RightFlag bool
	// LeftPerMove and RightPerMove show the time-per-move (Fischer or
	// Bronstein) indicator.
	LeftPerMove, RightPerMove bool
	// LeverRight is true when the lever is high on the right side.
	LeverRight bool
	// BatteryLow reports a weak clock battery.
	BatteryLow bool
}

// FormatClock writes a duration as H:MM:SS, e.g. "1:29:59" or "0:03:02".
func FormatClock(d time.Duration) string {
	if d < 0 {
		d = 0
	}
	s := int(d / time.Second)
	return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
}

// String returns the clock state as a short line in English, e.g.
// "left 0:03:02, right 0:03:01, right running" (SayIn says it in a
// language).
func (c ClockState) String() string { return c.SayIn(catalog.For(catalog.English)) }

// SayIn returns the clock state as a short line in the language of cat.
func (c ClockState) SayIn(cat catalog.Catalog) string {
	if !c.Connected {
		return cat.Say("eboard.clock-none")
	}
	parts := []string{cat.Say("eboard.clock-left", FormatClock(c.Left)), cat.Say("eboard.clock-right", FormatClock(c.Right))}
	side := ""
	switch {
	case c.LeftToMove && !c.RightToMove:
		side = "left"
	case c.RightToMove && !c.LeftToMove:
		side = "right"
	}
	switch {
	case c.Running && side != "":
		parts = append(parts, cat.Say("eboard.clock-"+side+"-running"))
	case c.Running:
		parts = append(parts, cat.Say("eboard.clock-running"))
	case side != "":
		parts = append(parts, cat.Say("eboard.clock-"+side+"-to-move"))
	default:
		parts = append(parts, cat.Say("eboard.clock-stopped"))
	}
	if c.LeftFlag {
		parts = append(parts, cat.Say("eboard.clock-left-flag"))
	}
	if c.RightFlag {
		parts = append(parts, cat.Say("eboard.clock-right-flag"))
	}
	if c.BatteryLow {
		parts = append(parts, cat.Say("eboard.clock-battery"))
	}
	return strings.Join(parts, ", ")
}
