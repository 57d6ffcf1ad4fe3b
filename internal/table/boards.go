package table

import (
	"github.com/blindchess/blindchess/internal/clock"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/twoboard"
)

// The board modes of Setup.Tactile and Setup.Sighted.
const (
	// BoardVirtual is a board without hardware: it starts in the game's
	// start position and takes its events from typed or scripted lines
	// ("board tactile lift e2").
	BoardVirtual = "virtual"
	// BoardReal is a board on a port: the program writes its events as
	// the same lines, so the journal replays them.
	BoardReal = "real"
)

// The sources of moves in the JSON move event when the game has boards.
const (
	SourceTactile = "tactile"
	SourceSighted = "sighted"
)

// boards joins the tactile and the sighted board to the game (Annex
// D.2.1–D.2.4) through a twoboard.Tracker. Each board is mirrored by a
// twoboard.Virtual that turns the lines into board events.
type boards struct {
	tr     *twoboard.Tracker
	vb     [2]*twoboard.Virtual
	on     [2]bool
	real   [2]bool
	source string // the source of the move being made
	// told is the difference of each board last described (in full or
	// as a change), nil while the board was last said to be in step or
	// lags by whole moves: a new difference is said as what changed
	// since.
	told [2]*twoboard.Difference
	// still is when each board's whole difference is said again, once the
	// board has been still for boardStill after a change was said; 0 for
	// none.
	still [2]time.Duration
	// known: each board has told the table something (a difference, a
	// lag, that it agrees, a fault); the first agreement of a board is
	// said as such, not as "in step again" (newuser3).
	known [2]bool
	// away: each board went away (its cable pulled, switched off:
	// awayLost) or its driver lost some of its lines (awayDoubt), and it
	// has not yet shown its whole position since; a board that comes
	// back lagging by a move is said to be back or read again, as the lag
	// itself is not.
	away [2]awayWhy
	// retraced: each board has not shown the agreed position since an
	// arbiter's retrace (retraceSteps), e.g. it still shows a move the
	// retrace struck out, which a presence-only board can take for a
	// move on its way: a press is refused with the steps that set it
	// right, not as a move not yet made.
	retraced [2]bool
	// fresh: each board has not shown its whole position since the game
	// was resumed; its first one is said whatever it shows, so that the
	// assistant hears the board is there and whether it is in step
	// (what it showed before the crash is no news, and was not said).
	fresh [2]bool
}

// awayWhy is why a board has not shown its whole position for a while.
type awayWhy uint8

const (
	awayNot   awayWhy = iota // it has
	awayLost                 // it went away
	awayDoubt                // its driver lost some of its lines (twoboard.Verifying)
)

// boardStill is how long a board must be still after a change of its
// difference was said before the whole difference is said again.
const boardStill = 3 * time.Second

func checkBoardMode(name, mode string) error {
	switch mode {
	case "", BoardVirtual, BoardReal:
		return nil
	}
	return catalog.Errorf("table.bad-board-mode", name, mode, BoardVirtual, BoardReal)
}

// initBoards sets up the boards of the Setup, if any.
func (t *Table) initBoards() {
	s := t.cfg.setup
	if s.Tactile == "" && s.Sighted == "" {
		return
	}
	b := &boards{}
	opts := twoboard.Options{Settle: -1, Debounce: -1}
	if s.Tactile == BoardReal || s.Sighted == BoardReal {
		opts = twoboard.Options{}
	}
	opts.KeepAcrossGone = s.BoardGoneKept
	opts.LagMoves = s.LagMoveMade
	opts.GoneAfterFault = s.GoneAfterFault
	opts.KeepSeenOnReset = s.SeenKeptOnUndo
	b.tr = twoboard.New(t.cfg.start, opts)
	me := t.cfg.me
	start := twoboard.PlacementOf(&t.cfg.start)
	for i, mode := range []string{s.Tactile, s.Sighted} {
		if mode == "" {
			continue
		}
		bd := twoboard.Board(i)
		kind := eboard.Tactile
		cfg := twoboard.BoardConfig{Owner: me, HasOwner: true, AllTouches: true}
		cfg.Moves[me] = true
		if bd == twoboard.Sighted {
			kind = eboard.DGT
			cfg = twoboard.BoardConfig{Pieces: true, Owner: me.Other(), HasOwner: true}
			cfg.Moves[me.Other()] = true
		}
		b.on[i], b.real[i] = true, mode == BoardReal
		if b.real[i] {
			b.vb[i] = twoboard.NewVirtual(kind, eboard.Placement{})
			b.tr.Enable(bd, cfg, nil)
		} else {
			b.vb[i] = twoboard.NewVirtual(kind, start)
			sensed := b.vb[i].Sensed()
			b.tr.Enable(bd, cfg, &sensed)
		}
	}
	t.b = b
}

// boardTimer is the next instant the boards need time to pass (a move
// resting on a board, a difference to report, a board still long enough
// for its whole difference).
func (t *Table) boardTimer() (time.Duration, bool) {
	if t.b == nil {
		return 0, false
	}
	var at time.Duration
	d, ok := t.b.tr.Deadline()
	if ok {
		at = offset(d)
	}
	for _, s := range t.b.still {
		if s != 0 && (!ok || s < at) {
			at, ok = s, true
		}
	}
	if !ok {
		return 0, false
	}
	return max(at, t.now), true
}

// boardStep lets the boards' time pass to now; a board that has been still
// since a change of its difference was said gets its whole difference.
func (t *Table) boardStep() []Output {
	if t.b == nil {
		return nil
	}
	out := t.boardFacts(t.b.tr.Advance(instant(t.now)))
	for i, s := range t.b.still {
		if s == 0 || t.now < s {
			continue
		}
		t.b.still[i] = 0
		if d := t.b.told[i]; d != nil {
			// Said at the instant the board had been still long enough,
			// also when no timer came before the next input.
			bd := twoboard.Board(i)
			o := t.boardSay(bd, capitalize(t.boardName(bd)+": "+t.diffText(d)))
			o.At = s
			out = append(out, o)
		}
	}
	return out
}

