//go:build !unix

package serialport

// lockPort does nothing where there is no flock: Windows opens a COM port
// for one program only.
func lockPort(string) (unlock func(), taken bool) { return func() {}, false }
