// Package journal is the crash-safe, append-only event log of one game at a
// table, and its replay.
//
// A journal is a text file of lines. The first line is the Header (the game's
// setup, as the table wrote it); every further line is one Record: one input
// of the game (a typed line, a timer expiry, a board event) with its sequence
// number, its instant on the game's time line, its source and its raw text.
// The table appends each input — and waits for it to reach the disk with
// fsync — before it applies it, so replaying the records through the same
// pure loop rebuilds the exact game, scoresheet and clock.
//
// Each line is "cccccccc {json}\n": the CRC-32C of the JSON in eight
// lower-case hex digits, one space, the JSON object, a newline. A line is
// written with one write call, so a process killed mid-write (kill -9) or a
// machine losing power leaves at worst one incomplete last line (or a tail of
// zero bytes); Parse drops that torn tail, reports how many bytes it dropped,
// and OpenAppend cuts it off before appending. Anything else that is wrong —
// a complete line with a bad checksum, bad JSON, a sequence number out of
// order, damage in the middle of the file — is corruption, reported with its
// line number and byte offset by a *CorruptError. OpenRecover keeps every
// complete record it can (when the header is intact): those before the
// damage, and after it those that continue the sequence without a gap, so
// lines of garbage between records cost nothing; after a lost record the
// rest cannot be replayed. It copies the damaged file aside, rewrites the
// journal with the kept records, and reports what it dropped; on a disk that
// takes no writes it does all that in memory, copying the file first once
// the disk is writable again.
//
// A full disk or an unwritable folder does not stop a game: Create and
// Append report the failure, keep every record in memory, and retry the disk
// on every later Append, so the file catches up as soon as the disk takes
// writes again. A write the disk stops half way through is cut off at
// once (and again at Close), so the file never ends in a partial record
// that a crash did not leave; a journal opened on a disk that takes no
// writes is appended to, never truncated, when the disk comes back.
// Contents and SaveCopy give the whole journal, the records held in memory
// included, for a rescue on another disk.
//
// The journal keeps in memory every byte it has written. Before each
// write, and at Close, it checks that the file at its path is still the
// one it writes, as long as it left it; a file deleted, cut short,
// lengthened or written over by another program (or a folder removed) is
// written again whole, atomically, the file found there kept aside as a
// damaged journal is, and TakeRestored reports it once. The journal is used by one goroutine (the table loop); it
// has no locks.
package journal
