package voice

// FromEspeak is fromEspeak, for the generator of the anti-words
// (antiwords_gen_test.go, package voice_test, which shares the bench's
// tuning conversation).
var FromEspeak = fromEspeak
