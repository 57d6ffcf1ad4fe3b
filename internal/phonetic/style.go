package phonetic

import (
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Lang is the language a style speaks.
type Lang uint8

// The languages of the vocabulary.
const (
	German Lang = iota
	English
	Czech
	numLangs
)

// String returns the BCP 47 code of the language: "de", "en" or "cs".
func (l Lang) String() string {
	switch l {
	case German:
		return "de"
	case English:
		return "en"
	case Czech:
		return "cs"
	}
	return "Lang(" + strconv.Itoa(int(l)) + ")"
}

// Style is a way of saying moves: the file alphabet and the language of
// ranks, pieces, numbers and phrases, and whether text is written in ASCII.
// The zero Style is AnnexD.
type Style uint8

// The styles.
const (
	// AnnexD is FIDE Annex D: Anna … Hector, eins … acht, König … Bauer,
	// Kurze/Lange Rochade; German phrases and numbers. The default.
	AnnexD Style = iota
	// AnnexDEn is Anna … Hector with English numbers, pieces and phrases.
	AnnexDEn
	// NATO is alfa … hotel with English numbers, pieces and phrases.
	NATO
	// CzechStyle is Anna … Hector with Czech numbers, pieces and phrases.
	CzechStyle
	numStyles

	asciiBit Style = 0x80
)

// styleNames are the names used on the command line, indexed by Style.
var styleNames = [numStyles]string{"annexd", "annexd-en", "nato", "cs"}

// Styles returns every style (without the ASCII option), default first.
func Styles() []Style { return []Style{AnnexD, AnnexDEn, NATO, CzechStyle} }

// StyleNames returns the names ParseStyle accepts, default first.
func StyleNames() []string { return append([]string(nil), styleNames[:]...) }

// ParseStyle returns the style with the given name ("annexd", "annexd-en",
// "nato", "cs"; case-insensitive).
func ParseStyle(name string) (Style, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	for i, s := range styleNames {
		if n == s {
			return Style(i), nil
		}
	}
	return AnnexD, catalog.Errorf("phonetic.bad-style", name, strings.Join(styleNames[:], ", "))
}

// ASCII returns the style writing text in ASCII: the Annex D transliteration
// for German (fuenf, Koenig, Laeufer, Weiss) and Czech without diacritics.
// It changes only Token.Text, never what is spoken.
func (s Style) ASCII() Style { return s | asciiBit }

// IsASCII reports whether the style writes ASCII text.
func (s Style) IsASCII() bool { return s&asciiBit != 0 }

// base is the style without options.
func (s Style) base() Style {
	b := s &^ asciiBit
	if b >= numStyles {
		return AnnexD
	}
	return b
}

// Name returns the command-line name of the style ("annexd"), without the
// ASCII option.
func (s Style) Name() string { return styleNames[s.base()] }

// String returns the name of the style, with "+ascii" when it writes ASCII.
func (s Style) String() string {
	if s.IsASCII() {
		return s.Name() + "+ascii"
	}
	return s.Name()
}

// Lang returns the language of the style.
func (s Style) Lang() Lang {
	switch s.base() {
	case AnnexD:
		return German
	case CzechStyle:
		return Czech
	}
	return English
}

// Token is one spoken unit after grammar: what to print, which clip speaks
// it, and what to hand to a speech synthesiser.
type Token struct {
	// Text is the spelling for people: "Läufer" (or "Laeufer" in ASCII).
	Text string
	// Clip names the recorded clip: the language, a slash and the ASCII
	// lowercase spelling with spaces as underscores ("de/kurze_rochade").
	// Empty for a pause.
	Clip string
	// Say is the spelling a synthesiser pronounces correctly in the
	// style's language ("Kurze Roschade"). Never ASCII-transliterated.
	Say string
	// Pause marks punctuation: a short pause when spoken.
	Pause bool
}

// Tokens renders words in the style. A Number followed by a unit (Hours,
// Minutes, Seconds, Moves) agrees with it: "eine Minute", "zwei Minuten",
// "ein Zug", Czech "dvě minuty", "pět minut"; a word that agrees with a
// count (Used) takes the form of the count said last before it ("dvě
// sekundy spotřebovány"). Invalid words are skipped.
func (s Style) Tokens(words []Word) []Token {
	l := s.Lang()
	out := make([]Token, 0, len(words)+2)
	count := -1 // the count of the last number said with its unit
	for i := 0; i < len(words); i++ {
		w := words[i]
		if n, ok := w.Num(); ok {
			g := standalone
			var unit *unitForms
			if i+1 < len(words) && words[i+1] < lastWord && vocab[words[i+1]].unit != nil {
				unit = vocab[words[i+1]].unit
				g = masculine
				if unit.fem {
					g = feminine
				}
			}
			for _, t := range numberWords(l, n, g) {
				out = append(out, s.token(t))
			}
			if unit != nil {
				out = append(out, s.token(unit.form(l, formIndex(l, n))))
				count = n
				i++
			}
			continue
		}
		if !w.Valid() {
			continue
		}
		if a := vocab[w].agree; a != nil && count >= 0 {
			out = append(out, s.token(a.form(l, formIndex(l, count))))
			continue
		}
		if w == Comma {
			out = append(out, Token{Text: ",", Say: ",", Pause: true})
			continue
		}
		t := s.token(s.spell(w))
		if len(out) > 0 && lowerInside(l, w) {
			t.Text, t.Say = lowerFirst(t.Text), lowerFirst(t.Say)
		}
		out = append(out, t)
	}
	return out
}

// lowerInside reports whether word w is written in lower case inside a
// sentence in language l: in English and Czech the pieces and castling
// ("White king Eva one, queen David one"), in Czech the sides too ("Bílý
// král Eva jedna, … černý"); English keeps White and Black capitalised as
// the players' names, German capitalises its nouns everywhere.
func lowerInside(l Lang, w Word) bool {
	if l == German {
		return false
	}
	switch w {
	case King, Queen, Rook, Bishop, Knight, Pawn, CastleShort, CastleLong:
		return true
	case White, Black:
		return l == Czech
	}
	return false
}

// lowerFirst writes the first letter of t in lower case.
func lowerFirst(t string) string {
	r, n := utf8.DecodeRuneInString(t)
	if n == 0 || !unicode.IsUpper(r) {
		return t
	}
	return string(unicode.ToLower(r)) + t[n:]
}

// UpperFirst writes the first letter of t in upper case: a line of words
// for people begins as a sentence does ("Remíza", "Move one, Eva four").
func UpperFirst(t string) string {
	r, n := utf8.DecodeRuneInString(t)
	if n == 0 || r == utf8.RuneError || unicode.IsUpper(r) {
		return t
	}
	return string(unicode.ToUpper(r)) + t[n:]
}

// spell is the spelling of a fixed word in the style (plural for a unit
// without a number).
func (s Style) spell(w Word) string {
	if w >= FileA && w <= FileH && s.base() == NATO {
		return natoFiles[w-FileA]
	}
	e := vocab[w]
	if e.unit != nil {
		return e.unit.form(s.Lang(), 1)
	}
	switch s.Lang() {
	case German:
		return e.de
	case Czech:
		return e.cs
	}
	return e.en
}

// form returns the unit's form i (0 one, 1 few, 2 many) in language l.
func (u *unitForms) form(l Lang, i int) string {
	switch l {
	case German:
		return u.de[i]
	case Czech:
		return u.cs[i]
	}
	return u.en[i]
}

// token builds the Token for one spelling in the style.
func (s Style) token(text string) Token {
	l := s.Lang()
	t := Token{Text: text, Say: respell(l, text), Clip: l.String() + "/" + ClipKey(text)}
	if s.IsASCII() {
		t.Text = Transliterate(text)
	}
	return t
}

// Text renders words as one line of text: tokens joined by spaces, a Comma
// attached to the word before it.
func (s Style) Text(words []Word) string {
	return JoinTokens(s.Tokens(words))
}

// Say renders words as text for a speech synthesiser (correct spelling with
// the respellings that fix known mispronunciations; never ASCII).
func (s Style) Say(words []Word) string {
	toks := s.Tokens(words)
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && !t.Pause {
			b.WriteByte(' ')
		}
		b.WriteString(t.Say)
	}
	return b.String()
}

