package table

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/journal"
	"github.com/blindchess/blindchess/internal/pgn"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
)

// TimeSource tells the current instant of the game's time line.
type TimeSource interface {
	Now() time.Duration
}

// RealTime is the time line of a live game: Base plus the monotonic time
// since it was made.
type RealTime struct {
	start time.Time
	base  time.Duration
}

// NewRealTime returns a real-time source that starts at base (0 for a new
// game, the instant of the last journaled input for a resumed one).
func NewRealTime(base time.Duration) *RealTime {
	return &RealTime{start: time.Now(), base: base}
}

// Now returns base plus the time elapsed since NewRealTime.
func (r *RealTime) Now() time.Duration { return r.base + time.Since(r.start) }

// Machine is what a Loop runs: a Table (one game) or another state machine
// of the table, such as the talking clock (package talkclock). Apply turns
// each input into outputs and does no I/O; the same inputs give the same
// outputs, so a journal replays exactly.
type Machine interface {
	// Apply applies one input and returns what to report, in order.
	Apply(Input) []Output
	// NextTimer is the next instant at which a SourceTimer input is due.
	NextTimer() (time.Duration, bool)
	// Now is the instant of the latest input.
	Now() time.Duration
	// Intro is what is said when the session starts.
	Intro() []Output
	// TextStyle and TextLang are the language of the sentences (the Loop's
	// warnings are written in it).
	TextStyle() phonetic.Style
	TextLang() *phonetic.Lang
}

// Loop is the event loop of a table: it owns the Table, its journal and
// its PGN file. Every input is appended to the journal (and synced) before
// it is applied; the PGN is rewritten atomically whenever the scoresheet
// changes. A Loop is used by one goroutine; Run is that goroutine for a
// live game, Handle is called directly for scripts.
type Loop struct {
	// Table is the game; nil when Machine runs something else.
	Table *Table
	// Machine, when set, is run instead of Table (and no PGN is written).
	Machine Machine
	// Source is the source recorded for the lines Run reads; "" is
	// SourceKeyboard.
	Source string
	// OnTimer, if set, is told when a timer input has been handled: the
	// instant it was due and the instant its outputs were emitted.
	OnTimer func(due, handled time.Duration)
	// Journal receives every input; nil keeps no journal.
	Journal *journal.Journal
	// PGNPath is the file the PGN is written to; "" writes none.
	PGNPath string
	// BRF, if set, renders the scoresheet in braille; it is written beside
	// the PGN (the same name with .brf) whenever the PGN is (Annex D.2.7).
	BRF func(*pgn.Game) (string, error)
	// Emit receives every output, in order.
	Emit func(Output)
	// Wall gives the wall-clock time written into journal records for
	// people; nil writes none (virtual time).
	Wall func() time.Time
	// Notices, if set, carries outputs of the devices around the table
	// (a microphone that fails) that change nothing in the game: Run
	// emits each at its instant, in order with everything else, and
	// journals none.
	Notices <-chan Output

	pgnVersion int
	lastTimer  time.Duration
	timerArmed bool
	timerFired bool // Settle has fired a timer (lastTimer is its instant)
	quit       bool // an input asked to quit
	// swept: the temporary files of earlier sessions are removed.
	swept bool
	// journalBad and pgnBad: the last write of the journal or of the PGN
	// failed, and the user has been warned in full.
	journalBad, pgnBad bool
	// logBad: a write of the arbiter log failed and was warned of.
	logBad bool
	// logLen is the number of the arbiter log's entries last written.
	logLen int
}

// machine is the state machine the loop runs.
func (l *Loop) machine() Machine {
	if l.Machine != nil {
		return l.Machine
	}
	return l.Table
}

// Start emits the table's introduction and writes the first PGN.
func (l *Loop) Start() {
	for _, o := range l.machine().Intro() {
		l.emit(o)
	}
	if err := l.writePGN(true); err != nil && !l.journalBad {
		l.pgnFailed(l.machine().Now(), err)
	}
}

