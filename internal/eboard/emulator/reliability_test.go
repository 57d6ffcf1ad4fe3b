//go:build linux

package emulator

import (
	"os"

	"github.com/blindchess/blindchess/internal/rules"
)

// long reports whether the full reliability counts are asked for (make
// test-long).
func long() bool { return os.Getenv("BLINDCHESS_LONG") != "" }

// sq parses a square of the tests.
func sq(s string) rules.Square {
	q, err := rules.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return q
}
