package rules

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/catalog"
)

// This file reads moves written in any notation the Laws or common practice
// use (Annex C, PGN, UCI, ICCF numeric) against a position. Formatting is in
// san.go.

// MoveErrorKind classifies why a text is not a move in a position.
type MoveErrorKind uint8

// The kinds of MoveError.
const (
	// MalformedMove: the text is not written in any known notation.
	MalformedMove MoveErrorKind = iota + 1
	// IllegalMove: the text is well formed but no legal move fits it.
	IllegalMove
	// AmbiguousMove: more than one legal move fits the text; Candidates
	// lists them.
	AmbiguousMove
	// KingInCheck: a piece could make the move by its own rules, but the
	// move would leave or put the mover's own king in check (Article 3.9).
	KingInCheck
)

// String returns "malformed", "illegal", "ambiguous" or "king in check".
func (k MoveErrorKind) String() string {
	switch k {
	case MalformedMove:
		return "malformed"
	case IllegalMove:
		return "illegal"
	case AmbiguousMove:
		return "ambiguous"
	case KingInCheck:
		return "king in check"
	}
	return "unknown"
}

// MoveCause is why a well-formed move is not legal, as a code for callers
// that choose their own words (the MoveError says itself in detail).
type MoveCause uint8

// The causes.
const (
	// CauseUnknown: no cause recorded (malformed or ambiguous text).
	CauseUnknown MoveCause = iota
	// CauseNoLegalMove: the side to move has no king or no legal move.
	CauseNoLegalMove
	// CauseNoPiece: there is no piece on the from square (Square).
	CauseNoPiece
	// CauseOpponentPiece: the piece on the from square (Square) is the
	// opponent's.
	CauseOpponentPiece
	// CauseOtherPiece: another kind of piece stands on the from square.
	CauseOtherPiece
	// CausePromotionRank: a promotion off the last rank.
	CausePromotionRank
	// CauseKingInCheck: the move would leave or put the own king in check.
	CauseKingInCheck
	// CauseCannotReach: no such piece can reach the square (Square).
	CauseCannotReach
	// CauseNoCastlingRight: the king or that rook has moved.
	CauseNoCastlingRight
	// CauseCastleInCheck: castling out of check.
	CauseCastleInCheck
	// CauseCastleBlocked: squares between king and rook are occupied.
	CauseCastleBlocked
	// CauseCastleThroughCheck: the king would pass through or land on an
	// attacked square (Square).
	CauseCastleThroughCheck
	// CausePawnCaptureFile: a pawn move written without the file it
	// leaves ("d5") where no pawn can go straight to the square (Square)
	// but a pawn capture reaches it; a pawn capture names that file
	// (Annex C.9.3: "exd5"), and a pawn move without it is the pawn's
	// move straight ahead. Candidates holds the captures.
	CausePawnCaptureFile
)

// MoveError says why a text is not a move in a position. Callers inspect it
// with errors.As; it says itself in a catalog's language (SayIn), and its
// Error method gives the English sentence.
type MoveError struct {
	Text   string        // the move as given, trimmed
	Kind   MoveErrorKind // what kind of failure
	Reason string        // why, in English words, e.g. "no knight can reach f3"
	// Why is the Reason as a sentence of the catalogs (catalog.Errorf),
	// said in the language of whoever shows the error; nil for a
	// MoveError made elsewhere with a Reason only.
	Why error
	// Cause is why, as a code a caller can say in its own language, and
	// Square the square the cause is about (for the causes that name one;
	// NoSquare or a1, the zero value, otherwise).
	Cause  MoveCause
	Square Square
	// Candidates holds, for AmbiguousMove, every legal move that fits the
	// text, and Alternatives the same moves written unambiguously in the
	// notation and letters of the input (e.g. "Nbd2", "Nfd2"); for
	// CausePawnCaptureFile, the pawn captures that reach the square,
	// each written with its file in Alternatives ("exd5").
	Candidates   []Move
	Alternatives []string
}

// Error returns the message in English, e.g. `illegal move "Nf3": no
// knight can reach f3` or "Nd2 is ambiguous: Nbd2 or Nfd2".
func (e *MoveError) Error() string { return e.SayIn(catalog.For(catalog.English)) }

