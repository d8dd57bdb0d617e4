// SQLSTATE codes we turn into answers; the same on PostgreSQL and PGlite.
const UNIQUE_VIOLATION = '23505';
// Text the database cannot hold: a NUL or a lone surrogate escaped in jsonb
// (untranslatable_character), bytes invalid in the encoding (character_not_in_repertoire).
const UNSTORABLE_TEXT = new Set(['22P05', '22021']);
// A value that does not parse as its column's type, e.g. 'abc' for a uuid.
const INVALID_TEXT_REPRESENTATION = '22P02';

const sqlState = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

/** The database refused text it cannot store: the client sent it, so it is a 400. */
export function isUnstorableText(error: unknown): boolean {
  const code = sqlState(error);
  return typeof code === 'string' && UNSTORABLE_TEXT.has(code);
}

/** The database could not read a value as its type: the client sent it, so it is a 400. */
export function isInvalidTextRepresentation(error: unknown): boolean {
  return sqlState(error) === INVALID_TEXT_REPRESENTATION;
}
