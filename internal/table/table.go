package table

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/twoboard"
)

// The sources of inputs, as the journal records them.
const (
	// SourceKeyboard is a line typed at the terminal (or read from stdin).
	SourceKeyboard = "keyboard"
	// SourceScript is a line of a --script file (a board's line in it names
	// its board: LineSource).
	SourceScript = "script"
	// SourceTimer is the loop's timer: the clock's next event (a flag, an
	// automatic time announcement) is due. Its Text is empty.
	SourceTimer = "timer"
	// SourceSystem is an input the program makes itself: InputResumed.
	SourceSystem = "system"
)

// InputResumed is the Text of the SourceSystem input a resumed session
// appends first: the clock is paused at its last known times, since the
// time between the crash and the resume is unknown.
const InputResumed = "resumed"

// Input is one input of the game: a typed line, a timer expiry or a system
// event, at an instant of the game's time line.
type Input struct {
	// At is the instant on the game's time line: the offset from the
	// table's time origin (0 = when the game was set up).
	At time.Duration
	// Source is one of the Source constants.
	Source string
	// Text is the line as typed (a move or a command), or empty.
	Text string
}

// epoch is the clock package's instant of the game's time origin. The
// date is arbitrary: only differences matter, and a fixed value keeps
// replays exact.
var epoch = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// instant turns a time-line offset into a clock instant.
func instant(at time.Duration) time.Time { return epoch.Add(at) }

// offset turns a clock instant into a time-line offset.
func offset(t time.Time) time.Duration { return t.Sub(epoch) }

// entry is one half-move of the scoresheet.
type entry struct {
	move  rules.Move
	san   string // SAN with English letters, as PGN writes it
	words []phonetic.Word
	by    rules.Color
	num   int // full-move number
	// clk is the mover's clock after the move was completed ([%clk]).
	clk    time.Duration
	hasClk bool
	// offer: the mover offered a draw with this move, written (=).
	offer     bool
	completed bool
	// snap is the clock snapshot from just before the move, for the
	// arbiter's take-back.
	snap    clock.Snapshot
	hasSnap bool
	// source is where the move came from: the keyboard, a script, the
	// voice, or a board ("tactile", "sighted").
	source string
	// claimed: the move was written with a draw claim (Articles 9.2, 9.3)
	// and must be played (9.5).
	claimed bool
}

// onBoard reports whether the move was made on a board: a released piece
// is a move made (Article 4.7), not an announcement that can be corrected.
func (e *entry) onBoard() bool {
	return e.source == twoboard.Tactile.String() || e.source == twoboard.Sighted.String()
}

// Table is one game at one table: the game, its scoresheet, its clock and
// the talking-clock policy. Apply turns each input into outputs; nothing
// else changes a Table. It does no I/O and reads no clock: the same inputs
// give the same outputs, which is what makes the journal's replay exact.
// A Table is owned by one goroutine.
type Table struct {
	cfg    config
	input  string         // the line being applied: errors repeat only its start (clipEcho)
	style  phonetic.Style // the Words: moves and clock facts
	text   phonetic.Style // the sentences: the language of --lang
	parser *phonetic.Parser
	game   *game
	sheet  []entry
	// stood are the parts of the record before each illegal move that
	// stood (Annex A.4.2, arbiter stands); sheet and game go on from the
	// position after the last.
	stood  []stoodPart
	clk    *clock.Clock  // nil without a clock
	talker *clock.Talker // nil without a clock
	now    time.Duration // the instant of the latest input
	offer  *rules.Color  // the side whose draw offer is pending
	// offerNext is a side that offered a draw before making its move: (=)
	// goes with that move.
	offerNext *rules.Color
	bad       [2]int // completed illegal moves per side (Article 7.5.5)
	result    string // "" while the game goes on
	reason    string // the Result reason for JSON ("checkmate")
	// reasonMsg is the sentence of the reason.
	reasonMsg msgID
	said      []Announcement // the last announcements, for repeat
	// version counts changes of the scoresheet (moves, presses, offers,
	// result), so the loop knows when to rewrite the PGN.
	version int
	claim   string  // the text of the last claim, for the PGN
	b       *boards // the tactile and sighted boards; nil without
	// voice is the move heard by voice that waits for its confirmation.
	voice *voicePending
	// voiceKeys counts the presses of the push-to-talk key.
	voiceKeys int
	// voiceInputs counts the inputs of the recogniser applied.
	voiceInputs int
	// voiceKeyName is the session's push-to-talk key ("" none): a move
	// said back asks for a press of it before the yes.
	voiceKeyName string
	// sourceOverride, when set, is the source of the move being made (a
	// move heard by voice and confirmed).
	sourceOverride string
	// confirm is the command that waits for its confirmation (confirm.go).
	confirm *pendingConfirm
	// noted are the commands for which a line read as a move has been
	// said once (grammar.go).
	noted map[cmdKind]bool
	// claimWaits is a claim that waits for the arbiter (tournament play).
	claimWaits *pendingClaim
	// illegalWaits is an illegal move completed on a board that waits
	// for the arbiter.
	illegalWaits *illegalCall
	// adjusts are the arbiter's time adjustments, kept over take-backs.
	adjusts []adjustment
	// log is the arbiter log.
	log []LogEntry
	// drawAllowed: the arbiter allows the next draw offer before the
	// move of Setup.NoDrawBefore.
	drawAllowed bool
	// sealed is the sealed move of an adjourned game (Guideline I).
	sealed *sealedMove
	// touch is the last touch by the side to move: of an own piece, or
	// of an opponent's on the tactile board (Setup.TouchHasTheMove).
	touch *touchState
	// castling is the castling announced (Guideline II.3.2.7.1), nil for
	// none; castlingHolds says whether it still holds.
	castling *castlingCall
	// pressNoMove counts, per side, the presses without a move in the
	// arbiter log that arbiter illegal SIDE press has not counted yet
	// (Article 7.5.3, Setup.PressWithoutMove).
	pressNoMove [2]int
}

