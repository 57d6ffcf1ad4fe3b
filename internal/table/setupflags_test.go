package table

import (
	"reflect"
	"testing"
)

// TestEveryVersionFlagIsOffInAnOldJournal: every behaviour a version
// added is behind a Setup flag that DefaultSetup sets, and a journal
// written before the flag existed has none, so that it replays as it was
// played (UnmarshalSetup clears each one before it reads the journal's
// setup). A flag set by DefaultSetup and not cleared there would replay
// every older game with the new behaviour; this test names it. Session
// 21 alone added seven such flags, from three helpers working at once.
func TestEveryVersionFlagIsOffInAnOldJournal(t *testing.T) {
	old, err := UnmarshalSetup([]byte(`{"me":"white","chess960":-1,"style":"annexd"}`))
	if err != nil {
		t.Fatal(err)
	}
	def := reflect.ValueOf(DefaultSetup())
	back := reflect.ValueOf(old)
	n := 0
	for i := range def.NumField() {
		f := def.Type().Field(i)
		if f.Type.Kind() != reflect.Bool || !def.Field(i).Bool() {
			continue
		}
		n++
		if back.Field(i).Bool() {
			t.Errorf("Setup.%s (json %q) is set in a journal that has none: UnmarshalSetup must clear it", f.Name, f.Tag.Get("json"))
		}
	}
	if n < 24 {
		t.Errorf("DefaultSetup sets %d flags, want at least the 24 of session 21", n)
	}
}
