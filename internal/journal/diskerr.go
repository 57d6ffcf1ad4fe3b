package journal

import (
	"errors"
	"syscall"
)

// DiskFull reports whether err says that the disk is full: ENOSPC, and on
// Windows ERROR_DISK_FULL and ERROR_HANDLE_DISK_FULL, which Go does not
// map to ENOSPC.
func DiskFull(err error) bool { return isAny(err, diskFullErrnos) }

// ReadOnly reports whether err says that the disk is read-only: EROFS, and
// on Windows ERROR_WRITE_PROTECT.
func ReadOnly(err error) bool { return isAny(err, readOnlyErrnos) }

// isAny reports whether err is one of the errnos.
func isAny(err error, errnos []syscall.Errno) bool {
	for _, e := range errnos {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}
