/**
 * Names that mean the same thing across scripts and spellings: Hindi in Devanagari, its usual
 * transliterations, and the English name. A query that holds one of them matches any of them
 * (search-terms.repo.ts), so "दिवाली" finds "Happy Diwali" and "Shubh Deepavali". Every entry
 * is lower case, as the 'simple' configuration stores lexemes; a phrase is matched as adjacent
 * words. Keep a group to names of one thing: a word shared by many ("day", "दिवस", "शुभ")
 * would make every festival match every other.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  [
    'diwali',
    'deepavali',
    'deepawali',
    'dipawali',
    'dipavali',
    'divali',
    'दिवाली',
    'दीवाली',
    'दीपावली',
  ],
  ['holi', 'होली'],
  ['navratri', 'navaratri', 'navratra', 'नवरात्रि', 'नवरात्री'],
  ['dussehra', 'dussera', 'dasara', 'dasera', 'vijayadashami', 'दशहरा', 'विजयादशमी'],
  ['ganesh chaturthi', 'ganesha chaturthi', 'vinayaka chaturthi', 'गणेश चतुर्थी'],
  ['ganesh', 'ganesha', 'ganpati', 'ganapati', 'गणेश', 'गणपति'],
  ['eid', 'ईद'],
  ['christmas', 'xmas', 'क्रिसमस'],
  ['raksha bandhan', 'rakshabandhan', 'rakhi', 'रक्षाबंधन', 'रक्षा बंधन', 'राखी'],
  ['makar sankranti', 'मकर संक्रांति'],
  ['sankranti', 'sankranthi', 'संक्रांति'],
  ['janmashtami', 'janmastami', 'जन्माष्टमी'],
  ['dhanteras', 'धनतेरस'],
  ['bhai dooj', 'bhai dhooj', 'bhaubeej', 'भाई दूज'],
  ['karwa chauth', 'karva chauth', 'करवा चौथ'],
  ['lohri', 'लोहड़ी'],
  ['pongal', 'पोंगल'],
  ['onam', 'ओणम'],
  ['chhath', 'chhath puja', 'छठ', 'छठ पूजा'],
  ['shivratri', 'mahashivratri', 'maha shivratri', 'शिवरात्रि', 'महाशिवरात्रि'],
  ['ram navami', 'rama navami', 'राम नवमी'],
  ['new year', 'नया साल', 'नव वर्ष', 'नववर्ष'],
  ['independence day', 'स्वतंत्रता दिवस'],
  ['republic day', 'गणतंत्र दिवस'],
  ['yoga day', 'योग दिवस'],
  ['mothers day', 'mother day', 'मातृ दिवस'],
  ['womens day', 'women day', 'महिला दिवस'],
  ['good morning', 'सुप्रभात', 'suprabhat', 'shubh prabhat', 'शुभ प्रभात'],
  ['good night', 'शुभ रात्रि', 'शुभरात्रि', 'shubh ratri', 'shubh raatri'],
  ['suvichar', 'सुविचार'],
  ['birthday', 'janmdin', 'janamdin', 'जन्मदिन'],
  ['anniversary', 'सालगिरह', 'salgirah'],
  ['wedding', 'vivah', 'shaadi', 'shadi', 'शादी', 'विवाह'],
  ['thank you', 'thanks', 'dhanyavad', 'dhanyawad', 'धन्यवाद'],
  ['congratulations', 'badhai', 'बधाई'],
];

/** The longest phrase in the table, in words: how far ahead a query is looked at. */
export const LONGEST_SYNONYM = Math.max(
  ...SEARCH_SYNONYMS.flat().map((name) => name.split(' ').length),
);

// Keys in NFC: Devanagari letters with a nukta (ड़) can be typed precomposed or as two points.
const GROUP_OF = new Map<string, readonly string[]>();
for (const group of SEARCH_SYNONYMS) {
  for (const name of group) {
    const key = name.normalize('NFC');
    if (GROUP_OF.has(key)) throw new Error(`"${name}" is in two synonym groups`);
    GROUP_OF.set(key, group);
  }
}

/** A run of the query's words that names something in the table, and all its names. */
export interface SynonymMatch {
  /** Index of the first word of the run. */
  start: number;
  /** How many words it spans. */
  length: number;
  names: readonly string[];
}

/**
 * The runs of `words` that the table knows, longest first at each place, left to right:
 * "happy raksha bandhan" gives one run for "raksha bandhan", not two words. Words must already
 * be lower case.
 */
export function findSynonyms(words: readonly string[]): SynonymMatch[] {
  const found: SynonymMatch[] = [];
  let at = 0;
  while (at < words.length) {
    let match: SynonymMatch | null = null;
    for (let length = Math.min(LONGEST_SYNONYM, words.length - at); length >= 1; length--) {
      const names = GROUP_OF.get(
        words
          .slice(at, at + length)
          .join(' ')
          .normalize('NFC'),
      );
      if (names) {
        match = { start: at, length, names };
        break;
      }
    }
    if (match) {
      found.push(match);
      at += match.length;
    } else at += 1;
  }
  return found;
}
