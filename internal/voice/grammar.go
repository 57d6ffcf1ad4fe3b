// Package voice recognises spoken moves and requests offline with
// pocketsphinx (Debian's libpocketsphinx, called by cgo) constrained by a
// JSGF grammar of the Annex D words, with German pronunciations written in
// the phones of the packaged en-us acoustic model.
package voice

import "strings"

// germanDict is the pronunciation dictionary for the German Annex D words,
// ASCII-folded (ae/oe/ue), in en-us phones.
const germanDict = `springer SH P R IH NG ER
laeufer L OY F ER
turm T UH R M
dame D AA M AH
koenig K ER N IH K
schlaegt SH L EH K T
rochade R AO SH AA D AH
kurze K UH R T S AH
lange L AA NG AH
anna AA N AA
bella B EH L AA
caesar T S EH Z AA R
david D AA V IH T
eva EY V AA
felix F EY L IH K S
gustav G UH S T AA F
heinrich HH AY N R IH K
eins AY N S
zwei T S V AY
drei D R AY
vier F IY R
fuenf F UW N F
fuenf(2) F IH N F
sechs Z EH K S
sieben Z IY B AH N
acht AA K T
zeit T S AY T
zuege T S UW G AH
wiederholen V IY D ER HH OW L AH N
remis R AH M IY
`

// GermanGrammar returns the JSGF grammar of German moves and requests.
func GermanGrammar() string {
	var b strings.Builder
	b.WriteString("#JSGF V1.0;\ngrammar chess;\n")
	b.WriteString("<piece> = springer | laeufer | turm | dame | koenig;\n")
	b.WriteString("<file> = anna | bella | caesar | david | eva | felix | gustav | heinrich;\n")
	b.WriteString("<rank> = eins | zwei | drei | vier | fuenf | sechs | sieben | acht;\n")
	b.WriteString("<square> = <file> <rank>;\n")
	b.WriteString("<move> = [<piece>] [<file> | <rank>] [schlaegt] <square> | kurze rochade | lange rochade;\n")
	b.WriteString("<request> = zeit | zuege | wiederholen | remis;\n")
	b.WriteString("public <utt> = <move> | <request>;\n")
	return b.String()
}

// GermanDict returns the pronunciation dictionary of GermanGrammar's words.
func GermanDict() string { return germanDict }
