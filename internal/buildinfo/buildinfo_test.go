package buildinfo

import (
	"runtime"
	"runtime/debug"
	"testing"
)

func TestFromReadsVersionCommitAndGo(t *testing.T) {
	full := "0123456789abcdef0123456789abcdef01234567"
	tests := []struct {
		name    string
		version string
		bi      *debug.BuildInfo
		want    Info
		str     string
	}{
		{"no build information", "", nil, Info{Version: "dev"}, "blindchess dev"},
		{"linker version only", " v1.0.0 ", nil, Info{Version: "v1.0.0"}, "blindchess v1.0.0"},
		{"clean checkout", "v1.2.0", &debug.BuildInfo{GoVersion: "go1.22.2", Settings: []debug.BuildSetting{
			{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: full}, {Key: "vcs.modified", Value: "false"},
		}}, Info{Version: "v1.2.0", Commit: full, Go: "go1.22.2"}, "blindchess v1.2.0 0123456789ab go1.22.2"},
		{"modified checkout", "v1.2.0-dirty", &debug.BuildInfo{GoVersion: "go1.23.0", Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: full}, {Key: "vcs.modified", Value: "true"},
		}}, Info{Version: "v1.2.0-dirty", Commit: full, Modified: true, Go: "go1.23.0"}, "blindchess v1.2.0-dirty 0123456789ab+ go1.23.0"},
		{"go install of a tagged module", "", &debug.BuildInfo{GoVersion: "go1.22.2", Main: debug.Module{Version: "v1.3.0"}},
			Info{Version: "v1.3.0", Go: "go1.22.2"}, "blindchess v1.3.0 go1.22.2"},
		{"devel module without linker version", "", &debug.BuildInfo{GoVersion: "go1.22.2", Main: debug.Module{Version: "(devel)"}},
			Info{Version: "dev", Go: "go1.22.2"}, "blindchess dev go1.22.2"},
		{"short commit kept whole", "x", &debug.BuildInfo{Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "abc"}}},
			Info{Version: "x", Commit: "abc"}, "blindchess x abc"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := From(tt.version, tt.bi)
			if got != tt.want {
				t.Fatalf("From = %+v, want %+v", got, tt.want)
			}
			if s := got.String(); s != tt.str {
				t.Errorf("String = %q, want %q", s, tt.str)
			}
		})
	}
}

func TestReadNamesTheRunningGo(t *testing.T) {
	in := Read("v9")
	if in.Version != "v9" {
		t.Errorf("Version = %q, want v9", in.Version)
	}
	if in.Go != runtime.Version() {
		t.Errorf("Go = %q, want %q", in.Go, runtime.Version())
	}
}

// TestWithCommitFillsAnUnstampedBuild: the linker's commit names the build
// when Go recorded none (a release built with -buildvcs=false, a git
// worktree), marked modified when the version says -dirty; a commit Go
// recorded is kept, and an empty one changes nothing.
func TestWithCommitFillsAnUnstampedBuild(t *testing.T) {
	full := "0123456789abcdef0123456789abcdef01234567"
	other := "fedcba9876543210fedcba9876543210fedcba98"
	for _, c := range []struct {
		name   string
		in     Info
		commit string
		want   Info
	}{
		{"release", Info{Version: "v1.2.0", Go: "go1.26.8"}, full, Info{Version: "v1.2.0", Commit: full, Go: "go1.26.8"}},
		{"dirty worktree", Info{Version: "v1.2.0-3-gabc1234-dirty", Go: "go1.26.8"}, " " + full + "\n", Info{Version: "v1.2.0-3-gabc1234-dirty", Commit: full, Modified: true, Go: "go1.26.8"}},
		{"stamped by Go", Info{Version: "v1.2.0", Commit: full, Go: "go1.26.8"}, other, Info{Version: "v1.2.0", Commit: full, Go: "go1.26.8"}},
		{"no linker commit", Info{Version: "dev", Go: "go1.26.8"}, "", Info{Version: "dev", Go: "go1.26.8"}},
	} {
		if got := c.in.WithCommit(c.commit); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}
