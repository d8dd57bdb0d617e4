import { z } from 'zod';

// The text rules every request contract shares, so each field's messages read
// the same way and name the field.

export const BODY_MUST_BE_OBJECT = 'Request body must be a JSON object';

// PostgreSQL text and jsonb cannot hold U+0000; refusing it here keeps it a 400, not a 500.
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');

/** A missing value and a value of the wrong type read differently to a person. */
export const isMissing = (issue: { input?: unknown }): boolean =>
  issue.input === undefined || issue.input === null;

/** Trimmed text of at most `maxLength` characters, without NUL; may be empty. */
export const optionalText = (label: string, maxLength: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(maxLength, { error: `${label} must be at most ${maxLength} characters` })
    .refine(hasNoNul, { error: `${label} contains an invalid character` });

/**
 * Trimmed, non-blank text of at most `maxLength` characters, without NUL.
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
    .refine(hasNoNul, { error: `${label} contains an invalid character` });
