// Counted words ('1 goal', '3 goals', '0 goals') by the platform's plural rules, in one
// place for the API and every app: hand-written `count === 1 ? … : …` drifts ('1 goals set').

/** A noun in the forms English needs: 'goal' / 'goals', 'activity' / 'activities'. */
export type TNoun = { one: string; other: string };

/** 'goal' → { one: 'goal', other: 'goals' }; give `other` where adding an s is wrong. */
export const noun = (one: string, other = `${one}s`): TNoun => ({ one, other });

// Made on first use: building the rules loads the locale's data.
let englishRules: Intl.PluralRules | undefined;
const rules = () => (englishRules ??= new Intl.PluralRules('en-US'));

/** The form of `word` that goes with `count` ('day' for 1, 'days' for 0, 2 or 1.5). */
export const wordFor = (count: number, word: TNoun): string =>
  rules().select(count) === 'one' ? word.one : word.other;

/** A whole number with US thousands separators, as toLocaleString('en-US') writes it. */
const grouped = (count: number): string =>
  Number.isSafeInteger(count)
    ? String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    : count.toLocaleString('en-US');

/** '1 goal', '12 goals', '1,200 points': the count and the word that goes with it. */
export const counted = (count: number, word: TNoun): string =>
  `${grouped(count)} ${wordFor(count, word)}`;