// Handle journals one input, applies it and reports the outputs. It
// returns true when the input asked to quit.
//
// If the journal or the PGN cannot be written, play goes on in memory: the
// first failure is warned about once, in full, in words (not again before
// every move), and when the disk takes the writes again the table says that
// the game is saved again.
func (l *Loop) Handle(in Input) (quit bool) {
	var seq uint64
	var jerr error
	if l.Journal != nil {
		rec := journal.Record{At: in.At, Source: in.Source, Input: in.Text}
		if l.Wall != nil {
			rec.Wall = l.Wall()
		}
		var stored journal.Record
		stored, jerr = l.Journal.Append(rec)
		seq = stored.Seq
		l.JournalRestored(in.At)
		if jerr != nil {
			l.ReportDisk(in.At, jerr, l.Journal.Path())
		}
	}
	l.emit(Output{At: in.At, Kind: KindInput, Seq: seq, Source: in.Source, Input: in.Text})
	for _, o := range l.machine().Apply(in) {
		l.emit(o)
		if o.Kind == KindQuit {
			quit = true
		}
	}
	l.quit = l.quit || quit
	perr := l.writePGN(false)
	switch {
	case perr != nil && jerr == nil:
		l.pgnFailed(l.machine().Now(), perr)
	case perr == nil && jerr == nil && (l.journalBad || l.pgnBad):
		l.journalBad, l.pgnBad = false, false
		m := l.machine()
		text := say(m.TextStyle(), msgSavedAgain)
		l.emit(Output{At: m.Now(), Kind: KindInfo, Say: Announcement{Text: text, TextLang: m.TextLang(), Priority: speech.Alert, Audience: All}})
	}
	return quit
}

// JournalRestored warns, once for each time, that the journal file was
// found deleted or changed by another program and was written again from
// memory (journal.Restoration): nothing is lost, and the user hears what
// to stop. It says nothing when the file was as the journal left it.
func (l *Loop) JournalRestored(at time.Duration) {
	if l.Journal == nil {
		return
	}
	r := l.Journal.TakeRestored()
	if r == nil {
		return
	}
	text := l.machine().TextStyle()
	if r.Removed {
		l.warn(at, say(text, msgJournalRemoved, r.Path), say(text, msgJournalRemovedSaid))
		return
	}
	written := say(text, msgJournalChanged, r.Path)
	if r.SavedAs != "" {
		written += " " + say(text, msgJournalChangedKept, r.SavedAs)
	}
	l.warn(at, written, say(text, msgJournalChangedSaid))
}

// ReportDisk warns that the game cannot be written to path (the journal,
// or the game's folder) because of err, and that play goes on in memory:
// in full, in words, once (until the disk takes the writes again). Handle
// reports its own failures; the caller reports those of creating or
// opening the journal.
func (l *Loop) ReportDisk(at time.Duration, err error, path string) {
	if l.journalBad {
		// Said once: a warning before every move would drown the game.
		// The end of the session says again what was not saved.
		return
	}
	l.journalBad = true
	reason := l.DiskReason(err)
	text := l.machine().TextStyle()
	id, advice := msgJournalFailed, diskAdvice(err)
	if l.Table == nil {
		// Not a game (the talking clock): no PGN to fall back on.
		id = msgSessionJournalFailed
		switch advice {
		case msgDoDiskReadOnly:
			advice = msgDoDiskReadOnlyNoPGN
		case msgDoDiskIO:
			advice = msgDoDiskIONoPGN
		}
	}
	l.warn(at, say(text, id, reason+" ("+path+")", say(text, advice)), say(text, id, reason, say(text, advice)))
}

