package serialport

import (
	"errors"
	"fmt"
	"syscall"
	"testing"
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
