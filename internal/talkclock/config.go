package talkclock

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/phonetic"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Config is everything that defines a clock session before its first
// input. It is stored in the journal header (under "clock"), so that the
// journal's inputs replayed through a Machine built from it rebuild the
// same clock.
type Config struct {
	// Control is the time control in the grammar of package clock.
	Control string `json:"time"`
	// Me is the visually impaired player's side: "white" or "black".
	Me string `json:"me"`
	// Lang is the language of the announcements: "de", "en" or "cs".
	Lang string `json:"lang"`
	// Alerts are the automatic time announcements (clock.ParseAlerts).
	// In tournament play they are the VI player's standing request
	// (--announce); "none" when he made none.
	Alerts string `json:"alerts"`
	// Setting is SettingTournament or SettingCasual; it cannot change
	// during a session. Empty (a journal written before the setting
	// existed) means casual, so that such a clock resumes as it was.
	Setting string `json:"setting,omitempty"`
	// Words: a typed word is read as play reads it, in every language
	// (zeit, čas, stisk, konec, …), not only in English. Set for every
	// new session; a journal written before it existed has none and
	// replays as it was played: such a word was no key of the clock.
	Words bool `json:"words,omitempty"`
	// Corrections: the key k (or a line korrektur, correction, oprava)
	// takes the arbiter's correction of the clock, typed as play's
	// arbiter commands are (add black 2m, time white 1:20:00, moves white
	// 40, penalty white; Articles 6.10, 7.5.5, 12.9). Set for every new
	// session; a journal written before it existed has none and replays
	// as it was played: k was no key of the clock.
	Corrections bool `json:"corrections,omitempty"`
	// ResumeFortsetzen: the typed word fortsetzen is play's resume (the
	// German word of "Fortsetzen mit weiter"), as weiter is. Set for
	// every new session; a journal written before it existed has none
	// and replays as it was played: fortsetzen was no key of the clock.
	ResumeFortsetzen bool `json:"resumeFortsetzen,omitempty"`
	// StopAtFlag ends the session when a flag falls (a script run).
	StopAtFlag bool `json:"stopAtFlag,omitempty"`
	// JSON: the session writes JSON lines; the final times at the end of
	// an interactive session are then not written.
	JSON bool `json:"json,omitempty"`
}

// The settings of a clock session (issue 24): tournament play makes no
// automatic time announcements unless the VI player asks with --announce;
// casual play (training, club play, the talking clock at home) makes them
// by default.
const (
	SettingTournament = "tournament"
	SettingCasual     = "casual"
)

// Casual reports whether the session is casual play (also an old journal
// without a setting).
func (c Config) Casual() bool { return c.Setting != SettingTournament }

// header is the journal header's setup of a clock session.
type header struct {
	Clock *Config `json:"clock"`
}

// MarshalConfig encodes a config for the journal header.
func MarshalConfig(c Config) (json.RawMessage, error) {
	b, err := json.Marshal(header{Clock: &c})
	if err != nil {
		return nil, catalog.Errorf("clock.encode-setup", err)
	}
	return b, nil
}

// ErrNotClock means a journal holds something else than a clock session
// (a game of blindchess play).
var ErrNotClock = catalog.Errorf("clock.not-clock")

// UnmarshalConfig decodes the config of a journal header.
func UnmarshalConfig(b json.RawMessage) (Config, error) {
	var h header
	if err := json.Unmarshal(b, &h); err != nil {
		return Config{}, catalog.Errorf("clock.journal-setup", err)
	}
	if h.Clock == nil {
		return Config{}, ErrNotClock
	}
	return *h.Clock, nil
}

// IsClockSetup reports whether a journal header's setup is a clock
// session's.
func IsClockSetup(b json.RawMessage) bool {
	_, err := UnmarshalConfig(b)
	return err == nil
}

// LangStyle maps a language to the phonetic style that speaks it.
func LangStyle(lang string) (phonetic.Style, error) {
	switch strings.ToLower(lang) {
	case "de":
		return phonetic.AnnexD, nil
	case "en":
		return phonetic.AnnexDEn, nil
	case "cs":
		return phonetic.CzechStyle, nil
	}
	return 0, catalog.Errorf("catalog.bad-lang", lang)
}

// ParseSide reads the VI player's side.
func ParseSide(s string) (clock.Side, error) {
	switch strings.ToLower(s) {
	case "white", "w":
		return clock.White, nil
	case "black", "b":
		return clock.Black, nil
	}
	if c, ok := phonetic.ParseColor(s); ok {
		return clock.Side(c), nil
	}
	return 0, catalog.Errorf("flag.bad-me", s)
}

// CheckResume compares an option given with --resume (one of time, me,
// lang, announce, casual, as typed) with the journal's config, and returns nil when
// it agrees, else the refusal (a catalog.Error), naming the journal's
// value.
func CheckResume(c Config, flag, value string) error {
	var given, saved string
	switch flag {
	case "time":
		g, err1 := clock.Parse(value)
		s, err2 := clock.Parse(c.Control)
		if err1 == nil && err2 == nil {
			given, saved = g.String(), s.String()
		} else {
			given, saved = value, c.Control
		}
	case "me":
		g, err1 := ParseSide(value)
		s, err2 := ParseSide(c.Me)
		given, saved = value, c.Me
		if err1 == nil && err2 == nil && g == s {
			return nil
		}
	case "lang":
		given, saved = strings.ToLower(value), strings.ToLower(c.Lang)
	case "casual":
		saved = SettingTournament
		if c.Casual() {
			saved = SettingCasual
		}
		given = SettingTournament
		if b, err := strconv.ParseBool(value); err != nil || b {
			given = SettingCasual
		}
	case "announce":
		g, err1 := clock.ParseAlerts(value)
		s, err2 := clock.ParseAlerts(c.Alerts)
		if err1 == nil && err2 == nil {
			given, saved = g.String(), s.String()
		} else {
			given, saved = value, c.Alerts
		}
	default:
		return catalog.Errorf("table.resume-unchecked", flag)
	}
	if given == saved {
		return nil
	}
	return catalog.Errorf("clock.resume-differs", flag, value, saved)
}

// JournalNote says in the language of style where the session is
// journaled and how to resume it.
func JournalNote(style phonetic.Style, path string) string {
	return catalogOf(style).Say("clock.journal-note", path)
}

// NoJournalNote says in the language of style that the session is not
// journaled, and why.
func NoJournalNote(style phonetic.Style, err error) string {
	c := catalogOf(style)
	return c.Say("clock.no-journal", c.Error(err))
}
