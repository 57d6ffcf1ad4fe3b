package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/blindchess/blindchess/audio"
	"github.com/blindchess/blindchess/internal/braille"
	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"
	"github.com/blindchess/blindchess/internal/talkclock"
	"github.com/blindchess/blindchess/internal/textenc"
	"github.com/blindchess/blindchess/internal/voice"
)

// playOptions are the flags of "blindchess play".
type playOptions struct {
	white, black, me string
	timeControl      string
	announce         string
	fen              string
	chess960         int
	style            string
	long, ascii      bool
	lang             string
	voice            string
	wav              string
	earphone         string
	pgn, journal     string
	resume           string
	autoPress        bool
	event, site      string
	round            string
	script           string
	virtual, json    bool
	tactile, sighted string // the boards: a path (sighted: dgt:PATH) or virtual
	braille          bool   // show the moves on a braille display (BrlAPI)
	brailleCode      string
	audio            audioOptions // --record, --voice-input, --microphone
}

// samePath reports whether a and b name the same file.
func samePath(a, b string) bool {
	if a == b {
		return true
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	if errA == nil && errB == nil {
		return os.SameFile(fa, fb)
	}
	aa, errA := filepath.Abs(a)
	ab, errB := filepath.Abs(b)
	return errA == nil && errB == nil && aa == ab
}

func newPlayCmd() *cobra.Command {
	var o playOptions
	cmd := &cobra.Command{
		Use:   "play [--white NAME] [--black NAME] [--me white|black] [--time TC] [--fen F | --chess960 N] [--style S] [--long] [--lang de|en|cs] [--voice V [--wav FILE]] [--earphone left|right|both] [--pgn FILE] [--journal FILE] [--resume FILE] [--auto-press] [--script FILE --virtual] [--json] [--tactile PATH|virtual] [--sighted dgt:PATH|virtual] [--record] [--voice-input] [--microphone NAME|FILE.wav]",
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

--tactile PATH joins the VI player's tactile board and --sighted dgt:PATH
the opponent's DGT board (Annex D.2.2-D.2.4): moves made on a board are
announced when made, every lift on the tactile board is a touch told to
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
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runPlay(cmd, o)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.white, "white", "", "White's name")
	f.StringVar(&o.black, "black", "", "Black's name")
	f.StringVar(&o.me, "me", "white", "the visually impaired player's colour: white or black (he alone hears the clock's facts)")
	f.StringVar(&o.timeControl, "time", "", "time control, e.g. 90+30, 40/90+30,30+30, 60d5 (docs/time-controls.md); no clock without it")
	f.StringVar(&o.announce, "announce", "", `the VI player's automatic time announcements, e.g. "10m,5m,1m,30s,every 10s", or none (default: the clock's defaults)`)
	f.StringVar(&o.fen, "fen", "", "start from this FEN instead of the standard position")
	f.IntVar(&o.chess960, "chess960", -1, "start from Chess960 position `N` (0-959)")
	f.StringVar(&o.style, "style", "annexd", "how moves and times are said: "+strings.Join(phonetic.StyleNames(), ", "))
	f.BoolVar(&o.long, "long", false, "announce moves in the long form, with both squares")
	f.BoolVar(&o.ascii, "ascii", false, "write German and Czech text without diacritics (fuenf, Koenig)")
	f.StringVar(&o.lang, "lang", "", "language of messages and help, and the piece letters typed: de (K D T L S), en (K Q R B N), cs (K D V S J); default: the style's language")
	f.StringVar(&o.voice, "voice", "", "speech: "+strings.Join(speech.Voices(), ", ")+", or none (default: auto; none with --script or --json)")
	f.StringVar(&o.wav, "wav", "", "with --voice clips or espeak: write the speech into `FILE` instead of playing it")
	f.StringVar(&o.earphone, "earphone", "both", "channel of what only the VI player hears: left, right or both")
	f.StringVar(&o.pgn, "pgn", "", "write the game's PGN to `FILE` (default: in the game's folder)")
	f.StringVar(&o.journal, "journal", "", "write the game's journal to `FILE` (default: in the game's folder); must not exist yet")
	f.StringVar(&o.resume, "resume", "", "continue the game of journal `FILE` after a crash or quit")
	f.BoolVar(&o.autoPress, "auto-press", false, "complete each move at once (no separate press; slips cannot be taken back)")
	f.StringVar(&o.event, "event", "", "PGN Event tag")
	f.StringVar(&o.site, "site", "", "PGN Site tag")
	f.StringVar(&o.round, "round", "", "PGN Round tag")
	f.StringVar(&o.script, "script", "", "play the lines \"<seconds> <typed text>\" of `FILE` (- for standard input)")
	f.BoolVar(&o.virtual, "virtual", false, "with --script: run on virtual time, at once")
	f.BoolVar(&o.json, "json", false, "write every event as one JSON line on standard output")
	f.BoolVar(&o.braille, "braille", false, "show the move number and each player's last move on the braille display (BRLTTY; BRLAPI_HOST, BRLAPI_AUTH); a key shows the clock times")
	f.StringVar(&o.brailleCode, "braille-code", "", "chess braille code of --braille: uk, de, cs or iccf (default: the language's)")
	f.StringVar(&o.tactile, "tactile", "", "the VI player's tactile board at `PATH`, or virtual (moves from \"board tactile …\" lines)")
	f.StringVar(&o.sighted, "sighted", "", "the sighted player's board: dgt:`PATH`, or virtual (moves from \"board sighted …\" lines)")
	addAudioFlags(f, &o.audio, true)
	return cmd
}

func runPlay(cmd *cobra.Command, o playOptions) error {
	stdin, stdout, stderr := cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr()
	ctx := cmd.Context()
	if ctx == nil {
		ctx = context.Background()
	}
	if o.virtual && o.script == "" {
		return usageErr("--virtual needs --script FILE")
	}
	if err := o.audio.check(); err != nil {
		return err
	}
	if o.virtual && (o.audio.record || o.audio.voiceInput) {
		return usageErr("--record and --voice-input listen in real time: leave out --virtual")
	}
	var resumeChecks []string
	if o.resume != "" {
		// Options repeated with --resume are checked against the journal
		// once it is read: those that agree are accepted.
		for _, name := range table.ResumeFlags {
			if cmd.Flags().Changed(name) {
				resumeChecks = append(resumeChecks, name)
			}
		}
		if cmd.Flags().Changed("journal") && !samePath(o.journal, o.resume) {
			return usageErr("--journal %s differs from --resume %s: a resumed game goes on in the journal it resumes; leave --journal out", o.journal, o.resume)
		}
	}
	earphone, err := speech.ParseChannel(o.earphone)
	if err != nil {
		return usageErr("--earphone: %v", err)
	}
	var script io.Reader
	if o.script != "" {
		if o.script == "-" {
			script = stdin
		} else {
			f, err := os.Open(o.script)
			if err != nil {
				return usageErr("--script: %v", err)
			}
			defer f.Close()
			// A file in Windows-1252 reaches the table as UTF-8 (standard
			// input is read as it comes: a decoder's look-ahead would wait).
			script = textenc.NewDecoder(f)
		}
	}

	out := &table.Writer{Out: stdout, JSON: o.json, Earphone: earphone}
	var (
		loop   *table.Loop
		jpath  string
		folder string
		base   time.Duration
		disk   diskProblem
	)
	if o.resume != "" {
		loop, base, disk, err = resumeGame(o, out)
		if err != nil {
			return err
		}
		for _, name := range resumeChecks {
			if err := table.CheckResume(loop.Table.Setup(), name, cmd.Flags().Lookup(name).Value.String()); err != nil {
				if loop.Journal != nil {
					loop.Journal.Close()
				}
				return usageErr("%v", err)
			}
		}
		if err := checkPlayBoards(o, loop.Table.Setup()); err != nil {
			if loop.Journal != nil {
				loop.Journal.Close()
			}
			return err
		}
		jpath = o.resume
	} else {
		loop, jpath, folder, disk, err = newGame(o)
		if err != nil {
			return err
		}
	}
	loop.Emit = out.Emit
	out.Lang = loop.Table.TextLang()
	// The scoresheet in braille beside the PGN (D.2.7).
	code := braille.DefaultCode(loop.Table.TextStyle().Lang().String())
	if o.brailleCode != "" {
		c, err := braille.ParseCode(o.brailleCode)
		if err != nil {
			return usageErr("--braille-code: %v", err)
		}
		code = c
	}
	loop.BRF = func(g *pgn.Game) (string, error) {
		pages, err := braille.Sheet(g, code, braille.DefaultLayout)
		if err != nil {
			return "", err
		}
		return braille.SheetBRF(pages), nil
	}
	if o.braille {
		pos := loop.Table.Position()
		d, closeDisplay, err := openBrailleDisplay(o.brailleCode, loop.Table.TextStyle().Lang().String(), &pos, table.NewRealTime(base).Now)
		var ee *exitError
		switch {
		case errors.As(err, &ee):
			return err
		case err != nil:
			// Said once; the game goes on in text and speech.
			out.Warn(base, braille.NoDisplay(err, "game"), "")
		default:
			defer closeDisplay()
			out.Sinks = append(out.Sinks, d.Sink)
		}
	}
	if !o.virtual {
		loop.Wall = time.Now
	}

	style := loop.Table.Style()
	speaker := o.voice
	if speaker == "" {
		speaker = "auto"
		if (o.script != "" || o.json) && o.wav == "" {
			speaker = "none"
		}
	}
	if o.wav != "" && speaker == "none" {
		return usageErr("--wav needs a voice: give --voice clips or espeak")
	}
	if speaker != "none" {
		sp, note, err := openPlayVoiceWithin(voiceTimeout, speaker, o.wav, style, stderr)
		if err != nil {
			return usageErr("--voice: %v", err)
		}
		if sp != nil {
			defer closeVoice(sp)
			out.Speaker = sp
		}
		if note != "" && !o.json {
			fmt.Fprintln(stderr, note)
		}
	}

	if disk.err != nil {
		loop.ReportDisk(base, disk.err, disk.path)
	}
	if o.resume != "" {
		loop.Handle(table.Input{At: base, Source: table.SourceSystem, Text: table.InputResumed})
	} else {
		loop.Start()
		// Where the game goes is written; that it is saved is said only
		// when it is true.
		spoken := playText(loop.Table, "saved-short")
		if loop.Unsaved() {
			spoken = ""
		}
		if folder != "" {
			out.Info(0, playText(loop.Table, "folder", folder), spoken)
		} else {
			out.Info(0, playText(loop.Table, "files", jpath, loop.PGNPath), spoken)
		}
	}

	extra, closeBoards, err := openPlayBoards(o, loop.Table.Setup())
	if err != nil {
		return err
	}
	defer closeBoards()
	t := loop.Table
	audio := startAudio(o.audio, audioSetup{
		out: out, at: base, text: t.TextStyle(), lang: t.TextLang(),
		vocab: voice.Vocab{Style: t.Style(), Lang: voice.LangOf(t.TextStyle().Lang())},
		game:  t, recDir: filepath.Join(filepath.Dir(jpath), "recording"), now: time.Now,
	})
	if audio != nil {
		// Stopped before the journal closes: the last segment ends with
		// the game.
		defer audio.Stop()
		out.Sinks = append(out.Sinks, audio.Sink)
		loop.Notices = audio.Notices
		extra = append(extra, audio.Lines)
	}
	var runErr error
	switch {
	case script != nil && o.virtual:
		runErr = table.ReadScript(script, func(l table.ScriptLine) bool {
			return !loop.HandleScript(table.Input{At: l.At, Source: table.SourceScript, Text: l.Text})
		})
	case script != nil:
		runErr = runRealScript(ctx, loop, base, script, extra)
	default:
		runErr = runInteractive(ctx, loop, base, stdin, extra)
		if errors.Is(runErr, context.Canceled) && !o.json && isTerminal(stdout) {
			// The terminal echoed ^C without a line end: the last words
			// begin a line of their own.
			fmt.Fprintln(stdout)
		}
	}
	return finishPlay(loop, out, jpath, stderr, runErr)
}

// diskProblem is a failure to write the game found while setting it up
// (the game's folder, the journal); the loop reports it once the output is
// ready, and play goes on in memory.
type diskProblem struct {
	err  error
	path string // the folder or file that could not be written
}

// newGame sets up a new game from the flags: its folder, journal and PGN.
func newGame(o playOptions) (loop *table.Loop, jpath, folder string, disk diskProblem, err error) {
	s := table.DefaultSetup()
	s.White, s.Black, s.Me = o.white, o.black, o.me
	s.Time, s.Alerts = o.timeControl, o.announce
	s.FEN, s.Chess960 = o.fen, o.chess960
	s.Style, s.Long, s.ASCII, s.Lang = o.style, o.long, o.ascii, o.lang
	s.AutoPress = o.autoPress
	s.Event, s.Site, s.Round = o.event, o.site, o.round
	if s.Tactile, s.Sighted, err = boardModes(o); err != nil {
		return nil, "", "", disk, err
	}
	if !o.virtual {
		s.Date = time.Now().Format("2006.01.02")
	}
	if _, err := table.New(s); err != nil {
		return nil, "", "", disk, usageErr("%v", err)
	}

	jpath, ppath := o.journal, o.pgn
	if jpath != "" {
		if err := checkNewJournal(jpath); err != nil {
			return nil, "", "", disk, err
		}
	}
	if jpath == "" {
		dir, err := gameFolder(o.white, o.black, o.virtual)
		if err != nil {
			disk = diskProblem{err, dir}
		}
		folder = dir
		jpath = filepath.Join(dir, "game.journal")
		if ppath == "" {
			ppath = filepath.Join(dir, "game.pgn")
		}
	} else if ppath == "" {
		ppath = strings.TrimSuffix(jpath, filepath.Ext(jpath)) + ".pgn"
		if ppath == jpath {
			ppath = jpath + ".pgn"
		}
	}
	if abs, err := filepath.Abs(ppath); err == nil {
		ppath = abs
	}
	if abs, err := filepath.Abs(jpath); err == nil {
		jpath = abs
	}
	s.PGN = ppath
	t, err := table.New(s)
	if err != nil {
		return nil, "", "", disk, usageErr("%v", err)
	}
	raw, err := table.MarshalSetup(s)
	if err != nil {
		return nil, "", "", disk, failErr("%v", err)
	}
	hdr := journal.Header{Setup: raw}
	if !o.virtual {
		hdr.Created = time.Now()
	}
	j, err := journal.Create(jpath, hdr)
	if errors.Is(err, fs.ErrExist) {
		return nil, "", "", disk, checkNewJournal(jpath)
	}
	if err != nil && j == nil {
		return nil, "", "", disk, failErr("%v", err)
	}
	if err != nil && disk.err == nil {
		// Without the folder the journal fails too; the folder's error
		// says more.
		disk = diskProblem{err, jpath}
	}
	loop = &table.Loop{Table: t, Journal: j, PGNPath: ppath}
	return loop, jpath, folder, disk, nil
}

// checkNewJournal refuses a --journal that already exists, saying what it
// is and what to give instead; it returns nil for a path that does not
// exist (or cannot be looked at: creating the journal says why).
func checkNewJournal(path string) error {
	fi, err := os.Stat(path)
	switch {
	case err != nil:
		return nil
	case fi.IsDir():
		return usageErr("--journal %s is a folder: give the name of a new file, such as %s", path, filepath.Join(path, "game.journal"))
	case !fi.Mode().IsRegular():
		return usageErr("--journal %s is not a regular file: give the name of a new file", path)
	}
	return usageErr("--journal %s holds an earlier game: continue it with --resume %s, or give a new file with --journal", path, path)
}

// resumeGame rebuilds the game of the journal --resume names.
func resumeGame(o playOptions, out *table.Writer) (*table.Loop, time.Duration, diskProblem, error) {
	if fi, err := os.Stat(o.resume); err == nil && fi.IsDir() {
		if _, err := os.Stat(filepath.Join(o.resume, "game.journal")); err == nil {
			return nil, 0, diskProblem{}, usageErr("--resume %s is a folder: give the journal in it, --resume %s", o.resume, filepath.Join(o.resume, "game.journal"))
		}
		return nil, 0, diskProblem{}, usageErr("--resume %s is a folder: give the game.journal in the game's folder", o.resume)
	}
	j, log, rec, err := journal.OpenRecover(o.resume)
	var ce *journal.CorruptError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		where := ""
		if d, derr := dataDir(); derr == nil {
			where = " (the games are in " + filepath.Join(d, "blindchess", "games") + ")"
		}
		return nil, 0, diskProblem{}, usageErr("--resume %s: no such file; give the game.journal in the game's folder%s", o.resume, where)
	case errors.Is(err, journal.ErrNoHeader):
		return nil, 0, diskProblem{}, failErr("cannot resume %s: it holds no game (the game was never started in it); start a new game with blindchess play", o.resume)
	case errors.As(err, &ce) && ce.Line == 1 && !journal.IsJournal(o.resume):
		return nil, 0, diskProblem{}, usageErr("cannot resume %s: it is not a blindchess journal (%s); give the game.journal from the game's folder (the file is left as it is)", o.resume, ce.Reason)
	case errors.As(err, &ce) && ce.Line == 1:
		return nil, 0, diskProblem{}, failErr("cannot resume %s: its first line, which holds the game's setup, is damaged (%s), so the game cannot be rebuilt from it; the file is left as it is: keep it and the game's PGN file for the arbiter, and start a new game from the position with --fen", o.resume, ce.Reason)
	case errors.As(err, &ce):
		return nil, 0, diskProblem{}, failErr("cannot resume: %v", err)
	case err != nil && j == nil:
		return nil, 0, diskProblem{}, failErr("cannot resume: %v", err)
	}
	if talkclock.IsClockSetup(log.Header.Setup) {
		j.Close()
		return nil, 0, diskProblem{}, usageErr("--resume %s is the journal of a talking clock, not of a game: continue it with blindchess clock --resume %s", o.resume, o.resume)
	}
	t, rerr := table.Replay(log)
	if rerr != nil {
		return nil, 0, diskProblem{}, failErr("cannot resume %s: %v", o.resume, rerr)
	}
	out.Lang = t.TextLang()
	ppath, outside := o.pgn, ""
	if ppath == "" {
		// Only files beside the journal: a journal names no file elsewhere.
		ppath, outside = table.ResolvePGN(o.resume, t.Setup().PGN)
	}
	var base time.Duration
	if n := len(log.Records); n > 0 {
		base = log.Records[n-1].At
	}
	loop := &table.Loop{Table: t, Journal: j, PGNPath: ppath}
	if outside != "" {
		out.Info(base, playText(t, "pgn-outside", outside, ppath), "")
	}
	if log.Torn > 0 {
		out.Info(base, playText(t, "torn", log.Torn), playText(t, "torn", log.Torn))
	}
	if rec != nil {
		// Said in full, since the arbiter may need the damaged copy.
		msg := playText(t, "recovered", rec.Damage.Line, rec.Damage.Reason, rec.Kept, rec.Lines, rec.Bytes)
		if rec.Records > 0 {
			msg += playText(t, "recovered-lost", rec.Records)
		}
		if rec.SavedAs != "" {
			msg += playText(t, "recovered-copy", rec.SavedAs)
		} else {
			msg += playText(t, "recovered-copy-later")
		}
		out.Warn(base, msg, playText(t, "recovered-said", rec.Kept, rec.Lines))
	}
	var disk diskProblem
	if err != nil {
		disk = diskProblem{err, o.resume}
	}
	return loop, base, disk, nil
}

