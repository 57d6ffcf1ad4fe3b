package table

import (
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
)

// pendingConfirm is a command that ends the game or costs time, said back
// and waiting for its confirmation: the next line "ja", "yes" or "ano"
// carries it out, any other line cancels it. It is part of the table's
// state, so a replay of the journaled lines asks and answers exactly
// as the game did.
type pendingConfirm struct {
	cmd command
	at  time.Duration // when it was asked
	// stopped: the question stopped the running clock (stopsClock); it
	// runs again after the answer, with the times it had when asked.
	stopped bool
}

// stopsClock reports whether the question of c stops a running clock
// while it waits for its answer. A claim does (Article 9.5.1: the
// claimant or the arbiter stops the clock; the claim is made only after
// the answer), and so does every question of the arbiter's commands
// (6.11.1: the arbiter stops the clocks when he interrupts the game;
// 6.11.2: a player may stop them to seek his assistance). A player's own
// decision is made on his own time, with his clock running: a draw offer
// (9.1.2.1: after his move, before his press), accepting one, resigning
// (5.1.2), leaving the program.
func stopsClock(c command) bool { return c.kind == cmdClaim || c.kind == cmdArbiter }

// interruptWindow is how soon a second Ctrl+C leaves without the answer
// to the question the first one asked.
const interruptWindow = 2 * time.Second

// Confirming reports whether a command waits for its confirmation.
func (t *Table) Confirming() bool { return t.confirm != nil }

// question returns the sentence that says what c will do, when c ends the
// game or costs time and needs a confirmation; "" when it does not.
func (t *Table) question(c command) string {
	switch c.kind {
	case cmdQuit:
		if t.Over() || t.sealed != nil {
			// A finished game, or an adjourned one (its move sealed):
			// leaving is what comes next.
			return ""
		}
		return say(t.text, msgConfirmQuit)
	case cmdAdjourn:
		if !t.cfg.setup.SealAsWritten || t.sealRefused(c) {
			return ""
		}
		// Said back as written, not judged: a paper envelope does not
		// tell the sealer that his move is illegal (Guideline I.8). The
		// VI player hears his own in his earphone; the opponent's is not
		// said at all, for the VI player would hear it.
		if t.sideToMove() != t.cfg.me {
			return say(t.text, msgConfirmSealUnsaid)
		}
		return say(t.text, msgConfirmSeal, Clip(strings.Join(c.args, " ")))
	case cmdResign:
		if t.Over() || len(c.args) == 0 {
			return ""
		}
		col, ok := parseSide(c.args[0])
		if !ok {
			return ""
		}
		return say(t.text, msgConfirmResign, capitalize(t.text.Word(phonetic.Color(col))))
	case cmdClaim:
		if t.Over() || t.claimRefused() {
			return ""
		}
		return t.claimQuestion(c.args)
	case cmdDraw:
		if t.Over() {
			return ""
		}
		by := t.sideToMove()
		if p := t.pendingEntry(); p != nil {
			by = p.by
		}
		if len(c.args) > 0 {
			col, ok := parseSide(c.args[0])
			if !ok {
				return ""
			}
			by = col
		}
		if n := t.cfg.setup.NoDrawBefore; n > 0 && t.offer == nil {
			num := t.game.pos().FullmoveNumber()
			if p := t.pendingEntry(); p != nil && p.by == by {
				num = p.num
			}
			if num < n && !t.drawAllowed {
				return "" // refused at once (Article 9.1.1)
			}
		}
		switch {
		case t.offer == nil:
			return say(t.text, msgConfirmDraw)
		case *t.offer == by:
			return ""
		}
		// An offer back to a pending offer accepts it.
		return t.question(command{kind: cmdAccept})
	case cmdAccept:
		if t.Over() || t.offer == nil {
			return ""
		}
		var moved [2]bool
		for _, e := range t.sheet {
			moved[e.by] = true
		}
		if !moved[rules.White] || !moved[rules.Black] {
			return ""
		}
		return say(t.text, msgConfirmAccept)
	case cmdArbiter:
		if len(c.args) == 0 {
			return ""
		}
		a := findCommand(arbiterCommands, c.args[0])
		if a == nil {
			return ""
		}
		switch a.canonical() {
		case "result":
			res, ok := t.parseResult(c.args[1:])
			switch {
			case !ok:
				return ""
			case res == "*" && t.Over() && t.endedByLastMove():
				return "" // only a take-back reopens it: said at once
			}
			// Said back as typed when it is a score ("1/2"), else as
			// the score a side or draw in words means ("schwarz": 0-1).
			words := ""
			switch res {
			case ResultBothLose:
				words = say(t.text, msgResultBothLose)
			case ResultWhiteHalf:
				words = say(t.text, msgResultWhiteHalf)
			case ResultBlackHalf:
				words = say(t.text, msgResultBlackHalf)
			}
			if typed := strings.Join(c.args[1:], ""); strings.ContainsAny(typed, "0123456789½*") {
				res = typed
			}
			shown := Clip(res)
			if words != "" {
				// An exceptional result is said in words too: "0-0
				// (both players lose)".
				shown += " (" + words + ")"
			}
			return say(t.text, msgConfirmResult, shown)
		case "illegal":
			// The second illegal move of a side ends the game (7.5.5):
			// an arbiter's slip of the side must be answerable no.
			if t.Over() || len(c.args) < 2 {
				return ""
			}
			col, ok := parseSide(c.args[1])
			if !ok || t.bad[col] < 1 {
				return ""
			}
			if len(c.args) > 2 && PlayerCommand(c.args[2]) == "press" && t.cfg.setup.PressWithoutMove && t.pressNoMove[col] == 0 {
				return "" // nothing to count: refused at once
			}
			if col == rules.White {
				return say(t.text, msgConfirmSecondIllegalWhite)
			}
			return say(t.text, msgConfirmSecondIllegalBlack)
		case "time", "add":
			return t.zeroQuestion(a.canonical(), c.args[1:])
		case "takeback":
			n := len(t.sheet)
			if n == 0 || t.Over() && !t.endedByLastMove() || t.sealed != nil && t.cfg.setup.AdjournHeld {
				return ""
			}
			return say(t.text, msgConfirmTakeback, t.style.TextInside(t.sheet[n-1].words))
		case "retrace":
			if t.sealed != nil && t.cfg.setup.AdjournHeld || !t.cfg.setup.RetraceInWords && len(c.args) != 2 {
				// An old journal's retrace with --drop-adjustments was
				// made without a question (Setup.RetraceInWords).
				return ""
			}
			start := t.game.g.Start()
			args, _ := dropFlag(c.args[1:])
			ply, ok := retraceTarget(&start, args)
			if !ok || ply > len(t.sheet) {
				return ""
			}
			q := say(t.text, msgConfirmRetrace, t.retraceLabel(&start, ply)) // the move in words, as the retrace says it
			if ply == 0 {
				// Not "after move 0": the starting position.
				q = say(t.text, msgConfirmRetraceStart)
			}
			if t.Over() {
				// The game's end is struck out with the moves: the
				// arbiter hears it before he answers.
				q += " " + say(t.text, msgRetraceReopens, t.resultInside())
			}
			return q
		}
		return ""
	}
	return ""
}

