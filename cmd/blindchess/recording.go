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

	"github.com/blindchess/blindchess/internal/recording"
	"github.com/blindchess/blindchess/internal/session"
	"github.com/blindchess/blindchess/internal/speech"

	"github.com/blindchess/blindchess/internal/catalog"
)

// newRecordingCmd builds `blindchess recording`: the recording scoresheet
// of Annex D.2.7 (list the segments, play or export the one of a move).
func newRecordingCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "recording",
		Short: "List and play the recording scoresheet of a game (Annex D.2.7)",
	}
	list := &cobra.Command{
		Use:   "list GAME_FOLDER",
		Short: "List the recorded segments with their moves and times",
		Args:  exactArg("cli.game-folder", "blindchess recording list "+exampleGameFolder()),
		RunE: func(c *cobra.Command, args []string) error {
			dir := recordingDir(args[0])
			entries, err := readRecording(dir)
			if err != nil {
				return err
			}
			w, cat := c.OutOrStdout(), catalogOf(c)
			if len(entries) == 0 {
				fmt.Fprintln(w, cat.Say("cmd.rec-none"))
			}
			for _, e := range entries {
				what := cat.Say("cmd.rec-move-white", e.Move, e.SAN)
				switch {
				case e.Ply == 0:
					what = cat.Say("cmd.rec-before-first")
				case e.Ply%2 == 0:
					what = cat.Say("cmd.rec-move-black", e.Move, e.SAN)
				}
				if e.Recovered {
					what = cat.Say("cmd.rec-recovered", what)
				}
				what = strings.Join(strings.Fields(what), " ") // no SAN: a recovered segment
				fmt.Fprintln(w, cat.Say("cmd.rec-entry", what,
					e.Start.Local().Format("15:04:05"), e.End.Local().Format("15:04:05"),
					e.End.Sub(e.Start).Round(time.Second), e.File))
			}
			return nil
		},
	}
	var move int
	var out string
	play := &cobra.Command{
		Use:   "play GAME_FOLDER --move N [--out FILE.wav]",
		Short: "Play what was said at move N (both plies), or write it to a WAV file",
		Args:  exactArg("cli.game-folder", "blindchess recording play "+exampleGameFolder()+" --move 12"),
		RunE: func(c *cobra.Command, args []string) error {
			if move < 1 {
				return usageErr("cmd.recording-move-is-needed-the")
			}
			dir := recordingDir(args[0])
			entries, err := readRecording(dir)
			if err != nil {
				return err
			}
			found := recording.Find(entries, move)
			if len(found) == 0 {
				return catalog.Errorf("cmd.recording-move-is-not-in", move, len(entries), args[0])
			}
			var pcm []int16
			for _, e := range found {
				f, err := os.Open(filepath.Join(dir, e.File))
				if err != nil {
					return catalog.Errorf("cmd.recording-opening-the-recording-of", move, err)
				}
				p, err := speech.ReadWAV(f)
				f.Close()
				if err != nil {
					return catalog.Errorf("cmd.recording-reading", e.File, err)
				}
				pcm = append(pcm, p.Samples...)
			}
			if out != "" {
				f, err := os.Create(out)
				if err != nil {
					return catalog.Errorf("cmd.recording-writing-the-recording-of", move, err)
				}
				if err := speech.WriteWAV(f, speech.PCM{Rate: recording.Rate, Channels: 1, Samples: pcm}); err != nil {
					f.Close()
					return catalog.Errorf("cmd.recording-writing", out, err)
				}
				if err := f.Close(); err != nil {
					return catalog.Errorf("cmd.recording-writing", out, err)
				}
				fmt.Fprintln(c.OutOrStdout(), catalogOf(c).Say("cmd.rec-written", move, out))
				return nil
			}
			dev, err := speech.OpenDevice(2 * time.Second)
			if err != nil {
				return catalog.Errorf("cmd.recording-write-it-to-a", err)
			}
			fmt.Fprintln(c.OutOrStdout(), catalogOf(c).Say("cmd.rec-playing", move))
			return dev.Play(context.Background(), &monoUp{pcm: pcm, from: recording.Rate, to: dev.SampleRate()})
		},
	}
	play.Flags().IntVar(&move, "move", 0, "move number to play")
	play.Flags().StringVar(&out, "out", "", "write the move's recording to this WAV file instead of playing it")
	cmd.AddCommand(list, play)
	return cmd
}

// monoUp plays 16 kHz mono samples as stereo at the device's rate
// (nearest-sample resampling: enough for speech).
type monoUp struct {
	pcm      []int16
	from, to int
	pos      int // output frames produced
}

// ReadFrames returns the next 100 ms of interleaved stereo.
func (m *monoUp) ReadFrames() ([]int16, error) {
	total := len(m.pcm) * m.to / m.from
	if m.pos >= total {
		return nil, io.EOF
	}
	n := min(m.to/10, total-m.pos)
	out := make([]int16, 2*n)
	for i := 0; i < n; i++ {
		s := m.pcm[(m.pos+i)*m.from/m.to]
		out[2*i], out[2*i+1] = s, s
	}
	m.pos += n
	return out, nil
}

// exampleGameFolder is the folder of a game as play makes it, for the
// examples of the messages.
func exampleGameFolder() string {
	games, err := session.GamesFolder()
	if err != nil {
		games = filepath.Join("~", ".local", "share", "blindchess", "games")
	}
	return filepath.Join(games, "2026-11-26_15-04-05_Anna-Bert")
}

// recordingDir is the folder of a game's recording: GAME_FOLDER/recording
// (where play --record writes it), or the folder itself when it holds the
// index.
func recordingDir(folder string) string {
	sub := filepath.Join(folder, "recording")
	if _, err := os.Stat(filepath.Join(sub, recording.IndexName)); err == nil {
		return sub
	}
	return folder
}

// readRecording reads the index of a recording, saying what to do when
// there is none.
func readRecording(dir string) ([]recording.Entry, error) {
	entries, err := recording.ReadIndex(dir)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		return nil, usageErr("cmd.recording-holds-no-recording-the", dir)
	}
	if err != nil {
		return nil, failErr("%v", err)
	}
	return entries, nil
}
