package main

// portsNoneKey is the catalog key of what ports says when it finds no
// serial port on the system goos: where a board on USB appears there
// (COM3 on Windows, /dev/cu.usbserial-… on macOS, /dev/ttyUSB0 elsewhere).
func portsNoneKey(goos string) string {
	switch goos {
	case "windows":
		return "cmd.ports-none-windows"
	case "darwin":
		return "cmd.ports-none-darwin"
	}
	return "cmd.ports-none"
}