// confirmStep handles a line while a command waits for its confirmation:
// a confirmation (or a second Ctrl+C within 2 s of the first) carries it
// out, a board event, a scripted instant or an answer word that means
// something else in the session's language (Czech "no") leaves it
// waiting, and anything else cancels it and is not carried out.
func (t *Table) confirmStep(c command, source string) ([]Output, bool) {
	if t.confirm == nil {
		return nil, false
	}
	switch {
	case c.kind == cmdTick && source != SourceKeyboard,
		c.kind == cmdBoard, c.kind == cmdTouches:
		return nil, false
	}
	if c.kind == cmdPress && boardPress(c.text) && t.holdsClock() {
		// A clock's lever or a board's press is no answer: the question
		// waits, and so does the clock it stopped.
		return []Output{t.errorText(t.now, say(t.text, msgPressQuestionWaits))}, true
	}
	w := strings.ToLower(strings.TrimSpace(c.text))
	if c.kind == cmdVoice {
		w = strings.ToLower(strings.Join(c.args, " "))
	}
	if t.ambiguous(w) {
		// A word that means something else in the session's language
		// neither confirms nor cancels: the question waits.
		return []Output{t.ambiguousOut(w)}, true
	}
	if c.kind == cmdVoice && answerYes[w] && t.saidAt(c) < t.confirm.at {
		// A spoken yes said before the question was asked (a
		// recogniser far behind) answers nothing: the question waits
		// for a yes after it (Setup.VoiceSaidAt).
		return []Output{t.errorOut(t.now, msgVoiceYesEarly)}, true
	}
	p := t.confirm
	t.confirm = nil
	var out []Output
	if p.stopped && t.clk != nil && t.clk.Status() == clock.Paused {
		// The clock runs again from the times it had when the question
		// was asked (6.11.3): nothing of the wait is counted.
		evs, _ := t.clk.Resume(instant(t.now))
		out = t.clockOutputs(t.talker.Apply(evs))
	} else {
		p.stopped = false
	}
	if answerYes[w] || p.cmd.interrupt && c.interrupt && t.now-p.at <= interruptWindow {
		ran := t.run(p.cmd)
		if resumed := len(out); resumed > 0 {
			out, ran = dropNoPause(out, ran)
		}
		out = append(out, ran...)
		if p.stopped && !t.Over() && t.clk.Status() == clock.Running && !saysRunsAgain(t.text, ran) {
			out = append(out, t.announce(All, speech.Alert, nil, say(t.text, msgClockRunsAgain)))
		}
		return out, true
	}
	text := say(t.text, msgConfirmCancelled)
	if p.stopped {
		text += " " + say(t.text, msgClockRunsAgain)
	}
	return append(out, t.announce(All, speech.Alert, nil, text)), true
}

