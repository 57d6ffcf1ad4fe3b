package table

import (
	"errors"
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
	// text is the sealed move as written, when it is sealed as written
	// (Setup.SealAsWritten): not judged until arbiter unseal, and move
	// is then NoMove.
	text string
}

// adjourn adjourns the game (Guideline I.1): the player having the move
// seals his move (typed after adjourn and said back to him alone, as
// written and not judged, before his yes: Setup.SealAsWritten; in an
// older journal checked at once and never said), the clocks
// stop, and the envelope is said to the arbiter: the names, the position,
// the clock times and the times used, the move number and who sealed. Nothing goes on until
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
	sealed := &sealedMove{by: pos.Turn(), text: text}
	if !t.cfg.setup.SealAsWritten {
		m, err := t.parseMove(pos, text)
		if err != nil {
			// Said without the move: the sealed move stays secret.
			return append(out, t.errorOut(t.now, msgSealedIllegal))
		}
		sealed.move, sealed.text = m, ""
	}
	by := sealed.by
	out = append(out, t.stopForArbiter()...)
	t.sealed = sealed
	t.version++
	lines := t.envelope(pos, by)
	for i, l := range lines {
		o := t.announce(Arbiter, speech.Alert, nil, l)
		if i == len(lines)-1 {
			// The FEN is for programs: written, not read out.
			o.Say.Mute = true
		}
		out = append(out, o)
	}
	t.logText(LogAdjourn, strings.Join(lines, " "))
	return append(out, t.announce(All, speech.Alert, nil, say(t.text, msgAdjournedSay)))
}

// envelope returns the lines of the envelope of a move sealed by by in
// pos, as an arbiter writes them on a real one (Guideline I.2): the
// players' names with their colours and the number of the sealed move
// and who sealed it (I.2.1, I.2.4, I.2.5); the position before the sealed
// move as a diagram's listing, each side's pieces by their letters in the
// session's language and its pawns (I.2.2); the clocks, as they show the
// time left, and the time each has used (I.2.3); a draw
// offer that stands (I.2.6); that the sealed move itself is kept sealed,
// to be opened with the opponent present (I.7), and that the date, time
// and place of resumption are the arbiter's to add (I.2.7); and, last,
// the position's FEN, for programs.
func (t *Table) envelope(pos *rules.Position, by rules.Color) []string {
	head := say(t.text, msgEnvelope, t.playerName(rules.White), t.playerName(rules.Black), pos.FullmoveNumber(), t.sideIn(by))
	if s := t.cfg.setup; unnamedPlayer(s.White) && unnamedPlayer(s.Black) {
		// No names to write: not "White White, Black Black".
		head = say(t.text, msgEnvelopeUnnamed, pos.FullmoveNumber(), t.sideIn(by))
	}
	lines := []string{head, say(t.text, msgEnvelopePosition,
		t.envelopeSide(pos, rules.White), t.envelopeSide(pos, rules.Black))}
	if t.clk != nil {
		now := instant(t.now)
		ts := t.clk.Times(now)
		lines = append(lines, say(t.text, msgEnvelopeClocks, catalog.Span{D: ts[clock.White]}, catalog.Span{D: ts[clock.Black]},
			catalog.Span{D: t.clk.Used(clock.White, now)}, catalog.Span{D: t.clk.Used(clock.Black, now)}))
	}
	if t.offer != nil {
		lines = append(lines, say(t.text, msgEnvelopeOffer, t.sideIn(*t.offer)))
	}
	lines = append(lines, say(t.text, msgEnvelopeSealed), say(t.text, msgEnvelopeFEN, pos.FEN()))
	return lines
}

// envelopeSide lists the pieces of side c in pos as a diagram's caption
// does, in the session's words and piece letters (SidePieces).
func (t *Table) envelopeSide(pos *rules.Position, c rules.Color) string {
	return SidePieces(t.text, t.cfg.lang, pos, c)
}

// arbiterUnseal resumes an adjourned game (Guideline I.9, I.10): the
// sealed move is made and announced, and the opponent's clock starts
// from the envelope's times.
func (t *Table) arbiterUnseal() []Output {
	s := t.sealed
	if s == nil {
		return []Output{t.errorOut(t.now, msgNothingSealed)}
	}
	if s.text != "" {
		// Sealed as written: judged now, with the opponent present.
		m, err := t.parseMove(t.game.pos(), s.text)
		if err != nil {
			t.sealed = nil
			t.version++
			return t.sealedFault(s, err)
		}
		s.move = m
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
	// The sealed move is completed with the envelope (I.10): the
	// opponent's clock starts. A move of the opponent's sealed before
	// he pressed (Article 6.2.2) is completed first, at this instant.
	for i := 0; i < 2 && t.pendingEntry() != nil; i++ {
		o, err := t.complete()
		out = append(out, o...)
		if err != nil {
			break
		}
	}
	return out
}

// sealedFault opens a sealed move that is illegal, ambiguous or cannot be
// read (err says which) and proposes the result of Guideline I.8 (I.10 of
// the 2023 Laws) for the arbiter to confirm: the sealer loses, or, when
// his opponent cannot checkmate him by any series of legal moves, the
// game is drawn (as Articles 5.1.2 and 6.9 have it for a resignation and
// a flag). The game stays at the position before the sealed move with
// the clocks stopped; the arbiter's yes sets the result as arbiter result
// does, and his no leaves the game to his decision (arbiter result, or
// resume, for the sealer to move).
func (t *Table) sealedFault(s *sealedMove, err error) []Output {
	finding := msgSealedUnreadable
	var me *rules.MoveError
	if errors.As(err, &me) {
		switch me.Kind {
		case rules.AmbiguousMove:
			finding = msgSealedAmbiguous
		case rules.IllegalMove, rules.KingInCheck:
			finding = msgSealedIllegalFound
		}
	}
	sealer := t.sideIn(s.by)
	text := say(t.text, finding, sealer, Clip(s.text))
	res := rules.BlackWins.String()
	if s.by == rules.Black {
		res = rules.WhiteWins.String()
	}
	if t.game.pos().CanCheckmate(s.by^1) == rules.MateImpossible {
		res = "1/2"
		text += " " + say(t.text, msgSealedNoMate, capitalize(t.sideIn(s.by^1)), res)
	} else {
		text += " " + say(t.text, msgSealedLoses, capitalize(sealer), res)
	}
	t.logText(LogAdjourn, say(t.text, msgUnsealed, sealer)+" "+text)
	cmd := command{kind: cmdArbiter, def: findCommand(commands, "arbiter"), args: []string{"result", res}, text: "arbiter result " + res}
	t.confirm = &pendingConfirm{cmd: cmd, at: t.now}
	return []Output{
		t.announce(All, speech.Alert, nil, text),
		t.askOut(All, t.question(cmd)),
	}
}
