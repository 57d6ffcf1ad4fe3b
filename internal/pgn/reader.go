package pgn

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/textenc"
)

// MaxVariationDepth is how deeply variations may nest; deeper input is a
// syntax error rather than unbounded recursion.
const MaxVariationDepth = 64

// Bounds of one game, so that a file of any size is read in bounded
// memory, whatever it holds: no real game comes near them (the longest
// possible game under the 75-move rule has under 18,000 half-moves), and
// a game beyond them is a *SyntaxError, the rest of it skipped.
const (
	// MaxGameSize bounds what a game holds in memory: about 128 bytes a
	// move, 16 a comment or a tag besides its text, 8 an annotation.
	MaxGameSize = 8 << 20
	// MaxCommentBytes bounds one comment.
	MaxCommentBytes = 4 << 20
	// MaxTagValueBytes bounds the value of one tag.
	MaxTagValueBytes = 4 << 20
	// MaxTokenBytes bounds a move or another symbol.
	MaxTokenBytes = 256
)

// Memory a game's parts take, for MaxGameSize.
const (
	moveSize  = 128
	partSize  = 16
	nagSize   = 8
	frameSize = 64
)

// tooLarge is the problem of a game beyond MaxGameSize.
var tooLarge = trouble("pgn.syntax-too-large")

// internSize is the number of slots of the per-reader cache that shares
// the strings of repeated move texts and tag names.
const (
	internBits = 10
	internSize = 1 << internBits
)

// SyntaxError is a game that could not be read. The Reader has skipped the
// rest of it; the next call to Next reads the game after it.
type SyntaxError struct {
	Game    int    // 1-based number of the game in the input
	Players string // "White - Black" from the tags read so far
	Line    int    // line of the input where the problem is
	Column  int    // column (character of the line, from 1) where the reader found it
	After   string // the last move read before the problem, e.g. "23... Nf6", or ""
	Msg     string // what is wrong, in English
	// Partial is what was read of the game before the problem. For a game
	// that only lacks its termination marker it is complete, with Result
	// Unknown.
	Partial *Game

	why *problem // what is wrong, as a sentence of the catalogs
}

