package twoboard

import (
	"fmt"
	"strconv"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/rules"
)

// Board names a board at the table.
type Board uint8

// The boards.
const (
	Tactile Board = iota // the VI player's pegged board
	Sighted              // the sighted player's board (DGT)
	numBoards
)

// String returns "tactile" or "sighted".
func (b Board) String() string {
	if b == Tactile {
		return "tactile"
	}
	return "sighted"
}

// ParseBoard parses "tactile" or "sighted".
func ParseBoard(s string) (Board, error) {
	switch s {
	case "tactile":
		return Tactile, nil
	case "sighted":
		return Sighted, nil
	}
	return 0, catalog.Errorf("twoboard.bad-board", s)
}

// The default times.
const (
	// DefaultDebounce is how soon a place must follow a lift on the same
	// square for both to be sensor bounce.
	DefaultDebounce = 40 * time.Millisecond
	// DefaultSettle is how long a board must rest before a move seen on it
	// is made (a slid piece may still go on) and before a difference is
	// reported (a sensor may still settle).
	DefaultSettle = 300 * time.Millisecond
)

// Options are the times of a Tracker. Zero values take the defaults; a
// negative value means no wait at all.
type Options struct {
	Debounce time.Duration
	Settle   time.Duration
	// KeepAcrossGone: a board that goes away (eboard.Disconnected: its
	// cable pulled, switched off) keeps what it was last seen to show
	// and do, and its first snapshot when it is back is compared with
	// that, as a snapshot after a Resync is: a move begun before it went
	// away (a piece lifted, or put on its square and still resting) and
	// finished on it meanwhile is made from that snapshot. No move is
	// made from the board while it is away. Without it (games set up
	// before it existed replay as they were played) a board that comes
	// back is taken as new: what it showed before is forgotten, and a
	// move finished while it was away differs from the game.
	KeepAcrossGone bool
	// GoneAfterFault: a board that goes away after a fault (eboard.Error,
	// line noise) not yet cleared by its whole position gives a Fault
	// that is Lost, as a board that goes away without one does; a
	// failing cable often garbles lines before it drops. Without it
	// (games set up before it existed replay as they were played) only
	// the first fault of an episode was a Fact, and the board's going
	// away after it was not told.
	GoneAfterFault bool
	// LagMoves: a legal move of the side to move made on a board that
	// still lags behind the game (the opponent's last move not yet
	// reproduced there) is no difference of its own: Target points past
	// it, so the steps name only the opponent's move to reproduce, and
	// once that is reproduced the move is made. Without it (games set up
	// before it existed replay as they were played) the board is
	// compared with the game's position, and the table takes such a move
	// pressed for an illegal one (Article 7.5).
	LagMoves bool
	// KeepSeenOnReset: a Reset (an undo, a retrace) keeps what a board
	// was seen lifting and placing when it stands where it stood, at the
	// same position of the same game line: a move made on it meanwhile
	// (the mover's own, while a move typed by mistake stood in the game)
	// is then made once that typed move is taken back. Without it (games
	// set up before it existed replay as they were played) every Reset
	// forgot it, and such a board was a move not yet made until its piece
	// was lifted and placed again.
	KeepSeenOnReset bool
}

func (o Options) debounce() time.Duration { return pick(o.Debounce, DefaultDebounce) }
func (o Options) settle() time.Duration   { return pick(o.Settle, DefaultSettle) }

func pick(d, def time.Duration) time.Duration {
	switch {
	case d == 0:
		return def
	case d < 0:
		return 0
	}
	return d
}

// BoardConfig says what a board senses and whose it is.
type BoardConfig struct {
	// Pieces reports that the board identifies pieces (DGT); otherwise it
	// senses only presence (tactile).
	Pieces bool
	// Moves says for each colour (indexed by rules.Color) whether that
	// side's moves are made on this board. Other moves are only
	// reproduced on it.
	Moves [2]bool
	// Owner is the player at this board, when HasOwner. Touches are by
	// him; with AllTouches every lift is his touch (D.2.2, the VI
	// player's board), otherwise only lifts of his own pieces are
	// recorded (D.2.10.5, the sighted player's board).
	Owner      rules.Color
	HasOwner   bool
	AllTouches bool
}

// FactKind is the kind of a Fact.
type FactKind uint8

// The kinds of fact.
const (
	Touch         FactKind = iota // a piece was lifted (touched)
	MoveMade                      // a move was made on a board
	NeedPromotion                 // a pawn reached the last rank; which piece? (Promote)
	Ambiguous                     // the board shows more than one legal move; type it
	Lagging                       // the board shows an earlier position of the game
	Mismatch                      // the board differs from the game
	Synced                        // the board shows the game's position again
	Fault                         // the board went away or reported a fault
	// Verifying: the board's driver lost or dropped something the board
	// sent (eboard.Resync), so what the board showed since may not be
	// what is on it. No move is made from that board until its whole
	// position comes: the caller asks the board for it (RequestSnapshot)
	// and tells the player (VerifyingText). One for each such episode.
	Verifying
)

var factNames = [...]string{"touch", "move", "promotion", "ambiguous", "lagging", "mismatch", "synced", "fault", "verifying"}

// String returns the lower-case name of the kind ("touch", "move", …).
func (k FactKind) String() string {
	if int(k) < len(factNames) {
		return factNames[k]
	}
	return "fact(" + strconv.Itoa(int(k)) + ")"
}

// TouchNote is a touch-move note for the arbiter: the move made is not
// the one Articles 4.3 and 4.4 ask for after the touches seen (the
// arbiter rules, the program does not refuse the move). Square and Piece
// are the piece touched first that had to be moved or captured: his own
// piece that could move (4.3.1), the opponent's piece that could be
// captured (4.3.2), or, with both touched, the first of the two when his
// first own piece could capture the first opponent's piece (4.3.3).
// When Rook is set, he touched his king (Square) and then this rook,
// castling with it was legal, and he did not castle (4.4.1).
type TouchNote struct {
	Square rules.Square
	Piece  rules.Piece
	// Rook and RookPiece are the rook touched after the king (4.4.1),
	// or NoSquare.
	Rook      rules.Square
	RookPiece rules.Piece
}

// touchSeen is a piece the player having the move touched during his
// turn: its square at the start of the turn, the piece, and whether it is
// his own.
type touchSeen struct {
	sq  rules.Square
	pc  rules.Piece
	own bool
}

// Fact is something the table is told. Fields that do not apply to the
// Kind are zero.
type Fact struct {
	Kind  FactKind
	Board Board
	Time  time.Time
	// Square, Piece, By and Own describe a Touch: the square lifted, the
	// piece on it, the player who touched it, and whether it is his own.
	Square rules.Square
	Piece  rules.Piece
	By     rules.Color
	Own    bool
	// Move, SAN and Ply describe a MoveMade (Ply is its number, 1 for
	// White's first move); Before is the position it was made in.
	Move   rules.Move
	SAN    string
	Ply    int
	Before rules.Position
	// TouchMove is set on a MoveMade when the player first touched
	// another of his pieces that had a legal move.
	TouchMove *TouchNote
	// Candidates are the moves a NeedPromotion or Ambiguous board may
	// show.
	Candidates []rules.Move
	// Diff is how the board differs from the game's position, for
	// Mismatch and Lagging.
	Diff Difference
	// Note is the reason of a Fault or a Verifying, as the driver said
	// it (a code with its arguments, said in the session's language by
	// Said); Text is the same in English, or the free text of an event
	// without a Note. Lost reports that the board went away (otherwise it
	// reported a fault, such as noise on the line).
	Note eboard.Note
	Text string
	Lost bool
}

