/**
 * Whether this run is a developer's machine or a test run, where committed
 * local-only defaults (secrets, a generated first admin) are acceptable.
 * Strapi sets NODE_ENV=development when it is unset, so unset counts as development.
 * Anything else (production, staging, ...) must be configured explicitly.
 */
export function isLocalRun(): boolean {
  const nodeEnv = process.env.NODE_ENV ?? 'development';
  return nodeEnv === 'development' || nodeEnv === 'test';
}
