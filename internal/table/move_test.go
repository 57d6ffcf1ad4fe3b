package table

import (
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestMoveAnnouncements checks the announcement of every kind of move in
// the short and long forms of FIDE Annex D (the table of DESIGN.md), and in
// the other styles.
func TestMoveAnnouncements(t *testing.T) {
	const (
		start   = ""
		exd5    = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
		nbd2    = "rnbqkbnr/pppppppp/8/8/8/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1"
		r1a3    = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
		castle  = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
		ep      = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
		promote = "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
		scholar = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
	)
	cases := []struct {
		fen, style string
		long       bool
		in, san    string
		say        string
	}{
		{start, "annexd", false, "e4", "e4", "Eva vier"},
		{start, "annexd", true, "e4", "e4", "Bauer Eva zwei Eva vier"},
		{start, "annexd", false, "Nf3", "Nf3", "Springer Felix drei"},
		{start, "annexd", true, "Nf3", "Nf3", "Springer Gustav eins Felix drei"},
		{exd5, "annexd", false, "exd5", "exd5", "Eva schlägt David fünf"},
		{exd5, "annexd", true, "exd5", "exd5", "Bauer Eva vier schlägt David fünf"},
		{nbd2, "annexd", false, "Nbd2", "Nbd2", "Springer Bella David zwei"},
		{nbd2, "annexd", true, "Nbd2", "Nbd2", "Springer Bella eins David zwei"},
		{r1a3, "annexd", false, "R1a3", "R1a3", "Turm eins Anna drei"},
		{r1a3, "annexd", true, "R1a3", "R1a3", "Turm Anna eins Anna drei"},
		{castle, "annexd", false, "O-O", "O-O", "Kurze Rochade"},
		{castle, "annexd", true, "0-0-0", "O-O-O", "Lange Rochade"},
		{ep, "annexd", false, "exd6", "exd6", "Eva schlägt David sechs en passant"},
		{ep, "annexd", true, "exd6 e.p.", "exd6", "Bauer Eva fünf schlägt David sechs en passant"},
		{promote, "annexd", false, "e8=Q", "e8=Q+", "Eva acht Dame Schach"},
		{promote, "annexd", true, "e8D", "e8=Q+", "Bauer Eva sieben Eva acht Dame Schach"},
		{scholar, "annexd", false, "Qxf7", "Qxf7#", "Dame schlägt Felix sieben Matt"},
		{scholar, "annexd", true, "Dxf7", "Qxf7#", "Dame Hector fünf schlägt Felix sieben Matt"},
		{start, "annexd-en", false, "Nf3", "Nf3", "Knight Felix three"},
		{start, "nato", false, "Nf3", "Nf3", "Knight Foxtrot three"},
		{start, "cs", false, "Nf3", "Nf3", "Jezdec Felix tři"},
		{scholar, "annexd-en", true, "Qxf7", "Qxf7#", "Queen Hector five takes Felix seven mate"},
	}
	for _, c := range cases {
		t.Run(c.style+"/"+c.in, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.FEN, s.Style, s.Long = c.fen, c.style, c.long }))
			outs := typed(tb, c.in)
			if len(outs) < 2 || outs[0].Kind != KindMove || outs[1].Kind != KindAnnounce {
				t.Fatalf("outputs %+v", outs)
			}
			if outs[0].SAN != c.san {
				t.Errorf("SAN %q, want %q", outs[0].SAN, c.san)
			}
			if got := outs[1].Say.Text; got != c.say {
				t.Errorf("said %q, want %q", got, c.say)
			}
			if outs[1].Say.Audience != All || len(outs[1].Say.Words) == 0 {
				t.Errorf("announcement %+v: want Words for everyone", outs[1].Say)
			}
		})
	}
}

