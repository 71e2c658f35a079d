import { CATEGORY_SPECS } from '@stamp/demo-content/content/catalog-spec';
import { FESTIVALS } from '@stamp/demo-content/content/festivals';
import { OCCASIONS } from '@stamp/demo-content/content/occasions';
import {
  FESTIVAL_KINDS,
  FESTIVAL_REGION_SLUGS,
  FESTIVAL_REGIONS,
} from '@stamp/shared/festivals/festival-vocabulary';
import { describe, expect, it } from 'vitest';
import {
  FESTIVAL_DATES,
  FESTIVAL_DEFINITIONS,
  FESTIVAL_YEARS,
  FESTIVALS_NOT_YEARLY,
  type FestivalDate,
  type FestivalKey,
} from './festival-data';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEVANAGARI = /[\u0900-\u097F]/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The demo catalog's sub-categories festivals link to: its festivals, its special days, Yoga Day. */
const DEMO_SLUGS = [
  'diwali',
  'holi',
  'navratri',
  'ganesh-chaturthi',
  'eid',
  'christmas',
  'raksha-bandhan',
  'makar-sankranti',
  'lohri',
  'pongal',
  'vasant-panchami',
  'maha-shivaratri',
  'ram-navami',
  'mahavir-jayanti',
  'easter',
  'baisakhi',
  'buddha-purnima',
  'eid-al-adha',
  'guru-purnima',
  'onam',
  'janmashtami',
  'dussehra',
  'karwa-chauth',
  'dhanteras',
  'bhai-dooj',
  'chhath-puja',
  'guru-nanak-jayanti',
  'independence-day',
  'republic-day',
  'mothers-day',
  'womens-day',
  'new-year',
  'valentines-day',
  'ambedkar-jayanti',
  'fathers-day',
  'teachers-day',
  'gandhi-jayanti',
  'childrens-day',
  'constitution-day',
  'armed-forces',
  'yoga-day',
];
/**
 * The festivals the demo has no designs for: regional new years, observances whose designs are
 * still to come, and days of mourning (Good Friday, Muharram), whose posts are not greetings.
 */
const WITHOUT_DEMO_DESIGNS = [
  'gudi-padwa',
  'ugadi',
  'hanuman-jayanti',
  'puthandu',
  'vishu',
  'bihu',
  'pohela-boishakh',
  'akshaya-tritiya',
  'rath-yatra',
  'hariyali-teej',
  'nag-panchami',
  'vishwakarma-puja',
  'durga-puja',
  'govardhan-puja',
  'guru-gobind-singh-jayanti',
  'muharram',
  'milad-un-nabi',
  'good-friday',
  'national-youth-day',
  'parakram-diwas',
  'doctors-day',
  'national-sports-day',
  'hindi-diwas',
  'engineers-day',
  'national-unity-day',
  'earth-day',
  'labour-day',
  'world-environment-day',
  'friendship-day',
];
/** Festivals that truly fall twice in one of the years covered: none in 2026-2028. */
const TWICE_IN_A_YEAR = new Set<string>();

function parseIso(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`not YYYY-MM-DD: ${date}`);
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw new Error(`no such day: ${date}`);
  }
  return parsed;
}

