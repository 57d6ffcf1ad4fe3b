package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"strings"

	"github.com/blindchess/blindchess/audio"
	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
)

// sayLine is one thing say announces: words, or plain text (a game header).
type sayLine struct {
	words  []phonetic.Word
	text   string          // used when words is nil
	label  string          // printed before the words with --text ("1. ")
	spoken []phonetic.Word // said before the words ("Zug eins,")
}

func newSayCmd() *cobra.Command {
	var (
		styleName, fen, moves, pgnFile, voice, out string
		long, ascii, asText, strict                bool
		n960, gameNo                               int
		rate                                       float64
	)
	cmd := &cobra.Command{
		Use:   `say [--style S] [--long] [--ascii] [--fen F | --chess960 N] [--moves "…"] [--pgn FILE [--game N] [--strict]] [--text] [--voice V] [--rate R] [--out FILE.wav] MOVE...`,
		Short: "Speak moves in the FIDE Annex D phonetic alphabet (Springer Felix drei)",
		Long: `say speaks each MOVE in turn from the position: the start position, a FEN
(--fen), or a Chess960 position by number (--chess960), after the moves of
--moves. Moves may be written in any notation blindchess reads (SAN with
English, Czech or German letters, long algebraic, UCI, ICCF numeric) or in
phonetic words ("springer felix drei", one quoted argument per move).

Styles (--style): annexd (default; Anna … Hector, eins … acht, König …
Bauer, Kurze/Lange Rochade), annexd-en (Anna … Hector with English words),
nato (alfa … hotel, English), cs (Czech). --long names the piece and both
squares ("Springer Gustav eins Felix drei"). --ascii writes the text without
umlauts (fuenf, Koenig, Laeufer).

--text prints one line per move instead of speaking. --pgn FILE speaks every
game of a PGN file with move numbers, each game as soon as it is read (a
file of any size), or with --game N game N alone; the games are checked as
pgn check does (tags, result and moves that disagree are warnings on
standard error, or errors with --strict), in UTF-8 or Windows-1252. A game
that cannot be played is named on standard error (its number, players,
line and move) and skipped; the others are said, and the exit code is 1.
--voice chooses the speech: auto (the default: speech-dispatcher if it
runs, else the recorded clips on the sound card, else espeak-ng, else
text), clips, speechd, espeak, say (macOS), sapi (Windows) or text. --rate sets the speed (1 normal, 0.5 to 3). --out FILE.wav
writes the speech into a WAV file instead (with the recorded clips unless
--voice espeak); no sound card is needed.

An illegal or unreadable move is an error that names it (exit 2); nothing is
said then.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			style, err := phonetic.ParseStyle(styleName)
			if err != nil {
				return usageErr("--style: %v", err)
			}
			if ascii {
				style = style.ASCII()
			}
			form := phonetic.Short
			if long {
				form = phonetic.Long
			}
			if rate < speech.MinRate || rate > speech.MaxRate || rate != rate {
				return usageErr("cmd.say-rate-is-out-of", rate, speech.MinRate, speech.MaxRate)
			}
			if !validVoice(voice) {
				return usageErr("cmd.say-voice-use-one-of", voice, strings.Join(speech.Voices(), ", "))
			}
			if asText && (out != "" || cmd.Flags().Changed("voice") || cmd.Flags().Changed("rate")) {
				return usageErr("cmd.say-text-prints-the-words")
			}
			open := func() (lineOut, error) {
				if asText {
					return &textOut{w: bufio.NewWriter(cmd.OutOrStdout()), style: style}, nil
				}
				return openSpeechOut(cmd, style, voice, rate, out)
			}
			if pgnFile != "" {
				if len(args) > 0 || cmd.Flags().Changed("fen") || cmd.Flags().Changed("chess960") || cmd.Flags().Changed("moves") {
					return usageErr("cmd.say-pgn-speaks-the-games")
				}
				return sayPGN(catalogOf(cmd), pgnFile, gameNo, cmd.Flags().Changed("game"), form, strict, cmd.ErrOrStderr(), open)
			}
			if cmd.Flags().Changed("game") || strict {
				return usageErr("cmd.position-game-and-strict-go")
			}
			if len(args) == 0 {
				return usageErr("cmd.say-give-the-moves-to")
			}
			lines, err := moveLines(cmd, fen, n960, moves, args, style, form)
			if err != nil {
				return err
			}
			o, err := open()
			if err != nil {
				return err
			}
			for _, l := range lines {
				if err = o.put(l); err != nil {
					break
				}
			}
			return o.close(err)
		},
	}
	f := cmd.Flags()
	f.StringVar(&styleName, "style", "annexd", "speech style: "+strings.Join(phonetic.StyleNames(), ", "))
	f.BoolVar(&long, "long", false, "long form: the piece and both squares")
	f.BoolVar(&ascii, "ascii", false, "write text without umlauts (fuenf, Koenig, Laeufer)")
	f.StringVar(&fen, "fen", "", "start from this FEN position")
	f.IntVar(&n960, "chess960", 0, "start from Chess960 position N (0-959)")
	f.StringVar(&moves, "moves", "", `moves to play silently first, e.g. "e4 e5"`)
	f.StringVar(&pgnFile, "pgn", "", "speak every game of this PGN file with move numbers")
	f.IntVar(&gameNo, "game", 0, "with --pgn: say only game `N` of the file (from 1)")
	f.BoolVar(&strict, "strict", false, "with --pgn: refuse a game whose tags, result and moves disagree (otherwise a warning)")
	f.BoolVar(&asText, "text", false, "print one line per move instead of speaking")
	f.StringVar(&voice, "voice", "auto", "speech: "+strings.Join(speech.Voices(), ", "))
	f.Float64Var(&rate, "rate", 1, "speech rate: 1 normal, 0.5 slow to 3 fast")
	f.StringVar(&out, "out", "", "write the speech to this WAV file instead of the sound card")
	return cmd
}

func validVoice(v string) bool {
	for _, x := range speech.Voices() {
		if strings.EqualFold(v, x) {
			return true
		}
	}
	return false
}

// lineText is the text of a line in the style.
func lineText(l sayLine, s phonetic.Style) string {
	if l.words == nil {
		return l.text
	}
	return s.Text(l.words)
}

// moveLines reads the moves of the command line against the position.
func moveLines(cmd *cobra.Command, fen string, n960 int, moves string, args []string, style phonetic.Style, form phonetic.Form) ([]sayLine, error) {
	pos, err := startingPosition(cmd, fen, n960)
	if err != nil {
		return nil, err
	}
	g := rules.NewGameFrom(pos)
	if err := playMoveList(g, moves, rules.AnyLang); err != nil {
		return nil, usageErr("--moves: %v", err)
	}
	parser := phonetic.NewParser(style)
	var lines []sayLine
	for _, arg := range sayTokens(args) {
		p := g.Position()
		if g.Over() {
			return nil, usageErr("cmd.say-move-cannot-be-said", arg, g.Outcome())
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
			return nil, usageErr("cmd.position-move", moveNumber(&p), arg, err)
		}
		w, err := phonetic.MoveWords(&p, m, form)
		if err != nil {
			return nil, usageErr("cmd.position-move", moveNumber(&p), arg, err)
		}
		if err := g.Push(m); err != nil {
			return nil, usageErr("cmd.position-move", moveNumber(&p), arg, err)
		}
		lines = append(lines, sayLine{words: w})
	}
	return lines, nil
}

// sayTokens splits the arguments into moves: move numbers ("1.", "12...")
// are dropped and an "e.p." written apart joins the move before it.
func sayTokens(args []string) []string {
	var out []string
	for _, a := range args {
		a = strings.TrimSpace(a)
		if strings.Contains(a, " ") {
			out = append(out, a) // phonetic words, one move
			continue
		}
		if (a == "e.p." || a == "ep" || a == "e.p") && len(out) > 0 {
			out[len(out)-1] += " " + a
			continue
		}
		if a = stripMoveNumber(a); a != "" {
			out = append(out, a)
		}
	}
	return out
}

// moveNumber is "12." before a white move and "12..." before a black one.
func moveNumber(p *rules.Position) string {
	if p.Turn() == rules.Black {
		return fmt.Sprintf("%d...", p.FullmoveNumber())
	}
	return fmt.Sprintf("%d.", p.FullmoveNumber())
}

// sayPGN says the games of a PGN file as they are read, one at a time, so
// that a file of any size takes the memory of one game. A game that cannot
// be played is named on warn (its number, players, line and move) and
// skipped, the others are said; at the end the count of skipped games is
// the error (exit 1). With one (--game, which is n) only game n is said,
// and a bad game n is the error (exit 2). open opens the output at the
// first game to say.
func sayPGN(c catalog.Catalog, path string, n int, one bool, form phonetic.Form, strict bool, warn io.Writer, open func() (lineOut, error)) error {
	if one && n < 1 {
		return usageErr("cmd.position-game-games-are-numbered", n)
	}
	pf, err := openPGNFile(c, path, "--pgn", strict, warn)
	if err != nil {
		return err
	}
	defer pf.Close()
	if one {
		rg, err := pf.game(n)
		if err != nil {
			return err
		}
		o, err := open()
		if err != nil {
			return err
		}
		return o.close(sayGame(o, rg, form, path))
	}
	var o lineOut
	bad := 0
	for {
		g, err := pf.next()
		if err == io.EOF {
			break
		}
		var rg readGame
		if err == nil {
			rg, err = pf.play(g)
		}
		var b *badGame
		if errors.As(err, &b) {
			bad++
			fmt.Fprintln(warn, "blindchess: "+c.Say("cmd.say-game-skipped", path, c.Error(b.Err)))
			continue
		}
		if err == nil && o == nil {
			o, err = open()
		}
		if err == nil {
			err = sayGame(o, rg, form, path)
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
	pf.noteEncoding()
	if pf.games == 0 {
		return usageErr("cmd.pgnread-the-file-has-no", "--pgn", path)
	}
	if o != nil {
		if err := o.close(nil); err != nil {
			return err
		}
	}
	switch {
	case bad == pf.games:
		return failErr("cmd.say-none-said", path, c.Count("cmd.n-games", pf.games))
	case bad > 0:
		return failErr("cmd.say-some-skipped", path, bad, c.Count("cmd.n-games", pf.games))
	}
	return nil
}

// sayGame says one game: a header line, each move with its number ("Zug
// eins, Eva vier" for White, the words alone for Black), and the result.
func sayGame(o lineOut, rg readGame, form phonetic.Form, path string) error {
	g, rp := rg.g, rg.rp
	header := g.Players()
	if ev := g.Tag("Event"); ev != "" && ev != "?" {
		header += ", " + ev
	}
	if err := o.put(sayLine{text: header}); err != nil {
		return err
	}
	pos := rp.Start
	for i, m := range rp.Moves {
		num, white := pos.FullmoveNumber(), pos.Turn() == rules.White
		label := fmt.Sprintf("%d. ", num)
		if !white {
			label = fmt.Sprintf("%d... ", num)
		}
		var l sayLine
		if m == rules.NoMove {
			// A null move (a pass, in analysis): say so and go on.
			l = sayLine{text: "(null move)", label: label}
			var err error
			if pos, err = pos.PlayNull(); err != nil {
				return usageErr("cmd.say-pgn-game-move", path, g.Number, i+1, err)
			}
		} else {
			w, err := phonetic.MoveWords(&pos, m, form)
			if err != nil {
				return usageErr("cmd.say-pgn-game-move", path, g.Number, i+1, err)
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
	switch g.Result {
	case pgn.WhiteWins:
		return o.put(sayLine{words: []phonetic.Word{phonetic.White, phonetic.Wins}})
	case pgn.BlackWins:
		return o.put(sayLine{words: []phonetic.Word{phonetic.Black, phonetic.Wins}})
	case pgn.Draw:
		return o.put(sayLine{words: []phonetic.Word{phonetic.Draw}})
	}
	return nil
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
	t.w.WriteString(l.label)
	t.w.WriteString(lineText(l, t.style))
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
	stdout io.Writer
	c      catalog.Catalog
	lines  int
}

// openSpeechOut opens the voice; with out, the speech goes into that WAV
// file.
func openSpeechOut(cmd *cobra.Command, style phonetic.Style, voice string, rate float64, out string) (*speechOut, error) {
	stdout, stderr := cmd.OutOrStdout(), cmd.ErrOrStderr()
	o, err := speech.Open(speech.Config{Voice: voice, Clips: audio.Clips(), WAV: out, Text: stdout})
	if err != nil {
		if errors.Is(err, speech.ErrNoSoundCard) {
			return nil, failErr("cmd.say-cannot-speak-write-the", err)
		}
		var pe *fs.PathError
		if out != "" && errors.As(err, &pe) {
			// --out names a folder, or a file in a folder that is not there.
			return nil, usageErr("cmd.say-cannot-speak", err)
		}
		return nil, failErr("cmd.say-cannot-speak", err)
	}
	if o.Voice != "text" || voice != "text" {
		fmt.Fprintln(stderr, o.Note)
	}
	sp := speech.NewSpeaker(o.Backend, speech.Options{Style: style, Rate: rate, Notify: stderr, TextOut: stdout})
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
	return &speechOut{sp: sp, ctx: ctx, stop: stop, out: out, stdout: stdout, c: catalogOf(cmd)}, nil
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
			return failErr("cmd.say-stopped")
		}
		return failErr("%v", err)
	}
	s.lines++
	return nil
}

// flush does nothing: each line is said before put returns.
func (s *speechOut) flush() error { return nil }

func (s *speechOut) close(err error) error {
	defer s.stop()
	cerr := s.sp.Close()
	if err != nil {
		return err
	}
	if cerr != nil {
		return failErr("%v", cerr)
	}
	if s.out != "" {
		secs, err := wavSeconds(s.out)
		if err != nil {
			return failErr("%v", err)
		}
		fmt.Fprintln(s.stdout, s.c.Say("cmd.say-wrote", s.out, s.c.Count("cmd.n-lines", s.lines), secs))
	}
	return nil
}

// wavSeconds reads the length of a WAV file from its header, without
// reading its audio.
func wavSeconds(path string) (float64, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	w, err := capture.NewWAVReader(f)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	n := w.Frames()
	if n < 0 {
		return 0, catalog.Errorf("cmd.say-wav-no-length", path)
	}
	return float64(n) / float64(w.Rate), nil
}
