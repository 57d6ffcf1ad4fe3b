package ports

import (
	"golang.org/x/sys/unix"
)

// isPseudoTerminal reports whether path (or the file a link at path
// names, as an emulator's link does) is the terminal side of a
// pseudo-terminal (/dev/pts/N: major numbers 136 to 143).
func isPseudoTerminal(path string) bool {
	var st unix.Stat_t
	if err := unix.Stat(path, &st); err != nil || st.Mode&unix.S_IFMT != unix.S_IFCHR {
		return false
	}
	major := unix.Major(uint64(st.Rdev))
	return major >= 136 && major <= 143
}
