package table

import (
	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
)

// pendingClaim is a draw claim that waits for the arbiter's decision
// (tournament play: Articles 9.5, 6.11.3).
type pendingClaim struct {
	by       rules.Color
	intended *rules.Move // the move written with the claim, or nil
	// correct: the program finds the claim correct; rule is then the
	// rule that makes it so.
	correct bool
	rule    rules.ClaimRule
	// running: the clock ran before the claim stopped it.
	running bool
}

// claimForArbiter records a claim for the arbiter: the clocks are stopped,
// the program says whether it finds the claim correct and why, and nothing
// else happens until arbiter accept or arbiter reject. Nothing costs time
// by itself.
func (t *Table) claimForArbiter(by rules.Color, intended *rules.Move, running bool) []Output {
	pc := &pendingClaim{by: by, intended: intended, running: running}
	rs := t.game.g.Claimable()
	if intended != nil {
		rs = t.game.g.ClaimableWith(*intended)
	}
	if len(rs) > 0 {
		pc.correct, pc.rule = true, rs[0]
	}
	t.claimWaits = pc
	t.version++
	side := t.sideIn(by)
	var finding string
	if pc.correct {
		finding = say(t.text, msgClaimFindsCorrect, say(t.text, claimReason(pc.rule)))
	} else {
		count, halfmoves := t.game.claimFacts(intended)
		finding = say(t.text, msgClaimFindsWrong, say(t.text, msgClaimFacts, countIn(t.text, "table.times", count), halfmoves))
	}
	written := ""
	if intended != nil {
		pos := t.game.pos()
		written = " " + say(t.text, msgClaimWritten, t.style.TextInside(t.moveWords(pos, *intended)))
	}
	return []Output{t.logged(LogClaim, t.announce(All, speech.Alert, nil, say(t.text, msgClaimFor, side)+written+" "+finding+" "+say(t.text, msgClaimArbiterDecides)))}
}

// claimReason is the sentence of the rule a correct claim rests on.
func claimReason(r rules.ClaimRule) msgID {
	if r == rules.FiftyMoves {
		return msgReason50
	}
	return msgReasonThreefold
}

// claimRefusal refuses a move, a claim or a press while a claim or an
// illegal move made on a board waits for the arbiter; nil when none waits.
func (t *Table) claimRefusal() []Output {
	if t.sealed != nil {
		return []Output{t.errorOut(t.now, msgAdjourned)}
	}
	if t.illegalWaits != nil {
		c := t.illegalWaits.by
		return []Output{t.errorOut(t.now, msgIllegalWaits, t.sideIn(c), t.sideTyped(c))}
	}
	if t.claimWaits == nil {
		return nil
	}
	return []Output{t.errorOut(t.now, msgClaimWaits, t.sideIn(t.claimWaits.by))}
}

// arbiterAccept is the arbiter's ruling that the pending claim is correct:
// the game is drawn (Articles 9.2, 9.3), with the move written with the
// claim when there was one.
func (t *Table) arbiterAccept() []Output {
	pc := t.claimWaits
	if pc == nil {
		return []Output{t.errorOut(t.now, msgNoClaimWaits)}
	}
	t.claimWaits = nil
	t.logText(LogRuling, say(t.text, msgLogClaimAccepted, t.sideIn(pc.by)))
	if pc.correct {
		if ok, _ := t.game.claim(pc.intended); ok {
			t.claim = ""
			if pc.intended != nil {
				t.claim = t.game.pos().SAN(*pc.intended)
			}
			return t.end(t.game.g.Outcome())
		}
	}
	// The arbiter's judgement stands where the program found none.
	return t.finish("1/2-1/2", msgReasonArbiter, "arbiter")
}

