package twoboard

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// Sensed is what a board senses: the presence of a piece on every square,
// and on a board that identifies pieces (DGT) the pieces themselves.
type Sensed struct {
	// Occupied is the presence of a piece on each square.
	Occupied eboard.Occupancy
	// HasPieces reports whether Pieces is known.
	HasPieces bool
	// Pieces is the piece on each square, when HasPieces.
	Pieces eboard.Placement
	// Likely is, when not HasPieces, the piece known to stand on each
	// occupied square from what the board was seen doing (Tracker.Status),
	// NoPiece where it is not known. Equal goes by presence only; Diff
	// names the pieces with it, and reports an occupied square whose known
	// piece is not the expected one.
	Likely eboard.Placement
}

// SensedOccupancy returns what a presence-only board (the tactile board)
// senses.
func SensedOccupancy(o eboard.Occupancy) Sensed { return Sensed{Occupied: o} }

// SensedPieces returns what a piece-identifying board (DGT) senses.
func SensedPieces(p eboard.Placement) Sensed {
	return Sensed{Occupied: p.Occupancy(), HasPieces: true, Pieces: p}
}

// Equal reports whether the board shows exactly the placement p (only the
// presence of pieces when the board does not identify them).
func (s Sensed) Equal(p *eboard.Placement) bool {
	if s.HasPieces {
		return s.Pieces == *p
	}
	return s.Occupied == p.Occupancy()
}

// at returns the piece sensed on sq: NoPiece for empty, and for an occupied
// square of a presence-only board ok=false (unknown piece).
func (s Sensed) at(sq rules.Square) (pc rules.Piece, known bool) {
	if s.HasPieces {
		return s.Pieces[sq], true
	}
	if s.Occupied.Has(sq) {
		return rules.NoPiece, false
	}
	return rules.NoPiece, true
}

// SquareDiff is one square where the board differs from the expected
// position.
type SquareDiff struct {
	// Square is the square.
	Square rules.Square
	// Expected is the piece the position has there (NoPiece: empty).
	Expected rules.Piece
	// Sensed is the piece the board shows there (NoPiece: empty, or an
	// unknown piece when Unknown).
	Sensed rules.Piece
	// Unknown reports that the board senses a piece it cannot identify
	// (tactile board).
	Unknown bool
}

// ExpectedLetter returns the FEN letter of the expected piece, or "-".
func (d SquareDiff) ExpectedLetter() string { return letter(d.Expected, false) }

// SensedLetter returns the FEN letter of the sensed piece, "-" for empty
// and "?" for an unidentified piece.
func (d SquareDiff) SensedLetter() string { return letter(d.Sensed, d.Unknown) }

func letter(pc rules.Piece, unknown bool) string {
	switch {
	case unknown:
		return "?"
	case pc == rules.NoPiece:
		return "-"
	}
	return string(pc.FENChar())
}

// StepKind is what one fix step does.
type StepKind uint8

// The kinds of fix step.
const (
	MovePiece   StepKind = iota // take the piece on From to To
	RemovePiece                 // take the piece on From off the board
	AddPiece                    // put Piece on To
)

// Step is one hand movement that brings a board closer to the expected
// position.
type Step struct {
	Kind StepKind
	// From is the square a piece is taken from (MovePiece, RemovePiece).
	From rules.Square
	// To is the square a piece is put on (MovePiece, AddPiece).
	To rules.Square
	// Piece is the piece moved, removed or added; NoPiece when a
	// presence-only board cannot tell which piece is to be removed.
	Piece rules.Piece
}

// String returns the step in short form: "e6-e5" (move), "e6-" (remove),
// "p@e5" (add a black pawn on e5).
func (s Step) String() string {
	switch s.Kind {
	case RemovePiece:
		return s.From.String() + "-"
	case AddPiece:
		return letter(s.Piece, false) + "@" + s.To.String()
	}
	return s.From.String() + "-" + s.To.String()
}

// Difference is how a board differs from the expected position: the squares
// that differ (a1 … h8 order) and the fewest steps that set it right.
type Difference struct {
	Squares []SquareDiff
	Steps   []Step
	// ToStart reports that the expected position is the starting
	// position: the summary (Text, over SummaryOver squares) then says
	// to set it up.
	ToStart bool
}

// SummaryOver is the number of differing squares above which Text says a
// summary (how many squares differ and what to set up) instead of every
// square and step: a board set up for another game, or knocked over, would
// otherwise read 13 to 29 squares and as many steps in one line. A move
// not made on the board differs in 2 squares, castling in 4, two or three
// moves behind in up to 8: those are still said square by square.
const SummaryOver = 8

