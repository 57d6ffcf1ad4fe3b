package voice

import (
	"testing"

	"github.com/blindchess/blindchess/internal/phonetic"
)

// TestDecoderSettingsPerStyle shows each style's own decoder settings:
// the Czech style's phone insertion probability, none for the others.
func TestDecoderSettingsPerStyle(t *testing.T) {
	tests := []struct {
		style phonetic.Style
		want  []DecoderSetting
	}{
		{phonetic.CzechStyle, []DecoderSetting{{Name: "-pip", Value: 1.25}}},
		{phonetic.AnnexD, nil},
		{phonetic.AnnexDEn, nil},
		{phonetic.NATO, nil},
		{phonetic.Style(99), nil}, // no such style
	}
	for _, tt := range tests {
		got := DecoderSettings(tt.style)
		if len(got) != len(tt.want) {
			t.Errorf("DecoderSettings(%v) = %v, want %v", tt.style, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("DecoderSettings(%v)[%d] = %v, want %v", tt.style, i, got[i], tt.want[i])
			}
		}
	}
}

// TestDecoderSettingsAreACopy shows that a caller cannot change the
// table by changing what DecoderSettings returned.
func TestDecoderSettingsAreACopy(t *testing.T) {
	s := DecoderSettings(phonetic.CzechStyle)
	if len(s) == 0 {
		t.Fatal("the Czech style has no decoder settings")
	}
	s[0].Value = 99
	if got := DecoderSettings(phonetic.CzechStyle)[0].Value; got != 1.25 {
		t.Errorf("after changing the copy, the Czech -pip is %g, want 1.25", got)
	}
}

// TestDecoderSettingsAreKnownFloats shows that every setting of the
// table is one of pocketsphinx's floating-point arguments that the
// decoder's search reads (set as a float: an integer or text argument
// would be misread) and that its value is positive (each is a
// probability, a weight or a beam).
func TestDecoderSettingsAreKnownFloats(t *testing.T) {
	floats := map[string]bool{"-pip": true, "-wip": true, "-lw": true, "-silprob": true, "-beam": true, "-pbeam": true, "-wbeam": true}
	for st, ss := range decoderSettings {
		seen := map[string]bool{}
		for _, s := range ss {
			if !floats[s.Name] {
				t.Errorf("style %v: %q is not a floating-point search setting", st, s.Name)
			}
			if !(s.Value > 0) {
				t.Errorf("style %v: %s %g is not positive", st, s.Name, s.Value)
			}
			if seen[s.Name] {
				t.Errorf("style %v: %s set twice", st, s.Name)
			}
			seen[s.Name] = true
		}
	}
}