// Error returns the message in English with the game, the line, the
// column and the reason.
func (e *SyntaxError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn says the error in the language of c: "Partie 1 (A - B), Zeile 3,
// Spalte 7: …".
func (e *SyntaxError) SayIn(c catalog.Catalog) string {
	msg := e.Msg
	if e.why != nil {
		msg = e.why.SayIn(c)
	}
	where := c.Say("pgn.syntax-where", e.Game, SayPlayers(c, e.Players), e.Line, e.Column)
	if e.After != "" {
		where = c.Say("pgn.syntax-after", where, e.After)
	}
	return where + ": " + msg
}

// problem is what is wrong with the input: a sentence of the catalogs
// with its arguments, said in the language of whoever shows it.
type problem struct {
	key  string
	args []any
}

// trouble returns the problem of sentence key with args.
func trouble(key string, args ...any) *problem { return &problem{key: key, args: args} }

// SayIn says the problem in the language of c.
func (p *problem) SayIn(c catalog.Catalog) string { return c.Say(p.key, p.args...) }

// column returns the column of a problem: of the start of the movetext
// token being read when it is on the current line and in the buffer,
// else of the next byte. It counts the characters since the start of the
// line, plus one.
func (r *Reader) column() int {
	at := r.base + int64(r.pos)
	if r.markLine == r.line && r.mark >= r.lineStart {
		if r.mark < r.base {
			return r.markCol // counted when its buffer went
		}
		at = r.mark
	}
	if r.lineStart < r.base {
		return r.lineRunes + utf8.RuneCount(r.buf[:int(at-r.base)]) + 1
	}
	return utf8.RuneCount(r.buf[int(r.lineStart-r.base):int(at-r.base)]) + 1
}

// Reader reads games from a PGN stream, one at a time, keeping only the game
// being read in memory.
type Reader struct {
	// SkipVariations makes the Reader drop variations: they are still read
	// and must be well formed, but the games hold only their main line.
	SkipVariations bool

	src   io.Reader
	dec   *textenc.Decoder
	buf   []byte
	pos   int
	end   int
	ioErr error // error of src (io.EOF at the end), seen once buf is used up
	line  int
	bol   bool  // at the beginning of a line
	base  int64 // offset in the input of buf[0]
	// lineStart is the offset in the input of the current line's start,
	// and lineRunes the characters of it before buf[0] when it began in
	// an earlier buffer.
	lineStart int64
	lineRunes int
	// mark is the offset of the movetext token being read, and markLine
	// its line (0: none), for the column of an error about it; markCol
	// is its column once its buffer has gone.
	mark     int64
	markLine int
	markCol  int
	games    int
	strs     [internSize]string
	tok      []byte
	main     []Move
}

// NewReader returns a Reader that reads PGN from src. The encoding of src
// is found as package textenc says (UTF-8, with or without a byte order
// mark, else Windows-1252), and everything the Reader returns is UTF-8.
func NewReader(src io.Reader) *Reader {
	dec := textenc.NewDecoder(src)
	return &Reader{
		src:  dec,
		dec:  dec,
		buf:  make([]byte, 64<<10),
		line: 1,
		bol:  true,
	}
}

// Encoding returns the encoding of the input as far as it has been read:
// textenc.ASCII until the first byte above 0x7F, then textenc.UTF8,
// textenc.UTF8BOM or textenc.Windows1252.
func (r *Reader) Encoding() textenc.Encoding { return r.dec.Encoding() }

// Replaced returns how many bytes of an input found to be UTF-8 were not
// UTF-8 and were read as Windows-1252 (see package textenc).
func (r *Reader) Replaced() int { return r.dec.Replaced() }

// ReadAll reads every game of src. It stops at the first error and returns
// the games read before it.
func ReadAll(src io.Reader) ([]*Game, error) {
	r := NewReader(src)
	var games []*Game
	for {
		g, err := r.Next()
		if err == io.EOF {
			return games, nil
		}
		if err != nil {
			return games, err
		}
		games = append(games, g)
	}
}

// fill makes at least one byte available, or reports that there is none.
func (r *Reader) fill() bool {
	if r.pos < r.end {
		return true
	}
	if r.ioErr != nil {
		return false
	}
	for range 100 {
		// The column of the token being read, and the characters of the
		// current line, in the buffer that goes.
		if r.markLine == r.line && r.mark >= r.base && r.mark >= r.lineStart {
			r.markCol = r.column()
		}
		if r.lineStart >= r.base {
			r.lineRunes = utf8.RuneCount(r.buf[int(r.lineStart-r.base):r.end])
		} else {
			r.lineRunes += utf8.RuneCount(r.buf[:r.end])
		}
		r.base += int64(r.end)
		r.pos, r.end = 0, 0
		n, err := r.src.Read(r.buf)
		if n < 0 || n > len(r.buf) {
			n, err = 0, catalog.Errorf("pgn.invalid-count")
		}
		r.end = n
		if err != nil {
			r.ioErr = err
		}
		if n > 0 {
			return true
		}
		if err != nil {
			return false
		}
	}
	r.ioErr = io.ErrNoProgress
	return false
}

func (r *Reader) peek() (byte, bool) {
	if r.pos < r.end || r.fill() {
		return r.buf[r.pos], true
	}
	return 0, false
}

// skip consumes the byte returned by peek.
func (r *Reader) skip(c byte) {
	r.pos++
	if c == '\n' {
		r.line++
		r.lineStart = r.base + int64(r.pos)
		r.bol = true
	} else {
		r.bol = false
	}
}

// readErr is the error to report when input ends: nil at a clean end of
// file, otherwise the read error.
func (r *Reader) readErr() error {
	if r.ioErr == io.EOF {
		return nil
	}
	return r.ioErr
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\v'
}

// skipSpace skips white space, %-escape lines, byte order marks and the
// DOS end-of-file mark (Ctrl-Z). It
// returns the problem when it meets a broken byte order mark.
func (r *Reader) skipSpace() *problem {
	for {
		// Fast path inside the buffer.
		for r.pos < r.end {
			c := r.buf[r.pos]
			switch c {
			case ' ', '\t', '\r', '\f', '\v':
				r.pos++
				r.bol = false
				continue
			case '\n':
				r.pos++
				r.line++
				r.lineStart = r.base + int64(r.pos)
				r.bol = true
				continue
			}
			break
		}
		c, ok := r.peek()
		if !ok {
			return nil
		}
		switch {
		case isSpace(c):
			r.skip(c)
		case c == '%' && r.bol:
			r.skipLine()
		case c == 0x1A:
			// Ctrl-Z, the end-of-file mark of DOS programs, found at the
			// end of old PGN files.
			bol := r.bol
			r.skip(c)
			r.bol = bol
		case c == 0xEF:
			// A byte order mark (EF BB BF) between concatenated files.
			// The input is UTF-8 (see NewReader), so 0xEF always starts
			// a character of three bytes.
			bol := r.bol
			r.mark, r.markLine = r.base+int64(r.pos), r.line
			var ch [3]byte
			n := 0
			for n < 3 {
				d, ok := r.peek()
				if !ok || (n > 0 && d&0xC0 != 0x80) {
					break
				}
				ch[n] = d
				r.pos++
				n++
			}
			r.bol = bol
			if string(ch[:n]) != "\xEF\xBB\xBF" {
				return trouble("pgn.syntax-outside", string(ch[:n]))
			}
			r.markLine = 0 // a byte order mark is no token to point at
		default:
			return nil
		}
	}
}

// skipLine consumes the rest of the line, including its newline.
func (r *Reader) skipLine() {
	for {
		for i := r.pos; i < r.end; i++ {
			if r.buf[i] == '\n' {
				r.pos = i + 1
				r.line++
				r.lineStart = r.base + int64(r.pos)
				r.bol = true
				return
			}
		}
		r.pos = r.end
		if !r.fill() {
			return
		}
	}
}

// resync skips to the next line that starts with '[' (the tag section of
// the next game). If inTags is set, the rest of the current tag section is
// skipped first.
func (r *Reader) resync(inTags bool) {
	if !r.bol {
		r.skipLine()
	}
	if inTags {
		for {
			c, ok := r.peek()
			if !ok {
				return
			}
			if c != '[' && !isSpace(c) {
				break
			}
			r.skipLine()
		}
	}
	for {
		c, ok := r.peek()
		if !ok || c == '[' {
			return
		}
		r.skipLine()
	}
}

// intern returns b as a string, sharing the memory of equal strings seen
// before through a small direct-mapped cache.
func (r *Reader) intern(b []byte) string {
	if len(b) > 16 {
		return string(b)
	}
	var h uint64
	for _, c := range b {
		h = h<<8 | uint64(c)
	}
	h ^= uint64(len(b)) << 60 // more than 8 bytes: the last 8 and the length
	slot := &r.strs[(h*0x9E3779B97F4A7C15)>>(64-internBits)]
	if *slot == string(b) {
		return *slot
	}
	*slot = string(b)
	return *slot
}

// gameState is what Next knows about the game it is reading.
type gameState struct {
	g         *Game
	startPly  int // 0 with White to move at the start, 1 with Black
	startMove int // the fullmove number of the start position
	frames    []frame
	skipDepth int // depth of variations being skipped (SkipVariations)
	size      int // memory the game takes so far, bounded by MaxGameSize
}

// frame is one open variation.
type frame struct {
	moves    []Move
	comments []string
	base     int // ply of its first move, counted from the start position
}

// Next reads the next game. It returns io.EOF when there are no more games,
// a *SyntaxError for a game that cannot be read (after which Next can be
// called again), and a wrapped read error when the input fails.
func (r *Reader) Next() (*Game, error) {
	if msg := r.skipSpace(); msg != nil {
		r.games++
		err := &SyntaxError{Game: r.games, Players: "? - ?", Line: r.line, Column: r.column(), Msg: msg.SayIn(catalog.For(catalog.English)), why: msg,
			Partial: &Game{Number: r.games, Line: r.line, Result: Unknown}}
		r.resync(false)
		return nil, err
	}
	if _, ok := r.peek(); !ok {
		if err := r.readErr(); err != nil {
			if r.games == 0 {
				return nil, catalog.Errorf("pgn.reading", err)
			}
			return nil, catalog.Errorf("pgn.reading-after", r.games, err)
		}
		return nil, io.EOF
	}
	r.games++
	r.markLine = 0
	st := &gameState{g: &Game{Number: r.games, Line: r.line}, startMove: 1}
	g := st.g

	// Tag section, with any comments before it.
	for {
		if msg := r.skipSpace(); msg != nil {
			return nil, r.fail(st, true, msg)
		}
		c, ok := r.peek()
		if !ok {
			break
		}
		if c == '[' {
			if msg := r.readTag(g); msg != nil {
				return nil, r.fail(st, true, msg)
			}
			t := g.Tags[len(g.Tags)-1]
			if st.size += partSize + len(t.Value); st.size > MaxGameSize {
				return nil, r.fail(st, true, tooLarge)
			}
			continue
		}
		if len(g.Tags) == 0 && (c == '{' || c == ';') {
			text, msg := r.readComment(c)
			if msg != nil {
				return nil, r.fail(st, true, msg)
			}
			g.Comments = append(g.Comments, text)
			if st.size += partSize + len(text); st.size > MaxGameSize {
				return nil, r.fail(st, true, tooLarge)
			}
			continue
		}
		break
	}
	if fen, ok := g.LookupTag("FEN"); ok {
		st.startPly, st.startMove = fenStart(fen)
	}

	if err := r.readMovetext(st); err != nil {
		return nil, err
	}
	g.Moves = append([]Move(nil), r.main...)
	r.main = r.main[:0] // the old entries are overwritten, not read, by the next game
	return g, nil
}

// fenStart returns the side to move (0 White, 1 Black) and the fullmove
// number of a FEN, defaulting to White and 1 where the FEN does not say.
func fenStart(fen string) (ply, move int) {
	f := strings.Fields(fen)
	move = 1
	if len(f) > 1 && f[1] == "b" {
		ply = 1
	}
	if len(f) > 5 {
		if n, err := strconv.Atoi(f[5]); err == nil && n >= 1 && n <= 100000 {
			move = n
		}
	}
	return ply, move
}

// moveLabel names the move at ply (counted from the start position) the
// way a scoresheet does: "23. Nf3" or "23... Nf6".
func moveLabel(startPly, startMove, ply int, san string) string {
	abs := startPly + ply
	n := startMove + abs/2
	if abs%2 == 0 {
		return strconv.Itoa(n) + ". " + san
	}
	return strconv.Itoa(n) + "... " + san
}

// fail builds the SyntaxError for the game being read and skips the rest of
// it.
func (r *Reader) fail(st *gameState, inTags bool, msg *problem) error {
	err := r.failHere(st, msg)
	r.resync(inTags)
	return err
}

// failHere builds the SyntaxError without skipping anything.
func (r *Reader) failHere(st *gameState, msg *problem) *SyntaxError {
	g := st.g
	err := &SyntaxError{Game: g.Number, Players: players(g.Tags), Line: r.line, Column: r.column(),
		Msg: msg.SayIn(catalog.For(catalog.English)), why: msg}
	if moves, _, base := r.current(st); len(*moves) > 0 {
		n := len(*moves)
		err.After = moveLabel(st.startPly, st.startMove, base+n-1, (*moves)[n-1].SAN)
	}
	partial := *g
	partial.Moves = append([]Move(nil), r.main...)
	if partial.Result == "" {
		partial.Result = Unknown
	}
	err.Partial = &partial
	clear(r.main)
	r.main = r.main[:0]
	return err
}

// readTag reads one tag pair; the next byte is '['.
func (r *Reader) readTag(g *Game) *problem {
	if r.simpleTag(g) {
		return nil
	}
	r.skip('[')
	r.skipBlanks()
	r.tok = r.tok[:0]
	for {
		c, ok := r.peek()
		if !ok || !isNameChar(c) {
			break
		}
		r.tok = append(r.tok, c)
		r.skip(c)
	}
	if len(r.tok) == 0 {
		c, _ := r.peek()
		return trouble("pgn.syntax-tag-name", describe(c, r))
	}
	name := r.intern(r.tok)
	r.skipBlanks()
	if c, ok := r.peek(); !ok || c != '"' {
		return trouble("pgn.syntax-tag-quotes", name, describe(c, r))
	}
	r.skip('"')
	r.tok = r.tok[:0]
	for {
		c, ok := r.peek()
		if !ok || c == '\n' || c == '\r' {
			return trouble("pgn.syntax-tag-unclosed", name)
		}
		r.skip(c)
		if c == '"' {
			break
		}
		if c == '\\' {
			if d, ok := r.peek(); ok && (d == '"' || d == '\\') {
				r.skip(d)
				c = d
			}
		} else if c < ' ' || c == 0x7f {
			c = ' '
		}
		if len(r.tok) >= MaxTagValueBytes {
			return trouble("pgn.syntax-tag-long", name, MaxTagValueBytes)
		}
		r.tok = append(r.tok, c)
	}
	value := string(r.tok)
	r.skipBlanks()
	if c, ok := r.peek(); !ok || c != ']' {
		return trouble("pgn.syntax-tag-bracket", name, describe(c, r))
	}
	r.skip(']')
	g.Tags = append(g.Tags, Tag{Name: name, Value: value})
	return nil
}

// simpleTag reads a tag pair that lies wholly in the buffer, with one
// space between name and value, no escape and no control character. It
// reports false, consuming nothing, for any other tag.
func (r *Reader) simpleTag(g *Game) bool {
	buf := r.buf[r.pos:r.end]
	i := 1
	for i < len(buf) && isNameChar(buf[i]) {
		i++
	}
	if i == 1 || i+1 >= len(buf) || buf[i] != ' ' || buf[i+1] != '"' {
		return false
	}
	name := buf[1:i]
	v := i + 2
	n := bytes.IndexByte(buf[v:], '"')
	if n < 0 || v+n+1 >= len(buf) || buf[v+n+1] != ']' {
		return false
	}
	value := buf[v : v+n]
	for _, c := range value {
		if c < ' ' || c == '\\' || c == 0x7f {
			return false
		}
	}
	g.Tags = append(g.Tags, Tag{Name: r.intern(name), Value: string(value)})
	r.pos += v + n + 2
	r.bol = false
	return true
}

func isNameChar(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_'
}

// skipBlanks skips spaces and tabs (not newlines).
func (r *Reader) skipBlanks() {
	for {
		c, ok := r.peek()
		if !ok || (c != ' ' && c != '\t') {
			return
		}
		r.skip(c)
	}
}

// describe names the byte c for an error message: the character quoted,
// or a catalog sentence ("the end of the input" when r has no byte left,
// "the end of the line", "byte 0x01").
func describe(c byte, r *Reader) any {
	if _, ok := r.peek(); !ok {
		return trouble("pgn.end-of-input")
	}
	switch {
	case c == '\n' || c == '\r':
		return trouble("pgn.end-of-line")
	case c >= ' ' && c < 0x7f:
		return strconv.QuoteRune(rune(c))
	}
	return trouble("pgn.byte", c)
}

// readComment reads a {brace} or ;line comment; the next byte is c. The text
// has its white space collapsed to single spaces and trimmed.
func (r *Reader) readComment(c byte) (string, *problem) {
	if c == '{' {
		if text, ok := r.simpleComment(); ok {
			return text, nil
		}
	}
	startLine := r.line
	r.skip(c)
	r.tok = r.tok[:0]
	space := false
	for {
		if len(r.tok) > MaxCommentBytes {
			return "", trouble("pgn.syntax-comment-long", startLine, MaxCommentBytes)
		}
		for r.pos < r.end {
			d := r.buf[r.pos]
			if d == '}' || d == '\n' || d == '\r' || d == '\t' || d == ' ' || d == '\f' || d == '\v' {
				break
			}
			if space && len(r.tok) > 0 {
				r.tok = append(r.tok, ' ')
			}
			space = false
			r.tok = append(r.tok, d)
			r.pos++
			r.bol = false
		}
		d, ok := r.peek()
		if !ok {
			if c == ';' {
				return string(r.tok), nil
			}
			if err := r.readErr(); err != nil {
				return "", trouble("pgn.syntax-comment-read", startLine, err)
			}
			return "", trouble("pgn.syntax-comment-unclosed", startLine)
		}
		if c == ';' && d == '\n' {
			r.skip(d)
			return string(r.tok), nil
		}
		r.skip(d)
		if d == '}' && c == '{' {
			return string(r.tok), nil
		}
		if isSpace(d) {
			space = true
			continue
		}
		if space && len(r.tok) > 0 {
			r.tok = append(r.tok, ' ')
		}
		space = false
		r.tok = append(r.tok, d)
	}
}

// simpleComment reads a {comment} that lies wholly in the buffer and needs
// no white space collapsed: single spaces between words, none at the ends.
// ok is false (and nothing is consumed) for any other comment.
func (r *Reader) simpleComment() (string, bool) {
	buf := r.buf[r.pos+1 : r.end]
	n := bytes.IndexByte(buf, '}')
	if n < 0 {
		return "", false
	}
	text := buf[:n]
	for i, d := range text {
		switch d {
		case '\n', '\r', '\t', '\f', '\v':
			return "", false
		case ' ':
			if i == 0 || i == n-1 || text[i-1] == ' ' {
				return "", false
			}
		}
	}
	r.pos += n + 2
	r.bol = false
	return string(text), true
}

// current returns the moves and base ply of the innermost open line.
func (r *Reader) current(st *gameState) (*[]Move, *[]string, int) {
	if n := len(st.frames); n > 0 {
		f := &st.frames[n-1]
		return &f.moves, &f.comments, f.base
	}
	return &r.main, &st.g.Comments, 0
}

// readMovetext reads moves up to and including the game termination marker.
func (r *Reader) readMovetext(st *gameState) error {
	g := st.g
	for {
		if st.size > MaxGameSize {
			return r.fail(st, false, tooLarge)
		}
		if msg := r.skipSpace(); msg != nil {
			return r.fail(st, false, msg)
		}
		c, ok := r.peek()
		if !ok {
			if err := r.readErr(); err != nil {
				return catalog.Errorf("pgn.reading-game", g.Number, sayPlayers(players(g.Tags)), err)
			}
			if len(st.frames) > 0 || st.skipDepth > 0 {
				return r.failHere(st, trouble("pgn.syntax-ends-in-variation"))
			}
			return r.failHere(st, trouble("pgn.syntax-no-result"))
		}
		r.mark, r.markLine = r.base+int64(r.pos), r.line
		if st.skipDepth > 0 {
			if msg := r.skipToken(st, c); msg != nil {
				return r.fail(st, false, msg)
			}
			continue
		}
		moves, comments, base := r.current(st)
		var last *Move
		if n := len(*moves); n > 0 {
			last = &(*moves)[n-1]
		}
		switch {
		case c == '{' || c == ';':
			text, msg := r.readComment(c)
			if msg != nil {
				return r.fail(st, false, msg)
			}
			if last != nil {
				last.addComment(text)
			} else {
				*comments = append(*comments, text)
			}
			st.size += partSize + len(text)
		case c == '(':
			if last == nil {
				return r.fail(st, false, trouble("pgn.syntax-variation-first"))
			}
			r.skip(c)
			if r.SkipVariations {
				st.skipDepth = 1
				continue
			}
			if len(st.frames) >= MaxVariationDepth {
				return r.fail(st, false, trouble("pgn.syntax-nested", MaxVariationDepth))
			}
			st.frames = append(st.frames, frame{base: base + len(*moves) - 1})
			st.size += frameSize
		case c == ')':
			if len(st.frames) == 0 {
				return r.fail(st, false, trouble("pgn.syntax-close-unopened"))
			}
			r.skip(c)
			f := st.frames[len(st.frames)-1]
			st.frames = st.frames[:len(st.frames)-1]
			pm, _, _ := r.current(st)
			p := &(*pm)[len(*pm)-1]
			p.Variations = append(p.Variations, Variation{Comments: f.comments, Moves: f.moves})
		case c == '$':
			r.skip(c)
			n, msg := r.readNAG()
			if msg != nil {
				return r.fail(st, false, msg)
			}
			if last == nil {
				return r.fail(st, false, trouble("pgn.syntax-nag-first", n))
			}
			last.NAGs = append(last.NAGs, n)
			st.size += nagSize
		case c == '!' || c == '?':
			n, msg := r.readSuffix()
			if msg != nil {
				return r.fail(st, false, msg)
			}
			if last == nil {
				return r.fail(st, false, trouble("pgn.syntax-suffix-first"))
			}
			last.NAGs = append(last.NAGs, n)
			st.size += nagSize
		case c == '*':
			r.skip(c)
			if done, err := r.result(st, Unknown); done || err != nil {
				return err
			}
		case c == '[':
			if len(st.frames) > 0 {
				return r.fail(st, false, trouble("pgn.syntax-bracket-in-variation"))
			}
			return r.failHere(st, trouble("pgn.syntax-no-result-next"))
		case c == '.':
			r.skip(c) // stray dots, as in "1. ... e5"
		case c == 0xC2:
			// "½-½", the draw written with the one-half sign.
			if !r.consume("\xC2\xBD-\xC2\xBD") {
				return r.fail(st, false, trouble("pgn.syntax-non-ascii"))
			}
			if done, err := r.result(st, Draw); done || err != nil {
				return err
			}
		case isSymbolStart(c) || c == '+' || c == '=' || c == '-':
			if done, err := r.symbol(st, c, moves, last, base); done || err != nil {
				return err
			}
		case r.binary(c):
			return r.fail(st, false, trouble("pgn.syntax-binary", c))
		case c >= 0x80:
			return r.fail(st, false, trouble("pgn.syntax-unexpected-text", r.describeRune()))
		default:
			return r.fail(st, false, trouble("pgn.syntax-unexpected", describe(c, r)))
		}
	}
}

// binary reports whether c, the next byte, cannot be text: a control
// character other than white space, or a byte that does not start valid
// UTF-8 (judged only when the whole character is in the buffer).
func (r *Reader) binary(c byte) bool {
	if c < 0x80 {
		return c == 0x7F || c < ' ' && !isSpace(c)
	}
	b := r.buf[r.pos:r.end]
	if !utf8.FullRune(b) {
		return false
	}
	ch, size := utf8.DecodeRune(b)
	return ch == utf8.RuneError && size == 1
}

// describeRune quotes the character that starts at the next byte, for an
// error message: "\"ô\"", or the sentence "non-ASCII text" when it is
// not wholly in the buffer.
func (r *Reader) describeRune() any {
	b := r.buf[r.pos:r.end]
	if !utf8.FullRune(b) {
		return trouble("pgn.non-ascii-text")
	}
	ch, _ := utf8.DecodeRune(b)
	return strconv.Quote(string(ch))
}

// consume consumes the bytes of s if the input continues with them.
func (r *Reader) consume(s string) bool {
	for i := 0; i < len(s); i++ {
		c, ok := r.peek()
		if !ok || c != s[i] {
			return false
		}
		r.skip(c)
	}
	return true
}

// result handles a game termination marker. It reports done when the game
// is complete.
func (r *Reader) result(st *gameState, res Result) (bool, error) {
	if len(st.frames) > 0 {
		return true, r.fail(st, false, trouble("pgn.syntax-result-in-variation", res))
	}
	st.g.Result = res
	return true, nil
}

// skipToken consumes one token of a variation that is being skipped.
func (r *Reader) skipToken(st *gameState, c byte) *problem {
	switch c {
	case '{', ';':
		_, msg := r.readComment(c)
		return msg
	case '(':
		if st.skipDepth >= MaxVariationDepth {
			return trouble("pgn.syntax-nested", MaxVariationDepth)
		}
		st.skipDepth++
	case ')':
		st.skipDepth--
	case '[':
		return trouble("pgn.syntax-bracket-in-variation")
	}
	r.skip(c)
	return nil
}

// readNAG reads the digits of a $NAG; the $ is consumed.
func (r *Reader) readNAG() (int, *problem) {
	n, nd := 0, 0
	for {
		c, ok := r.peek()
		if !ok || c < '0' || c > '9' {
			break
		}
		r.skip(c)
		n = n*10 + int(c-'0')
		nd++
		if n > 255 {
			return 0, trouble("pgn.syntax-nag-range")
		}
	}
	if nd == 0 {
		return 0, trouble("pgn.syntax-nag-digits")
	}
	return n, nil
}

// suffixNAGs maps the move suffix annotations to their NAGs (PGN 8.2.3.8).
var suffixNAGs = map[string]int{"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}

// readSuffix reads a run of ! and ? and returns its NAG.
func (r *Reader) readSuffix() (int, *problem) {
	var b [3]byte
	n := 0
	for {
		c, ok := r.peek()
		if !ok || (c != '!' && c != '?') {
			break
		}
		r.skip(c)
		if n < len(b) {
			b[n] = c
		}
		n++
	}
	if n <= 2 {
		if v, ok := suffixNAGs[string(b[:n])]; ok {
			return v, nil
		}
	}
	return 0, trouble("pgn.syntax-bad-suffix", string(b[:min(n, 3)]))
}

// evalNAGs maps the evaluation symbols that some programs write as text to
// their NAGs.
var evalNAGs = map[string]int{
	"=": 10, "+=": 14, "+/=": 14, "=+": 15, "=/+": 15,
	"+/-": 16, "-/+": 17, "+-": 18, "-+": 19,
}

func isSymbolStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '@'
}

func isSymbolChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '_' || c == '+' || c == '#' || c == '=' || c == ':' || c == '-' || c == '/' || c == '.' || c == '@'
}

