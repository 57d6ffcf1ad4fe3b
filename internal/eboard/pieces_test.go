package eboard

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/blindchess/blindchess/internal/rules"
)

// TestFireChangesCaptureAndFill shows a capture on a board that senses
// every piece as the victim lifted and the capturer placed, then the
// placement followed square by square, and Fill giving it to an event.
func TestFireChangesCaptureAndFill(t *testing.T) {
	t0 := time.Unix(100, 0)
	log := &eventLog{}
	l, _ := NewLink(Millennium, &bytes.Buffer{}, log.emit, LinkOptions{Now: func() time.Time { return t0 }, NoAnswerDelay: -1}, &fakeProtocol{}, nil)
	e4, _ := rules.ParseSquare("e4")
	d5, _ := rules.ParseSquare("d5")
	wp, bp := rules.MakePiece(rules.White, rules.Pawn), rules.MakePiece(rules.Black, rules.Pawn)
	var old Placement
	old[e4], old[d5] = wp, bp
	next := old
	next[e4], next[d5] = rules.NoPiece, wp
	l.Lock()
	l.FireChanges(t0, &old, next)
	l.FireChanges(t0, &old, next) // nothing changed: nothing fired
	l.Unlock()
	got := log.lines()
	if len(got) != 3 || !strings.Contains(got[0], "lift e4") || !strings.Contains(got[1], "lift d5") || !strings.Contains(got[2], "place d5") {
		t.Fatalf("events %q, want lift e4, lift d5, place d5", got)
	}
	if old != next {
		t.Errorf("placement not followed: %v", old.FEN())
	}
	var e Event
	old.Fill(&e, false)
	if e.HasBoard {
		t.Error("Fill without a position shown: want no board")
	}
	old.Fill(&e, true)
	if !e.HasBoard || !e.HasPieces || e.Pieces != next || e.Occupied != next.Occupancy() {
		t.Errorf("Fill: %+v", e)
	}
}

// TestSkippedDoubtsOnceThePositionIsKnown shows skipped bytes counted
// silently before the first position, then a doubt with the count and one
// noise report per episode.
func TestSkippedDoubtsOnceThePositionIsKnown(t *testing.T) {
	t0 := time.Unix(100, 0)
	log := &eventLog{}
	l, _ := NewLink(Millennium, &bytes.Buffer{}, log.emit, LinkOptions{Now: func() time.Time { return t0 }, NoAnswerDelay: -1}, &fakeProtocol{}, nil)
	var seen uint64
	var doubts []string
	doubt := func(why Note) { doubts = append(doubts, why.Text()) }
	l.Lock()
	l.Skipped(t0, &seen, 5, false, doubt) // before the first position
	l.Skipped(t0, &seen, 5, true, doubt)  // nothing new
	l.Skipped(t0, &seen, 12, true, doubt)
	l.Unlock()
	if seen != 12 {
		t.Errorf("seen %d, want 12", seen)
	}
	if len(doubts) != 1 || doubts[0] != "7 bytes of noise between the board's messages" {
		t.Errorf("doubts %q, want one for 7 bytes", doubts)
	}
	if got := log.lines(); len(got) != 1 || !strings.Contains(got[0], "line noise: 7 bytes from the board skipped (12 so far)") {
		t.Errorf("events %q, want one noise report", got)
	}
}
