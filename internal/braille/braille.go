// Package braille writes chess in braille: moves, move numbers and results
// in the chess braille code the player reads (UK, German, Czech or ICCF
// numeric), as Unicode braille cells (U+2800–U+28FF), and converts cells to
// BRF, the North American ASCII braille of embossers and braille files.
//
// Every code is one table (codeTables) of the signs it writes; docs/
// braille.md lists them with their dots, BRF characters and sources, and
// the choices made where a code leaves something open.
package braille

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/rules"
)

// Code is a chess braille code.
type Code uint8

// The codes.
const (
	// UK is the UKAAF 2015 "Braille Chess Code and Layout" (BAUK 2001,
	// revised for UEB): lower-number ranks, pieces K Q R B N as ⠅ ⠟ ⠗ ⠇ ⠎,
	// capture ⠰, check ⠘ and capture with check ⠸ before the destination,
	// mate ⠜⠍ after the move.
	UK Code = iota
	// German follows the UK layout with the German piece letters (K D T L
	// S), each with the capital sign ⠠, so that a piece is never read as a
	// file (D and d).
	German
	// Czech follows the UK layout with the Czech piece letters (K D V S
	// J), each with the capital sign ⠠ of Czech braille.
	Czech
	// ICCF is ICCF numeric notation: from and to square as file and rank
	// digits (e2-e4 = 5254), a fifth digit for a promotion (1 queen, 2
	// rook, 3 bishop, 4 knight), in lower numbers; the same in every
	// language.
	ICCF
)

var codeNames = [...]string{"uk", "de", "cs", "iccf"}

// String returns the code's name as --braille-code takes it.
func (c Code) String() string {
	if int(c) < len(codeNames) {
		return codeNames[c]
	}
	return "Code(" + strconv.Itoa(int(c)) + ")"
}

// ParseCode reads a code name: uk, de, cs or iccf.
func ParseCode(s string) (Code, error) {
	for i, n := range codeNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return Code(i), nil
		}
	}
	return 0, catalog.Errorf("braille.bad-code", s)
}

// DefaultCode is the code of a language: de German, cs Czech, else UK.
func DefaultCode(lang string) Code {
	switch strings.ToLower(lang) {
	case "de":
		return German
	case "cs":
		return Czech
	}
	return UK
}

// table is the signs of a code.
type signs struct {
	pieces                     map[rules.PieceType]string // piece signs
	capture, check, captureChk string                     // before the destination
	mate                       string                     // after the move
	short, long                string                     // castling
	promotion                  string                     // before the promotion piece
}

// Cells of the signs shared by the codes.
const (
	lowerDigits = "⠴⠂⠆⠒⠲⠢⠖⠶⠦⠔" // 0–9, the "lower numbers" (NABCC digits)
	files       = "⠁⠃⠉⠙⠑⠋⠛⠓"   // a–h
	capital     = "⠠"          // dot 6
	hyphen      = "⠤"          // dots 3-6
	slash       = "⠌"          // dots 3-4
	blank       = "⠀"          // an empty cell
	blankRune   = '⠀'          // an empty cell, as a rune
)

var codeTables = map[Code]signs{
	UK: {
		pieces:  map[rules.PieceType]string{rules.King: "⠅", rules.Queen: "⠟", rules.Rook: "⠗", rules.Bishop: "⠇", rules.Knight: "⠎"},
		capture: "⠰", check: "⠘", captureChk: "⠸", mate: "⠜⠍",
		short: "⠴⠤⠴", long: "⠴⠤⠴⠤⠴", promotion: "",
	},
	German: {
		pieces:  map[rules.PieceType]string{rules.King: capital + "⠅", rules.Queen: capital + "⠙", rules.Rook: capital + "⠞", rules.Bishop: capital + "⠇", rules.Knight: capital + "⠎"},
		capture: "⠰", check: "⠘", captureChk: "⠸", mate: "⠜⠍",
		short: "⠴⠤⠴", long: "⠴⠤⠴⠤⠴", promotion: "",
	},
	Czech: {
		pieces:  map[rules.PieceType]string{rules.King: capital + "⠅", rules.Queen: capital + "⠙", rules.Rook: capital + "⠧", rules.Bishop: capital + "⠎", rules.Knight: capital + "⠚"},
		capture: "⠰", check: "⠘", captureChk: "⠸", mate: "⠜⠍",
		short: "⠴⠤⠴", long: "⠴⠤⠴⠤⠴", promotion: "",
	},
}

// Number writes a number in lower digits (move numbers, ICCF squares).
func Number(n int) string {
	if n < 0 {
		return hyphen + Number(-n)
	}
	var b strings.Builder
	for _, d := range fmt.Sprint(n) {
		b.WriteString(string([]rune(lowerDigits)[d-'0']))
	}
	return b.String()
}

// Square writes a square: its file letter and its rank as a lower number.
func Square(sq rules.Square) string {
	return string([]rune(files)[sq.File()]) + Number(sq.Rank()+1)
}