// SayIn returns the message in the language of c: `unmöglicher Zug "Sf3":
// kein Springer kann f3 erreichen`.
func (e *MoveError) SayIn(c catalog.Catalog) string {
	why := e.Reason
	if e.Why != nil {
		why = c.Error(e.Why)
	}
	switch e.Kind {
	case MalformedMove:
		return c.Say("rules.not-a-move", e.Text, why)
	case AmbiguousMove:
		return why
	}
	return c.Say("rules.illegal-move", e.Text, why)
}

// moveErr returns the MoveError of text with the reason why, a sentence
// of the catalogs (catalog.Errorf), kept in English as its Reason.
func moveErr(text string, kind MoveErrorKind, c MoveCause, sq Square, why error) *MoveError {
	return &MoveError{Text: text, Kind: kind, Reason: why.Error(), Why: why, Cause: c, Square: sq}
}

// ParseMove reads a move in any supported notation and any letter set
// (AnyLang) and returns the legal move it names in p:
//
//   - SAN with English (K Q R B N), Czech (K D V S J) or German (K D T L S)
//     letters or figurines, with or without "x", "+", "#", "e.p.", "!"/"?";
//     promotion as "=Q", "Q", "(Q)" or "/Q"; pawn captures also in the short
//     form "ed5"; castling as O-O, 0-0, O-O-O or 0-0-0. A pawn capture
//     always names the file the pawn leaves (Annex C.9.3): "d5" is the
//     pawn's move straight ahead, never "exd5"; when that move is not
//     legal and a capture reaches the square, the error says so
//     (CausePawnCaptureFile);
//   - long algebraic: "Ng1-f3", "Ng1f3", "Rd3xd7", "e2-e4", "e7e8Q";
//   - UCI: "g1f3", "e7e8q", castling as the king's move ("e1g1") or as the
//     king taking its own rook ("e1h1", Chess960);
//   - ICCF numeric: "5254", "67682" (promotion digit 1 queen, 2 rook,
//     3 bishop, 4 knight), castling as the king's move ("5171").
//
// The king moving onto its own castling rook ("e1h1", "Kxh1") is castling.
// A king move written with both squares onto the square where castling
// puts the king ("e1g1", "5171") means castling only if no ordinary king
// move fits; a king step written in SAN ("Kc1") is never castling (ICCF
// B.3.3).
// The error is a *MoveError saying exactly why the text does not fit.
func (p *Position) ParseMove(text string) (Move, error) {
	return p.ParseMoveLang(text, AnyLang)
}

// ParseMoveLang is ParseMove restricted to the piece letters of one
// language (or AnyLang). Figurines are accepted in every language.
func (p *Position) ParseMoveLang(text string, l Lang) (Move, error) {
	s := strings.TrimSpace(text)
	orig := s
	if s == "" {
		return NoMove, moveErr(orig, MalformedMove, CauseUnknown, NoSquare, catalog.Errorf("rules.move-empty"))
	}
	s = stripMoveSuffixes(s)
	switch s {
	case "", "--", "0000", "Z0", "@@@@":
		return NoMove, moveErr(orig, MalformedMove, CauseUnknown, NoSquare, catalog.Errorf("rules.move-null"))
	}
	if kingside, ok := castlingText(s); ok {
		return p.parseCastlingMove(orig, kingside)
	}
	if isDigits(s) {
		pat, err := parseICCF(orig, s)
		if err != nil {
			return NoMove, err
		}
		return p.resolve(orig, pat, l)
	}
	pat, err := parsePattern(orig, s, l)
	if err != nil {
		return NoMove, err
	}
	return p.resolve(orig, pat, l)
}

