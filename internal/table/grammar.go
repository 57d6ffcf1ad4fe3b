package table

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// This file is the input grammar of the table, in one place (docs/play.md
// has it as a table):
//
//  1. An empty line is a scripted instant; at the keyboard (Enter) it is a
//     press (Table.Apply). A typed line of only control keys is not
//     empty: it is not understood (strayKeys), unless the game's setup
//     is older than that (Setup.StrayKeysRefused).
//  2. A line starting with "/" is a command, whatever follows ("/d").
//  3. The machine inputs "board tactile|sighted …", "voice …" and
//     "touches" are what they say, by their names in any language
//     ("brett steckbrett heben e2", "hlas …"); "board" with another word
//     is the position ("board e4").
//  4. A line that reads as a move is a move: SAN with English, German or
//     Czech piece letters in upper or lower case, with or without a space
//     between the letter and the square ("D h5", "nf3", "V a3"), long
//     algebraic ("Ng1-f3", "ng1f3"), UCI ("g1f3"), ICCF ("7163"), or
//     phonetic words of any style ("dame hector fünf", "q h fünf"), legal
//     or not. When it could also be read as a command, it is the move, and
//     the other reading is said once.
//  5. Otherwise the one-letter keys of the key map shared with the clock
//     (b both times, o the opponent's time, z pause or resume), and a line
//     whose first word is a command name is that command; a one-letter
//     short form ("q", "d", "?") counts only when it is the whole line.
//  6. Anything else is answered as a move that was not understood.
//
// A move copied from a scoresheet or a page may come with its move number
// ("1. e4", "12... Nf6": the move, when the number fits the game;
// refused with the game's move otherwise), in quotes, or with a
// typographic dash ("Ng1–f3"): pasted.go reads it before the rules above
// (Setup.PastedMoves).

// pieceLetters are the piece letters of every language, upper case
// (English K Q R B N, German K D T L S, Czech K D V S J).
const pieceLetters = "KQRBNDTLSVJ"

// readLine reads one typed line by the input grammar.
func (t *Table) readLine(line string) command {
	text := t.unpaste(cleanLine(line))
	words := strings.Fields(text)
	if len(words) == 0 {
		return command{kind: cmdTick}
	}
	if c, ok := t.numberedMove(text); ok {
		return c
	}
	if text == KeyVoice {
		return command{kind: cmdVoiceKey, text: text}
	}
	if text == KeyCtrlC || text == KeyCtrlD {
		// Ctrl+C or Ctrl+D at the terminal: asks whether to leave. Only
		// Ctrl+C is an interrupt, which a second one within 2 s answers.
		d := findCommand(commands, "quit")
		return command{kind: cmdQuit, def: d, text: text, interrupt: text == KeyCtrlC}
	}
	first := strings.ToLower(words[0])
	if strings.HasPrefix(first, "/") {
		if d := findCommand(commands, first); d != nil {
			return command{kind: d.kind, def: d, args: words[1:], text: text}
		}
		return command{kind: cmdMove, text: text}
	}
	if d := findCommand(moreCommands, first); d != nil {
		if c, ok := t.machineLine(d, words, text); ok {
			return c
		}
	}
	if len(words) == 1 {
		if c, ok := t.keyLine(first, text); ok {
			return c
		}
	}
	d := findCommand(commands, first)
	if d != nil && d.kind == cmdCastle && !t.cfg.setup.CastlingAnnounced {
		// A journal of an older version: the word was not understood.
		d = nil
	}
	if d != nil && first == "fortsetzen" && !t.cfg.setup.ResumeFortsetzen {
		// A journal of an older version: the word was not understood,
		// and the clock stayed paused until weiter.
		d = nil
	}
	whole := d != nil && (utf8.RuneCountInString(first) > 1 || len(words) == 1)
	if t.isMove(text) {
		c := command{kind: cmdMove, text: text}
		if d != nil {
			c.other = d
		}
		return c
	}
	if whole {
		return command{kind: d.kind, def: d, args: words[1:], text: text}
	}
	return command{kind: cmdMove, text: text}
}

