package session

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/blindchess/blindchess/internal/braille"
	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/speech"
	"github.com/blindchess/blindchess/internal/table"
	"github.com/blindchess/blindchess/internal/talkclock"
	"github.com/blindchess/blindchess/internal/textenc"
	"github.com/blindchess/blindchess/internal/voice"

	"github.com/blindchess/blindchess/internal/catalog"
)

// PlayOptions are the settings of one game at the table ("blindchess
// play"): the command's flags.
type PlayOptions struct {
	White, Black, Me string
	Time             string // the time control; no clock without it
	Announce         string // the VI player's automatic time announcements
	FEN              string
	Chess960         int // -1: not Chess960
	Style            string
	Long, ASCII      bool
	Lang             string
	Voice            string
	WAV              string
	Earphone         string
	Rate             float64 // the speech rate of --voice: 1 normal, speech.MinRate to MaxRate; 0 is 1
	PGN, Journal     string
	Resume           string
	AutoPress        bool
	Casual           bool   // casual play instead of tournament play (table.SettingCasual)
	NoDrawBefore     int    // no draw offers before this move without the arbiter (9.1.1)
	Program          string // the build, written into the journal and the PGN (buildinfo.Info.String)
	// PublicDevice and PrivateDevice name sound devices (blindchess
	// speakers): everything everyone may hear on the first, what is for
	// the VI player alone on the second (his earphone).
	PublicDevice, PrivateDevice string
	Event, Site                 string
	Round                       string
	Script                      string
	Virtual, JSON               bool
	Tactile, Sighted            string // the boards: a path (sighted: NAME:PATH, drivers.Parse) or virtual
	Braille                     bool   // show the moves on a braille display (BrlAPI)
	BrailleCode                 string
	Audio                       AudioOptions // --record, --voice-input, --microphone
	Hub                         HubOptions   // --hub, --board, --hub-token-file
	// Given holds the flags given on the command line, by name, with
	// their values: with --resume they are checked against the journal.
	Given map[string]string
}