// diskAdvice is what the user can do about err, the failure to write the
// game: the message of the advice.
func diskAdvice(err error) msgID {
	switch {
	case journal.DiskFull(err):
		return msgDoDiskFull
	case journal.ReadOnly(err):
		return msgDoDiskReadOnly
	case errors.Is(err, fs.ErrPermission):
		return msgDoDiskNoPermission
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, syscall.ENOTDIR):
		return msgDoDiskNoFolder
	case errors.Is(err, syscall.EIO):
		return msgDoDiskIO
	}
	return msgDoDiskOther
}

// pgnFailed warns that the PGN file cannot be written while the journal
// can: in full the first time, short later.
func (l *Loop) pgnFailed(at time.Duration, err error) {
	if l.pgnBad {
		return
	}
	l.pgnBad = true
	reason := l.DiskReason(err)
	text := l.machine().TextStyle()
	l.warn(at, say(text, msgPGNFailed, reason+" ("+l.PGNPath+")"), say(text, msgPGNFailed, reason))
}

// DiskReason says in words, in the table's language, why a file could not
// be written: the disk is full, read-only, the folder is missing or not
// writable; other errors as they are.
func (l *Loop) DiskReason(err error) string {
	id := msgNone
	switch {
	case journal.DiskFull(err):
		id = msgDiskFull
	case journal.ReadOnly(err):
		id = msgDiskReadOnly
	case errors.Is(err, fs.ErrPermission):
		id = msgDiskNoPermission
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, syscall.ENOTDIR):
		id = msgDiskNoFolder
	case errors.Is(err, syscall.EIO):
		id = msgDiskIO
	default:
		// In the table's language too (a catalog's error), not in
		// English inside a German sentence.
		return catalogOf(l.machine().TextStyle()).Error(err)
	}
	return say(l.machine().TextStyle(), id)
}

// BRFPath is the braille scoresheet's file beside a PGN file.
func BRFPath(pgnPath string) string {
	return strings.TrimSuffix(pgnPath, filepath.Ext(pgnPath)) + ".brf"
}

// Quit reports whether an input has asked to quit.
func (l *Loop) Quit() bool { return l.quit }

// Unsaved reports whether the last write of the journal or the PGN
// failed: the game is (partly) in memory only.
func (l *Loop) Unsaved() bool { return l.journalBad || l.pgnBad }

func (l *Loop) emit(o Output) {
	if l.Emit != nil {
		l.Emit(o)
	}
}

// warn emits a warning: text is written, spoken (if not "") is said
// instead (without the file names).
func (l *Loop) warn(at time.Duration, text, spoken string) {
	l.emit(Output{At: at, Kind: KindWarning, Say: Announcement{Text: text, Spoken: spoken, TextLang: l.machine().TextLang(), Priority: speech.Alert, Audience: All}})
}

// writePGN rewrites the PGN file when the scoresheet changed, or when the
// last write failed.
func (l *Loop) writePGN(force bool) error {
	if l.PGNPath == "" || l.Table == nil || (!force && !l.pgnBad && !l.journalBad && l.Table.Version() == l.pgnVersion) {
		return nil
	}
	if !l.swept {
		// Temporary files of a session killed mid-write are not left to
		// pile up: before the first write, those of these files go.
		l.swept = true
		RemoveTempFiles(l.PGNPath)
		if l.BRF != nil {
			RemoveTempFiles(BRFPath(l.PGNPath))
		}
	}
	g := l.Table.PGN()
	if err := WriteFileAtomic(l.PGNPath, []byte(l.Table.PGNText())); err != nil {
		return err
	}
	if l.BRF != nil && BRFPath(l.PGNPath) != l.PGNPath {
		// A copy of the PGN's record: when it cannot be written, the PGN
		// (whose failures are said) still holds the game.
		if text, err := l.BRF(g); err == nil {
			_ = WriteFileAtomic(BRFPath(l.PGNPath), []byte(text))
		}
	}
	l.writeArbiterLog()
	l.pgnVersion = l.Table.Version()
	return nil
}

