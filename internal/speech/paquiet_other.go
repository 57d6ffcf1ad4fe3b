//go:build cgo && !noportaudio && !linux

package speech

// quietPA runs f (other systems print nothing worth hiding).
func quietPA(f func()) { f() }
