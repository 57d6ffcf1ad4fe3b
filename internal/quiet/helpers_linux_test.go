package quiet

import (
	"os"
	"testing"

	"golang.org/x/sys/unix"
)

func dupStderr(t *testing.T, f *os.File) int {
	t.Helper()
	orig, err := unix.Dup(2)
	if err != nil {
		t.Fatal(err)
	}
	if err := unix.Dup2(int(f.Fd()), 2); err != nil {
		t.Fatal(err)
	}
	return orig
}

func restoreStderr(orig int) {
	unix.Dup2(orig, 2)
	unix.Close(orig)
}

// writeStderr writes s to descriptor 2, the process's standard error.
func writeStderr(t *testing.T, s string) {
	t.Helper()
	if _, err := unix.Write(2, []byte(s)); err != nil {
		t.Fatal(err)
	}
}
