// Command archive writes a release archive that is the same bytes every
// time it is made from the same files: a .tar.gz or a .zip (by the name of
// the output) of one folder, its entries sorted by name, each with the
// same fixed time, owner root, and mode 0755 for programs and 0644 for the
// rest, gzip without a name or a time. scripts/dist.sh runs it.
//
//	go run ./scripts/archive -mtime UNIXSECONDS OUT.tar.gz|OUT.zip DIR
//
// The entries are named DIR's base name, a slash, and the path inside
// DIR, so that the archive unpacks into one folder.
package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

func main() {
	mtime := flag.Int64("mtime", 0, "the time of every entry, in seconds since 1970 (SOURCE_DATE_EPOCH)")
	flag.Parse()
	if flag.NArg() != 2 {
		fmt.Fprintln(os.Stderr, "usage: archive -mtime UNIXSECONDS OUT.tar.gz|OUT.zip DIR")
		os.Exit(2)
	}
	if err := write(flag.Arg(0), flag.Arg(1), time.Unix(*mtime, 0).UTC()); err != nil {
		fmt.Fprintln(os.Stderr, "archive:", err)
		os.Exit(1)
	}
}

// entry is a file or folder of the archive.
type entry struct {
	name string // the path in the archive, with slashes; folders end in /
	src  string // the file on disk ("" for a folder)
	mode int64  // 0755 or 0644
}

// entries lists dir's files and folders, sorted by their names in the
// archive. A file is executable (0755) if any execute bit is set on it.
func entries(dir string) ([]entry, error) {
	base := filepath.Base(filepath.Clean(dir))
	var es []entry
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		name := path.Join(base, filepath.ToSlash(rel))
		switch {
		case d.IsDir():
			es = append(es, entry{name: name + "/", mode: 0o755})
		case d.Type().IsRegular():
			info, err := d.Info()
			if err != nil {
				return err
			}
			mode := int64(0o644)
			if info.Mode()&0o111 != 0 {
				mode = 0o755
			}
			es = append(es, entry{name: name, src: p, mode: mode})
		default:
			return fmt.Errorf("%s is neither a file nor a folder; a release holds only those", p)
		}
		return nil
	})
	sort.Slice(es, func(i, j int) bool { return es[i].name < es[j].name })
	return es, err
}

// write writes the archive out of dir, its kind by out's name.
func write(out, dir string, mtime time.Time) (err error) {
	es, err := entries(dir)
	if err != nil {
		return fmt.Errorf("reading %s: %w", dir, err)
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(out)
		}
	}()
	switch {
	case strings.HasSuffix(out, ".tar.gz"):
		return writeTarGz(f, es, mtime)
	case strings.HasSuffix(out, ".zip"):
		return writeZip(f, es, mtime)
	}
	return errors.New(out + ": give a name ending in .tar.gz or .zip")
}

// writeTarGz writes es as a gzip-compressed tar (PAX-free USTAR/GNU
// headers, no user or group names, gzip with no name and no time).
func writeTarGz(w io.Writer, es []entry, mtime time.Time) error {
	gz, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	tw := tar.NewWriter(gz)
	for _, e := range es {
		h := &tar.Header{Name: e.name, Mode: e.mode, ModTime: mtime, Format: tar.FormatGNU}
		if e.src == "" {
			h.Typeflag = tar.TypeDir
			if err := tw.WriteHeader(h); err != nil {
				return err
			}
			continue
		}
		data, err := os.ReadFile(e.src)
		if err != nil {
			return err
		}
		h.Typeflag, h.Size = tar.TypeReg, int64(len(data))
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if _, err := tw.Write(data); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

// writeZip writes es as a zip (deflate, the fixed time, Unix modes).
func writeZip(w io.Writer, es []entry, mtime time.Time) error {
	zw := zip.NewWriter(w)
	for _, e := range es {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: mtime}
		if e.src == "" {
			h.Method = zip.Store
			h.SetMode(fs.ModeDir | fs.FileMode(e.mode))
		} else {
			h.SetMode(fs.FileMode(e.mode))
		}
		fw, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if e.src == "" {
			continue
		}
		data, err := os.ReadFile(e.src)
		if err != nil {
			return err
		}
		if _, err := fw.Write(data); err != nil {
			return err
		}
	}
	return zw.Close()
}