// JoinTokens joins the Text of tokens with spaces, attaching punctuation to
// the token before it.
func JoinTokens(toks []Token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && !t.Pause {
			b.WriteByte(' ')
		}
		b.WriteString(t.Text)
	}
	return b.String()
}

// Word returns the text of a single word in the style.
func (s Style) Word(w Word) string { return s.Text([]Word{w}) }

// transliteration maps the letters with diacritics of German and Czech to
// ASCII: the Annex D forms (ä → ae, ö → oe, ü → ue, ß → ss) and Czech
// without háček and čárka.
var transliteration = strings.NewReplacer(
	"ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue",
	"á", "a", "č", "c", "ď", "d", "é", "e", "ě", "e", "í", "i", "ň", "n", "ó", "o",
	"ř", "r", "š", "s", "ť", "t", "ú", "u", "ů", "u", "ý", "y", "ž", "z",
	"Á", "A", "Č", "C", "Ď", "D", "É", "E", "Ě", "E", "Í", "I", "Ň", "N", "Ó", "O",
	"Ř", "R", "Š", "S", "Ť", "T", "Ú", "U", "Ů", "U", "Ý", "Y", "Ž", "Z",
)

// Transliterate returns text in ASCII: German umlauts and ß as the Annex D
// transliteration (fünf → fuenf, Weiß → Weiss), Czech letters without
// diacritics (věž → vez).
func Transliterate(text string) string {
	for i := 0; i < len(text); i++ {
		if text[i] >= 0x80 {
			return transliteration.Replace(text)
		}
	}
	return text
}

