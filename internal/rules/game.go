package rules

import (
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Result is the result of a game as PGN writes it.
type Result uint8

// The results.
const (
	NoResult  Result = iota // "*": the game goes on or the result is unknown
	WhiteWins               // "1-0"
	BlackWins               // "0-1"
	Draw                    // "1/2-1/2"
)

// String returns "*", "1-0", "0-1" or "1/2-1/2" (the PGN spelling).
func (r Result) String() string {
	switch r {
	case WhiteWins:
		return "1-0"
	case BlackWins:
		return "0-1"
	case Draw:
		return "1/2-1/2"
	}
	return "*"
}

// ParseResult reads "1-0", "0-1", "1/2-1/2" (also "½-½") or "*".
func ParseResult(s string) (Result, error) {
	switch strings.TrimSpace(s) {
	case "1-0":
		return WhiteWins, nil
	case "0-1":
		return BlackWins, nil
	case "1/2-1/2", "½-½":
		return Draw, nil
	case "*":
		return NoResult, nil
	}
	return NoResult, catalog.Errorf("rules.bad-result", s)
}

// winFor returns the result of a win by c.
func winFor(c Color) Result {
	if c == White {
		return WhiteWins
	}
	return BlackWins
}

// Reason is why a game ended.
type Reason uint8

// The reasons a game ends.
const (
	NotOver              Reason = iota
	ByCheckmate                 // 5.1.1
	ByResignation               // 5.1.2
	ByStalemate                 // 5.2.1
	ByDeadPosition              // 5.2.2
	ByAgreement                 // 5.2.3
	ByThreefoldClaim            // 9.2
	ByFiftyMoveClaim            // 9.3
	ByFivefoldRepetition        // 9.6.1
	BySeventyFiveMoves          // 9.6.2
	ByTimeForfeit               // 6.9: the flag fell and the opponent can mate
	ByTimeoutNoMate             // 6.9: the flag fell but the opponent cannot mate: draw
	ByIllegalMoves              // 7.5.5: a second completed illegal move
	ByIllegalMovesNoMate        // 7.5.5: the same, but the opponent cannot mate: draw
	ByResignationNoMate         // 5.1.2 (2023): a resignation, but the opponent cannot mate: draw
)

// Article returns the article of the Laws that ends the game this way.
func (r Reason) Article() string {
	return [...]string{"", "5.1.1", "5.1.2", "5.2.1", "5.2.2", "5.2.3", "9.2", "9.3", "9.6.1", "9.6.2", "6.9", "6.9", "7.5.5", "7.5.5", "5.1.2"}[r%15]
}

// String describes the reason in a few words ("checkmate", "fivefold
// repetition").
func (r Reason) String() string {
	return [...]string{"not over", "checkmate", "resignation", "stalemate", "dead position", "agreement",
		"threefold repetition (claimed)", "fifty-move rule (claimed)", "fivefold repetition", "seventy-five-move rule",
		"time forfeit", "flag fall, but the opponent cannot checkmate", "second illegal move",
		"second illegal move, but the opponent cannot checkmate",
		"resignation, but the opponent cannot checkmate"}[r%15]
}

// Automatic reports whether the game ended by itself with the last move
// (5.1.1, 5.2.1, 5.2.2, 9.6), without a claim, resignation or arbiter.
func (r Reason) Automatic() bool {
	switch r {
	case ByCheckmate, ByStalemate, ByDeadPosition, ByFivefoldRepetition, BySeventyFiveMoves:
		return true
	}
	return false
}

// Outcome is how a game ended.
type Outcome struct {
	Result Result
	Reason Reason
	Winner Color // the winner when Result is WhiteWins or BlackWins
	Ply    int   // the number of half-moves played when the game ended
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Reason != NotOver }

// Termination returns the value of the PGN Termination tag: "normal",
// "time forfeit", "rules infraction", or "unterminated".
func (o Outcome) Termination() string {
	switch o.Reason {
	case NotOver:
		return "unterminated"
	case ByTimeForfeit, ByTimeoutNoMate:
		return "time forfeit"
	case ByIllegalMoves, ByIllegalMovesNoMate:
		return "rules infraction"
	}
	return "normal"
}

// String describes the outcome in English: "1-0, white wins by
// checkmate (Article 5.1.1)", "1/2-1/2, draw by stalemate (Article
// 5.2.1)", "*".
func (o Outcome) String() string { return o.SayIn(catalog.For(catalog.English)) }

// SayIn describes the outcome in the language of c: "1-0, Weiß gewinnt:
// Schachmatt (Artikel 5.1.1)".
func (o Outcome) SayIn(c catalog.Catalog) string {
	why := c.Say("rules.reason-" + strconv.Itoa(int(o.Reason%15)))
	switch {
	case !o.Over():
		return "*"
	case o.Result == Draw:
		return c.Say("rules.outcome-draw", o.Result, why, o.Reason.Article())
	}
	return c.Say(keyOf("rules.outcome-win-", o.Winner), o.Result, why, o.Reason.Article())
}

// ErrGameOver is returned (wrapped) when a move or an action comes after
// the end of the game.
var ErrGameOver = catalog.Errorf("rules.game-over")

// Game is a game from a starting position: the moves played, every
// position reached, and the outcome. The zero value is not usable; create
// one with NewGame, NewGameFrom, NewGameFEN or NewChess960Game.
type Game struct {
	positions []Position      // positions[i] is the position after i half-moves
	keys      []RepetitionKey // keys[i] is the repetition key of positions[i]
	moves     []Move
	outcome   Outcome
}

// NewGame returns a game from the standard starting position.
func NewGame() *Game { return NewGameFrom(StartPosition()) }

// NewGameFrom returns a game that starts from p. If p is already
// checkmate, stalemate, dead or past the 75-move rule, the game is over.
func NewGameFrom(p Position) *Game {
	g := &Game{positions: []Position{p}, keys: []RepetitionKey{p.RepetitionKey()}}
	g.settle()
	return g
}

// NewGameFEN returns a game that starts from the FEN.
func NewGameFEN(fen string) (*Game, error) {
	p, err := ParseFEN(fen)
	if err != nil {
		return nil, err
	}
	return NewGameFrom(p), nil
}

// NewChess960Game returns a game from Chess960 starting position n
// (0-959; 518 is the standard array).
func NewChess960Game(n int) (*Game, error) {
	p, err := Chess960(n)
	if err != nil {
		return nil, err
	}
	return NewGameFrom(p), nil
}

// Start returns the starting position.
func (g *Game) Start() Position { return g.positions[0] }

// Position returns the current position.
func (g *Game) Position() Position { return g.positions[len(g.positions)-1] }

// PositionAt returns the position after ply half-moves (0 is the start).
func (g *Game) PositionAt(ply int) (Position, bool) {
	if ply < 0 || ply >= len(g.positions) {
		return Position{}, false
	}
	return g.positions[ply], true
}

// Ply returns the number of half-moves played.
func (g *Game) Ply() int { return len(g.moves) }

// Moves returns the moves played, in order (a copy).
func (g *Game) Moves() []Move { return append([]Move(nil), g.moves...) }

// SAN returns the moves played in SAN with English letters.
func (g *Game) SAN() []string {
	out := make([]string, len(g.moves))
	for i, m := range g.moves {
		out[i] = g.positions[i].SAN(m)
	}
	return out
}

// Outcome returns how the game ended (Reason NotOver while it goes on).
// When the players went on after an automatic end (PushAfterEnd), the
// outcome is still that first end.
func (g *Game) Outcome() Outcome { return g.outcome }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.outcome.Over() }