// stripMoveSuffixes removes check and mate marks, annotation glyphs and an
// "e.p." mark from the end of a move.
func stripMoveSuffixes(s string) string {
	for {
		before := s
		s = strings.TrimRightFunc(s, unicode.IsSpace)
		for _, suf := range []string{"e.p.", "e.p", "ep."} {
			s = strings.TrimSuffix(s, suf)
		}
		if n := len(s); n > 2 && s[n-2:] == "ep" && (s[n-3] == ' ' || isRank(s[n-3])) {
			s = s[:n-2]
		}
		s = strings.TrimRight(s, "+#!?")
		s = strings.TrimSuffix(s, "†")
		s = strings.TrimSuffix(s, "‡")
		if s == before {
			return s
		}
	}
}

// castlingText recognises O-O and O-O-O written with letter O, digit 0 or
// lower-case o, with or without hyphens.
func castlingText(s string) (kingside, ok bool) {
	n := strings.Map(func(r rune) rune {
		switch r {
		case '0', 'o', 'O':
			return 'O'
		case '-':
			return -1
		}
		return r
	}, s)
	switch n {
	case "OO":
		return true, true
	case "OOO":
		return false, true
	}
	return false, false
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// movePattern is what a move text says: which pieces may move, constraints
// on the departure square, the destination, and the promotion piece.
type movePattern struct {
	pieces     uint8 // bit per PieceType allowed to move
	pieceGiven bool  // a piece letter was written
	fromFile   int   // -1 if not given
	fromRank   int   // -1 if not given
	to         Square
	promo      uint8 // bit per PieceType the pawn may promote to; 0 if none written
	numeric    bool  // ICCF numeric input
}

const anyPiece uint8 = 1<<Pawn | 1<<Knight | 1<<Bishop | 1<<Rook | 1<<Queen | 1<<King

// pawnFileNamed reports whether pat may be a move of a piece of type pt
// from from to to as far as a pawn's file goes: a pawn that changes its
// file captures, and a pawn capture names the file it leaves (Annex
// C.9.3: "exd5", "ed5"), so "d5" is never "exd5" (python-chess reads
// SAN the same way). Any other piece, and a pawn that keeps its file,
// fits.
func (pat *movePattern) pawnFileNamed(pt PieceType, from, to Square) bool {
	return pt != Pawn || pat.fromFile >= 0 || from.File() == to.File()
}

func (pat *movePattern) fromSquare() Square {
	if pat.fromFile < 0 || pat.fromRank < 0 {
		return NoSquare
	}
	return SquareAt(pat.fromFile, pat.fromRank)
}

// parseICCF reads a 4- or 5-digit ICCF numeric move.
func parseICCF(orig, s string) (movePattern, error) {
	bad := func(key string, a ...any) (movePattern, error) {
		return movePattern{}, moveErr(orig, MalformedMove, CauseUnknown, NoSquare, catalog.Errorf(key, a...))
	}
	if len(s) != 4 && len(s) != 5 {
		return bad("rules.iccf-length")
	}
	for i := 0; i < 4; i++ {
		if s[i] < '1' || s[i] > '8' {
			return bad("rules.iccf-digit", s[i])
		}
	}
	pat := movePattern{
		pieces: anyPiece, fromFile: int(s[0] - '1'), fromRank: int(s[1] - '1'),
		to: SquareAt(int(s[2]-'1'), int(s[3]-'1')), numeric: true,
	}
	if len(s) == 5 {
		pt := [...]PieceType{'1': Queen, '2': Rook, '3': Bishop, '4': Knight}
		if s[4] < '1' || s[4] > '4' {
			return bad("rules.iccf-promotion", s[4])
		}
		pat.promo = 1 << pt[s[4]]
	}
	return pat, nil
}

// parsePattern reads SAN, long algebraic and UCI text.
func parsePattern(orig, s string, l Lang) (movePattern, error) {
	bad := func(key string, a ...any) (movePattern, error) {
		return movePattern{}, moveErr(orig, MalformedMove, CauseUnknown, NoSquare, catalog.Errorf(key, a...))
	}
	pat := movePattern{fromFile: -1, fromRank: -1, to: NoSquare}
	r, size := utf8.DecodeRuneInString(s)
	if unicode.IsUpper(r) || r > unicode.MaxASCII {
		mask := pieceTypesOf(r, l)
		if mask == 0 {
			return bad("rules.not-piece-letter", string(r), langName(l), letterList(l))
		}
		pat.pieces, pat.pieceGiven = mask, true
		s = s[size:]
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return bad("rules.unexpected-char", []rune(s[i:])[0])
		}
	}

	// Promotion suffix: "=Q", "/Q", "(Q)", or a letter right after the rank.
	promoLetter := byte(0)
	switch n := len(s); {
	case n >= 3 && s[n-1] == ')' && s[n-3] == '(':
		promoLetter, s = s[n-2], s[:n-3]
	case n >= 2 && (s[n-2] == '=' || s[n-2] == '/'):
		promoLetter, s = s[n-1], s[:n-2]
	case n >= 2 && s[n-2] >= '1' && s[n-2] <= '8' && isLetter(s[n-1]):
		promoLetter, s = s[n-1], s[:n-1]
	}
	if promoLetter != 0 {
		mask := pieceTypesOf(rune(promoLetter), l)
		if promoLetter >= 'a' && promoLetter <= 'z' {
			// Lower case: the letters of l, and UCI's q r b n in every language.
			mask = pieceTypesOf(rune(promoLetter&^0x20), l) | pieceTypesOf(rune(promoLetter&^0x20), English)
		}
		mask &^= 1<<King | 1<<Pawn
		if mask == 0 {
			return bad("rules.not-promotion-piece", string(promoLetter), langName(l), letterList(l))
		}
		pat.promo = mask
	}

	// Destination square.
	n := len(s)
	if n < 2 || !isFile(s[n-2]) || !isRank(s[n-1]) {
		return bad("rules.no-destination")
	}
	pat.to = SquareAt(int(s[n-2]-'a'), int(s[n-1]-'1'))
	s = s[:n-2]
	if n := len(s); n > 0 && (s[n-1] == 'x' || s[n-1] == ':' || s[n-1] == '-') {
		s = s[:n-1]
	}

	// Departure: nothing, a file, a rank, or a square.
	switch {
	case len(s) == 0:
	case len(s) == 1 && isFile(s[0]):
		pat.fromFile = int(s[0] - 'a')
	case len(s) == 1 && isRank(s[0]):
		pat.fromRank = int(s[0] - '1')
	case len(s) == 2 && isFile(s[0]) && isRank(s[1]):
		pat.fromFile, pat.fromRank = int(s[0]-'a'), int(s[1]-'1')
	default:
		return bad("rules.cannot-read", s)
	}
	if !pat.pieceGiven {
		if pat.fromSquare() != NoSquare {
			pat.pieces = anyPiece // long algebraic or UCI without a letter
		} else {
			pat.pieces = 1 << Pawn
		}
	} else if pat.promo != 0 {
		return bad("rules.only-pawn-promotes")
	}
	return pat, nil
}

