// Package hub gathers the games of a round at one machine: "blindchess
// hub". Each table ("blindchess play --hub URL --board N") sends its
// journal's records to the hub (Sender); the hub stores them durably in
// SQLite, replays them through the same pure table the players use, and
// serves the round as live PGN for broadcasts (GET /round.pgn,
// /board/N.pgn, --export, --push), an accessible HTML page for the
// arbiter (GET /) and a line stream of what needs the arbiter
// (GET /attention.txt, "blindchess hub watch").
//
// Because the hub replays the journal itself, its PGN is exactly the
// table's: moves, [%clk] times, result.
package hub

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/table"
)

// Config is the hub's setting for one round.
type Config struct {
	Round int    // the round number: the PGN's [Round]
	Event string // the PGN's [Event] when the table gave none
	Token string // the round token every table must send
	DB    string // the SQLite database file
	Lang  catalog.Lang
	// LostAfter is how long a running game may stay silent before the
	// arbiter is told the table lost its connection (tables send a sign
	// of life every few seconds); 0: 30 s.
	LostAfter time.Duration
	// Now is the wall clock; nil: time.Now.
	Now func() time.Time
	// Changed, if set, is called (without the hub's lock held) after
	// every change of the round's PGN: the exporter and the pusher.
	Changed func()
}

// Hub is the round's state: every board's game, rebuilt from the stored
// events, and what needs the arbiter. It is safe for concurrent use.
type Hub struct {
	cfg   Config
	cat   catalog.Catalog
	store *store

	mu      sync.Mutex
	boards  map[int]*board
	attn    []Item // oldest first
	nextID  uint64
	changed time.Time // the round's Last-Modified
	round   []byte    // the round's PGN, nil when it must be made again
	etag    string
}

// board is one board's game at the hub.
type board struct {
	num  int
	game string
	t    *table.Table
	// views replay the same journal with the sentences in each other
	// language (table.Setup.SentenceLang), so that what the table said
	// can be said in the hub's language and in a watcher's.
	views   map[catalog.Lang]*table.Table
	events  uint64    // the records stored: the last sequence number
	contact time.Time // the last batch (or sign of life) from the table
	changed time.Time // the last stored event
	lost    bool      // the arbiter was told the table is silent
	pgn     []byte
	etag    string
	white   string
	black   string
	// away are the table's e-boards ("tactile", "sighted") the arbiter
	// was told went away or faulted, until their position is read again.
	away map[string]bool
	// differs are the table's e-boards the arbiter was told differ from
	// the game, until they show it again.
	differs map[string]bool
}

// Item is one thing that needs the arbiter: a claim, a refused input, a
// board that differs, a flag, a result, a silent table.
type Item struct {
	ID    uint64
	Board int
	At    time.Time
	// Text is the item in the hub's language.
	Text string
	// Key and Args are the item as a catalog key and its arguments, so
	// that a reader in another language says it in his (hub watch
	// --lang): each argument is a number, a text as typed (a table's
	// input), or a Said, which holds one text per language (a table's
	// sentence, a side, a reason).
	Key  string
	Args []any
}

// Said is a text in each language, by its code ("de", "en", "cs"): an
// argument of an Item that is itself a sentence.
type Said map[string]string

// saidIn makes a Said of what f says in each language.
func saidIn(f func(c catalog.Catalog) string) Said {
	s := Said{}
	for _, l := range catalog.Langs() {
		s[l.Code()] = f(catalog.For(l))
	}
	return s
}

// In says the item in c's language: its key filled with its arguments,
// each Said in c's language. An item without a key, with one c does not
// know, or with arguments that do not fit it is its Text (a hub that
// sent only text).
func (it Item) In(c catalog.Catalog) string {
	return SayItem(c, it.Key, it.Args, it.Text)
}

