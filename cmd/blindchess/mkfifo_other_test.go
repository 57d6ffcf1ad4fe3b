//go:build !unix

package main

import "errors"

// mkfifo fails where there are no named pipes in the file system; the
// tests that need one are skipped.
func mkfifo(string) error { return errors.New("no named pipes on this system") }
