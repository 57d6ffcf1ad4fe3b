package journal

import (
	"bytes"
	"errors"
	"reflect"
	"testing"
)

// FuzzParse checks that Parse never panics, that what it accepts is stable
// (the accepted prefix parses again to the same log, with nothing torn), and
// that re-encoding the accepted records gives a journal with equal records.
func FuzzParse(f *testing.F) {
	data, _ := encodeHeader(testHeader())
	for _, r := range wantRecords() {
		l, _ := encodeRecord(r)
		data = append(data, l...)
	}
	f.Add(data)
	f.Add(data[:len(data)-7])
	f.Add(append(append([]byte{}, data...), 0, 0, 0))
	f.Add([]byte{})
	f.Add([]byte("00000000 {}\n"))
	f.Add([]byte("\n\n"))
	// As an editor on Windows saves it: CR LF, a byte order mark, both.
	crlf := bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n"))
	f.Add(crlf)
	f.Add(append([]byte("\xEF\xBB\xBF"), data...))
	f.Add(append([]byte("\xEF\xBB\xBF"), crlf...))
	f.Add(crlf[:len(crlf)-1])
	f.Add([]byte("\xEF\xBB\xBF"))
	f.Fuzz(func(t *testing.T, data []byte) {
		log, err := Parse(data)
		if log == nil {
			t.Fatal("Parse returned a nil log")
		}
		if log.Size+log.Torn > int64(len(data)) || log.Size < 0 || log.Torn < 0 {
			t.Fatalf("Size %d + Torn %d exceed %d bytes", log.Size, log.Torn, len(data))
		}
		if err != nil {
			var ce *CorruptError
			if !errors.As(err, &ce) && !errors.Is(err, ErrNoHeader) {
				t.Fatalf("unexpected error type %T: %v", err, err)
			}
			return
		}
		if log.Size+log.Torn != int64(len(data)) {
			t.Fatalf("accepted %d + torn %d of %d bytes", log.Size, log.Torn, len(data))
		}
		again, err := Parse(data[:log.Size])
		if err != nil || again.Torn != 0 || !reflect.DeepEqual(again.Records, log.Records) {
			t.Fatalf("the accepted prefix does not parse the same: %v", err)
		}
		var buf bytes.Buffer
		h, err := encodeHeader(log.Header)
		if err != nil {
			t.Fatalf("re-encode header: %v", err)
		}
		buf.Write(h)
		for _, r := range log.Records {
			l, err := encodeRecord(r)
			if err != nil {
				t.Fatalf("re-encode record: %v", err)
			}
			buf.Write(l)
		}
		re, err := Parse(buf.Bytes())
		if err != nil || len(re.Records) != len(log.Records) {
			t.Fatalf("re-encoded journal: %v", err)
		}
		for i := range re.Records {
			a, b := re.Records[i], log.Records[i]
			if a.Seq != b.Seq || a.At != b.At || a.Source != b.Source || a.Input != b.Input || !a.Wall.Equal(b.Wall) {
				t.Fatalf("record %d changed: %+v vs %+v", i, a, b)
			}
		}
	})
}
