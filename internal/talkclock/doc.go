// Package talkclock is the talking chess clock of blindchess (FIDE Annex
// D.2.6.1): a FIDE clock that tells the visually impaired player his own
// and his opponent's time and the move count on request, and announces his
// time at set thresholds, at a time control and when a flag falls.
//
// It is one more configuration of the table (see docs/architecture.md): a
// Machine that package table's Loop runs like a game, with the same input
// layer (keys, typed lines, scripts, timers), the same journal (so the
// clock is crash-safe and can be resumed) and the same output layer (text
// lines, JSON lines, speech). The Machine does no I/O: its words, events
// and refusals are Outputs; its JSON lines keep the clock's own format
// ({"t","event","white_ms","black_ms","moves","side","text"}).
package talkclock
