package millennium

import (
	"math/bits"
	"strings"
)

// FramerStats counts what a Framer has seen.
type FramerStats struct {
	// Messages is the number of well-formed messages delivered.
	Messages uint64
	// GarbageBytes is the number of bytes skipped because they could not
	// start a well-formed message (noise, a bad parity bit, a message cut
	// short, a block parity that does not match).
	GarbageBytes uint64
	// ParityErrors counts bytes whose parity bit was wrong.
	ParityErrors uint64
}

// Framer cuts the byte stream of a ChessLink board into messages. Feed it
// the bytes of each read as they come: messages split over reads are
// reassembled; a byte that cannot start a message, or a message whose
// characters or block parity are wrong, is skipped one byte at a time, so
// the framer finds the next message after any noise. A byte with bit 7 set
// must have odd parity (a port opened 7O1 delivers bit 7 clear, a
// pseudo-terminal or a port opened 8N1 the parity bit itself). The zero
// value is ready to use; it is not safe for concurrent use.
type Framer struct {
	buf   []byte
	stats FramerStats
}

// Stats returns the counters so far.
func (f *Framer) Stats() FramerStats { return f.stats }

// Reset drops a half-received message (counted as garbage), as after a
// reconnect.
func (f *Framer) Reset() {
	f.stats.GarbageBytes += uint64(len(f.buf))
	f.buf = f.buf[:0]
}

// Feed adds the bytes p and calls emit with each complete message (type
// letter and data, without block parity, 7-bit). The message is only
// valid during the call.
func (f *Framer) Feed(p []byte, emit func(msg []byte)) {
	for _, c := range p {
		if c&0x80 != 0 && bits.OnesCount8(c)%2 == 0 {
			f.stats.ParityErrors++
			c = 0 // a character that fits nowhere: the message it is in fails
		}
		f.buf = append(f.buf, c&0x7F)
		f.scan(emit)
	}
}

// scan delivers the messages at the start of the buffer and drops what
// cannot start one.
func (f *Framer) scan(emit func([]byte)) {
	for len(f.buf) > 0 {
		size := messageSize(f.buf[0])
		if size == 0 || !f.plausible(size) {
			f.skip()
			continue
		}
		if len(f.buf) < size {
			return
		}
		m, err := Unframe(f.buf[:size])
		if err != nil {
			f.skip()
			continue
		}
		f.stats.Messages++
		emit(m)
		f.buf = f.buf[:copy(f.buf, f.buf[size:])]
	}
}

// plausible reports whether the characters buffered so far can belong to
// a message of the buffered type and its size.
func (f *Framer) plausible(size int) bool {
	n := min(len(f.buf), size)
	for i := 1; i < n; i++ {
		c := f.buf[i]
		if f.buf[0] == MsgStatus && i < 65 {
			if strings.IndexByte(statusChars, c) < 0 {
				return false
			}
			continue
		}
		if !isHex(c) {
			return false
		}
	}
	return true
}

func (f *Framer) skip() {
	f.stats.GarbageBytes++
	f.buf = f.buf[:copy(f.buf, f.buf[1:])]
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'A' && c <= 'F' || c >= 'a' && c <= 'f'
}