// Said returns the reason of a Fault or a Verifying in the language of c.
func (f Fact) Said(c catalog.Catalog) string {
	if !f.Note.IsZero() {
		return f.Note.SayIn(c)
	}
	return f.Text
}

// Status is where a board stands.
type Status uint8

// The statuses.
const (
	Unknown    Status = iota // nothing sensed yet, or the board is gone
	InStep                   // the board shows the game's position
	Behind                   // the board shows an earlier position (pending moves)
	InProgress               // a move is being made or reproduced on it
	Unsettled                // it differs, not yet for the settle time
	Differs                  // it differs, reported
)

type candidate struct {
	ok       bool
	move     rules.Move
	since    time.Time
	deferred bool             // may still be the first half of a castling
	castle   rules.Move       // that castling, when deferred
	keep     eboard.Occupancy // squares whose lift does not commit it
}

type succ struct {
	move  rules.Move
	after eboard.Placement
}

type boardState struct {
	on     bool
	cfg    BoardConfig
	known  bool
	sensed Sensed
	ply    int
	placed eboard.Occupancy
	lifted eboard.Occupancy
	// seq counts the changes seen since the last move; placeSeq and
	// liftSeq hold, per square, the count at its last place and lift
	// (0: none seen), so that a capture on a presence board can tell
	// whether the piece now on the captured square was put there after
	// the capturing piece was lifted (captureSeen).
	seq               int
	placeSeq, liftSeq [64]int
	pend              *eboard.Event
	cand              candidate
	prev              candidate    // a resting move that went away (its piece lifted again)
	options           []rules.Move // promotion/ambiguity being asked
	status            Status
	told              Status    // what the table was last told: InStep, Behind, Differs
	toldPly           int       // the ply of the last Lagging told
	since             time.Time // start of Unsettled
	lastKey           string    // last reported difference
	fault             bool
	lost              bool        // the Fault told of this episode was Lost (the board went away)
	turn              []touchSeen // the pieces touched this turn by the player having the move, in order
	clock             int         // a clock through the board: 0 none seen, 1 left to move, 2 right to move
	// doubt: the driver said Resync, or the board went away
	// (Options.KeepAcrossGone); no move is made from this board until a
	// snapshot comes.
	doubt bool
	// away: the board went away and, with Options.KeepAcrossGone, keeps
	// what it last showed (sensed, ply, the lifts and places seen and a
	// move resting): its next snapshot is compared with that. known is
	// false meanwhile, so nothing else looks at the board.
	away bool
	// likely is, on a board that senses only presence, the piece known to
	// stand on each occupied square (NoPiece: not known): the pieces of
	// the last game position it showed, followed through lifts and
	// places. hand holds the pieces lifted since and not put down again.
	likely eboard.Placement
	hand   []rules.Piece
	// last is the move last made from this board, with the squares seen
	// lifted and placed for it; refused, when set, is that move after
	// the table refused it (Refuse): it stands on the board, and the
	// player's commit point (Commit) makes it once he may move.
	last, refused *seenMove
}

// seenMove is a move made on a board with the squares the board was seen
// lifting and placing for it.
type seenMove struct {
	move           rules.Move
	placed, lifted eboard.Occupancy
}

// Tracker follows the boards of one game. It is not safe for concurrent
// use.
type Tracker struct {
	opts    Options
	pos     []rules.Position
	moves   []rules.Move
	place   []eboard.Placement
	succs   []succ
	succPly int
	boards  [numBoards]boardState
	promo   rules.PieceType
	touches []Fact
	// castling is the announcement of Guideline II.3.2.7.1 ("I am going
	// to castle", AnnounceCastling) by the side to move at ply
	// castlingPly; it holds while the game stays at that ply.
	castling    bool
	castlingPly int
}

// New returns a Tracker for a game that starts at start and has no boards
// yet.
func New(start rules.Position, opts Options) *Tracker {
	t := &Tracker{opts: opts}
	t.Reset(start, nil)
	return t
}

// PlacementOf returns the pieces of a position.
func PlacementOf(p *rules.Position) eboard.Placement {
	var pl eboard.Placement
	for sq := rules.Square(0); sq < 64; sq++ {
		pl[sq] = p.PieceAt(sq)
	}
	return pl
}

// Reset puts the game back to start followed by moves (all legal), for an
// undo or a retrace. Boards keep what they sense; a board that shows one of
// the game's positions counts as being there, any other is expected at the
// last one. It returns an error, and changes nothing, if a move is not
// legal.
func (t *Tracker) Reset(start rules.Position, moves []rules.Move) error {
	pos := []rules.Position{start}
	for i, m := range moves {
		p := pos[len(pos)-1]
		if !p.IsLegal(m) {
			return catalog.Errorf("twoboard.reset-illegal", i+1, p.UCI(m), p.FEN())
		}
		pos = append(pos, p.Play(m))
	}
	oldPly := make([]int, len(t.boards))
	oldPlace := make([]eboard.Placement, len(t.boards))
	for b := range t.boards {
		if p := t.boards[b].ply; p >= 0 && p < len(t.place) {
			oldPly[b], oldPlace[b] = p, t.place[p]
		} else {
			oldPly[b] = -1
		}
	}
	t.pos = pos
	t.moves = append([]rules.Move(nil), moves...)
	t.castling = false
	t.place = t.place[:0]
	for i := range pos {
		t.place = append(t.place, PlacementOf(&pos[i]))
	}
	t.succPly = -1
	for b := range t.boards {
		bs := &t.boards[b]
		if bs.on && bs.away {
			// Away during an undo or a retrace: what it showed before
			// belongs to another game line; it comes back as new.
			bs.away, bs.doubt = false, false
			bs.clearHistory()
			bs.ply = t.N()
		}
		if !bs.on || !bs.known {
			continue
		}
		bs.ply = t.N()
		for k := t.N(); k >= 0; k-- {
			if bs.sensed.Equal(&t.place[k]) {
				bs.ply = k
				break
			}
		}
		if t.opts.KeepSeenOnReset && bs.ply == oldPly[b] && t.place[bs.ply] == oldPlace[b] {
			// The board stands where it stood: what it was seen doing
			// since still counts from there.
			bs.cand, bs.prev, bs.options = candidate{}, candidate{}, nil
		} else {
			bs.clearHistory()
		}
		bs.status = Unknown
		bs.refused = nil
	}
	return nil
}

// Refuse is told that the table refused move m, the last move made on
// board b (a reply made before the opponent pressed his clock, Article
// 6.2), after it Reset the game to the position before m. The board keeps
// what it was seen doing for m, the pieces lifted (a capture taken off a
// board that senses only presence) and placed: while m stands on the
// board, the player's commit point (Commit, his press once he may move)
// makes it. Any other move, Reset or Refuse forgets it.
func (t *Tracker) Refuse(b Board, m rules.Move) {
	bs := &t.boards[b]
	bs.refused = nil
	if bs.last != nil && bs.last.move == m {
		r := *bs.last
		bs.refused = &r
	}
}

