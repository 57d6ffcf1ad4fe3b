// Package buildinfo names the build of the running program: its version
// (set by the Makefile with -ldflags "-X main.version=..."), the commit it
// was built from and the Go version, read from runtime/debug's build
// information. An arbiter's approval sheet names these three, and a game's
// journal and PGN keep them.
package buildinfo

import (
	"runtime/debug"
	"strings"
)

// Info is the build of the program.
type Info struct {
	// Version is the program's version ("v1.2.0", "v1.2.0-3-gabc1234-dirty"),
	// "dev" when the build did not set one.
	Version string `json:"version"`
	// Commit is the VCS revision the program was built from, "" when the
	// build did not record one (go test, go run outside a checkout).
	Commit string `json:"commit,omitempty"`
	// Modified reports that the checkout had changes not committed.
	Modified bool `json:"modified,omitempty"`
	// Go is the Go version that built the program ("go1.22.2").
	Go string `json:"go"`
}

// Read returns the build of the running program; version is the value
// the linker set (main.version).
func Read(version string) Info {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		bi = nil
	}
	return From(version, bi)
}

// From returns the build described by version (the linker's value, may be
// empty) and bi (the build information, may be nil). An empty version is
// taken from the main module's version when that is a real one, else
// "dev".
func From(version string, bi *debug.BuildInfo) Info {
	in := Info{Version: strings.TrimSpace(version)}
	if bi == nil {
		if in.Version == "" {
			in.Version = "dev"
		}
		return in
	}
	in.Go = bi.GoVersion
	if in.Version == "" {
		if v := bi.Main.Version; v != "" && v != "(devel)" {
			in.Version = v
		} else {
			in.Version = "dev"
		}
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			in.Commit = s.Value
		case "vcs.modified":
			in.Modified = s.Value == "true"
		}
	}
	return in
}

// WithCommit returns i with commit (the linker's main.commit, which the
// Makefile and scripts/dist.sh set from git) as its commit when the build
// information holds none: a release built with -buildvcs=false, or a
// build in a git worktree, which Go does not stamp. A version that ends
// in "-dirty" (git describe --dirty) marks the checkout as modified.
func (i Info) WithCommit(commit string) Info {
	commit = strings.TrimSpace(commit)
	if i.Commit != "" || commit == "" {
		return i
	}
	i.Commit = commit
	i.Modified = strings.HasSuffix(i.Version, "-dirty")
	return i
}

// ShortCommit is the commit's first 12 hex digits, "" when unknown.
func (i Info) ShortCommit() string {
	if len(i.Commit) > 12 {
		return i.Commit[:12]
	}
	return i.Commit
}

// String names the build in one line that is the same in every language:
// "blindchess v1.2.0 abc123def456+ go1.22.2" (the commit with "+" when the
// checkout was modified; a part that is unknown is left out). The PGN's
// Annotator tag and the journal's header hold it.
func (i Info) String() string {
	parts := []string{"blindchess", i.Version}
	if c := i.ShortCommit(); c != "" {
		if i.Modified {
			c += "+"
		}
		parts = append(parts, c)
	}
	if i.Go != "" {
		parts = append(parts, i.Go)
	}
	return strings.Join(parts, " ")
}
