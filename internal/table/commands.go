package table

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
)

// help lists the commands, or explains one: a command by its name or one
// of its short names ("help t"), an arbiter's command by its own name or
// after arbiter ("help penalty", "help arbiter penalty"); "help arbiter"
// lists the arbiter's commands.
func (t *Table) help(args []string) []Output {
	if len(args) > 0 {
		name := strings.TrimPrefix(strings.ToLower(args[0]), "/")
		if d := findCommand(arbiterCommands, name); d != nil && findCommand(commands, name) == nil {
			// "time", "zeit", "moves", "tahy", "accept" are the
			// player's commands; the arbiter's are found after arbiter.
			return []Output{t.helpOut(speech.OnRequest, true, d)}
		}
		if d := findCommand(moreCommands, name); d != nil {
			return []Output{t.helpOut(speech.OnRequest, false, d)}
		}
		d := findCommand(commands, name)
		if d == nil {
			return []Output{t.errorOut(t.now, msgUnknownHelp, args[0])}
		}
		if d.kind != cmdArbiter {
			return []Output{t.helpOut(speech.OnRequest, false, d)}
		}
		if len(args) > 1 {
			if a := findCommand(arbiterCommands, args[1]); a != nil {
				return []Output{t.helpOut(speech.OnRequest, true, a)}
			}
			return []Output{t.errorOut(t.now, msgUnknownHelp, args[0]+" "+args[1])}
		}
		out := []Output{t.helpOut(speech.Move, false, d)}
		for i := range arbiterCommands {
			out = append(out, t.helpOut(speech.Move, true, &arbiterCommands[i]))
		}
		return out
	}
	out := []Output{
		// One line per command, for a screen reader; said with the
		// priority of moves, which is never dropped, so that each line
		// is heard in turn (a newer request replaces an older one).
		t.announce(Player, speech.Move, nil, say(t.text, msgHelpIntro)),
		t.announce(Player, speech.Move, nil, say(t.text, msgHelpMove)),
	}
	for i := range commands {
		out = append(out, t.helpOut(speech.Move, false, &commands[i]))
	}
	for i := range moreCommands {
		out = append(out, t.helpOut(speech.Move, false, &moreCommands[i]))
	}
	return out
}

// helpOut announces the help of one command, in the session's language:
// written "time (t) [me, opponent or both]: My time; …", said without the
// argument synopsis, whose brackets and bars a voice reads out as symbols
// (the sentence says what the arguments are). An arbiter's command (sub)
// is named after the arbiter command, both in the session's language
// ("schiedsrichter strafe"); in an English session with its English short
// forms ("arbiter takeback (back)").
func (t *Table) helpOut(pr speech.Priority, sub bool, d *cmdDef) Output {
	key := d.canonical()
	var names string
	var short []string
	if sub {
		key = "arbiter-" + key
		names = fillIn(t.text, "table.cmd-arbiter") + " " + fillIn(t.text, "table.cmd-"+key)
		if t.text.Lang() == phonetic.English {
			short = d.names[1:]
		}
	} else {
		// The command in the session's language, and its one-letter
		// forms (the names in the other languages work too, but are not
		// listed).
		names = fillIn(t.text, "table.cmd-"+key)
		for _, n := range d.names[1:] {
			if len(n) == 1 {
				short = append(short, n)
			}
		}
	}
	if len(short) > 0 {
		names += " (" + strings.Join(short, ", ") + ")"
	}
	text := names + ": " + say(t.text, d.help)
	if d.args == "" {
		return t.announce(Player, pr, nil, text)
	}
	o := t.announce(Player, pr, nil, names+" "+fillIn(t.text, "table.args-"+key)+": "+say(t.text, d.help))
	o.Say.Spoken = text
	t.said[len(t.said)-1] = o.Say
	return o
}

// needClock refuses a clock request in a game without a clock.
func (t *Table) needClock() (Output, bool) {
	if t.clk == nil {
		return t.errorOut(t.now, msgNoClock), false
	}
	return Output{}, true
}

// timeCmd answers the VI player's time request (Annex D.2.10.4): his own
// time, the opponent's, or both.
func (t *Table) timeCmd(args []string) []Output {
	if o, ok := t.needClock(); !ok {
		return []Output{o}
	}
	q := clock.AskOwnTime
	if len(args) > 0 {
		switch strings.ToLower(args[0]) {
		case "me", "my", "own", "mine", "m", "ich", "meine", "já", "ja", "můj", "muj":
			q = clock.AskOwnTime
		case "opponent", "opp", "o", "his", "her", "gegner", "soupeř", "soupere", "souper":
			q = clock.AskOpponentTime
		case "both", "b", "all", "beide", "oba":
			q = clock.AskBothTimes
		default:
			// A side in any language (white, weiß, bílý): the
			// arbiter's or an assistant's word when both players are
			// visually impaired (docs/play.md).
			c, ok := parseSide(args[0])
			if !ok {
				return []Output{t.errorOut(t.now, msgBadTimeArg, args[0])}
			}
			if c != t.cfg.me {
				q = clock.AskOpponentTime
			}
		}
	}
	return t.ask(q)
}

func (t *Table) ask(q clock.Request) []Output {
	as, err := t.talker.Answer(t.clk, q, instant(t.now))
	if err != nil {
		return []Output{t.failed(err)}
	}
	var words []phonetic.Word
	for i, a := range as {
		ann, ok := t.clockAnnouncement(a)
		if !ok {
			continue
		}
		if i > 0 {
			words = append(words, phonetic.Comma)
		}
		words = append(words, ann.Words...)
	}
	return []Output{t.sayWords(Player, speech.OnRequest, words)}
}

