package voice

import (
	"regexp"
	"slices"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// TestGrammarListensForTheSessionsYesAlone: while a move said back waits,
// the recogniser of a session listens for that session's confirmation
// words alone (ja and nein; yes and no; ano and ne), never for another
// language's, so that a "ja" said at the table in an English or Czech
// session (the opponent's, a neighbour's) is no word of the grammar and
// cannot confirm the move heard. Typed, every language's yes confirms on
// purpose (internal/table TestEveryLanguagesYesIsTakenTyped).
func TestGrammarListensForTheSessionsYesAlone(t *testing.T) {
	start := rules.StartPosition()
	word := regexp.MustCompile(`[a-z_]+`)
	for _, tc := range []struct {
		v        Vocab
		confirm  string
		not      []string
		yes, no  string
		wantLang Lang
	}{
		{Vocab{Style: phonetic.AnnexD, Lang: German}, "<confirm> = ja | nein;", []string{"yes", "no", "ano", "ne"}, "ja", "nein", German},
		{Vocab{Style: phonetic.AnnexDEn, Lang: English}, "<confirm> = yes | no;", []string{"ja", "nein", "ano", "ne"}, "yes", "no", English},
		{Vocab{Style: phonetic.CzechStyle, Lang: Czech}, "<confirm> = ano | ne;", []string{"ja", "nein", "yes", "no"}, "ano", "ne", Czech},
	} {
		g := tc.v.Grammar(&start, true)
		if !regexp.MustCompile(regexp.QuoteMeta(tc.confirm)).MatchString(g) {
			t.Errorf("%s: the grammar lacks %q", tc.wantLang, tc.confirm)
		}
		words := word.FindAllString(g, -1)
		for _, w := range tc.not {
			if slices.Contains(words, w) {
				t.Errorf("%s: the grammar listens for %q", tc.wantLang, w)
			}
		}
		if Yes(tc.wantLang) != tc.yes || No(tc.wantLang) != tc.no {
			t.Errorf("%s: Yes %q, No %q", tc.wantLang, Yes(tc.wantLang), No(tc.wantLang))
		}
	}
}
