package textenc

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf16"
	"unicode/utf8"
)

func TestDecode(t *testing.T) {
	big := strings.Repeat("1. e4 e5 2. Nf3 Nc6 ", 4000) // 80 KB, beyond the look-ahead
	tests := []struct {
		name     string
		in       string
		want     string
		enc      Encoding
		replaced int
	}{
		{"empty", "", "", ASCII, 0},
		{"ascii", "[White \"Polgar, Judit\"]\r\n", "[White \"Polgar, Judit\"]\r\n", ASCII, 0},
		{"utf-8", "[White \"Polgár, Judit\"]\n", "[White \"Polgár, Judit\"]\n", UTF8, 0},
		{"utf-8 with bom", "\xEF\xBB\xBF[White \"Polgár\"]", "[White \"Polgár\"]", UTF8BOM, 0},
		{"bom only", "\xEF\xBB\xBF", "", UTF8BOM, 0},
		{"a bom later is text", "x\xEF\xBB\xBFy", "x\uFEFFy", UTF8, 0},
		{"utf-8 beyond ascii planes", "{♔ 𝄞 ½-½}", "{♔ 𝄞 ½-½}", UTF8, 0},
		{"windows-1252 latin letters", "[White \"Polg\xE1r, Judit\"]\n[Black \"S\xE4misch\"]",
			"[White \"Polgár, Judit\"]\n[Black \"Sämisch\"]", Windows1252, 0},
		// 0x80-0x9F: Windows-1252's own characters, not Latin-1's C1 controls.
		// (Š š Ž ž and Ÿ are Central European evidence: the French letters
		// keep the text Western.)
		{"windows-1252 0x80-0x9F", "Nimzowitsch \x96 S\xE4misch \x93Immortal Zugzwang\x94\x85 \x80 \x99 \x8A\x9A\x8E\x9E\x9F, \xE0 \xE7a \xEAtre, \xE0 la \xEEle, \xE0 No\xEBl, \xE0 \xE2me",
			"Nimzowitsch – Sämisch “Immortal Zugzwang”… € ™ ŠšŽžŸ, à ça être, à la île, à Noël, à âme", Windows1252, 0},
		{"windows-1252 undefined bytes", "a\x81b\x90c", "a\uFFFDb\uFFFDc", Windows1252, 0},
		{"windows-1252 undefined among western letters", "a\x8Dc\x8F Fran\xE7ais \xE0 Bo\xEBl, Se\xF1or Pe\xF1a",
			"a\uFFFDc\uFFFD Français à Boël, Señor Peña", Windows1252, 0},
		{"windows-1252 0xA0-0xFF", "\xA0\xA9\xBD\xD7\xDF\xFF", "\u00A0©½×ßÿ", Windows1252, 0},
		// Valid UTF-8 at first, a byte that is not within the look-ahead:
		// the whole file is Windows-1252.
		{"decided on the look-ahead", "\xC3\xA9 then \xE9", "Ã© then é", Windows1252, 0},
		{"utf-8 cut at the end", "Polg\xC3", "PolgÃ", Windows1252, 0},
		// Beyond the look-ahead a stray byte in a UTF-8 file is read as
		// Windows-1252 and counted.
		{"stray byte after the look-ahead", "Polgár " + big + "Sämisch \xE4 \x96", "Polgár " + big + "Sämisch ä –", UTF8, 2},
		{"ascii for long, then windows-1252", big + "S\xE4misch", big + "Sämisch", Windows1252, 0},
		{"ascii for long, then utf-8", big + "Sämisch", big + "Sämisch", UTF8, 0},

		// Windows-1250: Czech and Slovak text of old Windows programs.
		{"czech name", "[White \"\xC8ern\xFD, Petr\"]\r\n", "[White \"Černý, Petr\"]\r\n", Windows1250, 0},
		{"czech names and comment", "[White \"Dvo\xF8\xE1k, Ji\xF8\xED\"]\n[Black \"\x8Ato\xE8ek, Old\xF8ich\"]\n" +
			"1. e4 {B\xEDl\xFD t\xE1hne p\xEC\x9Acem, ob\xEC\x9D v\xEC\x9Ee; k\xF9\xF2 na d5? \x8Eerty, \x8Dukas} *",
			"[White \"Dvořák, Jiří\"]\n[Black \"Štoček, Oldřich\"]\n" +
				"1. e4 {Bílý táhne pěšcem, oběť věže; kůň na d5? Žerty, Ťukas} *", Windows1250, 0},
		{"czech capitals", "\xC8\xD8\xCC\xD9\xCF\xD2 \xDD \x8A\x8E", "ČŘĚŮĎŇ Ý ŠŽ", Windows1250, 0},
		{"slovak", "[Event \"Majstrovstv\xE1 Slovenska\"]\n[White \"\xBCubom\xEDr Ft\xE1\xE8nik\"]\n[Black \"\xCFur\xE8o, \x8A\x9Dastn\xFD\"]\n{\xF4smy \x9Dah, k\xE5\xF9 \xBEavo, \xE4}",
			"[Event \"Majstrovstvá Slovenska\"]\n[White \"Ľubomír Ftáčnik\"]\n[Black \"Ďurčo, Šťastný\"]\n{ôsmy ťah, kĺů ľavo, ä}", Windows1250, 0},
		{"one ť is enough", "\x9Dah", "ťah", Windows1250, 0},
		{"1250 undefined bytes", "\x9D \x81\x83\x88\x90\x98", "ť \uFFFD\uFFFD\uFFFD\uFFFD\uFFFD", Windows1250, 0},
		{"czech with german names", "[White \"M\xFCller, J\xFCrgen\"]\n[Black \"\xC8ern\xFD\"]\n{Gr\xFC\xDFe a \xE4 \xF6}",
			"[White \"Müller, Jürgen\"]\n[Black \"Černý\"]\n{Grüße a ä ö}", Windows1250, 0},
		{"czech beyond the first chunk", big + "\xC8ern\xFD", big + "Černý", Windows1250, 0},

		// Windows-1252 stays for Western text, also with bytes that are
		// Czech letters in Windows-1250.
		{"german", "[White \"M\xFCller, J\xFCrgen\"]\n{Gr\xFC\xDFe aus K\xF6ln, \xC4rger, \xD6l, \xDCbel}",
			"[White \"Müller, Jürgen\"]\n{Grüße aus Köln, Ärger, Öl, Übel}", Windows1252, 0},
		{"french", "[White \"Lef\xE8vre, Fran\xE7oise\"]\n{tr\xE8s bien, \xE0 Gen\xE8ve o\xF9 la for\xEAt \xE0 c\xF4t\xE9 \xE7a}",
			"[White \"Lefèvre, Françoise\"]\n{très bien, à Genève où la forêt à côté ça}", Windows1252, 0},
		{"spanish", "[White \"Pe\xF1a, Jos\xE9\"]\n{\xA1Qu\xE9 jugada! \xBFA\xF1o?}",
			"[White \"Peña, José\"]\n{¡Qué jugada! ¿Año?}", Windows1252, 0},
		{"danish", "[White \"J\xF8rgensen, S\xF8ren\"]\n{K\xE6mpe \xE5bning}", "[White \"Jørgensen, Søren\"]\n{Kæmpe åbning}", Windows1252, 0},
		{"italian", "[Site \"Citt\xE0\"]\n{pi\xF9 \xE8 cos\xEC, \xE0}", "[Site \"Città\"]\n{più è così, à}", Windows1252, 0},
		{"short: one è", "Gen\xE8ve", "Genève", Windows1252, 0},
		{"short: one ř is not enough", "Dvo\xF8\xE1k", "Dvoøák", Windows1252, 0},
		{"short: è against ç", "Fran\xE7oise Lef\xE8vre", "Françoise Lefèvre", Windows1252, 0},
		{"mixed, french outweighs", "\xC8ern\xFD \xE0 \xE7a", "Èerný à ça", Windows1252, 0},
		{"mixed, czech outweighs", "\xC8ern\xFD \xF8\xEC\xF9 \xE0", "Černý řěů ŕ", Windows1250, 0},

		// Hungarian and Polish in Windows-1250 (ő ű ł ś ź ż ą ę ń).
		{"hungarian", "[White \"Erd\xF5s, Gy\xF5z\xF5\"]\n[Black \"Sz\xFBcs, Zolt\xE1n\"]\n{\xFCgyes l\xE9p\xE9s}",
			"[White \"Erdős, Győző\"]\n[Black \"Szűcs, Zoltán\"]\n{ügyes lépés}", Windows1250, 0},
		{"hungarian capitals", "\xD5R\xD6S \xDBZ\xD5", "ŐRÖS ŰZŐ", Windows1250, 0},
		{"polish", "[White \"Wojtaszek, Rados\xB3aw\"]\n[Black \"\x8Cwiercz, Dariusz\"]\n{Pi\xEAkny ruch, wie\xBFa b\xEAd\xB9 \x9Fle, \xB3\xB9ka, s\xB3o\xF1ce, \xAFurek, \x9Cmier\xE6}",
			"[White \"Wojtaszek, Radosław\"]\n[Black \"Świercz, Dariusz\"]\n{Piękny ruch, wieża będą źle, łąka, słońce, Żurek, śmierć}", Windows1250, 0},
		{"polish: one ł is enough", "Pawe\xB3", "Paweł", Windows1250, 0},
		{"polish capitals", "\xA5\xA3KA \xAFAK", "ĄŁKA ŻAK", Windows1250, 0},
		{"short: one ő is not enough", "Erd\xF5s", "Erdõs", Windows1252, 0},
		// Western text with the same bytes stays Windows-1252: ChessBase's
		// ² ³ (White, Black slightly better) stand alone; French œ comes
		// before u; Spanish ¿ after no letter; £ and û count for nothing
		// or too little.
		{"chessbase symbols", "{17...Nf6 \xB3 18.Qe2 \xB2 19.Rd1 \xB3}", "{17...Nf6 ³ 18.Qe2 ² 19.Rd1 ³}", Windows1252, 0},
		{"french œ", "{c\x9Cur de la man\x9Cuvre, \x8Cuvre, s\xFBr}", "{cœur de la manœuvre, Œuvre, sûr}", Windows1252, 0},
		{"spanish questions", "{\xBFQu\xE9? \xBFPor qu\xE9 no? \xBFC\xF3mo?}", "{¿Qué? ¿Por qué no? ¿Cómo?}", Windows1252, 0},
		{"pounds", "[Event \"Open, \xA3500 and \xA3300\"]", "[Event \"Open, £500 and £300\"]", Windows1252, 0},
	}
	readers := []struct {
		name string
		wrap func(io.Reader) io.Reader
	}{
		{"whole", func(r io.Reader) io.Reader { return r }},
		{"one byte", iotest.OneByteReader},
		{"half", iotest.HalfReader},
		{"data with EOF", iotest.DataErrReader},
	}
	for _, tt := range tests {
		for _, rd := range readers {
			t.Run(tt.name+"/"+rd.name, func(t *testing.T) {
				d := NewDecoder(rd.wrap(strings.NewReader(tt.in)))
				got, err := io.ReadAll(d)
				if err != nil {
					t.Fatal(err)
				}
				if string(got) != tt.want {
					t.Errorf("got %q\nwant %q", trim(string(got)), trim(tt.want))
				}
				if d.Encoding() != tt.enc || d.Replaced() != tt.replaced {
					t.Errorf("encoding %v, %d replaced; want %v, %d", d.Encoding(), d.Replaced(), tt.enc, tt.replaced)
				}
			})
		}
		if err := iotest.TestReader(NewDecoder(strings.NewReader(tt.in)), []byte(tt.want)); err != nil {
			t.Errorf("%s: %v", tt.name, err)
		}
	}
}

