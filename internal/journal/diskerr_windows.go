package journal

import "syscall"

// The errors of a full and of a read-only disk on Windows (winerror.h):
// ERROR_DISK_FULL 112, ERROR_HANDLE_DISK_FULL 39, ERROR_WRITE_PROTECT 19.
var (
	diskFullErrnos = []syscall.Errno{syscall.ENOSPC, 112, 39}
	readOnlyErrnos = []syscall.Errno{syscall.EROFS, 19}
)
