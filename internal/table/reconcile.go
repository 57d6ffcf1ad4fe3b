package table

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/twoboard"
)

// Annex D.2.9: when the boards differ, the arbiter compares both players'
// scoresheets and takes the game back to the last move they agree on,
// clocks included. The program's record is the VI player's scoresheet
// (D.2.7); "arbiter compare" takes the sighted player's scoresheet as the
// arbiter reads it out, "arbiter retrace" takes the game back.

// arbiterText returns a sentence of the catalog (a key such as
// "arbiter.usage") in the table's language.
func (t *Table) arbiterText(key string, args ...any) string {
	return t.fill(key, args...)
}

// compareLabel names half-move ply (1-based) of the game from start in
// words, as the arbiter log does, for a screen reader: "move 12, Black,
// Nf6" with the move in the session's letters (san, left out when ""),
// not "12... Nf6"; the start for ply 0. afterAt picks the form that
// follows "at" or "after" (Czech "po tahu 12 černého", not "tah").
func (t *Table) compareLabel(start *rules.Position, ply int, san string, afterAt bool) string {
	if ply == 0 {
		return t.arbiterText("arbiter.start")
	}
	num, black := plyNumber(start, ply)
	key := "arbiter.move-white"
	if black {
		key = "arbiter.move-black"
	}
	if afterAt {
		key += "-after"
	}
	s := t.arbiterText(key, num)
	if san != "" {
		s += ", " + san
	}
	return s
}

// retraceLabel names the position a retrace goes back to, after half-move
// ply (1-based) of the game from start, in words with the move's words in
// the announcement style ("move 3, Black, knight Cesar six"; Czech "tahu 3
// černého, …" after "po"); the start for ply 0.
func (t *Table) retraceLabel(start *rules.Position, ply int) string {
	if ply == 0 || ply > len(t.sheet) {
		return t.compareLabel(start, ply, "", true)
	}
	return t.compareLabel(start, ply, t.style.TextInside(t.sheet[ply-1].words), true)
}

// plyNumber returns the full-move number of half-move ply (1-based) of a
// game from start, and whether Black makes it.
func plyNumber(start *rules.Position, ply int) (int, bool) {
	i := ply - 1 // half-moves before it
	if start.Turn() == rules.Black {
		i++
	}
	return start.FullmoveNumber() + i/2, i%2 == 1
}

// targetPly reads "N", "N." or "N..." and returns the half-move count of
// the position after White's (or Black's) move N of a game from start.
func targetPly(start *rules.Position, s string) (int, bool) {
	black := strings.HasSuffix(s, "...")
	num := strings.TrimSuffix(strings.TrimSuffix(s, "..."), ".")
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 || n > 10000 {
		return 0, false
	}
	if n == 0 && !black {
		return 0, true
	}
	i := (n - start.FullmoveNumber()) * 2
	if black {
		i++
	}
	if start.Turn() == rules.Black {
		i--
	}
	if i < 0 {
		return 0, false
	}
	return i + 1, true
}

// retraceTarget reads the target of arbiter retrace: "N" or "N." (after
// White's move N), "N..." (after Black's), "0" (the start), or the number
// and the side in words in any language ("12 black", "12 schwarz", "12
// černý"), which a screen reader says as clearly as it is typed: "12..."
// is read as "12" when punctuation is not read.
func retraceTarget(start *rules.Position, args []string) (int, bool) {
	switch len(args) {
	case 1:
		return targetPly(start, args[0])
	case 2:
		num := strings.TrimSuffix(args[0], ".")
		if _, err := strconv.Atoi(num); err != nil || num == "0" {
			return 0, false
		}
		side, ok := parseSide(args[1])
		if !ok {
			return 0, false
		}
		if side == rules.Black {
			num += "..."
		}
		return targetPly(start, num)
	}
	return 0, false
}

// retraceTyped is the target of ply as arbiter retrace takes it, for the
// arbiter to type: the move number and the side in the session's word
// ("12 black", "12 schwarz"), "0" for the start.
func (t *Table) retraceTyped(start *rules.Position, ply int) string {
	if ply == 0 {
		return "0"
	}
	num, black := plyNumber(start, ply)
	if !t.cfg.setup.RetraceInWords {
		// An old journal's game takes only "12" and "12..."
		// (Setup.RetraceInWords).
		if black {
			return strconv.Itoa(num) + "..."
		}
		return strconv.Itoa(num)
	}
	side := rules.White
	if black {
		side = rules.Black
	}
	return strconv.Itoa(num) + " " + t.sideTyped(side)
}

