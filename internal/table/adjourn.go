package table

import (
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
)

// sealedMove is the sealed move of an adjourned game (Guideline I.1): it
// is in the journal (the input "adjourn MOVE") and in the table, never
// said or shown until the arbiter unseals it.
type sealedMove struct {
	by   rules.Color
	move rules.Move
}

// adjourn adjourns the game (Guideline I.1): the player having the move
// seals his move (typed after adjourn, checked but not said), the clocks
// stop, and the envelope is said to the arbiter: the names, the position,
// the clock times, the move number and who sealed. Nothing goes on until
// arbiter unseal, in this session or after play --resume.
func (t *Table) adjourn(args []string) []Output {
	if t.Over() {
		return []Output{t.overOut()}
	}
	if t.sealed != nil {
		return []Output{t.errorOut(t.now, msgAdjourned)}
	}
	if len(args) == 0 {
		return []Output{t.errorOut(t.now, msgAdjournUsage)}
	}
	out, refused := t.beforeMove()
	if refused {
		return out
	}
	pos := t.game.pos()
	text := strings.Join(args, " ")
	m, err := t.parseMove(pos, text)
	if err != nil {
		// Said without the move: the sealed move stays secret.
		return append(out, t.errorOut(t.now, msgSealedIllegal))
	}
	by := pos.Turn()
	out = append(out, t.stopForArbiter()...)
	t.sealed = &sealedMove{by: by, move: m}
	t.version++
	env := say(t.text, msgEnvelope, t.playerName(rules.White), t.playerName(rules.Black), pos.FEN(),
		pos.FullmoveNumber(), t.sideIn(by))
	if s := t.cfg.setup; unnamedPlayer(s.White) && unnamedPlayer(s.Black) {
		// No names to write: not "White White, Black Black".
		env = say(t.text, msgEnvelopeUnnamed, pos.FEN(), pos.FullmoveNumber(), t.sideIn(by))
	}
	if t.clk != nil {
		ts := t.clk.Times(instant(t.now))
		env += " " + say(t.text, msgEnvelopeClocks, catalog.Span{D: ts[clock.White]}, catalog.Span{D: ts[clock.Black]})
	}
	out = append(out, t.logged(LogAdjourn, t.announce(Arbiter, speech.Alert, nil, env)))
	return append(out, t.announce(All, speech.Alert, nil, say(t.text, msgAdjournedSay)))
}

// arbiterUnseal resumes an adjourned game (Guideline I.9, I.10): the
// sealed move is made and announced, and the opponent's clock starts
// from the envelope's times.
func (t *Table) arbiterUnseal() []Output {
	s := t.sealed
	if s == nil {
		return []Output{t.errorOut(t.now, msgNothingSealed)}
	}
	t.sealed = nil
	var out []Output
	if t.clk != nil && t.clk.Status() == clock.Paused {
		evs, err := t.clk.Resume(instant(t.now))
		out = append(out, t.clockOutputs(t.talker.Apply(evs))...)
		if err != nil {
			out = append(out, t.failed(err))
		}
	}
	t.logText(LogAdjourn, say(t.text, msgUnsealed, t.sideIn(s.by)))
	out = append(out, t.makeMove(s.move)...)
	if t.pendingEntry() != nil {
		// The sealed move is completed with the envelope (I.10): the
		// opponent's clock starts.
		o, _ := t.complete()
		out = append(out, o...)
	}
	return out
}