// holdsClock reports whether the waiting question holds the clock until
// its answer: a claim's or the arbiter's (stopsClock), in a game whose
// questions stop the clock (Setup.QuestionsStopClock). A press made on a
// board (a DGT clock's lever, the tactile board's press) neither answers
// it nor starts the clock: it is refused, and the question waits.
func (t *Table) holdsClock() bool {
	return t.confirm != nil && stopsClock(t.confirm.cmd) && t.cfg.setup.QuestionsStopClock
}

// boardPress reports whether the press line was made on a board
// (BoardPressLine), also when a script gives it.
func boardPress(line string) bool {
	src := LineSource(line, "")
	return src == SourceTactile || src == SourceSighted
}

// dropNoPause drops the clock's resume (the last of resumed) when the
// command's outputs (ran) begin their clock events with one at the same
// instant that leaves the clock paused: the clock that a question
// stopped was restarted for the command, which stopped it again at once
// (a claim; a take-back puts back the times before the move, paused).
// That event's own pause is dropped too: the two change nothing.
func dropNoPause(resumed, ran []Output) ([]Output, []Output) {
	last := resumed[len(resumed)-1]
	if last.Kind != KindClock || last.Clock.What != "resume" {
		return resumed, ran
	}
	for i, o := range ran {
		if o.Kind != KindClock {
			continue
		}
		if o.Clock.Status != clock.Paused.String() || o.At != last.At {
			return resumed, ran
		}
		if o.Clock.What == "pause" {
			ran = append(append([]Output(nil), ran[:i]...), ran[i+1:]...)
		}
		return resumed[:len(resumed)-1], ran
	}
	return resumed, ran
}

// saysRunsAgain reports whether one of outs says that the clock runs
// again (a rejected claim does).
func saysRunsAgain(text phonetic.Style, outs []Output) bool {
	again := say(text, msgClockRunsAgain)
	for _, o := range outs {
		if strings.Contains(o.Say.Text, again) {
			return true
		}
	}
	return false
}

// askFirst holds c for its confirmation when it needs one, and asks.
func (t *Table) askFirst(c command) ([]Output, bool) {
	q := t.question(c)
	if q == "" {
		return nil, false
	}
	t.confirm = &pendingConfirm{cmd: c, at: t.now}
	var out []Output
	if stopsClock(c) && t.cfg.setup.QuestionsStopClock && t.clk != nil && t.clk.Status() == clock.Running {
		evs, err := t.clk.Pause(instant(t.now))
		out = t.clockOutputs(t.talker.Apply(evs))
		if err != nil {
			out = append(out, t.failed(err))
		} else {
			t.confirm.stopped = true
		}
	}
	out = append(out, t.askOut(t.questionAudience(c), q))
	if t.confirm.stopped {
		out = append(out, t.announce(All, speech.Alert, nil, say(t.text, msgQuestionStopsClock)))
	}
	return out, true
}

// askOut announces the question q to aud with how to answer it, marked
// as a question that waits for its answer (Announcement.Question: a
// braille display keeps it until the answer), also for "repeat".
func (t *Table) askOut(aud Audience, q string) Output {
	ask := t.announce(aud, speech.Alert, nil, q+" "+say(t.text, msgConfirmHow))
	ask.Say.Question = true
	t.said[len(t.said)-1].Question = true // "repeat" asks it again
	return ask
}

// readAsMove says, once per command, that a line was taken as a move
// though it could also be read as that command.
func (t *Table) readAsMove(c command) []Output {
	if c.other == nil || t.noted[c.other.kind] {
		return nil
	}
	if t.noted == nil {
		t.noted = map[cmdKind]bool{}
	}
	t.noted[c.other.kind] = true
	name := fillIn(t.text, "table.cmd-"+c.other.names[0])
	a := Announcement{Text: say(t.text, msgReadAsMove, name), TextLang: t.TextLang(), Priority: speech.OnRequest, Audience: Player}
	return []Output{{At: t.now, Kind: KindAnnounce, Say: a}}
}

