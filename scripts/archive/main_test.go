package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// tree makes a release folder with a program, a text file and a
// subfolder; the files get different times and modes each call.
func tree(t *testing.T, when time.Time) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "blindchess-1.0-linux-amd64")
	files := map[string]os.FileMode{"blindchess": 0o700, "README.md": 0o600, "man/man1/blindchess.1": 0o664}
	for name, mode := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("contents of "+name), mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(p, mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, when, when); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestArchivesAreTheSameBytesEveryTime: the same files, written at other
// times with other modes, give byte-identical archives of both kinds.
func TestArchivesAreTheSameBytesEveryTime(t *testing.T) {
	mtime := time.Unix(1700000000, 0).UTC()
	for _, ext := range []string{".tar.gz", ".zip"} {
		var got [2][]byte
		for i, when := range []time.Time{time.Now(), time.Now().Add(-48 * time.Hour)} {
			out := filepath.Join(t.TempDir(), "a"+ext)
			if err := write(out, tree(t, when), mtime); err != nil {
				t.Fatal(err)
			}
			b, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			got[i] = b
		}
		if !bytes.Equal(got[0], got[1]) {
			t.Errorf("%s: two archives of the same files differ", ext)
		}
	}
}

// TestTarGzEntries: sorted names under the folder's name, the fixed time,
// 0755 for the program and folders and 0644 for the rest, no owner names,
// and a gzip header without a name or a time.
func TestTarGzEntries(t *testing.T) {
	mtime := time.Unix(1700000000, 0).UTC()
	out := filepath.Join(t.TempDir(), "a.tar.gz")
	if err := write(out, tree(t, time.Now()), mtime); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	if gz.Name != "" || !gz.ModTime.IsZero() {
		t.Errorf("gzip header has name %q, time %v; want neither", gz.Name, gz.ModTime)
	}
	tr := tar.NewReader(gz)
	var got []string
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if !h.ModTime.Equal(mtime) || h.Uname != "" || h.Gname != "" || h.Uid != 0 || h.Gid != 0 {
			t.Errorf("%s: time %v, owner %q/%q %d/%d", h.Name, h.ModTime, h.Uname, h.Gname, h.Uid, h.Gid)
		}
		got = append(got, h.Name+" "+os.FileMode(h.Mode).String())
	}
	want := []string{
		"blindchess-1.0-linux-amd64/ -rwxr-xr-x",
		"blindchess-1.0-linux-amd64/README.md -rw-r--r--",
		"blindchess-1.0-linux-amd64/blindchess -rwxr-xr-x",
		"blindchess-1.0-linux-amd64/man/ -rwxr-xr-x",
		"blindchess-1.0-linux-amd64/man/man1/ -rwxr-xr-x",
		"blindchess-1.0-linux-amd64/man/man1/blindchess.1 -rw-r--r--",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("entries:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestZipEntries: the zip holds the same names, times and modes, and the
// files' contents.
func TestZipEntries(t *testing.T) {
	mtime := time.Unix(1700000000, 0).UTC()
	out := filepath.Join(t.TempDir(), "a.zip")
	if err := write(out, tree(t, time.Now()), mtime); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.OpenReader(out)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var got []string
	for _, f := range zr.File {
		if !f.Modified.Equal(mtime) {
			t.Errorf("%s: time %v", f.Name, f.Modified)
		}
		got = append(got, f.Name+" "+(f.Mode()&0o777).String())
		if f.Name == "blindchess-1.0-linux-amd64/README.md" {
			rc, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(rc)
			rc.Close()
			if string(b) != "contents of README.md" {
				t.Errorf("README.md holds %q", b)
			}
		}
	}
	want := "blindchess-1.0-linux-amd64/ -rwxr-xr-x\nblindchess-1.0-linux-amd64/README.md -rw-r--r--\nblindchess-1.0-linux-amd64/blindchess -rwxr-xr-x\nblindchess-1.0-linux-amd64/man/ -rwxr-xr-x\nblindchess-1.0-linux-amd64/man/man1/ -rwxr-xr-x\nblindchess-1.0-linux-amd64/man/man1/blindchess.1 -rw-r--r--"
	if strings.Join(got, "\n") != want {
		t.Errorf("entries:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
}

// TestBadArchiveName: a name that is neither .tar.gz nor .zip is refused
// and leaves no file.
func TestBadArchiveName(t *testing.T) {
	out := filepath.Join(t.TempDir(), "a.rar")
	err := write(out, tree(t, time.Now()), time.Unix(0, 0))
	if err == nil || !strings.Contains(err.Error(), "give a name ending in .tar.gz or .zip") {
		t.Errorf("err = %v", err)
	}
	if _, serr := os.Stat(out); !os.IsNotExist(serr) {
		t.Errorf("%s was left behind", out)
	}
}