// Push plays the legal move m. It fails with a *MoveError if m is not legal
// and with ErrGameOver if the game has ended. After the move, the outcome
// is set when the move ends the game by itself: checkmate, stalemate, dead
// position, fivefold repetition or the 75-move rule (a checkmate on that
// move takes precedence).
func (g *Game) Push(m Move) error {
	if g.Over() {
		return g.overErr(m)
	}
	return g.push(m)
}

// PushAfterEnd plays the legal move m even though the game ended by itself
// (dead position, fivefold repetition, 75-move rule), for replaying records
// in which the players went on. The outcome stays the first end. After a
// resignation, agreement, claim or forfeit it fails like Push.
func (g *Game) PushAfterEnd(m Move) error {
	if g.Over() && !g.outcome.Reason.Automatic() {
		return g.overErr(m)
	}
	return g.push(m)
}

func (g *Game) overErr(m Move) error {
	p := g.Position()
	return catalog.Errorf("rules.not-played-over", p.UCI(m), ErrGameOver, g.outcome)
}

func (g *Game) push(m Move) error {
	p := g.Position()
	if !p.IsLegal(m) {
		return moveErr(p.UCI(m), IllegalMove, CauseUnknown, NoSquare, catalog.Errorf("rules.not-legal-in", p.FEN()))
	}
	q := p.Play(m)
	g.positions = append(g.positions, q)
	g.keys = append(g.keys, q.RepetitionKey())
	g.moves = append(g.moves, m)
	g.settle()
	return nil
}

// PushText parses text (any notation; see ParseMoveLang) and plays it.
func (g *Game) PushText(text string, l Lang) (Move, error) {
	p := g.Position()
	m, err := p.ParseMoveLang(text, l)
	if err != nil {
		return NoMove, err
	}
	return m, g.Push(m)
}