// movesCmd tells the VI player how many moves he has completed and, with a
// clock, how many remain to the time control.
func (t *Table) movesCmd() []Output {
	if t.clk != nil {
		return t.ask(clock.AskMoves)
	}
	// A game from a set-up position counts from its move number.
	n := setupClock(&t.cfg.start).Moves[side(t.cfg.me)]
	for _, e := range t.sheet {
		if e.by == t.cfg.me && e.completed {
			n++
		}
	}
	return []Output{t.sayWords(Player, speech.OnRequest, phonetic.Count(n, phonetic.Moves))}
}

// lastCmd repeats the last move with its number and colour.
func (t *Table) lastCmd() []Output {
	if len(t.sheet) == 0 {
		return []Output{t.announce(Player, speech.OnRequest, nil, say(t.text, msgNoMoveYet))}
	}
	e := t.sheet[len(t.sheet)-1]
	label := []phonetic.Word{phonetic.MoveLabel, phonetic.Number(e.num), phonetic.Color(e.by)}
	if t.text.Lang() != t.style.Lang() {
		// The number and colour in the language of the sentences, the
		// move in the announcement style.
		text := capitalize(t.text.Text(label)) + ", " + t.style.TextInside(e.words)
		return []Output{t.announce(Player, speech.OnRequest, nil, text)}
	}
	w := append(label, phonetic.Comma)
	w = append(w, e.words...)
	o := t.announce(Player, speech.OnRequest, w, "")
	o.Say.Text = capitalize(o.Say.Text)
	t.said[len(t.said)-1].Text = o.Say.Text
	return []Output{o}
}

// repeat says the last announcement again: every line of it, when the
// last answer was said in more than one line ("board": a board's summary,
// then its every square; each board's state).
func (t *Table) repeat() []Output {
	if len(t.said) == 0 {
		return []Output{t.announce(Player, speech.OnRequest, nil, say(t.text, msgNoMoveYet))}
	}
	out := make([]Output, 0, len(t.said))
	for _, a := range t.said {
		a.Priority, a.Audience = speech.OnRequest, Player
		out = append(out, Output{At: t.now, Kind: KindAnnounce, Say: a})
	}
	return answerLines(out)
}

// boardPositionCmd is "board WORDS" where WORDS name no board: the
// position command, refused in words that name what was typed (board)
// and what a board line takes.
func (t *Table) boardPositionCmd(args []string) []Output {
	if _, ok := t.positionSide(strings.Join(args, " ")); !ok {
		if _, ok := positionSquares(args); !ok {
			return []Output{t.errorOut(t.now, msgBadBoardArg, strings.Join(args, " "))}
		}
	}
	return t.positionCmd(args)
}

// positionCmd describes the position in words: every piece by colour and
// kind, or one colour (white, black, me, opponent), one square, one file
// or one rank. Squares, files and ranks are taken in every form a move's
// square takes, in every style: e4, "Eva vier", "echo four", "e 4", "eva",
// "vier", "4".
func (t *Table) positionCmd(args []string) []Output {
	pos := t.game.pos()
	if len(args) == 0 {
		w := describeSide(pos, rules.White)
		w = append(w, phonetic.Comma)
		w = append(w, describeSide(pos, rules.Black)...)
		text := t.sideLines(pos, rules.White) + "\n" + t.sideLines(pos, rules.Black)
		return []Output{t.announceLines(w, text)}
	}
	arg := strings.Join(args, " ")
	if c, ok := t.positionSide(arg); ok {
		return []Output{t.announceLines(describeSide(pos, c), t.sideLines(pos, c))}
	}
	squares, ok := positionSquares(args)
	if !ok {
		return []Output{t.errorOut(t.now, msgBadPositionArg, arg)}
	}
	var occupied []rules.Square
	for _, sq := range squares {
		if pos.PieceAt(sq) != rules.NoPiece {
			occupied = append(occupied, sq)
		}
	}
	var lines []string
	for i := 0; i < len(occupied); i += squaresALine {
		lines = append(lines, t.style.Text(occupiedSquares(pos, occupied[i:min(i+squaresALine, len(occupied))])))
	}
	w := describeSquares(pos, squares)
	if len(lines) == 0 {
		lines = []string{t.style.Text(w)}
	}
	return []Output{t.announceLines(w, strings.Join(lines, "\n"))}
}

// squaresALine is how many pieces of a file or a rank position writes on
// one line.
const squaresALine = 4

// announceLines answers a position request: words spoken as one
// utterance, as ever, and text written as the short lines of text (one
// per colour and kind of piece, or per four squares), which a screen
// reader reads one at a time; the whole position was one line of some
// 440 characters.
func (t *Table) announceLines(words []phonetic.Word, text string) Output {
	o := t.announce(Player, speech.OnRequest, words, "")
	o.Say.Text = text
	t.said[len(t.said)-1] = o.Say
	return o
}

