package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/braille"
	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/pgnfile"
)

func newBrailleCmd() *cobra.Command {
	var (
		file, format, code, lang string
		game, cols, rows         int
	)
	cmd := &cobra.Command{
		Use:   "braille --pgn FILE [--game N] [--format brf|pef|unicode] [--braille-code uk|de|cs|iccf] [--cols 40 --rows 25]",
		Short: "Write a game's scoresheet in chess braille (BRF for an embosser, PEF, or Unicode braille)",
		Long: `braille writes the scoresheet of a game of a PGN file in chess braille
(Annex D.2.7): a header with the players, the event, the date and the
result, then one move pair per line with its number, wrapped and paged at
--cols × --rows cells with page numbers. --format brf (North American ASCII
braille, for embossers), pef (PEF 1.0) or unicode (braille cells, for a
braille display or a screen). The codes are described in docs/braille.md.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if file == "" {
				return usageErr("cmd.braillecmd-braille-needs-pgn-file")
			}
			cl, err := catalog.Choose(lang, os.Getenv)
			if err != nil {
				return usageErr("clock.bad-lang", lang)
			}
			c := braille.DefaultCode(cl.Code())
			if code != "" {
				if c, err = braille.ParseCode(code); err != nil {
					return usageErr("--braille-code: %v", err)
				}
			}
			if game < 1 {
				return usageErr("cmd.position-game-games-are-numbered", game)
			}
			pf, err := pgnfile.Open(catalogOf(cmd), file, "--pgn", false, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			defer pf.Close()
			g, err := pf.Nth(game)
			var few *pgnfile.FewGames
			if errors.As(err, &few) {
				return usageErr("cmd.braillecmd-game-has-games-give", game, file, few.Games, few.Games)
			}
			if err != nil {
				return err
			}
			l := braille.Layout{Cols: cols, Rows: rows}
			pages, err := braille.SheetIn(catalog.For(cl), g, c, l)
			if err != nil {
				return usageErr("cmd.braillecmd-game", file, game, err)
			}
			out := cmd.OutOrStdout()
			switch strings.ToLower(format) {
			case "brf":
				fmt.Fprint(out, braille.SheetBRF(pages))
			case "unicode":
				fmt.Fprint(out, braille.SheetUnicode(pages))
			case "pef":
				s, err := braille.SheetPEF(pages, l, g.Tag("White")+" - "+g.Tag("Black")+", "+filepath.Base(file))
				if err != nil {
					return failErr("%v", err)
				}
				fmt.Fprint(out, s)
			default:
				return usageErr("cmd.braillecmd-format-use-brf-pef", format)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&file, "pgn", "", "the PGN `FILE`")
	f.IntVar(&game, "game", 1, "the game's number in the file")
	f.StringVar(&format, "format", "brf", "brf, pef or unicode")
	f.StringVar(&code, "braille-code", "", "uk, de, cs or iccf (default: the code of --lang)")
	f.StringVar(&lang, "lang", "", "language of the header, whose code is the default: en (uk), de, cs (default: the locale)")
	f.IntVar(&cols, "cols", braille.DefaultLayout.Cols, "cells per line")
	f.IntVar(&rows, "rows", braille.DefaultLayout.Rows, "lines per page")
	return cmd
}
