// Package audio holds the embedded clip set: one recording per spoken token
// of the styles annexd (German), annexd-en and nato (English) and cs
// (Czech), as mono IMA ADPCM WAV files at 22050 Hz under clips/<lang>/.
// They are generated from espeak-ng by `make audio` (see gen/ and
// docs/speech.md), trimmed and loudness-normalised, and committed, so a
// build never needs espeak-ng.
package audio

import (
	"embed"
	"io/fs"
)

//go:embed clips
var clips embed.FS

// Clips returns the clip set: files "<lang>/<clip>.wav", where <lang>/<clip>
// is a phonetic.Token's Clip name ("de/springer").
func Clips() fs.FS {
	sub, err := fs.Sub(clips, "clips")
	if err != nil { // cannot happen: "clips" is a valid embedded directory
		return clips
	}
	return sub
}