// diffText is how board difference d is said unasked: every square and
// step, or when it is summarized (twoboard.SummaryOver) the summary and how
// to hear every square ("board").
func (t *Table) diffText(d *twoboard.Difference) string {
	if d.Summarized() {
		return sayBoard(t.text, bmDiffSummary, d.SummaryClause(t.style))
	}
	return d.Text(t.style)
}

// stepsText is how the steps that set board difference d right are said
// in a refusal or after a retrace: every step, or when it is summarized
// (twoboard.SummaryOver) the summary and how to hear every square
// ("board"), as diffText says it.
func (t *Table) stepsText(d *twoboard.Difference) string {
	if d.Summarized() {
		return sayBoard(t.text, bmDiffSummary, d.SummaryClause(t.style))
	}
	return d.StepsText(t.style)
}

// boardSay says text about board bd to whom it concerns.
func (t *Table) boardSay(bd twoboard.Board, text string) Output {
	a := Announcement{Text: text, Priority: speech.Alert, Audience: boardAudience(bd)}
	t.said = append(t.said[:0], a)
	return Output{At: t.now, Kind: KindAnnounce, Say: a}
}

// boardsState is "board" without an event: the whole state of one board
// (board tactile) or of every board at the table, said at once.
func (t *Table) boardsState(which string) []Output {
	var bds []twoboard.Board
	if which == "" {
		for i, on := range t.b.on {
			if on {
				bds = append(bds, twoboard.Board(i))
			}
		}
	} else {
		bd, err := twoboard.ParseBoard(boardWord(which))
		if err != nil || !t.b.on[bd] {
			return []Output{t.errorText(t.now, sayBoard(t.text, bmNoSuchBoard, which))}
		}
		bds = []twoboard.Board{bd}
	}
	var out []Output
	for _, bd := range bds {
		st, sensed := t.b.tr.Status(bd)
		exp, _ := t.b.tr.Target(bd)
		var text string
		switch {
		case st == twoboard.Unknown:
			text = capitalize(sayBoard(t.text, bmNoPicture, t.boardName(bd)))
		case sensed.Equal(&exp):
			text = capitalize(sayBoard(t.text, bmInStep, t.boardName(bd)))
		default:
			d := twoboard.Diff(exp, sensed)
			text = t.boardName(bd) + ": " + d.Text(t.style)
			t.b.told[bd], t.b.still[bd] = &d, 0
			if d.Summarized() {
				// Asked for: the summary, then every square and step
				// on a line of its own.
				o := t.boardSay(bd, capitalize(text))
				o.Say.Priority = speech.OnRequest
				out = append(out, o)
				text = t.boardName(bd) + ": " + d.Details(t.style)
			}
		}
		o := t.boardSay(bd, capitalize(text))
		o.Say.Priority = speech.OnRequest
		out = append(out, o)
	}
	// "repeat" says every line of the answer again, the summary first.
	t.said = t.said[:0]
	for _, o := range out {
		t.said = append(t.said, o.Say)
	}
	return answerLines(out)
}

// answerLines marks every line of one answer after its first as
// continuing it (Announcement.Continues): a voice says them all, in
// order, where each request's line would otherwise replace the one
// before it and only the last line of "board", "touches" or "repeat"
// was heard.
func answerLines(out []Output) []Output {
	for i := 1; i < len(out); i++ {
		out[i].Say.Continues = true
	}
	return out
}

// boardChange says how board b's difference d changed since the
// difference told before: the squares that differ now or differently, and
// those that are right again ("Eva sechs: ein schwarzer Bauer zu viel.
// Eva fünf stimmt."). It is "" when nothing but the steps changed.
func (t *Table) boardChange(told, d *twoboard.Difference) string {
	was := map[rules.Square]twoboard.SquareDiff{}
	for _, sd := range told.Squares {
		was[sd.Square] = sd
	}
	texts := d.SquareTexts(t.style)
	var parts []string
	now := map[rules.Square]bool{}
	for i, sd := range d.Squares {
		now[sd.Square] = true
		if old, ok := was[sd.Square]; !ok || old != sd {
			parts = append(parts, capitalize(texts[i])+".")
		}
	}
	for _, sd := range told.Squares {
		if !now[sd.Square] {
			parts = append(parts, sayBoard(t.text, bmSquareRight, t.style.Text(phonetic.SquareWords(sd.Square))))
		}
	}
	return strings.Join(parts, " ")
}

// syncBoards tells the boards of moves made or taken back other than on
// a board (typed moves, undo, the arbiter's take-back), and of a castling
// announced or no longer holding (castlingToBoards).
func (t *Table) syncBoards() []Output {
	out := t.syncBoardMoves()
	return append(out, t.castlingToBoards()...)
}

// syncBoardMoves tells the boards of moves made or taken back other than
// on a board.
func (t *Table) syncBoardMoves() []Output {
	if t.b == nil {
		return nil
	}
	moves := t.game.g.Moves()
	tr := t.b.tr
	n := tr.N()
	same := n <= len(moves)
	if same && n > 0 {
		p, _ := t.game.g.PositionAt(n)
		tp := tr.Position()
		same = p.FEN() == tp.FEN()
	}
	switch {
	case same && n == len(moves):
		return nil
	case same && n == len(moves)-1:
		facts, err := tr.Push(moves[n], instant(t.now))
		if err == nil {
			return t.boardFacts(facts)
		}
	}
	if err := tr.Reset(t.game.g.Start(), moves); err != nil {
		return []Output{t.failed(err)}
	}
	return t.boardFacts(tr.Refresh(instant(t.now)))
}