// New sets up a game. The error says what is wrong with the setup.
func New(s Setup) (*Table, error) {
	cfg, err := s.check()
	if err != nil {
		return nil, err
	}
	t := &Table{cfg: cfg, style: cfg.style, text: cfg.text, game: newGame(cfg.start), parser: phonetic.NewParser(cfg.style)}
	if !cfg.setup.PawnCaptureFile {
		// A journal of an older version: "David fünf" replays as the
		// pawn capture it was then.
		t.parser = t.parser.BarePawnCaptures()
	}
	if cfg.control != nil {
		c, err := clock.New(*cfg.control, setupClock(&cfg.start))
		if err != nil {
			return nil, err
		}
		tk, err := clock.NewTalker(clock.Policy{Me: side(cfg.me), Alerts: cfg.alerts})
		if err != nil {
			return nil, err
		}
		t.clk, t.talker = c, tk
	}
	if o, over := t.game.g.Outcome(), t.game.g.Over(); over {
		// The start position itself ends the game (mate, stalemate, a
		// dead position, 75 moves).
		r := reasons[o.Reason]
		t.result, t.reason, t.reasonMsg = o.Result.String(), r.key, r.msg
	}
	t.initBoards()
	return t, nil
}

// setupClock returns the clock options of a game from position p: the
// clock of the side to move is the one that starts, and each side has
// already completed the moves the position's move number says (White to
// move at move N: N-1 each; Black to move at move N: White N, Black N-1),
// so that a time control with periods (40/90+30) counts from there.
func setupClock(p *rules.Position) clock.Options {
	n := p.FullmoveNumber() - 1
	if n < 0 {
		n = 0
	}
	o := clock.Options{First: side(p.Turn()), Moves: [2]int{n, n}}
	if p.Turn() == rules.Black {
		o.Moves[clock.White]++
	}
	return o
}

// side converts a rules colour to a clock side.
func side(c rules.Color) clock.Side {
	if c == rules.Black {
		return clock.Black
	}
	return clock.White
}

// color converts a clock side to a rules colour.
func color(s clock.Side) rules.Color {
	if s == clock.Black {
		return rules.Black
	}
	return rules.White
}

// Setup returns the setup the table was made from.
func (t *Table) Setup() Setup { return t.cfg.setup }

// Casual reports whether the session is casual play; otherwise it is
// tournament play (the default), where the Laws apply as written.
func (t *Table) Casual() bool { return t.cfg.casual }

// Setting returns the session's setting: SettingTournament or
// SettingCasual.
func (t *Table) Setting() string {
	if t.cfg.casual {
		return SettingCasual
	}
	return SettingTournament
}

// Style returns the phonetic style of the announcements.
func (t *Table) Style() phonetic.Style { return t.style }

// TextStyle returns the style of the sentences (the language of Lang).
func (t *Table) TextStyle() phonetic.Style { return t.text }

// TextLang returns the language of the sentences when it differs from
// the language of the announcement style (--lang en with the annexd
// style), for Announcement.TextLang; nil when they are the same.
func (t *Table) TextLang() *phonetic.Lang {
	if l := t.text.Lang(); l != t.style.Lang() {
		return &l
	}
	return nil
}

// Now returns the instant of the latest input.
func (t *Table) Now() time.Duration { return t.now }

// Version counts the changes of the scoresheet; it grows whenever the PGN
// should be rewritten.
func (t *Table) Version() int { return t.version }

// Over reports whether the game has ended.
func (t *Table) Over() bool { return t.result != "" && t.result != "*" }

// Result returns the result ("1-0", "0-1", "1/2-1/2", or an exceptional
// one set by the arbiter: ResultBothLose, ResultWhiteHalf,
// ResultBlackHalf; "" while the game goes on) and its reason
// ("checkmate").
func (t *Table) Result() (result, reason string) { return t.result, t.reason }

// SentenceLang returns the language of the table's sentences.
func (t *Table) SentenceLang() catalog.Lang { return catalog.Lang(t.text.Lang()) }

// Plies returns the number of half-moves made.
func (t *Table) Plies() int { return len(t.sheet) }

// Position returns the current position.
func (t *Table) Position() rules.Position { return *t.game.pos() }

// Clock returns the clock, or nil for a game without one. The caller must
// not change it.
func (t *Table) Clock() *clock.Clock { return t.clk }

// ClockNow returns the game clock as it stands at the table's last input:
// both times (the running side's spent until then), the side whose clock
// runs or would run, and its status ("running", "paused", "flagged", "not
// started"); What and Side are empty. It reports false for a game without
// a clock.
func (t *Table) ClockNow() (ClockState, bool) {
	if t.clk == nil {
		return ClockState{}, false
	}
	return ClockState{Times: t.clk.Times(instant(t.now)), Turn: color(t.clk.Turn()), Status: t.clk.Status().String()}, true
}

// NextTimer returns the next instant at which the loop must send a
// SourceTimer input (a flag falls or an automatic announcement is due), and
// false when nothing is due until the next input.
func (t *Table) NextTimer() (time.Duration, bool) {
	bat, bok := t.boardTimer()
	if t.clk == nil || t.Over() {
		return bat, bok
	}
	at, ok := t.talker.Next(t.clk)
	if !ok {
		return bat, bok
	}
	if bok && bat < offset(at) {
		return bat, true
	}
	return max(offset(at), t.now), true
}

// Intro returns what is said when the game is set up: the players and the
// side to move.
func (t *Table) Intro() []Output {
	w, b := t.playerName(rules.White), t.playerName(rules.Black)
	start, startBlack := msgGameStarts, msgGameStartsBlack
	if w == t.sideIn(rules.White) && b == t.sideIn(rules.Black) {
		// The sides themselves, declined where the language needs it
		// (Czech "bílý proti černému").
		start, startBlack = msgGameStartsUnnamed, msgGameStartsUnnamedBlack
	}
	args := []any{w, b}
	if start == msgGameStartsUnnamed {
		args = nil
	}
	text := say(t.text, start, args...)
	if t.cfg.start.Turn() == rules.Black {
		text = say(t.text, startBlack, args...)
	}
	// The setting is said with the players: it cannot change during the
	// game, so both know from the start which rules the program keeps.
	setting := msgSettingTournament
	if t.cfg.casual {
		setting = msgSettingCasual
	}
	text += " " + say(t.text, setting)
	out := []Output{t.announce(All, speech.Move, nil, text)}
	if n := t.cfg.setup.Chess960; n >= 0 && len(t.sheet) == 0 {
		// Guideline II: the pieces stand where the draw put them. The
		// tactile board senses pegs, not pieces, so it shows any
		// arrangement as the game's: the VI player must hear it to set
		// up his board.
		out = append(out, t.announce(All, speech.Move, nil, t.chess960Line(n)))
	}
	if t.cfg.control != nil && !t.Over() {
		// The control in words on a line of its own, as the clock says
		// it: a control typed wrong (90/30 for 90+30) is heard before the
		// game starts.
		clk := say(t.text, msgTimeControl, t.cfg.control.SayIn(catalog.For(catalog.Lang(t.text.Lang()))), t.text.Text(ControlWords(*t.cfg.control)))
		if t.clk != nil && !t.cfg.casual {
			// Article 6.6: the arbiter starts the clock.
			clk += " " + say(t.text, msgStartWaits)
		}
		out = append(out, t.announce(All, speech.Move, nil, clk))
	}
	if t.Over() {
		out = append(out, Output{At: t.now, Kind: KindResult, Result: t.result, Reason: t.reason},
			t.announce(All, speech.Alert, nil, capitalize(t.text.Word(phonetic.GameOver))+". "+capitalize(t.resultText())+"."))
	}
	return out
}

