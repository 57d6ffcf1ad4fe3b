package phonetic

// gender selects the form of "one" (and Czech "two") before a unit.
type gender uint8

const (
	standalone gender = iota // counting: "eins", "one", "jedna"
	masculine                // "ein Zug", "jeden tah"
	feminine                 // "eine Minute", "jedna minuta", "dvě minuty"
)

// numberWords spells n (0..MaxNumber) as tokens of language l. Numbers up to
// 99 are one token in German and English ("dreiundzwanzig", "twenty-three"),
// so a clip set needs only 0..99, the hundreds and "tausend"; Czech writes
// "dvacet tři" as two words.
func numberWords(l Lang, n int, g gender) []string {
	if n < 0 {
		n = 0
	}
	if n > MaxNumber {
		n = MaxNumber
	}
	if n == 0 {
		return []string{zeroWord[l]}
	}
	var out []string
	if t := n / 1000; t > 0 {
		out = append(out, thousands(l, t)...)
	}
	if r := n % 1000; r > 0 {
		out = append(out, under1000(l, r, g)...)
	}
	return out
}

var zeroWord = [numLangs]string{German: "null", English: "zero", Czech: "nula"}

// thousands spells t thousand (1 ≤ t ≤ 999).
func thousands(l Lang, t int) []string {
	switch l {
	case German:
		if t < 10 {
			return []string{deOnesPrefix[t] + "tausend"}
		}
		return append(under1000(l, t, masculine), "tausend")
	case Czech:
		if t == 1 {
			return []string{"tisíc"}
		}
		word := "tisíc"
		if t%100 < 10 || t%100 > 20 {
			if d := t % 10; d >= 2 && d <= 4 {
				word = "tisíce"
			}
		}
		return append(under1000(l, t, masculine), word)
	default:
		return append(under1000(l, t, standalone), "thousand")
	}
}

// under1000 spells 1 ≤ n ≤ 999.
func under1000(l Lang, n int, g gender) []string {
	var out []string
	h, r := n/100, n%100
	if h > 0 {
		switch l {
		case German:
			out = append(out, deOnesPrefix[h]+"hundert")
		case Czech:
			out = append(out, csHundreds[h])
		default:
			out = append(out, enOnes[h]+" hundred")
		}
	}
	if r > 0 {
		out = append(out, under100(l, r, g, n)...)
	}
	return out
}

// under100 spells 1 ≤ r ≤ 99; whole is the full number (the form of "one"
// depends on it: German "eine Minute" but "einhunderteins").
func under100(l Lang, r int, g gender, whole int) []string {
	switch l {
	case German:
		if r == 1 {
			if whole == 1 {
				return []string{[...]string{"eins", "ein", "eine"}[g]}
			}
			return []string{"eins"}
		}
		if r < 20 {
			return []string{deOnes[r]}
		}
		if r%10 == 0 {
			return []string{deTens[r/10]}
		}
		return []string{deOnesPrefix[r%10] + "und" + deTens[r/10]}
	case Czech:
		var out []string
		compound := r >= 20
		if r >= 20 {
			out = append(out, csTens[r/10])
			r %= 10
			if r == 0 {
				return out
			}
		}
		switch {
		case r == 1 && g == masculine && !compound: // "jeden tah", but "dvacet jedna tahů"
			out = append(out, "jeden")
		case r == 1:
			out = append(out, "jedna")
		case r == 2 && g == feminine:
			out = append(out, "dvě")
		default:
			out = append(out, csOnes[r])
		}
		return out
	default:
		if r < 20 {
			return []string{enOnes[r]}
		}
		if r%10 == 0 {
			return []string{enTens[r/10]}
		}
		return []string{enTens[r/10] + "-" + enOnes[r%10]}
	}
}

var (
	deOnes = [20]string{"null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
		"zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"}
	deOnesPrefix = [10]string{"", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"}
	deTens       = [10]string{"", "zehn", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"}

	enOnes = [20]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
		"ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
	enTens = [10]string{"", "ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}

	csOnes = [20]string{"nula", "jedna", "dva", "tři", "čtyři", "pět", "šest", "sedm", "osm", "devět",
		"deset", "jedenáct", "dvanáct", "třináct", "čtrnáct", "patnáct", "šestnáct", "sedmnáct", "osmnáct", "devatenáct"}
	csTens     = [10]string{"", "deset", "dvacet", "třicet", "čtyřicet", "padesát", "šedesát", "sedmdesát", "osmdesát", "devadesát"}
	csHundreds = [10]string{"", "sto", "dvě stě", "tři sta", "čtyři sta", "pět set", "šest set", "sedm set", "osm set", "devět set"}
)

// formIndex picks the unit form for a count n in language l: 0 singular, 1
// plural (Czech: nominative plural after 2–4), 2 Czech genitive plural.
func formIndex(l Lang, n int) int {
	if n == 1 {
		return 0
	}
	if l != Czech {
		return 1
	}
	if n >= 2 && n <= 4 {
		return 1
	}
	if n > 20 {
		if t := n % 100; t >= 10 && t < 20 {
			return 2
		}
		if d := n % 10; d >= 2 && d <= 4 {
			return 1
		}
	}
	return 2
}
