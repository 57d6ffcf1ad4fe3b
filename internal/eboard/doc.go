// Package eboard is the common ground of the board drivers: the Event stream
// that every board delivers (lift, place, snapshot, button, clock, connected,
// disconnected, error, resync — each with a monotonic timestamp) and the
// board state types it carries (Occupancy for presence-only boards,
// Placement for boards that know their pieces), and Link, the connection
// layer every driver stands on (open, no answer, faults said once, line
// noise once an episode, connected and back, snapshot requests, resync
// after line trouble), so that a driver is only its protocol's framing and
// messages (a Protocol). DriverOptions are the options of the DGT and
// tactile drivers (the Link's and each protocol's own, with the defaults
// in one place), and serialport.StartDriver is their Start.
//
// The drivers and tools live in subpackages:
//
//   - serialport: the transport. One reader goroutine per port over
//     go.bug.st/serial, unplug detection, reconnect with backoff, keep-alive.
//   - dgt: the DGT e-board protocol (incremental 14-bit-length framer,
//     board dump, field updates, orientation, DGT 3000 clock messages) and
//     its driver.
//   - tactile: the line protocol of our pegged tactile board (specified in
//     docs/tactile-protocol.md) and its driver.
//   - emulator: software boards for both protocols behind a pseudo-terminal,
//     driven by text commands; used by "blindchess simulate" and by the
//     end-to-end tests.
//   - ports: listing serial ports with their USB ids and identifying boards by
//     a protocol handshake.
//
// Drivers only report what the board senses; they do not know the rules of
// chess. Turning lifts and places into moves is the job of internal/twoboard.
package eboard