// chess960Line says the back ranks of Chess960 start position n from the
// a-file to the h-file, in the words of the moves: "Chess960, Stellung
// 500. Grundreihen von Anna bis Hector: Turm, Läufer, Läufer, Dame,
// Springer, König, Springer, Turm." Black's pieces stand opposite
// White's (Guideline II.2), so one list says both.
func (t *Table) chess960Line(n int) string {
	pos := t.cfg.start
	var pieces []phonetic.Word
	for f := 0; f < 8; f++ {
		if f > 0 {
			pieces = append(pieces, phonetic.Comma)
		}
		pieces = append(pieces, phonetic.PieceWord(pos.PieceAt(rules.SquareAt(f, 0)).Type()))
	}
	first, last := t.style.Text([]phonetic.Word{phonetic.File(0)}), t.style.Text([]phonetic.Word{phonetic.File(7)})
	return say(t.text, msgChess960Start, n, first, last, t.style.TextInside(pieces))
}

// playerName is the name of the player of colour c, or the colour's word
// when he has none ("Weiß", not "?", which a screen reader says as
// "question mark").
func (t *Table) playerName(c rules.Color) string {
	name := t.cfg.setup.White
	if c == rules.Black {
		name = t.cfg.setup.Black
	}
	if unnamedPlayer(name) {
		// Inside a sentence: Czech "Partie Novák - černý".
		return t.sideIn(c)
	}
	return name
}

// unnamedPlayer reports whether a player's name is none: "" or PGN's "?".
func unnamedPlayer(name string) bool {
	return strings.TrimSpace(name) == "" || name == "?"
}

// Apply applies one input and returns what to report, in order. Inputs
// must come in time order; an input before the latest one is refused with
// an error output and changes nothing.
func (t *Table) Apply(in Input) []Output {
	if in.At < t.now {
		return []Output{t.errorOut(in.At, msgTimeBackwards, fmtSeconds(in.At), fmtSeconds(t.now))}
	}
	t.now = in.At
	t.input = cleanLine(in.Text)
	if in.Source == SourceVoice {
		t.voiceInputs++
	}
	out := t.step()
	out = append(out, t.boardStep()...)
	if in.Source == SourceSystem {
		if in.Text == InputResumed {
			return append(out, t.resumed()...)
		}
		return append(out, t.errorOut(t.now, msgNotUnderstood, in.Text))
	}
	if in.Source == SourceTimer {
		return append(out, t.syncBoards()...)
	}
	if o, ok := t.strayKeys(in); ok {
		out = append(out, o...)
		return append(out, t.syncBoards()...)
	}
	cmd := t.readLine(in.Text)
	if o, ok := t.confirmStep(cmd, in.Source); ok {
		out = append(out, o...)
		return append(out, t.syncBoards()...)
	}
	if o, ok := t.voiceFirst(cmd, in.Source); ok {
		out = append(out, o...)
		return append(out, t.syncBoards()...)
	}
	if o, ok := t.promotionLetter(cmd); ok {
		out = append(out, o...)
		return append(out, t.syncBoards()...)
	}
	if o, ok := t.answerStep(cmd); ok {
		out = append(out, o...)
		return append(out, t.syncBoards()...)
	}
	if cmd.kind == cmdTick && in.Source == SourceKeyboard {
		// Enter on an empty line: a press (said when nothing waits for
		// one).
		cmd = command{kind: cmdPress, def: findCommand(commands, "press")}
	}
	if o, ok := t.askFirst(cmd); ok {
		out = append(out, o...)
		return append(out, t.syncBoards()...)
	}
	n := len(out)
	out = append(out, t.run(cmd)...)
	switch cmd.kind {
	case cmdMove:
		out = append(out, t.readAsMove(cmd)...)
	case cmdPress:
		if in.Source == SourceKeyboard {
			// At the keyboard a press is never met with silence; a
			// script's outputs stay as the events say them.
			out = append(out, t.pressed(out[n:])...)
		}
	}
	return append(out, t.syncBoards()...)
}

// step brings the clock and the talking policy to now: flags that fell and
// automatic announcements that became due, each at its own instant.
func (t *Table) step() []Output {
	if t.clk == nil || t.Over() {
		return nil
	}
	return t.clockOutputs(t.talker.Step(t.clk, instant(t.now)))
}

