// Package clock is the chess clock of blindchess: time controls (a small
// grammar, see docs/time-controls.md), the clock state machine that follows
// FIDE Laws of Chess Article 6 and Annexes A and B, arbiter operations, and
// the talking-clock policy of Annex D.2.6.1 that decides what the visually
// impaired player hears and when.
//
// The package is pure: no I/O, no goroutines, no global mutable state. Time
// is injected: every operation takes the instant it happens at ("now"), and
// the clock never reads the system clock. A clock never decrements on ticks;
// it keeps the instant its running segment began and derives the time shown
// from it, so a six-hour game on virtual time ends exact to the nanosecond.
//
// A real-time loop asks Talker.Next (or Clock.Next) for the single next
// instant at which something must happen — an announcement threshold is
// crossed or a flag falls — sets one timer for it, and at that instant calls
// Clock.Advance and Talker.Due. There is no polling.
//
// The talking policy returns structured facts (Announcement values); turning
// them into words and speech is the caller's business (packages phonetic and
// speech). The clock never prompts anyone to press it and never addresses
// the sighted player (Article 12.6): every announcement is private to the
// visually impaired player.
package clock