// sheetMoves reads a scoresheet as it is read out: moves in any notation
// blindchess takes, with or without move numbers ("1.", "12...", "1.e4"),
// results and check signs ignored. It returns the moves, or the first
// word that is no move with its place and why.
func (t *Table) sheetMoves(words []string) ([]rules.Move, []string, error) {
	pos := t.game.g.Start()
	var moves []rules.Move
	var sans []string
	for _, w := range words {
		// A move number glued to its move: "1.e4", "12...Nf6".
		if i := strings.LastIndex(w, "."); i >= 0 && i < len(w)-1 {
			if _, err := strconv.Atoi(strings.TrimRight(w[:i+1], ".")); err == nil {
				w = w[i+1:]
			}
		}
		if strings.TrimRight(w, ".") == "" {
			continue
		}
		if _, err := strconv.Atoi(strings.TrimRight(w, ".")); err == nil && strings.HasSuffix(w, ".") {
			continue // a move number
		}
		switch w {
		case "1-0", "0-1", "1/2-1/2", "½-½", "*", "=":
			continue
		}
		m, err := t.parseMove(&pos, w)
		for _, l := range []rules.Lang{rules.English, rules.German, rules.Czech} {
			if err == nil {
				break
			}
			// The sighted player may write in another language's letters.
			if m2, err2 := pos.ParseMoveLang(w, l); err2 == nil {
				m, err = m2, nil
			}
		}
		if err != nil {
			num, black := plyNumber(ptr(t.game.g.Start()), len(moves)+1)
			dots := "."
			if black {
				dots = "..."
			}
			return moves, sans, fmt.Errorf("%s", t.arbiterText("arbiter.bad-move", w, strconv.Itoa(num)+dots, err))
		}
		sans = append(sans, pos.SANLang(m, t.cfg.lang))
		pos = pos.Play(m)
		moves = append(moves, m)
	}
	return moves, sans, nil
}

func ptr(p rules.Position) *rules.Position { return &p }

// pgnMoveWords returns the words of a scoresheet given as PGN movetext
// without what is no move of it: {comments} (with [%clk] and the like
// inside), a ; comment (to the end of the line), variations in ( ), nested
// or not, NAGs ($1, $14) and tag pairs ([Event "…"]). A comment or
// variation left open runs to the end. Annotation glyphs glued to a move
// ("e4!", "Nc6?!") are the move parser's; results are sheetMoves'.
func pgnMoveWords(words []string) []string {
	text := strings.Join(words, " ")
	var b strings.Builder
	depth := 0 // open variations
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '{':
			end := strings.IndexByte(text[i:], '}')
			if end < 0 {
				i = len(text)
				break
			}
			i += end
			b.WriteByte(' ')
		case c == ';' && depth == 0:
			i = len(text)
		case c == '(':
			depth++
			b.WriteByte(' ')
		case c == ')' && depth > 0:
			depth--
			b.WriteByte(' ')
		case depth > 0:
		case c == '[':
			// A tag pair: its value is a quoted string, which may hold
			// a "]" (escaped quotes as \").
			j, quoted := i+1, false
			for ; j < len(text) && (quoted || text[j] != ']'); j++ {
				switch {
				case quoted && text[j] == '\\':
					j++
				case text[j] == '"':
					quoted = !quoted
				}
			}
			i = j
			b.WriteByte(' ')
		default:
			b.WriteByte(c)
		}
	}
	var out []string
	for _, w := range strings.Fields(b.String()) {
		if len(w) > 1 && w[0] == '$' && strings.Trim(w[1:], "0123456789") == "" {
			continue // a NAG
		}
		out = append(out, w)
	}
	return out
}

