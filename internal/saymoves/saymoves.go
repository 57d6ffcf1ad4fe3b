// Package saymoves is the say command: it speaks moves and whole games of
// PGN files in the FIDE Annex D phonetic alphabet through a voice of
// package speech, into a WAV file, or prints their words (--text).
package saymoves

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"slices"
	"strings"

	"github.com/blindchess/blindchess/audio"
	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/movetext"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/pgnfile"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/session"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"
)

// Config is what say was asked for: the words, the voice and where the
// lines go.
type Config struct {
	Style   phonetic.Style  // the words (with --ascii applied)
	Form    phonetic.Form   // short or long moves
	Text    bool            // print one line per move instead of speaking (--text)
	Voice   string          // the voice (see speech.Voices)
	Rate    float64         // the speech rate, 1 normal
	Out     string          // a WAV file to write the speech into, or ""
	Context context.Context // the command's: Ctrl-C stops the speech
	Stdout  io.Writer       // the lines (--text), the voice's text and the WAV summary
	Stderr  io.Writer       // the voice's note, warnings and skipped games
	Catalog catalog.Catalog // the session's language
}

// open opens the output at the first line to say.
func (cfg Config) open() (lineOut, error) {
	if cfg.Text {
		return &textOut{w: bufio.NewWriter(cfg.Stdout), style: cfg.Style}, nil
	}
	return openSpeechOut(cfg)
}

// Moves says the moves of args (any notation, or phonetic words, one
// argument per move) from pos after the moves of moves. An illegal or
// unreadable move is a usage error that names it, and nothing is said
// then.
func Moves(cfg Config, pos rules.Position, moves string, args []string) error {
	lines, err := moveLines(pos, moves, args, cfg.Style, cfg.Form)
	if err != nil {
		return err
	}
	o, err := cfg.open()
	if err != nil {
		return err
	}
	for _, l := range lines {
		if err = o.put(l); err != nil {
			break
		}
	}
	return o.close(err)
}

// PGN says the games of the PGN file at path with move numbers, each as
// soon as it is read, or with one game n alone. strict refuses a game
// whose tags, result and moves disagree; see sayPGN for the errors.
func PGN(cfg Config, path string, n int, one, strict bool) error {
	return sayPGN(cfg.Catalog, path, n, one, cfg.Style, cfg.Form, strict, cfg.Stderr, cfg.open)
}

// sayLine is one thing say announces: words, or plain text (a game header).
type sayLine struct {
	words  []phonetic.Word
	text   string          // used when words is nil
	label  []phonetic.Word // printed before the words with --text ("Zug eins, Schwarz,")
	spoken []phonetic.Word // said before the words ("Zug eins,")
}

// ValidVoice reports whether v names a voice of package speech.
func ValidVoice(v string) bool {
	for _, x := range speech.Voices() {
		if strings.EqualFold(v, x) {
			return true
		}
	}
	return false
}

// lineText is the text of a line in the style, beginning with a capital
// as the speech's text lines do ("Remíza", not "remíza").
func lineText(l sayLine, s phonetic.Style) string {
	if l.words == nil {
		return l.text
	}
	return phonetic.UpperFirst(s.Text(l.words))
}