// retake makes the refused move of board b when the board still shows it
// and it is legal and the side's own move now: the lifts and places seen
// for it before the refusal count with those seen since.
func (t *Tracker) retake(b Board, now time.Time) []Fact {
	bs := &t.boards[b]
	r := bs.refused
	if r == nil || bs.cand.ok || bs.doubt || !bs.known || bs.ply != t.N() {
		return nil
	}
	pos := t.Position()
	if !bs.cfg.Moves[pos.Turn()] || !pos.IsLegal(r.move) {
		return nil
	}
	after := pos.Play(r.move)
	pl := PlacementOf(&after)
	placed, lifted := bs.placed|r.placed, bs.lifted|r.lifted
	seen := *bs
	seen.placed, seen.lifted = placed, lifted
	if !bs.sensed.Equal(&pl) || !placedOK(&t.place[t.N()], &pl, placed) || !captureSeen(&seen, &pos, r.move) {
		return nil
	}
	bs.cand = candidate{ok: true, move: r.move, since: now}
	return t.commit(b, now)
}

// Refresh works out anew where every board stands (after a Reset) and
// returns what the table is to be told.
func (t *Tracker) Refresh(now time.Time) []Fact {
	var facts []Fact
	for b := range t.boards {
		if bs := &t.boards[b]; bs.on && bs.known {
			facts = append(facts, t.evaluate(Board(b), now)...)
		}
	}
	return append(facts, t.Advance(now)...)
}

// N returns the number of plies of the canonical game.
func (t *Tracker) N() int { return len(t.moves) }

// Position returns the canonical position.
func (t *Tracker) Position() rules.Position { return t.pos[len(t.pos)-1] }

// Expected returns the pieces of the canonical position.
func (t *Tracker) Expected() eboard.Placement { return t.place[len(t.place)-1] }

// Enable adds a board. With initial it is taken to sense that at once (a
// virtual board); otherwise the first snapshot tells what it shows.
func (t *Tracker) Enable(b Board, cfg BoardConfig, initial *Sensed) {
	bs := &t.boards[b]
	*bs = boardState{on: true, cfg: cfg, ply: t.N()}
	if initial != nil {
		bs.known = true
		bs.sensed = *initial
		t.learn(bs, 0)
		for k := t.N(); k >= 0; k-- {
			if bs.sensed.Equal(&t.place[k]) {
				bs.ply = k
				break
			}
		}
		if bs.sensed.Equal(&t.place[t.N()]) {
			bs.status, bs.told = InStep, InStep
		}
	}
}

// Status returns where board b stands and what it senses; on a board that
// senses only presence, Sensed.Likely holds the pieces the tracker knows to
// stand on it.
func (t *Tracker) Status(b Board) (Status, Sensed) {
	bs := &t.boards[b]
	return bs.status, bs.view()
}

// view returns what board b senses, with the pieces known to stand on a
// presence-only board.
func (bs *boardState) view() Sensed {
	s := bs.sensed
	if !s.HasPieces {
		s.Likely = bs.likely
	}
	return s
}

// learn follows the pieces of a presence-only board from its occupancy
// old to what it senses now: a square emptied puts its piece in the hand,
// a square filled takes the piece from the hand when the hand holds pieces
// of one kind only, else its piece is not known. A board that shows one of
// the game's positions has that position's pieces (the latest first) where
// its own are not known.
func (t *Tracker) learn(bs *boardState, old eboard.Occupancy) {
	if bs.sensed.HasPieces {
		return
	}
	now := bs.sensed.Occupied
	for sq := rules.Square(0); sq < 64; sq++ {
		if old.Has(sq) && !now.Has(sq) {
			bs.hand = append(bs.hand, bs.likely[sq])
			bs.likely[sq] = rules.NoPiece
		}
	}
	for sq := rules.Square(0); sq < 64; sq++ {
		if !old.Has(sq) && now.Has(sq) {
			bs.likely[sq] = bs.takeFromHand()
		}
	}
	for k := t.N(); k >= 0; k-- {
		if bs.sensed.Equal(&t.place[k]) {
			bs.fillLikely(&t.place[k])
			return
		}
	}
}

// fillLikely takes the pieces of p, a placement the board shows, for the
// squares whose piece is not known; a piece known stays (a knight put
// where a bishop belongs is still a knight).
func (bs *boardState) fillLikely(p *eboard.Placement) {
	for sq := rules.Square(0); sq < 64; sq++ {
		if bs.likely[sq] == rules.NoPiece {
			bs.likely[sq] = p[sq]
		}
	}
	bs.hand = nil
}

// takeFromHand returns the piece put down from the hand: the piece when
// every piece in the hand is the same known piece, else NoPiece.
func (bs *boardState) takeFromHand() rules.Piece {
	if len(bs.hand) == 0 {
		return rules.NoPiece
	}
	pc := bs.hand[0]
	for _, h := range bs.hand[1:] {
		if h != pc {
			return rules.NoPiece
		}
	}
	bs.hand = bs.hand[1:]
	return pc
}

// Touches returns every touch recorded so far, oldest first.
func (t *Tracker) Touches() []Fact { return append([]Fact(nil), t.touches...) }

// SetPromotion sets the piece the next promotion on the tactile board
// becomes (said or typed before the pawn is placed: "Dame", "=Q").
func (t *Tracker) SetPromotion(pt rules.PieceType) { t.promo = pt }

// Waiting returns the moves a board asks a choice between (a promotion
// without a piece, or an ambiguous capture), or nil.
func (t *Tracker) Waiting(b Board) []rules.Move {
	return append([]rules.Move(nil), t.boards[b].options...)
}

func (bs *boardState) clearHistory() {
	bs.placed, bs.lifted = 0, 0
	bs.seq, bs.placeSeq, bs.liftSeq = 0, [64]int{}, [64]int{}
	bs.cand = candidate{}
	bs.prev = candidate{}
	bs.options = nil
}

// successors returns the legal moves of the canonical position with the
// placements after them.
func (t *Tracker) successors() []succ {
	if t.succPly == t.N() && t.succs != nil {
		return t.succs
	}
	p := t.Position()
	t.succs = t.succs[:0]
	for _, m := range p.Legal() {
		after := p.Play(m)
		t.succs = append(t.succs, succ{m, PlacementOf(&after)})
	}
	t.succPly = t.N()
	return t.succs
}

// Event takes one board event and returns the facts it gives.
func (t *Tracker) Event(b Board, e eboard.Event) []Fact {
	bs := &t.boards[b]
	if !bs.on {
		return nil
	}
	now := e.Time
	var facts []Fact
	// An event on one board ends a move resting on the other.
	for o := range t.boards {
		if Board(o) != b && t.boards[o].cand.ok && !t.boards[o].cand.deferred {
			facts = append(facts, t.commit(Board(o), now)...)
		}
	}
	if bs.pend != nil {
		p := *bs.pend
		bs.pend = nil
		if e.Type == eboard.Place && e.Square == p.Square && e.Time.Sub(p.Time) < t.opts.debounce() && e.Piece == p.Piece {
			return facts // bounce: the lift and the place are no event
		}
		facts = append(facts, t.apply(b, p)...)
	}
	if e.Type == eboard.Lift && t.opts.debounce() > 0 {
		bs.pend = &e
		return facts
	}
	return append(facts, t.apply(b, e)...)
}

