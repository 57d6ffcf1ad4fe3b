// Package recording is the recording scoresheet of FIDE Annex D.2.7: the
// table's audio written into the game folder as mono 16 kHz WAV segments,
// one per ply, with an index (index.jsonl) tying each segment to its move.
//
// A segment's WAV header is rewritten after every write, so a crash leaves
// every segment, finished or not, a valid WAV file; the index line of a ply
// is appended and synced when the ply ends.
package recording

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// Rate is the sample rate of every segment.
const Rate = 16000

// IndexName is the index file inside a game folder.
const IndexName = "index.jsonl"

// Entry is one line of the index: one ply's segment.
type Entry struct {
	Ply   int       `json:"ply"`
	Move  int       `json:"move"`
	SAN   string    `json:"san"`
	Start time.Time `json:"start"`
	End   time.Time `json:"end"`
	File  string    `json:"file"`
	// Recovered marks a segment a crash left without its index line; its
	// times come from the file.
	Recovered bool `json:"recovered,omitempty"`
}

// SegmentName is the file name of a ply's segment: "ply-033-move-17w.wav"
// for ply 33 (White's 17th move), "ply-000-start.wav" for what is said
// before the first move.
func SegmentName(ply int) string {
	if ply <= 0 {
		return "ply-000-start.wav"
	}
	side := "w"
	if ply%2 == 0 {
		side = "b"
	}
	return fmt.Sprintf("ply-%03d-move-%d%s.wav", ply, MoveNumber(ply), side)
}

// freeName is SegmentName(ply), or with "-2", "-3" … added when a segment
// of that name exists already (the same ply recorded again after an undo,
// a retrace, or a resumed game).
func freeName(dir string, ply int) string {
	name := SegmentName(ply)
	base := strings.TrimSuffix(name, ".wav")
	for i := 2; ; i++ {
		if _, err := os.Lstat(filepath.Join(dir, name)); errors.Is(err, fs.ErrNotExist) || i > 999 {
			return name
		}
		name = fmt.Sprintf("%s-%d.wav", base, i)
	}
}

// MoveNumber is the move number of ply (1-based: plies 1 and 2 are move 1;
// 0 before the first move).
func MoveNumber(ply int) int { return (max(ply, 0) + 1) / 2 }

// Recorder writes the segments of one game.
type Recorder struct {
	dir   string
	index *os.File
	seg   *segment
	cur   Entry
}

// Open starts (or continues, after --resume) the recording in dir. A
// segment that a crash left without its index line is indexed again (its
// end is the file's modification time), so that nothing recorded is lost.
func Open(dir string) (*Recorder, error) { return OpenGame(dir, nil) }

// OpenGame is Open for a game whose moves are known (play --resume): san
// names the move of each ply (1-based; "" when it is not known), so that
// a segment indexed again after a crash is listed with its move too. san
// may be nil.
func OpenGame(dir string, san func(ply int) string) (*Recorder, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, catalog.Errorf("recording.make-folder", err)
	}
	f, err := os.OpenFile(filepath.Join(dir, IndexName), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return nil, catalog.Errorf("recording.open-index", err)
	}
	r := &Recorder{dir: dir, index: f}
	if err := r.recover(san); err != nil {
		f.Close()
		return nil, err
	}
	return r, nil
}

// recover indexes the segments of dir that have no index line, their
// moves named by san (nil: not named).
func (r *Recorder) recover(san func(ply int) string) error {
	entries, err := ReadIndex(r.dir)
	if err != nil {
		return err
	}
	known := map[string]bool{}
	for _, e := range entries {
		known[e.File] = true
	}
	names, err := filepath.Glob(filepath.Join(r.dir, "ply-*.wav"))
	if err != nil {
		return catalog.Errorf("recording.read-folder", err)
	}
	sort.Strings(names)
	for _, path := range names {
		name := filepath.Base(path)
		if known[name] {
			continue
		}
		var ply int
		if _, err := fmt.Sscanf(name, "ply-%03d-", &ply); err != nil {
			continue
		}
		fi, err := os.Stat(path)
		if err != nil {
			continue
		}
		frames := max(0, fi.Size()-44) / 2
		end := fi.ModTime().UTC()
		e := Entry{Ply: ply, Move: MoveNumber(ply), Start: end.Add(-time.Duration(frames) * time.Second / Rate), End: end, File: name, Recovered: true}
		if san != nil && ply > 0 {
			e.SAN = san(ply)
		}
		if err := r.appendIndex(e); err != nil {
			return err
		}
	}
	return nil
}