// arbiterCompare compares the program's record with the sighted player's
// scoresheet (Annex D.2.9).
func (t *Table) arbiterCompare(words []string) []Output {
	if len(words) == 0 {
		return []Output{t.errorText(t.now, t.arbiterText("arbiter.usage"))}
	}
	theirs, theirSANs, err := t.sheetMoves(pgnMoveWords(words))
	if err != nil {
		return []Output{t.errorText(t.now, err.Error())}
	}
	start := t.game.g.Start()
	mine := t.game.g.Moves()
	label := func(ply int, san string) string { return t.compareLabel(&start, ply, san, false) }
	after := func(ply int, san string) string { return t.compareLabel(&start, ply, san, true) }
	// The moves in the session's letters, as the arbiter reads them
	// ("Sf3" in German), not PGN's English ones.
	mySANs := make([]string, len(mine))
	for i, pos := 0, start; i < len(mine); i++ {
		mySANs[i] = pos.SANLang(mine[i], t.cfg.lang)
		pos = pos.Play(mine[i])
	}
	mySAN := func(i int) string { return mySANs[i] }
	n := min(len(mine), len(theirs))
	for i := 0; i < n; i++ {
		if mine[i] != theirs[i] {
			agreed := label(0, "")
			if i > 0 {
				agreed = label(i, mySAN(i-1))
			}
			// Typed as said: "2 black", not "2...", whose dots a
			// screen reader leaves out.
			target := t.retraceTyped(&start, i)
			at := after(i+1, "")
			return []Output{t.announce(Arbiter, speech.OnRequest, nil,
				t.arbiterText("arbiter.part", at, mySAN(i), theirSANs[i], agreed, target))}
		}
	}
	switch {
	case len(theirs) < len(mine):
		var missing []string
		for i := len(theirs); i < len(mine); i++ {
			missing = append(missing, label(i+1, mySAN(i)))
		}
		end := after(0, "")
		if len(theirs) > 0 {
			end = after(len(theirs), mySAN(len(theirs)-1))
		}
		// "; " between the moves: each is "move 4, White, Bb5".
		return []Output{t.announce(Arbiter, speech.OnRequest, nil, t.arbiterText("arbiter.shorter", end, strings.Join(missing, "; ")))}
	case len(theirs) > len(mine):
		end := after(0, "")
		if len(mine) > 0 {
			end = after(len(mine), mySAN(len(mine)-1))
		}
		return []Output{t.announce(Arbiter, speech.OnRequest, nil, t.arbiterText("arbiter.longer", end, label(len(mine)+1, theirSANs[len(mine)])))}
	case len(mine) == 0:
		return []Output{t.announce(Arbiter, speech.OnRequest, nil, t.arbiterText("arbiter.agree-empty"))}
	}
	return []Output{t.announce(Arbiter, speech.OnRequest, nil, t.arbiterText("arbiter.agree-count", countIn(t.text, "pgn.n-half-moves", len(mine)), label(len(mine), mySAN(len(mine)-1))))}
}

// arbiterRetrace takes the game back to the position after a move (Annex
// D.2.9): the moves after it are struck out, both clocks show their times
// at that point, and each board is told how to get there (its fix steps).
func (t *Table) arbiterRetrace(args []string) []Output {
	if t.sealed != nil && t.cfg.setup.AdjournHeld {
		// As arbiter takeback: the sealed move is unsealed first.
		return []Output{t.errorOut(t.now, msgAdjourned)}
	}
	args, drop := dropFlag(args)
	if len(args) != 1 && (len(args) != 2 || !t.cfg.setup.RetraceInWords) {
		// "12 black" in an old journal was refused (Setup.RetraceInWords).
		return []Output{t.errorText(t.now, t.arbiterText("arbiter.usage"))}
	}
	start := t.game.g.Start()
	ply, ok := retraceTarget(&start, args)
	if !ok {
		return []Output{t.errorText(t.now, t.arbiterText("arbiter.bad-target", strings.Join(args, " ")))}
	}
	if ply > len(t.sheet) {
		plies := countIn(t.text, "pgn.n-half-moves", len(t.sheet))
		return []Output{t.errorText(t.now, t.arbiterText("arbiter.no-such-move-count", strings.Join(args, " "), plies))}
	}
	var out []Output
	struck := len(t.sheet) - ply
	kept := ""
	if t.clk != nil {
		snap, ok := t.snapshotAt(ply)
		if ok {
			evs, err := t.clk.Restore(snap, instant(t.now))
			out = append(out, t.clockOutputs(t.talker.Apply(evs))...)
			if err != nil {
				out = append(out, t.failed(err))
			}
			// The arbiter's adjustments since then stay unless dropped.
			var o []Output
			o, kept = t.reapplyAdjustments(snap, drop)
			out = append(out, o...)
		}
	}
	for len(t.sheet) > ply {
		last := t.sheet[len(t.sheet)-1]
		t.game.takeback()
		t.sheet = t.sheet[:len(t.sheet)-1]
		out = append(out, Output{At: t.now, Kind: KindUndo, SAN: last.san, By: last.by, Ply: len(t.sheet) + 1})
	}
	t.reopenByClock()
	reopened := t.result != ""
	t.result, t.reason, t.reasonMsg = "", "", msgNone
	t.offer, t.offerNext = nil, nil
	t.touch, t.castling = nil, nil
	t.version++
	pos := t.game.pos()
	times := t.timesMS()
	raw, _ := json.Marshal(struct {
		T       seconds `json:"t"`
		Event   string  `json:"event"`
		Ply     int     `json:"ply"`
		WhiteMS int64   `json:"white_ms"`
		BlackMS int64   `json:"black_ms"`
		FEN     string  `json:"fen"`
	}{seconds(t.now), KindRetrace.String(), ply, times[0], times[1], pos.FEN()})
	out = append(out, Output{At: t.now, Kind: KindRetrace, Ply: ply, Raw: raw})
	// In words, as compare names a move: "after move 3, Black, knight
	// Cesar six", not "after 3... knight Cesar six", which a screen
	// reader reads as "three dot dot dot" or drops the dots.
	after := t.retraceLabel(&start, ply)
	text := t.arbiterText("arbiter.retraced", after, struck, t.sideIn(pos.Turn()))
	if ply == 0 {
		// Not "the position after the start": the starting position.
		text = t.arbiterText("arbiter.retraced-start", struck, t.sideIn(pos.Turn()))
	}
	if t.clk != nil {
		ts := t.clk.Times(instant(t.now))
		text += " " + t.arbiterText("arbiter.clocks", t.text.Text(phonetic.Duration(ts[clock.White])), t.text.Text(phonetic.Duration(ts[clock.Black])))
	}
	if kept != "" {
		text += " " + kept
	}
	if reopened {
		text += " " + say(t.text, msgRetraceReopened)
	}
	out = append(out, t.logged(LogRetrace, t.announce(All, speech.Alert, nil, text)))
	return append(out, t.retraceSteps()...)
}

