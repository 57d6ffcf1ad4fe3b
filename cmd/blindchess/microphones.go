package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"time"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/rules"
	"github.com/blindchess/blindchess/internal/session"
	"github.com/blindchess/blindchess/internal/voice"
	"github.com/blindchess/blindchess/internal/voice/sphinx"

	"github.com/blindchess/blindchess/internal/catalog"
)

// newMicrophonesCmd builds `blindchess microphones`: the audio inputs that
// play --record and --voice-input can use, and a test of one.
func newMicrophonesCmd() *cobra.Command {
	var test bool
	var seconds float64
	var style, lang, fen string
	cmd := &cobra.Command{
		Use:  "microphones",
		Args: cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			w := c.OutOrStdout()
			cat := catalogOf(c)
			if !test {
				if len(args) > 0 {
					return usageErr("cmd.microphones-give-test-to-test", args[0])
				}
				return listMicrophones(w, cat)
			}
			if seconds < 1 || seconds > 60 {
				return usageErr("cmd.microphones-seconds-give-to-seconds", seconds)
			}
			if !c.Flags().Changed("style") {
				style = styleOfLang(cat.Lang())
			}
			if lang == "" {
				lang = cat.Lang().Code()
			}
			vocab, err := parseVocab(style, lang, os.Getenv)
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
			return testMicrophone(w, cat, name, time.Duration(seconds*float64(time.Second)), vocab, pos)
		},
	}
	cmd.Flags().BoolVar(&test, "test", false, "")
	cmd.Flags().Float64Var(&seconds, "seconds", 5, "")
	cmd.Flags().StringVar(&style, "style", "", "")
	cmd.Flags().StringVar(&lang, "lang", "", "")
	cmd.Flags().StringVar(&fen, "fen", "", "")
	return cmd
}

// listMicrophones writes a line per microphone.
func listMicrophones(w io.Writer, c catalog.Catalog) error {
	ms, err := capture.Microphones()
	if err != nil {
		return failErr("%v", err)
	}
	if len(ms) == 0 {
		return failErr("%v", capture.ErrNoDevice)
	}
	fmt.Fprintln(w, c.Count("mic.count", len(ms)))
	for _, m := range ms {
		what := c.Say("mic.device", m.HostAPI, m.Rate, c.Count("mic.channels", m.Channels))
		if m.Default {
			what = c.Say("mic.device-default", what)
		}
		fmt.Fprintf(w, "%s (%s)\n", m.Name, what)
	}
	fmt.Fprintln(w, c.Say("mic.use-one"))
	return nil
}

// testMicrophone listens to a microphone for d, for the moves of pos and
// the requests, and says what it heard.
func testMicrophone(w io.Writer, c catalog.Catalog, name string, d time.Duration, vocab voice.Vocab, pos rules.Position) error {
	if err := session.CheckMicrophone("--test", name); err != nil {
		var ce *catalog.Error
		if errors.As(err, &ce) && ce.Key == "capture.flag" && len(ce.Args) == 1 {
			err = catalog.Errorf("cmd.microphones-test-flag", ce.Args[0])
		}
		return usageErr("%v", err)
	}
	src, what, err := session.OpenMicrophone(name)
	var ce *catalog.Error
	if errors.As(err, &ce) && ce.Key == "capture.flag" && len(ce.Args) == 1 {
		// The microphone was given with --test here, not --microphone.
		err = catalog.Errorf("cmd.microphones-test-flag", ce.Args[0])
	}
	if err != nil && session.IsWAVPath(name) {
		// The file given is missing or is not a WAV recording.
		return usageErr("%v", err)
	}
	if err != nil {
		return failErr("%v", err)
	}
	defer src.Close()
	secs := catalog.Decimal{Value: d.Round(100 * time.Millisecond).Seconds()}
	if d.Round(100*time.Millisecond)%time.Second != 0 {
		secs.Places = 1
	}
	fmt.Fprintln(w, c.Say("mic.listening", what, secs))
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
	lostSaid := false
	start := time.Now()
	for got < want {
		n, err := src.Read(buf[:min(len(buf), want-got)])
		if errors.Is(err, capture.ErrOverflow) && n > 0 {
			// Audio lost before these samples (the computer too busy
			// to read the device in time): said once, and the words
			// it cut are not heard as one.
			if !lostSaid {
				fmt.Fprintln(w, c.Say("device.mic-overflow"))
				lostSaid = true
			}
			if lis != nil {
				if cerr := lis.Cut(0); cerr != nil {
					recErr, lis = cerr, nil
				}
			}
			err = nil
		}
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
					fmt.Fprintln(w, c.Say("mic.speech-no-words", catalog.Decimal{Value: t, Places: 1}))
				} else {
					fmt.Fprintln(w, c.Say("mic.heard-at", catalog.Decimal{Value: t, Places: 1}, vocab.Spell(h.Words)))
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
				fmt.Fprintln(w, c.Say("mic.heard-end", vocab.Spell(h.Words)))
			}
		}); err != nil {
			recErr = err
		}
	}
	fmt.Fprintln(w, levelReport(c, levels, heard))
	if recErr != nil {
		fmt.Fprintln(w, c.Say("mic.no-recogniser", recErr))
	}
	return nil
}

// levelReport tells the background and the loudest level of the frames'
// levels, and what to do when they are wrong, in the language of c.
func levelReport(c catalog.Catalog, levels []float64, heard int) string {
	if len(levels) == 0 {
		return c.Say("mic.no-sound")
	}
	s := append([]float64(nil), levels...)
	sort.Float64s(s)
	background, loudest := s[len(s)/10], s[len(s)-1]
	report := c.Say("mic.levels", background, loudest)
	switch {
	case loudest > -1:
		return report + " " + c.Say("mic.clips")
	case heard == 0 && loudest-background < 12:
		return report + " " + c.Say("mic.too-quiet")
	case heard == 0:
		return report + " " + c.Say("mic.no-speech")
	}
	return report + " " + c.Say("mic.works")
}
