package catalog

import (
	"strings"
)

// Lang is a language of the catalogs. Its order is that of
// phonetic.Lang, so that one converts into the other.
type Lang uint8

// The languages.
const (
	German Lang = iota
	English
	Czech
)

// Langs returns the languages of the catalogs.
func Langs() []Lang { return []Lang{German, English, Czech} }

// Codes returns the codes --lang takes: "de", "en", "cs".
func Codes() []string { return []string{"de", "en", "cs"} }

// Code returns the language's ISO 639-1 code: de, en or cs.
func (l Lang) Code() string {
	switch l {
	case German:
		return "de"
	case Czech:
		return "cs"
	}
	return "en"
}

// String returns the language's code.
func (l Lang) String() string { return l.Code() }

// Parse reads a language code as --lang takes it: de, en or cs (any case).
func Parse(code string) (Lang, error) {
	switch strings.ToLower(strings.TrimSpace(code)) {
	case "de":
		return German, nil
	case "en":
		return English, nil
	case "cs":
		return Czech, nil
	}
	return English, Errorf("catalog.bad-lang", code)
}

// FromLocale returns the language of a POSIX locale name: de_* is German,
// cs_* Czech, anything else (C, POSIX, en_GB.UTF-8, fr_FR) English.
func FromLocale(locale string) Lang {
	l := strings.ToLower(locale)
	switch {
	case l == "de" || strings.HasPrefix(l, "de_") || strings.HasPrefix(l, "de."):
		return German
	case l == "cs" || strings.HasPrefix(l, "cs_") || strings.HasPrefix(l, "cs."):
		return Czech
	}
	return English
}

// Choose picks the session's language once: flag (the value of --lang)
// when it is not empty, otherwise the locale: the first of $LC_ALL,
// $LC_MESSAGES and $LANG that is set (getenv reads them; os.Getenv in the
// program). It returns an error only for a bad flag.
func Choose(flag string, getenv func(string) string) (Lang, error) {
	if flag != "" {
		return Parse(flag)
	}
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			return FromLocale(v), nil
		}
	}
	return English, nil
}
