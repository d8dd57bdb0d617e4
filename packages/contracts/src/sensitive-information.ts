// The sensitive-information check of spec 000 section 5: the words ssn, social
// security, credit card, bank account; a 9-digit number with optional dashes
// (an SSN); a 16-digit number in groups of 4 with optional spaces or dashes.
// The browser checks a message with it before sending, the API again, and the
// API redacts the conversation history with it, so all three agree.
//
// The patterns run on a normalised view of the text, so a number or a word is
// caught however it is spelled: full-width or styled characters (NFKC), digits
// of any script, invisible characters between them, and any separator where
// the spec allows an optional one.

/** Dropped from the view: zero-width and other format characters, and combining marks. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}]/u;
const DECIMAL_DIGIT = /\p{Nd}/u;
const ASCII_DIGIT = /[0-9]/;

/**
 * A run of up to three separators between the digits of a number: spaces,
 * dashes of every kind, dots, slashes, underscores, pipes (`4242 - 4242` has
 * three). Commas, colons and brackets are not among them, so `100,000,000`,
 * a time or `(555) 123-4567` stays an ordinary number.
 */
const DIGIT_GAP = String.raw`[\s\p{Pd}\p{Pc}\u2212.\u00B7\u2022\u2219\u22C5\u2027\u30FB/\\|+*~]{1,3}`;

/** Anything but a letter or digit between the letters of a blocked word: `s.s.n`, `credit-card`. */
const LETTER_GAP = String.raw`[\s\p{P}\p{S}]*`;

/** Groups of digits with an optional gap between groups, not part of a longer run of digits. */
const grouped = (...sizes: number[]) =>
  String.raw`(?<!\d)${sizes.map((size) => String.raw`\d{${size}}`).join(`(?:${DIGIT_GAP})?`)}(?!\d)`;

/**
 * `count` digits with a gap between every two (`1 2 3 4 5 6 7 8 9`), the whole
 * chain: counting `1 2 3 … 9 10` has ten numbers, not nine digits.
 */
const digitByDigit = (count: number) =>
  String.raw`(?<!\d(?:${DIGIT_GAP})?)\d(?:${DIGIT_GAP}\d){${count - 1}}(?!(?:${DIGIT_GAP})?\d)`;

/** The words with optional gaps between their letters (and none needed between them), plural too. */
const spelledOut = (...words: string[]) =>
  String.raw`(?<!\p{L})${words.map((word) => [...word].join(LETTER_GAP)).join(LETTER_GAP)}s?(?!\p{L})`;

const SENSITIVE_SOURCES: ReadonlyArray<string> = [
  spelledOut('ssn'),
  spelledOut('social', 'security'),
  spelledOut('credit', 'card'),
  spelledOut('bank', 'account'),
  grouped(3, 2, 4),
  digitByDigit(9),
  grouped(4, 4, 4, 4),
  digitByDigit(16),
];
const SENSITIVE = SENSITIVE_SOURCES.map((source) => new RegExp(source, 'iu'));
const SENSITIVE_ALL = SENSITIVE_SOURCES.map((source) => new RegExp(source, 'giu'));

/**
 * The ASCII digit of a decimal digit of any script. Unicode encodes each
 * script's digits as one run from 0 to 9 (a stability guarantee), so the value
 * is the distance from the start of the run, modulo 10 where runs follow one
 * another. NFKC maps full-width and styled digits but leaves e.g. Arabic-Indic
 * ٣ as it is.
 */
function asciiDigit(digit: string): string {
  const codePoint = digit.codePointAt(0) ?? 0;
  let start = codePoint;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((codePoint - start) % 10);
}

/**
 * The text the patterns read, and for each of its UTF-16 units the span of the
 * original it came from (`from[i]` to `to[i]`); without them, the original itself.
 */
type NormalisedView = { text: string; from?: number[]; to?: number[] };

/** What only the character-by-character view handles: invisible characters, other scripts' digits. */
const NEEDS_VIEW = new RegExp(`${INVISIBLE.source}|(?![0-9])${DECIMAL_DIGIT.source}`, 'u');

/**
 * NFKC character by character (so every piece of the view points back to the
 * character it came from), invisible characters dropped, digits made ASCII.
 * Per character and whole-text NFKC differ only in composing accents and
 * Hangul, never in the letters and digits the patterns look for. Text that
 * none of this changes (most of it) is its own view.
 */
function normalisedView(original: string): NormalisedView {
  if (original.normalize('NFKC') === original && !NEEDS_VIEW.test(original)) {
    return { text: original };
  }
  const view = { text: '', from: [] as number[], to: [] as number[] };
  let offset = 0;
  for (const character of original) {
    const end = offset + character.length;
    // ASCII is its own NFKC, visible and plain.
    const pieces = character < '\u0080' ? character : character.normalize('NFKC');
    for (const piece of pieces) {
      if (INVISIBLE.test(piece)) continue;
      const plain =
        DECIMAL_DIGIT.test(piece) && !ASCII_DIGIT.test(piece) ? asciiDigit(piece) : piece;
      view.text += plain;
      for (let unit = 0; unit < plain.length; unit += 1) {
        view.from.push(offset);
        view.to.push(end);
      }
    }
    offset = end;
  }
  return view;
}

/**
 * The text as the patterns read it: NFKC, invisible characters dropped, digits
 * of any script made ASCII. Other checks of what a person wrote (the crisis
 * check) read the same view, so a spelling that slips past one slips past none.
 */
export const normalisedText = (text: string): string => normalisedView(text).text;

export const hasSensitiveInformation = (text: string): boolean => {
  const { text: normalised } = normalisedView(text);
  return SENSITIVE.some((pattern) => pattern.test(normalised));
};

export const REDACTED_TEXT = '[removed]';

/**
 * The text with every match replaced, the rest as written. The conversation
 * history comes back from the browser, so it is redacted before it reaches a
 * provider rather than trusted (the browser checked each message when it was
 * new; a client may not have). A match covers the invisible characters inside
 * it, so nothing of the number is left.
 */
export function redactSensitiveInformation(text: string): string {
  const view = normalisedView(text);
  const spans: Array<[number, number]> = [];
  for (const pattern of SENSITIVE_ALL) {
    for (const match of view.text.matchAll(pattern)) {
      // A match starts and ends on a letter or an ASCII digit: one UTF-16 unit.
      const end = match.index + match[0].length;
      spans.push([view.from?.[match.index] ?? match.index, view.to?.[end - 1] ?? end]);
    }
  }
  // Overlapping or touching matches become one placeholder.
  const merged: Array<[number, number]> = [];
  for (const [start, end] of spans.sort(([a], [b]) => a - b)) {
    const previous = merged.at(-1);
    if (previous && start <= previous[1]) previous[1] = Math.max(previous[1], end);
    else merged.push([start, end]);
  }
  let redacted = '';
  let kept = 0;
  for (const [start, end] of merged) {
    redacted += text.slice(kept, start) + REDACTED_TEXT;
    kept = end;
  }
  return redacted + text.slice(kept);
}