// settle sets the outcome when the current position ends the game.
func (g *Game) settle() {
	if g.Over() {
		return
	}
	p := g.Position()
	ply := len(g.moves)
	switch g.Status() {
	case Checkmate:
		g.outcome = Outcome{Result: winFor(p.turn ^ 1), Reason: ByCheckmate, Winner: p.turn ^ 1, Ply: ply}
	case Stalemate:
		g.outcome = Outcome{Result: Draw, Reason: ByStalemate, Ply: ply}
	case DeadPosition:
		g.outcome = Outcome{Result: Draw, Reason: ByDeadPosition, Ply: ply}
	case FivefoldRepetition:
		g.outcome = Outcome{Result: Draw, Reason: ByFivefoldRepetition, Ply: ply}
	case SeventyFiveMoves:
		g.outcome = Outcome{Result: Draw, Reason: BySeventyFiveMoves, Ply: ply}
	}
}

// Pop takes back the last move and returns it; false if no move has been
// played. An outcome reached after the new last position is cleared.
func (g *Game) Pop() (Move, bool) {
	n := len(g.moves)
	if n == 0 {
		return NoMove, false
	}
	m := g.moves[n-1]
	g.moves = g.moves[:n-1]
	g.positions = g.positions[:n]
	g.keys = g.keys[:n]
	if g.outcome.Ply >= n {
		g.outcome = Outcome{}
		g.settle()
	}
	return m, true
}

// Status returns the status of the current position, repetitions
// included: checkmate, stalemate, dead position, fivefold repetition,
// 75-move rule, or Ongoing.
func (g *Game) Status() Status {
	p := g.Position()
	return p.status(g.RepetitionCount())
}

// RepetitionCount returns how many times the current position has occurred
// in the game so far (Article 9.2.2), counting the current occurrence.
func (g *Game) RepetitionCount() int { return len(g.Occurrences()) }

// Occurrences returns the plies (0 = the start) at which the current
// position occurred, the current one last, for an arbiter checking a
// claim (Article 11.12).
func (g *Game) Occurrences() []int {
	last := len(g.positions) - 1
	return g.occurrences(g.keys[last], last, g.positions[last].halfmove)
}

