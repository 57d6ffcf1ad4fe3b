package table

import (
	"strings"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
)

// castlingCall is a castling announced (Guideline II.3.2.7.1): by the side
// to move when the scoresheet had ply moves.
type castlingCall struct {
	by  rules.Color
	ply int
}

// castleCmd is castle (rochade, rošáda): the player having the move
// announces that he is going to castle (Guideline II.3.2.7.1, R240 of
// fide-requirements.md). It is said to both players and kept in the
// arbiter log; until his move is completed or the announcement is taken
// back (undo), the boards read his lifts and places as castling (R246,
// twoboard.Tracker.AnnounceCastling). It is refused when no castling is
// legal now. While a move waits for its press the player having the move
// is the mover's opponent (Article 1.3), and the word is his
// (Setup.CastleHasTheMove): nothing said then tells anyone that the mover
// has not pressed (12.6). In a journal written before, it was the
// mover's, refused: his move is already made.
func (t *Table) castleCmd() []Output {
	if t.Over() {
		return []Output{t.overOut()}
	}
	if o := t.claimRefusal(); o != nil {
		return o
	}
	by := t.sideToMove()
	if p := t.pendingEntry(); p != nil && !t.cfg.setup.CastleHasTheMove {
		// While his move waits for its press, his turn is not over: the
		// word is his, and his move is made, so castling can no longer be
		// announced before it.
		if t.castlingHolds() && t.castling.by == p.by {
			return []Output{t.errorOut(t.now, msgCastleAgain, t.text.Word(phonetic.Color(p.by)))}
		}
		return []Output{t.errorOut(t.now, msgCastleAfterMove, t.text.Word(phonetic.Color(p.by)), fillIn(t.text, "table.cmd-undo"))}
	}
	if t.castlingHolds() && t.castling.by == by && len(t.sheet) == t.castling.ply {
		return []Output{t.errorOut(t.now, msgCastleAgain, t.text.Word(phonetic.Color(by)))}
	}
	pos := t.game.pos()
	legal := false
	for _, m := range pos.Legal() {
		if m.IsCastle() {
			legal = true
			break
		}
	}
	if !legal {
		return []Output{t.errorOut(t.now, msgCastleNone, t.text.Word(phonetic.Color(by)))}
	}
	t.castling = &castlingCall{by: by, ply: len(t.sheet)}
	return []Output{t.logged(LogCastling, t.announce(All, speech.Move, nil, say(t.text, msgCastleAnnounced, t.text.Word(phonetic.Color(by)))))}
}

// castlingHolds reports whether the castling announced still holds: no
// move of the announcing side has been completed since, and no move
// before the announcement has been taken back.
func (t *Table) castlingHolds() bool {
	c := t.castling
	if c == nil || len(t.sheet) < c.ply || t.Over() {
		return false
	}
	for _, e := range t.sheet[c.ply:] {
		if e.by == c.by && e.completed {
			return false
		}
	}
	return true
}

// withdrawCastling is undo of the castling announcement (D.2.8): the
// boards are read as before it.
func (t *Table) withdrawCastling() []Output {
	t.castling = nil
	return []Output{t.logged(LogCorrection, t.announce(All, speech.Move, nil, say(t.text, msgCastleWithdrawn)))}
}

// castlingToBoards tells the boards' tracker of the castling announced
// while it holds and no move has been made since it, and that it holds no
// more: so after an undo of a typed move that followed the announcement,
// which still stands.
func (t *Table) castlingToBoards() []Output {
	if t.b == nil {
		return nil
	}
	tr := t.b.tr
	want := t.castlingHolds() && len(t.sheet) == t.castling.ply && tr.N() == len(t.sheet)
	switch {
	case want && !tr.CastlingAnnounced():
		return t.boardFacts(tr.AnnounceCastling(instant(t.now)))
	case !want && tr.CastlingAnnounced():
		tr.WithdrawCastling()
	}
	return nil
}

// pressCounts reports whether a press with nothing to complete is a
// press without a move for the arbiter (Article 7.5.3): in tournament
// play, while the clock runs, in a game set up since it is
// (Setup.PressWithoutMove).
func (t *Table) pressCounts() bool {
	return t.cfg.setup.PressWithoutMove && t.clk != nil && !t.cfg.casual && t.clk.Status() == clock.Running
}

// logPress keeps a press without a move in the arbiter log (kind press):
// the refusal said at the table, and the command that counts it as an
// illegal move of the side whose clock runs (Articles 7.5.3, 7.5.5),
// whose press it is.
func (t *Table) logPress(refusal string) {
	by := color(t.clk.Turn())
	t.pressNoMove[by]++
	t.logText(LogPress, refusal+" "+say(t.text, msgPressLogNote, t.pressRulingLine(by)))
}

// pressRulingLine is the arbiter's command that counts a press without a
// move of side c, in the session's language: "arbiter illegal white
// press", "schiedsrichter regelwidrig weiß drücken", "rozhodčí nemožný
// bílý stisk".
func (t *Table) pressRulingLine(c rules.Color) string {
	return strings.Join([]string{
		fillIn(t.text, "table.cmd-arbiter"),
		fillIn(t.text, "table.cmd-arbiter-illegal"),
		strings.ToLower(t.text.Word(phonetic.Color(c))),
		fillIn(t.text, "table.cmd-press"),
	}, " ")
}

// arbiterIllegalPress is arbiter illegal SIDE press: a press without a
// move of side c kept in the arbiter log counts as his illegal move
// (Article 7.5.3), in the one count of Article 7.5.5. It is refused when
// the log has none of his left to count.
func (t *Table) arbiterIllegalPress(c rules.Color) []Output {
	if t.Over() {
		return []Output{t.overOut()}
	}
	if t.pressNoMove[c] == 0 {
		return []Output{t.errorOut(t.now, msgPressNoneToCount, t.sideIn(c), fillIn(t.text, "table.cmd-press"))}
	}
	t.pressNoMove[c]--
	return t.countIllegal(c, nil, say(t.text, msgPressCounted, t.text.Word(phonetic.Color(c))))
}
