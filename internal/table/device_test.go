package table

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"
)

// events records what a device reports.
type events struct {
	mu  sync.Mutex
	got []string
}

func (e *events) report(ev DeviceEvent, err error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	name := [...]string{"lost", "back", "dropped", "slow", "misbehaves"}[ev]
	if err != nil {
		name += ": " + err.Error()
	}
	e.got = append(e.got, name)
}

func (e *events) list() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return slices.Clone(e.got)
}

// waitFor polls cond every 5 ms for at most 5 s (the device works in its
// own goroutine).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for i := 0; i < 1000; i++ {
		if cond() {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("never: %s", what)
}

// writes is a device's write function that keeps what it writes and can
// be held (a display that takes its time) or made to fail.
type writes struct {
	mu      sync.Mutex
	got     []int
	hold    chan struct{} // while not nil, a write waits for it to close
	started chan int      // told each value a write begins with
	fail    error
}

func (w *writes) write(v int) error {
	w.mu.Lock()
	hold, fail := w.hold, w.fail
	w.mu.Unlock()
	if w.started != nil {
		w.started <- v
	}
	if hold != nil {
		<-hold
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if fail != nil {
		return fail
	}
	w.got = append(w.got, v)
	return nil
}

func (w *writes) list() []int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return slices.Clone(w.got)
}

// TestDeviceCoalescesWhileAWriteIsUnderWay: states offered while the
// device is busy are not queued: only the newest is written next.
func TestDeviceCoalescesWhileAWriteIsUnderWay(t *testing.T) {
	w := &writes{hold: make(chan struct{}), started: make(chan int, 10)}
	d := NewDevice(DeviceConfig{Slow: time.Hour}, w.write)
	defer d.Close(time.Second)
	d.Offer(1)
	if v := <-w.started; v != 1 {
		t.Fatalf("first write of %d", v)
	}
	for v := 2; v <= 5; v++ {
		d.Offer(v) // returns while the write of 1 hangs
	}
	w.mu.Lock()
	close(w.hold)
	w.hold = nil
	w.mu.Unlock()
	waitFor(t, "5 written", func() bool { l := w.list(); return len(l) > 0 && l[len(l)-1] == 5 })
	if got := w.list(); !slices.Equal(got, []int{1, 5}) {
		t.Errorf("written %v, want [1 5]", got)
	}
}

// TestDeviceSlowIsDroppedNotWaitedFor: a write that hangs past Slow drops
// the device, said once; Abort is called so the write can return; later
// states are not written, and Offer never waits.
func TestDeviceSlowIsDroppedNotWaitedFor(t *testing.T) {
	w := &writes{hold: make(chan struct{})}
	ev := &events{}
	aborted := make(chan struct{})
	var once sync.Once
	d := NewDevice(DeviceConfig{Slow: 20 * time.Millisecond, Reconnects: true, Report: ev.report,
		Abort: func() { once.Do(func() { close(aborted) }) }}, w.write)
	defer d.Close(time.Second)
	d.Offer(1)
	<-aborted // the watchdog dropped the device while its write hung
	for v := 2; v < 100; v++ {
		d.Offer(v)
	}
	if !d.Dropped() || d.Err() != nil {
		t.Errorf("dropped %v, err %v", d.Dropped(), d.Err())
	}
	w.mu.Lock()
	close(w.hold)
	w.hold = nil
	w.mu.Unlock()
	waitFor(t, "the hung write returned", func() bool { return len(w.list()) == 1 })
	if d.Back() {
		t.Error("a dropped device came back")
	}
	time.Sleep(50 * time.Millisecond)
	if got := w.list(); !slices.Equal(got, []int{1}) {
		t.Errorf("written %v after the drop, want only the hung [1]", got)
	}
	if got := ev.list(); !slices.Equal(got, []string{"slow"}) {
		t.Errorf("reported %q, want [slow]", got)
	}
}

// TestDeviceLostBackThenDropped: a failed write makes the device lost
// (said once); nothing is written until it is back (said once), then the
// newest state is; a second failure drops it for the session.
func TestDeviceLostBackThenDropped(t *testing.T) {
	w := &writes{fail: errors.New("broken pipe")}
	ev := &events{}
	d := NewDevice(DeviceConfig{Slow: time.Hour, Reconnects: true, Report: ev.report}, w.write)
	defer d.Close(time.Second)
	d.Offer(1)
	waitFor(t, "lost", func() bool { return d.Err() != nil })
	w.mu.Lock()
	w.fail = nil
	w.mu.Unlock()
	d.Offer(2)
	d.Offer(3)
	time.Sleep(20 * time.Millisecond)
	if got := w.list(); len(got) != 0 {
		t.Fatalf("written %v while lost", got)
	}
	if !d.Back() {
		t.Fatal("Back refused")
	}
	waitFor(t, "3 written", func() bool { return slices.Equal(w.list(), []int{3}) })
	w.mu.Lock()
	w.fail = errors.New("connection reset")
	w.mu.Unlock()
	d.Offer(4)
	waitFor(t, "dropped", d.Dropped)
	d.Fail(errors.New("later"))
	d.Drop(errors.New("later"))
	if d.Back() {
		t.Error("a dropped device came back")
	}
	want := []string{"lost: broken pipe", "back", "dropped: connection reset"}
	if got := ev.list(); !slices.Equal(got, want) {
		t.Errorf("reported %q, want %q", got, want)
	}
}

// TestDeviceWithoutReconnectDropsAtOnce: nobody looks for a device that
// does not reconnect, so its first failure drops it; Drop is said once.
func TestDeviceWithoutReconnectDropsAtOnce(t *testing.T) {
	for _, tc := range []struct {
		name string
		do   func(d *Device[int])
		want []string
	}{
		{"failed write", func(d *Device[int]) { d.Offer(1) }, []string{"dropped: no space"}},
		{"misbehaves", func(d *Device[int]) {
			d.Drop(fmt.Errorf("keys without end"))
			d.Drop(fmt.Errorf("again"))
		}, []string{"misbehaves: keys without end"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := &writes{fail: errors.New("no space")}
			ev := &events{}
			d := NewDevice(DeviceConfig{Report: ev.report}, w.write)
			defer d.Close(time.Second)
			tc.do(d)
			waitFor(t, "dropped", d.Dropped)
			if got := ev.list(); !slices.Equal(got, tc.want) {
				t.Errorf("reported %q, want %q", got, tc.want)
			}
		})
	}
}

// TestDeviceCloseDoesNotWaitForAHungWrite: Close returns after its wait
// even while a write hangs, and aborts it.
func TestDeviceCloseDoesNotWaitForAHungWrite(t *testing.T) {
	hold := make(chan struct{})
	started := make(chan struct{})
	aborted := make(chan struct{})
	d := NewDevice(DeviceConfig{Slow: time.Hour, Abort: func() { close(aborted) }}, func(int) error {
		close(started)
		<-hold
		return nil
	})
	d.Offer(1)
	<-started
	d.Close(10 * time.Millisecond)
	<-aborted
	close(hold)
}

// TestDeviceCloseWritesTheLastState: the state offered just before Close
// is written (the last segment of a recording, the last line of a
// display).
func TestDeviceCloseWritesTheLastState(t *testing.T) {
	for i := 0; i < 20; i++ {
		w := &writes{}
		d := NewDevice(DeviceConfig{Slow: time.Hour}, w.write)
		d.Offer(1)
		d.Offer(2)
		d.Close(5 * time.Second)
		if got := w.list(); len(got) == 0 || got[len(got)-1] != 2 {
			t.Fatalf("written %v, want the last 2", got)
		}
	}
}
