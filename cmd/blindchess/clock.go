package main

import (
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/session"
	"github.com/blindchess/blindchess/internal/speech"
)

func newClockCmd() *cobra.Command {
	var o session.ClockOptions
	cmd := &cobra.Command{
		Use:  "clock",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Given = givenFlags(cmd)
			l, err := catalog.Choose(o.Lang, os.Getenv)
			if err != nil {
				return usageErr("catalog.bad-lang", o.Lang)
			}
			// A resumed clock keeps the language of its journal; this one
			// is for what is said before the journal is read.
			o.Lang = l.Code()
			return session.Clock(cmd.Context(), o, streams(cmd))
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Time, "time", "", "")
	f.StringVar(&o.Me, "me", "white", "")
	f.StringVar(&o.Lang, "lang", "", "")
	f.StringVar(&o.Voice, "voice", "text", "")
	helpArgs(f, "voice", strings.Join(speech.Voices(), ", "))
	f.StringVar(&o.WAV, "wav", "", "")
	f.Float64Var(&o.Rate, "rate", 1, "")
	f.StringVar(&o.Channel, "channel", "both", "")
	f.StringVar(&o.Announce, "announce", "", "")
	helpArgs(f, "announce", clock.DefaultAlerts().String())
	f.BoolVar(&o.Casual, "casual", false, "")
	f.StringVar(&o.Script, "script", "", "")
	f.StringVar(&o.Journal, "journal", "", "")
	f.StringVar(&o.Resume, "resume", "", "")
	f.BoolVar(&o.Virtual, "virtual", false, "")
	f.BoolVar(&o.JSON, "json", false, "")
	f.BoolVar(&o.Braille, "braille", false, "")
	f.StringVar(&o.BrailleCode, "braille-code", "", "")
	addAudioFlags(f, &o.Audio, false)
	return cmd
}

// clockSessionFlags define a clock session; with --resume they must agree
// with the journal.
var clockSessionFlags = session.ClockResumeFlags