// Play runs one game at the table on the streams of std until quit, the
// end of the input or ctx is done, and returns an *ExitError for what the
// user must change.
func Play(ctx context.Context, o PlayOptions, std IO) error {
	stdin, stdout, stderr := std.In, std.Out, std.Err
	if ctx == nil {
		ctx = context.Background()
	}
	o.Resume = gameJournal(o.Resume)
	resumeChecks, err := o.check()
	if err != nil {
		return err
	}
	earphone, err := speech.ParseChannel(o.Earphone)
	if err != nil {
		return UsageErr("flag.bad-channel", "--earphone", o.Earphone)
	}
	// Everything that can be checked before the game is created is: a
	// refusal leaves nothing behind.
	script, closeScript, err := o.preflight(stdin)
	if err != nil {
		return err
	}
	defer closeScript()

	sw := &switchWriter{w: stdout}
	out := &table.Writer{Out: sw, JSON: o.JSON, Earphone: earphone}
	g, err := openGame(o, out, resumeChecks)
	if err != nil {
		return err
	}
	loop, base := g.loop, g.base
	loop.Emit = out.Emit
	out.Lang = loop.Table.TextLang()
	if err := o.brailleSheet(loop); err != nil {
		return g.discard(o, err)
	}

	// The outputs first, so that the start is said on them.
	var dev devices
	defer dev.closeAll()
	if !o.Virtual {
		loop.Wall = time.Now
	}
	if err := dev.openGameVoice(o, out, loop.Table.Style(), catalog.For(catalog.Lang(loop.Table.TextStyle().Lang())), stderr); err != nil {
		return g.discard(o, err)
	}
	keepPrivate(out, loop.Table, o.JSON, stderr)
	// The display after the voice: its faults are told through
	// out.Notify from its own goroutine, and out.Speaker is set by then.
	if o.Braille {
		pos := loop.Table.Position()
		style := loop.Table.TextStyle()
		opt := braille.Options{Style: style, Notify: out.Notify, Now: table.NewRealTime(base).Now}
		err := dev.openDisplay(out, o.BrailleCode, style.Lang().String(), &pos, opt, func(err error) {
			// Said once; the game goes on in text and speech.
			text, said := braille.NoDisplay(style, err)
			out.Warn(base, text, said)
		})
		if err != nil {
			return g.discard(o, err)
		}
	}
	if o.Audio.VoiceInput && o.Audio.VoiceKey != "" {
		// A resumed game asks again for a move heard by voice (g.start):
		// the question names the push-to-talk key, as every read-back
		// does, since a yes said without the press is never heard. The
		// microphone opens only after; startAudio clears the key again
		// when no recogniser listens for it.
		loop.Table.SetVoiceKey(o.Audio.VoiceKey)
	}
	g.start(o, out)
	// The hub reads the journal the game has just begun.
	if err := dev.openHub(o.Hub, g.jpath, out, loop.Table.TextStyle().Lang().String(), o.Virtual, base); err != nil {
		return err
	}

	// Then the inputs beside the keyboard or the script.
	if err := dev.openBoards(o, loop.Table, out); err != nil {
		return err
	}
	t := loop.Table
	dev.openMicrophone(o.Audio, audioSetup{
		out: out, at: base, text: t.TextStyle(), lang: t.TextLang(),
		vocab: voice.Vocab{Style: t.Style(), Lang: voice.LangOf(t.TextStyle().Lang())},
		game:  t, recDir: filepath.Join(filepath.Dir(g.jpath), "recording"), now: time.Now,
	}, loop)

	// The session's clock: the loop's instants, and the instants the
	// recogniser's words were said on (a yes is judged by them).
	src := table.NewRealTime(base)
	dev.clock(src)
	var runErr error
	switch {
	case script != nil && o.Virtual:
		runErr = runVirtualScript(loop, script)
	case script != nil:
		runErr = runRealScript(ctx, loop, src, script, dev.lines)
	case editable(stdin, stdout, o.JSON):
		voiceKey, _ := parseVoiceKey(o.Audio.VoiceKey) // checked with the options
		runErr = runEditor(ctx, loop, src, stdin.(*os.File), sw, filepath.Dir(g.jpath), voiceKey, out.Hush, dev.lines)
	default:
		runErr = runInteractive(ctx, loop, src, stdin, dev.lines)
		if errors.Is(runErr, context.Canceled) && !o.JSON && isTerminal(stdout) {
			// The terminal echoed ^C without a line end: the last words
			// begin a line of their own.
			fmt.Fprintln(stdout)
		}
	}
	return finishPlay(loop, out, g.jpath, stderr, runErr)
}

// gameJournal returns the journal --resume path means: the game.journal
// in path when path is a game's folder, otherwise path itself.
func gameJournal(path string) string {
	if fi, err := os.Stat(path); err != nil || !fi.IsDir() {
		return path
	}
	j := filepath.Join(path, "game.journal")
	if fi, err := os.Stat(j); err == nil && !fi.IsDir() {
		return j
	}
	return path
}

// check refuses flags that make no sense together, and returns the flags
// given with --resume that are to be checked against the journal.
func (o PlayOptions) check() (resumeChecks []string, err error) {
	if o.Virtual && o.Script == "" {
		return nil, UsageErr("run.clock-virtual-needs-script-file")
	}
	if err := o.Audio.check(); err != nil {
		return nil, err
	}
	if err := o.Hub.check(); err != nil {
		return nil, err
	}
	if o.Virtual && (o.Audio.Record || o.Audio.VoiceInput) {
		return nil, UsageErr("run.play-record-and-voice-input")
	}
	if o.Resume != "" {
		// Options repeated with --resume are checked against the journal
		// once it is read: those that agree are accepted.
		for _, name := range table.ResumeFlags {
			if _, ok := o.Given[name]; ok {
				resumeChecks = append(resumeChecks, name)
			}
		}
		if _, ok := o.Given["journal"]; ok && !samePath(o.Journal, o.Resume) {
			return nil, UsageErr("run.play-journal-differs-from-resume", o.Journal, o.Resume)
		}
	}
	return resumeChecks, nil
}