func isFile(c byte) bool   { return c >= 'a' && c <= 'h' }
func isRank(c byte) bool   { return c >= '1' && c <= '8' }
func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// fits reports whether the legal move m fits the pattern. With castleByKing
// a castling move also fits when the pattern names the king's destination.
func (p *Position) fits(m Move, pat *movePattern, castleByKing bool) bool {
	from := m.From()
	if pat.pieces&(1<<p.board[from].Type()) == 0 {
		return false
	}
	if pat.fromFile >= 0 && from.File() != pat.fromFile || pat.fromRank >= 0 && from.Rank() != pat.fromRank {
		return false
	}
	if !pat.pawnFileNamed(p.board[from].Type(), from, m.To()) {
		return false
	}
	if m.IsCastle() {
		return pat.promo == 0 && (m.To() == pat.to || castleByKing && m.KingTo() == pat.to)
	}
	if m.To() != pat.to {
		return false
	}
	if pt := m.Promotion(); pt != NoPieceType {
		return pat.promo == 0 || pat.promo&(1<<pt) != 0
	}
	return pat.promo == 0
}

// resolve finds the one legal move that fits pat, or explains why none or
// several do.
func (p *Position) resolve(orig string, pat movePattern, l Lang) (Move, error) {
	var ml MoveList
	p.generate(&ml)
	var found []Move
	for _, m := range ml.Slice() {
		if p.fits(m, &pat, false) {
			found = append(found, m)
		}
	}
	if len(found) == 0 && pat.fromSquare() != NoSquare {
		for _, m := range ml.Slice() {
			if p.fits(m, &pat, true) {
				found = append(found, m)
			}
		}
	}
	switch {
	case len(found) == 1:
		return found[0], nil
	case len(found) > 1:
		return NoMove, p.ambiguity(orig, found, &pat, l, &ml)
	}
	if err := p.pawnCaptureFile(orig, &pat, l, &ml); err != nil {
		return NoMove, err
	}
	return NoMove, p.whyNot(orig, &pat)
}

