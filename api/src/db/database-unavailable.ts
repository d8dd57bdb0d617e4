// What a query meets while PostgreSQL restarts, fails over or is out of reach:
// the request was fine, the database was not, so it is a 503 that a retry can cure.

// SQLSTATE classes and codes that mean "no database right now": connection
// exceptions (08), shutdown or start-up in progress (57P01-57P03), no free
// connection slot (53300).
const UNAVAILABLE_CLASS = '08';
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
// The socket's own failures.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres and knex say these in words only: a connection lost mid-query, a
// connect past connectionTimeoutMillis, a client already broken, no pooled
// connection within acquireConnectionTimeout.
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/,
  /Connection ended unexpectedly/,
  /timeout expired/,
  /is not queryable/,
  /Timeout acquiring a connection/,
];

const codeOf = (error: object): unknown => (error as { code?: unknown }).code;

/** True when `error` says the database could not be reached, not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = codeOf(error);
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code)) return true;
    if (code.length === 5 && code.startsWith(UNAVAILABLE_CLASS)) return true;
  }
  if ((error as { name?: unknown }).name === 'KnexTimeoutError') return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((words) => words.test(message));
}
