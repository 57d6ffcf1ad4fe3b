package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/capture"
	"github.com/blindchess/blindchess/internal/recording"
	"github.com/blindchess/blindchess/internal/session"
	"github.com/blindchess/blindchess/internal/speech"

	"github.com/blindchess/blindchess/internal/catalog"
)

// newRecordingCmd builds `blindchess recording`: the recording scoresheet
// of Annex D.2.7 (list the segments, play or export the one of a move, or
// every move from one to the end).
func newRecordingCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use: "recording",
	}
	var listLang string
	list := &cobra.Command{
		Use:  "list",
		Args: exactArg("cli.game-folder", "blindchess recording list "+exampleGameFolder()),
		RunE: func(c *cobra.Command, args []string) error {
			if _, err := catalog.Choose(listLang, os.Getenv); err != nil {
				return usageErr("catalog.bad-lang", listLang)
			}
			dir := recording.DirOf(args[0])
			entries, err := readRecording(catalogOf(c), dir, c.ErrOrStderr())
			if err != nil {
				return err
			}
			w, cat := c.OutOrStdout(), catalogOf(c)
			letters := lettersOf(cat.Lang()) // the index keeps SAN with English letters
			if len(entries) == 0 {
				fmt.Fprintln(w, cat.Say("cmd.rec-none"))
			}
			back := recording.TakenBack(entries)
			for i, e := range entries {
				what := cat.Say("cmd.rec-move-white", e.Move, letters.FromEnglish(e.SAN))
				switch {
				case e.Ply == 0:
					what = cat.Say("cmd.rec-before-first")
				case e.Ply%2 == 0:
					what = cat.Say("cmd.rec-move-black", e.Move, letters.FromEnglish(e.SAN))
				}
				if e.Recovered {
					what = cat.Say("cmd.rec-recovered", what)
				}
				if back[i] {
					what = cat.Say("cmd.rec-taken-back", what)
				}
				what = strings.Join(strings.Fields(what), " ") // no SAN: a recovered segment
				// Whole seconds, the length that of the times said.
				from, to := e.Start.Round(time.Second).Local(), e.End.Round(time.Second).Local()
				fmt.Fprintln(w, cat.Say("cmd.rec-entry", what, from.Format("15:04:05"), to.Format("15:04:05"), catalog.Span{D: to.Sub(from)}, e.File))
			}
			return nil
		},
	}
	list.Flags().StringVar(&listLang, "lang", "", "")
	var move int
	var toEnd bool
	var out, playLang string
	play := &cobra.Command{
		Use:  "play",
		Args: exactArg("cli.game-folder", "blindchess recording play "+exampleGameFolder()+" --move 12"),
		RunE: func(c *cobra.Command, args []string) error {
			if _, err := catalog.Choose(playLang, os.Getenv); err != nil {
				return usageErr("catalog.bad-lang", playLang)
			}
			if move < 1 {
				return usageErr("cmd.recording-move-is-needed-the")
			}
			dir := recording.DirOf(args[0])
			warn := c.ErrOrStderr()
			entries, err := readRecording(catalogOf(c), dir, warn)
			if err != nil {
				return err
			}
			found, last := recording.Select(entries, move, toEnd) // last: the last move played
			if len(found) == 0 {
				plies := recording.Plies(entries)
				return catalog.Errorf("cmd.recording-move-not-recorded", move, sayCount{"pgn.n-half-moves", plies}, args[0])
			}
			src := &segmentSource{c: catalogOf(c), dir: dir, entries: found, warn: warn}
			defer src.Close()
			if out != "" {
				f, err := os.Create(out)
				if err != nil {
					return catalog.Errorf("cmd.recording-out-unwritable", move, err)
				}
				if err := writeSegments(f, src); err != nil {
					f.Close()
					return catalog.Errorf("cmd.recording-writing", out, err)
				}
				if err := f.Close(); err != nil {
					return catalog.Errorf("cmd.recording-writing", out, err)
				}
				if src.played == 0 {
					return failErr("cmd.rec-none-readable", move)
				}
				said := catalogOf(c).Say("cmd.rec-written", move, out)
				if last > move {
					said = catalogOf(c).Say("cmd.rec-written-to-end", move, last, out)
				}
				fmt.Fprintln(c.OutOrStdout(), said)
				return nil
			}
			dev, err := speech.OpenDevice(2 * time.Second)
			if err != nil {
				return catalog.Errorf("cmd.recording-write-it-to-a", err)
			}
			said := catalogOf(c).Say("cmd.rec-playing", move)
			if last > move {
				said = catalogOf(c).Say("cmd.rec-playing-to-end", move, last)
			}
			fmt.Fprintln(c.OutOrStdout(), said)
			if err := dev.Play(context.Background(), &monoUp{src: src, rs: capture.NewResampler(recording.Rate, dev.SampleRate())}); err != nil {
				return err
			}
			if src.played == 0 {
				return failErr("cmd.rec-none-readable", move)
			}
			return nil
		},
	}
	play.Flags().IntVar(&move, "move", 0, "")
	play.Flags().BoolVar(&toEnd, "to-end", false, "")
	play.Flags().StringVar(&out, "out", "", "")
	play.Flags().StringVar(&playLang, "lang", "", "")
	cmd.AddCommand(list, play)
	return cmd
}