// openScript opens --script (nil without one; - is stdin) and returns
// what closes it.
func (o PlayOptions) openScript(stdin io.Reader) (io.Reader, func(), error) {
	switch o.Script {
	case "":
		return nil, func() {}, nil
	case "-":
		return stdin, func() {}, nil
	}
	f, err := os.Open(o.Script)
	if err != nil {
		return nil, nil, UsageErr("run.play-script-unreadable", err)
	}
	// A file in Windows-1252 reaches the table as UTF-8 (standard input is
	// read as it comes: a decoder's look-ahead would wait).
	return textenc.NewDecoder(f), func() { f.Close() }, nil
}

// game is a game opened for play: new, or rebuilt from its journal.
type game struct {
	loop   *table.Loop
	jpath  string        // the journal
	folder string        // the game's folder ("" when --journal names the file)
	base   time.Duration // the instant the session starts at
	disk   diskProblem
}

// openGame starts the game of the flags, or rebuilds the game of --resume
// and checks the flags given again against it.
func openGame(o PlayOptions, out *table.Writer, resumeChecks []string) (game, error) {
	if o.Resume == "" {
		loop, jpath, folder, disk, err := newGame(o)
		return game{loop: loop, jpath: jpath, folder: folder, disk: disk}, err
	}
	loop, base, disk, err := resumeGame(o, out)
	if err != nil {
		return game{}, err
	}
	for _, name := range resumeChecks {
		if err := table.CheckResume(loop.Table.Setup(), name, o.Given[name]); err != nil {
			if loop.Journal != nil {
				loop.Journal.Close()
			}
			return game{}, UsageErr("%v", err)
		}
	}
	if err := checkPlayBoards(o, loop.Table.Setup()); err != nil {
		if loop.Journal != nil {
			loop.Journal.Close()
		}
		return game{}, err
	}
	return game{loop: loop, jpath: o.Resume, base: base, disk: disk}, nil
}

// discard undoes a new game that is refused before it starts (a voice
// that cannot be opened): its journal and its folder are removed, so that
// a refusal leaves nothing behind. A resumed game is kept as it was. It
// returns err.
func (g game) discard(o PlayOptions, err error) error {
	if o.Resume != "" {
		return err
	}
	if g.loop.Journal != nil {
		g.loop.Journal.Close()
	}
	os.Remove(g.jpath)
	if g.folder != "" {
		os.Remove(g.folder) // only if nothing else is in it
	}
	return err
}

// brailleSheet makes the loop write the scoresheet in braille beside the
// PGN (D.2.7), in --braille-code or the language's code.
func (o PlayOptions) brailleSheet(loop *table.Loop) error {
	code := braille.DefaultCode(loop.Table.TextStyle().Lang().String())
	if o.BrailleCode != "" {
		c, err := braille.ParseCode(o.BrailleCode)
		if err != nil {
			return UsageErr("flag.bad-braille-code", o.BrailleCode)
		}
		code = c
	}
	loop.BRF = func(g *pgn.Game) (string, error) {
		pages, err := braille.SheetIn(catalog.For(catalog.Lang(loop.Table.TextStyle().Lang())), g, code, braille.DefaultLayout)
		if err != nil {
			return "", err
		}
		return braille.SheetBRF(pages), nil
	}
	return nil
}

// start says a disk problem found while opening the game, then starts a
// new game (saying where it goes) or goes on with a resumed one.
func (g game) start(o PlayOptions, out *table.Writer) {
	loop := g.loop
	switch {
	case g.disk.moved != "":
		// The games folder took no game: it went to the temporary
		// folder, and is saved there from the first move.
		reason := loop.DiskReason(g.disk.err)
		out.Warn(g.base, playText(loop.Table, "games-folder-moved", filepath.Dir(g.disk.path), reason, filepath.Dir(g.disk.moved)), playText(loop.Table, "games-folder-moved-short", reason))
	case g.disk.err != nil:
		loop.ReportDisk(g.base, g.disk.err, g.disk.path)
	}
	if o.Resume != "" {
		loop.Handle(table.Input{At: g.base, Source: table.SourceSystem, Text: table.InputResumed})
		return
	}
	loop.Start()
	// Where the game goes is written; that it is saved is said only when
	// it is true.
	spoken := playText(loop.Table, "saved-short")
	if loop.Unsaved() {
		spoken = ""
	}
	if g.folder != "" {
		out.Info(0, playText(loop.Table, "folder", g.folder), spoken)
		if _, temp, _ := dataDirOrTemp(); temp && !loop.Unsaved() {
			// No home folder: the game is kept, but where the system
			// may empty it.
			out.Warn(0, playText(loop.Table, "no-home-temp", filepath.Dir(g.folder)), playText(loop.Table, "no-home-temp-short"))
		}
		// What to type after a crash, written (not said), the real
		// boards' ports included, which a resumed game needs again; not
		// while the disk refuses the game (where it goes is said then).
		if !loop.Unsaved() {
			out.Info(0, playText(loop.Table, "resume-hint", resumeCommand(g.folder, o)), "")
		}
	} else {
		out.Info(0, playText(loop.Table, "files", g.jpath, loop.PGNPath), spoken)
	}
}