// machineLine reads a line whose first word names one of moreCommands in
// any language: "board" alone (the boards' state; the position in a game
// without boards), "board tactile|sighted …" (a board's event, or
// "board tactile press", its clock's lever), "voice …" and "touches". A
// board line whose second word names no board is not one ("board e4" is
// the position command).
func (t *Table) machineLine(d *cmdDef, words []string, text string) (command, bool) {
	switch d.kind {
	case cmdBoard:
		if len(words) == 1 {
			return command{kind: cmdBoard, def: d, text: text}, true
		}
		if w := boardWord(words[1]); w == "tactile" || w == "sighted" {
			if len(words) == 3 && strings.ToLower(words[2]) == "press" {
				// A press made on the board: its clock's lever
				// (BoardPressLine).
				return command{kind: cmdPress, def: findCommand(commands, "press"), text: text}, true
			}
			return command{kind: cmdBoard, def: d, args: words[1:], text: text}, true
		}
		// "board e4", "brett weiß": the position.
		p := findCommand(commands, "position")
		return command{kind: p.kind, def: p, args: words[1:], text: text, board: true}, true
	case cmdVoice:
		c := command{kind: d.kind, def: d, args: words[1:], text: text}
		if len(c.args) > 0 && t.cfg.setup.VoiceSaidAt {
			if at, ok := parseSaidAt(c.args[0]); ok {
				c.args, c.said, c.stamped = c.args[1:], at, true
			}
		}
		return c, true
	case cmdTouches:
		return command{kind: d.kind, def: d, args: words[1:], text: text}, true
	}
	return command{}, false
}

// keyLine reads the one-letter lines that are keys of the one key map of
// clock and play (README): b both times, o the opponent's time, z pause
// or resume.
func (t *Table) keyLine(key, text string) (command, bool) {
	switch key {
	case "b":
		return command{kind: cmdTime, def: findCommand(commands, "time"), args: []string{"both"}, text: text}, true
	case "o":
		return command{kind: cmdTime, def: findCommand(commands, "time"), args: []string{"opponent"}, text: text}, true
	case "z":
		if t.clk != nil && t.clk.Status() == clock.Paused {
			return command{kind: cmdResume, def: findCommand(commands, "resume"), text: text}, true
		}
	}
	return command{}, false
}

// cleanLine trims a line and takes out what is no text: escape sequences
// (an arrow key typed where no line editor reads), other control
// characters, and bytes that are not UTF-8, so that nothing of them is
// ever echoed.
func cleanLine(line string) string {
	if !strings.ContainsFunc(line, func(r rune) bool { return r == utf8.RuneError || unicode.IsControl(r) }) && utf8.ValidString(line) {
		return strings.TrimSpace(line)
	}
	var b strings.Builder
	skip := 0 // bytes of an escape sequence still to drop
	for i, r := range line {
		if i < skip {
			continue
		}
		if r == 0x1b {
			skip = i + escapeLen(line[i:])
			continue
		}
		switch {
		case r == utf8.RuneError:
			_, size := utf8.DecodeRuneInString(line[i:])
			if size <= 1 {
				continue
			}
			b.WriteRune(r)
		case r == '\t':
			b.WriteByte(' ')
		case unicode.IsControl(r):
		default:
			b.WriteRune(r)
		}
	}
	return strings.TrimSpace(b.String())
}

// escapeLen returns the length of the escape sequence at the start of s
// (which starts with ESC): CSI ("ESC [" parameters, then a final byte
// 0x40–0x7e), SS3 ("ESC O" and one byte), or ESC and one byte.
func escapeLen(s string) int {
	if len(s) < 2 {
		return len(s)
	}
	switch s[1] {
	case '[':
		for j := 2; j < len(s); j++ {
			if s[j] >= 0x40 && s[j] <= 0x7e {
				return j + 1
			}
		}
		return len(s)
	case 'O':
		return min(3, len(s))
	}
	return 2
}

