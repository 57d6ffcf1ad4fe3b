package table

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/blindchess/blindchess/internal/catalog"
)

// ResumeFlags are the options of "play" that define a game. A resumed game
// keeps the values its journal holds; given again with --resume they are
// accepted when they agree with the journal (CheckResume).
var ResumeFlags = []string{"white", "black", "me", "time", "announce", "fen", "chess960", "style", "long", "ascii", "lang", "auto-press", "casual", "no-draw-offers-before", "event", "site", "round"}

// CheckResume compares an option given with --resume (its flag name, one
// of ResumeFlags, and its value as typed) with the setup s of the game's
// journal. It returns nil when the option says the same as the journal
// (after the normalisation the game itself applies: "5+3" and "5m+3s",
// "w" and "white", a FEN with other spacing), and otherwise an error that
// names the journal's value and what to do.
func CheckResume(s Setup, flag, value string) error {
	given := s
	switch flag {
	case "white":
		given.White = value
	case "black":
		given.Black = value
	case "me":
		given.Me = value
	case "time":
		given.Time = value
	case "announce":
		given.Alerts = value
	case "fen":
		given.FEN = value
		if s.Chess960 >= 0 {
			// The journal's game is Chess960: its FEN is that position's.
			given.Chess960 = -1
		}
	case "chess960":
		n, err := strconv.Atoi(strings.TrimSpace(value))
		if err != nil {
			return catalog.Errorf("table.resume-bad-chess960", value)
		}
		given.Chess960 = n
		if n >= 0 {
			given.FEN = ""
		}
	case "style":
		given.Style = value
	case "no-draw-offers-before":
		n, err := strconv.Atoi(strings.TrimSpace(value))
		if err != nil {
			return catalog.Errorf("table.resume-bad-number", flag, value)
		}
		given.NoDrawBefore = n
	case "casual":
		b, err := strconv.ParseBool(value)
		if err != nil {
			return catalog.Errorf("table.resume-bad-bool", flag, value)
		}
		given.Setting = SettingTournament
		if b {
			given.Setting = SettingCasual
		}
	case "long", "ascii", "auto-press":
		b, err := strconv.ParseBool(value)
		if err != nil {
			return catalog.Errorf("table.resume-bad-bool", flag, value)
		}
		switch flag {
		case "long":
			given.Long = b
		case "ascii":
			given.ASCII = b
		default:
			given.AutoPress = b
		}
	case "lang":
		given.Lang = value
	case "event":
		given.Event = value
	case "site":
		given.Site = value
	case "round":
		given.Round = value
	default:
		return catalog.Errorf("table.resume-unchecked", flag)
	}
	want, err := s.check()
	if err != nil {
		return catalog.Errorf("table.journal-setup", err)
	}
	got, err := given.check()
	if err == nil && sameOption(flag, want, got) {
		return nil
	}
	return catalog.Errorf("table.resume-differs", flag, quoteValue(value), journalValue(flag, want))
}

// sameOption reports whether two checked setups agree in what flag sets.
func sameOption(flag string, a, b config) bool {
	switch flag {
	case "white":
		return a.setup.White == b.setup.White
	case "black":
		return a.setup.Black == b.setup.Black
	case "me":
		return a.me == b.me
	case "time":
		return controlString(a) == controlString(b)
	case "announce":
		return a.alerts.String() == b.alerts.String()
	case "fen", "chess960":
		return a.start.FEN() == b.start.FEN() && a.chess960 == b.chess960
	case "style":
		return a.style == b.style
	case "long":
		return a.setup.Long == b.setup.Long
	case "ascii":
		return a.setup.ASCII == b.setup.ASCII
	case "auto-press":
		return a.setup.AutoPress == b.setup.AutoPress
	case "casual":
		return a.casual == b.casual
	case "no-draw-offers-before":
		return a.setup.NoDrawBefore == b.setup.NoDrawBefore
	case "lang":
		return a.lang == b.lang
	case "event":
		return a.setup.Event == b.setup.Event
	case "site":
		return a.setup.Site == b.setup.Site
	case "round":
		return a.setup.Round == b.setup.Round
	}
	return false
}

// controlString is the time control of c as the clock writes it, or ""
// for a game without a clock.
func controlString(c config) string {
	if c.control == nil {
		return ""
	}
	return c.control.String()
}

// journalValue says the journal's value of flag, for a refusal.
func journalValue(flag string, c config) string {
	s := c.setup
	var v string
	switch flag {
	case "white":
		v = s.White
	case "black":
		v = s.Black
	case "me":
		v = colorName(c.me)
	case "time":
		if v = controlString(c); v == "" {
			return "no clock"
		}
	case "announce":
		v = c.alerts.String()
	case "fen":
		v = c.start.FEN()
	case "chess960":
		if s.Chess960 < 0 {
			return "no Chess960 position"
		}
		v = strconv.Itoa(s.Chess960)
	case "style":
		v = s.Style
	case "long":
		v = strconv.FormatBool(s.Long)
	case "ascii":
		v = strconv.FormatBool(s.ASCII)
	case "auto-press":
		v = strconv.FormatBool(s.AutoPress)
	case "casual":
		v = strconv.FormatBool(c.casual)
	case "no-draw-offers-before":
		v = strconv.Itoa(s.NoDrawBefore)
	case "lang":
		v = c.text.Lang().String()
	case "event":
		v = s.Event
	case "site":
		v = s.Site
	case "round":
		v = s.Round
	}
	if v == "" {
		return "none"
	}
	return quoteValue(v)
}

// quoteValue quotes a value that is empty or holds spaces.
func quoteValue(v string) string {
	if v == "" || strings.ContainsAny(v, " \t") {
		return strconv.Quote(v)
	}
	return v
}

// ResolvePGN returns the PGN file of a game resumed from the journal at
// jpath whose setup names the file named. A journal decides nothing
// outside its own folder: a name in the journal's folder is taken as it
// is; any other (another folder, a relative path, a name that would
// overwrite the journal or put the braille sheet on it) is replaced by a
// file of that base name in the journal's folder, or the journal's own
// name with .pgn, and outside is that other name, which the caller says
// (writing there needs the user's explicit --pgn). An empty name gives the
// journal's name with .pgn.
func ResolvePGN(jpath, named string) (pgnPath, outside string) {
	if abs, err := filepath.Abs(jpath); err == nil {
		jpath = abs
	}
	dir := filepath.Dir(jpath)
	def := strings.TrimSuffix(jpath, filepath.Ext(jpath)) + ".pgn"
	if def == jpath || BRFPath(def) == jpath {
		def = jpath + ".pgn"
	}
	if named == "" {
		return def, ""
	}
	ok := func(p string) bool {
		b := filepath.Base(p)
		if len(b) > 200 || strings.ContainsFunc(b, func(r rune) bool { return r < ' ' || r == 0x7f || r == utf8.RuneError }) {
			return false // not a name a file system takes, or a crafted one
		}
		return p != jpath && BRFPath(p) != jpath && BRFPath(p) != p && !sameFile(p, jpath) && !sameFile(BRFPath(p), jpath)
	}
	if filepath.IsAbs(named) && filepath.Clean(named) == named && sameDir(filepath.Dir(named), dir) {
		if p := filepath.Join(dir, filepath.Base(named)); ok(p) {
			return p, ""
		}
	}
	p := def
	if b := filepath.Base(filepath.Clean(named)); b != "." && b != ".." && b != string(filepath.Separator) && ok(filepath.Join(dir, b)) {
		p = filepath.Join(dir, b)
	}
	return p, named
}

// sameFile reports whether a and b exist and are the same file.
func sameFile(a, b string) bool {
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}
