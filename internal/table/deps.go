package table

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// moveWords returns the announcement of the legal move m of pos in the
// table's form (short, or long with --long).
func (t *Table) moveWords(pos *rules.Position, m rules.Move) []phonetic.Word {
	f := phonetic.Short
	if t.cfg.setup.Long {
		f = phonetic.Long
	}
	w, err := phonetic.MoveWords(pos, m, f)
	if err != nil {
		// m comes from the legal moves of pos; MoveWords cannot fail.
		return nil
	}
	return w
}

// moveError refuses a typed text that is not a legal move. In casual
// play it says why, with the moves it could mean in the announcement
// style. In tournament play (the default) the table hears only that the
// move is illegal, and whose move it is: a reason ("would leave the king
// in check") or a suggestion would be a hint (FIDE Article 11.3); the
// reason goes to the arbiter log (the one log, which the loop writes
// beside the PGN) and is handed out as a note for the arbiter.
func (t *Table) moveError(text string, err error) []Output {
	if t.plainMoveError(text, err) == say(t.text, msgNotUnderstood, text) {
		if hint := t.foreignLetter(text); hint != "" {
			return []Output{t.errorText(t.now, hint)}
		}
		if hint := t.arbiterWord(text); hint != "" {
			return []Output{t.errorText(t.now, hint)}
		}
		if hint := t.commandTypo(text); hint != "" {
			return []Output{t.errorText(t.now, hint)}
		}
	}
	if hint := t.severalMoves(t.input); hint != "" {
		return []Output{t.errorText(t.now, hint)}
	}
	full := t.moveErrorReason(text, err)
	if t.cfg.casual {
		return []Output{full}
	}
	plain := t.errorText(t.now, t.plainMoveError(text, err))
	if plain.Say.Text == full.Say.Text {
		return []Output{plain}
	}
	note := Output{At: t.now, Kind: KindNote, Say: Announcement{Text: full.Say.Text, TextLang: full.Say.TextLang, Audience: Arbiter}}
	// The arbiter log (arbiter log, the .arbiter.txt beside the PGN)
	// keeps the reason.
	t.logText(LogRefused, full.Say.Text)
	return []Output{plain, note}
}

// plainMoveError is the refusal of a move text in tournament play:
// that it is illegal (or ambiguous), and whose move it is, nothing more.
func (t *Table) plainMoveError(text string, err error) string {
	var me *rules.MoveError
	var pe *phonetic.ParseError
	switch {
	case t.promotionWithoutPiece(text, err):
		// "e8", "Eva acht": the pawn's move without the piece it
		// becomes; naming the file or rank would not help.
		return say(t.text, msgAmbiguousPromotion, text)
	case errors.As(err, &me) && me.Kind == rules.AmbiguousMove,
		errors.As(err, &pe) && len(pe.Choices) > 0:
		return say(t.text, msgAmbiguousPlain, text)
	case errors.As(err, &me) && (me.Kind == rules.IllegalMove || me.Kind == rules.KingInCheck),
		errors.As(err, &pe) && len(pe.Unknown) == 0 && len(pe.Suggestions) > 0:
		turn := []phonetic.Word{phonetic.Color(t.sideToMove()), phonetic.ToMove}
		return say(t.text, msgIllegal, text) + " " + capitalize(t.text.Text(turn)) + "."
	}
	return say(t.text, msgNotUnderstood, text)
}

// promotionWithoutPiece reports whether err refuses a pawn's move to the
// last rank written or said without the piece it becomes ("e8", "e7e8",
// "Eva acht"): every move it could be is a promotion of that pawn there.
func (t *Table) promotionWithoutPiece(text string, err error) bool {
	var me *rules.MoveError
	var pe *phonetic.ParseError
	switch {
	case errors.As(err, &me) && me.Kind == rules.AmbiguousMove:
		return onePromotion(me.Candidates)
	case errors.As(err, &pe):
		return onePromotion(pe.Choices) || len(pe.Unknown) == 0 && onePromotion(pe.Suggestions)
	case errors.As(err, &me) && me.Kind == rules.IllegalMove:
		// Words that fit no move (grammar.go's parseMove): the moves
		// they come near.
		_, perr := t.parser.Parse(t.game.pos(), text)
		return errors.As(perr, &pe) && len(pe.Unknown) == 0 && onePromotion(pe.Suggestions)
	}
	return false
}

