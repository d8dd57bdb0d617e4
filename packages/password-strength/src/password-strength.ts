import type { Score, ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * The lowest zxcvbn score a new password may have: 3, "safely unguessable"
 * (about 10^8 guesses or more). Below it are the common passwords, single
 * words, names, dates, keyboard rows and short random strings. Online, the
 * sign-in limits keep an attacker far below 10^8 guesses per account; offline,
 * after a leak of argon2id hashes, 10^8 guesses still cost hours of hardware
 * per account, where a score-2 password falls in minutes.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Only this many characters are estimated: the estimate grows steeply with
 * length, and a server must not spend long on a password a stranger sent. A
 * password whose first 64 characters are strong is strong.
 */
const CHECKED_LENGTH = 64;
/** Fewer l33t variants tried per password than the default 100, for the same reason. */
const L33T_MAX_SUBSTITUTIONS = 10;

/** Words about the product itself, which no password should lean on. */
const PRODUCT_WORDS = ['manifest'];

export type TPasswordStrength = {
  score: Score;
  isStrongEnough: boolean;
  /** Why it is weak, in the checker's words (null when it names nothing). */
  warning: string | null;
  /** How to make it stronger. */
  suggestions: string[];
};

/** What the person told us about themselves: a password made of it is easy to guess for them. */
export type TPersonalDetails = {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
};

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * The checker with its dictionaries (about 1 MB of code), loaded on first use
 * only: a page that never asks for a new password never downloads them.
 */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        translations: english.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...english.dictionary },
        maxLength: CHECKED_LENGTH,
        l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
      }),
    (error: unknown) => {
      // A failed download may succeed next time (a flaky network).
      checker = undefined;
      throw error;
    },
  );
  return checker;
}

/** Starts loading the checker (a form about to ask for a password), without waiting for it. */
export function preloadPasswordChecker(): void {
  loadChecker().catch(() => undefined);
}

/**
 * The person's names, their email and its parts, and the product's name: the
 * words a password must not be built from.
 */
export function personalWords({ firstName, lastName, email }: TPersonalDetails): string[] {
  const localPart = email?.split('@')[0] ?? '';
  const words = [firstName, lastName, email, localPart, ...localPart.split(/[^\p{L}\p{N}]+/u)]
    .map((word) => word?.trim().toLowerCase() ?? '')
    .filter((word) => word.length >= 3);
  return [...new Set([...words, ...PRODUCT_WORDS])];
}

/** How guessable a new password is, for this person. */
export async function checkPasswordStrength(
  password: string,
  person: TPersonalDetails = {},
): Promise<TPasswordStrength> {
  const zxcvbn = await loadChecker();
  const { score, feedback } = zxcvbn.check(password, personalWords(person));
  return {
    score,
    isStrongEnough: score >= MIN_PASSWORD_SCORE,
    warning: feedback.warning || null,
    suggestions: feedback.suggestions,
  };
}

/**
 * Why a password is refused, naming the field as the other password rules do
 * ("Password is too easy to guess. This is a commonly used password. …"); null
 * when it is strong enough.
 */
export function weakPasswordMessage(label: string, strength: TPasswordStrength): string | null {
  if (strength.isStrongEnough) return null;
  const reason = strength.warning ?? strength.suggestions[0] ?? 'Add more words or characters.';
  const advice = strength.warning ? strength.suggestions[0] : undefined;
  return [`${label} is too easy to guess.`, reason, advice].filter(Boolean).join(' ');
}
