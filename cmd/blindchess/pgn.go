package main

import (
	"os"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/pgncheck"
	"github.com/spf13/cobra"
)

func newPgnCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "pgn",
		Short: "Work with PGN game files",
		Long:  `pgn reads and checks chess games in Portable Game Notation.`,
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return usageErr("cmd.pgn-pgn-needs-a-subcommand")
		},
	}
	cmd.AddCommand(newPgnCheckCmd())
	return cmd
}

// The --json output of pgn check (see package pgncheck).
type (
	pgnCheckJSON = pgncheck.ReportJSON
	pgnFileJSON  = pgncheck.FileJSON
	pgnGameJSON  = pgncheck.GameJSON
)

func newPgnCheckCmd() *cobra.Command {
	var asJSON, quiet, strict bool
	var lang string
	cmd := &cobra.Command{
		Use:   "check FILE... [--json] [--quiet] [--strict] [--lang de|en|cs]",
		Short: "Check every game of PGN files: legal moves, tags, result",
		Long: `check reads every game of the PGN files (- for standard input) and checks
that every move, also in variations, is legal. A game is invalid only for a
syntax error, an illegal move, or a FEN or Variant tag that makes it
impossible to play (only standard chess and Chess960 are played).

Everything that disagrees is a warning: a Result tag that differs from the
result after the moves, a PlyCount that is not the number of half-moves,
SetUp and FEN tags that contradict each other, and a result that does not
fit the final position (a checkmate or stalemate scored * or wrongly). Such
files are common and their games are fine: lichess studies score every
chapter *, puzzle collections keep the PlyCount of the game a puzzle comes
from. --strict makes these disagreements errors.

Files may be UTF-8 (with or without a byte order mark) or, as old
databases are, Windows-1252 (Latin-1); each file is read in its encoding,
and the output is always UTF-8.

For each game it prints one line: the result and the final position as FEN,
or the first error with its line and move. Warnings (also missing roster
tags and null moves) get lines of their own. It exits with 0 when every game
is valid, 1 when a game is not or a file holds no game, and 2 when a file
cannot be read. The lines are in the language of --lang (else the
locale); the JSON keeps its messages in English.`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usageErr("cmd.pgn-pgn-check-needs-at")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := catalog.Choose(lang, os.Getenv)
			if err != nil {
				return usageErr("table.bad-lang", lang)
			}
			return pgncheck.Run(cmd.InOrStdin(), cmd.OutOrStdout(), args, pgncheck.Options{JSON: asJSON, Quiet: quiet, Strict: strict, Catalog: catalog.For(l)})
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object with every file and game")
	cmd.Flags().BoolVar(&quiet, "quiet", false, "print only invalid games, warnings and the totals")
	cmd.Flags().StringVar(&lang, "lang", "", "language of the lines: de, en or cs (default: the locale)")
	cmd.Flags().BoolVar(&strict, "strict", false, "make every disagreement between tags, result and moves an error, not a warning")
	return cmd
}