// ambiguity builds the error for a text that fits several legal moves.
func (p *Position) ambiguity(orig string, found []Move, pat *movePattern, l Lang, ml *MoveList) error {
	if l == AnyLang {
		l = English
	}
	e := &MoveError{Text: orig, Kind: AmbiguousMove, Candidates: found}
	promoOnly := true
	for _, m := range found {
		if m.Promotion() == NoPieceType || m.From() != found[0].From() || m.To() != found[0].To() {
			promoOnly = false
		}
	}
	for _, m := range found {
		var alt string
		switch {
		case pat.numeric:
			alt = p.iccf(m)
		case pat.fromSquare() != NoSquare:
			alt = strings.TrimRight(p.long(m, l, ml, false), "+#")
		default:
			alt = p.san(m, l, ml, false)
		}
		e.Alternatives = append(e.Alternatives, alt)
	}
	list := orList(e.Alternatives)
	switch {
	case promoOnly:
		e.Why = catalog.Errorf("rules.needs-promotion", orig, list)
	case pat.pieces&(1<<Bishop|1<<Knight) == 1<<Bishop|1<<Knight && pat.pieceGiven:
		e.Why = catalog.Errorf("rules.ambiguous-s", orig, list)
	default:
		e.Why = catalog.Errorf("rules.ambiguous", orig, list)
	}
	e.Reason = e.Why.Error()
	return e
}

// whyNot explains why no legal move fits pat.
func (p *Position) whyNot(orig string, pat *movePattern) error {
	us := p.turn
	fail := func(kind MoveErrorKind, c MoveCause, sq Square, key string, a ...any) error {
		return moveErr(orig, kind, c, sq, catalog.Errorf(key, a...))
	}
	if p.Pieces(us, King) == 0 {
		return fail(IllegalMove, CauseNoLegalMove, NoSquare, "rules.no-king", side(us))
	}
	if !p.HasLegalMoves() {
		if p.InCheck() {
			return fail(IllegalMove, CauseNoLegalMove, NoSquare, "rules.checkmated", side(us))
		}
		return fail(IllegalMove, CauseNoLegalMove, NoSquare, "rules.stalemated", side(us))
	}
	if from := pat.fromSquare(); from != NoSquare {
		pc := p.board[from]
		switch {
		case pc == NoPiece:
			return fail(IllegalMove, CauseNoPiece, from, "rules.no-piece-on", from)
		case pc.Color() != us:
			return fail(IllegalMove, CauseOpponentPiece, from, keyOf("rules.opponent-piece-", us), pieceName{"the", pc.Type()}, from)
		case pat.pieces&(1<<pc.Type()) == 0:
			return fail(IllegalMove, CauseOtherPiece, from, "rules.other-piece", noPiece(pat.pieces), from, pieceName{"a", pc.Type()})
		}
	}
	if pat.promo != 0 {
		last := 7
		if us == Black {
			last = 0
		}
		if pat.to.Rank() != last {
			return fail(IllegalMove, CausePromotionRank, pat.to, "rules.promotion-rank", last+1, pat.to)
		}
	}
	// Would a piece reach the square by its own rules, ignoring the king?
	if from, ok := p.pseudoFrom(pat); ok {
		pc := p.board[from]
		if pc.Type() == King {
			return fail(KingInCheck, CauseKingInCheck, pat.to, keyOf("rules.king-into-check-", us), pat.to)
		}
		if p.InCheck() {
			return fail(KingInCheck, CauseKingInCheck, pat.to, keyOf("rules.check-not-stopped-", us), pieceName{"the", pc.Type()}, from)
		}
		return fail(KingInCheck, CauseKingInCheck, pat.to, keyOf("rules.pinned-", us), pieceName{"the", pc.Type()}, from)
	}
	var why error
	switch {
	case pat.pieces == 1<<King:
		why = catalog.Errorf(keyOf("rules.king-cannot-reach-", us), pat.to)
	case pat.fromSquare() != NoSquare:
		why = catalog.Errorf("rules.cannot-reach-from", noPiece(pat.pieces), pat.fromSquare(), pat.to)
	case pat.fromFile >= 0:
		why = catalog.Errorf("rules.cannot-reach-file", noPiece(pat.pieces), string(rune('a'+pat.fromFile)), pat.to)
	case pat.fromRank >= 0:
		why = catalog.Errorf("rules.cannot-reach-rank", noPiece(pat.pieces), pat.fromRank+1, pat.to)
	default:
		why = catalog.Errorf("rules.cannot-reach", noPiece(pat.pieces), pat.to)
	}
	if pc := p.board[pat.to]; pc != NoPiece && pc.Color() == us {
		why = catalog.Errorf(keyOf("rules.own-piece-there-", us), why, pieceName{"noun", pc.Type()})
	}
	return moveErr(orig, IllegalMove, CauseCannotReach, pat.to, why)
}