// finishPlay closes the journal and says where the game is and how to go
// on. If the journal or the PGN could not be written, it says so (never
// that the game is saved), rewrites the PGN if it can, and writes the PGN
// to standard error when the file cannot take it, so that the game is not
// lost; the exit code is then 1.
func finishPlay(loop *table.Loop, out *table.Writer, jpath string, stderr io.Writer, runErr error) error {
	t := loop.Table
	at := t.Now()
	var jerr, perr error
	if loop.Journal != nil {
		jerr = loop.Journal.Close()
	}
	text := pgn.Format(t.PGN())
	if jerr != nil || loop.Unsaved() {
		perr = table.WriteFileAtomic(loop.PGNPath, []byte(text))
	}
	rescue := func() {
		// The whole game, where there is room: resumable from there.
		dir, err := table.Rescue(loop.Journal, filepath.Base(jpath), filepath.Base(loop.PGNPath), text, table.RescueDirs(filepath.Dir(jpath)), time.Now())
		if err != nil {
			out.Warn(at, playText(t, "rescue-failed", err), "")
			return
		}
		out.Warn(at, playText(t, "rescued", dir, filepath.Join(dir, filepath.Base(jpath))), playText(t, "rescued-said"))
	}
	switch {
	case jerr != nil && perr != nil:
		out.Warn(at, playText(t, "all-lost", loop.DiskReason(jerr)), playText(t, "all-lost-said"))
		rescue()
		fmt.Fprint(stderr, playText(t, "rescue-both", perr, text))
	case jerr != nil:
		out.Warn(at, playText(t, "journal-lost", loop.DiskReason(jerr), loop.PGNPath), playText(t, "journal-lost-said"))
		rescue()
	case perr != nil:
		out.Warn(at, playText(t, "pgn-lost", loop.DiskReason(perr)), playText(t, "pgn-lost-said"))
		fmt.Fprint(stderr, playText(t, "rescue-pgn", perr, text))
		if !t.Over() {
			out.Info(at, playText(t, "saved-journal", jpath), playText(t, "saved-end"))
		}
	case t.Over():
		res, _ := t.Result()
		out.Info(at, playText(t, "over", res, loop.PGNPath), "")
	default:
		out.Info(at, playText(t, "saved", loop.PGNPath, jpath), playText(t, "saved-end"))
	}
	if runErr != nil {
		var se *table.ScriptError
		if errors.As(runErr, &se) {
			return usageErr("--script: %v", runErr)
		}
		if !errors.Is(runErr, context.Canceled) {
			return failErr("%v", runErr)
		}
	}
	if jerr != nil || perr != nil {
		return failErr("the game was not saved completely; the lines above say what is missing")
	}
	return nil
}

