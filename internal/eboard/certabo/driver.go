package certabo

import (
	"github.com/blindchess/blindchess/internal/catalog"
	"io"
	"time"

	"github.com/blindchess/blindchess/internal/eboard"
	"github.com/blindchess/blindchess/internal/eboard/serialport"
	"github.com/blindchess/blindchess/internal/rules"
)

// Options tune a Driver: the connection layer's. The zero value gives the
// defaults.
type Options struct {
	eboard.LinkOptions
}

// CalibrationKey is the key of the Note the driver says (as a fault,
// once) while it waits for the start position to learn the chips.
const CalibrationKey = "certabo.calibration"

// CalibrationText is that Note in English, the Text of its event (a test
// keeps it equal to the catalog's sentence).
const CalibrationText = "Certabo board: calibration. Set up the start position, all 32 pieces on their squares, and leave them still: blindchess learns which chip is which piece"

// Stats are the driver's counters.
type Stats struct {
	// Lines counts the lines read, Garbled those that were no scan, and
	// Dropped the bytes of lines too long.
	Lines, Garbled, Dropped uint64
}

// Driver turns the scans of a Certabo board into eboard events. A scan
// counts once it is read twice in a row (a chip read flickers); the
// difference between two such scans gives lifts and places. It implements
// serialport.Driver through its eboard.Port.
type Driver struct {
	eboard.Port
	link *eboard.Link

	lines  LineReader
	stats  Stats
	calib  map[ChipID]rules.Piece
	last   Scan // the last scan read
	seen   bool // last holds a scan
	acted  Scan // the last scan acted on
	have   bool
	place  eboard.Placement
	unsure rules.Square
	// show is the move the LEDs show until the board shows it made.
	show    [2]rules.Square
	showing bool
}

// NewDriver returns a driver that sends to w and reports through emit
// (called with the driver's lock held).
func NewDriver(w io.Writer, emit func(eboard.Event), opts Options) *Driver {
	d := &Driver{calib: map[ChipID]rules.Piece{}, unsure: rules.NoSquare}
	d.link, d.Port = eboard.NewLink(eboard.Certabo, w, emit, opts.LinkOptions, protocol{d}, d.fill)
	return d
}

type protocol struct{ d *Driver }

func (p protocol) Opened(time.Time)            { p.d.lines.Reset(); p.d.seen = false }
func (p protocol) Feed(b []byte, at time.Time) { p.d.feed(b, at) }
func (p protocol) KeepAlive(time.Time)         {} // the board streams by itself
func (p protocol) Closed(time.Time)            { p.d.seen = false }
func (p protocol) Stopped()                    {}
func (p protocol) SnapshotCommand() []byte     { return nil } // the next scan is the position

func (p protocol) NoAnswer() eboard.Note {
	return eboard.Say("certabo.no-answer")
}

func (d *Driver) fill(e *eboard.Event) { d.place.Fill(e, d.have) }

// Stats returns the driver's counters.
func (d *Driver) Stats() Stats {
	d.link.Lock()
	defer d.link.Unlock()
	s := d.stats
	s.Dropped = d.lines.Dropped
	return s
}

// Calibrated reports whether the driver knows the chips.
func (d *Driver) Calibrated() bool {
	d.link.Lock()
	defer d.link.Unlock()
	return len(d.calib) > 0
}

func (d *Driver) feed(p []byte, at time.Time) {
	dropped := d.lines.Dropped
	d.lines.Feed(p, func(line []byte) {
		if len(line) == 0 || len(line) == 1 && line[0] == '\r' {
			return
		}
		d.stats.Lines++
		s, err := ParseLine(line)
		if err != nil {
			d.garbled(at, eboard.Say("eboard.line-noise", err))
			return
		}
		d.scan(s, at)
	})
	if d.lines.Dropped != dropped {
		d.garbled(at, eboard.Say("certabo.no-line-end", int(d.lines.Dropped-dropped)))
	}
}

// garbled handles a line that is no scan: noise said once an episode, and
// the next steady scan is reported whole.
func (d *Driver) garbled(at time.Time, why eboard.Note) {
	d.stats.Garbled++
	d.seen = false // the scan before the noise does not confirm the one after
	if !d.have {
		return
	}
	d.link.Doubt(at, eboard.Say("certabo.garbled"))
	d.link.Noise(at, why)
}

// scan handles one scan: it counts once read twice in a row.
func (d *Driver) scan(s Scan, at time.Time) {
	steady := d.seen && s == d.last
	d.last, d.seen = s, true
	if !steady {
		return
	}
	if !d.calibrate(s, at) {
		return
	}
	want := d.link.TakeWant() || !d.link.Shown() || !d.have
	if !want && s == d.acted {
		return
	}
	d.acted = s
	p := d.placement(s, at)
	if want {
		d.place, d.have = p, true
		if d.link.Answered() {
			d.link.Up(at, eboard.Say("certabo.board", len(d.calib)))
		}
		d.link.Fire(d.link.Event(at, eboard.Snapshot))
		d.checkShown()
		return
	}
	d.link.FireChanges(at, &d.place, p)
	d.checkShown()
}

