package dgt

// FramerStats counts what a Framer has seen.
type FramerStats struct {
	// Frames is the number of well-formed messages delivered.
	Frames uint64
	// GarbageBytes is the number of bytes skipped because they could not
	// be part of a well-formed message (line noise, truncated messages,
	// impossible lengths).
	GarbageBytes uint64
	// Resyncs is the number of runs of garbage: each time the framer lost
	// the message boundary and had to find it again.
	Resyncs uint64
}

// MaxEEMovesSize bounds an EE_MOVES message (the board's move memory, about
// 8 KB) when Framer.AllowEEMoves is set.
const MaxEEMovesSize = 1<<14 - 1

// maxUnknownSize bounds messages with an identifier the framer does not know.
const maxUnknownSize = SizeBoardDump

// Framer cuts the byte stream from a DGT board into messages. Feed it the
// bytes of each read as they come: messages split over reads are
// reassembled, and bytes that cannot belong to a message are skipped and
// counted, after which the framer resynchronises on the next byte with the
// message bit (0x80) set.
//
// A message is: an identifier byte with bit 7 set, two length bytes with
// bit 7 clear holding the 14-bit total length (header included, high 7 bits
// first), then length-3 data bytes, each with bit 7 clear. The framer also
// checks the length against what the identifier allows, so that noise is
// not taken for a message.
//
// The zero value is ready to use. A Framer is not safe for concurrent use.
type Framer struct {
	// AllowEEMoves lets EE_MOVES messages (up to MaxEEMovesSize bytes)
	// through. Leave it off unless CmdSendEEMoves was sent: it widens the
	// window in which noise could be taken for a message.
	AllowEEMoves bool

	buf       []byte
	inGarbage bool
	stats     FramerStats
}

// Stats returns the counters so far.
func (f *Framer) Stats() FramerStats { return f.stats }

// Buffered returns the number of bytes held back waiting for the rest of a
// message.
func (f *Framer) Buffered() int { return len(f.buf) }

// Reset discards any partial message (counting it as garbage), as after a
// reconnect.
func (f *Framer) Reset() {
	if len(f.buf) > 0 {
		f.skip(len(f.buf))
	}
	f.buf = f.buf[:0]
	f.inGarbage = false
}

func (f *Framer) skip(n int) {
	f.stats.GarbageBytes += uint64(n)
	if !f.inGarbage {
		f.stats.Resyncs++
		f.inGarbage = true
	}
}

// sizeOK reports whether a message with identifier id may have total
// length n.
func (f *Framer) sizeOK(id byte, n int) bool {
	switch id {
	case MsgNone:
		return n == HeaderSize
	case MsgBoardDump:
		return n == SizeBoardDump
	case MsgBWTime:
		return n == SizeBWTime
	case MsgFieldUpdate:
		return n == SizeFieldUpdate
	case MsgVersion, MsgBusAddress:
		return n == SizeVersion
	case MsgLongSerialNr:
		return n == 13
	case MsgSerialNr:
		return n >= 4 && n <= 16
	case MsgBattery:
		return n >= 4 && n <= 16
	case MsgTrademark:
		return n >= 4 && n <= 512
	case MsgEEMoves:
		return f.AllowEEMoves && n >= 4 && n <= MaxEEMovesSize
	}
	return n >= HeaderSize && n <= maxUnknownSize
}

// Feed adds the bytes p and calls emit for every complete message, in
// order. The slice passed to emit is only valid during the call; emit must
// not call Feed.
func (f *Framer) Feed(p []byte, emit func(msg []byte)) {
	f.buf = append(f.buf, p...)
	b := f.buf
	i := 0
	for {
		// Find a byte with the message bit.
		j := i
		for j < len(b) && b[j]&0x80 == 0 {
			j++
		}
		if j > i {
			f.skip(j - i)
			i = j
		}
		if len(b)-i < HeaderSize {
			break
		}
		if b[i+1]&0x80 != 0 || b[i+2]&0x80 != 0 {
			f.skip(1)
			i++
			continue
		}
		n := int(b[i+1])<<7 | int(b[i+2])
		if !f.sizeOK(b[i], n) {
			f.skip(1)
			i++
			continue
		}
		end := i + n
		bad := -1
		for k := i + HeaderSize; k < end && k < len(b); k++ {
			if b[k]&0x80 != 0 {
				bad = k
				break
			}
		}
		if bad >= 0 {
			// A truncated message: a new one starts inside it.
			f.skip(bad - i)
			i = bad
			continue
		}
		if end > len(b) {
			break
		}
		f.stats.Frames++
		f.inGarbage = false
		emit(b[i:end])
		i = end
	}
	f.buf = f.buf[:copy(f.buf, b[i:])]
}
