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