// apply handles one event after debouncing.
func (t *Tracker) apply(b Board, e eboard.Event) []Fact {
	bs := &t.boards[b]
	now := e.Time
	var facts []Fact
	switch e.Type {
	case eboard.Resync:
		if bs.doubt {
			return nil
		}
		bs.doubt = true
		return []Fact{{Kind: Verifying, Board: b, Time: now, Note: e.Note, Text: e.Text}}
	case eboard.Disconnected, eboard.Error:
		if e.Type == eboard.Disconnected {
			bs.status, bs.told = Unknown, Unknown
			if t.opts.KeepAcrossGone && (bs.known || bs.away) {
				// What it showed is kept for its return; until
				// then no move is made from it (commit waits).
				bs.doubt, bs.away = true, true
			} else {
				bs.doubt = false
				bs.clearHistory()
			}
			bs.known = false
		}
		lost := e.Type == eboard.Disconnected
		if !bs.fault || (lost && !bs.lost && t.opts.GoneAfterFault) {
			bs.fault, bs.lost = true, lost
			facts = append(facts, Fact{Kind: Fault, Board: b, Time: now, Note: e.Note, Text: e.Text, Lost: lost})
		}
		return facts
	case eboard.Clock:
		// A clock through the board: its press is the commit point, and
		// moves wait for it instead of the settle time.
		side := 0
		switch {
		case !e.Clock.Connected:
		case e.Clock.LeftToMove && !e.Clock.RightToMove:
			side = 1
		case e.Clock.RightToMove && !e.Clock.LeftToMove:
			side = 2
		}
		if side != 0 && bs.clock != 0 && side != bs.clock && bs.cand.ok {
			facts = append(facts, t.commit(b, now)...)
		}
		if side != 0 {
			bs.clock = side
		}
		return facts
	case eboard.Lift, eboard.Place, eboard.Snapshot:
	default:
		return nil
	}
	if bs.cand.ok && e.Square.Valid() && !bs.cand.keep.Has(e.Square) && t.ends(b, e) && !t.held(bs) {
		facts = append(facts, t.commit(b, now)...)
	}
	if bs.doubt && e.Type != eboard.Snapshot {
		// What the board shows since the doubt may be wrong: no touch, no
		// move and no difference until its whole position comes, which is
		// compared with what it showed before.
		return facts
	}
	old, wasKnown := bs.sensed, bs.known
	if e.Type == eboard.Snapshot && e.HasBoard {
		bs.doubt = false // the whole board: what it shows is true
		if bs.away {
			// Back after it went away: compared with what it showed
			// then, as after a Resync.
			bs.away, wasKnown = false, true
		}
	}
	switch {
	case e.HasBoard:
		if bs.cfg.Pieces && e.HasPieces {
			bs.sensed = SensedPieces(e.Pieces)
		} else {
			bs.sensed = SensedOccupancy(e.Occupied)
		}
		bs.known = true
	case !bs.known || !e.Square.Valid():
		return facts
	case e.Type == eboard.Lift:
		bs.sensed.Occupied = bs.sensed.Occupied.Without(e.Square)
		if bs.sensed.HasPieces {
			bs.sensed.Pieces[e.Square] = rules.NoPiece
		}
	case e.Type == eboard.Place:
		bs.sensed.Occupied = bs.sensed.Occupied.With(e.Square)
		if bs.sensed.HasPieces {
			bs.sensed.Pieces[e.Square] = e.Piece
		}
	}
	if wasKnown {
		t.learn(bs, old.Occupied)
	} else {
		bs.hand = nil
		t.learn(bs, 0)
	}
	if !wasKnown {
		bs.ply = t.N()
		for k := t.N(); k >= 0; k-- {
			if bs.sensed.Equal(&t.place[k]) {
				bs.ply = k
				break
			}
		}
		bs.clearHistory()
		bs.fault, bs.lost = false, false
		return append(facts, t.evaluate(b, now)...)
	}
	if e.Type == eboard.Snapshot {
		bs.fault, bs.lost = false, false
	}
	placedBefore := e.Square.Valid() && bs.placed.Has(e.Square) // a piece going on (a slide)
	for sq := rules.Square(0); sq < 64; sq++ {
		was, _ := old.at(sq)
		is, _ := bs.sensed.at(sq)
		hadPc, hasPc := old.Occupied.Has(sq), bs.sensed.Occupied.Has(sq)
		switch {
		case hasPc && (!hadPc || was != is):
			bs.placed = bs.placed.With(sq)
			bs.seq++
			bs.placeSeq[sq] = bs.seq
		case hadPc && !hasPc:
			bs.lifted = bs.lifted.With(sq)
			bs.seq++
			bs.liftSeq[sq] = bs.seq
		}
	}
	if e.Type == eboard.Place && e.Square.Valid() {
		bs.placed = bs.placed.With(e.Square)
		bs.seq++
		bs.placeSeq[e.Square] = bs.seq
	}
	if e.Type == eboard.Lift && e.Square.Valid() && old.Occupied.Has(e.Square) && !placedBefore {
		if f, ok := t.touch(b, e.Square, e.Piece, now); ok {
			facts = append(facts, f)
		}
	}
	return append(facts, t.evaluate(b, now)...)
}

// ends reports whether event e, on a square the resting move does not
// use, shows that move finished: any lift (the next piece is taken), a
// place on a board without slides (pegs), or a place of a piece of the
// other side (the opponent answers). A piece of the mover's side put down
// elsewhere may be a slide going on, out of order.
func (t *Tracker) ends(b Board, e eboard.Event) bool {
	switch {
	case e.Type == eboard.Lift:
		return true
	case e.Type != eboard.Place:
		return false
	case !t.boards[b].cfg.Pieces:
		return true
	}
	return e.Piece != rules.NoPiece && e.Piece.Color() != t.turn()
}

// touch records a lift as a touch, unless it is part of reproducing a move
// of the game on a board that lags.
func (t *Tracker) touch(b Board, sq rules.Square, pc rules.Piece, now time.Time) (Fact, bool) {
	bs := &t.boards[b]
	base := &t.place[bs.ply]
	if bs.ply < t.N() && t.place[t.N()][sq] != base[sq] {
		return Fact{}, false // executing the pending move
	}
	if pc == rules.NoPiece {
		pc = base[sq]
	}
	if pc == rules.NoPiece {
		return Fact{}, false
	}
	by := pc.Color()
	if bs.cfg.HasOwner {
		by = bs.cfg.Owner
	}
	own := pc.Color() == by
	if bs.cfg.HasOwner && !bs.cfg.AllTouches && !own {
		return Fact{}, false
	}
	f := Fact{Kind: Touch, Board: b, Time: now, Square: sq, Piece: pc, By: by, Own: own}
	t.touches = append(t.touches, f)
	p := t.Position()
	if bs.ply == t.N() && p.Turn() == by && !touchedBefore(bs.turn, sq) {
		bs.turn = append(bs.turn, touchSeen{sq: sq, pc: pc, own: own})
	}
	return f, true
}

