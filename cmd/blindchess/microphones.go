package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/session"
	"github.com/blindchess/blindchess/internal/voice"
	"github.com/blindchess/blindchess/internal/voice/sphinx"
)

// newMicrophonesCmd builds `blindchess microphones`: the audio inputs that
// play --record and --voice-input can use, and a test of one.
func newMicrophonesCmd() *cobra.Command {
	var test bool
	var seconds float64
	var style, lang, fen string
	cmd := &cobra.Command{
		Use:   "microphones [--test [NAME]] [--seconds N] [--style S] [--lang L] [--fen FEN]",
		Short: "List the microphones for --record and --voice-input, and test one",
		Long: `microphones lists the audio inputs (PortAudio) that play and clock can use
with --record and --voice-input; give one to them with --microphone NAME
(a part of the name will do). Without --microphone they use the default.

--test NAME listens to the microphone NAME (none: the default) for --seconds
and tells how loud the background and the loudest sound were, whether
speech was heard, and what the recogniser understood in it: say a move of
the starting position (or of --fen), such as "Springer Felix drei" or "Eva
vier", or a request ("Zeit") to check the microphone before a game. A WAV
file may stand in for the microphone (NAME.wav).`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			w := c.OutOrStdout()
			if !test {
				if len(args) > 0 {
					return usageErr("%s: give --test to test a microphone; without it, microphones only lists them", args[0])
				}
				return listMicrophones(w)
			}
			if seconds < 1 || seconds > 60 {
				return usageErr("--seconds %v: give 1 to 60 seconds", seconds)
			}
			vocab, err := parseVocab(style, lang)
			if err != nil {
				return err
			}
			if fen == "" {
				fen = rules.StartFEN
			}
			pos, err := rules.ParseFEN(fen)
			if err != nil {
				return usageErr("--fen: %v", err)
			}
			name := ""
			if len(args) > 0 {
				name = args[0]
			}
			return testMicrophone(w, name, time.Duration(seconds*float64(time.Second)), vocab, pos)
		},
	}
	cmd.Flags().BoolVar(&test, "test", false, "listen to the microphone NAME (default: the default input) and tell what was heard")
	cmd.Flags().Float64Var(&seconds, "seconds", 5, "with --test: how long to listen")
	cmd.Flags().StringVar(&style, "style", "annexd", "with --test: the words of the moves: annexd, annexd-en, nato or cs")
	cmd.Flags().StringVar(&lang, "lang", "", "with --test: language of the requests: de, en or cs (default: the style's)")
	cmd.Flags().StringVar(&fen, "fen", "", "with --test: listen for the legal moves of this position (default: the starting position)")
	return cmd
}

// listMicrophones writes a line per microphone.
func listMicrophones(w io.Writer) error {
	ms, err := capture.Microphones()
	if err != nil {
		return failErr("%v", err)
	}
	if len(ms) == 0 {
		return failErr("%v", capture.ErrNoDevice)
	}
	if len(ms) == 1 {
		fmt.Fprintln(w, "1 microphone:")
	} else {
		fmt.Fprintf(w, "%d microphones:\n", len(ms))
	}
	for _, m := range ms {
		what := fmt.Sprintf("%s, %.0f Hz, %d channels", m.HostAPI, m.Rate, m.Channels)
		if m.Default {
			what += ", the default"
		}
		fmt.Fprintf(w, "%s (%s)\n", m.Name, strings.TrimPrefix(what, ", "))
	}
	fmt.Fprintln(w, "Use one with: blindchess play --voice-input --microphone NAME (a part of the name will do).")
	return nil
}

// testMicrophone listens to a microphone for d, for the moves of pos and
// the requests, and says what it heard.
func testMicrophone(w io.Writer, name string, d time.Duration, vocab voice.Vocab, pos rules.Position) error {
	src, what, err := session.OpenMicrophone(name)
	if err != nil && session.IsWAVPath(name) {
		// The file given is missing or is not a WAV recording.
		return usageErr("%v", err)
	}
	if err != nil {
		return failErr("%v", err)
	}
	defer src.Close()
	fmt.Fprintf(w, "Listening to %s for %v: say a move or a request.\n", what, d.Round(100*time.Millisecond))
	var lis *sphinx.Listener
	var recErr error
	tmp, err := os.MkdirTemp("", "blindchess-voice")
	if err == nil {
		defer os.RemoveAll(tmp)
		var r *sphinx.Recognizer
		if r, recErr = sphinx.New(vocab, tmp); recErr == nil {
			defer r.Close()
			lis = sphinx.NewListener(r, 0)
			lis.SetState(pos, false)
		}
	} else {
		recErr = err
	}
	want := int(d.Seconds() * capture.Rate)
	buf := make([]int16, capture.ChunkSamples)
	var levels []float64
	var frame []int16
	heard, got := 0, 0
	start := time.Now()
	for got < want {
		n, err := src.Read(buf[:min(len(buf), want-got)])
		chunk := buf[:n]
		got += n
		for _, v := range chunk {
			if frame = append(frame, v); len(frame) == voice.FrameSamples {
				levels = append(levels, voice.Level(frame))
				frame = frame[:0]
			}
		}
		if lis != nil && n > 0 {
			at := start.Add(time.Duration(got) * time.Second / capture.Rate)
			perr := lis.Process(chunk, at, func(h sphinx.Heard) {
				heard++
				t := float64(got)/capture.Rate - h.Latency.Seconds()
				if h.Words == "" {
					fmt.Fprintf(w, "Speech at %.1f s, but none of the words of a move or request.\n", t)
				} else {
					fmt.Fprintf(w, "Heard at %.1f s: %s\n", t, h.Words)
				}
			})
			if perr != nil {
				recErr, lis = perr, nil
			}
		}
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return failErr("%v", err)
		}
	}
	if lis != nil {
		// What is still being said when the time is up: half a second
		// of silence ends it.
		end := start.Add(time.Duration(got+capture.Rate/2) * time.Second / capture.Rate)
		if err := lis.Process(make([]int16, capture.Rate/2), end, func(h sphinx.Heard) {
			heard++
			if h.Words != "" {
				fmt.Fprintf(w, "Heard at the end: %s\n", h.Words)
			}
		}); err != nil {
			recErr = err
		}
	}
	fmt.Fprintln(w, levelReport(levels, heard))
	if recErr != nil {
		fmt.Fprintf(w, "The recogniser could not run: %v\n", recErr)
	}
	return nil
}

// levelReport tells the background and the loudest level of the frames'
// levels, and what to do when they are wrong.
func levelReport(levels []float64, heard int) string {
	if len(levels) == 0 {
		return "No sound came from the microphone: check that it is plugged in and not muted."
	}
	s := append([]float64(nil), levels...)
	sort.Float64s(s)
	background, loudest := s[len(s)/10], s[len(s)-1]
	report := fmt.Sprintf("Background %.0f dBFS, loudest %.0f dBFS.", background, loudest)
	switch {
	case loudest > -1:
		return report + " The sound clips: turn the microphone's volume down."
	case heard == 0 && loudest-background < 12:
		return report + " No speech heard: speak closer to the microphone, or turn its volume up."
	case heard == 0:
		return report + " Sounds, but no speech heard: speak a whole move, then pause."
	}
	return report + " The microphone works."
}