// boardCmd is "board tactile|sighted lift SQ | place SQ [piece] | snapshot
// DATA | gone [reason]", its words in any language (boardWords).
func (t *Table) boardCmd(args []string) []Output {
	if t.b == nil {
		if len(args) == 0 {
			// Without boards, "board" is the position.
			return t.positionCmd(nil)
		}
		return []Output{t.errorText(t.now, sayBoard(t.text, bmNoBoards))}
	}
	if len(args) < 2 {
		w := ""
		if len(args) == 1 {
			w = args[0]
		}
		return t.boardsState(w)
	}
	bd, err := twoboard.ParseBoard(boardWord(args[0]))
	if err != nil || !t.b.on[bd] {
		return []Output{t.errorText(t.now, sayBoard(t.text, bmNoSuchBoard, args[0]))}
	}
	v := t.b.vb[bd]
	real := t.b.real[bd]
	now := instant(t.now)
	var e eboard.Event
	op := boardWord(args[1])
	rest := args[2:]
	square := func() (rules.Square, bool) {
		if len(rest) == 0 {
			return rules.NoSquare, false
		}
		sq, err := rules.ParseSquare(rest[0])
		return sq, err == nil
	}
	switch op {
	case "lift":
		sq, ok := square()
		if !ok || len(rest) != 1 {
			return []Output{t.errorText(t.now, sayBoard(t.text, bmUsage))}
		}
		if e, err = v.Lift(sq, now); err != nil {
			if !real {
				return []Output{t.errorText(t.now, sayBoard(t.text, bmEmpty, sq))}
			}
			return nil
		}
	case "place":
		sq, ok := square()
		if !ok || len(rest) > 2 {
			return []Output{t.errorText(t.now, sayBoard(t.text, bmUsage))}
		}
		pc := rules.NoPiece
		if len(rest) == 2 {
			letter := rest[1]
			p, ok := eboard.PieceFromLetter(letter[0])
			if !ok || len(letter) != 1 {
				return []Output{t.errorText(t.now, sayBoard(t.text, bmBadPiece, letter))}
			}
			pc = p
		}
		switch {
		case real:
			e, err = v.Put(sq, pc, now)
		case pc != rules.NoPiece && bd == twoboard.Tactile:
			// The tactile board cannot tell the piece: a letter is the
			// promotion the player says with it.
			t.b.tr.SetPromotion(pc.Type())
			e, err = v.Place(sq, rules.NoPieceType, now)
		default:
			pt := rules.NoPieceType
			if held, ok := v.Held(); ok && held.Type() == rules.Pawn && pc != rules.NoPiece {
				pt = pc.Type()
			}
			e, err = v.Place(sq, pt, now)
		}
		if err != nil {
			return []Output{t.errorText(t.now, sayBoard(t.text, bmCannotPlace, sq))}
		}
	case "snapshot":
		if len(rest) != 1 {
			return []Output{t.errorText(t.now, sayBoard(t.text, bmUsage))}
		}
		if bd == twoboard.Tactile {
			o, err := eboard.ParseOccupancy(rest[0])
			if err != nil {
				return []Output{t.errorText(t.now, sayBoard(t.text, bmBadSnapshot, err))}
			}
			e = v.SnapshotOccupancy(o, now)
		} else {
			p, err := eboard.ParsePlacement(rest[0])
			if err != nil {
				return []Output{t.errorText(t.now, sayBoard(t.text, bmBadSnapshot, err))}
			}
			e = v.Snapshot(p, now)
		}
	case "gone":
		e = boardNote(now, eboard.Disconnected, rest)
	case "fault":
		e = boardNote(now, eboard.Error, rest)
	case "resync":
		// The driver lost something the board sent and asked for its
		// position: no move from it until that comes (twoboard.Verifying).
		e = boardNote(now, eboard.Resync, rest)
	default:
		return []Output{t.errorText(t.now, sayBoard(t.text, bmUsage))}
	}
	if t.b.still[bd] != 0 {
		// The board is not still: its whole difference waits.
		t.b.still[bd] = t.now + boardStill
	}
	out := t.boardFacts(t.b.tr.Event(bd, e))
	if op == "snapshot" && t.b.away[bd] != awayNot {
		// The board's whole position, after it was away: a difference
		// or its being in step was said; a lag (a move made meanwhile
		// not yet reproduced, normal and otherwise never said) is not,
		// so that it is back is.
		if st, _ := t.b.tr.Status(bd); st == twoboard.Behind {
			id, to := bmBack, All
			if t.b.away[bd] == awayDoubt {
				id, to = bmReadAgain, boardAudience(bd)
			}
			out = append(out, t.announce(to, speech.Alert, nil, capitalize(sayBoard(t.text, id, t.boardName(bd)))))
		}
		t.b.away[bd] = awayNot
	}
	if op == "snapshot" && t.b.fresh[bd] {
		t.b.fresh[bd] = false
		if len(out) == 0 {
			// Nothing changed for the game: said as board says it.
			out = t.boardsState(bd.String())
		}
	}
	return out
}

// boardsResumed marks every board of a resumed game as not yet heard
// from: its first whole position is said (boards.fresh).
func (t *Table) boardsResumed() {
	if t.b == nil {
		return
	}
	t.b.fresh = t.b.on
}

// boardNote is the event of a "gone", "fault" or "resync" line: what the
// driver said, as a code with its arguments (eboard.Note), said in the
// session's language; the free text of a journal written before the
// drivers spoke in codes is kept as it was.
func boardNote(now time.Time, typ eboard.EventType, rest []string) eboard.Event {
	e := eboard.Event{Time: now, Type: typ}
	text := strings.Join(rest, " ")
	if n, ok := eboard.ParseNote(text); ok {
		e.SetNote(n)
	} else {
		e.Text = text
	}
	return e
}

// boardName is the board in words ("Steckbrett").
func (t *Table) boardName(bd twoboard.Board) string {
	if bd == twoboard.Tactile {
		return t.text.Word(phonetic.TactileBoard)
	}
	return t.text.Word(phonetic.SightedBoard)
}

// boardAudience is who is told about board bd: the VI player about his
// board, everyone (the sighted player, his assistant) about the other.
func boardAudience(bd twoboard.Board) Audience {
	if bd == twoboard.Tactile {
		return Player
	}
	return All
}

