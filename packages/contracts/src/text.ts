import { z } from 'zod';

// The text rules every request contract shares, so each field's messages read
// the same way and name the field.

export const BODY_MUST_BE_OBJECT = 'Request body must be a JSON object';

// In 'u' mode a paired surrogate is one code point, so this matches only a lone half.
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * Text PostgreSQL can store as written: no U+0000 (text and jsonb refuse it)
 * and well-formed UTF-16 (a lone surrogate becomes U+FFFD in a text column and
 * an error in jsonb). Refusing both here keeps them a 400 naming the field.
 */
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * The error of a metadata-like record: `typeMessage` when it is no object, and
 * for a bad key that key's own message (zod otherwise reports the record's).
 */
export const recordError =
  (typeMessage: string) =>
  (issue: z.core.$ZodRawIssue): string =>
    (issue.code === 'invalid_key' ? issue.issues?.[0]?.message : undefined) ?? typeMessage;

/** A missing value and a value of the wrong type read differently to a person. */
export const isMissing = (issue: { input?: unknown }): boolean =>
  issue.input === undefined || issue.input === null;

/** Trimmed text of at most `maxLength` characters that PostgreSQL can store; may be empty. */
export const optionalText = (label: string, maxLength: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(maxLength, { error: `${label} must be at most ${maxLength} characters` })
    .refine(isStorableText, { error: `${label} contains an invalid character` });

/**
 * Trimmed, non-blank text of at most `maxLength` characters that PostgreSQL can store.
 * `missing` replaces "<label> is required" for an absent or blank value.
 */
export const requiredText = (
  label: string,
  maxLength: number,
  { missing = `${label} is required` }: { missing?: string } = {},
) =>
  z
    .string({ error: (issue) => (isMissing(issue) ? missing : `${label} must be text`) })
    .trim()
    .min(1, { error: missing })
    .max(maxLength, { error: `${label} must be at most ${maxLength} characters` })
    .refine(isStorableText, { error: `${label} contains an invalid character` });