// run executes one command.
func (t *Table) run(c command) []Output {
	switch c.kind {
	case cmdTick:
		return nil
	case cmdMove:
		if out, ok := t.boardPromotion(c.text); ok {
			return out
		}
		return t.moveCmd(c.text)
	case cmdBoard:
		return t.boardCmd(c.args)
	case cmdTouches:
		return t.touchesCmd()
	case cmdVoice:
		return t.voiceCmd(c)
	case cmdVoiceKey:
		return t.voiceKey()
	case cmdHelp:
		return t.help(c.args)
	case cmdPress:
		return t.press()
	case cmdUndo:
		return t.undo()
	case cmdTime:
		return t.timeCmd(c.args)
	case cmdMoves:
		if len(c.args) > 0 {
			return t.scoresheetCmd(c.args)
		}
		return t.movesCmd()
	case cmdLast:
		return t.lastCmd()
	case cmdRepeat:
		return t.repeat()
	case cmdPosition:
		if c.board {
			return t.boardPositionCmd(c.args)
		}
		return t.positionCmd(c.args)
	case cmdDraw:
		return t.drawOffer(c.args)
	case cmdAccept:
		return t.accept()
	case cmdDecline:
		return t.decline()
	case cmdClaim:
		return t.claimCmd(c.args)
	case cmdResign:
		return t.resign(c.args)
	case cmdFlag:
		return t.flagClaim()
	case cmdStart:
		return t.startCmd()
	case cmdPause:
		return t.pauseCmd()
	case cmdResume:
		return t.resumeCmd()
	case cmdArbiter:
		return t.arbiter(c.args)
	case cmdVersion:
		return []Output{t.announce(Player, speech.OnRequest, nil, say(t.text, msgVersion, t.program()))}
	case cmdAdjourn:
		return t.adjourn(c.args)
	case cmdCastle:
		return t.castleCmd()
	case cmdMisnumbered:
		return t.misnumbered(c.text)
	case cmdQuit:
		if t.Over() {
			// The end of the session says where the finished game is.
			return []Output{{At: t.now, Kind: KindQuit}}
		}
		// Whether the game is saved is said by whoever knows: the loop
		// and the program around it.
		return []Output{{At: t.now, Kind: KindQuit}, t.announce(All, speech.OnRequest, nil, say(t.text, msgQuit))}
	}
	return []Output{t.errorOut(t.now, msgNotUnderstood, c.text)}
}

// announce makes an announcement output. With words, the text is their
// rendering; otherwise text is said as it is.
func (t *Table) announce(aud Audience, pr speech.Priority, words []phonetic.Word, text string) Output {
	if len(words) > 0 {
		text = t.style.Text(words)
	}
	a := Announcement{Words: words, Text: text, Priority: pr, Audience: aud}
	if len(words) == 0 {
		a.TextLang = t.TextLang()
	}
	t.said = append(t.said[:0], a)
	return Output{At: t.now, Kind: KindAnnounce, Say: a}
}

// sayWords announces words that are not a move or a square (clock facts,
// clock phrases, a resignation): in the vocabulary of the style when the
// sentences speak its language, otherwise as text in the language of the
// sentences, so that everything but the moves and the board is in the
// user's language.
func (t *Table) sayWords(aud Audience, pr speech.Priority, words []phonetic.Word) Output {
	if t.text.Lang() == t.style.Lang() {
		// A line of its own begins with a capital ("Clock started",
		// "Pressed"), as the same words do in another language below.
		o := t.announce(aud, pr, words, "")
		o.Say.Text = capitalize(o.Say.Text)
		t.said[len(t.said)-1] = o.Say
		return o
	}
	return t.announce(aud, pr, nil, capitalize(t.text.Text(words)))
}

// errorOut makes an error output: a refused input, said at once.
func (t *Table) errorOut(at time.Duration, id msgID, args ...any) Output {
	return t.errorText(at, say(t.text, id, args...))
}

func (t *Table) errorText(at time.Duration, text string) Output {
	text = clipEcho(text, t.input)
	a := Announcement{Text: text, TextLang: t.TextLang(), Priority: speech.Alert, Audience: All}
	t.said = append(t.said[:0], a)
	return Output{At: at, Kind: KindError, Say: a}
}

// sideOf returns the side to move in the current position.
func (t *Table) sideToMove() rules.Color { return t.game.pos().Turn() }

// pendingEntry returns the move made but not yet completed, or nil.
func (t *Table) pendingEntry() *entry {
	if n := len(t.sheet); n > 0 && !t.sheet[n-1].completed {
		return &t.sheet[n-1]
	}
	return nil
}

// lateReplies reports whether a reply may come before the mover's press
// and leave his move to his own late press (Article 6.2.2): tournament
// play with a clock, set up by a version that has the late press
// (Setup.LatePress). In casual play the reply presses for the mover.
func (t *Table) lateReplies() bool {
	return t.cfg.setup.LatePress && t.clk != nil && !t.cfg.casual
}

// pressEntry returns the move a press completes now: the last move when
// it is not completed, but when the opponent has replied before the
// mover's press (Setup.LatePress) and both moves wait, the move of the
// side whose clock runs: the mover's late press completes his own move
// (Article 6.2.2), the replier's press then his reply. nil when nothing
// waits.
func (t *Table) pressEntry() *entry {
	n := len(t.sheet)
	if n >= 2 && t.clk != nil && !t.sheet[n-1].completed && !t.sheet[n-2].completed && t.sheet[n-2].by == color(t.clk.Turn()) {
		return &t.sheet[n-2]
	}
	return t.pendingEntry()
}

// reopenByClock keeps the scoresheet in step with the clock after moves
// are taken back (undo, arbiter takeback, arbiter retrace) where replies
// may come before the press (lateReplies): the last move of the side
// whose clock runs, when it is completed but nothing after it is, was
// completed by what has just been taken back (his next move, 6.2.1.2) or
// by a late press that the clock was put back to before; it waits for
// its press again, as the clock shows.
func (t *Table) reopenByClock() {
	if !t.lateReplies() || t.clk.Status() == clock.NotStarted {
		return
	}
	n, by := len(t.sheet), color(t.clk.Turn())
	for i := n - 1; i >= 0 && i >= n-2; i-- {
		e := &t.sheet[i]
		if e.by != by {
			if e.completed {
				return
			}
			continue
		}
		if e.completed {
			e.completed, e.hasClk = false, false
			t.version++
		}
		return
	}
}

// latePressed reports whether the move a press completes now is the
// mover's before a reply already made (the late press of Article 6.2.2).
func (t *Table) latePressed() bool {
	n := len(t.sheet)
	return n >= 2 && t.pressEntry() == &t.sheet[n-2]
}

// completeByNextMove completes, before side by makes his next move, his
// previous move if it is still not completed (Article 6.2.1.2: a move is
// also completed when the player has made his next move). Nobody pressed:
// his clock runs on, and the [%clk] of that move is his time now.
func (t *Table) completeByNextMove(by rules.Color) {
	n := len(t.sheet)
	if !t.cfg.setup.LatePress || n < 2 {
		return
	}
	if e := &t.sheet[n-2]; e.by == by && !e.completed {
		e.completed = true
		if t.clk != nil {
			e.clk, e.hasClk = t.clkComment(by), true
		}
		t.version++
	}
}

