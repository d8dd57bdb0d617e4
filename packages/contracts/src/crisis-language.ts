import { distance } from 'fastest-levenshtein';
import { CRISIS_RULES, DENIALS } from './crisis-language-rules';
import { normalisedText } from './sensitive-information';

// Whether what a person wrote suggests a risk of suicide or self-harm, so the
// guides answer with care and where to find help instead of coaching. No
// maintained npm package does this (those that exist are profanity filters or
// call a hosted model), so it is a rule set, read in four steps:
//
// 1. The text is read as the sensitive-information check reads it (NFKC,
//    invisible characters dropped, digits made ASCII), lower-cased, with curly
//    apostrophes made straight.
// 2. Each word is put back into its usual spelling: letters repeated three
//    times or more count twice (`killll`), digits inside a word are read as
//    the letters they stand for (`su1c1de`), a few key words are recognised
//    one slip away (`suicde`, `mysefl`; see `FUZZY_KEY_WORDS`), and short ones
//    with their letters doubled or halved (`kil`, `diee`). Contractions get
//    one spelling (`dont`, `do not` → `don't`; `wanna` → `want to`).
// 3. Denials are set aside: "I'm not suicidal", "I would never hurt myself".
//    One followed by "again", "but", "anymore"… is not a denial and stays.
// 4. Each rule of `crisis-language-rules.ts` is tried on what is left; any
//    match is a crisis. Negated wishes are rules of their own ("I don't want
//    to live", "no point in living"), as are past and future tenses.
//
// It leans towards caring: a message that only might be about self-harm gets
// the caring answer. Idioms that merely use the words are not matched: "that
// joke killed me", "this workout is killing me", "I could kill for a coffee",
// "kill the lights", "a cutting remark", "I'm dying to see the show". "Suicide
// Squad" (a film), suicide doors and suicide sprints are names, not a risk, and
// are not matched by themselves.

/** Key words recognised one edit or one swap of neighbouring letters away. */
const FUZZY_KEY_WORDS = ['suicide', 'suicidal', 'suicides', 'myself', 'unalive', 'anymore'];
/** Short key words recognised with letters doubled or halved (`kil`, `kiill`, `diee`). */
const SQUEEZED_KEY_WORDS = ['kill', 'die', 'all'];
/** Shorter words than this are never read as a fuzzy key word. */
const FUZZY_MIN_LENGTH = 5;

/** What a digit or sign inside a word usually stands for. */
const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

const CONTRACTIONS: Record<string, string> = {
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  cannot: "can't",
  wont: "won't",
  wouldnt: "wouldn't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  isnt: "isn't",
  wasnt: "wasn't",
  im: "i'm",
  ive: "i've",
  wanna: 'want to',
  gonna: 'going to',
  tryna: 'trying to',
  selfharm: 'self-harm',
};

/** Two-word spellings that mean the same as one. */
const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bdo not\b/g, "don't"],
  [/\bdoes not\b/g, "doesn't"],
  [/\bdid not\b/g, "didn't"],
  [/\bcan not\b/g, "can't"],
  [/\bwill not\b/g, "won't"],
  [/\bwould not\b/g, "wouldn't"],
  [/\bi am\b/g, "i'm"],
  [/\bi will\b/g, "i'll"],
  [/\bi would\b/g, "i'd"],
  [/\bmy self\b/g, 'myself'],
  [/\bself\s*[-_.]?\s*(harm|injur)/g, 'self-$1'],
  [/\bun[\s-]alive/g, 'unalive'],
  [/\bany more\b/g, 'anymore'],
];

const WORD = /[\p{L}\p{N}'$@]+/gu;
const HAS_LETTER = /\p{L}/u;
// A number with its unit or ordinal (`5km`, `3rd`, `10am`) keeps its digits.
const NUMBER_WITH_UNIT = /^\d+\p{L}+$/u;

const squeezed = (word: string) => word.replace(/(\p{L})\1+/gu, '$1');

/** One adjacent pair swapped (`mysefl`), which an edit distance counts as two. */
const isOneSwapAway = (word: string, key: string) => {
  if (word.length !== key.length) return false;
  const differences = [...word].flatMap((letter, index) => (letter === key[index] ? [] : [index]));
  const [first, second] = differences;
  return (
    differences.length === 2 &&
    first !== undefined &&
    second === first + 1 &&
    word[first] === key[second] &&
    word[second] === key[first]
  );
};

function usualSpelling(raw: string): string {
  let word = raw.replace(/^'+|'+$/g, '').replace(/(\p{L})\1{2,}/gu, '$1$1');
  if (HAS_LETTER.test(word) && !NUMBER_WITH_UNIT.test(word)) {
    word = word.replace(/[0-9@$]/g, (sign) => LOOKALIKES[sign] ?? sign);
  }
  const contraction = CONTRACTIONS[word.replaceAll("'", '')];
  if (contraction && !word.includes("'")) return contraction;
  if (FUZZY_KEY_WORDS.includes(word) || SQUEEZED_KEY_WORDS.includes(word)) return word;
  if (word.length >= FUZZY_MIN_LENGTH) {
    const key = FUZZY_KEY_WORDS.find(
      (candidate) =>
        Math.abs(word.length - candidate.length) <= 1 &&
        (distance(word, candidate) <= 1 || isOneSwapAway(word, candidate)),
    );
    if (key) return key;
  }
  return SQUEEZED_KEY_WORDS.find((key) => squeezed(key) === squeezed(word)) ?? word;
}

/** The text the rules read: normalised, each word in its usual spelling, denials removed. */
export function crisisReading(text: string): string {
  let reading = normalisedText(text)
    .toLowerCase()
    .replace(/[\u2018\u2019\u201B\u2032\u00B4`]/g, "'")
    .replace(WORD, usualSpelling)
    .replace(/\s+/g, ' ')
    .trim();
  for (const [pattern, replacement] of PHRASES) reading = reading.replace(pattern, replacement);
  for (const denial of DENIALS) reading = reading.replace(denial, ' … ');
  return reading;
}

/** The names of the rules the text matches; none when it reads as no crisis. */
export function crisisSignalsIn(text: string): string[] {
  const reading = crisisReading(text);
  return CRISIS_RULES.filter(({ pattern }) => pattern.test(reading)).map(({ name }) => name);
}

/** Whether the text suggests a risk of suicide or self-harm. */
export const suggestsCrisis = (text: string): boolean => crisisSignalsIn(text).length > 0;