// runInteractive reads typed lines from stdin until quit or end of input;
// an interrupt (Ctrl+C) or SIGTERM leaves the game saved.
func runInteractive(ctx context.Context, loop *table.Loop, base time.Duration, stdin io.Reader, extra []<-chan string) error {
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	done := make(chan struct{})
	defer close(done)
	lines, _ := table.ReadLines(stdin, done)
	return loop.Run(ctx, table.NewRealTime(base), table.MergeLines(lines, done, extra...))
}

// runRealScript feeds a script to the live loop, each line at its time.
func runRealScript(ctx context.Context, loop *table.Loop, base time.Duration, script io.Reader, extra []<-chan string) error {
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	src := table.NewRealTime(base)
	done := make(chan struct{})
	defer close(done)
	lines, scriptErr := table.FeedScript(script, src, done)
	if err := loop.Run(ctx, src, table.MergeLines(lines, done, extra...)); err != nil {
		return err
	}
	if loop.Quit() {
		return nil
	}
	return scriptErr()
}

// voiceTimeout bounds opening the voice: a speech service that does not
// answer must not hold up the game.
const voiceTimeout = 5 * time.Second

// openPlayVoiceWithin is openPlayVoice that gives up after d: the game
// then goes on with text lines, and the note says why. A voice that opens
// later is closed at once.
func openPlayVoiceWithin(d time.Duration, voice, wav string, style phonetic.Style, stderr io.Writer) (*speech.Speaker, string, error) {
	type result struct {
		sp   *speech.Speaker
		note string
		err  error
	}
	ch := make(chan result, 1)
	go func() {
		sp, note, err := openPlayVoice(voice, wav, style, stderr)
		ch <- result{sp, note, err}
	}()
	select {
	case r := <-ch:
		return r.sp, r.note, r.err
	case <-time.After(d):
		go func() {
			if r := <-ch; r.sp != nil {
				r.sp.Close()
			}
		}()
		return nil, fmt.Sprintf("speech: the voice %q did not answer within %v; text lines only (try --voice clips, espeak or text)", voice, d), nil
	}
}