// occurrences lists the plies up to ply whose key is k, looking back at
// most window plies (no earlier position can repeat after a capture or a
// pawn move).
func (g *Game) occurrences(k RepetitionKey, ply, window int) []int {
	var out []int
	for i := ply; i >= 0 && i >= ply-window; i -= 2 {
		if g.keys[i] == k {
			out = append(out, i)
		}
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// Claimable returns the draws the player having the move may claim now,
// without a move: threefold repetition when the current position has
// appeared at least three times (9.2.1.2), and the fifty-move rule when
// the last 50 moves of each player were made without a pawn move or a
// capture (9.3.2). Nothing is claimable once the game is over.
func (g *Game) Claimable() []ClaimRule {
	if g.Over() {
		return nil
	}
	var out []ClaimRule
	if g.RepetitionCount() >= 3 {
		out = append(out, ThreefoldRepetition)
	}
	if p := g.Position(); p.halfmove >= 100 {
		out = append(out, FiftyMoves)
	}
	return out
}

// ClaimableWith returns the draws the player having the move may claim by
// writing m on his scoresheet as his next move and declaring it to the
// arbiter (9.2.1.1, 9.3.1): threefold when the position after m will have
// appeared at least three times, fifty-move when after m the last 50 moves
// of each player will have had no pawn move and no capture. m must be
// legal.
func (g *Game) ClaimableWith(m Move) []ClaimRule {
	p := g.Position()
	if g.Over() || !p.IsLegal(m) {
		return nil
	}
	q := p.Play(m)
	k := q.RepetitionKey()
	last := len(g.positions) - 1
	n := 1 // the occurrence that m would create
	if q.halfmove > 0 {
		n += len(g.occurrences(k, last-1, q.halfmove-2))
	}
	var out []ClaimRule
	if n >= 3 {
		out = append(out, ThreefoldRepetition)
	}
	if q.halfmove >= 100 {
		out = append(out, FiftyMoves)
	}
	return out
}

// ClaimDraw ends the game as a draw on a correct claim by the player having
// the move (Article 9.5.2). With intended == NoMove the claim is about the
// current position (9.2.1.2, 9.3.2); otherwise intended is the move the
// player has written (9.2.1.1, 9.3.1): a correct claim draws without the
// move being played. An incorrect claim returns an error that says why and
// changes nothing; the arbiter then adds time for the opponent (9.5.3) and
// an intended move must be played.
func (g *Game) ClaimDraw(rule ClaimRule, intended Move) error {
	if g.Over() {
		return catalog.Errorf("rules.claim-over", ErrGameOver, g.outcome)
	}
	var rules []ClaimRule
	if intended == NoMove {
		rules = g.Claimable()
	} else {
		p := g.Position()
		if !p.IsLegal(intended) {
			return catalog.Errorf("rules.claim-move-illegal", p.UCI(intended))
		}
		rules = g.ClaimableWith(intended)
	}
	for _, r := range rules {
		if r == rule {
			reason := ByThreefoldClaim
			if rule == FiftyMoves {
				reason = ByFiftyMoveClaim
			}
			g.outcome = Outcome{Result: Draw, Reason: reason, Ply: len(g.moves)}
			return nil
		}
	}
	switch rule {
	case ThreefoldRepetition:
		n := g.RepetitionCount()
		if intended != NoMove {
			p := g.Position()
			q := p.Play(intended)
			k := q.RepetitionKey()
			n = 1 + len(g.occurrences(k, len(g.positions)-2, q.halfmove-2))
			return catalog.Errorf("rules.threefold-wrong-after", p.SAN(intended), times(n))
		}
		return catalog.Errorf("rules.threefold-wrong", times(n))
	case FiftyMoves:
		p := g.Position()
		plies := p.halfmove
		if intended != NoMove {
			q := p.Play(intended)
			plies = q.halfmove
		}
		return catalog.Errorf("rules.fifty-wrong", catalog.Counted{Key: "pgn.n-half-moves", N: plies}, 100)
	}
	return catalog.Errorf("rules.claim-unknown-rule", int(rule))
}

// Resign ends the game: c resigns and the opponent wins (5.1.2), or,
// when the opponent cannot checkmate by any series of legal moves, the
// game is drawn (5.1.2 as amended in 2023).
func (g *Game) Resign(c Color) error {
	if g.Over() {
		return catalog.Errorf("rules.resign-over", ErrGameOver, g.outcome)
	}
	if p := g.Position(); p.CanCheckmate(c^1) == MateImpossible {
		// Article 5.1.2 (2023): the game is drawn if the opponent cannot
		// checkmate the player's king by any series of legal moves.
		g.outcome = Outcome{Result: Draw, Reason: ByResignationNoMate, Ply: len(g.moves)}
		return nil
	}
	g.outcome = Outcome{Result: winFor(c ^ 1), Reason: ByResignation, Winner: c ^ 1, Ply: len(g.moves)}
	return nil
}

// AgreeDraw ends the game as a draw by agreement (5.2.3), which the Laws
// allow only after both players have made at least one move.
func (g *Game) AgreeDraw() error {
	if g.Over() {
		return catalog.Errorf("rules.agree-over", ErrGameOver, g.outcome)
	}
	if len(g.moves) < 2 {
		return catalog.Errorf("rules.agree-too-early")
	}
	g.outcome = Outcome{Result: Draw, Reason: ByAgreement, Ply: len(g.moves)}
	return nil
}

// FlagFall ends the game because c did not complete the prescribed moves
// in time (Article 6.9): c loses, unless the opponent cannot checkmate by
// any series of legal moves, in which case it is a draw. When that is not
// proven either way, c loses (the arbiter may decide otherwise). It
// returns the verdict on the opponent's mating chances.
func (g *Game) FlagFall(c Color) (Verdict, error) {
	return g.forfeit(c, ByTimeForfeit, ByTimeoutNoMate, "rules.flag-over")
}

// IllegalMoveForfeit ends the game after c's second completed illegal move
// (Article 7.5.5): c loses, unless the opponent cannot checkmate by any
// series of legal moves, in which case it is a draw.
func (g *Game) IllegalMoveForfeit(c Color) (Verdict, error) {
	return g.forfeit(c, ByIllegalMoves, ByIllegalMovesNoMate, "rules.forfeit-over")
}

func (g *Game) forfeit(c Color, lose, draw Reason, overKey string) (Verdict, error) {
	if g.Over() {
		return Unproven, catalog.Errorf(overKey, ErrGameOver, g.outcome)
	}
	p := g.Position()
	v := p.CanCheckmate(c ^ 1)
	if v == MateImpossible {
		g.outcome = Outcome{Result: Draw, Reason: draw, Ply: len(g.moves)}
	} else {
		g.outcome = Outcome{Result: winFor(c ^ 1), Reason: lose, Winner: c ^ 1, Ply: len(g.moves)}
	}
	return v, nil
}

// times is a count of appearances: "once", "twice", "4 times" (Jednou,
// dvakrát, 4krát), said in the language of whoever shows it.
type times int

// SayIn says the count in the language of c.
func (n times) SayIn(c catalog.Catalog) string {
	if n == 2 {
		return c.Say("rules.twice")
	}
	return c.Count("rules.times", int(n))
}
