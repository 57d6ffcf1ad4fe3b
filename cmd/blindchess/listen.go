package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/voice"
)

// newListenCmd builds `blindchess listen --wav FILE`: offline recognition
// of a recorded move or request, for tests and tuning.
func newListenCmd() *cobra.Command {
	var wav, lang string
	cmd := &cobra.Command{
		Use:   "listen --wav FILE [--lang de]",
		Short: "Recognise a spoken move or request in a 16 kHz mono WAV file (offline)",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			if wav == "" {
				return usageErr("--wav FILE is needed: a 16 kHz mono WAV recording")
			}
			if lang != "de" {
				return usageErr("--lang %q: only de is recognised so far", lang)
			}
			src, err := capture.OpenWAVFile(wav)
			if err != nil {
				return err
			}
			var pcm []int16
			buf := make([]int16, 1600)
			for {
				n, err := src.Read(buf)
				pcm = append(pcm, buf[:n]...)
				if err != nil {
					break
				}
			}
			tmp, err := os.MkdirTemp("", "blindchess-listen")
			if err != nil {
				return fmt.Errorf("making a temporary folder: %w", err)
			}
			defer os.RemoveAll(tmp)
			r, err := voice.NewGerman(tmp)
			if err != nil {
				return err
			}
			defer r.Close()
			heard, err := r.Recognize(pcm)
			if err != nil {
				return err
			}
			if heard == "" {
				heard = "(nothing recognised)"
			}
			fmt.Fprintln(c.OutOrStdout(), heard)
			return nil
		},
	}
	cmd.Flags().StringVar(&wav, "wav", "", "16 kHz mono WAV file to recognise")
	cmd.Flags().StringVar(&lang, "lang", "de", "language of the words (de)")
	return cmd
}
