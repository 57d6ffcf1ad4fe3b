package pgn

import (
	"testing"
	"time"
)

func TestParseClock(t *testing.T) {
	tests := []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"1:59:53", time.Hour + 59*time.Minute + 53*time.Second, true},
		{"0:00:00", 0, true},
		{"0:00:59.8", 59*time.Second + 800*time.Millisecond, true},
		{"0:00:01.000000001", time.Second + 1, true},
		{"123:05:07", 123*time.Hour + 5*time.Minute + 7*time.Second, true},
		{"5:03", 5*time.Minute + 3*time.Second, true},
		{"45:00", 45 * time.Minute, true},
		{"0:60:00", 0, false},
		{"0:00:60", 0, false},
		{"0:5:03", 0, false},
		{"0:05:3", 0, false},
		{"0:05:03.", 0, false},
		{"0:05:03.1234567890", 0, false},
		{"100000:00:00", 0, false},
		{"1:2:3:4", 0, false},
		{"", 0, false},
		{"12", 0, false},
		{"-1:00:00", 0, false},
		{"a:00:00", 0, false},
		{"0:00:0x", 0, false},
	}
	for _, tt := range tests {
		got, ok := ParseClock(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ParseClock(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestFormatClock(t *testing.T) {
	tests := []struct {
		in   time.Duration
		want string
	}{
		{0, "0:00:00"},
		{-time.Second, "0:00:00"},
		{90 * time.Minute, "1:30:00"},
		{59*time.Second + 800*time.Millisecond, "0:00:59.8"},
		{time.Second + 1, "0:00:01.000000001"},
		{123*time.Hour + 5*time.Minute + 7*time.Second + 50*time.Millisecond, "123:05:07.05"},
	}
	for _, tt := range tests {
		got := FormatClock(tt.in)
		if got != tt.want {
			t.Errorf("FormatClock(%v) = %q, want %q", tt.in, got, tt.want)
		}
		if back, ok := ParseClock(got); !ok || (tt.in >= 0 && back != tt.in) {
			t.Errorf("ParseClock(FormatClock(%v)) = %v, %v", tt.in, back, ok)
		}
	}
}