// TestTypedNotations checks that a move can be typed in every notation the
// rules core and the phonetic parser read, and in the letters of --lang.
func TestTypedNotations(t *testing.T) {
	cases := []struct {
		lang, style string
		in          string
		san         string // "" when refused
	}{
		{"", "annexd", "Sf3", "Nf3"},
		{"", "annexd", "Nf3", "Nf3"},
		{"", "annexd", "g1f3", "Nf3"},
		{"", "annexd", "Sg1-f3", "Nf3"},
		{"", "annexd", "7163", "Nf3"},
		{"", "annexd", "springer felix drei", "Nf3"},
		{"", "annexd", "Springer Gustav eins Felix drei", "Nf3"},
		{"", "annexd", "eva vier", "e4"},
		{"", "annexd", "e2e4", "e4"},
		{"cs", "cs", "Jf3", "Nf3"},
		{"cs", "cs", "jezdec felix tři", "Nf3"},
		{"en", "annexd-en", "knight felix three", "Nf3"},
		{"en", "nato", "knight foxtrot three", "Nf3"},
		{"en", "annexd", "Sf3", ""},
		{"de", "annexd", "Jf3", ""},
	}
	for _, c := range cases {
		t.Run(c.lang+"/"+c.in, func(t *testing.T) {
			tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style = c.lang, c.style }))
			outs := typed(tb, c.in)
			if c.san == "" {
				if len(outs) != 1 || outs[0].Kind != KindError || tb.Plies() != 0 {
					t.Fatalf("%q was not refused: %+v", c.in, outs)
				}
				return
			}
			if len(outs) == 0 || outs[0].Kind != KindMove || outs[0].SAN != c.san {
				t.Fatalf("%q: outputs %+v, want the move %s", c.in, outs, c.san)
			}
		})
	}
}

func TestLanguageOfSentences(t *testing.T) {
	cases := []struct{ lang, style, want string }{
		{"", "annexd", "Unmöglicher Zug"},
		{"en", "annexd", "Illegal move"},
		{"cs", "annexd", "Nemožný tah"},
		{"", "annexd-en", "Illegal move"},
		{"", "cs", "Nemožný tah"},
	}
	for _, c := range cases {
		tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style = c.lang, c.style }))
		outs := typed(tb, "e5")
		if len(outs) != 1 || !strings.HasPrefix(outs[0].Say.Text, c.want) {
			t.Errorf("lang %q style %q: %+v, want a sentence starting %q", c.lang, c.style, outs, c.want)
		}
	}
	tb := newTable(t, setup(func(s *Setup) { s.ASCII = true }))
	if got := texts(typed(tb, "help undo")); len(got) != 1 || strings.ContainsAny(got[0], "äöüß") {
		t.Errorf("--ascii help: %q", got)
	}
}

// TestCzechTimeSentences checks that the Czech sentences around a duration
// need no agreement with it: a duration is said in the nominative ("jedna
// minuta"), so "přidáno jedna minuta" or "dostává jedna minuta" would be
// wrong; "jedna minuta navíc" is right for every number. Blitz (5+3) has a
// penalty of one minute.
func TestCzechTimeSentences(t *testing.T) {
	tb := newTable(t, setup(func(s *Setup) { s.Time, s.Lang = "5+3", "cs" }))
	run(t, tb, "0 e4\n1 p")
	cases := []struct{ in, want string }{
		{"arbiter add white 1", "Bílý: jedna minuta navíc, nyní šest minut pět sekund."},
		{"arbiter add black -1m", "Černý: jedna minuta méně, nyní čtyři minuty jedna sekunda."},
		{"arbiter penalty white", "Bílý potrestán. Černý: jedna minuta navíc."},
		{"arbiter time black 1:00", "Černý: nový čas jedna minuta."},
		{"arbiter moves white 21", "Bílý: počítadlo tahů 21."},
		{"arbiter illegal white", "Bílý: první nemožný tah. Černý: jedna minuta navíc."},
		{"claim", "Černý: neoprávněná reklamace, pozice se objevila jednou, půltahů bez tahu pěšcem a bez braní: 0. Bílý: jedna minuta navíc. Reklamace platí jako nabídka remízy: černý (článek 9.1.2.3). Hodiny běží dál."},
	}
	for _, c := range cases {
		got := texts(typed(tb, c.in))
		if c.in == "claim" {
			// Said back first, then confirmed with "ano".
			want := "Reklamace remízy: černý, bez tahu? Je-li reklamace nesprávná, soupeř dostane čas navíc. Potvrďte slovem ano; cokoli jiného zruší."
			if len(got) != 2 || got[0] != want || got[1] != "Hodiny stojí až do odpovědi." {
				t.Errorf("claim question: %q", got)
			}
			got = texts(typed(tb, "ano"))
		}
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.in, got, c.want)
		}
	}
	nc := newTable(t, setup(func(s *Setup) { s.Lang = "cs" }))
	if got := texts(typed(nc, "arbiter illegal black")); len(got) != 1 || got[0] != "Černý: první nemožný tah (bez hodin bez trestu)." {
		t.Errorf("no clock: %q", got)
	}
	if got := texts(typed(nc, "claim", "ano")); len(got) != 2 || got[1] != "Bílý: neoprávněná reklamace, pozice se objevila jednou, půltahů bez tahu pěšcem a bez braní: 0. Reklamace platí jako nabídka remízy: bílý (článek 9.1.2.3)." {
		t.Errorf("no clock claim: %q", got)
	}
}

