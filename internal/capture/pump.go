package capture

import (
	"context"
	"errors"
	"time"

	"github.com/blindchess/blindchess/internal/catalog"
)

// ChunkSamples is what Pump reads at a time: 20 ms, so that the end of a
// spoken move reaches the recogniser at most 20 ms late.
const ChunkSamples = Rate / 50

// ErrOverflow is what a Source's Read returns with samples (n > 0) when
// audio was lost just before them: the device's own buffer overflowed
// because it was not read in time (a computer too busy). Pump tells it
// and goes on.
var ErrOverflow = catalog.Errorf("capture.overflow")

// Pump reads src in chunks of 20 ms (ChunkSamples) and hands each chunk to every sink,
// in order, until ctx is done (it returns nil) or src fails (it returns
// the error; io.EOF at the end of a recording used as the microphone).
// Audio the source lost before a chunk (ErrOverflow) is told to lost
// before the chunk is handed on, so that no gap goes unnoticed. Sinks
// must not keep the chunk: it is reused.
func Pump(ctx context.Context, src Source, lost func(), sinks ...func([]int16)) error {
	buf := make([]int16, ChunkSamples)
	for {
		if ctx.Err() != nil {
			return nil
		}
		n, err := src.Read(buf)
		if errors.Is(err, ErrOverflow) && n > 0 {
			lost()
			err = nil
		}
		if n > 0 {
			for _, s := range sinks {
				s(buf[:n])
			}
		}
		if err != nil {
			if ctx.Err() != nil {
				return nil // closed because the session ended
			}
			return err
		}
	}
}

// FileMic is a recording used as the microphone (play --microphone FILE):
// its audio comes at the pace it was recorded, then the source ends with
// io.EOF. Tests and demonstrations use it where there is no sound card.
// The pace is the file's own clock from the first Read: a reader that
// falls behind (a busy computer) gets the audio that is due at once, and
// none is lost, as a device with a buffer that never fills.
// The file is read as it is played, so a recording of any length takes the
// same little memory.
type FileMic struct {
	src   *AnyWAV
	pos   int // samples delivered
	start time.Time
	done  chan struct{}
}

// OpenFileMic opens a WAV file (any rate, mono or stereo) to serve as the
// microphone.
func OpenFileMic(path string) (*FileMic, error) {
	s, err := OpenAnyWAV(path)
	if err != nil {
		return nil, catalog.Errorf("capture.flag", err)
	}
	return &FileMic{src: s, done: make(chan struct{})}, nil
}

// Rate is the sample rate the file's header gives.
func (m *FileMic) Rate() int { return m.src.Rate() }

// Read returns the next samples once their time has come.
func (m *FileMic) Read(buf []int16) (int, error) {
	if m.start.IsZero() {
		m.start = time.Now()
	}
	select {
	case <-m.done:
		return 0, catalog.Errorf("capture.closed")
	default:
	}
	n, err := m.src.Read(buf)
	if n == 0 {
		return 0, err
	}
	due := m.start.Add(time.Duration(m.pos+n) * time.Second / Rate)
	select {
	case <-time.After(time.Until(due)):
	case <-m.done:
		return 0, catalog.Errorf("capture.closed")
	}
	m.pos += n
	return n, nil
}

// Close ends the source; a Read waiting returns at once.
func (m *FileMic) Close() error {
	select {
	case <-m.done:
		return nil
	default:
		close(m.done)
	}
	return m.src.Close()
}