// resumeCommand is the command line that resumes the game in folder
// after a crash: --resume with the ports of the real boards and the
// table's devices given (the braille display, the voice and its earphone,
// the recording, the voice input, the hub), which the journal does not
// keep (a virtual board comes back by itself): a braille reader who
// resumes with the line as written keeps his display, the VI player his
// earphone, and the recording scoresheet goes on.
func resumeCommand(folder string, o PlayOptions) string {
	line := "blindchess play --resume " + shellWord(folder)
	if o.Tactile != "" && o.Tactile != table.BoardVirtual {
		line += " --tactile " + shellWord(o.Tactile)
	}
	if o.Sighted != "" && o.Sighted != table.BoardVirtual {
		line += " --sighted " + shellWord(o.Sighted)
	}
	for _, name := range deviceFlags {
		v, ok := o.Given[name]
		switch {
		case !ok:
		case boolFlag[name]:
			if v == "true" {
				line += " --" + name
			}
		default:
			line += " --" + name + " " + shellWord(v)
		}
	}
	return line
}

// deviceFlags are the options of play for the table's devices, which a
// journal does not keep and a resumed game needs again, in the order the
// resume line writes them.
var deviceFlags = []string{"voice", "earphone", "rate", "public-device", "private-device", "braille", "braille-code",
	"record", "voice-input", "microphone", "voice-pause", "voice-key", "hub", "board", "hub-token-file"}

// boolFlag are the deviceFlags that take no value.
var boolFlag = map[string]bool{"braille": true, "record": true, "voice-input": true}