func trim(s string) string {
	if len(s) > 80 {
		return s[:40] + "…" + s[len(s)-40:]
	}
	return s
}

func TestEncodingString(t *testing.T) {
	for e, want := range map[Encoding]string{ASCII: "ASCII", UTF8: "UTF-8", UTF8BOM: "UTF-8 with byte order mark", Windows1252: "Windows-1252", Windows1250: "Windows-1250"} {
		if e.String() != want {
			t.Errorf("%d: %q, want %q", e, e.String(), want)
		}
	}
}

// TestUTF16WithByteOrderMarkIsDecoded: a file that starts with a UTF-16
// byte order mark (Notepad's "Unicode", a Windows program's export) is
// decoded, little- and big-endian, characters beyond the BMP (a surrogate
// pair) included, read at once or a byte at a time; a lone surrogate and
// an odd last byte are each one U+FFFD, counted in Replaced.
func TestUTF16WithByteOrderMarkIsDecoded(t *testing.T) {
	le := func(s string) string {
		var b []byte
		for _, u := range utf16.Encode([]rune(s)) {
			b = append(b, byte(u), byte(u>>8))
		}
		return string(b)
	}
	be := func(s string) string {
		var b []byte
		for _, u := range utf16.Encode([]rune(s)) {
			b = append(b, byte(u>>8), byte(u))
		}
		return string(b)
	}
	const text = "[Event \"Open\"]\r\n[White \"Polgár, Černý 𝄞\"]\r\n1. e4 *\r\n"
	tests := []struct {
		name     string
		in       string
		want     string
		enc      Encoding
		replaced int
	}{
		{"little-endian", "\xFF\xFE" + le(text), text, UTF16LE, 0},
		{"big-endian", "\xFE\xFF" + be(text), text, UTF16BE, 0},
		{"only the mark", "\xFF\xFE", "", UTF16LE, 0},
		{"an odd last byte", "\xFF\xFE" + le("e4") + "x", "e4\uFFFD", UTF16LE, 1},
		{"a lone high surrogate", "\xFE\xFF" + "\xD8\x34\x00e", "\uFFFDe", UTF16BE, 1},
		{"a lone low surrogate at the end", "\xFF\xFE" + le("a") + "\x1E\xDD", "a\uFFFD", UTF16LE, 1},
	}
	for _, tc := range tests {
		for _, oneByte := range []bool{false, true} {
			var r io.Reader = strings.NewReader(tc.in)
			if oneByte {
				r = iotest.OneByteReader(r)
			}
			d := NewDecoder(r)
			got, err := io.ReadAll(d)
			if err != nil || string(got) != tc.want || d.Encoding() != tc.enc || d.Replaced() != tc.replaced {
				t.Errorf("%s (one byte at a time %v): %q %v, %v, %d replaced; want %q, %v, %d", tc.name, oneByte, got, err, d.Encoding(), d.Replaced(), tc.want, tc.enc, tc.replaced)
			}
		}
	}
	// A file longer than the buffer: a surrogate pair across the end of
	// each chunk is kept whole.
	long := strings.Repeat("𝄞é", bufSize/3)
	if got, enc, err := DecodeBytes([]byte("\xFF\xFE" + le(long))); err != nil || got != long || enc != UTF16LE {
		t.Errorf("long: %d bytes, %v, %v; want %d bytes", len(got), enc, err, len(long))
	}
	if UTF16LE.String() != "UTF-16 little-endian" || UTF16BE.String() != "UTF-16 big-endian" {
		t.Errorf("names %q %q", UTF16LE, UTF16BE)
	}
}

