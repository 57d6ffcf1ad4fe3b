package session

import (
	"fmt"
	"os"
	"strings"
)

// words are the sentences of the command line that no package's table
// holds yet (a missing or extra argument, a folder given for a journal),
// in German, English and Czech, by key.
var words = map[string][3]string{
	"arg-missing": {
		"%s: Geben Sie %s an, zum Beispiel: %s",
		"%s: give %s, for example: %s",
		"%s: zadejte %s, například: %s",
	},
	"arg-extra": {
		"%s: zu viele Argumente (%s); geben Sie nur %s an, zum Beispiel: %s",
		"%s: too many arguments (%s); give only %s, for example: %s",
		"%s: příliš mnoho argumentů (%s); zadejte jen %s, například: %s",
	},
	"no-args": {
		"%s nimmt keine Argumente, nur Optionen: %q ist keine (siehe %s --help)",
		"%s takes no arguments, only options: %q is not one (see %s --help)",
		"%s nebere žádné argumenty, jen volby: %q není volba (viz %s --help)",
	},
	"game-folder": {
		"den Ordner der Partie",
		"the game folder",
		"složku partie",
	},
	"resume-no-journal": {
		"--resume %s: in diesem Ordner ist kein Journal einer Uhr; geben Sie die Datei an, die die Uhr beim Start genannt hat",
		"--resume %s: this folder holds no journal of a clock; give the file the clock named when it started",
		"--resume %s: v této složce není žádný deník hodin; zadejte soubor, který hodiny uvedly při spuštění",
	},
	"resume-many-journals": {
		"--resume %s: in diesem Ordner sind %d Journale von Uhren; geben Sie eines an, zum Beispiel das neueste: --resume %s",
		"--resume %s: this folder holds %d journals of clocks; give one, for example the newest: --resume %s",
		"--resume %s: v této složce je více deníků hodin (%d); zadejte jeden, například nejnovější: --resume %s",
	},
	"resume-not-clock-journal": {
		"--resume %s: das ist kein Journal von blindchess (%s); geben Sie das Journal an, das die Uhr beim Start genannt hat (die Datei bleibt, wie sie ist)",
		"--resume %s: it is not a blindchess journal (%s); give the journal the clock named when it started (the file is left as it is)",
		"--resume %s: to není deník programu blindchess (%s); zadejte deník, který hodiny uvedly při spuštění (soubor zůstává beze změny)",
	},
}

// langIndex is the column of words of a language code: de 0, cs 2,
// anything else English (1).
func langIndex(lang string) int {
	switch strings.ToLower(lang) {
	case "de":
		return 0
	case "cs":
		return 2
	}
	return 1
}

// Say returns the sentence key of words in the language lang (de, en or
// cs; another is English) with args filled in as fmt does.
func Say(lang, key string, args ...any) string {
	w, ok := words[key]
	if !ok {
		return "[" + key + "]"
	}
	return fmt.Sprintf(w[langIndex(lang)], args...)
}

// Lang returns the language of the command line's sentences: flag (the
// value of --lang) when it is given, otherwise the locale: the first of
// $LC_ALL, $LC_MESSAGES and $LANG that is set, de_* German, cs_* Czech,
// anything else English.
func Lang(flag string) string {
	if flag != "" {
		return strings.ToLower(flag)
	}
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := strings.ToLower(os.Getenv(name)); v != "" {
			switch {
			case v == "de" || strings.HasPrefix(v, "de_") || strings.HasPrefix(v, "de."):
				return "de"
			case v == "cs" || strings.HasPrefix(v, "cs_") || strings.HasPrefix(v, "cs."):
				return "cs"
			}
			return "en"
		}
	}
	return "en"
}