// shellWord quotes s for a command line (POSIX shells and PowerShell)
// when it holds a space or a character a shell reads ("My Games").
func shellWord(s string) string {
	if s != "" && !strings.ContainsAny(s, " \t'\"$`\\!*?[](){}<>|&;#~") {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// diskProblem is a failure to write the game found while setting it up
// (the game's folder, the journal); the loop reports it once the output is
// ready, and play goes on in memory.
type diskProblem struct {
	err  error
	path string // the folder or file that could not be written
	// moved is the folder the game went to instead, in the temporary
	// folder, when path (the games folder) could not be written: the
	// game is saved from the first move, and the start says where.
	moved string
}

// newGame sets up a new game from the flags: its folder, journal and PGN.
func newGame(o PlayOptions) (loop *table.Loop, jpath, folder string, disk diskProblem, err error) {
	s := table.DefaultSetup()
	s.White, s.Black, s.Me = o.White, o.Black, o.Me
	s.Time, s.Alerts = o.Time, o.Announce
	s.FEN, s.Chess960 = o.FEN, o.Chess960
	s.Style, s.Long, s.ASCII, s.Lang = o.Style, o.Long, o.ASCII, o.Lang
	s.AutoPress = o.AutoPress
	if o.Casual {
		s.Setting = table.SettingCasual
	}
	s.NoDrawBefore = o.NoDrawBefore
	s.Event, s.Site, s.Round = o.Event, o.Site, o.Round
	s.Program = o.Program
	if s.Tactile, s.Sighted, err = boardModes(o); err != nil {
		return nil, "", "", disk, err
	}
	if !o.Virtual {
		s.Date = time.Now().Format("2006.01.02")
	}
	if _, err := table.New(s); err != nil {
		return nil, "", "", disk, UsageErr("%v", err)
	}

	jpath, ppath := o.Journal, o.PGN
	if jpath != "" {
		if err := checkNewJournal(jpath); err != nil {
			return nil, "", "", disk, err
		}
	}
	if jpath == "" {
		l, lerr := catalog.Parse(o.Lang)
		if lerr != nil {
			l = catalog.English
		}
		dir, err := gameFolder(o.White, o.Black, o.Virtual, catalog.For(l))
		if err != nil {
			disk = diskProblem{err: err, path: dir}
			if moved, merr := tempGameFolder(filepath.Base(dir)); merr == nil {
				// A read-only or missing games folder: the game is kept
				// in the temporary folder rather than in memory only.
				disk.moved, dir = moved, moved
			}
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
		return nil, "", "", disk, UsageErr("%v", err)
	}
	raw, err := table.MarshalSetup(s)
	if err != nil {
		return nil, "", "", disk, FailErr("%v", err)
	}
	hdr := journal.Header{Setup: raw}
	if !o.Virtual {
		hdr.Created = time.Now()
	}
	j, err := journal.Create(jpath, hdr)
	if errors.Is(err, fs.ErrExist) {
		return nil, "", "", disk, checkNewJournal(jpath)
	}
	if err != nil && j == nil {
		return nil, "", "", disk, FailErr("%v", err)
	}
	if err != nil && (disk.err == nil || disk.moved != "") {
		// Without the folder the journal fails too; the folder's error
		// says more. In the temporary folder the game went to, the
		// journal's own error is what is wrong.
		disk = diskProblem{err: err, path: jpath}
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
		return UsageErr("run.play-journal-is-a-folder", path, filepath.Join(path, "game.journal"))
	case !fi.Mode().IsRegular():
		return UsageErr("run.play-journal-is-not-a", path)
	}
	return UsageErr("run.play-journal-holds-an-earlier", path, path)
}

// resumeGame rebuilds the game of the journal --resume names.
func resumeGame(o PlayOptions, out *table.Writer) (*table.Loop, time.Duration, diskProblem, error) {
	if fi, err := os.Stat(o.Resume); err == nil && fi.IsDir() {
		// A game's folder has been taken to its game.journal before:
		// this folder has none.
		if d, derr := dataDir(); derr == nil {
			return nil, 0, diskProblem{}, UsageErr("run.play-resume-folder-without-journal", o.Resume, filepath.Join(d, "blindchess", "games"))
		}
		return nil, 0, diskProblem{}, UsageErr("run.play-resume-is-a-folder2", o.Resume)
	}
	j, log, rec, err := journal.OpenRecover(o.Resume)
	var ce *journal.CorruptError
	switch {
	case errors.Is(err, journal.ErrNotAFile):
		return nil, 0, diskProblem{}, UsageErr("run.play-resume-not-a-file", o.Resume)
	case errors.Is(err, fs.ErrNotExist):
		if d, derr := dataDir(); derr == nil {
			return nil, 0, diskProblem{}, UsageErr("run.play-resume-no-such-file-games", o.Resume, filepath.Join(d, "blindchess", "games"))
		}
		return nil, 0, diskProblem{}, UsageErr("run.play-resume-no-such-file", o.Resume)
	case errors.Is(err, journal.ErrNoHeader):
		return nil, 0, diskProblem{}, FailErr("run.play-cannot-resume-it-holds", o.Resume)
	case errors.As(err, &ce) && ce.Line == 1 && !journal.IsJournal(o.Resume):
		return nil, 0, diskProblem{}, UsageErr("run.play-cannot-resume-it-is", o.Resume, ce.Why)
	case errors.As(err, &ce) && ce.Line == 1:
		return nil, 0, diskProblem{}, FailErr("run.play-cannot-resume-its-first", o.Resume, ce.Why)
	case errors.As(err, &ce):
		return nil, 0, diskProblem{}, FailErr("run.clock-cannot-resume", err)
	case err != nil && j == nil:
		return nil, 0, diskProblem{}, FailErr("run.clock-cannot-resume", err)
	}
	if talkclock.IsClockSetup(log.Header.Setup) {
		j.Close()
		return nil, 0, diskProblem{}, UsageErr("run.play-resume-is-the-journal", o.Resume, o.Resume)
	}
	t, rerr := table.Replay(log)
	if rerr != nil {
		return nil, 0, diskProblem{}, FailErr("run.clock-cannot-resume2", o.Resume, rerr)
	}
	if rec == nil {
		// A game whose disk stayed full was saved whole elsewhere at its
		// end: going on from this shorter journal would lose moves.
		if newer, n := table.NewerRescue(o.Resume, log.Size, len(log.Records)); newer != "" {
			j.Close()
			return nil, 0, diskProblem{}, UsageErr("%s", playText(t, "rescue-newer", catalog.Counted{Key: "session.n-more-inputs", N: n}, newer, newer))
		}
	}
	out.Lang = t.TextLang()
	ppath, outside := o.PGN, ""
	if ppath == "" {
		// Only files beside the journal: a journal names no file elsewhere.
		ppath, outside = table.ResolvePGN(o.Resume, t.Setup().PGN)
	}
	var base time.Duration
	if n := len(log.Records); n > 0 {
		base = log.Records[n-1].At
	}
	// A script's line before the last instant is journaled and refused
	// (table.Apply): the session goes on from the game's own instant,
	// or the resumed input itself would be refused as before it, and
	// the clock would run on instead of being paused.
	base = max(base, t.Now())
	loop := &table.Loop{Table: t, Journal: j, PGNPath: ppath}
	if outside != "" {
		out.Info(base, playText(t, "pgn-outside", table.ClipTo(outside, maxEchoWord), ppath), "")
	}
	if log.Torn > 0 {
		torn := catalog.Counted{Key: "session.n-bytes", N: int(log.Torn)}
		out.Info(base, playText(t, "torn", torn), playText(t, "torn", torn))
	}
	if rec != nil {
		// Said in full, since the arbiter may need the damaged copy.
		entries := catalog.Counted{Key: "session.n-entries", N: rec.Kept}
		lines := catalog.Counted{Key: "cmd.n-lines", N: rec.Lines}
		msg := playText(t, "recovered", rec.Damage.Line, rec.Damage.Why, entries, lines, catalog.Counted{Key: "session.n-bytes", N: int(rec.Bytes)})
		if rec.Records > 0 {
			msg += playText(t, "recovered-lost", catalog.Counted{Key: "session.n-intact", N: rec.Records})
		}
		if rec.SavedAs != "" {
			msg += playText(t, "recovered-copy", rec.SavedAs)
		} else {
			msg += playText(t, "recovered-copy-later")
		}
		out.Warn(base, msg, playText(t, "recovered-said", entries, lines))
	}
	var disk diskProblem
	if err != nil {
		disk = diskProblem{err: err, path: o.Resume}
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
		loop.JournalRestored(at)
	}
	text := t.PGNText()
	if jerr != nil || loop.Unsaved() {
		perr = table.WriteFileAtomic(loop.PGNPath, []byte(text))
	}
	rescue := func() {
		// The whole game, where there is room: resumable from there.
		dir, err := table.Rescue(loop.Journal, filepath.Base(jpath), filepath.Base(loop.PGNPath), text, table.RescueDirs(filepath.Dir(jpath)), time.Now())
		if err != nil {
			out.Warn(at, playText(t, "rescue-failed", loop.DiskReason(err)), "")
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
		// The score with its words when it is an exceptional one.
		out.Info(at, playText(t, "over", t.ResultShown(), loop.PGNPath), "")
	default:
		out.Info(at, playText(t, "saved", loop.PGNPath, jpath), playText(t, "saved-end"))
	}
	if runErr != nil {
		var se *table.ScriptError
		if errors.As(runErr, &se) {
			return UsageErr("--script: %v", runErr)
		}
		if !errors.Is(runErr, context.Canceled) {
			return FailErr("%v", runErr)
		}
	}
	if jerr != nil || perr != nil {
		return FailErr("run.play-the-game-was-not")
	}
	return nil
}

// playText returns a session sentence of play in the table's language.
func playText(t *table.Table, key string, args ...any) string { return t.SessionText(key, args...) }