// writeArbiterLog writes the arbiter log, the one log of what needs the
// arbiter's eye (the table's: touches, corrections, claims and rulings,
// penalties, illegal moves, the reasons withheld at the table in
// tournament play, take-backs, retraces, adjournments), beside the PGN as
// text and as JSON lines (ArbiterLogPaths), whenever the PGN is written
// and the log has grown since, or its last write failed. The loop is its
// one writer. A failure is warned of once, without the log's content
// (what it holds is not for the table); the journal keeps every input, so
// a resumed game writes the whole log again.
func (l *Loop) writeArbiterLog() {
	n := len(l.Table.ArbiterLog())
	if n == 0 || (n == l.logLen && !l.logBad) {
		return
	}
	txt, js := ArbiterLogPaths(l.PGNPath)
	if txt == l.PGNPath || js == l.PGNPath {
		return
	}
	path := txt
	err := WriteFileAtomic(txt, []byte(l.Table.ArbiterLogText()))
	if err == nil {
		path = js
		err = WriteFileAtomic(js, []byte(l.Table.ArbiterLogJSON()))
	}
	if err == nil {
		l.logBad, l.logLen = false, n
		return
	}
	if !l.logBad {
		l.logBad = true
		text := l.machine().TextStyle()
		reason := l.DiskReason(err)
		l.warn(l.machine().Now(), say(text, msgArbiterLogFailed, reason+" ("+path+")"), say(text, msgArbiterLogFailed, reason))
	}
}

// Run runs a live session: it reads lines from lines (typed lines, or the
// lines of a script fed at their instants), stamps them with src's time and
// the loop's Source, fires the machine's timer, and returns when an input
// asks to quit, lines is closed (end of input), or ctx is done. With lines
// nil it runs on the timer alone and returns when none is due any more.
func (l *Loop) Run(ctx context.Context, src TimeSource, lines <-chan string) error {
	source := l.Source
	if source == "" {
		source = SourceKeyboard
	}
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	defer timer.Stop()
	l.timerArmed = false // a new timer
	for {
		due, armed := l.arm(timer, src)
		if lines == nil && !armed {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case line, ok := <-lines:
			if !ok {
				return nil
			}
			if l.Handle(Input{At: src.Now(), Source: LineSource(line, source), Text: line}) {
				return nil
			}
		case o := <-l.Notices:
			o.At = src.Now()
			l.emit(o)
		case <-timer.C:
			l.timerArmed = false
			now := src.Now()
			l.lastTimer = now
			quit := l.Handle(Input{At: now, Source: SourceTimer})
			if l.OnTimer != nil {
				l.OnTimer(due, src.Now())
			}
			if quit {
				return nil
			}
		}
	}
}

// LineSource is the source of a line read by Run: the board or the
// recogniser whose line it is ("board tactile …", "board sighted …",
// "voice …", or their German and Czech names: "brett steckbrett …"),
// otherwise def (the keyboard, or a script).
func LineSource(line, def string) string {
	f := strings.Fields(line)
	if len(f) < 1 || f[0] != strings.ToLower(f[0]) || len(f) > 1 && f[1] != strings.ToLower(f[1]) || strings.HasPrefix(f[0], "/") {
		// The words as a board or the recogniser writes them.
		return def
	}
	d := findCommand(moreCommands, f[0])
	switch {
	case d == nil:
	case d.kind == cmdVoice:
		return SourceVoice
	case d.kind == cmdBoard && len(f) > 1 && boardWord(f[1]) == SourceTactile:
		return SourceTactile
	case d.kind == cmdBoard && len(f) > 1 && boardWord(f[1]) == SourceSighted:
		return SourceSighted
	}
	return def
}

// Settle runs the machine's timers on virtual time, each input at the
// instant it is due, until none is due or an input asks to quit: what a
// script run on virtual time does after its last line.
func (l *Loop) Settle() {
	for {
		at, ok := l.machine().NextTimer()
		if !ok || (l.timerFired && at <= l.lastTimer) {
			return
		}
		l.timerFired, l.lastTimer = true, at
		if l.Handle(Input{At: at, Source: SourceTimer}) {
			return
		}
	}
}