// StartPly ends the ply being recorded, if any, and starts the segment of
// ply (1-based; 0 for what is said before the first move) whose move is
// san.
func (r *Recorder) StartPly(ply int, san string, at time.Time) error {
	if ply < 0 {
		return catalog.Errorf("recording.ply-negative", ply)
	}
	if err := r.EndPly(at); err != nil {
		return err
	}
	name := freeName(r.dir, ply)
	seg, err := createSegment(filepath.Join(r.dir, name))
	if err != nil {
		return err
	}
	r.seg = seg
	r.cur = Entry{Ply: ply, Move: MoveNumber(ply), SAN: san, Start: at.UTC(), File: name}
	return nil
}

// Write appends samples to the current ply's segment (dropped if no ply is
// being recorded).
func (r *Recorder) Write(samples []int16) error {
	if r.seg == nil {
		return nil
	}
	return r.seg.write(samples)
}

// EndPly closes the current segment and appends its index line.
func (r *Recorder) EndPly(at time.Time) error {
	if r.seg == nil {
		return nil
	}
	seg := r.seg
	r.seg = nil
	if err := seg.close(); err != nil {
		return err
	}
	r.cur.End = at.UTC()
	return r.appendIndex(r.cur)
}

// appendIndex appends one index line and syncs it.
func (r *Recorder) appendIndex(e Entry) error {
	line, err := json.Marshal(e)
	if err != nil {
		return catalog.Errorf("recording.write-index", err)
	}
	if _, err := r.index.Write(append(line, '\n')); err != nil {
		return catalog.Errorf("recording.write-index", err)
	}
	if err := r.index.Sync(); err != nil {
		return catalog.Errorf("recording.write-index", err)
	}
	return nil
}

// Close ends the current ply and closes the index.
func (r *Recorder) Close(at time.Time) error {
	err := r.EndPly(at)
	if cerr := r.index.Close(); err == nil && cerr != nil {
		err = catalog.Errorf("recording.close-index", cerr)
	}
	return err
}

// MaxIndexLine is the longest index line read; an entry is about 200
// bytes, and a longer line is skipped (and named) unread.
const MaxIndexLine = 4096

// BadLine is a line of the index that is not a usable entry: it is skipped
// and Err says which line and why.
type BadLine struct {
	Line int   // 1-based line number in the index
	Err  error // what is wrong, a *catalog.Error
}

// ReadIndex reads the entries of the index of the game folder dir,
// skipping the lines that are not usable entries (see ReadIndexLines). The
// error is only for an index that cannot be read at all.
func ReadIndex(dir string) ([]Entry, error) {
	entries, _, err := ReadIndexLines(dir)
	return entries, err
}

// ReadIndexLines reads the index of the game folder dir. A line that is
// not an entry (garbage, NUL bytes, a line longer than MaxIndexLine) or
// whose file is not a segment inside dir (a path such as "../x.wav") is
// skipped and returned in bad, by line, so that one bad line costs only
// its own entry. A torn last line (a crash while it was written, no
// newline at the end) is ignored.
func ReadIndexLines(dir string) (entries []Entry, bad []BadLine, err error) {
	f, err := os.Open(filepath.Join(dir, IndexName))
	if err != nil {
		return nil, nil, catalog.Errorf("recording.no-index", dir, err)
	}
	defer f.Close()
	br := bufio.NewReaderSize(f, MaxIndexLine+1)
	for n := 1; ; n++ {
		line, rerr := br.ReadSlice('\n')
		torn := rerr == io.EOF
		long := rerr == bufio.ErrBufferFull
		if long {
			// Skip the rest of the line unread.
			for rerr == bufio.ErrBufferFull {
				_, rerr = br.ReadSlice('\n')
			}
			torn = rerr == io.EOF
		}
		if rerr != nil && rerr != io.EOF {
			return nil, nil, catalog.Errorf("recording.read", IndexName, rerr)
		}
		switch {
		case torn:
			// The last line without its newline: a crash while it was
			// written (or nothing at all at the end).
			return entries, bad, nil
		case long:
			bad = append(bad, BadLine{Line: n, Err: catalog.Errorf("recording.line-too-long", IndexName, n, MaxIndexLine)})
			continue
		}
		var e Entry
		if err := json.Unmarshal(line, &e); err != nil {
			bad = append(bad, BadLine{Line: n, Err: catalog.Errorf("recording.bad-line", IndexName, n)})
			continue
		}
		if !localName(e.File) {
			bad = append(bad, BadLine{Line: n, Err: catalog.Errorf("recording.outside", IndexName, n, e.File)})
			continue
		}
		entries = append(entries, e)
	}
}