// scanSymbol consumes a symbol token that starts with c and returns it (the
// slice is valid until the next read). A run of digits followed by dots
// (or by anything that cannot continue a symbol) is a move number
// indication, which scanSymbol consumes and reports as number.
func (r *Reader) scanSymbol(c byte) (tok []byte, number bool) {
	r.bol = false
	// Fast path: the whole token is in the buffer.
	buf := r.buf[r.pos:r.end]
	i := 0
	for i < len(buf) && buf[i] >= '0' && buf[i] <= '9' {
		i++
	}
	if i > 0 && i < len(buf) && buf[i] == '.' {
		for i < len(buf) && buf[i] == '.' {
			i++
		}
		r.pos += i
		return nil, true // more dots after the buffer end are skipped as stray dots
	}
	for i < len(buf) && symbolChar[buf[i]] {
		i++
	}
	if i < len(buf) {
		r.pos += i
		tok = buf[:i]
	} else {
		tok = r.scanSymbolSlow(c)
	}
	if c >= '0' && c <= '9' && string(tok) != "0000" && allDigits(tok) {
		return nil, true
	}
	return tok, false
}

// scanSymbolSlow is scanSymbol for a token that reaches the end of the
// buffer.
func (r *Reader) scanSymbolSlow(c byte) []byte {
	r.tok = r.tok[:0]
	if c >= '0' && c <= '9' {
		for {
			d, ok := r.peek()
			if !ok || d < '0' || d > '9' {
				break
			}
			if len(r.tok) <= MaxTokenBytes {
				r.tok = append(r.tok, d)
			}
			r.pos++
		}
		if d, ok := r.peek(); ok && d == '.' {
			for {
				d, ok := r.peek()
				if !ok || d != '.' {
					break
				}
				r.pos++
			}
			return r.tok // all digits: a move number
		}
	}
	for {
		i := r.pos
		for i < r.end && symbolChar[r.buf[i]] {
			i++
		}
		if len(r.tok) <= MaxTokenBytes {
			r.tok = append(r.tok, r.buf[r.pos:min(i, r.pos+MaxTokenBytes+1)]...)
		}
		r.pos = i
		if i < r.end || !r.fill() {
			break
		}
	}
	return r.tok
}

