//go:build cgo && !noportaudio && !linux

package capture

// quietly runs f (other systems print nothing worth hiding).
func quietly(f func()) { f() }