// closeVoice lets the speaker finish what is queued (at most 10 s) and
// closes it, without waiting more than 5 s for a backend that hangs.
func closeVoice(sp *speech.Speaker) {
	dctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	sp.Drain(dctx)
	cancel()
	done := make(chan struct{})
	go func() {
		sp.Close()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
	}
}

// openPlayVoice opens the speech backend; a text backend is dropped, since
// play writes every announcement as a line already.
func openPlayVoice(voice, wav string, style phonetic.Style, stderr io.Writer) (*speech.Speaker, string, error) {
	opened, err := speech.Open(speech.Config{Voice: voice, WAV: wav, Clips: audio.Clips(), Text: io.Discard})
	if err != nil {
		return nil, "", err
	}
	if opened.Voice == "text" {
		// The lines are the text; the note says why there is no voice.
		opened.Backend.Close()
		return nil, opened.Note, nil
	}
	sp := speech.NewSpeaker(opened.Backend, speech.Options{Style: style, Notify: stderr})
	return sp, opened.Note, nil
}

// gameFolder makes the folder of a new game under the user's data
// directory: blindchess/games/<date>_<time>_<white>-<black>. On failure it
// returns the path anyway (the journal retries) and the error.
func gameFolder(white, black string, virtual bool) (string, error) {
	base, err := dataDir()
	if err != nil {
		return filepath.Join(os.TempDir(), "blindchess-games"), err
	}
	stamp := time.Now().Format("2006-01-02_15-04-05")
	if virtual {
		stamp += "_virtual"
	}
	name := stamp + "_" + fileSafe(orQuestion(white)) + "-" + fileSafe(orQuestion(black))
	root := filepath.Join(base, "blindchess", "games")
	if err := os.MkdirAll(root, 0o700); err != nil {
		return filepath.Join(root, name), fmt.Errorf("cannot create the games folder: %w", err)
	}
	dir := filepath.Join(root, name)
	for i := 2; ; i++ {
		err := os.Mkdir(dir, 0o700)
		if err == nil {
			return dir, nil
		}
		if !errors.Is(err, fs.ErrExist) || i > 99 {
			return dir, fmt.Errorf("cannot create the game's folder: %w", err)
		}
		dir = filepath.Join(root, fmt.Sprintf("%s-%d", name, i))
	}
}