// ClipKey returns the clip name of a spelling: ASCII, lower case, spaces as
// underscores ("Kurze Rochade" → "kurze_rochade", "fünf" → "fuenf").
func ClipKey(text string) string {
	return strings.ReplaceAll(strings.ToLower(Transliterate(text)), " ", "_")
}

// respellings fix what speech synthesisers (espeak-ng in particular) say
// wrongly; they are applied to Token.Say only.
var respellings = [numLangs]*strings.Replacer{
	German:  strings.NewReplacer("Rochade", "Roschade", "Cesar", "Zäsar", "en passant", "ang passang"),
	English: strings.NewReplacer(),
	Czech:   strings.NewReplacer(),
}

// respell returns the synthesiser spelling of text in language l.
func respell(l Lang, text string) string {
	if l >= numLangs {
		return text
	}
	return respellings[l].Replace(text)
}

// AllTokens returns every distinct token the style can produce: each word
// of the vocabulary (units in all their forms) and every token of every
// number from 0 to MaxNumber in every agreement. A clip set that has a clip
// for each of these can speak anything the style says. The result is sorted
// by Clip and has no two tokens with the same Clip.
func (s Style) AllTokens() []Token {
	seen := map[string]Token{}
	add := func(t Token) {
		if !t.Pause {
			if _, ok := seen[t.Clip]; !ok {
				seen[t.Clip] = t
			}
		}
	}
	for _, w := range Vocabulary() {
		if a := vocab[w].agree; a != nil {
			for i := 0; i < 3; i++ {
				add(s.token(a.form(s.Lang(), i)))
			}
		}
		if u := vocab[w].unit; u != nil {
			for i := 0; i < 3; i++ {
				add(s.token(u.form(s.Lang(), i)))
			}
			continue
		}
		for _, t := range s.Tokens([]Word{w}) {
			add(t)
		}
	}
	// Numbers: every token of 0..999 in each agreement, and every thousands
	// token (the thousands part is itself a number 1..999).
	for _, unit := range []Word{NoWord, Moves, Minutes} {
		for n := 0; n < 1000; n++ {
			for _, t := range s.Tokens([]Word{Number(n), unit}) {
				add(t)
			}
			for _, t := range s.Tokens([]Word{Number(n * 1000), unit}) {
				add(t)
			}
		}
	}
	out := make([]Token, 0, len(seen))
	for _, t := range seen {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Clip < out[j].Clip })
	return out
}
