package main

import (
	"os"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/pgncheck"
	"github.com/spf13/cobra"
)

func newPgnCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:  "pgn",
		Args: cobra.NoArgs,
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
		Use: "check",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usageErr("cmd.pgn-pgn-check-needs-at")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := catalog.Choose(lang, os.Getenv)
			if err != nil {
				return usageErr("catalog.bad-lang", lang)
			}
			return pgncheck.Run(cmd.InOrStdin(), cmd.OutOrStdout(), args, pgncheck.Options{JSON: asJSON, Quiet: quiet, Strict: strict, Catalog: catalog.For(l)})
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "")
	cmd.Flags().BoolVar(&quiet, "quiet", false, "")
	cmd.Flags().BoolVar(&strict, "strict", false, "")
	cmd.Flags().StringVar(&lang, "lang", "", "")
	return cmd
}