// segmentSource reads the segments of a recording one after the other as
// 16 kHz mono, whatever their rate and channels (a segment written at 8
// kHz or in stereo is converted, not played at the wrong speed), as the
// files are read. A segment that cannot be read (outside the folder, not
// a regular file, not a WAV file) is named on warn and skipped.
type segmentSource struct {
	c       catalog.Catalog // the language of the warnings
	dir     string
	entries []recording.Entry
	warn    io.Writer
	f       *os.File
	cur     *capture.AnyWAV
	played  int // segments read
}

// Read reads the next samples; io.EOF after the last segment.
func (s *segmentSource) Read(buf []int16) (int, error) {
	for {
		if s.cur == nil {
			if len(s.entries) == 0 {
				return 0, io.EOF
			}
			e := s.entries[0]
			s.entries = s.entries[1:]
			f, err := recording.OpenSegment(s.dir, e)
			if err != nil {
				fmt.Fprintf(s.warn, "blindchess: %s\n", s.c.Error(err))
				continue
			}
			a, err := capture.NewAnyWAV(f)
			if err != nil {
				f.Close()
				fmt.Fprintf(s.warn, "blindchess: %s\n", s.c.Error(catalog.Errorf("recording.read", e.File, err)))
				continue
			}
			s.f, s.cur = f, a
			s.played++
		}
		n, err := s.cur.Read(buf)
		if n > 0 {
			return n, nil
		}
		s.Close()
		if err != nil && err != io.EOF {
			return 0, err
		}
	}
}

// Close closes the segment being read.
func (s *segmentSource) Close() error {
	if s.f == nil {
		return nil
	}
	err := s.f.Close()
	s.f, s.cur = nil, nil
	return err
}

// writeSegments writes what src reads into a 16 kHz mono WAV file.
func writeSegments(f *os.File, src *segmentSource) error {
	w, err := speech.NewWAVFile(f, recording.Rate, 1)
	if err != nil {
		return err
	}
	buf := make([]int16, 4096)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			if werr := w.Write(buf[:n]); werr != nil {
				return werr
			}
		}
		if err == io.EOF {
			return w.Close()
		}
		if err != nil {
			return err
		}
	}
}

// monoUp plays 16 kHz mono samples as stereo at the device's rate.
type monoUp struct {
	src *segmentSource
	rs  *capture.Resampler
	buf []int16
	end bool
}

// ReadFrames returns the next 100 ms or so of interleaved stereo.
func (m *monoUp) ReadFrames() ([]int16, error) {
	if m.buf == nil {
		m.buf = make([]int16, recording.Rate/10)
	}
	for !m.end {
		n, err := m.src.Read(m.buf)
		var mono []int16
		if err == io.EOF {
			m.end = true
			mono = m.rs.Flush()
		} else if err != nil {
			return nil, err
		} else {
			mono = m.rs.Push(m.buf[:n])
		}
		if len(mono) == 0 {
			continue
		}
		out := make([]int16, 2*len(mono))
		for i, v := range mono {
			out[2*i], out[2*i+1] = v, v
		}
		return out, nil
	}
	return nil, io.EOF
}

// exampleGameFolder is the folder of a game as play makes it, for the
// examples of the messages.
func exampleGameFolder() string {
	return filepath.Join(session.GamesFolderOrHome(), "2026-11-26_15-04-05_Anna-Bert")
}

// readRecording reads the index of a recording, saying what to do when
// there is none; each line that is not a usable entry is named on warn
// and skipped.
func readRecording(c catalog.Catalog, dir string, warn io.Writer) ([]recording.Entry, error) {
	entries, bad, err := recording.ReadIndexLines(dir)
	if _, serr := os.Stat(dir); errors.Is(serr, fs.ErrNotExist) {
		// Not a folder without a recording: no folder at all.
		return nil, usageErr("cmd.recording-no-folder", dir, session.GamesFolderOrHome())
	}
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		return nil, usageErr("cmd.recording-holds-no-recording-the", dir)
	}
	if err != nil {
		return nil, failErr("%v", err)
	}
	for _, b := range bad {
		fmt.Fprintf(warn, "blindchess: %s\n", c.Error(b.Err))
	}
	return entries, nil
}
