package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"strings"

	"github.com/blindchess/blindchess/audio"
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
		n960                                       int
		rate                                       float64
	)
	cmd := &cobra.Command{
		Use:   `say [--style S] [--long] [--ascii] [--fen F | --chess960 N] [--moves "…"] [--pgn FILE] [--text] [--voice V] [--rate R] [--out FILE.wav] MOVE...`,
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
game of a PGN file with move numbers; the file is checked as pgn check does
(tags, result and moves that disagree are warnings on standard error, or
errors with --strict), in UTF-8 or Windows-1252. --voice chooses the speech: auto (the
default: speech-dispatcher if it runs, else the recorded clips on the sound
card, else espeak-ng, else text), clips, speechd, espeak, say (macOS), sapi
(Windows) or text. --rate sets the speed (1 normal, 0.5 to 3). --out FILE.wav
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
			var lines []sayLine
			if pgnFile != "" {
				if len(args) > 0 || cmd.Flags().Changed("fen") || cmd.Flags().Changed("chess960") || cmd.Flags().Changed("moves") {
					return usageErr("cmd.say-pgn-speaks-the-games")
				}
				lines, err = pgnLines(catalogOf(cmd), pgnFile, form, strict, cmd.ErrOrStderr())
			} else {
				if len(args) == 0 {
					return usageErr("cmd.say-give-the-moves-to")
				}
				lines, err = moveLines(cmd, fen, n960, moves, args, style, form)
			}
			if err != nil {
				return err
			}
			if asText {
				w := cmd.OutOrStdout()
				for _, l := range lines {
					fmt.Fprintln(w, l.label+lineText(l, style))
				}
				return nil
			}
			return speakLines(cmd, lines, style, voice, rate, out)
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

// pgnLines reads every game of a PGN file: a header line, each move with
// its number ("Zug eins, Eva vier" for White, the words alone for Black),
// and the result. Warnings about the file go to warn.
func pgnLines(c catalog.Catalog, path string, form phonetic.Form, strict bool, warn io.Writer) ([]sayLine, error) {
	games, err := readPGNGames(c, path, "--pgn", strict, warn)
	if err != nil {
		return nil, err
	}
	var lines []sayLine
	for _, rg := range games {
		g, rp := rg.g, rg.rp
		header := g.Players()
		if ev := g.Tag("Event"); ev != "" && ev != "?" {
			header += ", " + ev
		}
		lines = append(lines, sayLine{text: header})
		pos := rp.Start
		for i, m := range rp.Moves {
			num, white := pos.FullmoveNumber(), pos.Turn() == rules.White
			label := fmt.Sprintf("%d. ", num)
			if !white {
				label = fmt.Sprintf("%d... ", num)
			}
			if m == rules.NoMove {
				// A null move (a pass, in analysis): say so and go on.
				lines = append(lines, sayLine{text: "(null move)", label: label})
				if pos, err = pos.PlayNull(); err != nil {
					return nil, usageErr("cmd.say-pgn-game-move", path, g.Number, i+1, err)
				}
				continue
			}
			w, err := phonetic.MoveWords(&pos, m, form)
			if err != nil {
				return nil, usageErr("cmd.say-pgn-game-move", path, g.Number, i+1, err)
			}
			l := sayLine{words: w, label: label}
			if white || i == 0 {
				l.spoken = []phonetic.Word{phonetic.MoveLabel, phonetic.Number(num), phonetic.Comma}
			}
			lines = append(lines, l)
			pos = pos.Play(m)
		}
		switch g.Result {
		case pgn.WhiteWins:
			lines = append(lines, sayLine{words: []phonetic.Word{phonetic.White, phonetic.Wins}})
		case pgn.BlackWins:
			lines = append(lines, sayLine{words: []phonetic.Word{phonetic.Black, phonetic.Wins}})
		case pgn.Draw:
			lines = append(lines, sayLine{words: []phonetic.Word{phonetic.Draw}})
		}
	}
	return lines, nil
}

// speakLines says the lines through the chosen voice and waits until they
// have been said (Ctrl-C stops).
func speakLines(cmd *cobra.Command, lines []sayLine, style phonetic.Style, voice string, rate float64, out string) error {
	stdout, stderr := cmd.OutOrStdout(), cmd.ErrOrStderr()
	o, err := speech.Open(speech.Config{Voice: voice, Clips: audio.Clips(), WAV: out, Text: stdout})
	if err != nil {
		if errors.Is(err, speech.ErrNoSoundCard) {
			return failErr("cmd.say-cannot-speak-write-the", err)
		}
		var pe *fs.PathError
		if out != "" && errors.As(err, &pe) {
			// --out names a folder, or a file in a folder that is not there.
			return usageErr("cmd.say-cannot-speak", err)
		}
		return failErr("cmd.say-cannot-speak", err)
	}
	if o.Voice != "text" || voice != "text" {
		fmt.Fprintln(stderr, o.Note)
	}
	sp := speech.NewSpeaker(o.Backend, speech.Options{Style: style, Rate: rate, Notify: stderr, TextOut: stdout})
	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
	defer stop()
	// One line at a time: a whole game does not fit the speaker's queue,
	// which is bounded and meant for what is said now.
	var derr error
	for _, l := range lines {
		u := speech.Utterance{Text: l.text, Priority: speech.Move}
		if l.words != nil {
			u.Words = append(append([]phonetic.Word(nil), l.spoken...), l.words...)
		}
		sp.Say(u)
		if derr = sp.Drain(ctx); derr != nil {
			sp.Stop()
			break
		}
	}
	cerr := sp.Close()
	if derr != nil {
		if errors.Is(derr, context.Canceled) {
			return failErr("cmd.say-stopped")
		}
		return failErr("%v", derr)
	}
	if cerr != nil {
		return failErr("%v", cerr)
	}
	if out != "" {
		secs, err := wavSeconds(out)
		if err != nil {
			return failErr("%v", err)
		}
		c := catalogOf(cmd)
		fmt.Fprintln(stdout, c.Say("cmd.say-wrote", out, c.Count("cmd.n-lines", len(lines)), secs))
	}
	return nil
}

// wavSeconds reads the length of a WAV file.
func wavSeconds(path string) (float64, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	p, err := speech.ReadWAV(io.LimitReader(f, 1<<30))
	if err != nil {
		return 0, fmt.Errorf("%s: %w", path, err)
	}
	return p.Duration(), nil
}