// Empty reports whether the board shows the expected position.
func (m Difference) Empty() bool { return len(m.Squares) == 0 }

// StepStrings returns the steps in short form (Step.String).
func (m Difference) StepStrings() []string {
	out := make([]string, len(m.Steps))
	for i, s := range m.Steps {
		out[i] = s.String()
	}
	return out
}

// Diff compares a sensed board with the expected placement and returns the
// squares that differ and the fewest steps that fix them: a piece that is
// on a wrong square and missing on another is one move ("Bauer von Eva
// sechs nach Eva fünf"), not a removal and an addition. A move only takes
// a piece of the kind known to stand on its square (the board's own piece,
// or Sensed.Likely on a presence-only board), to the nearest square that
// misses that piece; a piece not known is removed, and the missing one put
// on.
func Diff(expected eboard.Placement, sensed Sensed) Difference {
	m := Difference{ToStart: expected == eboard.StartPlacement()}
	type slot struct {
		sq rules.Square
		pc rules.Piece // piece; NoPiece for an unknown extra piece
	}
	var missing, extra []slot
	for sq := rules.Square(0); sq < 64; sq++ {
		want := expected[sq]
		got, known := sensed.at(sq)
		if !known {
			if likely := sensed.Likely[sq]; want != rules.NoPiece && likely != rules.NoPiece && likely != want {
				// Occupied, but by a piece known to be another.
				m.Squares = append(m.Squares, SquareDiff{Square: sq, Expected: want, Unknown: true})
				missing = append(missing, slot{sq, want})
				extra = append(extra, slot{sq, likely})
				continue
			}
			if want != rules.NoPiece {
				continue // occupied as expected, or the piece is not known
			}
			m.Squares = append(m.Squares, SquareDiff{Square: sq, Unknown: true})
			extra = append(extra, slot{sq, sensed.Likely[sq]})
			continue
		}
		if got == want {
			continue
		}
		m.Squares = append(m.Squares, SquareDiff{Square: sq, Expected: want, Sensed: got})
		if want != rules.NoPiece {
			missing = append(missing, slot{sq, want})
		}
		if got != rules.NoPiece {
			extra = append(extra, slot{sq, got})
		}
	}
	// Pair extra pieces with missing ones, nearest first: each pair is one
	// move. Pieces pair only with the same piece; unknown pieces with none.
	type pair struct {
		e, mi int
		d     int
	}
	var pairs []pair
	for i, e := range extra {
		for j, mi := range missing {
			if e.pc != mi.pc {
				continue
			}
			if e.sq == mi.sq {
				continue
			}
			pairs = append(pairs, pair{i, j, distance(e.sq, mi.sq)})
		}
	}
	sort.SliceStable(pairs, func(a, b int) bool {
		if pairs[a].d != pairs[b].d {
			return pairs[a].d < pairs[b].d
		}
		if pairs[a].mi != pairs[b].mi {
			return pairs[a].mi < pairs[b].mi
		}
		return pairs[a].e < pairs[b].e
	})
	usedE := make([]bool, len(extra))
	usedM := make([]bool, len(missing))
	var moves []Step
	for _, p := range pairs {
		if usedE[p.e] || usedM[p.mi] {
			continue
		}
		usedE[p.e], usedM[p.mi] = true, true
		moves = append(moves, Step{Kind: MovePiece, From: extra[p.e].sq, To: missing[p.mi].sq, Piece: missing[p.mi].pc})
	}
	for i, e := range extra {
		if !usedE[i] {
			m.Steps = append(m.Steps, Step{Kind: RemovePiece, From: e.sq, To: rules.NoSquare, Piece: e.pc})
		}
	}
	// Moves in an order where each goes to a square already cleared.
	occupiedBy := map[rules.Square]bool{}
	for i, e := range extra {
		if usedE[i] {
			occupiedBy[e.sq] = true
		}
	}
	for len(moves) > 0 {
		progressed := false
		for i := 0; i < len(moves); i++ {
			if occupiedBy[moves[i].To] {
				continue
			}
			m.Steps = append(m.Steps, moves[i])
			delete(occupiedBy, moves[i].From)
			moves = append(moves[:i], moves[i+1:]...)
			i--
			progressed = true
		}
		if !progressed { // a cycle of swapped pieces: take them in turn
			m.Steps = append(m.Steps, moves[0])
			delete(occupiedBy, moves[0].From)
			moves = moves[1:]
		}
	}
	for j, mi := range missing {
		if !usedM[j] {
			m.Steps = append(m.Steps, Step{Kind: AddPiece, From: rules.NoSquare, To: mi.sq, Piece: mi.pc})
		}
	}
	return m
}

