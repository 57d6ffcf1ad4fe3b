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
	"os"
	"path/filepath"
	"time"
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
}

// SegmentName is the file name of a ply's segment: "ply-033-move-17b.wav"
// for ply 33 (Black's 17th move).
func SegmentName(ply int) string {
	side := "w"
	if ply%2 == 0 {
		side = "b"
	}
	return fmt.Sprintf("ply-%03d-move-%d%s.wav", ply, MoveNumber(ply), side)
}

// MoveNumber is the move number of ply (1-based: plies 1 and 2 are move 1).
func MoveNumber(ply int) int { return (ply + 1) / 2 }

// Recorder writes the segments of one game.
type Recorder struct {
	dir   string
	index *os.File
	seg   *segment
	cur   Entry
}

// Open starts (or continues, after --resume) the recording in dir.
func Open(dir string) (*Recorder, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("making the recording folder: %w", err)
	}
	f, err := os.OpenFile(filepath.Join(dir, IndexName), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, fmt.Errorf("opening the recording index: %w", err)
	}
	return &Recorder{dir: dir, index: f}, nil
}

// StartPly ends the ply being recorded, if any, and starts the segment of
// ply (1-based) whose move is san.
func (r *Recorder) StartPly(ply int, san string, at time.Time) error {
	if ply < 1 {
		return fmt.Errorf("ply %d: plies start at 1", ply)
	}
	if err := r.EndPly(at); err != nil {
		return err
	}
	name := SegmentName(ply)
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
	line, err := json.Marshal(r.cur)
	if err != nil {
		return fmt.Errorf("writing the recording index: %w", err)
	}
	if _, err := r.index.Write(append(line, '\n')); err != nil {
		return fmt.Errorf("writing the recording index: %w", err)
	}
	if err := r.index.Sync(); err != nil {
		return fmt.Errorf("writing the recording index: %w", err)
	}
	return nil
}

// Close ends the current ply and closes the index.
func (r *Recorder) Close(at time.Time) error {
	err := r.EndPly(at)
	if cerr := r.index.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("closing the recording index: %w", cerr)
	}
	return err
}

// ReadIndex reads the index of the game folder dir. A torn last line (a
// crash while it was written) is ignored.
func ReadIndex(dir string) ([]Entry, error) {
	f, err := os.Open(filepath.Join(dir, IndexName))
	if err != nil {
		return nil, fmt.Errorf("no recording in %s: %w", dir, err)
	}
	defer f.Close()
	var out []Entry
	sc := bufio.NewScanner(f)
	line := 0
	var bad error
	for sc.Scan() {
		line++
		if bad != nil {
			return nil, bad
		}
		var e Entry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			bad = fmt.Errorf("%s line %d is not a recording entry: %w", IndexName, line, err)
			continue
		}
		out = append(out, e)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading %s: %w", IndexName, err)
	}
	return out, nil
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

// segment is a WAV file whose header is kept valid after every write.
type segment struct {
	f     *os.File
	bytes int64
}

func createSegment(path string) (*segment, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_TRUNC|os.O_RDWR, 0o644)
	if err != nil {
		return nil, fmt.Errorf("creating recording segment: %w", err)
	}
	s := &segment{f: f}
	if _, err := f.Write(header(0)); err != nil {
		f.Close()
		return nil, fmt.Errorf("writing recording segment: %w", err)
	}
	return s, nil
}

func (s *segment) write(samples []int16) error {
	if s.bytes+int64(2*len(samples)) > 1<<31 {
		return errors.New("recording segment too long (over 2 GB)")
	}
	buf := make([]byte, 2*len(samples))
	for i, v := range samples {
		binary.LittleEndian.PutUint16(buf[2*i:], uint16(v))
	}
	if _, err := s.f.WriteAt(buf, 44+s.bytes); err != nil {
		return fmt.Errorf("writing recording segment: %w", err)
	}
	s.bytes += int64(len(buf))
	if _, err := s.f.WriteAt(header(uint32(s.bytes)), 0); err != nil {
		return fmt.Errorf("writing recording segment: %w", err)
	}
	return nil
}

func (s *segment) close() error {
	err := s.f.Sync()
	if cerr := s.f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("closing recording segment: %w", err)
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
