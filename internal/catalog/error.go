package catalog

import (
	"errors"
	"io/fs"
	"strings"
	"syscall"
)

// Error is an error whose text is a sentence of the catalogs: a package
// that does not know the session's language returns one (Errorf), and the
// command that shows it says it in the session's language
// (Catalog.Error). Its Error method gives the English sentence.
type Error struct {
	Key  string // the sentence's key
	Args []any  // its arguments; errors among them are said in the same language
}

// Errorf returns an Error: sentence key with args. An error among args is
// wrapped (errors.Is and errors.As see it) and said in the language of
// whoever shows the Error.
func Errorf(key string, args ...any) error { return &Error{Key: key, Args: args} }

// Error returns the sentence in English.
func (e *Error) Error() string { return For(English).Error(e) }

// Unwrap returns the errors among the arguments.
func (e *Error) Unwrap() []error {
	var errs []error
	for _, a := range e.Args {
		if err, ok := a.(error); ok {
			errs = append(errs, err)
		}
	}
	return errs
}

// Sayer is an error (or anything) that says itself in a catalog's
// language.
type Sayer interface {
	SayIn(c Catalog) string
}

// Error says err in the catalog's language: a Sayer as it says itself, an
// Error (or an error that joins several, errors.Join) sentence by
// sentence, its error arguments too; any other error as its own text.
func (c Catalog) Error(err error) string {
	if err == nil {
		return ""
	}
	if s, ok := err.(Sayer); ok {
		return s.SayIn(c)
	}
	if ce, ok := err.(*Error); ok {
		return c.Say(ce.Key, ce.Args...)
	}
	// A file the system could not open, read or write: the file and the
	// reason in words, the common reasons in the catalog's language.
	if pe, ok := err.(*fs.PathError); ok {
		return c.Say("os.path-error", pe.Op, pe.Path, c.systemReason(pe.Err))
	}
	// The file system's own errors, met bare (errors.Is targets a
	// package passes on), in the catalog's language.
	switch err {
	case fs.ErrExist:
		return c.Say("os.err-exist")
	case fs.ErrNotExist:
		return c.Say("os.err-not-exist")
	case fs.ErrPermission:
		return c.Say("os.err-permission")
	}
	if errno, ok := err.(syscall.Errno); ok {
		return c.systemReason(errno)
	}
	// errors.Join: its text is its errors' texts, one a line.
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		errs := j.Unwrap()
		en := make([]string, len(errs))
		said := make([]string, len(errs))
		for i, e := range errs {
			en[i], said[i] = e.Error(), c.Error(e)
		}
		if len(errs) > 0 && err.Error() == strings.Join(en, "\n") {
			return strings.Join(said, "\n")
		}
	}
	return err.Error()
}

// systemReason says why the system refused a file operation: the common
// reasons in the catalog's language, any other as the system says it,
// marked as the system's words (os.detail).
func (c Catalog) systemReason(err error) string {
	if key, ok := SystemReasonKey(err); ok {
		return c.Say(key)
	}
	return c.Say("os.detail", err.Error())
}

// SystemReasonKey returns the key of the catalogs that says the system
// error code err carries (no such file, permission denied, disk full …),
// and false when err carries none of the common ones. A package that
// keeps a reason as a key (a board's journaled Note) says it with that.
func SystemReasonKey(err error) (string, bool) {
	var errno syscall.Errno
	if !errors.As(err, &errno) {
		return "", false
	}
	switch errno {
	case syscall.ENOENT:
		return "os.no-such-file", true
	case syscall.EACCES, syscall.EPERM:
		return "os.permission", true
	case syscall.EISDIR:
		return "os.is-dir", true
	case syscall.ENOTDIR:
		return "os.not-dir", true
	case syscall.ENOSPC:
		return "os.disk-full", true
	case syscall.EROFS:
		return "os.read-only", true
	case syscall.EEXIST:
		return "os.exists", true
	}
	return "", false
}
