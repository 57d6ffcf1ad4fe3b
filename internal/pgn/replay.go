package pgn

import (
	"errors"
	"slices"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/rules"
)

// TagError is a tag that makes a game impossible to replay, such as a FEN
// that does not parse or a variant the rules core does not play; or, with
// Then set, a tag that disagrees with the others but lets the game be read
// (see Game.StartPosition).
type TagError struct {
	Game    int    // 1-based number of the game in its input
	Players string // "White - Black"
	Tag     string // the tag at fault
	Msg     string // what is wrong, in English
	Why     error  // what is wrong, a sentence of the catalogs (nil: Msg)
	// Then says how the game is read in spite of the tag, for a tolerated
	// disagreement; "" for an error that stops the game. ThenWhy is Then
	// as a sentence of the catalogs.
	Then    string
	ThenWhy error
}

// Error returns the message with the game, the tag and the reason, in
// English.
func (e *TagError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// MoveError is a move of a game that cannot be played.
type MoveError struct {
	Game      int    // 1-based number of the game in its input
	Players   string // "White - Black"
	Line      int    // line of the move in the input, 0 if unknown
	Move      string // the move as on a scoresheet: "23... Nxf6"
	Variation bool   // the move is in a variation, not the main line
	Err       error  // why: a *rules.MoveError, or the reason a null move cannot be played
}

// Error returns the message with the game, the move number, the move and
// the reason, in English.
func (e *MoveError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn says the error in the language of c: "Partie 1 (A - B), Zeile 6,
// Zug 2. Ke3: …".
func (e *MoveError) SayIn(c catalog.Catalog) string {
	where := c.Say("pgn.where-game", e.Game, SayPlayers(c, e.Players))
	if e.Line > 0 {
		where = c.Say("pgn.where-line", where, e.Line)
	}
	where = c.Say("pgn.where-move", where, e.Move)
	if e.Variation {
		where = c.Say("pgn.where-variation", where)
	}
	return where + ": " + c.Error(e.Err)
}

// SayIn says the error in the language of c.
func (e *TagError) SayIn(c catalog.Catalog) string {
	why := e.Msg
	if e.Why != nil {
		why = c.Error(e.Why)
	}
	return c.Say("pgn.tag-error", e.Game, SayPlayers(c, e.Players), e.Tag, why)
}

// Unwrap returns the rules error behind the message.
func (e *MoveError) Unwrap() error { return e.Err }

// Variant names the rules a game is played by, from its Variant tag.
type Variant uint8

// The variants the rules core plays.
const (
	Standard Variant = iota
	Chess960
)

// GameVariant returns the variant of the game from its Variant tag: none,
// "Standard" and "From Position" are standard chess; "Chess960",
// "Fischerandom", "Fischer Random", "FRC" and "960" (in any case, with or
// without spaces and hyphens) are Chess960.
func (g *Game) GameVariant() (Variant, error) {
	v, ok := g.LookupTag("Variant")
	if !ok {
		return Standard, nil
	}
	key := strings.Map(func(r rune) rune {
		switch r {
		case ' ', '-', '_':
			return -1
		}
		if r >= 'A' && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, v)
	switch key {
	case "", "standard", "chess", "normal", "fromposition":
		return Standard, nil
	case "chess960", "960", "fischerandom", "fischerrandom", "fischerrandomchess", "frc":
		return Chess960, nil
	}
	why := catalog.Errorf("pgn.bad-variant", v)
	return Standard, &TagError{Game: g.Number, Players: g.Players(), Tag: "Variant", Msg: why.Error(), Why: why}
}

// fenDetail is what is wrong with a FEN tag, without the FEN: the field
// and the reason, said in the language of whoever shows it.
type fenDetail struct{ e *rules.FENError }

// Error returns the detail in English.
func (d fenDetail) Error() string { return d.SayIn(catalog.For(catalog.English)) }

// SayIn says the detail in the language of c.
func (d fenDetail) SayIn(c catalog.Catalog) string { return d.e.DetailIn(c) }

// standardStart is the standard starting position, parsed once; it is
// never modified (Positions are values).
var standardStart = rules.StartPosition()

// StartPosition returns the position the game starts from: the FEN tag if
// there is one (SetUp "1" announces it; a FEN without SetUp is accepted as
// many programs write it), else the standard starting position. A Chess960
// game's castling rights are read as Chess960 rights.
//
// Tags that disagree with each other do not stop the game: a SetUp other
// than "0" or "1", SetUp "1" without a FEN, SetUp "0" with a FEN, a FEN
// whose fullmove number is 0 (read as 1, as python-chess and chessops read
// it; puzzle collections write it), and a
// Chess960 game without a FEN (read from the standard array, Chess960
// position 518) are returned as tolerated *TagErrors, whose Then says how
// the game is read. Only a FEN the rules core rejects and a variant it does
// not play are errors.
func (g *Game) StartPosition() (rules.Position, []*TagError, error) {
	variant, err := g.GameVariant()
	if err != nil {
		return rules.Position{}, nil, err
	}
	fen, hasFEN := g.LookupTag("FEN")
	setUp, hasSetUp := g.LookupTag("SetUp")
	var tolerated []*TagError
	tolerate := func(tag, thenKey, key string, a ...any) {
		why, then := catalog.Errorf(key, a...), catalog.Errorf(thenKey)
		tolerated = append(tolerated, &TagError{Game: g.Number, Players: g.Players(), Tag: tag,
			Msg: why.Error(), Why: why, Then: then.Error(), ThenWhy: then})
	}
	from := "pgn.read-from-fen"
	if !hasFEN {
		from = "pgn.read-from-start"
	}
	switch {
	case hasSetUp && setUp != "0" && setUp != "1":
		tolerate("SetUp", from, "pgn.setup-bad", setUp)
	case setUp == "1" && !hasFEN:
		tolerate("SetUp", from, "pgn.setup-1-no-fen")
	case setUp == "0" && hasFEN && fen != rules.StartFEN:
		tolerate("SetUp", from, "pgn.setup-0-fen")
	}
	if !hasFEN {
		if variant == Chess960 {
			tolerate("Variant", "pgn.read-from-518", "pgn.chess960-no-fen")
			return standardStart.WithChess960(true), tolerated, nil
		}
		return standardStart, tolerated, nil
	}
	if f := strings.Fields(fen); len(f) == 6 && f[5] != "" && strings.Trim(f[5], "0") == "" {
		// Fullmove number 0, as puzzle collections write it: read as 1,
		// as python-chess and chessops do.
		tolerate("FEN", "pgn.read-fullmove-1", "pgn.fullmove-0", f[5])
		f[5] = "1"
		fen = strings.Join(f, " ")
	}
	p, err := rules.ParseFEN(fen)
	if err != nil {
		te := &TagError{Game: g.Number, Players: g.Players(), Tag: "FEN", Msg: err.Error(), Why: err}
		var fe *rules.FENError
		if errors.As(err, &fe) {
			te.Msg, te.Why = fe.Field+": "+fe.Msg, fenDetail{fe}
		}
		return rules.Position{}, tolerated, te
	}
	if variant == Chess960 {
		p = p.WithChess960(true)
	}
	return p, tolerated, nil
}

// Replayed is a game played through the rules core.
type Replayed struct {
	Start rules.Position
	// Moves are the moves of the main line; rules.NoMove stands for a null
	// move.
	Moves []rules.Move
	// Final is the position after the last move of the main line.
	Final rules.Position
	// NullMoves counts the null moves of the main line; FirstNull is the
	// index in Moves of the first one (-1 if none).
	NullMoves int
	FirstNull int
	// AutoDraw is the first draw that the main line reached by itself
	// under Article 9.6: a fivefold repetition (positions compared as
	// Article 9.2.2 defines) or 75 moves by each side without a pawn move
	// or capture. Its Reason is rules.NotOver if there was none. At the
	// last move a checkmate takes precedence over the 75-move rule; Replay
	// does not decide that (see Check).
	AutoDraw rules.Outcome
	// Tolerated are the tags that disagree with each other but let the
	// game be read (see Game.StartPosition); CheckWith with Strict makes
	// them errors.
	Tolerated []*TagError
	// Letters are the piece letters the moves were read with: English, or
	// German or Czech for a game that reads legally only with those
	// (Replay has then rewritten its moves in English).
	Letters rules.Lang
}

// Replay plays the game from its start position and checks every move of
// the main line and of every variation. Moves are read as PGN requires:
// SAN (or the other notations the rules core reads) with English piece
// letters. A game whose moves do not all read so, but read legally with
// German letters (K D T L S) or with Czech ones (K D V S J) and not both
// differently, is read with those (Replayed.Letters; S is a knight in
// German and a bishop in Czech, and the game decides), and its moves are
// rewritten in English SAN, so that whatever reads or writes the game next
// has PGN's letters. It returns a *TagError for a game that cannot start
// and a *MoveError for the first move that cannot be played (in the letters
// that read furthest), or for the first move that reads differently with
// German and with Czech letters; tags that disagree but let the game
// start are in Replayed.Tolerated.
func Replay(g *Game) (*Replayed, error) {
	start, tolerated, err := g.StartPosition()
	if err != nil {
		return nil, err
	}
	rp, at, err := replayIn(g, start, rules.English, nil)
	if err == nil {
		rp.Tolerated = tolerated
		return rp, nil
	}
	var me *MoveError
	if !errors.As(err, &me) {
		return nil, err
	}
	// The letters people bring: German or Czech, read only where English
	// does not read.
	type reading struct {
		l    rules.Lang
		rp   *Replayed
		sans []string
		at   int
		err  error
	}
	var ok []reading
	best := reading{l: rules.English, at: at, err: err}
	for _, l := range []rules.Lang{rules.German, rules.Czech} {
		var sans []string
		rp, at, err := replayIn(g, start, l, &sans)
		if err == nil {
			ok = append(ok, reading{l: l, rp: rp, sans: sans})
			continue
		}
		if at > best.at {
			best = reading{l: l, at: at, err: withLetters(l, err)}
		}
	}
	if len(ok) == 2 && !slices.Equal(ok[0].sans, ok[1].sans) {
		return nil, lettersDiffer(g, start, ok[0].sans, ok[1].sans)
	}
	if len(ok) == 0 {
		return nil, best.err
	}
	r := ok[0]
	i := 0
	eachMove(g.Moves, 0, false, func(m *Move, _ int, _ bool) {
		m.SAN = r.sans[i]
		i++
	})
	r.rp.Letters = r.l
	r.rp.Tolerated = tolerated
	return r.rp, nil
}

// replayIn plays the game from start with the piece letters l. It returns
// the index of the main-line move where it stopped for an error (its
// variations included), and, with sans set, the English SAN of every move
// played, in the order eachMove visits them.
func replayIn(g *Game, start rules.Position, l rules.Lang, sans *[]string) (*Replayed, int, error) {
	rp := &Replayed{Start: start, Moves: make([]rules.Move, len(g.Moves)), FirstNull: -1}
	startPly := 0
	if start.Turn() == rules.Black {
		startPly = 1
	}
	pl := &player{g: g, startPly: startPly, startMove: start.FullmoveNumber(), lang: l, sans: sans}
	pl.startWindow(&start)
	pos := start
	for i := range g.Moves {
		m := &g.Moves[i]
		for j := range m.Variations {
			if err := pl.line(pos, m.Variations[j].Moves, i); err != nil {
				return nil, i, err
			}
		}
		next, mv, err := pl.play(&pos, m, i, false)
		if err != nil {
			return nil, i, err
		}
		if mv == rules.NoMove {
			if rp.NullMoves == 0 {
				rp.FirstNull = i
			}
			rp.NullMoves++
		}
		rp.Moves[i] = mv
		pos = next
		if rp.AutoDraw.Reason == rules.NotOver {
			rp.AutoDraw = pl.autoDraw(&pos, i+1, mv == rules.NoMove)
		}
	}
	rp.Final = pos
	return rp, len(g.Moves), nil
}

// eachMove visits the moves of a line whose first move is at ply base in
// the order Replay plays them: a move's variations (each move's own
// first), then the move.
func eachMove(ms []Move, base int, inVariation bool, f func(m *Move, ply int, inVariation bool)) {
	for i := range ms {
		for j := range ms[i].Variations {
			eachMove(ms[i].Variations[j].Moves, base+i, true, f)
		}
		f(&ms[i], base+i, inVariation)
	}
}

// withLetters says that a move error comes from reading the game with the
// German or Czech piece letters l, which read it furthest.
func withLetters(l rules.Lang, err error) error {
	var me *MoveError
	if !errors.As(err, &me) {
		return err
	}
	e := *me
	key := "pgn.failed-with-de"
	if l == rules.Czech {
		key = "pgn.failed-with-cs"
	}
	e.Err = catalog.Errorf(key, me.Err)
	return &e
}

// lettersDiffer is the error of a game that reads legally with German and
// with Czech letters, differently: it names the first move that differs
// (an S, a knight in German and a bishop in Czech) and both readings.
func lettersDiffer(g *Game, start rules.Position, de, cs []string) error {
	startPly := 0
	if start.Turn() == rules.Black {
		startPly = 1
	}
	var err error
	i := 0
	eachMove(g.Moves, 0, false, func(m *Move, ply int, inVariation bool) {
		if err == nil && de[i] != cs[i] {
			err = &MoveError{Game: g.Number, Players: g.Players(), Line: m.Line,
				Move: moveLabel(startPly, start.FullmoveNumber(), ply, m.SAN), Variation: inVariation,
				Err: catalog.Errorf("pgn.letters-ambiguous", de[i], cs[i])}
		}
		i++
	})
	return err
}

// autoDraw tracks the positions since the last capture or pawn move and
// reports a fivefold repetition or the 75-move rule at ply. A null move
// starts a new window: positions before it are not compared with later
// ones.
//
// Positions are compared as Article 9.2.2 defines "the same position"
// (rules.RepetitionKey). Only the first position of a window can have an
// en passant square (a double step starts a window, and nothing after it
// in the window can make one), so every later position is compared by its
// Zobrist hash, which then covers exactly the pieces, the side to move and
// the castling rights; the first one by its full key.
func (pl *player) autoDraw(pos *rules.Position, ply int, null bool) rules.Outcome {
	hm := pos.HalfmoveClock()
	if hm == 0 || null {
		pl.startWindow(pos)
	} else {
		pl.hashes = append(pl.hashes, pos.Hash())
	}
	if hm >= 150 {
		return rules.Outcome{Result: rules.Draw, Reason: rules.BySeventyFiveMoves, Ply: ply}
	}
	// The fifth occurrence needs at least 16 reversible half-moves.
	if n := len(pl.hashes); n > 16 {
		h, count := pl.hashes[n-1], 1
		for j := n - 3; j >= 1; j -= 2 {
			if pl.hashes[j] == h {
				count++
			}
		}
		if count == 4 && (n-1)%2 == 0 && pl.firstKey == pos.RepetitionKey() {
			count++
		}
		if count >= 5 {
			return rules.Outcome{Result: rules.Draw, Reason: rules.ByFivefoldRepetition, Ply: ply}
		}
	}
	return rules.Outcome{}
}

// startWindow starts the positions compared for repetitions at pos.
func (pl *player) startWindow(pos *rules.Position) {
	pl.hashes = append(pl.hashes[:0], pos.Hash())
	pl.firstKey = pos.RepetitionKey()
}

// player plays the moves of one game.
type player struct {
	g         *Game
	startPly  int
	startMove int
	ml        rules.MoveList
	hashes    []uint64            // the main line's positions since its last capture or pawn move
	firstKey  rules.RepetitionKey // the first of those positions
	lang      rules.Lang          // the piece letters the moves are read with
	sans      *[]string           // when set, the English SAN of each move played is added
}

// line plays the moves of a variation whose first move is at ply base.
func (pl *player) line(pos rules.Position, ms []Move, base int) error {
	for i := range ms {
		m := &ms[i]
		for j := range m.Variations {
			if err := pl.line(pos, m.Variations[j].Moves, base+i); err != nil {
				return err
			}
		}
		next, _, err := pl.play(&pos, m, base+i, true)
		if err != nil {
			return err
		}
		pos = next
	}
	return nil
}

// play plays move m at ply in pos.
func (pl *player) play(pos *rules.Position, m *Move, ply int, inVariation bool) (rules.Position, rules.Move, error) {
	if m.IsNull() {
		next, err := nullMove(pos)
		if err != nil {
			return rules.Position{}, rules.NoMove, pl.moveErr(m, ply, inVariation, err)
		}
		if pl.sans != nil {
			*pl.sans = append(*pl.sans, m.SAN)
		}
		return next, rules.NoMove, nil
	}
	if pl.lang == rules.English {
		if mv, ok := pl.fastSAN(pos, m.SAN); ok {
			return pos.Play(mv), mv, nil
		}
	}
	mv, err := pos.ParseMoveLang(m.SAN, pl.lang)
	if err != nil {
		return rules.Position{}, rules.NoMove, pl.moveErr(m, ply, inVariation, err)
	}
	if pl.sans != nil {
		*pl.sans = append(*pl.sans, pos.SAN(mv))
	}
	return pos.Play(mv), mv, nil
}

func (pl *player) moveErr(m *Move, ply int, inVariation bool, err error) error {
	return &MoveError{
		Game: pl.g.Number, Players: pl.g.Players(), Line: m.Line,
		Move:      moveLabel(pl.startPly, pl.startMove, ply, m.SAN),
		Variation: inVariation, Err: err,
	}
}

// nullMove passes the move to the other side: the same pieces and castling
// rights, no en-passant square, the move counters advanced.
func nullMove(pos *rules.Position) (rules.Position, error) {
	return pos.PlayNull()
}