// sideLines writes the pieces of colour c one kind a line, each line
// naming the colour: "White: rook Anna one Hector one".
func (t *Table) sideLines(pos *rules.Position, c rules.Color) string {
	side := t.style.Text([]phonetic.Word{phonetic.Color(c)})
	var lines []string
	for _, pt := range []rules.PieceType{rules.King, rules.Queen, rules.Rook, rules.Bishop, rules.Knight, rules.Pawn} {
		b := pos.Pieces(c, pt)
		if b == 0 {
			continue
		}
		w := []phonetic.Word{phonetic.Color(c), phonetic.PieceWord(pt)}
		for _, sq := range b.Squares() {
			w = append(w, phonetic.SquareWords(sq)...)
		}
		// The colour, then a colon: "White: rook Anna one", the
		// piece's word as the style writes it inside a sentence.
		line := t.style.Text(w)
		if rest, ok := strings.CutPrefix(line, side); ok {
			line = side + ":" + rest
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// positionSide reads the colour of a position request: white or black
// in any language (not "b", which is the file), or the VI player's own
// pieces (me) or his opponent's.
func (t *Table) positionSide(arg string) (rules.Color, bool) {
	w := foldWord(arg)
	switch w {
	case "me", "my", "mine", "own", "ich", "mich", "meine", "mir", "ja", "moje", "me figury", "moje figury", "meine figuren", "my pieces":
		return t.cfg.me, true
	case "opponent", "opp", "his", "her", "gegner", "soupere", "souper", "opponent's":
		return t.cfg.me.Other(), true
	}
	if c, ok := parseSide(arg); ok && len(w) > 1 {
		return c, true
	}
	return rules.White, false
}

// positionSquares reads a square ("e4", "Eva vier", "e 4"), a file ("e",
// "Eva") or a rank ("4", "vier") of a position request.
func positionSquares(args []string) ([]rules.Square, bool) {
	var words []string
	for _, a := range args {
		w := foldWord(a)
		if len(w) == 2 && w[0] >= 'a' && w[0] <= 'h' && w[1] >= '1' && w[1] <= '8' {
			words = append(words, w[:1], w[1:])
			continue
		}
		words = append(words, w)
	}
	var squares []rules.Square
	switch len(words) {
	case 1:
		if f, ok := fileWord(words[0]); ok {
			for r := 0; r < 8; r++ {
				squares = append(squares, rules.SquareAt(f, r))
			}
			return squares, true
		}
		if r, ok := rankWord(words[0]); ok {
			for f := 0; f < 8; f++ {
				squares = append(squares, rules.SquareAt(f, r))
			}
			return squares, true
		}
	case 2:
		f, okf := fileWord(words[0])
		r, okr := rankWord(words[1])
		if okf && okr {
			return []rules.Square{rules.SquareAt(f, r)}, true
		}
	}
	return nil, false
}

// foldWord is the key of a typed word: lower case, without diacritics,
// umlauts written or transliterated alike ("fünf", "fuenf", "funf" →
// "funf"; "tři" → "tri").
func foldWord(s string) string {
	w := strings.ToLower(phonetic.Transliterate(strings.ToLower(strings.TrimSpace(s))))
	return strings.NewReplacer("ae", "a", "oe", "o", "ue", "u").Replace(w)
}

// fileWord reads a file given as a letter or as its word in any style
// ("eva", "echo").
func fileWord(s string) (int, bool) {
	if len(s) == 1 && s[0] >= 'a' && s[0] <= 'h' {
		return int(s[0] - 'a'), true
	}
	for _, st := range phonetic.Styles() {
		for f := 0; f < 8; f++ {
			if s == foldWord(st.Word(phonetic.File(f))) {
				return f, true
			}
		}
	}
	switch s {
	case "alpha":
		return 0, true
	case "caesar":
		return 2, true
	case "hektor":
		return 7, true
	}
	return 0, false
}

// rankWord reads a rank given as a digit or as its word in any style
// ("vier", "four", "čtyři").
func rankWord(s string) (int, bool) {
	if len(s) == 1 && s[0] >= '1' && s[0] <= '8' {
		return int(s[0] - '1'), true
	}
	for _, st := range phonetic.Styles() {
		for r := 0; r < 8; r++ {
			if s == foldWord(st.Word(phonetic.Rank(r))) {
				return r, true
			}
		}
	}
	switch s {
	case "zwo":
		return 1, true
	case "dve":
		return 1, true
	}
	return 0, false
}

// describeSide lists the pieces of one colour by kind, king first:
// "Weiß König Eva eins, Dame David eins, Turm Anna eins Hector eins, …".
func describeSide(pos *rules.Position, c rules.Color) []phonetic.Word {
	w := []phonetic.Word{phonetic.Color(c)}
	first := true
	for _, pt := range []rules.PieceType{rules.King, rules.Queen, rules.Rook, rules.Bishop, rules.Knight, rules.Pawn} {
		b := pos.Pieces(c, pt)
		if b == 0 {
			continue
		}
		if !first {
			w = append(w, phonetic.Comma)
		}
		first = false
		w = append(w, phonetic.PieceWord(pt))
		for _, sq := range b.Squares() {
			w = append(w, phonetic.SquareWords(sq)...)
		}
	}
	return w
}

// describeSquares says what stands on each square: "Eva eins König Weiß,
// Eva zwei Bauer Weiß"; empty squares are named only when nothing else is
// ("Eva vier leer").
func describeSquares(pos *rules.Position, squares []rules.Square) []phonetic.Word {
	w := occupiedSquares(pos, squares)
	if len(w) == 0 {
		if len(squares) == 1 {
			w = append(phonetic.SquareWords(squares[0]), phonetic.Empty)
		} else {
			w = []phonetic.Word{phonetic.Empty}
		}
	}
	return w
}

// occupiedSquares names what stands on each occupied square of squares,
// "Eva eins König Weiß, Eva zwei Bauer Weiß"; nothing when all are empty.
func occupiedSquares(pos *rules.Position, squares []rules.Square) []phonetic.Word {
	var w []phonetic.Word
	for _, sq := range squares {
		pc := pos.PieceAt(sq)
		if pc == rules.NoPiece {
			continue
		}
		if len(w) > 0 {
			w = append(w, phonetic.Comma)
		}
		w = append(w, phonetic.SquareWords(sq)...)
		w = append(w, phonetic.PieceWord(pc.Type()), phonetic.Color(pc.Color()))
	}
	return w
}

// drawOffer records a draw offer (Article 9.1.2, written (=)). Without a
// side, the offer is by the player who has just moved and not yet pressed,
// or else by the side to move.
func (t *Table) drawOffer(args []string) []Output {
	if t.Over() {
		return []Output{t.overOut()}
	}
	by := t.sideToMove()
	if p := t.pendingEntry(); p != nil {
		by = p.by
	}
	if len(args) > 0 {
		c, ok := parseSide(args[0])
		if !ok {
			return []Output{t.errorOut(t.now, msgArbiterBadSide, args[0])}
		}
		by = c
	}
	if n := t.cfg.setup.NoDrawBefore; n > 0 && t.offer == nil {
		num := t.game.pos().FullmoveNumber()
		if p := t.pendingEntry(); p != nil && p.by == by {
			num = p.num
		}
		if num < n && !t.drawAllowed {
			// Article 9.1.1: the competition forbids it; the arbiter
			// may allow one.
			return []Output{t.errorOut(t.now, msgNoDrawBefore, n)}
		}
		t.drawAllowed = false
	}
	if t.offer != nil {
		if *t.offer == by {
			return []Output{t.errorOut(t.now, msgOfferAlready, t.text.Word(phonetic.Color(by)))}
		}
		// An offer back to a pending offer is an acceptance.
		return t.accept()
	}
	t.offer = &by
	// Record (=) with the move the offer goes with: the offering player's
	// move not yet pressed, his next move when he has the move, or else
	// his last move.
	switch p := t.pendingEntry(); {
	case p != nil && p.by == by:
		p.offer = true
	case t.sideToMove() == by:
		t.offerNext = &by
	default:
		for i := len(t.sheet) - 1; i >= 0; i-- {
			if t.sheet[i].by == by {
				t.sheet[i].offer = true
				break
			}
		}
	}
	t.version++
	return []Output{
		{At: t.now, Kind: KindOffer, By: by},
		t.announce(All, speech.Alert, nil, say(t.text, msgOffers, t.text.Word(phonetic.Color(by)))),
	}
}

// accept accepts the pending draw offer (Article 5.2.3: both players must
// have made at least one move).
func (t *Table) accept() []Output {
	if t.Over() {
		return []Output{t.overOut()}
	}
	if t.offer == nil {
		return []Output{t.errorOut(t.now, msgNoOffer)}
	}
	var moved [2]bool
	for _, e := range t.sheet {
		moved[e.by] = true
	}
	if !moved[rules.White] || !moved[rules.Black] {
		return []Output{t.errorOut(t.now, msgAgreementTooEarly)}
	}
	if err := t.game.g.AgreeDraw(); err != nil {
		return []Output{t.errorOut(t.now, msgAgreementTooEarly)}
	}
	return t.end(t.game.g.Outcome())
}

// decline declines the pending draw offer.
func (t *Table) decline() []Output {
	if t.Over() {
		return []Output{t.overOut()}
	}
	if t.offer == nil {
		return []Output{t.errorOut(t.now, msgNoOffer)}
	}
	t.offer = nil
	return []Output{t.announce(All, speech.OnRequest, nil, say(t.text, msgOfferDeclined))}
}

// claimCmd is a draw claim by the player having the move (Articles 9.2,
// 9.3), with or without the move he intends to make. It stops the clocks
// (9.5.1). In tournament play the program says whether it finds the claim
// correct and why, and the arbiter decides (claimForArbiter). In casual
// play, without an arbiter, a correct claim draws at once; an incorrect
// one gives the opponent the penalty time (9.5.3) and the intended move
// must be played.
func (t *Table) claimCmd(args []string) []Output {
	if t.Over() {
		return []Output{t.overOut()}
	}
	var out []Output
	claimant := t.sideToMove()
	var intended *rules.Move
	text := strings.Join(args, " ")
	if text != "" {
		m, err := t.parseMove(t.game.pos(), text)
		if err != nil {
			return t.moveError(text, err)
		}
		intended = &m
	}
	if p := t.pendingEntry(); p != nil && !t.lateReplies() && text == "" && t.sealed == nil && t.illegalWaits == nil && t.claimWaits == nil &&
		t.clk != nil && !t.cfg.casual && t.clk.Status() != clock.NotStarted {
		// Whose claim? After the press the opponent has the move and
		// may claim; the mover claims with his move before making it
		// (9.2.1.1), so he takes the typed move back first.
		return []Output{t.errorOut(t.now, msgClaimNotPressed, t.text.Word(phonetic.Color(p.by)), t.sideIn(p.by.Other()), t.style.TextInside(p.words))}
	}
	o, refused := t.beforeMove()
	out = append(out, o...)
	if refused {
		return out
	}
	if t.touchedThisMove(claimant) {
		// Article 9.4: a player who has touched a piece (here: lifted
		// it on a board) loses the right to claim on this move.
		return append(out, t.logged(LogClaim, t.errorOut(t.now, msgClaimAfterTouch, t.text.Word(phonetic.Color(claimant)))))
	}
	// The claim stops the clock (Article 9.5.1).
	wasRunning := t.clk != nil && t.clk.Status() == clock.Running
	if wasRunning {
		evs, _ := t.clk.Pause(instant(t.now))
		out = append(out, t.clockOutputs(t.talker.Apply(evs))...)
	}
	if !t.cfg.casual {
		// Tournament play: the arbiter decides (Articles 9.5, 6.11.3).
		return append(out, t.claimForArbiter(claimant, intended, wasRunning)...)
	}
	if ok, _ := t.game.claim(intended); ok {
		t.claim = ""
		if intended != nil {
			t.claim = t.game.pos().SAN(*intended)
		}
		return append(out, t.end(t.game.g.Outcome())...)
	}
	count, halfmoves := t.game.claimFacts(intended)
	why := say(t.text, msgClaimFacts, countIn(t.text, "table.times", count), halfmoves)
	opp := claimant.Other()
	// The claim is also a draw offer (Article 9.1.2.3), which the opponent
	// may accept; it goes with the intended move, or else with the
	// claimant's next move. A pending offer stays as it is.
	offer := ""
	if t.offer == nil {
		t.offer, t.offerNext = &claimant, &claimant
		t.version++
		out = append(out, Output{At: t.now, Kind: KindOffer, By: claimant})
		offer = " " + say(t.text, msgClaimIsOffer, t.sideIn(claimant))
	}
	if t.clk == nil {
		out = append(out, t.logged(LogClaim, t.announce(All, speech.Alert, nil, say(t.text, msgClaimWrongNoClock, t.text.Word(phonetic.Color(claimant)), why)+offer)))
	} else {
		evs, err := t.clk.AddPenalty(side(opp), instant(t.now))
		out = append(out, t.clockOutputs(t.talker.Apply(evs))...)
		if err != nil {
			out = append(out, t.failed(err))
		} else {
			t.noteAdjustment(opp, t.clk.Control().Penalty())
		}
		pen := t.text.Text(phonetic.Duration(t.clk.Control().Penalty()))
		msg := say(t.text, msgClaimWrong, t.text.Word(phonetic.Color(claimant)), why, t.text.Word(phonetic.Color(opp)), pen) + offer
		if wasRunning {
			msg += " " + say(t.text, msgClockRunsAgain)
		}
		out = append(out, t.logged(LogClaim, t.announce(All, speech.Alert, nil, msg)))
		if wasRunning {
			evs, _ := t.clk.Resume(instant(t.now))
			out = append(out, t.clockOutputs(t.talker.Apply(evs))...)
		}
	}
	if intended != nil {
		out = append(out, t.makeMove(*intended)...)
		if n := len(t.sheet); n > 0 && t.sheet[n-1].move == *intended {
			// Written with the claim: it must be played (9.5); undo
			// cannot take it back.
			t.sheet[n-1].claimed = true
		}
	}
	return out
}

// resign ends the game by resignation of the given side.
func (t *Table) resign(args []string) []Output {
	if t.Over() {
		return []Output{t.overOut()}
	}
	if len(args) == 0 {
		return []Output{t.errorOut(t.now, msgResignWho)}
	}
	c, ok := parseSide(args[0])
	if !ok {
		return []Output{t.errorOut(t.now, msgArbiterBadSide, args[0])}
	}
	if err := t.game.g.Resign(c); err != nil {
		return []Output{t.failed(err)}
	}
	out := []Output{t.sayWords(All, speech.Alert, []phonetic.Word{phonetic.Color(c), phonetic.Resigns})}
	return append(out, t.end(t.game.g.Outcome())...)
}

// flagClaim claims the first flag that fell (Articles 6.8, 6.9): the
// flagged side loses, unless the opponent cannot checkmate by any series of
// legal moves, which draws.
func (t *Table) flagClaim() []Output {
	if o, ok := t.needClock(); !ok {
		return []Output{o}
	}
	if t.Over() {
		return []Output{t.errorOut(t.now, msgFlagAlreadyOver)}
	}
	flags := t.clk.Flags()
	if len(flags) == 0 {
		return []Output{t.errorOut(t.now, msgNoFlag)}
	}
	if _, err := t.game.g.FlagFall(color(flags[0].Side)); err != nil {
		return []Output{t.failed(err)}
	}
	return t.end(t.game.g.Outcome())
}

// arbiter runs an arbiter command.
func (t *Table) arbiter(args []string) []Output {
	if len(args) == 0 {
		return []Output{t.announce(Arbiter, speech.OnRequest, nil, say(t.text, msgArbiterUsage))}
	}
	a := findCommand(arbiterCommands, args[0])
	if a != nil && a.canonical() == "stands" && !t.cfg.setup.IllegalStands {
		// A journal written before arbiter stands: the word was no
		// arbiter command then, and replays as refused.
		a = nil
	}
	if a == nil {
		// Named, with where every arbiter command is explained (the
		// usage line names only the commands that take arguments).
		return []Output{t.errorOut(t.now, msgArbiterUnknown, Clip(args[0]))}
	}
	op := a.canonical()
	rest := args[1:]
	switch op {
	case "result":
		return t.arbiterResult(rest)
	case "takeback":
		return t.arbiterTakeback(rest)
	case "compare":
		return t.arbiterCompare(rest)
	case "retrace":
		return t.arbiterRetrace(rest)
	case "log":
		return t.arbiterLogCmd()
	case "allow-draw":
		t.drawAllowed = true
		return []Output{t.logged(LogRuling, t.announce(All, speech.OnRequest, nil, say(t.text, msgDrawAllowed)))}
	case "increment":
		return t.arbiterIncrement(rest)
	case "unseal":
		return t.arbiterUnseal()
	case "stands":
		return t.arbiterStands()
	case "accept":
		return t.arbiterAccept()
	case "reject":
		return t.arbiterReject()
	}
	if o, ok := t.needClock(); !ok && op != "illegal" {
		return []Output{o}
	}
	if len(rest) == 0 {
		return []Output{t.errorText(t.now, say(t.text, msgArbiterUsage))}
	}
	c, ok := parseSide(rest[0])
	if !ok {
		return []Output{t.errorOut(t.now, msgArbiterBadSide, rest[0])}
	}
	now := instant(t.now)
	switch op {
	case "time":
		if len(rest) < 2 {
			return []Output{t.errorOut(t.now, msgArbiterNoTime, strings.ToLower(t.text.Word(phonetic.Color(c))))}
		}
		d, err := parseClockTime(rest[1])
		if err != nil || d < 0 {
			// Not the examples of add: a time to set is never negative.
			return []Output{t.errorOut(t.now, msgArbiterBadSetTime, rest[1])}
		}
		return t.arbiterClock(LogTimeSet, func() ([]clock.Event, error) { return t.clk.SetTime(side(c), d, now) },
			func() string {
				return say(t.text, msgArbiterTimeSet, t.text.Word(phonetic.Color(c)), t.text.Text(phonetic.Duration(d)))
			}, t.tooMuchTime(rest[1], c, d))
	case "add":
		if len(rest) < 2 {
			return []Output{t.errorOut(t.now, msgArbiterNoAddTime, strings.ToLower(t.text.Word(phonetic.Color(c))))}
		}
		d, err := parseClockTime(rest[1])
		if err != nil {
			return []Output{t.errorOut(t.now, msgArbiterBadTime, rest[1])}
		}
		kind := LogTimeAdded
		if d < 0 {
			kind = LogTimeTaken
		}
		return t.arbiterClock(kind, func() ([]clock.Event, error) { return t.clk.AddTime(side(c), d, now) },
			func() string { t.noteAdjustment(c, d); return t.addedText(c, d) }, t.tooMuchTime(rest[1], c, d))
	case "penalty":
		// The side named is the offender (as with illegal); his opponent
		// gains the penalty time (Articles 7.5.4, 9.5.3, 12.9, A.4.2).
		gain := c.Other()
		return t.arbiterClock(LogPenalty, func() ([]clock.Event, error) { return t.clk.AddPenalty(side(gain), now) },
			func() string {
				t.noteAdjustment(gain, t.clk.Control().Penalty())
				return say(t.text, msgPenaltyOffender, t.text.Word(phonetic.Color(c)), t.text.Word(phonetic.Color(gain)), t.text.Text(phonetic.Duration(t.clk.Control().Penalty())))
			}, t.tooMuchTime("", gain, t.clk.Control().Penalty()))
	case "moves":
		if len(rest) < 2 {
			return []Output{t.errorOut(t.now, msgArbiterNoNumber, strings.ToLower(t.text.Word(phonetic.Color(c))))}
		}
		n, err := strconv.Atoi(rest[1])
		if err != nil || n < 0 || n > maxMoveCounter {
			return []Output{t.errorOut(t.now, msgArbiterBadNumber, rest[1], maxMoveCounter)}
		}
		before, _, _ := t.clk.Period(side(c))
		left := t.clk.PeriodDef(side(c)).Time // the time given on entering the period left
		out := t.arbiterClock(LogMovesSet, func() ([]clock.Event, error) { return t.clk.SetMoves(side(c), n, now) },
			func() string {
				text := say(t.text, msgArbiterMovesSet, t.text.Word(phonetic.Color(c)), n)
				sideWord := strings.ToLower(t.text.Word(phonetic.Color(c)))
				// A count across a time control changes no time (the
				// arbiter judges it, 6.10.2): said, so that a period's
				// time is neither lost nor given twice unknowingly.
				switch after, _, _ := t.clk.Period(side(c)); {
				case after > before:
					d := t.clk.PeriodDef(side(c)).Time
					text += " " + say(t.text, msgArbiterMovesPeriod, t.sideIn(c), after, t.text.Text(phonetic.Duration(d)), sideWord, ClockTimeArg(d))
				case after < before:
					text += " " + say(t.text, msgArbiterMovesPeriodBack, t.sideIn(c), after, t.text.Text(phonetic.Duration(left)), sideWord, ClockTimeArg(left))
				}
				return text
			}, nil)
		// The number is written for the arbiter, not said aloud where the
		// sighted player would hear it (Article 12.6).
		if last := &out[len(out)-1]; last.Kind == KindAnnounce {
			last.Say.Spoken = say(t.text, msgArbiterMovesSetSaid, t.text.Word(phonetic.Color(c)))
			t.said[len(t.said)-1] = last.Say
		}
		return out
	case "illegal":
		if len(rest) > 1 && PlayerCommand(rest[1]) == "press" && t.cfg.setup.PressWithoutMove {
			return t.arbiterIllegalPress(c)
		}
		return t.arbiterIllegal(c)
	}
	return []Output{t.errorText(t.now, say(t.text, msgArbiterUsage))}
}

func (t *Table) addedText(c rules.Color, d time.Duration) string {
	now := t.clk.Remaining(side(c), instant(t.now))
	id := msgArbiterTimeAdded
	if d < 0 {
		id = msgArbiterTimeTaken
	}
	return say(t.text, id, t.text.Word(phonetic.Color(c)), t.text.Text(phonetic.Duration(d.Abs())), t.text.Text(phonetic.Duration(now)))
}

// maxMoveCounter is the largest move counter the clock keeps.
const maxMoveCounter = 100 * clock.MaxMoves

// maxClockTime is the most time a clock can show.
const maxClockTime = clock.MaxPeriodTime * clock.MaxPeriods

// tooMuchTime returns the error for a clock operation with d (as typed:
// text) that the clock refuses because side c's time would go below zero
// or above what a clock shows.
func (t *Table) tooMuchTime(text string, c rules.Color, d time.Duration) func() Output {
	return func() Output {
		if d < 0 {
			return t.errorOut(t.now, msgArbiterTakeTooMuch, text, t.sideIn(c))
		}
		return t.errorOut(t.now, msgArbiterAddTooMuch, text, t.text.Text(phonetic.Duration(maxClockTime)))
	}
}

// arbiterClock runs a clock operation and confirms it to the arbiter,
// logged under kind; a value the clock refuses gets the error refused
// makes.
func (t *Table) arbiterClock(kind string, op func() ([]clock.Event, error), confirm func() string, refused func() Output) []Output {
	evs, err := op()
	out := t.clockOutputs(t.talker.Apply(evs))
	if err != nil {
		if refused != nil && errors.Is(err, clock.ErrBadValue) {
			return append(out, refused())
		}
		return append(out, t.failed(err))
	}
	t.version++
	return append(out, t.logged(kind, t.announce(Arbiter, speech.OnRequest, nil, confirm())))
}

// arbiterIllegal records a completed illegal move of side c (Article 7.5):
// the first gives the opponent the penalty time, the second loses the game
// — drawn if the opponent cannot checkmate (7.5.5).
func (t *Table) arbiterIllegal(c rules.Color) []Output {
	if t.Over() {
		return []Output{t.overOut()}
	}
	var pre []Output
	if w := t.illegalWaits; w != nil {
		t.illegalWaits = nil
		if !w.promoted && t.b != nil {
			// The position before the illegal move stands (7.5.1): the
			// board is told again how to get back to it.
			pre = t.boardFacts(t.b.tr.Refresh(instant(t.now)))
		}
	}
	return t.countIllegal(c, pre, "")
}

// countIllegal counts a completed illegal move of side c (Article 7.5.5)
// after the outputs pre: the first gives the opponent the penalty time,
// the second loses the game. lead, when not "", is the sentence that says
// what is counted (a press without a move, 7.5.3), said and logged before
// the count's own.
func (t *Table) countIllegal(c rules.Color, pre []Output, lead string) []Output {
	with := func(s string) string {
		if lead == "" {
			return s
		}
		return lead + " " + s
	}
	t.bad[c]++
	t.version++
	if t.bad[c] >= 2 {
		if lead != "" {
			pre = append(pre, t.announce(All, speech.Alert, nil, lead))
		}
		t.logText(LogIllegal, with(say(t.text, msgLogSecondIllegal, t.sideIn(c))))
		if _, err := t.game.g.IllegalMoveForfeit(c); err != nil {
			return append(pre, t.failed(err))
		}
		return append(pre, t.end(t.game.g.Outcome())...)
	}
	if t.clk == nil {
		return append(pre, t.logged(LogIllegal, t.announce(All, speech.Alert, nil, with(say(t.text, msgIllegalFirstNoClock, t.text.Word(phonetic.Color(c)))))))
	}
	evs, err := t.clk.AddPenalty(side(c.Other()), instant(t.now))
	out := append(pre, t.clockOutputs(t.talker.Apply(evs))...)
	if err != nil {
		return append(out, t.failed(err))
	}
	t.noteAdjustment(c.Other(), t.clk.Control().Penalty())
	text := with(say(t.text, msgIllegalFirst, t.text.Word(phonetic.Color(c)), t.text.Word(phonetic.Color(c.Other())), t.text.Text(phonetic.Duration(t.clk.Control().Penalty()))))
	if t.clk.Status() == clock.Paused {
		text += " " + t.clockState()
	}
	return append(out, t.logged(LogIllegal, t.announce(All, speech.Alert, nil, text)))
}

// arbiterResult sets the result (Articles 8.7, 12.9); "*" reopens a game
// ended by mistake.
func (t *Table) arbiterResult(args []string) []Output {
	// The hint names the exceptional results only where the game takes
	// them (not in an old journal's game, Setup.ExceptionalResults).
	bad := msgArbiterBadResult
	if !t.cfg.setup.ExceptionalResults {
		bad = msgArbiterBadResultPlain
	}
	if len(args) == 0 {
		return []Output{t.errorOut(t.now, bad, "")}
	}
	res, ok := t.parseResult(args)
	if !ok {
		return []Output{t.errorOut(t.now, bad, strings.Join(args, " "))}
	}
	if res == "*" {
		if t.game.g.Over() {
			if err := t.game.reopen(); err != nil {
				// The moves themselves end the game (a checkmate):
				// taking back the last move is what reopens it.
				return []Output{t.errorOut(t.now, msgReopenLastMove, t.resultText())}
			}
		}
		t.result, t.reason, t.reasonMsg = "", "", msgNone
		t.version++
		text := say(t.text, msgResultSet, "*")
		if c := t.clockState(); c != "" {
			// The game goes on; what the clock does is said with it, so
			// that the next press is no surprise.
			text += " " + c
		}
		return []Output{
			{At: t.now, Kind: KindResult, Result: "*", Reason: "arbiter"},
			t.logged(LogRuling, t.announce(All, speech.Alert, nil, text)),
		}
	}
	out := t.finish(res, msgReasonArbiter, "arbiter")
	// The arbiter's result is his ruling: it goes into his log.
	for _, o := range out {
		if o.Kind == KindAnnounce {
			t.logText(LogRuling, o.Say.Text)
		}
	}
	return out
}

// The exceptional results of Articles 11.7, 11.8 and 12.9 (2023), in
// the points each side gets: both lose, or one side half a point and the
// other none. PGN's Result has no form for them (Table.PGN).
const (
	ResultBothLose  = pgn.BothLose
	ResultWhiteHalf = pgn.WhiteHalf
	ResultBlackHalf = pgn.BlackHalf
)

// ExceptionalResult reports whether res is one of the exceptional
// results (ResultBothLose, ResultWhiteHalf, ResultBlackHalf).
func ExceptionalResult(res string) bool {
	return res == ResultBothLose || res == ResultWhiteHalf || res == ResultBlackHalf
}

// parseResult reads the result the arbiter sets (parseResult), and, in a
// game that has them (Setup.ExceptionalResults), the exceptional ones:
// 0-0, 1/2-0 and 0-1/2, also written with ½ or a colon.
func (t *Table) parseResult(args []string) (res string, ok bool) {
	if t.cfg.setup.ExceptionalResults {
		w := strings.NewReplacer("½", "1/2", ":", "-").Replace(strings.ToLower(strings.Join(args, "")))
		switch w {
		case "0-0":
			return ResultBothLose, true
		case "1/2-0":
			return ResultWhiteHalf, true
		case "0-1/2":
			return ResultBlackHalf, true
		}
	}
	return parseResult(args)
}

// parseResult reads the result the arbiter sets: 1-0, 0-1, 1/2 (in their
// written forms), the winning side or a draw in any language ("weiß",
// "černý", "remis", "remíza"), or * (the game goes on). ok is false for
// anything else.
func parseResult(args []string) (res string, ok bool) {
	w := strings.ToLower(strings.Join(args, ""))
	switch w {
	case "1-0", "1:0":
		return "1-0", true
	case "0-1", "0:1":
		return "0-1", true
	case "1/2", "1/2-1/2", "½", "½-½", "=", "draw", "remis", "remíza", "remiza":
		return "1/2-1/2", true
	case "*":
		return "*", true
	}
	if c, ok := parseSide(w); ok && len(w) > 1 {
		if c == rules.White {
			return "1-0", true
		}
		return "0-1", true
	}
	return "", false
}

// clockState says what the clock does now and what sets it going: "The
// clock is paused; type resume to go on."; while the game is adjourned,
// that arbiter unseal resumes it (Guideline I.9); "" without a clock.
func (t *Table) clockState() string {
	if t.clk == nil {
		return ""
	}
	if t.sealed != nil && t.cfg.setup.AdjournHeld {
		return say(t.text, msgAdjourned)
	}
	switch t.clk.Status() {
	case clock.NotStarted:
		return say(t.text, msgClockNotStarted)
	case clock.Paused:
		return say(t.text, msgClockPausedResume)
	case clock.Flagged:
		return say(t.text, msgClockFrozen)
	}
	return say(t.text, msgClockRunning)
}

// arbiterTakeback takes back the last move, completed or not, and puts the
// clock back to its times before that move, paused (Articles 7.1, 7.5.1,
// Annex D.2.9). A move that ended the game by itself (a checkmate relayed
// by mistake) is taken back too, and the game goes on; a game ended by a
// decision (resignation, agreement, a claim) is reopened first with
// "arbiter result *".
func (t *Table) arbiterTakeback(args []string) []Output {
	_, drop := dropFlag(args)
	if t.Over() && !t.endedByLastMove() {
		return []Output{t.errorOut(t.now, msgTakebackOver, t.resultText())}
	}
	if t.sealed != nil && t.cfg.setup.AdjournHeld {
		// The sealed move is for the position before it (Guideline
		// I.2.2): the arbiter unseals first, then takes back.
		return []Output{t.errorOut(t.now, msgAdjourned)}
	}
	n := len(t.sheet)
	if n == 0 {
		return []Output{t.errorOut(t.now, msgArbiterNothingToTakeBack)}
	}
	last := t.sheet[n-1]
	var out []Output
	kept := ""
	if t.clk != nil && last.hasSnap {
		evs, err := t.clk.Restore(last.snap, instant(t.now))
		out = append(out, t.clockOutputs(t.talker.Apply(evs))...)
		if err != nil {
			out = append(out, t.failed(err))
		}
		// Article 7 puts the position back, not the arbiter's rulings:
		// his adjustments since then stay unless he drops them.
		var o []Output
		o, kept = t.reapplyAdjustments(last.snap, drop)
		out = append(out, o...)
	}
	t.game.takeback()
	t.sheet = t.sheet[:n-1]
	t.result, t.reason, t.reasonMsg = "", "", msgNone
	t.touch, t.castling = nil, nil
	t.reopenByClock()
	t.version++
	text := say(t.text, msgArbiterTakenBack, t.style.TextInside(last.words))
	if kept != "" {
		text += " " + kept
	}
	return append(out,
		Output{At: t.now, Kind: KindUndo, SAN: last.san, By: last.by, Ply: n},
		t.logged(LogTakeback, t.announce(All, speech.Alert, nil, text)))
}

// errBadClockTime is parseClockTime's error; the arbiter is told
// msgArbiterBadTime with what he typed.
var errBadClockTime = catalog.Errorf(string(msgArbiterBadTime), "")

// ClockTimeArg writes d as arbiter add and arbiter time read it: whole
// minutes as "30m", anything else as a Go duration ("2m30s").
func ClockTimeArg(d time.Duration) string {
	if d%time.Minute == 0 {
		return strconv.FormatInt(int64(d/time.Minute), 10) + "m"
	}
	return d.String()
}

// ParseClockTime reads a time as arbiter time and arbiter add take it:
// minutes ("2"), a clock's time ("1:20:00", "0:30"), or a Go duration
// ("2m", "90s"), with a sign for add ("-1m").
func ParseClockTime(s string) (time.Duration, error) { return parseClockTime(s) }

// parseClockTime reads a time for the arbiter: h:mm:ss, m:ss, a duration
// with units (90m, 2m30s, 1h), or a bare number of minutes; a leading "-"
// or "+" gives the sign.
func parseClockTime(s string) (time.Duration, error) {
	neg := false
	switch {
	case strings.HasPrefix(s, "-"):
		neg, s = true, s[1:]
	case strings.HasPrefix(s, "+"):
		s = s[1:]
	}
	var d time.Duration
	switch {
	case s == "":
		return 0, errBadClockTime
	case strings.Contains(s, ":"):
		parts := strings.Split(s, ":")
		if len(parts) > 3 {
			return 0, errBadClockTime
		}
		for i, p := range parts {
			n, err := strconv.Atoi(p)
			if err != nil || n < 0 || n > 6000 || (i > 0 && (n > 59 || len(p) != 2)) {
				return 0, errBadClockTime
			}
			d = d*60 + time.Duration(n)*time.Second
		}
	default:
		if n, err := strconv.Atoi(s); err == nil && n >= 0 && n <= 6000 {
			d = time.Duration(n) * time.Minute
			break
		}
		v, err := time.ParseDuration(s)
		if err != nil || v < 0 {
			return 0, errBadClockTime
		}
		d = v
	}
	if d > 100*time.Hour {
		return 0, errBadClockTime
	}
	if neg {
		d = -d
	}
	return d, nil
}

// fmtSeconds is an instant of the time line as seconds, with as many
// decimals as it has and the language's decimal mark ("12.5", German
// "12,5"); the sentence writes the unit.
func fmtSeconds(d time.Duration) catalog.Decimal {
	s := strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
	places := 0
	if i := strings.IndexByte(s, '.'); i >= 0 {
		places = len(s) - i - 1
	}
	return catalog.Decimal{Value: d.Seconds(), Places: places}
}
