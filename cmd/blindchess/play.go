package main

import (
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/session"
	"github.com/blindchess/blindchess/internal/speech"
)

func newPlayCmd() *cobra.Command {
	var o session.PlayOptions
	cmd := &cobra.Command{
		Use:  "play",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Given = givenFlags(cmd)
			o.Program = build().String()
			l, err := catalog.Choose(o.Lang, os.Getenv)
			if err != nil {
				return usageErr("catalog.bad-lang", o.Lang)
			}
			if cmd.Flags().Changed("fen") {
				o.FEN = fenFromFlag(cmd, o.FEN)
			}
			if o.Resume != "" && !cmd.Flags().Changed("lang") {
				// The journal keeps the game's language and style.
				return session.Play(cmd.Context(), o, streams(cmd))
			}
			o.Lang = l.Code()
			if !cmd.Flags().Changed("style") {
				// The move words follow the language unless --style says.
				o.Style = styleOfLang(l)
			}
			return session.Play(cmd.Context(), o, streams(cmd))
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.White, "white", "", "")
	f.StringVar(&o.Black, "black", "", "")
	f.StringVar(&o.Me, "me", "white", "")
	f.StringVar(&o.Time, "time", "", "")
	f.StringVar(&o.Announce, "announce", "", "")
	f.StringVar(&o.FEN, "fen", "", "")
	f.IntVar(&o.Chess960, "chess960", -1, "")
	f.StringVar(&o.Style, "style", "", "")
	helpArgs(f, "style", strings.Join(phonetic.StyleNames(), ", "))
	f.BoolVar(&o.Long, "long", false, "")
	f.BoolVar(&o.ASCII, "ascii", false, "")
	f.StringVar(&o.Lang, "lang", "", "")
	f.StringVar(&o.Voice, "voice", "", "")
	helpArgs(f, "voice", strings.Join(speech.Voices(), ", "))
	f.StringVar(&o.WAV, "wav", "", "")
	f.StringVar(&o.Earphone, "earphone", "both", "")
	f.Float64Var(&o.Rate, "rate", 1, "")
	f.StringVar(&o.PublicDevice, "public-device", "", "")
	f.StringVar(&o.PrivateDevice, "private-device", "", "")
	f.StringVar(&o.PGN, "pgn", "", "")
	f.StringVar(&o.Journal, "journal", "", "")
	f.StringVar(&o.Resume, "resume", "", "")
	f.BoolVar(&o.AutoPress, "auto-press", false, "")
	f.BoolVar(&o.Casual, "casual", false, "")
	f.IntVar(&o.NoDrawBefore, "no-draw-offers-before", 0, "")
	f.StringVar(&o.Event, "event", "", "")
	f.StringVar(&o.Site, "site", "", "")
	f.StringVar(&o.Round, "round", "", "")
	f.StringVar(&o.Script, "script", "", "")
	f.BoolVar(&o.Virtual, "virtual", false, "")
	f.BoolVar(&o.JSON, "json", false, "")
	f.BoolVar(&o.Braille, "braille", false, "")
	f.StringVar(&o.BrailleCode, "braille-code", "", "")
	f.StringVar(&o.Tactile, "tactile", "", "")
	f.StringVar(&o.Sighted, "sighted", "", "")
	f.StringVar(&o.Hub.URL, "hub", "", "")
	f.IntVar(&o.Hub.Board, "board", 0, "")
	f.StringVar(&o.Hub.TokenFile, "hub-token-file", "", "")
	addAudioFlags(f, &o.Audio, true)
	return cmd
}
