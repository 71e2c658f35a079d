/**
 * Twenty queries as shoppers type them: whole words, prefixes (still typing), typos,
 * transliterations, Devanagari, several words. Each names what it tests.
 */
export const SEARCH_QUERIES: { query: string; kind: string }[] = [
  { query: 'diwali', kind: 'word' },
  { query: 'diwal', kind: 'prefix' },
  { query: 'dewali', kind: 'typo' },
  { query: 'happy diwali', kind: 'two words' },
  { query: 'shubh deepawali', kind: 'transliteration typo' },
  { query: 'शुभ दीपावली', kind: 'Devanagari' },
  { query: 'good morng', kind: 'typo' },
  { query: 'goodmorning', kind: 'missing space' },
  { query: 'suprabhat', kind: 'Hindi, Latin script' },
  { query: 'motivashnal quotes', kind: 'typo + word' },
  { query: 'holi', kind: 'word' },
  { query: 'navratri garba', kind: 'two words' },
  { query: 'ganpati bappa', kind: 'two words' },
  { query: 'independance day', kind: 'typo + word' },
  { query: 'happy birthday', kind: 'two words' },
  { query: 'real estate', kind: 'category name' },
  { query: '2 bhk flat', kind: 'number + words' },
  { query: 'restorant offer', kind: 'typo + word' },
  { query: 'grand openin', kind: 'prefix' },
  { query: 'flat 50% off', kind: 'with %' },
];
