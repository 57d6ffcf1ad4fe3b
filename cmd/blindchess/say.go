package main

import (
	"os"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/saymoves"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/spf13/cobra"
)

func newSayCmd() *cobra.Command {
	var (
		styleName, lang, fen, moves, pgnFile, voice, out string
		long, ascii, asText, strict                      bool
		n960, gameNo                                     int
		rate                                             float64
	)
	cmd := &cobra.Command{
		Use:   `say [--lang de|en|cs] [--style S] [--long] [--ascii] [--fen F | --chess960 N] [--moves "…"] [--pgn FILE [--game N] [--strict]] [--text] [--voice V] [--rate R] [--out FILE.wav] MOVE...`,
		Short: "Speak moves in the FIDE Annex D phonetic alphabet (Springer Felix drei)",
		Long: `say speaks each MOVE in turn from the position: the start position, a FEN
(--fen), or a Chess960 position by number (--chess960), after the moves of
--moves. Moves may be written in any notation blindchess reads (SAN with
English, Czech or German letters, long algebraic, UCI, ICCF numeric) or in
phonetic words ("springer felix drei", one quoted argument per move).

Styles (--style): annexd (Anna … Hector, eins … acht, König … Bauer,
Kurze/Lange Rochade), annexd-en (Anna … Hector with English words), nato
(alfa … hotel, English), cs (Czech). Without --style the words follow the
language (--lang, else the locale): de annexd, en annexd-en, cs cs. --long
names the piece and both squares ("Springer Gustav eins Felix drei").
--ascii writes the text without umlauts (fuenf, Koenig, Laeufer).

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
			l, err := catalog.Choose(lang, os.Getenv)
			if err != nil {
				return usageErr("table.bad-lang", lang)
			}
			if !cmd.Flags().Changed("style") {
				// The move words follow the language unless --style says.
				styleName = styleOfLang(l)
			}
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
			if !saymoves.ValidVoice(voice) {
				return usageErr("cmd.say-voice-use-one-of", voice, strings.Join(speech.Voices(), ", "))
			}
			if asText && (out != "" || cmd.Flags().Changed("voice") || cmd.Flags().Changed("rate")) {
				return usageErr("cmd.say-text-prints-the-words")
			}
			cfg := saymoves.Config{Style: style, Form: form, Text: asText, Voice: voice, Rate: rate, Out: out,
				Context: cmd.Context(), Stdout: cmd.OutOrStdout(), Stderr: cmd.ErrOrStderr(), Catalog: catalogOf(cmd)}
			if pgnFile != "" {
				if len(args) > 0 || cmd.Flags().Changed("fen") || cmd.Flags().Changed("chess960") || cmd.Flags().Changed("moves") {
					return usageErr("cmd.say-pgn-speaks-the-games")
				}
				return saymoves.PGN(cfg, pgnFile, gameNo, cmd.Flags().Changed("game"), strict)
			}
			if cmd.Flags().Changed("game") || strict {
				return usageErr("cmd.position-game-and-strict-go")
			}
			if len(args) == 0 {
				return usageErr("cmd.say-give-the-moves-to")
			}
			pos, err := startingPosition(cmd, fen, n960)
			if err != nil {
				return err
			}
			return saymoves.Moves(cfg, pos, moves, args)
		},
	}
	f := cmd.Flags()
	f.StringVar(&styleName, "style", "", "speech style: "+strings.Join(phonetic.StyleNames(), ", ")+" (default: the language's)")
	f.StringVar(&lang, "lang", "", "language of the move words and messages: de, en or cs (default: the locale)")
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
