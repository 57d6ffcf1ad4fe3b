package table

// SessionText returns a sentence about the session from the catalog (key
// "saved" is the catalog's "session.saved"; also "torn", "recovered", …) in
// the table's language, filled with args.
func (t *Table) SessionText(key string, args ...any) string {
	return t.fill("session."+key, args...)
}

// fill returns the catalog's sentence key in the table's language (without
// diacritics when the table writes ASCII), filled with args.
func (t *Table) fill(key string, args ...any) string { return fillIn(t.text, key, args...) }
