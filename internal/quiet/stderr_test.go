package quiet

import (
	"os"
	"runtime"
	"testing"
)

// TestStderrHidesAndRestores writes to standard error inside Stderr and
// after it: only the second write reaches the file standard error was.
// It writes to descriptor 2 as the C libraries do, not through os.Stderr,
// which go test -json points at standard output.
func TestStderrHidesAndRestores(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("standard error is hidden on Linux only")
	}
	f, err := os.CreateTemp(t.TempDir(), "stderr")
	if err != nil {
		t.Fatal(err)
	}
	// Point descriptor 2 at the file for the test, as the process's stderr.
	orig := dupStderr(t, f)
	defer restoreStderr(orig)
	ran := false
	Stderr(func() {
		ran = true
		writeStderr(t, "hidden\n")
	})
	writeStderr(t, "shown\n")
	b, err := os.ReadFile(f.Name())
	if err != nil {
		t.Fatal(err)
	}
	if !ran || string(b) != "shown\n" {
		t.Errorf("ran %v, stderr held %q, want only \"shown\\n\"", ran, b)
	}
}
