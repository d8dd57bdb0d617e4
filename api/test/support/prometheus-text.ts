/**
 * The value of one series in Prometheus's text format: the first sample named
 * `name` whose labels include every one of `labels`; undefined when none is.
 */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ?? '';
    const hasAll = Object.entries(labels).every(([key, value]) =>
      present.includes(`${key}="${value}"`),
    );
    if (hasAll) return Number(match[3]);
  }
  return undefined;
}