// moveLines reads the moves of the command line against the position pos
// after the moves of moves.
func moveLines(pos rules.Position, moves string, args []string, style phonetic.Style, form phonetic.Form) ([]sayLine, error) {
	g := rules.NewGameFrom(pos)
	if err := movetext.Play(g, moves, rules.AnyLang); err != nil {
		return nil, session.UsageErr("--moves: %v", err)
	}
	parser := phonetic.NewParser(style)
	var lines []sayLine
	for _, arg := range movetext.Tokens(args) {
		p := g.Position()
		if g.Over() {
			return nil, session.UsageErr("cmd.say-move-cannot-be-said", arg, g.Outcome())
		}
		m, err := p.ParseMove(arg)
		var me *rules.MoveError
		if err != nil && errors.As(err, &me) && me.Kind == rules.MalformedMove {
			// Not notation: perhaps phonetic words.
			if m2, perr := parser.Parse(&p, arg); perr == nil {
				m, err = m2, nil
			} else if strings.Contains(strings.TrimSpace(arg), " ") {
				err = perr
			}
		}
		if err != nil {
			return nil, session.UsageErr("cmd.position-move", movetext.Number(&p), arg, err)
		}
		w, err := phonetic.MoveWords(&p, m, form)
		if err != nil {
			return nil, session.UsageErr("cmd.position-move", movetext.Number(&p), arg, err)
		}
		if err := g.Push(m); err != nil {
			return nil, session.UsageErr("cmd.position-move", movetext.Number(&p), arg, err)
		}
		lines = append(lines, sayLine{words: w})
	}
	return lines, nil
}

// sayPGN says the games of a PGN file as they are read, one at a time, so
// that a file of any size takes the memory of one game. A game that cannot
// be played is named on warn (its number, players, line and move) and
// skipped, the others are said; at the end the count of skipped games is
// the error (exit 1). With one (--game, which is n) only game n is said,
// and a bad game n is the error (exit 2). open opens the output at the
// first game to say.
func sayPGN(c catalog.Catalog, path string, n int, one bool, style phonetic.Style, form phonetic.Form, strict bool, warn io.Writer, open func() (lineOut, error)) error {
	if one && n < 1 {
		return session.UsageErr("cmd.position-game-games-are-numbered", n)
	}
	pf, err := pgnfile.Open(c, path, "--pgn", strict, warn)
	if err != nil {
		return err
	}
	defer pf.Close()
	if one {
		rg, err := pf.Game(n)
		if err != nil {
			return err
		}
		o, err := open()
		if err != nil {
			return err
		}
		return o.close(sayGame(c, o, rg, style, form, path))
	}
	var o lineOut
	bad := 0
	for {
		g, err := pf.Next()
		if err == io.EOF {
			break
		}
		var rg pgnfile.Game
		if err == nil {
			rg, err = pf.Play(g)
		}
		var b *pgnfile.BadGame
		if errors.As(err, &b) {
			bad++
			fmt.Fprintln(warn, "blindchess: "+c.Say("cmd.say-game-skipped", path, c.Error(b.Err)))
			continue
		}
		if err == nil && o == nil {
			o, err = open()
		}
		if err == nil {
			err = sayGame(c, o, rg, style, form, path)
		}
		if err == nil {
			err = o.flush() // each game as soon as it is read
		}
		if err != nil {
			if o != nil {
				return o.close(err)
			}
			return err
		}
	}
	pf.NoteEncoding()
	if pf.Games() == 0 {
		return session.UsageErr("cmd.pgnread-the-file-has-no", "--pgn", path)
	}
	if o != nil {
		if err := o.close(nil); err != nil {
			return err
		}
	}
	switch {
	case bad == pf.Games():
		return session.FailErr("cmd.say-none-said", path, c.Count("cmd.n-games", pf.Games()))
	case bad > 0:
		return session.FailErr("cmd.say-some-skipped", path, bad, c.Count("cmd.n-games", pf.Games()))
	}
	return nil
}