// HandleScript handles one line of a script run on virtual time: first
// every timer of the machine due before the line's instant, each at its
// own instant (an announcement at 32 s, a flag at 62 s), then the line.
// So every output is written in time order, and a flag is reported when
// it falls, not when the next line comes. It returns true when an input
// asked to quit.
func (l *Loop) HandleScript(in Input) (quit bool) {
	for {
		due, ok := l.machine().NextTimer()
		if !ok || due >= in.At || (l.timerFired && due <= l.lastTimer) {
			break
		}
		l.timerFired, l.lastTimer = true, due
		if l.Handle(Input{At: due, Source: SourceTimer}) {
			return true
		}
	}
	return l.Handle(in)
}

// arm sets the timer for the machine's next timer instant and returns it.
// An instant at or before the last timer that fired is not armed again, so
// that a timer that changes nothing cannot spin the loop.
func (l *Loop) arm(timer *time.Timer, src TimeSource) (time.Duration, bool) {
	if l.timerArmed {
		// Since Go 1.23 a stopped timer's channel holds no stale value.
		timer.Stop()
	}
	l.timerArmed = false
	at, ok := l.machine().NextTimer()
	if !ok || at <= l.lastTimer {
		return 0, false
	}
	timer.Reset(max(0, at-src.Now()))
	l.timerArmed = true
	return at, true
}

// Replay rebuilds a table from a journal: the setup of its header and
// every input of its records, applied in order. The outputs of the replay
// are dropped; the returned table is in the exact state the journal
// describes.
func Replay(log *journal.Log) (*Table, error) {
	s, err := UnmarshalSetup(log.Header.Setup)
	if err != nil {
		return nil, err
	}
	t, err := New(s)
	if err != nil {
		return nil, catalog.Errorf("table.journal-setup", err)
	}
	for _, r := range log.Records {
		t.Apply(Input{At: r.At, Source: r.Source, Text: r.Input})
	}
	return t, nil
}

// RemoveTempFiles removes the temporary files that WriteFileAtomic left
// beside path when its process was killed between creating and renaming
// them (".NAME.<digits>.tmp", regular files only), and returns their names.
// Failures are ignored: a leftover costs only room.
func RemoveTempFiles(path string) []string {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	prefix := "." + base + "."
	var removed []string
	for _, e := range entries {
		name := e.Name()
		mid, ok := strings.CutPrefix(name, prefix)
		if !ok || !e.Type().IsRegular() {
			continue
		}
		if mid, ok = strings.CutSuffix(mid, ".tmp"); !ok || mid == "" || strings.Trim(mid, "0123456789") != "" {
			continue
		}
		if os.Remove(filepath.Join(dir, name)) == nil {
			removed = append(removed, filepath.Join(dir, name))
		}
	}
	return removed
}

// WriteFileAtomic replaces path with data so that a crash leaves either
// the old file or the new one, never a mix: it writes a temporary file in
// the same folder, syncs it, renames it over path and syncs the folder.
func WriteFileAtomic(path string, data []byte) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return catalog.Errorf("table.write-failed", path, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return catalog.Errorf("table.write-failed", path, err)
	}
	if err = os.Chmod(tmp, 0o600); err != nil {
		return catalog.Errorf("table.write-failed", path, err)
	}
	if err = os.Rename(tmp, path); err != nil {
		return catalog.Errorf("table.write-failed", path, err)
	}
	// A folder that cannot be opened, or synced (EINVAL on some file
	// systems), is left as it is: the file itself is written and synced.
	if derr := journal.SyncDir(dir); derr != nil && !errors.Is(derr, os.ErrInvalid) && !errors.Is(derr, fs.ErrNotExist) && !errors.Is(derr, fs.ErrPermission) {
		return catalog.Errorf("table.sync-failed", path, derr)
	}
	return nil
}