// onePromotion reports whether moves are the promotions of one pawn on
// one square, which differ only in the piece it becomes (more than one).
func onePromotion(moves []rules.Move) bool {
	if len(moves) < 2 {
		return false
	}
	for _, m := range moves {
		if m.Promotion() == rules.NoPieceType || m.From() != moves[0].From() || m.To() != moves[0].To() {
			return false
		}
	}
	return true
}

// moveErrorReason explains why a typed text is not a legal move, in the
// table's language, with the moves it could mean in the announcement
// style.
func (t *Table) moveErrorReason(text string, err error) Output {
	var me *rules.MoveError
	if errors.As(err, &me) {
		switch me.Kind {
		case rules.AmbiguousMove:
			return t.errorOut(t.now, msgAmbiguous, text, t.movesText(t.game.pos(), me.Candidates))
		case rules.KingInCheck:
			if t.reasons() {
				return t.errorOut(t.now, msgKingInCheck, text)
			}
			return t.illegalOut(text, "")
		case rules.IllegalMove:
			why := ""
			if t.reasons() {
				why = t.why(me)
				if why == "" {
					if s := t.suggestions(text); s != "" {
						why = say(t.text, msgDidYouMean, s)
					}
				}
			}
			return t.illegalOut(text, why)
		}
		return t.errorOut(t.now, msgNotUnderstood, text)
	}
	var pe *phonetic.ParseError
	if errors.As(err, &pe) {
		switch {
		case len(pe.Choices) > 0:
			return t.errorOut(t.now, msgAmbiguous, text, t.movesText(t.game.pos(), pe.Choices))
		case len(pe.Unknown) == 0 && len(pe.Suggestions) > 0:
			why := ""
			if t.reasons() {
				why = say(t.text, msgDidYouMean, t.movesText(t.game.pos(), pe.Suggestions))
			}
			return t.illegalOut(text, why)
		}
	}
	return t.errorOut(t.now, msgNotUnderstood, text)
}

// reasons reports whether the table says why a move is illegal and which
// legal moves it might have meant. It is the one switch for them:
// tournament play keeps them off (no hint at the board, FIDE 11.3).
func (t *Table) reasons() bool { return !t.cfg.noReasons }

// illegalOut answers an illegal move: that it is illegal, why (when why is
// not ""), and who is to move.
func (t *Table) illegalOut(text, why string) Output {
	msg := say(t.text, msgIllegal, text)
	if why != "" {
		msg += " " + why
	}
	turn := []phonetic.Word{phonetic.Color(t.sideToMove()), phonetic.ToMove}
	return t.errorText(t.now, msg+" "+capitalize(t.text.Text(turn))+".")
}

// why says the cause of an illegal move in the table's language, the same
// causes in every language; "" when the rules gave none.
func (t *Table) why(me *rules.MoveError) string {
	sq := ""
	if me.Square != rules.NoSquare {
		sq = me.Square.String()
	}
	switch me.Cause {
	case rules.CauseNoLegalMove:
		return say(t.text, msgWhyNoLegalMove)
	case rules.CauseNoPiece:
		return say(t.text, msgWhyNoPiece, sq)
	case rules.CauseOpponentPiece:
		return say(t.text, msgWhyOpponentPiece, sq)
	case rules.CauseOtherPiece:
		return say(t.text, msgWhyOtherPiece, sq)
	case rules.CausePromotionRank:
		return say(t.text, msgWhyPromotionRank)
	case rules.CauseCannotReach:
		return say(t.text, msgWhyCannotReach, sq)
	case rules.CausePawnCaptureFile:
		return say(t.text, msgWhyPawnCaptureFile, t.movesText(t.game.pos(), me.Candidates))
	case rules.CauseNoCastlingRight:
		return say(t.text, msgWhyNoCastlingRight)
	case rules.CauseCastleInCheck:
		return say(t.text, msgWhyCastleInCheck)
	case rules.CauseCastleBlocked:
		return say(t.text, msgWhyCastleBlocked)
	case rules.CauseCastleThroughCheck:
		return say(t.text, msgWhyCastleThroughCheck, sq)
	}
	return ""
}