// overOut refuses an input because the game has ended.
func (t *Table) overOut() Output {
	return t.errorOut(t.now, msgGameOver, t.resultText())
}

// moveCmd reads a typed move, checks it and makes it.
func (t *Table) moveCmd(text string) []Output {
	if t.Over() {
		return []Output{t.overOut()}
	}
	pos := t.game.pos()
	m, err := t.parseMove(pos, text)
	if err != nil {
		return t.moveError(text, err)
	}
	out, refused := t.beforeMove()
	if refused {
		return out
	}
	return append(out, t.makeMove(m)...)
}

// beforeMove checks that a move (typed, said, or written with a claim) may
// be made now, and returns the outputs that go before it and whether it is
// refused.
//
// Article 6.6: in tournament play the clock waits for the arbiter's start;
// a move before it is refused with that reason. In casual play the first
// move starts it (makeMove).
//
// Article 6.2: nobody presses for a player. In tournament play a reply
// entered while the opponent's move still waits for his press is made
// (Article 6.2.2, Setup.LatePress): the mover's clock runs on until his
// own late press, and nothing tells him that he has not pressed (12.6).
// A journal of an older version replays the refusal it had then. In
// casual play (and in a game without a clock, where there is nothing to
// press) the reply completes that move first: its clock ran until now.
func (t *Table) beforeMove() ([]Output, bool) {
	if o := t.claimRefusal(); o != nil {
		return o, true
	}
	if t.clk != nil && !t.cfg.casual && t.clk.Status() == clock.NotStarted {
		return []Output{t.errorOut(t.now, msgWaitForStart)}, true
	}
	p := t.pendingEntry()
	if p == nil {
		return nil, false
	}
	if t.lateReplies() {
		return nil, false
	}
	if t.clk != nil && !t.cfg.casual {
		return []Output{t.errorOut(t.now, msgNotPressed, t.text.Word(phonetic.Color(p.by)))}, true
	}
	o, ok := t.completePending()
	return o, !ok
}

// completePending completes the move that still waits for its press
// before the next move is made (typed or on a board): its clock ran until
// now (Article 6.2.2). ok is false when completing it failed; the outputs
// then say why.
func (t *Table) completePending() (out []Output, ok bool) {
	if t.pendingEntry() == nil {
		return nil, true
	}
	out, err := t.complete()
	return out, err == nil
}

// makeMove makes the legal move m for the side to move: it is announced,
// written on the scoresheet, and completed at once when it ends the game
// or the table presses automatically.
func (t *Table) makeMove(m rules.Move) []Output {
	var out []Output
	pos := t.game.pos()
	by := pos.Turn()
	notStarted := false
	if t.clk != nil && t.clk.Status() == clock.NotStarted {
		if t.cfg.casual {
			// Casual play: the first move starts the clock.
			out = append(out, t.startClock()...)
		} else {
			// Tournament play: a typed move was refused (beforeMove);
			// a move made on a board is made, but the clock still
			// waits for the arbiter's start (Article 6.6).
			notStarted = true
		}
	}
	e := entry{move: m, san: pos.SAN(m), words: t.moveWords(pos, m), by: by, num: pos.FullmoveNumber(), source: t.moveSource()}
	if t.offerNext != nil && *t.offerNext == by {
		e.offer, t.offerNext = true, nil
	}
	if t.clk != nil {
		if snaps := t.clk.Snapshots(); len(snaps) > 0 {
			e.snap = snaps[len(snaps)-1]
			e.snap.Times = t.clk.Times(instant(t.now))
			e.snap.At = instant(t.now)
			e.hasSnap = true
		}
	}
	if err := t.game.play(m); err != nil {
		return append(out, t.failed(err))
	}
	t.completeByNextMove(by)
	t.sheet = append(t.sheet, e)
	t.version++
	out = append(out,
		Output{At: t.now, Kind: KindMove, SAN: e.san, By: by, Ply: len(t.sheet), Source: t.moveSource()},
		t.announce(All, speech.Move, e.words, ""))
	if notStarted {
		out = append(out, t.errorOut(t.now, msgWaitForStart))
	}
	// Moving declines the opponent's pending offer (Article 9.1.2.1), and
	// everyone hears it, as after a touch on a board: the offerer, above
	// all the VI player whose opponent's move was typed, would otherwise
	// take his offer to stand. After the move, never dropped.
	if t.offer != nil && *t.offer != by {
		offerer := *t.offer
		t.offer = nil
		out = append(out, t.announce(All, speech.Move, nil, say(t.text, msgMoveRejectsOffer,
			t.text.Word(phonetic.Color(by)), t.sideIn(offerer))))
	}
	if o, ended := t.game.automaticEnd(); ended {
		// A move that ends the game is completed without a press
		// (Article 6.2.1.1).
		last := &t.sheet[len(t.sheet)-1]
		last.completed = true
		if t.clk != nil {
			last.clk, last.hasClk = t.clkComment(by), true
		}
		return append(out, t.end(o)...)
	}
	if t.cfg.setup.AutoPress {
		o, _ := t.complete()
		out = append(out, o...)
	}
	return out
}

// complete completes the pending move: the press (Article 6.2.1).
func (t *Table) complete() ([]Output, error) {
	p := t.pressEntry()
	if p == nil {
		return nil, catalog.Errorf(string(msgNothingToPress))
	}
	if t.clk == nil {
		p.completed = true
		t.version++
		return nil, nil
	}
	evs, err := t.clk.Press(side(p.by), instant(t.now))
	out := t.clockOutputs(t.talker.Apply(evs))
	if err != nil {
		return append(out, t.failed(err)), err
	}
	p.completed = true
	p.clk, p.hasClk = t.clkComment(p.by), true
	t.version++
	return out, nil
}

// clkComment is the time side c has left now, for the [%clk] comment of
// his move: whole seconds, cut down as the clock shows them (h:mm:ss).
func (t *Table) clkComment(c rules.Color) time.Duration {
	return t.clk.Remaining(side(c), instant(t.now)).Truncate(time.Second)
}

