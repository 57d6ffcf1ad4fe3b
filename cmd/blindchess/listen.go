package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/voice"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// maxListen is the longest recording listen takes: one move or request,
// with room for silence around it. It bounds the memory a file of any size
// can take (the audio is read as it comes and never beyond it).
const maxListen = time.Minute

// newListenCmd builds `blindchess listen --wav FILE`: offline recognition
// of a recorded move or request, for tests and tuning.
func newListenCmd() *cobra.Command {
	var wav, lang, style, fen, warpFlag string
	var phones bool
	cmd := &cobra.Command{
		Use: "listen",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 && wav == "" && looksLikeWAV(args[0]) {
				// The recording given where only options go: say how.
				return usageErr("cmd.listen-give-wav", args[0])
			}
			return noArgs(cmd, args)
		},
		RunE: func(c *cobra.Command, _ []string) error {
			if wav == "" {
				return usageErr("cmd.listen-wav-file-is-needed")
			}
			vocab, err := parseVocab(style, lang, os.Getenv)
			if err != nil {
				return err
			}
			warp := 1.0
			if warpFlag != "" {
				if warp, err = sphinx.ParseWarp(warpFlag); err != nil {
					return usageErr("%v", err)
				}
			}
			st := vocab.Style
			var pos *rules.Position
			if fen != "" {
				p, err := rules.ParseFEN(fen)
				if err != nil {
					return usageErr("--fen: %v", err)
				}
				pos = &p
			}
			pcm, err := capture.ReadAnyWAVUpTo(wav, maxListen)
			var tooLong *capture.TooLongError
			if errors.As(err, &tooLong) {
				return usageErr("--wav %v", err)
			}
			if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.EISDIR) {
				// No file of that name, or a folder: what to give.
				return usageErr("cmd.listen-wav-unreadable", err)
			}
			if err != nil {
				// The file given is not a WAV recording.
				return usageErr("%v", err)
			}
			if a, err := capture.OpenAnyWAV(wav); err == nil {
				rate := a.Rate()
				a.Close()
				if rate < capture.Rate {
					// Too narrow a band for the model (or a header that
					// gives the wrong rate: the audio is then slowed).
					fmt.Fprintln(c.OutOrStdout(), catalogOf(c).Say("cmd.listen-narrow", rate, capture.Rate))
					return nil
				}
			}
			if phones {
				heard, err := sphinx.Phones(pcm)
				if err != nil {
					return failErr("%v", err)
				}
				fmt.Fprintln(c.OutOrStdout(), heard)
				return nil
			}
			// Bad audio is said for what it is, and nothing is taken from it.
			switch voice.Assess(pcm) {
			case voice.FaultSilent:
				fmt.Fprintln(c.OutOrStdout(), catalogOf(c).Say("cmd.listen-silent"))
				return nil
			case voice.FaultNoSpeech:
				fmt.Fprintln(c.OutOrStdout(), catalogOf(c).Say("cmd.listen-no-speech"))
				return nil
			case voice.FaultClipped:
				fmt.Fprintln(c.OutOrStdout(), catalogOf(c).Say("cmd.listen-clipped"))
				return nil
			case voice.FaultTooShort:
				fmt.Fprintln(c.OutOrStdout(), catalogOf(c).Say("cmd.listen-too-short"))
				return nil
			}
			tmp, err := os.MkdirTemp("", "blindchess-listen")
			if err != nil {
				return failErr("cmd.listen-making-a-temporary-folder", err)
			}
			defer os.RemoveAll(tmp)
			r, err := sphinx.NewWarped(vocab, tmp, warp)
			if err != nil {
				return failErr("%v", err)
			}
			defer r.Close()
			if err := r.SetPosition(pos, true); err != nil {
				return failErr("%v", err)
			}
			heard, err := r.Recognize(pcm)
			if err != nil {
				return failErr("%v", err)
			}
			if heard == "" {
				key := "cmd.listen-nothing"
				if pos == nil {
					// Every move's words at once hear far worse than
					// play, which knows the position: say what to give.
					key = "cmd.listen-nothing-no-fen"
				}
				fmt.Fprintln(c.OutOrStdout(), catalogOf(c).Say(key))
				return nil
			}
			// What was said, in the vocabulary's spelling ("Eva
			// čtyři", not the recogniser's "eva ctyri").
			said := vocab.Spell(heard)
			if pos != nil {
				if m, err := phonetic.ParseMove(pos, heard, st); err == nil {
					said += ": " + pos.SAN(m)
				}
			}
			fmt.Fprintln(c.OutOrStdout(), said)
			return nil
		},
	}
	cmd.Flags().StringVar(&wav, "wav", "", "")
	cmd.Flags().StringVar(&style, "style", "", "")
	cmd.Flags().StringVar(&lang, "lang", "", "")
	cmd.Flags().StringVar(&fen, "fen", "", "")
	cmd.Flags().BoolVar(&phones, "phones", false, "")
	cmd.Flags().StringVar(&warpFlag, "voice-warp", "", "")
	return cmd
}

// parseVocab returns what is listened for: the move words of the style
// and the requests of the language. Without a style (""), the words
// follow the language: lang, else the locale read through getenv (de
// annexd, en annexd-en, cs cs). With a style and no lang, the requests
// are the style's language.
func parseVocab(style, lang string, getenv func(string) string) (voice.Vocab, error) {
	if lang != "" {
		if _, err := voice.ParseLang(lang); err != nil {
			return voice.Vocab{}, usageErr("%v", err)
		}
	}
	if style == "" {
		l, err := catalog.Choose(lang, getenv)
		if err != nil {
			return voice.Vocab{}, usageErr("%v", err)
		}
		style = styleOfLang(l)
	}
	st, err := phonetic.ParseStyle(style)
	if err != nil {
		return voice.Vocab{}, usageErr("flag.bad-style", style, strings.Join(phonetic.StyleNames(), ", "))
	}
	l := voice.LangOf(st.Lang())
	if lang != "" {
		if l, err = voice.ParseLang(lang); err != nil {
			return voice.Vocab{}, usageErr("%v", err)
		}
	}
	return voice.Vocab{Style: st, Lang: l}, nil
}

// looksLikeWAV reports whether an argument names a recording: a name
// ending in .wav, or a file that is there.
func looksLikeWAV(arg string) bool {
	if strings.HasSuffix(strings.ToLower(arg), ".wav") {
		return true
	}
	fi, err := os.Stat(arg)
	return err == nil && fi.Mode().IsRegular()
}
