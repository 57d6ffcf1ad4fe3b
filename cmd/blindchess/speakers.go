package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/speech"
)

func newSpeakersCmd() *cobra.Command {
	var lang string
	cmd := &cobra.Command{
		Use:  "speakers",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := catalog.Choose(lang, os.Getenv)
			if err != nil {
				return usageErr("%v", err)
			}
			c := catalog.For(l)
			devs, err := speech.Speakers()
			if err != nil {
				return failErr("%v", err)
			}
			if len(devs) == 0 {
				return failErr("cmd.speakers-none")
			}
			w := cmd.OutOrStdout()
			for _, d := range devs {
				line := c.Say("cmd.speakers-device", d.Name, d.HostAPI, catalog.Counted{Key: "audio.n-channels", N: d.Channels}, d.Rate)
				if d.Default {
					line = c.Say("cmd.speakers-default", line)
				}
				fmt.Fprintln(w, line)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&lang, "lang", "", "")
	return cmd
}
