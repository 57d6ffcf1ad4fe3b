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
		Use: "say",
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := catalog.Choose(lang, os.Getenv)
			if err != nil {
				return usageErr("catalog.bad-lang", lang)
			}
			if len(args) == 1 && pgnFile == "" && strings.HasSuffix(strings.ToLower(args[0]), ".pgn") {
				// say game.pgn: the game file where moves go.
				return usageErr("cli.give-as-flag", commandName(cmd), "pgn", cmd.CommandPath(), "pgn", args[0])
			}
			if !cmd.Flags().Changed("style") {
				// The move words follow the language unless --style says.
				styleName = styleOfLang(l)
			}
			style, err := phonetic.ParseStyle(styleName)
			if err != nil {
				return usageErr("flag.bad-style", styleName, strings.Join(phonetic.StyleNames(), ", "))
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
				return usageErr("flag.bad-voice", voice, strings.Join(speech.Voices(), ", "))
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
	f.StringVar(&styleName, "style", "", "")
	helpArgs(f, "style", strings.Join(phonetic.StyleNames(), ", "))
	f.StringVar(&lang, "lang", "", "")
	f.BoolVar(&long, "long", false, "")
	f.BoolVar(&ascii, "ascii", false, "")
	f.StringVar(&fen, "fen", "", "")
	f.IntVar(&n960, "chess960", 0, "")
	f.StringVar(&moves, "moves", "", "")
	f.StringVar(&pgnFile, "pgn", "", "")
	f.IntVar(&gameNo, "game", 0, "")
	f.BoolVar(&strict, "strict", false, "")
	f.BoolVar(&asText, "text", false, "")
	f.StringVar(&voice, "voice", "auto", "")
	helpArgs(f, "voice", strings.Join(speech.Voices(), ", "))
	f.Float64Var(&rate, "rate", 1, "")
	f.StringVar(&out, "out", "", "")
	return cmd
}