// press is the press command.
func (t *Table) press() []Output {
	if t.Over() {
		return []Output{t.overOut()}
	}
	if o := t.claimRefusal(); o != nil {
		return o
	}
	pre, refused := t.pressCheck()
	if refused {
		return pre
	}
	if t.pendingEntry() == nil {
		o := t.errorOut(t.now, msgNothingToPress)
		if t.pressCounts() {
			t.logPress(o.Say.Text)
		}
		return append(pre, o)
	}
	out, _ := t.complete()
	return append(pre, out...)
}

// endedByLastMove reports whether the game is over because its last move
// ended it by itself (checkmate, stalemate, dead position, fivefold
// repetition, 75 moves): that move is complete without a press (Article
// 6.2.1.1), and only the arbiter can take it back.
func (t *Table) endedByLastMove() bool {
	o := t.game.g.Outcome()
	return t.Over() && len(t.sheet) > 0 && o.Over() && o.Reason.Automatic() &&
		o.Ply == len(t.sheet) && t.reason == reasons[o.Reason].key
}

// undo corrects a slip in announcing (Annex D.2.8): it takes back the
// last move while it is not completed, and only when it was announced
// (typed, scripted or said). A move made on a board is a move made
// (Article 4.7: the piece was released), and a move written with a claim
// must be played (Article 9.5): only the arbiter takes those back
// (arbiter takeback). The journal keeps every correction.
func (t *Table) undo() []Output {
	if t.endedByLastMove() {
		return []Output{t.errorOut(t.now, msgUndoCompleted, t.style.TextInside(t.sheet[len(t.sheet)-1].words))}
	}
	if t.Over() {
		return []Output{t.overOut()}
	}
	if t.sealed != nil && t.cfg.setup.AdjournHeld {
		// A reply sealed before the mover's press (Article 6.2.2) is
		// for the position after his move (Guideline I.2.2): taking
		// that move back would make the sealed move illegal at the
		// unseal, and lose the sealer the game (I.8).
		return []Output{t.errorOut(t.now, msgAdjourned)}
	}
	if t.castlingHolds() && len(t.sheet) == t.castling.ply {
		// The latest announcement is the castling's (D.2.8).
		return t.withdrawCastling()
	}
	n := len(t.sheet)
	if n == 0 {
		return []Output{t.errorOut(t.now, msgNothingToUndo)}
	}
	last := t.sheet[n-1]
	switch {
	case last.completed:
		return []Output{t.errorOut(t.now, msgUndoCompleted, t.style.TextInside(last.words))}
	case last.onBoard():
		return []Output{t.errorOut(t.now, msgUndoOnBoard, t.style.TextInside(last.words), t.boardName(boardOf(last.source)))}
	case last.claimed:
		return []Output{t.errorOut(t.now, msgUndoClaimed, t.style.TextInside(last.words))}
	}
	t.game.takeback()
	t.sheet = t.sheet[:n-1]
	t.touch = nil
	t.reopenByClock()
	if last.offer {
		// An offer cannot be withdrawn (Article 9.1.2.1): it goes with
		// the move that replaces this one.
		t.offerNext = &last.by
	}
	t.version++
	return []Output{
		{At: t.now, Kind: KindUndo, SAN: last.san, By: last.by, Ply: n},
		t.logged(LogCorrection, t.announce(All, speech.Move, nil, say(t.text, msgTakenBack, t.style.TextInside(last.words)))),
	}
}

// startClock starts the clock of the side to move (Article 6.6).
func (t *Table) startClock() []Output {
	evs, err := t.clk.Start(instant(t.now))
	if err != nil {
		return []Output{t.failed(err)}
	}
	return t.clockOutputs(t.talker.Apply(evs))
}

// startCmd starts the clock: the arbiter's start of the round (Article
// 6.6). In casual play the first move starts it too.
func (t *Table) startCmd() []Output {
	if out := t.clockRefusal(false); out != nil {
		return out
	}
	switch t.clk.Status() {
	case clock.NotStarted:
	case clock.Running:
		return []Output{t.errorOut(t.now, msgClockAlreadyStarted)}
	default:
		// Paused, adjourned or stopped at a flag: not "already
		// running", but what it is and what sets it going.
		return []Output{t.errorText(t.now, t.clockState())}
	}
	return append(t.startClock(), t.sayWords(All, speech.OnRequest, []phonetic.Word{phonetic.ClockStarted}))
}

// pauseCmd pauses the running clock.
func (t *Table) pauseCmd() []Output {
	if out := t.clockRefusal(true); out != nil {
		return out
	}
	if t.clk.Status() == clock.Paused {
		return []Output{t.errorOut(t.now, msgClockIsPaused)}
	}
	out := t.clockAction(t.clk.Pause, phonetic.ClockPaused)
	if t.clk.Status() == clock.Paused {
		// The next step: "pause" (z, stop) is one key, typed by mistake
		// as easily as on purpose, and "Clock paused" alone left the
		// typist without the way back. In tournament play a player stops
		// the clock only to call the arbiter (Article 6.11.2).
		next := msgPauseNext
		if t.cfg.casual {
			next = msgPauseNextCasual
		}
		out = append(out, t.announce(All, speech.OnRequest, nil, say(t.text, next)))
	}
	return answerLines(out)
}

// resumeCmd restarts the paused clock.
func (t *Table) resumeCmd() []Output {
	if out := t.clockRefusal(true); out != nil {
		return out
	}
	if t.clk.Status() != clock.Paused {
		return []Output{t.errorOut(t.now, msgClockNotPaused)}
	}
	return t.clockAction(t.clk.Resume, phonetic.ClockResumed)
}

// clockRefusal refuses a command for the clock when the game has no clock,
// is over or is adjourned (its move sealed, until arbiter unseal), or
// (started) when the clock has not been started; nil when the command may
// go on.
func (t *Table) clockRefusal(started bool) []Output {
	switch {
	case t.clk == nil:
		return []Output{t.errorOut(t.now, msgNoClock)}
	case t.Over():
		return []Output{t.overOut()}
	case t.sealed != nil && t.cfg.setup.AdjournHeld:
		// An adjourned game's clocks stay stopped until the envelope
		// is opened (Guideline I.9, I.10): resume would start the
		// sealing player's clock, and pause would say to resume.
		return []Output{t.errorOut(t.now, msgAdjourned)}
	case started && t.clk.Status() == clock.NotStarted:
		return []Output{t.errorOut(t.now, msgClockNotStarted)}
	}
	return nil
}

