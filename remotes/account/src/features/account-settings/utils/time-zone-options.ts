// The zones the settings page offers: every IANA zone this browser knows, found by
// any part of the name ("york", "new york", "America/New_York") or by offset ("GMT+9").

export type TTimeZoneOption = { value: string; label: string };

/** Every zone the runtime knows, plus UTC and any given (the stored one, the browser's). */
export function listTimeZones(
  alsoInclude: ReadonlyArray<string | null | undefined> = [],
): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set<string>([...known, 'UTC']);
  for (const zone of alsoInclude) if (zone) zones.add(zone);
  return [...zones].sort((a, b) => a.localeCompare(b, 'en'));
}

/** 'GMT+9', 'GMT-3:30', 'GMT' for a zone at an instant; '' where Intl cannot tell. */
export function offsetOf(zone: string, at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** 'America/New_York' reads 'America/New York (GMT-5)'. */
export function toTimeZoneOption(zone: string, at: Date): TTimeZoneOption {
  const offset = offsetOf(zone, at);
  const name = zone.replaceAll('_', ' ');
  return { value: zone, label: offset ? `${name} (${offset})` : name };
}

const searchable = (text: string) => text.toLowerCase().replaceAll('_', ' ');

/**
 * The options whose name or offset holds every word of the query, in order given;
 * `keep` (the zone chosen now) always stays, so the list never loses the selection.
 */
export function filterTimeZones(
  options: readonly TTimeZoneOption[],
  query: string,
  keep?: string,
): TTimeZoneOption[] {
  const words = searchable(query)
    .split(/[\s/]+/)
    .filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter(({ value, label }) => {
    if (value === keep) return true;
    const text = `${searchable(value)} ${searchable(label)}`;
    return words.every((word) => text.includes(word));
  });
}