// pressed answers a press that was done and said nothing with a short
// word ("gedrückt"), so that a press is never met with silence.
func (t *Table) pressed(outs []Output) []Output {
	for _, o := range outs {
		if o.Kind == KindError || o.Kind == KindAnnounce {
			return nil
		}
	}
	a := Announcement{Text: say(t.text, msgPressed), TextLang: t.TextLang(), Priority: speech.OnRequest, Audience: Player}
	return []Output{{At: t.now, Kind: KindAnnounce, Say: a}}
}

// claimRefused reports, without changing anything, whether a claim now
// would be refused at once (a claim or an illegal move waits for the
// arbiter, the game is adjourned (Setup.AdjournHeld), the clock has not
// been started, the last move waits for its press in tournament play, or
// the claimant touched a piece): the refusal is said without a question
// first.
func (t *Table) claimRefused() bool {
	switch {
	case t.claimWaits != nil, t.illegalWaits != nil:
		return true
	case t.sealed != nil && t.cfg.setup.AdjournHeld:
		// A journal written before it asked, and the line after the
		// question cancelled it without being carried out.
		return true
	case t.clk != nil && !t.cfg.casual && (t.clk.Status() == clock.NotStarted || t.pendingEntry() != nil && !t.lateReplies()):
		return true
	}
	return t.touchedThisMove(t.sideToMove())
}

// zeroQuestion is the question of an arbiter's time or add (op) with
// args that leaves a side's clock at zero: that side's flag falls as
// soon as its clock runs, and he loses, or the game is drawn when the
// opponent cannot checkmate (Article 6.9), so the arbiter is asked
// first, as for the other commands that can end the game; "" for any
// other time, and for a command the arbiter's command refuses at once
// (taking more than a side has), and in a game whose journal was written
// before this question existed (Setup.QuestionsStopClock).
func (t *Table) zeroQuestion(op string, args []string) string {
	if t.clk == nil || t.Over() || len(args) < 2 || !t.cfg.setup.QuestionsStopClock {
		return ""
	}
	c, ok := parseSide(args[0])
	if !ok {
		return ""
	}
	d, err := parseClockTime(args[1])
	if err != nil {
		return ""
	}
	left := t.clk.Remaining(side(c), instant(t.now))
	switch {
	case op == "time" && d == 0:
	case op == "add" && d < 0 && -d == left:
		// All that is left (more is refused at once, and changes
		// nothing).
	default:
		return ""
	}
	if c == rules.White {
		return say(t.text, msgConfirmZeroWhite)
	}
	return say(t.text, msgConfirmZeroBlack)
}

// claimQuestion is the question before a claim (args: the move it is
// made with, if any). It names the claimant, the side to move on the
// board, so that a player who meant his own claim hears whose it is
// before he answers (Articles 1.3, 9.2); when the clock still runs for
// the other side (his move made, its press not yet), one sentence says
// that the claimant has the move, and nothing of the press (12.6). ""
// when the move cannot be read or played: that is refused at once.
func (t *Table) claimQuestion(args []string) string {
	claimant := t.sideToMove()
	who := t.sideIn(claimant)
	var q string
	if len(args) == 0 {
		q = say(t.text, msgConfirmClaim, who)
	} else {
		pos := t.game.pos()
		m, err := t.parseMove(pos, strings.Join(args, " "))
		if err != nil {
			return ""
		}
		q = say(t.text, msgConfirmClaimMove, who, t.style.TextInside(t.moveWords(pos, m)))
	}
	if t.clk != nil && t.clk.Status() != clock.NotStarted && t.clk.Turn() != side(claimant) {
		// "Claim a draw by White, without a move? White has the move
		// (Article 1.3). If the claim is wrong, …": after the question.
		ask, rest, _ := strings.Cut(q, "? ")
		return ask + "? " + say(t.text, msgConfirmClaimHasMove, who) + " " + rest
	}
	return q
}

// sealRefused reports, without changing anything, whether adjourn with
// c's arguments is refused at once (the game is over or adjourned, no
// move is written, or a move could not be made now): the refusal is said
// without the question.
func (t *Table) sealRefused(c command) bool {
	switch {
	case t.Over(), t.sealed != nil, len(c.args) == 0, t.illegalWaits != nil, t.claimWaits != nil:
		return true
	case t.clk != nil && !t.cfg.casual && t.clk.Status() == clock.NotStarted:
		return true
	case t.clk != nil && !t.cfg.casual && t.pendingEntry() != nil && !t.lateReplies():
		return true
	}
	return false
}

// questionAudience is who hears the question of c: everyone, but the
// VI player's sealed move said back as written (adjourn) only him, in
// his earphone: it stays sealed until the unseal (Guideline I.7). The
// opponent's sealed move is not said back (question).
func (t *Table) questionAudience(c command) Audience {
	if c.kind == cmdAdjourn && t.sideToMove() == t.cfg.me {
		return Player
	}
	return All
}