// boardFacts turns the facts of the boards into outputs.
func (t *Table) boardFacts(facts []twoboard.Fact) []Output {
	var out []Output
	for _, f := range facts {
		switch f.Kind {
		case twoboard.Touch:
			out = append(out, Output{At: t.now, Kind: KindTouch, Board: f.Board.String(), Square: f.Square.String(),
				Piece: string(f.Piece.FENChar()), By: f.By})
			tw := append([]phonetic.Word{phonetic.PieceWord(f.Piece.Type())}, phonetic.SquareWords(f.Square)...)
			t.logText(LogTouch, capitalize(t.boardName(f.Board))+", "+t.playerName(f.By)+": "+t.style.TextInside(tw))
			if f.Board == twoboard.Tactile {
				// D.2.2: the VI player hears which piece he touched.
				w := append([]phonetic.Word{phonetic.PieceWord(f.Piece.Type())}, phonetic.SquareWords(f.Square)...)
				touched := phonetic.Touched
				if pt := f.Piece.Type(); pt == rules.Queen || pt == rules.Rook {
					// Czech: "dáma", "věž" are feminine ("dotknuta").
					touched = phonetic.TouchedFeminine
				}
				w = append(w, touched)
				out = append(out, t.announce(Player, speech.OnRequest, w, ""))
			}
			out = append(out, t.noteTouch(f.By, f.Own)...)
		case twoboard.MoveMade:
			// A move made on the board began at the agreed position,
			// and the board shows the game: a difference told before
			// (a move of the opponent's reproduced after his own) is
			// not said again once the board is still.
			t.b.retraced[f.Board] = false
			t.b.told[f.Board], t.b.still[f.Board] = nil, 0
			out = append(out, t.boardMove(f)...)
		case twoboard.NeedPromotion:
			out = append(out, t.announce(boardAudience(f.Board), speech.Alert, nil, sayBoard(t.text, bmPromotion)))
		case twoboard.Ambiguous:
			pos := f.Before
			out = append(out, t.announce(boardAudience(f.Board), speech.Alert, nil, t.ambiguityText(&pos, f.Candidates)))
		case twoboard.Mismatch:
			// The event has the whole difference; what is said is what
			// changed since the last description, and the whole again
			// once the board has been still for a moment.
			text := capitalize(t.boardName(f.Board)) + ": " + t.diffText(&f.Diff)
			a := Announcement{Text: text, Priority: speech.Alert, Audience: boardAudience(f.Board)}
			said := a
			if told := t.b.told[f.Board]; told != nil {
				// A board that differs in many squares is said as the
				// summary again, not square by square.
				if c := t.boardChange(told, &f.Diff); c != "" && !f.Diff.Summarized() {
					said.Text = capitalize(t.boardName(f.Board) + ": " + c)
				}
				t.b.still[f.Board] = t.now + boardStill
			}
			d := f.Diff
			t.b.told[f.Board] = &d
			t.said = append(t.said[:0], said)
			out = append(out, Output{At: t.now, Kind: KindMismatch, Board: f.Board.String(), Diff: f.Diff, Say: a},
				Output{At: t.now, Kind: KindAnnounce, Say: said})
		case twoboard.Lagging:
			t.b.told[f.Board], t.b.still[f.Board] = nil, 0
		case twoboard.Synced:
			t.b.told[f.Board], t.b.still[f.Board] = nil, 0
			t.b.retraced[f.Board] = false
			id := bmSynced
			if !t.b.known[f.Board] {
				// The board's first word: it shows the game, not
				// "again".
				id = bmAgrees
			}
			out = append(out, Output{At: t.now, Kind: KindSynced, Board: f.Board.String()},
				t.announce(boardAudience(f.Board), speech.OnRequest, nil, capitalize(sayBoard(t.text, id, t.boardName(f.Board)))))
		case twoboard.Fault:
			if f.Lost {
				t.b.away[f.Board] = awayLost
				out = append(out, t.announce(All, speech.Alert, nil,
					capitalize(sayBoard(t.text, bmLost, t.boardName(f.Board)+": "+t.text.Word(phonetic.Disconnected)))))
			} else {
				out = append(out, t.announce(All, speech.Alert, nil, sayBoard(t.text, bmFault, t.boardName(f.Board), strings.TrimSuffix(f.Said(catalog.For(catalog.Lang(t.text.Lang()))), "."))))
			}
		case twoboard.Verifying:
			if t.b.away[f.Board] == awayNot {
				t.b.away[f.Board] = awayDoubt
			}
			out = append(out, t.announce(boardAudience(f.Board), speech.Alert, nil, twoboard.VerifyingText(f.Board, catalog.Lang(t.text.Lang()))))
		}
		switch f.Kind {
		case twoboard.Mismatch, twoboard.Lagging, twoboard.Synced, twoboard.Fault:
			t.b.known[f.Board] = true
		}

	}
	return out
}

// boardMove makes a move made on a board: announced at once (D.2.3.3),
// with a touch-move note for the arbiter when the player first touched
// another piece that could move (4.3; the arbiter rules).
func (t *Table) boardMove(f twoboard.Fact) []Output {
	if t.Over() {
		return []Output{t.overOut()}
	}
	var out []Output
	if p := t.pendingEntry(); p != nil && t.clk != nil && !t.cfg.casual {
		if !t.lateReplies() {
			return t.boardMoveBeforePress(p.by, f)
		}
		// Article 6.2.2: the reply is made; the mover may still press.
	} else {
		o, ok := t.completePending()
		if !ok {
			return o
		}
		out = o
	}
	t.b.source = f.Board.String()
	out = append(out, t.makeMove(f.Move)...)
	t.b.source = ""
	if n := f.TouchMove; n != nil {
		w := append([]phonetic.Word{phonetic.PieceWord(n.Piece.Type())}, phonetic.SquareWords(n.Square)...)
		played := t.style.TextInside(t.sheet[len(t.sheet)-1].words)
		text := sayBoard(t.text, bmTouchMove, t.style.TextInside(w), played)
		if n.Rook != rules.NoSquare {
			r := append([]phonetic.Word{phonetic.PieceWord(n.RookPiece.Type())}, phonetic.SquareWords(n.Rook)...)
			text = sayBoard(t.text, bmTouchCastle, t.style.TextInside(w), t.style.TextInside(r), played)
		}
		// The arbiter log labels the note itself ("Touch-move: …"): it
		// keeps the note without the announcement's "For the arbiter".
		t.logText(LogTouchMove, capitalize(text))
		out = append(out, t.announce(Arbiter, speech.OnRequest, nil, sayBoard(t.text, bmForArbiter, text)))
	}
	return out
}