// clockAction does op (the clock's Pause or Resume) now and says done
// when it is done.
func (t *Table) clockAction(op func(time.Time) ([]clock.Event, error), done phonetic.Word) []Output {
	evs, err := op(instant(t.now))
	out := t.clockOutputs(t.talker.Apply(evs))
	if err != nil {
		return append(out, t.failed(err))
	}
	return append(out, t.sayWords(All, speech.OnRequest, []phonetic.Word{done}))
}

// resumed handles the first input of a resumed session: the clock is
// paused at its last known times and the table says so. The VI player
// alone hears the last move (its number is the count of moves, which the
// sighted player must not be told: Article 12.6) and the clock times
// (clock facts: Annex D.2.10.4).
func (t *Table) resumed() []Output {
	t.boardsResumed()
	if t.Over() {
		// Nothing is left to resume: say how the game ended.
		return []Output{t.announce(All, speech.Alert, nil, say(t.text, msgResumedNoClock)+" "+capitalize(t.text.Word(phonetic.GameOver))+". "+capitalize(t.resultText())+".")}
	}
	var out []Output
	clocked := t.clk != nil && t.clk.Status() != clock.NotStarted
	text := say(t.text, msgResumedNoClock)
	if clocked {
		text = say(t.text, msgResumed)
		if t.sealed != nil && t.cfg.setup.AdjournHeld {
			// Not "type resume": only the unseal goes on (Guideline I.9).
			text = say(t.text, msgResumedNoClock) + " " + say(t.text, msgAdjourned)
		}
		if t.clk.Status() == clock.Running {
			evs, err := t.clk.Pause(instant(t.now))
			out = append(out, t.clockOutputs(t.talker.Apply(evs))...)
			if err != nil {
				out = append(out, t.failed(err))
			}
		}
	}
	out = append(out, t.announce(All, speech.Alert, nil, text))
	if len(t.sheet) > 0 {
		out = append(out, t.lastCmd()...)
	}
	if p := t.pressEntry(); p != nil && t.clk != nil && t.cfg.casual {
		// The last move (or the mover's, before a reply already made)
		// was made but not completed before the crash: its press is
		// still to come (without a clock the next move completes it).
		// Casual play says so; in tournament play nobody may tell a
		// player that he has not pressed his clock (Article 12.6): the
		// state is restored silently, and the journal keeps it.
		out = append(out, t.announce(All, speech.Move, nil, capitalize(say(t.text, msgWaitingForPress, t.style.Text(p.words)))))
	}
	if clocked {
		out = append(out, t.ask(clock.AskBothTimes)...)
	}
	if p := t.voice; p != nil && t.cfg.setup.VoiceAskedOnResume {
		// A move heard by voice waited for its yes before the crash:
		// it is said back and asked again, so that no yes, Enter or
		// typed ano after the restart plays a move the player was not
		// just asked about; the time for the yes starts again now.
		pos := t.game.pos()
		m, err := pos.ParseMove(p.san) // English SAN, as voiceCmd keeps it
		if err != nil || pos.Hash() != p.hash || len(t.sheet) != p.ply {
			t.voice = nil
		} else {
			p.at = t.now
			out = append(out, t.voiceReadBack(pos, m, nil)...)
		}
	}
	if c := t.confirm; c != nil {
		// A question was asked before the crash: it is asked again, last,
		// so that the answer typed next answers what was just read. A
		// clock it stopped stays paused after the answer, as every
		// resumed game's does, until resume.
		c.stopped = false
		if q := t.question(c.cmd); q != "" {
			c.at = t.now
			return append(out, t.askOut(t.questionAudience(c.cmd), q))
		}
		t.confirm = nil
	}
	return out
}

// finish ends the game with a result: the clock stops, the result is
// announced and written.
func (t *Table) finish(result string, reason msgID, key string) []Output {
	var out []Output
	if t.clk != nil && t.clk.Status() == clock.Running {
		evs, _ := t.clk.Pause(instant(t.now))
		out = append(out, t.clockOutputs(t.talker.Apply(evs))...)
	}
	t.result, t.reason, t.reasonMsg = result, key, reason
	t.offer, t.offerNext = nil, nil
	t.version++
	out = append(out, Output{At: t.now, Kind: KindResult, Result: result, Reason: t.reason})
	return append(out, t.announce(All, speech.Alert, nil, capitalize(t.text.Word(phonetic.GameOver))+". "+capitalize(t.resultText())+"."))
}

// capitalize makes the first letter of a sentence upper case.
func capitalize(s string) string {
	for i, r := range s {
		return string(unicode.ToUpper(r)) + s[i+utf8.RuneLen(r):]
	}
	return s
}

// resultText is the result in words: "Weiß gewinnt: Matt".
func (t *Table) resultText() string {
	var words []phonetic.Word
	switch t.result {
	case ResultBothLose:
		return say(t.text, msgResultBothLose) + ": " + say(t.text, t.reasonMsg)
	case ResultWhiteHalf:
		return say(t.text, msgResultWhiteHalf) + ": " + say(t.text, t.reasonMsg)
	case ResultBlackHalf:
		return say(t.text, msgResultBlackHalf) + ": " + say(t.text, t.reasonMsg)
	case "1-0":
		words = []phonetic.Word{phonetic.White, phonetic.Wins}
	case "0-1":
		words = []phonetic.Word{phonetic.Black, phonetic.Wins}
	default:
		words = []phonetic.Word{phonetic.Draw}
	}
	return t.text.Text(words) + ": " + say(t.text, t.reasonMsg)
}

// resultInside is resultText inside a sentence (in parentheses): the
// first word in lower case where the language writes it so ("černý
// vyhrává: …").
func (t *Table) resultInside() string {
	switch t.result {
	case "1-0":
		return t.text.TextInside([]phonetic.Word{phonetic.White, phonetic.Wins}) + ": " + say(t.text, t.reasonMsg)
	case "0-1":
		return t.text.TextInside([]phonetic.Word{phonetic.Black, phonetic.Wins}) + ": " + say(t.text, t.reasonMsg)
	}
	return t.resultText()
}