// retraceSteps brings the boards to the agreed position after a retrace
// (Annex D.2.9): each board gets its steps from its own actual position,
// also a board that still lags behind the game (its player had not yet
// copied the opponent's last move), which is otherwise not told anything,
// and a board that still shows a move struck out that it takes for one on
// its way (twoboard.InProgress). Each board not in step is marked
// (boards.retraced) until it is: its press is refused with its steps.
func (t *Table) retraceSteps() []Output {
	if t.b == nil {
		return nil
	}
	out := t.syncBoards()
	exp := t.b.tr.Expected()
	for _, bd := range []twoboard.Board{twoboard.Tactile, twoboard.Sighted} {
		if !t.b.on[bd] {
			continue
		}
		st, sensed := t.b.tr.Status(bd)
		t.b.retraced[bd] = st != twoboard.InStep
		if st == twoboard.InProgress {
			// It shows a move struck out, which a board that senses
			// only presence takes for a move on its way: no mismatch
			// is reported, so its difference is said here.
			d := twoboard.Diff(exp, sensed)
			out = append(out, t.boardSay(bd, capitalize(t.boardName(bd)+": "+t.diffText(&d))))
			continue
		}
		if st != twoboard.Behind {
			continue
		}
		d := twoboard.Diff(exp, sensed)
		out = append(out, t.announce(boardAudience(bd), speech.Alert, nil,
			say(t.text, msgRetraceSteps, capitalize(t.boardName(bd)), t.stepsText(&d))))
	}
	return out
}

// snapshotAt returns the clock's snapshot after half-move ply (taken at its
// press), or the one the move after it kept.
func (t *Table) snapshotAt(ply int) (clock.Snapshot, bool) {
	snaps := t.clk.Snapshots()
	for i := len(snaps) - 1; i >= 0; i-- {
		if snaps[i].Ply == ply {
			return snaps[i], true
		}
	}
	if ply < len(t.sheet) && t.sheet[ply].hasSnap {
		return t.sheet[ply].snap, true
	}
	return clock.Snapshot{}, false
}

// timesMS returns White's and Black's clock times now in milliseconds, as
// the JSON events give them (0 and 0 without a clock).
func (t *Table) timesMS() [2]int64 {
	if t.clk == nil {
		return [2]int64{}
	}
	ts := t.clk.Times(instant(t.now))
	return [2]int64{ts[clock.White].Milliseconds(), ts[clock.Black].Milliseconds()}
}
