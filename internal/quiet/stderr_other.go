//go:build !linux

package quiet

// Stderr runs f (other systems' sound libraries print nothing worth hiding).
func Stderr(f func()) { f() }
