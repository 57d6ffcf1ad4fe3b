package voice

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestEveryWordHasAPronunciation: the dictionary covers every style's
// words with every language's requests, so no word of the table can be
// missing from what the recogniser knows.
func TestEveryWordHasAPronunciation(t *testing.T) {
	for _, st := range phonetic.Styles() {
		for _, l := range []Lang{German, English, Czech} {
			v := Vocab{Style: st, Lang: l}
			d, err := v.Dict()
			if err != nil {
				t.Errorf("%s/%s: %v", st, l, err)
				continue
			}
			for _, w := range v.Words() {
				if !strings.Contains(d, "\n"+w+" ") && !strings.HasPrefix(d, w+" ") {
					t.Errorf("%s/%s: %q missing from the dictionary", st, l, w)
				}
			}
		}
	}
}

func TestToken(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Läufer", "laeufer"}, {"fünf", "fuenf"}, {"König", "koenig"}, {"schlägt", "schlaegt"},
		{"Züge", "zuege"}, {"tři", "tri"}, {"čtyři", "ctyri"}, {"Věž", "vez"}, {" Dáma ", "dama"}, {"Eva", "eva"},
	}
	for _, tc := range tests {
		if got := Token(tc.in); got != tc.want {
			t.Errorf("Token(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestRequestsAndConfirmations(t *testing.T) {
	tests := []struct {
		word    string
		req     Request
		isReq   bool
		yes, no bool
	}{
		{"zeit", ReqTime, true, false, false}, {"Zeit", ReqTime, true, false, false}, {"zuege", ReqMoves, true, false, false},
		{"Züge", ReqMoves, true, false, false}, {"wiederholen", ReqRepeat, true, false, false}, {"remis", ReqDraw, true, false, false},
		{"time", ReqTime, true, false, false}, {"draw", ReqDraw, true, false, false}, {"čas", ReqTime, true, false, false},
		{"tahy", ReqMoves, true, false, false}, {"opakovat", ReqRepeat, true, false, false}, {"remíza", ReqDraw, true, false, false},
		{"druecken", ReqPress, true, false, false}, {"Drücken", ReqPress, true, false, false}, {"press", ReqPress, true, false, false},
		{"stisknout", ReqPress, true, false, false},
		{"ja", "", false, true, false}, {"yes", "", false, true, false}, {"ano", "", false, true, false},
		{"nein", "", false, false, true}, {"no", "", false, false, true}, {"ne", "", false, false, true},
		{"eva", "", false, false, false}, {"", "", false, false, false},
	}
	for _, tc := range tests {
		r, ok := RequestOf(tc.word)
		if r != tc.req || ok != tc.isReq || IsYes(tc.word) != tc.yes || IsNo(tc.word) != tc.no {
			t.Errorf("%q: request %q %v, yes %v, no %v", tc.word, r, ok, IsYes(tc.word), IsNo(tc.word))
		}
	}
	if RequestText(German, ReqMoves) != "Züge" || RequestWord(German, ReqMoves) != "zuege" || Yes(Czech) != "ano" || No(English) != "no" {
		t.Error("request texts")
	}
}

func TestGrammar(t *testing.T) {
	start, _ := rules.ParseFEN(rules.StartFEN)
	promote, _ := rules.ParseFEN("k7/4P3/8/8/8/8/8/4K3 w - - 0 1")
	mated, _ := rules.ParseFEN("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
	de := Vocab{Style: phonetic.AnnexD, Lang: German}
	tests := []struct {
		name     string
		v        Vocab
		pos      *rules.Position
		confirm  bool
		has, not []string
	}{
		{"start, short and long forms", de, &start, false,
			[]string{"(springer felix drei)", "(springer gustav eins felix drei)", "(eva vier)", "(bauer eva zwei eva vier)", "<said> = <move> | <request>;", "public <utterance> = <said> | <garbage>;", "<phone> = /" + GarbageWeight + "/ gbg_aa | /" + GarbageWeight + "/ gbg_ae | ", "<request> = zeit | zuege | wiederholen | remis | druecken;"},
			[]string{"(eva fuenf)", "<confirm> | ", "<move> | <request> | <confirm>"}},
		{"a move waits: yes and no", de, &start, true, []string{"<confirm> = ja | nein;", "<said> = <move> | <request> | <confirm>;"}, nil},
		{"check is optional", de, &promote, false, []string{"(eva acht dame [<suffix>])", "(bauer eva sieben eva acht springer)", "<suffix> = schach | matt;"}, []string{"(eva acht dame schach)"}},
		{"no legal move: requests only", de, &mated, false, []string{"<move> = <VOID>;"}, nil},
		{"every move (no position)", de, nil, true, []string{"<file> = anna | bella | cesar | david | eva | felix | gustav | hector;", "kurze rochade | lange rochade"}, nil},
		{"English", Vocab{Style: phonetic.AnnexDEn, Lang: English}, &start, false, []string{"(knight felix three)", "<request> = time | moves | repeat | draw | press;"}, nil},
		{"Czech", Vocab{Style: phonetic.CzechStyle, Lang: Czech}, &start, false, []string{"(jezdec felix tri)", "<request> = cas | tahy | opakovat | remiza | stisknout;"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.v.Grammar(tc.pos, tc.confirm)
			for _, h := range tc.has {
				if !strings.Contains(g, h) {
					t.Errorf("grammar lacks %q:\n%s", h, g)
				}
			}
			for _, n := range tc.not {
				if strings.Contains(g, n) {
					t.Errorf("grammar has %q:\n%s", n, g)
				}
			}
		})
	}
	if g := de.RequestGrammar(); !strings.HasPrefix(g, "#JSGF V1.0;\ngrammar requests;\n<said> = zeit | zuege | wiederholen;\n<garbage> = <phone>+;\n") {
		t.Errorf("request grammar:\n%s", g)
	}
}

// TestFinals: a whole move that nothing can follow is final; a
// beginning, a move that may still take its check word, a word outside
// the grammar, a request and a confirmation word (which must be a whole
// utterance, ended by the whole pause) are not.
func TestFinals(t *testing.T) {
	start, _ := rules.ParseFEN(rules.StartFEN)
	promote, _ := rules.ParseFEN("k7/4P3/8/8/8/8/8/4K3 w - - 0 1")
	de := Vocab{Style: phonetic.AnnexD, Lang: German}
	cs := Vocab{Style: phonetic.CzechStyle, Lang: Czech}
	tests := []struct {
		name  string
		f     Finals
		words string
		want  bool
	}{
		{"short move", de.Finals(&start, false), "springer felix drei", true},
		{"long move", de.Finals(&start, false), "bauer eva zwei eva vier", true},
		{"pawn move", de.Finals(&start, false), "eva vier", true},
		{"a beginning", de.Finals(&start, false), "springer felix", false},
		{"a piece alone", de.Finals(&start, false), "springer", false},
		{"an illegal move", de.Finals(&start, false), "eva fuenf", false},
		{"a request waits for the whole pause", de.Finals(&start, false), "zeit", false},
		{"yes while no move waits", de.Finals(&start, false), "ja", false},
		{"yes while a move waits waits for the whole pause", de.Finals(&start, true), "ja", false},
		{"no while a move waits waits for the whole pause", de.Finals(&start, true), "nein", false},
		{"nothing", de.Finals(&start, true), "", false},
		{"a checking move may go on", de.Finals(&promote, false), "eva acht dame", false},
		{"with its check word", de.Finals(&promote, false), "eva acht dame schach", true},
		{"with mate instead", de.Finals(&promote, false), "eva acht dame matt", true},
		{"a promotion without check", de.Finals(&promote, false), "eva acht springer", true},
		{"every move: a request waits for the whole pause", de.Finals(nil, false), "zuege", false},
		{"every move: a move may go on", de.Finals(nil, false), "eva vier", false},
		{"a press waits for the whole pause", de.Finals(&start, false), "druecken", false},
		{"Czech", cs.Finals(&start, true), "jezdec felix tri", true},
		{"Czech yes", cs.Finals(&start, true), "ano", false},
		{"the zero value", Finals{}, "zeit", false},
	}
	for _, tc := range tests {
		if got := tc.f.Final(tc.words); got != tc.want {
			t.Errorf("%s: Final(%q) = %v, want %v", tc.name, tc.words, got, tc.want)
		}
	}
}

// TestIsGarbage: words of the garbage model's phone loop are garbage,
// words of moves and requests are not.
func TestIsGarbage(t *testing.T) {
	for _, tc := range []struct {
		words string
		want  bool
	}{
		{"gbg_aa gbg_t", true},
		{"eva gbg_t vier", true},
		{"eva vier", false},
		{"", false},
		{"zuege", false},
	} {
		if got := IsGarbage(tc.words); got != tc.want {
			t.Errorf("IsGarbage(%q) = %v, want %v", tc.words, got, tc.want)
		}
	}
}

// TestMaxFrames: a word may take 200 ms per phone of its longest
// pronunciation and 200 ms more; a variant number is the word's.
func TestMaxFrames(t *testing.T) {
	for _, tc := range []struct {
		word string
		want int
	}{
		{"eva", 3*20 + 20},
		{"eva(3)", 3*20 + 20},
		{"springer", 6*20 + 20},
		{"gbg_aa", 1*20 + 20},
	} {
		if got := MaxFrames(tc.word); got != tc.want {
			t.Errorf("MaxFrames(%q) = %d, want %d", tc.word, got, tc.want)
		}
	}
}

// TestStyleVariantsOnlyInTheirStyle: a variant of styleVariants is in the
// dictionary of its own style, after the word's shared variants, and in
// no other style's.
func TestStyleVariantsOnlyInTheirStyle(t *testing.T) {
	tests := []dictLine{
		{phonetic.CzechStyle, "\neva(5) EH N AA\n", true},
		{phonetic.CzechStyle, "\neva(4) EH V AA\n", true},
		{phonetic.AnnexD, "\neva(5) EH N AA\n", false},
		{phonetic.AnnexDEn, "\neva(5) EH N AA\n", false},
		{phonetic.AnnexDEn, "\neva(4) EH V AA\n", true},
		{phonetic.NATO, "EH N AA", false},
		// pron (session 9): English espeak-ng's names in the English style.
		{phonetic.AnnexDEn, "\ncesar(10) S EH IY D AA\n", true},
		{phonetic.AnnexDEn, "\ngustav(3) G AA S T AA\n", true},
		{phonetic.AnnexDEn, "\ndavid(7) D EH IY V IH D\n", true},
		{phonetic.AnnexDEn, "\nknight(3) AA IY T\n", true},
		{phonetic.AnnexD, "\ncesar(10) K IH D AA\n", true},
		{phonetic.AnnexD, "S EH IY D AA", false},
		{phonetic.AnnexD, "G AA S T AA\n", false},
		{phonetic.CzechStyle, "D EH IY V IH D", false},
		{phonetic.CzechStyle, "G AA S T AA\n", false},
		{phonetic.NATO, "AA IY T", false},
	}
	checkDictLines(t, tests)
	if n := len(pronunciations["eva"]); n != 4 {
		t.Errorf("styleVariants changed the shared table: eva has %d variants, want 4", n)
	}
}

// TestCzechWordsAsTheModelHearsThem (moves, session 11; czech, session
// 12): Czech "šest", "věž", "jedna" and "bere" have the variants the
// model hears from espeak-ng ("K EH T", "M Y EH SH", "IY UW D AA", "B EH
// ER"), in the Czech dictionary, and the German and English ones do not
// hold the words.
func TestCzechWordsAsTheModelHearsThem(t *testing.T) {
	tests := []dictLine{
		{phonetic.CzechStyle, "\nsest(6) K EH T\n", true},
		{phonetic.CzechStyle, "\nsest SH EH S T\n", true},
		{phonetic.CzechStyle, "\nvez(3) M Y EH SH\n", true},
		{phonetic.AnnexD, "\nvez", false},
		{phonetic.AnnexD, "\nsest", false},
		{phonetic.AnnexDEn, "\nsest", false},
		// czech (session 12): jedna as the model hears it.
		{phonetic.CzechStyle, "\njedna Y EH D N AA\n", true},
		{phonetic.CzechStyle, "\njedna(2) IY UW D AA\n", true},
		{phonetic.CzechStyle, "\njedna(4) Y AH D AA\n", true},
		{phonetic.AnnexD, "IY UW D AA", false},
		{phonetic.AnnexDEn, "IY UW D AA", false},
		// czech (session 12): bere as the model hears +Andrea and +Andy.
		{phonetic.CzechStyle, "\nbere(3) B EH ER\n", true},
		{phonetic.CzechStyle, "\nbere(7) B AH R AH\n", true},
		{phonetic.AnnexD, "\nbere", false},
		// czech (session 14): šest as the model hears +iven2, after the
		// shared variants, in the Czech style alone.
		{phonetic.CzechStyle, "\nsest(7) K AH K\n", true},
		{phonetic.AnnexD, "K AH K", false},
		{phonetic.AnnexDEn, "K AH K", false},
		{phonetic.NATO, "K AH K", false},
		// czbishop (session 21): střelec with its ř as the model's
		// silence, and with the s its slow voices lose to the silence
		// before it, after the shared variants, in the Czech style
		// alone; no other word holds a silence inside it.
		{phonetic.CzechStyle, "\nstrelec(6) T S SIL EH L EH T S\n", true},
		{phonetic.CzechStyle, "\nstrelec(7) S D EH L EH T S\n", true},
		{phonetic.AnnexD, "\nstrelec", false},
		{phonetic.AnnexDEn, "\nstrelec", false},
		{phonetic.NATO, "\nstrelec", false},
		{phonetic.AnnexD, " SIL ", false},
		{phonetic.AnnexDEn, " SIL ", false},
		{phonetic.NATO, " SIL ", false},
	}
	checkDictLines(t, tests)
}

// TestNoTwoWordsSoundTheSame: within one style's dictionary, no
// pronunciation belongs to two words (a variant that made two words
// alike would let the recogniser take either for the other at no cost).
func TestNoTwoWordsSoundTheSame(t *testing.T) {
	for _, st := range []phonetic.Style{phonetic.AnnexD, phonetic.AnnexDEn, phonetic.CzechStyle, phonetic.NATO} {
		for _, lang := range []Lang{German, English, Czech} {
			d, err := Vocab{Style: st, Lang: lang}.Dict()
			if err != nil {
				t.Fatalf("%s %s: %v", st, lang, err)
			}
			owner := map[string]string{}
			for _, line := range strings.Split(d, "\n") {
				word, phones, ok := strings.Cut(line, " ")
				if !ok || IsGarbage(word) {
					continue
				}
				word, _, _ = strings.Cut(word, "(")
				if o, seen := owner[phones]; seen && o != word {
					t.Errorf("%s %s: %q and %q are both %q", st, lang, o, word, phones)
				}
				owner[phones] = word
			}
		}
	}
}

// TestMaxFramesFollowsTheLongestPronunciation: a word's length bound
// follows its longest pronunciation, shared or of one style, with or
// without its variant number.
func TestMaxFramesFollowsTheLongestPronunciation(t *testing.T) {
	for st, words := range styleVariants {
		for w, ps := range words {
			for _, p := range ps {
				if least := len(strings.Fields(p))*maxPhoneFrames + wordSlackFrames; MaxFrames(w) < least {
					t.Errorf("MaxFrames(%q) = %d, under %d for %s's %q", w, MaxFrames(w), least, st, p)
				}
			}
		}
	}
	tests := []struct {
		word string
		want int
	}{
		{"eva", 3*maxPhoneFrames + wordSlackFrames},
		{"eva(5)", 3*maxPhoneFrames + wordSlackFrames},
		{"bere", 4*maxPhoneFrames + wordSlackFrames},
		{"wiederholen", 9*maxPhoneFrames + wordSlackFrames},
		{"no-such-word", maxPhoneFrames + wordSlackFrames},
	}
	for _, tc := range tests {
		if got := MaxFrames(tc.word); got != tc.want {
			t.Errorf("MaxFrames(%q) = %d, want %d", tc.word, got, tc.want)
		}
	}
}

// dictLine is a line (or part of one) that a style's dictionary holds, or
// must not hold.
type dictLine struct {
	style phonetic.Style
	line  string
	want  bool
}

// checkDictLines checks each style's dictionary (Czech requests) for its
// lines.
func checkDictLines(t *testing.T, tests []dictLine) {
	t.Helper()
	for _, tc := range tests {
		d, err := Vocab{Style: tc.style, Lang: Czech}.Dict()
		if err != nil {
			t.Fatalf("%s: %v", tc.style, err)
		}
		if got := strings.Contains(d, tc.line); got != tc.want {
			t.Errorf("%s: dictionary holds %q = %v, want %v", tc.style, tc.line, got, tc.want)
		}
	}
}
