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
		Use:   "play [--white NAME] [--black NAME] [--me white|black] [--time TC] [--fen F | --chess960 N] [--style S] [--long] [--lang de|en|cs] [--voice V [--wav FILE]] [--earphone left|right|both] [--pgn FILE] [--journal FILE] [--resume FILE] [--auto-press] [--casual] [--script FILE --virtual] [--json] [--tactile PATH|virtual] [--sighted dgt:PATH|millennium:PATH|certabo:PATH|chessnut:ADDRESS|virtual] [--record] [--voice-input] [--microphone NAME|FILE.wav]",
		Short: "Play one game at the table: moves typed, announced, clocked and journaled",
		Long: `play runs one game at the table. The assistant (or the visually impaired
player himself) types the moves of both players (FIDE Annex D.2.10); each
move is checked, announced in the Annex D phonetic alphabet and written on
the scoresheet; "press" completes it and switches the clock. Type "help" for
the commands: time, moves, last move, repeat, position, draw offer and claim,
resign, flag, pause, and the arbiter's commands.

Every input is journaled and synced before it takes effect, and the PGN is
rewritten after every move, in a folder for the game under the user's data
directory (its path is said at the start). After a crash, --resume JOURNAL
rebuilds the game, the scoresheet and the clock, paused at its last known
times.

--script FILE (or - for standard input) plays lines "<seconds> <typed text>";
with --virtual on virtual time, at once. --json writes one JSON object per
line for every event.

--tactile PATH joins the VI player's tactile board and --sighted NAME:PATH
the opponent's sensing board, dgt:PATH, millennium:PATH, certabo:PATH or
chessnut:ADDRESS (Annex D.2.2-D.2.4; docs/boards.md): moves made on a board are announced when made, every lift on the tactile board is a touch told to
the VI player (touches lists them), a press before the move is made is
refused, and a board that differs from the game is told square by square
with the steps to set it right. virtual makes a board driven by lines such
as "board tactile lift e2", "board sighted place e5". The keyboard stays
available. See docs/play.md, "Two boards".

--record records the table's microphone into the game folder, one WAV file
per move (Annex D.2.7; blindchess recording list and play). --voice-input
takes moves and requests by voice, offline: a move heard is said back and
counts only when confirmed with ja/yes/ano or Enter. --microphone picks
the microphone (blindchess microphones lists and tests them). See
docs/voice.md.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Given = givenFlags(cmd)
			l, err := catalog.Choose(o.Lang, os.Getenv)
			if err != nil {
				return usageErr("table.bad-lang", o.Lang)
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
	f.StringVar(&o.White, "white", "", "White's name")
	f.StringVar(&o.Black, "black", "", "Black's name")
	f.StringVar(&o.Me, "me", "white", "the visually impaired player's colour: white or black (he alone hears the clock's facts)")
	f.StringVar(&o.Time, "time", "", "time control, e.g. 90+30, 40/90+30,30+30, 60d5 (docs/time-controls.md); no clock without it")
	f.StringVar(&o.Announce, "announce", "", `the VI player's automatic time announcements, e.g. "10m,5m,1m,30s,every 10s", or none (default: the clock's defaults)`)
	f.StringVar(&o.FEN, "fen", "", "start from this FEN instead of the standard position")
	f.IntVar(&o.Chess960, "chess960", -1, "start from Chess960 position `N` (0-959)")
	f.StringVar(&o.Style, "style", "", "how moves and times are said: "+strings.Join(phonetic.StyleNames(), ", ")+" (default: the language's: annexd for de, annexd-en for en, cs for cs)")
	f.BoolVar(&o.Long, "long", false, "announce moves in the long form, with both squares")
	f.BoolVar(&o.ASCII, "ascii", false, "write German and Czech text without diacritics (fuenf, Koenig)")
	f.StringVar(&o.Lang, "lang", "", "language of everything said and written, and the piece letters typed: de (K D T L S), en (K Q R B N), cs (K D V S J); default: the locale ($LC_ALL, $LC_MESSAGES, $LANG)")
	f.StringVar(&o.Voice, "voice", "", "speech: "+strings.Join(speech.Voices(), ", ")+", or none (default: auto; none with --script or --json)")
	f.StringVar(&o.WAV, "wav", "", "with --voice clips or espeak: write the speech into `FILE` instead of playing it")
	f.StringVar(&o.Earphone, "earphone", "both", "channel of what only the VI player hears: left, right or both")
	f.StringVar(&o.PGN, "pgn", "", "write the game's PGN to `FILE` (default: in the game's folder)")
	f.StringVar(&o.Journal, "journal", "", "write the game's journal to `FILE` (default: in the game's folder); must not exist yet")
	f.StringVar(&o.Resume, "resume", "", "continue the game of journal `FILE` (or of the game's folder) after a crash or quit")
	f.BoolVar(&o.AutoPress, "auto-press", false, "complete each move at once (no separate press; slips cannot be taken back)")
	f.BoolVar(&o.Casual, "casual", false, "casual play: the first move starts the clock and a reply presses for the mover (default: tournament play, FIDE Laws as written; the arbiter types start)")
	f.IntVar(&o.NoDrawBefore, "no-draw-offers-before", 0, "refuse draw offers before move `N` unless the arbiter allows one (arbiter allow-draw; FIDE Article 9.1.1)")
	f.StringVar(&o.Event, "event", "", "PGN Event tag")
	f.StringVar(&o.Site, "site", "", "PGN Site tag")
	f.StringVar(&o.Round, "round", "", "PGN Round tag")
	f.StringVar(&o.Script, "script", "", "play the lines \"<seconds> <typed text>\" of `FILE` (- for standard input)")
	f.BoolVar(&o.Virtual, "virtual", false, "with --script: run on virtual time, at once")
	f.BoolVar(&o.JSON, "json", false, "write every event as one JSON line on standard output")
	f.BoolVar(&o.Braille, "braille", false, "show the move number and each player's last move on the braille display (BRLTTY; BRLAPI_HOST, BRLAPI_AUTH); a key shows the clock times")
	f.StringVar(&o.BrailleCode, "braille-code", "", "chess braille code of --braille: uk, de, cs or iccf (default: the language's)")
	f.StringVar(&o.Tactile, "tactile", "", "the VI player's tactile board at `PATH`, or virtual (moves from \"board tactile …\" lines)")
	f.StringVar(&o.Sighted, "sighted", "", "the sighted player's board: dgt:`PATH`, millennium:PATH or certabo:PATH, or virtual (moves from \"board sighted …\" lines)")
	f.StringVar(&o.Hub.URL, "hub", "", "send the game to the round's hub at `URL` (blindchess hub); needs --board and --hub-token-file")
	f.IntVar(&o.Hub.Board, "board", 0, "this table's board `N` at the hub")
	f.StringVar(&o.Hub.TokenFile, "hub-token-file", "", "the round token's `FILE`, as the hub wrote it")
	addAudioFlags(f, &o.Audio, true)
	return cmd
}