// reasons maps the rules' reasons to the sentence said and the JSON
// "reason".
var reasons = map[rules.Reason]struct {
	msg msgID
	key string
}{
	rules.ByCheckmate:          {msgReasonCheckmate, "checkmate"},
	rules.ByResignation:        {msgReasonResignation, "resignation"},
	rules.ByStalemate:          {msgReasonStalemate, "stalemate"},
	rules.ByDeadPosition:       {msgReasonDead, "dead position"},
	rules.ByAgreement:          {msgReasonAgreement, "agreement"},
	rules.ByThreefoldClaim:     {msgReasonThreefold, "threefold repetition"},
	rules.ByFiftyMoveClaim:     {msgReason50, "50-move rule"},
	rules.ByFivefoldRepetition: {msgReasonFivefold, "fivefold repetition"},
	rules.BySeventyFiveMoves:   {msgReason75, "75-move rule"},
	rules.ByTimeForfeit:        {msgReasonTime, "time forfeit"},
	rules.ByTimeoutNoMate:      {msgReasonTimeNoMate, "time forfeit, opponent cannot checkmate"},
	rules.ByIllegalMoves:       {msgReasonIllegal, "second illegal move"},
	rules.ByIllegalMovesNoMate: {msgReasonIllegalNoMate, "second illegal move, opponent cannot checkmate"},
	rules.ByResignationNoMate:  {msgReasonResignNoMate, "resignation, opponent cannot checkmate"},
}

// ResultText is a result as catalog c says it to someone who reads the
// score: "1-0" as it is, an exceptional result with its words ("0-0
// (both players lose)", "1/2-0 (Weiß einen halben Punkt, Schwarz
// keinen)").
func ResultText(c catalog.Catalog, res string) string {
	id := msgNone
	switch res {
	case ResultBothLose:
		id = msgResultBothLose
	case ResultWhiteHalf:
		id = msgResultWhiteHalf
	case ResultBlackHalf:
		id = msgResultBlackHalf
	default:
		return res
	}
	return res + " (" + c.Say(string(id)) + ")"
}

// ResultShown is the game's result as ResultText says it in the
// table's language ("1-0", "0-0 (beide Spieler verlieren)"), for a line
// that gives the score: "0-0" alone reads as castling. "" while the game
// goes on.
func (t *Table) ResultShown() string {
	if t.result == "" {
		return ""
	}
	s := ResultText(catalogOf(t.text), t.result)
	if t.text.IsASCII() {
		s = phonetic.Transliterate(s)
	}
	return s
}

// ReasonText is the reason of a KindResult output ("resignation", as
// JSON and PGN keep it in English) in the words of catalog c
// ("vzdání"); a reason it does not know is returned as it is.
func ReasonText(c catalog.Catalog, reason string) string {
	if reason == "arbiter" {
		return c.Say(string(msgReasonArbiter))
	}
	for _, r := range reasons {
		if r.key == reason {
			return c.Say(string(r.msg))
		}
	}
	return reason
}

// end finishes the game with the outcome the rules decided.
func (t *Table) end(o rules.Outcome) []Output {
	r := reasons[o.Reason]
	return t.finish(o.Result.String(), r.msg, r.key)
}

// clockOutputs turns the clock's events and the talker's announcements
// into outputs.
func (t *Table) clockOutputs(cos []clock.Output) []Output {
	var out []Output
	for _, co := range cos {
		if co.IsAnnouncement() {
			if a, ok := t.clockAnnouncement(co.Announcement); ok {
				o := t.sayWords(Player, a.Priority, a.Words)
				o.At = offset(co.Announcement.At)
				out = append(out, o)
			}
			continue
		}
		ev := co.Event
		out = append(out, Output{At: offset(ev.At), Kind: KindClock, Clock: ClockState{
			What:   ev.Kind.String(),
			Side:   color(ev.Side),
			Times:  ev.Times,
			Turn:   color(t.clk.Turn()),
			Status: t.clk.Status().String(),
		}})
	}
	return out
}

// clockAnnouncement renders a talking-clock fact as Words for the VI
// player.
func (t *Table) clockAnnouncement(a clock.Announcement) (Announcement, bool) {
	var w []phonetic.Word
	pr := speech.OnRequest
	if a.Automatic {
		pr = speech.Periodic
	}
	switch a.Kind {
	case clock.TimeLeft:
		if !a.Automatic {
			// "Schwarz, eine Stunde", as the clock says a side's time
			// (talkclock): the same sentence form in play and clock.
			w = append(w, phonetic.Color(color(a.Side)), phonetic.Comma)
		}
		w = append(w, phonetic.Duration(a.Duration)...)
	case clock.PeriodPassed:
		w = append(w, phonetic.TimeControlReached, phonetic.Comma)
		w = append(w, phonetic.Duration(a.Added)...)
		w = append(w, phonetic.Added)
		pr = speech.Alert
	case clock.Flag:
		// "Black, flag fell", as the clock says it (talkclock): the pause
		// after the side keeps the English from reading "Black flag fell".
		w = append(w, phonetic.Color(color(a.Side)), phonetic.Comma, phonetic.FlagFell)
		if a.MovesLeft > 0 {
			// The check of Article 6.4, as the clock says it: the moves
			// of the period not completed ("zwei Züge bis zur
			// Zeitkontrolle").
			w = append(w, phonetic.Comma)
			w = append(w, phonetic.Count(a.MovesLeft, phonetic.Moves)...)
			w = append(w, phonetic.ToTimeControl)
		}
		pr = speech.Alert
	case clock.MoveCount:
		w = append(w, phonetic.Count(a.Count, phonetic.Moves)...)
		if a.MovesLeft > 0 {
			w = append(w, phonetic.Comma)
			w = append(w, phonetic.Count(a.MovesLeft, phonetic.Moves)...)
			w = append(w, phonetic.ToTimeControl)
		}
	default:
		return Announcement{}, false
	}
	ann := Announcement{Words: w, Priority: pr, Audience: Player}
	if a.Kind == clock.TimeLeft && a.Automatic {
		ann.Remaining = a.Duration
	}
	return ann, true
}

// boardOf returns the board of a move's source ("tactile", "sighted").
func boardOf(source string) twoboard.Board {
	if source == twoboard.Tactile.String() {
		return twoboard.Tactile
	}
	return twoboard.Sighted
}
