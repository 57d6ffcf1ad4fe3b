package serialport

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"go.bug.st/serial"

	"github.com/blindchess/blindchess/internal/catalog"
)

func TestDescribeReadError(t *testing.T) {
	const gone = "/dev/ttyUSB0: the port went away (cable pulled or board switched off)"
	tests := []struct {
		err  error
		want string
	}{
		{syscall.EIO, gone},
		{fmt.Errorf("read: %w", syscall.ENODEV), gone},
		{syscall.ENXIO, gone},
		{errors.New("something odd"), "/dev/ttyUSB0: the port failed (cable pulled or board switched off?): something odd"},
	}
	for _, tt := range tests {
		err := DescribeReadError("/dev/ttyUSB0", tt.err)
		if err.Error() != tt.want {
			t.Errorf("%v: %q, want %q", tt.err, err.Error(), tt.want)
		}
		if !errors.Is(err, tt.err) {
			t.Errorf("%v: the original error is not wrapped", tt.err)
		}
	}
}

// TestDescribeOpenErrorSaysWhatIsThere opens what is no serial port for
// real (a device of another kind, a folder, an ordinary file): the
// sentence says what it is and what to do, with no library English, and
// keeps the open's error wrapped.
func TestDescribeOpenErrorSaysWhatIsThere(t *testing.T) {
	if _, err := os.Stat("/dev/null"); err != nil {
		t.Skip("no /dev/null on this system")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(file, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path     string
		lang     catalog.Lang
		want     string
		notAPort bool
	}{
		{"/dev/null", catalog.English, `/dev/null: a device, but not a serial port, so no board can be on it; give the port the board is on ("blindchess ports" lists this machine's ports)`, false},
		{"/dev/null", catalog.Czech, `/dev/null: zařízení, ale ne sériový port, takže na něm šachovnice být nemůže; zadejte port, ke kterému je šachovnice připojena ("blindchess ports" vypíše porty tohoto počítače)`, false},
		{dir, catalog.German, dir + `: ein Ordner, keine serielle Schnittstelle; die Schnittstelle angeben, an der das Brett hängt ("blindchess ports" zeigt die Schnittstellen dieses Rechners)`, true},
		{file, catalog.English, file + `: an ordinary file, not a serial port; give the port the board is on ("blindchess ports" lists this machine's ports)`, true},
	} {
		port, openErr := serial.Open(tc.path, &serial.Mode{BaudRate: 9600})
		if openErr == nil {
			port.Close()
			t.Fatalf("%s opened as a serial port", tc.path)
		}
		err := DescribeOpenError(tc.path, openErr)
		if got := catalog.For(tc.lang).Error(err); got != tc.want {
			t.Errorf("%s (%s):\n got %q\nwant %q", tc.path, tc.lang, got, tc.want)
		}
		if !errors.Is(err, openErr) {
			t.Errorf("%s: the open's error is not wrapped", tc.path)
		}
		if got := NotAPort(tc.path) != nil; got != tc.notAPort {
			t.Errorf("NotAPort(%s) = %v, want %v", tc.path, got, tc.notAPort)
		}
	}
	if err := NotAPort(filepath.Join(dir, "not-yet-plugged")); err != nil {
		t.Errorf("a path where nothing is yet: %v, want nil (the board may come)", err)
	}
}
