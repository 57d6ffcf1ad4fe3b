// Package voice is what blindchess listens for when moves and requests
// are spoken (play and clock --voice-input): the words of the moves of each
// style, taken from internal/phonetic so that they are exactly the words
// the table says; the requests and confirmation words of each language;
// the JSGF grammars (every move the words can form, or exactly the legal
// moves of a position); their pronunciations in the phones of the en-us
// acoustic model; and the endpointer that cuts the microphone's audio into
// utterances. It is pure Go; the recogniser itself is package sphinx.
package voice

import (
	"fmt"
	"sort"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// Lang is the language of the requests and the confirmation words: "de",
// "en" or "cs" (the --lang of play and clock).
type Lang string

// The languages of requests.
const (
	German  Lang = "de"
	English Lang = "en"
	Czech   Lang = "cs"
)

// ParseLang returns the request language named by s ("de", "en", "cs").
func ParseLang(s string) (Lang, error) {
	switch l := Lang(strings.ToLower(strings.TrimSpace(s))); l {
	case German, English, Czech:
		return l, nil
	}
	return "", catalog.Errorf("catalog.bad-lang", s)
}

// LangOf returns the request language of a phonetic language.
func LangOf(l phonetic.Lang) Lang {
	switch l {
	case phonetic.English:
		return English
	case phonetic.Czech:
		return Czech
	}
	return German
}

// Request is a spoken request that is answered at once.
type Request string

// The requests, named by the command they stand for in play (and clock).
const (
	ReqTime   Request = "time"
	ReqMoves  Request = "moves"
	ReqRepeat Request = "repeat"
	ReqDraw   Request = "draw"
	// ReqPress is the press of the player's own clock said by voice
	// (Article 6.2: the press is the player's own input).
	ReqPress Request = "press"
)

// Requests are the requests in the order help lists them.
var Requests = []Request{ReqTime, ReqMoves, ReqRepeat, ReqDraw, ReqPress}

// requestWords are the spoken words of each request: the first is the
// word the grammar and the recogniser use (ASCII, lower case), as the
// table and the clock read it.
var requestWords = map[Lang]map[Request]string{
	German:  {ReqTime: "zeit", ReqMoves: "zuege", ReqRepeat: "wiederholen", ReqDraw: "remis", ReqPress: "druecken"},
	English: {ReqTime: "time", ReqMoves: "moves", ReqRepeat: "repeat", ReqDraw: "draw", ReqPress: "press"},
	Czech:   {ReqTime: "cas", ReqMoves: "tahy", ReqRepeat: "opakovat", ReqDraw: "remiza", ReqPress: "stisknout"},
}

// requestTexts are the request words as people write them.
var requestTexts = map[Lang]map[Request]string{
	German:  {ReqTime: "Zeit", ReqMoves: "Züge", ReqRepeat: "Wiederholen", ReqDraw: "Remis", ReqPress: "Drücken"},
	English: {ReqTime: "time", ReqMoves: "moves", ReqRepeat: "repeat", ReqDraw: "draw", ReqPress: "press"},
	Czech:   {ReqTime: "čas", ReqMoves: "tahy", ReqRepeat: "opakovat", ReqDraw: "remíza", ReqPress: "stisknout"},
}

// RequestText returns request r as people write it in language l
// ("Züge"; RequestWord is the recogniser's "zuege").
func RequestText(l Lang, r Request) string { return requestTexts[l][r] }

// confirmWords are the words that confirm and reject a move said back.
var confirmWords = map[Lang][2]string{
	German:  {"ja", "nein"},
	English: {"yes", "no"},
	Czech:   {"ano", "ne"},
}

// RequestWord returns the word of request r in language l.
func RequestWord(l Lang, r Request) string { return requestWords[l][r] }

// Yes and No return the words that confirm and reject in language l.
func Yes(l Lang) string { return confirmWords[l][0] }

// No returns the word that rejects a move said back in language l.
func No(l Lang) string { return confirmWords[l][1] }

// RequestOf returns the request a recognised word stands for, in any
// language, and false for other words.
func RequestOf(word string) (Request, bool) {
	w := Token(word)
	for _, m := range requestWords {
		for r, x := range m {
			if x == w {
				return r, true
			}
		}
	}
	return "", false
}

// IsYes and IsNo report whether a recognised word confirms or rejects, in
// any language.
func IsYes(word string) bool {
	w := Token(word)
	for _, c := range confirmWords {
		if c[0] == w {
			return true
		}
	}
	return false
}

// IsNo reports whether a recognised word rejects, in any language.
func IsNo(word string) bool {
	w := Token(word)
	for _, c := range confirmWords {
		if c[1] == w {
			return true
		}
	}
	return false
}

// Token is the recogniser's spelling of a word: ASCII (the Annex D
// transliteration: Läufer → laeufer, věž → vez), lower case.
func Token(word string) string {
	return strings.ToLower(phonetic.Transliterate(strings.TrimSpace(word)))
}

// Tokens splits a phrase into recogniser tokens.
func Tokens(text string) []string {
	var out []string
	for _, f := range strings.Fields(text) {
		out = append(out, Token(f))
	}
	return out
}

// Vocab is what the recogniser listens for: the move words of a style (from
// internal/phonetic, so they are exactly the words the table says) and the
// requests and confirmation words of a language.
type Vocab struct {
	Style phonetic.Style
	Lang  Lang
}

// moveVocabulary is the fixed vocabulary of moves: files, ranks, pieces,
// takes, check, mate, castling and en passant.
func moveVocabulary() []phonetic.Word {
	var ws []phonetic.Word
	for i := 0; i < 8; i++ {
		ws = append(ws, phonetic.File(i), phonetic.Rank(i))
	}
	return append(ws, phonetic.King, phonetic.Queen, phonetic.Rook, phonetic.Bishop, phonetic.Knight, phonetic.Pawn,
		phonetic.Takes, phonetic.Check, phonetic.Mate, phonetic.CastleShort, phonetic.CastleLong, phonetic.EnPassant)
}

// moveWords are the tokens of the move vocabulary in the style.
func (v Vocab) moveWords() []string {
	var out []string
	for _, w := range moveVocabulary() {
		out = append(out, Tokens(v.Style.Word(w))...)
	}
	return out
}

// Spell writes what the recogniser heard, its tokens ("eva ctyri",
// "springer felix fuenf"), as the vocabulary spells them ("Eva čtyři",
// "Springer Felix fünf"): the move words of the style as the table says
// them, then the requests and confirmation words of the language, the
// first spelling of a token winning. A token of none of them stays as it
// is. It is for sentences that say what was heard (a screen reader reads
// "ctyri" wrongly); the recognition itself is not touched.
func (v Vocab) Spell(heard string) string {
	spelling := map[string]string{}
	add := func(text string) {
		for _, f := range strings.Fields(text) {
			if k := Token(f); spelling[k] == "" {
				spelling[k] = f
			}
		}
	}
	for _, w := range moveVocabulary() {
		add(v.Style.Word(w))
	}
	for _, r := range Requests {
		add(RequestText(v.Lang, r))
	}
	add(Yes(v.Lang))
	add(No(v.Lang))
	words := strings.Fields(heard)
	for i, w := range words {
		if s, ok := spelling[w]; ok {
			words[i] = s
		}
	}
	return strings.Join(words, " ")
}

// Words returns every token of the vocabulary, sorted, once each.
func (v Vocab) Words() []string {
	seen := map[string]bool{}
	var out []string
	add := func(ws ...string) {
		for _, w := range ws {
			if !seen[w] {
				seen[w] = true
				out = append(out, w)
			}
		}
	}
	add(v.moveWords()...)
	for _, r := range Requests {
		add(RequestWord(v.Lang, r))
	}
	add(Yes(v.Lang), No(v.Lang))
	sort.Strings(out)
	return out
}

// phrase is the grammar text of words.
func (v Vocab) phrase(words ...phonetic.Word) string {
	return strings.Join(Tokens(v.Style.Text(words)), " ")
}

// Grammar returns the JSGF grammar of the vocabulary. With pos nil it
// accepts every move the words can form (a piece, a file, rank or square
// to disambiguate, takes, the square, a promotion piece, en passant, check
// or mate, or castling); with a position it accepts exactly the legal
// moves of that position, in the short and the long form of Annex D,
// with or without their check or mate word. Both accept the requests;
// with confirm (a move said back waits for its confirmation) they accept
// the confirmation words too, which are left out otherwise so that they
// cannot be heard for a move.
func (v Vocab) Grammar(pos *rules.Position, confirm bool) string {
	var b strings.Builder
	b.WriteString("#JSGF V1.0;\ngrammar chess;\n")
	alt := func(name string, ws ...phonetic.Word) {
		var parts []string
		for _, w := range ws {
			parts = append(parts, v.phrase(w))
		}
		fmt.Fprintf(&b, "<%s> = %s;\n", name, strings.Join(parts, " | "))
	}
	var req []string
	for _, r := range Requests {
		req = append(req, RequestWord(v.Lang, r))
	}
	fmt.Fprintf(&b, "<request> = %s;\n", strings.Join(req, " | "))
	fmt.Fprintf(&b, "<confirm> = %s | %s;\n", Yes(v.Lang), No(v.Lang))
	alt("suffix", phonetic.Check, phonetic.Mate)
	if pos == nil {
		var files, ranks []phonetic.Word
		for i := 0; i < 8; i++ {
			files = append(files, phonetic.File(i))
			ranks = append(ranks, phonetic.Rank(i))
		}
		alt("piece", phonetic.King, phonetic.Queen, phonetic.Rook, phonetic.Bishop, phonetic.Knight, phonetic.Pawn)
		alt("promo", phonetic.Queen, phonetic.Rook, phonetic.Bishop, phonetic.Knight)
		alt("file", files...)
		alt("rank", ranks...)
		b.WriteString("<square> = <file> <rank>;\n")
		fmt.Fprintf(&b, "<move> = [<piece>] [<square> | <file> | <rank>] [%s] <square> [<promo>] [%s] [<suffix>] | (%s | %s) [<suffix>];\n",
			v.phrase(phonetic.Takes), v.phrase(phonetic.EnPassant), v.phrase(phonetic.CastleShort), v.phrase(phonetic.CastleLong))
	} else {
		fmt.Fprintf(&b, "<move> = %s;\n", strings.Join(v.legalPhrases(pos), " | "))
	}
	if confirm {
		b.WriteString("<said> = <move> | <request> | <confirm>;\n")
	} else {
		b.WriteString("<said> = <move> | <request>;\n")
	}
	b.WriteString(garbageRules)
	return b.String()
}

// Rejection of what is not in the grammar. Beside what may be said, the
// grammar holds a garbage model: any sequence of the acoustic model's
// phones, each a dictionary word of its own (garbagePrefix + the phone).
// Speech that is not a move, a request or a confirmation fits the phone
// loop better than any phrase of the grammar and is heard as garbage,
// which the recogniser reports as nothing understood ("nicht
// verstanden"), never as a move. GarbageWeight is the loop's weight
// beside the phrases (1 each): higher rejects more conversation and more
// moves. It was tuned on the tuning set alone (the moves of the games in
// testdata/tuning and the sentences of testdata/tuning/chatter.txt, with
// espeak-ng's default voices at rates 1 and 1.5); the held-out set
// measures it (make bench, README).
const GarbageWeight = "1e-30"

// garbagePrefix starts the dictionary words of the garbage model's phones.
const garbagePrefix = "gbg_"

// garbagePhones are the phones of the en-us acoustic model (the CMU set).
var garbagePhones = strings.Fields("AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH")

// garbageRules are the grammar's top rule and its phone loop.
var garbageRules = func() string {
	var alts []string
	for _, p := range garbagePhones {
		alts = append(alts, "/"+GarbageWeight+"/ "+garbagePrefix+strings.ToLower(p))
	}
	return "<garbage> = <phone>+;\n<phone> = " + strings.Join(alts, " | ") + " | /1/ " + garbagePrefix + "sink;\n" +
		"public <utterance> = <said> | <garbage>;\n"
}()

// IsGarbage reports whether words heard (recogniser tokens joined by
// spaces) are the garbage model's phones: speech that is not in the
// grammar.
func IsGarbage(words string) bool {
	for _, w := range strings.Fields(words) {
		if strings.HasPrefix(w, garbagePrefix) {
			return true
		}
	}
	return false
}

// garbageDict is the pronunciation dictionary of the garbage model's
// phones.
func garbageDict() string {
	var b strings.Builder
	for _, p := range garbagePhones {
		fmt.Fprintf(&b, "%s%s %s\n", garbagePrefix, strings.ToLower(p), p)
	}
	// The sink takes the phone loop's probability mass beside the phones
	// (pocketsphinx normalises the weights of alternatives), so that each
	// phone costs GarbageWeight; no speech sounds like it.
	fmt.Fprintf(&b, "%ssink %s\n", garbagePrefix, strings.Repeat("ZH OY NG ", 8))
	return b.String()
}

// legalPhrase is a legal move said in one form: its words without the
// check or mate word, and whether the move has one (then optional).
type legalPhrase struct {
	words  string
	suffix bool
}

// legalMoves are the phrases of the legal moves of pos, in the short and
// the long form, once each.
func (v Vocab) legalMoves(pos *rules.Position) []legalPhrase {
	seen := map[legalPhrase]bool{}
	var out []legalPhrase
	suffix := []string{v.phrase(phonetic.Check), v.phrase(phonetic.Mate)}
	for _, m := range pos.Legal() {
		for _, f := range []phonetic.Form{phonetic.Short, phonetic.Long} {
			ws, err := phonetic.MoveWords(pos, m, f)
			if err != nil {
				continue
			}
			lp := legalPhrase{words: v.phrase(ws...)}
			for _, s := range suffix {
				if strings.HasSuffix(lp.words, " "+s) {
					lp = legalPhrase{strings.TrimSuffix(lp.words, " "+s), true}
				}
			}
			if !seen[lp] {
				seen[lp] = true
				out = append(out, lp)
			}
		}
	}
	return out
}

// legalPhrases are the grammar's phrases of the legal moves of pos: each in
// the short and the long form, the check or mate word optional.
func (v Vocab) legalPhrases(pos *rules.Position) []string {
	var out []string
	for _, lp := range v.legalMoves(pos) {
		p := lp.words
		if lp.suffix {
			p += " [<suffix>]"
		}
		out = append(out, "("+p+")")
	}
	if len(out) == 0 {
		// No legal move (the game is over): the requests still work.
		out = append(out, "<VOID>")
	}
	sort.Strings(out)
	return out
}

// Finals are the utterances of a grammar after which nothing more can be
// said: a whole move that no other phrase of the grammar goes on from (not
// "Springer Felix drei" where "Springer Felix drei Schach" is legal too).
// The listener ends such an utterance at a short pause
// (DefaultEarlyPause) instead of the whole one. The zero value holds
// nothing final.
type Finals struct {
	complete map[string]bool // every whole utterance
	prefix   map[string]bool // every strict beginning of one
}

// Final reports whether words (recogniser tokens joined by spaces) are a
// whole utterance of the grammar that nothing can follow.
func (f Finals) Final(words string) bool {
	return words != "" && f.complete[words] && !f.prefix[words]
}

// add makes words a whole utterance.
func (f *Finals) add(words string) {
	if f.complete == nil {
		f.complete, f.prefix = map[string]bool{}, map[string]bool{}
	}
	f.complete[words] = true
	ts := strings.Fields(words)
	for i := 1; i < len(ts); i++ {
		f.prefix[strings.Join(ts[:i], " ")] = true
	}
}

// Finals returns the final utterances of Grammar(pos, confirm). With pos
// nil (every move the words can form) nothing is final: nearly every move
// can go on.
//
// The requests and the confirmation words are never final: each counts
// only as a whole utterance, ended by the whole pause, so that the
// beginning of a sentence heard as "Züge" or "ja" ("ja, gut") is not
// answered or taken for a confirmation before the rest of the sentence
// shows it for conversation. Measured on the tuning conversation
// (BLINDCHESS_VOICEBENCH_SET=tuning BLINDCHESS_VOICEBENCH_PART=talk
// BLINDCHESS_VOICEBENCH_STYLE=de, 324 sentences): 23 taken for anything
// before, 21 with it ("Žena, co si vezme na sebe" was answered as
// "Züge" before the rest of it dropped it); the tuning moves
// (BLINDCHESS_VOICEBENCH_PART=moves BLINDCHESS_VOICEBENCH_N=40) the same,
// 192 of 200 exact before and with it. On the held-out set (N=100) it
// changed nothing: 13, 17 and 10 of 227 sentences (de, en, cs), the same
// moves exact.
func (v Vocab) Finals(pos *rules.Position, confirm bool) Finals {
	var f Finals
	if pos == nil {
		return f
	}
	suffix := []string{v.phrase(phonetic.Check), v.phrase(phonetic.Mate)}
	for _, lp := range v.legalMoves(pos) {
		f.add(lp.words)
		if lp.suffix {
			for _, s := range suffix {
				f.add(lp.words + " " + s)
			}
		}
	}
	return f
}

// clockRequest reports whether the talking clock takes request r: it
// records no draw, and its presses are its own keys.
func clockRequest(r Request) bool { return r != ReqDraw && r != ReqPress }

// SingleWord is one word (or fixed phrase) of the vocabulary said alone,
// with its recogniser tokens.
type SingleWord struct {
	Word  phonetic.Word
	Token string
}

// SingleWords are the words and fixed phrases of the move vocabulary
// ("Springer", "Kurze Rochade"), each to be said alone.
func (v Vocab) SingleWords() []SingleWord {
	var out []SingleWord
	for _, w := range moveVocabulary() {
		out = append(out, SingleWord{w, strings.Join(Tokens(v.Style.Word(w)), " ")})
	}
	return out
}

// WordGrammar returns a JSGF grammar of the vocabulary's words and
// phrases said alone (for measuring each word's pronunciation).
func (v Vocab) WordGrammar() string {
	var alts []string
	for _, w := range v.SingleWords() {
		alts = append(alts, "("+w.Token+")")
	}
	for _, r := range Requests {
		alts = append(alts, RequestWord(v.Lang, r))
	}
	alts = append(alts, Yes(v.Lang), No(v.Lang))
	return "#JSGF V1.0;\ngrammar words;\npublic <word> = " + strings.Join(alts, " | ") + ";\n"
}

// RequestGrammar returns the JSGF grammar of the requests alone (the
// talking clock, which takes no moves).
func (v Vocab) RequestGrammar() string {
	var req []string
	for _, r := range Requests {
		if !clockRequest(r) {
			continue // the clock records no draw, and is pressed by its keys
		}
		req = append(req, RequestWord(v.Lang, r))
	}
	return "#JSGF V1.0;\ngrammar requests;\n<said> = " + strings.Join(req, " | ") + ";\n" + garbageRules
}