function iso(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function datesOf(key: FestivalKey, year?: number): string[] {
  return FESTIVAL_DATES.filter(
    (entry) => entry.key === key && (year === undefined || entry.date.startsWith(`${year}-`)),
  ).map((entry) => entry.date);
}

function onlyDateOf(key: FestivalKey, year: number): string | undefined {
  const dates = datesOf(key, year);
  expect(dates, `${key} in ${year}`).toHaveLength(1);
  return dates[0];
}

/** Easter Sunday by the Gregorian computus (the anonymous algorithm, as in Meeus). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

/** The nth Sunday of a month (1-based month). */
function nthSunday(year: number, month: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const firstSunday = 1 + ((7 - first.getUTCDay()) % 7);
  return iso(year, month, firstSunday + 7 * (n - 1));
}

describe('festival vocabulary', () => {
  it('has kebab-case, unique region slugs with English and Devanagari names', () => {
    expect(new Set(FESTIVAL_REGION_SLUGS).size).toBe(FESTIVAL_REGIONS.length);
    for (const region of FESTIVAL_REGIONS) {
      expect(region.slug).toMatch(KEBAB);
      expect(region.name.trim()).not.toBe('');
      expect(region.nameHi).toMatch(DEVANAGARI);
    }
    // The 28 states and 8 union territories.
    expect(FESTIVAL_REGIONS).toHaveLength(36);
    expect(FESTIVAL_KINDS).toEqual(['festival', 'national', 'global']);
  });
});

describe('festival definitions', () => {
  it('have unique kebab-case keys and unique English and Hindi names', () => {
    const keys = FESTIVAL_DEFINITIONS.map((def) => def.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(KEBAB);
    const names = FESTIVAL_DEFINITIONS.map((def) => def.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const hindiNames = FESTIVAL_DEFINITIONS.map((def) => def.nameHi);
    expect(new Set(hindiNames).size).toBe(hindiNames.length);
  });

  it('name each festival in English and in Devanagari', () => {
    for (const def of FESTIVAL_DEFINITIONS) {
      expect(def.name.trim(), def.key).not.toBe('');
      expect(def.name, def.key).not.toMatch(DEVANAGARI);
      expect(def.nameHi, def.key).toMatch(DEVANAGARI);
    }
  });

  it('use only the vocabularies: kinds, regions and the demo sub-categories', () => {
    const regionSlugs = new Set<string>(FESTIVAL_REGION_SLUGS);
    for (const def of FESTIVAL_DEFINITIONS) {
      expect(FESTIVAL_KINDS, def.key).toContain(def.kind);
      for (const region of def.regions) expect(regionSlugs.has(region), region).toBe(true);
      expect(new Set(def.regions).size, def.key).toBe(def.regions.length);
      if (def.demoSubCategory !== undefined)
        expect(DEMO_SLUGS, def.key).toContain(def.demoSubCategory);
    }
  });

  it('link to sub-categories the demo catalog has, and to every one of them', () => {
    const catalog = new Set(CATEGORY_SPECS.flatMap((c) => c.subCategories.map((sub) => sub.key)));
    for (const slug of DEMO_SLUGS) expect(catalog.has(slug), slug).toBe(true);
    // Every festival and special-day collection of the demo is some festival's designs.
    const demo = [...FESTIVALS.subCategories, ...OCCASIONS.subCategories].map((sub) => sub.key);
    expect(DEMO_SLUGS).toEqual(expect.arrayContaining(demo));
    const linked = new Set<string | undefined>(
      FESTIVAL_DEFINITIONS.map((def) => def.demoSubCategory),
    );
    for (const slug of DEMO_SLUGS) expect(linked.has(slug), slug).toBe(true);
  });

  it('leave only the listed festivals without demo designs', () => {
    const without = FESTIVAL_DEFINITIONS.filter((def) => def.demoSubCategory === undefined);
    expect(without.map((def) => def.key).sort()).toEqual([...WITHOUT_DEMO_DESIGNS].sort());
  });
});

describe('festival dates', () => {
  it('are valid ISO dates, within the years covered, sorted by date then key', () => {
    const years = new Set<string>(FESTIVAL_YEARS.map(String));
    let previous: FestivalDate | undefined;
    for (const entry of FESTIVAL_DATES) {
      parseIso(entry.date);
      expect(years.has(entry.date.slice(0, 4)), entry.date).toBe(true);
      if (previous) {
        const inOrder =
          previous.date < entry.date || (previous.date === entry.date && previous.key < entry.key);
        expect(inOrder, `${previous.key} ${previous.date}, then ${entry.key} ${entry.date}`).toBe(
          true,
        );
      }
      previous = entry;
    }
  });

  it('end on or after they start, and within 10 days', () => {
    for (const entry of FESTIVAL_DATES) {
      if (entry.endDate === undefined) continue;
      const days = (parseIso(entry.endDate).getTime() - parseIso(entry.date).getTime()) / DAY_MS;
      expect(days, `${entry.key} ${entry.date}`).toBeGreaterThan(0);
      expect(days, `${entry.key} ${entry.date}`).toBeLessThanOrEqual(10);
    }
  });

  it('have no festival twice on one date, nor twice in a year', () => {
    const seen = new Set<string>();
    for (const entry of FESTIVAL_DATES) {
      const id = `${entry.key} ${entry.date}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
    }
    for (const year of FESTIVAL_YEARS) {
      for (const def of FESTIVAL_DEFINITIONS) {
        const count = FESTIVAL_DATES.filter(
          (entry) => entry.key === def.key && entry.date.startsWith(`${year}-`),
        ).length;
        if (!TWICE_IN_A_YEAR.has(def.key)) expect(count, `${def.key} in ${year}`).toBeLessThan(2);
      }
    }
  });

  it('belong to defined festivals, and every festival falls in every year unless not yearly', () => {
    const defined = new Set<string>(FESTIVAL_DEFINITIONS.map((def) => def.key));
    for (const entry of FESTIVAL_DATES) expect(defined.has(entry.key), entry.key).toBe(true);
    const notYearly = new Set<string>(Object.keys(FESTIVALS_NOT_YEARLY));
    for (const key of notYearly) expect(defined.has(key), key).toBe(true);
    for (const def of FESTIVAL_DEFINITIONS) {
      const years = new Set(
        FESTIVAL_DATES.filter((entry) => entry.key === def.key).map((e) => e.date.slice(0, 4)),
      );
      if (notYearly.has(def.key)) expect(years.size, def.key).toBeGreaterThan(0);
      else expect([...years].sort(), def.key).toEqual(FESTIVAL_YEARS.map(String));
    }
  });

  it('count at least 60 occurrences a year', () => {
    for (const year of FESTIVAL_YEARS) {
      const count = FESTIVAL_DATES.filter((entry) => entry.date.startsWith(`${year}-`)).length;
      expect(count, String(year)).toBeGreaterThanOrEqual(60);
    }
  });

  it('put the fixed-date days on their dates', () => {
    const fixed: Partial<Record<FestivalKey, string>> = {
      'new-year': '01-01',
      'national-youth-day': '01-12',
      'army-day': '01-15',
      'parakram-diwas': '01-23',
      'republic-day': '01-26',
      'valentines-day': '02-14',
      'womens-day': '03-08',
      'ambedkar-jayanti': '04-14',
      'earth-day': '04-22',
      'labour-day': '05-01',
      'world-environment-day': '06-05',
      'yoga-day': '06-21',
      'doctors-day': '07-01',
      'kargil-vijay-diwas': '07-26',
      'independence-day': '08-15',
      'national-sports-day': '08-29',
      'teachers-day': '09-05',
      'hindi-diwas': '09-14',
      'engineers-day': '09-15',
      'gandhi-jayanti': '10-02',
      'air-force-day': '10-08',
      'national-unity-day': '10-31',
      'childrens-day': '11-14',
      'constitution-day': '11-26',
      'navy-day': '12-04',
      christmas: '12-25',
      'new-years-eve': '12-31',
    };
    for (const year of FESTIVAL_YEARS) {
      for (const [key, monthDay] of Object.entries(fixed)) {
        expect(datesOf(key as FestivalKey, year), key).toEqual([`${year}-${monthDay}`]);
      }
    }
  });

  it('put Easter and Good Friday where the Gregorian computus does', () => {
    expect(FESTIVAL_YEARS.map(easterSunday)).toEqual(['2026-04-05', '2027-03-28', '2028-04-16']);
    for (const year of FESTIVAL_YEARS) {
      const easter = easterSunday(year);
      expect(onlyDateOf('easter', year)).toBe(easter);
      const goodFriday = new Date(parseIso(easter).getTime() - 2 * DAY_MS);
      expect(onlyDateOf('good-friday', year)).toBe(goodFriday.toISOString().slice(0, 10));
    }
  });

  it("put Mother's, Father's and Friendship Day on their Sundays", () => {
    for (const year of FESTIVAL_YEARS) {
      // Second Sunday of May, third Sunday of June, first Sunday of August (in India).
      expect(onlyDateOf('mothers-day', year)).toBe(nthSunday(year, 5, 2));
      expect(onlyDateOf('fathers-day', year)).toBe(nthSunday(year, 6, 3));
      expect(onlyDateOf('friendship-day', year)).toBe(nthSunday(year, 8, 1));
    }
    expect(FESTIVAL_YEARS.map((year) => nthSunday(year, 5, 2))).toEqual([
      '2026-05-10',
      '2027-05-09',
      '2028-05-14',
    ]);
  });

  it('match their published sources', () => {
    const known: [FestivalKey, string, string][] = [
      // DoPT O.M. of 3 July 2025, holidays of 2026 (gazetted list, as published by NIEPVD).
      ['holi', '2026-03-04', 'DoPT 2026'],
      ['mahavir-jayanti', '2026-03-31', 'DoPT 2026'],
      ['buddha-purnima', '2026-05-01', 'DoPT 2026'],
      ['muharram', '2026-06-26', 'DoPT 2026'],
      ['milad-un-nabi', '2026-08-26', 'DoPT 2026'],
      ['janmashtami', '2026-09-04', 'DoPT 2026'],
      ['dussehra', '2026-10-20', 'DoPT 2026'],
      ['diwali', '2026-11-08', 'DoPT 2026'],
      ['guru-nanak-jayanti', '2026-11-24', 'DoPT 2026'],
      // DoPT 2026 gazetted list, and India's moon-sighting announcement of 19 March 2026.
      ['eid-al-fitr', '2026-03-21', 'DoPT 2026; LatestLY, 19 Mar 2026'],
      // DoPT 2026 restricted list (CCMB's holiday calendar, November 2026).
      ['bhai-dooj', '2026-11-11', 'DoPT 2026 restricted'],
      ['chhath-puja', '2026-11-15', 'DoPT 2026 restricted'],
      // Tamil Nadu's Pongal holidays of 2026 (India Today, 12 Jan 2026).
      ['pongal', '2026-01-15', 'Tamil Nadu 2026'],
      // timeanddate.com's India holiday tables (archived), as tabulated in python-holidays.
      ['ganesh-chaturthi', '2026-09-14', 'timeanddate'],
      ['raksha-bandhan', '2026-08-28', 'timeanddate'],
      ['onam', '2026-08-26', 'timeanddate'],
      ['durga-ashtami', '2026-10-19', 'timeanddate'],
      ['makar-sankranti', '2027-01-15', 'timeanddate'],
      ['navratri', '2027-09-30', 'timeanddate'],
      ['diwali', '2027-10-29', 'timeanddate'],
      ['karwa-chauth', '2028-10-07', 'timeanddate'],
      ['diwali', '2028-10-17', 'timeanddate'],
      // Drik Panchang's Vishu dates (archived), as tabulated in python-holidays.
      ['vishu', '2026-04-15', 'Drik Panchang'],
      // ABP Live, Holi 2027 (Phalgun Purnima 21-22 March 2027); timeanddate agrees.
      ['holi', '2027-03-22', 'ABP Live; timeanddate'],
      // Estimate, no Indian calendar published yet: Umm al-Qura's 16 May 2027, plus the day
      // India's moon sighting usually adds.
      ['eid-al-adha', '2027-05-17', 'Umm al-Qura + 1'],
      // Gregorian computus: Easter 28 March 2027.
      ['good-friday', '2027-03-26', 'computus'],
    ];
    for (const [key, date, source] of known) {
      expect(datesOf(key, Number(date.slice(0, 4))), `${key} (${source})`).toEqual([date]);
    }
  });
});
