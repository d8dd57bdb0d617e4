const NUMBER_PATTERN = /^[+-]?\d+(\.\d+)?$/;

/**
 * A duration or points entry as the form reads it (spec 001 section 5): a
 * number stays as typed (the schema then checks its range), and anything
 * non-numeric, blank included, becomes 1.
 */
export function toTaskNumber(entry: string | number): number {
  if (typeof entry === 'number') return Number.isFinite(entry) ? entry : 1;
  const trimmed = entry.trim();
  return NUMBER_PATTERN.test(trimmed) ? Number(trimmed) : 1;
}
