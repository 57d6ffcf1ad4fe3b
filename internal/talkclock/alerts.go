package talkclock

import (
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/clock"
)

// alertUnits are the units a time of the standing announcement request
// is said in, largest first: a time is said in the largest unit that
// divides it (90 s as "90 seconds", not "1 minute 30 seconds").
var alertUnits = []struct {
	d    time.Duration
	name string
}{{time.Hour, "h"}, {time.Minute, "m"}, {time.Second, "s"}, {time.Millisecond, "ms"}}

// alertUnit returns the count and the unit name ("h", "m", "s", "ms") of
// d, a time of a standing request (a whole number of milliseconds).
func alertUnit(d time.Duration) (int, string) {
	for _, u := range alertUnits {
		if d%u.d == 0 {
			return int(d / u.d), u.name
		}
	}
	return int(d / time.Millisecond), "ms"
}

// AlertsText says the standing request for automatic time announcements
// in words, in the catalog's language: "at 10 minutes, 5 minutes,
// 1 minute, 30 seconds, every 10 seconds" ("bei 10 Minuten, …, alle 10
// Sekunden"; "při 10 minutách, …, každých 10 sekund"), with the plural
// forms of the language. It is "" when the request has no time (none).
func AlertsText(c catalog.Catalog, a clock.Alerts) string {
	var parts []string
	for i, d := range a.Thresholds {
		n, unit := alertUnit(d)
		s := c.Count("clock.alert-at-"+unit, n)
		if i == 0 {
			s = c.Say("clock.alerts-at", s)
		}
		parts = append(parts, s)
	}
	if a.Every > 0 {
		n, unit := alertUnit(a.Every)
		parts = append(parts, c.Count("clock.alert-every-"+unit, n))
	}
	return strings.Join(parts, ", ")
}