// SayItem says an item given as key and arguments (as they come from
// JSON too: numbers as float64, a Said as a map) in c's language; text
// when it cannot.
func SayItem(c catalog.Catalog, key string, args []any, text string) string {
	if !strings.HasPrefix(key, "hub.attn-") || !c.Has(key) {
		return text
	}
	said := make([]any, len(args))
	for i, a := range args {
		switch x := a.(type) {
		case float64:
			if x != float64(int64(x)) {
				return text
			}
			said[i] = int(x)
		case Said:
			v, ok := x[c.Lang().Code()]
			if !ok {
				return text
			}
			said[i] = v
		case map[string]any:
			v, ok := x[c.Lang().Code()].(string)
			if !ok {
				return text
			}
			said[i] = v
		case int, string:
			said[i] = x
		default:
			return text
		}
	}
	if s := c.Say(key, said...); !strings.Contains(s, "%!") {
		return s
	}
	return text
}

// Open opens the round's database (creating it), and rebuilds every
// board from it.
func Open(cfg Config) (*Hub, error) {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.LostAfter <= 0 {
		cfg.LostAfter = 30 * time.Second
	}
	st, err := openStore(cfg.DB)
	if err != nil {
		return nil, err
	}
	h := &Hub{cfg: cfg, cat: catalog.For(cfg.Lang), store: st, boards: map[int]*board{}, nextID: 1}
	stored, err := st.load()
	if err != nil {
		st.close()
		return nil, err
	}
	for _, sb := range stored {
		b, err := h.newBoard(sb.board, sb.game, sb.header)
		if err != nil {
			st.close()
			return nil, catalog.Errorf("hub.db-board", sb.board, err)
		}
		h.apply(b, sb.recs, sb.got)
		b.contact = cfg.Now() // the grace of LostAfter after a restart
		h.boards[sb.board] = b
		h.changed = later(h.changed, sb.got)
	}
	return h, nil
}

// Close closes the database.
func (h *Hub) Close() error { return h.store.close() }

