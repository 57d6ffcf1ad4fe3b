//go:build darwin

package speech

import (
	"context"
	"os/exec"
	"strconv"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// Say is the backend that speaks with macOS's say command, one process per
// utterance (interrupting kills it). Channels are not routed.
type Say struct {
	path string
}

// NewSay finds the say command.
func NewSay() (*Say, error) {
	p, err := exec.LookPath("say")
	if err != nil {
		return nil, catalog.Errorf("speaking.say-missing")
	}
	return &Say{path: p}, nil
}

// Name returns "macOS say".
func (s *Say) Name() string { return "macOS say" }

// sayVoice is a voice for the language that ships with macOS ("" for the
// system voice).
func sayVoice(l phonetic.Lang) string {
	switch l {
	case phonetic.German:
		return "Anna"
	case phonetic.Czech:
		return "Zuzana"
	}
	return ""
}

// Speak runs say with the text on stdin and waits; cancelling ctx kills it.
// If the language's voice is not installed, the system voice is used.
func (s *Say) Speak(ctx context.Context, sp Speech) error {
	if strings.TrimSpace(sp.Say) == "" {
		return nil
	}
	wpm := strconv.Itoa(int(175 * clampRate(sp.Rate)))
	run := func(voice string) error {
		args := []string{"-r", wpm}
		if voice != "" {
			args = append(args, "-v", voice)
		}
		cmd := exec.CommandContext(ctx, s.path, args...)
		cmd.Stdin = strings.NewReader(sp.Say)
		out, err := cmd.CombinedOutput()
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return catalog.Errorf("speaking.say-failed", err, strings.TrimSpace(string(out)))
		}
		return nil
	}
	v := sayVoice(sp.Lang)
	err := run(v)
	if err != nil && v != "" && ctx.Err() == nil {
		err = run("")
	}
	return err
}

// Close does nothing.
func (s *Say) Close() error { return nil }
