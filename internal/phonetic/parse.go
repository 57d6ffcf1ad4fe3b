package phonetic

import (
	"sort"
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/rules"
)

// This file reads a move typed or recognised in phonetic words — "springer
// felix drei", "s f drei", "eva vier", "kurze rochade", "Bauer Eva zwei Eva
// vier", "knight foxtrot three", "jezdec felix tři" — against the legal
// moves of a position. Every legal move is matched against what was typed,
// so the words may be in any style, any case, with or without umlauts, in
// short or long form, with "schlägt", "Schach" and "en passant" optional.

// atomKind is the kind of a meaning a typed word can have.
type atomKind uint8

const (
	aPiece atomKind = iota + 1
	aFile
	aRank
	aTakes
	aCheck
	aMate
	aEP
	aCastleShort
	aCastleLong
)

// atom is one meaning: a kind and, for pieces, files and ranks, a value.
type atom struct {
	kind atomKind
	v    int8
}

func pieceAtom(pt rules.PieceType) atom { return atom{aPiece, int8(pt)} }

// typed is one word of the input with everything it can mean.
type typed struct {
	raw   string
	means []atom
	fuzzy bool // not a known word; means is from a close spelling
}

func (t typed) has(a atom) bool {
	for _, m := range t.means {
		if m == a {
			return true
		}
	}
	return false
}

// fold is the key of a word for lookup: lower case, no diacritics, and
// German umlauts written or transliterated alike ("Läufer", "Laeufer",
// "Laufer" → "laufer").
func fold(s string) string {
	return umlautFold.Replace(strings.ToLower(Transliterate(strings.ToLower(s))))
}

// umlautFold makes transliterated umlauts plain vowels.
var umlautFold = strings.NewReplacer("ae", "a", "oe", "o", "ue", "u")

// lexicon maps folded words to their meanings, per language of piece
// letters.
type lexicon struct {
	words   map[string][]atom
	phrases map[string][]atom // two-word phrases, folded and joined by a space
}

// fillers are words that carry no meaning for a move.
var fillers = map[string]bool{
	"nach": true, "auf": true, "to": true, "on": true, "from": true, "von": true,
	"na": true, "z": true, "-": true, "=": true, "zieht": true, "moves": true,
	"promotes": true, "wandelt": true, "um": true, "in": true, "zu": true,
	"mit": true, "with": true, "goes": true, "becomes": true, "promotion": true,
	"umwandlung": true, "promeni": true, "promena": true,
}

