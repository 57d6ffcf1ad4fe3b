// Package sphinx recognises spoken moves and requests offline with
// pocketsphinx (Debian's libpocketsphinx, called by cgo), constrained by
// the JSGF grammars of package voice and its pronunciations in the phones
// of the packaged en-us acoustic model. Nothing is downloaded: the model
// comes from the Debian package pocketsphinx-en-us.
package sphinx

import "github.com/blindchess/blindchess/internal/catalog"

// ModelDir is the en-us acoustic model of Debian's pocketsphinx-en-us.
const ModelDir = "/usr/share/pocketsphinx/model/en-us/en-us"

// PhoneModel is the phone language model of the same package, for Phones.
const PhoneModel = "/usr/share/pocketsphinx/model/en-us/en-us-phone.lm.bin"

// ErrNotBuilt reports that this build of blindchess has no recogniser:
// pocketsphinx is reached through cgo, and the build was made without it
// (CGO_ENABLED=0, a cross build, or the tag nopocketsphinx).
var ErrNotBuilt = catalog.Errorf("sphinx.not-built")