// TestClockCommentsWholeSeconds checks that [%clk] is written in whole
// seconds (h:mm:ss), cut down as the clock shows it, also when the moves
// come at instants of real time with fractions of a second.
func TestClockCommentsWholeSeconds(t *testing.T) {
	tb := newTable(t, setup(func(s *Setup) { s.Time = "5+3" }))
	run(t, tb, "0 f3\n1.7 p\n2.123456789 e5\n3.9 p\n4.25 g4\n5 p\n9.999999999 Qh4")
	want := "1. f3 {[%clk 0:05:04]} 1... e5 {[%clk 0:05:03]} 2. g4 {[%clk 0:05:06]} 2... Qh4# {[%clk 0:04:58]}"
	if got := strings.ReplaceAll(pgnText(tb), "\n", " "); !strings.Contains(got, want) {
		t.Errorf("PGN:\n%s\nwant the moves\n%s", got, want)
	}
}

// TestIntro: the start names the players and the setting; a player without
// a name is called by his colour, not "?" (which a screen reader says as
// "question mark").
func TestIntro(t *testing.T) {
	cases := []struct {
		white, black, lang, fen, setting, want string
	}{
		{"", "", "", "", "", "Partie Weiß gegen Schwarz. Weiß am Zug. Turnierpartie."},
		{"Anna", "", "", "", SettingCasual, "Partie Anna gegen Schwarz. Weiß am Zug. Freie Partie."},
		{"", "Bert", "en", "", SettingTournament, "Game White against Bert. White to move. Tournament play."},
		{"", "Bert", "en", "", SettingCasual, "Game White against Bert. White to move. Casual play."},
		{"Anna", "Bert", "cs", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", "", "Partie Anna - Bert. Černý na tahu. Turnajová partie."},
		{"", "", "cs", "", SettingCasual, "Partie bílý proti černému. Bílý na tahu. Volná partie."},
	}
	for _, c := range cases {
		tb := newTable(t, setup(func(s *Setup) {
			s.White, s.Black, s.Lang, s.FEN, s.Setting = c.white, c.black, c.lang, c.fen, c.setting
		}))
		if got := texts(tb.Intro()); len(got) != 1 || got[0] != c.want {
			t.Errorf("%q %q %q: %q, want %q", c.white, c.black, c.setting, got, c.want)
		}
	}
}

// TestSettingInJournalHeader: the setting is written into the journal's
// header, read back from it, and a header from before the setting existed
// replays as casual (as it was played); an unknown setting is refused.
func TestSettingInJournalHeader(t *testing.T) {
	for _, s := range []string{SettingTournament, SettingCasual} {
		raw, err := MarshalSetup(setup(func(x *Setup) { x.Setting = s }))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(raw), `"setting":"`+s+`"`) {
			t.Errorf("header %s lacks the setting %s", raw, s)
		}
		back, err := UnmarshalSetup(raw)
		if err != nil || back.Setting != s {
			t.Errorf("read back %q (%v), want %q", back.Setting, err, s)
		}
		if tb := newTable(t, back); tb.Setting() != s || tb.Casual() != (s == SettingCasual) {
			t.Errorf("table from %q: Setting %q Casual %v", s, tb.Setting(), tb.Casual())
		}
	}
	old, err := UnmarshalSetup([]byte(`{"me":"white","chess960":-1,"style":"annexd"}`))
	if err != nil || old.Setting != SettingCasual {
		t.Errorf("old header: %q (%v), want casual", old.Setting, err)
	}
	if _, err := New(setup(func(x *Setup) { x.Setting = "blitz" })); err == nil || !strings.Contains(err.Error(), `"blitz"`) {
		t.Errorf("unknown setting: %v", err)
	}
	if newTable(t, DefaultSetup()).Casual() {
		t.Error("the default setup is casual, want tournament play")
	}
	// The setting cannot change during a game: --casual on --resume
	// must agree with the journal.
	if err := CheckResume(DefaultSetup(), "casual", "true"); err == nil {
		t.Error("--casual on the resume of a tournament game accepted")
	}
	if err := CheckResume(setup(func(x *Setup) { x.Setting = SettingCasual }), "casual", "true"); err != nil {
		t.Errorf("--casual on the resume of a casual game: %v", err)
	}
}