// boardMoveBeforePress refuses, in tournament play, a move made on a board
// while the opponent's move still waits for his press (Article 6.2: nobody
// presses for a player; 6.2.1: his move is not completed before he
// presses). It is refused as a typed reply is, with the same sentence,
// and the boards are set back to the game: the pieces moved are a
// difference on that board, said with the steps that put them back. by
// is the side whose press is missing; f is the move made. The tracker
// keeps what it saw of the move (the pieces lifted for it): if the move
// still stands on the board when the player presses after his opponent
// did, the press makes it (twoboard.Tracker.Refuse).
func (t *Table) boardMoveBeforePress(by rules.Color, f twoboard.Fact) []Output {
	out := []Output{t.errorOut(t.now, msgNotPressed, t.text.Word(phonetic.Color(by)))}
	if err := t.b.tr.Reset(t.game.g.Start(), t.game.g.Moves()); err != nil {
		return append(out, t.failed(err))
	}
	t.b.tr.Refuse(f.Board, f.Move)
	var facts []twoboard.Fact
	for _, f := range t.b.tr.Refresh(instant(t.now)) {
		// The refused move is not made again here: it waits for the
		// board to be put right; the other board did not change.
		if f.Kind != twoboard.MoveMade && f.Kind != twoboard.Synced {
			facts = append(facts, f)
		}
	}
	return append(out, t.boardFacts(facts)...)
}

// moveSource is the "source" of a move event: the board it was made on,
// or the keyboard (typed, scripted or said: not made on a board).
func (t *Table) moveSource() string {
	if t.sourceOverride != "" {
		return t.sourceOverride
	}
	if t.b == nil {
		return SourceKeyboard
	}
	if t.b.source != "" {
		return t.b.source
	}
	return SourceKeyboard
}

// pressCheck is D.2.4 for a press with nothing to complete: a move resting
// on a board is made now (the press is its commit point); a press before
// the move is made is refused with the reason.
func (t *Table) pressCheck() ([]Output, bool) {
	if t.b == nil || t.Over() {
		return nil, false
	}
	if p := t.pressEntry(); p != nil {
		if t.latePressed() {
			// The mover's late press (Article 6.2.2): his board may
			// not show the reply yet; his move is made already.
			return nil, false
		}
		return t.pressBoardCheck(p.by)
	}
	bd := twoboard.Sighted
	if t.sideToMove() == t.cfg.me {
		bd = twoboard.Tactile
	}
	if !t.b.on[bd] {
		return nil, false
	}
	facts, made := t.b.tr.Commit(bd, instant(t.now))
	out := t.boardFacts(facts)
	if made && t.pendingEntry() != nil {
		return out, false
	}
	if _, d, ok := t.b.tr.Unfinished(bd); ok {
		// A castling announced (Guideline II.3.2.7.1): the king's or
		// the rook's move alone is its first half, not a move made
		// (R246); the steps finish it, undo takes the announcement back.
		o := t.errorText(t.now, sayBoard(t.text, bmCastleHalf, t.boardName(bd), t.stepsText(&d), fillIn(t.text, "table.cmd-undo")))
		if t.pressCounts() {
			t.logPress(o.Say.Text)
		}
		return append(out, o), true
	}
	if o, ok := t.illegalOnBoard(bd); ok {
		return append(out, o...), true
	}
	if st, sensed := t.b.tr.Status(bd); st != twoboard.Unknown && (t.b.retraced[bd] || st == twoboard.Differs || st == twoboard.Unsettled) {
		// Not a move of the mover's (illegalOnBoard): a board not set
		// right, e.g. still showing a move a retrace struck out. The
		// refusal carries the steps that set it right (or the summary);
		// on a board that lags, the opponent's move to reproduce.
		exp, _ := t.b.tr.Target(bd)
		d := twoboard.Diff(exp, sensed)
		return append(out, t.errorText(t.now, sayBoard(t.text, bmPressDiffers, t.boardName(bd), t.stepsText(&d)))), true
	}
	if t.b.away[bd] == awayLost && t.cfg.setup.BoardGoneKept {
		// The board went away: what is on it cannot be read, which is
		// no sign that the move was not made.
		return append(out, t.errorText(t.now, sayBoard(t.text, bmPressAway, t.boardName(bd)))), true
	}
	// A press with no move made on the mover's board: the clock does not
	// switch (D.2.4), and the arbiter log keeps it as a press without a
	// move, which the arbiter counts as an illegal move (7.5.3) with
	// arbiter illegal SIDE press (pressCounts); a journal of an older
	// version logs it as refused, as it did then.
	o := t.errorText(t.now, sayBoard(t.text, bmNotMade, t.boardName(bd)))
	if t.pressCounts() {
		t.logPress(o.Say.Text)
		return append(out, o), true
	}
	return append(out, t.logged(LogRefused, o)), true
}