func TestReadError(t *testing.T) {
	boom := errors.New("disk on fire")
	d := NewDecoder(io.MultiReader(strings.NewReader("Polg\xE1r "), iotest.ErrReader(boom)))
	got, err := io.ReadAll(d)
	if !errors.Is(err, boom) || string(got) != "Polgár " {
		t.Fatalf("got %q, %v", got, err)
	}
}

// TestUTF16WithoutByteOrderMark: a file in UTF-16 without a byte order
// mark (as some Windows programs write it) is said to be UTF-16, with what
// to do, instead of being read as Windows-1252 and failing at its first
// zero byte ("a tag must start with … not byte 0x00"). Text that merely
// holds a zero byte, or is too short to tell, is read as before.
func TestUTF16WithoutByteOrderMark(t *testing.T) {
	le := func(s string) string {
		var b []byte
		for _, r := range s {
			b = append(b, byte(r), byte(r>>8))
		}
		return string(b)
	}
	be := func(s string) string {
		var b []byte
		for _, r := range s {
			b = append(b, byte(r>>8), byte(r))
		}
		return string(b)
	}
	tests := []struct {
		name string
		in   string
		err  error
	}{
		{"little-endian", le("[Event \"Open\"]\r\n[White \"Polgár\"]\r\n"), ErrUTF16NoBOM},
		{"big-endian", be("[Event \"Open\"]\n"), ErrUTF16NoBOM},
		{"short little-endian", le("e4"), ErrUTF16NoBOM},
		// walk10: Czech, Polish and Hungarian letters have the high byte 1.
		{"little-endian Czech", le("[Event \"Přebor Čech\"]\r\n[Site \"Plzeň\"]\r\n"), ErrUTF16NoBOM},
		{"big-endian Polish", be("[White \"Łukasz Gąsior\"]\n"), ErrUTF16NoBOM},
		{"control bytes are no text", "\x01\x02\x03\x04\x01\x02\x03\x04", nil},
		{"too short to tell", "e\x00", nil},
		{"a zero byte in text", "[Event\x00 \"Open\"]", nil},
		{"text", "[Event \"Open\"]", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := io.ReadAll(NewDecoder(strings.NewReader(tc.in)))
			if tc.err == nil && err != nil || tc.err != nil && !errors.Is(err, tc.err) {
				t.Fatalf("error %v, want %v", err, tc.err)
			}
		})
	}
	if got := ErrUTF16NoBOM.Error(); got != "the file is UTF-16 without a byte order mark (every other byte is zero); save it as UTF-8 and try again" {
		t.Errorf("ErrUTF16NoBOM says %q", got)
	}
}

