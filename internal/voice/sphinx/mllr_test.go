package sphinx

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
)

// transformText is a global transform of the en-us model's shape in
// sphinxtrain's text: one class, three streams of 13, each with the
// matrix a (a times the identity), the offset b in every place and a
// variance scale of 1.
func transformText(a, b float64) string {
	var sb strings.Builder
	sb.WriteString("1\n3\n")
	for s := 0; s < 3; s++ {
		sb.WriteString("13\n")
		for i := 0; i < 13; i++ {
			for j := 0; j < 13; j++ {
				x := 0.0
				if i == j {
					x = a
				}
				fmt.Fprintf(&sb, "%g ", x)
			}
			sb.WriteString("\n")
		}
		for i := 0; i < 13; i++ {
			fmt.Fprintf(&sb, "%g ", b)
		}
		sb.WriteString("\n")
		for i := 0; i < 13; i++ {
			sb.WriteString("1.0 ")
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

// writeTransform writes text as a file of the test and returns its path.
func writeTransform(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "speaker.mllr")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestCheckMLLR: checkMLLR takes a transform of the model's shape as
// mllr_solve writes it, and refuses every other file with the key that
// says why (cannot be read, or not a transform of the model), in a build
// with or without the recogniser.
func TestCheckMLLR(t *testing.T) {
	good := transformText(1, 0)
	nums := strings.Fields(good)
	join := func(ns []string) string { return strings.Join(ns, " ") + "\n" }
	for _, tc := range []struct {
		name, text string
		missing    bool
		want       string // the error's key; "" none
	}{
		{name: "identity", text: good},
		{name: "written by mllr_solve, with its trailing spaces", text: strings.ReplaceAll(good, "\n", " \n")},
		{name: "missing", missing: true, want: "voice.mllr-read"},
		{name: "empty", text: "", want: "voice.mllr-bad"},
		{name: "two classes", text: "2" + good[1:], want: "voice.mllr-bad"},
		{name: "one stream", text: join(append([]string{"1", "1"}, nums[2:2+1+15*13]...)), want: "voice.mllr-bad"},
		{name: "a stream of 39", text: join(append([]string{"1", "3", "39"}, nums[3:]...)), want: "voice.mllr-bad"},
		{name: "a number short", text: join(nums[:len(nums)-1]), want: "voice.mllr-bad"},
		{name: "a number more", text: join(append(nums, "1.0")), want: "voice.mllr-bad"},
		{name: "NaN", text: join(append(append([]string{}, nums[:10]...), append([]string{"NaN"}, nums[11:]...)...)), want: "voice.mllr-bad"},
		{name: "infinity", text: join(append(append([]string{}, nums[:10]...), append([]string{"-Inf"}, nums[11:]...)...)), want: "voice.mllr-bad"},
		{name: "not a number", text: join(append(append([]string{}, nums[:10]...), append([]string{"x"}, nums[11:]...)...)), want: "voice.mllr-bad"},
		{name: "a model definition", text: "0.3\n5 n_base\n", want: "voice.mllr-bad"},
		{name: "too long", text: good + strings.Repeat(" ", mllrMaxBytes), want: "voice.mllr-bad"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "none.mllr")
			if !tc.missing {
				path = writeTransform(t, tc.text)
			}
			err := checkMLLR(path)
			var ce *catalog.Error
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("checkMLLR = %v, want nil", err)
			case tc.want != "" && (!errors.As(err, &ce) || ce.Key != tc.want):
				t.Errorf("checkMLLR = %v, want the error %s", err, tc.want)
			}
		})
	}
	t.Run("a folder", func(t *testing.T) {
		var ce *catalog.Error
		if err := checkMLLR(t.TempDir()); !errors.As(err, &ce) || ce.Key != "voice.mllr-bad" {
			t.Errorf("checkMLLR(a folder) = %v, want voice.mllr-bad", err)
		}
	})
}

// TestCheckMLLRSays: the refusals in German, English and Czech name the
// file and what to do.
func TestCheckMLLRSays(t *testing.T) {
	bad := writeTransform(t, "1\n")
	for _, tc := range []struct {
		lang catalog.Lang
		want string
	}{
		{catalog.German, "Sprechertransformation " + bad + ": keine Transformation des Modells en-us (eine Klasse, drei Ströme zu 13 Zahlen); erstellen Sie sie neu mit scripts/mllr-enrol.sh"},
		{catalog.English, "speaker transform " + bad + ": not a transform of the en-us model (one class, three streams of 13 numbers); make it again with scripts/mllr-enrol.sh"},
		{catalog.Czech, "Transformace mluvčího " + bad + ": není to transformace modelu en-us (jedna třída, tři proudy po 13 číslech); vytvořte ji znovu pomocí scripts/mllr-enrol.sh"},
	} {
		if got := catalog.For(tc.lang).Error(checkMLLR(bad)); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.lang, got, tc.want)
		}
	}
}

// FuzzIsMLLR: isMLLR (the reading behind checkMLLR) never panics on any
// text, and what it accepts is exactly one global transform of the
// model's shape: 590 numbers (1 class, 3 streams, then per stream 13 and
// its 13 × 15 numbers), every one finite, beginning 1 3 13.
func FuzzIsMLLR(f *testing.F) {
	good := transformText(1, 0)
	for _, s := range []string{good, "", "1 3 13", "1 3 13 NaN", "2 3", "1 3 13 1e400", good + " 0", "\x00\xff", "1\r\n3\r\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ok, err := isMLLR(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("isMLLR(%q): a read error from memory: %v", data, err)
		}
		if !ok {
			return
		}
		fields := strings.Fields(string(data))
		if len(fields) != 2+mllrStreams*(1+mllrStreamLen*(mllrStreamLen+2)) {
			t.Fatalf("isMLLR accepted %d numbers, want 590: %q", len(fields), data)
		}
		for i, s := range fields {
			x, err := strconv.ParseFloat(s, 64)
			if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
				t.Fatalf("isMLLR accepted %q as number %d", s, i+1)
			}
		}
		for i, want := range []float64{1, mllrStreams, mllrStreamLen} {
			if x, _ := strconv.ParseFloat(fields[i], 64); x != want {
				t.Fatalf("isMLLR accepted %q as number %d, want %g", fields[i], i+1, want)
			}
		}
	})
}