func allDigits(b []byte) bool {
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// symbolChar marks the bytes that continue a symbol token.
var symbolChar = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = isSymbolChar(byte(c))
	}
	return t
}()

// symbol reads a symbol token: a move number, a move, a result or an
// evaluation symbol. It reports done when the token ended the game.
func (r *Reader) symbol(st *gameState, c byte, moves *[]Move, last *Move, base int) (bool, error) {
	line := r.line
	tok, number := r.scanSymbol(c)
	if len(tok) > MaxTokenBytes {
		return true, r.fail(st, false, trouble("pgn.syntax-token-long", MaxTokenBytes))
	}
	if number {
		return false, nil
	}
	switch string(tok) {
	case "1-0":
		return r.result(st, WhiteWins)
	case "0-1":
		return r.result(st, BlackWins)
	case "1/2-1/2":
		return r.result(st, Draw)
	case "e.p.", "ep", "e.p":
		return false, nil
	case "--", "Z0", "0000", "@@@@":
		tok = []byte(NullMove)
	}
	if c == '+' || c == '=' || (c == '-' && string(tok) != NullMove) {
		n, ok := evalNAGs[string(tok)]
		if !ok {
			return true, r.fail(st, false, trouble("pgn.syntax-not-move-or-nag", string(tok)))
		}
		if last == nil {
			return true, r.fail(st, false, trouble("pgn.syntax-annotation-first", string(tok)))
		}
		last.NAGs = append(last.NAGs, n)
		st.size += nagSize
		return false, nil
	}
	// "exd6e.p." keeps its move; the marker adds nothing. Only a pawn
	// capture (a file letter first) has one: "00e.p" stays as written.
	if n := len(tok); n > 4 && (tok[n-1] == '.' || tok[n-1] == 'p') {
		for _, ep := range []string{"e.p.", "e.p"} {
			if len(tok) > len(ep)+1 && tok[0] >= 'a' && tok[0] <= 'h' && strings.HasSuffix(string(tok), ep) {
				tok = tok[:len(tok)-len(ep)]
				break
			}
		}
	}
	if st.skipDepth > 0 {
		return false, nil
	}
	*moves = append(*moves, Move{SAN: r.intern(tok), Line: line})
	st.size += moveSize
	return false, nil
}