// zeroReader is /dev/zero: zero bytes for ever, in reads of n.
type zeroReader struct{ n int }

func (z zeroReader) Read(p []byte) (int, error) {
	p = p[:min(len(p), z.n)]
	clear(p)
	return len(p), nil
}

// TestDecoderStopsAtALongRunOfZeros: text holds no zero bytes; a run of
// MaxZeroRun of them (/dev/zero, a disk image) ends the input with
// ErrZeros after the text before it, however the reads cut it, instead of
// being read for ever (pgn check /dev/zero, say --pgn /dev/zero and
// clock --script /dev/zero never ended). Shorter runs pass as they are.
func TestDecoderStopsAtALongRunOfZeros(t *testing.T) {
	zeros := func(n int) string { return strings.Repeat("\x00", n) }
	tests := []struct {
		name string
		src  io.Reader
		want string
		err  error
	}{
		{"a few zeros pass", strings.NewReader("e4" + zeros(5000) + "e5"), "e4" + zeros(5000) + "e5", nil},
		{"one short of the run", strings.NewReader("e4" + zeros(MaxZeroRun-1) + "e5"), "e4" + zeros(MaxZeroRun-1) + "e5", nil},
		{"runs broken by text", strings.NewReader(zeros(MaxZeroRun-1) + "x" + zeros(MaxZeroRun-1)), zeros(MaxZeroRun-1) + "x" + zeros(MaxZeroRun-1), nil},
		{"a whole run", strings.NewReader("Polg\xE1r" + zeros(MaxZeroRun) + "e5"), "Polgár", ErrZeros},
		{"dev zero", zeroReader{n: 4096}, "", ErrZeros},
		{"dev zero after text, odd reads", io.MultiReader(strings.NewReader("1. e4 "), zeroReader{n: 7001}), "1. e4 ", ErrZeros},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := io.ReadAll(NewDecoder(tc.src))
			if !errors.Is(err, tc.err) && !(tc.err == nil && err == nil) {
				t.Fatalf("error %v, want %v", err, tc.err)
			}
			if tc.err != nil {
				// What came before the run, and none of it after.
				if !strings.HasPrefix(string(got), tc.want) || strings.Trim(string(got[len(tc.want):]), "\x00") != "" {
					t.Fatalf("%d bytes, want %q and zeros", len(got), tc.want)
				}
				return
			}
			if string(got) != tc.want {
				t.Fatalf("%d bytes, want %d", len(got), len(tc.want))
			}
		})
	}
	if got := ErrZeros.Error(); got != "the file holds 1 MiB of zero bytes in a row: it is not text (a disk image, a damaged file, /dev/zero); check that it is the right file" {
		t.Errorf("ErrZeros says %q", got)
	}
}