// later returns the later of a and b.
func later(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

// newBoard sets up a board's game from its journal header.
func (h *Hub) newBoard(num int, game string, hdr journal.Header) (*board, error) {
	s, err := table.UnmarshalSetup(hdr.Setup)
	if err != nil {
		return nil, err
	}
	t, err := table.New(s)
	if err != nil {
		return nil, err
	}
	b := &board{num: num, game: game, t: t, views: map[catalog.Lang]*table.Table{}}
	for _, l := range catalog.Langs() {
		if l == t.SentenceLang() {
			continue
		}
		v := s
		v.SentenceLang = l.Code()
		if b.views[l], err = table.New(v); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// refusal is a batch the hub does not take: the HTTP status, the next
// sequence number it expects, and the catalog key and arguments of why.
type refusal struct {
	status int
	next   uint64
	key    string
	args   []any
}

func (r *refusal) Error() string { return r.key }

// Receive takes a table's batch for board num: it checks that the board
// is this game's and that the records continue the stored ones without a
// gap or a repeat, stores them, and applies them. It returns the next
// sequence number the hub expects. Nothing is stored from a batch that
// is refused.
func (h *Hub) Receive(num int, b *Batch) (uint64, error) {
	now := h.cfg.Now()
	h.mu.Lock()
	bd := h.boards[num]
	var next uint64 = 1
	if bd != nil {
		next = bd.events + 1
	}
	if b.Game == "" || b.Game != GameID(b.Header) {
		h.mu.Unlock()
		return next, &refusal{status: 400, next: next, key: "hub.err-game"}
	}
	if bd != nil && bd.game != b.Game {
		h.mu.Unlock()
		return 0, &refusal{status: 409, key: "hub.err-claimed", args: []any{num}}
	}
	for i, r := range b.Records {
		if r.Seq != next+uint64(i) {
			h.mu.Unlock()
			return next, &refusal{status: 409, next: next, key: "hub.err-seq", args: []any{r.Seq, next + uint64(i)}}
		}
	}
	var hdr *journal.Header
	if bd == nil {
		nb, err := h.newBoard(num, b.Game, b.Header)
		if err != nil {
			h.mu.Unlock()
			return next, &refusal{status: 400, next: next, key: "hub.err-setup", args: []any{err}}
		}
		if len(b.Records) == 0 {
			// Nothing is stored before the first event.
			h.mu.Unlock()
			return next, nil
		}
		bd, hdr = nb, &b.Header
	}
	bd.contact, bd.lost = now, false
	if len(b.Records) == 0 {
		h.mu.Unlock()
		return next, nil
	}
	if err := h.store.add(num, b.Game, hdr, b.Records, now); err != nil {
		h.mu.Unlock()
		return next, &refusal{status: 503, next: next, key: "hub.err-store", args: []any{err}}
	}
	if hdr != nil {
		h.boards[num] = bd
	}
	h.apply(bd, b.Records, now)
	next = bd.events + 1
	h.mu.Unlock()
	if h.cfg.Changed != nil {
		h.cfg.Changed()
	}
	return next, nil
}

// apply replays records on a board and notes what needs the arbiter.
// The caller holds the lock (or is Open).
func (h *Hub) apply(b *board, recs []journal.Record, got time.Time) {
	if len(recs) == 0 {
		return
	}
	for _, r := range recs {
		in := table.Input{At: r.At, Source: r.Source, Text: r.Input}
		outs := b.t.Apply(in)
		said := map[catalog.Lang][]table.Output{b.t.SentenceLang(): outs}
		for l, v := range b.views {
			said[l] = v.Apply(in)
		}
		h.attend(b, r, outs, said, got)
		b.events = r.Seq
	}
	b.changed = got
	h.changed = later(h.changed, got)
	b.pgn, b.etag, h.round = nil, "", nil
}

// attend adds what the outputs of one record need from the arbiter;
// said are the same outputs in each language.
func (h *Hub) attend(b *board, r journal.Record, outs []table.Output, said map[catalog.Lang][]table.Output, got time.Time) {
	add := func(key string, args ...any) {
		it := Item{ID: h.nextID, Board: b.num, At: got, Key: key, Args: append([]any{b.num}, args...)}
		it.Text = it.In(h.cat)
		h.attn = append(h.attn, it)
		h.nextID++
	}
	// text is output i's sentence in each language (the table's own
	// where a replay in another did not give the same outputs).
	text := func(i int) Said {
		return saidIn(func(c catalog.Catalog) string {
			if o := said[c.Lang()]; len(o) == len(outs) && o[i].Kind == outs[i].Kind {
				return o[i].Say.Text
			}
			return outs[i].Say.Text
		})
	}
	if w := firstWord(r.Input); r.Source != table.SourceTimer {
		switch w {
		case "claim", "c", "reklamieren", "reklamovat", "reklamace":
			add("hub.attn-claim", r.Input)
		case "arbiter", "arb", "schiedsrichter", "rozhodčí", "rozhodci":
			add("hub.attn-arbiter", r.Input)
		}
	}
	boardLost := isBoardFault(r.Input)
	if name, ok := boardSnapshot(r.Input); ok && b.away[name] {
		// The board's position read again: it is back, and the relay of
		// its moves no longer depends on the keyboard.
		delete(b.away, name)
		add("hub.attn-board", saidIn(func(c catalog.Catalog) string {
			return c.Say("board.back", b.in(c.Lang()).TextStyle().Word(boardWord(name)))
		}))
	}
	for i, o := range outs {
		switch o.Kind {
		case table.KindAnnounce:
			if boardLost {
				// A board that went away or faulted: the table goes on
				// by keyboard, and the relay of the board's moves
				// depends on the table now (the table's own sentence).
				add("hub.attn-board", text(i))
				boardLost = false
				if b.away == nil {
					b.away = map[string]bool{}
				}
				b.away[strings.Fields(r.Input)[1]] = true
			}
		case table.KindError:
			add("hub.attn-refused", r.Input, text(i))
		case table.KindMismatch:
			// The table's sentence names the board in words ("Brett des
			// Sehenden: …"), in each language; once until the board
			// shows the game again, not at every lift and place of its
			// setting right.
			if b.differs[o.Board] {
				break
			}
			add("hub.attn-mismatch", text(i))
			if b.differs == nil {
				b.differs = map[string]bool{}
			}
			b.differs[o.Board] = true
		case table.KindSynced:
			// A board the arbiter was told differs shows the game again:
			// said, so that the newest line about it is not the
			// difference (the table's sentence, which follows).
			if b.differs[o.Board] && i+1 < len(outs) && outs[i+1].Kind == table.KindAnnounce {
				delete(b.differs, o.Board)
				add("hub.attn-board", text(i+1))
			}
		case table.KindClock:
			if o.Clock.What == "flag" {
				side := o.Clock.Side
				add("hub.attn-flag", saidIn(func(c catalog.Catalog) string { return sideIn(c, side) }))
			}
		case table.KindResult:
			reason := o.Reason
			var res any = o.Result
			if table.ExceptionalResult(o.Result) {
				// Said in words too, in each language: "0-0 (both
				// players lose)".
				r := o.Result
				res = saidIn(func(c catalog.Catalog) string { return table.ResultText(c, r) })
			}
			add("hub.attn-result", res, saidIn(func(c catalog.Catalog) string { return table.ReasonText(c, reason) }))
		case table.KindRetrace:
			add("hub.attn-retrace")
			// The boards are told how to reach the position retraced to:
			// how each differs now is said anew.
			b.differs = nil
		}
	}
}

// isBoardFault reports whether a journal's input is a board's driver
// saying that the board went away or its line is faulty ("board sighted
// gone …", "board tactile fault …").
func isBoardFault(in string) bool {
	f := strings.Fields(in)
	return len(f) >= 3 && f[0] == "board" && (f[2] == "gone" || f[2] == "fault")
}

// boardSnapshot reports whether a journal's input is a board's driver
// giving the board's whole position ("board sighted snapshot …"), and
// which board.
func boardSnapshot(in string) (string, bool) {
	f := strings.Fields(in)
	if len(f) >= 3 && f[0] == "board" && f[2] == "snapshot" {
		return f[1], true
	}
	return "", false
}

// boardWord is the word that names board name ("tactile", "sighted").
func boardWord(name string) phonetic.Word {
	if name == table.SourceTactile {
		return phonetic.TactileBoard
	}
	return phonetic.SightedBoard
}

// in returns the board's table that speaks language l: the table itself
// or its view in l.
func (b *board) in(l catalog.Lang) *table.Table {
	if v, ok := b.views[l]; ok {
		return v
	}
	return b.t
}

// side names a colour in the hub's language.
func (h *Hub) side(c rules.Color) string { return sideIn(h.cat, c) }

// sideIn names a colour in c's language.
func sideIn(cat catalog.Catalog, c rules.Color) string {
	if c == rules.White {
		return cat.Say("hub.white")
	}
	return cat.Say("hub.black")
}

// player names a board's player for the page: his name, or his colour
// when the game has none ("" or PGN's "?").
func (h *Hub) player(name string, c rules.Color) string {
	if unnamed(name) {
		return h.side(c)
	}
	return strings.TrimSpace(name)
}

// unnamed reports whether a player's name is none: "" or PGN's "?".
func unnamed(name string) bool {
	n := strings.TrimSpace(name)
	return n == "" || n == "?"
}

// firstWord returns the first word of s, in lower case.
func firstWord(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return strings.ToLower(f[0])
	}
	return ""
}

// Tick notes tables that have been silent longer than LostAfter while
// their game goes on (once per silence); the hub's command calls it
// every second.
func (h *Hub) Tick() {
	now := h.cfg.Now()
	h.mu.Lock()
	for _, num := range h.sortedBoards() {
		b := h.boards[num]
		if b.lost || b.t.Over() || now.Sub(b.contact) < h.cfg.LostAfter {
			continue
		}
		b.lost = true
		span := catalog.Span{D: now.Sub(b.contact).Round(time.Second)}
		it := Item{ID: h.nextID, Board: num, At: now, Key: "hub.attn-lost",
			Args: []any{num, saidIn(func(c catalog.Catalog) string { return span.SayIn(c) })}}
		it.Text = it.In(h.cat)
		h.attn = append(h.attn, it)
		h.nextID++
	}
	h.mu.Unlock()
}

// Attention returns the items after id, oldest first.
func (h *Hub) Attention(after uint64) []Item {
	h.mu.Lock()
	defer h.mu.Unlock()
	var out []Item
	for _, it := range h.attn {
		if it.ID > after {
			out = append(out, it)
		}
	}
	return out
}

// sortedBoards returns the board numbers in order; the caller holds the
// lock.
func (h *Hub) sortedBoards() []int {
	nums := make([]int, 0, len(h.boards))
	for n := range h.boards {
		nums = append(nums, n)
	}
	for i := 1; i < len(nums); i++ {
		for j := i; j > 0 && nums[j] < nums[j-1]; j-- {
			nums[j], nums[j-1] = nums[j-1], nums[j]
		}
	}
	return nums
}

// gamePGN returns a board's PGN, made again when it changed; the caller
// holds the lock.
func (h *Hub) gamePGN(b *board) ([]byte, string) {
	if b.pgn == nil {
		// After an illegal move that stood (Annex A.4.2) the record is
		// two games or more (Table.PGNGames), each with the tags.
		var text strings.Builder
		for _, g := range b.t.PGNGames() {
			g.SetTag("Round", strconv.Itoa(h.cfg.Round))
			g.SetTag("Board", strconv.Itoa(b.num))
			if ev, ok := g.LookupTag("Event"); (!ok || ev == "" || ev == "?") && h.cfg.Event != "" {
				g.SetTag("Event", h.cfg.Event)
			}
			b.white, b.black = g.Tag("White"), g.Tag("Black")
			text.WriteString(pgn.Format(g))
		}
		b.pgn = []byte(text.String())
		b.etag = etagOf(b.pgn)
	}
	return b.pgn, b.etag
}

// etagOf is the strong ETag of a body.
func etagOf(body []byte) string {
	sum := sha256.Sum256(body)
	return `"` + hex.EncodeToString(sum[:12]) + `"`
}

// BoardPGN returns the PGN of board num, its ETag and its Last-Modified;
// ok is false for a board the hub has no game of.
func (h *Hub) BoardPGN(num int) (body []byte, etag string, mod time.Time, ok bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	b := h.boards[num]
	if b == nil {
		return nil, "", time.Time{}, false
	}
	body, etag = h.gamePGN(b)
	return body, etag, b.changed, true
}

// RoundPGN returns every board's game in board order as one PGN, its
// ETag and its Last-Modified.
func (h *Hub) RoundPGN() (body []byte, etag string, mod time.Time) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.round == nil {
		var buf bytes.Buffer
		for _, n := range h.sortedBoards() {
			g, _ := h.gamePGN(h.boards[n])
			buf.Write(g)
			buf.WriteByte('\n')
		}
		h.round = buf.Bytes()
		if h.round == nil {
			h.round = []byte{}
		}
		h.etag = etagOf(h.round)
	}
	return h.round, h.etag, h.changed
}

// BoardPGNs returns each board's PGN by board number (for the exporter).
func (h *Hub) BoardPGNs() map[int][]byte {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make(map[int][]byte, len(h.boards))
	for n, b := range h.boards {
		out[n], _ = h.gamePGN(b)
	}
	return out
}

// Events returns how many events the hub stores for board num.
func (h *Hub) Events(num int) uint64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	if b := h.boards[num]; b != nil {
		return b.events
	}
	return 0
}