// captureSeen reports whether a board could have shown capture m in
// position p: on a board that senses only presence a capture leaves its
// square occupied, exactly as a piece held in the hand over it does, so
// it counts only when the captured piece was seen taken off (its square
// lifted since the last move), and not when the last piece seen put on
// that square went on before the capturing piece was lifted: then the
// captured piece was only lifted and put back, and the capturing piece is
// still in the hand (Article 4.3.2 touches by the VI player, D.2.2). A
// board that knows pieces, and any other move, always could.
func captureSeen(bs *boardState, p *rules.Position, m rules.Move) bool {
	if bs.cfg.Pieces || m.IsCastle() || m.IsEnPassant() || p.PieceAt(m.To()) == rules.NoPiece {
		return true
	}
	if put, lift := bs.placeSeq[m.To()], bs.liftSeq[m.From()]; put != 0 && lift != 0 && put < lift {
		return false
	}
	return bs.lifted.Has(m.To())
}

// placedOK reports whether every square that gets a piece between base and
// after saw a piece placed on it.
func placedOK(base, after *eboard.Placement, placed eboard.Occupancy) bool {
	for sq := rules.Square(0); sq < 64; sq++ {
		if after[sq] != rules.NoPiece && after[sq] != base[sq] && !placed.Has(sq) {
			return false
		}
	}
	return true
}

// changed returns the squares that differ between two placements.
func changed(a, b *eboard.Placement) eboard.Occupancy {
	var o eboard.Occupancy
	for sq := rules.Square(0); sq < 64; sq++ {
		if a[sq] != b[sq] {
			o = o.With(sq)
		}
	}
	return o
}

// castlePrefix reports whether the ordinary move m may be the first half of
// a castling in the position (R246), and returns that castling and its
// squares.
func (t *Tracker) castlePrefix(m rules.Move) (bool, rules.Move, eboard.Occupancy) {
	if m.IsCastle() {
		return false, rules.NoMove, 0
	}
	for _, s := range t.successors() {
		c := s.move
		if !c.IsCastle() {
			continue
		}
		king := m.From() == c.From() && m.To() == c.KingTo()
		rook := m.From() == c.To() && m.To() == c.RookTo()
		if king || rook {
			var o eboard.Occupancy
			for _, sq := range []rules.Square{c.From(), c.To(), c.KingTo(), c.RookTo()} {
				o = o.With(sq)
			}
			return true, c, o
		}
	}
	return false, rules.NoMove, 0
}

// evaluate decides where board b stands after its sensed state changed.
func (t *Tracker) evaluate(b Board, now time.Time) []Fact {
	bs := &t.boards[b]
	if bs.cand.ok {
		bs.prev = bs.cand
	}
	bs.cand = candidate{}
	n := t.N()
	if bs.ply < n {
		for k := n; k > bs.ply; k-- {
			if bs.sensed.Equal(&t.place[k]) && placedOK(&t.place[bs.ply], &t.place[k], bs.placed) {
				bs.ply = k
				bs.clearHistory()
				break
			}
		}
	}
	if t.opts.LagMoves && bs.ply < n && bs.cfg.Moves[t.turn()] && t.caughtUpWithMove(bs) {
		// The player made his move on a board that lagged behind his
		// opponent's, and then reproduced the opponent's move (or did
		// both in one go): the board shows a legal move of his from the
		// game's position. It is made as on a board in step; what was
		// seen lifted and placed stays, for the move's checks.
		bs.ply = n
	}
	base := &t.place[bs.ply]
	// A board that shows the game's position shows no move, but for a
	// castling announced (AnnounceCastling): on a board that senses only
	// presence, a castling by transposition (K f1, R g1) leaves every
	// square as it was, the king's and the rook's lifted and placed.
	same := bs.sensed.Equal(base)
	if bs.ply == n && bs.cfg.Moves[t.turn()] && (!same || t.CastlingAnnounced()) {
		var cands []rules.Move
		pos := t.Position()
		for _, s := range t.successors() {
			if same && !s.move.IsCastle() {
				continue
			}
			if bs.sensed.Equal(&s.after) && placedOK(base, &s.after, bs.placed) && captureSeen(bs, &pos, s.move) {
				cands = append(cands, s.move)
			}
		}
		if len(cands) > 0 {
			return t.candidates(b, cands, now)
		}
		if same {
			bs.options = nil
			return t.status(b, now)
		}
		if facts, ok := t.lookahead(b, now); ok {
			return facts
		}
		if facts := t.catchUp(b, now); len(facts) > 0 {
			return append(facts, t.evaluate(b, now)...)
		}
	}
	bs.options = nil
	return t.status(b, now)
}

// caughtUpWithMove reports whether board bs, which lags behind the game,
// shows a legal move of the side to move from the game's position, with
// every square that gets a piece seen placed since the board's ply.
func (t *Tracker) caughtUpWithMove(bs *boardState) bool {
	base := &t.place[bs.ply]
	for _, s := range t.successors() {
		if bs.sensed.Equal(&s.after) && placedOK(base, &s.after, bs.placed) {
			return true
		}
	}
	return false
}