// FuzzDecode decodes arbitrary bytes: the output is always valid UTF-8;
// valid UTF-8 comes out unchanged (without its byte order mark); Windows-
// 1252 and Windows-1250 give one character per byte, Windows-1250 exactly
// when looksCentral says so (for inputs within the look-ahead); and reading one byte at a time gives
// the same as reading at once.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{"", "e4", "Polgár", "\xEF\xBB\xBFPolgár", "Polg\xE1r", "\x96\x93\x94\x80\x81", "\xC3", "\xEF\xBB", "\xFF\xFEx",
		"\xC8ern\xFD", "\x9Dah", "Gen\xE8ve", "Fran\xE7oise Lef\xE8vre", "\xC8ern\xFD \xE0 \xE7a", "M\xFCller \xC8ern\xFD",
		"\xFF\xFEe\x004\x00", "\xFE\xFF\x00e\x004", "\xFF\xFE4\xD8\x1E\xDD", "\xFE\xFF\xD8\x34", "\xFF\xFEx"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		got, enc, err := DecodeBytes(in)
		if err != nil {
			if !errors.Is(err, ErrUTF16NoBOM) && !errors.Is(err, ErrZeros) {
				t.Fatalf("error %v", err)
			}
			return
		}
		if !utf8.ValidString(got) {
			t.Fatalf("%q gives invalid UTF-8 %q", in, got)
		}
		d := NewDecoder(iotest.OneByteReader(bytes.NewReader(in)))
		if slow, err := io.ReadAll(d); err != nil || string(slow) != got || d.Encoding() != enc {
			t.Fatalf("%q: one byte at a time %q %v %v, at once %q %v", in, slow, d.Encoding(), err, got, enc)
		}
		switch enc {
		case ASCII:
			if got != string(in) {
				t.Fatalf("ASCII %q changed to %q", in, got)
			}
		case UTF8BOM:
			if utf8.Valid(in[3:]) && got != string(in[3:]) {
				t.Fatalf("UTF-8 %q changed to %q", in, got)
			}
		case UTF8:
			if utf8.Valid(in) && got != string(in) {
				t.Fatalf("UTF-8 %q changed to %q", in, got)
			}
		case Windows1252, Windows1250:
			if utf8.Valid(in) && len(in) <= bufSize {
				t.Fatalf("valid UTF-8 %q read as %v", in, enc)
			}
			if n := utf8.RuneCountInString(got); n != len(in) {
				t.Fatalf("%d bytes of %v gave %d characters", len(in), enc, n)
			}
			if want := len(in) > bufSize || looksCentral(in); (enc == Windows1250) != want && len(in) <= bufSize {
				t.Fatalf("%q read as %v, looksCentral %v", in, enc, want)
			}
		}
	})
}

// TestString decodes command-line text as a file is decoded.
func TestString(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"Polgar", "Polgar"},
		{"Polgár", "Polgár"},
		{"Polg\xe1r", "Polgár"},
		{"Nov\xe1k \x80", "Novák €"},
		{"\x81", "\uFFFD"},
		{"\xff\xfeX", "ÿþX"},
		{"Kr\xe1l\xed\x9akov\xe1", "Králíšková"},
		{"\xC8ern\xFD", "Černý"},
		{"Dvo\xF8\xE1kov\xE1 \x8Akoln\xEDkov\xE1", "Dvořáková Školníková"},
		{"Fran\xE7oise Lef\xE8vre", "Françoise Lefèvre"},
		{"Pe\xF1a", "Peña"},
	}
	for _, tc := range tests {
		if got := String(tc.in); got != tc.want {
			t.Errorf("String(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
