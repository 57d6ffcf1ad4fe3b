//go:build !cgo || nopocketsphinx

package sphinx

// LastLongForm returns the zero LongForm: nothing is heard.
func (r *Recognizer) LastLongForm() LongForm { return LongForm{} }
