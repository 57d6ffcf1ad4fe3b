// Package sphinx recognises spoken moves and requests offline with
// pocketsphinx (Debian's libpocketsphinx, called by cgo), constrained by
// the JSGF grammars of package voice and its pronunciations in the phones
// of the packaged en-us acoustic model. Nothing is downloaded: the model
// comes from the Debian package pocketsphinx-en-us.
package sphinx

import "errors"

// ModelDir is the en-us acoustic model of Debian's pocketsphinx-en-us.
const ModelDir = "/usr/share/pocketsphinx/model/en-us/en-us"

// PhoneModel is the phone language model of the same package, for Phones.
const PhoneModel = "/usr/share/pocketsphinx/model/en-us/en-us-phone.lm.bin"

// ErrNotBuilt reports that this build of blindchess has no recogniser:
// pocketsphinx is reached through cgo, and the build was made without it
// (CGO_ENABLED=0, a cross build, or the tag nopocketsphinx).
var ErrNotBuilt = errors.New("this blindchess was built without voice input (pocketsphinx needs cgo); " + HowToBuild)

// HowToBuild says how to get a build that has the recogniser.
const HowToBuild = "on Linux, build it with cgo: install libpocketsphinx-dev and pocketsphinx-en-us (make deps), then make build (docs/platforms.md)"
