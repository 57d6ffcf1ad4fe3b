package table

import (
	"sync"
	"time"
)

// DeviceEvent is what happened to an output device, for its Report.
type DeviceEvent int

// The events of a device; each is reported at most once in a session.
const (
	// DeviceLost: a write or the connection failed; the device is looked
	// for again (Device.Back when it is there).
	DeviceLost DeviceEvent = iota
	// DeviceBack: the device is there again after DeviceLost.
	DeviceBack
	// DeviceDropped: the device failed again after it was back, or could
	// not be reconnected; the session goes on without it.
	DeviceDropped
	// DeviceSlow: a write took longer than Slow; the device is dropped and
	// not waited for.
	DeviceSlow
	// DeviceMisbehaves: the device did something no working device does
	// (Device.Drop); it is dropped.
	DeviceMisbehaves
)

// DefaultSlow is how long a device may take to write one state before it
// is dropped as slow.
const DefaultSlow = 2 * time.Second

// DeviceConfig configures a Device.
type DeviceConfig struct {
	// Slow is how long one write may take; a longer one drops the device
	// (0: DefaultSlow). The write is not waited for: Abort is called so
	// that it returns.
	Slow time.Duration
	// Reconnects says that someone looks for the device again after it is
	// lost and calls Back; without it the first failure drops it.
	Reconnects bool
	// Report says an event (with the error that caused it, if any); it is
	// called at most once per event, from the device's goroutine or a
	// timer's, never from Offer. Typically it builds the device's sentence
	// and hands it to Writer.Notify.
	Report func(ev DeviceEvent, err error)
	// Abort, if set, is called when the device is dropped or lost, from
	// any goroutine: it closes the connection, so that a write that hangs
	// returns.
	Abort func()
}

// deviceState is where a device is.
type deviceState int

const (
	deviceUp deviceState = iota
	deviceLost
	deviceDropped
)

// Device runs the writes of one output device of a table — a braille
// display, a speaker, a recorder, a relay — in a goroutine of its own, so
// that the table's loop never waits for a device. The loop hands it the
// newest state with Offer, which never blocks; states offered while a
// write is under way are coalesced (only the newest is written next). A
// write that fails makes the device lost (or dropped), one that takes
// longer than Slow drops it at once, and each of these is reported once.
type Device[T any] struct {
	cfg   DeviceConfig
	write func(T) error

	mu      sync.Mutex
	pending T
	has     bool
	state   deviceState
	losses  int
	said    [DeviceMisbehaves + 1]bool
	err     error
	gen     int // counts writes, so a late watchdog knows its write is over
	wake    chan struct{}
	done    chan struct{}
	stopped chan struct{}
	once    sync.Once
}

// NewDevice starts a device that writes each state with write. Close it
// when the session ends.
func NewDevice[T any](cfg DeviceConfig, write func(T) error) *Device[T] {
	if cfg.Slow <= 0 {
		cfg.Slow = DefaultSlow
	}
	d := &Device[T]{cfg: cfg, write: write, wake: make(chan struct{}, 1), done: make(chan struct{}), stopped: make(chan struct{})}
	go d.run()
	return d
}

// Offer hands the device its newest state and returns at once; a state
// not yet written is replaced. A dropped device keeps the state and
// writes nothing; a lost one writes it when it is back.
func (d *Device[T]) Offer(v T) {
	d.mu.Lock()
	d.pending, d.has = v, true
	d.mu.Unlock()
	d.poke()
}

func (d *Device[T]) poke() {
	select {
	case d.wake <- struct{}{}:
	default:
	}
}

// run is the device's goroutine: it writes the newest state while the
// device is up, and the last one offered before Close.
func (d *Device[T]) run() {
	defer close(d.stopped)
	for {
		select {
		case <-d.done:
			d.flush()
			return
		case <-d.wake:
		}
		d.flush()
	}
}

// flush writes the newest state until none is waiting or the device is
// not up.
func (d *Device[T]) flush() {
	for {
		d.mu.Lock()
		if !d.has || d.state != deviceUp {
			d.mu.Unlock()
			return
		}
		v := d.pending
		d.has = false
		d.gen++
		gen := d.gen
		d.mu.Unlock()
		watchdog := time.AfterFunc(d.cfg.Slow, func() { d.slow(gen) })
		err := d.write(v)
		watchdog.Stop()
		if err != nil {
			d.Fail(err)
		}
	}
}

// slow drops the device whose write gen has not returned within Slow.
func (d *Device[T]) slow(gen int) {
	d.mu.Lock()
	if d.gen != gen || d.state != deviceUp {
		d.mu.Unlock()
		return
	}
	d.state = deviceDropped
	d.mu.Unlock()
	d.report(DeviceSlow, nil)
	if d.cfg.Abort != nil {
		d.cfg.Abort()
	}
}

// Fail says that the device failed (a write, or its connection, as its
// reader found): it is lost and looked for again, or, the second time or
// when nobody looks for it, dropped. A device already dropped stays so,
// silently.
func (d *Device[T]) Fail(err error) {
	d.mu.Lock()
	if d.state != deviceUp {
		d.mu.Unlock()
		return
	}
	d.losses++
	ev := DeviceLost
	if d.losses > 1 || !d.cfg.Reconnects {
		ev = DeviceDropped
		d.state = deviceDropped
	} else {
		d.state = deviceLost
	}
	d.err = err
	d.mu.Unlock()
	d.report(ev, err)
	if d.cfg.Abort != nil {
		d.cfg.Abort()
	}
}

// Drop drops the device for the rest of the session because it does what
// no working device does (err says what); reported once.
func (d *Device[T]) Drop(err error) {
	d.mu.Lock()
	if d.state == deviceDropped {
		d.mu.Unlock()
		return
	}
	d.state = deviceDropped
	d.err = err
	d.mu.Unlock()
	d.report(DeviceMisbehaves, err)
	if d.cfg.Abort != nil {
		d.cfg.Abort()
	}
}

// Back says that a lost device is there again: the newest state offered
// is written to it. It reports false (and does nothing) when the device
// was dropped: it is not to be used again in this session.
func (d *Device[T]) Back() bool {
	d.mu.Lock()
	switch d.state {
	case deviceDropped:
		d.mu.Unlock()
		return false
	case deviceUp:
		d.mu.Unlock()
		return true
	}
	d.state, d.err = deviceUp, nil
	d.mu.Unlock()
	d.report(DeviceBack, nil)
	d.poke()
	return true
}

// Dropped reports whether the device was dropped for the session.
func (d *Device[T]) Dropped() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.state == deviceDropped
}

// Err is the failure that made the device lost or dropped (nil while it
// is up, and for a device dropped as slow).
func (d *Device[T]) Err() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.err
}

// report calls Report once per event.
func (d *Device[T]) report(ev DeviceEvent, err error) {
	d.mu.Lock()
	said := d.said[ev]
	d.said[ev] = true
	d.mu.Unlock()
	if !said && d.cfg.Report != nil {
		d.cfg.Report(ev, err)
	}
}

// Close writes the last state offered (if the device is up) and stops the
// device's goroutine. It waits at most wait for that (a write that hangs
// is then left to end by itself; Abort is called).
func (d *Device[T]) Close(wait time.Duration) {
	d.once.Do(func() { close(d.done) })
	select {
	case <-d.stopped:
	case <-time.After(wait):
		if d.cfg.Abort != nil {
			d.cfg.Abort()
		}
	}
}
