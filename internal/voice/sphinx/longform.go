//go:build cgo && !nopocketsphinx

package sphinx

/*
#include <stdlib.h>
#include <pocketsphinx.h>
*/
import "C"

import (
	"strings"
	"unsafe"

	"github.com/blindchess/blindchess/internal/catalog"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
)

// shortSearch names the verifier's search of the short forms.
const shortSearch = "short forms"

// LastLongForm returns the second look at the long form heard in the
// utterance last ended (the zero LongForm when none was made): for
// measuring.
func (r *Recognizer) LastLongForm() LongForm { return r.long }

// longForm decodes the utterance's audio again, with the verifier's
// decoder, against the short forms of every legal move of the position
// (each with its check or mate word optional) and against words, when
// words are the long form of a legal move; the zero LongForm otherwise.
func (r *Recognizer) longForm(words string) LongForm {
	v := r.ver
	if v != nil {
		// Whatever failed, the loop is the search in use afterwards, so
		// that the short forms' search is never replaced while in use.
		defer func() { _ = v.setCurrent(loopSearch) }()
	}
	if v == nil || r.pos == nil || r.parser == nil || len(r.audio) == 0 {
		return LongForm{}
	}
	m, err := r.parser.Parse(r.pos, words)
	if err != nil || !r.isLongForm(m, words) {
		return LongForm{}
	}
	g, ok := shortGrammar(r.pos, r.vocab.Style)
	if !ok {
		return LongForm{}
	}
	if err := v.setSearch(shortSearch, g); err != nil {
		return LongForm{}
	}
	ss, ok := v.score(shortSearch, r.audio)
	if !ok {
		return LongForm{}
	}
	var s C.int32
	hyp := C.ps_get_hyp(v.ps, &s)
	if hyp == nil {
		return LongForm{}
	}
	short := strings.Join(strings.Fields(C.GoString(hyp)), " ")
	name := "w " + words
	if !v.searches[name] {
		if err := v.setSearch(name, voice.VerifyGrammar(words)); err != nil {
			return LongForm{}
		}
	}
	ls, ok := v.score(name, r.audio)
	if !ok {
		return LongForm{}
	}
	frames := len(r.audio) / 160
	if frames == 0 {
		return LongForm{}
	}
	lmath := C.ps_get_logmath(v.ps)
	lf := LongForm{Done: true, Short: short,
		Margin: float64(C.logmath_log_to_ln(lmath, C.int32(ls-ss))) / float64(frames)}
	if o, err := r.parser.Parse(r.pos, short); err == nil && o != m {
		lf.Other = true
	}
	return lf
}

// isLongForm reports whether words, heard as m, are m's long form and
// not its short form (a pawn's move and castling have one form).
func (r *Recognizer) isLongForm(m rules.Move, words string) bool {
	text := func(f phonetic.Form) string {
		ws, err := phonetic.MoveWords(r.pos, m, f)
		if err != nil {
			return ""
		}
		return strings.Join(voice.Tokens(r.vocab.Style.Text(ws)), " ")
	}
	long, short := text(phonetic.Long), text(phonetic.Short)
	if long == "" || long == short {
		return false
	}
	bare := func(s string) string {
		for _, w := range []phonetic.Word{phonetic.Check, phonetic.Mate} {
			s = strings.TrimSuffix(s, " "+strings.Join(voice.Tokens(r.vocab.Style.Word(w)), " "))
		}
		return s
	}
	return bare(words) == bare(long)
}

// shortGrammar returns the JSGF grammar of the short forms of the legal
// moves of pos in style, each with its check or mate word optional;
// false when pos has no legal move.
func shortGrammar(pos *rules.Position, style phonetic.Style) (string, bool) {
	suffix := []string{
		strings.Join(voice.Tokens(style.Word(phonetic.Check)), " "),
		strings.Join(voice.Tokens(style.Word(phonetic.Mate)), " "),
	}
	seen := map[string]bool{}
	var alts []string
	for _, m := range pos.Legal() {
		ws, err := phonetic.MoveWords(pos, m, phonetic.Short)
		if err != nil {
			continue
		}
		p := strings.Join(voice.Tokens(style.Text(ws)), " ")
		for _, s := range suffix {
			if strings.HasSuffix(p, " "+s) {
				p = strings.TrimSuffix(p, " "+s) + " [" + s + "]"
			}
		}
		if !seen[p] {
			seen[p] = true
			alts = append(alts, "("+p+")")
		}
	}
	if len(alts) == 0 {
		return "", false
	}
	return "#JSGF V1.0;\ngrammar short;\npublic <move> = " + strings.Join(alts, " | ") + ";\n", true
}

// setCurrent makes the search name the one in use.
func (v *verifier) setCurrent(name string) error {
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	if C.ps_set_search(v.ps, cname) != 0 {
		return catalog.Errorf("voice.grammar-refused")
	}
	return nil
}