// localName reports whether name is the name of a file directly inside
// the recording folder: no folder, no "..", not absolute, not empty.
func localName(name string) bool {
	return name != "" && name != "." && name != ".." && filepath.IsLocal(name) &&
		filepath.Base(name) == name && !strings.ContainsAny(name, `/\`)
}

// OpenSegment opens the segment file of entry e of the recording in dir
// for reading. It refuses a name outside dir, and anything that is not a
// regular file (a symbolic link, a named pipe that would hang the reader,
// a device, a folder), with words that name the file.
func OpenSegment(dir string, e Entry) (*os.File, error) {
	if !localName(e.File) {
		return nil, catalog.Errorf("recording.segment-outside", e.File)
	}
	path := filepath.Join(dir, e.File)
	fi, err := os.Lstat(path)
	if err != nil {
		return nil, catalog.Errorf("recording.segment-open", e.File, err)
	}
	if !fi.Mode().IsRegular() {
		return nil, catalog.Errorf("recording.segment-not-file", e.File)
	}
	// Opened without blocking: a named pipe put in its place since the
	// check must not hang the reader either.
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, catalog.Errorf("recording.segment-open", e.File, err)
	}
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return nil, catalog.Errorf("recording.segment-not-file", e.File)
	}
	return f, nil
}

// Find returns the segments of move number move (White's, then Black's).
func Find(entries []Entry, move int) []Entry {
	var out []Entry
	for _, e := range entries {
		if e.Move == move {
			out = append(out, e)
		}
	}
	return out
}

// Select returns the segments of move number move (Find), or with toEnd
// those of every ply from move on, in order (the segment before the first
// move left out): the game heard again from move to the end. last is the
// last move among them, or move when there is none.
func Select(entries []Entry, move int, toEnd bool) (found []Entry, last int) {
	if !toEnd {
		return Find(entries, move), move
	}
	last = move
	for _, e := range entries {
		if e.Ply > 0 && e.Move >= move {
			found = append(found, e)
			last = max(last, e.Move)
		}
	}
	return found, last
}

// TakenBack reports for each entry whether its move was taken back: a
// later entry records the same ply with another move (an undo before the
// press, an arbiter's takeback or retrace, then another move), or the game
// went back to before it and never came to its ply again (an arbiter's
// retrace over several moves: the last of them is recorded at no later
// entry). The same move recorded again (after a crash, or made again) is
// not.
func TakenBack(entries []Entry) []bool {
	back := make([]bool, len(entries))
	for i, e := range entries {
		if e.Ply <= 0 || e.SAN == "" {
			continue
		}
		wentBelow, decided := false, false
		for _, l := range entries[i+1:] {
			if l.Ply == e.Ply && l.SAN == e.SAN {
				// The same move recorded again (after a crash, made
				// again): what becomes of it later decides.
				wentBelow = false
				continue
			}
			if l.Ply == e.Ply && l.SAN != "" {
				back[i], decided = true, true
				break
			}
			if l.Ply < e.Ply {
				wentBelow = true
			}
		}
		if !decided {
			back[i] = wentBelow
		}
	}
	return back
}

// Plies is the number of half-moves entries record, each counted once: a
// move recorded again (after a crash, an arbiter's retrace, an undo) is no
// other half-move, and the segment before the first move is none.
func Plies(entries []Entry) int {
	seen := map[int]bool{}
	for _, e := range entries {
		if e.Ply > 0 {
			seen[e.Ply] = true
		}
	}
	return len(seen)
}

// DirOf is the folder of a game's recording: GAME_FOLDER/recording
// (where play --record writes it), or the folder itself when it holds the
// index.
func DirOf(folder string) string {
	sub := filepath.Join(folder, "recording")
	if _, err := os.Stat(filepath.Join(sub, IndexName)); err == nil {
		return sub
	}
	return folder
}

// segment is a WAV file whose header is kept valid after every write.
type segment struct {
	f     *os.File
	bytes int64
}

func createSegment(path string) (*segment, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_TRUNC|os.O_RDWR, 0o600)
	if err != nil {
		return nil, catalog.Errorf("recording.create-segment", err)
	}
	s := &segment{f: f}
	if _, err := f.Write(header(0)); err != nil {
		f.Close()
		return nil, catalog.Errorf("recording.write-segment", err)
	}
	return s, nil
}

func (s *segment) write(samples []int16) error {
	if s.bytes+int64(2*len(samples)) > 1<<31 {
		return catalog.Errorf("recording.segment-too-long")
	}
	buf := make([]byte, 2*len(samples))
	for i, v := range samples {
		binary.LittleEndian.PutUint16(buf[2*i:], uint16(v))
	}
	if _, err := s.f.WriteAt(buf, 44+s.bytes); err != nil {
		return catalog.Errorf("recording.write-segment", err)
	}
	s.bytes += int64(len(buf))
	if _, err := s.f.WriteAt(header(uint32(s.bytes)), 0); err != nil {
		return catalog.Errorf("recording.write-segment", err)
	}
	return nil
}

func (s *segment) close() error {
	err := s.f.Sync()
	if cerr := s.f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return catalog.Errorf("recording.close-segment", err)
	}
	return nil
}

// header is the 44-byte header of a mono 16 kHz 16-bit PCM WAV holding
// dataBytes bytes of samples.
func header(dataBytes uint32) []byte {
	h := make([]byte, 44)
	copy(h[0:], "RIFF")
	binary.LittleEndian.PutUint32(h[4:], 36+dataBytes)
	copy(h[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(h[16:], 16)
	binary.LittleEndian.PutUint16(h[20:], 1)
	binary.LittleEndian.PutUint16(h[22:], 1)
	binary.LittleEndian.PutUint32(h[24:], Rate)
	binary.LittleEndian.PutUint32(h[28:], Rate*2)
	binary.LittleEndian.PutUint16(h[32:], 2)
	binary.LittleEndian.PutUint16(h[34:], 16)
	copy(h[36:], "data")
	binary.LittleEndian.PutUint32(h[40:], dataBytes)
	return h
}

// Live is a Recorder shared by the goroutine that reads the microphone
// (Write) and the table's loop (StartPly, as moves are made). A write that
// fails is reported once through Failed; the game goes on, and the
// recording stops.
type Live struct {
	mu     sync.Mutex
	r      *Recorder
	failed bool
	// abandoned: Abandon was called; nothing is written any more.
	abandoned atomic.Bool
	// Failed, if set, is told the first error (called without the lock
	// held, from the goroutine that met it).
	Failed func(error)
}

// NewLive shares r.
func NewLive(r *Recorder) *Live { return &Live{r: r} }

// StartPly starts the segment of ply (see Recorder.StartPly).
func (l *Live) StartPly(ply int, san string, at time.Time) {
	l.do(func(r *Recorder) error { return r.StartPly(ply, san, at) })
}

// Write appends samples to the current segment.
func (l *Live) Write(samples []int16) {
	l.do(func(r *Recorder) error { return r.Write(samples) })
}

// Close ends the recording.
func (l *Live) Close(at time.Time) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.r.Close(at)
}

// Abandon stops the recording without waiting for a write under way (a
// disk that hangs): later StartPly and Write calls return at once, and
// what was recorded so far stays as it is. Close still ends the files.
func (l *Live) Abandon() { l.abandoned.Store(true) }

func (l *Live) do(f func(*Recorder) error) {
	if l.abandoned.Load() {
		return
	}
	l.mu.Lock()
	if l.failed || l.abandoned.Load() {
		l.mu.Unlock()
		return
	}
	err := f(l.r)
	if err != nil {
		l.failed = true
	}
	l.mu.Unlock()
	if err != nil && l.Failed != nil {
		l.Failed(err)
	}
}