// Target returns the placement board b is to be set to: the game's
// position (Expected), or, when the board lags behind the game and shows
// a legal move of the side to move made on it meanwhile (the player moved
// before he reproduced his opponent's last move), the position after that
// move, so that the steps say only the opponent's move to reproduce, not
// the player's own move to take back. lagMove reports the second case:
// the board's difference is then no illegal move (Article 7.5) but a move
// not yet reproduced (Annex D.2.9). Without Options.LagMoves it is always
// the game's position.
func (t *Tracker) Target(b Board) (target eboard.Placement, lagMove bool) {
	bs := &t.boards[b]
	exp := t.place[t.N()]
	if !t.opts.LagMoves || !bs.on || !bs.known || bs.ply >= t.N() || !bs.cfg.Moves[t.turn()] {
		return exp, false
	}
	view := bs.view()
	best := len(Diff(exp, view).Squares)
	for _, s := range t.successors() {
		// The move's squares are all as it leaves them: only the
		// opponent's move is missing.
		ok := true
		for _, sq := range changed(&exp, &s.after).Squares() {
			if got, known := view.at(sq); known && got != s.after[sq] || !known && s.after[sq] == rules.NoPiece {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		if n := len(Diff(s.after, view).Squares); n < best {
			best, target, lagMove = n, s.after, true
		}
	}
	if !lagMove {
		return exp, false
	}
	return target, true
}

// catchUpDepth is how many plies catchUp looks for.
const catchUpDepth = 3

// catchUp makes the moves that a board shows when it is more than one ply
// ahead of the game (after a doubt, eboard.Resync, or lines lost, its
// moves may show only in a snapshot):
// when, at the least number of plies that explains what it senses,
// exactly one series of legal moves (each by a side that moves on this
// board) leads there from the game's position, all but the last are made,
// and the last rests as any move does. A series in which a square changes
// and ends as it was (a capture on a board that senses only presence, Bb5
// taken for Ba6 b5 Bb7, a knight in the hand taken for Nxd3 cxd3) counts
// only as netChangesSeen allows: the same snapshot may show a piece held
// in the hand. A board one ply ahead, or anything else, is left to
// evaluate.
func (t *Tracker) catchUp(b Board, now time.Time) []Fact {
	bs := &t.boards[b]
	if bs.ply != t.N() || bs.sensed.Equal(&t.place[t.N()]) {
		return nil
	}
	base := &t.place[t.N()]
	seen := bs.lifted | bs.placed
	var found []rules.Move
	count := 0
	var path []rules.Move
	var walk func(p rules.Position, pl eboard.Placement, once, more eboard.Occupancy, depth int)
	walk = func(p rules.Position, pl eboard.Placement, once, more eboard.Occupancy, depth int) {
		if count > 1 || depth == 0 || !bs.cfg.Moves[p.Turn()] {
			return
		}
		for _, m := range p.Legal() {
			if bs.sensed.Occupied.Has(m.From()) {
				// A piece that moved away and another came: too far
				// to tell; and it keeps the search small.
				continue
			}
			q := p.Play(m)
			after := PlacementOf(&q)
			ch := changed(&pl, &after)
			path = append(path, m)
			if depth == 1 && bs.sensed.Equal(&after) {
				// Every series that ends in what the board senses counts
				// (the same moves in another order too); the one found
				// is kept only if it could have been seen.
				count++
				found = found[:0]
				if netChangesSeen(bs, base, &after, once|more|ch, more|ch, seen) {
					found = append(found, path...)
				}
			}
			walk(q, after, once|ch, more|once&ch, depth-1)
			path = path[:len(path)-1]
		}
	}
	for d := 1; d <= catchUpDepth && count == 0; d++ {
		walk(t.Position(), *base, 0, 0, d)
	}
	if count != 1 || len(found) < 2 {
		return nil
	}
	var facts []Fact
	placed, lifted := bs.placed, bs.lifted // what the last move shows too
	for _, m := range found[:len(found)-1] {
		bs.cand = candidate{ok: true, move: m, since: now}
		facts = append(facts, t.commit(b, now)...)
	}
	bs.placed, bs.lifted = placed, lifted
	return facts
}

// netChangesSeen reports whether a series of moves from base to after can
// have been seen on board bs: every square the series changes (touched)
// and that looks, to the board, as it was in base, must have been seen
// lifted or placed, unless only one ply changed it and that not the last
// (risky holds the squares of the last ply and those changed twice): a
// capture on a presence board that the other side answered was finished,
// as nobody moves while the opponent holds a piece.
func netChangesSeen(bs *boardState, base, after *eboard.Placement, touched, risky, seen eboard.Occupancy) bool {
	for _, sq := range touched.Squares() {
		same := base[sq] == after[sq]
		if !bs.cfg.Pieces {
			same = (base[sq] == rules.NoPiece) == (after[sq] == rules.NoPiece)
		}
		if same && risky.Has(sq) && !seen.Has(sq) {
			return false
		}
	}
	return true
}

// lookahead handles a move that rested on the board and went away because
// the opponent took the piece at once (its lift looked like a slide going
// on): if the board now shows that move and a reply, the move is made and
// the reply rests.
func (t *Tracker) lookahead(b Board, now time.Time) ([]Fact, bool) {
	bs := &t.boards[b]
	if !bs.prev.ok {
		return nil, false
	}
	p := t.Position()
	m := bs.prev.move
	if !p.IsLegal(m) {
		return nil, false
	}
	p2 := p.Play(m)
	if !bs.cfg.Moves[p2.Turn()] {
		return nil, false
	}
	base := &t.place[bs.ply]
	for _, r := range p2.Legal() {
		p3 := p2.Play(r)
		after := PlacementOf(&p3)
		if bs.sensed.Equal(&after) && placedOK(base, &after, bs.placed) && captureSeen(bs, &p2, r) {
			placed, lifted := bs.placed, bs.lifted
			bs.cand = bs.prev
			facts := t.commit(b, now)
			bs.placed, bs.lifted = placed, lifted
			return append(facts, t.candidates(b, []rules.Move{r}, now)...), true
		}
	}
	return nil, false
}

// candidates handles the legal moves the board shows.
func (t *Tracker) candidates(b Board, cands []rules.Move, now time.Time) []Fact {
	bs := &t.boards[b]
	if len(cands) > 1 && t.CastlingAnnounced() {
		// Announced: the board is read as castling where it may be one.
		var castles []rules.Move
		for _, c := range cands {
			if c.IsCastle() {
				castles = append(castles, c)
			}
		}
		if len(castles) > 0 {
			cands = castles
		}
	}
	if len(cands) > 1 {
		// Prefer the moves that explain every lift and place seen.
		var fit []rules.Move
		touched := bs.lifted | bs.placed
		for _, c := range cands {
			after := t.Position().Play(c)
			pl := PlacementOf(&after)
			if touched&^changed(&t.place[t.N()], &pl) == 0 {
				fit = append(fit, c)
			}
		}
		if len(fit) > 0 {
			cands = fit
		}
	}
	m := cands[0]
	if len(cands) > 1 {
		promo := true
		for _, c := range cands {
			if c.Promotion() == rules.NoPieceType || c.From() != m.From() || c.To() != m.To() {
				promo = false
			}
		}
		chosen := false
		if promo && t.promo != rules.NoPieceType {
			for _, c := range cands {
				if c.Promotion() == t.promo {
					m, chosen = c, true
				}
			}
		}
		if !chosen {
			same := len(bs.options) == len(cands)
			for i := range cands {
				if same && bs.options[i] != cands[i] {
					same = false
				}
			}
			bs.status = InProgress
			if same {
				return nil
			}
			bs.options = cands
			kind := Ambiguous
			if promo {
				kind = NeedPromotion
			}
			return []Fact{{Kind: kind, Board: b, Time: now, Before: t.Position(), Candidates: append([]rules.Move(nil), cands...)}}
		}
	}
	bs.options = nil
	bs.status = InProgress
	deferred, castle, keep := t.castlePrefix(m)
	after := t.Position().Play(m)
	afterPl := PlacementOf(&after)
	bs.cand = candidate{ok: true, move: m, since: now, deferred: deferred, castle: castle, keep: keep | changed(&t.place[t.N()], &afterPl)}
	if !deferred && t.opts.settle() == 0 {
		return t.commit(b, now)
	}
	return nil
}

// status works out InStep, Behind, InProgress or Unsettled for board b.
func (t *Tracker) status(b Board, now time.Time) []Fact {
	bs := &t.boards[b]
	n := t.N()
	prev := bs.status
	switch {
	case bs.sensed.Equal(&t.place[n]):
		bs.fillLikely(&t.place[n])
		bs.status = InStep
		bs.lastKey = ""
		if bs.told != InStep {
			bs.told = InStep
			return []Fact{{Kind: Synced, Board: b, Time: now}}
		}
		return nil
	case bs.ply < n && bs.sensed.Equal(&t.place[bs.ply]):
		bs.fillLikely(&t.place[bs.ply])
		bs.status = Behind
		bs.lastKey = ""
		if bs.told != Behind || bs.toldPly != bs.ply || prev != Behind {
			bs.told, bs.toldPly = Behind, bs.ply
			return []Fact{{Kind: Lagging, Board: b, Time: now, Ply: bs.ply, Diff: Diff(t.place[n], bs.view())}}
		}
		return nil
	case t.onTheWay(b):
		bs.status = InProgress
		return nil
	}
	if prev != Unsettled {
		bs.status = Unsettled
		bs.since = now
	}
	if t.opts.settle() == 0 {
		return t.report(b, now)
	}
	return nil
}

// report tells how board b differs, unless it was told already.
func (t *Tracker) report(b Board, now time.Time) []Fact {
	bs := &t.boards[b]
	target, _ := t.Target(b)
	d := Diff(target, bs.view())
	bs.status = Differs
	bs.told = Differs
	key := fmt.Sprint(d.StepStrings(), len(d.Squares), d.Squares)
	if key == bs.lastKey {
		return nil
	}
	bs.lastKey = key
	return []Fact{{Kind: Mismatch, Board: b, Time: now, Diff: d}}
}

// onTheWay reports whether board b shows a state between its position and
// a next one: every square as before or as after (the pending move on a
// board that lags, or any legal move on a board where the side to move
// plays), with at most two more pieces in the hand.
func (t *Tracker) onTheWay(b Board) bool {
	bs := &t.boards[b]
	base := &t.place[bs.ply]
	if partial(bs.sensed, base, base) {
		return true
	}
	if bs.ply < t.N() {
		return partial(bs.sensed, base, &t.place[bs.ply+1])
	}
	if !bs.cfg.Moves[t.turn()] {
		return false
	}
	for _, s := range t.successors() {
		// A board that shows a whole move it was not seen making (a
		// take-back not reproduced) differs; it is not on its way.
		if partial(bs.sensed, base, &s.after) && !bs.sensed.Equal(&s.after) {
			return true
		}
	}
	return false
}

func partial(s Sensed, base, after *eboard.Placement) bool {
	inHand := 0
	for sq := rules.Square(0); sq < 64; sq++ {
		a, z := base[sq], after[sq]
		got, known := s.at(sq)
		switch {
		case !known: // occupied, piece unknown
			if a == rules.NoPiece && z == rules.NoPiece {
				return false
			}
		case got == rules.NoPiece:
			if a != rules.NoPiece && z != rules.NoPiece {
				inHand++
			}
		case got != a && got != z:
			return false
		}
	}
	return inHand <= 2
}

// commit makes the move resting on board b.
func (t *Tracker) commit(b Board, now time.Time) []Fact {
	bs := &t.boards[b]
	if !bs.cand.ok || bs.doubt {
		// In doubt the move waits for the snapshot, which may show
		// another (a lost place, a garbled lift).
		return nil
	}
	m := bs.cand.move
	before := t.Position()
	if !before.IsLegal(m) {
		bs.cand = candidate{}
		return nil
	}
	f := Fact{Kind: MoveMade, Board: b, Time: now, Move: m, SAN: before.SAN(m), Ply: t.N() + 1, Before: before}
	f.TouchMove = touchMoveNote(&before, bs.turn, m)
	if m.Promotion() != rules.NoPieceType {
		t.promo = rules.NoPieceType
	}
	made := &seenMove{move: m, placed: bs.placed, lifted: bs.lifted}
	t.push(m)
	bs.last = made
	bs.ply = t.N()
	bs.clearHistory()
	if !bs.sensed.HasPieces {
		// The move's pieces are where the move puts them.
		bs.likely, bs.hand = t.place[t.N()], nil
	}
	bs.status, bs.told = InStep, InStep
	bs.lastKey = ""
	facts := []Fact{f}
	for o := range t.boards {
		if Board(o) != b && t.boards[o].on && t.boards[o].known {
			facts = append(facts, t.evaluate(Board(o), now)...)
		}
	}
	return facts
}

// touchedBefore reports whether square sq is among the touches seen.
func touchedBefore(seen []touchSeen, sq rules.Square) bool {
	for _, s := range seen {
		if s.sq == sq {
			return true
		}
	}
	return false
}

// touchMoveNote returns the touch-move note for move m made in position p
// after the touches seen this turn (in order), or nil when m is the move
// Articles 4.3 and 4.4 allow: with his king and then a rook touched, the
// castling with that rook if it is legal (4.4.1); with his own and the
// opponent's pieces touched, the capture of the first opponent's piece by
// his first own piece if it is legal (4.3.3); otherwise a move of the
// first touched piece that can be moved, or a capture of the first
// touched opponent's piece that can be captured (4.3.1, 4.3.2, 4.3.3);
// and any move when none of them can (4.5).
func touchMoveNote(p *rules.Position, seen []touchSeen, m rules.Move) *TouchNote {
	var own, opp []touchSeen
	for _, s := range seen {
		if s.own {
			own = append(own, s)
		} else {
			opp = append(opp, s)
		}
	}
	legal := p.Legal()
	if len(own) >= 2 && own[0].pc.Type() == rules.King && own[1].pc.Type() == rules.Rook {
		for _, c := range legal {
			if c.IsCastle() && c.From() == own[0].sq && c.To() == own[1].sq {
				if m == c {
					return nil
				}
				return &TouchNote{Square: own[0].sq, Piece: own[0].pc, Rook: own[1].sq, RookPiece: own[1].pc}
			}
		}
	}
	if len(own) > 0 && len(opp) > 0 {
		for _, c := range legal {
			if c.From() == own[0].sq && capturedSquare(p, c) == opp[0].sq {
				if m.From() == own[0].sq && capturedSquare(p, m) == opp[0].sq {
					return nil
				}
				first := own[0]
				if firstTouched(seen, opp[0].sq, own[0].sq) {
					first = opp[0]
				}
				return &TouchNote{Square: first.sq, Piece: first.pc, Rook: rules.NoSquare}
			}
		}
	}
	for _, s := range seen {
		var can, done bool
		for _, c := range legal {
			if s.own && c.From() == s.sq || !s.own && capturedSquare(p, c) == s.sq {
				can = true
				break
			}
		}
		if !can {
			continue
		}
		if s.own {
			done = m.From() == s.sq
		} else {
			done = capturedSquare(p, m) == s.sq
		}
		if done {
			return nil
		}
		return &TouchNote{Square: s.sq, Piece: s.pc, Rook: rules.NoSquare}
	}
	return nil
}

// firstTouched reports whether square a was touched before square b.
func firstTouched(seen []touchSeen, a, b rules.Square) bool {
	for _, s := range seen {
		switch s.sq {
		case a:
			return true
		case b:
			return false
		}
	}
	return false
}

// capturedSquare returns the square of the piece move m captures in
// position p (the pawn passed by, for en passant), or NoSquare.
func capturedSquare(p *rules.Position, m rules.Move) rules.Square {
	switch {
	case m.IsCastle():
		return rules.NoSquare
	case m.IsEnPassant():
		return rules.SquareAt(m.To().File(), m.From().Rank())
	case p.PieceAt(m.To()) != rules.NoPiece:
		return m.To()
	}
	return rules.NoSquare
}

func (t *Tracker) turn() rules.Color { return t.pos[len(t.pos)-1].Turn() }

func (t *Tracker) push(m rules.Move) {
	p := t.Position().Play(m)
	t.pos = append(t.pos, p)
	t.moves = append(t.moves, m)
	t.place = append(t.place, PlacementOf(&p))
	for i := range t.boards {
		t.boards[i].turn = nil
		t.boards[i].refused = nil
	}
}

// Push plays a move that did not come from a board (typed, or said) and
// returns what the boards show then: they lag until it is reproduced, or
// are in step if it was already made on them.
func (t *Tracker) Push(m rules.Move, now time.Time) ([]Fact, error) {
	p := t.Position()
	if !p.IsLegal(m) {
		return nil, catalog.Errorf("twoboard.push-illegal", p.UCI(m), p.FEN())
	}
	t.push(m)
	if m.Promotion() != rules.NoPieceType {
		t.promo = rules.NoPieceType
	}
	var facts []Fact
	for b := range t.boards {
		bs := &t.boards[b]
		if bs.on && bs.known {
			facts = append(facts, t.evaluate(Board(b), now)...)
		}
	}
	return facts, nil
}

// Promote gives the piece of a promotion the tactile board asked for (or
// will ask for) and makes the move if the pawn is already placed.
func (t *Tracker) Promote(pt rules.PieceType, now time.Time) []Fact {
	t.promo = pt
	var facts []Fact
	for b := range t.boards {
		bs := &t.boards[b]
		if bs.on && bs.known && len(bs.options) > 0 {
			bs.options = nil
			facts = append(facts, t.evaluate(Board(b), now)...)
			facts = append(facts, t.commit(Board(b), now)...)
		}
	}
	return facts
}

// Commit is the player's commit point on board b (his clock press, or his
// announcement): a move resting on the board is made now, even one that
// might still have become a castling, and so is a move the table refused
// (Refuse) that still stands on the board. It reports whether a move was
// made; a press without one is refused by the table (D.2.4).
func (t *Tracker) Commit(b Board, now time.Time) ([]Fact, bool) {
	bs := &t.boards[b]
	var facts []Fact
	if bs.pend != nil {
		p := *bs.pend
		bs.pend = nil
		facts = append(facts, t.apply(b, p)...)
	}
	made := false
	for _, f := range facts {
		if f.Kind == MoveMade && f.Board == b {
			made = true
		}
	}
	if bs.cand.ok && t.held(bs) {
		// The first half of a castling announced: the press does not
		// make the king's or the rook's move alone (Unfinished).
	} else if bs.cand.ok {
		// A move resting on a board in doubt (or away) waits for its
		// snapshot: the press makes nothing then.
		for _, f := range t.commit(b, now) {
			facts = append(facts, f)
			if f.Kind == MoveMade && f.Board == b {
				made = true
			}
		}
	} else if f := t.retake(b, now); len(f) > 0 {
		// The move refused before the opponent's press still stands.
		facts = append(facts, f...)
		made = true
	}
	return facts, made
}

// AnnounceCastling is the announcement of Guideline II.3.2.7.1 ("I am
// going to castle") by the side to move (R240, R246): until a move is
// made, or WithdrawCastling, its board's lifts and places are read as
// castling where they may be one. A king's or rook's move that may be the
// first half of a castling is then never made alone: not by the press
// (Commit makes nothing; Unfinished says what is missing), not by the lift
// of another piece; where the board shows a castling and another move
// alike, the castling is taken; and on a board that senses only presence,
// the king and the rook lifted and put down on each other's squares (a
// castling by transposition, which leaves every hole as it was) is the
// castling. It returns what the boards show then.
func (t *Tracker) AnnounceCastling(now time.Time) []Fact {
	t.castling, t.castlingPly = true, t.N()
	var facts []Fact
	for b := range t.boards {
		if bs := &t.boards[b]; bs.on && bs.known && !bs.cand.ok && bs.ply == t.N() {
			facts = append(facts, t.evaluate(Board(b), now)...)
		}
	}
	return facts
}

// WithdrawCastling takes the castling announcement back: the boards are
// read as before it.
func (t *Tracker) WithdrawCastling() { t.castling = false }

// CastlingAnnounced reports whether a castling announced by the side to
// move holds (AnnounceCastling).
func (t *Tracker) CastlingAnnounced() bool {
	return t.castling && t.castlingPly == t.N()
}

// held reports whether the move resting on bs is the first half of a
// castling announced, which nothing but the other half makes a move.
func (t *Tracker) held(bs *boardState) bool {
	return bs.cand.ok && bs.cand.deferred && t.CastlingAnnounced()
}

// Unfinished reports, while a castling is announced, whether board b shows
// only the first half of a castling (the king's or the rook's move), and
// returns that castling and how the board differs from it: the steps that
// finish it.
func (t *Tracker) Unfinished(b Board) (rules.Move, Difference, bool) {
	bs := &t.boards[b]
	if !t.held(bs) {
		return rules.NoMove, Difference{}, false
	}
	after := t.Position().Play(bs.cand.castle)
	return bs.cand.castle, Diff(PlacementOf(&after), bs.view()), true
}

// Pending reports whether board b shows a move that is not made yet.
func (t *Tracker) Pending(b Board) (rules.Move, bool) {
	c := t.boards[b].cand
	return c.move, c.ok
}

// Deadline returns when Advance should next be called, if at all.
func (t *Tracker) Deadline() (time.Time, bool) {
	var d time.Time
	ok := false
	at := func(x time.Time) {
		if !ok || x.Before(d) {
			d, ok = x, true
		}
	}
	for b := range t.boards {
		bs := &t.boards[b]
		if bs.pend != nil {
			at(bs.pend.Time.Add(t.opts.debounce()))
		}
		if bs.cand.ok && !bs.cand.deferred && bs.clock == 0 && !bs.doubt {
			at(bs.cand.since.Add(t.opts.settle()))
		}
		if bs.status == Unsettled && !bs.doubt {
			at(bs.since.Add(t.opts.settle()))
		}
	}
	return d, ok
}

// Advance lets time pass to now: held lifts become touches, resting moves
// are made, and lasting differences are reported.
func (t *Tracker) Advance(now time.Time) []Fact {
	var facts []Fact
	for b := range t.boards {
		bs := &t.boards[b]
		if bs.pend != nil && !now.Before(bs.pend.Time.Add(t.opts.debounce())) {
			p := *bs.pend
			bs.pend = nil
			facts = append(facts, t.apply(Board(b), p)...)
		}
		if bs.cand.ok && !bs.cand.deferred && bs.clock == 0 && !now.Before(bs.cand.since.Add(t.opts.settle())) {
			facts = append(facts, t.commit(Board(b), now)...)
		}
		if bs.status == Unsettled && !bs.doubt && !now.Before(bs.since.Add(t.opts.settle())) {
			facts = append(facts, t.report(Board(b), now)...)
		}
	}
	return facts
}

// Flush ends the input: held lifts are taken, every move resting on a
// board is made (a possible castling too, but not the first half of a
// castling announced, AnnounceCastling), and every board that is neither
// in step nor lagging by whole moves is reported as differing.
func (t *Tracker) Flush(now time.Time) []Fact {
	var facts []Fact
	for b := range t.boards {
		bs := &t.boards[b]
		if !bs.on {
			continue
		}
		if bs.pend != nil {
			p := *bs.pend
			bs.pend = nil
			facts = append(facts, t.apply(Board(b), p)...)
		}
		if bs.cand.ok && !t.held(bs) {
			facts = append(facts, t.commit(Board(b), now)...)
		}
	}
	for b := range t.boards {
		bs := &t.boards[b]
		if bs.on && bs.known && (bs.status == InProgress || bs.status == Unsettled) {
			facts = append(facts, t.report(Board(b), now)...)
		}
	}
	return facts
}
