package main

import (
	"os"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/session"
)

func newCheckCmd() *cobra.Command {
	var o session.CheckOptions
	cmd := &cobra.Command{
		Use:  "check",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := catalog.Choose(o.Lang, os.Getenv)
			if err != nil {
				return usageErr("catalog.bad-lang", o.Lang)
			}
			o.Lang = l.Code()
			o.Program = build().String()
			return session.Check(o, streams(cmd))
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Lang, "lang", "", "")
	f.StringVar(&o.Voice, "voice", "", "")
	f.StringVar(&o.WAV, "wav", "", "")
	f.StringVar(&o.Tactile, "tactile", "", "")
	f.StringVar(&o.Sighted, "sighted", "", "")
	f.StringVar(&o.Microphone, "microphone", "", "")
	f.BoolVar(&o.Record, "record", false, "")
	f.StringVar(&o.Journal, "journal", "", "")
	f.DurationVar(&o.BoardWait, "board-wait", 0, "")
	return cmd
}
