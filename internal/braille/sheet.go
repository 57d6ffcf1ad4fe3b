package braille

import (
	"encoding/xml"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/rules"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Layout is the page size of a braille scoresheet.
type Layout struct {
	Cols, Rows int // cells per line, lines per page (40 × 25 by default)
}

// DefaultLayout is the usual embosser page: 40 cells, 25 lines.
var DefaultLayout = Layout{Cols: 40, Rows: 25}

// Sheet lays out the scoresheet of a game as pages of braille lines (Unicode
// cells): a header (the players, the event and date, the result), a blank
// line, then one move pair per line with its number; a line too long for
// the page is wrapped with the rest indented by two cells. The last line of
// every page is its page number, right-aligned. It returns an error for a
// move the rules do not allow. The header's words are in the language of
// the code (English for UK and ICCF); SheetIn takes the language.
func Sheet(g *pgn.Game, code Code, l Layout) ([][]string, error) {
	lang := catalog.English
	switch code {
	case German:
		lang = catalog.German
	case Czech:
		lang = catalog.Czech
	}
	return SheetIn(catalog.For(lang), g, code, l)
}

// Players names the players of g for a scoresheet's header or title:
// "White - Black" from the roster, and a player the file leaves unnamed
// ("" or PGN's "?") by his side in the language of c ("Weiß - Schwarz"),
// not "?", which a braille reader cannot tell from a name and a screen
// reader says as "question mark". The PGN itself keeps "?".
func Players(c catalog.Catalog, g *pgn.Game) string {
	name := func(tag, key string) string {
		if v := playerName(g, tag); v != "" {
			return v
		}
		return c.Say(key)
	}
	return name("White", "braille.unnamed-white") + " - " + name("Black", "braille.unnamed-black")
}

// playerName is the name of the player of tag ("White", "Black"), "" when
// the file leaves him unnamed ("" or PGN's "?").
func playerName(g *pgn.Game, tag string) string {
	if v := strings.TrimSpace(g.Tag(tag)); v != "?" {
		return v
	}
	return ""
}

// knownDate is the known part of a PGN date: "2026.11.26" whole,
// "2026.??.??" as "2026", "????.??.??" (unknown) as "".
func knownDate(d string) string {
	d = strings.TrimSpace(d)
	for {
		if t, ok := strings.CutSuffix(d, ".??"); ok {
			d = t
			continue
		}
		break
	}
	if strings.Trim(d, "?.") == "" {
		return ""
	}
	return d
}

// SheetIn is Sheet with the header's words in the language of c.
func SheetIn(c catalog.Catalog, g *pgn.Game, code Code, l Layout) ([][]string, error) {
	if l.Cols < 12 || l.Rows < 4 {
		return nil, catalog.Errorf("braille.page-too-small", l.Cols, l.Rows)
	}
	var lines []string
	add := func(s string) { lines = append(lines, wrap(s, l.Cols)...) }
	text := code.words
	add(text(Players(c, g)))
	// An event or a date the file does not name is left out, not written
	// "?" or "????.??.??", which a braille reader reads as a row of
	// question marks; a date known in part keeps its known part ("2026").
	if ev := eventLine(g); ev != "" {
		add(text(ev))
	}
	add(text(c.Say("braille.result", g.FinalResult())))
	lines = append(lines, "")
	pos, err := gameStart(g)
	if err != nil {
		return nil, err
	}
	num, white := pos.FullmoveNumber(), ""
	for _, gm := range g.Moves {
		m, err := pos.ParseMove(gm.SAN)
		if err != nil {
			return nil, badMove(&pos, gm.SAN, err)
		}
		cells := code.Move(&pos, m)
		for _, c := range gm.Comments {
			if strings.TrimSpace(c) == "(=)" {
				// The draw offer mark, as the PGN writes it (FIDE
				// Article 9.1.2.1, Appendix C).
				cells += FromBRF("(=)")
				break
			}
		}
		if pos.Turn() == rules.White {
			white = cells
		} else {
			add(Pair(num, white, cells)) // white is "" when the game began with Black
			white = ""
			num++
		}
		pos = pos.Play(m)
	}
	if white != "" {
		add(Pair(num, white, ""))
	}
	add(Result(g.FinalResult()))
	// Pages: Rows-1 lines of text and the page number.
	per := l.Rows - 1
	lines = signatures(lines, c, g, per, func(s string) []string { return wrap(text(s), l.Cols) })
	var pages [][]string
	for p := 0; p*per < len(lines) || p == 0; p++ {
		end := min(len(lines), (p+1)*per)
		page := append([]string(nil), lines[p*per:end]...)
		for len(page) < per {
			page = append(page, "")
		}
		n := Number(p + 1)
		page = append(page, strings.Repeat(blank, l.Cols-len([]rune(n)))+n)
		pages = append(pages, page)
	}
	return pages, nil
}

// signatures adds to the lines of a scoresheet (per lines a page) what
// Article 8.7 asks for at the end of the game, both players signing both
// scoresheets and indicating the result: after a blank line, the result
// (its word alone, room to write it in, while the game has none), then
// for each player a line naming him and a blank line to sign on, in the
// language of c, written as lines (each wrapped). The block is kept on
// one page: when it does not fit on the page in hand it begins the next
// one, without the blank line before it.
func signatures(lines []string, c catalog.Catalog, g *pgn.Game, per int, wrapped func(string) []string) []string {
	result := g.FinalResult()
	if result == "*" {
		result = ""
	}
	var block []string
	block = append(block, wrapped(strings.TrimSpace(c.Say("braille.result", result)))...)
	block = append(block, wrapped(strings.TrimSpace(c.Say("braille.sign-white", playerName(g, "White"))))...)
	block = append(block, "")
	block = append(block, wrapped(strings.TrimSpace(c.Say("braille.sign-black", playerName(g, "Black"))))...)
	block = append(block, "")
	used := len(lines) % per
	switch {
	case used == 0:
		// The page in hand is full: the block begins the next one.
	case used+1+len(block) <= per || len(block) >= per:
		lines = append(lines, "")
	case used > 0:
		for len(lines)%per != 0 {
			lines = append(lines, "")
		}
	}
	return append(lines, block...)
}

// wrap breaks a line at blank cells so that no line is longer than cols;
// continuation lines are indented by two cells.
func wrap(s string, cols int) []string {
	r := []rune(s)
	var out []string
	var indent []rune // of the continuation lines
	for len(indent)+len(r) > cols {
		// The line is indent+r; it is cut at the last blank cell that
		// fits (a word is cut only when no blank comes before it), or at
		// cols. Each cut only moves along r: a name of a megabyte is
		// wrapped in linear time.
		p := len(indent)
		cut := cols
		for i := cols; i > p; i-- {
			if r[i-p] == 0x2800 {
				cut = i
				break
			}
		}
		j := max(cut-p, 1)
		out = append(out, string(indent)+string(r[:j]))
		r = r[j:]
		for len(r) > 0 && r[0] == 0x2800 {
			r = r[1:]
		}
		indent = []rune(blank + blank)
	}
	return append(out, string(indent)+string(r))
}

// words writes the words of a scoresheet's header and signature lines
// (names, the event, the result's word) in cells: letters, digits and the
// usual signs as their BRF characters (in capitals, as BRF writes
// them), and a letter with a diacritic as the code's language writes it
// in braille (nationalLetter): "Dvořák" is ⠙⠧⠕⠺⠡⠅ in Czech braille,
// "Öberg" ⠪⠃⠑⠗⠛ in German. Where the code has no cell for it (uk,
// iccf, and a letter the language's braille does not have) it is the
// letter without its diacritic (ä as ae, ö as oe, ü as ue, ß as ss).
func (code Code) words(s string) string {
	var out, plain strings.Builder
	flush := func() {
		out.WriteString(FromBRF(strings.ToUpper(asciiOnly(plain.String()))))
		plain.Reset()
	}
	for _, r := range s {
		if cells, ok := code.nationalLetter(r); ok {
			flush()
			out.WriteString(cells)
			continue
		}
		plain.WriteRune(r)
	}
	flush()
	return out.String()
}

// nationalLetter is the cells of letter r in the braille of the code's
// language, when they are not the BRF letter's: in German braille
// (Basisschrift, liblouis de-chardefs6.cti) ä ⠜, ö ⠪, ü ⠳, ß ⠮, and
// any other letter with a diacritic the accent sign ⠈ (dot 4) before its
// letter (liblouis de-accents.cti: å ⠈⠁, č ⠈⠉, ř ⠈⠗); in Czech braille
// (liblouis cs-chardefs.cti, Teiresias Z.1) the fifteen Czech letters
// with a diacritic, and w, which is ⠷ there (⠺ is ř). Capitals are the
// same cells, as the header writes every letter.
func (code Code) nationalLetter(r rune) (string, bool) {
	r = unicode.ToLower(r)
	switch code {
	case German:
		if c, ok := germanLetters[r]; ok {
			return c, true
		}
		if base, ok := accentBase[r]; ok {
			return accentSign + FromBRF(strings.ToUpper(string(base))), true
		}
	case Czech:
		c, ok := czechLetters[r]
		return c, ok
	}
	return "", false
}

// accentSign is German braille's sign of a letter with a diacritic that
// has no cell of its own: dot 4, before the letter.
const accentSign = "⠈"

var (
	germanLetters = map[rune]string{'ä': "⠜", 'ö': "⠪", 'ü': "⠳", 'ß': "⠮"}
	czechLetters  = map[rune]string{
		'á': "⠡", 'č': "⠩", 'ď': "⠹", 'é': "⠜", 'ě': "⠣", 'í': "⠌", 'ň': "⠫", 'ó': "⠪",
		'ř': "⠺", 'š': "⠱", 'ť': "⠳", 'ú': "⠬", 'ů': "⠾", 'ý': "⠯", 'ž': "⠮", 'w': "⠷",
	}
)

// accentBase is the letter of a Latin letter with a diacritic (lower
// case): å a, č c, ł l.
var accentBase = func() map[rune]rune {
	m := map[rune]rune{}
	for _, pair := range strings.Fields("àa áa âa ãa åa āa ăa ąa çc ćc ĉc ċc čc ďd đd èe ée êe ëe ēe ėe ęe ěe " +
		"ğg ģg ĥh ħh ìi íi îi ïi ĩi īi įi ıi ĵj ķk ĺl ļl ľl ŀl łl ñn ńn ņn ňn òo óo ôo õo øo ōo ŏo őo " +
		"ŕr ŗr řr śs ŝs şs šs șs ţt ťt ŧt țt ùu úu ûu ũu ūu ŭu ůu űu ųu ŵw ýy ÿy ŷy źz żz žz") {
		r := []rune(pair)
		m[r[0]] = r[1]
	}
	return m
}()

// asciiOnly keeps what BRF can write: letters without diacritics (á → a,
// ä → ae, ß → ss), digits and the usual signs; anything else becomes a
// space.
func asciiOnly(s string) string {
	repl := strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue", "ẞ", "SS", "æ", "ae", "Æ", "Ae", "œ", "oe", "Œ", "Oe")
	s = repl.Replace(s)
	var b strings.Builder
	for _, c := range s {
		if base, ok := accentBase[unicode.ToLower(c)]; ok {
			c = base
		}
		if c >= 0x20 && c < 0x7f && strings.ContainsRune(brfTable, toUpper(c)) {
			b.WriteRune(c)
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

func toUpper(c rune) rune {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// SheetBRF writes pages as a BRF file: lines ended by CR LF, pages by a
// form feed.
func SheetBRF(pages [][]string) string {
	var b strings.Builder
	for i, p := range pages {
		for _, l := range p {
			b.WriteString(strings.TrimRight(BRF(l), " "))
			b.WriteString("\r\n")
		}
		if i < len(pages)-1 {
			b.WriteString("\f")
		}
	}
	return b.String()
}

// SheetUnicode writes pages as Unicode braille lines, pages separated by a
// form feed.
func SheetUnicode(pages [][]string) string {
	var b strings.Builder
	for i, p := range pages {
		for _, l := range p {
			b.WriteString(strings.TrimRight(l, blank))
			b.WriteString("\n")
		}
		if i < len(pages)-1 {
			b.WriteString("\f")
		}
	}
	return b.String()
}

// SheetPEF writes pages as a PEF 1.0 document (Portable Embosser Format):
// one volume, one section, a page per page, a row per line, rows holding
// only U+2800–U+28FF.
func SheetPEF(pages [][]string, l Layout, title string) (string, error) {
	type row struct {
		Text string `xml:",chardata"`
	}
	type page struct {
		Rows []row `xml:"row"`
	}
	type section struct {
		Pages []page `xml:"page"`
	}
	type volume struct {
		Cols     int       `xml:"cols,attr"`
		Rows     int       `xml:"rows,attr"`
		RowGap   int       `xml:"rowgap,attr"`
		Duplex   bool      `xml:"duplex,attr"`
		Sections []section `xml:"section"`
	}
	type meta struct {
		XMLNS      string `xml:"xmlns:dc,attr"`
		Format     string `xml:"dc:format"`
		Identifier string `xml:"dc:identifier"`
		Title      string `xml:"dc:title"`
	}
	type body struct {
		Volumes []volume `xml:"volume"`
	}
	type head struct {
		Meta meta `xml:"meta"`
	}
	type doc struct {
		XMLName xml.Name `xml:"pef"`
		XMLNS   string   `xml:"xmlns,attr"`
		Version string   `xml:"version,attr"`
		Head    head     `xml:"head"`
		Body    body     `xml:"body"`
	}
	sec := section{}
	for _, p := range pages {
		var pg page
		for _, line := range p {
			pg.Rows = append(pg.Rows, row{Text: strings.TrimRight(line, blank)})
		}
		sec.Pages = append(sec.Pages, pg)
	}
	d := doc{XMLNS: "http://www.daisy.org/ns/2008/pef", Version: "2008-1",
		Head: head{Meta: meta{XMLNS: "http://purl.org/dc/elements/1.1/", Format: "application/x-pef+xml",
			Identifier: "blindchess-" + fmt.Sprint(len(pages)), Title: title}},
		Body: body{Volumes: []volume{{Cols: l.Cols, Rows: l.Rows, RowGap: 0, Sections: []section{sec}}}}}
	out, err := xml.MarshalIndent(d, "", "  ")
	if err != nil {
		return "", catalog.Errorf("braille.write-pef", err)
	}
	return xml.Header + string(out) + "\n", nil
}

// eventLine is the header line of the event and the date the game has
// ("" when it names neither).
func eventLine(g *pgn.Game) string {
	var line []string
	if ev := strings.TrimSpace(g.Tag("Event")); ev != "" && ev != "?" {
		line = append(line, ev)
	}
	if d := knownDate(g.Tag("Date")); d != "" {
		line = append(line, d)
	}
	return strings.Join(line, " ")
}

// gameStart is the position the game begins from: its FEN tag's, or the
// standard one.
func gameStart(g *pgn.Game) (rules.Position, error) {
	fen := g.Tag("FEN")
	if fen == "" {
		return rules.StartPosition(), nil
	}
	p, err := rules.ParseFEN(fen)
	if err != nil {
		return rules.Position{}, catalog.Errorf("braille.bad-fen", err)
	}
	return p, nil
}

// badMove is the error of a move san that is no legal move in pos, the
// move named as the scoresheet numbers it: "2. Ke3", "2... Nf6".
func badMove(pos *rules.Position, san string, err error) error {
	label := strconv.Itoa(pos.FullmoveNumber()) + "."
	if pos.Turn() == rules.Black {
		label += ".."
	}
	return catalog.Errorf("braille.bad-move", label+" "+san, err)
}