// suggestions returns the legal moves closest to a text, in words, or "".
func (t *Table) suggestions(text string) string {
	pos := t.game.pos()
	_, err := t.parser.Parse(pos, text)
	var pe *phonetic.ParseError
	if errors.As(err, &pe) && len(pe.Suggestions) > 0 {
		return t.movesText(pos, pe.Suggestions)
	}
	return ""
}

// movesText writes moves of pos in the announcement style, joined by "or".
func (t *Table) movesText(pos *rules.Position, ms []rules.Move) string {
	parts := make([]string, 0, len(ms))
	for i, m := range ms {
		if i == 4 {
			break
		}
		parts = append(parts, t.style.TextInside(t.moveWords(pos, m)))
	}
	return strings.Join(parts, say(t.text, msgOr))
}

// foreignLetter says, for a move written with a piece letter of another
// language that the session does not read ("Jf3", the Czech knight, in a
// German session; "e8D", the German and Czech queen, in an English one),
// which letters it reads; "" for any other text. The
// session reads its own letters and the English ones: another
// language's letter is no move here, since S is a German knight and a
// Czech bishop.
func (t *Table) foreignLetter(text string) string {
	text = strings.TrimSpace(text)
	r, n := utf8.DecodeRuneInString(text)
	if n == 0 {
		return ""
	}
	at := 0 // where the piece letter stands: a piece's first, a promotion's last
	if r >= 'a' && r <= 'h' {
		// A pawn's file: the letter of the piece it promotes to, "e8D".
		body := strings.TrimRight(text, "+#!?")
		r, n = utf8.DecodeLastRuneInString(body)
		at = len(body) - n
		if at < 2 || !unicode.IsUpper(r) {
			return ""
		}
	}
	letter := string(unicode.ToUpper(r))
	mine := rules.English.Letters() + " " + t.cfg.lang.Letters()
	if strings.Contains(mine, letter) || !strings.Contains(rules.AnyLang.Letters(), letter) {
		return ""
	}
	pos := t.game.pos()
	var me *rules.MoveError
	if _, err := pos.ParseMoveLang(text[:at]+letter+text[at+n:], rules.AnyLang); errors.As(err, &me) && me.Kind == rules.MalformedMove {
		return ""
	}
	return say(t.text, msgForeignPieceLetter, Clip(text), letter)
}

// arbiterWord says, for a line that begins with one of the arbiter's
// commands without "arbiter" before it ("takeback", "strafe schwarz"),
// the line to type ("arbiter takeback"); "" for any other text. A word
// that is also a player's command (time, moves, accept) is that command
// and never gets here.
func (t *Table) arbiterWord(text string) string {
	words := strings.Fields(text)
	if len(words) == 0 || len(text) > 64 {
		return ""
	}
	d := findCommand(arbiterCommands, words[0])
	if d == nil || findCommand(commands, words[0]) != nil {
		return ""
	}
	line := append([]string{fillIn(t.text, "table.cmd-arbiter"), fillIn(t.text, "table.cmd-arbiter-"+d.canonical())}, words[1:]...)
	return say(t.text, msgArbiterOnlyCmd, Clip(words[0]), strings.Join(line, " "))
}
