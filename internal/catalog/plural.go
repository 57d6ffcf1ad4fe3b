package catalog

// Form is a plural category (CLDR): which form of a sentence a number
// takes.
type Form uint8

// The plural categories the catalogs use.
const (
	One   Form = iota // 1
	Few               // Czech 2–4
	Many              // Czech 0, 5 and more
	Other             // German and English: every number but 1
)

// String returns the category's name: one, few, many or other.
func (f Form) String() string {
	switch f {
	case One:
		return "one"
	case Few:
		return "few"
	case Many:
		return "many"
	}
	return "other"
}

// Forms returns the plural categories of the language, in order.
func (l Lang) Forms() []Form {
	if l == Czech {
		return []Form{One, Few, Many}
	}
	return []Form{One, Other}
}

// Plural returns the plural category of the whole number n: German and
// English have one (1) and other; Czech has one (1), few (2–4) and many
// (0 and 5 upwards, negative numbers by their size).
func (l Lang) Plural(n int) Form {
	if n < 0 {
		n = -n
	}
	if l == Czech {
		switch {
		case n == 1:
			return One
		case n >= 2 && n <= 4:
			return Few
		}
		return Many
	}
	if n == 1 {
		return One
	}
	return Other
}
