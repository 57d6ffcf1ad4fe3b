//go:build !windows

package journal

import "syscall"

// The errors of a full and of a read-only disk.
var (
	diskFullErrnos = []syscall.Errno{syscall.ENOSPC}
	readOnlyErrnos = []syscall.Errno{syscall.EROFS}
)
