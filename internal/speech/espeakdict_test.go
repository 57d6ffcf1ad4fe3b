package speech_test

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/blindchess/blindchess/internal/catalog"
	"github.com/blindchess/blindchess/internal/phonetic"
	"github.com/blindchess/blindchess/internal/speech"
)

// TestEspeakWithoutTheCzechDictionary: a real espeak-ng whose data (an
// ESPEAK_DATA_PATH) has the Czech voice but not cs_dict prints "Can't read
// dictionary file", speaks nothing and exits 0. Before, that silence
// passed as speech (say --out wrote a file of 0.0 seconds and exit 0);
// now it is an error that says what is wrong and what to install, in the
// session's language, from the stream (speech on a sound card, say
// --out) and from espeak-ng playing on its own. German still speaks from
// the same data.
func TestEspeakWithoutTheCzechDictionary(t *testing.T) {
	data := espeakDataWithout(t, "cs_dict")
	t.Setenv("ESPEAK_DATA_PATH", data)
	dict := filepath.Join(data, "espeak-ng-data", "cs_dict")
	want := map[catalog.Lang]string{
		catalog.English: `espeak-ng cannot read its dictionary of the language "cs" (` + dict + `) and speaks nothing in it: install espeak-ng-data (Debian/Ubuntu: apt-get install espeak-ng-data), or, where ESPEAK_DATA_PATH is set, give a folder whose espeak-ng-data has cs_dict; or choose another voice with --voice`,
		catalog.German:  `espeak-ng kann sein Wörterbuch der Sprache "cs" (` + dict + `) nicht lesen und spricht in ihr nichts: installieren Sie espeak-ng-data (Debian/Ubuntu: apt-get install espeak-ng-data) oder geben Sie, wo ESPEAK_DATA_PATH gesetzt ist, einen Ordner an, dessen espeak-ng-data cs_dict enthält; oder wählen Sie mit --voice eine andere Stimme`,
		catalog.Czech:   `espeak-ng nemůže přečíst svůj slovník jazyka "cs" (` + dict + `) a nic v něm neřekne: nainstalujte espeak-ng-data (Debian/Ubuntu: apt-get install espeak-ng-data), nebo, je-li nastavena ESPEAK_DATA_PATH, zadejte složku, jejíž espeak-ng-data obsahuje cs_dict; nebo zvolte jiný hlas pomocí --voice`,
	}
	e, err := speech.NewEspeak()
	if err != nil {
		t.Fatal(err)
	}
	read := func(s speech.Speech) ([]int16, error) {
		st, err := e.Open(t.Context(), s)
		if err != nil {
			return nil, err
		}
		defer st.Close()
		var all []int16
		for {
			p, err := st.Read()
			if errors.Is(err, io.EOF) {
				return all, nil
			}
			if err != nil {
				return all, err
			}
			all = append(all, p...)
		}
	}
	czech := speech.Render(move(phonetic.CastleShort), phonetic.CzechStyle, 1)
	_, err = read(czech)
	d, derr := speech.NewEspeakDirect()
	if derr != nil {
		t.Fatal(derr)
	}
	direct := d.Speak(t.Context(), czech)
	for l, w := range want {
		if err == nil || catalog.For(l).Error(err) != w {
			t.Errorf("%v, stream: %v\nwant %s", l, err, w)
		}
		if direct == nil || catalog.For(l).Error(direct) != w {
			t.Errorf("%v, espeak-ng on its own: %v\nwant %s", l, direct, w)
		}
	}
	if all, err := read(speech.Render(move(phonetic.CastleShort), phonetic.AnnexD, 1)); err != nil || len(all) < 22050/4 {
		t.Errorf("German from the same data: %d samples, %v", len(all), err)
	}
}

// espeakDataWithout makes a folder for ESPEAK_DATA_PATH whose
// espeak-ng-data has everything of the installed one but the file name.
func espeakDataWithout(t *testing.T, name string) string {
	t.Helper()
	bin, err := exec.LookPath("espeak-ng")
	if err != nil {
		t.Skip("espeak-ng not installed (make deps installs it)")
	}
	version, err := exec.Command(bin, "--version").Output()
	m := regexp.MustCompile(`Data at: (\S+)`).FindSubmatch(version)
	if err != nil || m == nil {
		t.Skipf("espeak-ng --version names no data folder: %v %s", err, version)
	}
	root := t.TempDir()
	dst := filepath.Join(root, "espeak-ng-data")
	if err := os.Mkdir(dst, 0o755); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(string(m[1]))
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, e := range entries {
		if e.Name() == name {
			found = true
			continue
		}
		if err := os.Symlink(filepath.Join(string(m[1]), e.Name()), filepath.Join(dst, e.Name())); err != nil {
			t.Fatal(err)
		}
	}
	if !found {
		t.Skipf("the installed espeak-ng data has no %s", name)
	}
	return root
}
