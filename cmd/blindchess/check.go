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
		Use:   "check [--voice V [--wav FILE]] [--tactile PATH] [--sighted dgt:PATH] [--microphone NAME|FILE.wav | --record] [--journal FILE] [--lang de|en|cs]",
		Short: "Pre-round check of a table: earphone channels, boards, microphone; the result in a journal",
		Long: `check lets the arbiter sign off a table in a minute. It says a test
sentence on the left channel, on the right channel and on both, and after
each asks which ear heard it (answer left, right, both or none; links,
rechts, beide, keins; vlevo, vpravo, obě, žádné). It reads the position of
each board given (--tactile, --sighted dgt:PATH) and says whether it is the
starting position, and with --microphone or --record it listens for two
seconds and says the microphone's level in dBFS. Every result is written,
said, and kept in a journal (--journal FILE, or a new file in the data
folder's blindchess/checks); the exit code is 1 when a check failed.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := catalog.Choose(o.Lang, os.Getenv)
			if err != nil {
				return usageErr("table.bad-lang", o.Lang)
			}
			o.Lang = l.Code()
			o.Program = build().String()
			return session.Check(o, streams(cmd))
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Lang, "lang", "", "language of everything said and written: de, en or cs (default: the locale)")
	f.StringVar(&o.Voice, "voice", "", "the voice that says the test sentences (default: auto)")
	f.StringVar(&o.WAV, "wav", "", "with --voice clips or espeak: write the speech into `FILE` instead of playing it")
	f.StringVar(&o.Tactile, "tactile", "", "the tactile board's serial port `PATH`")
	f.StringVar(&o.Sighted, "sighted", "", "the opponent's DGT board, dgt:`PATH`")
	f.StringVar(&o.Microphone, "microphone", "", "the microphone `NAME` (blindchess microphones lists them), or a WAV file standing in for it")
	f.BoolVar(&o.Record, "record", false, "the game will be recorded: measure the (default) microphone")
	f.StringVar(&o.Journal, "journal", "", "write the result to `FILE` (default: a new file in the data folder)")
	f.DurationVar(&o.BoardWait, "board-wait", 0, "how long to wait for a board's position (default 5s)")
	return cmd
}