// TestLastMoveLanguage: "last" says the move number and colour in the
// language of the sentences, the move itself in the announcement style.
func TestLastMoveLanguage(t *testing.T) {
	cases := []struct{ lang, style, want string }{
		{"", "annexd", "Zug eins Weiß, Eva vier"},
		{"en", "annexd", "Move one White, Eva vier"},
		{"cs", "annexd", "Tah jedna bílý, Eva vier"},
		{"", "annexd-en", "Move one White, Eva four"},
	}
	for _, c := range cases {
		tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Style = c.lang, c.style }))
		if got := texts(typed(tb, "e4", "last")); len(got) != 2 || got[1] != c.want {
			t.Errorf("lang %q style %q: %q, want %q", c.lang, c.style, got, c.want)
		}
	}
}

// TestHelpIsSpeakable: help lines are written with their argument
// synopsis ("[me, opponent or both]"), but said without brackets and bars,
// which a screen reader or a voice reads out as symbols; every command is
// said with its name and its sentence.
func TestHelpIsSpeakable(t *testing.T) {
	tb := newTable(t, setup(nil))
	outs := typed(tb, "help")
	if len(outs) != len(commands)+len(moreCommands)+2 {
		t.Fatalf("%d help lines, want %d", len(outs), len(commands)+len(moreCommands)+2)
	}
	for _, o := range outs {
		said := o.Say.Utterance(0).Text
		if strings.ContainsAny(said, "[]|…") {
			t.Errorf("said %q", said)
		}
	}
	time := outs[5]
	if time.Say.Text != "zeit (t) [ich, gegner, beide, weiß oder schwarz]: Meine Zeit; zeit gegner die des Gegners; zeit beide beide; zeit weiß oder zeit schwarz die dieser Seite." ||
		time.Say.Utterance(0).Text != "zeit (t): Meine Zeit; zeit gegner die des Gegners; zeit beide beide; zeit weiß oder zeit schwarz die dieser Seite." {
		t.Errorf("help time: written %q, said %q", time.Say.Text, time.Say.Utterance(0).Text)
	}
	for _, o := range typed(tb, "arbiter", "arbiter fly white", "help arbiter", "help board") {
		if said := o.Say.Utterance(0).Text; strings.ContainsAny(said, "[]|…") {
			t.Errorf("arbiter usage said %q", said)
		}
	}
	one := typed(tb, "help resign")
	if len(one) != 1 || one[0].Say.Utterance(0).Text != "aufgeben: Aufgabe: aufgeben weiß oder aufgeben schwarz." {
		t.Errorf("help resign: %+v", one)
	}
}

// TestSpokenLanguage: a sentence in the language of --lang is spoken in
// that language when it is not the style's (English errors among the
// German Annex D words), and moves in the style's.
func TestSpokenLanguage(t *testing.T) {
	tb := newTable(t, setup(func(s *Setup) { s.Lang, s.Time = "en", "5" }))
	outs := typed(tb, "e4", "xyz", "time")
	move, errOut, clockFact := outs[len(outs)-3], outs[len(outs)-2], outs[len(outs)-1]
	if u := move.Say.Utterance(0); move.Kind != KindAnnounce || u.TextLang != nil || len(u.Words) == 0 {
		t.Errorf("move said as %+v", u)
	}
	for _, o := range []Output{errOut, clockFact} {
		if u := o.Say.Utterance(0); u.TextLang == nil || *u.TextLang != phonetic.English {
			t.Errorf("%q said in %v, want English", o.Say.Text, u.TextLang)
		}
	}
	same := newTable(t, setup(nil))
	if u := typed(same, "xyz")[0].Say.Utterance(0); u.TextLang != nil {
		t.Errorf("German sentence with the German style said in %v", *u.TextLang)
	}
	l := &Loop{Table: tb}
	var warned Output
	l.Emit = func(o Output) { warned = o }
	l.warn(0, "Warning: x.", "")
	if u := warned.Say.Utterance(0); u.TextLang == nil || *u.TextLang != phonetic.English {
		t.Errorf("warning said in %v", u.TextLang)
	}
}