// pawnCaptureFile returns the error of a pawn move written without the
// file it leaves (pat: a pawn may move, no file of departure) when legal
// pawn captures reach the square: the text names the pawn's move
// straight ahead, which is not legal, and the captures are written with
// their file (Annex C.9.3); nil when no pawn capture reaches it.
func (p *Position) pawnCaptureFile(orig string, pat *movePattern, l Lang, ml *MoveList) error {
	if pat.pieces&(1<<Pawn) == 0 || pat.fromFile >= 0 || pat.numeric {
		return nil
	}
	if l == AnyLang {
		l = English
	}
	e := &MoveError{Text: orig, Kind: IllegalMove, Cause: CausePawnCaptureFile, Square: pat.to}
	for _, m := range ml.Slice() {
		from := m.From()
		if m.To() != pat.to || m.IsCastle() || p.board[from].Type() != Pawn || from.File() == pat.to.File() ||
			pat.fromRank >= 0 && from.Rank() != pat.fromRank {
			continue
		}
		if pt := m.Promotion(); pt == NoPieceType && pat.promo != 0 || pt != NoPieceType && pat.promo != 0 && pat.promo&(1<<pt) == 0 {
			continue
		}
		e.Candidates = append(e.Candidates, m)
		e.Alternatives = append(e.Alternatives, p.san(m, l, ml, false))
	}
	if len(e.Candidates) == 0 {
		return nil
	}
	// In the order of the files they leave: "cxd5 or exd5".
	sort.Sort(byFrom{e})
	e.Why = catalog.Errorf("rules.pawn-capture-file", pat.to, orList(e.Alternatives))
	e.Reason = e.Why.Error()
	return e
}

// byFrom sorts a MoveError's Candidates and Alternatives together by
// the candidates' from squares.
type byFrom struct{ e *MoveError }

func (b byFrom) Len() int { return len(b.e.Candidates) }
func (b byFrom) Less(i, j int) bool {
	return b.e.Candidates[i].From() < b.e.Candidates[j].From()
}
func (b byFrom) Swap(i, j int) {
	c, a := b.e.Candidates, b.e.Alternatives
	c[i], c[j] = c[j], c[i]
	a[i], a[j] = a[j], a[i]
}