// checkShown turns the LEDs off once the board shows the move made.
func (d *Driver) checkShown() {
	if d.showing && d.have && d.place[d.show[0]] == rules.NoPiece && d.place[d.show[1]] != rules.NoPiece {
		d.showing = false
		d.link.Send(LEDBytes())
	}
}

// calibrate learns the chips from a steady scan of the start position
// (again whenever the start position shows chips it does not know: a
// piece changed), and reports whether the chips are known; while they
// are not, it says once what to do.
func (d *Driver) calibrate(s Scan, at time.Time) bool {
	if learned, ok := startChips(&s); ok {
		fresh := false
		for id := range learned {
			if _, known := d.calib[id]; !known {
				fresh = true
			}
		}
		if fresh {
			// Chips learned before and not in this position (a spare
			// queen calibrated earlier, a piece put away) stay known.
			for id, pc := range d.calib {
				if _, ok := learned[id]; !ok {
					learned[id] = pc
				}
			}
			d.calib = learned
			if d.link.Shown() {
				e := d.link.Event(at, eboard.Resync)
				e.SetNote(eboard.Say("certabo.calibrated-again", len(learned)))
				d.link.Fire(e)
				d.link.WantSnapshot()
			}
		}
	}
	if len(d.calib) == 0 {
		d.link.Error(at, eboard.Say(CalibrationKey))
		return false
	}
	return true
}

// spareQueen returns the spare queen a chip on sq is at the calibration,
// as certabo-lichess has it (picochess puts them on d3 and d6, which this
// includes): a Certabo set comes with a second queen of each colour for
// promotions, and its chip is learnt when it stands on rank 3 or 4 (white)
// or rank 5 or 6 (black) beside the start position.
func spareQueen(sq rules.Square) rules.Piece {
	switch sq.Rank() {
	case 2, 3:
		return rules.MakePiece(rules.White, rules.Queen)
	case 4, 5:
		return rules.MakePiece(rules.Black, rules.Queen)
	}
	return rules.NoPiece
}

// startChips returns the pieces of the chips of a scan that shows the
// start position (32 chips on ranks 1, 2, 7 and 8, and spare queens on
// ranks 3 to 6; no chip on two kinds of piece).
func startChips(s *Scan) (map[ChipID]rules.Piece, bool) {
	start := eboard.StartPlacement()
	for sq := rules.Square(0); sq < 64; sq++ {
		if s[sq] != (ChipID{}) && start[sq] == rules.NoPiece {
			start[sq] = spareQueen(sq)
		}
	}
	m := map[ChipID]rules.Piece{}
	for sq := rules.Square(0); sq < 64; sq++ {
		id, pc := s[sq], start[sq]
		if (id == ChipID{}) != (pc == rules.NoPiece) {
			return nil, false
		}
		if pc == rules.NoPiece {
			continue
		}
		if old, ok := m[id]; ok && old != pc {
			return nil, false
		}
		m[id] = pc
	}
	return m, true
}

// placement returns the pieces of a scan; a chip not calibrated is said
// once (in words, with what to do) and taken for an empty square.
func (d *Driver) placement(s Scan, at time.Time) eboard.Placement {
	var p eboard.Placement
	unsure := rules.NoSquare
	for sq := rules.Square(0); sq < 64; sq++ {
		if s[sq] == (ChipID{}) {
			continue
		}
		pc, ok := d.calib[s[sq]]
		if !ok {
			unsure = sq
			continue
		}
		p[sq] = pc
	}
	if unsure != rules.NoSquare && unsure != d.unsure {
		d.link.Error(at, eboard.Say("certabo.spare-chip", unsure))
	}
	d.unsure = unsure
	return p
}

// ShowMove lights the LEDs of from and to until the board shows the move
// made (from empty, to occupied): the move of the visually impaired
// player, for the sighted player to make.
func (d *Driver) ShowMove(from, to rules.Square) error {
	if !from.Valid() || !to.Valid() || from == to {
		return catalog.Errorf("certabo.show-not-move", from, to)
	}
	d.link.Lock()
	defer d.link.Unlock()
	d.show, d.showing = [2]rules.Square{from, to}, true
	d.link.Send(LEDBytes(from, to))
	d.checkShown()
	return nil
}

// Open starts a driver for the Certabo board at path (38400 8N1) with the
// default transport settings.
func Open(path string, opts Options) *serialport.Board {
	return Start(serialport.DefaultConfig(path), opts)
}

// Start runs a driver on the port of cfg, at 38400 bits per second unless
// cfg.Mode sets a rate.
func Start(cfg serialport.Config, opts Options) *serialport.Board {
	return serialport.StartAt(cfg, BaudRate, func(w io.Writer, emit func(eboard.Event)) serialport.Driver {
		return NewDriver(w, emit, opts)
	})
}
