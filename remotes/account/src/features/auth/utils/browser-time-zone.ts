/** The browser's IANA time zone (e.g. 'Europe/Paris'), or undefined where Intl cannot tell. */
export function readBrowserTimeZone(): string | undefined {
  try {
    const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
    return timeZone || undefined;
  } catch {
    return undefined;
  }
}
