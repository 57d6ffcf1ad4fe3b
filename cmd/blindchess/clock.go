package main

import (
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/clock"
	"github.com/blindchess/blindchess/internal/session"
	"github.com/blindchess/blindchess/internal/speech"
)

func newClockCmd() *cobra.Command {
	var o session.ClockOptions
	cmd := &cobra.Command{
		Use:   "clock [--time CONTROL] [--me white|black] [--lang de|en|cs] [--casual] [--announce LIST] [--json] [--script FILE [--virtual]] [--journal FILE | --resume FILE] [--voice-input [--microphone NAME|FILE.wav]]",
		Short: "A talking chess clock for the visually impaired player (FIDE Annex D.2.6.1)",
		Long: `clock is a chess clock that tells the visually impaired player, privately,
his own and his opponent's time and the move count on request, and tells
when he passes a time control and when a flag falls. Tournament play is the
default: his time is announced automatically only at the thresholds he asks
for with --announce (his standing request, kept in the journal); --casual
announces it at 10, 5, 2 and 1 minutes, 30 s and every 10 s unless
--announce says otherwise. The setting is said at the start and kept by
--resume. It follows FIDE Article 6 and Annexes A and B; see
docs/time-controls.md for the time-control grammar.

Keys (the same as play's, see README "One key map"): space, Enter or p
presses the clock (the first press starts White's clock); t my time; o
opponent's time; b both times; m move count; r time-control status; s
start; z pause or resume; q quit (asks: y or Enter quits, any other key goes on);
Ctrl+C asks too, a second Ctrl+C within 2 s quits; h help.
When standard input is not a terminal, each line is one key or word
(an empty line presses the clock).

Every key is journaled before it takes effect (on a terminal in the user's
data folder, or in --journal FILE); after a crash --resume FILE brings the
clock back, paused at its last known times.

With --script FILE each line is "<seconds> <action>" (start, press, time,
opponent, both, moves, status, pause, resume, quit); --virtual runs it on
virtual time at once. The run ends at quit or when a flag falls. --json
writes every event as one JSON line.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Given = givenFlags(cmd)
			l, err := catalog.Choose(o.Lang, os.Getenv)
			if err != nil {
				return usageErr("clock.bad-lang", o.Lang)
			}
			// A resumed clock keeps the language of its journal; this one
			// is for what is said before the journal is read.
			o.Lang = l.Code()
			return session.Clock(cmd.Context(), o, streams(cmd))
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Time, "time", "", "time control, e.g. 90+30, 40/90+30,30+30, 60d5, hourglass 5 (asked for when missing)")
	f.StringVar(&o.Me, "me", "white", "the visually impaired player's side: white or black")
	f.StringVar(&o.Lang, "lang", "", "language of everything said and written: de, en or cs (default: the locale)")
	f.StringVar(&o.Voice, "voice", "text", "text: lines your screen reader speaks; or the clock's own voice: "+strings.Join(speech.Voices(), ", "))
	f.StringVar(&o.WAV, "wav", "", "with --voice clips or espeak: write the speech into `FILE` instead of playing it")
	f.StringVar(&o.Channel, "channel", "both", "audio channel of the spoken announcements: both, left or right")
	f.StringVar(&o.Announce, "announce", "", `automatic time announcements, e.g. "10m,5m,2m,1m,30s,every 10s", or none (default: none in tournament play, `+clock.DefaultAlerts().String()+` with --casual)`)
	f.BoolVar(&o.Casual, "casual", false, "casual play (training, the clock at home): automatic time announcements by default")
	f.StringVar(&o.Script, "script", "", "run the lines \"<seconds> <action>\" of `FILE` instead of reading keys")
	f.StringVar(&o.Journal, "journal", "", "journal every key into `FILE` (a new file), to resume the clock after a crash")
	f.StringVar(&o.Resume, "resume", "", "continue the clock session of journal `FILE` (or of the one journal in a folder)")
	f.BoolVar(&o.Virtual, "virtual", false, "with --script: run on virtual time, at once")
	f.BoolVar(&o.JSON, "json", false, "write every event as one JSON line")
	f.BoolVar(&o.Braille, "braille", false, "show both clock times on the braille display (BRLTTY; BRLAPI_HOST, BRLAPI_AUTH)")
	f.StringVar(&o.BrailleCode, "braille-code", "", "braille code of the digits: uk, de, cs or iccf (default: the language's)")
	addAudioFlags(f, &o.Audio, false)
	return cmd
}

// clockSessionFlags define a clock session; with --resume they must agree
// with the journal.
var clockSessionFlags = session.ClockResumeFlags
