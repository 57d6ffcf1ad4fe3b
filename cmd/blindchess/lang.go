package main

import (
	"os"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
)

// langOf returns the language of cmd's session, chosen once the same way
// for every command: --lang when given, otherwise the locale ($LC_ALL,
// $LC_MESSAGES, $LANG: de_* German, cs_* Czech, anything else English). A
// bad --lang gives English here; the command itself refuses it.
func langOf(cmd *cobra.Command) catalog.Lang {
	flag := ""
	if cmd != nil {
		if f := cmd.Flags().Lookup("lang"); f != nil {
			flag = f.Value.String()
		}
	}
	l, err := catalog.Choose(flag, os.Getenv)
	if err != nil {
		return catalog.English
	}
	return l
}

// lettersOf returns the piece letters of language l (K D T L S for
// German, K D V S J for Czech, K Q R B N for English).
func lettersOf(l catalog.Lang) rules.Lang {
	letters, err := rules.ParseLang(l.Code())
	if err != nil {
		return rules.English
	}
	return letters
}

// catalogOf returns the catalog of cmd's session language.
func catalogOf(cmd *cobra.Command) catalog.Catalog { return catalog.For(langOf(cmd)) }

// styleOfLang is the style of move words of a language, when --style
// does not say: Annex D German for de, Annex D English for en, Czech for
// cs.
func styleOfLang(l catalog.Lang) string {
	switch l {
	case catalog.German:
		return phonetic.AnnexD.Name()
	case catalog.Czech:
		return phonetic.CzechStyle.Name()
	}
	return phonetic.AnnexDEn.Name()
}