// buildLexicon collects the words of every style and the piece letters
// of English and of the style's language.
func buildLexicon(s Style) lexicon {
	lx := lexicon{words: map[string][]atom{}, phrases: map[string][]atom{}}
	add := func(word string, a atom) {
		k := fold(word)
		for _, x := range lx.words[k] {
			if x == a {
				return
			}
		}
		lx.words[k] = append(lx.words[k], a)
	}
	addPhrase := func(p string, a atom) { lx.phrases[fold(p)] = []atom{a} }
	pieces := map[Word]rules.PieceType{King: rules.King, Queen: rules.Queen, Rook: rules.Rook,
		Bishop: rules.Bishop, Knight: rules.Knight, Pawn: rules.Pawn}
	for _, st := range Styles() {
		for f := 0; f < 8; f++ {
			add(st.Word(File(f)), atom{aFile, int8(f)})
			add(st.Word(Rank(f)), atom{aRank, int8(f)})
		}
		for w, pt := range pieces {
			add(st.Word(w), pieceAtom(pt))
		}
		add(st.Word(Takes), atom{kind: aTakes})
		add(st.Word(Check), atom{kind: aCheck})
		add(st.Word(Mate), atom{kind: aMate})
		for _, w := range []Word{CastleShort, CastleLong, EnPassant} {
			a := atom{kind: aCastleShort}
			switch w {
			case CastleLong:
				a.kind = aCastleLong
			case EnPassant:
				a.kind = aEP
			}
			text := st.Word(w)
			if strings.Contains(text, " ") {
				addPhrase(text, a)
			} else {
				add(text, a)
			}
		}
	}
	for f := 0; f < 8; f++ {
		add(string(rune('a'+f)), atom{aFile, int8(f)})
		add(string(rune('1'+f)), atom{aRank, int8(f)})
	}
	for _, alias := range []struct {
		w string
		a atom
	}{
		{"alpha", atom{aFile, 0}}, {"zwo", atom{aRank, 1}}, {"caesar", atom{aFile, 2}}, {"hektor", atom{aFile, 7}},
		{"x", atom{kind: aTakes}}, {":", atom{kind: aTakes}}, {"captures", atom{kind: aTakes}}, {"nimmt", atom{kind: aTakes}},
		{"+", atom{kind: aCheck}}, {"#", atom{kind: aMate}}, {"++", atom{kind: aMate}}, {"checkmate", atom{kind: aMate}},
		{"schachmatt", atom{kind: aMate}}, {"e.p.", atom{kind: aEP}}, {"ep", atom{kind: aEP}}, {"enpassant", atom{kind: aEP}},
		{"o-o", atom{kind: aCastleShort}}, {"0-0", atom{kind: aCastleShort}},
		{"o-o-o", atom{kind: aCastleLong}}, {"0-0-0", atom{kind: aCastleLong}},
	} {
		add(alias.w, alias.a)
	}
	for _, ph := range []struct {
		p string
		a atom
	}{
		{"castles short", atom{kind: aCastleShort}}, {"castle short", atom{kind: aCastleShort}},
		{"castles kingside", atom{kind: aCastleShort}}, {"kingside castling", atom{kind: aCastleShort}},
		{"short castle", atom{kind: aCastleShort}}, {"castles long", atom{kind: aCastleLong}},
		{"castle long", atom{kind: aCastleLong}}, {"castles queenside", atom{kind: aCastleLong}},
		{"queenside castling", atom{kind: aCastleLong}}, {"long castle", atom{kind: aCastleLong}},
		{"kleine rochade", atom{kind: aCastleShort}}, {"grosse rochade", atom{kind: aCastleLong}},
		{"mala rosada", atom{kind: aCastleShort}}, {"velka rosada", atom{kind: aCastleLong}},
		{"schach matt", atom{kind: aMate}}, {"check mate", atom{kind: aMate}},
	} {
		addPhrase(ph.p, ph.a)
	}
	// Piece letters: English, and those of the style's language.
	letters := map[string]rules.PieceType{"k": rules.King, "q": rules.Queen, "r": rules.Rook,
		"b": rules.Bishop, "n": rules.Knight, "p": rules.Pawn}
	switch s.Lang() {
	case German:
		for l, pt := range map[string]rules.PieceType{"d": rules.Queen, "t": rules.Rook, "l": rules.Bishop, "s": rules.Knight} {
			letters[l] = pt
		}
	case Czech:
		for l, pt := range map[string]rules.PieceType{"d": rules.Queen, "v": rules.Rook, "s": rules.Bishop, "j": rules.Knight} {
			letters[l] = pt
		}
	}
	for l, pt := range letters {
		add(l, pieceAtom(pt))
	}
	return lx
}

// tokenize splits the input into folded words, splitting squares written
// together ("f3" → "f", "3") and trailing "+" or "#".
func tokenize(text string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(text, func(r rune) bool {
		return r == ' ' || r == '\t' || r == ',' || r == ';' || r == '\n' || r == '\r'
	}) {
		w := fold(f)
		if w != "e.p." {
			w = strings.TrimRight(w, ".!?")
		}
		var tail []string
		for len(w) > 1 {
			if strings.HasSuffix(w, "++") {
				tail, w = append([]string{"++"}, tail...), w[:len(w)-2]
			} else if c := w[len(w)-1]; c == '+' || c == '#' {
				tail, w = append([]string{string(c)}, tail...), w[:len(w)-1]
			} else {
				break
			}
		}
		for _, part := range strings.SplitAfter(w, "=") {
			part = strings.TrimSuffix(part, "=")
			switch {
			case part == "":
			case len(part) == 2 && part[0] >= 'a' && part[0] <= 'h' && part[1] >= '1' && part[1] <= '8':
				out = append(out, part[:1], part[1:])
			default:
				out = append(out, part)
			}
		}
		out = append(out, tail...)
	}
	return out
}

// read turns the input into typed words.
func (lx lexicon) read(text string) []typed {
	toks := tokenize(text)
	var out []typed
	for i := 0; i < len(toks); i++ {
		if i+1 < len(toks) {
			if a, ok := lx.phrases[toks[i]+" "+toks[i+1]]; ok {
				out = append(out, typed{raw: toks[i] + " " + toks[i+1], means: a})
				i++
				continue
			}
		}
		t := toks[i]
		if fillers[t] {
			continue
		}
		if a, ok := lx.words[t]; ok {
			out = append(out, typed{raw: t, means: a})
			continue
		}
		out = append(out, typed{raw: t, means: lx.closest(t), fuzzy: true})
	}
	return out
}