// illegalOnBoard handles a press of the mover's board bd that shows no
// legal move (Article 7.5): a piece released where no legal move puts it,
// then the clock pressed, is a completed illegal move. The clock stops
// and the arbiter is called (arbiter illegal OFFENDER). A pawn on the
// last rank pressed without a new piece is an illegal move too, and the
// pawn becomes a queen (7.5.2). It reports false when the board shows no
// such thing (a move in progress, nothing moved).
func (t *Table) illegalOnBoard(bd twoboard.Board) ([]Output, bool) {
	by := t.sideToMove()
	if w := t.b.tr.Waiting(bd); len(w) > 0 && w[0].Promotion() != rules.NoPieceType {
		if bd == twoboard.Tactile && t.cfg.setup.TactilePromotionSaid {
			// The pegs do not tell the new piece: the move is made when
			// it is said (D.2.3.3), and the press before that is refused
			// with the question (D.2.4), as a move not yet made is.
			o := t.errorText(t.now, sayBoard(t.text, bmPressPromotion))
			if t.pressCounts() {
				t.logPress(o.Say.Text)
				return []Output{o}, true
			}
			return []Output{t.logged(LogRefused, o)}, true
		}
		out := t.boardFacts(t.b.tr.Promote(rules.Queen, instant(t.now)))
		if t.pendingEntry() == nil {
			return out, true
		}
		return t.queenedIllegally(by, out), true
	}
	if _, lagMove := t.b.tr.Target(bd); lagMove {
		// The mover's legal move on a board that still lags behind his
		// opponent's last move: not an illegal move (7.5) but a move not
		// yet reproduced (D.2.9); the press is refused with the steps
		// that reproduce it.
		return nil, false
	}
	if st, _ := t.b.tr.Status(bd); (st != twoboard.Differs && st != twoboard.Unsettled && !t.illegalOnTheWay(bd, by)) || !t.touchedThisMove(by) {
		// Only a piece the mover lifted and released makes an illegal
		// move; a board that differs otherwise (not yet set right after
		// a retrace) is told its steps, and the press is refused.
		return nil, false
	}
	if m, ok := t.pawnLeftOnLastRank(bd); ok && t.cfg.setup.PawnLeftQueened && t.pendingEntry() == nil {
		// Article 7.5.2: the pawn is replaced by a queen and the move
		// stands; the board is told to put the queen there.
		t.b.source = bd.String()
		out := t.makeMove(m)
		t.b.source = ""
		return t.queenedIllegally(by, out), true
	}
	named, hasName := t.illegalMoveShown(bd, by)
	out := t.stopForArbiter()
	t.illegalWaits = &illegalCall{by: by, bd: bd}
	text := say(t.text, msgIllegalOnBoard, t.sideIn(by), t.boardName(bd), t.sideTyped(by))
	if hasName {
		text = say(t.text, msgIllegalOnBoardNamed, t.sideIn(by), t.boardName(bd), named, t.sideTyped(by))
	}
	text = t.mayStand(text)
	return append(out, t.logged(LogIllegal, t.announce(All, speech.Alert, nil, text))), true
}

// illegalMoveShown names the illegal move that board bd shows, as the
// board shows it, in the move style's words: the piece of by's that went
// from one square to another ("pawn Eva two to Eva five", "Bauer Eva zwei
// nach Eva fünf"), without "from" and without the move's number, so that
// it fits a 40-cell braille line (TestIllegalMoveShownFitsABrailleLine)
// and tells the opponent nothing but what was moved (Article 12.6). It
// is the fix steps of the board's difference read backwards: a piece of
// by's moved back from To to From was moved from From to To. Of several
// (a castling made illegally) the king's is named. It reports false where
// the board shows no such move (a piece only taken off, or one the board
// cannot tell).
func (t *Table) illegalMoveShown(bd twoboard.Board, by rules.Color) (string, bool) {
	exp, _ := t.b.tr.Target(bd)
	_, sensed := t.b.tr.Status(bd)
	d := twoboard.Diff(exp, sensed)
	var moved *twoboard.Step
	for i := range d.Steps {
		st := &d.Steps[i]
		if st.Kind != twoboard.MovePiece || st.Piece == rules.NoPiece || st.Piece.Color() != by {
			continue
		}
		if moved == nil || st.Piece.Type() == rules.King {
			moved = st
		}
	}
	if moved == nil {
		return "", false
	}
	return illegalMoveText(t.style, moved.Piece.Type(), moved.To, moved.From), true
}

// illegalMoveText names a piece moved from one square to another in the
// words of style: "pawn Eva two to Eva five", "Bauer Eva zwei auf Eva
// fünf" (German "auf", not the steps' "nach", keeps the longest, a knight
// between the g and h files' seventh rank, within 40 cells), "pěšec Eva
// dva na Eva pět".
func illegalMoveText(style phonetic.Style, pt rules.PieceType, from, to rules.Square) string {
	return fillIn(style, "table.illegal-moved", style.TextInside([]phonetic.Word{phonetic.PieceWord(pt)}),
		style.Text(phonetic.SquareWords(from)), style.Text(phonetic.SquareWords(to)))
}

// illegalOnTheWay reports whether board bd, a board that senses only
// presence (the tactile board), shows an illegal move made by side by
// that the tracker takes for a move on its way (a piece still in the
// hand): one square of his emptied and every other square as in the game
// but either one square filled that no legal move of that piece reaches
// (Ng1-g4, read as the way to g2-g4), or the square of an opponent's
// piece filled again with a piece the tracker could not follow (a
// capture, Qd1xd7 through its own pawn: the hand held the capturing and
// the captured piece). At the mover's press it is an illegal move
// completed (Article 7.5), not a move not yet made; a legal move still on
// its way (an en passant capture before the pawn taken is removed) is
// not one. Setup.IllegalMoveSeen.
func (t *Table) illegalOnTheWay(bd twoboard.Board, by rules.Color) bool {
	st, sensed := t.b.tr.Status(bd)
	if !t.cfg.setup.IllegalMoveSeen || st != twoboard.InProgress || sensed.HasPieces {
		return false
	}
	exp := t.b.tr.Expected()
	emptied, filled := exp.Occupancy()&^sensed.Occupied, sensed.Occupied&^exp.Occupancy()
	if emptied.Count() != 1 || filled.Count() > 1 {
		return false
	}
	from := emptied.Squares()[0]
	if exp[from].Color() != by {
		return false
	}
	if filled.Count() == 1 {
		pos := t.game.pos()
		var ml rules.MoveList
		pos.LegalMoves(&ml)
		to := filled.Squares()[0]
		for _, m := range ml.Slice() {
			if m.From() == from && (m.To() == to || (m.IsCastle() && m.KingTo() == to)) {
				return false
			}
		}
		return true
	}
	for sq := rules.Square(0); sq < 64; sq++ {
		if pc := exp[sq]; pc != rules.NoPiece && pc.Color() != by && sensed.Likely[sq] == rules.NoPiece && sensed.Occupied.Has(sq) {
			return true
		}
	}
	return false
}