// sayGame says one game: a header line (the players, a missing one named
// by side in the style's words, as the result is said: "Weiß - Schwarz",
// not "? - ?"), each move with its number ("Zug eins, Eva vier" for
// White, the words alone for Black), and the result: an exceptional result
// (pgn.Game.FinalResult: "0-0", "1/2-0", "0-1/2") in the session's
// language as the table says it ("Beide Spieler verlieren").
func sayGame(c catalog.Catalog, o lineOut, rg pgnfile.Game, style phonetic.Style, form phonetic.Form, path string) error {
	g, rp := rg.Game, rg.Replayed
	header := headerPlayers(g.Players(), style)
	if ev := g.Tag("Event"); ev != "" && ev != "?" {
		header += ", " + ev
	}
	if err := o.put(sayLine{text: header}); err != nil {
		return err
	}
	pos := rp.Start
	if setUp(&pos) {
		// A game from a set-up position ([FEN]: an ending, a study, an
		// adjourned game, Chess960) says where it starts, or its first
		// move is heard as from the standard position.
		sc, letters := captionOf(style)
		from := sc.Say("saymoves.from-position", table.SidePieces(style, letters, &pos, rules.White), table.SidePieces(style, letters, &pos, rules.Black))
		if style.IsASCII() {
			from = phonetic.Transliterate(from)
		}
		if err := o.put(sayLine{text: from}); err != nil {
			return err
		}
	}
	for i, m := range rp.Moves {
		num, white := pos.FullmoveNumber(), pos.Turn() == rules.White
		// The number and the side in words ("Tah jedna, černý,"), as the
		// spoken lines and arbiter compare name a move: "1... " read by
		// a screen reader that drops punctuation is move 1 of White.
		label := []phonetic.Word{phonetic.MoveLabel, phonetic.Number(num), phonetic.Comma, phonetic.Color(pos.Turn()), phonetic.Comma}
		var l sayLine
		if m == rules.NoMove {
			// A null move (a pass, in analysis): say so and go on.
			l = sayLine{text: c.Say("saymoves.null-move"), label: label}
			var err error
			if pos, err = pos.PlayNull(); err != nil {
				return session.UsageErr("cmd.say-pgn-game-move", path, g.Number, i+1, err)
			}
		} else {
			w, err := phonetic.MoveWords(&pos, m, form)
			if err != nil {
				return session.UsageErr("cmd.say-pgn-game-move", path, g.Number, i+1, err)
			}
			l = sayLine{words: w, label: label}
			if white || i == 0 {
				l.spoken = []phonetic.Word{phonetic.MoveLabel, phonetic.Number(num), phonetic.Comma}
			}
			pos = pos.Play(m)
		}
		if err := o.put(l); err != nil {
			return err
		}
	}
	switch g.FinalResult() {
	case pgn.BothLose:
		return o.put(sayLine{text: phonetic.UpperFirst(c.Say("table.result-both-lose"))})
	case pgn.WhiteHalf:
		return o.put(sayLine{text: phonetic.UpperFirst(c.Say("table.result-white-half"))})
	case pgn.BlackHalf:
		return o.put(sayLine{text: phonetic.UpperFirst(c.Say("table.result-black-half"))})
	case string(pgn.WhiteWins):
		return o.put(resultLine(style, []phonetic.Word{phonetic.White, phonetic.Wins}, resultReason(g, &pos, pgn.WhiteWins)))
	case string(pgn.BlackWins):
		return o.put(resultLine(style, []phonetic.Word{phonetic.Black, phonetic.Wins}, resultReason(g, &pos, pgn.BlackWins)))
	case string(pgn.Draw):
		return o.put(resultLine(style, []phonetic.Word{phonetic.Draw}, resultReason(g, &pos, pgn.Draw)))
	}
	return nil
}

// resultReason is the catalog key of why the game ended with result
// (WhiteWins, BlackWins or Draw), where the file says it: the final position
// (a checkmate of the loser, a stalemate for a draw) or the Termination
// tag of an online server's export (Lichess: "Time forfeit"); "" when it
// does not (a resignation or an agreement leaves no trace in a PGN), or
// when the result contradicts the position (a mate scored the other way:
// pgn check warns of it, and no reason is made up).
func resultReason(g *pgn.Game, final *rules.Position, result pgn.Result) string {
	switch final.Status() {
	case rules.Checkmate:
		// The side to move is mated.
		if mated := final.Turn(); mated == rules.Black && result == pgn.WhiteWins || mated == rules.White && result == pgn.BlackWins {
			return "table.reason-checkmate"
		}
		return ""
	case rules.Stalemate:
		if result == pgn.Draw {
			return "table.reason-stalemate"
		}
		return ""
	}
	switch strings.ToLower(strings.TrimSpace(g.Tag("Termination"))) {
	case "time forfeit":
		return "table.reason-time"
	case "adjudication":
		return "table.reason-arbiter"
	}
	return ""
}

