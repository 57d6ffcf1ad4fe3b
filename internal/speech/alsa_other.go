//go:build !linux || !cgo

package speech

// quietALSA does nothing where ALSA is not used.
func quietALSA() {}
