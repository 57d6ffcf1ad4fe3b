package journal

// SyncDir does nothing on Windows: a folder cannot be opened there to be
// flushed (it fails with "Access denied"), and it need not be: NTFS logs
// the names of files in its own journal, and FlushFileBuffers on the file
// (File.Sync) writes the file with its metadata. SQLite and Go's own tools
// skip the step on Windows for the same reason.
func SyncDir(dir string) error { return nil }