// queenedIllegally completes a pawn's move made a queen as an illegal
// move (Article 7.5.2) after out, the outputs of its making: the clocks
// stop for the arbiter, who is called for the penalty
// (illegalCall.promoted).
func (t *Table) queenedIllegally(by rules.Color, out []Output) []Output {
	o, err := t.complete()
	out = append(out, o...)
	if err != nil {
		return out
	}
	out = append(out, t.stopForArbiter()...)
	t.illegalWaits = &illegalCall{by: by, promoted: true}
	return append(out, t.logged(LogIllegal, t.announce(All, speech.Alert, nil, t.mayStand(say(t.text, msgIllegalPromotion,
		t.text.Word(phonetic.Color(by)), t.sideTyped(by))))))
}

// mayStand adds to text, the call of the arbiter for an illegal move
// completed on a board, that in rapid and blitz it may stand unclaimed
// instead (Annex A.4.2, arbiter stands).
func (t *Table) mayStand(text string) string {
	if t.cfg.setup.IllegalStands && t.clk != nil && t.clk.Control().Category() != clock.Standard {
		return text + " " + say(t.text, msgIllegalMayStand)
	}
	return text
}

// pawnLeftOnLastRank returns the promotion to a queen whose pawn board bd,
// a board that tells the pieces, shows left on the last rank (Article
// 7.5.2): the board shows the position after that move but for a pawn of
// the mover's on the promotion square. A promotion that would end the
// game (mate, stalemate) is none: an illegal move cannot end it, and the
// arbiter rules on the board as it stands (7.5.1).
func (t *Table) pawnLeftOnLastRank(bd twoboard.Board) (rules.Move, bool) {
	_, sensed := t.b.tr.Status(bd)
	if !sensed.HasPieces {
		return 0, false
	}
	pos := t.game.pos()
	var ml rules.MoveList
	pos.LegalMoves(&ml)
	for _, m := range ml.Slice() {
		if m.Promotion() != rules.Queen {
			continue
		}
		after := pos.Play(m)
		want := twoboard.PlacementOf(&after)
		want[m.To()] = rules.MakePiece(pos.Turn(), rules.Pawn)
		if want != sensed.Pieces {
			continue
		}
		var replies rules.MoveList
		after.LegalMoves(&replies)
		if replies.Len() == 0 {
			return 0, false
		}
		return m, true
	}
	return 0, false
}

// illegalCall is a completed illegal move made on a board that waits for
// the arbiter (Article 7.5).
type illegalCall struct {
	by rules.Color
	// promoted: a pawn on the last rank pressed without a new piece,
	// made a queen (7.5.2); the position stands.
	promoted bool
	// bd is the board the illegal move was made on: arbiter stands
	// goes on from its position (Annex A.4.2).
	bd twoboard.Board
}

// stopForArbiter stops a running clock: the arbiter is called.
func (t *Table) stopForArbiter() []Output {
	if t.clk == nil || t.clk.Status() != clock.Running {
		return nil
	}
	evs, _ := t.clk.Pause(instant(t.now))
	return t.clockOutputs(t.talker.Apply(evs))
}

// pressBoardCheck is D.2.4 for a press that completes a move made other
// than on a board (typed, or said): the press completes a move made on the
// boards, so it is refused while the mover's board does not show the
// game's position, with that board's fix steps. A board that has sent no
// picture yet is not asked.
func (t *Table) pressBoardCheck(mover rules.Color) ([]Output, bool) {
	bd := twoboard.Sighted
	if mover == t.cfg.me {
		bd = twoboard.Tactile
	}
	if !t.b.on[bd] {
		return nil, false
	}
	st, sensed := t.b.tr.Status(bd)
	exp := t.b.tr.Expected()
	if st == twoboard.Unknown || sensed.Equal(&exp) {
		return nil, false
	}
	d := twoboard.Diff(exp, sensed)
	return []Output{t.errorText(t.now, sayBoard(t.text, bmPressDiffers, t.boardName(bd), t.stepsText(&d)))}, true
}

// promotionWord reads a typed or said promotion piece ("Dame", "=Q", "q",
// "queen", "dáma"); single letters are English or those of the table's
// language (D Dame, T Turm, L Läufer, S Springer; Czech D, V, S střelec, J).
func (t *Table) promotionWord(text string) (rules.PieceType, bool) {
	w := strings.ToLower(strings.TrimPrefix(strings.TrimSpace(text), "="))
	if w == "" || strings.ContainsAny(w, " \t") {
		return rules.NoPieceType, false
	}
	types := []rules.PieceType{rules.Queen, rules.Rook, rules.Bishop, rules.Knight}
	for _, pt := range types {
		for _, s := range phonetic.Styles() {
			name := strings.ToLower(s.Word(phonetic.PieceWord(pt)))
			if w == name || w == strings.ToLower(phonetic.Transliterate(name)) {
				return pt, true
			}
		}
	}
	letters := map[string]rules.PieceType{"q": rules.Queen, "r": rules.Rook, "b": rules.Bishop, "n": rules.Knight,
		"d": rules.Queen, "t": rules.Rook, "l": rules.Bishop, "s": rules.Knight}
	if t.text.Lang() == phonetic.Czech {
		letters = map[string]rules.PieceType{"q": rules.Queen, "r": rules.Rook, "b": rules.Bishop, "n": rules.Knight,
			"d": rules.Queen, "v": rules.Rook, "s": rules.Bishop, "j": rules.Knight}
	}
	pt, ok := letters[w]
	return pt, ok
}

// promotionLetter answers the tactile board's promotion question with a
// line of one piece letter ("q", "S", "j"), which would otherwise be the
// command of that letter (q quit, s start, d draw): the question was just
// asked, and the letter is its answer (Setup.PromotionLetter). Only that
// question: while the board shows an ambiguous capture (board.ambiguous,
// no promotion), q, t, l, r and d stay their commands, and no letter is
// kept as the piece of a later promotion.
func (t *Table) promotionLetter(c command) ([]Output, bool) {
	if !t.cfg.setup.PromotionLetter || t.b == nil {
		return nil, false
	}
	if w := t.b.tr.Waiting(twoboard.Tactile); len(w) == 0 || w[0].Promotion() == rules.NoPieceType {
		return nil, false
	}
	if w := strings.TrimSpace(c.text); len(w) != 1 {
		return nil, false
	}
	return t.boardPromotion(c.text)
}