// moveVariants returns the ways text can be written as algebraic notation:
// as typed, with a lower-case piece letter in upper case ("nf3" → "Nf3"),
// without the pawn letter P ("Pe3" → "e3"), and the same without spaces
// ("D h5" → "Dh5"). The line as typed comes first: "bxc4" is the pawn
// when it can capture, and "Bxc4" the bishop.
func moveVariants(text string) []string {
	var out []string
	add := func(s string) {
		if s == "" {
			return
		}
		out = append(out, s)
		if len(s) > 1 && s[0] >= 'a' && s[0] <= 'z' && strings.ContainsRune(pieceLetters, rune(s[0]-'a'+'A')) {
			out = append(out, string(s[0]-'a'+'A')+s[1:])
		}
		if len(s) > 2 && (s[0] == 'P' || s[0] == 'p') && s[1] >= 'a' && s[1] <= 'h' {
			out = append(out, s[1:])
		}
	}
	add(text)
	if strings.Contains(text, " ") && len(text) <= 16 {
		add(strings.Join(strings.Fields(text), ""))
	}
	return out
}

// langs are the letter sets a typed line is tried in: the table's, then
// English, then (only to know that it is a move, not to read it) any.
func (t *Table) langs() []rules.Lang {
	if t.cfg.lang == rules.English {
		return []rules.Lang{rules.English, rules.AnyLang}
	}
	return []rules.Lang{t.cfg.lang, rules.English, rules.AnyLang}
}

// isMove reports whether text reads as a move, legal or not, in the
// current position.
func (t *Table) isMove(text string) bool {
	if len(text) > 64 {
		return false
	}
	pos := t.game.pos()
	for _, v := range moveVariants(text) {
		for _, l := range t.langs() {
			_, err := pos.ParseMoveLang(v, l)
			var me *rules.MoveError
			if err == nil || errors.As(err, &me) && me.Kind != rules.MalformedMove {
				return true
			}
		}
	}
	ok, _ := t.parser.MoveWords(text)
	return ok
}

// barePawnCapture returns, in a game whose journal was written before a
// pawn capture had to name its file (Setup.PawnCaptureFile false), the
// one pawn capture that a pawn move without its file reached ("d5" for
// exd5), as that version read it, so that the journal replays exactly;
// ok is false for any other error, and in every game set up since.
func (t *Table) barePawnCapture(err error) (rules.Move, bool) {
	var me *rules.MoveError
	if t.cfg.setup.PawnCaptureFile || !errors.As(err, &me) || me.Cause != rules.CausePawnCaptureFile || len(me.Candidates) != 1 {
		return rules.NoMove, false
	}
	return me.Candidates[0], true
}

// parseMove reads a typed move in pos: algebraic in any of its variants
// and letter sets, or else phonetic words. Of the errors, the first that
// is about a well-formed move is given (its reason is what to say).
func (t *Table) parseMove(pos *rules.Position, text string) (rules.Move, error) {
	var first, wellFormed error
	if len(text) <= 64 {
		for _, v := range moveVariants(text) {
			for _, l := range t.langs()[:len(t.langs())-1] {
				m, err := pos.ParseMoveLang(v, l)
				if err == nil {
					return m, nil
				}
				if m, ok := t.barePawnCapture(err); ok {
					return m, nil
				}
				if first == nil {
					first = err
				}
				var me *rules.MoveError
				if wellFormed == nil && errors.As(err, &me) && me.Kind != rules.MalformedMove {
					wellFormed = err
				}
			}
		}
	}
	if wellFormed != nil {
		return rules.NoMove, wellFormed
	}
	pm, perr := t.parser.Parse(pos, text)
	if perr == nil {
		return pm, nil
	}
	var pe *phonetic.ParseError
	if errors.As(perr, &pe) && len(pe.Choices) == 0 {
		if ok, castle := t.parser.MoveWords(text); ok {
			if castle != "" {
				// Castling in words: the rules say why it is not legal.
				if _, err := pos.ParseMoveLang(castle, rules.English); err != nil {
					var me *rules.MoveError
					if errors.As(err, &me) {
						me.Text = text
						return rules.NoMove, me
					}
				}
			}
			why := catalog.Errorf("table.no-move-fits-words")
			return rules.NoMove, &rules.MoveError{Text: text, Kind: rules.IllegalMove, Reason: why.Error(), Why: why}
		}
	}
	if first != nil && perr == nil {
		return rules.NoMove, first
	}
	return rules.NoMove, perr
}