// resultLine is the result said in words ("Černý vyhrává"), followed by
// its reason when there is one, as the table says a result ("Černý
// vyhrává: překročení času"), in the language of style, as every line.
func resultLine(style phonetic.Style, words []phonetic.Word, reason string) sayLine {
	if reason == "" {
		return sayLine{words: words}
	}
	sc, _ := captionOf(style)
	line := style.Text(words) + ": " + sc.Say(reason)
	if style.IsASCII() {
		line = phonetic.Transliterate(line)
	}
	return sayLine{text: line}
}

// setUp reports whether pos is not the standard starting position: its
// placement, side to move, castling rights or en passant square differ
// (the move counters do not count).
func setUp(pos *rules.Position) bool {
	f, start := strings.Fields(pos.FEN()), strings.Fields(rules.StartFEN)
	return len(f) < 4 || !slices.Equal(f[:4], start[:4])
}

// captionOf returns the catalog of the language style speaks and its
// piece letters (K D T L S in German, K D V S J in Czech), for the lines
// say writes itself (a set-up position, a result's reason): in the words
// of the moves, as the header and the move numbers are ("Zug eins,
// Weiß" with --style annexd in an English session).
func captionOf(style phonetic.Style) (catalog.Catalog, rules.Lang) {
	switch style.Lang() {
	case phonetic.German:
		return catalog.For(catalog.German), rules.German
	case phonetic.Czech:
		return catalog.For(catalog.Czech), rules.Czech
	}
	return catalog.For(catalog.English), rules.English
}

// headerPlayers returns players ("White - Black", pgn.Game.Players) with
// a missing name ("?") said as the side in style's words. White stands at
// the start of the line and keeps its capital; Black stands inside it and
// is written as inside a sentence: in Czech in lower case ("Bílý -
// černý", "Novák - černý", as the table's sentences and pgn check's
// warnings name it), in German and English with its capital (a noun; the
// players' names).
func headerPlayers(players string, style phonetic.Style) string {
	return pgn.NamePlayers(players, style.Word(phonetic.White), style.TextInside([]phonetic.Word{phonetic.Black}))
}

// lineOut is where say puts its lines as they come: printed (--text) or
// spoken.
type lineOut interface {
	// put prints or says one line.
	put(l sayLine) error
	// flush writes what is buffered.
	flush() error
	// close ends the output; err is the error that stopped the lines
	// (nil when all were put), returned unless closing fails first.
	close(err error) error
}

// textOut prints each line with its label (--text), buffered: a line is
// written by flush or close.
type textOut struct {
	w     *bufio.Writer
	style phonetic.Style
}

func (t *textOut) put(l sayLine) error {
	switch {
	case l.label == nil:
		t.w.WriteString(lineText(l, t.style))
	case l.words == nil:
		t.w.WriteString(phonetic.UpperFirst(t.style.Text(l.label)) + " " + l.text)
	default:
		t.w.WriteString(phonetic.UpperFirst(t.style.Text(append(append([]phonetic.Word(nil), l.label...), l.words...))))
	}
	return t.w.WriteByte('\n')
}

func (t *textOut) flush() error { return t.w.Flush() }

func (t *textOut) close(err error) error {
	if ferr := t.w.Flush(); err == nil {
		err = ferr
	}
	return err
}

// speechOut says each line through the chosen voice and waits until it
// has been said (Ctrl-C stops).
type speechOut struct {
	sp     *speech.Speaker
	ctx    context.Context
	stop   context.CancelFunc
	out    string // the WAV file written, or ""
	voice  string // the backend's name; the speaker's differs after it fell back to text
	stdout io.Writer
	c      catalog.Catalog
	lines  int
}