// boardPromotion handles a typed promotion piece: it completes a promotion
// the tactile board asks for, or is kept for the next one.
func (t *Table) boardPromotion(text string) ([]Output, bool) {
	if t.b == nil || !t.b.on[twoboard.Tactile] {
		return nil, false
	}
	pt, ok := t.promotionWord(text)
	if !ok {
		return nil, false
	}
	if w := t.b.tr.Waiting(twoboard.Tactile); len(w) > 0 {
		if t.cfg.setup.PieceWordOnlyForPromotion && !anyPromotion(w) {
			// An ambiguous capture: the word answers no question
			// (Setup.PieceWordOnlyForPromotion); the ambiguity is said
			// again, and nothing is kept for a later promotion.
			pos := t.b.tr.Position()
			return []Output{t.announce(boardAudience(twoboard.Tactile), speech.Alert, nil, t.ambiguityText(&pos, w))}, true
		}
		return t.boardFacts(t.b.tr.Promote(pt, instant(t.now))), true
	}
	t.b.tr.SetPromotion(pt)
	return []Output{t.announce(Player, speech.OnRequest, nil,
		sayBoard(t.text, bmPromotionKept, t.style.Word(phonetic.PieceWord(pt))))}, true
}

// ambiguityText says the moves a board shows at once from pos (a capture
// that could be either of two) and asks for the move.
func (t *Table) ambiguityText(pos *rules.Position, moves []rules.Move) string {
	var sans []string
	for _, m := range moves {
		sans = append(sans, t.style.TextInside(t.moveWords(pos, m)))
	}
	return sayBoard(t.text, bmAmbiguous, strings.Join(sans, " / "))
}

// anyPromotion reports whether one of moves is a promotion.
func anyPromotion(moves []rules.Move) bool {
	for _, m := range moves {
		if m.Promotion() != rules.NoPieceType {
			return true
		}
	}
	return false
}

// touchesCmd lists the touches recorded on the boards (D.2.2, D.2.10.5).
func (t *Table) touchesCmd() []Output {
	if t.b == nil {
		return []Output{t.errorText(t.now, sayBoard(t.text, bmNoBoards))}
	}
	ts := t.b.tr.Touches()
	if len(ts) == 0 {
		return []Output{t.announce(Arbiter, speech.OnRequest, nil, sayBoard(t.text, bmNoTouches))}
	}
	// The count, then one short line a touch: a game's touches on one
	// line grew to thousands of characters, which a screen reader or a
	// braille display gives no way through.
	out := []Output{t.announce(Arbiter, speech.OnRequest, nil, sayBoard(t.text, bmTouches, len(ts)))}
	for _, f := range ts {
		w := append([]phonetic.Word{phonetic.PieceWord(f.Piece.Type())}, phonetic.SquareWords(f.Square)...)
		// The game time in words, not "0:07": a voice reads the colon.
		line := sayBoard(t.text, bmTouchEntry, catalog.Span{D: offset(f.Time)}, t.boardName(f.Board),
			t.playerName(f.By), t.style.TextInside(w))
		out = append(out, t.announce(Arbiter, speech.OnRequest, nil, capitalize(line)+"."))
	}
	// "repeat" says every line again, the count first.
	t.said = t.said[:0]
	for _, o := range out {
		t.said = append(t.said, o.Say)
	}
	return answerLines(out)
}

// boardMsg is the key of a board sentence in internal/catalog.
type boardMsg string

// The board sentences.
const (
	bmNoBoards      boardMsg = "board.no-boards"
	bmUsage         boardMsg = "board.usage"
	bmNoSuchBoard   boardMsg = "board.no-such-board"
	bmEmpty         boardMsg = "board.empty"
	bmBadPiece      boardMsg = "board.bad-piece"
	bmCannotPlace   boardMsg = "board.cannot-place"
	bmBadSnapshot   boardMsg = "board.bad-snapshot"
	bmPromotion     boardMsg = "board.promotion"
	bmPromotionKept boardMsg = "board.promotion-kept"
	bmAmbiguous     boardMsg = "board.ambiguous"
	bmSynced        boardMsg = "board.synced"
	bmAgrees        boardMsg = "board.agrees"
	bmNotMade       boardMsg = "board.not-made"
	// bmPressPromotion: a press while the tactile board's promotion
	// waits for its piece.
	bmPressPromotion boardMsg = "board.press-promotion"
	bmCastleHalf     boardMsg = "board.castle-unfinished"
	bmPressAway      boardMsg = "board.press-away"
	bmForArbiter     boardMsg = "board.for-arbiter" // a note's announcement: "For the arbiter: " and the note
	bmTouchMove      boardMsg = "board.touch-move"
	bmTouchCastle    boardMsg = "board.touch-castle"
	bmNoTouches      boardMsg = "board.no-touches"
	bmTouches        boardMsg = "board.touches"
	bmFault          boardMsg = "board.fault"
	bmPressDiffers   boardMsg = "board.press-differs"
	bmSquareRight    boardMsg = "board.square-right"
	bmInStep         boardMsg = "board.in-step"
	bmNoPicture      boardMsg = "board.no-picture"
	bmLost           boardMsg = "board.lost"
	bmBack           boardMsg = "board.back"
	bmReadAgain      boardMsg = "board.read-again"
	bmTouchEntry     boardMsg = "board.touch-entry"       // arbiter: one touch of the list, its game time in words
	bmDiffSummary    boardMsg = "board.diff-summary-hint" // small: a summary, and how to hear every square
)

// sayBoard returns a board sentence in the language of style.
func sayBoard(style phonetic.Style, id boardMsg, args ...any) string {
	return fillIn(style, string(id), args...)
}