// closest returns the meanings of the known words nearest to an unknown
// one (edit distance 1, or 2 for words of six letters or more).
func (lx lexicon) closest(w string) []atom {
	limit := 1
	if len(w) >= 6 {
		limit = 2
	}
	if len(w) < 3 {
		return nil
	}
	best := limit + 1
	var out []atom
	for k, as := range lx.words {
		if len(k) < 3 {
			continue
		}
		d := editDistance(w, k, best)
		if d < best {
			best, out = d, nil
		}
		if d == best {
			out = append(out, as...)
		}
	}
	if best > limit {
		return nil
	}
	return out
}

// editDistance is the Levenshtein distance of a and b, or a value above
// limit as soon as it must exceed limit.
func editDistance(a, b string, limit int) int {
	ra, rb := []rune(a), []rune(b)
	if d := len(ra) - len(rb); d > limit || -d > limit {
		return limit + 1
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(rb); j++ {
			c := 1
			if ra[i-1] == rb[j-1] {
				c = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+c)
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// slot is one word a move can be said with; optional slots may be left out.
type slot struct {
	a   atom
	opt bool
}

// Check status of a move, for the words "Schach" and "Matt".
const (
	noCheck = iota
	givesCheck
	givesMate
)

// patterns returns every way move m of p may be said; status is the move's
// check status, or -1 when the input has no check or mate word (the
// patterns then have no suffix, and the status need not be computed).
//
// A pawn capture is said with the file it leaves (Annex C.9.3), unless
// bare: then also without it, or with its rank alone, as parsers before
// session 16 read it (a journal of that time replays so).
func patterns(p *rules.Position, m rules.Move, status int, bare bool) [][]slot {
	suffixes := [][]slot{nil}
	switch status {
	case givesMate:
		suffixes = [][]slot{{{atom{kind: aMate}, true}}, {{atom{kind: aCheck}, true}}, {{atom{kind: aCheck}, true}, {atom{kind: aMate}, true}}}
	case givesCheck:
		suffixes = [][]slot{{{atom{kind: aCheck}, true}}}
	}
	var heads [][]slot
	if m.IsCastle() {
		k := aCastleLong
		if m.IsKingside() {
			k = aCastleShort
		}
		heads = [][]slot{{{atom{kind: k}, false}}}
	} else {
		pt := p.PieceAt(m.From()).Type()
		from, to := m.From(), m.To()
		piece := slot{pieceAtom(pt), pt == rules.Pawn}
		ff, fr := slot{atom{aFile, int8(from.File())}, false}, slot{atom{aRank, int8(from.Rank())}, false}
		var tail []slot
		if m.IsEnPassant() || p.PieceAt(to) != rules.NoPiece {
			tail = append(tail, slot{atom{kind: aTakes}, true})
		}
		tail = append(tail, slot{atom{aFile, int8(to.File())}, false}, slot{atom{aRank, int8(to.Rank())}, false})
		if pr := m.Promotion(); pr != rules.NoPieceType {
			tail = append(tail, slot{pieceAtom(pr), false})
		}
		if m.IsEnPassant() {
			tail = append(tail, slot{atom{kind: aEP}, true})
		}
		origins := [][]slot{nil, {ff}, {fr}, {ff, fr}}
		if pt == rules.Pawn && from.File() != to.File() && !bare {
			// A pawn capture names the file it leaves (Annex C.9.3:
			// "Eva schlägt David fünf", "exd5"): "David fünf" is the
			// pawn's move straight ahead, never the capture.
			origins = [][]slot{{ff}, {ff, fr}}
		}
		for _, origin := range origins {
			h := append([]slot{piece}, origin...)
			heads = append(heads, append(h, tail...))
		}
	}
	if len(suffixes) == 1 && suffixes[0] == nil {
		return heads
	}
	var out [][]slot
	for _, h := range heads {
		for _, s := range suffixes {
			out = append(out, append(append([]slot(nil), h...), s...))
		}
	}
	return out
}

// matches reports whether the words say exactly the pattern.
func matches(in []typed, pat []slot) bool {
	if len(in) == 0 {
		for _, s := range pat {
			if !s.opt {
				return false
			}
		}
		return true
	}
	if len(pat) == 0 {
		return false
	}
	if in[0].has(pat[0].a) && matches(in[1:], pat[1:]) {
		return true
	}
	return pat[0].opt && matches(in, pat[1:])
}

// distance is the smallest number of words to change, add or drop to
// make the input say the pattern.
func distance(in []typed, pat []slot) int {
	// d[i][j]: cost of saying in[i:] as pat[j:].
	n, m := len(in), len(pat)
	d := make([][]int, n+1)
	for i := range d {
		d[i] = make([]int, m+1)
	}
	for i := n; i >= 0; i-- {
		for j := m; j >= 0; j-- {
			switch {
			case i == n && j == m:
				d[i][j] = 0
			case i == n:
				d[i][j] = d[i][j+1]
				if !pat[j].opt {
					d[i][j]++
				}
			case j == m:
				d[i][j] = d[i+1][j] + 1
			default:
				c := 1
				if in[i].has(pat[j].a) {
					c = 0
				}
				skip := d[i][j+1]
				if !pat[j].opt {
					skip++
				}
				d[i][j] = min(d[i+1][j+1]+c, d[i+1][j]+1, skip)
			}
		}
	}
	return d[0][0]
}

// ParseError says why typed words are not a move of the position.
type ParseError struct {
	// Text is the input.
	Text string
	// Unknown lists the words that are not in the vocabulary.
	Unknown []string
	// Choices are the legal moves that fit an ambiguous input.
	Choices []rules.Move
	// Suggestions are the legal moves closest to an input that fits none.
	Suggestions []rules.Move

	example string   // a move in words, when the input has no chess word
	said    []string // Choices, else Suggestions, in the parser's style
}

// Error returns the message in English, e.g. `"Springer David zwei" is
// ambiguous: Springer Bella David zwei or Springer Felix David zwei`.
func (e *ParseError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn returns the message in the language of c; the moves in it are
// in the words of the parser's style: `"Springer David zwei" ist
// mehrdeutig: Springer Bella David zwei oder Springer Felix David zwei`.
func (e *ParseError) SayIn(c catalog.Catalog) string {
	switch {
	case e.example != "":
		return c.Say("phonetic.no-chess-words", e.Text, e.example)
	case len(e.Choices) > 0:
		return c.Say("phonetic.ambiguous", e.Text, c.Join(e.said, true))
	}
	var head string
	switch len(e.Unknown) {
	case 0:
		head = c.Say("phonetic.not-legal-here", e.Text)
	case 1:
		head = c.Say("phonetic.unknown-word", e.Text, e.Unknown[0])
	default:
		head = c.Say("phonetic.unknown-words", e.Text, quoteList(e.Unknown))
	}
	if len(e.said) > 0 {
		return c.Say("phonetic.did-you-mean", head, c.Join(e.said, true))
	}
	return head
}

// ParseMove reads a move said in phonetic words against the legal moves
// of p. The words may be in any style (Annex D German, English, NATO,
// Czech) with or without umlauts and in any case; the piece letters of
// English and of the style's language count too ("s f drei"). An input
// that fits no legal move, or several, gives a *ParseError that names the
// choices or the closest legal moves, written in style s.
func ParseMove(p *rules.Position, text string, s Style) (rules.Move, error) {
	return NewParser(s).Parse(p, text)
}

// Parser reads phonetic moves in one style; it keeps the vocabulary
// between calls. A Parser is immutable and safe for concurrent use.
type Parser struct {
	style Style
	lx    lexicon
	bare  bool // pawn captures also without their file (BarePawnCaptures)
}

// NewParser returns a parser whose messages and letters follow style s.
func NewParser(s Style) *Parser { return &Parser{style: s, lx: buildLexicon(s)} }

// BarePawnCaptures returns a copy of the parser that also reads a pawn
// capture said without the file it leaves ("David fünf" for Eva schlägt
// David fünf, where no pawn can go straight to d5), as parsers did
// before session 16: for replaying a journal written then exactly. Any
// other input reads as with ps.
func (ps *Parser) BarePawnCaptures() *Parser {
	c := *ps
	c.bare = true
	return &c
}

// Parse is ParseMove with the parser's style.
func (ps *Parser) Parse(p *rules.Position, text string) (rules.Move, error) {
	return ps.Prepare(p).Parse(text)
}

// Prepared is a position made ready for reading several inputs (the
// hypotheses of a speech recogniser, say). It caches the legal moves and
// their check status; it is not safe for concurrent use.
type Prepared struct {
	ps     *Parser
	p      rules.Position
	legal  []rules.Move
	status []int8 // check status per legal move, -1 until computed
}

// Prepare makes p ready for Parse.
func (ps *Parser) Prepare(p *rules.Position) *Prepared {
	pr := &Prepared{ps: ps, p: *p, legal: p.Legal()}
	pr.status = make([]int8, len(pr.legal))
	for i := range pr.status {
		pr.status[i] = -1
	}
	return pr
}

// checkStatus returns the check status of legal move i.
func (pr *Prepared) checkStatus(i int) int {
	if pr.status[i] < 0 {
		q := pr.p.Play(pr.legal[i])
		switch {
		case !q.InCheck():
			pr.status[i] = noCheck
		case q.HasLegalMoves():
			pr.status[i] = givesCheck
		default:
			pr.status[i] = givesMate
		}
	}
	return int(pr.status[i])
}

// mayFit is a quick test: the input names the destination file and rank
// of a non-castling move (or castling for a castling move).
func mayFit(in []typed, m rules.Move) bool {
	if m.IsCastle() {
		return true
	}
	var file, rank bool
	fa, ra := atom{aFile, int8(m.To().File())}, atom{aRank, int8(m.To().Rank())}
	for _, t := range in {
		file = file || t.has(fa)
		rank = rank || t.has(ra)
	}
	return file && rank
}

// Parse reads one input against the prepared position.
func (pr *Prepared) Parse(text string) (rules.Move, error) {
	s := pr.ps.style
	p := &pr.p
	in := pr.ps.lx.read(text)
	perr := &ParseError{Text: strings.TrimSpace(text)}
	suffix := false
	for _, t := range in {
		if t.fuzzy {
			perr.Unknown = append(perr.Unknown, t.raw)
		}
		suffix = suffix || t.has(atom{kind: aCheck}) || t.has(atom{kind: aMate})
	}
	if len(in) == 0 {
		perr.example = s.Text([]Word{Knight, FileF, Rank3})
		return rules.NoMove, perr
	}
	status := func(i int) int {
		if !suffix {
			return -1
		}
		return pr.checkStatus(i)
	}
	var exact []rules.Move
	for i, m := range pr.legal {
		if !mayFit(in, m) {
			continue
		}
		for _, pat := range patterns(p, m, status(i), pr.ps.bare) {
			if matches(in, pat) {
				exact = append(exact, m)
				break
			}
		}
	}
	// The moves stand inside a sentence ("did you mean knight Felix
	// three?"): pieces in lower case where the language writes them so.
	say := func(ms []rules.Move) []string {
		var parts []string
		for _, m := range ms {
			if w, err := MoveWords(p, m, Short); err == nil {
				parts = append(parts, s.TextInside(w))
			}
		}
		return parts
	}
	switch {
	case len(exact) == 1 && len(perr.Unknown) == 0:
		return exact[0], nil
	case len(exact) > 1 && len(perr.Unknown) == 0:
		sortMoves(p, exact)
		perr.Choices = exact
		perr.said = say(exact)
		return rules.NoMove, perr
	}
	// A near miss: the legal moves at the smallest distance, if that is
	// one word (two for long inputs).
	limit := 1
	if len(in) >= 5 {
		limit = 2
	}
	best := make([]int, len(pr.legal))
	bestD := 1 << 30
	for i, m := range pr.legal {
		d := 1 << 30
		for _, pat := range patterns(p, m, pr.checkStatus(i), pr.ps.bare) {
			d = min(d, distance(in, pat))
		}
		best[i] = d
		bestD = min(bestD, d)
	}
	if bestD <= limit {
		for i, m := range pr.legal {
			if best[i] == bestD {
				perr.Suggestions = append(perr.Suggestions, m)
			}
		}
		sortMoves(p, perr.Suggestions)
		if len(perr.Suggestions) > 4 {
			perr.Suggestions = perr.Suggestions[:4]
		}
	}
	perr.said = say(perr.Suggestions)
	return rules.NoMove, perr
}

// sortMoves orders moves by their SAN, for stable messages.
func sortMoves(p *rules.Position, ms []rules.Move) {
	sort.Slice(ms, func(i, j int) bool { return p.SAN(ms[i]) < p.SAN(ms[j]) })
}

// quoteList quotes and joins words.
func quoteList(ws []string) string {
	q := make([]string, len(ws))
	for i, w := range ws {
		q[i] = strconv.Quote(w)
	}
	return strings.Join(q, ", ")
}

// MoveWords reports whether every word of text is a chess word of the
// vocabulary (no unknown or misspelt word) and together they name a square
// (a file and a rank) or castling: the text is a move in words, legal or
// not. castle is "O-O" or "O-O-O" when the words name castling, else "".
func (ps *Parser) MoveWords(text string) (ok bool, castle string) {
	in := ps.lx.read(text)
	var file, rank bool
	for _, t := range in {
		if t.fuzzy {
			return false, ""
		}
		for _, a := range t.means {
			switch a.kind {
			case aFile:
				file = true
			case aRank:
				rank = true
			case aCastleShort:
				castle = "O-O"
			case aCastleLong:
				castle = "O-O-O"
			}
		}
	}
	if castle != "" {
		return true, castle
	}
	return file && rank, ""
}