// openSpeechOut opens the voice; with out, the speech goes into that WAV
// file.
func openSpeechOut(cfg Config) (*speechOut, error) {
	stdout, stderr := cfg.Stdout, cfg.Stderr
	o, err := speech.Open(speech.Config{Voice: cfg.Voice, Clips: audio.Clips(), WAV: cfg.Out, Text: stdout})
	if err != nil {
		if errors.Is(err, speech.ErrNoSoundCard) {
			return nil, session.FailErr("%v", speech.WithDetail(catalog.Errorf("cmd.say-cannot-speak-write-the", err), err))
		}
		var pe *fs.PathError
		if cfg.Out != "" && errors.As(err, &pe) {
			// --out names a folder, or a file in a folder that is not there.
			return nil, session.UsageErr("cmd.say-out-unwritable", err)
		}
		return nil, session.FailErr("cmd.say-cannot-speak", err)
	}
	if o.Voice != "text" || cfg.Voice != "text" {
		fmt.Fprintln(stderr, cfg.Catalog.Error(o.Said))
	}
	sp := speech.NewSpeaker(o.Backend, speech.Options{Style: cfg.Style, Rate: cfg.Rate, Notify: stderr, TextOut: stdout, Catalog: &cfg.Catalog})
	ctx, stop := signal.NotifyContext(cfg.Context, os.Interrupt)
	return &speechOut{sp: sp, ctx: ctx, stop: stop, out: cfg.Out, voice: o.Backend.Name(), stdout: stdout, c: cfg.Catalog}, nil
}

// put says one line and waits for it: a whole game does not fit the
// speaker's queue, which is bounded and meant for what is said now.
func (s *speechOut) put(l sayLine) error {
	u := speech.Utterance{Text: l.text, Priority: speech.Move}
	if l.words != nil {
		u.Words = append(append([]phonetic.Word(nil), l.spoken...), l.words...)
	}
	s.sp.Say(u)
	if err := s.sp.Drain(s.ctx); err != nil {
		s.sp.Stop()
		if errors.Is(err, context.Canceled) {
			return session.FailErr("cmd.say-stopped")
		}
		return session.FailErr("%v", err)
	}
	s.lines++
	return nil
}

// flush does nothing: each line is said before put returns.
func (s *speechOut) flush() error { return nil }

func (s *speechOut) close(err error) error {
	defer s.stop()
	fellBack := s.sp.Backend() != s.voice
	cerr := s.sp.Close()
	if err != nil {
		return err
	}
	if cerr != nil {
		return session.FailErr("%v", cerr)
	}
	if s.out != "" {
		secs, err := wavSeconds(s.out)
		if err != nil {
			return session.FailErr("%v", err)
		}
		if fellBack {
			// The voice failed and the speaker went on in text: the
			// file holds what was said before, maybe nothing (a valid
			// empty recording), and the user is told it is short.
			return session.FailErr("cmd.say-wav-voice-failed", s.out, catalog.Decimal{Value: secs, Places: 1})
		}
		fmt.Fprintln(s.stdout, s.c.Say("cmd.say-wrote-decimal", s.out, s.c.Count("cmd.n-lines", s.lines), catalog.Decimal{Value: secs, Places: 1}))
	}
	return nil
}

// wavSeconds reads the length of a WAV file from its header; only when
// the header does not say it are the audio's frames counted.
func wavSeconds(path string) (float64, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	w, err := capture.NewWAVReader(f)
	if err != nil {
		return 0, catalog.Errorf("cmd.say-wav-read", path, err)
	}
	n := w.Frames()
	if n < 0 {
		// A data size of 0: an empty recording (the voice failed
		// before it said anything), or a header that does not say;
		// the frames the file holds are counted.
		n = 0
		buf := make([]int16, 4096)
		for {
			k, err := w.Read(buf)
			n += int64(k)
			if err == io.EOF {
				break
			}
			if err != nil {
				return 0, catalog.Errorf("cmd.say-wav-read", path, err)
			}
		}
	}
	return float64(n) / float64(w.Rate), nil
}
