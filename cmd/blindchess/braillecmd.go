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
		Use:  "braille",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if file == "" {
				return usageErr("cmd.braillecmd-braille-needs-pgn-file")
			}
			cl, err := catalog.Choose(lang, os.Getenv)
			if err != nil {
				return usageErr("catalog.bad-lang", lang)
			}
			c := braille.DefaultCode(cl.Code())
			if code != "" {
				if c, err = braille.ParseCode(code); err != nil {
					return usageErr("flag.bad-braille-code", code)
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
				return pgnfile.OutOfRange(catalogOf(cmd), game, file, few.Games)
			}
			if err != nil {
				return err
			}
			// A file read as Windows-1252 or Windows-1250 says so, as
			// say and position do: a wrong guess shows in the names.
			pf.NoteEncoding()
			// A game written with German or Czech piece letters is
			// read with them where only they make it legal.
			pf.ReadLetters(g)
			if strings.EqualFold(format, "text") {
				// The print copy, for the arbiter and the sighted
				// opponent, who sign it too (Article 8.7).
				s, err := braille.SheetText(catalog.For(cl), g)
				if err != nil {
					return usageErr("cmd.braillecmd-game", file, game, err)
				}
				fmt.Fprint(cmd.OutOrStdout(), s)
				return nil
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
				s, err := braille.SheetPEF(pages, l, braille.Players(catalog.For(cl), g)+", "+filepath.Base(file))
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
	f.StringVar(&file, "pgn", "", "")
	f.IntVar(&game, "game", 1, "")
	f.StringVar(&format, "format", "brf", "")
	f.StringVar(&code, "braille-code", "", "")
	f.StringVar(&lang, "lang", "", "")
	f.IntVar(&cols, "cols", braille.DefaultLayout.Cols, "")
	f.IntVar(&rows, "rows", braille.DefaultLayout.Rows, "")
	return cmd
}
