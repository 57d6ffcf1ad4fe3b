//go:build windows

package speech

import (
	"context"
	"fmt"
	"math"
	"os/exec"
	"strings"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
)

// SAPI is the backend that speaks with the Windows speech API (SAPI, via
// .NET System.Speech in a PowerShell process, one per utterance;
// interrupting kills it). Channels are not routed. It needs no extra Go
// dependency and no cgo.
type SAPI struct {
	path string
}

// NewSAPI finds PowerShell.
func NewSAPI() (*SAPI, error) {
	p, err := exec.LookPath("powershell.exe")
	if err != nil {
		return nil, catalog.Errorf("speaking.sapi-no-powershell")
	}
	return &SAPI{path: p}, nil
}

// Name returns "Windows SAPI".
func (s *SAPI) Name() string { return "Windows SAPI" }

// sapiCulture is the culture whose voice is preferred for a language.
func sapiCulture(l phonetic.Lang) string {
	switch l {
	case phonetic.German:
		return "de-DE"
	case phonetic.Czech:
		return "cs-CZ"
	}
	return "en-US"
}

// sapiScript reads UTF-8 text from stdin and speaks it synchronously.
const sapiScript = `$ErrorActionPreference = 'Stop'
[Console]::InputEncoding = [Text.Encoding]::UTF8
Add-Type -AssemblyName System.Speech
$s = New-Object System.Speech.Synthesis.SpeechSynthesizer
$s.Rate = %d
try { $s.SelectVoiceByHints('NotSet', 'NotSet', 0, [Globalization.CultureInfo]'%s') } catch {}
$s.Speak([Console]::In.ReadToEnd())`

// Speak runs the script and waits; cancelling ctx kills it.
func (s *SAPI) Speak(ctx context.Context, sp Speech) error {
	if strings.TrimSpace(sp.Say) == "" {
		return nil
	}
	rate := int(math.Round(10 * math.Log(clampRate(sp.Rate)) / math.Log(3)))
	rate = min(max(rate, -10), 10)
	script := fmt.Sprintf(sapiScript, rate, sapiCulture(sp.Lang))
	cmd := exec.CommandContext(ctx, s.path, "-NoProfile", "-NonInteractive", "-Command", script)
	cmd.Stdin = strings.NewReader(sp.Say)
	out, err := cmd.CombinedOutput()
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return catalog.Errorf("speaking.sapi-failed", err, strings.TrimSpace(string(out)))
	}
	return nil
}

// Close does nothing.
func (s *SAPI) Close() error { return nil }