// arbiterReject is the arbiter's ruling that the pending claim is not
// correct (Article 9.5.3): the opponent gains the penalty time, the move
// written with the claim is played, and the clock runs again. The claim
// also stands as a draw offer (9.1.2.3).
func (t *Table) arbiterReject() []Output {
	pc := t.claimWaits
	if pc == nil {
		return []Output{t.errorOut(t.now, msgNoClaimWaits)}
	}
	t.claimWaits = nil
	var out []Output
	claimant, opp := pc.by, pc.by.Other()
	offer := ""
	if t.offer == nil {
		t.offer, t.offerNext = &claimant, &claimant
		out = append(out, Output{At: t.now, Kind: KindOffer, By: claimant})
		offer = " " + say(t.text, msgClaimIsOffer, t.sideIn(claimant))
	}
	t.version++
	msg := say(t.text, msgClaimRejected, t.sideIn(claimant))
	if t.clk != nil {
		evs, err := t.clk.AddPenalty(side(opp), instant(t.now))
		out = append(out, t.clockOutputs(t.talker.Apply(evs))...)
		if err != nil {
			out = append(out, t.failed(err))
		} else {
			t.noteAdjustment(opp, t.clk.Control().Penalty())
		}
		msg += " " + say(t.text, msgClaimPenalty, t.text.Word(phonetic.Color(opp)), t.text.Text(phonetic.Duration(t.clk.Control().Penalty())))
	}
	msg += offer
	if pc.running {
		msg += " " + say(t.text, msgClockRunsAgain)
	}
	out = append(out, t.logged(LogRuling, t.announce(All, speech.Alert, nil, msg)))
	if pc.running && t.clk.Status() == clock.Paused {
		evs, _ := t.clk.Resume(instant(t.now))
		out = append(out, t.clockOutputs(t.talker.Apply(evs))...)
	}
	if pc.intended != nil {
		out = append(out, t.makeMove(*pc.intended)...)
		if n := len(t.sheet); n > 0 && t.sheet[n-1].move == *pc.intended {
			t.sheet[n-1].claimed = true
		}
	}
	return out
}

// touchedThisMove reports whether side c, having the move, has touched
// (lifted) one of his pieces on a board since the last move (Article 9.4),
// or, under Setup.TouchHasTheMove, one of his opponent's on the tactile
// board (4.3.2 with D.2.2).
func (t *Table) touchedThisMove(c rules.Color) bool {
	return t.touch != nil && t.touch.by == c && t.touch.ply == len(t.sheet)
}

// touchState is the last touch of a piece by the side to move.
type touchState struct {
	by  rules.Color
	ply int // the number of half-moves on the scoresheet when it happened
}

// noteTouch records a touch by the side to move (Article 9.4) and, when
// the opponent's draw offer is pending, says that the touch rejects it
// (Article 9.1.2.1): of his own piece, or of his opponent's, which 4.3.2
// makes a touch as well (own false: only the tactile board reports one,
// where every lift is a touch, D.2.2; Setup.TouchHasTheMove, before which
// it did not count). The side to move has the move once
// the opponent's move is made (1.3), so his touch counts before that
// move is completed: where a reply may come before the opponent's press
// (lateReplies), and where the reply itself completes it (no clock, or
// casual play; Setup.TouchHasTheMove). Only where a reply before the
// press is refused (a journal written before the late press) does it
// wait for the press.
func (t *Table) noteTouch(by rules.Color, own bool) []Output {
	if !own && !t.cfg.setup.TouchHasTheMove || by != t.sideToMove() {
		return nil
	}
	replyCompletes := t.cfg.setup.TouchHasTheMove && (t.clk == nil || t.cfg.casual)
	if t.pendingEntry() != nil && !t.lateReplies() && !replyCompletes {
		return nil
	}
	t.touch = &touchState{by: by, ply: len(t.sheet)}
	if t.offer == nil || *t.offer == by {
		return nil
	}
	offerer := *t.offer
	t.offer = nil
	if t.offerNext != nil && *t.offerNext == offerer {
		t.offerNext = nil
	}
	t.version++
	return []Output{t.announce(All, speech.Alert, nil, say(t.text, msgTouchRejectsOffer,
		t.text.Word(phonetic.Color(by)), t.sideIn(offerer)))}
}
