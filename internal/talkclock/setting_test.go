package talkclock

import (
	"encoding/json"
	"testing"
)

// TestOldJournalResumesAsCasual reads journal headers with and without a
// setting: one written before the setting existed is casual play, so that
// it keeps its automatic announcements.
func TestOldJournalResumesAsCasual(t *testing.T) {
	tests := []struct {
		header string
		casual bool
	}{
		{`{"clock":{"time":"5+3","me":"white","lang":"en","alerts":"10m,5m,2m,1m,30s,every 10s"}}`, true},
		{`{"clock":{"time":"5+3","me":"white","lang":"en","alerts":"none","setting":"casual"}}`, true},
		{`{"clock":{"time":"5+3","me":"white","lang":"en","alerts":"none","setting":"tournament"}}`, false},
	}
	for _, tt := range tests {
		c, err := UnmarshalConfig(json.RawMessage(tt.header))
		if err != nil {
			t.Fatalf("%s: %v", tt.header, err)
		}
		if c.Casual() != tt.casual {
			t.Errorf("%s: casual %v, want %v", tt.header, c.Casual(), tt.casual)
		}
	}
}

// TestCheckResumeCasual compares --casual given with --resume with the
// journal's setting.
func TestCheckResumeCasual(t *testing.T) {
	tests := []struct {
		setting, value string
		ok             bool
	}{
		{SettingTournament, "false", true},
		{SettingTournament, "true", false},
		{SettingCasual, "true", true},
		{SettingCasual, "false", false},
		{"", "true", true}, // an old journal is casual
		{"", "false", false},
	}
	for _, tt := range tests {
		err := CheckResume(Config{Setting: tt.setting}, "casual", tt.value)
		if (err == nil) != tt.ok {
			t.Errorf("setting %q, --casual=%s: error %v, want ok %v", tt.setting, tt.value, err, tt.ok)
		}
	}
}