func orQuestion(s string) string {
	if strings.TrimSpace(s) == "" {
		return "unknown"
	}
	return s
}

// fileSafe keeps letters, digits, '-' and '_' of a name for a file name.
func fileSafe(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			b.WriteRune(r)
		case r == ' ' || r == '.':
			b.WriteByte('_')
		case r > 127 && (r >= 0xC0 && r <= 0x24F):
			b.WriteString(phonetic.Transliterate(string(r)))
		}
	}
	if b.Len() == 0 {
		return "unknown"
	}
	if b.Len() > 40 {
		return b.String()[:40]
	}
	return b.String()
}

// dataDir is the user's data directory: $XDG_DATA_HOME, else
// ~/.local/share on Linux and BSD, ~/Library/Application Support on macOS,
// %LOCALAPPDATA% on Windows.
func dataDir() (string, error) {
	if d := os.Getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return d, nil
	}
	switch runtime.GOOS {
	case "windows":
		if d := os.Getenv("LOCALAPPDATA"); d != "" {
			return d, nil
		}
	case "darwin":
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("no home directory for the games folder: %w; give --journal FILE", err)
		}
		return filepath.Join(home, "Library", "Application Support"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no home directory for the games folder: %w; give --journal FILE", err)
	}
	return filepath.Join(home, ".local", "share"), nil
}

// playText returns a session sentence of play in the table's language.
func playText(t *table.Table, key string, args ...any) string { return t.SessionText(key, args...) }