// pseudoFrom looks for a piece of the side to move that fits pat and could
// go to pat.to by the rules of its own movement (Articles 3.2-3.8),
// ignoring whether its own king would be in check. Castling is not
// considered.
func (p *Position) pseudoFrom(pat *movePattern) (Square, bool) {
	us := p.turn
	occ := p.byType[0]
	to := pat.to
	if p.byColor[us].Has(to) {
		return NoSquare, false
	}
	for b := p.byColor[us]; b != 0; b &= b - 1 {
		from := b.First()
		pt := p.board[from].Type()
		if pat.pieces&(1<<pt) == 0 ||
			pat.fromFile >= 0 && from.File() != pat.fromFile || pat.fromRank >= 0 && from.Rank() != pat.fromRank ||
			!pat.pawnFileNamed(pt, from, to) {
			continue
		}
		var reach bool
		switch pt {
		case Knight:
			reach = knightAttacks[from].Has(to)
		case Bishop:
			reach = bishopAttacks(from, occ).Has(to)
		case Rook:
			reach = rookAttacks(from, occ).Has(to)
		case Queen:
			reach = queenAttacks(from, occ).Has(to)
		case King:
			reach = kingAttacks[from].Has(to)
		case Pawn:
			fwd := 8
			if us == Black {
				fwd = -8
			}
			switch {
			case pawnAttacks[us][from].Has(to):
				reach = p.byColor[us^1].Has(to) || to == p.ep
			case int(to) == int(from)+fwd:
				reach = !occ.Has(to)
			case int(to) == int(from)+2*fwd:
				start := 1
				if us == Black {
					start = 6
				}
				reach = from.Rank() == start && !occ.Has(to) && !occ.Has(Square(int(from)+fwd))
			}
		}
		if reach {
			return from, true
		}
	}
	return NoSquare, false
}

// parseCastlingMove finds the castling move of the side to move on one side,
// or explains why it is not possible.
func (p *Position) parseCastlingMove(orig string, kingside bool) (Move, error) {
	var ml MoveList
	p.generate(&ml)
	for _, m := range ml.Slice() {
		if m.IsCastle() && m.IsKingside() == kingside {
			return m, nil
		}
	}
	us := p.turn
	w, short := wing(kingside), "c"
	if kingside {
		short = "g"
	}
	fail := func(c MoveCause, sq Square, key string, a ...any) error {
		return moveErr(orig, IllegalMove, c, sq, catalog.Errorf(key, a...))
	}
	ksq := p.KingSquare(us)
	if ksq == NoSquare {
		return NoMove, fail(CauseNoLegalMove, NoSquare, "rules.no-king", side(us))
	}
	var rooks Bitboard
	if kingside {
		rooks = p.castleRooks & p.byColor[us] & ^(ksq.BB()*2 - 1)
	} else {
		rooks = p.castleRooks & p.byColor[us] & (ksq.BB() - 1)
	}
	if rooks == 0 {
		return NoMove, fail(CauseNoCastlingRight, NoSquare, "rules.no-castling-right", side(us), w)
	}
	if p.InCheck() {
		return NoMove, fail(CauseCastleInCheck, NoSquare, "rules.castle-in-check", side(us))
	}
	r := rooks.First()
	rank := ksq.Rank()
	kTo, rTo := SquareAt(2, rank), SquareAt(3, rank)
	if kingside {
		kTo, rTo = SquareAt(6, rank), SquareAt(5, rank)
	}
	kingPath := betweenBB[ksq][kTo] | kTo.BB()
	need := (kingPath | betweenBB[r][rTo] | rTo.BB()) &^ (ksq.BB() | r.BB())
	if b := need & p.byType[0]; b != 0 {
		key := "rules.castle-blocked-one"
		if b.More() {
			key = "rules.castle-blocked-more"
		}
		return NoMove, fail(CauseCastleBlocked, NoSquare, key, w, squareList(b))
	}
	occ := p.byType[0] ^ ksq.BB() ^ r.BB()
	for b := kingPath; b != 0; b &= b - 1 {
		if p.attackersTo(b.First(), occ)&p.byColor[us^1] != 0 {
			return NoMove, fail(CauseCastleThroughCheck, b.First(), "rules.castle-through-check", b.First(), short)
		}
	}
	return NoMove, fail(CauseCastleBlocked, NoSquare, "rules.cannot-castle", side(us), w)
}

// squareList names the squares of b: "f1", "f1 and g1".
func squareList(b Bitboard) andList {
	var names andList
	for _, s := range b.Squares() {
		names = append(names, s.String())
	}
	return names
}
