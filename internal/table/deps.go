package table

import (
	"errors"
	"strings"

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

// parseMove reads a typed move: algebraic notation in the table's letters
// or English letters (SAN, long, UCI, ICCF numeric), or phonetic words
// ("Springer Felix drei", "knight f three").
func (t *Table) parseMove(pos *rules.Position, text string) (rules.Move, error) {
	m, err := pos.ParseMoveLang(text, t.cfg.lang)
	if err == nil {
		return m, nil
	}
	if t.cfg.lang != rules.English {
		m2, err2 := pos.ParseMoveLang(text, rules.English)
		if err2 == nil {
			return m2, nil
		}
		var me, me2 *rules.MoveError
		if errors.As(err, &me) && me.Kind == rules.MalformedMove && errors.As(err2, &me2) && me2.Kind != rules.MalformedMove {
			err = err2
		}
	}
	var me *rules.MoveError
	if errors.As(err, &me) && me.Kind != rules.MalformedMove {
		// Well-formed algebraic notation that names no legal move: that
		// is the reason to give.
		return rules.NoMove, err
	}
	pm, perr := t.parser.Parse(pos, text)
	if perr == nil {
		return pm, nil
	}
	return rules.NoMove, perr
}

// moveError refuses a typed text that is not a legal move. In casual
// play it says why, with the moves it could mean in the announcement
// style. In tournament play (the default) the table hears only that the
// move is illegal, and whose move it is: a reason ("would leave the king
// in check") or a suggestion would be a hint (FIDE Article 11.3); the
// reason goes to the arbiter's log as a note.
func (t *Table) moveError(text string, err error) []Output {
	full := t.moveErrorReason(text, err)
	if t.cfg.casual {
		return []Output{full}
	}
	plain := t.errorText(t.now, t.plainMoveError(text, err))
	if plain.Say.Text == full.Say.Text {
		return []Output{plain}
	}
	note := Output{At: t.now, Kind: KindNote, Say: Announcement{Text: full.Say.Text, TextLang: full.Say.TextLang, Audience: Arbiter}}
	return []Output{plain, note}
}

// plainMoveError is the refusal of a move text in tournament play:
// that it is illegal (or ambiguous), and whose move it is, nothing more.
func (t *Table) plainMoveError(text string, err error) string {
	var me *rules.MoveError
	var pe *phonetic.ParseError
	switch {
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
			return t.errorOut(t.now, msgKingInCheck, text)
		case rules.IllegalMove:
			msg := say(t.text, msgIllegal, text)
			if t.text.Lang() == phonetic.English && me.Reason != "" {
				// The rules core explains in English.
				msg += " " + capitalize(me.Reason) + "."
			} else if s := t.suggestions(text); s != "" {
				msg += " " + say(t.text, msgDidYouMean, s)
			}
			turn := []phonetic.Word{phonetic.Color(t.sideToMove()), phonetic.ToMove}
			return t.errorText(t.now, msg+" "+capitalize(t.text.Text(turn))+".")
		}
		return t.errorOut(t.now, msgNotUnderstood, text)
	}
	var pe *phonetic.ParseError
	if errors.As(err, &pe) {
		switch {
		case len(pe.Choices) > 0:
			return t.errorOut(t.now, msgAmbiguous, text, t.movesText(t.game.pos(), pe.Choices))
		case len(pe.Unknown) == 0 && len(pe.Suggestions) > 0:
			return t.errorText(t.now, say(t.text, msgIllegal, text)+" "+say(t.text, msgDidYouMean, t.movesText(t.game.pos(), pe.Suggestions)))
		}
	}
	return t.errorOut(t.now, msgNotUnderstood, text)
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
		parts = append(parts, t.style.Text(t.moveWords(pos, m)))
	}
	return strings.Join(parts, say(t.text, msgOr))
}
