package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/blindchess/blindchess/internal/describe"
	"github.com/blindchess/blindchess/internal/movetext"
	"github.com/blindchess/blindchess/internal/pgnfile"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
)

// The --json output of position (see package describe).
type (
	positionJSON  = describe.Report
	claimWithMove = describe.ClaimWithMove
)

func newPositionCmd() *cobra.Command {
	var (
		fen      string
		n960     int
		moves    string
		lang     string
		notation string
		asJSON   bool
		pgnFile  string
		gameNo   int
		strict   bool
		casual   bool
	)
	cmd := &cobra.Command{
		Use:  "position",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			cl, err := catalog.Choose(lang, os.Getenv)
			if err != nil {
				return usageErr("catalog.bad-lang", lang)
			}
			l, err := rules.ParseLang(cl.Code())
			if err != nil || l == rules.AnyLang {
				return usageErr("catalog.bad-lang", lang)
			}
			in := rules.AnyLang
			if cmd.Flags().Changed("lang") {
				in = l
			}
			n, ok := describe.ParseNotation(notation)
			if !ok {
				return usageErr("cmd.position-notation-give-san-long", notation)
			}
			if asJSON && cmd.Flags().Changed("notation") {
				return usageErr("cmd.position-notation-is-for-the")
			}
			var g *rules.Game
			switch {
			case pgnFile != "":
				if cmd.Flags().Changed("fen") || cmd.Flags().Changed("chess960") {
					return usageErr("cmd.position-pgn-starts-from-a")
				}
				if g, err = pgnfile.GamePosition(catalogOf(cmd), pgnFile, gameNo, strict, cmd.ErrOrStderr()); err != nil {
					return err
				}
			case cmd.Flags().Changed("game") || strict:
				return usageErr("cmd.position-game-and-strict-go")
			default:
				pos, err := startingPosition(cmd, fen, n960)
				if err != nil {
					return err
				}
				g = rules.NewGameFrom(pos)
			}
			if err := movetext.Play(g, moves, in); err != nil {
				return err
			}
			rep := describe.Describe(g)
			if !casual {
				rep.WithholdHints()
			}
			if asJSON {
				b, err := json.Marshal(rep)
				if err != nil {
					return catalog.Errorf("cmd.position-position-encode-json", err)
				}
				_, err = fmt.Fprintln(cmd.OutOrStdout(), string(b))
				return err
			}
			return describe.WriteText(cmd.OutOrStdout(), catalogOf(cmd), g, rep, describe.Format{Notation: n, Lang: l, Tournament: !casual})
		},
	}
	cmd.Flags().StringVar(&fen, "fen", "", "")
	cmd.Flags().IntVar(&n960, "chess960", -1, "")
	cmd.Flags().StringVar(&pgnFile, "pgn", "", "")
	cmd.Flags().IntVar(&gameNo, "game", 1, "")
	cmd.Flags().BoolVar(&strict, "strict", false, "")
	cmd.Flags().StringVar(&moves, "moves", "", "")
	cmd.Flags().StringVar(&lang, "lang", "", "")
	cmd.Flags().StringVar(&notation, "notation", "san", "")
	cmd.Flags().BoolVar(&casual, "casual", false, "")
	cmd.Flags().BoolVar(&asJSON, "json", false, "")
	return cmd
}