// distance is the number of king steps between two squares, with the
// straight distance as a tie-break.
func distance(a, b rules.Square) int {
	df, dr := abs(a.File()-b.File()), abs(a.Rank()-b.Rank())
	return max(df, dr)*16 + df + dr
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Text returns the mismatch in words of the style: Details when at most
// SummaryOver squares differ, else Summary.
func (m Difference) Text(s phonetic.Style) string {
	if m.Summarized() {
		return m.Summary(s)
	}
	return m.Details(s)
}

// Summarized reports whether Text says the summary: more than SummaryOver
// squares differ.
func (m Difference) Summarized() bool { return len(m.Squares) > SummaryOver }

// Summary returns how many squares differ and what to set up, as one
// sentence (catalog keys board.diff-summary-start and
// board.diff-summary-game), e.g. "15 Felder weichen ab; die Grundstellung
// aufstellen."
func (m Difference) Summary(s phonetic.Style) string { return m.SummaryClause(s) + "." }

// SummaryClause is Summary without its full stop, for a caller that adds
// to the sentence (the table: how to hear every square).
func (m Difference) SummaryClause(s phonetic.Style) string {
	key := "board.diff-summary-game"
	if m.ToStart {
		key = "board.diff-summary-start"
	}
	return fix(s, catalog.For(catalog.Lang(s.Lang())).Count(key, len(m.Squares)))
}

// Details returns the mismatch in words of the style: every square, then
// the steps, e.g. "Eva fünf: schwarzer Bauer fehlt. Eva sechs: ein
// schwarzer Bauer zu viel. Bauer von Eva sechs nach Eva fünf."
func (m Difference) Details(s phonetic.Style) string {
	parts := m.SquareTexts(s)
	parts = append(parts, m.StepTexts(s)...)
	return joinSentences(parts)
}

// SquaresText returns only the square-by-square description, as sentences.
func (m Difference) SquaresText(s phonetic.Style) string { return joinSentences(m.SquareTexts(s)) }

// StepsText returns only the fix steps, as sentences.
func (m Difference) StepsText(s phonetic.Style) string { return joinSentences(m.StepTexts(s)) }

func joinSentences(parts []string) string {
	if len(parts) == 0 {
		return ""
	}
	out := make([]string, len(parts))
	for i, p := range parts {
		r, n := utf8.DecodeRuneInString(p)
		out[i] = string(unicode.ToUpper(r)) + p[n:]
	}
	return strings.Join(out, ". ") + "."
}

// SquareTexts returns one phrase per differing square, e.g. "Eva fünf:
// schwarzer Bauer fehlt". An unknown extra piece that a step takes to a
// missing square is named after the missing piece ("ein schwarzer Bauer zu
// viel"); one that no step explains is "ein Stein zu viel".
func (m Difference) SquareTexts(s phonetic.Style) []string {
	guess := map[rules.Square]rules.Piece{}
	for _, st := range m.Steps {
		if st.Kind != AddPiece {
			guess[st.From] = st.Piece
		}
	}
	l := s.Lang()
	var out []string
	for _, d := range m.Squares {
		var bits []string
		if d.Expected != rules.NoPiece {
			bits = append(bits, missingPhrase(s, l, d.Expected))
		}
		switch {
		case d.Unknown:
			bits = append(bits, extraPhrase(s, l, guess[d.Square]))
		case d.Sensed != rules.NoPiece:
			bits = append(bits, extraPhrase(s, l, d.Sensed))
		}
		out = append(out, fix(s, s.Text(phonetic.SquareWords(d.Square))+": "+strings.Join(bits, ", ")))
	}
	return out
}

// StepTexts returns one phrase per step, e.g. "Bauer von Eva sechs nach Eva
// fünf".
func (m Difference) StepTexts(s phonetic.Style) []string {
	l := s.Lang()
	var out []string
	for _, st := range m.Steps {
		var t string
		switch st.Kind {
		case MovePiece:
			w := []phonetic.Word{pieceWord(st.Piece), phonetic.From}
			w = append(w, phonetic.SquareWords(st.From)...)
			w = append(w, phonetic.To)
			w = append(w, phonetic.SquareWords(st.To)...)
			t = s.Text(w)
		case RemovePiece:
			name := s.Word(phonetic.Piece)
			if st.Piece != rules.NoPiece {
				name = s.Word(pieceWord(st.Piece))
			}
			sq := s.Text(phonetic.SquareWords(st.From))
			switch l {
			case phonetic.German:
				t = name + " von " + sq + " wegnehmen"
			case phonetic.Czech:
				t = "odstranit " + czechAccusative(strings.ToLower(name)) + " z " + sq
			default:
				t = "remove " + strings.ToLower(name) + " from " + sq
			}
		case AddPiece:
			sq := s.Text(phonetic.SquareWords(st.To))
			switch l {
			case phonetic.German:
				t = colored(s, l, st.Piece, accusative) + " auf " + sq + " setzen"
			case phonetic.Czech:
				t = "postavit " + colored(s, l, st.Piece, accusative) + " na " + sq
			default:
				t = "put " + colored(s, l, st.Piece, nominative) + " on " + sq
			}
		}
		out = append(out, fix(s, t))
	}
	return out
}

// fix writes text in ASCII for an ASCII style.
func fix(s phonetic.Style, t string) string {
	if s.IsASCII() {
		return phonetic.Transliterate(t)
	}
	return t
}

func pieceWord(pc rules.Piece) phonetic.Word {
	if pc == rules.NoPiece {
		return phonetic.Piece
	}
	return phonetic.PieceWord(pc.Type())
}

type grammarCase uint8

const (
	nominative grammarCase = iota
	accusative
	indefinite // "ein schwarzer Bauer", "eine schwarze Dame"
)

// feminine reports the grammatical gender of a piece name.
func feminine(l phonetic.Lang, pt rules.PieceType) bool {
	switch l {
	case phonetic.German:
		return pt == rules.Queen
	case phonetic.Czech:
		return pt == rules.Queen || pt == rules.Rook
	}
	return false
}

// colored returns "schwarzer Bauer", "weiße Dame", "black pawn" …; a piece
// of unknown kind is "Stein" / "piece".
func colored(s phonetic.Style, l phonetic.Lang, pc rules.Piece, c grammarCase) string {
	name := s.Word(pieceWord(pc))
	if pc == rules.NoPiece {
		switch {
		case l == phonetic.German && c == indefinite:
			return "ein " + name
		case l == phonetic.English && c == indefinite:
			return "a " + strings.ToLower(name)
		}
		return strings.ToLower(name)
	}
	white := pc.Color() == rules.White
	fem := feminine(l, pc.Type())
	switch l {
	case phonetic.German:
		adj := "schwarz"
		if white {
			adj = "weiß"
		}
		switch {
		case fem:
			adj += "e"
		case c == accusative:
			adj += "en"
		default:
			adj += "er"
		}
		if c == indefinite {
			art := "ein "
			if fem {
				art = "eine "
			}
			return art + adj + " " + name
		}
		return adj + " " + name
	case phonetic.Czech:
		adj := "čern"
		if white {
			adj = "bíl"
		}
		switch {
		case c == accusative && fem:
			adj += "ou" // "bílou dámu", "černou věž"
		case c == accusative:
			adj += "ého" // "bílého jezdce": the men are animate
		case fem:
			adj += "á"
		default:
			adj += "ý"
		}
		name = strings.ToLower(name)
		if c == accusative {
			name = czechAccusative(name)
		}
		return adj + " " + name
	}
	adj := "black"
	if white {
		adj = "white"
	}
	if c == indefinite {
		return "a " + adj + " " + strings.ToLower(name)
	}
	return adj + " " + strings.ToLower(name)
}

// czechAccusative is the accusative of a Czech piece name (lower case),
// as after "odstranit" and "postavit": "jezdce", "dámu"; "věž" and the
// inanimate "kámen" keep their form.
func czechAccusative(name string) string {
	switch name {
	case "pěšec":
		return "pěšce"
	case "jezdec":
		return "jezdce"
	case "střelec":
		return "střelce"
	case "král":
		return "krále"
	case "dáma":
		return "dámu"
	}
	return name
}

// missingPhrase is "schwarzer Bauer fehlt" / "black pawn missing".
func missingPhrase(s phonetic.Style, l phonetic.Lang, pc rules.Piece) string {
	switch l {
	case phonetic.Czech:
		return "chybí " + colored(s, l, pc, nominative)
	case phonetic.German:
		return colored(s, l, pc, nominative) + " " + s.Word(phonetic.Missing)
	}
	return colored(s, l, pc, nominative) + " missing"
}

// extraPhrase is "ein schwarzer Bauer zu viel" / "a black pawn too many".
func extraPhrase(s phonetic.Style, l phonetic.Lang, pc rules.Piece) string {
	switch l {
	case phonetic.Czech:
		return "navíc " + colored(s, l, pc, nominative)
	case phonetic.German:
		return colored(s, l, pc, indefinite) + " " + s.Word(phonetic.Extra)
	}
	return colored(s, l, pc, indefinite) + " too many"
}