// Move writes move m of position pos in code c.
func (c Code) Move(pos *rules.Position, m rules.Move) string {
	if c == ICCF {
		return iccf(pos, m)
	}
	t := codeTables[c]
	san := pos.SAN(m)
	mate := strings.HasSuffix(san, "#")
	check := strings.HasSuffix(san, "+")
	if m.IsCastle() {
		s := t.short
		if strings.HasPrefix(san, "O-O-O") {
			s = t.long
		}
		switch {
		case mate:
			return s + t.mate
		case check:
			return t.check + s
		}
		return s
	}
	var b strings.Builder
	pc := pos.PieceAt(m.From())
	if pt := pc.Type(); pt != rules.Pawn {
		b.WriteString(t.pieces[pt])
	}
	// The disambiguation SAN needs: what stands between the piece letter
	// and the destination (or "x").
	body := strings.TrimRight(san, "+#")
	if i := strings.IndexByte(body, '='); i >= 0 {
		body = body[:i]
	}
	if pc.Type() != rules.Pawn {
		body = body[1:]
	}
	body = strings.TrimSuffix(body, m.To().String())
	capture := strings.HasSuffix(body, "x")
	body = strings.TrimSuffix(body, "x")
	for _, r := range body {
		switch {
		case r >= 'a' && r <= 'h':
			b.WriteString(string([]rune(files)[r-'a']))
		case r >= '1' && r <= '8':
			b.WriteString(Number(int(r - '0')))
		}
	}
	switch {
	case capture && check:
		b.WriteString(t.captureChk)
	case capture:
		b.WriteString(t.capture)
	case check:
		b.WriteString(t.check)
	}
	b.WriteString(Square(m.To()))
	if p := m.Promotion(); p != rules.NoPieceType {
		b.WriteString(t.promotion + t.pieces[p])
	}
	if mate {
		b.WriteString(t.mate)
	}
	return b.String()
}

// iccf writes a move in ICCF numeric notation.
func iccf(pos *rules.Position, m rules.Move) string {
	from, to := m.From(), m.To()
	if m.IsCastle() {
		// The king's move, also in Chess960: to the g or c file.
		file := 6
		if strings.HasPrefix(pos.SAN(m), "O-O-O") {
			file = 2
		}
		to = rules.Square(from.Rank()*8 + file)
	}
	s := Number(from.File()+1) + Number(from.Rank()+1) + Number(to.File()+1) + Number(to.Rank()+1)
	switch m.Promotion() {
	case rules.Queen:
		s += Number(1)
	case rules.Rook:
		s += Number(2)
	case rules.Bishop:
		s += Number(3)
	case rules.Knight:
		s += Number(4)
	}
	return s
}

// Result writes a game result: 1-0, 0-1, 1/2-1/2, the exceptional 0-0,
// 1/2-0 and 0-1/2, or * (the game goes on).
func Result(r string) string {
	switch r {
	case "1-0":
		return Number(1) + hyphen + Number(0)
	case "0-1":
		return Number(0) + hyphen + Number(1)
	case "1/2-1/2":
		return Number(1) + slash + Number(2) + hyphen + Number(1) + slash + Number(2)
	case "0-0": // both players lose (FIDE Articles 11.7, 11.8, 12.9)
		return Number(0) + hyphen + Number(0)
	case "1/2-0":
		return Number(1) + slash + Number(2) + hyphen + Number(0)
	case "0-1/2":
		return Number(0) + hyphen + Number(1) + slash + Number(2)
	}
	return "⠡" // "*" in North American ASCII braille
}

// Pair writes a line of a scoresheet: the move number, a blank cell, White's
// move and, if made, a blank and Black's move. A line that starts with
// Black's move has the isolated-Black sign ⠤ before it (UKAAF 1.2).
func Pair(n int, white, black string) string {
	s := Number(n) + blank
	if white == "" {
		return s + hyphen + black
	}
	s += white
	if black != "" {
		s += blank + black
	}
	return s
}

// brfTable is North American ASCII braille: the character of each 6-dot
// cell, indexed by its dots (dot 1 = bit 0 … dot 6 = bit 5).
const brfTable = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="

// BRF converts Unicode braille to BRF (North American ASCII braille).
// Dots 7 and 8 have no BRF form and are dropped; other characters are kept
// as they are (line ends, form feeds).
func BRF(cells string) string {
	var b strings.Builder
	for _, r := range cells {
		if r >= 0x2800 && r <= 0x28FF {
			b.WriteByte(brfTable[(r-0x2800)&0x3F])
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// FromBRF converts BRF back to Unicode braille (lower-case letters are
// taken as upper-case, as embossers do).
func FromBRF(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= 'a' && r <= 'z' {
			r -= 'a' - 'A'
		}
		if i := strings.IndexRune(brfTable, r); i >= 0 && r < 0x80 {
			b.WriteRune(rune(0x2800 + i))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
