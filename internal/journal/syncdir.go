//go:build !windows

package journal

import "os"

// SyncDir syncs the folder dir so that the name of a file just created or
// renamed in it survives a power loss (POSIX keeps a name only once its
// folder is synced).
func SyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}
