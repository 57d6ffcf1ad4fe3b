package eboard

import (
	"time"

	"github.com/blindchess/blindchess/internal/rules"
)

// Fill fills e with the placement p of a board that senses every piece,
// when the board has shown one (have): the board, its pieces and their
// occupancy. The Millennium, Certabo and Chessnut drivers fill their events
// with it.
func (p Placement) Fill(e *Event, have bool) {
	if !have {
		return
	}
	e.HasBoard, e.HasPieces = true, true
	e.Pieces = p
	e.Occupied = p.Occupancy()
}

// FireChanges reports, through l, how a board that senses every piece went
// from the placement *old to next: a Lift for each square whose piece went
// or changed, then a Place for each square whose piece came or changed (so
// a capture reads as the victim lifted and the capturer placed). *old
// becomes next, square by square as each event is fired.
func (l *Link) FireChanges(at time.Time, old *Placement, next Placement) {
	for sq := rules.Square(0); sq < 64; sq++ {
		if was := old[sq]; was != rules.NoPiece && next[sq] != was {
			old[sq] = rules.NoPiece
			e := l.Event(at, Lift)
			e.Square, e.Piece = sq, was
			l.Fire(e)
		}
	}
	for sq := rules.Square(0); sq < 64; sq++ {
		if pc := next[sq]; pc != rules.NoPiece && old[sq] != pc {
			old[sq] = pc
			e := l.Event(at, Place)
			e.Square, e.Piece = sq, pc
			l.Fire(e)
		}
	}
}

// Skipped handles the bytes a framer skipped between messages: total is
// the framer's count so far and *seen the count at the last check. Bytes
// skipped before the board showed its first position (have false) are only
// counted. Otherwise doubt is called with why (noise may have eaten a
// message: the driver asks for the whole board), and the noise is
// reported once for each episode (see Link.Noise).
func (l *Link) Skipped(at time.Time, seen *uint64, total uint64, have bool, doubt func(why Note)) {
	if total == *seen {
		return
	}
	n := total - *seen
	*seen = total
	if !have {
		return
	}
	doubt(Say("eboard.noise-between", n))
	l.Noise(at, Say("eboard.skipped", n, total))
}

// Framed feeds the bytes p to a framer (feed) and hands each whole message
// to handle; check runs before each message and once at the end, so bytes
// the framer skipped are reported before the message that follows them.
func Framed(p []byte, feed func([]byte, func([]byte)), check func(), handle func([]byte)) {
	feed(p, func(m []byte) {
		check()
		handle(m)
	})
	check()
}
